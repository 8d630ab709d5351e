"""Opening a saved game in the app (issue 22): an older copy of a game that went on asks which
position to play and never replaces the newer one; a game open in another window is not opened
twice; the start screen says which games are open elsewhere and where a separate game came from;
a settings file that is a pipe does not hang the app."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton, QTreeWidget
from ui_helpers import choose

from arknova_desktop.engine import GameConfig
from arknova_desktop.locks import GameLock, held_elsewhere
from arknova_desktop.saves import (
    SessionMeta,
    autosave_dir,
    autosave_path,
    list_unfinished,
    load_game,
    new_game_id,
)
from arknova_desktop.session import GameSession
from arknova_desktop.ui.dialogs import open_game, start_dialog
from arknova_desktop.ui.dialogs.open_game import open_saved_game
from arknova_desktop.ui.dialogs.start_dialog import StartDialog
from arknova_desktop.ui.session_factory import lock_game

pytestmark = pytest.mark.gui

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "resources" / "samples" / "sample-2p.json"
HANG_GUARD_S = 300  # fails only if the app hangs: the test's condition is the exit code


@pytest.fixture(autouse=True)
def saves_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "saves"
    monkeypatch.setenv("ARKNOVA_SAVE_DIR", str(folder))
    return folder


class Answers:
    """Stands in for the player at the open questions: answers them in order, and keeps what
    each question said and offered."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, *answers: int) -> None:
        self.answers = list(answers)
        self.asked: list[tuple[str, str, list[str]]] = []
        monkeypatch.setattr(open_game, "_ask", self.ask)

    def ask(self, _parent: object, title: str, text: str, buttons: list[str]) -> int:
        self.asked.append((title, text, buttons))
        return self.answers.pop(0)


def played_session(moves: int, seed: int = 5) -> GameSession:
    """A game in play as the app holds it: its autosave and its lock."""
    meta = SessionMeta(new_game_id())
    session = GameSession(
        GameConfig(players=2, seed=seed, names=("Ann", "Bob")),
        autosave_dir=autosave_dir(),
        meta=meta,
        lock=lock_game(meta.game_id),
    )
    session.start()
    play_on(session, moves)
    return session


def play_on(session: GameSession, moves: int) -> None:
    chooser = random.Random(len(session.choices))
    target = len(session.choices) + moves
    while len(session.choices) < target:
        assert session.decision is not None
        choose(session, chooser.choice(session.decision.options))
    if session.awaiting_end_turn:
        session.end_turn()


