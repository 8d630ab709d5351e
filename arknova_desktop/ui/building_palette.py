"""The building palette under the zoo map: one small tile per building of the open decision.

Each tile draws the building's shape, its name and what it costs now (the engine's
`building_cost`, 0 for free placements). During a Build action the building types of the Build
card's side that cannot be built now are shown too, greyed, with the reason in their tooltip.
Click a tile to carry the building over the map, or drag it onto the map (MIME_BUILDING).

The palette has a fixed height (one row of tiles, horizontal scrolling when they do not fit), so
the map above it never moves while the palette's content changes.
"""

from __future__ import annotations

from attrs import frozen
from PySide6.QtCore import QByteArray, QCoreApplication, QMimeData, QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QDrag, QFont, QMouseEvent, QPainter, QPaintEvent, QPalette, QPen
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

from ..engine import Decision
from ..engine.build import BuildStep, build_types
from ..engine.buildings import BUILDING_TYPES
from ..engine.geometry import Shape
from ..engine.placement import building_cost
from . import names, theme
from .explain_words import reason_text
from .map_view import MIME_BUILDING, ZooMapView, orientations
from .words import arg

TILE_WIDTH = 104
TILE_HEIGHT = 78
SHAPE_HEIGHT = 34
MARGIN = 3

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
        self.setFixedSize(TILE_WIDTH, TILE_HEIGHT)
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
            return f"{head}\n{self.owner.tr(HOW_TO)}"
        return f"{head}\n{arg(tr('Cannot be built now: %1.'), self.info.reason)}"

    def set_carried(self, carried: bool) -> None:
        if carried != self.carried:
            self.carried = carried
            self.update()

    # -- drawing ---------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        background = pal.color(QPalette.ColorRole.Base)
        border = pal.color(QPalette.ColorRole.Mid)
        if self.carried:
            border = pal.color(QPalette.ColorRole.Highlight)
        if not self.available:
            background = pal.color(QPalette.ColorRole.Window)
        painter.setPen(QPen(border, 2 if self.carried else 1))
        painter.setBrush(background)
        painter.drawRoundedRect(rect, 5, 5)
        self._paint_shape(painter)
        text = pal.color(
            QPalette.ColorRole.Text if self.available else QPalette.ColorRole.PlaceholderText
        )
        painter.setPen(text)
        font = QFont(self.font())
        font.setPointSizeF(max(font.pointSizeF() - 1, 7))
        painter.setFont(font)
        metrics = painter.fontMetrics()
        line = metrics.height()
        top = MARGIN + SHAPE_HEIGHT + 2
        width = self.width() - 2 * MARGIN
        name = metrics.elidedText(self.name_text, Qt.TextElideMode.ElideRight, width)
        painter.drawText(QRect(MARGIN, top, width, line), Qt.AlignmentFlag.AlignCenter, name)
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(
            QRect(MARGIN, top + line, width, line), Qt.AlignmentFlag.AlignCenter, self.cost_text
        )
        painter.end()

    def _paint_shape(self, painter: QPainter) -> None:
        cols = max(c.col for c in self.shape) + 1
        rows = max(c.row for c in self.shape) + 1
        size = min(12.0, SHAPE_HEIGHT / rows, (self.width() - 2 * MARGIN - 8) / cols)
        left = (self.width() - cols * size) / 2
        top = MARGIN + 2 + (SHAPE_HEIGHT - rows * size) / 2
        colour = QColor(theme.BUILDING.get(BUILDING_TYPES[self.building].kind, QColor("#cccccc")))
        if not self.available:
            grey = QColor.fromHsv(0, 0, colour.value())
            grey.setAlpha(110)
            colour = grey
        painter.setBrush(colour)
        painter.setPen(QPen(colour.darker(160), 1))
        for cell in self.shape:
            painter.drawRect(QRectF(left + cell.col * size, top + cell.row * size, size, size))

    def sizeHint(self) -> QSize:
        return QSize(TILE_WIDTH, TILE_HEIGHT)

    # -- click and drag --------------------------------------------------------------------------
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


class BuildingPalette(QWidget):
    """The buildings the open decision allows; drag one onto the map or click to carry it.

    Same use as before: `BuildingPalette(map_view, parent)`, `refresh()` after each decision;
    hidden when the open decision places no building."""

    def __init__(self, map_view: ZooMapView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.map_view = map_view
        self.tiles: list[BuildingTile] = []
        self.row = QWidget()
        self.row_layout = QHBoxLayout(self.row)
        self.row_layout.setContentsMargins(MARGIN, MARGIN, MARGIN, MARGIN)
        self.row_layout.setSpacing(4)
        self.row_layout.addStretch(1)
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.scroll_area.setWidget(self.row)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.scroll_area)
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        # Room for the tiles and a horizontal scroll bar, whether it shows or not.
        self.setFixedHeight(TILE_HEIGHT + 2 * MARGIN + bar + 2)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        map_view.carrying_changed.connect(self._carrying_changed)

    # -- content ---------------------------------------------------------------------------------
    def refresh(self) -> None:
        infos = self.tile_infos()
        for tile in self.tiles:
            self.row_layout.removeWidget(tile)
            tile.hide()
            tile.deleteLater()
        self.tiles = []
        for info in infos:
            tile = BuildingTile(self, info)
            self.row_layout.insertWidget(len(self.tiles), tile)
            tile.set_carried(info.building == self.map_view.carrying)
            self.tiles.append(tile)
        self.setVisible(bool(self.map_view.building_options()))

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
        game = self.map_view.session.game
        stack = game.state.stack
        step = stack[-1] if stack else None
        if decision.kind != "build" or not isinstance(step, BuildStep):
            return []
        if decision is not game.decision:
            return []
        seat = decision.seat
        infos = []
        for building in build_types(step.upgraded):
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
        drag.setPixmap(tile.grab())
        drag.setHotSpot(QPoint(tile.width() // 2, tile.height() // 2))
        drag.exec(Qt.DropAction.CopyAction)

    def _carrying_changed(self, building: str) -> None:
        for tile in self.tiles:
            tile.set_carried(tile.building == building)
