"""Build the Ark Nova Desktop bundle with PyInstaller (``packaging/arknova.spec``).

    python packaging/build.py              # one folder: dist/ArkNovaDesktop-<version>/
    python packaging/build.py --onefile    # one file:   dist/ArkNovaDesktop-<version>-onefile

Needs the app installed (``pip install -e .``, so the bundle knows its version) and PyInstaller
(``pip install pyinstaller==6.22.3``). After building it checks the result: ``--version`` prints
this version and ``--smoke-test resources/samples/sample-2p.json`` exits 0 (``--no-check`` skips
that). Builds for the machine it runs on: build on Windows for Windows, on macOS for macOS.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import importlib.util
import os
import shutil
import subprocess
import sys
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "arknova.spec"
SAMPLE = ROOT / "resources" / "samples" / "sample-2p.json"
APP = "ArkNovaDesktop"
PYINSTALLER = "pyinstaller==6.22.3"


def project_version() -> str:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return str(data["project"]["version"])


def bundle_path(dist: Path, version: str, onefile: bool) -> Path:
    """The folder (one-folder build) or the file (single-file build) the build makes."""
    if onefile:
        suffix = ".exe" if sys.platform == "win32" else ""
        return dist / f"{APP}-{version}-onefile{suffix}"
    return dist / f"{APP}-{version}"


def console_program(bundle: Path, onefile: bool) -> Path:
    """The program to run from a shell: on Windows the console twin (the windowed program has
    no stdout and the shell does not wait for it)."""
    if onefile:
        return bundle
    if sys.platform == "win32":
        return bundle / f"{APP}-console.exe"
    return bundle / APP


def folder_size(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def check(program: Path, version: str, sample: Path = SAMPLE) -> list[str]:
    """Run the built program: `--version` and `--smoke-test`; the problems found."""
    problems = []
    env = dict(os.environ)
    if sys.platform.startswith("linux") and not env.get("DISPLAY"):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    done = subprocess.run(
        [str(program), "--version"], capture_output=True, text=True, env=env, timeout=120
    )
    if done.returncode != 0 or done.stdout.strip() != f"arknova {version}":
        problems.append(
            f"--version: exit {done.returncode}, printed {done.stdout.strip()!r} "
            f"(expected 'arknova {version}') {done.stderr.strip()}"
        )
    done = subprocess.run(
        [str(program), "--smoke-test", str(sample)],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    if done.returncode != 0:
        problems.append(f"--smoke-test: exit {done.returncode}\n{done.stderr.strip()}")
    else:
        print(done.stdout.strip())
    return problems


def add_notices(bundle: Path) -> None:
    """Put the licence texts where a person sees them: beside the program."""
    licences = bundle / "licenses"
    shutil.copytree(ROOT / "packaging" / "licenses", licences, dirs_exist_ok=True)
    shutil.copy2(ROOT / "resources" / "fonts" / "LICENSE-DejaVu.txt", licences)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python packaging/build.py",
        description="Build the Ark Nova Desktop bundle with PyInstaller.",
    )
    parser.add_argument("--onefile", action="store_true", help="one executable file")
    parser.add_argument(
        "--console-twin",
        action="store_true",
        help="also build ArkNovaDesktop-console off Windows (always built on Windows)",
    )
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder")
    parser.add_argument(
        "--work", type=Path, default=ROOT / "build", help="PyInstaller's work folder"
    )
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's caches first")
    parser.add_argument("--no-check", action="store_true", help="do not run the result")
    options = parser.parse_args(argv)

    if importlib.util.find_spec("PyInstaller") is None:
        print(f"PyInstaller is not installed: python -m pip install {PYINSTALLER}", file=sys.stderr)
        return 1
    version = project_version()
    try:
        installed = importlib.metadata.version("arknova-desktop")
    except importlib.metadata.PackageNotFoundError:
        installed = None
    if installed != version:
        print(
            f"arknova-desktop {version} is not installed (found {installed}): the bundle would "
            f"not know its version. Run: python -m pip install -e .",
            file=sys.stderr,
        )
        return 1

    dist = options.dist.resolve()
    bundle = bundle_path(dist, version, options.onefile)
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        str(SPEC),
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(dist),
        "--workpath",
        str(options.work.resolve()),
    ]
    if options.clean:
        command.append("--clean")
    spec_options = [
        flag
        for flag, wanted in (
            ("--onefile", options.onefile),
            ("--console-twin", options.console_twin),
        )
        if wanted
    ]
    if spec_options:
        command += ["--", *spec_options]
    print("building:", " ".join(command), flush=True)
    started = time.perf_counter()
    done = subprocess.run(command, cwd=ROOT)
    seconds = time.perf_counter() - started
    if done.returncode != 0 or not bundle.exists():
        print(f"the build failed (exit {done.returncode}); no {bundle}", file=sys.stderr)
        return 1
    if not options.onefile:
        add_notices(bundle)
    print(
        f"built {bundle} in {seconds:.0f} s: {folder_size(bundle) / 1e6:.0f} MB",
        flush=True,
    )
    if options.no_check:
        return 0
    problems = check(console_program(bundle, options.onefile), version)
    if sys.platform == "win32" and options.onefile:
        problems = [p for p in problems if not p.startswith("--version")]  # windowed: no stdout
    for problem in problems:
        print(f"check failed: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
