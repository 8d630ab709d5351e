"""Square-grid geometry and building shapes (docs/maps.md, docs/rulings.md point 2).

Every expected number below follows from the geometry of a square grid (counted by hand, reasons
in the comments), never from running the code.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from arknova_desktop.engine.base.geometry import (
    Cell,
    Grid,
    Shape,
    adjacent_cells,
    are_adjacent,
    distance,
    is_connected,
    neighbours,
    normalise,
    placements,
    placements_within,
    rotations_and_reflections,
    shape_from_rows,
    shape_rows,
    touches,
)
from arknova_desktop.engine.board.buildings import (
    BASE_BUILDING_IDS,
    BUILDING_TYPES,
    KINDS,
    SPECIAL_ENCLOSURE,
    STANDARD_ENCLOSURE,
    UNIQUE,
    register_unique_building,
    standard_enclosure,
)


def cells(*pairs: tuple[int, int]) -> frozenset[Cell]:
    return frozenset(Cell(col, row) for col, row in pairs)


# The polyominoes, drawn by hand (X = cell).
MONOMINO = ("X",)
DOMINO = ("XX",)
I_TROMINO = ("XXX",)
L_TROMINO = ("X.", "XX")
T_TETROMINO = ("XXX", ".X.")
P_PENTOMINO = ("XX", "XX", "X.")
L_PENTOMINO = ("X.", "X.", "X.", "XX")
T_PENTOMINO = ("XXX", ".X.", ".X.")

# Distinct orientations under rotation and reflection = 8 / (size of the symmetry group):
# monomino: all 8 symmetries of the square fix it → 1; domino and I-tromino: symmetric under
# 180° turn and both mirrors → horizontal or vertical → 2; L-tromino: one diagonal mirror → 4;
# T-tetromino and T-pentomino: one mirror axis → 4; P- and L-pentomino: no symmetry → 8.
ORIENTATION_COUNTS = [
    (MONOMINO, 1),
    (DOMINO, 2),
    (I_TROMINO, 2),
    (L_TROMINO, 4),
    (T_TETROMINO, 4),
    (P_PENTOMINO, 8),
    (L_PENTOMINO, 8),
    (T_PENTOMINO, 4),
]


# --------------------------------------------------------------------------------------------
# Cells


def test_cell_is_hashable_and_ordered_by_column_then_row() -> None:
    assert len({Cell(1, 2), Cell(1, 2), Cell(2, 1)}) == 2
    assert Cell(0, 5) < Cell(1, 0) < Cell(1, 1)
    assert sorted([Cell(2, 0), Cell(0, 1), Cell(0, 0)]) == [Cell(0, 0), Cell(0, 1), Cell(2, 0)]


def test_neighbours_are_the_four_edge_neighbours() -> None:
    assert set(neighbours(Cell(3, 5))) == {Cell(3, 4), Cell(4, 5), Cell(3, 6), Cell(2, 5)}
    assert len(neighbours(Cell(3, 5))) == 4


def test_neighbours_at_negative_coordinates() -> None:
    assert set(neighbours(Cell(0, 0))) == {Cell(0, -1), Cell(1, 0), Cell(0, 1), Cell(-1, 0)}
    assert set(neighbours(Cell(-2, -3))) == {
        Cell(-2, -4),
        Cell(-1, -3),
        Cell(-2, -2),
        Cell(-3, -3),
    }


def test_diagonal_cells_are_not_neighbours() -> None:
    assert Cell(1, 1) not in neighbours(Cell(0, 0))
    assert not are_adjacent(Cell(0, 0), Cell(1, 1))
    assert are_adjacent(Cell(0, 0), Cell(0, 1))
    assert not are_adjacent(Cell(0, 0), Cell(0, 0))


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [
        (Cell(0, 0), Cell(0, 0), 0),
        (Cell(0, 0), Cell(1, 0), 1),
        (Cell(0, 0), Cell(1, 1), 2),  # a diagonal step is two edge steps
        (Cell(0, 0), Cell(3, 4), 7),  # 3 + 4
        (Cell(-1, 2), Cell(2, -2), 7),  # 3 + 4
        (Cell(5, 5), Cell(5, 1), 4),
    ],
)
def test_distance_is_manhattan(a: Cell, b: Cell, expected: int) -> None:
    assert distance(a, b) == expected
    assert distance(b, a) == expected


def test_kiosk_spacing_examples() -> None:
    """docs/rulings.md point 2: kiosks at least 3 apart = Manhattan distance ≥ 3."""
    kiosk = Cell(4, 4)
    assert distance(kiosk, Cell(5, 5)) < 3  # diagonal neighbour: too close
    assert distance(kiosk, Cell(6, 4)) < 3  # one cell between: too close
    assert distance(kiosk, Cell(6, 5)) >= 3
    assert distance(kiosk, Cell(7, 4)) >= 3  # two cells between


# --------------------------------------------------------------------------------------------
# Grids and border cells


def test_border_of_a_3x3_grid_is_all_but_the_centre() -> None:
    grid = Grid.rectangle(3, 3)
    assert len(grid.cells) == 9
    assert len(grid.border_cells()) == 8
    assert Cell(1, 1) not in grid.border_cells()
    assert not grid.is_border(Cell(1, 1))
    assert grid.is_border(Cell(0, 0)) and grid.is_border(Cell(2, 1))


def test_border_of_a_5x4_grid() -> None:
    # interior = 3 × 2 = 6 cells, border = 20 − 6 = 14
    assert len(Grid.rectangle(5, 4).border_cells()) == 14


def test_border_of_a_grid_with_a_hole() -> None:
    # 5×5 without its centre: the outer ring (16) and the 4 cells around the hole are border;
    # the 4 inner corners (1,1), (3,1), (1,3), (3,3) keep all 4 neighbours.
    full = Grid.rectangle(5, 5)
    grid = Grid(5, 5, full.cells - {Cell(2, 2)})
    assert len(grid.cells) == 24
    assert len(grid.border_cells()) == 20
    assert grid.cells - grid.border_cells() == cells((1, 1), (3, 1), (1, 3), (3, 3))
    assert grid.is_border(Cell(2, 1)) and grid.is_border(Cell(1, 2))


def test_border_of_a_plus_shaped_grid() -> None:
    # centre has its 4 arms as neighbours; each arm has only the centre
    grid = Grid.from_cells(cells((1, 0), (0, 1), (1, 1), (2, 1), (1, 2)))
    assert (grid.width, grid.height) == (3, 3)
    assert grid.border_cells() == cells((1, 0), (0, 1), (2, 1), (1, 2))
    assert not grid.contains(Cell(0, 0))
    assert grid.contains(Cell(1, 1))
    assert Cell(1, 1) in grid


def test_grid_rejects_cells_outside_it() -> None:
    with pytest.raises(ValueError):
        Grid(2, 2, cells((0, 0), (2, 0)))
    with pytest.raises(ValueError):
        Grid(2, 2, cells((0, -1)))


# --------------------------------------------------------------------------------------------
# Shapes and orientations


def test_normalise_moves_the_smallest_column_and_row_to_zero() -> None:
    assert normalise(cells((3, 5), (4, 5), (4, 6))) == cells((0, 0), (1, 0), (1, 1))
    assert normalise(cells((-2, -1), (-2, 0))) == cells((0, 0), (0, 1))
    with pytest.raises(ValueError):
        normalise([])


def test_shape_from_rows_and_back() -> None:
    assert shape_from_rows(*L_TROMINO) == cells((0, 0), (0, 1), (1, 1))
    assert shape_rows(shape_from_rows(*P_PENTOMINO)) == P_PENTOMINO
    with pytest.raises(ValueError):
        shape_from_rows("X?")


@pytest.mark.parametrize(("rows", "count"), ORIENTATION_COUNTS)
def test_orientation_counts(rows: tuple[str, ...], count: int) -> None:
    assert len(rotations_and_reflections(shape_from_rows(*rows))) == count


@pytest.mark.parametrize(("rows", "count"), ORIENTATION_COUNTS)
def test_orientations_are_distinct_normalised_connected_and_same_size(
    rows: tuple[str, ...], count: int
) -> None:
    shape = shape_from_rows(*rows)
    orientations = rotations_and_reflections(shape)
    assert len(set(orientations)) == len(orientations)
    for orientation in orientations:
        assert len(orientation) == len(shape)
        assert is_connected(orientation)
        assert min(c.col for c in orientation) == 0
        assert min(c.row for c in orientation) == 0


def test_orientations_start_with_the_shape_and_are_deterministic() -> None:
    shape = shape_from_rows(*P_PENTOMINO)
    first = rotations_and_reflections(shape)
    assert first[0] == shape
    assert rotations_and_reflections(frozenset(shape)) == first
    # an unnormalised copy gives the same orientations
    moved = frozenset(Cell(c.col + 4, c.row - 3) for c in shape)
    assert rotations_and_reflections(moved) == first


def test_orientations_of_the_domino_and_the_l_tromino() -> None:
    assert set(rotations_and_reflections(shape_from_rows(*DOMINO))) == {
        cells((0, 0), (1, 0)),
        cells((0, 0), (0, 1)),
    }
    # the L-tromino is the 2×2 square without one of its 4 corners
    square = cells((0, 0), (1, 0), (0, 1), (1, 1))
    assert set(rotations_and_reflections(shape_from_rows(*L_TROMINO))) == {
        square - {corner} for corner in square
    }


def test_reflection_is_an_orientation() -> None:
    # the L-pentomino and its mirror image (a J) are the same building
    j_pentomino = shape_from_rows(".X", ".X", ".X", "XX")
    assert j_pentomino in rotations_and_reflections(shape_from_rows(*L_PENTOMINO))
    # lying flat, foot up
    assert shape_from_rows("XXXX", "X...") in rotations_and_reflections(j_pentomino)


def test_placements_translate_each_orientation_to_the_anchor() -> None:
    assert set(placements(shape_from_rows(*DOMINO), Cell(5, 5))) == {
        cells((5, 5), (6, 5)),
        cells((5, 5), (5, 6)),
    }
    assert placements(shape_from_rows(*MONOMINO), Cell(-1, 2)) == (cells((-1, 2)),)


@pytest.mark.parametrize(
    ("rows", "grid", "expected"),
    [
        (MONOMINO, Grid.rectangle(3, 3), 9),
        (DOMINO, Grid.rectangle(2, 2), 4),  # 2 horizontal + 2 vertical
        (L_TROMINO, Grid.rectangle(2, 2), 4),  # leave out one of the 4 cells
        (I_TROMINO, Grid.rectangle(3, 3), 6),  # 3 rows + 3 columns
        # T-tetromino in 3×3: 2 flat orientations × 2 positions + 2 upright × 2 positions
        (T_TETROMINO, Grid.rectangle(3, 3), 8),
        (T_PENTOMINO, Grid.rectangle(3, 3), 4),  # fills a 3×3 box: one position per orientation
        (L_PENTOMINO, Grid.rectangle(3, 3), 0),  # 4 long: never fits in 3×3
        # plus-shaped grid: only the middle row and the middle column hold an I-tromino
        (I_TROMINO, Grid.from_cells(cells((1, 0), (0, 1), (1, 1), (2, 1), (1, 2))), 2),
    ],
)
def test_placements_within_a_grid(rows: tuple[str, ...], grid: Grid, expected: int) -> None:
    found = placements_within(shape_from_rows(*rows), grid)
    assert len(found) == expected
    assert len(set(found)) == len(found)
    assert all(placed <= grid.cells for placed in found)


# --------------------------------------------------------------------------------------------
# Connected, touches, adjacent cells


@pytest.mark.parametrize(
    ("group", "expected"),
    [
        (cells((0, 0)), True),
        (cells((0, 0), (1, 0)), True),
        (cells((0, 0), (1, 1)), False),  # corners only
        (cells((0, 0), (0, 1), (1, 1), (2, 1), (2, 0)), True),  # U
        (cells((0, 0), (1, 0), (3, 0), (4, 0)), False),  # two dominoes with a gap
        (cells((-5, -5), (-5, -4), (-4, -4)), True),
        (frozenset(), False),
    ],
)
def test_is_connected(group: frozenset[Cell], expected: bool) -> None:
    assert is_connected(group) is expected


def test_touches() -> None:
    assert touches(cells((0, 0)), cells((1, 0)))
    assert touches(cells((0, 0), (1, 0)), [Cell(1, 1)])
    assert not touches(cells((0, 0)), cells((1, 1)))  # corners only
    assert not touches(cells((0, 0)), cells((2, 0)))
    assert not touches(cells((0, 0)), frozenset())


def test_adjacent_cells() -> None:
    assert adjacent_cells(cells((0, 0))) == cells((0, -1), (1, 0), (0, 1), (-1, 0))
    # a domino: 2 above, 2 below, 1 at each end
    assert len(adjacent_cells(cells((0, 0), (1, 0)))) == 6
    # a 2×2 square: 2 on each side
    assert len(adjacent_cells(cells((0, 0), (1, 0), (0, 1), (1, 1)))) == 8
    # an L-tromino: the inside corner cell (1, 0) is next to two of its cells, counted once
    l_tromino = shape_from_rows(*L_TROMINO)
    assert Cell(1, 0) in adjacent_cells(l_tromino)
    assert len(adjacent_cells(l_tromino)) == 7
    assert adjacent_cells(l_tromino).isdisjoint(l_tromino)


# --------------------------------------------------------------------------------------------
# Buildings


EXPECTED_BUILDINGS = {
    # id: (size, polyomino, kind)
    "enclosure_1": (1, MONOMINO, STANDARD_ENCLOSURE),
    "enclosure_2": (2, DOMINO, STANDARD_ENCLOSURE),
    "enclosure_3": (3, L_TROMINO, STANDARD_ENCLOSURE),
    "enclosure_4": (4, T_TETROMINO, STANDARD_ENCLOSURE),
    "enclosure_5": (5, P_PENTOMINO, STANDARD_ENCLOSURE),
    "kiosk": (1, MONOMINO, "kiosk"),
    "pavilion": (1, MONOMINO, "pavilion"),
    "petting_zoo": (3, I_TROMINO, SPECIAL_ENCLOSURE),
    "reptile_house": (5, L_PENTOMINO, SPECIAL_ENCLOSURE),
    "large_bird_aviary": (5, T_PENTOMINO, SPECIAL_ENCLOSURE),
}


def test_the_base_buildings() -> None:
    assert set(BASE_BUILDING_IDS) == set(EXPECTED_BUILDINGS)
    for building_id, (size, rows, kind) in EXPECTED_BUILDINGS.items():
        building = BUILDING_TYPES[building_id]
        assert building.id == building_id
        assert building.size == size
        assert building.kind == kind
        assert building.shape in rotations_and_reflections(shape_from_rows(*rows)), building_id


def test_every_building_size_is_its_cell_count() -> None:
    for building in BUILDING_TYPES.values():
        assert building.size == len(building.shape), building.id
        assert building.kind in KINDS
        assert is_connected(building.shape)
        assert normalise(building.shape) == building.shape


def test_build_ii_and_one_per_zoo_flags() -> None:
    base = [BUILDING_TYPES[building_id] for building_id in BASE_BUILDING_IDS]
    assert {b.id for b in base if b.needs_build_ii} == {"reptile_house", "large_bird_aviary"}
    assert {b.id for b in base if b.unique_per_zoo} == {
        "petting_zoo",
        "reptile_house",
        "large_bird_aviary",
    }


def test_standard_enclosure_by_size() -> None:
    assert standard_enclosure(3).id == "enclosure_3"
    with pytest.raises(ValueError):
        standard_enclosure(6)


def test_building_orientations_follow_the_shape() -> None:
    assert len(BUILDING_TYPES["enclosure_5"].orientations) == 8
    assert len(BUILDING_TYPES["large_bird_aviary"].orientations) == 4
    assert BUILDING_TYPES["petting_zoo"].drawing() == I_TROMINO


@pytest.fixture
def registry() -> Iterator[None]:
    """Registering is global: put the registry back after the test."""
    saved = dict(BUILDING_TYPES)
    yield
    BUILDING_TYPES.clear()
    BUILDING_TYPES.update(saved)


@pytest.mark.usefixtures("registry")
def test_register_unique_building_normalises_the_shape() -> None:
    building = register_unique_building("test_tower", [(4, 4), (5, 4), Cell(5, 5)])
    assert BUILDING_TYPES["test_tower"] is building
    assert building.shape == cells((0, 0), (1, 0), (1, 1))
    assert building.size == 3
    assert building.kind == UNIQUE
    assert building.unique_per_zoo
    assert not building.needs_build_ii


@pytest.mark.usefixtures("registry")
def test_register_unique_building_rejects_a_disconnected_shape() -> None:
    with pytest.raises(ValueError):
        register_unique_building("test_split", [(0, 0), (1, 1)])  # corners only
    with pytest.raises(ValueError):
        register_unique_building("test_gap", [(0, 0), (2, 0)])
    assert "test_split" not in BUILDING_TYPES
    assert "test_gap" not in BUILDING_TYPES


@pytest.mark.usefixtures("registry")
def test_register_unique_building_rejects_a_duplicate_id() -> None:
    register_unique_building("test_once", [(0, 0)])
    with pytest.raises(ValueError):
        register_unique_building("test_once", [(0, 0), (0, 1)])
    with pytest.raises(ValueError):
        register_unique_building("kiosk", [(0, 0)])
    assert BUILDING_TYPES["test_once"].size == 1


@pytest.mark.usefixtures("registry")
def test_register_unique_building_size_limits() -> None:
    with pytest.raises(ValueError):
        register_unique_building("test_empty", [])
    with pytest.raises(ValueError):
        register_unique_building("test_long", [(col, 0) for col in range(8)])
    assert register_unique_building("test_seven", [(col, 0) for col in range(7)]).size == 7


def test_shapes_are_hashable_cache_keys() -> None:
    shape: Shape = shape_from_rows(*T_TETROMINO)
    assert rotations_and_reflections(shape) is rotations_and_reflections(shape)
