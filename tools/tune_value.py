"""Fit the computer players' position value (arknova_desktop/bots/value.py) to self-play games.

    python tools/tune_value.py collect --games 120 --level easy --seed 1 --jobs 2
    python tools/tune_value.py fit [--write]

`collect` plays seeded 2-player games between computer players of a level (with the weights
the package holds now) and writes, for every player at the start of each of its turns, what
the value reads — the points on the tracks, the final scoring cards' standing, the estimated
turns left and every feature — together with what came of it: the player's final victory
points. The rows go to tools/data/value_samples.csv (the data the packaged weights were fitted
to; committed, so that the fit can be checked and repeated).

`fit` finds the feature weights that best predict the points still to come (least squares on
final points − points now, each feature scaled by the share of the game still ahead, no
weight below zero), for each of a few `full_worth_turns`, and the pace of the game (turns left
against the gap to the scoring area). It prints the fit and, with `--write`, writes them to
arknova_desktop/bots/value_weights.json with a note of the data.
"""

from __future__ import annotations

import argparse
import csv
import math
import statistics
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from arknova_desktop.bots import value  # noqa: E402
from arknova_desktop.bots.kinds import make_bot  # noqa: E402
from arknova_desktop.bots.value import FEATURES, Weights  # noqa: E402
from arknova_desktop.bots.worker import bot_seed  # noqa: E402
from arknova_desktop.engine import GameConfig, TurnStarted, new_game  # noqa: E402

DATA = ROOT / "tools" / "data" / "value_samples.csv"
WEIGHTS = ROOT / "arknova_desktop" / "bots" / "value_weights.json"
COLUMNS = ("game", "seat", "turn", "points", "final_scoring", "gap", "estimated_turns")
WORTH_TURNS = (4.0, 6.0, 8.0, 12.0, 16.0)


def play_and_record(seed: int, level: str) -> list[list[float]]:
    """One 2-player game between two bots of `level`; a row per player and turn (COLUMNS, then
    FEATURES, then the turns the player still took and its final points)."""
    weights = Weights.load()
    game = new_game(GameConfig(players=2, seed=seed))
    rows: list[list[float]] = []
    turns_taken = [0, 0]
    ply = 0
    while (decision := game.decision) is not None:
        choice = make_bot(level, bot_seed(seed * 101 + decision.seat, ply)).choose(decision, game)
        for event in game.apply(choice):
            if isinstance(event, TurnStarted):
                turns_taken[event.seat] += 1
                rows.append(_row(game, seed, event.seat, turns_taken[event.seat], weights))
        ply += 1
    final = {score.seat: score.victory_points for score in game.scores()}
    for row in rows:
        seat, turn = int(row[1]), int(row[2])
        row.extend([float(turns_taken[seat] - turn + 1), float(final[seat])])
    return rows


def _row(game: object, seed: int, seat: int, turn: int, w: Weights) -> list[float]:
    from arknova_desktop.engine import Game

    assert isinstance(game, Game)
    players = tuple(game.player_view(seat, who) for who in range(game.config.players))
    me = players[seat]
    estimated = value.turns_left(players, w)
    standing = max((s.points for s in me.final_scoring_standing), default=0)
    gap = min(max(0, -value.points_now(p)) for p in players)
    found = value.features(game, me, estimated, w, own=True)
    return [seed, seat, turn, value.points_now(me), standing, gap, estimated, *found]


def collect(games: int, level: str, seed: int, jobs: int) -> None:
    seeds = [seed * 100_003 + k for k in range(games)]
    with ProcessPoolExecutor(max_workers=max(1, jobs)) as pool:
        tables = list(pool.map(play_and_record, seeds, [level] * games))
    DATA.parent.mkdir(parents=True, exist_ok=True)
    with DATA.open("w", newline="", encoding="utf-8") as out:
        writer = csv.writer(out)
        writer.writerow([*COLUMNS, *FEATURES, "turns_still_taken", "final_points"])
        for table in tables:
            writer.writerows(_rounded(row) for row in table)
    print(f"{sum(len(t) for t in tables)} rows from {games} games of {level} bots -> {DATA}")


def _rounded(row: Sequence[float]) -> list[str]:
    return [f"{x:.3f}".rstrip("0").rstrip(".") for x in row]


def _solve(matrix: list[list[float]], target: list[float]) -> list[float]:
    """Least squares by the normal equations (few columns), Gauss-Jordan with pivoting."""
    n = len(matrix[0])
    a = [[sum(r[i] * r[j] for r in matrix) for j in range(n)] for i in range(n)]
    b = [sum(r[i] * t for r, t in zip(matrix, target, strict=True)) for i in range(n)]
    for i in range(n):
        a[i][i] += 1e-6  # a column of zeros must not break the solve
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        b[col], b[pivot] = b[pivot], b[col]
        for row in range(n):
            if row != col and a[row][col]:
                factor = a[row][col] / a[col][col]
                a[row] = [x - factor * y for x, y in zip(a[row], a[col], strict=True)]
                b[row] -= factor * b[col]
    return [b[i] / a[i][i] for i in range(n)]


