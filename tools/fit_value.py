"""Fit the solo game's position value to the scores its own games end with.

    python tools/fit_value.py play --level medium --games 1000 --seed 20000 [--jobs 2]
    python tools/fit_value.py fit tools/data/solo_states_medium_20000.csv [--fixed money=0.224]
                                  [--write]

The position value (arknova_desktop/bots/value.py) estimates the victory points a seat is
heading for: its points now plus, for each feature (money, hand animals, icons, the project
within reach, ...), the feature times its weight, scaled by the share of the game still ahead.
Hand-set and climbed one number at a time, those weights answer "which of two bots wins";
this tool asks the solo game directly what a feature is worth: `play` plays seeded solo games
and writes, at the start of every turn, the turn, the points now, the final scoring cards'
standing and every feature, with the score the game ended with; `fit` finds the weights that
predict that score best (least squares, every weight at least 0, one constant a turn so that
only positions of the same turn are compared — the bots compare no others), for each
`full_worth_turns` of a short list, and prints them with how well each predicts on the half of
the games it did not fit (and the packaged weights beside them); `--fixed` holds some weights
as given. `--write` makes the best fit the packaged solo weights.

This is the value of a policy (the level that played the games), as Monte-Carlo evaluation
gives it: fitted to Medium's games, it says what a feature went with when Medium played on —
not what gaining it would bring. On 1,000 of Medium's games (2026-12-06) the fit predicted the
end a little better than the packaged weights (12.0 VP of error against 12.3) and played no
better: docs/bots.md, "The solo value fitted to its games". The files `play` writes are not
kept in the repository (about 2 MB a thousand games); the command writes them again, game for
game.
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np
from attrs import frozen

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from arknova_desktop.bots import value  # noqa: E402
from arknova_desktop.bots.kinds import make_bot  # noqa: E402
from arknova_desktop.bots.thinking import bot_seed, seat_seed  # noqa: E402
from arknova_desktop.bots.value import FEATURES, SOLO_TURNS, Weights  # noqa: E402
from arknova_desktop.engine import Game, GameConfig, new_game  # noqa: E402

DATA_DIR = ROOT / "tools" / "data"
WEIGHTS = ROOT / "arknova_desktop" / "bots" / "value_weights.json"
MAX_DECISIONS = 20_000
FULL_WORTH_CHOICES = (6.0, 8.0, 10.0, 12.0, 16.0, 27.0)
PHASES = ((19, 27), (10, 18), (4, 9), (1, 3))  # turns left, for the unscaled look
HEADER = ["seed", "turns_taken", "points_now", "final_scoring", *FEATURES, "final_vp"]


def state_row(game: Game, w: Weights) -> list[float]:
    """The seat's turn, points now, best final scoring card and features (no score yet)."""
    player = game.player_view(0, 0)
    turns = value.turns_left((player,), w)
    standing = max((s.points for s in player.final_scoring_standing), default=0)
    found = value.features(game, player, turns, w, own=True)
    return [float(player.turns_taken), float(value.points_now(player)), float(standing), *found]


def play_game(level: str, seed: int) -> list[list[float]]:
    """One solo game of `level`: a row at the start of each of its turns, with the end score."""
    w = Weights.load(solo=True)
    game = new_game(GameConfig(players=1, seed=seed))
    rows: list[list[float]] = []
    seen_turn = -1
    ply = 0
    while (decision := game.decision) is not None and ply < MAX_DECISIONS:
        turn = game.player_view(0, 0).turns_taken
        if turn != seen_turn:
            rows.append(state_row(game, w))
            seen_turn = turn
        game.apply(make_bot(level, bot_seed(seat_seed(seed, 0), ply)).choose(decision, game))
        ply += 1
    score = float(game.scores()[0].victory_points)
    return [[float(seed), *row, score] for row in rows]


