"""Zoo maps A, 0 and 1–10 load and match docs/rules.md §6 and §13 (Zoo Map Pack 1); broken map
files raise MapDataError."""

from __future__ import annotations

import copy
import json
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from arknova_desktop.engine.base.geometry import Cell, is_connected, neighbours, touches
from arknova_desktop.engine.base.maps_catalog import MAP_NAMES, MapSlotRewards
from arknova_desktop.engine.board.zoo_map import (
    AREA_BONUSES,
    BUILDABLE_TERRAINS,
    CONTINENTS,
    FEATURE_RULES,
    MAP_ABILITIES,
    SPECIAL_FEATURES,
    MapDataError,
    ZooMap,
    load_map,
)

# docs/rules.md §6: CP on the 4th partner zoo / 3rd university / last worker (A and 0: our choice,
# docs/rulings.md; maps 9 and 10: Zoo Map Pack 1, our choice).
SLOT_REWARDS = {
    "A": MapSlotRewards(1, 2, 2),
    "0": MapSlotRewards(1, 1, 1),
    "1": MapSlotRewards(2, 1, 0),
    "2": MapSlotRewards(0, 2, 1),
    "3": MapSlotRewards(1, 2, 0),
    "4": MapSlotRewards(1, 1, 1),
    "5": MapSlotRewards(2, 0, 1),
    "6": MapSlotRewards(1, 0, 2),
    "7": MapSlotRewards(0, 1, 2),
    "8": MapSlotRewards(1, 1, 1),
    "9": MapSlotRewards(1, 1, 1),
    "10": MapSlotRewards(1, 1, 1),
}

REPO = Path(__file__).resolve().parents[1]

COMMON_BONUSES = {"card": 3, "x_token": 3, "money_5": 2, "money_10": 1, "reputation_2": 2}


@pytest.fixture(autouse=True)
def _clear_cache() -> Iterator[None]:
    load_map.cache_clear()
    yield
    load_map.cache_clear()


def slot_list(zoo: ZooMap) -> list[tuple[str, bool]]:
    return [(slot.bonus, slot.recurring) for slot in zoo.left_edge]


@pytest.mark.parametrize("map_id", ["A", "0"])
def test_common_facts(map_id: str) -> None:
    zoo = load_map(map_id)
    assert zoo.id == map_id
    assert 55 <= len(zoo.building_cells) <= 65
    assert len(zoo.build2_cells) == 2
    assert zoo.rock_cells and zoo.water_cells
    assert zoo.slot_rewards == SLOT_REWARDS[map_id]
    assert zoo.ability is None
    assert zoo.special_cells == ()
    assert len(zoo.bonuses) == 12
    for bonus in zoo.bonuses:
        assert zoo.terrain_at(bonus.cell) in BUILDABLE_TERRAINS
    assert load_map(map_id) is zoo  # cached


def test_map_a() -> None:
    zoo = load_map("A")
    assert Counter(b.bonus for b in zoo.bonuses) == {**COMMON_BONUSES, "worker": 1}
    assert slot_list(zoo) == [
        ("snap", True),
        ("enclosure_2", True),
        ("money_5", True),
        ("conservation_1", True),
        ("reputation_2", False),
        ("money_12", False),
        ("x_tokens_3", False),
    ]
    assert (zoo.slot_rewards.partner_zoo_4, zoo.slot_rewards.university_3) == (1, 2)
    assert zoo.slot_rewards.worker_4 == 2
    by_type = {b.building: b.cells for b in zoo.starting_buildings}
    assert set(by_type) == {"kiosk", "enclosure_3"}
    assert len(by_type["kiosk"]) == 1 and len(by_type["enclosure_3"]) == 3
    assert touches(by_type["kiosk"], by_type["enclosure_3"])
    for cells in by_type.values():
        assert all(zoo.terrain_at(cell) == "build" for cell in cells)


def test_map_0() -> None:
    zoo = load_map("0")
    assert Counter(b.bonus for b in zoo.bonuses) == {**COMMON_BONUSES, "clever": 1}
    assert [bonus for bonus, _ in slot_list(zoo)][4] == "worker"
    assert slot_list(zoo)[:4] == [
        ("snap", True),
        ("enclosure_2", True),
        ("money_5", True),
        ("conservation_1", True),
    ]
    assert [bonus for bonus, _ in slot_list(zoo)][5:] == ["money_12", "x_tokens_3"]
    assert zoo.starting_buildings == ()
    assert (zoo.slot_rewards.partner_zoo_4, zoo.slot_rewards.university_3) == (1, 1)
    assert zoo.slot_rewards.worker_4 == 1


