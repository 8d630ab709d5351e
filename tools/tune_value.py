"""Tune the computer players' position value (arknova_desktop/bots/value.py) by self-play.

    python tools/tune_value.py climb --steps 40 --seeds 12 --seed 1 [--jobs 2] [--write]
    python tools/tune_value.py duel CANDIDATE.json [--seeds 50] [--seed 7] [--jobs 2]
    python tools/tune_value.py solo full_worth_turns=8,hand_cards=0.45 --games 200 --seed 500
    python tools/tune_value.py inspect hard,hard --seeds 7,8 [--every 3]

`climb` starts from the packaged weights (arknova_desktop/bots/value_weights.json) and, step by
step, changes one number at random (a weight times e^±0.4; a weight at zero gets a small one) and
lets the changed value play the current one: Medium bots, 2-player games, each seed played twice
with the seats swapped (so neither side gets the better cards or the first turn). The change is
kept when it wins more than half of the games and its mean margin in victory points is positive.
Every step is written to tools/data/tune_log_seed<SEED>.csv (the data behind the packaged
weights); with
`--write` the result goes to value_weights.json. Everything is seeded and the bots' budgets are
counted in completions, so the same command gives the same weights on any machine.

`duel` plays a weights file against the packaged weights the same way, for a second opinion on
fresh seeds.

`solo` plays Medium solo games (seeds --seed, --seed + 1, ...) with the packaged solo weights
changed as given, and the same games with them as they are, and prints the mean difference in
victory points with its standard error (the games differ from the first changed choice on, so
the pairing lowers the noise only a little: about 15 VP a game); `--write` makes the change the
packaged solo weights.

`inspect` plays seeded games (2 kinds: a 2-player game; 1: the solo game) and prints, per seat,
how it played — the action cards used and their mean strength, X-token actions, animals played,
projects supported, upgrades, what was left unspent — and its appeal, conservation, money,
X-tokens and hand every few turns: the data behind the "why are games long" notes in
docs/bots.md.
"""

from __future__ import annotations

import argparse
import csv
import json
import math
import random
import statistics
import sys
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from arknova_desktop.bots import value  # noqa: E402
from arknova_desktop.bots.kinds import make_bot  # noqa: E402
from arknova_desktop.bots.lookahead import Level, LookaheadBot  # noqa: E402
from arknova_desktop.bots.thinking import bot_seed, seat_seed  # noqa: E402
from arknova_desktop.bots.value import FEATURES, Weights  # noqa: E402
from arknova_desktop.engine import (  # noqa: E402
    AnimalCard,
    ChooseAction,
    GameConfig,
    TakeXToken,
    TurnStarted,
    new_game,
)

LOG_DIR = ROOT / "tools" / "data"
WEIGHTS = ROOT / "arknova_desktop" / "bots" / "value_weights.json"
STEP = 0.4  # a change multiplies a number by e^±STEP
SCALARS = ("vp_per_turn", "full_worth_turns", "opponent", "final_scoring", "income_share")
MAX_DECISIONS = 20_000


def duel_game(seed: int, weights: tuple[dict[str, Any], dict[str, Any]]) -> tuple[int, int]:
    """One 2-player game, seat i's Medium bot valuing with weights[i]: the victory points."""
    sides = [Weights.from_dict(w) for w in weights]
    game = new_game(GameConfig(players=2, seed=seed))
    ply = 0
    while (decision := game.decision) is not None and ply < MAX_DECISIONS:
        seat = decision.seat
        bot = LookaheadBot(Level.MEDIUM, bot_seed(seat_seed(seed, seat), ply), sides[seat])
        game.apply(bot.choose(decision, game))
        ply += 1
    first, second = (s.victory_points for s in game.scores())
    return first, second


def duel(
    candidate: Weights, incumbent: Weights, seeds: Sequence[int], jobs: int
) -> tuple[int, int, float]:
    """The candidate's wins, the games, and its mean margin: each seed twice, seats swapped."""
    c, i = candidate.to_dict(), incumbent.to_dict()
    tables = [(c, i) for _ in seeds] + [(i, c) for _ in seeds]
    with ProcessPoolExecutor(max_workers=max(1, jobs)) as pool:
        results = list(pool.map(duel_game, [*seeds, *seeds], tables))
    margins = [a - b for a, b in results[: len(seeds)]] + [b - a for a, b in results[len(seeds) :]]
    wins = sum(1 for m in margins if m > 0)
    return wins, len(margins), statistics.fmean(margins)


