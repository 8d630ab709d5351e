"""Save and load speed for games of 200, 1,000 and 3,000 decisions.

Run: `python benchmarks/save_speed.py` (one core; prints a table). Saving writes the choice log
and a digest of the state (atomic: temp file, fsync, rename); loading reads the file, replays
every choice through the engine and checks the digest. Random games end after about 600-1,300
decisions, so these games are played by a chooser that never takes an action that scores appeal
(X-token, Cards and Build actions only): the game runs on for as long as asked.

Then the time to refuse hostile files (tests/test_saves.py checks that they are refused, by
counts: a 100 MB file is never opened, a deeply nested one builds no game; the time is here).
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
from arknova_desktop.saves import SaveError, load_game, save_game, state_digest
from arknova_desktop.simulate import format_table

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


HOSTILE = {
    "100 MB file (sparse)": None,  # made by truncate below
    "[ nested 100,000 deep": "[" * 100_000 + "]" * 100_000,
    '{"a": nested 100,000 deep': '{"a":' * 100_000 + "1" + "}" * 100_000,
    "[ nested 100,000 deep, cut": ("[" * 100_000 + "]" * 100_000)[:150_000],
    "save whose choices nest 100 deep": (
        '{"format": "arknova-desktop-save", "version": 2, "choices": ' + "[" * 100 + "]" * 100 + "}"
    ),
}


def refusals(folder: Path) -> str:
    rows = []
    for name, text in HOSTILE.items():
        path = folder / "hostile.json"
        if text is None:
            with path.open("wb") as handle:
                handle.truncate(100 * 1024 * 1024)
        else:
            path.write_text(text, encoding="utf-8")
        times = []
        for _ in range(REPEATS):
            t0 = time.perf_counter()
            try:
                load_game(path)
            except SaveError:
                times.append(time.perf_counter() - t0)
            else:
                raise AssertionError(f"{name}: not refused")
        median, most = statistics.median(times) * 1000, max(times) * 1000
        rows.append((name, f"median {median:.2f} ms, max {most:.2f} ms"))
    return format_table(f"Refusing hostile files (load_game, {REPEATS} runs)", rows)


def main() -> None:
    with tempfile.TemporaryDirectory(prefix="arknova-save-speed-") as folder:
        rows = [measure(size, Path(folder)) for size in SIZES]
        hostile = refusals(Path(folder))
    print(table(rows))
    print()
    print(hostile)


if __name__ == "__main__":
    main()
