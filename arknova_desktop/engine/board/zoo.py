"""A player's zoo on its map: covered cells, legal placements, kiosk income, map features.

Placements are precomputed once per (map, building type): every position of the shape on
buildable cells, with what the rules ask of it (border, Build II cells, neighbours). The cells of a
map are numbered, so a set of cells is also an integer bit mask (`cells_mask`): filtering the
positions against a player's buildings is a few integer operations per candidate, and the legal
positions are kept per (map, building, rules in play, covered cells) — a zoo changes only when
something is built, while the rules ask about it at every decision.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache, lru_cache
from itertools import compress
from typing import TypeVar

from attrs import frozen

from ..base.geometry import (
    Cell,
    adjacent_cells,
    distance,
    neighbours,
    rotations_and_reflections,
    size_of,
    touches,
)
from ..kernel.choices import PlaceBuilding
from ..kernel.state import PlacedBuilding, PlayerState
from .buildings import (
    BUILDING_TYPES,
    KIOSK,
    PAVILION,
    SPECIAL_ENCLOSURE,
    STANDARD_ENCLOSURE,
    UNIQUE,
    BuildingType,
)
from .zoo_map import ZooMap, load_map

KIOSK_MIN_DISTANCE = 3
_T = TypeVar("_T")


def zoo_map(player: PlayerState) -> ZooMap:
    return load_map(player.map_id)


@frozen
class Candidate:
    """One position of a building type on a map, with its precomputed facts."""

    cells: frozenset[Cell]
    ordered: tuple[Cell, ...]  # sorted cells: the form used in choices
    on_border: bool
    needs_build_ii: bool
    mask: int  # its cells as bits of the map (`cells_mask`)
    neighbour_mask: int  # the cells of the map next to it, as bits
    choice: PlaceBuilding  # the choice that puts the building here (made once, offered often)
    index: int  # its place in the map's list of the building's positions


@cache
def cell_bits(map_id: str) -> dict[Cell, int]:
    """Each cell of the map as one bit (cells off the map have none)."""
    grid = load_map(map_id).grid
    return {cell: 1 << (cell.row * grid.width + cell.col) for cell in grid.cells}


@lru_cache(maxsize=16384)
def cells_mask(map_id: str, cells: frozenset[Cell]) -> int:
    """`cells` as bits of the map; cells off the map count for nothing."""
    bits = cell_bits(map_id)
    mask = 0
    for cell in cells:
        mask |= bits.get(cell, 0)
    return mask


@lru_cache(maxsize=64)
def next_to_mask(map_id: str, terrain: str) -> int:
    """The cells of the map that share an edge with a cell of `terrain` ("rock", "water"), as
    bits."""
    zmap = load_map(map_id)
    kind = zmap.rock_cells if terrain == "rock" else zmap.water_cells
    return cells_mask(map_id, frozenset(c for c in zmap.grid.cells if touches((c,), kind)))


@lru_cache(maxsize=64)
def building_cells_mask(map_id: str) -> int:
    """The map's building spaces (Build II ones too), as bits."""
    return cells_mask(map_id, load_map(map_id).building_cells)


@lru_cache(maxsize=16384)
def neighbour_mask(map_id: str, cells: frozenset[Cell]) -> int:
    """The cells of the map next to `cells` (not among them), as bits."""
    return cells_mask(map_id, adjacent_cells(cells))


_KEPT_PER_ZOO = 16384  # zoos a value is kept for; then the store starts afresh


def kept_per_zoo(
    work: Callable[[str, tuple[PlacedBuilding, ...]], _T],
) -> Callable[[PlayerState], _T]:
    """`work(map id, buildings)` as a function of a player, kept until the zoo's buildings
    change: keyed by the buildings tuple itself, held so that its id is not reused (a zoo's
    buildings are a new tuple whenever one is built or an animal moves in, and a copy of the
    game shares the tuple). A computer player asks these at every position it weighs."""
    kept: dict[int, tuple[tuple[PlacedBuilding, ...], str, _T]] = {}

    def of_player(player: PlayerState) -> _T:
        buildings = player.buildings
        known = kept.get(id(buildings))
        if known is not None and known[0] is buildings and known[1] == player.map_id:
            return known[2]
        value = work(player.map_id, buildings)
        if len(kept) >= _KEPT_PER_ZOO:
            kept.clear()
        kept[id(buildings)] = (buildings, player.map_id, value)
        return value

    of_player.__doc__ = work.__doc__
    return of_player