def solo_game(seed: int, weights: dict[str, Any]) -> int:
    """One solo game of a Medium bot valuing with `weights`: its victory points."""
    w = Weights.from_dict(weights)
    game = new_game(GameConfig(players=1, seed=seed))
    ply = 0
    while (decision := game.decision) is not None and ply < MAX_DECISIONS:
        bot = LookaheadBot(Level.MEDIUM, bot_seed(seat_seed(seed, 0), ply), w)
        game.apply(bot.choose(decision, game))
        ply += 1
    return game.scores()[0].victory_points


def solo(changes: str, games: int, seed: int, jobs: int, write: bool) -> int:
    """Medium solo games with the packaged solo weights changed by `changes` ("name=value,...")
    against the same games with them as packaged: the paired difference and its standard error.
    Every try is added to tools/data/solo_tune_log.csv."""
    incumbent = Weights.load(solo=True)
    data = incumbent.to_dict()
    for change in filter(None, changes.split(",")):
        name, number = change.split("=")
        if name not in FEATURES and (name not in data or name == "features"):
            raise SystemExit(f"no weight {name!r}")
        set_number(data, name, float(number))
    seeds = list(range(seed, seed + games))
    with ProcessPoolExecutor(max_workers=max(1, jobs)) as pool:
        new = list(pool.map(solo_game, seeds, [data] * games))
        old = list(pool.map(solo_game, seeds, [incumbent.to_dict()] * games))
    diffs = [a - b for a, b in zip(new, old, strict=True)]
    error = statistics.stdev(diffs) / math.sqrt(games) if games > 1 else float("nan")
    mean = statistics.fmean(diffs)
    print(
        f"{changes}: mean {statistics.fmean(new):+.2f} VP against {statistics.fmean(old):+.2f}, "
        f"difference {mean:+.2f} (standard error {error:.2f}) over {games} games"
    )
    log_path = LOG_DIR / "solo_tune_log.csv"
    fresh = not log_path.exists()
    with log_path.open("a", newline="", encoding="utf-8") as out:
        log = csv.writer(out)
        if fresh:
            log.writerow(["changes", "seed", "games", "mean_new", "mean_old", "diff", "se"])
        log.writerow(
            [
                changes,
                seed,
                games,
                f"{statistics.fmean(new):.2f}",
                f"{statistics.fmean(old):.2f}",
                f"{mean:.2f}",
                f"{error:.2f}",
            ]
        )
    if write:
        text = json.loads(WEIGHTS.read_text("utf-8"))
        text[value.SOLO_KEY] = data
        text["solo_note"] = (
            f"the solo game's weights: tools/tune_value.py solo {changes} --games {games} "
            f"--seed {seed} (log in tools/data/solo_tune_log.csv)"
        )
        WEIGHTS.write_text(json.dumps(text, indent=2) + "\n", encoding="utf-8")
        print(f"written: {WEIGHTS}")
    return 0


def changed(weights: Weights, rng: random.Random) -> tuple[Weights, str, float, float]:
    """The weights with one number changed at random: (weights, its name, old, new)."""
    data = weights.to_dict()
    names = [*FEATURES, *SCALARS]
    name = names[rng.randrange(len(names))]
    old = float(data["features"][name] if name in FEATURES else data[name])
    factor = math.exp(STEP if rng.random() < 0.5 else -STEP)
    new = round(old * factor if old > 0 else 0.1, 3)
    if name in ("vp_per_turn", "full_worth_turns"):
        new = max(new, 0.5)
    set_number(data, name, new)
    return Weights.from_dict(data), name, old, new


def set_number(data: dict[str, Any], name: str, number: float) -> None:
    """Set a weight (a feature's) or a scalar of `Weights.to_dict` data."""
    if name in FEATURES:
        data["features"][name] = number
    else:
        data[name] = number


def climb(steps: int, seeds_each: int, seed: int, jobs: int, write: bool) -> int:
    rng = random.Random(seed)
    incumbent = Weights.load()
    log_path = LOG_DIR / f"tune_log_seed{seed}.csv"
    LOG_DIR.mkdir(parents=True, exist_ok=True)
    with log_path.open("w", newline="", encoding="utf-8") as out:
        log = csv.writer(out)
        log.writerow(["step", "changed", "old", "new", "wins", "games", "margin", "kept"])
        kept_steps = 0
        for step in range(1, steps + 1):
            candidate, name, old, new = changed(incumbent, rng)
            seeds = [seed * 1_000_003 + step * 1000 + k for k in range(seeds_each)]
            wins, games, margin = duel(candidate, incumbent, seeds, jobs)
            keep = wins * 2 > games and margin > 0
            if keep:
                incumbent = candidate
                kept_steps += 1
            log.writerow([step, name, old, new, wins, games, f"{margin:.2f}", int(keep)])
            out.flush()
            print(
                f"step {step}: {name} {old:g} -> {new:g}: {wins}/{games}, margin {margin:+.1f}"
                f" {'kept' if keep else ''}",
                flush=True,
            )
    print(json.dumps(incumbent.to_dict(), indent=2))
    if write:
        note = (
            f"tuned by tools/tune_value.py climb --steps {steps} --seeds {seeds_each} "
            f"--seed {seed} ({kept_steps} changes kept; log in tools/data/{log_path.name})"
        )
        WEIGHTS.write_text(value.weights_text(incumbent, note), encoding="utf-8")
        print(f"written: {WEIGHTS}")
    return 0


