"""Memory kept per game and per clone (tracemalloc), optionally beside a base revision.

Run: `python benchmarks/engine_memory.py [--seeds 5] [--points 50,200,400] [--players 2]
[--base REV] [--head REV]`

For each seed and each number of decisions in `--points`, a seeded random game (each decision
chosen uniformly among its options by `random.Random(seed)`) is played that far with tracemalloc
on; then `game.clone()` is made and dropped, and the game is dropped: the bytes freed by dropping
the clone are what a clone keeps beyond the game it shares with, the bytes freed by dropping the
game are what a game keeps (the card database and caches that outlive a game are not counted).
Positions a game does not reach are skipped. The table gives the median and max over the
positions, and per point the medians. Allocation counts do not depend on the machine's load, so
one run per tree is enough (PYTHONHASHSEED=0 in every child).

Each tree runs in a fresh child process importing its own arknova_desktop from an empty folder
(benchmarks/trees.py, benchmarks/probes.py); the head is the checkout as it is unless `--head`.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections.abc import Sequence
from typing import Any

from trees import (
    add_tree_arguments,
    checkouts,
    header,
    imported_from,
    load,
    markdown_table,
    neutral_folder,
    run_probe,
)


def _kb(values: Sequence[int]) -> str:
    return f"{statistics.median(values) / 1000:.1f} KB"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    add_tree_arguments(parser, base_required=False)
    parser.add_argument("--seeds", type=int, default=5, help="games (seeds 0..seeds-1)")
    parser.add_argument("--points", default="50,200,400", help="decisions played, comma-separated")
    parser.add_argument("--players", type=int, default=2, choices=(1, 2, 3, 4))
    args = parser.parse_args(argv)
    points = [int(p) for p in args.points.split(",")]
    if args.seeds < 1 or not points or min(points) < 0:
        parser.error("--seeds must be at least 1 and --points non-negative numbers")

    with checkouts(args.base, args.head) as trees, neutral_folder() as cwd:
        title = f"Memory kept, {args.players}-player games ({args.seeds} seeds × points {points})"
        print(header(title, trees))
        results: dict[str, dict[str, Any]] = {}
        request = {"probe": "memory", "seeds": args.seeds, "points": points}
        for tree in trees:
            results[tree.label] = run_probe(tree, {**request, "players": args.players}, cwd)
        print(imported_from(results))
        print()
        rows: list[list[str]] = []
        medians: dict[str, tuple[float, float]] = {}
        for label, result in results.items():
            positions: list[dict[str, int]] = result["rows"]
            games = [p["game"] for p in positions]
            clones = [p["clone"] for p in positions]
            medians[label] = (statistics.median(games), statistics.median(clones))
            per_point = ", ".join(
                f"{point}: {_kb([p['game'] for p in positions if p['decisions'] == point])}"
                f" / {_kb([p['clone'] for p in positions if p['decisions'] == point])}"
                for point in points
                if any(p["decisions"] == point for p in positions)
            )
            rows.append(
                [
                    label,
                    str(len(positions)),
                    _kb(games),
                    f"{max(games) / 1000:.1f} KB",
                    _kb(clones),
                    f"{max(clones) / 1000:.1f} KB",
                    per_point,
                ]
            )
        print(
            markdown_table(
                [
                    "tree",
                    "positions",
                    "game median",
                    "game max",
                    "clone median",
                    "clone max",
                    "per point: game / clone medians",
                ],
                rows,
            )
        )
        if "base" in medians:
            (base_game, base_clone), (head_game, head_clone) = medians["base"], medians["head"]
            print(
                f"\n**Median head/base: game {head_game / base_game:.2f}, "
                f"clone {head_clone / base_clone:.2f}** (below 1: head keeps less)"
            )
        print(f"\n- {load()} at the end")
    return 0


if __name__ == "__main__":
    sys.exit(main())
