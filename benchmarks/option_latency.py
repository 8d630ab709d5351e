"""CPU time to list the legal options of a decision, over whole seeded random games.

Run: `python benchmarks/option_latency.py [--games 20] [--players 1,2,3,4]` (the checkout's engine;
one core).

At every decision of seeded random games (seeds 0..games-1, each decision chosen uniformly among
its options by `random.Random(seed)`, as in engine_speed.py) `game.advance()` followed by
reading `game.decision` is timed: it works out the open decision and its legal options again, as
`apply` does after a choice (a turn's choice of action card is listed when first read: the read
is timed with it). Also timed: `apply` itself (the choice's effects and the next decision's
options, but for a turn's action cards, which wait for the read), for comparison.

The clock is `time.process_time_ns()`, the CPU time of this process (CLOCK_PROCESS_CPUTIME_ID,
1 ns resolution, about 0.3 µs a read): on a shared 2-core machine a wall clock such as
`perf_counter` also counts the time the process waits while others run, which lands in exactly
the p99 and max this measures. CPU time does not, so the figures hold under load. Caveat: if the
engine ever keeps the open decision instead of working it out again, `advance()` measures that
cache, not the listing (`apply` still includes the real listing).
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from trees import load, markdown_table, percentile

import arknova_desktop
from arknova_desktop.engine import GameConfig, new_game


def measure(players: int, games: int, max_decisions: int) -> tuple[list[int], list[int]]:
    """The CPU nanoseconds of each `advance()` (with the read of the decision it opens) and each
    `apply` in the games."""
    new_game(GameConfig(players=players, seed=999_999))  # imports, card load, first caches
    gc.collect()
    listing: list[int] = []
    applying: list[int] = []
    clock = time.process_time_ns
    for seed in range(games):
        game = new_game(GameConfig(players=players, seed=seed))
        chooser = random.Random(seed)
        for _ in range(max_decisions):
            if game.is_over:
                break
            start = clock()
            game.advance()
            decision = game.decision  # (a turn's action cards are listed here)
            listing.append(clock() - start)
            assert decision is not None
            choice = chooser.choice(decision.options)
            start = clock()
            game.apply(choice)
            applying.append(clock() - start)
    return listing, applying


def _ms(ns: float) -> str:
    return f"{ns / 1e6:.3f} ms"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=20, help="games per player count")
    parser.add_argument("--players", default="1,2,3,4", help="player counts, comma-separated")
    parser.add_argument("--max-decisions", type=int, default=5000, help="a game's safety cap")
    args = parser.parse_args(argv)
    counts = [int(p) for p in args.players.split(",")]
    if args.games < 1 or not all(1 <= p <= 4 for p in counts):
        parser.error("--games must be at least 1 and --players among 1,2,3,4")

    print(f"## Listing options per decision (CPU time, {args.games} games per player count)")
    print(f"\n- engine imported from {Path(arknova_desktop.__file__).parent}")
    print(f"- Python {sys.version.split()[0]}, {load()} at the start\n")
    rows: list[list[str]] = []
    for players in counts:
        listing, applying = measure(players, args.games, args.max_decisions)
        rows.append(
            [
                str(players),
                f"{len(listing):,}",
                _ms(statistics.median(listing)),
                _ms(percentile(listing, 0.99)),
                _ms(max(listing)),
                _ms(statistics.median(applying)),
                _ms(percentile(applying, 0.99)),
                _ms(max(applying)),
            ]
        )
    print(
        markdown_table(
            [
                "players",
                "decisions",
                "options median",
                "options p99",
                "options max",
                "apply median",
                "apply p99",
                "apply max",
            ],
            rows,
        )
    )
    print(f"\n- {load()} at the end")
    return 0


if __name__ == "__main__":
    sys.exit(main())