def test_terrain_at_and_bonus_at() -> None:
    zoo = load_map("A")
    assert zoo.terrain_at(Cell(1, 2)) == "rock"
    assert zoo.terrain_at(Cell(5, 0)) == "water"
    assert zoo.terrain_at(Cell(6, 4)) == "build2"
    assert zoo.bonus_at(Cell(8, 0)) == "money_10"
    assert zoo.bonus_at(Cell(4, 4)) is None
    with pytest.raises(ValueError):
        zoo.terrain_at(Cell(10, 0))


# ------------------------------------------------------------------------------------------
# Maps 1–10 (docs/rules.md §6, §13)

ALL_MAPS = ["A", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
NUMBERED_MAPS = ALL_MAPS[2:]

ABILITY = {
    "A": None,
    "0": None,
    "1": "observation_tower",
    "2": "outdoor_areas",
    "3": "silver_lake",
    "4": "commercial_harbor",
    "5": "park_restaurant",
    "6": "research_institute",
    "7": "ice_cream_parlors",
    "8": "hollywood_hills",
    "9": "geographical_zoo",
    "10": "rescue_station",
}

SLOT_4 = {
    "1": ("sponsor_for_money", True),
    "2": ("conservation_1", False),
    "3": ("reputation_2", False),  # unidentified in the sources: our choice (docs/rulings.md)
    "4": ("university", False),
    "5": ("reptile_house_or_large_bird_aviary", False),
    "6": ("clever_2", True),
    "7": ("pouch_2", True),
    "8": ("partner_zoo", False),
    "9": ("remove_area_marker", False),
    "10": ("rescue", False),  # not named by docs/rules.md §13: our choice (docs/rulings.md)
}

# feature -> (map, how many, terrain, at least this many adjacent building cells)
FEATURES = {
    "tower": ("1", (1, 1), {"rock"}, 3),
    "outdoor_area": ("2", (1, 1), {"water"}, 3),
    "harbor": ("4", (1, 1), {"water"}, 1),
    "restaurant": ("5", (1, 1), {"rock"}, 4),
    "research_institute": ("6", (1, 1), {"rock"}, 1),
    "kiosk_icon": ("7", (3, 4), BUILDABLE_TERRAINS, 0),
    "hollywood": ("8", (3, 3), BUILDABLE_TERRAINS, 0),
}


def adjacent_building(zoo: ZooMap, cell: Cell) -> list[Cell]:
    return [near for near in neighbours(cell) if near in zoo.building_cells]


@pytest.mark.parametrize("map_id", ALL_MAPS)
def test_every_map_loads_with_its_name_ability_and_rewards(map_id: str) -> None:
    zoo = load_map(map_id)
    assert zoo.id == map_id
    assert zoo.name == MAP_NAMES[map_id]
    assert zoo.ability == ABILITY[map_id] == MAP_ABILITIES[map_id]
    assert zoo.slot_rewards == SLOT_REWARDS[map_id]
    assert 55 <= len(zoo.building_cells) <= 65
    assert len(zoo.left_edge) == 7
    assert zoo.rock_cells and zoo.water_cells
    for bonus in zoo.bonuses:
        assert zoo.terrain_at(bonus.cell) in BUILDABLE_TERRAINS


@pytest.mark.parametrize("map_id", NUMBERED_MAPS)
def test_numbered_map_layout_and_left_edge(map_id: str) -> None:
    zoo = load_map(map_id)
    assert (zoo.width, zoo.height) == (10, 8)
    assert 2 <= len(zoo.build2_cells) <= 4
    assert 10 <= len(zoo.bonuses) <= (14 if map_id == "3" else 13)
    assert zoo.starting_buildings == ()
    assert slot_list(zoo) == [
        ("snap", True),
        ("enclosure_2", True),
        ("money_5", True),
        SLOT_4[map_id],
        ("worker", False),
        ("money_12", False),
        ("x_tokens_3", False),
    ]


@pytest.mark.parametrize("feature", sorted(FEATURES))
def test_special_cells_of_each_ability(feature: str) -> None:
    assert set(FEATURES) == set(FEATURE_RULES) == SPECIAL_FEATURES
    owner, (low, high), terrains, min_adjacent = FEATURES[feature]
    for map_id in ALL_MAPS:
        cells = load_map(map_id).feature_cells(feature)
        if map_id != owner:
            assert cells == (), (map_id, feature)
    zoo = load_map(owner)
    cells = zoo.feature_cells(feature)
    assert low <= len(cells) <= high
    assert len(set(cells)) == len(cells)
    for cell in cells:
        assert zoo.terrain_at(cell) in terrains
        assert len(adjacent_building(zoo, cell)) >= min_adjacent
        assert zoo.features_at(cell) == (feature,)
        assert zoo.bonus_at(cell) is None


def test_features_are_worth_reaching() -> None:
    # Harbor and research institute connect through exactly one building cell, and that cell is
    # not on the map border (the first building cannot claim it).
    for map_id, feature in (("4", "harbor"), ("6", "research_institute")):
        zoo = load_map(map_id)
        (cell,) = zoo.feature_cells(feature)
        (connection,) = adjacent_building(zoo, cell)
        assert not zoo.grid.is_border(connection)
    # The tower and the restaurant stand inside the zoo, away from the border.
    for map_id, feature in (("1", "tower"), ("5", "restaurant")):
        zoo = load_map(map_id)
        (cell,) = zoo.feature_cells(feature)
        assert all(not zoo.grid.is_border(near) for near in adjacent_building(zoo, cell))
    # Kiosk icons and Hollywood cells are spread out: at least 4 apart from each other.
    for map_id, feature in (("7", "kiosk_icon"), ("8", "hollywood")):
        cells = load_map(map_id).feature_cells(feature)
        for a in cells:
            for b in cells:
                assert a == b or abs(a.col - b.col) + abs(a.row - b.row) >= 4


def test_silver_lake_money_around_the_lake() -> None:
    zoo = load_map("3")
    money_2 = [bonus.cell for bonus in zoo.bonuses if bonus.bonus == "money_2"]
    assert len(money_2) == 11
    lake = zoo.water_cells
    assert is_connected(lake)
    for cell in money_2:
        assert any(near in lake for near in neighbours(cell)), cell
    others = Counter(bonus.bonus for bonus in zoo.bonuses if bonus.bonus != "money_2")
    assert 2 <= sum(others.values()) <= 4
    for map_id in ALL_MAPS:
        if map_id != "3":
            assert all(bonus.bonus != "money_2" for bonus in load_map(map_id).bonuses)


def test_commercial_harbor_has_a_multiplier() -> None:
    assert [b.bonus for b in load_map("4").bonuses].count("multiplier") == 1


def test_geographical_zoo_areas() -> None:
    zoo = load_map("9")
    assert len(zoo.areas) == 5
    assert sorted(area.continent for area in zoo.areas) == sorted(CONTINENTS)
    seen: set[Cell] = set()
    for area in zoo.areas:
        assert len(area.cells) == 6
        assert area.cells <= zoo.building_cells
        assert is_connected(area.cells)
        assert area.marker in area.cells
        assert zoo.bonus_at(area.marker) is None
        assert not area.cells & seen
        seen |= area.cells
        assert zoo.area_of(area.continent) is area
        assert all(zoo.area_at(cell) is area for cell in area.cells)
    # At least one area lies wholly inside the zoo, and some areas hold Build II cells.
    assert any(not any(zoo.grid.is_border(cell) for cell in area.cells) for area in zoo.areas)
    assert any(area.cells & zoo.build2_cells for area in zoo.areas)
    outside = next(cell for cell in zoo.building_cells if cell not in seen)
    assert zoo.area_at(outside) is None
    assert zoo.area_bonuses == ("money_5", "x_token", "card", "reputation_2", "clever")
    assert set(zoo.area_bonuses) <= AREA_BONUSES
    for map_id in ALL_MAPS:
        if map_id != "9":
            other = load_map(map_id)
            assert other.areas == () and other.area_bonuses == ()
            assert other.area_of("africa") is None
            assert "remove_area_marker" not in [slot.bonus for slot in other.left_edge]


def test_rescue_station() -> None:
    zoo = load_map("10")
    assert zoo.rescue_slots == 3
    rescues = [bonus.cell for bonus in zoo.bonuses if bonus.bonus == "rescue"]
    assert 2 <= len(rescues) <= 3
    # Map bonuses plus the left-edge slot fill the three slots under the map exactly.
    assert len(rescues) + [slot.bonus for slot in zoo.left_edge].count("rescue") == 3
    for map_id in ALL_MAPS:
        if map_id != "10":
            other = load_map(map_id)
            assert other.rescue_slots == 0
            assert all(bonus.bonus != "rescue" for bonus in other.bonuses)
            assert all(slot.bonus != "rescue" for slot in other.left_edge)


# ------------------------------------------------------------------------------------------
# Broken files


def base_data() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((REPO / "maps" / "A.json").read_text(encoding="utf-8"))
    return data


def set_row(data: dict[str, Any], row: int, text: str) -> None:
    data["rows"][row] = text


def _unknown_key(d: dict[str, Any]) -> None:
    d["colour"] = "green"


def _unknown_bonus_key(d: dict[str, Any]) -> None:
    d["bonuses"][0]["amount"] = 5


def _unknown_terrain(d: dict[str, Any]) -> None:
    set_row(d, 3, ".##....X..")


def _unknown_bonus(d: dict[str, Any]) -> None:
    d["bonuses"][0]["bonus"] = "money_7"


def _unknown_slot(d: dict[str, Any]) -> None:
    d["left_edge"][0]["bonus"] = "teleport"


def _unknown_feature(d: dict[str, Any]) -> None:
    d["special_cells"] = [{"cell": [1, 2], "feature": "volcano"}]


def _bonus_outside(d: dict[str, Any]) -> None:
    d["bonuses"][0]["cell"] = [10, 0]


def _bonus_on_rock(d: dict[str, Any]) -> None:
    d["bonuses"][0]["cell"] = [1, 2]


def _bonus_on_water(d: dict[str, Any]) -> None:
    d["bonuses"][0]["cell"] = [5, 0]


def _six_slots(d: dict[str, Any]) -> None:
    d["left_edge"].pop()


def _eight_slots(d: dict[str, Any]) -> None:
    d["left_edge"].append({"bonus": "snap", "recurring": True})


def _too_few_cells(d: dict[str, Any]) -> None:
    d["bonuses"] = []
    set_row(d, 6, "~~~~~~~~##")
    set_row(d, 7, "~~~~~~~~##")


def _too_many_cells(d: dict[str, Any]) -> None:
    set_row(d, 5, "..........")
    set_row(d, 6, "..........")


def _unreachable(d: dict[str, Any]) -> None:
    set_row(d, 0, "....#~~...")
    set_row(d, 1, "...#.#~~..")
    set_row(d, 2, ".#..#....#")


def _building_on_water(d: dict[str, Any]) -> None:
    d["starting_buildings"][0]["cells"] = [[5, 0]]


def _building_wrong_shape(d: dict[str, Any]) -> None:
    d["starting_buildings"][1]["cells"] = [[5, 3], [6, 3], [7, 3]]


def _building_unknown(d: dict[str, Any]) -> None:
    d["starting_buildings"][0]["building"] = "castle"


def _wrong_id(d: dict[str, Any]) -> None:
    d["id"] = "B"


def _rock_cut_off(d: dict[str, Any]) -> None:
    d["rows"][6] = "..~~~...##"
    d["rows"][7] = "........##"  # (9,7): rock beside rock only


BROKEN: list[tuple[str, Callable[[dict[str, Any]], None], str]] = [
    # Architectural Zoo scores rock/water next to buildings: each needs a building cell beside it.
    ("rock cut off", _rock_cut_off, r"no building cell next to them: \(9,7\)"),
    ("unknown key", _unknown_key, "unknown keys in the map: colour"),
    ("unknown bonus key", _unknown_bonus_key, r"unknown keys in bonuses\[0\]: amount"),
    ("unknown terrain", _unknown_terrain, "unknown terrain 'X'"),
    ("unknown bonus", _unknown_bonus, "unknown placement bonus 'money_7'"),
    ("unknown slot", _unknown_slot, "unknown left-edge slot bonus 'teleport'"),
    ("unknown feature", _unknown_feature, "unknown special feature 'volcano'"),
    ("cell outside", _bonus_outside, r"outside the 10×8 grid"),
    ("bonus on rock", _bonus_on_rock, "on rock cell"),
    ("bonus on water", _bonus_on_water, "on water cell"),
    ("six slots", _six_slots, "exactly 7 slots, not 6"),
    ("eight slots", _eight_slots, "exactly 7 slots, not 8"),
    ("too few cells", _too_few_cells, "building cells, expected 55 to 65"),
    ("too many cells", _too_many_cells, "building cells, expected 55 to 65"),
    ("unreachable", _unreachable, r"not reachable from the border: \(4,1\)$"),
    ("building on water", _building_on_water, "kiosk on water cell"),
    ("building shape", _building_wrong_shape, "do not have the shape of enclosure_3"),
    ("unknown building", _building_unknown, "unknown building type 'castle'"),
    ("wrong id", _wrong_id, "does not match the file name"),
]


@pytest.mark.parametrize(
    ("break_it", "message"),
    [(case[1], case[2]) for case in BROKEN],
    ids=[case[0] for case in BROKEN],
)
def test_broken_map_raises(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    break_it: Callable[[dict[str, Any]], None],
    message: str,
) -> None:
    data = copy.deepcopy(base_data())
    break_it(data)
    (tmp_path / "maps").mkdir()
    (tmp_path / "maps" / "A.json").write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setenv("ARKNOVA_DATA_DIR", str(tmp_path))
    load_map.cache_clear()
    with pytest.raises(MapDataError, match=message) as info:
        load_map("A")
    assert str(info.value).startswith("A.json: ")


def test_unchanged_copy_loads(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "maps").mkdir()
    (tmp_path / "maps" / "A.json").write_text(json.dumps(base_data()), encoding="utf-8")
    monkeypatch.setenv("ARKNOVA_DATA_DIR", str(tmp_path))
    assert load_map("A").id == "A"


def test_missing_and_malformed_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "maps").mkdir()
    monkeypatch.setenv("ARKNOVA_DATA_DIR", str(tmp_path))
    with pytest.raises(MapDataError, match=r"maps/Z\.json"):
        load_map("Z")
    (tmp_path / "maps" / "Z.json").write_text("{not json", encoding="utf-8")
    with pytest.raises(MapDataError, match=r"Z\.json: cannot read map file"):
        load_map("Z")


