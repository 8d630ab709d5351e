"""The computer players' levels in the app (issue 24): picked per seat on the start screen
(Medium preselected, each level explained in a tooltip), carried by the session to every
computer decision, its autosave, a fork and the replay; an older save's computers play at
Medium; the level is shown with the seat's name ("Hal (computer, Hard)"); while a computer's
process thinks the turn controls show how far it has got and "Move now", which makes it answer
at once.

"Move now" is driven here with a worker whose answer the test holds until it is hurried (so
nothing depends on how fast the machine thinks); that the real process answers a hurry with
the best it has found is tests/test_bot_worker_levels.py's."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QPushButton
from ui_helpers import BOT, HUMAN, make_window, settle

from arknova_desktop.bots import BotWorker, bot_choice
from arknova_desktop.engine import Choice, GameConfig
from arknova_desktop.saves import load_game
from arknova_desktop.session import GameSession, ThinkProgress
from arknova_desktop.ui.dialogs.replay import ReplaySession
from arknova_desktop.ui.dialogs.scoring_dialog import solo_win_title
from arknova_desktop.ui.dialogs.start_dialog import StartDialog

HERE = Path(__file__).parent
HINTS = [
    "Easy: plays sensibly, makes human mistakes",
    "Medium: looks one turn ahead",
    "Hard: searches its turn deeper and thinks longer",
]
HANG_GUARD_MS = 300_000


@pytest.fixture(autouse=True)
def saves_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "saves"
    monkeypatch.setenv("ARKNOVA_SAVE_DIR", str(folder))
    return folder


# -- the start screen ----------------------------------------------------------------------------
def open_start(qtbot) -> StartDialog:  # type: ignore[no-untyped-def]
    dialog = StartDialog()
    qtbot.addWidget(dialog)
    return dialog


def pick(combo: Any, data: str) -> None:
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)


def test_the_start_screen_offers_a_level_for_each_computer_seat(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = open_start(qtbot)
    for seat, box in enumerate(dialog.level_boxes):
        assert [box.itemText(i) for i in range(box.count())] == ["Easy", "Medium", "Hard"]
        tips = [box.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(box.count())]
        assert tips == HINTS
        assert box.currentText() == "Medium" and box.toolTip() == HINTS[1]
        assert box.accessibleName() == f"Seat {seat + 1}: computer level"
        assert not box.isEnabled(), "a human seat has no level to pick"
    pick(dialog.kinds[1], BOT)
    assert dialog.level_boxes[1].isEnabled() and not dialog.level_boxes[0].isEnabled()
    pick(dialog.level_boxes[1], "hard")
    assert dialog.level_boxes[1].toolTip() == HINTS[2]
    pick(dialog.kinds[3], BOT)  # a seat beyond the two players: not used
    assert not dialog.level_boxes[3].isEnabled()
    # The solo game is a human's: no kind, no level to pick.
    dialog.players.setValue(1)
    pick(dialog.kinds[0], BOT)
    assert not dialog.kinds[0].isEnabled() and not dialog.level_boxes[0].isEnabled()
    assert dialog.config()[1] == (HUMAN,) and dialog.chosen_levels() == ("",)


def test_the_level_picked_reaches_the_session_and_its_autosave(qtbot) -> None:  # type: ignore[no-untyped-def]
    from arknova_desktop.ui.session_factory import new_session

    dialog = open_start(qtbot)
    dialog.players.setValue(3)
    for seat, name in enumerate(("Ann", "Hal", "Kit")):
        dialog.names[seat].setText(name)
    pick(dialog.kinds[1], BOT)
    pick(dialog.level_boxes[1], "hard")
    pick(dialog.kinds[2], BOT)  # left at Medium
    pick(dialog.level_boxes[0], "easy")  # a human seat's box (disabled) counts for nothing
    config, seats = dialog.config()
    assert seats == (HUMAN, BOT, BOT)
    assert dialog.chosen_levels() == ("", "hard", "medium")
    # As the app and the Game menu open it.
    session = new_session(config, seats, dialog.chosen_levels())
    try:
        assert [session.level_of(s) for s in range(3)] == ["", "hard", "medium"]
        assert session.seat_label(1) == "Hal (computer, Hard)"
        assert session.seat_label(2) == "Kit (computer, Medium)"
        assert session.seat_label(0) == "Ann"
        assert session.autosave() and session.autosave_path is not None
        assert load_game(session.autosave_path).levels == ("", "hard", "medium")
    finally:
        session.close()


# -- the session ---------------------------------------------------------------------------------
class Recording(BotWorker):
    """An in-process worker that notes the level of every request."""

    def __init__(self) -> None:
        super().__init__(in_process=True)
        self.asked: list[tuple[int, str]] = []

    def submit(
        self,
        config: GameConfig,
        choices: Sequence[Choice],
        seat: int,
        seed: int,
        level: str = "medium",
    ) -> int:
        self.asked.append((seat, level))
        return super().submit(config, choices, seat, seed, level)


def test_each_computer_decides_at_its_own_level(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Hal at Hard and Kit at Easy: every request names the seat's level, and every computer
    choice of the game is the one its level's bot makes there."""
    worker = Recording()
    config = GameConfig(players=3, seed=21, names=("Ann", "Hal", "Kit"))
    session = GameSession(config, (BOT, BOT, HUMAN), levels=("hard", "easy", ""), bot_worker=worker)
    session.start()
    qtbot.waitUntil(
        lambda: session.decision is not None and session.is_human(session.decision.seat),
        timeout=HANG_GUARD_MS,
    )
    asked = {seat: level for seat, level in worker.asked}
    assert asked == {0: "hard", 1: "easy"} and len(worker.asked) == len(session.choices) >= 2
    for index, choice in enumerate(session.choices):
        seat = session.journal[index].seat
        level = ("hard", "easy")[seat]
        prefix = session.choices[:index]
        assert choice == bot_choice(config, prefix, seat, session.bot_seed(seat), level=level)
    session.stop_bots()


