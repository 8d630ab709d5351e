"""The table with the keyboard alone, piece by piece: Tab reaches a building's button and Enter
picks the building up; the arrows move a focus mark over the map's cells (the carried shadow
with it), R and M turn it, Enter builds there, Esc puts it back; the focus mark is drawn (its
pixels are the theme's focus colour) where the focus is — a map cell, an action card, a hand
card, the deck, a Board space; Enter on a focused option button answers it; Help lists the
table's keys."""

from __future__ import annotations

import random

import pytest
from keyboard_player import KeyboardPlayer
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QWidget
from test_ui_map import build_open, legal
from test_ui_turns import activate
from ui_helpers import (
    HUMAN,
    anchor_of,
    ghost_cells,
    keep_setup,
    lit_cells,
    make_session,
    make_window,
    settle,
    shape_of,
)

from arknova_desktop.engine import Cell
from arknova_desktop.ui import theme
from arknova_desktop.ui.dialogs.shortcuts_dialog import ShortcutsDialog
from arknova_desktop.ui.map.map_view import CELL

pytestmark = pytest.mark.gui

__all__ = ["build_open"]  # the fixture, used by name


def keys_for(qtbot, window) -> KeyboardPlayer:  # type: ignore[no-untyped-def]
    activate(qtbot, window)
    return KeyboardPlayer(qtbot, window, random.Random(1))


def focus_pixels(image: QImage, rect: QRect | None = None, tolerance: int = 40) -> int:
    """How many pixels (in `rect`, else the whole image) are near the theme's focus colour."""
    focus = QColor(theme.colors().focus)
    area = rect if rect is not None else image.rect()
    count = 0
    for y in range(max(0, area.top()), min(image.height(), area.bottom() + 1)):
        for x in range(max(0, area.left()), min(image.width(), area.right() + 1)):
            pixel = QColor(image.pixel(x, y))
            if (
                abs(pixel.red() - focus.red())
                + abs(pixel.green() - focus.green())
                + abs(pixel.blue() - focus.blue())
                <= tolerance
            ):
                count += 1
    return count


def cell_on_screen(window, cell: Cell) -> QRect:  # type: ignore[no-untyped-def]
    view = window.map_view
    rect = view.mapFromScene(cell.col * CELL, cell.row * CELL, CELL, CELL).boundingRect()
    return rect.adjusted(-3, -3, 3, 3)


def pick_up(keys: KeyboardPlayer, building: str) -> None:
    """Tab to the building's button in the panel, Enter."""
    window = keys.window
    button = next(
        b for b in window.decision_panel.carry_buttons if b.property("building") == building
    )
    keys.focus_on(button)
    keys.press(Qt.Key.Key_Return)


# -- the map ---------------------------------------------------------------------------------------
def test_arrows_move_the_mark_and_enter_builds_there(qtbot, build_open) -> None:  # type: ignore[no-untyped-def]
    window = build_open
    view, session = window.map_view, window.session
    keys = keys_for(qtbot, window)
    pick_up(keys, "enclosure_2")
    assert view.carrying == "enclosure_2" and QApplication.focusWidget() is view
    # The mark starts on a legal place, the shadow under it.
    start = view.cursor_keys.cell
    assert start is not None and view.cursor_keys.shown()
    assert view.cells_for(start) in {o.cells for o in legal(session, "enclosure_2")}
    assert ghost_cells(view) == set(view.cells_for(start))
    keys.press(Qt.Key.Key_Right)
    assert view.cursor_keys.cell == Cell(start.col + 1, start.row)
    assert ghost_cells(view) == set(view.cells_for(view.cursor_keys.cell))
    keys.press(Qt.Key.Key_Left)
    keys.press(Qt.Key.Key_Down)
    assert view.cursor_keys.cell == Cell(start.col, start.row + 1)
    # Turned with R: the shadow turns on the mark.
    before = view.orientation
    keys.press(Qt.Key.Key_R)
    assert view.orientation != before
    assert ghost_cells(view) == set(view.cells_for(view.cursor_keys.cell))
    # Built with the keys alone: another legal place, turned, walked to, Enter.
    target = sorted(legal(session, "enclosure_2"), key=lambda o: sorted(o.cells))[-1]
    for _ in range(8):
        if view.carried_shape() == shape_of(target.cells):
            break
        keys.press(Qt.Key.Key_R if _ < 4 else Qt.Key.Key_M)
    keys.walk_map(anchor_of(target.cells))
    made = len(session.choices)
    keys.press(Qt.Key.Key_Return)
    settle()
    assert session.choices[made] == target
    assert view.carrying is None


