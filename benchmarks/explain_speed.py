"""What the window asks after every choice: `game.explain(seat)` on a mid-game position, and the
one-time load of cards.json. These figures were asserted by tests once (explain under 20 ms, the
card load under 50 ms); a test measures no time now, and what they guarded is here.

Run: `python benchmarks/explain_speed.py` (one core; prints a table). The position: a 4-player
game of uniformly random choices (seed 21, a different map per seat) after 240 decisions, the one
tests/test_explain.py explains. The placement caches are warm, as in a running game.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from functools import partial

from arknova_desktop.engine import Game, GameConfig, new_game
from arknova_desktop.engine.base.maps_catalog import MAP_NAMES
from arknova_desktop.engine.catalog.cards import load_cards
from arknova_desktop.resources import data_path
from arknova_desktop.simulate import format_table

PLAYERS, SEED, STEPS = 4, 21, 240
REPEATS = 50


def mid_game() -> Game:
    ids = tuple(MAP_NAMES)
    maps = tuple(ids[(SEED + s) % len(ids)] for s in range(PLAYERS))
    game = new_game(GameConfig(players=PLAYERS, seed=SEED, maps=maps))
    chooser = random.Random(SEED * 7 + PLAYERS)
    for _ in range(STEPS - 1):
        decision = game.decision
        assert decision is not None, "the game ended early"
        game.apply(chooser.choice(decision.options))
    return game


def timed(action: Callable[[], object], repeats: int) -> list[float]:
    clock = time.perf_counter
    times = []
    for _ in range(repeats):
        t0 = clock()
        action()
        times.append(clock() - t0)
    return times


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms"


def main() -> None:
    game = mid_game()
    for seat in range(PLAYERS):
        game.explain(seat)  # warm the placement caches, as a running game has them
    rows = [("position", f"{PLAYERS} players, turn {game.state.turn}")]
    for seat in range(PLAYERS):
        times = timed(partial(game.explain, seat), REPEATS)
        rows.append(
            (
                f"explain seat {seat + 1}",
                f"median {ms(statistics.median(times))}, max {ms(max(times))}",
            )
        )
    cards = data_path("cards.json")
    times = timed(lambda: load_cards(cards), 10)
    rows.append(("load cards.json", f"median {ms(statistics.median(times))}, max {ms(max(times))}"))
    print(format_table(f"Explain and card load (median and max of {REPEATS} / 10 runs)", rows))


if __name__ == "__main__":
    main()
