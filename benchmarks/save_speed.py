"""Save and load speed for games of 200, 1,000 and 3,000 decisions.

Run: `python benchmarks/save_speed.py` (one core; prints a table). Saving writes the choice log
and a digest of the state (atomic: temp file, fsync, rename); loading reads the file, replays
every choice through the engine and checks the digest. Random games end after about 600-1,300
decisions, so these games are played by a chooser that never takes an action that scores appeal
(X-token, Cards and Build actions only): the game runs on for as long as asked.
"""

from __future__ import annotations

import json
import random
import statistics
import tempfile
import time
from pathlib import Path

from arknova_desktop.engine import Game, GameConfig, new_game
from arknova_desktop.engine.kernel.choices import Choice
from arknova_desktop.saves import load_game, save_game, state_digest

SIZES = (200, 1000, 3000)
PLAYERS = 2
REPEATS = 7


def long_game(decisions: int, seed: int = 1) -> tuple[GameConfig, list[Choice], Game]:
    config = GameConfig(players=PLAYERS, seed=seed)
    game = new_game(config)
    chooser = random.Random(seed)
    log: list[Choice] = []
    while len(log) < decisions:
        decision = game.decision
        if decision is None:
            raise RuntimeError(f"the game ended after {len(log)} decisions")
        options = decision.options
        if decision.kind == "choose_action":
            slow = [
                o
                for o in options
                if o.kind == "x_token_action" or getattr(o, "action", "") in ("cards", "build")
            ]
            options = tuple(slow) or options
        choice = chooser.choice(options)
        game.apply(choice)
        log.append(choice)
    return config, log, game


def median_ms(values: list[float]) -> str:
    return f"{statistics.median(values) * 1000:.1f} ms"


def measure(decisions: int, folder: Path) -> list[str]:
    config, log, game = long_game(decisions)
    seats = ("human",) * PLAYERS
    path = folder / f"game_{decisions}.json"
    clock = time.perf_counter
    save_times, load_times, digest_times = [], [], []
    for _ in range(REPEATS):
        t0 = clock()
        state_digest(game)
        digest_times.append(clock() - t0)
        t0 = clock()
        save_game(path, config, seats, log, game)
        save_times.append(clock() - t0)
    for _ in range(max(3, REPEATS // 2)):
        t0 = clock()
        loaded = load_game(path)
        load_times.append(clock() - t0)
    assert state_digest(loaded.game) == state_digest(game)
    assert len(json.loads(path.read_text(encoding="utf-8"))["choices"]) == decisions
    size = path.stat().st_size
    return [
        f"{decisions:,}",
        f"{size / 1024:,.0f} KB",
        median_ms(save_times),
        median_ms(digest_times),
        median_ms(load_times),
        f"{statistics.median(load_times) / decisions * 1e6:.0f} µs",
    ]


def table(rows: list[list[str]]) -> str:
    header = ["decisions", "file", "save", "of which digest", "load (replay)", "load/decision"]
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(header)]

    def line(cells: list[str]) -> str:
        return "| " + " | ".join(c.rjust(w) for c, w in zip(cells, widths, strict=True)) + " |"

    rule = "-" * len(line(header))
    title = f"Save and load speed, {PLAYERS} players (median of {REPEATS} saves, 3 loads)"
    return "\n".join([title, rule, line(header), rule, *map(line, rows), rule])


def main() -> None:
    with tempfile.TemporaryDirectory(prefix="arknova-save-speed-") as folder:
        rows = [measure(size, Path(folder)) for size in SIZES]
    print(table(rows))


if __name__ == "__main__":
    main()