def test_enter_on_an_illegal_place_builds_nothing_and_says_why(qtbot, build_open) -> None:  # type: ignore[no-untyped-def]
    window = build_open
    view, session = window.map_view, window.session
    keys = keys_for(qtbot, window)
    pick_up(keys, "enclosure_2")
    places = {o.cells for o in legal(session, "enclosure_2")}
    zmap = view.map_scene.zmap
    bad = next(
        Cell(col, row)
        for row in range(zmap.height)
        for col in range(zmap.width)
        if view.cells_for(Cell(col, row)) not in places
    )
    keys.walk_map(bad)
    made = len(session.choices)
    keys.press(Qt.Key.Key_Return)
    assert len(session.choices) == made
    assert view.carrying == "enclosure_2"  # still carried: try another place
    assert window.statusBar().currentMessage()


def test_escape_puts_the_building_back(qtbot, build_open) -> None:  # type: ignore[no-untyped-def]
    window = build_open
    view, session = window.map_view, window.session
    keys = keys_for(qtbot, window)
    pick_up(keys, "enclosure_2")
    assert view.carrying and lit_cells(view)
    made = len(session.choices)
    keys.press(Qt.Key.Key_Escape)
    assert view.carrying is None
    assert not ghost_cells(view) and not lit_cells(view)
    assert len(session.choices) == made
    assert session.decision is not None and session.decision.kind == "build"
    # The keys go back to the buildings' buttons: Enter picks one up again.
    settle()
    settle()
    assert QApplication.focusWidget() in window.decision_panel.carry_buttons


