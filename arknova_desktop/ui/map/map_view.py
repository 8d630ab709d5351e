"""A player's zoo map on a square grid (QGraphicsScene), with building placement.

The scene draws terrain, placement bonuses, map features, buildings and the animals in them. It
never changes the game: when a placement or an enclosure is chosen it emits `choice_made` with
one of the open decision's options; anything else snaps back with the reason in `refused`.

Placing a building: pick it in the palette (click, or drag it onto the map). While carried, the
legal positions light up and a shadow snaps to the grid under the mouse; R, the mouse wheel or a
right click turns it, M (or Shift+wheel) mirrors it, a click (or the drop) places it, Esc drops
it. With the keyboard (map_keys.MapCursor): the arrows move a focus mark over the cells (the
carried building's shadow with it), Enter builds there or picks the enclosure under the mark.

Labels: every text on the map stays inside its own building (in a rectangle made only of the
building's cells) or its own free cell, so no two ever overlap. Each is fitted there (word-wrapped,
smaller down to MIN_PX, then a shorter form, then cut with an ellipsis); the tooltip always has
the full words. The view fits the whole map (no scroll bars) and changes its scale only when it
is resized.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Iterable, Sequence
from functools import cache
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPixmapCache,
    QPolygonF,
    QResizeEvent,
    QTextDocument,
    QTextOption,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsLineItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsTextItem,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine import (
    BUILD,
    BUILDING_TYPES,
    Cell,
    Choice,
    Decision,
    PlaceAnimal,
    PlaceBuilding,
    PlayerView,
    Shape,
    ZooMap,
    load_map,
    placement_problem,
    rotations_and_reflections,
)
from ...session import GameSession
from .. import theme
from ..focus import from_keys
from ..icons import paint_icon
from ..motion import SLOW, motion
from ..words.common import arg
from ..words.names import card_title, unique_building_name
from .map_keys import MapCursor

CELL = 44
MIN_VIEW = (300, 210)  # the view's smallest size at zoom 1 (large text takes height elsewhere)
# Large text on a small window: the map (a picture, no words) may give up to this share of its
# least height, so the hand below keeps readable cards (MainWindow.hand_first).
MAP_GIVES = 0.2
MIME_BUILDING = "application/x-arknova-building"
CONTEXT = "ZooMapScene"

# Label sizes in scene pixels; the view shows the map at about 1:1 in a 1280×800 window, so
# MIN_PX is the smallest text a player reads there.
MIN_PX = 9
NAME_PX = 12
BONUS_PX = 11
PAD = 2.0  # keeps text clear of the building outlines
MARK_HEIGHT = 12.0  # the top strip of a Build II cell that holds its "II"
FULL_TEXT = 0  # item data key: the label's words in full (its text may be shortened)
# "New since your last turn" (the palette's `new_mark`, a colour no building, terrain or placement
# light uses) is drawn over the buildings' fill (z 3) but under their outlines (z 4) and the
# labels (z 6).
LIT_Z = 5.5  # lit places: over the building outlines (5), under the labels (6)
NEW_Z = 3.5
NEW_INSET = 4.5  # the mark's line runs this far inside the cells' edges, clear of the outline
# Drawn terrain and tiles, in scene pixels (the view scales the whole scene to fit).
BUILD_GROUND = "build"
GRID_LINE = 0.75  # the fine grid between spaces
GRAVEL = 0.3  # how far a rock space's ground goes from the build colour to the rock colour
STONE_LINE = 1.0
WAVE_LINE = 1.6
QUIET_STONES = 0.45  # opacity of the stones on a rock space with words on it
TILE_INSET = 0.035  # parts of a cell: the seam along a tile's outer edges
OUTLINE_WIDTH = 2.0 / CELL  # parts of a cell: 2 px on the map
OUTLINE_DARKER = 175  # percent: the edge is the tile's colour, darker
TILE_LIGHTER = 114  # percent: the lit top of a tile
TILE_DARKER = 108  # percent: its foot
ICON_SHARE = 0.5  # parts of a cell: the type icon's side in a cell of its own
ICON_CORNER = 14.0  # the icon's side in a tile's corner, when the label takes every cell
DIM_ICON = 0.45  # opacity of a greyed tile's icon and edge
DIM_GREY = 0.45  # how far a greyed tile's grey goes towards the panel's colour
TYPE_ICONS = frozenset({"kiosk", "pavilion", "petting_zoo", "reptile_house", "large_bird_aviary"})
# The drop of a new building: it starts this much larger, lifted and faded, and settles.
DROP_SCALE = 1.12
DROP_LIFT = 6.0  # scene pixels up
DROP_OPACITY = 0.55
GHOST_Z = 8.0
GHOST_OPACITY = 0.8
GHOST_TINT = 80  # alpha of the green or red over the carried tile
# Marks that say a state without colour (tests/test_colour_vision.py): a lit frame is edged with
# ink on both sides, so it shows on any ground under any colour vision; a cell the carried
# building cannot go on is crossed out, not only tinted red.
MARK_KIND = 0  # the item data key the marks are found by
FRAME_EDGE = "frame edge"
CROSS_MARK = "cross"
LIT_LINE = 3.0
LIT_EDGE = 1.0  # ink on each side of the lit line
CROSS_INSET = 0.22  # parts of a cell: the cross keeps clear of the cell's edges


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Qt's marker, typed: `lupdate` finds the texts by this name; they are translated where
    they are shown."""
    return text