# ------------------------------------------------------------------------------------------
# Broken files: the map abilities and Zoo Map Pack 1


def map_data(map_id: str) -> dict[str, Any]:
    path = REPO / "maps" / f"{map_id}.json"
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def feature_index(d: dict[str, Any], feature: str) -> int:
    return next(i for i, e in enumerate(d["special_cells"]) if e["feature"] == feature)


def _no_tower(d: dict[str, Any]) -> None:
    d["special_cells"] = []


def _two_towers(d: dict[str, Any]) -> None:
    d["special_cells"].append({"cell": [5, 5], "feature": "tower"})


def _tower_on_build(d: dict[str, Any]) -> None:
    d["special_cells"][0]["cell"] = [5, 3]


def _tower_in_corner(d: dict[str, Any]) -> None:
    d["special_cells"][0]["cell"] = [0, 4]  # rock with one building neighbour


def _tower_on_map_a(d: dict[str, Any]) -> None:
    d["special_cells"] = [{"cell": [1, 2], "feature": "tower"}]


def _unknown_ability(d: dict[str, Any]) -> None:
    d["ability"] = "volcano"


def _wrong_ability(d: dict[str, Any]) -> None:
    d["ability"] = "silver_lake"


def _ability_on_map_a(d: dict[str, Any]) -> None:
    d["ability"] = "silver_lake"


