"""The five action cards of the viewed player: slot, side, strength and tokens; a click offers
the choices that use that card (choose it with X-tokens, X-token action, upgrade...)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from ..engine.action_cards import card_strength
from ..session import GameSession


class ActionRow(QWidget):
    card_clicked = Signal(str)

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.seat = session.viewer
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.buttons: list[QPushButton] = []
        for slot in range(5):
            button = QPushButton()
            button.setMinimumHeight(54)
            button.setShortcut(str(slot + 1))
            button.clicked.connect(lambda _=False, s=slot: self._clicked(s))
            layout.addWidget(button)
            self.buttons.append(button)
        session.events_applied.connect(lambda _e: self.refresh())
        session.decision_changed.connect(lambda _d: self.refresh())
        self.refresh()

    def show_seat(self, seat: int) -> None:
        self.seat = seat
        self.refresh()

    def refresh(self) -> None:
        player = self.session.game.state.players[self.seat]
        decision = self.session.decision
        usable = set()
        if decision is not None and decision.seat == self.seat:
            usable = {getattr(o, "action", None) for o in decision.options}
        for slot, (button, card) in enumerate(zip(self.buttons, player.action_cards, strict=True)):
            side = "II" if card.upgraded else "I"
            tokens = []
            if card.multiplier:
                tokens.append(f"×2 {card.multiplier}")
            if card.venom:
                tokens.append(f"venom {card.venom}")
            if card.constriction:
                tokens.append(f"constr. {card.constriction}")
            strength = card_strength(card, slot + 1, 0)
            text = f"{slot + 1}: {card.action.title()} {side}\nstrength {strength}"
            if tokens:
                text += "\n" + ", ".join(tokens)
            button.setText(text)
            button.setShortcut(str(slot + 1))  # setText resets the shortcut
            button.setProperty("action", card.action)
            button.setEnabled(card.action in usable)
            button.setToolTip(self.tr("Key %d") % (slot + 1))

    def _clicked(self, slot: int) -> None:
        player = self.session.game.state.players[self.seat]
        self.card_clicked.emit(player.action_cards[slot].action)
