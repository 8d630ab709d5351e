"""The PyInstaller bundle: `packaging/build.py` builds the one-folder bundle into a temporary
folder, and the bundle runs headless (Qt's offscreen platform) with no Python beside it:
`--version`, `--smoke-test` with the shipped sample (starts, loads it, opens the main window,
quits with 0) and with a bad file (exit 2). Skipped only when PyInstaller is not installed."""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

pytest.importorskip("PyInstaller")

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "resources" / "samples" / "sample-2p.json"
VERSION = str(tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"])
APP = "ArkNovaDesktop"


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("bundle")
    done = subprocess.run(
        [
            sys.executable,
            str(ROOT / "packaging" / "build.py"),
            "--dist",
            str(out / "dist"),
            "--work",
            str(out / "work"),
            "--no-check",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert done.returncode == 0, f"the build failed:\n{done.stdout}\n{done.stderr}"
    folder = out / "dist" / f"{APP}-{VERSION}"
    assert folder.is_dir(), done.stdout
    return folder


def program(bundle: Path) -> Path:
    if sys.platform == "win32":
        return bundle / f"{APP}-console.exe"
    return bundle / APP


def without_python(command: list[str], home: Path) -> tuple[list[str], dict[str, str]]:
    """The command and an environment with nothing of the building Python: no PATH to it, no
    PYTHON* or ARKNOVA_* variables, and (as root, where `unshare` works) its standard library and
    site-packages hidden under empty folders."""
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": str(home),
        "LANG": "C.UTF-8",
        "QT_QPA_PLATFORM": "offscreen",
    }
    if sys.platform == "win32":
        return command, {**env, "PATH": os.environ.get("SYSTEMROOT", "") + "\\System32"}
    minor = f"python{sys.version_info.major}.{sys.version_info.minor}"
    hidden = sorted({str(Path(prefix) / "lib" / minor) for prefix in (sys.base_prefix, sys.prefix)})
    hidden = [path for path in hidden if Path(path).is_dir()]
    if not hidden or os.geteuid() != 0 or shutil.which("unshare") is None:
        return command, env
    probe = subprocess.run(
        ["unshare", "-m", "--propagation", "private", "true"], capture_output=True, timeout=30
    )
    if probe.returncode != 0:
        return command, env
    mounts = " && ".join(f"mount -t tmpfs none {shlex.quote(path)}" for path in hidden)
    check = " && ".join(f"test ! -e {shlex.quote(path + '/os.py')}" for path in hidden)
    script = f'{mounts} && {check} && exec "$@"'
    return ["unshare", "-m", "--propagation", "private", "sh", "-c", script, "sh", *command], env


def run(command: list[str], home: Path) -> subprocess.CompletedProcess[str]:
    command, env = without_python(command, home)
    return subprocess.run(command, env=env, capture_output=True, text=True, timeout=180)


def test_the_bundle_holds_its_data_and_licences(bundle: Path) -> None:
    assert program(bundle).is_file() and os.access(program(bundle), os.X_OK)
    data = bundle / "_internal" / "arknova_desktop" / "data"  # where an installed wheel has it
    for name in (
        "cards.json",
        "maps/A.json",
        "maps/10.json",
        "resources/icons/africa.svg",
        "resources/fonts/DejaVuSans.ttf",
        "resources/fonts/DejaVuSans-Bold.ttf",
        "resources/fonts/LICENSE-DejaVu.txt",
        "resources/samples/sample-2p.json",
        "licenses/LGPL-3.0.txt",
        "licenses/Python-PSF.txt",
    ):
        assert (data / name).is_file(), name
    for name in ("LGPL-3.0.txt", "GPL-3.0.txt", "LICENSE-DejaVu.txt", "README.txt"):
        assert (bundle / "licenses" / name).is_file(), name  # beside the program too
    assert not (data / "PySide6" / "Qt" / "translations").exists()
    # The computer players' weights, beside their module (read with importlib.resources).
    assert (bundle / "_internal" / "arknova_desktop" / "bots" / "value_weights.json").is_file()


def test_the_bundle_prints_its_version(bundle: Path, tmp_path: Path) -> None:
    done = run([str(program(bundle)), "--version"], tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"arknova {VERSION}"


def test_the_bundle_loads_the_sample_and_opens_the_main_window(
    bundle: Path, tmp_path: Path
) -> None:
    data = bundle / "_internal" / "arknova_desktop" / "data"
    sample = data / "resources" / "samples" / "sample-2p.json"
    done = run([str(program(bundle)), "--smoke-test", str(sample)], tmp_path)
    assert done.returncode == 0, done.stderr
    assert "smoke test passed" in done.stdout
    assert "main window shown; font DejaVu Sans" in done.stdout
    assert f"data from {data}" in done.stdout  # not from the checkout


def test_the_bundle_refuses_a_bad_save_with_exit_code_2(bundle: Path, tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "something else"}', encoding="utf-8")
    done = run([str(program(bundle)), "--smoke-test", str(bad)], tmp_path)
    assert done.returncode == 2
    assert "This is not an Ark Nova Desktop saved game." in done.stderr