def _outdoor_area_on_rock(d: dict[str, Any]) -> None:
    d["special_cells"][0]["cell"] = [4, 0]


def _harbor_on_rock(d: dict[str, Any]) -> None:
    d["special_cells"][0]["cell"] = [3, 0]


def _harbor_out_at_sea(d: dict[str, Any]) -> None:
    d["rows"][7] = "......~~~~"  # the bottom-right corner all sea
    d["special_cells"][0]["cell"] = [9, 7]


def _restaurant_by_the_edge(d: dict[str, Any]) -> None:
    d["special_cells"][0]["cell"] = [0, 3]


def _institute_on_water(d: dict[str, Any]) -> None:
    d["special_cells"][0]["cell"] = [2, 0]


def _two_kiosk_icons(d: dict[str, Any]) -> None:
    d["special_cells"].pop()


def _five_kiosk_icons(d: dict[str, Any]) -> None:
    for cell in ([9, 7], [0, 6]):
        d["special_cells"].append({"cell": cell, "feature": "kiosk_icon"})


def _kiosk_icon_on_bonus(d: dict[str, Any]) -> None:
    d["special_cells"][0]["cell"] = [3, 0]


def _hollywood_on_rock(d: dict[str, Any]) -> None:
    d["special_cells"][0]["cell"] = [3, 0]


