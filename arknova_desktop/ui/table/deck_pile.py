"""The deck beside the display: a face-down pile that is clicked to draw from it.

It is lit while the decision at the screen can draw from the deck (a card drawn by the Cards
action or a bonus: `DrawFromDeck`; the Cards II choice of drawing rather than snapping:
`CardsDraw`), and says so on hover; otherwise it is only the pile, veiled. A click on the lit
pile is `choice_made` with that option; so is Enter while the pile has the keyboard focus (its
focus mark drawn, in the theme's focus colour, as the hover's).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QEnterEvent,
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...engine import CardsDraw, Choice, DrawFromDeck
from ...session import GameSession
from .. import theme
from ..cards.card_painter import paint_card_back
from ..focus import from_keys
from ..words.choice_words import option_texts

WIDTH = 46  # at zoom 1: a small card back with room for its outline
HEIGHT = 64


class DeckPile(QWidget):
    """The face-down deck; `choice_made(option)` when it is clicked while it can be drawn."""

    choice_made = Signal(object)

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.option: Choice | None = None
        self._hover = False
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setFixedSize(theme.px(WIDTH), theme.px(HEIGHT))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.key_focus = False  # the focus came from the keys: its mark is drawn (ui/focus.py)
        # Bound methods: Qt disconnects them when the pile goes (a lambda would outlive it).
        session.decision_changed.connect(self.refresh)
        theme.manager().changed.connect(self._theme_changed)
        self.refresh()

    def _theme_changed(self) -> None:
        self.setFixedSize(theme.px(WIDTH), theme.px(HEIGHT))
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(theme.px(WIDTH), theme.px(HEIGHT))

    def refresh(self, _decision: object = None) -> None:
        """Lit when the open decision draws from the deck (the option a click answers)."""
        decision = self.session.table_decision
        self.option = None
        if decision is not None:
            self.option = next(
                (o for o in decision.options if isinstance(o, DrawFromDeck | CardsDraw)), None
            )
        if decision is not None and self.option is not None:
            words = option_texts([self.option], self.session.game, decision)[0]
            self.setToolTip(self.tr("The deck — click: %1").replace("%1", words))
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.setToolTip(self.tr("The deck"))
            self.unsetCursor()
        self.update()

    def enterEvent(self, event: QEnterEvent) -> None:
        self._hover = True
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._hover = False
        self.update()
        super().leaveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.option is not None:
            self.choice_made.emit(self.option)
            return
        super().mouseReleaseEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.key_focus = from_keys(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.key_focus = False
        self.update()

    def event(self, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and self.option is not None
        ):
            event.accept()  # Enter draws (keyPressEvent), not the window's Enter
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.option is not None:
            self.choice_made.emit(self.option)
            return
        super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        palette = theme.colors()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        inset = theme.size(3)
        card = QRectF(self.rect()).adjusted(inset, inset, -inset, -inset)
        paint_card_back(painter, card)
        rounding = theme.radius("card")
        focused = self.key_focus and self.hasFocus()
        marked = self._hover or focused
        if self.option is None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(palette.veil)
            painter.drawRoundedRect(card, rounding, rounding)
            if focused:
                painter.setPen(QPen(palette.focus, theme.line("focus")))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(card.adjusted(-1, -1, 1, 1), rounding, rounding)
        else:
            color = palette.focus if marked else palette.legal
            width = theme.line("focus" if marked else "strong")
            painter.setPen(QPen(color, width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(card.adjusted(-1, -1, 1, 1), rounding, rounding)
        painter.end()
