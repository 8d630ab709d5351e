"""The whole package type-checks under `mypy --strict` (about a minute; marked slow, but the
default test command still runs it)."""

from pathlib import Path

import pytest
from mypy import api

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.slow
def test_mypy_strict_is_clean(monkeypatch: pytest.MonkeyPatch) -> None:
    # From the repository root, so mypy reads pyproject.toml's [tool.mypy] and finds the package.
    monkeypatch.chdir(ROOT)
    report, errors, status = api.run(["--strict", "arknova_desktop"])
    assert status == 0, f"mypy --strict arknova_desktop failed:\n{report}{errors}"
