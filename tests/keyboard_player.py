"""A player who answers every decision with the keyboard alone: key events sent to the widget
that has the keyboard focus (`QApplication.focusWidget()`), never a mouse event, never a method
of a widget called.

For each decision it finds, for every option, where the keyboard can answer it — a button of the
decision panel (Tab to it, Enter), an action card (Tab to it, ↑/↓ for its X-tokens, Enter; X for
its X-token action), a hand or display card (Tab to the list, ←/→ to the card, Enter), the deck
(Enter), a building (Tab to its button in the panel, Enter, R/M to turn it, the arrows to move
it on the map, Enter), an enclosure (Tab to the map, arrows, Enter), a lit space of the Board or
the left edge (Tab to it, arrows, Enter), the faces of a card choice (Tab to a face, Enter picks
it; Enter again confirms once the pick is whole) — and picks one of the options that have a
place with a seeded generator, through the table more often than through the panel's list.
The Display and Board tabs are opened with the arrows on the tab bar; the hot-seat cover is
lifted with Enter; End turn with Enter.

`keys` counts the key presses, `routes` how each decision was answered.
"""

from __future__ import annotations

import itertools
import random
import time
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QWidget
from ui_helpers import card_rows, panel_buttons, settle, shape_of

from arknova_desktop.engine import (
    Cell,
    Choice,
    ChooseAction,
    Decision,
    KeepCards,
    PlaceAnimal,
    PlaceBuilding,
    TakeXToken,
)
from arknova_desktop.ui.cards.card_views import CardListView
from arknova_desktop.ui.table.board_choices import ChoiceSpots

Act = Callable[[], None]
TABLE_SHARE = 0.75  # how often an option with a place on the table is answered there
TAB_LIMIT = 120
KEY = Qt.Key


