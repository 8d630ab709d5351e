#!/usr/bin/env python3
"""Golden games: complete seeded games whose every final number is stored in tests/goldens/.

Usage::

    python tools/make_goldens.py           # play every golden game again and write its file
    python tools/make_goldens.py --check   # play them again and compare; exit 1 on any difference

Each game is set up from a fixed GameConfig and played to the end by a seeded random player
(`arknova_desktop.bots.RandomBot`: uniformly random among the legal options of
`game.decision`). A file holds the format version, the config, the chooser's seed, whole-game
totals, every player's final score with all its parts, and the full move log (one move a line:
who decided, how many legal options there were, the choice as engine/serialize.py writes it).

tests/test_goldens.py replays the stored moves and compares every stored value; this tool is
also its library (the test imports `document`, `differences`, ...). See tests/goldens/README.md.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from attrs import frozen

from arknova_desktop.bots import RandomBot
from arknova_desktop.engine import Game, GameConfig, new_game
from arknova_desktop.engine.flow.scoring import ScoreItem, SeatScore, decided_by_tie_break
from arknova_desktop.engine.kernel.choices import Choice
from arknova_desktop.engine.serialize import choice_from_data, choice_to_data
from arknova_desktop.saves import config_to_data, state_digest

FORMAT = "arknova-desktop-golden"
VERSION = 1
GOLDEN_DIR = Path(__file__).resolve().parent.parent / "tests" / "goldens"
MAX_MOVES = 20_000  # a random game ends well before this; a game that does not is a bug
MAX_REPORTED = 25  # differences listed per game
ONE_PER_LINE = frozenset({"moves", "breakdown", "items"})  # lists written one member a line


@frozen
class GoldenSpec:
    """One golden game: its file name (without .json), its setup and the chooser's seed."""

    name: str
    config: GameConfig
    chooser_seed: int


SPECS: tuple[GoldenSpec, ...] = (
    GoldenSpec("solo-map-a", GameConfig(players=1, seed=11, maps=("A",)), 1101),
    GoldenSpec(
        "solo-map-10-hard",
        GameConfig(players=1, seed=12, maps=("10",), solo_difficulty=0),
        1201,
    ),
    GoldenSpec("2p-maps-0-1", GameConfig(players=2, seed=21, maps=("0", "1")), 2101),
    GoldenSpec("2p-map-draft", GameConfig(players=2, seed=22, map_draft=True), 2201),
    GoldenSpec("3p-maps-2-3-9", GameConfig(players=3, seed=31, maps=("2", "3", "9")), 3101),
    GoldenSpec(
        "4p-maps-4-5-6-7",
        GameConfig(
            players=4,
            seed=41,
            names=("Ada", "Brigitte", "Chidi", "Dmitri"),
            maps=("4", "5", "6", "7"),
        ),
        4101,
    ),
    GoldenSpec("4p-map-draft", GameConfig(players=4, seed=42, map_draft=True), 4201),
)


@frozen
class Move:
    """One answered decision: who decided, among how many legal options, and what."""

    seat: int
    options: int
    choice: Choice


# -- playing --------------------------------------------------------------------------------------


def play(spec: GoldenSpec) -> tuple[Game, list[Move]]:
    """Play the spec's game to the end with its seeded random chooser."""
    game = new_game(spec.config)
    chooser = RandomBot(spec.chooser_seed)
    moves: list[Move] = []
    while not game.is_over:
        decision = game.decision
        if decision is None or len(moves) >= MAX_MOVES:
            raise RuntimeError(f"{spec.name}: the game did not end after {len(moves)} moves")
        choice = chooser.choose(decision, game)
        moves.append(Move(decision.seat, len(decision.options), choice))
        game.apply(choice)
    return game, moves


# -- the file's contents ------------------------------------------------------------------------


def config_from_data(data: dict[str, Any]) -> GameConfig:
    """The inverse of saves.config_to_data (for a file this tool wrote; not a hostile-input
    parser)."""
    return GameConfig(
        players=data["players"],
        seed=data["seed"],
        names=tuple(data["names"]),
        maps=tuple(data["maps"]),
        solo_difficulty=data["solo_difficulty"],
        map_draft=data["map_draft"],
    )


