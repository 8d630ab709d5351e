"""A player's zoo map on a square grid (QGraphicsScene), with building placement.

The scene draws terrain, placement bonuses, map features, buildings and the animals in them. It
never changes the game: when a placement or an enclosure is chosen it emits `choice_made` with
one of the open decision's options; anything else snaps back with the reason in `refused`.

Placing a building: pick it in the palette (click, or drag it onto the map). While carried, the
legal positions light up and a shadow snaps to the grid under the mouse; R, the mouse wheel or a
right click turns it, M (or Shift+wheel) mirrors it, a click (or the drop) places it, Esc drops
it.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPen,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QGraphicsView, QWidget

from ..engine import Decision
from ..engine.buildings import BUILDING_TYPES
from ..engine.choices import Choice, PlaceAnimal, PlaceBuilding
from ..engine.constants import BUILD
from ..engine.geometry import Cell, Shape, rotations_and_reflections
from ..engine.state import PlayerState
from ..engine.zoo import placement_problem
from ..engine.zoo_map import ZooMap, load_map
from ..session import GameSession
from . import theme

CELL = 44
MIME_BUILDING = "application/x-arknova-building"

BONUS_LABELS = {
    "money_2": "$2",
    "money_5": "$5",
    "money_10": "$10",
    "x_token": "X",
    "reputation_1": "R+1",
    "reputation_2": "R+2",
    "card": "Card",
    "clever": "Clev",
    "worker": "Wkr",
    "sponsor": "Spn",
    "multiplier": "x2",
    "rescue": "Resc",
}
BONUS_TIPS = {
    "money_2": "2 money",
    "money_5": "5 money",
    "money_10": "10 money",
    "x_token": "1 X-token",
    "reputation_1": "1 reputation",
    "reputation_2": "2 reputation",
    "card": "take a card from the deck or within reputation range",
    "clever": "Clever: after the action, put any action card into slot 1",
    "worker": "hire an association worker",
    "sponsor": "play a sponsor card by paying its level",
    "multiplier": "place a Multiplier token on an action card",
    "rescue": "Digging 1; an animal discarded may slide under the map (Rescue Station)",
}
FEATURE_TIPS = {
    "tower": "Observation Tower: +2 appeal when a standard enclosure next to it is occupied",
    "outdoor_area": "Outdoor area: a standard enclosure next to it counts 2 sizes larger",
    "harbor": "Commercial Harbor: once connected, sell 1 hand card for 3 money once per turn",
    "restaurant": "Park Restaurant: 1 money per covered space next to it in each break",
    "research_institute": "Research Institute: once connected, animals may ignore 1 condition",
    "kiosk_icon": "Ice cream: with all of these covered, +1 money per kiosk in each break",
    "hollywood": "Hollywood Hills: covering it reveals cards until a sponsor (taken)",
}
FEATURE_LABELS = {
    "tower": "Tower",
    "outdoor_area": "Gate",
    "harbor": "Harbor",
    "restaurant": "Rest.",
    "research_institute": "Inst.",
    "kiosk_icon": "K",
    "hollywood": "H",
}


def cell_rect(cell: Cell) -> QRectF:
    return QRectF(cell.col * CELL, cell.row * CELL, CELL, CELL)


def orientations(building: str) -> tuple[Shape, ...]:
    return rotations_and_reflections(BUILDING_TYPES[building].shape)


class ZooMapScene(QGraphicsScene):
    """Draws one player's zoo; knows which options of the open decision live on the map."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.zmap: ZooMap | None = None
        self.player: PlayerState | None = None
        self.names: dict[str, str] = {}
        self.ghost_items: list[QGraphicsRectItem] = []
        self.lit_items: list[QGraphicsRectItem] = []
        self.new_items: list[QGraphicsRectItem] = []
        self.new_cells: frozenset[Cell] = frozenset()

    def show_player(self, player: PlayerState, names: dict[str, str]) -> None:
        self.player = player
        self.names = names
        self.zmap = load_map(player.map_id) if player.map_id else None
        self.redraw()

    def redraw(self) -> None:
        self.clear()
        self.ghost_items = []
        self.lit_items = []
        self.new_items = []
        zmap, player = self.zmap, self.player
        if zmap is None or player is None:
            self.addText(self.tr("No zoo map chosen yet."))
            return
        small = QFont(theme.FONT_FAMILY, 8)
        for row in range(zmap.height):
            for col in range(zmap.width):
                cell = Cell(col, row)
                kind = zmap.terrain_at(cell)
                item = self.addRect(
                    cell_rect(cell), QPen(theme.GRID_LINE), QBrush(theme.TERRAIN[kind])
                )
                item.setZValue(0)
                if kind == "build2":
                    mark = self.addText("II", small)
                    mark.setDefaultTextColor(theme.INK_SOFT)
                    mark.setPos(col * CELL + CELL - 18, row * CELL)
        for bonus in zmap.bonuses:
            self._label(
                bonus.cell,
                BONUS_LABELS.get(bonus.bonus, bonus.bonus),
                theme.BONUS_INK,
                self.tr("Placement bonus: %s") % BONUS_TIPS.get(bonus.bonus, bonus.bonus),
            )
        for special in zmap.special_cells:
            self._label(
                special.cell,
                FEATURE_LABELS.get(special.feature, ""),
                theme.FEATURE_INK,
                FEATURE_TIPS.get(special.feature, ""),
            )
        for area in zmap.areas:
            for cell in area.cells:
                frame = self.addRect(
                    cell_rect(cell).adjusted(3, 3, -3, -3),
                    QPen(theme.CONTINENT[area.continent], 2, Qt.PenStyle.DashLine),
                )
                frame.setZValue(1)
        for placed in player.buildings:
            self._building(placed.building, placed.cells, placed.animals)
        border = self.addRect(
            QRectF(0, 0, zmap.width * CELL, zmap.height * CELL), QPen(theme.INK, 2)
        )
        border.setZValue(5)

    def _label(self, cell: Cell, text: str, color: QColor, tip: str = "") -> None:
        item = self.addText(text, QFont(theme.FONT_FAMILY, 8, QFont.Weight.Bold))
        item.setDefaultTextColor(color)
        item.setToolTip(tip)
        item.setPos(cell.col * CELL + 2, cell.row * CELL + CELL / 2 - 2)
        item.setZValue(2)

    def _building(self, building: str, cells: Iterable[Cell], animals: tuple[str, ...]) -> None:
        btype = BUILDING_TYPES[building]
        color = theme.BUILDING[btype.kind]
        if btype.kind == "standard_enclosure" and animals:
            color = theme.OCCUPIED
        cell_list = sorted(cells)
        for cell in cell_list:
            item = self.addRect(
                cell_rect(cell).adjusted(1, 1, -1, -1), QPen(Qt.PenStyle.NoPen), QBrush(color)
            )
            item.setZValue(3)
            item.setToolTip(self._building_tip(building, animals))
        # Outline: the edges of the shape only.
        cell_set = set(cell_list)
        pen = QPen(theme.INK, 2)
        for cell in cell_list:
            r = cell_rect(cell)
            for neighbour, line in (
                (Cell(cell.col, cell.row - 1), (r.topLeft(), r.topRight())),
                (Cell(cell.col, cell.row + 1), (r.bottomLeft(), r.bottomRight())),
                (Cell(cell.col - 1, cell.row), (r.topLeft(), r.bottomLeft())),
                (Cell(cell.col + 1, cell.row), (r.topRight(), r.bottomRight())),
            ):
                if neighbour not in cell_set:
                    edge = self.addLine(line[0].x(), line[0].y(), line[1].x(), line[1].y(), pen)
                    edge.setZValue(4)
        label = theme.BUILDING_SHORT.get(building, btype.name)
        if animals:
            label = "\n".join(self.names.get(a, a) for a in animals)
        text = self.addText(label, QFont(theme.FONT_FAMILY, 7))
        text.setDefaultTextColor(theme.INK)
        first = cell_list[0]
        text.setPos(first.col * CELL + 1, first.row * CELL + 1)
        text.setTextWidth(CELL * 2 - 4)
        text.setZValue(6)

    def _building_tip(self, building: str, animals: tuple[str, ...]) -> str:
        btype = BUILDING_TYPES[building]
        lines = [f"{btype.name} (size {btype.size})"]
        lines.extend(self.names.get(a, a) for a in animals)
        return "\n".join(lines)

    # -- highlighting -------------------------------------------------------------------------
    def light(self, cells: Iterable[Cell], color: QColor) -> None:
        for cell in cells:
            item = self.addRect(
                cell_rect(cell).adjusted(2, 2, -2, -2),
                QPen(color, 3),
                QBrush(Qt.BrushStyle.NoBrush),
            )
            item.setZValue(7)
            self.lit_items.append(item)

    def clear_light(self) -> None:
        for item in self.lit_items:
            self.removeItem(item)
        self.lit_items = []

    def mark_new(self, cells: Iterable[Cell]) -> None:
        """Mark what another player built or filled since the viewer's last choice."""
        self.clear_new()
        color = QColor(theme.OCCUPIED)
        fill = QColor(color)
        fill.setAlpha(70)
        for cell in cells:
            item = self.addRect(
                cell_rect(cell).adjusted(1, 1, -1, -1), QPen(color, 4), QBrush(fill)
            )
            item.setZValue(6)
            item.setToolTip(self.tr("New since your last turn"))
            self.new_items.append(item)

    def clear_new(self) -> None:
        for item in self.new_items:
            self.removeItem(item)
        self.new_items = []

    def show_ghost(self, cells: Iterable[Cell], legal: bool) -> None:
        self.clear_ghost()
        color = QColor(theme.LEGAL if legal else theme.ILLEGAL)
        color.setAlpha(140)
        for cell in cells:
            item = self.addRect(cell_rect(cell), QPen(theme.INK, 1), QBrush(color))
            item.setZValue(8)
            self.ghost_items.append(item)

    def clear_ghost(self) -> None:
        for item in self.ghost_items:
            self.removeItem(item)
        self.ghost_items = []


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
        self.setMinimumSize(300, 240)
        # Every choice ends with decision_changed: one redraw per click is enough.
        session.decision_changed.connect(lambda _d: self.refresh())
        self.hover_cell: Cell | None = None

    # -- what to show --------------------------------------------------------------------------
    def show_seat(self, seat: int) -> None:
        self.seat = seat
        self.refresh()

    def names(self) -> dict[str, str]:
        cards = self.session.game.cards
        player = self.session.game.state.players[self.seat]
        return {card_id: cards.get(card_id).name for b in player.buildings for card_id in b.animals}

    def refresh(self) -> None:
        player = self.session.game.state.players[self.seat]
        self.map_scene.show_player(player, self.names())
        self.map_scene.mark_new(self.map_scene.new_cells)
        self.fit()
        if self.carrying and self.carrying not in self.building_options():
            self.drop_carried()
        self._light_options()

    def set_highlight(self, cells: Iterable[tuple[int, int]]) -> None:
        """Cells to mark as new on the shown zoo (another player's latest buildings/animals)."""
        marked = frozenset(Cell(c[0], c[1]) for c in cells)
        if marked != self.map_scene.new_cells:
            self.map_scene.new_cells = marked
            self.map_scene.mark_new(marked)

    def fit(self) -> None:
        rect = self.map_scene.itemsBoundingRect()
        if not rect.isEmpty():
            self.fitInView(rect.adjusted(-4, -4, 4, 4), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self.fit()

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
        self.map_scene.clear_light()
        if self.carrying:
            shape = orientations(self.carrying)[self.orientation]
            cells = {
                c
                for o in self.placement_options()
                if o.building == self.carrying and self._shape_of(o.cells) == shape
                for c in o.cells
            }
            self.map_scene.light(cells, theme.LEGAL)
        for option in self.enclosure_options():
            self.map_scene.light(option.enclosure, theme.LEGAL)

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
        self.setFocus()
        self._light_options()

    def drop_carried(self) -> None:
        self.carrying = None
        self.ghost_cells = ()
        self.map_scene.clear_ghost()
        self.carrying_changed.emit("")
        self._light_options()

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
        self._update_ghost_at(self.hover_cell)

    def cell_at(self, pos: QPointF) -> Cell:
        point = self.mapToScene(int(pos.x()), int(pos.y()))
        return Cell(int(point.x() // CELL), int(point.y() // CELL))

    def cells_for(self, anchor: Cell) -> tuple[Cell, ...]:
        assert self.carrying is not None
        shape = orientations(self.carrying)[self.orientation]
        return tuple(sorted(Cell(c.col + anchor.col, c.row + anchor.row) for c in shape))

    def _update_ghost_at(self, anchor: Cell | None) -> None:
        if not self.carrying or anchor is None:
            return
        cells = self.cells_for(anchor)
        self.ghost_cells = cells
        legal = PlaceBuilding(self.carrying, cells) in self.placement_options()
        self.map_scene.show_ghost(cells, legal)

    def try_place(self, anchor: Cell) -> bool:
        if not self.carrying:
            return False
        cells = self.cells_for(anchor)
        choice = PlaceBuilding(self.carrying, cells)
        if choice in self.placement_options():
            self.drop_carried()
            self.choice_made.emit(choice)
            return True
        self.refused.emit(self.reason(self.carrying, cells))
        self.map_scene.clear_ghost()
        return False

    def reason(self, building: str, cells: tuple[Cell, ...]) -> str:
        player = self.session.game.state.players[self.seat]
        problem = placement_problem(player, building, frozenset(cells), player.is_upgraded(BUILD))
        if problem:
            return problem
        return self.tr("That placement is not allowed now (size or money).")

    # -- mouse and keys -------------------------------------------------------------------------
    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self.hover_cell = self.cell_at(event.position())
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
        super().wheelEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
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