def inspect(kinds: Sequence[str], seed: int, every: int) -> None:
    """Play one seeded game and print how each seat played (see the module's docstring)."""
    game = new_game(GameConfig(players=len(kinds), seed=seed))
    seats = len(kinds)
    used: list[Counter[str]] = [Counter() for _ in kinds]
    strengths: list[list[int]] = [[] for _ in kinds]
    rows: list[list[str]] = [[] for _ in kinds]
    ply = 0
    while (decision := game.decision) is not None and ply < MAX_DECISIONS:
        seat = decision.seat
        choice = make_bot(kinds[seat], bot_seed(seat_seed(seed, seat), ply)).choose(decision, game)
        if isinstance(choice, ChooseAction):
            cards = [card.action for card in game.player_view(seat, seat).action_cards]
            strengths[seat].append(cards.index(choice.action) + 1 + choice.x_tokens)
            used[seat][choice.action] += 1
        elif isinstance(choice, TakeXToken):
            used[seat]["X-token action"] += 1
        for event in game.apply(choice):
            if isinstance(event, TurnStarted):
                before = (event.seat - 1) % seats
                p = game.player_view(before, before)
                if p.turns_taken % every == 0:
                    rows[before].append(
                        f"  turn {p.turns_taken:2d}: appeal {p.appeal:3d}, conservation "
                        f"{p.conservation:2d}, money {p.money:3d}, X {p.x_tokens}, "
                        f"hand {len(p.hand)}"
                    )
        ply += 1
    scores = game.scores()
    print(f"seed {seed}: {', '.join(kinds)}")
    for seat in range(seats):
        p = game.player_view(seat, seat)
        animals = sum(1 for card in p.zoo_cards if isinstance(game.cards.get(card), AnimalCard))
        upgrades = sum(1 for card in p.action_cards if card.upgraded)
        mean = statistics.fmean(strengths[seat]) if strengths[seat] else 0.0
        print(
            f"seat {seat} ({kinds[seat]}): {scores[seat].victory_points:+d} VP in "
            f"{p.turns_taken} turns; appeal {p.appeal}, conservation {p.conservation}; "
            f"{animals} animals, {p.supported_projects} projects, {upgrades} upgrades, "
            f"{p.workers} workers; left {p.money} money, {p.x_tokens} X; mean strength "
            f"{mean:.1f}; {dict(used[seat])}"
        )
        print("\n".join(rows[seat]))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("climb")
    c.add_argument("--steps", type=int, default=40)
    c.add_argument("--seeds", type=int, default=12)
    c.add_argument("--seed", type=int, default=1)
    c.add_argument("--jobs", type=int, default=2)
    c.add_argument("--write", action="store_true")
    d = sub.add_parser("duel")
    d.add_argument("candidate", type=Path)
    d.add_argument("--seeds", type=int, default=50)
    d.add_argument("--seed", type=int, default=7)
    d.add_argument("--jobs", type=int, default=2)
    o = sub.add_parser("solo")
    o.add_argument("changes", help='changed solo weights, "name=value,name=value"')
    o.add_argument("--games", type=int, default=200)
    o.add_argument("--seed", type=int, default=500)
    o.add_argument("--jobs", type=int, default=2)
    o.add_argument("--write", action="store_true")
    i = sub.add_parser("inspect")
    i.add_argument("kinds", help="comma-separated kinds (bots/kinds.py); one: the solo game")
    i.add_argument("--seeds", default="7")
    i.add_argument("--every", type=int, default=3)
    options = parser.parse_args(argv)
    if options.command == "inspect":
        for seed in options.seeds.split(","):
            inspect(options.kinds.split(","), int(seed), options.every)
        return 0
    if options.command == "solo":
        return solo(options.changes, options.games, options.seed, options.jobs, options.write)
    if options.command == "climb":
        return climb(options.steps, options.seeds, options.seed, options.jobs, options.write)
    candidate = Weights.from_dict(json.loads(options.candidate.read_text("utf-8"))["weights"])
    seeds = [options.seed * 1_000_003 + k for k in range(options.seeds)]
    wins, games, margin = duel(candidate, Weights.load(), seeds, options.jobs)
    print(f"candidate won {wins}/{games}, mean margin {margin:+.1f} VP")
    return 0


if __name__ == "__main__":
    sys.exit(main())