def _two_features_one_cell(d: dict[str, Any]) -> None:
    d["special_cells"][1]["cell"] = d["special_cells"][0]["cell"]


def _area_of_five(d: dict[str, Any]) -> None:
    d["areas"][0]["cells"].pop()


def _same_continent(d: dict[str, Any]) -> None:
    d["areas"][1]["continent"] = "americas"


def _unknown_continent(d: dict[str, Any]) -> None:
    d["areas"][4]["continent"] = "antarctica"


def _four_areas(d: dict[str, Any]) -> None:
    d["areas"].pop()


def _area_not_connected(d: dict[str, Any]) -> None:
    d["areas"][0]["cells"][0] = [3, 7]


def _areas_overlap(d: dict[str, Any]) -> None:
    europe = d["areas"][1]
    europe["cells"] = [cell for cell in europe["cells"] if cell != [7, 3]] + [[8, 2]]


def _area_on_water(d: dict[str, Any]) -> None:
    d["areas"][0]["cells"][4] = [0, 4]


def _marker_outside_area(d: dict[str, Any]) -> None:
    d["areas"][0]["marker"] = [2, 2]


def _marker_on_bonus(d: dict[str, Any]) -> None:
    d["areas"][0]["marker"] = [1, 3]


def _four_area_bonuses(d: dict[str, Any]) -> None:
    d["area_bonuses"].pop()


