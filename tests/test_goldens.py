"""Golden games (tests/goldens/README.md): replay each stored game move by move and require the
very same result, number for number. Regenerate with `python tools/make_goldens.py`."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import make_goldens  # a tool script, not a package: found through the path above

from arknova_desktop.engine import Game, new_game
from arknova_desktop.saves import config_to_data

GOLDEN_FILES = sorted(make_goldens.GOLDEN_DIR.glob("*.json"))


def replay(name: str, stored: dict[str, Any]) -> tuple[Game, list[make_goldens.Move]]:
    """Set the game up from the stored config and apply every stored move, each of which must
    be legal, by the stored seat, among the stored number of options."""
    game = new_game(make_goldens.config_from_data(stored["config"]))
    moves: list[make_goldens.Move] = []
    for index, data in enumerate(stored["moves"]):
        move = make_goldens.move_from_data(data)
        decision = game.decision
        where = f"golden {name}, move {index}"
        assert decision is not None, f"{where}: the game ended before this move"
        context = f"{where} (decision {decision.kind!r}: {decision.prompt})"
        assert decision.allows(move.choice), (
            f"{context}: {move.choice.describe()!r} is not a legal option any more"
        )
        assert decision.seat == move.seat, (
            f"{context}: seat {decision.seat} decides, the golden says seat {move.seat}"
        )
        assert len(decision.options) == move.options, (
            f"{context}: {len(decision.options)} legal options, the golden says {move.options}"
        )
        game.apply(move.choice)
        moves.append(move)
    assert game.is_over, f"golden {name}: the game is not over after its {len(moves)} moves"
    return game, moves


@pytest.mark.parametrize("path", GOLDEN_FILES, ids=[p.stem for p in GOLDEN_FILES])
def test_golden_game_replays_to_the_same_result(path: Path) -> None:
    stored = make_goldens.load(path)
    name = stored["name"]
    assert name == path.stem, f"{path.name} names itself {name!r}"
    assert stored["move_count"] == len(stored["moves"]), f"golden {name}: move count"
    config = make_goldens.config_from_data(stored["config"])
    assert config_to_data(config) == stored["config"], f"golden {name}: config round trip"
    game, moves = replay(name, stored)
    spec = make_goldens.GoldenSpec(name, config, stored["chooser_seed"])
    found = make_goldens.differences(stored, make_goldens.document(spec, game, moves))
    assert not found, make_goldens.summary(f"golden {name}", found)


def test_goldens_cover_every_player_count_several_maps_and_the_draft() -> None:
    assert len(GOLDEN_FILES) >= 6
    games = [make_goldens.load(path) for path in GOLDEN_FILES]
    assert {g["config"]["players"] for g in games} >= {1, 2, 3, 4}
    maps = {p["map"] for g in games for p in g["players"]}
    assert len(maps) >= 3, maps
    assert any(g["config"]["map_draft"] for g in games)
    assert all(g["totals"]["winners"] or g["config"]["players"] == 1 for g in games)


def test_every_spec_of_the_tool_has_its_golden_file() -> None:
    """The files are the tool's output: one per spec, with the spec's setup and chooser."""
    assert {make_goldens.golden_path(s.name) for s in make_goldens.SPECS} == set(GOLDEN_FILES)
    for spec in make_goldens.SPECS:
        stored = make_goldens.load(make_goldens.golden_path(spec.name))
        assert stored["config"] == config_to_data(spec.config), spec.name
        assert stored["chooser_seed"] == spec.chooser_seed, spec.name


def test_a_changed_number_is_reported_by_player_and_field() -> None:
    stored = make_goldens.load(make_goldens.golden_path(make_goldens.SPECS[2].name))
    changed: dict[str, Any] = {**stored, "players": [dict(p) for p in stored["players"]]}
    changed["players"][1]["victory_points"] += 1
    changed["moves"] = stored["moves"][:-1]
    found = make_goldens.differences(stored, changed)
    seat_1 = stored["players"][1]["name"]
    assert found[0].startswith(f"player {seat_1!r} (seat 1), field victory_points: stored ")
    assert found[-1] == f"stored {len(stored['moves'])} moves, now {len(stored['moves']) - 1}"
