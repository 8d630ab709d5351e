"""Engine speed: random decisions per second and the time to list legal options.

Run: `python benchmarks/engine_speed.py` (one core; prints a table). The goal for computer players
that search: at least 2,000 random decisions per second in 2-player games, legal options p99 ≤ 5 ms.
"""

from __future__ import annotations

import random
import statistics
import time

from arknova_desktop.engine import GameConfig, new_game
from arknova_desktop.simulate import format_table


def measure(players: int, games: int, decisions_per_game: int) -> list[tuple[str, str]]:
    apply_times: list[float] = []
    option_times: list[float] = []
    clone_times: list[float] = []
    clock = time.perf_counter
    total = 0
    start = clock()
    for seed in range(games):
        game = new_game(GameConfig(players=players, seed=seed))
        chooser = random.Random(seed)
        for _ in range(decisions_per_game):
            if game.is_over:
                break
            t0 = clock()
            game.advance()  # recomputes the open decision and its legal options
            option_times.append(clock() - t0)
            decision = game.decision
            assert decision is not None
            choice = chooser.choice(decision.options)
            t0 = clock()
            game.apply(choice)
            apply_times.append(clock() - t0)
            total += 1
            if total % 50 == 0:
                t0 = clock()
                game.clone()
                clone_times.append(clock() - t0)
    elapsed = clock() - start

    def p99(values: list[float]) -> float:
        ordered = sorted(values)
        return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]

    return [
        ("players", str(players)),
        ("decisions", str(total)),
        ("decisions/s (incl. option listing)", f"{total / elapsed:,.0f}"),
        ("apply median", f"{statistics.median(apply_times) * 1e6:.1f} µs"),
        ("apply p99", f"{p99(apply_times) * 1e6:.1f} µs"),
        ("legal options median", f"{statistics.median(option_times) * 1e6:.1f} µs"),
        ("legal options p99", f"{p99(option_times) * 1e6:.1f} µs"),
        ("clone median", f"{statistics.median(clone_times) * 1e6:.1f} µs"),
    ]


def main() -> None:
    for players in (1, 2, 3, 4):
        print(format_table(f"Engine speed, {players} player(s)", measure(players, 20, 1000)))
        print()


if __name__ == "__main__":
    main()
