"""`python -m arknova_desktop tournament`: computer players against each other over seeded games.

    python -m arknova_desktop tournament --bots hard,medium --players 2 --games 200 --seed 1 \
        [--jobs N]
    python -m arknova_desktop tournament --solo hard --games 100 --seed 1 [--jobs N]

Games are played with the seats taking turns between the bots (game k starts with bot k mod the
number of bots), each game in one process of a pool of `--jobs`. Every decision of a computer
player is seeded from the game's seed and the number of choices made before it, exactly as in
the app (bots/worker.py), so a game is the same on every machine. Printed: each bot's wins (a
shared win counts half) with the Wilson 95 % interval, the mean victory-point margin, the turns
a player, and the CPU time a turn (median / p95 / max).
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor

from attrs import frozen

from .bots.kinds import BOT_KINDS, make_bot
from .bots.thinking import bot_seed, seat_seed
from .engine import GameConfig, TurnStarted, new_game

MAX_DECISIONS = 20_000  # a game that goes on past this many decisions is called off


@frozen
class GameResult:
    seed: int
    kinds: tuple[str, ...]  # per seat
    points: tuple[int, ...]  # victory points per seat
    winners: tuple[bool, ...]
    turns: int  # turns a player (the most any seat took)
    turn_seconds: tuple[tuple[str, float], ...]  # (kind, CPU seconds) per completed bot turn
    finished: bool


def play_game(seed: int, kinds: Sequence[str]) -> GameResult:
    """One seeded game, seat i played by `kinds[i]`."""
    game = new_game(GameConfig(players=len(kinds), seed=seed))
    spent = [0.0] * len(kinds)
    turn_seconds: list[tuple[str, float]] = []
    turns = [0] * len(kinds)
    ply = 0
    while (decision := game.decision) is not None and ply < MAX_DECISIONS:
        seat = decision.seat
        bot = make_bot(kinds[seat], bot_seed(seat_seed(seed, seat), ply))
        started = time.process_time()
        choice = bot.choose(decision, game)
        spent[seat] += time.process_time() - started
        for event in game.apply(choice):
            if isinstance(event, TurnStarted):
                before = (event.seat - 1) % len(kinds)
                if ply:  # the first decision's turn start ends no one's turn
                    turn_seconds.append((kinds[before], spent[before]))
                    spent[before] = 0.0
                turns[event.seat] += 1
        ply += 1
    scores = game.scores()
    return GameResult(
        seed=seed,
        kinds=tuple(kinds),
        points=tuple(s.victory_points for s in scores),
        winners=tuple(s.winner for s in scores),
        turns=max(turns),
        turn_seconds=tuple(turn_seconds),
        finished=game.is_over,
    )


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95 % by default)."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def seatings(bots: Sequence[str], players: int, games: int) -> list[tuple[str, ...]]:
    """Game k: the bots in turn from bot k (seats beyond the bots' number repeat them)."""
    return [tuple(bots[(k + seat) % len(bots)] for seat in range(players)) for k in range(games)]


def _percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))] if ordered else 0.0


def report(results: Sequence[GameResult], bots: Sequence[str]) -> str:
    lines = []
    games = len(results)
    unfinished = sum(1 for r in results if not r.finished)
    lines.append(f"games: {games} ({unfinished} called off)")
    solo = all(len(r.kinds) == 1 for r in results)
    for bot in dict.fromkeys(bots):
        times = [s for r in results for kind, s in r.turn_seconds if kind == bot]
        timing = (
            f"CPU a turn median {statistics.median(times):.3f} s, p95 "
            f"{_percentile(times, 0.95):.3f} s, max {max(times):.3f} s"
            if times
            else "no turns timed"
        )
        if solo:
            points = [r.points[0] for r in results]
            lines.append(
                f"{bot}: solo points mean {statistics.fmean(points):+.1f}, median "
                f"{statistics.median(points):+.0f}, min {min(points):+d}, max {max(points):+d}, "
                f"won {sum(1 for p in points if p >= 0)}/{games}; turns "
                f"{statistics.fmean(r.turns for r in results):.1f}; {timing}"
            )
            continue
        if all(kind == bot for r in results for kind in r.kinds):
            lines.append(f"{bot} plays itself; {timing}")
            continue
        wins = 0.0
        margins = []
        for r in results:
            seats = [i for i, kind in enumerate(r.kinds) if kind == bot]
            if not seats or len(seats) == len(r.kinds):
                continue
            best_other = max(p for i, p in enumerate(r.points) if i not in seats)
            mine = max(r.points[i] for i in seats)
            margins.append(mine - best_other)
            winners = sum(r.winners)
            if any(r.winners[i] for i in seats) and winners:
                wins += sum(1 for i in seats if r.winners[i]) / winners
        counted = len(margins)
        low, high = wilson(wins, counted)
        lines.append(
            f"{bot}: won {wins:g}/{counted} ({100 * wins / max(1, counted):.1f} %, Wilson 95 % "
            f"{100 * low:.1f}–{100 * high:.1f} %), mean margin "
            f"{statistics.fmean(margins) if margins else 0:+.1f} VP; {timing}"
        )
    turns = [r.turns for r in results]
    lines.append(f"turns a player: mean {statistics.fmean(turns):.1f}, max {max(turns)}")
    return "\n".join(lines)


def run(seed: int, tables: Sequence[tuple[str, ...]], jobs: int) -> list[GameResult]:
    seeds = [seed * 100_003 + k for k in range(len(tables))]
    if jobs <= 1:
        return [play_game(s, t) for s, t in zip(seeds, tables, strict=True)]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(play_game, seeds, tables))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="arknova tournament", description="Computer players against each other."
    )
    what = parser.add_mutually_exclusive_group(required=True)
    what.add_argument("--bots", help=f"comma-separated, of {', '.join(BOT_KINDS)}")
    what.add_argument("--solo", choices=BOT_KINDS, help="the official solo game")
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    options = parser.parse_args(argv)
    if options.solo:
        bots = [options.solo]
        tables: list[tuple[str, ...]] = [(options.solo,)] * options.games
    else:
        bots = [b.strip() for b in options.bots.split(",") if b.strip()]
        unknown = [b for b in bots if b not in BOT_KINDS]
        if unknown or not bots:
            parser.error(f"unknown bots {unknown}: choose from {', '.join(BOT_KINDS)}")
        tables = seatings(bots, options.players, options.games)
    results = run(options.seed, tables, max(1, options.jobs))
    print(report(results, bots))
    return 0


if __name__ == "__main__":
    sys.exit(main())