def _nonnegative_fit(matrix: list[list[float]], target: list[float], free: set[int]) -> list[float]:
    """Least squares with every coefficient ≥ 0 except the `free` ones: negative ones are
    dropped (set to zero) one at a time and the rest fitted again."""
    active = list(range(len(matrix[0])))
    while True:
        coef = _solve([[r[i] for i in active] for r in matrix], target)
        negative = [(c, i) for c, i in zip(coef, active, strict=True) if c < 0 and i not in free]
        if not negative:
            full = [0.0] * len(matrix[0])
            for c, i in zip(coef, active, strict=True):
                full[i] = c
            return full
        active.remove(min(negative)[1])


def fit(write: bool) -> int:
    with DATA.open(encoding="utf-8") as source:
        rows = [[float(x) for x in row] for row in list(csv.reader(source))[1:]]
    if not rows:
        print("no samples: run collect first", file=sys.stderr)
        return 1
    current = Weights.load()
    first = len(COLUMNS)
    # The pace: turns still taken against the gap to the scoring area (least squares line).
    gaps = [r[COLUMNS.index("gap")] for r in rows]
    still = [r[-2] for r in rows]
    slope, intercept = _solve([[g, 1.0] for g in gaps], still)
    vp_per_turn = 1.0 / slope if slope > 0 else current.vp_per_turn
    turns_after = max(0.0, intercept)
    best: tuple[float, float, list[float]] | None = None
    for worth_turns in WORTH_TURNS:
        matrix, target = [], []
        for r in rows:
            estimated = r[COLUMNS.index("estimated_turns")]
            share = min(1.0, estimated / worth_turns)
            feats = r[first : first + len(FEATURES)]
            # The points to come: features scaled by the share left, plus a pace per turn left
            # (free of sign: what any turn brings, whatever the player holds).
            matrix.append([share * f for f in feats] + [estimated])
            points_to_come = r[-1] - r[COLUMNS.index("points")]
            target.append(
                points_to_come - current.final_scoring * r[COLUMNS.index("final_scoring")]
            )
        coef = _nonnegative_fit(matrix, target, free={len(FEATURES)})
        residual = [
            t - sum(c * x for c, x in zip(coef, m, strict=True))
            for m, t in zip(matrix, target, strict=True)
        ]
        rmse = math.sqrt(statistics.fmean(e * e for e in residual))
        print(f"full worth after {worth_turns:g} turns: RMSE {rmse:.2f} VP")
        if best is None or rmse < best[0]:
            best = (rmse, worth_turns, coef)
    assert best is not None
    rmse, worth_turns, coef = best
    games = len({r[0] for r in rows})
    print(f"pace: {vp_per_turn:.2f} VP a turn, {turns_after:.1f} turns after; best {worth_turns:g}")
    for name, c in zip(FEATURES, coef, strict=False):
        print(f"  {name:24} {c:7.3f}")
    print(f"  {'(a turn left)':24} {coef[-1]:7.3f}")
    fitted = Weights(
        features=tuple(zip(FEATURES, (round(c, 3) for c in coef), strict=False)),
        vp_per_turn=round(vp_per_turn, 3),
        turns_after_trigger=round(turns_after, 3),
        full_worth_turns=worth_turns,
        money_per_turn=current.money_per_turn,
        money_floor=current.money_floor,
        turns_per_break=current.turns_per_break,
        final_scoring=current.final_scoring,
        opponent=current.opponent,
    )
    if write:
        note = (
            f"fitted by tools/tune_value.py to {len(rows)} turns of {games} self-play games "
            f"(tools/data/value_samples.csv); RMSE {rmse:.1f} VP"
        )
        WEIGHTS.write_text(value.weights_text(fitted, note), encoding="utf-8")
        print(f"written: {WEIGHTS}")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("collect")
    c.add_argument("--games", type=int, default=120)
    c.add_argument("--level", default="easy")
    c.add_argument("--seed", type=int, default=1)
    c.add_argument("--jobs", type=int, default=2)
    f = sub.add_parser("fit")
    f.add_argument("--write", action="store_true")
    options = parser.parse_args(argv)
    if options.command == "collect":
        collect(options.games, options.level, options.seed, options.jobs)
        return 0
    return fit(options.write)


if __name__ == "__main__":
    sys.exit(main())