# Words on the map for placement bonuses and map features: the full words first, then shorter
# forms for cells with less room (the tooltip always has the full words).
BONUS_WORDS: dict[str, tuple[str, ...]] = {
    "money_2": (QT_TRANSLATE_NOOP("ZooMapScene", "2 money"),),
    "money_5": (QT_TRANSLATE_NOOP("ZooMapScene", "5 money"),),
    "money_10": (QT_TRANSLATE_NOOP("ZooMapScene", "10 money"),),
    "x_token": (QT_TRANSLATE_NOOP("ZooMapScene", "X-token"),),
    "reputation_1": (
        QT_TRANSLATE_NOOP("ZooMapScene", "1 reputation"),
        QT_TRANSLATE_NOOP("ZooMapScene", "1 rep."),
    ),
    "reputation_2": (
        QT_TRANSLATE_NOOP("ZooMapScene", "2 reputation"),
        QT_TRANSLATE_NOOP("ZooMapScene", "2 rep."),
    ),
    "card": (QT_TRANSLATE_NOOP("ZooMapScene", "Card"),),
    "clever": (QT_TRANSLATE_NOOP("ZooMapScene", "Clever"),),
    "worker": (QT_TRANSLATE_NOOP("ZooMapScene", "Worker"),),
    "sponsor": (QT_TRANSLATE_NOOP("ZooMapScene", "Sponsor"),),
    "multiplier": (
        QT_TRANSLATE_NOOP("ZooMapScene", "Multiplier"),
        QT_TRANSLATE_NOOP("ZooMapScene", "Multi."),
    ),
    "rescue": (QT_TRANSLATE_NOOP("ZooMapScene", "Rescue"),),
}
BONUS_TIPS: dict[str, str] = {
    "money_2": QT_TRANSLATE_NOOP("ZooMapScene", "2 money"),
    "money_5": QT_TRANSLATE_NOOP("ZooMapScene", "5 money"),
    "money_10": QT_TRANSLATE_NOOP("ZooMapScene", "10 money"),
    "x_token": QT_TRANSLATE_NOOP("ZooMapScene", "1 X-token"),
    "reputation_1": QT_TRANSLATE_NOOP("ZooMapScene", "1 reputation"),
    "reputation_2": QT_TRANSLATE_NOOP("ZooMapScene", "2 reputation"),
    "card": QT_TRANSLATE_NOOP(
        "ZooMapScene", "take a card from the deck or within reputation range"
    ),
    "clever": QT_TRANSLATE_NOOP(
        "ZooMapScene", "Clever: after the action, put any action card into slot 1"
    ),
    "worker": QT_TRANSLATE_NOOP("ZooMapScene", "hire an association worker"),
    "sponsor": QT_TRANSLATE_NOOP("ZooMapScene", "play a sponsor card by paying its level"),
    "multiplier": QT_TRANSLATE_NOOP("ZooMapScene", "place a Multiplier token on an action card"),
    "rescue": QT_TRANSLATE_NOOP(
        "ZooMapScene", "Digging 1; an animal discarded may slide under the map (Rescue Station)"
    ),
}
FEATURE_TIPS: dict[str, str] = {
    "tower": QT_TRANSLATE_NOOP(
        "ZooMapScene",
        "Observation Tower: +2 appeal when a standard enclosure next to it is occupied",
    ),
    "outdoor_area": QT_TRANSLATE_NOOP(
        "ZooMapScene", "Outdoor area: a standard enclosure next to it counts 2 sizes larger"
    ),
    "harbor": QT_TRANSLATE_NOOP(
        "ZooMapScene",
        "Commercial Harbor: once connected, sell 1 hand card for 3 money once per turn",
    ),
    "restaurant": QT_TRANSLATE_NOOP(
        "ZooMapScene", "Park Restaurant: 1 money per covered space next to it in each break"
    ),
    "research_institute": QT_TRANSLATE_NOOP(
        "ZooMapScene", "Research Institute: once connected, animals may ignore 1 condition"
    ),
    "kiosk_icon": QT_TRANSLATE_NOOP(
        "ZooMapScene", "Ice cream: with all of these covered, +1 money per kiosk in each break"
    ),
    "hollywood": QT_TRANSLATE_NOOP(
        "ZooMapScene", "Hollywood Hills: covering it reveals cards until a sponsor (taken)"
    ),
}
FEATURE_WORDS: dict[str, tuple[str, ...]] = {
    "tower": (
        QT_TRANSLATE_NOOP("ZooMapScene", "Observation Tower"),
        QT_TRANSLATE_NOOP("ZooMapScene", "Tower"),
    ),
    "outdoor_area": (
        QT_TRANSLATE_NOOP("ZooMapScene", "Outdoor area"),
        QT_TRANSLATE_NOOP("ZooMapScene", "Outdoor"),
    ),
    "harbor": (QT_TRANSLATE_NOOP("ZooMapScene", "Harbor"),),
    "restaurant": (
        QT_TRANSLATE_NOOP("ZooMapScene", "Restaurant"),
        QT_TRANSLATE_NOOP("ZooMapScene", "Restau\u00adrant"),  # a soft hyphen: may break there
    ),
    "research_institute": (
        QT_TRANSLATE_NOOP("ZooMapScene", "Research Institute"),
        QT_TRANSLATE_NOOP("ZooMapScene", "Institute"),
        QT_TRANSLATE_NOOP("ZooMapScene", "Inst."),
    ),
    "kiosk_icon": (QT_TRANSLATE_NOOP("ZooMapScene", "Ice cream"),),
    "hollywood": (
        QT_TRANSLATE_NOOP("ZooMapScene", "Hollywood Hills"),
        QT_TRANSLATE_NOOP("ZooMapScene", "Holly\u00adwood Hills"),
        QT_TRANSLATE_NOOP("ZooMapScene", "Hollywood"),
    ),
}
# Base buildings by their names: in full, then shorter (%1: an enclosure's size).
BUILDING_WORDS: dict[str, tuple[str, ...]] = {
    "enclosure": (
        QT_TRANSLATE_NOOP("ZooMapScene", "Size-%1 enclosure"),
        QT_TRANSLATE_NOOP("ZooMapScene", "Enclosure %1"),
        QT_TRANSLATE_NOOP("ZooMapScene", "Encl. %1"),
    ),
    "kiosk": (QT_TRANSLATE_NOOP("ZooMapScene", "Kiosk"),),
    "pavilion": (
        QT_TRANSLATE_NOOP("ZooMapScene", "Pavilion"),
        QT_TRANSLATE_NOOP("ZooMapScene", "Pav."),
    ),
    "petting_zoo": (
        QT_TRANSLATE_NOOP("ZooMapScene", "Petting Zoo"),
        QT_TRANSLATE_NOOP("ZooMapScene", "Petting"),
        QT_TRANSLATE_NOOP("ZooMapScene", "Pet. Zoo"),
    ),
    "reptile_house": (
        QT_TRANSLATE_NOOP("ZooMapScene", "Reptile House"),
        QT_TRANSLATE_NOOP("ZooMapScene", "Reptiles"),
    ),
    "large_bird_aviary": (
        QT_TRANSLATE_NOOP("ZooMapScene", "Large Bird Aviary"),
        QT_TRANSLATE_NOOP("ZooMapScene", "Aviary"),
    ),
}


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def trn(text: str, n: int) -> str:
    return QCoreApplication.translate(CONTEXT, text, None, n)


def cell_rect(cell: Cell) -> QRectF:
    return QRectF(cell.col * CELL, cell.row * CELL, CELL, CELL)


def orientations(building: str) -> tuple[Shape, ...]:
    return rotations_and_reflections(BUILDING_TYPES[building].shape)


# -- fitting labels ---------------------------------------------------------------------------
def label_font(px: int, bold: bool = False) -> QFont:
    font = QFont(theme.FONT_FAMILY)
    font.setPixelSize(px)
    # The condensed face (where the family has one) fits animal names in one-cell enclosures.
    font.setStretch(QFont.Stretch.SemiCondensed)
    if bold:
        font.setWeight(QFont.Weight.Bold)
    return font


def _text_option(align: Qt.AlignmentFlag) -> QTextOption:
    option = QTextOption(align)
    option.setWrapMode(QTextOption.WrapMode.WordWrap)  # never inside a word: those shorten
    return option


def _setup_document(
    doc: QTextDocument, text: str, px: int, bold: bool, width: float, align: Qt.AlignmentFlag
) -> None:
    doc.setDocumentMargin(0)
    doc.setDefaultFont(label_font(px, bold))
    doc.setDefaultTextOption(_text_option(align))
    doc.setPlainText(text)
    doc.setTextWidth(width)


class Fit(NamedTuple):
    text: str
    px: int
    rank: int  # index of the candidate used; len(candidates) when cut with an ellipsis
    bold: bool
    lines: int = 1  # lines of the text as laid out (fewer read better)


# Where a label may go to a new line: after a space, a hyphen or a soft hyphen (Qt's word wrap
# may also break at other punctuation, such as "/"; such a break counts as inside a word).
BREAK_AFTER = frozenset(" -\u00ad\u2010\u2011\u2013")


def laid_out_lines(doc: QTextDocument) -> list[str]:
    """The lines of a laid-out document, as shown (block by block, then line by line)."""
    lines: list[str] = []
    doc.size()  # lays the document out
    block = doc.begin()
    while block.isValid():
        layout = block.layout()
        text = block.text()
        for i in range(layout.lineCount()):
            line = layout.lineAt(i)
            lines.append(text[line.textStart() : line.textStart() + line.textLength()])
        block = block.next()
    return lines


def breaks_inside_word(doc: QTextDocument) -> bool:
    """True when a wrapped line of the document ends inside a word (a break that is neither a
    new line of the text itself nor after a space, hyphen or soft hyphen)."""
    doc.size()  # lays the document out
    block = doc.begin()
    while block.isValid():
        layout = block.layout()
        text = block.text()
        for i in range(layout.lineCount() - 1):
            line = layout.lineAt(i)
            end = line.textStart() + line.textLength()
            if end <= 0 or end >= len(text):
                continue
            if text[end - 1] not in BREAK_AFTER and text[end] != " ":
                return True
        block = block.next()
    return False


def _fits(doc: QTextDocument, width: float, height: float) -> bool:
    """The laid-out text stays in width×height and breaks its lines only between words."""
    if doc.idealWidth() > width + 0.01 or doc.size().height() > height + 0.01:
        return False
    return not breaks_inside_word(doc)


