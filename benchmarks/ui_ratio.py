"""Click → idle in two trees, interleaved in one run: the window of a base revision against the
checkout (or `--head REV`), the same seeded hot-seat games in each.

Each run is a fresh child process: `python benchmarks/ui_idle.py --json` (this checkout's
script) with PYTHONPATH=<tree>, an empty working directory and PYTHONHASHSEED=0, so the child
imports that tree's own arknova_desktop (checked: the child reports where it imported it from).
The worktrees are made and removed by benchmarks/trees.py. Runs come in pairs, base then head,
then head then base, so the machine's load falls on both alike. Each step's time is the CPU time
of the child (all its threads) from the call to the first idle pass; the ratio head/base is
taken per pair, of each tree's p50 and total, and the figures of each tree are the medians over
its runs.

Run: `python benchmarks/ui_ratio.py --base REV [--head REV] [--pairs 3] [--games 1]
[--steps N]` (offscreen unless a display is set).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from pathlib import Path
from typing import Any

from trees import (
    Tree,
    add_tree_arguments,
    checkouts,
    header,
    interleaved,
    neutral_folder,
    run_child,
    tree_env,
)

UI_IDLE = Path(__file__).resolve().parent / "ui_idle.py"


def run_ui(tree: Tree, arguments: list[str], cwd: Path) -> dict[str, Any]:
    env = tree_env(tree)
    env.pop("QT_NO_GUI_THREADPOOL", None)  # each tree paints as its own code says
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    return run_child(tree, [sys.executable, str(UI_IDLE), "--json", *arguments], cwd, env)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    add_tree_arguments(parser, base_required=True)
    parser.add_argument("--pairs", type=int, default=3)
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--steps", type=int, default=0, help="at most this many steps a game")
    args = parser.parse_args(argv)
    arguments = ["--games", str(args.games), "--seed", str(args.seed), "--steps", str(args.steps)]
    with checkouts(args.base, args.head) as trees, neutral_folder() as cwd:
        print(header("Click → idle, head/base (CPU time of each step)", trees))
        runs: dict[str, list[dict[str, Any]]] = {tree.label: [] for tree in trees}
        for pair, tree in interleaved(trees, args.pairs):
            result = run_ui(tree, arguments, cwd)
            runs[tree.label].append(result)
            print(
                f"  pair {pair + 1}: {tree.label} {result['steps']} steps, CPU p50 "
                f"{result['cpu_p50']:.1f} ms, p95 {result['cpu_p95']:.1f} ms, max "
                f"{result['cpu_max']:.1f} ms, total {result['cpu_total_s']:.1f} s; wall p50 "
                f"{result['wall_p50']:.1f} ms ({load_now()})",
                flush=True,
            )
    print()
    print(f"- {load_now()} at the end")
    print()
    print("| figure (median of runs) | base | head | head/base per pair (median, range) |")
    print("|---|---:|---:|---|")
    for key, name in (
        ("cpu_p50", "CPU p50"),
        ("cpu_p95", "CPU p95"),
        ("cpu_max", "CPU max"),
        ("cpu_total_s", "CPU total (s)"),
        ("wall_p50", "wall p50"),
        ("wall_p95", "wall p95"),
        ("wall_max", "wall max"),
    ):
        base = [r[key] for r in runs["base"]]
        head = [r[key] for r in runs["head"]]
        ratios = [h / b for h, b in zip(head, base, strict=True) if b]
        unit = "" if key.endswith("_s") else " ms"
        print(
            f"| {name} | {statistics.median(base):.1f}{unit} | {statistics.median(head):.1f}{unit}"
            f" | {statistics.median(ratios):.2f} ({min(ratios):.2f}–{max(ratios):.2f}) |"
        )
    print()
    print(f"- steps per run: base {runs['base'][0]['steps']}, head {runs['head'][0]['steps']}")
    return 0


def load_now() -> str:
    one, five, _ = os.getloadavg()
    return f"load {one:.2f}/{five:.2f}"


if __name__ == "__main__":
    sys.exit(main())
