"""The 128 base animals of cards.json: the facts that rest on a choice between the two card data
sets, and the mapping that tools/check_card_sources.py uses to compare every animal with
torbjorv's data set.

The field-by-field comparison with that data set needs data from outside the repository, so it is
the tool, not a test (docs/cards-data.md, "Sources"). What the comparison relies on and what can
be checked from repository data alone is here:

- the resolved disagreements (docs/cards-data.md, "Resolved disagreements"): A489 Saltwater
  Crocodile has 2 reptile icons, A521 Horse 1 reputation, A482 Anaconda 1 water;
- the tool's expected exceptions are exactly those resolutions;
- the tool's mapping of a data-set row, on a row written out here for one card.
"""

from __future__ import annotations

import copy
import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from arknova_desktop.engine.catalog.cards import CardDB, default_cards

REPO_ROOT = Path(__file__).resolve().parent.parent
TOOL = REPO_ROOT / "tools" / "check_card_sources.py"

# A401 Cheetah as torbjorv's data set writes it (all the fields the tool reads).
CHEETAH_ROW: dict[str, Any] = {
    "id": "AN-401",
    "type": "animal",
    "games": ["base", "marine-worlds"],
    "name": "Cheetah",
    "money_cost": 17,
    "size": 5,
    "standard_size": 5,
    "reptile_house_size": None,
    "large_bird_aviary_size": None,
    "petting_zoo_size": None,
    "rock_icons": 0,
    "water_icons": 0,
    "icons": ["predator", "predator", "africa"],
    "requires": [],
    "reputation_requirement": None,
    "appeal": 6,
    "conservation_points": None,
    "bonus_reward": None,
    "abilities": ["sprint:3"],
    "alternative_ability": None,
}


@pytest.fixture(scope="module")
def tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("check_card_sources", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def db() -> CardDB:
    return default_cards()


def test_the_128_base_animals(db: CardDB) -> None:
    assert {card.id for card in db.animals()} == {f"A{n}" for n in range(401, 529)}


def test_resolved_disagreements(db: CardDB) -> None:
    assert dict(db.get_animal("A489").icons) == {"reptile": 2, "australia": 1}
    assert db.get_animal("A521").reputation == 1
    # A482 takes torbjorv's 1 water (the other data set lacks the number).
    assert db.get_animal("A482").water == 1


def test_the_tools_exceptions_are_the_resolutions(tool: ModuleType, db: CardDB) -> None:
    assert set(tool.EXPECTED_EXCEPTIONS) == {("A489", "icons"), ("A521", "reputation")}
    for (card_id, field), (_, ours) in tool.EXPECTED_EXCEPTIONS.items():
        assert tool.our_fact(db.get_animal(card_id), field) == ours


def test_standard_size_is_the_printed_size(db: CardDB) -> None:
    # Standard size = the printed size; None only for the 10 Petting-Zoo animals.
    petting = {card.id for card in db.animals() if card.standard_size is None}
    assert len(petting) == 10
    for card in db.animals():
        assert (card.id in petting) == ("petting_zoo" in card.icons), card.id
        if card.id not in petting:
            assert card.enclosures["standard"] == card.standard_size, card.id


def test_the_tools_mapping_of_a_row(tool: ModuleType, db: CardDB) -> None:
    rows = {"A401": CHEETAH_ROW}
    only_cheetah = [p for p in tool.animal_problems(rows, db, {}) if not p.startswith("animal ids")]
    assert only_cheetah == []
    wrong = copy.deepcopy(CHEETAH_ROW)
    wrong["money_cost"], wrong["abilities"] = 18, ["sprint:2"]
    problems = tool.animal_problems({"A401": wrong}, db, {})
    assert "A401 cost: data set 18, cards.json 17" in problems
    assert "A401 abilities: data set [('sprint', 2)], cards.json [('sprint', 3)]" in problems


def test_a_vanished_exception_is_reported(tool: ModuleType, db: CardDB) -> None:
    exceptions = {("A401", "appeal"): (5, 6)}
    problems = tool.animal_problems({"A401": CHEETAH_ROW}, db, exceptions)
    assert "A401 appeal: expected exception (5, 6), found (6, 6)" in problems


def test_the_tool_reads_rows_of_the_base_game(tool: ModuleType, tmp_path: Path) -> None:
    other = dict(CHEETAH_ROW, id="MW-401", games=["marine-worlds"])
    path = tmp_path / "cards.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in (CHEETAH_ROW, other)) + "\n\n")
    assert list(tool.reference_rows(path)) == ["A401"]


def test_the_tool_says_where_to_get_the_data(tmp_path: Path) -> None:
    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, str(TOOL), *args], capture_output=True, text=True, check=False
        )

    missing = run(str(tmp_path))
    assert missing.returncode == 2
    assert "lacks cards.jsonl, next-ark-nova-cards.json" in missing.stderr
    help_text = run("--help").stdout
    assert "https://github.com/torbjorv/ark-nova-for-llms" in help_text
    assert "https://github.com/Ender-Wiggin2019/Next-Ark-Nova-Cards" in help_text
