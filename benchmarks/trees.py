"""Comparing two trees of the engine in one run (used by engine_ratio.py, bot_speed.py and
engine_memory.py; not a script of its own).

The base revision gets a detached `git worktree` in a temporary folder; the head is the checkout
as it is (uncommitted edits included), or a worktree of `--head REV`. Every measurement is a
fresh child process (`sys.executable -c <probes.py>`) started with PYTHONPATH=<tree>, an empty
working directory, PYTHONHASHSEED=0 and no ARKNOVA_DATA_DIR, so it imports that tree's own
arknova_desktop and cards.json; the child reports where it imported them from and that is checked
here. The worktrees are removed at the end, also after an error or Ctrl+C.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
PROBES = Path(__file__).resolve().parent / "probes.py"


@dataclass(frozen=True)
class Tree:
    label: str  # "base" or "head"
    path: Path
    description: str  # the revision, and whether uncommitted edits are measured


def _git(*args: str) -> str:
    done = subprocess.run(
        ["git", "-C", str(REPO), *args], capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        sys.exit(f"git {' '.join(args)} failed: {done.stderr.strip()}")
    return done.stdout.strip()


def _describe(rev: str) -> str:
    text = _git("log", "-1", "--format=%h (%cs) %s", rev)
    return text if len(text) <= 80 else text[:79] + "…"


def add_tree_arguments(parser: argparse.ArgumentParser, base_required: bool) -> None:
    parser.add_argument(
        "--base", required=base_required, help="the revision to compare with (e.g. 9219a91)"
    )
    parser.add_argument(
        "--head",
        help="measure this revision (a worktree) instead of the checkout as it is now",
    )


@contextmanager
def checkouts(base: str | None, head: str | None) -> Iterator[list[Tree]]:
    """The trees to measure, base first (when given); the worktrees made here are removed at
    the end, and only those."""
    scratch = Path(tempfile.mkdtemp(prefix="arknova-bench-"))
    made: list[Path] = []

    def worktree(label: str, rev: str) -> Tree:
        path = scratch / label
        _git("worktree", "add", "--detach", str(path), rev)
        made.append(path)
        return Tree(label, path, _describe(rev))

    try:
        trees: list[Tree] = []
        if base is not None:
            trees.append(worktree("base", base))
        if head is not None:
            trees.append(worktree("head", head))
        else:
            # Only the files a child reads count: the package and its data.
            status = _git("status", "--porcelain", "--", "arknova_desktop", "cards.json", "maps")
            edits = [line for line in status.splitlines() if line]
            state = (
                f" + {len(edits)} uncommitted change(s) in arknova_desktop/ and its data"
                if edits
                else ", no uncommitted change in arknova_desktop/"
            )
            trees.append(Tree("head", REPO, f"checkout at {_describe('HEAD')}{state}"))
        yield trees
    finally:
        for path in made:
            subprocess.run(
                ["git", "-C", str(REPO), "worktree", "remove", "--force", str(path)],
                check=False,
                capture_output=True,
            )
        shutil.rmtree(scratch, ignore_errors=True)


@contextmanager
def neutral_folder() -> Iterator[Path]:
    """An empty working directory for the children: no arknova_desktop to import from there."""
    with tempfile.TemporaryDirectory(prefix="arknova-neutral-") as folder:
        yield Path(folder)


def tree_env(tree: Tree) -> dict[str, str]:
    """The environment of a child that measures `tree`: its package first on the path, the
    same hash seed in every run, no data folder of another tree."""
    env = dict(os.environ)
    env["PYTHONPATH"] = str(tree.path)
    env["PYTHONHASHSEED"] = "0"  # the same set and dict orders, hence the same work, every run
    env.pop("ARKNOVA_DATA_DIR", None)
    return env


def run_child(tree: Tree, command: Sequence[str], cwd: Path, env: dict[str, str]) -> dict[str, Any]:
    """Run `command` in a fresh child against `tree` and read the JSON of its last line. Exits
    with the child's error if it fails, or if it imported another tree's package."""
    done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        sys.exit(f"the {tree.label} tree ({tree.description}) failed:\n{done.stderr[-3000:]}")
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    package = Path(result["package"]).resolve()
    if not package.is_relative_to(tree.path.resolve()):
        sys.exit(f"the {tree.label} child imported {package}, not the tree at {tree.path}")
    return result


def run_probe(
    tree: Tree,
    request: dict[str, Any],
    cwd: Path,
    wrapper: Sequence[str] = (),
) -> dict[str, Any]:
    """Run one probe (probes.py) in a fresh child against `tree`; `wrapper` goes before the
    interpreter (e.g. valgrind). Exits with the child's error if it fails."""
    command = [*wrapper, sys.executable, "-c", PROBES.read_text(), json.dumps(request)]
    return run_child(tree, command, cwd, tree_env(tree))


def interleaved(trees: Sequence[Tree], pairs: int) -> Iterator[tuple[int, Tree]]:
    """(pair, tree) in the order to run them: base, head, then head, base, and so on, so that
    the machine's load falls on both alike."""
    for pair in range(pairs):
        order = list(trees) if pair % 2 == 0 else list(reversed(trees))
        for tree in order:
            yield pair, tree


def run_interleaved(
    trees: Sequence[Tree],
    pairs: int,
    request: dict[str, Any],
    cwd: Path,
    say: Callable[[dict[str, Any]], str],
) -> dict[str, list[dict[str, Any]]]:
    """Run the probe `request` in every tree, `pairs` times, interleaved; each run's result is
    said on stderr (`say` words it) as it comes. The results per tree label, in run order."""
    runs: dict[str, list[dict[str, Any]]] = {tree.label: [] for tree in trees}
    for pair, tree in interleaved(trees, pairs):
        result = run_probe(tree, request, cwd)
        runs[tree.label].append(result)
        print(f"  pair {pair + 1}: {tree.label} {say(result)}", file=sys.stderr, flush=True)
    return runs


def load() -> str:
    """The machine's load averages (1, 5, 15 minutes) and its cores."""
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f}, {five:.2f}, {fifteen:.2f} on {os.cpu_count()} cores"


def percentile(values: Sequence[float], fraction: float) -> float:
    """The value below which `fraction` of the values lie (the same rule as engine_speed.py)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))]


def markdown_table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    widths = [max(len(str(cell)) for cell in column) for column in zip(headers, *rows, strict=True)]

    def line(cells: Sequence[str]) -> str:
        return "| " + " | ".join(f"{c:>{w}}" for c, w in zip(cells, widths, strict=True)) + " |"

    rule = "|" + "|".join("-" * (w + 1) + ":" for w in widths) + "|"
    return "\n".join([line(headers), rule, *(line(row) for row in rows)])


def header(title: str, trees: Sequence[Tree]) -> str:
    lines = [f"## {title}", ""]
    lines.extend(f"- {tree.label}: {tree.description}" for tree in trees)
    lines.append(f"- Python {sys.version.split()[0]}, {load()} at the start")
    return "\n".join(lines)


def imported_from(results: dict[str, dict[str, Any]]) -> str:
    """Where each tree's child imported the package and read its data (the proof that each tree
    measured its own code)."""
    return "\n".join(
        f"- {label} imported {result['package']} (data {result['data']})"
        for label, result in results.items()
    )
