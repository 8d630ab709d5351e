"""Hot seat: between two human seats the pass screen covers the whole window until the next
player reveals; then their hand is shown. With one human (against computers, or solo) no pass
screen is needed."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QWidget
from ui_helpers import BOT, HUMAN, keep_setup, make_session, make_window, settle

pytestmark = pytest.mark.gui


def covered_at(window, widget: QWidget) -> bool:  # type: ignore[no-untyped-def]
    """Is the pass screen what a click on the centre of `widget` would reach?"""
    point = widget.mapTo(window, widget.rect().center())
    hit = window.childAt(point)
    screen = window.pass_screen
    return hit is not None and (hit is screen or screen.isAncestorOf(hit))


def reveal(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
    settle()


def test_handover_covers_the_window_until_the_next_player_reveals(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, (HUMAN, HUMAN), seed=1, names=("Ann", "Bob"))
    window = make_window(qtbot, session)
    screen = window.pass_screen
    # The first player is asked to take the screen too.
    assert screen.isVisible() and "Ann" in screen.label.text()
    reveal(qtbot, window)
    assert not screen.isVisible()
    keep_setup(session)  # Ann keeps, (cover for Bob), Bob keeps, (cover for Ann)
    settle()
    if screen.isVisible():
        reveal(qtbot, window)
    # Ann plays her first turn; her turn waits for "End turn" with the table still hers, and
    # only when she ends it does the cover come up for Bob.
    rng = random.Random(5)
    handovers: list[int] = []
    session.handover_needed.connect(handovers.append)
    while not session.awaiting_end_turn:
        decision = session.table_decision
        assert decision is not None and decision.seat == 0
        assert session.choose(rng.choice(decision.options))
    settle()
    assert session.decision is not None and session.decision.seat == 1
    assert not screen.isVisible() and handovers == []
    assert window.hand_model.rows() == session.game.state.players[0].hand
    end_button = window.turn_controls.end_button
    assert end_button.isVisible() and end_button.isEnabled()
    with qtbot.waitSignal(session.handover_needed, timeout=5000) as blocker:
        qtbot.mouseClick(end_button, Qt.MouseButton.LeftButton)
    settle()
    assert blocker.args == [1]
    assert window.hand_model.rows() == (), "no hand at all under the cover"
    assert screen.isVisible()
    assert screen.geometry() == window.rect()
    assert "Bob" in screen.label.text() and "Bob" in screen.button.text()
    for widget in (
        window.hand_view,
        window.map_view,
        window.decision_panel,
        window.display_view,
        window.action_row,
    ):
        assert covered_at(window, widget), f"{type(widget).__name__} is not covered"
    assert covered_at(window, window.statusBar())
    # Bob says he is at the screen.
    with qtbot.waitSignal(screen.revealed, timeout=1000) as revealed:
        reveal(qtbot, window)
    assert revealed.args == [1]
    assert not screen.isVisible()
    bob = session.game.state.players[1]
    assert session.viewer == 1
    assert window.hand_model.rows() == bob.hand and len(bob.hand) > 0
    assert "Bob" in window.hand_label.text()
    assert not covered_at(window, window.hand_view)
    assert window.map_view.seat == 1


def test_pass_screen_follows_the_window_size(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, (HUMAN, HUMAN), seed=1)
    window = make_window(qtbot, session)
    assert window.pass_screen.isVisible()
    window.resize(1000, 700)
    settle()
    assert window.pass_screen.geometry() == window.rect()
    assert window.childAt(QPoint(5, 5)) is not None


def test_human_against_computer_never_sees_a_pass_screen_while_playing(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, (HUMAN, BOT), seed=3)
    window = make_window(qtbot, session)
    if window.pass_screen.isVisible():  # see test_no_pass_screen_at_the_start_with_one_human
        reveal(qtbot, window)
    handovers: list[int] = []
    session.handover_needed.connect(handovers.append)
    rng = random.Random(3)
    bot_moves = 0
    for _ in range(60):
        decision = session.decision
        if decision is None:
            break
        if not session.is_human(decision.seat):
            qtbot.waitUntil(
                lambda: session.decision is None or session.is_human(session.decision.seat),
                timeout=5000,
            )
            bot_moves += 1
            continue
        assert session.choose(rng.choice(decision.options))
        settle()
        assert not window.pass_screen.isVisible()
        assert window.hand_model.rows() == session.game.state.players[0].hand
        if session.awaiting_end_turn:  # the computer waits for the human's "End turn"
            assert session.end_turn()
            settle()
            assert not window.pass_screen.isVisible()
    assert bot_moves > 0, "the computer never moved"
    assert handovers == []


@pytest.mark.parametrize(
    "seats", [(HUMAN, BOT), (BOT, HUMAN), (HUMAN,)], ids=["human-bot", "bot-human", "solo"]
)
def test_no_pass_screen_at_the_start_with_one_human(qtbot, seats: tuple[str, ...]) -> None:  # type: ignore[no-untyped-def]
    """Nobody else sits at the screen: asking the only human to "pass the screen" to themselves
    is a needless click before every game."""
    session = make_session(len(seats), seats, seed=2)
    window = make_window(qtbot, session)
    qtbot.waitUntil(
        lambda: session.decision is not None and session.is_human(session.decision.seat),
        timeout=5000,
    )
    assert not window.pass_screen.isVisible()


def test_one_deliberate_enter_lifts_each_of_two_covers_in_a_row(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The Enter that lifted the first cover is let go after that cover is gone: the next cover
    must still take one deliberate Enter, not two (found in a play-test of the setup)."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent

    from arknova_desktop.ui.dialogs.pass_screen import KEY_GRACE_MS, KEY_QUIET_MS

    session = make_session(2)
    window = make_window(qtbot, session)
    cover = window.pass_screen

    def enter(kind: QEvent.Type) -> None:
        event = QKeyEvent(kind, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, "\r")
        QApplication.sendEvent(window if not cover.isVisible() else cover.button, event)

    for seat in (0, 1):
        cover.ask(seat)
        settle()
        qtbot.wait(KEY_GRACE_MS + KEY_QUIET_MS)
        enter(QEvent.Type.KeyPress)
        settle()
        assert not cover.isVisible(), f"one Enter did not lift cover {seat + 1}"
        enter(QEvent.Type.KeyRelease)  # let go once the cover has gone