def move_to_data(move: Move) -> dict[str, Any]:
    return {"seat": move.seat, "options": move.options, "choice": choice_to_data(move.choice)}


def move_from_data(data: dict[str, Any]) -> Move:
    return Move(seat=data["seat"], options=data["options"], choice=choice_from_data(data["choice"]))


def _item_data(item: ScoreItem) -> dict[str, Any]:
    return {
        "source": item.source.value,
        "card": item.card,
        "appeal": item.appeal,
        "conservation": item.conservation,
        "money": item.money,
    }


def _player_data(game: Game, score: SeatScore) -> dict[str, Any]:
    player = game.state.players[score.seat]
    return {
        "seat": score.seat,
        "name": score.name,
        "map": player.map_id,
        "winner": score.winner,
        "victory_points": score.victory_points,
        "appeal": score.appeal,
        "conservation": score.conservation,
        "target": score.target,
        "supported_projects": score.supported_projects,
        "breakdown": [[label, points] for label, points in score.breakdown],
        "items": [_item_data(item) for item in score.items],
        "end_state": {
            "money": player.money,
            "reputation": player.reputation,
            "x_tokens": player.x_tokens,
            "workers": player.workers,
            "upgrades": player.upgrades_taken,
            "turns_taken": player.turns_taken,
            "hand": len(player.hand),
            "buildings": len(player.buildings),
            "zoo_cards": list(player.zoo_cards),
            "rescued": list(player.rescued),
            "partner_zoos": list(player.partner_zoos),
            "universities": list(player.universities),
            "left_edge": list(player.left_edge),
            "final_scoring": list(player.final_scoring),
        },
    }


def outcome(game: Game) -> dict[str, Any]:
    """Whole-game totals and every player's result, of a finished game."""
    if not game.is_over:
        raise ValueError("the game is not over")
    st = game.state
    scores = game.scores()
    return {
        "totals": {
            "turns": st.turn,
            "breaks": st.breaks,
            "break_track": [st.break_track.position, st.break_track.length],
            "end_trigger_seat": st.end.trigger_seat if st.end is not None else None,
            "end_during_break": st.end.during_break if st.end is not None else None,
            "solo_round": st.solo.round if st.solo is not None else None,
            "winners": [s.seat for s in scores if s.winner],
            "decided_by_tie_break": decided_by_tie_break(scores, st.is_solo),
            "deck": len(st.deck),
            "discard": len(st.discard),
            "state_digest": state_digest(game),
        },
        "players": [_player_data(game, score) for score in scores],
    }


