"""Square-grid geometry: the ONLY module that knows the topology of a zoo map (docs/maps.md).

The printed game uses hexes; our maps are square grids. Everything else in the engine asks this
module what "adjacent", "distance", "border" and "shape" mean, so it never assumes a topology.

- A cell is ``Cell(col, row)``; columns grow to the right, rows grow downwards.
- Two cells are adjacent (neighbours) when they share an **edge**: each cell has 4 neighbours.
  Diagonal cells are not adjacent (docs/rulings.md point 2).
- Distance is the grid (Manhattan) distance ``|Δcol| + |Δrow|``; "at least 3 spaces apart" means
  distance ≥ 3.
- A ``Grid`` is the set of cells a map has; its border cells are those with fewer than 4
  neighbours inside the grid (the outer edge, and the edge of any hole in an irregular grid).
- A ``Shape`` is a frozenset of cells normalised so that its smallest column and smallest row are
  both 0. A shape may be placed in any of its rotations and reflections (up to 8 orientations).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache, lru_cache
from typing import TypeAlias

from attrs import field, frozen


@frozen(order=False, hash=False)
class Cell:
    """One square of a grid. Ordered by column, then row.

    Its hash depends on the numbers only (attrs' default mixes in a string, whose hash changes
    from run to run), so sets of cells iterate in the same order in every process: replays and
    save-file digests stay identical across runs. It is worked out once, and the order is written
    out by hand: cells are hashed and sorted in the engine's inner loops.
    """

    col: int
    row: int
    _hash: int = field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "_hash", hash((self.col, self.row)))

    def __hash__(self) -> int:
        return self._hash

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Cell):
            return NotImplemented
        return (self.col, self.row) < (other.col, other.row)

    def __le__(self, other: object) -> bool:
        if not isinstance(other, Cell):
            return NotImplemented
        return (self.col, self.row) <= (other.col, other.row)

    def __gt__(self, other: object) -> bool:
        if not isinstance(other, Cell):
            return NotImplemented
        return (self.col, self.row) > (other.col, other.row)

    def __ge__(self, other: object) -> bool:
        if not isinstance(other, Cell):
            return NotImplemented
        return (self.col, self.row) >= (other.col, other.row)

    def __str__(self) -> str:
        return f"({self.col},{self.row})"


Shape: TypeAlias = frozenset[Cell]
"""A set of cells normalised so that ``min(col) == 0`` and ``min(row) == 0`` (see `normalise`)."""


# --------------------------------------------------------------------------------------------
# Cells


@cache
def neighbours(cell: Cell) -> tuple[Cell, Cell, Cell, Cell]:
    """The 4 cells sharing an edge with ``cell``: above, right, below, left (in that order)."""
    col, row = cell.col, cell.row
    return (Cell(col, row - 1), Cell(col + 1, row), Cell(col, row + 1), Cell(col - 1, row))


def are_adjacent(a: Cell, b: Cell) -> bool:
    """True when ``a`` and ``b`` share an edge."""
    return abs(a.col - b.col) + abs(a.row - b.row) == 1


def distance(a: Cell, b: Cell) -> int:
    """Grid (Manhattan) distance: the number of edge steps from ``a`` to ``b``."""
    return abs(a.col - b.col) + abs(a.row - b.row)


# --------------------------------------------------------------------------------------------
# Sets of cells


def is_connected(cells: Iterable[Cell]) -> bool:
    """True when every cell can reach every other through shared edges.

    The empty set is *not* connected (nothing can be built on zero cells).
    """
    pending = set(cells)
    if not pending:
        return False
    stack = [pending.pop()]
    while stack:
        cell = stack.pop()
        for near in neighbours(cell):
            if near in pending:
                pending.remove(near)
                stack.append(near)
    return not pending


def touches(cells: Iterable[Cell], other_cells: Iterable[Cell]) -> bool:
    """True when some cell of ``cells`` shares an edge with some cell of ``other_cells``."""
    others = other_cells if isinstance(other_cells, (set, frozenset)) else frozenset(other_cells)
    return any(near in others for cell in cells for near in neighbours(cell))


def adjacent_cells(cells: Iterable[Cell]) -> frozenset[Cell]:
    """The cells outside ``cells`` that share an edge with at least one cell of it."""
    inside = cells if isinstance(cells, (set, frozenset)) else frozenset(cells)
    return frozenset(near for cell in inside for near in neighbours(cell) if near not in inside)


def translate(cells: Iterable[Cell], d_col: int, d_row: int) -> frozenset[Cell]:
    """Every cell moved by ``d_col`` columns and ``d_row`` rows."""
    return frozenset(Cell(cell.col + d_col, cell.row + d_row) for cell in cells)


# --------------------------------------------------------------------------------------------
# Shapes


def normalise(cells: Iterable[Cell]) -> Shape:
    """Translate ``cells`` so that the smallest column and the smallest row are 0."""
    cell_set = frozenset(cells)
    if not cell_set:
        raise ValueError("a shape needs at least one cell")
    min_col = min(cell.col for cell in cell_set)
    min_row = min(cell.row for cell in cell_set)
    if min_col == 0 and min_row == 0:
        return cell_set
    return translate(cell_set, -min_col, -min_row)


def shape_from_rows(*rows: str) -> Shape:
    """Read a shape drawn as text: ``X`` or ``#`` is a cell, ``.`` or a space is empty.

    ``shape_from_rows("X.", "XX")`` is the L-tromino {(0,0), (0,1), (1,1)}.
    """
    cells = set()
    for row, line in enumerate(rows):
        for col, char in enumerate(line):
            if char in "X#":
                cells.add(Cell(col, row))
            elif char not in ". ":
                raise ValueError(f"unexpected character {char!r} in shape row {line!r}")
    return normalise(cells)


def shape_rows(shape: Iterable[Cell]) -> tuple[str, ...]:
    """The inverse of `shape_from_rows`: the normalised shape drawn with ``X`` and ``.``."""
    cells = normalise(shape)
    width = max(cell.col for cell in cells) + 1
    height = max(cell.row for cell in cells) + 1
    return tuple(
        "".join("X" if Cell(col, row) in cells else "." for col in range(width))
        for row in range(height)
    )


def _quarter_turn(cells: Iterable[Cell]) -> Shape:
    """Rotate a quarter turn clockwise (rows grow downwards): (col, row) → (−row, col)."""
    return normalise(Cell(-cell.row, cell.col) for cell in cells)


def _mirror(cells: Iterable[Cell]) -> Shape:
    """Reflect left ↔ right: (col, row) → (−col, row)."""
    return normalise(Cell(-cell.col, cell.row) for cell in cells)


@cache
def rotations_and_reflections(shape: Shape) -> tuple[Shape, ...]:
    """The distinct orientations of ``shape`` (1 to 8), each normalised.

    The order is fixed: the shape itself (normalised) first, then its quarter turns clockwise,
    then the mirrored shape and its quarter turns; repeats are dropped. Computed once per shape.
    """
    start = normalise(shape)
    found: list[Shape] = []
    for current in (start, _mirror(start)):
        for _ in range(4):
            if current not in found:
                found.append(current)
            current = _quarter_turn(current)
    return tuple(found)


def size_of(shape: Iterable[Cell]) -> tuple[int, int]:
    """Width and height of the bounding box of a non-empty set of cells."""
    cells = frozenset(shape)
    if not cells:
        raise ValueError("a shape needs at least one cell")
    cols = [cell.col for cell in cells]
    rows = [cell.row for cell in cells]
    return max(cols) - min(cols) + 1, max(rows) - min(rows) + 1


def placements(shape: Shape, anchor: Cell) -> tuple[frozenset[Cell], ...]:
    """``shape`` in each of its orientations, translated so its (0, 0) corner lies on ``anchor``.

    The corner is the top-left corner of the orientation's bounding box, which need not be one of
    its cells. Trying every anchor of a grid therefore finds every placement exactly once (see
    `placements_within`). Same order as `rotations_and_reflections`.
    """
    return tuple(
        translate(orientation, anchor.col, anchor.row)
        for orientation in rotations_and_reflections(shape)
    )


# --------------------------------------------------------------------------------------------
# Grids


@frozen
class Grid:
    """The cells a map has: ``cells`` ⊆ the ``width`` × ``height`` rectangle from (0, 0).

    Terrain (rock, water, build-II-only…) is not the grid's business: the grid only says which
    cells exist, so that the border and placements can be worked out.
    """

    width: int
    height: int
    cells: frozenset[Cell]
    _border: frozenset[Cell] = field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        if self.width < 1 or self.height < 1:
            raise ValueError(f"a grid needs a positive size, not {self.width}×{self.height}")
        outside = [
            cell
            for cell in self.cells
            if not (0 <= cell.col < self.width and 0 <= cell.row < self.height)
        ]
        if outside:
            raise ValueError(
                f"cells outside the {self.width}×{self.height} grid: {sorted(outside)}"
            )
        border = frozenset(
            cell for cell in self.cells if not all(near in self.cells for near in neighbours(cell))
        )
        object.__setattr__(self, "_border", border)

    @classmethod
    def rectangle(cls, width: int, height: int) -> Grid:
        """A full ``width`` × ``height`` grid."""
        cells = frozenset(Cell(col, row) for row in range(height) for col in range(width))
        return cls(width, height, cells)

    @classmethod
    def from_cells(cls, cells: Iterable[Cell]) -> Grid:
        """A grid of exactly ``cells`` (none negative) in the smallest rectangle holding them."""
        cell_set = frozenset(cells)
        if not cell_set:
            raise ValueError("a grid needs at least one cell")
        width = max(cell.col for cell in cell_set) + 1
        height = max(cell.row for cell in cell_set) + 1
        return cls(width, height, cell_set)

    def contains(self, cell: Cell) -> bool:
        return cell in self.cells

    def __contains__(self, cell: object) -> bool:
        return cell in self.cells

    def border_cells(self) -> frozenset[Cell]:
        """Cells of the grid with fewer than 4 neighbours inside the grid."""
        return self._border

    def is_border(self, cell: Cell) -> bool:
        return cell in self._border

    def sorted_cells(self) -> tuple[Cell, ...]:
        """The cells row by row, left to right (a stable order for menus and saves)."""
        return tuple(sorted(self.cells, key=lambda cell: (cell.row, cell.col)))


@lru_cache(maxsize=1024)
def placements_within(shape: Shape, grid: Grid) -> tuple[frozenset[Cell], ...]:
    """Every placement of ``shape`` (any orientation) whose cells all exist in ``grid``.

    Each placement appears once; ordered by orientation, then row, then column. Terrain and
    buildings already there are for the caller to check. Remembered per (shape, grid): maps are
    few and fixed, so the Build action can ask again and again for free.
    """
    found: list[frozenset[Cell]] = []
    for orientation in rotations_and_reflections(shape):
        width, height = size_of(orientation)
        for row in range(grid.height - height + 1):
            for col in range(grid.width - width + 1):
                placed = translate(orientation, col, row)
                if placed <= grid.cells:
                    found.append(placed)
    return tuple(found)
