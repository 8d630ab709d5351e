"""A turn through the window, as a player plays it: the End turn button (and Enter), Undo with its
reason shown in the window and Redo, the X-token-only confirmation, the X-tokens −/+ on an action
card, a computer's turn followed on the table (in-process and through the real worker process,
with its pace and Skip), the Game and Settings menus (replay, concede, abandon, confirmation,
computer speed), "Play again" on the final scoring, and no id or identifier in any text shown."""

from __future__ import annotations

import os
import random
import re
import signal
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt, QTimer
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QLabel,
    QMenu,
    QMessageBox,
    QPushButton,
    QWidget,
)
from ui_helpers import (
    BOT,
    HUMAN,
    make_session,
    make_window,
    panel_button_for,
    settle,
)

from arknova_desktop.engine import GameConfig, new_game
from arknova_desktop.engine.kernel.choices import ChooseAction, TakeXToken
from arknova_desktop.engine.kernel.events import BuildingPlaced
from arknova_desktop.engine.rules.action_cards import card_strength
from arknova_desktop.engine.rules.cards_action import DISCARDS_I, DRAWS_I
from arknova_desktop.saves import GameStatus, load_game, state_digest
from arknova_desktop.session import GameSession, Refusal
from arknova_desktop.ui.dialogs.pass_screen import KEY_GRACE_MS, KEY_QUIET_MS
from arknova_desktop.ui.table.action_row import ActionCardWidget
from arknova_desktop.ui.table.turn_controls import TurnControls

pytestmark = pytest.mark.gui

CARD_ID = re.compile(r"\b[ASPF]\d{3}\b")
SNAKE = re.compile(r"\b[a-z]+_[a-z_]+\b")
# Waits for the computer end on what it does; only one that never answers waits this long (a hang
# guard, not a claim about speed).
HANG_GUARD_MS = 300_000


# -- helpers -----------------------------------------------------------------------------------
class HandClock:
    """Seconds that move only when the test moves them: the clock of GameSession's pace and of
    the hot-seat cover's key timing, so that no test here depends on how fast the machine is."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def reveal(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The next player sits down: the cover's button, as they click it."""
    settle()
    if window.pass_screen.isVisible():
        qtbot.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
        settle()
    assert not window.pass_screen.isVisible()


