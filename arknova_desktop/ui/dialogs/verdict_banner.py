"""The head of the final scoring: who won, drawn as a celebration — a gold trophy, the winners'
pieces in their colours and shapes, a scatter of confetti — with the verdict in large type.

A game nobody won (a solo game lost or given up) gets the same banner without the trophy and
the confetti. The words are the caller's (scoring_dialog.py, through tr()); the widget's
accessible name and description are the same words.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from .. import theme
from ..pieces import player_marker, shape_path

HEIGHT = 132.0  # at zoom 1
TROPHY = 92.0
PIECE = 34.0
CONFETTI = 46  # pieces of confetti
CONFETTI_SEED = 25  # the same scatter every time: a celebration, not a random picture


def trophy_path(rect: QRectF) -> QPainterPath:
    """A cup with two handles on a stem and a stepped base, inside `rect`."""
    w, h = rect.width(), rect.height()
    x, y = rect.left(), rect.top()
    cup = QPainterPath()
    cup.moveTo(x + w * 0.2, y + h * 0.05)
    cup.lineTo(x + w * 0.8, y + h * 0.05)
    cup.cubicTo(
        QPointF(x + w * 0.8, y + h * 0.45),
        QPointF(x + w * 0.62, y + h * 0.58),
        QPointF(x + w * 0.54, y + h * 0.6),
    )
    cup.lineTo(x + w * 0.54, y + h * 0.76)
    cup.lineTo(x + w * 0.68, y + h * 0.8)
    cup.lineTo(x + w * 0.68, y + h * 0.86)
    cup.lineTo(x + w * 0.32, y + h * 0.86)
    cup.lineTo(x + w * 0.32, y + h * 0.8)
    cup.lineTo(x + w * 0.46, y + h * 0.76)
    cup.lineTo(x + w * 0.46, y + h * 0.6)
    cup.cubicTo(
        QPointF(x + w * 0.38, y + h * 0.58),
        QPointF(x + w * 0.2, y + h * 0.45),
        QPointF(x + w * 0.2, y + h * 0.05),
    )
    cup.closeSubpath()
    base = QPainterPath()
    base.addRoundedRect(QRectF(x + w * 0.24, y + h * 0.86, w * 0.52, h * 0.12), w * 0.03, w * 0.03)
    handles = QPainterPath()
    for side in (-1, 1):
        outer = QRectF(0, 0, w * 0.3, h * 0.34)
        outer.moveCenter(QPointF(x + w * (0.5 + side * 0.3), y + h * 0.24))
        inner = outer.adjusted(w * 0.06, h * 0.06, -w * 0.06, -h * 0.06)
        ring = QPainterPath()
        ring.addEllipse(outer)
        hole = QPainterPath()
        hole.addEllipse(inner)
        handles = handles.united(ring.subtracted(hole))
    return cup.united(base).united(handles)


class VerdictBanner(QWidget):
    """The verdict as a banner: `title` large, `lines` under it; `winners` (seats) are drawn as
    their pieces; `celebrate` adds the trophy and the confetti."""

    def __init__(
        self,
        title: str,
        lines: tuple[str, ...],
        winners: tuple[int, ...],
        celebrate: bool,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.title = title
        self.lines = lines
        self.winners = winners
        self.celebrate = celebrate
        self.setObjectName("verdict")
        self.setAccessibleName(title)
        self.setAccessibleDescription(" ".join(lines))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(theme.px(760), theme.px(HEIGHT))

    def minimumSizeHint(self) -> QSize:
        return QSize(theme.px(480), theme.px(HEIGHT))

    def paintEvent(self, _event: QPaintEvent) -> None:
        palette = theme.colors()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        shade = QLinearGradient(box.topLeft(), box.bottomLeft())
        lead = palette.player(self.winners[0]) if self.winners else QColor(palette.panel_line)
        shade.setColorAt(0.0, theme.blend(palette.panel, lead, 0.22))
        shade.setColorAt(1.0, palette.panel)
        painter.setPen(QPen(palette.gold if self.celebrate else palette.panel_line, 2.0))
        painter.setBrush(shade)
        painter.drawRoundedRect(box, theme.radius("panel"), theme.radius("panel"))
        if self.celebrate:
            self._confetti(painter, box)
        left = box.left() + theme.size(18)
        if self.celebrate:
            cup = QRectF(left, 0, theme.size(TROPHY) * 0.8, theme.size(TROPHY))
            cup.moveCenter(QPointF(cup.center().x(), box.center().y()))
            self._trophy(painter, cup)
            left = cup.right() + theme.size(14)
        side = theme.size(PIECE)
        for seat in self.winners:
            piece = QRectF(left, box.center().y() - side / 2, side, side)
            player_marker(painter, seat, piece)
            left = piece.right() + theme.size(8)
        text = QRectF(left + theme.size(10), box.top(), 0, box.height())
        text.setRight(box.right() - theme.size(18))
        self._words(painter, text)
        painter.end()

    def _trophy(self, painter: QPainter, rect: QRectF) -> None:
        palette = theme.colors()
        path = trophy_path(rect)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(palette.shadow)
        painter.drawPath(path.translated(theme.size(2), theme.size(3)))
        gold = QLinearGradient(rect.topLeft(), rect.topRight())
        gold.setColorAt(0.0, QColor(palette.gold).darker(115))
        gold.setColorAt(0.35, QColor(palette.gold).lighter(135))
        gold.setColorAt(1.0, QColor(palette.gold).darker(125))
        painter.setPen(QPen(palette.gold_ink, theme.line("thin")))
        painter.setBrush(gold)
        painter.drawPath(path)

    def _confetti(self, painter: QPainter, box: QRectF) -> None:
        """Small pieces in every player's colour and shape, scattered over the banner."""
        palette = theme.colors()
        scatter = random.Random(CONFETTI_SEED)
        painter.save()
        painter.setClipRect(box)
        painter.setPen(Qt.PenStyle.NoPen)
        for index in range(CONFETTI):
            side = theme.size(scatter.uniform(4.0, 8.0))
            x = box.left() + scatter.random() * box.width()
            y = box.top() + scatter.random() * box.height()
            color = palette.player(index % len(palette.players))
            color.setAlpha(110)
            painter.setBrush(color)
            painter.save()
            painter.translate(x, y)
            painter.rotate(scatter.uniform(0, 90))
            shape = theme.PLAYER_SHAPES[index % len(theme.PLAYER_SHAPES)]
            painter.drawPath(shape_path(shape, QRectF(-side / 2, -side / 2, side, side)))
            painter.restore()
        painter.restore()

    def _words(self, painter: QPainter, box: QRectF) -> None:
        palette = theme.colors()
        title_font = theme.font("display", bold=True)
        metrics = QFontMetricsF(title_font)
        body = theme.font("body")
        body_metrics = QFontMetricsF(body)
        flags = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
        heights = [
            body_metrics.boundingRect(QRectF(0, 0, box.width(), 1000), flags, line).height()
            for line in self.lines
        ]
        total = metrics.height() + sum(heights) + theme.size(4) * len(self.lines)
        y = box.center().y() - total / 2
        painter.setFont(title_font)
        painter.setPen(palette.text)
        title = metrics.elidedText(self.title, Qt.TextElideMode.ElideRight, box.width())
        painter.drawText(QRectF(box.left(), y, box.width(), metrics.height()), title)
        y += metrics.height() + theme.size(4)
        painter.setFont(body)
        painter.setPen(palette.text)
        for line, height in zip(self.lines, heights, strict=True):
            painter.drawText(QRectF(box.left(), y, box.width(), height), flags, line)
            y += height + theme.size(4)
