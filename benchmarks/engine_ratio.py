"""Engine speed as a ratio to a base revision: random games and decisions per CPU-second.

Run: `python benchmarks/engine_ratio.py --base 9219a91 [--games 20] [--pairs 7] [--players 2]
[--head REV] [--instructions [--instruction-games 3]]`

Both trees play the same seeded random games (seeds 0..games-1, each decision chosen uniformly
among its options by `random.Random(seed)`), each run in a fresh child process that imports the
tree's own arknova_desktop from an empty folder (benchmarks/trees.py, benchmarks/probes.py). The
clock is `time.process_time()` around the games only (CPU time of the child, so other work on the
machine does not count; the imports and the card load happen before, with one game set up to warm
the caches). Runs come in interleaved pairs (base then head, then head then base, ...), so a
change of machine load falls on both; the ratio head/base is taken within each pair, and the
table gives its median, min and max, and the ratio of each tree's best run (the least disturbed).
The head is the checkout as it is (uncommitted edits included) unless `--head REV` names a
revision. On the shared 2-core virtual machine even CPU time varies (up to 2× between identical
runs, seen while others ran): use enough pairs, and `--instructions` for a figure load cannot move.

`--instructions` also counts the instructions of `--instruction-games` games per tree under
`valgrind --tool=callgrind` (a run of those games minus a run of none: exact and independent of
the machine's load, though valgrind makes it about 50 times slower).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from trees import (
    Tree,
    add_tree_arguments,
    checkouts,
    header,
    imported_from,
    load,
    markdown_table,
    neutral_folder,
    run_interleaved,
    run_probe,
)


def _rate(run: dict[str, Any], what: str) -> float:
    return float(run[what]) / float(run["cpu"])


def speed_report(runs: dict[str, list[dict[str, Any]]], pairs: int) -> str:
    per_tree: list[list[str]] = []
    best: dict[str, float] = {}
    for label, results in runs.items():
        games = statistics.median(_rate(r, "games") for r in results)
        decisions = statistics.median(_rate(r, "decisions") for r in results)
        best[label] = max(_rate(r, "games") for r in results)
        first = results[0]
        busy = statistics.median(r["cpu"] / r["wall"] for r in results)
        per_tree.append(
            [
                label,
                str(len(results)),
                f"{first['decisions']:,}",
                f"{first['decisions'] / first['games']:.1f}",
                f"{games:.3f}",
                f"{best[label]:.3f}",
                f"{decisions:,.0f}",
                f"{busy:.2f}",
            ]
        )
    ratios_games: list[float] = []
    ratios_decisions: list[float] = []
    per_pair: list[list[str]] = []
    for pair in range(pairs):
        base, head = runs["base"][pair], runs["head"][pair]
        g = _rate(head, "games") / _rate(base, "games")
        d = _rate(head, "decisions") / _rate(base, "decisions")
        ratios_games.append(g)
        ratios_decisions.append(d)
        order = "base, head" if pair % 2 == 0 else "head, base"
        per_pair.append(
            [
                str(pair + 1),
                order,
                f"{_rate(base, 'games'):.3f}",
                f"{_rate(head, 'games'):.3f}",
                f"{g:.3f}",
                f"{d:.3f}",
            ]
        )

    def spread(values: Sequence[float]) -> str:
        return f"{statistics.median(values):.3f} (min {min(values):.3f}, max {max(values):.3f})"

    return "\n\n".join(
        [
            markdown_table(
                [
                    "tree",
                    "runs",
                    "decisions a run",
                    "mean game length",
                    "games/CPU-s (median)",
                    "games/CPU-s (best)",
                    "decisions/CPU-s (median)",
                    "CPU/wall",
                ],
                per_tree,
            ),
            markdown_table(
                [
                    "pair",
                    "order",
                    "base games/CPU-s",
                    "head games/CPU-s",
                    "head/base games",
                    "head/base decisions",
                ],
                per_pair,
            ),
            f"**Ratio head/base, games per CPU-second: {spread(ratios_games)}**  \n"
            f"**Ratio head/base, decisions per CPU-second: {spread(ratios_decisions)}**  \n"
            f"Ratio of the best runs, games per CPU-second: {best['head'] / best['base']:.3f}",
        ]
    )


def consistency(runs: dict[str, list[dict[str, Any]]]) -> list[str]:
    """Warnings: a tree whose runs played different games, or games cut off unfinished."""
    notes: list[str] = []
    for label, results in runs.items():
        if any(r["lengths"] != results[0]["lengths"] for r in results):
            notes.append(f"WARNING: the {label} runs did not all play the same games")
        if results[0]["unfinished"]:
            notes.append(
                f"WARNING: {results[0]['unfinished']} {label} game(s) cut off at --max-decisions"
            )
    return notes


def _callgrind_total(out_file: Path) -> int:
    for line in out_file.read_text().splitlines():
        if line.startswith(("summary:", "totals:")):
            return int(line.split()[1])
    raise ValueError(f"no instruction total in {out_file}")


def instructions(trees: Sequence[Tree], games: int, players: int, cwd: Path) -> str:
    """Instructions per game and per decision under callgrind: a run of `games` games minus a
    run of none (the same imports, card load and warm-up game, PYTHONHASHSEED=0)."""
    rows: list[list[str]] = []
    per: dict[str, tuple[float, float]] = {}
    with tempfile.TemporaryDirectory(prefix="arknova-callgrind-") as folder:
        for tree in trees:
            counts: list[int] = []
            decisions = 0
            for n in (0, games):
                out = Path(folder) / f"{tree.label}-{n}.out"
                print(f"  callgrind: {tree.label}, {n} game(s) ...", file=sys.stderr, flush=True)
                result = run_probe(
                    tree,
                    {"probe": "games", "games": n, "players": players, "max_decisions": 5000},
                    cwd,
                    wrapper=("valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"),
                )
                counts.append(_callgrind_total(out))
                decisions = int(result["decisions"])
            spent = counts[1] - counts[0]
            per[tree.label] = (spent / games, spent / decisions)
            rows.append(
                [
                    tree.label,
                    str(games),
                    f"{decisions:,}",
                    f"{counts[0] / 1e9:.2f} G",
                    f"{spent / 1e9:.3f} G",
                    f"{spent / games / 1e6:,.1f} M",
                    f"{spent / decisions / 1e6:.3f} M",
                ]
            )
    table = markdown_table(
        [
            "tree",
            "games",
            "decisions",
            "set-up run (not counted)",
            "instructions in the games",
            "per game",
            "per decision",
        ],
        rows,
    )
    (base_game, base_decision), (head_game, head_decision) = per["base"], per["head"]
    return (
        f"{table}\n\n**Instructions base/head (the speed-up): per game "
        f"{base_game / head_game:.3f}, per decision {base_decision / head_decision:.3f}**"
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    add_tree_arguments(parser, base_required=True)
    parser.add_argument("--games", type=int, default=20, help="games per run (seeds 0..games-1)")
    parser.add_argument("--pairs", type=int, default=7, help="interleaved base/head pairs")
    parser.add_argument("--players", type=int, default=2, choices=(1, 2, 3, 4))
    parser.add_argument("--max-decisions", type=int, default=5000, help="a game's safety cap")
    parser.add_argument("--instructions", action="store_true", help="also count with callgrind")
    parser.add_argument("--instruction-games", type=int, default=3)
    args = parser.parse_args(argv)
    if args.games < 1 or args.pairs < 1 or args.instruction_games < 1:
        parser.error("--games, --pairs and --instruction-games must be at least 1")

    with checkouts(args.base, args.head) as trees, neutral_folder() as cwd:
        title = (
            f"Random {args.players}-player games per CPU-second, head/base "
            f"({args.games} games a run, {args.pairs} pairs)"
        )
        print(header(title, trees), flush=True)
        request = {
            "probe": "games",
            "games": args.games,
            "players": args.players,
            "max_decisions": args.max_decisions,
        }
        runs = run_interleaved(trees, args.pairs, request, cwd, lambda r: f"{r['cpu']:.2f} CPU-s")
        print(imported_from({label: results[0] for label, results in runs.items()}))
        print()
        print(speed_report(runs, args.pairs))
        for note in consistency(runs):
            print(f"\n{note}")
        if args.instructions:
            print()
            print(instructions(trees, args.instruction_games, args.players, cwd))
        print(f"\n- {load()} at the end")
    return 0


if __name__ == "__main__":
    sys.exit(main())
