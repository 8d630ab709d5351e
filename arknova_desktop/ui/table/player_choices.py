"""Choices made on the players' boards: while the decision at the screen is about players
(`Game.player_options`) — whom an interactive effect hits on a tie for the lead (a player's whole
board), what a pilfered player gives (the hand count or the money of their own board) — each such
thing is lit when it is one of the options and dimmed when it is not, with the engine's reason
on hover; a click on a lit one answers the option it stands for. While a Hypnosis uses one of
another player's action cards, those cards show on that player's board as `ActionChips`.

`Mark` is what one board's part shows; `board_marks` finds them for every board; `dim` veils a
widget that cannot be chosen now.
"""

from __future__ import annotations

from attrs import frozen
from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QFontMetrics,
    QHelpEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QGraphicsOpacityEffect, QSizePolicy, QToolTip, QWidget

from ...engine import Choice, PlayerOption
from ...session import GameSession
from .. import theme
from ..tips import show_tip
from ..words.choice_words import option_texts
from .board_choices import choice_note

DIM_OPACITY = 0.38  # a thing that cannot be chosen now, under the veil


@frozen
class Mark:
    """One thing of a board that the open decision is about: the choice, lit or not, its tip."""

    choice: Choice
    lit: bool
    tip: str


def board_marks(session: GameSession) -> dict[int, dict[str, Mark]]:
    """For each board (seat) the marked parts (`PART_BOARD`, `PART_HAND`, `PART_MONEY`) of the
    decision at the screen; empty when it is not about players."""
    decision = session.table_decision
    if decision is None:
        return {}
    found: tuple[PlayerOption, ...] = session.game.player_options(decision.seat)
    lit = [o.choice for o in found if o.reason is None]
    texts = dict(zip(lit, option_texts(lit, session.game, decision), strict=True)) if lit else {}
    marks: dict[int, dict[str, Mark]] = {}
    for option in found:
        tip = choice_note(option.reason, texts.get(option.choice, ""))
        marks.setdefault(option.board, {})[option.part] = Mark(
            option.choice, option.reason is None, tip
        )
    return marks


def dim(widget: QWidget, dimmed: bool) -> None:
    """Veil `widget` (and what is in it) while it cannot be chosen; lift the veil after (the
    effect stays, switched off: an effect that is off costs nothing when painting)."""
    effect = widget.graphicsEffect()
    if not isinstance(effect, QGraphicsOpacityEffect):
        if not dimmed:
            return
        effect = QGraphicsOpacityEffect(widget)
        effect.setOpacity(DIM_OPACITY)
        widget.setGraphicsEffect(effect)
    if effect.isEnabled() != dimmed:
        effect.setEnabled(dimmed)


class ActionChips(QWidget):
    """A player's action cards as a row of chips, shown on their board while another player's
    Hypnosis uses one of them: each card that may be used is lit (a click is `chosen` with its
    use), the others dimmed with why not on hover."""

    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards: list[tuple[str, Mark]] = []  # the card's name and side, its mark
        self.rects: list[QRectF] = []
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def set_cards(self, cards: list[tuple[str, Mark]]) -> None:
        self.cards = cards
        self._fit()
        self.update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        """As tall as its rows of chips at this width."""
        rects = self.layout_chips()
        height = round(max((r.bottom() for r in rects), default=0)) + theme.px(2)
        if height != self.height():
            self.setFixedHeight(height)

    def _line_height(self) -> int:
        return QFontMetrics(theme.font("small", bold=True)).height() + theme.px(6)

    def layout_chips(self) -> list[QRectF]:
        """Each card's chip as wide as its name, left to right in slot order, wrapping."""
        metrics = QFontMetrics(theme.font("small", bold=True))
        gap, pad = theme.size(3), theme.size(6)
        height = self._line_height()
        x, y = 0.0, theme.size(2)
        rects = []
        for name, _mark in self.cards:
            width = min(metrics.horizontalAdvance(name) + 2 * pad, max(1.0, self.width()))
            if x > 0 and x + width > self.width():
                x, y = 0.0, y + height + gap
            rects.append(QRectF(x, y, width, height))
            x += width + gap
        return rects

    def paintEvent(self, event: QPaintEvent) -> None:
        palette = theme.colors()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(theme.font("small", bold=True))
        self.rects = self.layout_chips()
        rounding = theme.radius("small")
        for rect, (name, mark) in zip(self.rects, self.cards, strict=False):
            painter.setOpacity(1.0 if mark.lit else DIM_OPACITY)
            fill = theme.blend(palette.panel, palette.legal, 0.18) if mark.lit else palette.panel
            painter.setPen(QPen(palette.legal if mark.lit else palette.panel_line, 1.5))
            painter.setBrush(fill)
            painter.drawRoundedRect(rect, rounding, rounding)
            painter.setPen(palette.text)
            metrics = QFontMetrics(painter.font())
            words = metrics.elidedText(name, Qt.TextElideMode.ElideRight, int(rect.width()) - 6)
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), words)
        painter.end()

    def mark_at(self, point: QPointF) -> Mark | None:
        rects = self.rects or self.layout_chips()
        for rect, (_name, mark) in zip(rects, self.cards, strict=False):
            if rect.contains(point):
                return mark
        return None

    def rect_of(self, choice: Choice) -> QRectF:
        rects = self.rects or self.layout_chips()
        for rect, (_name, mark) in zip(rects, self.cards, strict=False):
            if mark.choice == choice:
                return rect
        return QRectF()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        mark = self.mark_at(event.position())
        if mark is not None and mark.lit:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.unsetCursor()
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        event.accept()  # the board behind would take it as "show this zoo"

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        mark = self.mark_at(event.position())
        if event.button() != Qt.MouseButton.LeftButton or mark is None:
            event.accept()
            return
        if mark.lit:
            self.chosen.emit(mark.choice)
        else:
            QToolTip.showText(event.globalPosition().toPoint(), mark.tip, self)
        event.accept()

    def event(self, event: QEvent) -> bool:
        if isinstance(event, QHelpEvent):
            mark = self.mark_at(QPointF(event.pos()))
            show_tip(self, event, mark.tip if mark is not None else "")
            return True
        return super().event(event)
