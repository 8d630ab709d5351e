"""A zoo map as a small picture (the start screen's map choice), drawn from the map's own data:
its spaces (build, Build II, rock, water), its placement-bonus spaces and the buildings it starts
with, in the theme's paper colours.

The pictures are cached by map, size, theme variant and device pixel ratio: the start screen
draws each map once, however often it is repainted or the choice changes.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap

from ...engine import BUILDING_TYPES, Cell, ZooMap, load_map
from .. import theme

BONUS_SHARE = 0.42  # parts of a cell: a bonus space's coin
STONE_SHARE = 0.5  # parts of a cell: a rock space's stone
BORDER = 1.5  # the map's frame, in pixels of the picture

_cache: dict[tuple[str, int, int, float], QPixmap] = {}


def picture_size(map_id: str, width: int) -> QSize:
    """The picture's size at `width`: as tall as the map's grid asks."""
    zmap = load_map(map_id)
    return QSize(width, round(width * zmap.height / zmap.width))


def map_picture(map_id: str, width: int, ratio: float = 1.0) -> QPixmap:
    """The map `map_id` drawn `width` pixels wide (its height follows the grid), for a screen of
    device pixel ratio `ratio`; cached."""
    key = (map_id, width, theme.generation(), ratio)
    found = _cache.get(key)
    if found is not None:
        return found
    size = picture_size(map_id, width)
    pixmap = QPixmap(round(size.width() * ratio), round(size.height() * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_map(painter, load_map(map_id), QRectF(0, 0, size.width(), size.height()))
    painter.end()
    _cache[key] = pixmap
    return pixmap


def paint_map(painter: QPainter, zmap: ZooMap, rect: QRectF) -> None:
    """The whole map fitted into `rect`: every space, the bonus spaces, the starting buildings."""
    palette = theme.colors()
    cell = min(rect.width() / zmap.width, rect.height() / zmap.height)
    origin = QPointF(
        rect.left() + (rect.width() - cell * zmap.width) / 2,
        rect.top() + (rect.height() - cell * zmap.height) / 2,
    )

    def box(where: Cell, share: float) -> QRectF:
        inset = cell * (1 - share) / 2
        return QRectF(
            origin.x() + where.col * cell + inset,
            origin.y() + where.row * cell + inset,
            cell * share,
            cell * share,
        )

    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    for row in range(zmap.height):
        for col in range(zmap.width):
            where = Cell(col, row)
            kind = zmap.terrain_at(where)
            painter.setBrush(palette.terrain.get(kind, palette.terrain["build"]))
            painter.drawRect(box(where, 1.0))
    _paint_marks(painter, zmap, box)
    for start in zmap.starting_buildings:
        kind = BUILDING_TYPES[start.building].kind
        fill = QColor(palette.building.get(kind, palette.building["unique"]))
        painter.setPen(QPen(fill.darker(170), max(1.0, cell / 12)))
        painter.setBrush(fill)
        shape = QPainterPath()
        for where in start.cells:
            shape.addRect(box(where, 0.92))
        painter.drawPath(shape.simplified())
    painter.setPen(QPen(palette.grid_line, max(0.5, cell / 30)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for col in range(1, zmap.width):
        x = origin.x() + col * cell
        painter.drawLine(QPointF(x, origin.y()), QPointF(x, origin.y() + zmap.height * cell))
    for row in range(1, zmap.height):
        y = origin.y() + row * cell
        painter.drawLine(QPointF(origin.x(), y), QPointF(origin.x() + zmap.width * cell, y))
    painter.setPen(QPen(palette.ink, BORDER))
    painter.drawRect(QRectF(origin.x(), origin.y(), zmap.width * cell, zmap.height * cell))
    painter.restore()


def _paint_marks(painter: QPainter, zmap: ZooMap, box: Callable[[Cell, float], QRectF]) -> None:
    """Rock spaces read by a stone, water by a wave, bonus spaces by a gold coin (so the picture
    does not rest on colour alone)."""
    palette = theme.colors()
    for where in zmap.rock_cells:
        stone = box(where, STONE_SHARE)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(palette.terrain_line["rock"])
        painter.drawEllipse(stone)
    wave = QPen(palette.terrain_line["water"], 1.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    for where in zmap.water_cells:
        space = box(where, 0.7)
        path = QPainterPath(QPointF(space.left(), space.center().y()))
        third = space.width() / 3
        path.cubicTo(
            QPointF(space.left() + third, space.top() + space.height() * 0.25),
            QPointF(space.left() + 2 * third, space.bottom() - space.height() * 0.25),
            QPointF(space.right(), space.center().y()),
        )
        painter.setPen(wave)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
    for bonus in zmap.bonuses:
        coin = box(bonus.cell, BONUS_SHARE)
        painter.setPen(QPen(palette.gold_ink, 1.0))
        painter.setBrush(palette.gold)
        painter.drawEllipse(coin)
