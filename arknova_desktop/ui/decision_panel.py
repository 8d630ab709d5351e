"""The current decision in plain words, with a button per option, or the cards to pick from.

Every decision the engine can ask is answerable here; the board widgets offer the same choices
where they naturally live (a card, a cell, an action card), and can narrow this list to the
options that belong to what the player clicked. The words come from `choice_words` (made from the
engine's typed data, never its codes). Placements are chosen on the map: the PlaceBuilding
options of one building type share ONE button, which asks (`carry_requested`) for that building to
be carried on the map, where its legal places are lit.

When every option of the decision is about a card (a card revealed, drawn, taken from the
display, discarded...), or it is the setup keep of 4 of 8, the cards are shown face up in a
`card_choice.CardChoice`: click to pick, then confirm (a Skip button stays below). By default the
faces sit in this panel; after `host_cards_elsewhere()` the panel only says where they are and
emits `cards_shown(bool)`, and the owner (the main window) shows `card_choice` in a wider place.

Integration: the main window connects `carry_requested` to `ZooMapView.carry` (showing the
deciding seat's map first, since the map only lights the decision of the seat it shows).
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..engine import Decision
from ..engine.choices import Choice, PlaceBuilding, Skip
from ..session import GameSession
from .card_choice import CardChoice
from .choice_words import carry_text, option_texts, prompt_text

MAX_BUTTONS = 60  # the map and the cards carry long lists (placements); show a clear subset


class DecisionPanel(QWidget):
    """Prompt + one button per option (one per building type for placements).
    `narrow(options)` shows only some options."""

    choice_made = Signal(object)
    carry_requested = Signal(str)  # a building id: carry it on the map (ZooMapView.carry)
    cards_shown = Signal(bool)  # the faces of a card decision appear (True) or go (False)

    def __init__(
        self, session: GameSession, names: Callable[[str], str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.names = names
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setObjectName("prompt")
        self.prompt.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.buttons = QWidget()
        self.buttons_layout = QVBoxLayout(self.buttons)
        self.buttons_layout.setContentsMargins(0, 0, 0, 0)
        self.buttons_layout.setSpacing(4)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.buttons)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        layout = QVBoxLayout(self)
        layout.addWidget(self.prompt)
        layout.addWidget(scroll, 1)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.card_choice = CardChoice(session, self.buttons)
        self.card_choice.setObjectName("card_choice")
        self.card_choice.hide()
        self.card_choice.chosen.connect(self.choice_made.emit)
        session.decision_changed.connect(self.show_decision)
        self._shown: tuple[Choice, ...] = ()
        self._cards_elsewhere = False
        self._cards_open = False

    def host_cards_elsewhere(self) -> None:
        """The owner shows `card_choice` itself (it takes it out of this panel)."""
        self._cards_elsewhere = True
        self.card_choice.setParent(None)

    def _set_cards_open(self, open_: bool) -> None:
        if open_ != self._cards_open:
            self._cards_open = open_
            self.cards_shown.emit(open_)

    def show_decision(self, decision: Decision | None, narrowed: tuple[Choice, ...] = ()) -> None:
        while self.buttons_layout.count():
            item = self.buttons_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is self.card_choice:
                continue  # kept (emptied and hidden) for the next card decision
            if widget is not None:
                widget.deleteLater()
        if not self._cards_elsewhere:
            self.card_choice.hide()
        self.card_choice.clear()
        if decision is None:
            self._set_cards_open(False)
            self.prompt.setText(self.idle_text())
            self._shown = ()
            return
        game = self.session.game
        who = html.escape(self.session.seat_label(decision.seat))
        self.prompt.setText(f"<b>{who}</b>: {html.escape(prompt_text(decision, game))}")
        if not narrowed and self._show_cards(decision):
            return
        self._set_cards_open(False)
        options = narrowed or decision.options
        self._shown = options
        # Placements are made on the map: one button per building type, no cells listed.
        carried: list[str] = []
        chosen = [o for o in options if not isinstance(o, PlaceBuilding)]
        texts = dict(zip(chosen, option_texts(chosen, game, decision), strict=True))
        hidden = shown = 0
        for index, option in enumerate(options):
            if isinstance(option, PlaceBuilding):
                if option.building not in carried:
                    carried.append(option.building)
                    self.buttons_layout.addWidget(self._carry_button(option.building, decision))
                continue
            if shown >= MAX_BUTTONS and not isinstance(option, Skip):
                hidden += 1
                continue
            shown += 1
            button = QPushButton(texts[option].replace("&", "&&"))
            button.setObjectName(f"option_{index}")
            button.clicked.connect(lambda _=False, c=option: self.choice_made.emit(c))
            if isinstance(option, Skip):
                button.setShortcut("S")
                button.setToolTip(self.tr("Skip (S)"))
            self.buttons_layout.addWidget(button)
        if hidden:
            more = QLabel(self.tr("…and %n more: pick on the board.", "", hidden))
            self.buttons_layout.addWidget(more)
        self.buttons_layout.addStretch(1)

    def _carry_button(self, building: str, decision: Decision) -> QPushButton:
        """The one button of a building type: carry it on the map, where its places are lit."""
        button = QPushButton(carry_text(building, decision, self.session.game))
        button.setObjectName(f"carry_{building}")
        button.setProperty("building", building)
        button.setToolTip(
            self.tr(
                "Pick it up and move it over your zoo map: the places where it fits are lit. "
                "Click one to build there; R turns it, M mirrors it."
            )
        )
        button.clicked.connect(lambda _=False, b=building: self.carry_requested.emit(b))
        return button

    @property
    def carry_buttons(self) -> list[QPushButton]:
        """The per-building-type buttons of a placement decision, in layout order."""
        found: list[QPushButton] = []
        for i in range(self.buttons_layout.count()):
            item = self.buttons_layout.itemAt(i)
            widget = item.widget() if item is not None else None
            if isinstance(widget, QPushButton) and widget.objectName().startswith("carry_"):
                found.append(widget)
        return found

    def _show_cards(self, decision: Decision) -> bool:
        """Every option about a card (or the setup keep): the faces to pick from, with Skip below
        when the decision has it. False: not a card decision (buttons instead)."""
        if not CardChoice.applies_to(decision, self.session.game):
            return False
        if not self.card_choice.show_decision(decision):
            return False
        self._shown = decision.options
        if self._cards_elsewhere:
            where = QLabel(
                self.tr(
                    "The cards to choose from are at the bottom of the window, where your "
                    "action cards and hand usually are: click a card to pick it, then confirm "
                    "with the button above the cards."
                )
            )
            where.setWordWrap(True)
            where.setObjectName("cards_where")
            self.buttons_layout.addWidget(where)
            self._set_cards_open(True)
        else:
            self.buttons_layout.addWidget(self.card_choice, 1)
            self.card_choice.show()
        for index, option in enumerate(decision.options):
            if isinstance(option, Skip):
                (text,) = option_texts((option,), self.session.game, decision)
                button = QPushButton(text.replace("&", "&&"))
                button.setObjectName(f"option_{index}")
                button.clicked.connect(lambda _=False, c=option: self.choice_made.emit(c))
                button.setShortcut("S")
                button.setToolTip(self.tr("Skip (S)"))
                self.buttons_layout.addWidget(button)
        if self._cards_elsewhere:
            self.buttons_layout.addStretch(1)
        return True

    def idle_text(self) -> str:
        """What the panel says when there is nothing to answer at the screen."""
        session = self.session
        if not session.is_active:
            return self.tr("The game is over.")
        if session.covered:
            return ""
        if session.awaiting_end_turn:
            return ""  # the turn controls above say it, with the End turn button
        decision = session.decision
        if decision is not None and not session.is_human(decision.seat):
            return self.tr("%s is playing…") % session.seat_label(decision.seat)
        return ""

    def confirm(self, prompt: str, option: Choice, label: str) -> None:
        """One option, shown as a one-click confirmation that says what it will do, with a way
        back to the full list."""
        self.show_decision(self.session.table_decision, (option,))
        self.prompt.setText(prompt)
        button = next(
            (
                w
                for i in range(self.buttons_layout.count())
                if (item := self.buttons_layout.itemAt(i)) is not None
                and isinstance(w := item.widget(), QPushButton)
                and w.objectName() == "option_0"
            ),
            None,
        )
        if button is not None:
            button.setText(label)
        back = QPushButton(self.tr("Cancel"))
        back.setObjectName("confirm_cancel")
        back.clicked.connect(lambda: self.show_decision(self.session.table_decision))
        self.buttons_layout.insertWidget(1, back)

    def narrow(self, options: tuple[Choice, ...]) -> None:
        """Show only these options of the open decision (e.g. the levels of one project)."""
        self.show_decision(self.session.table_decision, options)

    @property
    def shown_options(self) -> tuple[Choice, ...]:
        return self._shown