def test_levels_are_checked_and_a_computer_without_one_plays_at_medium(qapp: Any) -> None:
    config = GameConfig(players=2, seed=3)
    assert GameSession(config, (HUMAN, BOT)).levels == ("", "medium")
    assert GameSession(config, (HUMAN, BOT), levels=("", "")).levels == ("", "medium")
    assert GameSession(config, (BOT, BOT), levels=("easy", "hard")).levels == ("easy", "hard")
    with pytest.raises(ValueError, match="one of easy, medium, hard"):
        GameSession(config, (HUMAN, BOT), levels=("", "greedy"))
    with pytest.raises(ValueError, match="a human seat has no level"):
        GameSession(config, (HUMAN, BOT), levels=("hard", "hard"))
    with pytest.raises(ValueError, match="one level per seat"):
        GameSession(config, (HUMAN, BOT), levels=("hard",))


def test_fork_replay_and_play_again_keep_the_levels(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from arknova_desktop.ui.session_factory import forked_session

    config = GameConfig(players=2, seed=5, names=("Ann", "Hal"))
    session = GameSession(config, (HUMAN, BOT), levels=("", "easy"), confirm_end_turn=False)
    session.start()
    while len(session.choices) < 6 and (decision := session.table_decision) is not None:
        assert session.choose(decision.options[0])
        session.run_bots_now()
    path = tmp_path / "game.json"
    assert session.save(path)
    assert json.loads(path.read_text(encoding="utf-8"))["levels"] == ["", "easy"]
    again = GameSession.from_save(load_game(path))
    assert again.levels == ("", "easy") and again.seat_label(1) == "Hal (computer, Easy)"
    assert session.fork(4).levels == ("", "easy")
    fork = forked_session(session, 4)
    try:
        assert fork.levels == ("", "easy")
    finally:
        fork.close()
    assert ReplaySession(session).seat_label(1) == "Hal (computer, Easy)"
    window = make_window(qtbot, session, start=False)
    new: list[GameSession] = []
    window.new_session_requested.connect(new.append)
    window.play_again()
    assert len(new) == 1 and new[0].levels == ("", "easy")


def test_an_older_save_plays_its_computer_at_medium(qapp: Any) -> None:
    session = GameSession.from_save(load_game(HERE / "save_versions" / "v5.json"))
    assert session.seats == (HUMAN, HUMAN, BOT)
    assert session.levels == ("", "", "medium")
    assert session.seat_label(2) == "Noa (computer, Medium)"


# -- the table -----------------------------------------------------------------------------------
def test_the_table_shows_each_computer_with_its_level(qtbot) -> None:  # type: ignore[no-untyped-def]
    config = GameConfig(players=3, seed=8, names=("Ann", "Hal", "Kit"))
    session = GameSession(config, (HUMAN, BOT, BOT), levels=("", "hard", "easy"), bot_delay_ms=0)
    window = make_window(qtbot, session)
    picker = [window.seat_picker.itemText(i) for i in range(window.seat_picker.count())]
    assert picker == ["Zoo of Ann", "Zoo of Hal (computer, Hard)", "Zoo of Kit (computer, Easy)"]
    boards = window.player_boards.panels
    assert "Hal (computer, Hard)" in boards[1].name.text()
    assert "Kit (computer, Easy)" in boards[2].name.text()
    assert boards[0].name.text().startswith("Ann")


def test_a_computer_playing_the_solo_game_alone_is_named_never_you(qtbot) -> None:  # type: ignore[no-untyped-def]
    """With no person at the table the computer's cards are shown, but it is not "you": its
    board carries its name, and a win is its win, not yours."""
    config = GameConfig(players=1, seed=8, names=("Hal",), maps=("A",))
    session = GameSession(config, (BOT,), levels=("hard",), bot_delay_ms=0)
    window = make_window(qtbot, session, start=False)
    assert window.player_boards.panels[0].name.text() == "Hal (computer, Hard)"
    assert solo_win_title(session) == "Hal (computer, Hard) wins the solo game!"
    person = GameSession(GameConfig(players=1, seed=8, names=("Ann",), maps=("A",)), (HUMAN,))
    assert solo_win_title(person) == "You win the solo game!"
    person_window = make_window(qtbot, person, start=False)
    assert person_window.player_boards.panels[0].name.text() == "Ann (you)"


# -- "Move now" ----------------------------------------------------------------------------------
class HeldWorker(BotWorker):
    """A worker whose think the test holds: it reports the progress the test sets, and answers
    only when hurried, with what the bot finds when it must answer at once (one completion)."""

    def __init__(self) -> None:
        super().__init__(in_process=True)
        self.report: tuple[int, int] | None = None
        self.hurries = 0
        self._asked: tuple[Any, ...] | None = None
        self._request = 0

    def submit(
        self,
        config: GameConfig,
        choices: Sequence[Choice],
        seat: int,
        seed: int,
        level: str = "medium",
    ) -> int:
        self._request += 1
        self._asked = (config, list(choices), seat, seed, level)
        self.report = None
        return self._request

    def progress(self) -> tuple[int, int] | None:
        return self.report if self._asked is not None else None

    def hurry(self) -> bool:
        if self._asked is None:
            return False
        self.hurries += 1
        return True

    def result(self) -> tuple[int, Choice] | None:
        if self._asked is None or not self.hurries:
            return None
        config, choices, seat, seed, level = self._asked
        self._asked, self.hurries = None, 0
        return self._request, bot_choice(config, choices, seat, seed, None, level, lambda: True)

    def cancel(self) -> None:
        self._asked = None


def thinking_parts(window) -> tuple[QPushButton, Any, Any]:  # type: ignore[no-untyped-def]
    controls = window.turn_controls
    return controls.move_now_button, controls.thinking, controls.thinking_label


def test_move_now_shows_while_a_computer_thinks_and_makes_it_answer(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Hal (Hard) keeps his cards first: while his process has not reported, nothing shows but
    Skip; once it reports 3 of 10 completions the bar, "Hal is thinking… 30 %" and Move now
    show; Move now makes him answer at once with what his search finds in one completion, and
    all of it hides again."""
    worker = HeldWorker()
    config = GameConfig(players=2, seed=13, names=("Hal", "Ann"))
    session = GameSession(
        config, (BOT, HUMAN), levels=("hard", ""), bot_worker=worker, bot_delay_ms=0
    )
    progress: list[ThinkProgress | None] = []
    session.bot_progress.connect(progress.append)
    window = make_window(qtbot, session)
    move_now, bar, words = thinking_parts(window)
    skip = window.turn_controls.skip_button
    settle()
    assert session.decision is not None and session.decision.seat == 0
    assert skip.isVisible() and not move_now.isVisible() and not bar.isVisible()
    assert session.think_progress is None and progress == []

    worker.report = (3, 10)
    qtbot.waitUntil(lambda: move_now.isVisible(), timeout=HANG_GUARD_MS)
    assert session.think_progress == ThinkProgress(0, 3, 10) and progress[-1] == ThinkProgress(
        0, 3, 10
    )
    assert bar.isVisible() and (bar.value(), bar.maximum()) == (3, 10)
    assert words.text() == "Hal is thinking… 30 %"
    assert move_now.accessibleName() == "Move now" and move_now.isEnabled()
    assert move_now.shortcut() == QKeySequence("Alt+M")  # "&Move now"
    assert move_now.focusPolicy() & Qt.FocusPolicy.TabFocus
    asked = worker._asked
    assert asked is not None
    expected = bot_choice(*asked[:4], None, "hard", lambda: True)

    qtbot.mouseClick(move_now, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(session.choices) == 1, timeout=HANG_GUARD_MS)
    settle()
    assert session.choices[0] == expected
    assert progress[-1] is None and session.think_progress is None
    assert not move_now.isVisible() and not bar.isVisible() and not words.isVisible()


def test_nothing_to_move_now_without_a_worker(qtbot) -> None:  # type: ignore[no-untyped-def]
    """In-process the computer answers before the window looks again: no bar, no Move now."""
    session = GameSession(
        GameConfig(players=2, seed=13), (BOT, HUMAN), levels=("easy", ""), bot_delay_ms=0
    )
    shown: list[ThinkProgress | None] = []
    session.bot_progress.connect(shown.append)
    window = make_window(qtbot, session)
    qtbot.waitUntil(lambda: session.table_decision is not None, timeout=HANG_GUARD_MS)
    move_now, bar, _words = thinking_parts(window)
    assert not move_now.isVisible() and not bar.isVisible()
    assert session.hurry_bots() is False and shown == []
