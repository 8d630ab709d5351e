"""Locating the data files the app reads (cards.json, maps/, resources/, licenses/).

Pure Python, no Qt. The top-level ``cards.json``, ``maps/``, ``resources/`` and
``packaging/licenses/`` of the repository are the sources; building the package (``setup.py``'s
build step, and the PyInstaller spec) copies them into the package as ``arknova_desktop/data/``
(`SHIPPED_DATA` says what goes where), so ``pip install .``, a wheel, pipx and the bundle all
carry them. The lookup order is:

1. the directory named by the environment variable ``ARKNOVA_DATA_DIR`` when it is set;
2. the package's own ``data`` folder, found with ``importlib.resources`` (an installed wheel, the
   PyInstaller bundle);
3. the repository root, the parent of the package directory (a checkout, an editable install).
"""

from __future__ import annotations

import importlib.resources
import os
from pathlib import Path

ENV_DATA_DIR = "ARKNOVA_DATA_DIR"

# The package's data folder in a built package, and where each part of it comes from: the name
# inside the data folder -> the source path relative to the repository root.
PACKAGE_DATA = "data"
SHIPPED_DATA: dict[str, str] = {
    "cards.json": "cards.json",
    "cards_es.json": "cards_es.json",  # our own Spanish card names (ui/words/names.py)
    "maps": "maps",
    "resources": "resources",
    "licenses": "packaging/licenses",
}

_PACKAGE_DIR = Path(__file__).resolve().parent


def packaged_data_dir() -> Path | None:
    """The package's ``data`` folder when the package was built with its data; else None."""
    found = importlib.resources.files(__package__ or "arknova_desktop") / PACKAGE_DATA
    # Installed from a wheel (or bundled by PyInstaller) the package is a real folder; a zipped
    # package would not be, and the app does not support running from a zip.
    if isinstance(found, Path) and found.is_dir():
        return found
    return None


def data_dir() -> Path:
    """The directory data files are read from (see the module docstring for the order)."""
    override = os.environ.get(ENV_DATA_DIR)
    if override:
        return Path(override)
    return packaged_data_dir() or _PACKAGE_DIR.parent


def data_path(name: str) -> Path:
    """The path of the data file ``name`` (a path inside the data folder, e.g.
    ``"resources/icons/money.svg"``); raises FileNotFoundError when it does not exist.

    In a checkout the licence texts live in ``packaging/licenses``; they are found there too."""
    base = data_dir()
    path = base / name
    if not path.is_file():
        top, _, rest = name.partition("/")
        source = SHIPPED_DATA.get(top)
        if rest and source is not None and base == _PACKAGE_DIR.parent:
            in_checkout = base / source / rest
            if in_checkout.is_file():
                return in_checkout
        where = f"${ENV_DATA_DIR}" if os.environ.get(ENV_DATA_DIR) else "the data directory"
        raise FileNotFoundError(
            f"data file {name!r} not found in {where} ({base}); "
            f"set {ENV_DATA_DIR} to the directory that holds it"
        )
    return path