def document(spec: GoldenSpec, game: Game, moves: Sequence[Move]) -> dict[str, Any]:
    """The whole file of a finished golden game, as JSON-ready data."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "name": spec.name,
        "config": config_to_data(spec.config),
        "chooser_seed": spec.chooser_seed,
        **outcome(game),
        "move_count": len(moves),
        "moves": [move_to_data(move) for move in moves],
    }


def dumps(data: dict[str, Any]) -> str:
    """JSON for review in a diff: one member a line, a list of scalars on one line, and the
    members of the long lists (moves, breakdown, items) compact, one a line."""
    return _format(data, 0, one_per_line=False) + "\n"


def _compact(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _format(value: object, depth: int, one_per_line: bool) -> str:
    """`one_per_line`: a list whose members are each written compact on a line of their own."""
    if not isinstance(value, dict | list) or not value:
        return _compact(value)
    members = list(value.values() if isinstance(value, dict) else value)
    if not one_per_line and not any(isinstance(m, dict | list) for m in members):
        return _compact(value)  # scalars only: one line
    pad = "  " * (depth + 1)
    if isinstance(value, dict):
        lines = [
            f"{pad}{_compact(key)}: {_format(member, depth + 1, key in ONE_PER_LINE)}"
            for key, member in value.items()
        ]
        return "{\n" + ",\n".join(lines) + "\n" + "  " * depth + "}"
    if one_per_line:
        lines = [pad + _compact(member) for member in members]
    else:
        lines = [pad + _format(member, depth + 1, one_per_line=False) for member in members]
    return "[\n" + ",\n".join(lines) + "\n" + "  " * depth + "]"


def golden_path(name: str) -> Path:
    return GOLDEN_DIR / f"{name}.json"


def load(path: Path) -> dict[str, Any]:
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(f"{path.name} is not a golden game file")
    if data.get("version") != VERSION:
        raise ValueError(f"{path.name} has version {data.get('version')!r}, expected {VERSION}")
    return data


# -- comparing ----------------------------------------------------------------------------------


def flatten(value: object, path: str = "") -> dict[str, object]:
    """Every leaf of JSON-ready data by its path, e.g. `players[1].items[2].conservation`."""
    if isinstance(value, dict):
        leaves: dict[str, object] = {}
        for key, member in value.items():
            leaves.update(flatten(member, f"{path}.{key}" if path else str(key)))
        return leaves
    if isinstance(value, list):
        leaves = {}
        for index, member in enumerate(value):
            leaves.update(flatten(member, f"{path}[{index}]"))
        if not value:
            leaves[path] = []
        return leaves
    return {path: value}


def _field_owner(stored: dict[str, Any], path: str) -> str:
    """Who a field belongs to, in words: a player (by name and seat), the totals, the moves."""
    if path.startswith("players["):
        index = int(path[len("players[") : path.index("]")])
        players = stored.get("players", [])
        name = players[index].get("name", "?") if index < len(players) else "?"
        return f"player {name!r} (seat {index}), field {path[path.index(']') + 2 :]}"
    return f"field {path}"


def differences(stored: dict[str, Any], actual: dict[str, Any]) -> list[str]:
    """Readable differences between a stored golden and the same game now, every value except
    the move log first (each naming the player and the field), then where the moves part."""
    found: list[str] = []
    old = flatten({k: v for k, v in stored.items() if k != "moves"})
    new = flatten({k: v for k, v in actual.items() if k != "moves"})
    for path in sorted(old.keys() | new.keys()):
        before = old.get(path, "<absent>")
        after = new.get(path, "<absent>")
        if before != after:
            found.append(f"{_field_owner(stored, path)}: stored {before!r}, now {after!r}")
    old_moves: list[Any] = stored.get("moves", [])
    new_moves: list[Any] = actual.get("moves", [])
    for index, (before, after) in enumerate(zip(old_moves, new_moves, strict=False)):
        if before != after:
            found.append(
                f"moves differ from move {index}: stored {_compact(before)}, now {_compact(after)}"
            )
            break
    else:
        if len(old_moves) != len(new_moves):
            found.append(f"stored {len(old_moves)} moves, now {len(new_moves)}")
    return found


def summary(name: str, found: Sequence[str]) -> str:
    lines = [f"{name}: {len(found)} difference(s)"]
    lines.extend(f"  {line}" for line in found[:MAX_REPORTED])
    if len(found) > MAX_REPORTED:
        lines.append(f"  ... and {len(found) - MAX_REPORTED} more")
    return "\n".join(lines)


# -- command line -------------------------------------------------------------------------------


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument(
        "--check",
        action="store_true",
        help="play the games again and compare with the stored files, writing nothing",
    )
    args = parser.parse_args(argv)
    failed = False
    for spec in SPECS:
        game, moves = play(spec)
        data = document(spec, game, moves)
        path = golden_path(spec.name)
        if args.check:
            if not path.exists():
                print(f"{spec.name}: missing file {path.name}")
                failed = True
                continue
            found = differences(load(path), data)
            if found:
                print(summary(spec.name, found))
                failed = True
            else:
                print(f"{spec.name}: same ({len(moves)} moves)")
        else:
            text = dumps(data)
            changed = not path.exists() or path.read_text(encoding="utf-8") != text
            GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            print(f"{spec.name}: {'written' if changed else 'unchanged'} ({len(moves)} moves)")
    known = {golden_path(spec.name) for spec in SPECS}
    for stray in sorted(set(GOLDEN_DIR.glob("*.json")) - known):
        print(f"{stray.name}: not a golden game of this tool (remove it or add a spec)")
        failed = failed or args.check
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
