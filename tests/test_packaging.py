"""The game installs like a real package: the source distribution carries the data sources, the
wheel built from it carries them inside the package (setup.py's build step) byte for byte, and
that wheel installed into a fresh virtual environment outside the checkout gives an `arknova`
that starts (`--smoke-test` with the shipped sample), finds its cards (`simulate`) and refuses a
bad file with exit code 2.

The build runs without network access (`--no-build-isolation`: the test extra pins setuptools).
The fresh environment gets no copy of the dependencies: a `.pth` line points at the folders
where this interpreter has PySide6, attrs, cattrs, platformdirs and pyqtgraph (with numpy and
colorama), and nothing else of this interpreter, so the checkout itself cannot be imported from
it."""

from __future__ import annotations

import importlib.metadata
import os
import subprocess
import sys
import tarfile
import venv
import zipfile
from pathlib import Path

import pytest

from arknova_desktop.resources import PACKAGE_DATA, SHIPPED_DATA

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent
VERSION = importlib.metadata.version("arknova-desktop")
DEPENDENCIES = (
    "PySide6-Essentials",
    "shiboken6",
    "attrs",
    "cattrs",
    "platformdirs",
    "pyqtgraph",
    "numpy",
    "colorama",
)


def _run(command: list[str], cwd: Path, env: dict[str, str] | None = None) -> str:
    done = subprocess.run(
        command, cwd=cwd, env=env, capture_output=True, text=True, timeout=600, check=False
    )
    assert done.returncode == 0, f"{command} failed:\n{done.stdout}\n{done.stderr}"
    return done.stdout


def source_files(source: str) -> dict[str, bytes]:
    """Every file of one data source, by its path inside that source ('' for a single file)."""
    origin = ROOT / source
    if origin.is_file():
        return {"": origin.read_bytes()}
    return {
        path.relative_to(origin).as_posix(): path.read_bytes()
        for path in sorted(origin.rglob("*"))
        if path.is_file() and "__pycache__" not in path.parts and not path.name.startswith(".")
    }


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(the source distribution, the wheel built from it), as `python -m build` makes them."""
    out = tmp_path_factory.mktemp("package")
    sdist_name = _run(
        [
            sys.executable,
            "-c",
            "import sys; from setuptools import build_meta; "
            "print(build_meta.build_sdist(sys.argv[1]))",
            str(out),
        ],
        cwd=ROOT,
    ).splitlines()[-1]
    sdist = out / sdist_name
    with tarfile.open(sdist) as archive:
        archive.extractall(out / "unpacked", filter="data")
    (tree,) = (out / "unpacked").iterdir()
    _run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--no-deps",
            "--no-build-isolation",
            "--wheel-dir",
            str(out / "wheels"),
            str(tree),
        ],
        cwd=out,
    )
    (wheel,) = (out / "wheels").glob("arknova_desktop-*.whl")
    return sdist, wheel


def test_the_wheel_carries_every_data_source_inside_the_package_byte_for_byte(
    built: tuple[Path, Path],
) -> None:
    _sdist, wheel = built
    with zipfile.ZipFile(wheel) as archive:
        inside = {
            name: archive.read(name)
            for name in archive.namelist()
            if name.startswith(f"arknova_desktop/{PACKAGE_DATA}/")
        }
    expected: dict[str, bytes] = {}
    for name, source in SHIPPED_DATA.items():
        for relative, content in source_files(source).items():
            path = f"arknova_desktop/{PACKAGE_DATA}/{name}" + (f"/{relative}" if relative else "")
            expected[path] = content
    assert sorted(inside) == sorted(expected)
    assert all(inside[name] == expected[name] for name in expected)
    assert "arknova_desktop/data/cards.json" in inside
    assert "arknova_desktop/data/resources/fonts/DejaVuSans.ttf" in inside
    assert "arknova_desktop/data/maps/10.json" in inside


def test_the_source_distribution_carries_the_data_sources(built: tuple[Path, Path]) -> None:
    sdist, _wheel = built
    with tarfile.open(sdist) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    for source in SHIPPED_DATA.values():
        for relative in source_files(source):
            assert (f"{source}/{relative}" if relative else source) in names
    assert "setup.py" in names and "MANIFEST.in" in names


def _folders_of(distributions: tuple[str, ...]) -> list[str]:
    """The site folders this interpreter loads the given distributions from."""
    folders: list[str] = []
    for name in distributions:
        folder = str(Path(str(importlib.metadata.distribution(name).locate_file(""))).resolve())
        if folder not in folders:
            folders.append(folder)
    return folders


@pytest.fixture(scope="module")
def installed(built: tuple[Path, Path], tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh virtual environment with the wheel installed; its bin (Scripts) folder."""
    _sdist, wheel = built
    home = tmp_path_factory.mktemp("fresh")
    env_dir = home / "venv"
    venv.EnvBuilder(with_pip=False).create(env_dir)
    bin_dir = env_dir / ("Scripts" if sys.platform == "win32" else "bin")
    python = bin_dir / ("python.exe" if sys.platform == "win32" else "python")
    site_packages = Path(
        _run(
            [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
            cwd=home,
        ).strip()
    )
    (site_packages / "dependencies.pth").write_text(
        "\n".join(_folders_of(DEPENDENCIES)) + "\n", encoding="utf-8"
    )
    _run(
        [
            sys.executable,
            "-m",
            "pip",
            "--python",
            str(python),
            "install",
            "--quiet",
            "--no-deps",
            "--no-index",
            str(wheel),
        ],
        cwd=home,
    )
    return bin_dir


def _clean_env(home: Path) -> dict[str, str]:
    """No variable that could lead the installed app back to the checkout or the user's files."""
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("PYTHON", "ARKNOVA_DATA", "VIRTUAL_ENV"))
    }
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["HOME"] = str(home)
    env["ARKNOVA_SAVE_DIR"] = str(home / "saves")
    return env


