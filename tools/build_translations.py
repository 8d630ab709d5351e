#!/usr/bin/env python3
"""Build the translations the app loads: resources/i18n/arknova_<lang>.qm from the .ts files
(with ``pyside6-lrelease``, which ships in PySide6-Essentials), and Qt's own ``qtbase_<lang>.qm``
(OK / Cancel, the file dialogs) copied from PySide6's translations folder.

Usage::

    python tools/build_translations.py            # write the .qm files
    python tools/build_translations.py --check    # write nothing; exit 1 when one is out of date

The .qm files are committed beside the .ts files: resources/ reaches the wheel and the bundle
as arknova_desktop/data/resources/ (setup.py, packaging/arknova.spec) and a checkout or an
editable install reads it in place, so every way of running the game has them without a build
step. tests/test_i18n.py checks they match the .ts files.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
I18N = ROOT / "resources" / "i18n"
LANGUAGES = ("en", "es")
QT_LANGUAGES = ("es",)  # Qt's own texts are English already


def lrelease() -> str:
    """The pyside6-lrelease beside this Python (a venv's bin/ or Scripts/), else on PATH."""
    here = Path(sys.executable).parent
    for name in ("pyside6-lrelease", "pyside6-lrelease.exe"):
        if (here / name).exists():
            return str(here / name)
    found = shutil.which("pyside6-lrelease")
    if found is None:
        raise SystemExit("pyside6-lrelease not found (it comes with PySide6-Essentials)")
    return found


def qt_translations() -> Path:
    import PySide6

    return Path(PySide6.__file__).parent / "Qt" / "translations"


def build(target: Path) -> list[Path]:
    """Write every .qm into `target`; the paths written."""
    written: list[Path] = []
    for language in LANGUAGES:
        source = I18N / f"arknova_{language}.ts"
        output = target / f"arknova_{language}.qm"
        subprocess.run(
            [lrelease(), "-silent", "-nounfinished", str(source), "-qm", str(output)], check=True
        )
        written.append(output)
    for language in QT_LANGUAGES:
        output = target / f"qtbase_{language}.qm"
        shutil.copyfile(qt_translations() / f"qtbase_{language}.qm", output)
        written.append(output)
    return written


def stale() -> list[str]:
    """The names of the .qm files that differ from a fresh build (or are missing)."""
    with tempfile.TemporaryDirectory() as folder:
        fresh = build(Path(folder))
        return [
            path.name
            for path in fresh
            if not (I18N / path.name).is_file()
            or (I18N / path.name).read_bytes() != path.read_bytes()
        ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if stale")
    args = parser.parse_args(argv)
    if args.check:
        names = stale()
        for name in names:
            print(f"out of date: resources/i18n/{name}")
        return 1 if names else 0
    for path in build(I18N):
        print(f"built: {path.relative_to(ROOT)} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
