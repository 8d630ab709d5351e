"""The log file (arknova_desktop/logs.py): where it is, what goes into it, that it stays small
and that a folder it cannot be written to changes nothing; the crash message of the app
(ui/app.py), a failed Save as… in words, and Help → Open the log folder."""

from __future__ import annotations

import errno
import logging
import os
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from types import TracebackType

import platformdirs
import pytest
from PySide6.QtCore import QTimer, QUrl, qCritical
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

from arknova_desktop import logs
from arknova_desktop.engine import GameConfig
from arknova_desktop.session import AutosaveFailure, GameSession, SaveFailure
from arknova_desktop.ui import app
from arknova_desktop.ui.dialogs import about, menus
from arknova_desktop.ui.words.session_words import autosave_failure_text, save_failure_text

HEADER = re.compile(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3} (WARNING|ERROR|CRITICAL) [\w.]+: ")


@pytest.fixture
def log_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A fresh log folder (not made yet) for this test, with no log file attached before or
    after it."""
    folder = tmp_path / "log folder"
    monkeypatch.setenv("ARKNOVA_LOG_DIR", str(folder))
    logs.remove_log_file()
    yield folder
    logs.remove_log_file()


def package_handlers() -> list[logging.Handler]:
    return list(logging.getLogger(logs.LOGGER).handlers)


def entries(path: Path) -> list[str]:
    """The entries of a log file: each starts with its header line."""
    found: list[str] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if HEADER.match(line) or not found:
            found.append(line)
        else:
            found[-1] += "\n" + line
    return found


# -- the file ------------------------------------------------------------------------------------
def test_the_log_folder_is_the_platform_one_unless_overridden(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("ARKNOVA_LOG_DIR", raising=False)
    expected = Path(platformdirs.user_log_dir("ArkNovaDesktop", appauthor=False))
    assert logs.log_dir() == expected
    assert logs.log_file() == expected / "arknova.log"
    monkeypatch.setenv("ARKNOVA_LOG_DIR", str(tmp_path))
    assert logs.log_file() == tmp_path / "arknova.log"


def test_the_tests_never_write_to_the_real_log_folder() -> None:
    real = Path(platformdirs.user_log_dir("ArkNovaDesktop", appauthor=False))
    assert os.environ.get("ARKNOVA_LOG_DIR")
    assert logs.log_dir() != real


def test_the_log_file_is_made_in_the_folder_and_holds_errors_with_a_header(
    log_folder: Path,
) -> None:
    before = package_handlers()
    path = logs.install_log_file()
    assert path == log_folder / "arknova.log" and path.is_file()
    assert logs.installed_log_file() == path and logs.log_problem() is None
    assert logs.install_log_file() == path  # again: the same file, attached once
    assert len(package_handlers()) == len(before) + 1
    logging.getLogger("arknova_desktop.session").error("the zoo of Zoë could not be saved")
    logging.getLogger("arknova_desktop.ui").info("an everyday thing, not written")
    logging.getLogger("somebody.else").error("another library's error, not ours")
    written = entries(path)
    assert len(written) == 1
    assert HEADER.match(written[0])
    assert written[0].endswith(" ERROR arknova_desktop.session: the zoo of Zoë could not be saved")
    logs.remove_log_file()
    assert package_handlers() == before and logs.installed_log_file() is None


def test_rotation_keeps_the_file_and_its_backups_under_the_limit(log_folder: Path) -> None:
    path = logs.install_log_file()
    assert path is not None
    logger = logging.getLogger("arknova_desktop.test")
    entry = "x" * 1000
    count = 4 * logs.MAX_BYTES // 1000  # about twice what the file and its backups hold
    for number in range(count):
        logger.warning("entry %d %s", number, entry)
    names = sorted(p.name for p in log_folder.iterdir())
    assert names == ["arknova.log", "arknova.log.1", "arknova.log.2", "arknova.log.3"]
    for file in log_folder.iterdir():
        assert 0 < file.stat().st_size <= logs.MAX_BYTES, file.name
    assert f"entry {count - 1} " in entries(path)[-1]  # the newest is in the file itself


def test_an_overlong_entry_is_cut(log_folder: Path) -> None:
    path = logs.install_log_file()
    assert path is not None
    logging.getLogger("arknova_desktop.test").error("y" * (3 * logs.MAX_ENTRY))
    assert logs.MAX_ENTRY < path.stat().st_size < logs.MAX_ENTRY + 200


@pytest.mark.parametrize("blocked", ["a file where the folder should be", "a folder as file"])
def test_a_log_folder_that_cannot_be_written_changes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, blocked: str
) -> None:
    """Made or not writable (a file in the folder's place, a folder in the file's): no file,
    the reason kept, logging goes on without it, and the next install tries again."""
    logs.remove_log_file()
    if blocked == "a file where the folder should be":
        blocker = tmp_path / "logs"
        blocker.write_text("not a folder", encoding="utf-8")
        folder = blocker / "inner"
    else:
        folder = tmp_path / "logs"
        blocker = folder / "arknova.log"
        blocker.mkdir(parents=True)
    monkeypatch.setenv("ARKNOVA_LOG_DIR", str(folder))
    before = package_handlers()
    try:
        assert logs.install_log_file() is None
        assert isinstance(logs.log_problem(), OSError)
        assert logs.installed_log_file() is None and package_handlers() == before
        logging.getLogger("arknova_desktop.session").error("no file: this is not written")
        if blocker.is_dir():
            blocker.rmdir()
        else:
            blocker.unlink()
        assert logs.install_log_file() == folder / "arknova.log"
        assert logs.log_problem() is None
    finally:
        logs.remove_log_file()


def test_log_exception_writes_the_traceback(log_folder: Path) -> None:
    path = logs.install_log_file()
    assert path is not None
    try:
        raise KeyError("the lost card")
    except KeyError as error:
        logs.log_exception(KeyError, error, error.__traceback__, "a test")
    (entry,) = entries(path)
    assert " ERROR arknova_desktop.crash: uncaught KeyError in a test (Ark Nova Desktop " in entry
    assert "Traceback (most recent call last):" in entry
    assert "test_log_exception_writes_the_traceback" in entry
    assert entry.rstrip().endswith("KeyError: 'the lost card'")


# -- the crash message ----------------------------------------------------------------------------
Shown = list[tuple[QWidget | None, str, str]]


@pytest.fixture
def boxes(monkeypatch: pytest.MonkeyPatch) -> Shown:
    """The critical message boxes the app shows (recorded, never opened)."""
    shown: Shown = []

    def critical(parent: QWidget | None, title: str, text: str) -> None:
        shown.append((parent, title, text))

    monkeypatch.setattr(app.QMessageBox, "critical", critical)
    return shown


def broken_slot() -> None:
    raise ZeroDivisionError("the zoo has no visitors to share the money")


def test_an_exception_in_a_slot_is_logged_and_told_to_the_player(
    qapp: QApplication, log_folder: Path, boxes: Shown, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = logs.install_log_file()
    assert path is not None
    passed_on: list[type[BaseException]] = []

    def previous(kind: type[BaseException], _v: BaseException, _tb: TracebackType | None) -> None:
        passed_on.append(kind)

    monkeypatch.setattr(sys, "excepthook", app.CrashReporter(previous))
    for _ in range(2):  # the same error twice: logged twice, shown once
        QTimer.singleShot(0, broken_slot)
        for _ in range(5):
            qapp.processEvents()
    assert passed_on == [ZeroDivisionError, ZeroDivisionError]
    written = entries(path)
    assert len(written) == 2
    assert "uncaught ZeroDivisionError" in written[0]
    assert "in broken_slot" in written[0]
    assert "ZeroDivisionError: the zoo has no visitors to share the money" in written[0]
    assert len(boxes) == 1
    _parent, title, text = boxes[0]
    assert title == "Something went wrong"
    assert text.startswith("Something went wrong inside the game.")
    assert f"written to the log file in {log_folder}" in text
    for technical in ("ZeroDivision", "Traceback", "broken_slot", "visitors", ".py"):
        assert technical not in text


def test_the_crash_message_says_what_became_of_the_game(qapp: QApplication, tmp_path: Path) -> None:
    session = GameSession(GameConfig(players=2, seed=6), autosave_path=tmp_path / "auto.json")
    saved = app.crash_text(True, session)
    assert "Your game was saved automatically after your last completed move" in saved
    session.autosave_failure = SaveFailure(tmp_path / "auto.json", errno.ENOSPC, "full")
    failing = app.crash_text(True, session)
    assert "could not be saved automatically" in failing and "Save as" in failing
    assert "saved automatically after" not in failing
    unsaved = GameSession(GameConfig(players=2, seed=6))  # no autosave: nothing is claimed
    for text in (app.crash_text(True, unsaved), app.crash_text(True, None)):
        assert "automatically" not in text
    nowhere = app.crash_text(False, None, fatal=True)
    assert nowhere.startswith("Something went wrong and the game has to close.")
    assert "could not be written to a log file" in nowhere and "log file in" not in nowhere


def test_run_installs_the_log_the_hook_and_the_qt_handler_while_it_runs(
    qapp: QApplication, log_folder: Path, boxes: Shown, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[object] = []

    def fake_run(_argv: object, _load: object, _language: object) -> int:
        seen.append(sys.excepthook)
        qCritical("a critical message from Qt")
        return 0

    monkeypatch.setattr(app, "_run", fake_run)
    hook = sys.excepthook
    assert app.run([]) == 0
    assert isinstance(seen[0], app.CrashReporter) and sys.excepthook is hook
    (entry,) = entries(log_folder / "arknova.log")
    assert entry.endswith(" ERROR arknova_desktop.qt: Qt: a critical message from Qt")
    assert boxes == []


def test_an_error_before_the_event_loop_is_logged_and_ends_the_app(
    qapp: QApplication, log_folder: Path, boxes: Shown, monkeypatch: pytest.MonkeyPatch
) -> None:
    def fake_run(_argv: object, _load: object, _language: object) -> int:
        raise RuntimeError("the window could not be built")

    passed_on: list[type[BaseException]] = []

    def hook(kind: type[BaseException], _v: BaseException, _tb: TracebackType | None) -> None:
        passed_on.append(kind)  # the hook before: prints it where there is a terminal

    monkeypatch.setattr(app, "_run", fake_run)
    monkeypatch.setattr(sys, "excepthook", hook)
    assert app.run([]) == app.EXIT_FAILED
    assert sys.excepthook is hook and passed_on == [RuntimeError]
    (entry,) = entries(log_folder / "arknova.log")
    assert "RuntimeError: the window could not be built" in entry and "fake_run" in entry
    assert len(boxes) == 1
    assert boxes[0][2].startswith("Something went wrong and the game has to close.")


# -- failed saves ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("number", "reason"),
    [
        (errno.ENOSPC, "the disk is full"),
        (errno.EACCES, "this program may not write in the save folder"),
        (errno.EROFS, "the disk cannot be written to"),
        (errno.ENOTDIR, "where the save folder should be there is a file"),
        (None, "the system refused to write the file"),
        (9999, "the system refused to write the file"),
    ],
)
def test_save_failures_in_words(number: int | None, reason: str) -> None:
    failure = SaveFailure(Path("/games/zoo.json"), number, "the system's own words")
    text = save_failure_text(failure)
    assert text.startswith(f"The game could not be saved to {Path('/games/zoo.json')}: {reason}")
    auto = autosave_failure_text(AutosaveFailure(Path("/games/zoo.json"), number, "words"))
    assert auto.startswith(f"Your game could not be saved automatically: {reason}")
    for technical in ("Errno", "errno", "own words", str(number)):
        assert technical not in text and technical not in auto


def test_a_failing_save_as_shows_words_and_is_logged(
    qapp: QApplication, tmp_path: Path, log_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = logs.install_log_file()
    assert path is not None
    monkeypatch.setenv("ARKNOVA_SAVE_DIR", str(tmp_path / "saves"))
    target = tmp_path / "saves" / "my zoo.json"
    session = GameSession(GameConfig(players=2, seed=6))
    failures: list[SaveFailure] = []
    session.save_failed.connect(failures.append)
    window = QMainWindow()
    menus.install_game_menu(window, session, lambda _session: None)
    warnings: list[tuple[str, str]] = []
    monkeypatch.setattr(
        menus.QMessageBox, "warning", lambda _parent, title, text: warnings.append((title, text))
    )
    monkeypatch.setattr(
        menus.QFileDialog, "getSaveFileName", lambda *_args: (str(target), "Saved games (*.json)")
    )

    def disk_full(*_args: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", disk_full)
    (save_as,) = [a for a in window.actions() if a.text() == "&Save as…"]
    try:
        save_as.trigger()
    finally:
        window.deleteLater()
    assert failures == [SaveFailure(target, errno.ENOSPC, "No space left on device")]
    assert not target.exists()
    assert len(warnings) == 1
    title, text = warnings[0]
    assert title == "Save failed"
    assert text.startswith(f"The game could not be saved to {target}: the disk is full.")
    # The words, not the system's: no "[Errno 28]" (the file's own path may hold any digits).
    words = text.replace(str(target), "")
    assert "Errno" not in words and "No space left" not in words and "28" not in words
    (entry,) = entries(path)
    assert "ERROR arknova_desktop.session: the game could not be saved to" in entry
    assert "No space left on device" in entry


def test_a_failing_autosave_is_logged_once_and_its_recovery_too(
    qapp: QApplication, tmp_path: Path, log_folder: Path
) -> None:
    path = logs.install_log_file()
    assert path is not None
    blocker = tmp_path / "not a folder"
    blocker.write_text("a file where the save folder should be", encoding="utf-8")
    session = GameSession(GameConfig(players=2, seed=6), autosave_path=blocker / "auto.json")
    assert session.autosave() is False and session.autosave() is False
    blocker.unlink()
    assert session.autosave() is True
    failed, recovered = entries(path)
    assert f"ERROR arknova_desktop.session: the autosave to {blocker / 'auto.json'} failed" in (
        failed
    )
    assert "WARNING arknova_desktop.session: the autosave to" in recovered
    assert recovered.endswith("works again")


# -- Help → Open the log folder -------------------------------------------------------------------
def log_folder_action(window: QMainWindow) -> object:
    menu = about.install_help_menu(window)
    texts = [a.text() for a in menu.actions()]
    assert "Open the &log folder" in texts
    return menu.actions()[texts.index("Open the &log folder")]


def test_help_opens_the_log_folder_making_it_first(
    qapp: QApplication, log_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[QUrl] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    monkeypatch.setattr(about.QMessageBox, "information", lambda *args: pytest.fail(str(args)))
    window = QMainWindow()
    action = log_folder_action(window)
    assert not log_folder.exists()
    action.trigger()  # type: ignore[attr-defined]
    window.deleteLater()
    assert log_folder.is_dir()
    assert len(opened) == 1 and opened[0].isLocalFile()
    assert Path(opened[0].toLocalFile()) == log_folder


@pytest.mark.parametrize("problem", ["cannot be opened", "cannot be made"])
def test_help_says_where_the_log_folder_is_when_it_cannot_open_it(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, problem: str
) -> None:
    folder = tmp_path / "logs"
    if problem == "cannot be made":
        (tmp_path / "file").write_text("in the way", encoding="utf-8")
        folder = tmp_path / "file" / "logs"
    monkeypatch.setenv("ARKNOVA_LOG_DIR", str(folder))
    opened: list[QUrl] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) and False)
    told: list[tuple[str, str]] = []
    monkeypatch.setattr(
        about.QMessageBox, "information", lambda _parent, title, text: told.append((title, text))
    )
    assert about.open_log_folder(None) is False
    assert len(told) == 1 and told[0][0] == "The log folder"
    assert told[0][1].endswith(f":\n{folder}")
    assert len(opened) == (1 if problem == "cannot be opened" else 0)
