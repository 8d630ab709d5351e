"""The building palette under the zoo map: one small tile per building of the open decision.

Each tile draws the building's shape, its name and what it costs now (the engine's
`building_cost`, 0 for free placements). During a Build action the building types of the Build
card's side that cannot be built now are shown too, greyed, with the reason in their tooltip.
Click a tile to carry the building over the map, or drag it onto the map (MIME_BUILDING).

The palette has a fixed height (one row of tiles), so the map above it never moves while the
palette's content changes. The tiles share the row's width: each is as wide as the row allows,
between TILE_MIN_WIDTH and TILE_WIDTH, so a Build II decision's ten tiles fit side by side at
1280×800 without a scroll bar; only a row narrower than that scrolls sideways (by the scroll bar
or the mouse wheel). Its scroll position is kept while the same decision is open and starts at
the left for a new one. A tile's name wraps to two lines between words, never inside one (the
tooltip has it in full). A drag carries a small, see-through picture of the building's shape,
up and left of the cursor, so the map's green or red preview under the cursor stays in sight.
"""

from __future__ import annotations

from collections.abc import Hashable

from attrs import frozen
from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QMimeData,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import (
    QColor,
    QDrag,
    QFont,
    QFontMetrics,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ...engine import (
    BUILDING_TYPES,
    Decision,
    Shape,
    building_cost,
)
from .. import theme
from ..words import names
from ..words.common import arg
from ..words.explain_words import reason_text
from .map_view import (
    MIME_BUILDING,
    ZooMapView,
    building_fill,
    default_icon_rect,
    orientations,
    paint_building_tile,
)

# Sizes at zoom 1 (the 1280×800 design size); each is zoomed where it is used.
TILE_WIDTH = 104
TILE_MIN_WIDTH = 76  # narrower, a name would need three lines: the row scrolls instead
TILE_HEIGHT = 78
SHAPE_HEIGHT = 34
SHAPE_CELL = 20  # the largest cell of a building's tile in the palette
ICON_SHARE = 0.8  # the type icon's side in a cell of the small tile (larger than on the map)
MARGIN = 3
GAP = 4  # between two tiles
DRAG_CELL = 8  # a cell of the drag picture, in pixels
DRAG_SIZE = 34  # the drag picture's side: the shape in its top-left part, the cursor bottom right
DRAG_OPACITY = 0.75
WHEEL_STEP = TILE_WIDTH // 2  # pixels the palette scrolls per notch of the mouse wheel

# Decision kinds whose placements are paid (the others place the building for free).
PAID_KINDS = ("build", "extra_building")

HOW_TO = (
    "Drag onto the map, or click and move the mouse over the map. "
    "R / wheel / right click: turn · M: mirror · Esc: put back"
)


@frozen
class TileInfo:
    """What one tile shows: `reason` is empty when the building can be placed now."""

    building: str
    cost: int
    reason: str = ""

    @property
    def available(self) -> bool:
        return not self.reason


def flattest(building: str) -> Shape:
    """The orientation that is widest for its height (fits a short, wide tile best)."""

    def extent(shape: Shape) -> tuple[int, int]:
        cols = max(c.col for c in shape) + 1
        rows = max(c.row for c in shape) + 1
        return rows, -cols

    return min(orientations(building), key=extent)


def tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("BuildingPalette", text, None, n)


def cost_words(cost: int) -> str:
    return tr("Free") if cost == 0 else names.resource_amount("money", cost)


def word_breaks(text: str) -> list[int]:
    """Where the text may go to a new line: after a space (dropped) or a hyphen (kept)."""
    return [i + 1 for i, ch in enumerate(text[:-1]) if ch in " -\u00ad" and text[i + 1] != " "]


def wrap_name(text: str, metrics: QFontMetrics, width: int, lines: int = 2) -> list[str] | None:
    """The name in at most `lines` lines of at most `width` pixels, broken only between words
    (the most even split); None when a word alone is wider than `width`."""

    def clean(part: str) -> str:
        return part.replace("\u00ad", "").strip()

    def wide(part: str) -> int:
        return metrics.horizontalAdvance(part)

    if wide(clean(text)) <= width or lines <= 1:
        return [clean(text)] if wide(clean(text)) <= width else None
    best: list[str] | None = None
    for cut in word_breaks(text):
        head = text[:cut]
        head = clean(head) + ("-" if head.endswith("\u00ad") else "")
        rest = wrap_name(text[cut:], metrics, width, lines - 1)
        if rest is None or wide(head) > width:
            continue
        found = [head, *rest]
        if best is None or max(map(wide, found)) < max(map(wide, best)):
            best = found
    return best


def shortened_name(text: str, metrics: QFontMetrics, width: int) -> str:
    """Whole words from the start of the name with an ellipsis, in one line of `width`."""
    words = text.replace("\u00ad", "").split()
    while len(words) > 1:
        words.pop()
        line = " ".join(words) + "…"
        if metrics.horizontalAdvance(line) <= width:
            return line
    return metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)


