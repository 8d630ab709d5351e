"""Locating the data files that ship next to the package (cards.json, ...).

Pure Python, no Qt. The lookup order is:

1. the directory named by the environment variable ``ARKNOVA_DATA_DIR`` when it is set;
2. ``sys._MEIPASS`` when running from a PyInstaller bundle (``sys.frozen``);
3. the repository root, i.e. the parent of the ``arknova_desktop`` package directory.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ENV_DATA_DIR = "ARKNOVA_DATA_DIR"

_PACKAGE_DIR = Path(__file__).resolve().parent


def data_dir() -> Path:
    """The directory data files are read from (see the module docstring for the order)."""
    override = os.environ.get(ENV_DATA_DIR)
    if override:
        return Path(override)
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and isinstance(bundle, str):
        return Path(bundle)
    return _PACKAGE_DIR.parent


def data_path(name: str) -> Path:
    """The path of the data file ``name``; raises FileNotFoundError when it does not exist."""
    base = data_dir()
    path = base / name
    if not path.is_file():
        where = f"${ENV_DATA_DIR}" if os.environ.get(ENV_DATA_DIR) else "the data directory"
        raise FileNotFoundError(
            f"data file {name!r} not found in {where} ({base}); "
            f"set {ENV_DATA_DIR} to the directory that holds it"
        )
    return path