def _unknown_area_bonus(d: dict[str, Any]) -> None:
    d["area_bonuses"][0] = "money_2"


def _area_bonus_twice(d: dict[str, Any]) -> None:
    d["area_bonuses"][1] = d["area_bonuses"][0]


def _no_areas(d: dict[str, Any]) -> None:
    del d["areas"]


def _areas_on_map_a(d: dict[str, Any]) -> None:
    d["areas"] = []


def _area_bonuses_on_map_a(d: dict[str, Any]) -> None:
    d["area_bonuses"] = ["card"]


def _remove_marker_on_map_a(d: dict[str, Any]) -> None:
    d["left_edge"][3]["bonus"] = "remove_area_marker"


def _rescue_bonus_on_map_a(d: dict[str, Any]) -> None:
    d["bonuses"][0]["bonus"] = "rescue"


def _rescue_slot_on_map_9(d: dict[str, Any]) -> None:
    d["left_edge"][3]["bonus"] = "rescue"


def _rescue_slots_on_map_a(d: dict[str, Any]) -> None:
    d["rescue_slots"] = 3


def _no_rescue_slots(d: dict[str, Any]) -> None:
    del d["rescue_slots"]


def _two_rescue_slots(d: dict[str, Any]) -> None:
    d["rescue_slots"] = 2


def _rescue_slots_true(d: dict[str, Any]) -> None:
    d["rescue_slots"] = True


def _feature_under_building(d: dict[str, Any]) -> None:
    d["special_cells"] = [{"cell": [2, 1], "feature": "kiosk_icon"}]
    d["starting_buildings"] = [{"building": "kiosk", "cells": [[2, 1]]}]


