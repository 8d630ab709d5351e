"""Building types and their square shapes (docs/maps.md, docs/rules.md §12 Build).

The printed buildings are hex tiles; ours are square polyominoes, one canonical shape per building
type. A building may be placed in any rotation or reflection of its shape (`orientations`).

| id | size | shape | kind |
|---|---|---|---|
| enclosure_1, kiosk, pavilion | 1 | monomino | standard enclosure / kiosk / pavilion |
| enclosure_2 | 2 | domino | standard enclosure |
| enclosure_3 | 3 | L-tromino | standard enclosure |
| enclosure_4 | 4 | T-tetromino | standard enclosure |
| enclosure_5 | 5 | P-pentomino | standard enclosure |
| petting_zoo | 3 | straight I-tromino | special enclosure, one per zoo |
| reptile_house | 5 | L-pentomino | special enclosure, one per zoo, needs Build II |
| large_bird_aviary | 5 | T-pentomino | special enclosure, one per zoo, needs Build II |

Unique buildings printed on sponsor cards are added with `register_unique_building` once, when
the card data is loaded (catalog/cards.py `CardDB`); none are registered here, and setting up a
game adds nothing.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from attrs import frozen

from ..base.geometry import (
    Cell,
    Shape,
    is_connected,
    normalise,
    rotations_and_reflections,
    shape_rows,
)
from ..base.geometry import shape_from_rows as _rows

STANDARD_ENCLOSURE: Final = "standard_enclosure"
SPECIAL_ENCLOSURE: Final = "special_enclosure"
KIOSK: Final = "kiosk"
PAVILION: Final = "pavilion"
UNIQUE: Final = "unique"
KINDS: Final[tuple[str, ...]] = (STANDARD_ENCLOSURE, SPECIAL_ENCLOSURE, KIOSK, PAVILION, UNIQUE)

MAX_UNIQUE_BUILDING_SIZE: Final = 7


@frozen
class BuildingType:
    """One kind of building: its id, display name, size (= number of cells) and shape."""

    id: str
    name: str
    size: int
    shape: Shape
    kind: str
    needs_build_ii: bool = False
    unique_per_zoo: bool = False

    def __attrs_post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"{self.id}: unknown building kind {self.kind!r}")
        if self.size != len(self.shape):
            raise ValueError(f"{self.id}: size {self.size} but {len(self.shape)} cells")
        if normalise(self.shape) != self.shape:
            raise ValueError(f"{self.id}: shape is not normalised")
        if not is_connected(self.shape):
            raise ValueError(f"{self.id}: shape is not connected")

    @property
    def orientations(self) -> tuple[Shape, ...]:
        """The distinct rotations and reflections of the shape (computed once per shape)."""
        return rotations_and_reflections(self.shape)

    @property
    def is_enclosure(self) -> bool:
        return self.kind in (STANDARD_ENCLOSURE, SPECIAL_ENCLOSURE)

    def drawing(self) -> tuple[str, ...]:
        """The canonical shape as text rows (``X`` = cell), for docs and debugging."""
        return shape_rows(self.shape)


def _standard(size: int, *rows: str) -> BuildingType:
    return BuildingType(
        f"enclosure_{size}", f"Standard enclosure {size}", size, _rows(*rows), STANDARD_ENCLOSURE
    )


BASE_BUILDINGS: Final[tuple[BuildingType, ...]] = (
    _standard(1, "X"),
    _standard(2, "XX"),
    _standard(3, "X.", "XX"),  # L-tromino
    _standard(4, "XXX", ".X."),  # T-tetromino
    _standard(5, "XX", "XX", "X."),  # P-pentomino
    BuildingType("kiosk", "Kiosk", 1, _rows("X"), KIOSK),
    BuildingType("pavilion", "Pavilion", 1, _rows("X"), PAVILION),
    BuildingType(
        "petting_zoo",
        "Petting Zoo",
        3,
        _rows("XXX"),  # straight I-tromino
        SPECIAL_ENCLOSURE,
        unique_per_zoo=True,
    ),
    BuildingType(
        "reptile_house",
        "Reptile House",
        5,
        _rows("X.", "X.", "X.", "XX"),  # L-pentomino
        SPECIAL_ENCLOSURE,
        needs_build_ii=True,
        unique_per_zoo=True,
    ),
    BuildingType(
        "large_bird_aviary",
        "Large Bird Aviary",
        5,
        _rows("XXX", ".X.", ".X."),  # T-pentomino
        SPECIAL_ENCLOSURE,
        needs_build_ii=True,
        unique_per_zoo=True,
    ),
)

BASE_BUILDING_IDS: Final[tuple[str, ...]] = tuple(building.id for building in BASE_BUILDINGS)

BUILDING_TYPES: dict[str, BuildingType] = {building.id: building for building in BASE_BUILDINGS}
"""Every known building type by id: the base ones plus any registered unique buildings."""


def standard_enclosure(size: int) -> BuildingType:
    """The standard enclosure of ``size`` (1–5)."""
    try:
        return BUILDING_TYPES[f"enclosure_{size}"]
    except KeyError:
        raise ValueError(f"no standard enclosure of size {size}") from None


def register_unique_building(
    building_id: str,
    shape_cells: Iterable[Cell | tuple[int, int]],
    name: str | None = None,
) -> BuildingType:
    """Add a unique building printed on a sponsor card (data hook; no sponsor data yet).

    ``shape_cells`` are cells or (col, row) pairs in any position; they are normalised. The shape
    must have 1 to 7 cells, be edge-connected, and the id must not be taken. Unique buildings are
    one per zoo and need no Build II. Raises ValueError otherwise.
    """
    if not building_id:
        raise ValueError("a building needs an id")
    if building_id in BUILDING_TYPES:
        raise ValueError(f"building {building_id!r} is already registered")
    cells = [cell if isinstance(cell, Cell) else Cell(*cell) for cell in shape_cells]
    cell_set = frozenset(cells)
    if len(cell_set) != len(cells):
        raise ValueError(f"{building_id}: a cell is listed twice")
    if not 1 <= len(cell_set) <= MAX_UNIQUE_BUILDING_SIZE:
        raise ValueError(
            f"{building_id}: a unique building has 1 to {MAX_UNIQUE_BUILDING_SIZE} cells,"
            f" not {len(cell_set)}"
        )
    if not is_connected(cell_set):
        raise ValueError(f"{building_id}: the cells are not edge-connected")
    building = BuildingType(
        building_id,
        name or building_id.replace("_", " ").capitalize(),
        len(cell_set),
        normalise(cell_set),
        UNIQUE,
        needs_build_ii=False,
        unique_per_zoo=True,
    )
    BUILDING_TYPES[building_id] = building
    return building