@kept_per_zoo
def covered_mask(map_id: str, buildings: tuple[PlacedBuilding, ...]) -> int:
    """The cells of the player's buildings, as bits of their map."""
    taken = 0
    for placed in buildings:
        taken |= cells_mask(map_id, placed.cells)
    return taken


@kept_per_zoo
def near_kiosks_mask(map_id: str, buildings: tuple[PlacedBuilding, ...]) -> int:
    """The cells too close to a kiosk of the zoo for another kiosk, as bits."""
    kiosks = frozenset(c for b in buildings if b.building == "kiosk" for c in b.cells)
    return _near_kiosks(map_id, kiosks) if kiosks else 0


@lru_cache(maxsize=4096)
def _near_kiosks(map_id: str, kiosks: frozenset[Cell]) -> int:
    """The cells closer than `KIOSK_MIN_DISTANCE` to one of `kiosks`, as bits."""
    mask = 0
    for kiosk in kiosks:
        mask |= _near_kiosk(map_id, kiosk)
    return mask


@lru_cache(maxsize=4096)
def _near_kiosk(map_id: str, kiosk: Cell) -> int:
    """The cells closer than `KIOSK_MIN_DISTANCE` to `kiosk`, as bits."""
    return cells_mask(
        map_id,
        frozenset(
            cell
            for cell in load_map(map_id).grid.cells
            if distance(cell, kiosk) < KIOSK_MIN_DISTANCE
        ),
    )


@cache
def _near_bits(map_id: str) -> dict[int, int]:
    """For each cell's bit, the bits of the cells of the map next to it."""
    bits = cell_bits(map_id)
    return {
        bit: cells_mask(map_id, frozenset(n for n in neighbours(cell) if n in bits))
        for cell, bit in bits.items()
    }


def _cell_order(cell: Cell) -> tuple[int, int]:
    return (cell.col, cell.row)


@cache
def candidates(map_id: str, building: str, rock_water_ok: bool = False) -> tuple[Candidate, ...]:
    """Every position of the building on buildable cells (with `rock_water_ok`, Diversity
    Researcher, on rock and water cells too). Worked out on bit masks: a map's first Build
    lists ten buildings' positions at once."""
    zmap = load_map(map_id)
    grid = zmap.grid
    buildable = zmap.building_cells
    if rock_water_ok:
        buildable = buildable | zmap.rock_cells | zmap.water_cells
    bits = cell_bits(map_id)
    near = _near_bits(map_id)
    not_buildable = ~cells_mask(map_id, buildable)
    build2 = cells_mask(map_id, zmap.build2_cells)
    border = cells_mask(map_id, grid.border_cells())
    # Cells by (column, row): a shape is moved over the map as offsets, and cells are looked
    # up by numbers, not by new Cell objects (whose comparisons are Python code).
    xy_bits = {_cell_order(cell): bit for cell, bit in bits.items()}
    xy_cells = {_cell_order(cell): cell for cell in bits}
    found: list[tuple[tuple[tuple[int, int], ...], frozenset[Cell], tuple[Cell, ...], int, int]]
    found = []
    for orientation in rotations_and_reflections(BUILDING_TYPES[building].shape):
        offsets = sorted(map(_cell_order, orientation))  # moved as one: the order stays
        width, height = size_of(orientation)
        for row in range(grid.height - height + 1):
            for col in range(grid.width - width + 1):
                mask = 0
                around = 0
                for d_col, d_row in offsets:
                    bit = xy_bits.get((col + d_col, row + d_row))
                    if bit is None or bit & not_buildable:
                        break  # off the map, or not buildable
                    mask |= bit
                    around |= near[bit]
                else:
                    key = tuple((col + d_col, row + d_row) for d_col, d_row in offsets)
                    ordered = tuple(xy_cells[xy] for xy in key)
                    found.append((key, frozenset(ordered), ordered, mask, around & ~mask))
    found.sort(key=lambda position: position[0])
    return tuple(
        Candidate(
            cells=cells,
            ordered=ordered,
            on_border=bool(mask & border),
            needs_build_ii=bool(mask & build2),
            mask=mask,
            neighbour_mask=around,
            choice=PlaceBuilding(building, ordered),
            index=index,
        )
        for index, (_key, cells, ordered, mask, around) in enumerate(found)
    )