class KeyboardPlayer:
    def __init__(self, qtbot, window, rng: random.Random) -> None:  # type: ignore[no-untyped-def]
        self.qtbot = qtbot
        self.window = window
        self.session = window.session
        self.rng = rng
        self.keys = 0
        self.routes: dict[str, int] = {}
        self.reveals = 0
        self.end_turns = 0
        # The cover's clock moves a second at every look: each Enter is a fresh one, pressed
        # well after the cover came up (the cover's own timing is tested in test_ui_cover_keys).
        ticks = itertools.count(start=time.monotonic() + 10_000.0, step=1.0)
        window.pass_screen.clock = lambda: next(ticks)

    # -- keys --------------------------------------------------------------------------------------
    def press(
        self, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
    ) -> None:
        target = QApplication.focusWidget() or self.window
        QTest.keyClick(target, key, modifier)
        settle()
        self.keys += 1

    def tab_stops(self, start: QWidget, forward: bool) -> list[QWidget]:
        """The widgets Tab (or Shift+Tab) would visit from `start`, in order."""
        found: list[QWidget] = []
        widget = start
        for _ in range(2000):
            widget = widget.nextInFocusChain() if forward else widget.previousInFocusChain()
            if widget is start:
                break
            if (
                widget.focusPolicy() & Qt.FocusPolicy.TabFocus
                and widget.isVisible()
                and widget.isEnabled()
                and widget.window() is self.window
                and widget.focusProxy() is None
            ):
                found.append(widget)
        return found

    def focus_on(self, target: QWidget) -> None:
        """Tab (or Shift+Tab, whichever is shorter) until `target` has the keyboard focus."""
        assert target.isVisible() and target.isEnabled(), f"{target} cannot take the focus"
        for _ in range(TAB_LIMIT):
            focused = QApplication.focusWidget()
            if focused is target:
                return
            forward = True
            if focused is not None:
                ahead = self.tab_stops(focused, True)
                behind = self.tab_stops(focused, False)
                if target in ahead and target in behind:
                    forward = ahead.index(target) <= behind.index(target)
            if forward:
                self.press(KEY.Key_Tab)
            else:
                self.press(KEY.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
        seen = [QApplication.focusWidget()]
        for _ in range(30):
            self.press(KEY.Key_Tab)
            seen.append(QApplication.focusWidget())
        names = [f"{type(w).__name__}:{w.objectName()}" if w else "None" for w in seen]
        raise AssertionError(f"Tab never reached {target}; Tab goes {names}")

    def open_tab_of(self, page: QWidget) -> None:
        """The right-hand tab that holds `page`, opened with the arrows on the tab bar."""
        tabs = self.window.right_tabs
        index = next(
            i
            for i in range(tabs.count())
            if tabs.widget(i) is page or tabs.widget(i).isAncestorOf(page)
        )
        if tabs.currentIndex() == index:
            return
        self.focus_on(tabs.tabBar())
        for _ in range(tabs.count() * 2):
            if tabs.currentIndex() == index:
                return
            self.press(KEY.Key_Right if tabs.currentIndex() < index else KEY.Key_Left)
        raise AssertionError("the arrows on the tab bar never opened the tab")

    # -- one decision ------------------------------------------------------------------------------
    def step(self) -> Choice:
        settle()
        window, session = self.window, self.session
        if window.pass_screen.isVisible():
            self.press(KEY.Key_Return)
            assert not window.pass_screen.isVisible(), "Enter did not lift the cover"
            self.reveals += 1
        if session.awaiting_end_turn:
            self.press(KEY.Key_Return)
            assert not session.awaiting_end_turn, "Enter did not end the turn"
            self.end_turns += 1
            if window.pass_screen.isVisible():
                self.press(KEY.Key_Return)
                assert not window.pass_screen.isVisible(), "Enter did not lift the cover"
                self.reveals += 1
        decision = session.table_decision
        assert decision is not None and session.is_human(decision.seat)
        table = self.table_places(decision)
        panel = self.panel_places(decision)
        reachable = sorted(set(table) | set(panel), key=repr)
        assert reachable, f"no option of {decision.kind} can be reached by the keyboard"
        choice = self.rng.choice(reachable)
        if choice in table and (choice not in panel or self.rng.random() < TABLE_SHARE):
            how, act = table[choice]
        else:
            how, act = panel[choice]
        before = len(session.choices)
        act()
        settle()
        assert len(session.choices) > before, f"{how}: {choice!r} was not applied"
        assert session.choices[before] == choice, (how, choice, session.choices[before])
        self.routes[how] = self.routes.get(how, 0) + 1
        return choice

    # -- where each option is answered -------------------------------------------------------------
    def panel_places(self, decision: Decision) -> dict[Choice, tuple[str, Act]]:
        """The panel's option buttons (for a card choice: its Skip alone)."""
        return {
            choice: ("panel button", lambda b=button: self.press_button(b))
            for button, choice in panel_buttons(self.window.decision_panel)
            if button.isVisible() and decision.allows(choice)
        }

    def press_button(self, button: QPushButton) -> None:
        self.focus_on(button)
        self.press(KEY.Key_Return)

    def table_places(self, decision: Decision) -> dict[Choice, tuple[str, Act]]:
        found: dict[Choice, tuple[str, Act]] = {}
        for finder in (
            self.card_choice_places,
            self.board_places,
            self.left_edge_places,
            self.action_places,
            self.deck_places,
            self.map_places,
            self.card_places,
        ):
            for choice, place in finder(decision).items():
                found.setdefault(choice, place)
        return {c: p for c, p in found.items() if decision.allows(c)}

    # the faces of a card choice
    def card_choice_places(self, decision: Decision) -> dict[Choice, tuple[str, Act]]:
        choice_row = self.window.decision_panel.card_choice
        if choice_row.decision != decision or not choice_row.faces:
            return {}
        if choice_row.keep:
            return {
                o: ("card faces", lambda o=o: self.keep_cards(o))
                for o in decision.options
                if isinstance(o, KeepCards)
            }
        return {
            option: ("card faces", lambda c=card: self.pick_face(c))
            for card, option in choice_row.options.items()
        }

    def toggle_face(self, card: str) -> None:
        """Tab to the faces (a one-card pick leaves one face a Tab stop), the arrows to the
        card, Enter."""
        faces = self.window.decision_panel.card_choice.faces
        target = faces[card]
        if QApplication.focusWidget() not in faces.values():
            for _ in range(TAB_LIMIT):
                if QApplication.focusWidget() in faces.values():
                    break
                self.press(KEY.Key_Tab)
        for _ in range(len(faces) + 1):
            if QApplication.focusWidget() is target:
                break
            self.press(KEY.Key_Right)
        assert QApplication.focusWidget() is target, "the arrows never reached the card"
        self.press(KEY.Key_Return)

    def confirm_faces(self) -> None:
        choice_row = self.window.decision_panel.card_choice
        assert choice_row.confirm_ready(), "the pick is not whole"
        self.focus_on(choice_row.confirm_button)
        self.press(KEY.Key_Return)

    def pick_face(self, card: str) -> None:
        choice_row = self.window.decision_panel.card_choice
        if not choice_row.faces[card].isChecked():
            self.toggle_face(card)
        others = [c for c in sorted(choice_row.faces) if c != card]
        self.rng.shuffle(others)
        while not choice_row.confirm_ready() and others:
            other = others.pop()
            if not choice_row.faces[other].isChecked():
                self.toggle_face(other)
        self.confirm_faces()

    def keep_cards(self, choice: KeepCards) -> None:
        faces = self.window.decision_panel.card_choice.faces
        for wanted in (False, True):  # the unpicks first, then the picks
            for card, face in faces.items():
                if face.isChecked() != (card in choice.cards) and (card in choice.cards) == wanted:
                    self.toggle_face(card)
        self.confirm_faces()

    # the Board and the left edge
    def spot_places(
        self, widget: QWidget, spots: ChoiceSpots, how: str, show: Act
    ) -> dict[Choice, tuple[str, Act]]:
        show()
        widget.repaint()  # the spots are placed as they are painted
        return {
            choice: (how, lambda c=choice, w=widget, s=spots: self.choose_spot(w, s, c, show))
            for _rect, choice in spots.spots
            if spots.is_lit(choice)
        }

    def choose_spot(self, widget: QWidget, spots: ChoiceSpots, choice: Choice, show: Act) -> None:
        show()
        self.focus_on(widget)
        for _ in range(len(spots.spots) + 1):
            if spots.focused() == choice:
                break
            self.press(KEY.Key_Right)
        assert spots.focused() == choice, "the arrows never reached the space"
        self.press(KEY.Key_Return)

    def board_places(self, decision: Decision) -> dict[Choice, tuple[str, Act]]:
        if not self.session.game.board_options(decision.seat):
            return {}
        view = self.window.board_view
        return self.spot_places(view, view.choices, "board space", lambda: self.open_tab_of(view))

    def left_edge_places(self, decision: Decision) -> dict[Choice, tuple[str, Act]]:
        strip = self.window.left_edge
        if not self.session.game.left_edge_options(decision.seat):
            return {}
        return self.spot_places(strip, strip.choices, "left edge slot", lambda: None)

    # the action cards
    def action_places(self, decision: Decision) -> dict[Choice, tuple[str, Act]]:
        row = self.window.action_row
        if row.seat != decision.seat or not row.isVisible():
            return {}
        found: dict[Choice, tuple[str, Act]] = {}
        player = self.session.view.players[row.seat]
        for slot, card in enumerate(player.action_cards):
            widget = row.cards[slot]
            if not widget.isEnabled():
                continue
            for option in decision.options:
                if getattr(option, "action", None) != card.action:
                    continue
                if isinstance(option, TakeXToken):
                    if widget.x_action.isVisible() and widget.x_action.isEnabled():
                        found[option] = ("action card (X key)", lambda w=widget: self.x_key(w))
                elif isinstance(option, ChooseAction):
                    if option.x_tokens <= widget.max_x:
                        found[option] = (
                            "action card",
                            lambda w=widget, o=option: self.use_card(w, o.x_tokens),
                        )
                elif len(row.table_choices.get(card.action, ())) == 1:
                    found[option] = ("action card (step)", lambda w=widget: self.use_card(w, 0))
        return found

    def use_card(self, widget: QWidget, x_tokens: int) -> None:
        self.focus_on(widget)
        for _ in range(12):
            if widget.x_tokens == x_tokens:  # type: ignore[attr-defined]
                break
            self.press(KEY.Key_Up if widget.x_tokens < x_tokens else KEY.Key_Down)  # type: ignore[attr-defined]
        assert widget.x_tokens == x_tokens  # type: ignore[attr-defined]
        self.press(KEY.Key_Return)

    def x_key(self, widget: QWidget) -> None:
        self.focus_on(widget)
        self.press(KEY.Key_X)

    # the deck
    def deck_places(self, decision: Decision) -> dict[Choice, tuple[str, Act]]:
        pile = self.window.deck_pile
        if pile.option is None:
            return {}

        def draw() -> None:
            self.open_tab_of(pile)
            self.focus_on(pile)
            self.press(KEY.Key_Return)

        return {pile.option: ("deck", draw)}

    # the map
    def map_places(self, decision: Decision) -> dict[Choice, tuple[str, Act]]:
        view = self.window.map_view
        if view.seat != decision.seat:
            return {}
        found: dict[Choice, tuple[str, Act]] = {}
        carry = {b.property("building"): b for b in self.window.decision_panel.carry_buttons}
        for option in decision.options:
            if isinstance(option, PlaceBuilding) and option.building in carry:
                found[option] = (
                    "building on the map",
                    lambda o=option, b=carry[option.building]: self.build(o, b),
                )
            elif isinstance(option, PlaceAnimal):
                found[option] = (
                    "enclosure on the map",
                    lambda o=option: self.pick_enclosure(o),
                )
        return found

    def walk_map(self, target: Cell) -> None:
        cursor = self.window.map_view.cursor_keys
        for _ in range(60):
            cell = cursor.cell
            assert cell is not None
            if cell == target:
                return
            if cell.col != target.col:
                self.press(KEY.Key_Right if cell.col < target.col else KEY.Key_Left)
            else:
                self.press(KEY.Key_Down if cell.row < target.row else KEY.Key_Up)
        raise AssertionError("the arrows never reached the cell")

    def build(self, choice: PlaceBuilding, button: QPushButton) -> None:
        view = self.window.map_view
        self.focus_on(button)
        self.press(KEY.Key_Return)
        assert view.carrying == choice.building and view.hasFocus()
        shape = shape_of(choice.cells)
        for key in [KEY.Key_R] * 4 + [KEY.Key_M] + [KEY.Key_R] * 4:
            if view.carried_shape() == shape:
                break
            self.press(key)
        assert view.carried_shape() == shape, "R and M never turned it that way"
        self.walk_map(Cell(min(c.col for c in choice.cells), min(c.row for c in choice.cells)))
        self.press(KEY.Key_Return)

    def pick_enclosure(self, choice: PlaceAnimal) -> None:
        self.focus_on(self.window.map_view)
        self.walk_map(sorted(choice.enclosure)[0])
        self.press(KEY.Key_Return)

    # hand and display cards
    def card_places(self, decision: Decision) -> dict[Choice, tuple[str, Act]]:
        """A hand or display card whose Enter answers exactly one option."""
        window = self.window
        found: dict[Choice, tuple[str, Act]] = {}
        if not window.hand_view.isVisibleTo(window):
            return {}
        for option, (how, view, row) in card_rows(window, decision).items():
            found[option] = (how, lambda v=view, r=row: self.enter_card(v, r))
        return found

    def enter_card(self, view: CardListView, row: int) -> None:
        if view is self.window.display_view:
            self.open_tab_of(view)
        self.focus_on(view)
        for _ in range(40):
            current = view.currentIndex().row()
            if current == row:
                break
            if current < 0:
                self.press(KEY.Key_Home)
            else:
                self.press(KEY.Key_Right if current < row else KEY.Key_Left)
                if view.currentIndex().row() == current:  # the end of a wrapped row
                    self.press(KEY.Key_Down if current < row else KEY.Key_Up)
        assert view.currentIndex().row() == row, "the arrows never reached the card"
        self.press(KEY.Key_Return)
