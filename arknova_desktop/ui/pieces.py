"""The table's pieces, drawn by us: one function per piece, so the same piece looks the same on
the tracks, the player boards, the association board, the action cards and the map.

Each draws into a rectangle of the caller's painter, with the current theme's colours; none keeps
state. A piece is lifted off the table by a soft shadow under it and lit by a highlight on top,
which is what tells a piece from a printed square.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF

from . import theme
from .theme import PLAYER_SHAPES


def shape_of(seat: int) -> str:
    return PLAYER_SHAPES[seat % len(PLAYER_SHAPES)] if seat >= 0 else "circle"


def shape_path(shape: str, rect: QRectF) -> QPainterPath:
    """`circle`, `square`, `triangle` or `diamond` inside `rect`."""
    path = QPainterPath()
    if shape == "circle":
        path.addEllipse(rect)
    elif shape == "square":
        path.addRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), rect.width() / 8, rect.width() / 8)
    elif shape == "triangle":
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(rect.center().x(), rect.top() - 0.5),
                    QPointF(rect.right() + 1, rect.bottom()),
                    QPointF(rect.left() - 1, rect.bottom()),
                ]
            )
        )
        path.closeSubpath()
    else:
        c = rect.center()
        r = rect.width() / 2 + 0.8
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(c.x(), c.y() - r),
                    QPointF(c.x() + r, c.y()),
                    QPointF(c.x(), c.y() + r),
                    QPointF(c.x() - r, c.y()),
                ]
            )
        )
        path.closeSubpath()
    return path


def marker_path(seat: int, rect: QRectF) -> QPainterPath:
    """The seat's marker shape inside `rect` (nobody's seat, -1, is a circle)."""
    return shape_path(shape_of(seat), rect)


def _lit(color: QColor, rect: QRectF) -> QBrush:
    """A piece's fill: lighter at the top, the colour itself at the bottom."""
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    gradient.setColorAt(0.0, QColor(color).lighter(135))
    gradient.setColorAt(0.55, color)
    gradient.setColorAt(1.0, QColor(color).darker(112))
    return QBrush(gradient)


def _shadow(painter: QPainter, path: QPainterPath, rect: QRectF) -> None:
    offset = max(1.0, rect.height() / 10)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.colors().shadow)
    painter.drawPath(path.translated(offset * 0.4, offset))


def player_marker(painter: QPainter, seat: int, rect: QRectF, hollow: bool = False) -> None:
    """A seat's marker on a track: a piece of its shape in its colour; hollow (the seat's
    target flag) with a thick outline of its colour."""
    palette = theme.colors()
    color = palette.player(seat)
    path = marker_path(seat, rect)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if hollow:
        painter.setPen(QPen(color, theme.line("thin") + 0.5))
        painter.setBrush(palette.paper)
        painter.drawPath(path)
    else:
        _shadow(painter, path, rect)
        painter.setPen(QPen(QColor(color).darker(160), theme.line("hair")))
        painter.setBrush(_lit(color, rect))
        painter.drawPath(path)
    painter.restore()


def player_token(painter: QPainter, seat: int, rect: QRectF) -> None:
    """A seat's round token (on a project, a partner zoo, a university, a task): a disc of its
    colour with its shape pressed into it in white, so it reads without the colour too."""
    palette = theme.colors()
    color = palette.player(seat)
    disc = QPainterPath()
    disc.addEllipse(rect)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _shadow(painter, disc, rect)
    painter.setPen(QPen(QColor(color).darker(160), theme.line("hair")))
    painter.setBrush(_lit(color, rect))
    painter.drawPath(disc)
    inner = QRectF(0, 0, rect.width() * 0.46, rect.height() * 0.46)
    inner.moveCenter(rect.center())
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(palette.text_on_accent)
    painter.drawPath(marker_path(seat, inner))
    painter.restore()


def worker(painter: QPainter, seat: int, rect: QRectF) -> None:
    """An association worker: a little figure (head and shoulders) of the seat's colour."""
    palette = theme.colors()
    color = palette.player(seat)
    w, h = rect.width(), rect.height()
    figure = QPainterPath()
    head = QRectF(0, 0, w * 0.42, h * 0.42)
    head.moveCenter(QPointF(rect.center().x(), rect.top() + h * 0.24))
    figure.addEllipse(head)
    body = QPainterPath()
    body.moveTo(rect.left() + w * 0.12, rect.bottom())
    body.cubicTo(
        QPointF(rect.left() + w * 0.1, rect.top() + h * 0.45),
        QPointF(rect.right() - w * 0.1, rect.top() + h * 0.45),
        QPointF(rect.right() - w * 0.12, rect.bottom()),
    )
    body.closeSubpath()
    figure = figure.united(body)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _shadow(painter, figure, rect)
    painter.setPen(QPen(QColor(color).darker(160), theme.line("hair")))
    painter.setBrush(_lit(color, rect))
    painter.drawPath(figure)
    painter.restore()


def x_token(painter: QPainter, rect: QRectF, dim: bool = False) -> None:
    """An X-token: a dark round token with a light X; `dim` for one not yet there (a slot)."""
    palette = theme.colors()
    disc = QPainterPath()
    disc.addEllipse(rect)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if dim:
        pen = QPen(palette.ink_soft, theme.line("hair"), Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(disc)
        painter.restore()
        return
    _shadow(painter, disc, rect)
    painter.setPen(QPen(palette.gold, theme.line("hair")))
    painter.setBrush(_lit(palette.card_back, rect))
    painter.drawPath(disc)
    inset = rect.width() * 0.3
    pen = QPen(
        palette.gold, max(1.2, rect.width() / 7), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap
    )
    painter.setPen(pen)
    painter.drawLine(
        rect.topLeft() + QPointF(inset, inset), rect.bottomRight() - QPointF(inset, inset)
    )
    painter.drawLine(
        QPointF(rect.right() - inset, rect.top() + inset),
        QPointF(rect.left() + inset, rect.bottom() - inset),
    )
    painter.restore()


def coin(painter: QPainter, rect: QRectF) -> None:
    """A money coin (the amount is written beside or over it by the caller)."""
    palette = theme.colors()
    disc = QPainterPath()
    disc.addEllipse(rect)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _shadow(painter, disc, rect)
    painter.setPen(QPen(palette.gold_ink, theme.line("hair")))
    painter.setBrush(_lit(palette.gold, rect))
    painter.drawPath(disc)
    painter.restore()
