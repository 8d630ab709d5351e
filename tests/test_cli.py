"""The command line (`arknova --version / --load FILE / --smoke-test FILE`), the shipped font and
sample save, and Help → About. The smoke tests run `python -m arknova_desktop` from the checkout
in a fresh process, the way a person (or the bundle) starts the app."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMainWindow

from arknova_desktop import __version__
from arknova_desktop.__main__ import main
from arknova_desktop.saves import SaveError, load_game
from arknova_desktop.ui import app
from arknova_desktop.ui.dialogs import about

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "resources" / "samples" / "sample-2p.json"
REGENERATE = "regenerate it with: python packaging/make_sample_save.py"


def project_version() -> str:
    return str(tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"])


def arknova(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """`python -m arknova_desktop ARGS` in a new process, offscreen, from another folder."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    env.pop("ARKNOVA_DATA_DIR", None)
    return subprocess.run(
        [sys.executable, "-m", "arknova_desktop", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


# -- --version ----------------------------------------------------------------------------------
def test_version_prints_the_project_version_and_exits_0(tmp_path: Path) -> None:
    done = arknova("--version", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"arknova {project_version()}"
    assert __version__ == project_version()


def test_version_in_process(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out.strip() == f"arknova {__version__}"


def test_load_and_smoke_test_exclude_each_other(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--load", str(SAMPLE), "--smoke-test", str(SAMPLE)])
    assert stop.value.code == 2
    assert "not allowed with argument" in capsys.readouterr().err


# -- the shipped sample save ----------------------------------------------------------------------
def test_the_sample_is_a_two_player_game_a_few_dozen_decisions_in() -> None:
    try:
        loaded = load_game(SAMPLE)
    except SaveError as error:
        pytest.fail(f"{SAMPLE} does not load ({error}); {REGENERATE}")
    assert loaded.config.players == 2
    assert loaded.seats == ("human", "human")
    assert 24 <= len(loaded.choices) <= 60
    assert not loaded.game.is_over


# -- --smoke-test -------------------------------------------------------------------------------
def test_smoke_test_with_the_sample_exits_0(tmp_path: Path) -> None:
    done = arknova("--smoke-test", str(SAMPLE), cwd=tmp_path)
    assert done.returncode == 0, f"{done.stderr}\n(if the save was refused: {REGENERATE})"
    assert "smoke test passed" in done.stdout
    assert "main window shown" in done.stdout
    assert "font DejaVu Sans" in done.stdout


def test_smoke_test_with_a_file_that_is_not_json_exits_2_with_the_reason(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{ this is not json", encoding="utf-8")
    done = arknova("--smoke-test", str(bad), cwd=tmp_path)
    assert done.returncode == 2
    assert done.stdout == ""
    assert f"cannot load {bad}" in done.stderr
    assert "The save file is damaged or not a saved game (not valid JSON" in done.stderr


def test_smoke_test_with_a_tampered_save_exits_2(tmp_path: Path) -> None:
    data = json.loads(SAMPLE.read_text(encoding="utf-8"))
    data["snapshot"]["digest"] = "0" * 64
    tampered = tmp_path / "tampered.json"
    tampered.write_text(json.dumps(data), encoding="utf-8")
    done = arknova("--smoke-test", str(tampered), cwd=tmp_path)
    assert done.returncode == 2
    assert "does not match the state stored in the file" in done.stderr


def test_smoke_test_with_a_missing_file_exits_2(tmp_path: Path) -> None:
    done = arknova("--smoke-test", str(tmp_path / "nowhere.json"), cwd=tmp_path)
    assert done.returncode == 2
    assert "The save file cannot be opened" in done.stderr


def test_smoke_test_without_the_data_files_exits_1(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "ARKNOVA_DATA_DIR": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-m", "arknova_desktop", "--smoke-test", str(SAMPLE)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1
    assert "the shipped font 'DejaVu Sans' was not loaded" in done.stderr


# -- fonts, --load, About (in this process) -------------------------------------------------------
@pytest.fixture
def qt(qapp: QApplication):  # type: ignore[no-untyped-def]
    """The test QApplication; its font is put back after the test."""
    font = qapp.font()
    yield qapp
    qapp.setFont(font)


@pytest.mark.gui
def test_the_shipped_font_is_loaded_and_used(qt: QApplication) -> None:
    assert (ROOT / "resources" / "fonts" / "LICENSE-DejaVu.txt").is_file()
    assert "DejaVu Sans" in app.load_fonts()
    app.create_app()
    assert QApplication.font().family() == "DejaVu Sans"


@pytest.mark.gui
def test_load_with_a_bad_save_shows_the_reason_and_exits_2(
    qt: QApplication,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2, 3]", encoding="utf-8")
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(
        app.QMessageBox, "warning", lambda _parent, title, text: shown.append((title, text))
    )
    monkeypatch.setattr(app, "StartDialog", None)  # must not be reached
    assert main(["--load", str(bad)]) == 2
    said = capsys.readouterr().err.strip().splitlines()
    assert said == [f"arknova: cannot load {bad}: {shown[0][1].split('. ', 1)[1]}"]
    assert shown == [
        (
            "Cannot open the game",
            "“bad.json” cannot be opened. This is not a saved game: the file does not hold a "
            "save record.",
        )
    ]


@pytest.mark.gui
def test_the_app_removes_temporary_files_of_killed_saves_when_it_starts(
    qt: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ARKNOVA_SAVE_DIR", str(tmp_path))
    (tmp_path / "autosaves").mkdir()
    stale = [tmp_path / ".mine.json.1234.tmp", tmp_path / "autosaves" / ".abc.json.99.tmp"]
    fresh = tmp_path / ".other.json.5678.tmp"  # a save being written right now by another app
    for path in (*stale, fresh):
        path.write_text("{", encoding="utf-8")
    for path in stale:
        os.utime(path, (time.time() - 3600, time.time() - 3600))
    monkeypatch.setattr(app.QMessageBox, "warning", lambda *_args: None)
    monkeypatch.setattr(app, "StartDialog", None)  # must not be reached
    assert main(["--load", str(tmp_path / "missing.json")]) == 2
    assert not any(path.exists() for path in stale)
    assert fresh.exists()


@pytest.mark.gui
def test_load_opens_the_saved_game_in_the_main_window(
    qt: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ARKNOVA_SAVE_DIR", str(tmp_path))
    monkeypatch.setattr(app.QApplication, "exec", lambda _self: 0)
    monkeypatch.setattr(app, "StartDialog", None)  # must not be reached
    assert main(["--load", str(SAMPLE)]) == 0
    window = app._windows[-1]
    try:
        assert window.isVisible()
        assert len(window.session.choices) == len(load_game(SAMPLE).choices)
        game_id = window.session.meta.game_id  # the sample is version 2: a legacy id
        assert game_id == load_game(SAMPLE).meta.game_id
        assert window.session.autosave_path == tmp_path / "autosaves" / f"{game_id}.json"
        menus = [a.text().replace("&", "") for a in window.menuBar().actions()]
        assert menus == ["Game", "Settings", "View", "Help"]
    finally:
        window.hide()
        window.deleteLater()
        QApplication.processEvents()


@pytest.mark.gui
def test_help_about_shows_version_notice_and_licences(qt: QApplication) -> None:
    window = QMainWindow()
    menu = about.install_help_menu(window)
    assert menu.title().replace("&", "") == "Help"
    assert [a.text() for a in menu.actions()] == [
        "Open the &log folder",
        "&About Ark Nova Desktop…",
    ]
    dialog = about.AboutDialog(window)
    text = dialog.text.text()
    assert f"Version {__version__}" in text
    assert "unofficial fan implementation" in text
    assert "Mathias Wigge" in text and "Feuerland Spiele" in text and "Capstone Games" in text
    for shipped in ("PySide6", "LGPLv3", "attrs", "cattrs", "platformdirs", "MIT", "DejaVu"):
        assert shipped in text
    assert "Python" in text and "PSF" in text
    # Every licence text is found (in a checkout: packaging/licenses, resources/fonts).
    for row in range(dialog.licence_list.count()):
        dialog.licence_list.setCurrentRow(row)
        shown = dialog.licence_text.toPlainText()
        assert len(shown) > 500, dialog.licence_list.item(row).text()
    dialog.licence_list.setCurrentRow(0)
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in dialog.licence_text.toPlainText()
    dialog.deleteLater()
    window.deleteLater()
