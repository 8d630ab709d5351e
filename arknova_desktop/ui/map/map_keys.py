"""The keyboard's place on a zoo map: a cell the arrow keys move, drawn with the theme's focus
mark while the map has the keyboard focus.

While a building is carried the cursor is where it would go (its anchor: the top-left cell of
its shape), so the carried tile's shadow follows the arrows as it follows the mouse, and Enter
builds there. While an animal chooses its enclosure, Enter picks the enclosure under the cursor.
When a building is picked up, or the map gets the focus for a decision of its own, the cursor
starts on a place that can be chosen (the first legal one, in reading order), so a player who
only presses Enter still makes a legal choice.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPen

from ...engine import Cell
from .. import theme

if TYPE_CHECKING:
    from .map_view import ZooMapView

ARROWS = {
    Qt.Key.Key_Left: (-1, 0),
    Qt.Key.Key_Right: (1, 0),
    Qt.Key.Key_Up: (0, -1),
    Qt.Key.Key_Down: (0, 1),
}


class MapCursor:
    """The cell the keys point at on `view`'s map, and its focus mark in the scene."""

    def __init__(self, view: ZooMapView, cell_rect: Callable[[Cell], QRectF]) -> None:
        self.view = view
        self.cell_rect = cell_rect
        self.cell: Cell | None = None
        # The keys moved last (not the mouse): the carried shadow is at the mark, and R and M
        # turn it there.
        self.leading = False
        # Drawn only while the focus came from the keyboard, as the web's :focus-visible: a
        # map clicked or in a window just shown has no mark.
        self.visible = False

    # -- where it is ---------------------------------------------------------------------------
    def bounds(self) -> tuple[int, int]:
        """The map's columns and rows (none: no map yet)."""
        zmap = self.view.map_scene.zmap
        return (zmap.width, zmap.height) if zmap is not None else (0, 0)

    def start(self) -> None:
        """Put the cursor on the first place the open decision can choose, if it has any (else
        it stays where it was, or goes to the top-left cell)."""
        width, height = self.bounds()
        if not width:
            self.cell = None
            return
        first = self.first_choosable()
        if first is not None:
            self.cell = first
            self.leading = True
        elif self.cell is None or not (0 <= self.cell.col < width and 0 <= self.cell.row < height):
            self.cell = Cell(0, 0)
        self.show()

    def first_choosable(self) -> Cell | None:
        view = self.view
        if view.carrying:
            shape = view.carried_shape()
            # A placement's anchor is the top-left corner of its shape (maybe off the shape).
            tops = [
                Cell(min(c.col for c in o.cells), min(c.row for c in o.cells))
                for o in view.placement_options()
                if o.building == view.carrying and view.shape_of(o.cells) == shape
            ]
            return min(tops, key=lambda c: (c.row, c.col)) if tops else None
        cells = [c for o in view.enclosure_options() for c in o.enclosure]
        return min(cells, key=lambda c: (c.row, c.col)) if cells else None

    def move(self, key: int) -> bool:
        """An arrow key: one cell that way, kept on the map. False: not an arrow."""
        step = ARROWS.get(Qt.Key(key))
        if step is None:
            return False
        width, height = self.bounds()
        if not width:
            return True
        if self.cell is None:
            self.visible = True
            self.start()
            return True
        col = min(max(self.cell.col + step[0], 0), width - 1)
        row = min(max(self.cell.row + step[1], 0), height - 1)
        self.cell = Cell(col, row)
        self.leading = self.visible = True
        self.show()
        return True

    # -- the mark ------------------------------------------------------------------------------
    def show(self) -> None:
        """Draw the mark on the cursor's cell (only while the map has the keyboard focus), and
        the carried building's shadow there."""
        view = self.view
        if self.shown() and view.carrying and self.leading:
            assert self.cell is not None
            view.show_ghost_at(self.cell)
        if self.shown():
            assert self.cell is not None
            view.ensureVisible(self.cell_rect(self.cell), 4, 4)
        view.viewport().update()

    def hide(self) -> None:
        self.view.viewport().update()

    def shown(self) -> bool:
        return self.cell is not None and self.visible and self.view.hasFocus()

    def paint(self, painter: QPainter) -> None:
        """Over the scene (the view's foreground, in scene coordinates): the theme's focus mark
        around the cursor's cell, a light line inside it so that it reads on any ground."""
        if not self.shown():
            return
        assert self.cell is not None
        rect = self.cell_rect(self.cell)
        palette = theme.colors()
        outer = QPen(palette.focus, theme.line("focus"))
        outer.setCosmetic(True)  # the same width in pixels at any scale of the map
        inner = QPen(palette.paper, theme.line("hair"))
        inner.setCosmetic(True)
        painter.save()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for pen, inset in ((outer, 1.5), (inner, 4.5)):
            painter.setPen(pen)
            painter.drawRect(rect.adjusted(inset, inset, -inset, -inset))
        painter.restore()
