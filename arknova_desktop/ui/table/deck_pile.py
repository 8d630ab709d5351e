"""The deck beside the display: a face-down pile that is clicked to draw from it.

It is lit while the decision at the screen can draw from the deck (a card drawn by the Cards
action or a bonus: `DrawFromDeck`; the Cards II choice of drawing rather than snapping:
`CardsDraw`), and says so on hover; otherwise it is only the pile, veiled. A click on the lit
pile is `choice_made` with that option; so is Enter while the pile has the keyboard focus (its
focus mark drawn, in the theme's focus colour, as the hover's).

WAZA Special Assignment's choice of small or large animals (`Game.deck_options`: the first such
animal of the deck comes to the hand) splits the pile in two while it is open: a "small" and a
"large" pile, each lit, a click on one answering that choice.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QEnterEvent,
    QFocusEvent,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QTabWidget, QWidget

from ...engine import CardsDraw, Choice, DrawFromDeck, TakeBonus
from ...session import GameSession
from .. import theme
from ..cards.card_painter import paint_card_back
from ..focus import from_keys
from ..tips import show_tip
from ..words.choice_words import option_texts
from .board_choices import ChoiceSpots

SIZES = ("small", "large")  # WAZA Special Assignment's piles, left to right
WIDTH = 46  # at zoom 1: a small card back with room for its outline
HEIGHT = 64


class DeckPile(QWidget):
    """The face-down deck; `choice_made(option)` when it is clicked while it can be drawn."""

    choice_made = Signal(object)

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.option: Choice | None = None
        self.choices = ChoiceSpots(lambda game, seat: game.deck_options(seat))
        self._hover = False
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setFixedSize(theme.px(WIDTH), theme.px(HEIGHT))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.key_focus = False  # the focus came from the keys: its mark is drawn (ui/focus.py)
        # Bound methods: Qt disconnects them when the pile goes (a lambda would outlive it).
        session.decision_changed.connect(self.refresh)
        theme.manager().changed.connect(self._theme_changed)
        self.refresh()

    def _width(self) -> int:
        """One pile, or two side by side while small or large animals are chosen."""
        return 2 * WIDTH if self.choices.active else WIDTH

    def _theme_changed(self) -> None:
        self.setFixedSize(theme.px(self._width()), theme.px(HEIGHT))
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(theme.px(self._width()), theme.px(HEIGHT))

    def refresh(self, _decision: object = None) -> None:
        """Lit when the open decision draws from the deck (the option a click answers)."""
        decision = self.session.table_decision
        was_active = self.choices.active
        self.choices.update(self.session)
        self._theme_changed()
        if self.choices.active and not was_active:
            self._bring_into_view()
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

    def _bring_into_view(self) -> None:
        """Open the tab the pile is on (the Board may be in front of the display): the choice
        is made here. No focus is taken."""
        child: QWidget = self
        parent = self.parentWidget()
        while parent is not None:
            if isinstance(parent, QTabWidget) and parent.indexOf(child) >= 0:
                parent.setCurrentWidget(child)
            child, parent = parent, parent.parentWidget()

    def size_rects(self) -> list[tuple[QRectF, TakeBonus]]:
        """The two piles of the small-or-large choice, left the small one."""
        half = self.width() / 2
        return [
            (QRectF(i * half, 0, half, self.height()), TakeBonus(size))
            for i, size in enumerate(SIZES)
        ]

    def enterEvent(self, event: QEnterEvent) -> None:
        self._hover = True
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._hover = False
        self.update()
        super().leaveEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self.choices.follow_mouse(self, event.position())
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.choices.press(event)
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self.choices.active and self.choices.release(self, event, self.choice_made.emit):
            return
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
        if isinstance(event, QHelpEvent) and self.choices.active:
            choice = self.choices.at(QPointF(event.pos()))
            show_tip(self, event, self.choices.note(choice) if choice is not None else "")
            return True
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
        if self.choices.active:
            self._paint_sizes()
            return
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

    def _paint_sizes(self) -> None:
        """Two piles, "small" and "large", each lit for its choice."""
        palette = theme.colors()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.choices.begin()
        inset = theme.size(3)
        words = {"small": self.tr("Small"), "large": self.tr("Large")}
        for rect, choice in self.size_rects():
            card = rect.adjusted(inset, inset, -inset, -inset)
            paint_card_back(painter, card)
            band = QRectF(
                card.left(), card.center().y() - theme.size(9), card.width(), theme.size(18)
            )
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(palette.paper)
            painter.drawRect(band)
            painter.setPen(palette.ink)
            painter.setFont(theme.font("caption", bold=True))
            painter.drawText(band, int(Qt.AlignmentFlag.AlignCenter), words[choice.bonus])
            self.choices.mark(painter, card, choice)
        painter.end()