def warm_up(map_id: str, buildings: Iterable[str]) -> None:
    """Work out the positions of `buildings` on the map now (a game's set-up calls it for its
    zoo maps), not at the first Build decision, which should answer at once."""
    for building in buildings:
        _cell_sets(map_id, building, False)


def covered_cells(player: PlayerState) -> frozenset[Cell]:
    return frozenset(cell for b in player.buildings for cell in b.cells)


def kiosk_cells(player: PlayerState) -> list[Cell]:
    return [cell for b in player.buildings if b.building == "kiosk" for cell in b.cells]


def has_building(player: PlayerState, building: str) -> bool:
    return any(b.building == building for b in player.buildings)


_PositionKey = tuple[str, str, bool, bool, int, int]


def _position_key(
    player: PlayerState, building: str, build_ii: bool, type_unlocked: bool, rock_water_ok: bool
) -> _PositionKey | None:
    """What the legal positions of `building` depend on (None: there are none at all)."""
    btype = BUILDING_TYPES[building]
    if btype.unique_per_zoo and has_building(player, building):
        return None
    if btype.needs_build_ii and not (build_ii or type_unlocked):
        return None
    blocked = near_kiosks_mask(player) if btype.kind == KIOSK else 0
    return (player.map_id, building, build_ii, rock_water_ok, covered_mask(player), blocked)


def legal_positions(
    player: PlayerState,
    building: str,
    build_ii: bool,
    type_unlocked: bool = False,
    rock_water_ok: bool = False,
) -> tuple[Candidate, ...]:
    """Positions where `player` may put `building` now: on free buildable cells, Build II cells
    only with Build II, touching the border (first building) or sharing an edge with a building,
    kiosks at distance ≥ 3 from every other kiosk. `type_unlocked`: an effect allows a Build-II
    building (Reptile House, Large Bird Aviary) without Build II; its cells still follow the
    Build II rule. In the map's order of positions."""
    key = _position_key(player, building, build_ii, type_unlocked, rock_water_ok)
    if key is None:
        return ()
    found = _legal_kept.get(key)
    if found is None:
        sets = _cell_sets(key[0], building, rock_water_ok)
        found = _legal_kept[key] = _members(key, sets.candidates)
    return found


def legal_choices(
    player: PlayerState,
    building: str,
    build_ii: bool,
    type_unlocked: bool = False,
    rock_water_ok: bool = False,
) -> tuple[PlaceBuilding, ...]:
    """The `choice` of each of `legal_positions` (what a Build decision offers), in order."""
    key = _position_key(player, building, build_ii, type_unlocked, rock_water_ok)
    if key is None:
        return ()
    found = _choices_kept.get(key)
    if found is None:
        sets = _cell_sets(key[0], building, rock_water_ok)
        found = _choices_kept[key] = _members(key, sets.choices)
    return found


def _members(key: _PositionKey, items: tuple[_T, ...]) -> tuple[_T, ...]:
    """The items (one per candidate) of the legal candidates for `key`, in index order."""
    if len(_legal_kept) >= _POSITIONS_KEPT or len(_choices_kept) >= _POSITIONS_KEPT:
        _legal_kept.clear()
        _choices_kept.clear()
    # The set's members picked at C speed: its bits as a string of 0/1 bytes (lowest first)
    # select the items.
    selected = bin(_legal(*key))[:1:-1].encode().translate(_BIT_BYTES)
    return tuple(compress(items, selected))


_BIT_BYTES = bytes.maketrans(b"01", b"\x00\x01")


def has_legal_position(
    player: PlayerState,
    building: str,
    build_ii: bool,
    type_unlocked: bool = False,
    rock_water_ok: bool = False,
) -> bool:
    """Whether `legal_positions` would list anything (the whole list is made only for the
    decision that offers it)."""
    key = _position_key(player, building, build_ii, type_unlocked, rock_water_ok)
    if key is None:
        return False
    # `is None`, not `or`: a kept empty list (no position) answers too.
    for kept in (_legal_kept, _choices_kept):
        found = kept.get(key)
        if found is not None:
            return bool(found)
    known = _any_kept.get(key)
    if known is None:
        known = _legal(*key) != 0
        if len(_any_kept) >= _POSITIONS_KEPT:
            _any_kept.clear()
        _any_kept[key] = known
    return known


_POSITIONS_KEPT = 16384
_legal_kept: dict[_PositionKey, tuple[Candidate, ...]] = {}
_choices_kept: dict[_PositionKey, tuple[PlaceBuilding, ...]] = {}
_any_kept: dict[_PositionKey, bool] = {}


