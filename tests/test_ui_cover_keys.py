"""Only a deliberate act lifts the hot-seat cover (issue 22): a click that begins on its button,
or a fresh Enter after the quiet moment. Space (the table's "read this card large" key, and what
a focused button takes for a click), Tab, arrows, letters, digits, Escape, a held key and the
second click of a double-click on End turn do nothing under it, at any moment after the cover
came up, whatever widget has the keyboard focus.

The cover's clock is the test's own (`PassScreen.clock`): "100 ms after the cover came up" is a
number the test sets, not a wait, so the matrix is exact on a busy machine too."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from test_ui_turns import activate, button, finish_first_turn_with_cards
from ui_helpers import settle

from arknova_desktop.ui.dialogs.pass_screen import KEY_GRACE_MS, KEY_QUIET_MS

pytestmark = pytest.mark.gui

DELAYS_MS = (0, 100, 300, 1000)
NOT_A_REVEAL = (
    Qt.Key.Key_Space,
    Qt.Key.Key_Tab,
    Qt.Key.Key_Backtab,
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
    Qt.Key.Key_A,
    Qt.Key.Key_S,
    Qt.Key.Key_Z,
    Qt.Key.Key_1,
    Qt.Key.Key_5,
    Qt.Key.Key_Escape,
)


class Clock:
    """Seconds that move only when the test says so."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def covered(qtbot):  # type: ignore[no-untyped-def]
    """Ann's first turn is done; she ends it with Enter and the cover comes up for Bob, on a
    clock the test moves."""
    session, window = finish_first_turn_with_cards(qtbot)
    clock = Clock()
    window.pass_screen.clock = clock
    activate(qtbot, window)
    QTest.keyClick(window, Qt.Key.Key_Return)  # End turn, by habit with Enter
    settle()
    assert window.pass_screen.isVisible() and session.covered and session.viewer == 1
    return session, window, clock


def assert_still_covered(session, window, choices: int, why: str) -> None:  # type: ignore[no-untyped-def]
    assert window.pass_screen.isVisible(), why
    assert session.covered and session.private_seat is None, why
    assert window.hand_model.rows() == (), why
    assert len(session.choices) == choices, why


def focus_targets(window) -> list[QWidget]:  # type: ignore[no-untyped-def]
    """Where a key may land: whatever has the focus (the cover's button), the window itself and
    a table widget under the cover."""
    focused = QApplication.focusWidget()
    targets = [focused] if focused is not None else []
    return [*targets, window, window.hand_view]


def at(window, clock: Clock, delay_ms: int) -> None:  # type: ignore[no-untyped-def]
    """Put the cover up anew (as if it had just come up) and move the clock `delay_ms` on."""
    cover = window.pass_screen
    cover.ask(cover.seat)
    settle()
    clock.now += delay_ms / 1000


@pytest.mark.parametrize("delay_ms", DELAYS_MS)
def test_no_key_but_enter_lifts_the_cover(qtbot, covered, delay_ms: int) -> None:  # type: ignore[no-untyped-def]
    session, window, clock = covered
    choices = len(session.choices)
    for key in NOT_A_REVEAL:
        for target in focus_targets(window):
            at(window, clock, delay_ms)
            QTest.keyClick(target, key)
            settle()
            name = type(target).__name__
            assert_still_covered(session, window, choices, f"{key!r} to {name} at {delay_ms} ms")
    # Held down: Qt marks the repeats; none is a press on purpose.
    at(window, clock, delay_ms)
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Return):
        for _ in range(3):
            for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                event = QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, "", True)
                QApplication.sendEvent(window.pass_screen.button, event)
        settle()
        assert_still_covered(session, window, choices, f"held {key!r} at {delay_ms} ms")


@pytest.mark.parametrize("delay_ms", DELAYS_MS)
def test_a_fresh_enter_lifts_the_cover_only_after_the_quiet_moment(qtbot, covered, delay_ms):  # type: ignore[no-untyped-def]
    session, window, clock = covered
    choices = len(session.choices)
    at(window, clock, delay_ms)
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Return)
    settle()
    if delay_ms < KEY_GRACE_MS:
        assert_still_covered(session, window, choices, f"Enter at {delay_ms} ms")
        return
    assert delay_ms >= KEY_GRACE_MS + KEY_QUIET_MS  # a press on purpose: Bob is here
    assert not window.pass_screen.isVisible()
    assert not session.covered and session.private_seat == 1
    assert window.hand_model.rows() == session.game.state.players[1].hand


def test_the_second_click_of_a_double_click_on_end_turn_leaves_the_cover_up(qtbot) -> None:  # type: ignore[no-untyped-def]
    session, window = finish_first_turn_with_cards(qtbot)
    end = button(window, "end_turn")
    point = end.mapTo(window, end.rect().center())
    QTest.mouseClick(end, Qt.MouseButton.LeftButton)  # the first click ends Ann's turn
    settle()
    cover = window.pass_screen
    assert cover.isVisible() and session.covered
    choices = len(session.choices)
    # The second click arrives where End turn was, and, at worst, on the cover's own button.
    for target in (window.childAt(point), cover.button):
        assert target is not None
        local = target.mapFrom(window, point) if target is not cover.button else QPoint(5, 5)
        # Qt sends the second press of a double-click as a double-click event, then a release.
        QTest.mouseDClick(target, Qt.MouseButton.LeftButton, pos=local)
        QTest.mouseRelease(target, Qt.MouseButton.LeftButton, pos=local)
        settle()
        assert_still_covered(session, window, choices, f"double-click on {type(target).__name__}")
    # A single click on the button, begun while the cover is up, is what lifts it.
    QTest.mouseClick(cover.button, Qt.MouseButton.LeftButton)
    settle()
    assert not cover.isVisible() and session.private_seat == 1
