"""`python -m arknova_desktop simulate`: random games through the public engine API, with a table of
speed figures. Used to shake out rule errors and to measure the engine."""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
import traceback
from collections.abc import Sequence

from attrs import define, field

from .engine import GameConfig, new_game
from .engine.base.maps_catalog import MAP_NAMES


@define
class SimulationReport:
    games: int = 0
    finished: int = 0
    errors: int = 0
    decisions: int = 0
    turns: list[int] = field(factory=list)
    seconds: float = 0.0
    decision_times: list[float] = field(factory=list)
    final_vp: list[int] = field(factory=list)
    final_appeal: list[int] = field(factory=list)
    final_conservation: list[int] = field(factory=list)

    def rows(self) -> list[tuple[str, str]]:
        times = sorted(self.decision_times)
        median = statistics.median(times) if times else 0.0
        p99 = times[min(len(times) - 1, int(len(times) * 0.99))] if times else 0.0

        def avg(values: list[int]) -> str:
            return f"{statistics.fmean(values):.1f}" if values else "-"

        return [
            ("games", str(self.games)),
            ("finished games", str(self.finished)),
            ("games with an error", str(self.errors)),
            ("decisions", str(self.decisions)),
            ("games/s", f"{self.games / self.seconds:.2f}" if self.seconds else "-"),
            ("decisions/s", f"{self.decisions / self.seconds:.0f}" if self.seconds else "-"),
            ("median time per decision", f"{median * 1e6:.1f} µs"),
            ("p99 time per decision", f"{p99 * 1e6:.1f} µs"),
            ("average final VP", avg(self.final_vp)),
            ("average final appeal", avg(self.final_appeal)),
            ("average final conservation", avg(self.final_conservation)),
            ("average turns per game", avg(self.turns)),
        ]


def game_config(players: int, seed: int, maps: str) -> GameConfig:
    """`maps`: one map id for every seat, "mixed" (every map in turn), or "draft"."""
    if maps == "draft":
        return GameConfig(players=players, seed=seed, map_draft=True)
    if maps == "mixed":
        ids = tuple(MAP_NAMES)
        return GameConfig(
            players=players,
            seed=seed,
            maps=tuple(ids[(seed + seat) % len(ids)] for seat in range(players)),
        )
    return GameConfig(players=players, seed=seed, maps=(maps,) * players)


def simulate(
    players: int, games: int, seed: int, max_decisions: int, maps: str = "A"
) -> SimulationReport:
    report = SimulationReport()
    clock = time.perf_counter
    start = clock()
    for index in range(games):
        game_seed = seed + index
        chooser = random.Random(game_seed * 7919 + players)
        report.games += 1
        try:
            game = new_game(game_config(players, game_seed, maps))
            made = 0
            while not game.is_over and made < max_decisions:
                decision = game.decision
                assert decision is not None
                choice = chooser.choice(decision.options)
                t0 = clock()
                game.apply(choice)
                report.decision_times.append(clock() - t0)
                made += 1
            report.decisions += made
            report.turns.append(game.state.turn)
            if game.is_over:
                report.finished += 1
                for score in game.scores():
                    report.final_vp.append(score.victory_points)
                    report.final_appeal.append(score.appeal)
                    report.final_conservation.append(score.conservation)
        except Exception:
            report.errors += 1
            print(f"game {index} (seed {game_seed}) raised:", file=sys.stderr)
            traceback.print_exc()
    report.seconds = clock() - start
    return report


def format_table(title: str, rows: Sequence[tuple[str, str]]) -> str:
    width = max(len(name) for name, _ in rows)
    value_width = max(len(value) for _, value in rows)
    rule = "-" * (width + value_width + 5)
    lines = [title, rule]
    lines.extend(f"| {name:<{width}} | {value:>{value_width}}" for name, value in rows)
    lines.append(rule)
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="arknova simulate", description="Play random games and print speed figures."
    )
    parser.add_argument("--players", type=int, default=2, choices=(1, 2, 3, 4))
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-decisions", type=int, default=2000)
    parser.add_argument(
        "--maps",
        default="A",
        choices=(*MAP_NAMES, "mixed", "draft"),
        help='one map for every seat, "mixed" (all maps in turn) or "draft" (advanced setup)',
    )
    args = parser.parse_args(argv)
    if args.games < 1 or args.max_decisions < 1:
        parser.error("--games and --max-decisions must be at least 1")
    report = simulate(args.players, args.games, args.seed, args.max_decisions, args.maps)
    title = (
        f"Random games: {args.players} player(s), seed {args.seed}, "
        f"up to {args.max_decisions} decisions each, maps {args.maps}"
    )
    print(format_table(title, report.rows()))
    return 1 if report.errors else 0