@frozen
class CellSets:
    """A map's positions of one building type as bit sets of their indexes (bit i: the i-th
    candidate), so that the legal ones are a few operations on integers: per cell (its bit's
    index), the positions that cover it and the positions next to it."""

    candidates: tuple[Candidate, ...]
    choices: tuple[PlaceBuilding, ...]  # each candidate's choice
    cover: tuple[int, ...]
    touch: tuple[int, ...]
    border: int  # the positions touching the map's border
    without_build_ii: int  # the positions on no Build II cell


@cache
def _cell_sets(map_id: str, building: str, rock_water_ok: bool) -> CellSets:
    found = candidates(map_id, building, rock_water_ok)
    grid = load_map(map_id).grid
    width = grid.width
    count = len(found)
    # Made from lists of indexes and strings of 0/1 flags, not by adding bits one by one to
    # long integers: a map's first game works these out for ten buildings.
    covering: list[list[int]] = [[] for _ in range(width * grid.height)]
    on_border = bytearray(b"0") * count
    without_build_ii = bytearray(b"0") * count
    for cand in found:
        index = cand.index
        for cell in cand.ordered:
            covering[cell.row * width + cell.col].append(index)
        if cand.on_border:
            on_border[index] = _ONE
        if not cand.needs_build_ii:
            without_build_ii[index] = _ONE
    cover = tuple(_index_bits(indexes, count) for indexes in covering)
    # A position is next to a cell when it covers a neighbour of the cell and not the cell.
    touch = [0] * len(cover)
    for bit, around in _near_bits(map_id).items():
        near = 0
        while around:
            low = around & -around
            near |= cover[low.bit_length() - 1]
            around ^= low
        own = bit.bit_length() - 1
        touch[own] = near & ~cover[own]
    choices = tuple(cand.choice for cand in found)
    return CellSets(
        found, choices, cover, tuple(touch), _flag_bits(on_border), _flag_bits(without_build_ii)
    )


_ONE = ord("1")


def _index_bits(indexes: list[int], count: int) -> int:
    """`indexes` (each below `count`) as a bit set."""
    if not indexes:
        return 0
    flags = bytearray(b"0") * count
    for index in indexes:
        flags[index] = _ONE
    return _flag_bits(flags)


def _flag_bits(flags: bytearray) -> int:
    """A string of 0/1 flags (the first for bit 0) as a bit set."""
    return int(flags[::-1], 2) if flags else 0


def _legal(
    map_id: str, building: str, build_ii: bool, rock_water_ok: bool, taken: int, blocked: int
) -> int:
    """The candidates free of `taken` and `blocked` cells that touch a taken cell (or the
    border, when nothing is taken yet), as a bit set of their indexes."""
    sets = _cell_sets(map_id, building, rock_water_ok)
    if taken:
        near, covered = _around(sets, (map_id, building, rock_water_ok), taken)
    else:
        near, covered = sets.border, 0
    if blocked:
        key = (map_id, building, rock_water_ok, blocked)
        near_kiosks = _blocked_kept.get(key)
        if near_kiosks is None:
            near_kiosks = _covering(sets, blocked)
            if len(_blocked_kept) >= _POSITIONS_KEPT:
                _blocked_kept.clear()
            _blocked_kept[key] = near_kiosks
        covered |= near_kiosks
    legal = near & ~covered
    return legal if build_ii else legal & sets.without_build_ii


def _covering(sets: CellSets, cells: int) -> int:
    """The candidates covering one of `cells`, as a bit set."""
    cover = sets.cover
    found = 0
    while cells:
        low = cells & -cells
        found |= cover[low.bit_length() - 1]
        cells ^= low
    return found


def _around(sets: CellSets, family: tuple[str, str, bool], taken: int) -> tuple[int, int]:
    """(the candidates next to a taken cell, the candidates covering one), as bit sets: worked
    out from the same family's sets of a zoo before its latest buildings where there is one (a
    zoo only grows, so only its new cells are added)."""
    bases = _latest.get(family, ())
    near = covered = 0
    new = taken
    for earlier, earlier_near, earlier_covered in bases:
        if earlier & ~taken == 0:
            near, covered, new = earlier_near, earlier_covered, taken & ~earlier
            break
    cover, touch = sets.cover, sets.touch
    while new:
        low = new & -new
        cell = low.bit_length() - 1
        near |= touch[cell]
        covered |= cover[cell]
        new ^= low
    # The few latest zoos of this family (the players on the same map take turns).
    _latest[family] = ((taken, near, covered), *bases[: _BASES_KEPT - 1])
    if len(_latest) >= _POSITIONS_KEPT:
        _latest.clear()
    return near, covered


