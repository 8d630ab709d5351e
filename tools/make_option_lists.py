#!/usr/bin/env python3
"""Option lists of seeded games: what every decision offered, in order, stored as short digests.

Usage::

    python tools/make_option_lists.py           # play every game again and write its file
    python tools/make_option_lists.py --check   # play them again and compare; exit 1 on a change

The engine answers "what may be chosen now" fast (issue 23: usable is answered by the first
proof, placements from bit masks, ...). These files hold what the engine offered before any of
that work, so the fast engine can be checked against it: the same options, in the same order, at
every decision of many games (1–4 players, every zoo map, the map draft). A game is played by a
seeded chooser (uniform, or one that prefers actions over X-tokens and skips, so that animals,
buildings and projects come up often); the digest of a decision covers who decides, its kind and
every option as engine/serialize.py writes it.

tests/test_option_lists.py replays the games and compares digest by digest. When a rule changes
what is offered on purpose, write the files again and say so in the commit (as for the goldens).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path

from attrs import frozen

from arknova_desktop.engine import (
    Choice,
    Decision,
    Game,
    GameConfig,
    Skip,
    TakeXToken,
    new_game,
)
from arknova_desktop.engine.serialize import choice_to_data

FORMAT = "arknova-desktop-option-lists"
VERSION = 1
LIST_DIR = Path(__file__).resolve().parent.parent / "tests" / "option_lists"
MAX_MOVES = 20_000
DIGEST_CHARS = 8


@frozen
class OptionSpec:
    name: str
    config: GameConfig
    chooser: str  # "uniform" or "actions"
    seed: int


def _specs() -> tuple[OptionSpec, ...]:
    maps = ("A", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10")
    found: list[OptionSpec] = []
    for index in range(len(maps)):  # each map leads one game, of 1 to 4 players in turn
        players = 1 + index % 4
        seats = tuple(maps[(index + s) % len(maps)] for s in range(players))
        for chooser in ("uniform", "actions"):
            seed = 500 + index * 2 + (chooser == "actions")
            name = f"{players}p-maps-{'-'.join(seats)}-{chooser}"
            found.append(
                OptionSpec(name, GameConfig(players=players, seed=seed, maps=seats), chooser, seed)
            )
    for players in (2, 3, 4):
        for chooser in ("uniform", "actions"):
            seed = 700 + players * 2 + (chooser == "actions")
            config = GameConfig(players=players, seed=seed, map_draft=True)
            found.append(OptionSpec(f"{players}p-map-draft-{chooser}", config, chooser, seed))
    return tuple(found)


SPECS = _specs()


class Chooser:
    """Uniform among the options, or (`actions`) mostly an action card, an animal or a building
    rather than an X-token or a skip, so that the deeper parts of the rules come up."""

    def __init__(self, kind: str, seed: int) -> None:
        self.kind = kind
        self.rng = random.Random(seed)

    def choose(self, decision: Decision) -> Choice:
        options = decision.options
        if self.kind == "actions" and self.rng.random() < 0.85:
            wanted = [o for o in options if not isinstance(o, TakeXToken | Skip)]
            if wanted:
                return self.rng.choice(wanted)
        return self.rng.choice(options)


def digest(decision: Decision) -> str:
    """Who decides, what kind, and every option in order."""
    parts = [str(decision.seat), str(decision.kind)]
    parts.extend(json.dumps(choice_to_data(o), sort_keys=True) for o in decision.options)
    text = "\x1f".join(parts).encode("utf-8")
    return hashlib.sha256(text).hexdigest()[:DIGEST_CHARS]


def decisions(spec: OptionSpec) -> Iterator[tuple[Game, Decision]]:
    """Every decision of the spec's game, in order (the game as it stands before each)."""
    game = new_game(spec.config)
    chooser = Chooser(spec.chooser, spec.seed)
    for _ in range(MAX_MOVES):
        decision = game.decision
        if decision is None:
            return
        yield game, decision
        game.apply(chooser.choose(decision))
    raise RuntimeError(f"{spec.name}: the game did not end after {MAX_MOVES} decisions")


def document(spec: OptionSpec) -> dict[str, object]:
    digests = [digest(decision) for _, decision in decisions(spec)]
    return {
        "format": FORMAT,
        "version": VERSION,
        "chooser": spec.chooser,
        "seed": spec.seed,
        "decisions": len(digests),
        "digests": " ".join(digests),
    }


def path_of(spec: OptionSpec) -> Path:
    return LIST_DIR / f"{spec.name}.json"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare instead of writing")
    args = parser.parse_args(argv)
    changed = 0
    LIST_DIR.mkdir(parents=True, exist_ok=True)
    for spec in SPECS:
        made = document(spec)
        path = path_of(spec)
        if args.check:
            stored = json.loads(path.read_text(encoding="utf-8"))
            if stored != made:
                changed += 1
                print(f"{spec.name}: differs")
            continue
        path.write_text(json.dumps(made, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {path.name}: {made['decisions']} decisions")
    return 1 if changed else 0


if __name__ == "__main__":
    sys.exit(main())
