"""The five action cards of the player at the screen, used with one click (or keys 1–5).

Each card shows its action, side, strength and tokens, and what it would do now ("Cards II: draw
2 cards — or snap"); a small −/+ on the card sets the X-tokens to add before starting it. A card
that can only be used for the X-token action says so and why (from `game.explain`)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QKeySequence, QMouseEvent, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...engine import ActionCardUse, Explanation, TakeXToken, Unusable, card_strength
from ...session import GameSession
from ..words.explain_words import preview_text, reasons_text
from ..words.names import action_name, side_name

CARD_STYLE = """
QFrame#action_card { background: #f4efe1; border: 2px solid #b9b29f; border-radius: 8px; }
QFrame#action_card[usable="true"] { border-color: #2e9e44; background: #fbf8ee; }
QFrame#action_card[xonly="true"] { border-color: #d9a441; }
QFrame#action_card:disabled { background: #e6e1d3; }
QLabel { background: transparent; }
"""


PREVIEW_LINES = 3
MIN_WIDTH = 140  # px: "strength 5 (+2 X)" with its − X +


class ActionCardWidget(QFrame):
    """One action card: click to start it with the X-tokens shown."""

    clicked = Signal(int)  # slot 0..4

    def __init__(self, slot: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.slot = slot
        self.setObjectName("action_card")
        self.setStyleSheet(CARD_STYLE)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        # A fixed height: a longer text must never make the row taller (the hand below it would
        # lose the height its cards need).
        # Five equal widths whatever the texts say (an X-token count must not shift the row),
        # never narrower than its words need at the smallest window.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(MIN_WIDTH)
        self.title = QLabel()
        self.title.setObjectName("action_title")
        self.title.setStyleSheet("font-weight: bold; font-size: 13px;")
        self.strength = QLabel()
        self.strength.setObjectName("action_strength")
        self.preview = QLabel()
        self.preview.setObjectName("action_preview")
        self.preview.setWordWrap(True)
        self.preview.setStyleSheet("color: #2b2a28;")
        preview_font = QFont(self.preview.font())
        preview_font.setPixelSize(11)
        self.preview.setFont(preview_font)
        # Three lines at most (the whole text is in the card's tooltip).
        self.preview.setFixedHeight(PREVIEW_LINES * QFontMetrics(preview_font).lineSpacing())
        self.preview.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.tokens = QLabel()
        self.tokens.setStyleSheet("font-size: 11px; color: #7a3d00;")
        self.minus = QToolButton()
        self.minus.setText("−")
        self.minus.setObjectName("x_minus")
        self.minus.setToolTip(self.tr("One X-token less"))
        self.plus = QToolButton()
        self.plus.setText("+")
        self.plus.setObjectName("x_plus")
        self.plus.setToolTip(self.tr("Add an X-token: +1 strength"))
        self.x_label = QLabel()
        self.x_label.setObjectName("x_count")
        self.x_action = QToolButton()
        self.x_action.setText(self.tr("X-token"))
        self.x_action.setObjectName("x_token_action")
        self.x_action.setToolTip(
            self.tr("X-token action: this card moves to slot 1 and you gain 1 X-token")
        )
        x_row = QHBoxLayout()
        x_row.setContentsMargins(0, 0, 0, 0)
        x_row.addWidget(self.strength, 1)
        x_row.addWidget(self.minus)
        x_row.addWidget(self.x_label)
        x_row.addWidget(self.plus)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 5, 8, 5)
        layout.setSpacing(1)
        layout.addWidget(self.title)
        layout.addLayout(x_row)
        layout.addWidget(self.preview)
        bottom = QHBoxLayout()
        bottom.setContentsMargins(0, 0, 0, 0)
        bottom.addWidget(self.tokens, 1)
        bottom.addWidget(self.x_action)
        layout.addLayout(bottom)
        for part in (self.minus, self.plus, self.x_label, self.x_action, self.tokens):
            # Hidden parts keep their room: the card's height never changes.
            policy = part.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            part.setSizePolicy(policy)
        self.x_tokens = 0
        self.max_x = 0
        self.minus.clicked.connect(lambda: self.set_x(self.x_tokens - 1))
        self.plus.clicked.connect(lambda: self.set_x(self.x_tokens + 1))
        self.on_x_changed: Callable[[], None] = lambda: None

    def sizeHint(self) -> QSize:
        return QSize(170, 92)

    def set_x(self, value: int) -> None:
        value = max(0, min(self.max_x, value))
        if value != self.x_tokens:
            self.x_tokens = value
            self.on_x_changed()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.isEnabled():
            self.clicked.emit(self.slot)
        super().mouseReleaseEvent(event)


class ActionRow(QWidget):
    """`card_clicked(action, x_tokens)` when a card is used (click or key 1–5);
    `x_token_clicked(action)` for its X-token action."""

    card_clicked = Signal(str, int)
    x_token_clicked = Signal(str)

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.seat = session.viewer
        self.explanation: Explanation | None = None
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.cards: list[ActionCardWidget] = []
        for slot in range(5):
            card = ActionCardWidget(slot)
            card.clicked.connect(self._clicked)
            card.x_action.clicked.connect(lambda _=False, c=card: self._x_clicked(c.slot))
            card.on_x_changed = partial(self._update_card, card)
            layout.addWidget(card, 1)
            self.cards.append(card)
            shortcut = QShortcut(QKeySequence(str(slot + 1)), self)
            shortcut.activated.connect(lambda s=slot: self._clicked(s))
        # Every change ends with decision_changed (also a reveal): one refresh per click.
        session.decision_changed.connect(lambda _d: self.refresh())
        self.refresh()

    @property
    def buttons(self) -> list[ActionCardWidget]:
        return self.cards

    def show_seat(self, seat: int) -> None:
        self.seat = seat
        self.refresh()

    def use_of(self, slot: int) -> ActionCardUse | None:
        if self.explanation is None:
            return None
        return self.explanation.action_cards[slot]

    def explanation_choosing(self) -> bool:
        return self.explanation is not None and self.explanation.choosing

    def refresh(self) -> None:
        """The cards of the player at the screen (whichever zoo is shown above)."""
        session = self.session
        if not session.covered:
            self.seat = session.viewer
        decision = session.table_decision
        mine = decision is not None and decision.seat == self.seat
        self.explanation = session.game.explain(self.seat) if mine else None
        for card in self.cards:
            use = self.use_of(card.slot)
            card.max_x = use.max_x_tokens if use is not None else 0
            card.x_tokens = min(card.x_tokens, card.max_x) if use is not None else 0
            self._update_card(card)

    def _update_card(self, widget: ActionCardWidget) -> None:
        session = self.session
        player = session.view.players[self.seat]
        card = player.action_cards[widget.slot]
        use = self.use_of(widget.slot)
        strength = card_strength(card, widget.slot + 1, widget.x_tokens)
        widget.title.setText(
            self.tr("%1  %2 %3")
            .replace("%1", str(widget.slot + 1))
            .replace("%2", action_name(card.action))
            .replace("%3", side_name(card.upgraded))
        )
        if widget.x_tokens:
            widget.strength.setText(
                self.tr("strength %1 (+%2 X)")
                .replace("%1", str(strength))
                .replace("%2", str(widget.x_tokens))
            )
        else:
            widget.strength.setText(self.tr("strength %1").replace("%1", str(strength)))
        widget.x_label.setText(f"X {widget.x_tokens}")
        show_x = use is not None and use.max_x_tokens > 0
        for part in (widget.minus, widget.plus, widget.x_label):
            part.setVisible(show_x)
        widget.minus.setEnabled(widget.x_tokens > 0)
        widget.plus.setEnabled(widget.x_tokens < widget.max_x)
        tokens = []
        if card.multiplier:
            tokens.append(self.tr("Multiplier ×%1").replace("%1", str(card.multiplier)))
        if card.venom:
            tokens.append(self.tr("Venom %1").replace("%1", str(card.venom)))
        if card.constriction:
            tokens.append(self.tr("Constriction %1").replace("%1", str(card.constriction)))
        widget.tokens.setText(" · ".join(tokens))
        widget.tokens.setVisible(bool(tokens))
        # The X-token action of a card that can also be started: a small button of its own.
        widget.x_action.setVisible(
            use is not None and use.usable and self._x_token_allowed(card.action)
        )
        usable = use is not None and use.usable
        x_only = use is not None and use.x_token_only
        if use is not None and not self.explanation_choosing():
            use = None  # another step is open: say what the card does, not why it waits
        if use is not None and (usable or x_only):
            preview = session.game.action_preview(self.seat, card.action, widget.x_tokens)
            if usable:
                text = preview_text(preview)
            else:  # say why, in short: the full sentence comes with the confirmation
                why = reasons_text(
                    tuple(r for r in use.reasons if r.kind is not Unusable.ONLY_X_TOKEN_ACTION)
                )
                text = self.tr("only the X-token action now")
                if why:
                    text = self.tr("%1: %2").replace("%1", text).replace("%2", why)
        elif use is not None:
            text = reasons_text(use.reasons) or self.tr("not possible now")
        else:
            preview = session.game.action_preview(self.seat, card.action, 0)
            text = preview_text(preview)
        widget.preview.setText(text)
        tip = self.tr("Key %1").replace("%1", str(widget.slot + 1))
        if use is not None and use.reasons and not usable:
            tip = reasons_text(use.reasons) + "\n" + tip
        elif text:
            tip = text + "\n" + tip
        widget.setToolTip(tip)
        widget.setProperty("usable", "true" if usable else "false")
        widget.setProperty("xonly", "true" if x_only and not usable else "false")
        widget.setEnabled(usable or x_only)
        widget.style().unpolish(widget)
        widget.style().polish(widget)

    def _x_token_allowed(self, action: str) -> bool:
        decision = self.session.table_decision
        return decision is not None and decision.allows(TakeXToken(action))

    def _x_clicked(self, slot: int) -> None:
        player = self.session.view.players[self.seat]
        self.x_token_clicked.emit(player.action_cards[slot].action)

    def _clicked(self, slot: int) -> None:
        if not self.isEnabled() or not self.cards[slot].isEnabled():
            return
        player = self.session.view.players[self.seat]
        self.card_clicked.emit(player.action_cards[slot].action, self.cards[slot].x_tokens)
