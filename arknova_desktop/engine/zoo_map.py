"""Zoo maps: square-grid layouts read from ``maps/<id>.json`` (DESIGN.md §5, rules-facts §6).

A map file is human-editable JSON (the format is documented in docs/maps.md). `load_map` reads
it through `data_path`, validates it strictly and caches the resulting frozen `ZooMap`; any
problem raises `MapDataError` naming the file and the problem.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any, Final

from attrs import frozen

from ..resources import data_path
from .buildings import BUILDING_TYPES
from .geometry import Cell, Grid, neighbours, normalise
from .maps_catalog import MapSlotRewards

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
    }
)

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
    }
)

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
    }
)
_OPTIONAL_KEYS: Final = frozenset({"bonuses", "special_cells", "starting_buildings", "ability"})
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
class ZooMap:
    """One zoo map. ``terrain[row][col]`` is one of `TERRAINS`."""

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

    def terrain_at(self, cell: Cell) -> str:
        if not (0 <= cell.col < self.width and 0 <= cell.row < self.height):
            raise ValueError(f"cell {cell} is outside map {self.id}")
        return self.terrain[cell.row][cell.col]

    def cells_of(self, *terrains: str) -> frozenset[Cell]:
        return frozenset(
            Cell(col, row)
            for row, line in enumerate(self.terrain)
            for col, kind in enumerate(line)
            if kind in terrains
        )

    @property
    def grid(self) -> Grid:
        return Grid.rectangle(self.width, self.height)

    @property
    def building_cells(self) -> frozenset[Cell]:
        """Cells that can ever be built on (build and build-II cells)."""
        return self.cells_of(BUILD, BUILD2)

    @property
    def build2_cells(self) -> frozenset[Cell]:
        return self.cells_of(BUILD2)

    @property
    def rock_cells(self) -> frozenset[Cell]:
        return self.cells_of(ROCK)

    @property
    def water_cells(self) -> frozenset[Cell]:
        return self.cells_of(WATER)

    def bonus_at(self, cell: Cell) -> str | None:
        for bonus in self.bonuses:
            if bonus.cell == cell:
                return bonus.bonus
        return None

    def features_at(self, cell: Cell) -> tuple[str, ...]:
        return tuple(special.feature for special in self.special_cells if special.cell == cell)


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
            if normalise(cells) not in building.orientations:
                raise self.fail(f"{where}: cells do not have the shape of {building_id}")
            covered |= cells
            buildings.append(StartingBuilding(building_id, cells))

        ability = raw.get("ability")
        if ability is not None:
            ability = self.string(ability, "ability")

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
        )

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