def test_the_focus_mark_on_a_map_cell_is_drawn(qtbot, build_open) -> None:  # type: ignore[no-untyped-def]
    window = build_open
    view = window.map_view
    keys = keys_for(qtbot, window)
    keys.focus_on(view)
    cell = view.cursor_keys.cell
    assert cell is not None
    around = cell_on_screen(window, cell)
    marked = view.grab().toImage()
    assert focus_pixels(marked, around) > 40
    # Away from the map, the mark goes.
    keys.press(Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is not view
    settle()
    assert focus_pixels(view.grab().toImage(), around) < 5


def test_enter_picks_the_enclosure_under_the_mark(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Seed 3, maps A and 0: a keyboard game comes to an animal's enclosure early; the mark is
    walked there and Enter places the animal."""
    from test_ui_keyboard_game import SEED  # the seeded game of the whole keyboard test

    session = make_session(2, (HUMAN, HUMAN), maps=("A", "0"), seed=SEED, names=("Ann", "Bob"))
    window = make_window(qtbot, session)
    keys = keys_for(qtbot, window)
    for _ in range(400):
        decision = session.table_decision
        if (
            decision is not None
            and decision.kind == "place_animal"
            and not (window.pass_screen.isVisible() or session.awaiting_end_turn)
        ):
            break
        keys.step()
    else:
        pytest.skip("no enclosure to choose in this game's first decisions")
    option = next(o for o in decision.options if hasattr(o, "enclosure"))
    made = len(session.choices)
    keys.pick_enclosure(option)
    assert session.choices[made] == option


def test_arrows_and_enter_choose_a_board_space_with_its_focus_mark(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The seeded keyboard game comes to a choice on the Board; Tab reaches the Board, the
    arrows move the mark (drawn in the focus colour around the space), Enter chooses."""
    from test_ui_keyboard_game import SEED

    session = make_session(2, (HUMAN, HUMAN), maps=("A", "0"), seed=SEED, names=("Ann", "Bob"))
    window = make_window(qtbot, session)
    keys = keys_for(qtbot, window)
    view = window.board_view
    for _ in range(400):
        decision = session.table_decision
        if (
            decision is not None
            and session.game.board_options(decision.seat)
            and not (window.pass_screen.isVisible() or session.awaiting_end_turn)
        ):
            break
        keys.step()
    else:
        pytest.skip("no Board choice in this game's first decisions")
    keys.open_tab_of(view)
    keys.focus_on(view)
    spots = view.choices
    lit = spots.lit_order()
    assert lit and spots.focused() == lit[0]
    target = lit[-1]
    for _ in range(len(lit)):
        if spots.focused() == target:
            break
        keys.press(Qt.Key.Key_Right)
    assert spots.focused() == target
    rect = spots.rect_of(target).toAlignedRect().adjusted(-8, -8, 8, 8)
    assert focus_pixels(view.grab().toImage(), rect) > 40
    made = len(session.choices)
    keys.press(Qt.Key.Key_Return)
    settle()
    assert session.choices[made] == target


# -- the focus mark elsewhere ----------------------------------------------------------------------
def focused_image(keys: KeyboardPlayer, widget: QWidget) -> tuple[QImage, QImage]:
    """The widget drawn with the keyboard focus on it, and without."""
    keys.focus_on(widget)
    settle()
    marked = widget.grab().toImage()
    keys.press(Qt.Key.Key_Tab)
    settle()
    assert not widget.hasFocus()
    return marked, widget.grab().toImage()


def test_the_focus_mark_on_an_action_card_and_its_keys(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, (HUMAN, HUMAN), seed=4, names=("Ann", "Bob"))
    window = make_window(qtbot, session)
    keep_setup(session)
    settle()
    keys = keys_for(qtbot, window)
    if window.pass_screen.isVisible():
        keys.press(Qt.Key.Key_Return)
    card = next(c for c in window.action_row.cards if c.isEnabled() and c.usable)
    marked, plain = focused_image(keys, card)
    assert focus_pixels(marked) > focus_pixels(plain) + 100
    # + and − set its X-tokens (none to set at the start: the keys change nothing, and say so
    # by the number staying), X is its X-token action, Enter uses it.
    keys.focus_on(card)
    keys.press(Qt.Key.Key_Up)
    assert card.x_tokens == min(1, card.max_x)
    keys.press(Qt.Key.Key_Down)
    assert card.x_tokens == 0
    made, action = len(session.choices), card.action  # the used card moves to slot 1
    keys.press(Qt.Key.Key_Return)
    settle()
    assert len(session.choices) > made
    assert getattr(session.choices[made], "action", None) == action


def test_the_focus_mark_on_a_hand_card(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, (HUMAN, HUMAN), seed=4, names=("Ann", "Bob"))
    window = make_window(qtbot, session)
    keep_setup(session)
    settle()
    keys = keys_for(qtbot, window)
    if window.pass_screen.isVisible():
        keys.press(Qt.Key.Key_Return)
    view = window.hand_view
    marked, plain = focused_image(keys, view)
    assert view.currentIndex().isValid()
    assert focus_pixels(marked) > focus_pixels(plain) + 100


def test_enter_clicks_the_focused_option_button(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, (HUMAN, HUMAN), seed=4, names=("Ann", "Bob"))
    window = make_window(qtbot, session)
    keep_setup(session)
    settle()
    keys = keys_for(qtbot, window)
    if window.pass_screen.isVisible():
        keys.press(Qt.Key.Key_Return)
    buttons = window.decision_panel.option_buttons()
    assert len(buttons) > 1  # Enter alone would not know which
    button = buttons[-1]
    marked, plain = focused_image(keys, button)
    assert focus_pixels(marked) > focus_pixels(plain)
    option = session.table_decision.options[int(button.objectName().removeprefix("option_"))]
    keys.focus_on(button)
    made = len(session.choices)
    keys.press(Qt.Key.Key_Return)
    settle()
    assert session.choices[made] == option


def test_a_clicked_option_button_keeps_no_focus(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Enter after a click stays the window's (End turn): a button takes the focus from Tab
    only."""
    session = make_session(2, (HUMAN, HUMAN), seed=4, names=("Ann", "Bob"))
    window = make_window(qtbot, session)
    for button in (window.turn_controls.undo_button, window.turn_controls.end_button):
        assert button.focusPolicy() == Qt.FocusPolicy.TabFocus


# -- Help ------------------------------------------------------------------------------------------
def test_help_lists_the_table_keys(qtbot, build_open) -> None:  # type: ignore[no-untyped-def]
    dialog = ShortcutsDialog(build_open)
    words = " | ".join(f"{keys}: {what}" for keys, what in dialog.rows)
    for key in ("Tab", "Shift+Tab", "Left", "Return", "Esc", "R", "M", "Space", "1", "X", "+"):
        assert any(k.split(", ")[0] == key or key in k.split(", ") for k, _ in dialog.rows), (
            key,
            words,
        )


def test_a_building_picked_up_keeps_the_keys_when_a_late_focus_comes(qtbot, build_open) -> None:  # type: ignore[no-untyped-def]
    """The focus the window hands to the decision after a building is placed (or an option
    button goes) comes a moment later; a player who picked the next building up before it came
    keeps the keys on the map (in the keyboard game of seed 2 the carried enclosure lost them)."""
    window = build_open
    view = window.map_view
    keys = keys_for(qtbot, window)
    pick_up(keys, "enclosure_2")
    window.focus_decision_soon(anew=True)  # asked before the pick-up, coming after it
    settle()
    settle()
    assert view.carrying == "enclosure_2" and QApplication.focusWidget() is view
    keys.press(Qt.Key.Key_Escape)  # put back: the keys go back to the decision's buttons
    settle()
    settle()
    assert view.carrying is None
    assert QApplication.focusWidget() in window.decision_places()