def _program(bin_dir: Path, name: str) -> str:
    return str(bin_dir / (f"{name}.exe" if sys.platform == "win32" else name))


def test_the_installed_package_is_the_wheel_not_the_checkout(
    installed: Path, tmp_path: Path
) -> None:
    where = _run(
        [
            _program(installed, "python"),
            "-c",
            "import arknova_desktop.resources as r; print(r.__file__); print(r.data_dir())",
        ],
        cwd=tmp_path,
        env=_clean_env(tmp_path),
    ).splitlines()
    module, data = (Path(line) for line in where)
    venv_dir = installed.parent
    assert module.is_relative_to(venv_dir) and not module.is_relative_to(ROOT)
    assert data == module.parent / PACKAGE_DATA


def test_the_installed_arknova_starts_with_the_shipped_sample(
    installed: Path, tmp_path: Path
) -> None:
    env = _clean_env(tmp_path)
    assert _run([_program(installed, "arknova"), "--version"], tmp_path, env).strip() == (
        f"arknova {VERSION}"
    )
    data = Path(
        _run(
            [
                _program(installed, "python"),
                "-c",
                "import arknova_desktop.resources as r; print(r.data_dir())",
            ],
            tmp_path,
            env,
        ).strip()
    )
    sample = data / "resources" / "samples" / "sample-2p.json"
    out = _run([_program(installed, "arknova"), "--smoke-test", str(sample)], tmp_path, env)
    assert "smoke test passed" in out and "font DejaVu Sans" in out
    assert f"data from {data}" in out


def test_the_installed_arknova_finds_its_cards_and_maps(installed: Path, tmp_path: Path) -> None:
    out = _run(
        [_program(installed, "arknova"), "simulate", "--games", "1", "--maps", "mixed"],
        tmp_path,
        _clean_env(tmp_path),
    )
    figures = {
        key.strip(): value.strip()
        for key, _, value in (line.strip("| ").partition("|") for line in out.splitlines())
        if value
    }
    assert figures["finished games"] == "1"
    assert figures["games with an error"] == "0"


def test_the_installed_arknova_refuses_a_bad_file_with_exit_code_2(
    installed: Path, tmp_path: Path
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2", encoding="utf-8")
    done = subprocess.run(
        [_program(installed, "arknova"), "--smoke-test", str(bad)],
        cwd=tmp_path,
        env=_clean_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


def _shell_blocks(markdown: str) -> list[str]:
    blocks = markdown.split("```sh\n")[1:]
    return [block.split("```", 1)[0].strip() for block in blocks]


def test_the_readme_has_the_two_commands_and_ci_runs_the_second_exactly() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## The two commands", 1)[1].split("\n## ", 1)[0]
    install, tests = _shell_blocks(section)
    # The first makes a virtual environment (pip refuses the system Python of Debian 12 and
    # Ubuntu 23.04+) and installs what that and Qt need on a bare desktop.
    assert "-m venv .venv" in install and "python3-venv" in install
    assert "libxcb-cursor0" in install
    assert "pip install . " in install and install.endswith(".venv/bin/arknova")
    assert "-m venv .venv" in tests and tests.endswith("-m pytest -q -n auto")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert tests in ci.splitlines()