def play(level: str, games: int, seed: int, jobs: int) -> Path:
    seeds = list(range(seed, seed + games))
    out = DATA_DIR / f"solo_states_{level}_{seed}.csv"
    with ProcessPoolExecutor(max_workers=max(1, jobs)) as pool:
        results = list(pool.map(play_game, [level] * games, seeds))
    with out.open("w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerow(HEADER)
        for rows in results:
            writer.writerows([f"{x:.10g}" for x in row] for row in rows)
    scores = [rows[0][-1] for rows in results]
    print(f"{games} games of {level}: mean {np.mean(scores):+.2f} VP; written {out}")
    return out


def nnls(a: np.ndarray, b: np.ndarray, free: int) -> np.ndarray:
    """Least squares with the columns from `free` on held at 0 or above (projected
    coordinate descent on the normal equations; the first `free` columns are unbounded)."""
    gram = a.T @ a
    rhs = a.T @ b
    x = np.linalg.lstsq(a, b, rcond=None)[0]
    x[free:] = np.maximum(x[free:], 0.0)
    for _ in range(5000):
        before = x.copy()
        for j in range(len(x)):
            if gram[j, j] == 0:
                continue
            x[j] += (rhs[j] - gram[j] @ x) / gram[j, j]
            if j >= free:
                x[j] = max(x[j], 0.0)
        if np.max(np.abs(x - before)) < 1e-9:
            break
    return np.asarray(x)


@frozen
class Positions:
    """The rows of `play`'s files as arrays: one position a row."""

    seeds: np.ndarray
    turns_taken: np.ndarray
    standing: np.ndarray  # the best final scoring card's conservation points now
    found: np.ndarray  # the FEATURES, a column each
    target: np.ndarray  # the score the game ended with, minus the points at the position
    turn_columns: np.ndarray  # one column a turn, 1 in the position's own

    @staticmethod
    def read(paths: Sequence[Path]) -> Positions:
        rows = [
            [float(x) for x in row]
            for path in paths
            for row in list(csv.reader(path.open(encoding="utf-8")))[1:]
        ]
        data = np.array(rows)
        turns_taken = np.minimum(data[:, 1].astype(int), SOLO_TURNS)
        turn_columns = np.zeros((len(data), SOLO_TURNS + 1))
        turn_columns[np.arange(len(data)), turns_taken] = 1.0
        return Positions(
            seeds=data[:, 0].astype(int),
            turns_taken=turns_taken,
            standing=data[:, 3],
            found=data[:, 4 : 4 + len(FEATURES)],
            target=data[:, -1] - data[:, 2],
            turn_columns=turn_columns,
        )

    def share(self, full_worth: float) -> np.ndarray:
        """The share of a feature's worth still ahead at each position (value.share_left)."""
        return np.minimum(1.0, (SOLO_TURNS - self.turns_taken) / full_worth)[:, None]


def held_out_error(
    positions: Positions, scaled: np.ndarray, weights: np.ndarray, held_out: np.ndarray
) -> float:
    """How far the value's estimate (`scaled` columns times `weights`) misses the end scores of
    the `held_out` positions, a constant a turn fitted on the others (the bots compare only
    positions of one turn, so only what differs within a turn counts)."""
    miss = positions.target - scaled @ weights
    constants = np.linalg.lstsq(positions.turn_columns[~held_out], miss[~held_out], rcond=None)[0]
    return float(np.std((miss - positions.turn_columns @ constants)[held_out]))


def fit_weights(
    positions: Positions, full_worth: float, fixed: dict[str, float], rows: np.ndarray
) -> np.ndarray:
    """The final scoring weight and the FEATURES' weights that predict the `rows`' end scores
    best, each at least 0, those in `fixed` as given."""
    held = np.array([fixed.get(name, 0.0) for name in FEATURES])
    free = np.array([0.0 if name in fixed else 1.0 for name in FEATURES])
    scaled = positions.found * positions.share(full_worth)
    columns = np.hstack([positions.turn_columns, positions.standing[:, None], scaled * free])
    coef = nnls(columns[rows], (positions.target - scaled @ held)[rows], SOLO_TURNS + 1)
    return np.asarray(np.r_[coef[SOLO_TURNS + 1], coef[SOLO_TURNS + 2 :] + held])


def weights_line(weights: np.ndarray) -> str:
    return f"final scoring {weights[0]:.3f}; " + ", ".join(
        f"{name} {weight:.3f}" for name, weight in zip(FEATURES, weights[1:], strict=True)
    )


def fit(paths: Sequence[Path], fixed: dict[str, float], write: bool) -> int:
    """Fit the solo weights to the games in `paths`; the features in `fixed` keep the weight
    given (a weight the fit cannot be trusted with: one that only follows how the games went)."""
    positions = Positions.read(paths)
    # Half the games fit, the other half say how well: a fit is judged on games it never saw.
    held_out = positions.seeds % 2 == 1
    packaged = Weights.load(solo=True)
    shipped = np.r_[packaged.final_scoring, [weight for _name, weight in packaged.features]]

    def columns(full_worth: float) -> np.ndarray:
        return np.hstack(
            [positions.standing[:, None], positions.found * positions.share(full_worth)]
        )

    nothing = np.zeros(len(shipped))
    print(
        f"{len(positions.seeds)} positions; held-out error with the turn alone "
        f"{held_out_error(positions, columns(1.0), nothing, held_out):.2f} VP, with the "
        f"packaged weights "
        f"{held_out_error(positions, columns(packaged.full_worth_turns), shipped, held_out):.2f}"
    )
    best: tuple[float, float, np.ndarray] | None = None
    for full_worth in FULL_WORTH_CHOICES:
        found = fit_weights(positions, full_worth, fixed, ~held_out)
        error = held_out_error(positions, columns(full_worth), found, held_out)
        print(f"full worth {full_worth:4.0f} turns: held-out error {error:.2f} VP")
        print(f"  {weights_line(found)}")
        if best is None or error < best[0]:
            best = (error, full_worth, found)
    # What each feature is worth by the part of the game, unscaled: the shape `full_worth_turns`
    # gives them (whole, then falling to 0 at the end) can be checked against it.
    for low, high in PHASES:
        left = SOLO_TURNS - positions.turns_taken
        found = fit_weights(positions, 1.0, fixed, (left >= low) & (left <= high))  # share 1
        print(f"{low:2d}-{high:2d} turns left, unscaled: {weights_line(found)}")
    assert best is not None
    _error, full_worth, found = best
    fitted = packaged.to_dict()
    fitted["full_worth_turns"] = full_worth
    fitted["final_scoring"] = round(float(found[0]), 3)
    fitted["features"] = {
        name: round(float(weight), 3) for name, weight in zip(FEATURES, found[1:], strict=True)
    }
    print("best:", json.dumps(fitted))
    if write:
        text = json.loads(WEIGHTS.read_text("utf-8"))
        text[value.SOLO_KEY] = fitted
        text["solo_note"] = "fitted by tools/fit_value.py fit " + " ".join(
            p.relative_to(ROOT).as_posix() for p in paths
        )
        WEIGHTS.write_text(json.dumps(text, indent=2) + "\n", encoding="utf-8")
        print(f"written: {WEIGHTS}")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play")
    p.add_argument("--level", default="medium")
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--seed", type=int, default=20000)
    p.add_argument("--jobs", type=int, default=2)
    f = sub.add_parser("fit")
    f.add_argument("data", type=Path, nargs="+")
    f.add_argument("--fixed", default="", help='weights kept as given, "name=value,..."')
    f.add_argument("--write", action="store_true")
    options = parser.parse_args(argv)
    if options.command == "play":
        play(options.level, options.games, options.seed, options.jobs)
        return 0
    fixed = {
        name: float(number)
        for name, number in (item.split("=") for item in filter(None, options.fixed.split(",")))
    }
    return fit([path.resolve() for path in options.data], fixed, options.write)


if __name__ == "__main__":
    sys.exit(main())