def activate(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Make the window the active one, so that its keyboard shortcuts apply."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)


def keep_through_panel(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Keep 4 of the 8 dealt cards: tick the first four boxes, then the Keep button."""
    panel = window.decision_panel
    boxes = panel.card_choice.findChildren(QCheckBox)
    assert len(boxes) == 8
    for box in boxes[:4]:  # on the tick box itself (the row is wider than its text)
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert sum(b.isChecked() for b in boxes) == 4
    confirm = panel.card_choice.findChild(QPushButton, "keep_confirm")
    assert confirm is not None and confirm.isEnabled()
    qtbot.mouseClick(confirm, Qt.MouseButton.LeftButton)
    settle()


def first_turn_window(qtbot, seed: int, seats=(HUMAN, HUMAN), names=("Ann", "Bob")):  # type: ignore[no-untyped-def]
    """A window at the first action of seat 0, the setup keeps made through the panel (the
    computer keeps by itself)."""
    session = make_session(len(seats), seats, seed=seed, names=names)
    window = make_window(qtbot, session)
    for _ in range(10):
        reveal(qtbot, window)
        session.run_bots_now()
        settle()
        decision = session.table_decision
        assert decision is not None
        if decision.kind != "keep_cards":
            break
        keep_through_panel(qtbot, window)
    reveal(qtbot, window)
    decision = session.table_decision
    assert decision is not None and decision.kind == "choose_action" and decision.seat == 0
    return session, window


def session_after(seed: int, stop, players: int = 2, seats=None, limit: int = 3000):  # type: ignore[no-untyped-def]
    """Like ui_helpers.session_at (the same seeded random game), but `stop(game, decision)`
    may look at the position too."""
    config = GameConfig(players=players, seed=seed, maps=("A",) * players)
    game = new_game(config)
    rng = random.Random(seed)
    log = []
    while len(log) < limit:
        decision = game.decision
        assert decision is not None, "the game ended before the wanted decision came up"
        if stop(game, decision):
            return GameSession(config, seats or (HUMAN,) * players, choices=log, bot_delay_ms=0)
        choice = rng.choice(decision.options)
        game.apply(choice)
        log.append(choice)
    raise AssertionError("the wanted decision never came up")


def card_widget(window, action: str) -> ActionCardWidget:  # type: ignore[no-untyped-def]
    row = window.action_row
    player = window.session.game.state.players[row.seat]
    slot = next(i for i, c in enumerate(player.action_cards) if c.action == action)
    return row.cards[slot]


def controls(window) -> TurnControls:  # type: ignore[no-untyped-def]
    return window.turn_controls


def button(window, name: str) -> QPushButton:  # type: ignore[no-untyped-def]
    found = window.findChild(QPushButton, name)
    assert found is not None, name
    return found


def panel_button(window, name: str) -> QPushButton | None:  # type: ignore[no-untyped-def]
    panel = window.decision_panel
    for i in range(panel.buttons_layout.count()):
        widget = panel.buttons_layout.itemAt(i).widget()
        if isinstance(widget, QPushButton) and widget.objectName() == name:
            return widget
    return None


def actions(action_list: list[QAction]) -> dict[str, QAction]:
    return {a.text().replace("&", ""): a for a in action_list if a.text()}


def menu_of(window, title: str) -> QMenu:  # type: ignore[no-untyped-def]
    for action in window.menuBar().actions():
        if action.text().replace("&", "") == title and action.menu() is not None:
            return action.menu()
    raise AssertionError(f"no menu {title!r}")


def click_menu_item(qtbot, menu: QMenu, action: QAction) -> None:  # type: ignore[no-untyped-def]
    """Open the menu and click the item, as with the mouse."""
    menu.popup(menu.parentWidget().mapToGlobal(menu.parentWidget().rect().topLeft()))
    qtbot.waitUntil(menu.isVisible, timeout=2000)
    rect = menu.actionGeometry(action)
    assert rect.isValid(), action.text()
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
    settle()


def with_menus(qtbot, session: GameSession):  # type: ignore[no-untyped-def]
    from arknova_desktop.ui.dialogs.menus import install_game_menu

    window = make_window(qtbot, session, start=False)
    opened: list[GameSession] = []
    install_game_menu(window, session, opened.append)
    window.start()
    settle()
    return window, opened


def finished_log(config: GameConfig, seed: int) -> list:  # type: ignore[type-arg]
    """The choices of a whole random game (bare engine: fast)."""
    game = new_game(config)
    rng = random.Random(seed)
    log = []
    while not game.is_over:
        choice = rng.choice(game.decision.options)  # type: ignore[union-attr]
        game.apply(choice)
        log.append(choice)
    return log


def play_last_choices(qtbot, window, choices) -> None:  # type: ignore[no-untyped-def]
    """The players at the screen make these choices (End turn and the cover between them)."""
    session = window.session
    for choice in choices:
        reveal(qtbot, window)
        if session.awaiting_end_turn:
            qtbot.mouseClick(button(window, "end_turn"), Qt.MouseButton.LeftButton)
            settle()
            reveal(qtbot, window)
        assert session.choose(choice)
        settle()


# -- 1. End turn ---------------------------------------------------------------------------------
def finish_first_turn_with_cards(qtbot, seed: int = 4):  # type: ignore[no-untyped-def]
    """Seed 4: Ann's Cards card lies in slot 2 (strength 2: draw 1, no discard), so one click on
    it is her whole turn."""
    session, window = first_turn_window(qtbot, seed)
    player = session.game.state.players[0]
    assert player.slot_of("cards") == 2
    hand = len(player.hand)
    qtbot.mouseClick(card_widget(window, "cards"), Qt.MouseButton.LeftButton)
    settle()
    assert session.choices[-1] == ChooseAction("cards", 0)
    assert len(session.game.state.players[0].hand) == hand + DRAWS_I[1] - DISCARDS_I[1]
    return session, window


def assert_waiting_for_end_turn(session, window) -> None:  # type: ignore[no-untyped-def]
    end = button(window, "end_turn")
    assert session.awaiting_end_turn
    assert end.isVisible() and end.isEnabled()
    # The turn has not passed: no cover, Bob's decision is not on the table, Ann's zoo shown.
    assert not window.pass_screen.isVisible() and not session.covered
    assert session.decision is not None and session.decision.seat == 1
    assert session.table_decision is None
    assert session.viewer == 0 and session.private_seat == 0
    assert "End turn" in controls(window).status.text()
    assert window.decision_panel.shown_options == ()


def test_end_turn_button_passes_the_turn(qtbot) -> None:  # type: ignore[no-untyped-def]
    session, window = finish_first_turn_with_cards(qtbot)
    assert_waiting_for_end_turn(session, window)
    ended: list[int] = []
    session.turn_ended.connect(ended.append)
    qtbot.mouseClick(button(window, "end_turn"), Qt.MouseButton.LeftButton)
    settle()
    assert ended == [0]
    assert not session.awaiting_end_turn
    assert not button(window, "end_turn").isVisible()
    assert window.pass_screen.isVisible() and window.pass_screen.seat == 1
    assert "Bob" in window.pass_screen.label.text()
    assert session.covered and session.viewer == 1


def test_enter_on_the_window_passes_the_turn(qtbot) -> None:  # type: ignore[no-untyped-def]
    session, window = finish_first_turn_with_cards(qtbot)
    clock = HandClock()  # the cover's moments, moved by hand: "right after" means no time at all
    window.pass_screen.clock = clock
    assert_waiting_for_end_turn(session, window)
    activate(qtbot, window)
    QTest.keyClick(window, Qt.Key.Key_Return)
    settle()
    assert not session.awaiting_end_turn
    assert window.pass_screen.isVisible() and window.pass_screen.seat == 1
    assert session.covered and session.viewer == 1
    # A second Enter right after it (a double press, a key held down) leaves the cover up:
    # it must not show Bob's cards to Ada, who just moved.
    QTest.keyClick(window.pass_screen.button, Qt.Key.Key_Return)
    settle()
    assert window.pass_screen.isVisible() and session.covered
    clock.advance((KEY_GRACE_MS + 50) / 1000)

    def enter(kind: QEvent.Type, repeat: bool = False) -> None:
        event = QKeyEvent(kind, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, "\r", repeat)
        QApplication.sendEvent(window.pass_screen.button, event)

    enter(QEvent.Type.KeyPress, repeat=True)  # held down, as Qt marks a repeat
    enter(QEvent.Type.KeyRelease, repeat=True)
    enter(QEvent.Type.KeyPress)  # held down, as an X server without detectable repeat sends it
    enter(QEvent.Type.KeyRelease)
    settle()
    assert window.pass_screen.isVisible(), "a held-down Enter is not a press on purpose"
    clock.advance((KEY_QUIET_MS + 50) / 1000)
    # Enter pressed again on purpose means "I am Bob" on the cover, not anything on the table.
    QTest.keyClick(window.pass_screen.button, Qt.Key.Key_Return)
    settle()
    assert not window.pass_screen.isVisible()
    assert session.table_decision is not None and session.table_decision.seat == 1


# -- 2. Undo, its reason, Redo -------------------------------------------------------------------
def test_undo_and_redo_buttons_while_the_turn_waits(qtbot) -> None:  # type: ignore[no-untyped-def]
    session, window = first_turn_window(qtbot, seed=4)
    undo, redo = button(window, "undo"), button(window, "redo")
    reason = window.findChild(QLabel, "undo_reason")
    assert reason is not None
    # Nothing of Ann's turn to take back yet: said under the button, in the window.
    assert not undo.isEnabled()
    assert session.undo_blocker() is Refusal.NOT_YOUR_CHOICE
    assert reason.isVisible() and reason.text() == "Your turn has no choice to take back yet."
    assert not redo.isVisible() and not redo.isEnabled()
    before = state_digest(session.game)
    x_before = session.game.state.players[0].x_tokens
    count = len(session.choices)
    # The X-token action with the Build card: its button in the decision panel.
    take = panel_button_for(window.decision_panel, TakeXToken("build"))
    assert take is not None
    qtbot.mouseClick(take, Qt.MouseButton.LeftButton)
    settle()
    assert session.awaiting_end_turn and session.choices[count:] == [TakeXToken("build")]
    assert session.game.state.players[0].x_tokens == x_before + 1
    assert undo.isEnabled() and reason.text() == ""
    assert not redo.isVisible() and not redo.isEnabled()  # nothing undone yet
    qtbot.mouseClick(undo, Qt.MouseButton.LeftButton)
    settle()
    assert not session.awaiting_end_turn and len(session.choices) == count
    assert state_digest(session.game) == before
    assert session.game.state.players[0].x_tokens == x_before
    assert not button(window, "end_turn").isVisible()
    assert session.table_decision is not None and session.table_decision.seat == 0
    assert window.decision_panel.shown_options == session.table_decision.options
    assert redo.isVisible() and redo.isEnabled()
    qtbot.mouseClick(redo, Qt.MouseButton.LeftButton)
    settle()
    assert session.awaiting_end_turn and session.choices[count:] == [TakeXToken("build")]
    assert session.game.state.players[0].x_tokens == x_before + 1
    assert button(window, "end_turn").isVisible()
    assert not redo.isVisible() and not redo.isEnabled()


def test_undo_reason_is_shown_in_the_window_after_a_card_was_drawn(qtbot) -> None:  # type: ignore[no-untyped-def]
    session, window = finish_first_turn_with_cards(qtbot)  # drew a card from the deck
    undo = button(window, "undo")
    reason = window.findChild(QLabel, "undo_reason")
    assert reason is not None
    assert session.undo_blocker() is Refusal.REVEALED
    blocker = "The last choice revealed hidden cards (a card drawn or turned over): it stays."
    assert not undo.isEnabled()
    # In the window, readable, not only in a tooltip.
    assert reason.isVisible() and reason.text() == blocker
    assert reason.height() > 0 and window.rect().contains(
        reason.mapTo(window, reason.rect().center())
    )
    assert not button(window, "redo").isVisible()
    count = len(session.choices)
    qtbot.mouseClick(undo, Qt.MouseButton.LeftButton)  # a disabled button does nothing
    settle()
    assert len(session.choices) == count and session.awaiting_end_turn


# -- 3. The X-token-only card asks first -----------------------------------------------------------
def x_only_beyond_slot_1(game, decision) -> bool:  # type: ignore[no-untyped-def]
    """A turn whose Animals card, not in slot 1, can only take the X-token action."""
    if decision.kind != "choose_action":
        return False
    player = game.state.players[decision.seat]
    return (
        TakeXToken("animals") in decision.options
        and not any(isinstance(o, ChooseAction) and o.action == "animals" for o in decision.options)
        and player.slot_of("animals") >= 2
        and player.x_tokens < 5
    )


def test_x_token_only_card_asks_for_a_confirmation(qtbot) -> None:  # type: ignore[no-untyped-def]
    from arknova_desktop.engine.explain import Unusable
    from arknova_desktop.ui.words.explain_words import reasons_text

    session = session_after(2, x_only_beyond_slot_1)  # Animals in slot 3, 1 X-token
    window = make_window(qtbot, session)
    reveal(qtbot, window)
    decision = session.table_decision
    assert decision is not None
    seat = decision.seat
    player = session.game.state.players[seat]
    order = [c.action for c in player.action_cards]
    assert order.index("animals") == 2
    x_before = player.x_tokens
    digest = state_digest(session.game)
    count = len(session.choices)
    widget = card_widget(window, "animals")
    assert widget.isEnabled()
    assert widget.preview.text().startswith("only the X-token action now: ")  # and why
    use = next(u for u in session.game.explain(seat).action_cards if u.action == "animals")
    why = reasons_text(tuple(r for r in use.reasons if r.kind is not Unusable.ONLY_X_TOKEN_ACTION))
    assert why, "the engine gives no reason beyond 'only the X-token action'"

    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
    settle()
    panel = window.decision_panel
    assert len(session.choices) == count and state_digest(session.game) == digest
    assert panel.shown_options == (TakeXToken("animals"),)
    prompt = panel.prompt.text()
    assert "Animals" in prompt and "X-token action" in prompt
    assert why in prompt  # the reason, in words
    confirm, cancel = panel_button(window, "option_0"), panel_button(window, "confirm_cancel")
    assert confirm is not None and cancel is not None
    assert confirm.text() == "Take the X-token action with Animals"

    # Cancel: the whole list is back, nothing changed.
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    settle()
    assert panel.shown_options == decision.options
    assert panel_button(window, "confirm_cancel") is None
    assert len(session.choices) == count and state_digest(session.game) == digest
    assert not session.awaiting_end_turn

    # Again, and confirm: exactly the X-token action.
    qtbot.mouseClick(card_widget(window, "animals"), Qt.MouseButton.LeftButton)
    settle()
    confirm = panel_button(window, "option_0")
    assert confirm is not None
    qtbot.mouseClick(confirm, Qt.MouseButton.LeftButton)
    settle()
    assert session.choices[count:] == [TakeXToken("animals")]
    after = session.game.state.players[seat]
    assert after.x_tokens == x_before + 1
    assert [c.action for c in after.action_cards] == ["animals"] + [
        a for a in order if a != "animals"
    ]
    assert session.awaiting_end_turn  # the X-token action is the whole turn


# -- 4. X-tokens on an action card --------------------------------------------------------------
def cards_with_two_x(game, decision) -> bool:  # type: ignore[no-untyped-def]
    if decision.kind != "choose_action":
        return False
    player = game.state.players[decision.seat]
    return (
        player.x_tokens >= 2
        and not player.is_upgraded("cards")
        and ChooseAction("cards", 2) in decision.options
    )


def test_x_token_plus_and_minus_on_the_cards_card(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = session_after(2, cards_with_two_x)  # Cards I in slot 2, 2 X-tokens
    window = make_window(qtbot, session)
    reveal(qtbot, window)
    decision = session.table_decision
    assert decision is not None
    seat = decision.seat
    player = session.game.state.players[seat]
    slot = player.slot_of("cards")
    assert slot == 2 and player.x_tokens == 2
    offered = max(
        o.x_tokens for o in decision.options if isinstance(o, ChooseAction) and o.action == "cards"
    )
    widget = card_widget(window, "cards")
    plus = widget.findChild(QWidget, "x_plus")
    minus = widget.findChild(QWidget, "x_minus")
    assert plus is widget.plus and minus is widget.minus
    assert plus.isVisible() and plus.isEnabled() and not minus.isEnabled()

    def shown() -> tuple[int, str]:
        number = re.search(r"strength (\d+)", widget.strength.text())
        assert number is not None, widget.strength.text()
        return int(number.group(1)), widget.preview.text()

    def draws(strength: int) -> str:
        count, discards = DRAWS_I[strength - 1], DISCARDS_I[strength - 1]
        text = f"draw {count} card" + ("s" if count != 1 else "")
        return text + (f", discard {discards}" if discards else "")

    card = player.action_cards[slot - 1]
    assert shown() == (card_strength(card, slot, 0), draws(2))  # Cards I, strength 2: draw 1
    qtbot.mouseClick(plus, Qt.MouseButton.LeftButton)
    assert shown() == (3, draws(3))  # draw 2, discard 1
    assert "+1 X" in widget.strength.text() and widget.x_label.text() == "X 1"
    qtbot.mouseClick(plus, Qt.MouseButton.LeftButton)
    assert shown() == (4, draws(4))  # draw 2, no discard
    assert not plus.isEnabled() and minus.isEnabled()
    qtbot.mouseClick(plus, Qt.MouseButton.LeftButton)  # the most offered: no further
    assert widget.x_tokens == offered == 2 and shown()[0] == 4
    qtbot.mouseClick(minus, Qt.MouseButton.LeftButton)
    assert shown() == (3, draws(3))
    qtbot.mouseClick(plus, Qt.MouseButton.LeftButton)
    count = len(session.choices)
    assert len(session.choices) == count  # the −/+ change nothing in the game
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
    settle()
    assert session.choices[count:][:1] == [ChooseAction("cards", 2)]
    assert session.game.state.players[seat].x_tokens == 0  # both spent


# -- 5. A computer's turn on the table -------------------------------------------------------------
def take_x_token_with_animals(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The first turn's Animals card can only take the X-token action: click it, confirm."""
    qtbot.mouseClick(card_widget(window, "animals"), Qt.MouseButton.LeftButton)
    settle()
    confirm = panel_button(window, "option_0")
    assert confirm is not None and window.decision_panel.shown_options == (TakeXToken("animals"),)
    qtbot.mouseClick(confirm, Qt.MouseButton.LeftButton)
    settle()
    assert window.session.awaiting_end_turn


def summary_text(window) -> str:  # type: ignore[no-untyped-def]
    return "\n".join(label.text() for label in window.summary_view.findChildren(QLabel))


def computer_turn(qtbot, window) -> list:  # type: ignore[no-untyped-def]
    """Ann's turn waits for End turn: she ends it, Hal (in-process, no pace) plays his; the
    journal entries of his steps, once Ann decides again."""
    session = window.session
    count = len(session.choices)
    qtbot.mouseClick(button(window, "end_turn"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: session.table_decision is not None and session.table_decision.seat == 0,
        timeout=HANG_GUARD_MS,
    )
    settle()
    return session.journal[count:]


def cells_built(steps) -> set[tuple[int, int]]:  # type: ignore[no-untyped-def]
    return {
        tuple(cell)
        for entry in steps
        for event in entry.events
        if isinstance(event, BuildingPlaced)
        for cell in event.cells
    }


def asks_more(session: GameSession, choice: ChooseAction) -> bool:
    """The choice leaves its decider's turn going on (a clone of the game says)."""
    twin = session.game.clone()
    twin.apply(choice)
    after = twin.decision
    return after is not None and after.seat == 0 and twin.state.turn == session.game.state.turn


def test_a_computer_turn_is_followed_on_the_table(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Seed 11: after Ann's X-token action, Hal (in-process bot, no delay) plays his turn in
    view: his zoo is shown, the status and the log name him, the summary says what he did.
    Ann goes on taking X-token actions until Hal builds (when, his own choices say): then his
    new building is marked on his zoo until Ann's next choice."""
    session, window = first_turn_window(qtbot, 11, seats=(HUMAN, BOT), names=("Ann", "Hal"))
    assert session.bot_delay_ms == 0 and session.bot_worker is None
    # The computer is labelled as such, with its level, in the seat picker and on its board.
    assert window.seat_picker.itemText(1) == "Zoo of Hal (computer, Medium)"
    assert window.seat_picker.itemText(0) == "Zoo of Ann"
    assert "Hal (computer, Medium)" in window.player_boards.panels[1].name.text()
    take_x_token_with_animals(qtbot, window)
    seen: list[tuple[int, str]] = []  # (zoo shown, turn status) as each computer step starts
    session.bot_thinking.connect(
        lambda seat: seen.append((window.map_view.seat, controls(window).status.text()))
    )
    steps = computer_turn(qtbot, window)
    assert steps and all(entry.seat == 1 for entry in steps)
    assert len(seen) == len(steps)
    assert all(zoo == 1 for zoo, _ in seen), "the map did not show the computer's zoo"
    assert all(status == "Hal (computer, Medium) is playing…" for _, status in seen), seen
    assert not window.pass_screen.isVisible()  # one human: never a cover
    # Back at Ann's zoo for her turn; the log names the computer as one.
    assert window.map_view.seat == 0 and session.table_decision.kind == "choose_action"
    log_rows = [window.log_model.index(row, 0).data() for row in range(window.log_model.rowCount())]
    assert any("Hal (computer, Medium)" in row for row in log_rows), log_rows[-10:]
    # "Since your last turn" beside the table, headed with the computer's name.
    assert window.summary_box.isVisible()
    summary = summary_text(window).splitlines()
    assert summary[0] == "Hal (computer, Medium)" and len(summary) > 1, summary
    # Ann takes X-token actions until Hal builds.
    built = cells_built(steps)
    for _ in range(12):
        if built:
            break
        decision = session.table_decision
        assert decision is not None and decision.seat == 0
        x_token = next(o for o in decision.options if isinstance(o, TakeXToken))
        assert session.choose(x_token) and session.awaiting_end_turn
        built = cells_built(computer_turn(qtbot, window))
    assert built, "the computer did not build in 12 turns"
    assert "Built " in summary_text(window), summary_text(window)
    # Hal's new building is marked on his zoo.
    qtbot.mouseClick(window.player_boards.panels[1], Qt.MouseButton.LeftButton)
    settle()
    assert window.map_view.seat == 1
    scene = window.map_view.map_scene
    assert scene.new_items
    assert {(c.col, c.row) for c in scene.new_cells} >= built
    # Ann's next choice (an action that asks her more, on the decision panel while Hal's zoo is
    # still shown): the marks and the summary are gone.
    decision = session.table_decision
    assert decision is not None and decision.kind == "choose_action"
    action = next(
        (o, b)
        for o in decision.options
        if asks_more(session, o) and (b := panel_button_for(window.decision_panel, o)) is not None
    )
    qtbot.mouseClick(action[1], Qt.MouseButton.LeftButton)
    settle()
    assert session.choices[-1] == action[0]
    assert not window.summary_box.isVisible()
    window.seat_picker.setCurrentIndex(1)
    settle()
    assert window.map_view.seat == 1
    assert scene.new_items == [] and scene.new_cells == frozenset()


# -- 6. The computer's pace, with the real worker process ------------------------------------------
PACE_MS = 1000  # a pace of the Settings menu; whole seconds add up exactly on the hand clock
PACE_S = PACE_MS / 1000
LOOKS = 5  # times the session looks again (its timer) while a step must not come
PASSES = 200  # event-loop passes run on top of them


def looks_again(qtbot, looks: list[int], times: int = LOOKS) -> None:  # type: ignore[no-untyped-def]
    """Let the session's timer fire `times` more times, then run PASSES more event-loop passes."""
    app = QApplication.instance()
    assert app is not None
    target = looks[0] + times
    qtbot.waitUntil(lambda: looks[0] >= target, timeout=HANG_GUARD_MS)
    for _ in range(PASSES):
        app.processEvents()


def computer_steps_from(session: GameSession) -> list[int]:
    """Who makes each computer step from the session's position to the next human decision:
    a twin session (no worker, no pace) lets its computers play them."""
    twin = GameSession(session.config, session.seats, choices=session.choices)
    start = len(twin.journal)
    twin.run_bots_now()
    assert twin.decision is not None and twin.is_human(twin.decision.seat)
    return [entry.seat for entry in twin.journal[start:]]


@pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="holds the worker with SIGSTOP")
def test_computer_steps_are_paced_window_responsive_skip_hurries(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Seed 11, Ann and two computers: after Ann's X-token action Hal plays his turn and Kit
    hers, each step thought out in the worker process (which steps those are, the bots' own
    deterministic choices say: a twin session plays them first, with no worker). The pace is
    counted on a clock the test moves by hand (nothing here depends on how fast the machine
    is): while it stands still no number of passes of the event loop brings the next step,
    moving it by the pace lets exactly that one through; the last step is held like the others
    until Skip, which brings it (and any after it) without moving the clock. While the
    computer's process thinks (held here with SIGSTOP, so that it cannot answer) the window goes
    on answering."""
    from arknova_desktop.bots.worker import BotWorker

    worker = BotWorker()
    clock = HandClock()
    try:
        session = GameSession(
            GameConfig(players=3, seed=11, names=("Ann", "Hal", "Kit")),
            (HUMAN, BOT, BOT),
            bot_delay_ms=PACE_MS,
            bot_worker=worker,
            clock=clock,
        )
        window = make_window(qtbot, session)
        looks = [0]  # how often the session's timer has fired: it looks for an answer or a pace
        session._bot_timer.timeout.connect(lambda: looks.__setitem__(0, looks[0] + 1))
        keep_through_panel(qtbot, window)  # the computers keep theirs in the worker
        for _ in range(2):  # their two keeps, one pace apart
            done = len(session.journal)
            clock.advance(PACE_S)
            qtbot.waitUntil(lambda: len(session.journal) > done, timeout=HANG_GUARD_MS)  # noqa: B023
        settle()
        decision = session.table_decision
        assert decision is not None and decision.kind == "choose_action" and decision.seat == 0
        assert worker.pid is not None  # they did think in a process of their own
        take_x_token_with_animals(qtbot, window)
        expected = computer_steps_from(session)
        hal = expected.count(1)
        assert hal >= 1 and expected == [1] * hal + [2] * (len(expected) - hal), expected
        assert len(expected) > hal, "Kit plays after Hal"
        paced = len(expected) - 1  # each one pace after the one before; then Skip
        seats: list[int] = []  # who made each computer step, as it is shown
        seen_at: list[int] = []  # the session's looks completed before each step

        def step_shown(_events: object) -> None:
            seats.append(session.journal[-1].seat)
            seen_at.append(looks[0])

        session.events_applied.connect(step_shown)
        skip = button(window, "skip_bots")
        assert not skip.isVisible()

        # Hal thinks in his process, which is stopped: the window goes on answering.
        pid = worker.pid
        os.kill(pid, signal.SIGSTOP)
        # Should the window wait for the stopped process, this lets it go after the hang guard,
        # and the answer it then gets fails the checks below.
        watchdog = threading.Timer(HANG_GUARD_MS / 1000, os.kill, (pid, signal.SIGCONT))
        watchdog.start()
        try:
            qtbot.mouseClick(button(window, "end_turn"), Qt.MouseButton.LeftButton)
            looks_again(qtbot, looks)
            qtbot.mouseClick(window.player_boards.panels[2], Qt.MouseButton.LeftButton)
            settle()
            assert window.map_view.seat == 2, "a click on Kit's board while Hal thinks"
            assert seats == [] and worker.busy
            assert skip.isVisible() and skip.isEnabled()
        finally:
            watchdog.cancel()
            os.kill(pid, signal.SIGCONT)

        # The steps before the last: each answer is held until the clock has moved by the pace.
        for step in range(1, paced + 1):
            qtbot.waitUntil(lambda: not worker.busy, timeout=HANG_GUARD_MS)  # answered
            clock.advance(PACE_S - 1 / 1024)  # just short of the pace
            looks_again(qtbot, looks)
            assert len(seats) == step - 1, f"step {step} came before its pace"
            moved_at = looks[0]
            clock.advance(1 / 1024)
            qtbot.waitUntil(lambda: len(seats) >= step, timeout=HANG_GUARD_MS)  # noqa: B023
            assert len(seats) == step, "more than one step for one pace"
            # The session's very next look lets it through: the pace counts on the session's
            # clock, not on the time that passes.
            assert seen_at[-1] == moved_at, (seen_at[-1], moved_at)
        assert seats == expected[:paced]

        # The last step is held like the others, until Skip: then it comes at once.
        qtbot.waitUntil(lambda: not worker.busy, timeout=HANG_GUARD_MS)
        looks_again(qtbot, looks)
        assert seats == expected[:paced]
        assert skip.isVisible() and skip.isEnabled(), "no Skip button while the computer played"
        stopped_at = clock.now
        qtbot.mouseClick(skip, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(
            lambda: session.table_decision is not None and session.table_decision.seat == 0,
            timeout=HANG_GUARD_MS,
        )
        settle()
        assert clock.now == stopped_at  # the clock never moved after Skip
        assert seats == expected, seats
        assert not skip.isVisible()
    finally:
        worker.close()


# -- 7. The Game and Settings menus ----------------------------------------------------------------
def replay_opened(qtbot, trigger) -> list[QWidget]:  # type: ignore[no-untyped-def]
    """Run `trigger` and collect any replay dialog it opens (closing it again: it is modal)."""
    from arknova_desktop.ui.dialogs.replay import ReplayDialog

    found: list[QWidget] = []

    def look(tries: int = 40) -> None:
        dialogs = [w for w in QApplication.topLevelWidgets() if isinstance(w, ReplayDialog)]
        shown = [d for d in dialogs if d.isVisible()]
        if shown:
            found.extend(shown)
            for dialog in shown:
                dialog.reject()
        elif tries:
            QTimer.singleShot(25, lambda: look(tries - 1))

    QTimer.singleShot(0, look)
    trigger()
    qtbot.wait(150)
    settle()
    return found


def test_replay_waits_for_the_end_of_a_two_human_game(qtbot) -> None:  # type: ignore[no-untyped-def]
    from arknova_desktop.ui.dialogs.menus import replay_blocker

    session = make_session(2, (HUMAN, HUMAN), seed=4, names=("Ann", "Bob"))
    window, opened = with_menus(qtbot, session)
    reveal(qtbot, window)
    replay = actions(menu_of(window, "Game").actions())["Replay this game…"]
    assert not replay.isEnabled()
    reason = replay_blocker(session)
    assert reason and replay.statusTip() == reason
    activate(qtbot, window)
    shown = replay_opened(
        qtbot,
        lambda: QTest.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier),
    )
    assert shown == [] and opened == []


def test_replay_opens_once_the_game_is_over(qtbot) -> None:  # type: ignore[no-untyped-def]
    from arknova_desktop.ui.dialogs.scoring_dialog import ScoringDialog

    config = GameConfig(players=2, seed=3, maps=("A", "0"), names=("Ann", "Bob"))
    log = finished_log(config, 3)
    session = GameSession(config, (HUMAN, HUMAN), choices=log[:-3])
    window, _ = with_menus(qtbot, session)
    replay = actions(menu_of(window, "Game").actions())["Replay this game…"]
    assert not replay.isEnabled()
    play_last_choices(qtbot, window, log[-3:])
    assert session.game.is_over
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(ScoringDialog)))
    for dialog in window.findChildren(ScoringDialog):
        dialog.reject()
    settle()
    assert replay.isEnabled() and replay.statusTip() == ""
    activate(qtbot, window)
    shown = replay_opened(
        qtbot,
        lambda: QTest.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier),
    )
    assert len(shown) == 1


def game_with_autosave(tmp_path: Path, monkeypatch, seed: int = 4) -> GameSession:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("ARKNOVA_SAVE_DIR", str(tmp_path))
    return GameSession(
        GameConfig(players=2, seed=seed, names=("Ann", "Bob")),
        (HUMAN, HUMAN),
        autosave_dir=tmp_path,
    )


def answer_yes(monkeypatch) -> list[str]:  # type: ignore[no-untyped-def]
    asked: list[str] = []

    def question(_parent, title, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        asked.append(f"{title}: {text}")
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def test_concede_ends_the_game_and_is_recorded(qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    asked = answer_yes(monkeypatch)
    session = game_with_autosave(tmp_path, monkeypatch)
    window, _ = with_menus(qtbot, session)
    reveal(qtbot, window)
    keep_through_panel(qtbot, window)  # Ann keeps; Bob's keep comes next
    reveal(qtbot, window)
    menu = menu_of(window, "Game")
    concede = actions(menu.actions())["Concede…"]
    assert concede.isEnabled()
    click_menu_item(qtbot, menu, concede)
    assert len(asked) == 1 and "Bob" in asked[0]
    assert session.status is GameStatus.CONCEDED and session.conceded_by == 1
    assert not session.is_active and session.table_decision is None
    path = session.autosave_path
    assert path is not None and path.parent == tmp_path
    meta = load_game(path).meta
    assert meta.status is GameStatus.CONCEDED and meta.conceded_by == 1
    assert controls(window).status.text() == "Bob conceded: the game is over."
    assert not concede.isEnabled()
    assert window.decision_panel.shown_options == ()


def test_concede_while_the_turn_waits_names_the_player_at_the_screen(  # type: ignore[no-untyped-def]
    qtbot, tmp_path, monkeypatch
) -> None:
    """Ann has made her turn's last choice and looks at the result (End turn not pressed yet):
    the engine already has Bob's decision open, but Bob is not at the screen. Concede asks
    about Ann and records Ann."""
    asked = answer_yes(monkeypatch)
    session = game_with_autosave(tmp_path, monkeypatch)
    window, _ = with_menus(qtbot, session)
    for _ in range(2):
        reveal(qtbot, window)
        keep_through_panel(qtbot, window)
    reveal(qtbot, window)
    qtbot.mouseClick(card_widget(window, "cards"), Qt.MouseButton.LeftButton)  # her whole turn
    settle()
    assert session.awaiting_end_turn and session.viewer == 0
    assert session.decision is not None and session.decision.seat == 1
    menu = menu_of(window, "Game")
    click_menu_item(qtbot, menu, actions(menu.actions())["Concede…"])
    assert len(asked) == 1
    assert "Ann" in asked[0] and "Bob" not in asked[0], asked[0]
    assert session.conceded_by == 0
    assert controls(window).status.text() == "Ann conceded: the game is over."


def test_abandon_is_recorded_and_closes_the_window(qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    asked = answer_yes(monkeypatch)
    session = game_with_autosave(tmp_path, monkeypatch)
    window, _ = with_menus(qtbot, session)
    reveal(qtbot, window)
    menu = menu_of(window, "Game")
    click_menu_item(qtbot, menu, actions(menu.actions())["Abandon this game…"])
    assert len(asked) == 1
    assert session.status is GameStatus.ABANDONED
    assert load_game(session.autosave_path).meta.status is GameStatus.ABANDONED  # type: ignore[arg-type]
    assert not window.isVisible()


def test_settings_confirmation_off_and_computer_speed_are_kept(  # type: ignore[no-untyped-def]
    qtbot, tmp_path, monkeypatch
) -> None:
    from arknova_desktop.ui.settings import Settings

    ini = tmp_path / "settings.ini"
    monkeypatch.setenv("ARKNOVA_SETTINGS_FILE", str(ini))
    session = make_session(2, (HUMAN, HUMAN), seed=4, names=("Ann", "Bob"))
    window, _ = with_menus(qtbot, session)
    for _ in range(2):  # both keep
        reveal(qtbot, window)
        keep_through_panel(qtbot, window)
    reveal(qtbot, window)
    menu = menu_of(window, "Settings")
    confirm = actions(menu.actions())["Confirm the end of each turn"]
    assert confirm.isCheckable() and confirm.isChecked()
    click_menu_item(qtbot, menu, confirm)
    assert not confirm.isChecked()
    assert Settings().confirm_end_turn is False and not session.confirm_end_turn
    # Ann's whole turn (Cards in slot 2): it passes to Bob at once.
    ended: list[int] = []
    session.turn_ended.connect(ended.append)
    qtbot.mouseClick(card_widget(window, "cards"), Qt.MouseButton.LeftButton)
    settle()
    assert session.choices[-1] == ChooseAction("cards", 0)
    assert not session.awaiting_end_turn and not button(window, "end_turn").isVisible()
    assert window.pass_screen.isVisible() and window.pass_screen.seat == 1
    # The computer speed: "Fast" is stored (400 ms a step) and followed at once.
    reveal(qtbot, window)
    speed = next(a.menu() for a in menu.actions() if a.menu() is not None)
    fast = actions(speed.actions())["Fast"]
    assert not fast.isChecked()
    click_menu_item(qtbot, speed, fast)
    assert fast.isChecked()
    assert Settings().bot_pace_ms == 400 and session.bot_delay_ms == 400
    assert Settings(ini).bot_pace_ms == 400
    text = ini.read_text()
    assert "computer_step_ms=400" in text and "confirm_end_turn=false" in text


# -- 8. Play again --------------------------------------------------------------------------------
def test_play_again_keeps_players_names_maps_and_seats(qtbot) -> None:  # type: ignore[no-untyped-def]
    from arknova_desktop.ui.dialogs.scoring_dialog import ScoringDialog

    config = GameConfig(players=2, seed=3, maps=("A", "0"), names=("Ann", "Hal"))
    session = GameSession(config, (HUMAN, BOT), choices=finished_log(config, 3))
    window = make_window(qtbot, session)  # a finished game: the final scoring comes up
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(ScoringDialog)))
    dialog = next(d for d in window.findChildren(ScoringDialog) if d.isVisible())
    again = dialog.findChild(QPushButton, "play_again")
    assert again is not None and again.isVisible()
    with qtbot.waitSignal(window.new_session_requested, timeout=5000) as blocker:
        qtbot.mouseClick(again, Qt.MouseButton.LeftButton)
    new = blocker.args[0]
    assert isinstance(new, GameSession) and new is not session
    assert new.config.players == 2
    assert new.config.names == ("Ann", "Hal") and new.config.maps == ("A", "0")
    assert new.config.seed != 3
    assert new.seats == (HUMAN, BOT)
    assert [p.name for p in new.game.state.players] == ["Ann", "Hal"]
    assert not new.game.is_over and new.choices == []
    assert not dialog.isVisible()


# -- 9. No id or identifier in what the players read -----------------------------------------------
def shown_texts(window, where: str) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    """(where, text) for the texts of the turn controls, the action cards, the cover and the
    side summary that are on screen now, and the decision panel's prompt when it is idle."""
    found: list[tuple[str, str]] = []
    turn = controls(window)
    for widget in turn.findChildren(QLabel) + turn.findChildren(QPushButton):
        if widget.isVisible():
            found.append((f"{where}/turn {widget.objectName()}", widget.text()))
            found.append((f"{where}/turn tip {widget.objectName()}", widget.toolTip()))
    for card in window.action_row.cards:
        # The words the card draws (title, strength, what it would do, its tokens).
        for words in (card.title, card.strength, card.preview, card.tokens, card.x_label):
            found.append((f"{where}/action card {card.slot + 1}", words.text()))
        for label in card.findChildren(QLabel):
            found.append((f"{where}/action card {card.slot + 1}", label.text()))
        for part in (card, card.minus, card.plus):
            found.append((f"{where}/action card {card.slot + 1} tip", part.toolTip()))
    panel = window.decision_panel
    if not panel.shown_options:
        found.append((f"{where}/idle prompt", panel.prompt.text()))
    screen = window.pass_screen
    if screen.isVisible():
        for widget in screen.findChildren(QLabel) + screen.findChildren(QPushButton):
            found.append((f"{where}/cover", widget.text()))
    if window.summary_box.isVisible():
        for label in window.summary_box.findChildren(QLabel):
            found.append((f"{where}/side summary", label.text()))
    return found


def bad_texts(texts: list[tuple[str, str]]) -> list[tuple[str, str]]:
    return [(where, text) for where, text in texts if CARD_ID.search(text) or SNAKE.search(text)]


@pytest.mark.parametrize(
    ("seats", "seed", "decisions"),
    [((HUMAN, HUMAN), 5, 130), ((HUMAN, BOT, HUMAN), 6, 110)],
)
def test_no_card_id_or_identifier_in_the_turn_texts(qtbot, seats, seed, decisions) -> None:  # type: ignore[no-untyped-def]
    session = make_session(len(seats), seats, seed=seed, names=("Ann", "Hal", "Cid")[: len(seats)])
    window = make_window(qtbot, session)
    rng = random.Random(seed)
    texts: list[tuple[str, str]] = []
    session.bot_thinking.connect(lambda _s: texts.extend(shown_texts(window, "computer")))
    confirms = made = 0
    while made < decisions:
        settle()
        if window.pass_screen.isVisible():
            texts.extend(shown_texts(window, "cover"))
            qtbot.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
            continue
        if session.awaiting_end_turn:
            texts.extend(shown_texts(window, "waiting"))
            qtbot.mouseClick(button(window, "end_turn"), Qt.MouseButton.LeftButton)
            continue
        if session.is_active and not session.is_human(session.decision.seat):
            session.run_bots_now()  # the computer's texts are taken as each step starts
            continue
        decision = session.table_decision
        if decision is None:
            assert not session.is_active, "nobody to decide in a game still played"
            break
        texts.extend(shown_texts(window, decision.kind))
        if decision.kind == "choose_action":
            row = window.action_row
            for card in row.cards:  # a few X-tokens on, as a player tries them
                if card.plus.isVisible() and card.plus.isEnabled() and rng.random() < 0.5:
                    qtbot.mouseClick(card.plus, Qt.MouseButton.LeftButton)
            texts.extend(shown_texts(window, "x-tokens set"))
            x_only = [c for c in row.cards if c.x_only and c.isEnabled()]
            if x_only and rng.random() < 0.6:
                qtbot.mouseClick(rng.choice(x_only), Qt.MouseButton.LeftButton)
                settle()
                panel = window.decision_panel
                assert len(panel.shown_options) == 1
                texts.append(("confirm prompt", panel.prompt.text()))
                texts.extend(
                    ("confirm button", b.text())
                    for b in panel.buttons.findChildren(QPushButton)
                    if b.isVisible()
                )
                confirms += 1
                name = "option_0" if rng.random() < 0.5 else "confirm_cancel"
                target = panel_button(window, name)
                assert target is not None
                qtbot.mouseClick(target, Qt.MouseButton.LeftButton)
                settle()
                if name == "option_0":
                    made += 1
                    continue
        assert session.choose(rng.choice(decision.options))
        made += 1
    assert confirms >= 2, "no X-token-only confirmation came up"
    assert len(texts) > 1000
    bad = bad_texts(texts)
    assert not bad, "\n".join(f"{where}: {text!r}" for where, text in sorted(set(bad))[:30])