@cache
def fit_label(candidates: tuple[str, ...], width: float, height: float, bold: bool, px: int) -> Fit:
    """The first candidate that fits a width×height box at the largest size from `px` down to
    MIN_PX, word-wrapped (bold labels may drop to the regular weight before a shorter form);
    else the last one cut to fit with an ellipsis, at MIN_PX. Cached: a redraw asks the same
    questions again and again."""
    doc = QTextDocument()
    align = Qt.AlignmentFlag.AlignHCenter
    for rank, text in enumerate(candidates):
        for weight in (True, False) if bold else (False,):
            for size in range(px, MIN_PX - 1, -1):
                _setup_document(doc, text, size, weight, width, align)
                if _fits(doc, width, height):
                    return Fit(text, size, rank, weight, len(laid_out_lines(doc)))
    metrics = QFontMetricsF(label_font(MIN_PX, False))
    lines = max(1, int(height // metrics.lineSpacing()))
    # Whole words only (a soft hyphen shows nothing on one line): a word too wide for the
    # line is elided, never broken.
    words = candidates[-1].replace("\u00ad", "").replace("\n", " ").split()
    room = width - 1
    shown: list[str] = []
    while words and len(shown) < lines:
        # Fill each line with whole words; the last line takes the rest, elided.
        line = words.pop(0)
        while words and metrics.horizontalAdvance(line + " " + words[0]) <= room:
            line += " " + words.pop(0)
        if len(shown) == lines - 1 and words:
            line += " " + " ".join(words)
            words = []
        shown.append(metrics.elidedText(line, Qt.TextElideMode.ElideRight, room))
    return Fit("\n".join(shown), MIN_PX, len(candidates), False, len(shown))


def abbreviations(name: str) -> list[str]:
    """Shorter forms of a name of several words, keeping its last word (the kind of animal):
    "Scarlet Macaw" -> "Sc. Macaw", "S. Macaw"; then the first words kept: "Scarlet M."."""
    words = name.split()
    if len(words) < 2:
        return []
    head, last = words[:-1], words[-1]
    found = [
        " ".join([w[:2] + "." if len(w) > 3 else w for w in head] + [last]),
        " ".join([w[0] + "." for w in head] + [last]),
        " ".join(head) + " " + last[0] + ".",
    ]
    return list(dict.fromkeys(f for f in found if f != name))


def rectangles_in(cells: Iterable[Cell]) -> list[QRectF]:
    """Every axis-aligned rectangle made only of these cells (a label must stay on its own
    building, and an L-shaped building's bounding box covers other cells)."""
    cell_set = set(cells)
    found: list[QRectF] = []
    for first in sorted(cell_set):
        for last in sorted(cell_set):
            if last.col < first.col or last.row < first.row:
                continue
            inside = all(
                Cell(c, r) in cell_set
                for c in range(first.col, last.col + 1)
                for r in range(first.row, last.row + 1)
            )
            if inside:
                found.append(
                    QRectF(
                        first.col * CELL,
                        first.row * CELL,
                        (last.col - first.col + 1) * CELL,
                        (last.row - first.row + 1) * CELL,
                    )
                )
    return found


# -- drawn terrain ------------------------------------------------------------------------------
# Rock and water read by their shapes, not only their colours: a few flat faceted stones on rock,
# calm wave strokes on water; a build space is plain, inside a fine grid. Shapes are in parts of
# a cell (0..1), so they scale with it.
_STONES: tuple[tuple[tuple[float, float], ...], ...] = (
    ((0.10, 0.55), (0.22, 0.32), (0.45, 0.28), (0.55, 0.50), (0.42, 0.72), (0.18, 0.72)),
    ((0.52, 0.22), (0.70, 0.12), (0.88, 0.24), (0.90, 0.46), (0.70, 0.52), (0.55, 0.42)),
    ((0.52, 0.78), (0.62, 0.60), (0.82, 0.58), (0.92, 0.76), (0.80, 0.90), (0.60, 0.90)),
)
_WAVE_ROWS = (0.28, 0.56, 0.82)  # the strokes' heights in a water cell
_QUIET_WAVE_ROWS = (0.14, 0.9)  # the same, round the words on a water cell
_WAVE_SPAN = (0.08, 0.92)  # where each stroke starts and ends along the cell


def stone_polygons(rect: QRectF, seed: int) -> list[tuple[QPolygonF, QPolygonF]]:
    """The stones of a rock cell: each its outline and its shaded facet (the centre and the
    corners below it). `seed` turns the layout, so a field of rock repeats no one pattern."""
    found = []
    for index, stone in enumerate(_STONES):
        points = list(stone)
        for _ in range((seed + index) % 4):  # a quarter turn about the cell's centre
            points = [(1.0 - y, x) for x, y in points]
        corners = [
            QPointF(rect.left() + x * rect.width(), rect.top() + y * rect.height())
            for x, y in points
        ]
        centre = QPointF(
            sum(p.x() for p in corners) / len(corners), sum(p.y() for p in corners) / len(corners)
        )
        below = [p.y() > centre.y() for p in corners]
        # A convex stone's lower corners run in one chain: from where it starts, round.
        first = next((i for i in range(len(corners)) if below[i] and not below[i - 1]), 0)
        chain = []
        for step in range(len(corners)):
            i = (first + step) % len(corners)
            if not below[i]:
                break
            chain.append(corners[i])
        found.append((QPolygonF(corners), QPolygonF([centre, *chain])))
    return found


def wave_paths(rect: QRectF, quiet: bool = False) -> list[QPainterPath]:
    """The calm waves of a water cell: one gentle S-stroke per row; `quiet` (the cell has
    words on it) keeps them to its top and bottom."""
    paths = []
    width, height = rect.width(), rect.height()
    amplitude = height * 0.06
    for row in _QUIET_WAVE_ROWS if quiet else _WAVE_ROWS:
        y = rect.top() + row * height
        start = rect.left() + _WAVE_SPAN[0] * width
        end = rect.left() + _WAVE_SPAN[1] * width
        third = (end - start) / 3
        path = QPainterPath(QPointF(start, y))
        path.cubicTo(
            QPointF(start + third, y - 2 * amplitude),
            QPointF(start + 2 * third, y + 2 * amplitude),
            QPointF(end, y),
        )
        paths.append(path)
    return paths


def paint_terrain(
    painter: QPainter, rect: QRectF, kind: str, seed: int = 0, quiet: bool = False
) -> None:
    """One space of the map: its ground, its stones or waves, and the fine grid line round it.
    `quiet`: the space has words on it; its stones are paler and its waves keep clear."""
    palette = theme.colors()
    ground = palette.terrain.get(kind, palette.terrain[BUILD_GROUND])
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    if kind == "rock":
        # A pale gravel ground under the stones keeps them apart from a plain grey square.
        painter.setBrush(theme.blend(palette.terrain[BUILD_GROUND], ground, GRAVEL))
        painter.drawRect(rect)
        line = palette.terrain_line["rock"]
        if quiet:
            painter.setOpacity(painter.opacity() * QUIET_STONES)
        for stone, facet in stone_polygons(rect, seed):
            painter.setPen(
                QPen(
                    line,
                    STONE_LINE,
                    Qt.PenStyle.SolidLine,
                    Qt.PenCapStyle.RoundCap,
                    Qt.PenJoinStyle.RoundJoin,
                )
            )
            painter.setBrush(ground)
            painter.drawPolygon(stone)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(line)
            painter.drawPolygon(facet)
    else:
        painter.setBrush(ground)
        painter.drawRect(rect)
        if kind == "water":
            pen = QPen(
                palette.terrain_line["water"],
                WAVE_LINE,
                Qt.PenStyle.SolidLine,
                Qt.PenCapStyle.RoundCap,
            )
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for wave in wave_paths(rect, quiet):
                painter.drawPath(wave)
    painter.setPen(QPen(palette.grid_line, GRID_LINE))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(rect)
    painter.restore()


class TerrainItem(QGraphicsItem):
    """A space of the map (drawn at paint time, so it follows the light or dark variant)."""

    def __init__(self, cell: Cell, kind: str, quiet: bool = False) -> None:
        super().__init__()
        self.cell = cell
        self.kind = kind
        self.quiet = quiet
        self.rect = cell_rect(cell)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-GRID_LINE, -GRID_LINE, GRID_LINE, GRID_LINE)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        seed = self.cell.col * 3 + self.cell.row * 5
        transform = painter.worldTransform()
        scale = math.hypot(transform.m11(), transform.m12())
        if painter.device() is None or scale <= 0 or transform.isRotating():
            paint_terrain(painter, self.rect, self.kind, seed, self.quiet)
            return
        # The map is redrawn after every choice: each space is drawn once per look and scale
        # and kept (stones and waves cost more than a picture of them).
        ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        bound = self.boundingRect()
        side = max(1, math.ceil(bound.width() * scale * ratio))
        key = f"terrain:{self.kind}:{seed}:{self.quiet}:{side}:{theme.generation()}"
        picture = QPixmap()
        if not QPixmapCache.find(key, picture):
            picture = QPixmap(side, side)
            picture.fill(Qt.GlobalColor.transparent)
            cache = QPainter(picture)
            cache.scale(side / bound.width(), side / bound.height())
            cache.translate(-bound.topLeft())
            paint_terrain(cache, self.rect, self.kind, seed, self.quiet)
            cache.end()
            QPixmapCache.insert(key, picture)
        painter.drawPixmap(bound, picture, QRectF(picture.rect()))


# -- buildings as tiles -------------------------------------------------------------------------
def building_icon(building: str) -> str:
    """The type icon a building's tile carries."""
    kind = BUILDING_TYPES[building].kind
    if kind == "standard_enclosure":
        return "enclosure"
    if building in TYPE_ICONS:
        return building
    return "unique_building"


def building_fill(building: str, occupied: bool = False) -> QColor:
    """A building's colour: its kind's, or the occupied colour for a standard enclosure with an
    animal in it."""
    palette = theme.colors()
    kind = BUILDING_TYPES[building].kind
    if occupied and kind == "standard_enclosure":
        return QColor(palette.occupied)
    return QColor(palette.building.get(kind, palette.building["unique"]))


def tile_path(cells: Iterable[Cell], size: float, origin: QPointF | None = None) -> QPainterPath:
    """The outline of a building of these cells (`size` pixels a cell, from `origin`), inset a
    little along its outer edges only, so two buildings side by side show a seam."""
    at = origin if origin is not None else QPointF(0, 0)
    # A copy of the kept outline: it is asked for at every paint, and simplifying costs.
    return QPainterPath(_tile_path(frozenset(cells), size, at.x(), at.y()))


@functools.lru_cache(maxsize=1024)
def _tile_path(cell_set: frozenset[Cell], size: float, x: float, y: float) -> QPainterPath:
    at = QPointF(x, y)
    inset = size * TILE_INSET
    path = QPainterPath()
    for cell in cell_set:
        rect = QRectF(at.x() + cell.col * size, at.y() + cell.row * size, size, size)
        rect.adjust(
            inset if Cell(cell.col - 1, cell.row) not in cell_set else 0.0,
            inset if Cell(cell.col, cell.row - 1) not in cell_set else 0.0,
            -inset if Cell(cell.col + 1, cell.row) not in cell_set else 0.0,
            -inset if Cell(cell.col, cell.row + 1) not in cell_set else 0.0,
        )
        path.addRect(rect)
    return path.simplified()


def tile_outline_pen(fill: QColor, size: float) -> QPen:
    """The tile's edge: a darker line of its own colour."""
    pen = QPen(QColor(fill).darker(OUTLINE_DARKER), max(1.0, size * OUTLINE_WIDTH))
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def shadow_offset(size: float, lift: float) -> QPointF:
    """How far the tile's shadow falls: a little at rest, more while it is lifted (0..1)."""
    return QPointF(size * (0.03 + 0.06 * lift), size * (0.05 + 0.14 * lift))


def default_icon_rect(
    cells: Iterable[Cell], size: float, origin: QPointF | None = None, share: float = ICON_SHARE
) -> QRectF:
    """Where a tile shows its type icon when nothing else is said: centred in its first cell,
    `share` of the cell's side."""
    at = origin if origin is not None else QPointF(0, 0)
    first = min(cells, key=lambda c: (c.row, c.col))
    side = size * share
    rect = QRectF(0, 0, side, side)
    rect.moveCenter(QPointF(at.x() + (first.col + 0.5) * size, at.y() + (first.row + 0.5) * size))
    return rect


def paint_building_tile(
    painter: QPainter,
    building: str,
    cells: Iterable[Cell],
    size: float,
    origin: QPointF | None = None,
    *,
    occupied: bool = False,
    lift: float = 0.0,
    body: bool = True,
    outline: bool = True,
    icon_rect: QRectF | None = None,
    dim: bool = False,
) -> None:
    """A building as a tile of its shape: a soft shadow (longer while `lift` > 0), its colour lit
    from the top, a darker edge and its type icon (in `icon_rect`, else in its first cell; an
    empty rect for none). The map, the palette and the carried picture all draw it here, so a
    building looks the same everywhere. `dim`: greyed, for one that cannot be built now."""
    cell_list = list(cells)
    palette = theme.colors()
    path = tile_path(cell_list, size, origin)
    fill = building_fill(building, occupied)
    if dim:  # a grey between the paper's and the panel's: plainly not in play
        fill = theme.blend(QColor.fromHsv(0, 0, fill.value()), palette.panel_alt, DIM_GREY)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if body:
        # Two layers of shadow, the outer fainter: a soft edge without a blur.
        offset = shadow_offset(size, lift)
        shade = QColor(palette.shadow)
        if dim:
            shade.setAlpha(shade.alpha() // 2)
        painter.setPen(Qt.PenStyle.NoPen)
        for share in (1.0, 0.55):
            layer = QColor(shade)
            layer.setAlpha(round(shade.alpha() * (0.55 if share == 1.0 else 0.9)))
            painter.setBrush(layer)
            painter.drawPath(path.translated(offset * share))
        bounds = path.boundingRect()
        gradient = QLinearGradient(bounds.topLeft(), bounds.bottomLeft())
        gradient.setColorAt(0.0, QColor(fill).lighter(TILE_LIGHTER))
        gradient.setColorAt(0.45, fill)
        gradient.setColorAt(1.0, QColor(fill).darker(TILE_DARKER))
        painter.setBrush(QBrush(gradient))
        painter.drawPath(path)
        where = icon_rect if icon_rect is not None else default_icon_rect(cell_list, size, origin)
        if not where.isEmpty():
            if dim:
                painter.setOpacity(painter.opacity() * DIM_ICON)
            paint_icon(painter, where, building_icon(building))
    if outline:
        painter.setOpacity(1.0 if not dim else DIM_ICON)
        painter.setPen(tile_outline_pen(fill, size))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
    painter.restore()


class BuildingTileItem(QGraphicsItem):
    """The body of a placed building (shadow, fill, icon), under its outline and its label."""

    def __init__(
        self, building: str, cells: Sequence[Cell], occupied: bool, icon_rect: QRectF
    ) -> None:
        super().__init__()
        self.building = building
        self.cells = tuple(cells)
        self.occupied = occupied
        self.icon_rect = QRectF(icon_rect)
        self.lift = 0.0
        reach = shadow_offset(CELL, 1.0)
        self.bounds = (
            tile_path(self.cells, CELL)
            .boundingRect()
            .adjusted(-1, -1, reach.x() + 1, reach.y() + 1)
        )

    def boundingRect(self) -> QRectF:
        return self.bounds

    def set_lift(self, lift: float) -> None:
        if lift != self.lift:
            self.lift = lift
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_building_tile(
            painter,
            self.building,
            self.cells,
            CELL,
            occupied=self.occupied,
            lift=self.lift,
            outline=False,
            icon_rect=self.icon_rect,
        )


class TileOutlineItem(QGraphicsPathItem):
    """A placed building's edge (over the "new" mark, under the lit frames and the labels)."""

    def __init__(self, building: str, cells: Sequence[Cell], occupied: bool) -> None:
        super().__init__(tile_path(cells, CELL))
        self.setPen(tile_outline_pen(building_fill(building, occupied), CELL))
        self.setBrush(Qt.BrushStyle.NoBrush)


BuildingKey = tuple[str, tuple[Cell, ...]]
# A placed building as drawn: where it is, the animals in it and their names.
BuildingState = tuple[BuildingKey, tuple[str, ...], tuple[str, ...]]
MADE_LIMIT = 256  # buildings' items kept, shown or not, before those not shown are let go
BODY_Z = 3.0
OUTLINE_Z = 4.0
LABEL_Z = 6.0
ORDER_STEP = 1e-4  # each building's z over the one before it (stays under NEW_Z and 5)


def building_key(building: str, cells: Iterable[Cell]) -> BuildingKey:
    return (building, tuple(sorted(cells)))


class Drop(NamedTuple):
    """What a dropping building's items were drawn with at rest."""

    body: BuildingTileItem
    outline: TileOutlineItem
    label: QGraphicsTextItem | None
    label_pos: QPointF
    label_scale: float

    def graphics(self) -> list[QGraphicsItem]:
        """The building's items in the scene, its label last."""
        found: list[QGraphicsItem] = [self.body, self.outline]
        if self.label is not None:
            found.append(self.label)
        return found


def make_label(
    fit: Fit,
    box: QRectF,
    color: QColor,
    tip: str,
    full: str,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignHCenter,
) -> QGraphicsTextItem:
    """A text item laid out exactly as `fit_label` measured it, centred in `box` (not yet in a
    scene)."""
    item = QGraphicsTextItem()
    _setup_document(item.document(), fit.text, fit.px, fit.bold, box.width(), align)
    item.setDefaultTextColor(color)
    bounds = item.boundingRect()
    # Should the layout ever differ from the measure, shrink rather than spill over.
    scale = min(1.0, box.width() / max(bounds.width(), 1.0), box.height() / bounds.height())
    item.setScale(scale)
    height = bounds.height() * scale
    item.setPos(box.left(), box.top() + (box.height() - height) / 2)
    item.setToolTip(tip)
    item.setData(FULL_TEXT, full)
    item.setZValue(LABEL_Z)
    return item


def at_rest(items: Drop) -> None:
    """A kept building's items as drawn without motion (a drop may have left them mid-way)."""
    for item in (items.body, items.outline):
        item.setScale(1.0)
        item.setPos(QPointF())
        item.setOpacity(1.0)
    items.body.set_lift(0.0)
    if items.label is not None:
        items.label.setScale(items.label_scale)
        items.label.setPos(QPointF(items.label_pos))
        items.label.setOpacity(1.0)


class ZooMapScene(QGraphicsScene):
    """Draws one player's zoo; knows which options of the open decision live on the map.

    The map's own spaces (terrain, areas, border, the words on free cells) are made once per map
    and look (`redraw`, counted in `rebuilds`); a building's items once per state (its cells, its
    animals) and kept, so showing a zoo again, or another zoo on the same map, only adds and
    removes what differs (`show_player`, counted in `updates` when anything did)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.zmap: ZooMap | None = None
        self.player: PlayerView | None = None
        self.names: dict[str, str] = {}
        self.ghost_items: list[QGraphicsRectItem] = []
        self.lit_items: list[QGraphicsRectItem] = []
        self.lit: dict[Cell, QGraphicsRectItem] = {}
        self.new_items: list[QGraphicsItem] = []
        self.new_cells: frozenset[Cell] = frozenset()
        self.new_drawn: frozenset[Cell] | None = None  # the cells the new mark is drawn for
        self.ghost_tile: QGraphicsItem | None = None
        # Buildings dropping into place: how far each has come (0 lifted, 1 at rest); a redraw
        # mid-drop draws them where they are.
        self.drops: dict[BuildingKey, float] = {}
        self.drop_items: dict[BuildingKey, Drop] = {}  # the buildings in the scene
        self.rebuilds = 0  # whole scenes made (a new map or look)
        self.updates = 0  # shown zoos that changed something on the same map
        self.base: tuple[str | None, int] | None = None  # (map, look) the spaces were made for
        self.free_labels: dict[Cell, list[QGraphicsTextItem]] = {}  # words of each free cell
        self.free_shown: set[Cell] = set()  # the cells whose words are in the scene
        self.made: dict[BuildingState, Drop] = {}  # a building's items, per state, kept
        self.shown_states: dict[BuildingKey, BuildingState] = {}

    @property
    def labels(self) -> list[QGraphicsTextItem]:
        """Every text on the map now: the free cells' words, then the buildings'."""
        found = [item for cell in sorted(self.free_shown) for item in self.free_labels[cell]]
        found.extend(d.label for d in self.drop_items.values() if d.label is not None)
        return found

    def show_player(self, player: PlayerView, names: dict[str, str]) -> None:
        """Show this zoo: only what differs from the zoo shown now is added or removed."""
        self.player = player
        self.names = names
        if self.base != (player.map_id, theme.generation()) or self.zmap is None:
            self.zmap = load_map(player.map_id) if player.map_id else None
            self.redraw()
            return
        if self._update_buildings():
            self.updates += 1

    def map_rect(self) -> QRectF:
        """The map itself with a small margin: what the view fits (empty without a map)."""
        if self.zmap is None:
            return QRectF(0, 0, 10 * CELL, 8 * CELL)
        return QRectF(0, 0, self.zmap.width * CELL, self.zmap.height * CELL).adjusted(-4, -4, 4, 4)

    def redraw(self) -> None:
        """Make the whole scene anew (a new map or look)."""
        self.rebuilds += 1
        self.clear()
        self.ghost_items = []
        self.lit_items = []
        self.lit = {}
        self.new_items = []
        self.new_drawn = None
        self.ghost_tile = None
        self.drop_items = {}
        self.free_labels = {}
        self.free_shown = set()
        self.made = {}
        self.shown_states = {}
        zmap, player = self.zmap, self.player
        self.base = (player.map_id if player is not None else None, theme.generation())
        # A fixed scene rect: labels and shadows never grow it, so the view keeps its scale.
        self.setSceneRect(self.map_rect())
        if zmap is None or player is None:
            self.base = None
            self.addText(self.tr("No zoo map chosen yet."))
            return
        palette = theme.colors()
        worded = {b.cell for b in zmap.bonuses} | {
            s.cell for s in zmap.special_cells if s.feature in FEATURE_WORDS
        }
        for row in range(zmap.height):
            for col in range(zmap.width):
                cell = Cell(col, row)
                item = TerrainItem(cell, zmap.terrain_at(cell), cell in worded)
                item.setZValue(0)
                self.addItem(item)
        self._free_cell_labels(zmap)
        for area in zmap.areas:
            for cell in area.cells:
                frame = self.addRect(
                    cell_rect(cell).adjusted(3, 3, -3, -3),
                    QPen(palette.continent[area.continent], 2, Qt.PenStyle.DashLine),
                )
                frame.setZValue(1)
        border = self.addRect(
            QRectF(0, 0, zmap.width * CELL, zmap.height * CELL), QPen(palette.ink, 2)
        )
        border.setZValue(5)
        self._update_buildings()

    def _update_buildings(self) -> bool:
        """Bring the buildings and the free cells' words in line with the player's zoo; True
        when anything changed."""
        player = self.player
        assert player is not None
        changed = False
        covered = {cell for placed in player.buildings for cell in placed.cells}
        for cell, words in self.free_labels.items():
            free = cell not in covered
            if free == (cell in self.free_shown):
                continue
            changed = True
            for item in words:
                if free:
                    self.addItem(item)
                else:
                    self.removeItem(item)
            if free:
                self.free_shown.add(cell)
            else:
                self.free_shown.discard(cell)
        wanted: dict[BuildingKey, BuildingState] = {}
        for placed in player.buildings:
            key = building_key(placed.building, placed.cells)
            names = tuple(self._animal_name(a) for a in placed.animals)
            wanted[key] = (key, placed.animals, names)
        for key, state in list(self.shown_states.items()):
            if wanted.get(key) != state:
                changed = True
                for part in self.made[state].graphics():
                    self.removeItem(part)
                del self.shown_states[key]
                del self.drop_items[key]
        if len(self.made) > MADE_LIMIT:  # keep what is shown, forget the rest
            kept = set(self.shown_states.values())
            self.made = {s: d for s, d in self.made.items() if s in kept}
        for index, (key, state) in enumerate(wanted.items()):
            shown = self.drop_items.get(key)
            if shown is None:
                changed = True
                shown = self.made.get(state)
                if shown is None:
                    shown = self._building(state)
                    self.made[state] = shown
                else:
                    at_rest(shown)
                for part in shown.graphics():
                    self.addItem(part)
                self.shown_states[key] = state
                self.drop_items[key] = shown
            # Later buildings lie over earlier ones' shadows, in the zoo's order.
            shown.body.setZValue(BODY_Z + index * ORDER_STEP)
            shown.outline.setZValue(OUTLINE_Z + index * ORDER_STEP)
        for key in list(self.drops):
            self.set_drop(key, self.drops[key])
        return changed

    # -- labels ---------------------------------------------------------------------------------
    def _free_cell_labels(self, zmap: ZooMap) -> None:
        """Build II marks, placement bonuses and map features, made for every cell that has
        them; a cell's words are in the scene only while no building covers it (a covered bonus
        has been taken; a covered feature is named in the building's tooltip). Each cell is
        shared out so that its labels never overlap."""
        words: dict[Cell, list[tuple[tuple[str, ...], QColor, str]]] = {}
        for bonus in zmap.bonuses:
            tip = arg(tr("Placement bonus: %1"), tr(BONUS_TIPS.get(bonus.bonus, "a bonus")))
            forms = BONUS_WORDS.get(bonus.bonus, ("Bonus",))
            words.setdefault(bonus.cell, []).append(
                (tuple(tr(f) for f in forms), theme.colors().bonus_ink, tip)
            )
        for special in zmap.special_cells:
            named = FEATURE_WORDS.get(special.feature)
            if named is None:
                continue
            tip = tr(FEATURE_TIPS.get(special.feature, named[0]))
            words.setdefault(special.cell, []).append(
                (tuple(tr(f) for f in named), theme.colors().feature_ink, tip)
            )
        for cell in sorted(zmap.build2_cells):
            r = cell_rect(cell)
            mark = QRectF(r.left() + CELL / 2, r.top() + 1, CELL / 2 - PAD, MARK_HEIGHT)
            self._free_label(
                cell,
                Fit(tr("II"), MIN_PX, 0, False),
                mark,
                theme.colors().ink_soft,
                tr("Build II space: only an upgraded Build action builds here"),
                tr("II"),
                align=Qt.AlignmentFlag.AlignRight,
            )
        for cell, labels in sorted(words.items()):
            # No outline on a free cell: a narrower margin leaves room for longer words.
            r = cell_rect(cell).adjusted(1, 1, -1, -1)
            if cell in zmap.build2_cells:
                r.setTop(r.top() + MARK_HEIGHT)
            step = r.height() / len(labels)
            for i, (forms, color, tip) in enumerate(labels):
                box = QRectF(r.left(), r.top() + i * step, r.width(), step)
                fit = fit_label(forms, box.width(), box.height(), True, BONUS_PX)
                self._free_label(cell, fit, box, color, tip, forms[0])

    def _free_label(
        self,
        cell: Cell,
        fit: Fit,
        box: QRectF,
        color: QColor,
        tip: str,
        full: str,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignHCenter,
    ) -> None:
        """A free cell's label, kept for the cell (the scene shows it while the cell is free)."""
        label = make_label(fit, box, color, tip, full, align)
        self.free_labels.setdefault(cell, []).append(label)

    def _building(self, state: BuildingState) -> Drop:
        """A placed building's items, not yet in the scene: its tile (shadow, fill and type
        icon, z 3), its edge (z 4) and its label (z 6), the icon where the label leaves room."""
        (building, cells), animals, _names = state
        btype = BUILDING_TYPES[building]
        occupied = btype.kind == "standard_enclosure" and bool(animals)
        cell_list = sorted(cells)
        tip = self._building_tip(building, cell_list, animals)
        forms = self._building_words(building, animals)
        # The building's own rectangle where the words read best: the fullest form, then the
        # largest size, then the most room.
        best: tuple[tuple[int, int, int, float], Fit, QRectF] | None = None
        for rect in rectangles_in(cell_list):
            box = rect.adjusted(PAD, PAD, -PAD, -PAD)
            fit = fit_label(forms, box.width(), box.height(), False, NAME_PX)
            # Fewer lines read better (and keep a short name off a grid line between cells).
            score = (fit.rank, -fit.px, fit.lines, -box.width() * box.height())
            if best is None or score < best[0]:
                best = (score, fit, box)
        icon_rect = QRectF()
        label: QGraphicsTextItem | None = None
        if best is not None:
            fit, box = best[1], best[2]
            free = [c for c in cell_list if not box.intersects(cell_rect(c).adjusted(1, 1, -1, -1))]
            if free:  # a cell the words leave: the icon has it to itself
                icon_rect = default_icon_rect(free, CELL)
            else:  # the icon in the top left corner, the words under it when they must
                icon_rect = QRectF(box.left(), box.top(), ICON_CORNER, ICON_CORNER)
                if (box.height() - self._text_height(fit, box)) / 2 < ICON_CORNER:
                    box = box.adjusted(0, ICON_CORNER, 0, 0)
                    fit = fit_label(forms, box.width(), box.height(), False, NAME_PX)
            label = make_label(fit, box, theme.colors().ink, tip, forms[0])
        body = BuildingTileItem(building, cell_list, occupied, icon_rect)
        body.setToolTip(tip)
        outline = TileOutlineItem(building, cell_list, occupied)
        return Drop(
            body,
            outline,
            label,
            QPointF(label.pos()) if label is not None else QPointF(),
            label.scale() if label is not None else 1.0,
        )

    @staticmethod
    def _text_height(fit: Fit, box: QRectF) -> float:
        doc = QTextDocument()
        _setup_document(doc, fit.text, fit.px, fit.bold, box.width(), Qt.AlignmentFlag.AlignHCenter)
        return min(box.height(), doc.size().height())

    # -- a building dropping into place --------------------------------------------------------
    def set_drop(self, key: BuildingKey, progress: float) -> None:
        """Draw a new building `progress` of the way down (0: lifted, larger and faded; 1: at
        rest, exactly as drawn without motion)."""
        self.drops[key] = progress
        items = self.drop_items.get(key)
        if items is None:
            return
        rest = progress >= 1.0
        scale = 1.0 if rest else DROP_SCALE + (1.0 - DROP_SCALE) * progress
        up = 0.0 if rest else DROP_LIFT * (1.0 - progress)
        opacity = 1.0 if rest else DROP_OPACITY + (1.0 - DROP_OPACITY) * progress
        centre = tile_path(items.body.cells, CELL).boundingRect().center()
        for item in (items.body, items.outline):
            item.setTransformOriginPoint(centre)
            item.setScale(scale)
            item.setPos(QPointF(0.0, -up))
            item.setOpacity(opacity)
        items.body.set_lift(0.0 if rest else 1.0 - progress)
        if items.label is not None:
            base = items.label_pos
            items.label.setScale(items.label_scale * scale)
            items.label.setPos(
                QPointF(
                    centre.x() + (base.x() - centre.x()) * scale,
                    centre.y() + (base.y() - centre.y()) * scale - up,
                )
                if not rest
                else QPointF(base)
            )
            items.label.setOpacity(opacity)
        if rest:
            del self.drops[key]

    def _animal_name(self, card_id: str) -> str:
        return self.names.get(card_id) or tr("an animal")

    def _building_name(self, building: str, size: int) -> tuple[str, ...]:
        """The building's name, in full and shorter."""
        btype = BUILDING_TYPES[building]
        if btype.kind == "standard_enclosure":
            return tuple(arg(tr(f), size) for f in BUILDING_WORDS["enclosure"])
        if building in BUILDING_WORDS:
            return tuple(tr(f) for f in BUILDING_WORDS[building])
        name = unique_building_name(building)  # named like its sponsor card, in the language
        return (name, *abbreviations(name))

    def _building_words(self, building: str, animals: tuple[str, ...]) -> tuple[str, ...]:
        """What the label may say, the full words first: the animals living there (one name a
        line, shortened names, then a count), or the building's name."""
        btype = BUILDING_TYPES[building]
        if not animals:
            return self._building_name(building, btype.size)
        names = [self._animal_name(a) for a in animals]
        if len(names) == 1:
            return (names[0], *abbreviations(names[0]))
        short = [(abbreviations(n) or [n])[0] for n in names]
        forms = ["\n".join(names), ", ".join(names), "\n".join(short), ", ".join(short)]
        forms.append(trn("%n animals", len(names)))
        return tuple(dict.fromkeys(forms))

    def _building_tip(self, building: str, cells: Sequence[Cell], animals: tuple[str, ...]) -> str:
        btype = BUILDING_TYPES[building]
        name = self._building_name(building, btype.size)[0]
        if btype.kind == "standard_enclosure":  # its name tells the size
            lines = [name]
        else:
            lines = [arg(tr("%1 (size %2)"), name, btype.size)]
        lines.extend(self._animal_name(a) for a in animals)
        if btype.kind == "standard_enclosure" and not animals:
            lines.append(tr("Empty"))
        if self.zmap is not None:
            for special in self.zmap.special_cells:
                if special.cell in cells and special.feature in FEATURE_TIPS:
                    lines.append(tr(FEATURE_TIPS[special.feature]))
        return "\n".join(lines)

    # -- highlighting -------------------------------------------------------------------------
    def lit_colors(self) -> dict[Cell, QColor]:
        return {cell: item.pen().color() for cell, item in self.lit.items()}

    def set_light(self, wanted: dict[Cell, QColor]) -> None:
        """Light exactly these cells, each in its colour: frames already lit in the same colour
        stay as they are (nothing to repaint there), the others come and go."""
        for cell, item in list(self.lit.items()):
            color = wanted.get(cell)
            if color is None or color != item.pen().color():
                self.removeItem(item)
                del self.lit[cell]
        for cell, color in wanted.items():
            if cell in self.lit:
                continue
            rect = cell_rect(cell).adjusted(2, 2, -2, -2)
            item = self.addRect(rect, QPen(color, LIT_LINE), QBrush(Qt.BrushStyle.NoBrush))
            edge = QGraphicsRectItem(rect, item)
            edge.setPen(QPen(theme.colors().ink, LIT_LINE + 2 * LIT_EDGE))
            edge.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
            edge.setData(MARK_KIND, FRAME_EDGE)
            # Above the buildings' outlines, below the labels: a lit frame never cuts a word.
            item.setZValue(LIT_Z)
            self.lit[cell] = item
        self.lit_items = list(self.lit.values())

    def clear_light(self) -> None:
        self.set_light({})

    def mark_new(self, cells: Iterable[Cell]) -> None:
        """Mark what another player built or filled since the viewer's last choice: a light
        tint over the cells and a line just inside the outer edge of the marked area. Both lie
        under the building outlines and the labels, which stay whole and readable."""
        marked = frozenset(cells)
        if marked == self.new_drawn:
            return  # drawn already
        self.clear_new()
        self.new_drawn = marked
        mark = theme.colors().new_mark
        fill = QColor(mark)
        fill.setAlpha(45)
        tip = self.tr("New since your last turn")
        for cell in marked:
            item = self.addRect(cell_rect(cell), QPen(Qt.PenStyle.NoPen), QBrush(fill))
            item.setZValue(NEW_Z)
            item.setToolTip(tip)
            self.new_items.append(item)
        pen = QPen(mark, 3)
        pen.setCapStyle(Qt.PenCapStyle.SquareCap)
        inset = NEW_INSET
        for cell in marked:
            r = cell_rect(cell)
            left, right = r.left() + inset, r.right() - inset
            top, bottom = r.top() + inset, r.bottom() - inset
            # Along the outer edges only (no line between two marked cells), each edge long
            # enough to meet its marked neighbours' edges.
            grow_l = -inset if Cell(cell.col - 1, cell.row) in marked else 0.0
            grow_r = inset if Cell(cell.col + 1, cell.row) in marked else 0.0
            grow_t = -inset if Cell(cell.col, cell.row - 1) in marked else 0.0
            grow_b = inset if Cell(cell.col, cell.row + 1) in marked else 0.0
            edges = []
            if Cell(cell.col, cell.row - 1) not in marked:
                edges.append((left + grow_l, top, right + grow_r, top))
            if Cell(cell.col, cell.row + 1) not in marked:
                edges.append((left + grow_l, bottom, right + grow_r, bottom))
            if Cell(cell.col - 1, cell.row) not in marked:
                edges.append((left, top + grow_t, left, bottom + grow_b))
            if Cell(cell.col + 1, cell.row) not in marked:
                edges.append((right, top + grow_t, right, bottom + grow_b))
            for x1, y1, x2, y2 in edges:
                line = self.addLine(x1, y1, x2, y2, pen)
                line.setZValue(NEW_Z)
                line.setToolTip(tip)
                self.new_items.append(line)

    def clear_new(self) -> None:
        for item in self.new_items:
            self.removeItem(item)
        self.new_items = []
        self.new_drawn = frozenset()

    def show_ghost(self, cells: Iterable[Cell], legal: bool, building: str | None = None) -> None:
        """The carried building under the mouse: its tile, see-through, tinted green where it
        may go and red where it may not."""
        self.clear_ghost()
        palette = theme.colors()
        cell_list = list(cells)
        if building is not None and cell_list:
            tile = GhostTileItem(building, cell_list)
            tile.setZValue(GHOST_Z - 0.5)
            tile.setOpacity(GHOST_OPACITY)
            self.addItem(tile)
            self.ghost_tile = tile
        color = QColor(palette.legal if legal else palette.illegal)
        color.setAlpha(GHOST_TINT if building is not None else 140)
        cross = QPen(palette.ink, 2)
        for cell in cell_list:
            item = self.addRect(cell_rect(cell), QPen(palette.ink, 1), QBrush(color))
            item.setZValue(GHOST_Z)
            self.ghost_items.append(item)
            if legal:
                continue
            inset = CELL * CROSS_INSET
            box = cell_rect(cell).adjusted(inset, inset, -inset, -inset)
            for a, b in ((box.topLeft(), box.bottomRight()), (box.topRight(), box.bottomLeft())):
                stroke = QGraphicsLineItem(a.x(), a.y(), b.x(), b.y(), item)  # goes with it
                stroke.setPen(cross)
                stroke.setData(MARK_KIND, CROSS_MARK)

    def clear_ghost(self) -> None:
        for item in self.ghost_items:
            self.removeItem(item)
        self.ghost_items = []
        if self.ghost_tile is not None:
            self.removeItem(self.ghost_tile)
            self.ghost_tile = None


class GhostTileItem(QGraphicsItem):
    """The carried building's tile on the map, lifted (a long shadow: it is not down yet)."""

    def __init__(self, building: str, cells: Sequence[Cell]) -> None:
        super().__init__()
        self.building = building
        self.cells = tuple(cells)
        self.bounds = tile_path(self.cells, CELL).boundingRect().adjusted(-2, -2, 2, 2)

    def boundingRect(self) -> QRectF:
        return self.bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_building_tile(painter, self.building, self.cells, CELL, lift=1.0)


def least_view() -> tuple[int, int]:
    """The map view's smallest size: less high with large text (its words take height elsewhere,
    the map keeps being drawn whole, a little smaller)."""
    height = MIN_VIEW[1] * max(1 - MAP_GIVES, 1 / max(1.0, theme.text_scale()))
    return theme.px(MIN_VIEW[0]), theme.px(height)


class ZooMapView(QGraphicsView):
    """The map of the viewed player, and placement by mouse and keyboard."""

    choice_made = Signal(object)
    refused = Signal(str)
    carrying_changed = Signal(str)

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.map_scene = ZooMapScene(self)
        self.setScene(self.map_scene)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setMouseTracking(True)
        self.setAcceptDrops(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.seat = session.viewer
        self.carrying: str | None = None
        self.orientation = 0
        self.ghost_cells: tuple[Cell, ...] = ()
        self.cursor_keys = MapCursor(self, cell_rect)  # the keyboard's cell
        self.setMinimumSize(*least_view())
        # The whole map always fits (fit()): scroll bars would only ever shift it.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.fitted: QRectF | None = None  # the scene rect the transform was made for
        # Every choice ends with decision_changed: one redraw per click is enough.
        session.decision_changed.connect(self.refresh)
        self.hover_cell: Cell | None = None
        # What the last refresh showed (seat, map, buildings): a building not in it appears.
        self.shown: tuple[int, str | None, frozenset[BuildingKey]] | None = None
        theme.manager().changed.connect(self._theme_changed)

    def _theme_changed(self) -> None:
        """Light or dark, or a new zoom: draw the map again in the new colours, fitted."""
        self.setMinimumSize(*least_view())
        if self.map_scene.player is not None:
            self.map_scene.redraw()
            self.map_scene.mark_new(self.map_scene.new_cells)
            self._light_options()
            self.cursor_keys.show()
        self.fit(force=True)

    # -- what to show --------------------------------------------------------------------------
    def show_seat(self, seat: int) -> None:
        self.seat = seat
        self.refresh()

    def names(self) -> dict[str, str]:
        cards = self.session.game.cards
        player = self.session.view.players[self.seat]
        return {
            card_id: card_title(cards.get(card_id))
            for b in player.buildings
            for card_id in b.animals
        }

    def refresh(self) -> None:
        player = self.session.view.players[self.seat]
        keys = frozenset(building_key(b.building, b.cells) for b in player.buildings)
        before, self.shown = self.shown, (self.seat, player.map_id, keys)
        # Only a building that appears on the zoo in view drops in: not a whole zoo shown anew.
        appeared = keys - before[2] if before is not None and before[:2] == self.shown[:2] else ()
        if appeared and motion().enabled:
            motion().finish_owned_by(self)  # an earlier drop lands first
            for key in appeared:
                self.map_scene.drops[key] = 0.0
        else:
            appeared = ()
        self.map_scene.show_player(player, self.names())
        self.map_scene.clear_ghost()  # the mouse shows it again where it is now
        for key in appeared:
            motion().tween(self, 0.0, 1.0, self._dropper(key), duration=SLOW)
        self.map_scene.mark_new(self.map_scene.new_cells)
        self.fit()
        if self.carrying and self.carrying not in self.building_options():
            self.drop_carried()
        self._light_options()
        self.cursor_keys.show()

    def _dropper(self, key: BuildingKey) -> Callable[[float], None]:
        return lambda progress: self.map_scene.set_drop(key, progress)

    def set_highlight(self, cells: Iterable[tuple[int, int]]) -> None:
        """Cells to mark as new on the shown zoo (another player's latest buildings/animals)."""
        marked = frozenset(Cell(c[0], c[1]) for c in cells)
        if marked != self.map_scene.new_cells:
            self.map_scene.new_cells = marked
            self.map_scene.mark_new(marked)

    def fit(self, force: bool = False) -> None:
        """Scale the map to the view, keeping its aspect ratio. Redraws keep the transform (the
        scene rect is the map's, whatever the labels): only a new map size or a resize of the
        view (force) changes it."""
        rect = self.map_scene.sceneRect()
        if rect.isEmpty() or (not force and rect == self.fitted):
            return
        self.fitted = QRectF(rect)
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit(force=True)

    # -- the open decision ----------------------------------------------------------------------
    def my_decision(self) -> Decision | None:
        decision = self.session.table_decision
        if decision is None or decision.seat != self.seat:
            return None
        return decision

    def placement_options(self) -> list[PlaceBuilding]:
        decision = self.my_decision()
        if decision is None:
            return []
        return [o for o in decision.options if isinstance(o, PlaceBuilding)]

    def enclosure_options(self) -> list[PlaceAnimal]:
        decision = self.my_decision()
        if decision is None:
            return []
        return [o for o in decision.options if isinstance(o, PlaceAnimal)]

    def building_options(self) -> list[str]:
        return list(dict.fromkeys(o.building for o in self.placement_options()))

    def _light_options(self) -> None:
        """Light where the open decision may go: the carried building's legal cells, the
        enclosures an animal may live in. Frames already lit stay (re-lit in place)."""
        legal = QColor(theme.colors().legal)
        wanted: dict[Cell, QColor] = {}
        if self.carrying:
            shape = orientations(self.carrying)[self.orientation]
            wanted.update(
                (c, legal)
                for o in self.placement_options()
                if o.building == self.carrying and self._shape_of(o.cells) == shape
                for c in o.cells
            )
        for option in self.enclosure_options():
            wanted.update((c, legal) for c in option.enclosure)
        self.map_scene.set_light(wanted)

    def carried_shape(self) -> Shape:
        assert self.carrying is not None
        return orientations(self.carrying)[self.orientation]

    @staticmethod
    def shape_of(cells: tuple[Cell, ...]) -> Shape:
        return ZooMapView._shape_of(cells)

    @staticmethod
    def _shape_of(cells: tuple[Cell, ...]) -> Shape:
        col = min(c.col for c in cells)
        row = min(c.row for c in cells)
        return frozenset(Cell(c.col - col, c.row - row) for c in cells)

    # -- carrying a building -------------------------------------------------------------------
    def carry(self, building: str) -> None:
        if building not in self.building_options():
            self.refused.emit(self.tr("%s cannot be built now.") % BUILDING_TYPES[building].name)
            return
        self.carrying = building
        self.orientation = 0
        self.carrying_changed.emit(building)
        self._light_options()
        self.setFocus(Qt.FocusReason.OtherFocusReason)
        self.cursor_keys.visible = self.hasFocus()
        self.cursor_keys.start()

    def drop_carried(self) -> None:
        self.carrying = None
        self.ghost_cells = ()
        self.map_scene.clear_ghost()
        self.carrying_changed.emit("")
        self._light_options()
        self.cursor_keys.show()

    def turn(self, mirror: bool = False) -> None:
        if not self.carrying:
            return
        shapes = orientations(self.carrying)
        shape = shapes[self.orientation]
        if mirror:
            mirrored = frozenset(Cell(-c.col, c.row) for c in shape)
            target = self._shape_of(tuple(mirrored))
        else:
            turned = frozenset(Cell(-c.row, c.col) for c in shape)
            target = self._shape_of(tuple(turned))
        self.orientation = shapes.index(target) if target in shapes else 0
        self._light_options()
        if self.hasFocus() and self.cursor_keys.leading:
            self.cursor_keys.show()  # turned with R or M: the shadow stays on the mark
        else:
            self._update_ghost_at(self.hover_cell)

    def cell_at(self, pos: QPointF) -> Cell:
        point = self.mapToScene(int(pos.x()), int(pos.y()))
        return Cell(int(point.x() // CELL), int(point.y() // CELL))

    def cells_for(self, anchor: Cell) -> tuple[Cell, ...]:
        assert self.carrying is not None
        shape = orientations(self.carrying)[self.orientation]
        return tuple(sorted(Cell(c.col + anchor.col, c.row + anchor.row) for c in shape))

    def placement_at(self, pointer: Cell) -> tuple[Cell, ...]:
        """The cells the carried building goes on at `pointer` (`_placement_at`)."""
        return self._placement_at(pointer)[0]

    def _placement_at(self, pointer: Cell) -> tuple[tuple[Cell, ...], bool]:
        """The cells the carried building goes on at `pointer`, and whether that is legal:
        anchored there when that is legal, else the legal placement of its shape as turned
        that covers `pointer`, nearest that anchor. Every lit cell is covered by a legal
        placement, so a drop on a lit cell places it (it fell from the pointer to the right
        and below it: an L-shaped building dropped on a lit cell was refused, seen in the real
        window). Else the anchored cells, not legal."""
        assert self.carrying is not None
        cells = self.cells_for(pointer)
        options = self.placement_options()
        if PlaceBuilding(self.carrying, cells) in options:
            return cells, True
        shape = self.carried_shape()
        covering: list[tuple[Cell, ...]] = [
            tuple(o.cells)  # sorted, as every PlaceBuilding's
            for o in options
            if o.building == self.carrying
            and pointer in o.cells
            and self._shape_of(o.cells) == shape
        ]
        if not covering:
            return cells, False

        def away(found: tuple[Cell, ...]) -> tuple[int, tuple[Cell, ...]]:
            col = min(c.col for c in found)
            row = min(c.row for c in found)
            return abs(col - pointer.col) + abs(row - pointer.row), found

        return min(covering, key=away), True

    def show_ghost_at(self, anchor: Cell) -> None:
        self._update_ghost_at(anchor)

    def _update_ghost_at(self, anchor: Cell | None) -> None:
        if not self.carrying or anchor is None:
            return
        cells, legal = self._placement_at(anchor)
        self.ghost_cells = cells
        self.map_scene.show_ghost(cells, legal, self.carrying)

    def try_place(self, anchor: Cell) -> bool:
        if not self.carrying:
            return False
        cells, legal = self._placement_at(anchor)
        if legal:
            choice = PlaceBuilding(self.carrying, cells)
            self.drop_carried()
            self.choice_made.emit(choice)
            return True
        self.refused.emit(self.reason(self.carrying, cells))
        self.map_scene.clear_ghost()
        return False

    def reason(self, building: str, cells: tuple[Cell, ...]) -> str:
        player = self.session.view.players[self.seat]
        problem = placement_problem(
            player.zoo(), building, frozenset(cells), player.is_upgraded(BUILD)
        )
        if problem:
            return problem
        return self.tr("That placement is not allowed now (size or money).")

    # -- mouse and keys -------------------------------------------------------------------------
    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self.hover_cell = self.cell_at(event.position())
        self.cursor_keys.leading = False
        if self.carrying:
            self._update_ghost_at(self.hover_cell)
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.carrying and event.button() == Qt.MouseButton.RightButton:
            self.turn(mirror=bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
            return
        if self.carrying and event.button() == Qt.MouseButton.LeftButton:
            self.hover_cell = self.cell_at(event.position())
            self._update_ghost_at(self.hover_cell)
            return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self.carrying and event.button() == Qt.MouseButton.LeftButton:
            self.try_place(self.cell_at(event.position()))
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self.click_enclosure(self.cell_at(event.position()))
        super().mouseReleaseEvent(event)

    def click_enclosure(self, cell: Cell) -> None:
        options = self.enclosure_options()
        if not options:
            return
        for option in options:
            if cell in option.enclosure:
                self.choice_made.emit(option)
                return
        self.refused.emit(self.tr("The animal cannot live there: choose a lit enclosure."))

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self.carrying:
            self.turn(mirror=bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
            return
        event.ignore()  # the map is fitted: nothing to scroll

    def answers_enter(self) -> bool:
        """Would Enter choose something here now (a building carried, an enclosure to pick)?"""
        return bool(self.carrying) or bool(self.enclosure_options())

    def enter_key(self) -> None:
        """Enter: build the carried building at the keyboard's mark, or pick the enclosure
        under it."""
        cell = self.cursor_keys.cell
        if cell is None:
            self.cursor_keys.start()
            return
        if self.carrying:
            self.try_place(cell)
        else:
            self.click_enclosure(cell)

    def event(self, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and self.answers_enter()
        ):
            event.accept()  # Enter is the map's own here (keyPressEvent), not the window's
            return True
        return super().event(event)

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        super().drawForeground(painter, rect)
        self.cursor_keys.paint(painter)  # the keyboard's focus mark, over everything

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.cursor_keys.visible = from_keys(event)
        if self.cursor_keys.cell is None:
            self.cursor_keys.start()
        else:
            self.cursor_keys.show()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.cursor_keys.visible = False
        self.cursor_keys.hide()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.cursor_keys.move(event.key()):
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.answers_enter():
            self.enter_key()
            return
        if self.carrying:
            if event.key() == Qt.Key.Key_R:
                self.turn()
                return
            if event.key() == Qt.Key.Key_M:
                self.turn(mirror=True)
                return
            if event.key() == Qt.Key.Key_Escape:
                self.drop_carried()
                return
        super().keyPressEvent(event)

    # -- drag and drop from the palette ------------------------------------------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasFormat(MIME_BUILDING):
            building = bytes(event.mimeData().data(MIME_BUILDING).data()).decode()
            if building in self.building_options():
                if self.carrying != building:
                    self.carry(building)
                event.acceptProposedAction()
                return
        event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if self.carrying:
            self.hover_cell = self.cell_at(event.position())
            self._update_ghost_at(self.hover_cell)
            event.acceptProposedAction()

    def dragLeaveEvent(self, event: object) -> None:
        self.map_scene.clear_ghost()

    def dropEvent(self, event: QDropEvent) -> None:
        if self.carrying and self.try_place(self.cell_at(event.position())):
            event.acceptProposedAction()
        else:
            event.ignore()

    def options_here(self) -> tuple[Choice, ...]:
        return tuple(self.placement_options()) + tuple(self.enclosure_options())
