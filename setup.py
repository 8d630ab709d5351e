"""One build step on top of pyproject.toml: the game's data ships inside the package.

The top-level ``cards.json``, ``maps/``, ``resources/`` and ``packaging/licenses/`` stay the
sources. Building the package (``pip install .``, a wheel, pipx, ``python -m build``) copies them
into the built package as ``arknova_desktop/data/`` (``arknova_desktop.resources.SHIPPED_DATA``
says what goes where), where the app finds them with importlib.resources. An editable install
reads the sources themselves, so nothing is copied then.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))  # the mapping below comes from this checkout, not an installed copy

from arknova_desktop.resources import PACKAGE_DATA, SHIPPED_DATA  # noqa: E402


def _ignored(_folder: str, names: list[str]) -> set[str]:
    """Never ship caches or hidden files that may lie in the source folders."""
    return {n for n in names if n.startswith(".") or n == "__pycache__" or n.endswith(".pyc")}


class BuildPyWithData(build_py):
    """setuptools' build_py, then a copy of the data sources into the built package."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        target = Path(self.build_lib) / "arknova_desktop" / PACKAGE_DATA
        if target.exists():
            shutil.rmtree(target)  # a file removed from the sources must not linger in a rebuild
        target.mkdir(parents=True)
        for name, source in SHIPPED_DATA.items():
            origin = ROOT / source
            if origin.is_dir():
                shutil.copytree(origin, target / name, ignore=_ignored)
            elif origin.is_file():
                shutil.copyfile(origin, target / name)
            else:
                raise FileNotFoundError(f"the data source {source} is missing from {ROOT}")


setup(cmdclass={"build_py": BuildPyWithData})
