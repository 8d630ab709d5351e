"""The greedy computer player's CPU time per decision, optionally as a ratio to a base revision.

Run: `python benchmarks/bot_speed.py [--decisions 300] [--pairs 3] [--base REV] [--head REV]
[--level greedy|easy|medium|hard] [--players 1-4]`

Seeded games (seed 0, 1, ...; 2 players unless `--players`): seat 0 is `GreedyBot(seed)`
(arknova_desktop/bots/greedy_bot.py) or, with `--level`, a computer player of that level seeded as
the app seeds it; the other seats choose uniformly at random with `random.Random(1000 + seed)`;
games are played until the bot has made `--decisions` decisions. `--players 1`: the solo game.
Each `choose(decision, game)` call is timed with `time.process_time_ns()` (CPU time: the load of
a shared machine does not count). The table gives per tree the median, mean, p99 and max CPU per
bot decision, all decisions counted (one with a single option costs nothing), and the mean over
the decisions that had a real choice; and a digest (sha256 over the repr of the bot's choices,
in order): the same digest in a later run means the bot made the same choices for the same seeds.

Each run is a fresh child process importing the tree's own arknova_desktop from an empty folder
(benchmarks/trees.py, benchmarks/probes.py). With `--base REV` both trees run in interleaved pairs
and the ratio base/head of the mean CPU per decision is given per pair ("head needs N× fewer
CPU-seconds per decision"). The two trees make the same choices only if their look-ahead draws
the same random numbers and sees the same cards; the digests say whether they did.
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
    percentile,
    run_interleaved,
)


def _mean_ms(run: dict[str, Any]) -> float:
    return statistics.fmean(run["ns"]) / 1e6


def tree_rows(runs: dict[str, list[dict[str, Any]]]) -> list[list[str]]:
    rows: list[list[str]] = []
    for label, results in runs.items():
        first = results[0]
        chosen = [ns for ns, n in zip(first["ns"], first["options"], strict=True) if n > 1]
        medians = [statistics.median(r["ns"]) / 1e6 for r in results]
        p99s = [percentile(r["ns"], 0.99) / 1e6 for r in results]
        maxima = [max(r["ns"]) / 1e6 for r in results]
        real_choices = [
            statistics.fmean(ns for ns, n in zip(r["ns"], r["options"], strict=True) if n > 1) / 1e6
            for r in results
        ]
        digests = {r["digest"] for r in results}
        rows.append(
            [
                label,
                str(len(results)),
                f"{len(first['ns'])} in {first['games']} game(s)",
                f"{statistics.median(medians):.2f} ms",
                f"{statistics.median(_mean_ms(r) for r in results):.2f} ms",
                f"{statistics.median(p99s):.1f} ms",
                f"{statistics.median(maxima):.1f} ms",
                f"{statistics.median(real_choices):.2f} ms ({len(chosen)})",
                first["digest"][:16] if len(digests) == 1 else "DIFFERS between runs",
            ]
        )
    return rows


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    add_tree_arguments(parser, base_required=False)
    parser.add_argument("--decisions", type=int, default=300, help="bot decisions per run")
    parser.add_argument("--pairs", type=int, default=3, help="runs per tree (interleaved)")
    parser.add_argument("--max-games", type=int, default=50, help="a run's safety cap")
    parser.add_argument(
        "--level",
        choices=("greedy", "easy", "medium", "hard"),
        default="greedy",
        help="the computer player timed (easy/medium/hard: the levels of issue 24)",
    )
    parser.add_argument(
        "--players", type=int, choices=(1, 2, 3, 4), default=2, help="1: the solo game"
    )
    parser.add_argument(
        "--same-positions",
        action="store_true",
        help="ask the bot at seat 0's decisions but play on at random: both trees' bots are "
        "asked at the same positions (for trees whose look-ahead deals differently)",
    )
    args = parser.parse_args(argv)
    if args.decisions < 1 or args.pairs < 1:
        parser.error("--decisions and --pairs must be at least 1")

    with checkouts(args.base, args.head) as trees, neutral_folder() as cwd:
        who = "Greedy player" if args.level == "greedy" else f"{args.level.capitalize()} player"
        games = "solo games" if args.players == 1 else f"{args.players}-player games"
        title = f"{who}, CPU per decision ({args.decisions} decisions, {games})"
        print(header(title, trees))
        request = {
            "probe": "bot",
            "limit": args.decisions,
            "max_games": args.max_games,
            "same_positions": args.same_positions,
            "level": args.level,
            "players": args.players,
        }
        runs = run_interleaved(
            trees, args.pairs, request, cwd, lambda r: f"{sum(r['ns']) / 1e9:.1f} CPU-s"
        )
        print(imported_from({label: results[0] for label, results in runs.items()}))
        print()
        print(
            markdown_table(
                [
                    "tree",
                    "runs",
                    "bot decisions",
                    "median",
                    "mean",
                    "p99",
                    "max",
                    "mean, ≥ 2 options (n)",
                    "choices digest",
                ],
                tree_rows(runs),
            )
        )
        if "base" in runs:
            ratios = [
                _mean_ms(base) / _mean_ms(head)
                for base, head in zip(runs["base"], runs["head"], strict=True)
            ]
            listed = ", ".join(f"{r:.2f}" for r in ratios)
            same = runs["base"][0]["digest"] == runs["head"][0]["digest"]
            print(
                f"\n**Mean CPU per decision, base/head (× fewer for head): "
                f"{statistics.median(ratios):.2f} (pairs: {listed})**  \n"
                f"Same choices in both trees: {'yes' if same else 'no'}"
            )
        print(f"\n- {load()} at the end")
    return 0


if __name__ == "__main__":
    sys.exit(main())
