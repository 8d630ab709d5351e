"""A player who answers every decision by clicking where the thing is drawn on the table, never
in the decision panel's list of options.

For each decision of a hot-seat game it finds, for every option, the table widget that stands for
it — an action card (its X-tokens set with its − / +, its X-token button), a hand or display card,
the deck pile, the building palette and a map cell, an enclosure, a lit space of the Board tab
(tasks, partner zoos, universities, project levels, bonus tiles), a left-edge slot beside the map,
a face in the card-choice row with its confirm button, a player's board or the hand, money or
action cards on it (whom an effect hits, what a pilfered player gives, the card a Hypnosis
uses), the small or large pile of the deck (WAZA's special assignment) — and clicks it with
QTest, choosing among
the options that have a place with a seeded generator. End turn and the hot-seat cover's button
are clicked when they come up; a tab (Display, Board) is opened by clicking its tab.

Some things are not a place on the table and are counted apart: the Skip button (one button below
the panel's list, always in view, like End turn), the decisions that only order effects due at
once (`ORDER_KINDS`), which stay in the list as the issue allows. Any other decision without a
table place for any of its options is answered through the list so that the game goes on, and
counted in `no_place` by kind (the tests fail naming them); `gaps` counts the options of a
decision that had no place while others did.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton, QScrollArea, QTabWidget, QWidget
from ui_helpers import (
    card_rows,
    click_cell,
    click_row,
    mouse_place,
    panel_buttons,
    settle,
    shape_of,
    turn_until,
)

from arknova_desktop.engine import (
    PART_ACTION,
    CardsSnap,
    Choice,
    ChooseAction,
    Decision,
    KeepCards,
    PlaceAnimal,
    PlaceBuilding,
    RepeatAction,
    Skip,
    SponsorBreak,
    TakeReputation,
    TakeXToken,
)
from arknova_desktop.ui import theme
from arknova_desktop.ui.table import left_edge
from arknova_desktop.ui.table.board_choices import ChoiceSpots

ORDER_KINDS = frozenset({"order_effects", "order_university_reward", "order_final_scoring_discard"})
# The decisions answered through the list: only those that order effects.
LIST_KINDS = ORDER_KINDS

Click = Callable[[], None]


class TablePlayer:
    def __init__(self, qtbot, window, rng: random.Random) -> None:  # type: ignore[no-untyped-def]
        self.qtbot = qtbot
        self.window = window
        self.session = window.session
        self.rng = rng
        self.routes: dict[str, int] = {}
        self.kinds: dict[str, set[str]] = {}  # decision kind -> the table places that answered it
        self.gaps: dict[str, int] = {}  # decision kind -> options with no table place
        self.gap_examples: dict[str, str] = {}
        self.no_place: dict[str, int] = {}  # decision kind -> decisions with no table place
        self.reveals = 0
        self.end_turns = 0

    # -- one decision ----------------------------------------------------------------------------
    def step(self) -> Choice:
        settle()
        window, session = self.window, self.session
        if session.awaiting_end_turn:
            self.click(window.turn_controls.end_button)
            self.end_turns += 1
            settle()
        if window.pass_screen.isVisible():
            self.click(window.pass_screen.button)
            self.reveals += 1
            settle()
        decision = session.table_decision
        assert decision is not None and session.is_human(decision.seat)
        places = self.places(decision)
        if not places:
            if decision.kind in LIST_KINDS:
                how = "effect order list" if decision.kind in ORDER_KINDS else "list (known gap)"
                return self.answer(
                    decision, self.rng.choice(decision.options), how, self.list_click
                )
            # No place on the table: answered through the list so the game goes on, and
            # counted; the test fails naming these kinds.
            self.no_place[decision.kind] = self.no_place.get(decision.kind, 0) + 1
            return self.answer(
                decision, self.rng.choice(decision.options), "NO TABLE PLACE", self.list_click
            )
        missing = [o for o in decision.options if o not in places]
        if missing:
            self.gaps[decision.kind] = self.gaps.get(decision.kind, 0) + len(missing)
            self.gap_examples.setdefault(decision.kind, type(missing[0]).__name__)
        choice = self.rng.choice(sorted(places, key=repr))
        how, act = places[choice]
        return self.answer(decision, choice, how, lambda _c: act())

    def answer(
        self, decision: Decision, choice: Choice, how: str, act: Callable[[Choice], None]
    ) -> Choice:
        before = len(self.session.choices)
        act(choice)
        settle()
        assert len(self.session.choices) > before, f"{how}: {choice!r} was not applied"
        assert self.session.choices[before] == choice, (how, choice, self.session.choices[before])
        self.routes[how] = self.routes.get(how, 0) + 1
        self.kinds.setdefault(decision.kind, set()).add(how)
        return choice

    # -- where each option is drawn --------------------------------------------------------------
    def places(self, decision: Decision) -> dict[Choice, tuple[str, Click]]:
        found: dict[Choice, tuple[str, Click]] = {}
        for finder in (
            self.board_places,
            self.left_edge_places,
            self.player_board_places,
            self.deck_size_places,
            self.card_choice_places,
            self.action_places,
            self.deck_places,
            self.map_places,
            self.card_places,
            self.skip_places,
        ):
            for choice, place in finder(decision).items():
                found.setdefault(choice, place)
        return {c: p for c, p in found.items() if decision.allows(c)}

    def spot_places(
        self, decision: Decision, widget: QWidget, spots: ChoiceSpots, how: str, before: Click
    ) -> dict[Choice, tuple[str, Click]]:
        before()
        found: dict[Choice, tuple[str, Click]] = {}
        for drawn, choice in spots.spots:
            rect = QRectF(drawn)
            if spots.is_lit(choice) and choice not in found:
                found[choice] = (
                    how,
                    lambda r=rect, w=widget, b=before: self.click_spot(w, r, b),
                )
        return found

    def board_places(self, decision: Decision) -> dict[Choice, tuple[str, Click]]:
        view = self.window.board_view
        if not self.session.game.board_options(decision.seat):
            return {}
        return self.spot_places(decision, view, view.choices, "board", self.show_board)

    def show_board(self) -> None:
        view = self.window.board_view
        tabs = self.tabs_of(self.window.board_follower.scroll)
        self.open_tab(tabs, self.window.board_follower.scroll)
        view.refresh()
        view.repaint()

    def left_edge_places(self, decision: Decision) -> dict[Choice, tuple[str, Click]]:
        strip = self.window.left_edge
        if not self.session.game.left_edge_options(decision.seat):
            return {}
        assert strip.seat == decision.seat, "the left edge shows another zoo"
        assert strip.width() == theme.px(left_edge.WIDTH), "the strip widens for its choice"
        return self.spot_places(decision, strip, strip.choices, "left edge", strip.repaint)

    def player_board_places(self, decision: Decision) -> dict[Choice, tuple[str, Click]]:
        """A lit board of the players' column, or the hand or money on it."""
        found: dict[Choice, tuple[str, Click]] = {}
        for panel in self.window.player_boards.panels:
            for part, mark in panel.marks.items():
                if not mark.lit:
                    continue
                found[mark.choice] = (
                    f"player board ({part})",
                    lambda p=panel, k=part: self.click_board(p, k),
                )
        return found

    def click_board(self, panel, part: str) -> None:  # type: ignore[no-untyped-def]
        """Click the board (its name), the hand or money on it, or one of its action cards
        (Hypnosis), scrolled into view."""
        if part in panel.marks and part.startswith(PART_ACTION):
            target = panel.chips
            place = panel.chips.rect_of(panel.marks[part].choice).center().toPoint()
        else:
            target = panel.stat_widgets.get(part, panel.name)
            place = target.rect().center()
        area = target.parentWidget()
        while not isinstance(area, QScrollArea):
            area = area.parentWidget()
        area.ensureWidgetVisible(target)
        settle()
        assert target.isVisible() and target.visibleRegion().contains(place), "not in view"
        QTest.mouseClick(target, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, place)

    def deck_size_places(self, decision: Decision) -> dict[Choice, tuple[str, Click]]:
        pile = self.window.deck_pile
        if not self.session.game.deck_options(decision.seat):
            return {}
        return self.spot_places(
            decision, pile, pile.choices, "deck pile (size)", lambda: self.show_deck(pile)
        )

    def show_deck(self, pile: QWidget) -> None:
        self.open_tab(self.tabs_of(pile), pile)
        pile.repaint()

    def click_spot(self, widget: QWidget, rect: QRectF, before: Click) -> None:
        before()
        point = rect.center().toPoint()
        scroll = self.window.board_follower.scroll
        if widget is self.window.board_view:
            scroll.ensureVisible(point.x(), point.y(), 20, 20)
            settle()
        assert widget.isVisible() and widget.visibleRegion().contains(point), "spot not in view"
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)

    def card_choice_places(self, decision: Decision) -> dict[Choice, tuple[str, Click]]:
        choice_row = self.window.decision_panel.card_choice
        if choice_row.decision != decision or not choice_row.faces:
            return {}
        if choice_row.keep:
            return {
                o: ("card-choice row", lambda o=o: self.keep_cards(o))
                for o in decision.options
                if isinstance(o, KeepCards)
            }
        return {
            option: ("card-choice row", lambda c=card: self.pick_face(c))
            for card, option in choice_row.options.items()
        }

    def pick_face(self, card: str) -> None:
        choice_row = self.window.decision_panel.card_choice
        face = choice_row.faces[card]
        assert face.isVisible()
        if not face.isChecked():
            self.click(face)
        # A discard of several cards is confirmed whole: the rest picked after this one.
        others = [f for c, f in sorted(choice_row.faces.items()) if c != card]
        self.rng.shuffle(others)
        while not choice_row.confirm_button.isEnabled() and others:
            other = others.pop()
            if not other.isChecked():
                self.click(other)
        self.click(choice_row.confirm_button)

    def keep_cards(self, choice: KeepCards) -> None:
        faces = self.window.decision_panel.card_choice.faces
        for _ in range(2):  # the unticks first, then the rest of the four
            for card, face in faces.items():
                if face.isChecked() != (card in choice.cards):
                    self.click(face)
        self.click(self.window.decision_panel.card_choice.confirm_button)

    def action_places(self, decision: Decision) -> dict[Choice, tuple[str, Click]]:
        row = self.window.action_row
        if row.seat != decision.seat:
            return {}
        found: dict[Choice, tuple[str, Click]] = {}
        player = self.session.view.players[row.seat]
        for slot, card in enumerate(player.action_cards):
            widget = row.cards[slot]
            if card.action in row.repeat_max and widget.isEnabled():
                for option in decision.options:  # the Multiplier's "again", X-tokens set on it
                    if isinstance(option, RepeatAction) and option.x_tokens <= widget.max_x:
                        found[option] = (
                            "action card (again)",
                            lambda w=widget, o=option: self.use_card(w, o.x_tokens),
                        )
            for option in decision.options:
                if getattr(option, "action", None) != card.action:
                    continue
                if isinstance(option, TakeXToken):
                    if widget.x_action.isVisible() and widget.x_action.isEnabled():
                        found[option] = (
                            "action card X-token button",
                            lambda b=widget.x_action: self.click(b),
                        )
                elif isinstance(option, ChooseAction) and widget.isEnabled():
                    if option.x_tokens <= widget.max_x:
                        found[option] = (
                            "action card",
                            lambda w=widget, o=option: self.use_card(w, o.x_tokens),
                        )
                elif len(row.table_choices.get(card.action, ())) == 1 and widget.isEnabled():
                    found[option] = ("action card (step)", lambda w=widget: self.use_card(w, 0))
            if card.action in ("sponsors", "animals") and widget.isEnabled():
                for option, _words in row.table_choices.get(card.action, ()):
                    if not isinstance(option, SponsorBreak | TakeReputation):
                        continue
                    found[option] = (
                        "action card (this step)",
                        lambda w=widget: self.use_card(w, 0),
                    )
        return found

    def use_card(self, widget: QWidget, x_tokens: int) -> None:
        for _ in range(12):
            if widget.x_tokens == x_tokens:  # type: ignore[attr-defined]
                break
            button = widget.plus if widget.x_tokens < x_tokens else widget.minus  # type: ignore[attr-defined]
            self.click(button)
        self.click(widget)

    def deck_places(self, decision: Decision) -> dict[Choice, tuple[str, Click]]:
        pile = self.window.deck_pile
        if pile.option is None:
            return {}
        return {pile.option: ("deck pile", lambda: self.click_in_tab(pile))}

    def map_places(self, decision: Decision) -> dict[Choice, tuple[str, Click]]:
        view = self.window.map_view
        if view.seat != decision.seat:
            return {}
        found: dict[Choice, tuple[str, Click]] = {}
        for option in decision.options:
            if isinstance(option, PlaceBuilding):
                found[option] = ("palette + map", lambda o=option: self.place(o))
            elif isinstance(option, PlaceAnimal):
                found[option] = (
                    "map enclosure",
                    lambda o=option: click_cell(view, sorted(o.enclosure)[0]),
                )
        return found

    def place(self, choice: PlaceBuilding) -> None:
        view = self.window.map_view
        self.click(self.window.palette_list.tile(choice.building))
        assert view.carrying == choice.building
        turn_until(view, shape_of(choice.cells))
        mouse_place(view, choice.cells)

    def card_places(self, decision: Decision) -> dict[Choice, tuple[str, Click]]:
        """A hand or display card whose click answers exactly one option (a click that only
        narrows the list does not count)."""
        window = self.window
        found: dict[Choice, tuple[str, Click]] = {}
        for option, (how, view, row) in card_rows(window, decision).items():
            found[option] = (how, lambda v=view, r=row: self.click_list(v, r))
        if decision.allows(CardsSnap()) and window.display_model.rows():
            found[CardsSnap()] = (
                "display card (snap)",
                lambda: self.click_list(window.display_view, 0),
            )
        return found

    def skip_places(self, decision: Decision) -> dict[Choice, tuple[str, Click]]:
        if not decision.allows(Skip()):
            return {}
        return {Skip(): ("Skip button", lambda: self.list_click(Skip()))}

    # -- clicks ----------------------------------------------------------------------------------
    def click(self, widget: QWidget) -> None:
        assert widget.isVisible() and widget.isEnabled(), widget
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton)

    def click_list(self, view, row: int) -> None:  # type: ignore[no-untyped-def]
        self.click_in_tab(view)
        click_row(view, row)

    def tabs_of(self, widget: QWidget) -> tuple[QTabWidget, QWidget] | None:
        child, parent = widget, widget.parentWidget()
        while parent is not None:
            if isinstance(parent, QTabWidget):
                return parent, child
            # a QTabWidget's pages sit in its stacked widget
            grand = parent.parentWidget()
            if isinstance(grand, QTabWidget):
                return grand, parent if grand.indexOf(parent) >= 0 else child
            child, parent = parent, parent.parentWidget()
        return None

    def open_tab(self, found: tuple[QTabWidget, QWidget] | None, page: QWidget) -> None:
        """Click the tab that holds `page`, if it is not the open one."""
        if found is None:
            return
        tabs, _ = found
        index = next(
            i
            for i in range(tabs.count())
            if tabs.widget(i).isAncestorOf(page) or tabs.widget(i) is page
        )
        if tabs.currentIndex() != index:
            bar = tabs.tabBar()
            QTest.mouseClick(
                bar,
                Qt.MouseButton.LeftButton,
                Qt.KeyboardModifier.NoModifier,
                bar.tabRect(index).center(),
            )
            settle()
            assert tabs.currentIndex() == index

    def click_in_tab(self, widget: QWidget) -> None:
        """Open the tab a widget is on (the display may be behind the Board), then click it."""
        self.open_tab(self.tabs_of(widget), widget)
        if not isinstance(widget, QPushButton) and widget is self.window.deck_pile:
            self.click(widget)

    def list_click(self, choice: Choice) -> None:
        """A button of the decision panel (the Skip button, or an effect-order option)."""
        button = next(
            (b for b, c in panel_buttons(self.window.decision_panel) if c == choice), None
        )
        assert button is not None, f"no panel button for {choice!r}"
        self.click(button)
