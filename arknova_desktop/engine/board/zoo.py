"""A player's zoo on its map: covered cells, legal placements, kiosk income, map features.

Placements are precomputed once per (map, building type): every position of the shape on
buildable cells, with what the rules ask of it (border, Build II cells, neighbours). The cells of a
map are numbered, so a set of cells is also an integer bit mask (`cells_mask`): filtering the
positions against a player's buildings is a few integer operations per candidate, and the legal
positions are kept per (map, building, rules in play, covered cells) — a zoo changes only when
something is built, while the rules ask about it at every decision.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import cache, lru_cache
from operator import attrgetter

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


def covered_mask(player: PlayerState) -> int:
    """The cells of the player's buildings, as bits of their map; kept until the zoo's buildings
    change (keyed by the tuple itself, held here so that its id is not reused: a zoo's buildings
    are a new tuple whenever one is built or an animal moves in)."""
    buildings = player.buildings
    known = _masks_kept.get(id(buildings))
    if known is not None and known[0] is buildings:
        return known[1]
    taken = 0
    for placed in buildings:
        taken |= cells_mask(player.map_id, placed.cells)
    if len(_masks_kept) >= _MASKS_KEPT:
        _masks_kept.clear()
    _masks_kept[id(buildings)] = (buildings, taken)
    return taken


def near_kiosks_mask(player: PlayerState) -> int:
    """The cells too close to a kiosk of the zoo for another kiosk, as bits; kept until the
    zoo's buildings change (as `covered_mask`)."""
    buildings = player.buildings
    known = _kiosks_kept.get(id(buildings))
    if known is not None and known[0] is buildings and known[1] == player.map_id:
        return known[2]
    kiosks = frozenset(c for b in buildings if b.building == "kiosk" for c in b.cells)
    mask = _near_kiosks(player.map_id, kiosks) if kiosks else 0
    if len(_kiosks_kept) >= _MASKS_KEPT:
        _kiosks_kept.clear()
    _kiosks_kept[id(buildings)] = (buildings, player.map_id, mask)
    return mask


_MASKS_KEPT = 16384
_masks_kept: dict[int, tuple[tuple[PlacedBuilding, ...], int]] = {}
_kiosks_kept: dict[int, tuple[tuple[PlacedBuilding, ...], str, int]] = {}


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
        _records(map_id, building, False)
        _touching(map_id, building, False)


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
        found = _legal_list(*key)
        if len(_legal_kept) >= _POSITIONS_KEPT:
            _legal_kept.clear()
        _legal_kept[key] = found
    return found


def _legal_list(
    map_id: str, building: str, build_ii: bool, rock_water_ok: bool, taken: int, blocked: int
) -> tuple[Candidate, ...]:
    """`_legal` as a tuple; worked out from the same zoo's list before its latest buildings
    where there is one (a zoo only grows: the positions that stay are the old ones clear of the
    new cells, and the new ones touch the new cells)."""
    family = (map_id, building, build_ii, rock_water_ok, blocked)
    bases = _latest.get(family, ())
    before = next((b for b in bases if b[0] and b[0] & ~taken == 0 and b[0] != taken), None)
    if before is not None:
        earlier_taken, earlier = before
        new_cells = taken & ~earlier_taken
        not_free = taken | blocked
        keep = [c for c in earlier if not c.mask & new_cells]
        records = _records(map_id, building, rock_water_ok)
        touching = _touching(map_id, building, rock_water_ok)
        added: set[int] = set()
        cell_bits = new_cells
        while cell_bits:
            low = cell_bits & -cell_bits
            added.update(touching.get(low.bit_length() - 1, ()))
            cell_bits ^= low
        fresh = False
        for index in added:
            mask, around, needs_ii, _border, cand = records[index]
            # One that touched the earlier buildings was legal then and is in `keep` already.
            if not mask & not_free and not around & earlier_taken and (build_ii or not needs_ii):
                keep.append(cand)
                fresh = True
        if fresh:
            keep.sort(key=_by_index)
        found = tuple(keep)
    else:
        found = tuple(_legal(map_id, building, build_ii, rock_water_ok, taken, blocked))
    # The few latest zoos of this family (the players on the same map take turns).
    _latest[family] = ((taken, found), *bases[: _BASES_KEPT - 1])
    if len(_latest) >= _POSITIONS_KEPT:
        _latest.clear()
    return found


_BASES_KEPT = 4
_by_index = attrgetter("index")


def has_legal_position(
    player: PlayerState,
    building: str,
    build_ii: bool,
    type_unlocked: bool = False,
    rock_water_ok: bool = False,
) -> bool:
    """Whether `legal_positions` would list anything: the first legal position found is proof
    enough (the whole list is made only for the decision that offers it)."""
    key = _position_key(player, building, build_ii, type_unlocked, rock_water_ok)
    if key is None:
        return False
    found = _legal_kept.get(key)
    if found is not None:
        return bool(found)
    known = _any_kept.get(key)
    if known is None:
        known = next(_legal(*key), None) is not None
        if len(_any_kept) >= _POSITIONS_KEPT:
            _any_kept.clear()
        _any_kept[key] = known
    return known


_POSITIONS_KEPT = 16384
_legal_kept: dict[_PositionKey, tuple[Candidate, ...]] = {}
# Per (map, building, Build II, rock and water, kiosk cells): the covered cells and the legal
# positions worked out last, to work out the next ones from (`_legal_list`).
_latest: dict[tuple[str, str, bool, bool, int], tuple[tuple[int, tuple[Candidate, ...]], ...]] = {}
_any_kept: dict[_PositionKey, bool] = {}


@cache
def _records(
    map_id: str, building: str, rock_water_ok: bool
) -> tuple[tuple[int, int, bool, bool, Candidate], ...]:
    """The candidates with the facts `_legal` tests, unpacked once (the filter runs often)."""
    return tuple(
        (c.mask, c.neighbour_mask, c.needs_build_ii, c.on_border, c)
        for c in candidates(map_id, building, rock_water_ok)
    )


@cache
def _touching(map_id: str, building: str, rock_water_ok: bool) -> dict[int, tuple[int, ...]]:
    """For each cell (its bit's index), the candidates (their index) next to it."""
    found: dict[int, list[int]] = {}
    for index, (_mask, around, _needs_ii, _border, _cand) in enumerate(
        _records(map_id, building, rock_water_ok)
    ):
        bits = around
        while bits:
            low = bits & -bits
            found.setdefault(low.bit_length() - 1, []).append(index)
            bits ^= low
    return {cell: tuple(indexes) for cell, indexes in found.items()}


def _legal(
    map_id: str, building: str, build_ii: bool, rock_water_ok: bool, taken: int, blocked: int
) -> Iterator[Candidate]:
    """The candidates free of `taken` and `blocked` cells that touch a taken cell (or the
    border, when nothing is taken yet)."""
    not_free = taken | blocked
    if taken:
        for mask, around, needs_ii, _border, cand in _records(map_id, building, rock_water_ok):
            if not mask & not_free and around & taken and (build_ii or not needs_ii):
                yield cand
    else:
        for mask, _around, needs_ii, border, cand in _records(map_id, building, rock_water_ok):
            if border and not mask & not_free and (build_ii or not needs_ii):
                yield cand


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


def kiosk_income(player: PlayerState) -> int:
    map_id = player.map_id
    counted = [cells_mask(map_id, b.cells) for b in player.buildings if counts_for_kiosk(b)]
    total = 0
    for kiosk in player.buildings:
        if kiosk.building != "kiosk":
            continue
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
    return len(zoo_map(player).building_cells - covered_cells(player))


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
