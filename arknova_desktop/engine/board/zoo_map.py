"""Zoo maps: square-grid layouts read from ``maps/<id>.json`` (docs/maps.md, docs/rules.md §6;
maps 9 and 10 from Zoo Map Pack 1, docs/rules.md §13).

A map file is human-editable JSON (the format is documented in docs/maps.md). `load_map` reads
it through `data_path`, validates it strictly and caches the resulting frozen `ZooMap`; any
problem raises `MapDataError` naming the file and the problem.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any, Final

from attrs import field, frozen

from ...resources import data_path
from ..base.geometry import Cell, Grid, is_connected, neighbours, normalise
from ..base.maps_catalog import MapSlotRewards
from .buildings import BUILDING_TYPES

BUILD: Final = "build"
BUILD2: Final = "build2"
ROCK: Final = "rock"
WATER: Final = "water"

TERRAIN_CHARS: Final[dict[str, str]] = {".": BUILD, "2": BUILD2, "~": WATER, "#": ROCK}
"""The legend of the ``rows`` strings: one character per cell."""

TERRAINS: Final[tuple[str, ...]] = (BUILD, BUILD2, ROCK, WATER)
BUILDABLE_TERRAINS: Final[frozenset[str]] = frozenset({BUILD, BUILD2})

PLACEMENT_BONUSES: Final[frozenset[str]] = frozenset(
    {
        "money_5",
        "money_10",
        "money_2",
        "x_token",
        "reputation_1",
        "reputation_2",
        "card",
        "clever",
        "worker",
        "sponsor",
        "multiplier",
        "rescue",
    }
)
"""``rescue`` (Rescue Station): Digging 1, and the discarded animal may slide under the map."""

SPECIAL_FEATURES: Final[frozenset[str]] = frozenset(
    {
        "tower",
        "outdoor_area",
        "harbor",
        "restaurant",
        "research_institute",
        "kiosk_icon",
        "hollywood",
    }
)

LEFT_EDGE_BONUSES: Final[frozenset[str]] = frozenset(
    {
        "snap",
        "enclosure_2",
        "money_5",
        "conservation_1",
        "reputation_2",
        "worker",
        "money_12",
        "x_tokens_3",
        "sponsor_for_money",
        "university",
        "partner_zoo",
        "clever_2",
        "pouch_2",
        "reptile_house_or_large_bird_aviary",
        "remove_area_marker",
        "rescue",
    }
)

OBSERVATION_TOWER: Final = "observation_tower"
OUTDOOR_AREAS: Final = "outdoor_areas"
SILVER_LAKE: Final = "silver_lake"
COMMERCIAL_HARBOR: Final = "commercial_harbor"
PARK_RESTAURANT: Final = "park_restaurant"
RESEARCH_INSTITUTE: Final = "research_institute"
ICE_CREAM_PARLORS: Final = "ice_cream_parlors"
HOLLYWOOD_HILLS: Final = "hollywood_hills"
GEOGRAPHICAL_ZOO: Final = "geographical_zoo"
RESCUE_STATION: Final = "rescue_station"

ABILITIES: Final[frozenset[str]] = frozenset(
    {
        OBSERVATION_TOWER,
        OUTDOOR_AREAS,
        SILVER_LAKE,
        COMMERCIAL_HARBOR,
        PARK_RESTAURANT,
        RESEARCH_INSTITUTE,
        ICE_CREAM_PARLORS,
        HOLLYWOOD_HILLS,
        GEOGRAPHICAL_ZOO,
        RESCUE_STATION,
    }
)
"""The map abilities (``ability`` key); maps A and 0 have none (``null``)."""

MAP_ABILITIES: Final[dict[str, str | None]] = {
    "A": None,
    "0": None,
    "1": OBSERVATION_TOWER,
    "2": OUTDOOR_AREAS,
    "3": SILVER_LAKE,
    "4": COMMERCIAL_HARBOR,
    "5": PARK_RESTAURANT,
    "6": RESEARCH_INSTITUTE,
    "7": ICE_CREAM_PARLORS,
    "8": HOLLYWOOD_HILLS,
    "9": GEOGRAPHICAL_ZOO,
    "10": RESCUE_STATION,
}
"""The ability each known map id must declare (other ids may declare any ability)."""


@frozen
class FeatureRule:
    """What a special feature needs: its ability, how many, where, and adjacent building cells."""

    ability: str
    min_count: int
    max_count: int
    terrains: frozenset[str]
    min_adjacent_building: int


FEATURE_RULES: Final[dict[str, FeatureRule]] = {
    "tower": FeatureRule(OBSERVATION_TOWER, 1, 1, frozenset({ROCK}), 3),
    "outdoor_area": FeatureRule(OUTDOOR_AREAS, 1, 1, frozenset({WATER}), 3),
    "harbor": FeatureRule(COMMERCIAL_HARBOR, 1, 1, frozenset({WATER}), 1),
    "restaurant": FeatureRule(PARK_RESTAURANT, 1, 1, frozenset({ROCK}), 4),
    "research_institute": FeatureRule(RESEARCH_INSTITUTE, 1, 1, frozenset({ROCK}), 1),
    "kiosk_icon": FeatureRule(ICE_CREAM_PARLORS, 3, 4, BUILDABLE_TERRAINS, 0),
    "hollywood": FeatureRule(HOLLYWOOD_HILLS, 3, 3, BUILDABLE_TERRAINS, 0),
}
"""Every special feature belongs to one ability; a map with that ability must satisfy the rule."""

ABILITY_PLACEMENT_BONUSES: Final[dict[str, str]] = {"rescue": RESCUE_STATION}
"""Placement bonuses allowed only on a map with the given ability."""

ABILITY_LEFT_EDGE_BONUSES: Final[dict[str, str]] = {
    "remove_area_marker": GEOGRAPHICAL_ZOO,
    "rescue": RESCUE_STATION,
}
"""Left-edge slot bonuses allowed only on a map with the given ability."""

CONTINENTS: Final[tuple[str, ...]] = ("africa", "americas", "asia", "australia", "europe")
AREA_COUNT: Final = 5
AREA_SIZE: Final = 6
AREA_BONUSES: Final[frozenset[str]] = frozenset(
    {
        "money_5",
        "money_10",
        "x_token",
        "reputation_1",
        "reputation_2",
        "card",
        "clever",
        "worker",
        "sponsor",
    }
)
"""Bonuses a Geographical Zoo may offer for a continent area (``area_bonuses``)."""

RESCUE_SLOTS: Final = 3
"""Animal cards that fit under a Rescue Station map (``rescue_slots``)."""

LEFT_EDGE_SLOT_COUNT: Final = 7
MIN_BUILDING_CELLS: Final = 55
MAX_BUILDING_CELLS: Final = 65

_TOP_KEYS: Final = frozenset(
    {
        "id",
        "name",
        "rows",
        "bonuses",
        "special_cells",
        "left_edge",
        "slot_rewards",
        "starting_buildings",
        "ability",
        "areas",
        "area_bonuses",
        "rescue_slots",
    }
)
_OPTIONAL_KEYS: Final = frozenset(
    {
        "bonuses",
        "special_cells",
        "starting_buildings",
        "ability",
        "areas",
        "area_bonuses",
        "rescue_slots",
    }
)
_AREA_KEYS: Final = frozenset({"continent", "cells", "marker"})
_SLOT_REWARD_KEYS: Final = ("partner_zoo_4", "university_3", "worker_4")


class MapDataError(ValueError):
    """A map file is missing, malformed or breaks a map rule; the message names the file."""


@frozen
class PlacementBonus:
    cell: Cell
    bonus: str


@frozen
class SpecialCell:
    cell: Cell
    feature: str


@frozen
class LeftEdgeSlot:
    bonus: str
    recurring: bool


@frozen
class StartingBuilding:
    building: str
    cells: frozenset[Cell]


@frozen
class ContinentArea:
    """A Geographical Zoo area: 6 building cells of one continent; ``marker`` starts covered."""

    continent: str
    cells: frozenset[Cell]
    marker: Cell


@frozen
class ZooMap:
    """One zoo map. ``terrain[row][col]`` is one of `TERRAINS`.

    ``areas`` and ``area_bonuses`` are set only on a Geographical Zoo, ``rescue_slots`` (0
    otherwise) only on a Rescue Station.
    """

    id: str
    name: str
    width: int
    height: int
    terrain: tuple[tuple[str, ...], ...]
    bonuses: tuple[PlacementBonus, ...]
    special_cells: tuple[SpecialCell, ...]
    left_edge: tuple[LeftEdgeSlot, ...]
    slot_rewards: MapSlotRewards
    starting_buildings: tuple[StartingBuilding, ...]
    ability: str | None
    areas: tuple[ContinentArea, ...] = ()
    area_bonuses: tuple[str, ...] = ()
    rescue_slots: int = 0
    # Derived once: the rules ask for these sets on every placement.
    _by_terrain: dict[str, frozenset[Cell]] = field(init=False, eq=False, repr=False)
    _bonus_by_cell: dict[Cell, str] = field(init=False, eq=False, repr=False)
    _grid: Grid = field(init=False, eq=False, repr=False)
    _building_cells: frozenset[Cell] = field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        by_terrain: dict[str, set[Cell]] = {kind: set() for kind in TERRAINS}
        for row, line in enumerate(self.terrain):
            for col, kind in enumerate(line):
                by_terrain.setdefault(kind, set()).add(Cell(col, row))
        frozen_sets = {kind: frozenset(cells) for kind, cells in by_terrain.items()}
        object.__setattr__(self, "_by_terrain", frozen_sets)
        object.__setattr__(self, "_bonus_by_cell", {b.cell: b.bonus for b in self.bonuses})
        object.__setattr__(self, "_grid", Grid.rectangle(self.width, self.height))
        object.__setattr__(self, "_building_cells", frozen_sets[BUILD] | frozen_sets[BUILD2])

    def terrain_at(self, cell: Cell) -> str:
        if not (0 <= cell.col < self.width and 0 <= cell.row < self.height):
            raise ValueError(f"cell {cell} is outside map {self.id}")
        return self.terrain[cell.row][cell.col]

    def cells_of(self, *terrains: str) -> frozenset[Cell]:
        if len(terrains) == 1:
            return self._by_terrain.get(terrains[0], frozenset())
        return frozenset().union(*(self._by_terrain.get(t, frozenset()) for t in terrains))

    @property
    def grid(self) -> Grid:
        return self._grid

    @property
    def building_cells(self) -> frozenset[Cell]:
        """Cells that can ever be built on (build and build-II cells)."""
        return self._building_cells

    @property
    def build2_cells(self) -> frozenset[Cell]:
        return self._by_terrain[BUILD2]

    @property
    def rock_cells(self) -> frozenset[Cell]:
        return self._by_terrain[ROCK]

    @property
    def water_cells(self) -> frozenset[Cell]:
        return self._by_terrain[WATER]

    def bonus_at(self, cell: Cell) -> str | None:
        return self._bonus_by_cell.get(cell)

    def features_at(self, cell: Cell) -> tuple[str, ...]:
        return tuple(special.feature for special in self.special_cells if special.cell == cell)

    def feature_cells(self, feature: str) -> tuple[Cell, ...]:
        """The cells holding ``feature``, in file order."""
        return tuple(special.cell for special in self.special_cells if special.feature == feature)

    def area_at(self, cell: Cell) -> ContinentArea | None:
        """The continent area ``cell`` belongs to (Geographical Zoo), if any."""
        for area in self.areas:
            if cell in area.cells:
                return area
        return None

    def area_of(self, continent: str) -> ContinentArea | None:
        """The area of ``continent`` (Geographical Zoo), if the map has one."""
        for area in self.areas:
            if area.continent == continent:
                return area
        return None


@cache
def load_map(map_id: str) -> ZooMap:
    """The map ``maps/<map_id>.json``, validated; cached (call ``load_map.cache_clear()``)."""
    name = f"maps/{map_id}.json"
    try:
        path = data_path(name)
    except FileNotFoundError as error:
        raise MapDataError(f"{name}: {error}") from error
    return parse_map(path, map_id)


def parse_map(path: Path, map_id: str | None = None) -> ZooMap:
    """Read and validate one map file (no caching)."""
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as error:
        raise MapDataError(f"{path.name}: cannot read map file: {error}") from error
    return _Parser(path.name, map_id).parse(raw)


class _Parser:
    def __init__(self, file_name: str, map_id: str | None) -> None:
        self.file_name = file_name
        self.map_id = map_id
        self.width = 0
        self.height = 0

    def fail(self, problem: str) -> MapDataError:
        return MapDataError(f"{self.file_name}: {problem}")

    def keys(self, obj: Any, where: str, allowed: frozenset[str], optional: frozenset[str]) -> None:
        if not isinstance(obj, dict):
            raise self.fail(f"{where} must be an object")
        unknown = sorted(set(obj) - allowed)
        if unknown:
            raise self.fail(f"unknown keys in {where}: {', '.join(unknown)}")
        missing = sorted(allowed - optional - set(obj))
        if missing:
            raise self.fail(f"missing keys in {where}: {', '.join(missing)}")

    def string(self, value: Any, where: str) -> str:
        if not isinstance(value, str) or not value:
            raise self.fail(f"{where} must be a non-empty string")
        return value

    def list_of(self, value: Any, where: str) -> list[Any]:
        if not isinstance(value, list):
            raise self.fail(f"{where} must be a list")
        return value

    def cell(self, value: Any, where: str) -> Cell:
        if (
            not isinstance(value, list)
            or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
        ):
            raise self.fail(f"{where}: a cell is [col, row], not {value!r}")
        cell = Cell(value[0], value[1])
        if not (0 <= cell.col < self.width and 0 <= cell.row < self.height):
            raise self.fail(f"{where}: cell {cell} is outside the {self.width}×{self.height} grid")
        return cell

    def parse(self, raw: Any) -> ZooMap:
        self.keys(raw, "the map", _TOP_KEYS, _OPTIONAL_KEYS)
        map_id = self.string(raw["id"], "id")
        if self.map_id is not None and map_id != self.map_id:
            raise self.fail(
                f"id {map_id!r} does not match the file name (expected {self.map_id!r})"
            )
        name = self.string(raw["name"], "name")
        terrain = self.parse_rows(raw["rows"])

        def terrain_at(cell: Cell) -> str:
            return terrain[cell.row][cell.col]

        bonuses: list[PlacementBonus] = []
        seen_bonus: set[Cell] = set()
        for index, entry in enumerate(self.list_of(raw.get("bonuses", []), "bonuses")):
            where = f"bonuses[{index}]"
            self.keys(entry, where, frozenset({"cell", "bonus"}), frozenset())
            cell = self.cell(entry["cell"], where)
            bonus = self.string(entry["bonus"], f"{where}.bonus")
            if bonus not in PLACEMENT_BONUSES:
                raise self.fail(f"{where}: unknown placement bonus {bonus!r}")
            if terrain_at(cell) not in BUILDABLE_TERRAINS:
                raise self.fail(f"{where}: bonus {bonus!r} on {terrain_at(cell)} cell {cell}")
            if cell in seen_bonus:
                raise self.fail(f"{where}: cell {cell} already has a bonus")
            seen_bonus.add(cell)
            bonuses.append(PlacementBonus(cell, bonus))

        specials: list[SpecialCell] = []
        for index, entry in enumerate(self.list_of(raw.get("special_cells", []), "special_cells")):
            where = f"special_cells[{index}]"
            self.keys(entry, where, frozenset({"cell", "feature"}), frozenset())
            cell = self.cell(entry["cell"], where)
            feature = self.string(entry["feature"], f"{where}.feature")
            if feature not in SPECIAL_FEATURES:
                raise self.fail(f"{where}: unknown special feature {feature!r}")
            if any(special.cell == cell for special in specials):
                raise self.fail(f"{where}: cell {cell} already has a special feature")
            if cell in seen_bonus:
                raise self.fail(f"{where}: {feature} on the bonus cell {cell}")
            specials.append(SpecialCell(cell, feature))

        slots: list[LeftEdgeSlot] = []
        left_edge = self.list_of(raw["left_edge"], "left_edge")
        if len(left_edge) != LEFT_EDGE_SLOT_COUNT:
            raise self.fail(
                f"left_edge needs exactly {LEFT_EDGE_SLOT_COUNT} slots, not {len(left_edge)}"
            )
        for index, entry in enumerate(left_edge):
            where = f"left_edge[{index}]"
            self.keys(entry, where, frozenset({"bonus", "recurring"}), frozenset({"recurring"}))
            bonus = self.string(entry["bonus"], f"{where}.bonus")
            if bonus not in LEFT_EDGE_BONUSES:
                raise self.fail(f"{where}: unknown left-edge slot bonus {bonus!r}")
            recurring = entry.get("recurring", False)
            if not isinstance(recurring, bool):
                raise self.fail(f"{where}.recurring must be true or false")
            slots.append(LeftEdgeSlot(bonus, recurring))

        rewards_raw = raw["slot_rewards"]
        self.keys(rewards_raw, "slot_rewards", frozenset(_SLOT_REWARD_KEYS), frozenset())
        values: list[int] = []
        for key in _SLOT_REWARD_KEYS:
            value = rewards_raw[key]
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise self.fail(f"slot_rewards.{key} must be a non-negative integer")
            values.append(value)
        rewards = MapSlotRewards(*values)

        buildings: list[StartingBuilding] = []
        covered: set[Cell] = set()
        starting = self.list_of(raw.get("starting_buildings", []), "starting_buildings")
        for index, entry in enumerate(starting):
            where = f"starting_buildings[{index}]"
            self.keys(entry, where, frozenset({"building", "cells"}), frozenset())
            building_id = self.string(entry["building"], f"{where}.building")
            building = BUILDING_TYPES.get(building_id)
            if building is None:
                raise self.fail(f"{where}: unknown building type {building_id!r}")
            cell_list = [self.cell(c, where) for c in self.list_of(entry["cells"], where)]
            cells = frozenset(cell_list)
            if len(cells) != len(cell_list) or not cells:
                raise self.fail(f"{where}: cells must be distinct and not empty")
            for cell in sorted(cells):
                if terrain_at(cell) not in BUILDABLE_TERRAINS:
                    raise self.fail(f"{where}: {building_id} on {terrain_at(cell)} cell {cell}")
                if cell in covered:
                    raise self.fail(f"{where}: cell {cell} is covered by two starting buildings")
                if cell in seen_bonus:
                    raise self.fail(f"{where}: {building_id} covers the bonus cell {cell}")
                if any(special.cell == cell for special in specials):
                    raise self.fail(f"{where}: {building_id} covers the special cell {cell}")
            if normalise(cells) not in building.orientations:
                raise self.fail(f"{where}: cells do not have the shape of {building_id}")
            covered |= cells
            buildings.append(StartingBuilding(building_id, cells))

        ability = self.parse_ability(raw.get("ability"), map_id)
        self.check_ability_bonuses(ability, bonuses, slots)
        self.check_features(ability, specials, terrain)
        areas, area_bonuses = self.parse_areas(raw, ability, terrain, seen_bonus)
        rescue_slots = self.parse_rescue_slots(raw, ability)

        self.check_area(terrain)
        return ZooMap(
            id=map_id,
            name=name,
            width=self.width,
            height=self.height,
            terrain=terrain,
            bonuses=tuple(bonuses),
            special_cells=tuple(specials),
            left_edge=tuple(slots),
            slot_rewards=rewards,
            starting_buildings=tuple(buildings),
            ability=ability,
            areas=areas,
            area_bonuses=area_bonuses,
            rescue_slots=rescue_slots,
        )

    def parse_ability(self, value: Any, map_id: str) -> str | None:
        if value is not None:
            value = self.string(value, "ability")
            if value not in ABILITIES:
                raise self.fail(f"unknown ability {value!r}")
        if map_id in MAP_ABILITIES and value != MAP_ABILITIES[map_id]:

            def describe(ability: str | None) -> str:
                return "no ability" if ability is None else f"the ability {ability!r}"

            raise self.fail(
                f"map {map_id} has {describe(MAP_ABILITIES[map_id])}, not {describe(value)}"
            )
        ability: str | None = value
        return ability

    def check_ability_bonuses(
        self, ability: str | None, bonuses: list[PlacementBonus], slots: list[LeftEdgeSlot]
    ) -> None:
        for index, bonus in enumerate(bonuses):
            needed = ABILITY_PLACEMENT_BONUSES.get(bonus.bonus)
            if needed is not None and ability != needed:
                raise self.fail(
                    f"bonuses[{index}]: placement bonus {bonus.bonus!r}"
                    f" needs the ability {needed!r}"
                )
        for index, slot in enumerate(slots):
            needed = ABILITY_LEFT_EDGE_BONUSES.get(slot.bonus)
            if needed is not None and ability != needed:
                raise self.fail(
                    f"left_edge[{index}]: slot bonus {slot.bonus!r} needs the ability {needed!r}"
                )

    def check_features(
        self,
        ability: str | None,
        specials: list[SpecialCell],
        terrain: tuple[tuple[str, ...], ...],
    ) -> None:
        for feature, rule in FEATURE_RULES.items():
            cells = [special.cell for special in specials if special.feature == feature]
            if rule.ability != ability:
                if cells:
                    raise self.fail(
                        f"special feature {feature!r} needs the ability {rule.ability!r}"
                    )
                continue
            if not rule.min_count <= len(cells) <= rule.max_count:
                wanted = (
                    f"exactly {rule.min_count}"
                    if rule.min_count == rule.max_count
                    else f"{rule.min_count} to {rule.max_count}"
                )
                raise self.fail(
                    f"ability {ability!r} needs {wanted} {feature!r} cells, not {len(cells)}"
                )
            for cell in cells:
                kind = terrain[cell.row][cell.col]
                if kind not in rule.terrains:
                    allowed = " or ".join(sorted(rule.terrains))
                    raise self.fail(f"{feature} on {kind} cell {cell}, it must be on {allowed}")
                adjacent = sum(
                    1
                    for near in neighbours(cell)
                    if 0 <= near.col < self.width
                    and 0 <= near.row < self.height
                    and terrain[near.row][near.col] in BUILDABLE_TERRAINS
                )
                if adjacent < rule.min_adjacent_building:
                    raise self.fail(
                        f"{feature} at {cell} has {adjacent} adjacent building cells,"
                        f" it needs at least {rule.min_adjacent_building}"
                    )

    def parse_areas(
        self,
        raw: dict[str, Any],
        ability: str | None,
        terrain: tuple[tuple[str, ...], ...],
        bonus_cells: set[Cell],
    ) -> tuple[tuple[ContinentArea, ...], tuple[str, ...]]:
        if ability != GEOGRAPHICAL_ZOO:
            for key in ("areas", "area_bonuses"):
                if key in raw:
                    raise self.fail(f"{key} needs the ability {GEOGRAPHICAL_ZOO!r}")
            return (), ()
        for key in ("areas", "area_bonuses"):
            if key not in raw:
                raise self.fail(f"ability {GEOGRAPHICAL_ZOO!r} needs the key {key!r}")
        entries = self.list_of(raw["areas"], "areas")
        if len(entries) != AREA_COUNT:
            raise self.fail(f"areas needs exactly {AREA_COUNT} entries, not {len(entries)}")
        areas: list[ContinentArea] = []
        covered: set[Cell] = set()
        for index, entry in enumerate(entries):
            where = f"areas[{index}]"
            self.keys(entry, where, _AREA_KEYS, frozenset())
            continent = self.string(entry["continent"], f"{where}.continent")
            if continent not in CONTINENTS:
                raise self.fail(f"{where}: unknown continent {continent!r}")
            if any(area.continent == continent for area in areas):
                raise self.fail(f"{where}: a second area for {continent}")
            cell_list = [self.cell(c, where) for c in self.list_of(entry["cells"], where)]
            cells = frozenset(cell_list)
            if len(cells) != len(cell_list):
                raise self.fail(f"{where}: cells must be distinct")
            if len(cells) != AREA_SIZE:
                raise self.fail(f"{where}: an area has exactly {AREA_SIZE} cells, not {len(cells)}")
            for cell in sorted(cells):
                if terrain[cell.row][cell.col] not in BUILDABLE_TERRAINS:
                    raise self.fail(
                        f"{where}: {continent} area on {terrain[cell.row][cell.col]} cell {cell}"
                    )
                if cell in covered:
                    raise self.fail(f"{where}: cell {cell} is in two areas")
            if not is_connected(cells):
                raise self.fail(f"{where}: the cells of the {continent} area are not connected")
            marker = self.cell(entry["marker"], f"{where}.marker")
            if marker not in cells:
                raise self.fail(f"{where}: marker {marker} is not one of the area's cells")
            if marker in bonus_cells:
                raise self.fail(f"{where}: marker {marker} is on a bonus cell")
            covered |= cells
            areas.append(ContinentArea(continent, cells, marker))
        choices = self.list_of(raw["area_bonuses"], "area_bonuses")
        if len(choices) != AREA_COUNT:
            raise self.fail(f"area_bonuses needs exactly {AREA_COUNT} bonuses, not {len(choices)}")
        bonuses: list[str] = []
        for index, value in enumerate(choices):
            bonus = self.string(value, f"area_bonuses[{index}]")
            if bonus not in AREA_BONUSES:
                raise self.fail(f"area_bonuses[{index}]: unknown area bonus {bonus!r}")
            if bonus in bonuses:
                raise self.fail(f"area_bonuses[{index}]: {bonus!r} is listed twice")
            bonuses.append(bonus)
        return tuple(areas), tuple(bonuses)

    def parse_rescue_slots(self, raw: dict[str, Any], ability: str | None) -> int:
        if ability != RESCUE_STATION:
            if "rescue_slots" in raw:
                raise self.fail(f"rescue_slots needs the ability {RESCUE_STATION!r}")
            return 0
        if "rescue_slots" not in raw:
            raise self.fail(f"ability {RESCUE_STATION!r} needs the key 'rescue_slots'")
        value = raw["rescue_slots"]
        if not isinstance(value, int) or isinstance(value, bool) or value != RESCUE_SLOTS:
            raise self.fail(f"rescue_slots must be {RESCUE_SLOTS}, not {value!r}")
        return RESCUE_SLOTS

    def parse_rows(self, value: Any) -> tuple[tuple[str, ...], ...]:
        rows = self.list_of(value, "rows")
        if not rows or not all(isinstance(row, str) for row in rows):
            raise self.fail("rows must be a non-empty list of strings")
        width = len(rows[0])
        if width == 0:
            raise self.fail("rows must not be empty strings")
        terrain: list[tuple[str, ...]] = []
        for row_index, row in enumerate(rows):
            if len(row) != width:
                raise self.fail(f"rows[{row_index}] has {len(row)} cells, expected {width}")
            kinds: list[str] = []
            for col, char in enumerate(row):
                kind = TERRAIN_CHARS.get(char)
                if kind is None:
                    raise self.fail(
                        f"rows[{row_index}]: unknown terrain {char!r} at ({col},{row_index})"
                    )
                kinds.append(kind)
            terrain.append(tuple(kinds))
        self.width = width
        self.height = len(rows)
        return tuple(terrain)

    def check_area(self, terrain: tuple[tuple[str, ...], ...]) -> None:
        buildable = {
            Cell(col, row)
            for row, line in enumerate(terrain)
            for col, kind in enumerate(line)
            if kind in BUILDABLE_TERRAINS
        }
        if not MIN_BUILDING_CELLS <= len(buildable) <= MAX_BUILDING_CELLS:
            raise self.fail(
                f"{len(buildable)} building cells, expected {MIN_BUILDING_CELLS}"
                f" to {MAX_BUILDING_CELLS}"
            )
        grid = Grid.rectangle(self.width, self.height)
        reached = {cell for cell in buildable if grid.is_border(cell)}
        stack = list(reached)
        while stack:
            for near in neighbours(stack.pop()):
                if near in buildable and near not in reached:
                    reached.add(near)
                    stack.append(near)
        unreachable = sorted(buildable - reached)
        if unreachable:
            cells = ", ".join(str(cell) for cell in unreachable)
            raise self.fail(f"building cells not reachable from the border: {cells}")
        # Architectural Zoo scores "every rock / water space next to a building": each must have
        # a building cell beside it, or that point could never be made.
        cut_off = sorted(
            Cell(col, row)
            for row, line in enumerate(terrain)
            for col, kind in enumerate(line)
            if kind in (ROCK, WATER)
            and not any(near in buildable for near in neighbours(Cell(col, row)))
        )
        if cut_off:
            cells = ", ".join(str(cell) for cell in cut_off)
            raise self.fail(f"rock or water cells with no building cell next to them: {cells}")
