"""Zoo maps A and 0 load and match rules-facts §6; broken map files raise MapDataError."""

from __future__ import annotations

import copy
import json
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from arknova_desktop.engine.geometry import Cell, touches
from arknova_desktop.engine.maps_catalog import SLOT_REWARDS
from arknova_desktop.engine.zoo_map import (
    BUILDABLE_TERRAINS,
    MapDataError,
    ZooMap,
    load_map,
)

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


BROKEN: list[tuple[str, Callable[[dict[str, Any]], None], str]] = [
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