PACK_BROKEN: list[tuple[str, str, Callable[[dict[str, Any]], None], str]] = [
    ("map 1 without tower", "1", _no_tower, "needs exactly 1 'tower' cells, not 0"),
    ("two towers", "1", _two_towers, "needs exactly 1 'tower' cells, not 2"),
    ("tower on build", "1", _tower_on_build, r"tower on build cell \(5,3\), it must be on rock"),
    ("tower in corner", "1", _tower_in_corner, "1 adjacent building cells, it needs at least 3"),
    ("tower on map A", "A", _tower_on_map_a, "'tower' needs the ability 'observation_tower'"),
    ("unknown ability", "A", _unknown_ability, "unknown ability 'volcano'"),
    ("wrong ability", "1", _wrong_ability, "map 1 has the ability 'observation_tower'"),
    (
        "ability on map A",
        "A",
        _ability_on_map_a,
        "map A has no ability, not the ability 'silver_lake'",
    ),
    ("outdoor area on rock", "2", _outdoor_area_on_rock, "outdoor_area on rock cell"),
    ("harbor on rock", "4", _harbor_on_rock, "harbor on rock cell"),
    ("harbor out at sea", "4", _harbor_out_at_sea, "0 adjacent building cells"),
    ("restaurant by edge", "5", _restaurant_by_the_edge, "it needs at least 4"),
    ("institute on water", "6", _institute_on_water, "research_institute on water cell"),
    ("two kiosk icons", "7", _two_kiosk_icons, "needs 3 to 4 'kiosk_icon' cells, not 2"),
    ("five kiosk icons", "7", _five_kiosk_icons, "needs 3 to 4 'kiosk_icon' cells, not 5"),
    ("kiosk icon on bonus", "7", _kiosk_icon_on_bonus, r"kiosk_icon on the bonus cell \(3,0\)"),
    ("hollywood on rock", "8", _hollywood_on_rock, "hollywood on rock cell"),
    ("two features one cell", "7", _two_features_one_cell, "already has a special feature"),
    ("area of five", "9", _area_of_five, "an area has exactly 6 cells, not 5"),
    ("same continent", "9", _same_continent, "a second area for americas"),
    ("unknown continent", "9", _unknown_continent, "unknown continent 'antarctica'"),
    ("four areas", "9", _four_areas, "exactly 5 entries, not 4"),
    ("area not connected", "9", _area_not_connected, "americas area are not connected"),
    ("areas overlap", "9", _areas_overlap, r"cell \(8,2\) is in two areas"),
    ("area on water", "9", _area_on_water, r"americas area on water cell \(0,4\)"),
    ("marker outside", "9", _marker_outside_area, "is not one of the area's cells"),
    ("marker on bonus", "9", _marker_on_bonus, r"marker \(1,3\) is on a bonus cell"),
    ("four area bonuses", "9", _four_area_bonuses, "exactly 5 bonuses, not 4"),
    ("unknown area bonus", "9", _unknown_area_bonus, "unknown area bonus 'money_2'"),
    ("area bonus twice", "9", _area_bonus_twice, "is listed twice"),
    ("no areas", "9", _no_areas, "needs the key 'areas'"),
    ("areas on map A", "A", _areas_on_map_a, "areas needs the ability 'geographical_zoo'"),
    ("area bonuses on A", "A", _area_bonuses_on_map_a, "area_bonuses needs the ability"),
    ("remove marker on A", "A", _remove_marker_on_map_a, "'remove_area_marker' needs the"),
    ("rescue bonus on A", "A", _rescue_bonus_on_map_a, "'rescue' needs the ability"),
    ("rescue slot on 9", "9", _rescue_slot_on_map_9, r"left_edge\[3\]: slot bonus 'rescue'"),
    ("rescue_slots on A", "A", _rescue_slots_on_map_a, "rescue_slots needs the ability"),
    ("no rescue_slots", "10", _no_rescue_slots, "needs the key 'rescue_slots'"),
    ("two rescue_slots", "10", _two_rescue_slots, "rescue_slots must be 3, not 2"),
    ("rescue_slots true", "10", _rescue_slots_true, "rescue_slots must be 3, not True"),
    ("feature built over", "7", _feature_under_building, "covers the special cell"),
]


@pytest.mark.parametrize(
    ("map_id", "break_it", "message"),
    [(case[1], case[2], case[3]) for case in PACK_BROKEN],
    ids=[case[0] for case in PACK_BROKEN],
)
def test_broken_ability_data_raises(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    map_id: str,
    break_it: Callable[[dict[str, Any]], None],
    message: str,
) -> None:
    data = copy.deepcopy(map_data(map_id))
    break_it(data)
    (tmp_path / "maps").mkdir()
    (tmp_path / "maps" / f"{map_id}.json").write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setenv("ARKNOVA_DATA_DIR", str(tmp_path))
    load_map.cache_clear()
    with pytest.raises(MapDataError, match=message) as info:
        load_map(map_id)
    assert str(info.value).startswith(f"{map_id}.json: ")


@pytest.mark.parametrize("map_id", NUMBERED_MAPS)
def test_unchanged_copies_of_numbered_maps_load(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, map_id: str
) -> None:
    (tmp_path / "maps").mkdir()
    text = json.dumps(map_data(map_id))
    (tmp_path / "maps" / f"{map_id}.json").write_text(text, encoding="utf-8")
    monkeypatch.setenv("ARKNOVA_DATA_DIR", str(tmp_path))
    assert load_map(map_id).ability == ABILITY[map_id]