_BASES_KEPT = 4
# The candidates covering cells too close to a zoo's kiosks (only kiosks have such cells; they
# change only when a kiosk is built).
_blocked_kept: dict[tuple[str, str, bool, int], int] = {}
# Per (map, building, rock and water): the covered cells of the zoos worked out last, with the
# candidates next to them and the ones covering them (`_around`).
_latest: dict[tuple[str, str, bool], tuple[tuple[int, int, int], ...]] = {}


def can_place(player: PlayerState, building: str, build_ii: bool) -> bool:
    return has_legal_position(player, building, build_ii)


def building_type(placed: PlacedBuilding) -> BuildingType:
    return BUILDING_TYPES[placed.building]


def counts_for_kiosk(placed: PlacedBuilding) -> bool:
    """Kiosk income counts unique buildings, special enclosures (even empty), occupied standard
    enclosures and pavilions."""
    kind = building_type(placed).kind
    if kind in (UNIQUE, SPECIAL_ENCLOSURE, PAVILION):
        return True
    return kind == STANDARD_ENCLOSURE and bool(placed.animals)


@kept_per_zoo
def kiosk_income(map_id: str, buildings: tuple[PlacedBuilding, ...]) -> int:
    """The money the zoo's kiosks pay at a break: one for each counted building next to each
    kiosk."""
    kiosks = [b for b in buildings if b.building == "kiosk"]
    if not kiosks:
        return 0
    counted = [cells_mask(map_id, b.cells) for b in buildings if counts_for_kiosk(b)]
    total = 0
    for kiosk in kiosks:
        around = neighbour_mask(map_id, kiosk.cells)
        total += sum(1 for mask in counted if around & mask)
    return total


def feature_cells(zmap: ZooMap, feature: str) -> frozenset[Cell]:
    return frozenset(zmap.feature_cells(feature))


def cells_next_to_feature(zmap: ZooMap, feature: str) -> frozenset[Cell]:
    return frozenset(n for cell in feature_cells(zmap, feature) for n in neighbours(cell))


def feature_connected(player: PlayerState, feature: str) -> bool:
    """A map feature (harbor, research institute) is connected once a building stands on a
    building cell next to it."""
    zmap = zoo_map(player)
    return not cells_next_to_feature(zmap, feature).isdisjoint(covered_cells(player))


def all_feature_cells_covered(player: PlayerState, feature: str) -> bool:
    cells = feature_cells(zoo_map(player), feature)
    return bool(cells) and cells <= covered_cells(player)


def empty_building_cells(player: PlayerState) -> int:
    # As bits: a final scoring card counts this in every look-ahead position a player weighs.
    return (building_cells_mask(player.map_id) & ~covered_mask(player)).bit_count()


def placement_problem(
    player: PlayerState, building: str, cells: frozenset[Cell], build_ii: bool
) -> str:
    """Why `building` cannot stand on `cells` (for the player's eyes), or "" if the cells are a
    legal position. Money and the action's size limit are the action's business."""
    zmap = zoo_map(player)
    btype = BUILDING_TYPES[building]
    if any(not zmap.grid.contains(c) for c in cells):
        return "It does not fit on the map."
    terrain = {zmap.terrain_at(c) for c in cells}
    if "rock" in terrain or "water" in terrain:
        return "Rock and water spaces can never be built on."
    if btype.unique_per_zoo and has_building(player, building):
        return f"A zoo has only one {btype.name}."
    if "build2" in terrain and not build_ii:
        return "Spaces with the upgrade icon need the upgraded Build card."
    covered = covered_cells(player)
    if not cells.isdisjoint(covered):
        return "Another building is already there."
    if covered and adjacent_cells(cells).isdisjoint(covered):
        return "A new building must share an edge with a building already in the zoo."
    if not covered and cells.isdisjoint(zmap.grid.border_cells()):
        return "The first building must touch the edge of the map."
    if btype.kind == KIOSK and any(
        distance(c, k) < KIOSK_MIN_DISTANCE for c in cells for k in kiosk_cells(player)
    ):
        return "Kiosks must be at least 3 spaces apart."
    return ""