class BuildingTile(QWidget):
    """One building: its shape, name and cost; greyed (with the reason) when not buildable."""

    def __init__(self, palette: BuildingPalette, info: TileInfo) -> None:
        super().__init__(palette.row)
        self.owner = palette
        self.info = info
        self.building = info.building
        self.carried = False
        self.name_text = names.capitalised(names.building_name(info.building))
        self.cost_text = cost_words(info.cost)
        self.shape = flattest(info.building)
        self.setFixedSize(palette.tile_width(), theme.px(TILE_HEIGHT))
        self.setCursor(
            Qt.CursorShape.OpenHandCursor if info.available else Qt.CursorShape.ForbiddenCursor
        )
        self.setAccessibleName(arg(tr("%1, %2"), self.name_text, self.cost_text))
        self.setToolTip(self._tooltip())
        self._press: QPoint | None = None

    @property
    def available(self) -> bool:
        return self.info.available

    def _tooltip(self) -> str:
        size = BUILDING_TYPES[self.building].size
        spaces = tr("1 space") if size == 1 else tr("%n spaces", size)
        price = (
            tr("free")
            if self.info.cost == 0
            else arg(tr("costs %1"), names.resource_amount("money", self.info.cost))
        )
        head = arg(tr("%1: %2, %3."), self.name_text, spaces, price)
        if self.available:
            return f"{head}\n{tr(HOW_TO)}"
        return f"{head}\n{arg(tr('Cannot be built now: %1.'), self.info.reason)}"

    def set_carried(self, carried: bool) -> None:
        if carried != self.carried:
            self.carried = carried
            self.update()

    # -- drawing ---------------------------------------------------------------------------------
    def name_layout(self) -> tuple[QFont, list[str]]:
        """The font and lines the name is drawn with: one line, else two lines broken between
        words, in the small type or the caption; else whole words and "…"."""
        width = self.width() - 2 * theme.px(MARGIN)
        for role in ("small", "caption"):
            font = theme.font(role)
            lines = wrap_name(self.name_text, QFontMetrics(font), width)
            if lines is not None:
                return font, lines
        font = theme.font("small")
        return font, [shortened_name(self.name_text, QFontMetrics(font), width)]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = theme.colors()
        margin = theme.px(MARGIN)
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        background = palette.panel if self.available else palette.panel_alt
        border = palette.focus if self.carried else palette.panel_line
        width = theme.line("strong") if self.carried else theme.line("hair")
        painter.setPen(QPen(border, width))
        painter.setBrush(background)
        painter.drawRoundedRect(rect, theme.radius("card"), theme.radius("card"))
        font, name_lines = self.name_layout()
        line = QFontMetrics(font).height()
        # The text sits at the bottom; the shape takes the room above it.
        top = min(
            margin + theme.px(SHAPE_HEIGHT) + 2,
            self.height() - margin - (len(name_lines) + 1) * line,
        )
        self._paint_shape(painter, top - margin - 4)
        painter.setPen(palette.text if self.available else palette.text_soft)
        painter.setFont(font)
        width_px = self.width() - 2 * margin
        for name in name_lines:
            painter.drawText(QRect(margin, top, width_px, line), Qt.AlignmentFlag.AlignCenter, name)
            top += line
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(
            QRect(margin, top, width_px, line), Qt.AlignmentFlag.AlignCenter, self.cost_text
        )
        painter.end()

    def _paint_shape(self, painter: QPainter, height: float = SHAPE_HEIGHT) -> None:
        """The building's tile, drawn as on the map (the same function), as large as fits."""
        height = max(theme.size(8), min(theme.size(SHAPE_HEIGHT), height))
        cols = max(c.col for c in self.shape) + 1
        rows = max(c.row for c in self.shape) + 1
        room = self.width() - 2 * theme.px(MARGIN) - theme.px(8)
        size = min(theme.size(SHAPE_CELL), height / rows, room / cols)
        left = (self.width() - cols * size) / 2
        top = theme.px(MARGIN) + 2 + (height - rows * size) / 2
        origin = QPointF(left, top)
        paint_building_tile(
            painter,
            self.building,
            self.shape,
            size,
            origin,
            dim=not self.available,
            icon_rect=default_icon_rect(self.shape, size, origin, ICON_SHARE),
        )

    def colour(self) -> QColor:
        """The building's colour (its kind's), as on the map."""
        return building_fill(self.building)

    def drag_pixmap(self) -> tuple[QPixmap, QPoint]:
        """A small, half see-through picture of the tile and its hot spot: the tile lies up and
        left of the cursor, so the map's preview under the cursor stays in sight."""
        ratio = self.devicePixelRatioF()
        side = theme.px(DRAG_SIZE)
        pixmap = QPixmap(round(side * ratio), round(side * ratio))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        cols = max(c.col for c in self.shape) + 1
        rows = max(c.row for c in self.shape) + 1
        room = side - theme.px(8)
        size = min(theme.size(DRAG_CELL), room / cols, room / rows)
        painter = QPainter(pixmap)
        painter.setOpacity(DRAG_OPACITY)
        paint_building_tile(painter, self.building, self.shape, size, QPointF(1, 1), lift=1.0)
        painter.end()
        return pixmap, QPoint(side - 2, side - 2)

    def sizeHint(self) -> QSize:
        return QSize(self.width(), theme.px(TILE_HEIGHT))

    # -- click, drag and wheel ------------------------------------------------------------------
    def wheelEvent(self, event: QWheelEvent) -> None:
        self.owner.scroll_area.scroll_by_wheel(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        start = self._press
        if start is None or not event.buttons() & Qt.MouseButton.LeftButton:
            return
        moved = (event.position().toPoint() - start).manhattanLength()
        if moved >= QApplication.startDragDistance():
            self._press = None
            self.owner.start_drag(self.building)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        start, self._press = self._press, None
        if event.button() == Qt.MouseButton.LeftButton and start is not None:
            if self.rect().contains(event.position().toPoint()):
                self.owner.clicked(self.building)
            return
        super().mouseReleaseEvent(event)


class PaletteScrollArea(QScrollArea):
    """The palette's one row: the mouse wheel (either direction) scrolls it sideways."""

    def wheelEvent(self, event: QWheelEvent) -> None:
        self.scroll_by_wheel(event)

    def scroll_by_wheel(self, event: QWheelEvent) -> None:
        bar = self.horizontalScrollBar()
        pixels = event.pixelDelta()
        if not pixels.isNull():
            delta = pixels.x() if abs(pixels.x()) > abs(pixels.y()) else pixels.y()
        else:
            angle = event.angleDelta()
            notches = (angle.x() if abs(angle.x()) > abs(angle.y()) else angle.y()) / 120
            delta = round(notches * theme.px(WHEEL_STEP))
        if delta == 0 or bar.maximum() <= bar.minimum():
            event.ignore()
            return
        bar.setValue(bar.value() - delta)
        event.accept()


class BuildingPalette(QWidget):
    """The buildings the open decision allows; drag one onto the map or click to carry it.

    Same use as before: `BuildingPalette(map_view, parent)`, `refresh()` after each decision;
    hidden when the open decision places no building."""

    def __init__(self, map_view: ZooMapView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.map_view = map_view
        self.tiles: list[BuildingTile] = []
        self.infos: list[TileInfo] = []
        self.decision_key: Hashable = None  # the decision the tiles (and the scroll) are for
        self.row = QWidget()
        self.row_layout = QHBoxLayout(self.row)
        self.row_layout.addStretch(1)
        self.scroll_area = PaletteScrollArea(self)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.scroll_area.setWidget(self.row)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.scroll_area)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._apply_sizes()
        map_view.carrying_changed.connect(self._carrying_changed)
        theme.manager().changed.connect(self._theme_changed)

    def _apply_sizes(self) -> None:
        margin = theme.px(MARGIN)
        self.row_layout.setContentsMargins(margin, margin, margin, margin)
        self.row_layout.setSpacing(theme.px(GAP))
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        # Room for the tiles and a horizontal scroll bar, whether it shows or not.
        self.setFixedHeight(theme.px(TILE_HEIGHT) + 2 * margin + bar + 2)

    def _theme_changed(self) -> None:
        """A new zoom resizes the tiles; a new variant repaints them in its colours."""
        self._apply_sizes()
        self.fit_tiles()
        for tile in self.tiles:
            tile.update()

    def tile_width(self, count: int | None = None) -> int:
        """The width each of `count` tiles (the shown ones by default) gets: the row's width
        shared out, between TILE_MIN_WIDTH and TILE_WIDTH."""
        count = len(self.tiles) if count is None else count
        margin, gap = theme.px(MARGIN), theme.px(GAP)
        room = self.scroll_area.viewport().width() - 2 * margin - gap * (max(count, 1) - 1)
        share = room // max(count, 1)
        return max(theme.px(TILE_MIN_WIDTH), min(theme.px(TILE_WIDTH), share))

    def fit_tiles(self) -> None:
        """Every tile at the width the row shares out; the row is never narrower than its tiles
        (then it scrolls), so no tile ever lies over another."""
        width = self.tile_width()
        height = theme.px(TILE_HEIGHT)
        for tile in self.tiles:
            if tile.size() != QSize(width, height):
                tile.setFixedSize(width, height)
                tile.update()
        margin, gap = theme.px(MARGIN), theme.px(GAP)
        count = len(self.tiles)
        self.row.setMinimumWidth(count * width + gap * max(count - 1, 0) + 2 * margin)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_tiles()

    # -- content ---------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Tiles for the open decision. The same decision keeps its tiles' scroll position (and
        the tiles themselves when nothing changed); a new one starts at the left."""
        infos = self.tile_infos()
        key = self._decision_key()
        bar = self.scroll_area.horizontalScrollBar()
        same = key == self.decision_key and key is not None
        self.decision_key = key
        kept = bar.value() if same else 0
        if infos != self.infos or len(self.tiles) != len(infos):
            self.infos = infos
            for tile in self.tiles:
                self.row_layout.removeWidget(tile)
                tile.hide()
                tile.deleteLater()
            self.tiles = []
            width = self.tile_width(len(infos))
            for info in infos:
                tile = BuildingTile(self, info)
                tile.setFixedSize(width, theme.px(TILE_HEIGHT))
                self.row_layout.insertWidget(len(self.tiles), tile)
                self.tiles.append(tile)
            self.fit_tiles()
            # The row's new width reaches the scroll bar only once the layout has run.
            self.row_layout.activate()
            QTimer.singleShot(0, self, lambda: self._scroll_to(key, kept))
        for tile in self.tiles:
            tile.set_carried(tile.building == self.map_view.carrying)
        self._scroll_to(key, kept)
        self.setVisible(bool(self.map_view.building_options()))

    def _decision_key(self) -> Hashable:
        decision = self.map_view.my_decision()
        if decision is None:
            return None
        moves = len(self.map_view.session.choices)
        return (moves, decision.seat, decision.kind, decision.options)

    def _scroll_to(self, key: Hashable, value: int) -> None:
        if key == self.decision_key:
            self.scroll_area.horizontalScrollBar().setValue(value)

    def tile_infos(self) -> list[TileInfo]:
        """The buildings of the open decision, then (during a Build action) the types of the
        Build card's side that cannot be built now, with the reason."""
        options = self.map_view.building_options()
        decision = self.map_view.my_decision()
        if decision is None or not options:
            return []
        paid = decision.kind in PAID_KINDS
        infos = [TileInfo(b, building_cost(b) if paid else 0) for b in options]
        infos.extend(self._unbuildable(decision, options))
        return infos

    def _unbuildable(self, decision: Decision, options: list[str]) -> list[TileInfo]:
        session = self.map_view.session
        game = session.game
        if decision.kind != "build" or decision is not game.decision:
            return []
        context = session.view.context  # the Build step: every type of the card's side
        if context is None or not context.build_types:
            return []
        seat = decision.seat
        infos = []
        for building in context.build_types:
            if building in options:
                continue
            # The reason comes from the engine's explanation, never from rules written here.
            reason = game.building_blocker(seat, building)
            words = reason_text(reason) if reason is not None else tr("it cannot be placed now")
            infos.append(TileInfo(building, building_cost(building), words))
        return infos

    # -- carrying --------------------------------------------------------------------------------
    def tile(self, building: str) -> BuildingTile | None:
        return next((t for t in self.tiles if t.building == building), None)

    def buildings(self) -> list[str]:
        """The buildings that can be placed now, in tile order."""
        return [t.building for t in self.tiles if t.available]

    def clicked(self, building: str) -> None:
        tile = self.tile(building)
        if tile is not None and not tile.available:
            self.map_view.refused.emit(
                arg(tr("%1 cannot be built now: %2."), tile.name_text, tile.info.reason)
            )
            return
        self.map_view.carry(building)

    def mime_data(self, building: str) -> QMimeData:
        mime = QMimeData()
        mime.setData(MIME_BUILDING, QByteArray(building.encode()))
        return mime

    def start_drag(self, building: str) -> None:
        tile = self.tile(building)
        if tile is None or not tile.available:
            return
        self.map_view.carry(building)
        drag = QDrag(self)
        drag.setMimeData(self.mime_data(building))
        pixmap, hot_spot = tile.drag_pixmap()
        drag.setPixmap(pixmap)
        drag.setHotSpot(hot_spot)
        drag.exec(Qt.DropAction.CopyAction)

    def _carrying_changed(self, building: str) -> None:
        for tile in self.tiles:
            tile.set_carried(tile.building == building)