def test_an_older_save_opened_later_never_replaces_the_game_that_went_on(
    qapp: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Save as… at move 40, play on to 120, quit; open the copy later and close it: the
    unfinished game still holds its 120 moves, whatever the player answers."""
    game = played_session(40)
    copy = tmp_path / "Saturday night.json"
    assert game.save(copy)
    play_on(game, 80)
    moves, game_id = len(game.choices), game.meta.game_id
    game.close()  # quit
    autosave = autosave_path(game_id)
    newest = autosave.read_bytes()

    # 1. Neither: nothing opens, nothing on disk changes.
    answers = Answers(monkeypatch, 2)
    assert open_saved_game(None, copy) is None
    title, text, buttons = answers.asked[0]
    assert title == "A newer position of this game"
    assert buttons == [
        "Continue the newer game",
        "Play the file as a separate game",
        "Cancel",
    ]
    assert "40 choices made" in text and f"{moves} choices made" in text
    assert autosave.read_bytes() == newest
    assert sorted(p.name for p in autosave_dir().iterdir()) == [autosave.name]

    # 2. The newer game: the autosave's position, the same game.
    Answers(monkeypatch, 0)
    newer = open_saved_game(None, copy)
    assert newer is not None and newer.meta.game_id == game_id
    assert len(newer.choices) == moves
    newer.close()
    assert autosave.read_bytes() == newest

    # 3. The file as a separate game: its own id and autosave, listed "from the save …".
    Answers(monkeypatch, 1)
    separate = open_saved_game(None, copy)
    assert separate is not None and separate.meta.game_id != game_id
    assert len(separate.choices) == 40
    assert separate.meta.origin is not None
    assert separate.meta.origin.file == "Saturday night.json"
    play_on(separate, 3)
    separate.close()
    assert len(load_game(autosave).choices) == moves  # the game that went on: all there
    listed = {entry.game_id: entry for entry in list_unfinished()}
    assert set(listed) == {game_id, separate.meta.game_id}
    assert listed[separate.meta.game_id].origin == separate.meta.origin
    dialog = StartDialog()
    try:
        tree = dialog.findChild(QTreeWidget, "unfinished_games")
        assert tree is not None
        notes = [tree.topLevelItem(i).text(4) for i in range(tree.topLevelItemCount())]
        assert sorted(notes) == sorted(
            [
                "",
                "from the save “Saturday night.json” of "
                + start_dialog.when_text(separate.meta.origin.saved_at),
            ]
        )
    finally:
        dialog.deleteLater()


def test_the_question_is_a_real_box_whose_default_is_cancel(qapp: Any, tmp_path: Path) -> None:
    game = played_session(20)
    copy = tmp_path / "copy.json"
    assert game.save(copy)
    play_on(game, 10)
    game.close()
    seen: list[tuple[str, list[str], str]] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        labels = [b.text() for b in box.findChildren(QPushButton)]
        default = box.defaultButton()
        seen.append((box.windowTitle(), labels, default.text() if default else ""))
        box.escapeButton().click()

    QTimer.singleShot(0, answer)
    assert open_saved_game(None, copy) is None
    assert seen and seen[0][0] == "A newer position of this game"
    assert seen[0][2] == "Cancel"  # Enter never picks a game by accident


def test_a_game_open_in_another_window_is_not_opened_twice(
    qapp: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = played_session(25)
    autosave = autosave_path(game.meta.game_id)
    assert held_elsewhere(autosave_dir(), game.meta.game_id)
    # Continue it from the start screen of a second copy: refused, or a separate game.
    answers = Answers(monkeypatch, 1)
    assert open_saved_game(None, autosave) is None
    title, text, buttons = answers.asked[0]
    assert title == "Open in another window"
    assert "open in another window of Ark Nova" in text
    assert buttons == ["Open as a separate game", "Cancel"]
    Answers(monkeypatch, 0)
    separate = open_saved_game(None, autosave)
    assert separate is not None and separate.meta.game_id != game.meta.game_id
    assert separate.meta.origin is not None and separate.meta.origin.file == ""  # an autosave
    assert separate.lock is not None and separate.lock.held
    # Both go on; neither writes over the other.
    play_on(game, 4)
    play_on(separate, 2)
    assert len(load_game(autosave).choices) == len(game.choices)
    assert len(load_game(autosave_path(separate.meta.game_id)).choices) == len(separate.choices)
    separate.close()
    game.close()
    # Once its window is closed, the game opens again as itself.
    again = open_saved_game(None, autosave)
    assert again is not None and again.meta.game_id == game.meta.game_id
    again.close()


def test_the_start_screen_marks_a_game_open_elsewhere_and_will_not_delete_it(
    qapp: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = played_session(15)
    said: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "information", lambda _parent, title, _text: said.append(title)
    )
    monkeypatch.setattr(
        QMessageBox, "question", lambda *_args, **_kw: QMessageBox.StandardButton.Yes
    )
    dialog = StartDialog()
    try:
        tree = dialog.findChild(QTreeWidget, "unfinished_games")
        assert tree is not None and tree.topLevelItemCount() == 1
        assert tree.topLevelItem(0).text(4) == "open in another window"
        dialog.delete_button.click()
        assert said == ["Cannot delete the game"]
        assert autosave_path(game.meta.game_id).exists()
    finally:
        dialog.deleteLater()
    game.close()
    dialog = StartDialog()
    try:
        tree = dialog.findChild(QTreeWidget, "unfinished_games")
        assert tree is not None and tree.topLevelItem(0).text(4) == ""
    finally:
        dialog.deleteLater()


def test_opening_the_game_of_this_window_again_opens_nothing(
    qapp: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = played_session(12)
    copy = tmp_path / "copy.json"
    assert game.save(copy)
    play_on(game, 6)
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda _p, title, _t: said.append(title))
    Answers(monkeypatch, 0)  # "Continue the newer game": the one in this window
    assert open_saved_game(None, copy, current=game) is None
    assert said == ["Already open"]
    assert game.lock is not None and game.lock.held
    game.close()


def test_a_new_game_holds_its_lock_until_its_window_closes(qapp: Any) -> None:
    from arknova_desktop.ui.session_factory import new_session

    session = new_session(GameConfig(players=2, seed=4), ("human", "human"))
    assert session.lock is not None and session.lock.held
    assert held_elsewhere(autosave_dir(), session.meta.game_id)
    session.close()
    assert not held_elsewhere(autosave_dir(), session.meta.game_id)
    lock = GameLock.acquire(autosave_dir(), session.meta.game_id)
    lock.release()


# -- a settings file that is a pipe ------------------------------------------------------------


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs mkfifo")
def test_a_settings_file_that_is_a_pipe_gives_the_defaults_and_changes_nothing(
    qapp: Any, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    from arknova_desktop.ui.settings import DEFAULT_BOT_PACE_MS, Settings

    fifo = tmp_path / "settings.ini"
    os.mkfifo(fifo)
    settings = Settings(fifo)
    assert settings.confirm_end_turn is True and settings.bot_pace_ms == DEFAULT_BOT_PACE_MS
    settings.motion = False  # kept for this run only
    assert Settings(fifo).motion is False
    assert fifo.is_fifo()  # never opened, read or replaced
    warnings = [r.getMessage() for r in caplog.records if "settings file" in r.getMessage()]
    assert len(warnings) == 1 and "pipe (FIFO)" in warnings[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs mkfifo")
def test_the_app_starts_with_a_pipe_at_the_settings_path(tmp_path: Path) -> None:
    """Before, QSettings opened the pipe and waited for a writer for ever."""
    fifo = tmp_path / "settings.ini"
    os.mkfifo(fifo)
    logs = tmp_path / "logs"
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHONPATH": str(ROOT),
        "ARKNOVA_SETTINGS_FILE": str(fifo),
        "ARKNOVA_LOG_DIR": str(logs),
    }
    done = subprocess.run(
        [sys.executable, "-m", "arknova_desktop", "--smoke-test", str(SAMPLE)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=HANG_GUARD_S,
    )
    assert done.returncode == 0, done.stderr
    assert "smoke test passed" in done.stdout
    logged = "".join(p.read_text(encoding="utf-8") for p in logs.glob("*.log*"))
    assert "is not used (it is a pipe (FIFO))" in logged


def test_a_game_played_on_from_the_replay_is_autosaved_and_locked(qapp: Any) -> None:
    """Before, "Play on from here" opened a game with no autosave at all."""
    from arknova_desktop.ui.session_factory import forked_session

    game = played_session(20)
    fork = forked_session(game, 12)
    assert fork.choices == game.choices[:12]
    assert fork.meta.game_id != game.meta.game_id
    assert fork.autosave_path == autosave_path(fork.meta.game_id)
    assert fork.lock is not None and held_elsewhere(autosave_dir(), fork.meta.game_id)
    fork.start()
    play_on(fork, 2)
    assert len(load_game(autosave_path(fork.meta.game_id)).choices) == 14
    fork.close()
    game.close()
