"""Regenerate the shipped sample save ``resources/samples/sample-2p.json``.

A seeded two-player game (two human seats, maps 1 and 2) played a few dozen decisions in by seeded
random choices, written with ``saves.save_game``, so it loads through the same checks as any
save. Run it again whenever the engine changes what a game state holds (a save's digest then no
longer matches, and ``arknova --smoke-test resources/samples/sample-2p.json`` exits 2):

    python packaging/make_sample_save.py

The file must load in any new process, so after writing it is loaded back in fresh interpreters
with different ``PYTHONHASHSEED`` values. While ``saves.state_digest`` hashes ``repr()`` of the
state, a frozenset of two or more cells (a placed building) is printed in an order that depends
on the process's hash seed, and such a save loads only in the process that wrote it; so by
default the sample uses maps without a starting building (Map A starts with a three-cell
enclosure), the random player prefers one-cell buildings, and the first game (from the seed on)
that placed no larger building is kept. ``--any-building`` lifts that once the digest no longer
depends on the hash seed.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from arknova_desktop.engine import Decision, Game, GameConfig, new_game  # noqa: E402
from arknova_desktop.engine.kernel.choices import Choice  # noqa: E402
from arknova_desktop.saves import load_game, save_game  # noqa: E402
from arknova_desktop.session import HUMAN  # noqa: E402

OUTPUT = ROOT / "resources" / "samples" / "sample-2p.json"
SEED = 2024
DECISIONS = 40
NAMES = ("Ada", "Ben")
MAPS = ("1", "2")
HASH_SEEDS = ("0", "1", "12345")


def pick(decision: Decision, rng: random.Random, any_building: bool) -> Choice:
    options = decision.options
    if not any_building:
        small = tuple(o for o in options if len(getattr(o, "cells", ())) <= 1)
        options = small or options
    return rng.choice(options)


def play(seed: int, decisions: int, any_building: bool) -> tuple[GameConfig, list[Choice], Game]:
    config = GameConfig(players=2, seed=seed, names=NAMES, maps=MAPS)
    game = new_game(config)
    rng = random.Random(seed)
    choices: list[Choice] = []
    while len(choices) < decisions:
        decision = game.decision
        if decision is None:
            raise SystemExit(f"the game ended after {len(choices)} decisions")
        choice = pick(decision, rng, any_building)
        game.apply(choice)
        choices.append(choice)
    return config, choices, game


def loads_everywhere(path: Path) -> list[str]:
    """Load the file in fresh interpreters with different hash seeds; the failures."""
    failures = []
    code = "import sys; from pathlib import Path; from arknova_desktop.saves import load_game; "
    code += "load_game(Path(sys.argv[1]))"
    for seed in HASH_SEEDS:
        env = {**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": str(ROOT)}
        done = subprocess.run(
            [sys.executable, "-c", code, str(path)], env=env, capture_output=True, text=True
        )
        if done.returncode != 0:
            last = done.stderr.strip().splitlines()[-1:] or ["?"]
            failures.append(f"PYTHONHASHSEED={seed}: {last[0]}")
    return failures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--output", type=Path, default=OUTPUT)
    parser.add_argument("--decisions", type=int, default=DECISIONS)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument(
        "--any-building", action="store_true", help="let the random player place any building"
    )
    options = parser.parse_args(argv)
    for seed in range(options.seed, options.seed + 100):
        config, choices, game = play(seed, options.decisions, options.any_building)
        if options.any_building or all(
            len(b.cells) <= 1 for p in game.state.players for b in p.buildings
        ):
            break
    else:
        raise SystemExit("no game without a larger building in 100 seeds")
    save_game(options.output, config, (HUMAN, HUMAN), choices, game)
    options.output.chmod(0o644)  # written through a private temporary file
    loaded = load_game(options.output)  # loads back in this process
    failures = loads_everywhere(options.output)
    if failures:
        print(
            f"{options.output} does not load in a new process:\n  " + "\n  ".join(failures),
            file=sys.stderr,
        )
        return 1
    buildings = sum(len(p.buildings) for p in loaded.game.state.players)
    print(
        f"wrote {options.output}: seed {config.seed}, {len(loaded.choices)} decisions, "
        f"turn {loaded.game.state.turn}, {buildings} buildings, "
        f"{options.output.stat().st_size} bytes; loads in new processes"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
