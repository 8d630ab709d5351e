"""The measurements that run inside one tree: benchmarks/trees.py starts each in a fresh child
process as `python -c <this file's text> '<request as JSON>'`, with PYTHONPATH set to the tree and
an empty working directory, so the child imports that tree's own arknova_desktop. It prints one
line of JSON: the request's results and where the package and its data were imported from.

Only the engine API present since commit 9219a91 is used: `GameConfig`, `new_game`,
`game.decision` (`.options`, `.seat`), `game.apply`, `game.is_over`, `game.clone`, and the greedy
player `GreedyBot(seed).choose(decision, game)` (the levels' LookaheadBot, asked for by name, since
issue 24). Every game is seeded and every random choice
comes from `random.Random(seed)`, so a tree plays the same games in every run.

Not a script to run by hand (engine_ratio.py, bot_speed.py and engine_memory.py run it).
"""

from __future__ import annotations

import gc
import hashlib
import json
import random
import sys
import time
import tracemalloc
from collections.abc import Callable
from typing import Any

import arknova_desktop
from arknova_desktop.engine import Game, GameConfig, new_game
from arknova_desktop.resources import data_dir

# The seed of the game set up before any clock starts (imports, card load, first caches): the
# same whatever is asked, so that a run of 0 games is the exact overhead of a run of N.
WARM_SEED = 999_999


def play_games(games: int, players: int, max_decisions: int) -> dict[str, Any]:
    """Seeds 0..games-1, each decision answered uniformly at random; CPU time of the games only
    (each game's set-up included, the imports and the card load not: a first game is set up
    before the clock starts)."""
    new_game(GameConfig(players=players, seed=WARM_SEED))
    gc.collect()
    lengths: list[int] = []
    unfinished = 0
    wall = time.perf_counter()
    cpu = time.process_time()
    for seed in range(games):
        game = new_game(GameConfig(players=players, seed=seed))
        chooser = random.Random(seed)
        made = 0
        while not game.is_over and made < max_decisions:
            decision = game.decision
            assert decision is not None
            game.apply(chooser.choice(decision.options))
            made += 1
        lengths.append(made)
        unfinished += not game.is_over
    cpu = time.process_time() - cpu
    wall = time.perf_counter() - wall
    return {
        "games": games,
        "decisions": sum(lengths),
        "lengths": lengths,
        "unfinished": unfinished,
        "cpu": cpu,
        "wall": wall,
    }


def bot_decisions(
    limit: int,
    max_games: int,
    same_positions: bool = False,
    level: str = "greedy",
    players: int = 2,
) -> dict[str, Any]:
    """A computer player in seat 0 against uniform random choices in the other seats
    (random.Random(1000 + seed)), games from seed 0 on, until `limit` bot decisions: the CPU
    time of each `choose` call, its number of options and a digest of the choices. `level`
    "greedy" is GreedyBot(seed); "easy", "medium" or "hard" a LookaheadBot of that level
    seeded as the app seeds it (bots.thinking: `bot_seed(seat_seed(seed, 0), ply)`), which
    exists since issue 24. `players` 1: the solo game, the bot alone.

    `same_positions`: the bot is asked at seat 0's decisions, but the game goes on with a
    uniformly random choice (random.Random(2000 + seed)), so that two trees whose engines offer
    the same options ask their bots at the very same positions, whatever their look-ahead
    makes of them."""
    choose = _chooser(level)
    warm = new_game(GameConfig(players=players, seed=WARM_SEED))
    assert warm.decision is not None
    choose(WARM_SEED, 0, warm)
    gc.collect()
    times: list[int] = []
    options: list[int] = []
    digest = hashlib.sha256()
    games = 0
    for seed in range(max_games):
        if len(times) >= limit:
            break
        games += 1
        game = new_game(GameConfig(players=players, seed=seed))
        other = random.Random(1000 + seed)
        stand_in = random.Random(2000 + seed)
        ply = 0
        while not game.is_over and len(times) < limit:
            decision = game.decision
            assert decision is not None
            if decision.seat == 0:
                start = time.process_time_ns()
                choice = choose(seed, ply, game)
                times.append(time.process_time_ns() - start)
                options.append(len(decision.options))
                digest.update(repr(choice).encode() + b"\n")
                if same_positions:
                    choice = stand_in.choice(decision.options)
            else:
                choice = other.choice(decision.options)
            game.apply(choice)
            ply += 1
    return {"games": games, "ns": times, "options": options, "digest": digest.hexdigest()}


def _chooser(level: str) -> Callable[[int, int, Game], Any]:
    """choose(game seed, choices made so far, game) -> seat 0's choice, for `level`."""
    if level == "greedy":
        from arknova_desktop.bots.greedy_bot import GreedyBot

        bots: dict[int, GreedyBot] = {}  # one per game, as before levels existed

        def greedy(seed: int, _ply: int, game: Game) -> Any:
            bot = bots.setdefault(seed, GreedyBot(seed))
            assert game.decision is not None
            return bot.choose(game.decision, game)

        return greedy
    from arknova_desktop.bots.lookahead import Level, LookaheadBot
    from arknova_desktop.bots.thinking import bot_seed, seat_seed

    def lookahead(seed: int, ply: int, game: Game) -> Any:
        assert game.decision is not None
        bot = LookaheadBot(Level(level), bot_seed(seat_seed(seed, 0), ply))
        return bot.choose(game.decision, game)

    return lookahead


def _traced() -> int:
    gc.collect()
    return tracemalloc.get_traced_memory()[0]


def _played(players: int, seed: int, decisions: int) -> Game | None:
    """The seeded random game after `decisions` decisions (None if it ends before), with no
    other reference to it or its parts left behind."""
    game = new_game(GameConfig(players=players, seed=seed))
    chooser = random.Random(seed)
    for _ in range(decisions):
        decision = game.decision
        if decision is None:
            return None
        game.apply(chooser.choice(decision.options))
    return game


def memory(seeds: int, points: list[int], players: int) -> dict[str, Any]:
    """For each seed and each number of decisions in `points`: a seeded random game played that
    far, then the bytes freed when its clone is dropped (what a clone keeps) and when the game
    is dropped (what a game keeps). Caches that outlive a game are not counted."""
    warm = new_game(GameConfig(players=players, seed=WARM_SEED))
    warm.clone()
    del warm
    # A full collection also empties CPython's free lists: every object the games make from
    # here on comes from the traced allocator, not from a list filled before tracing began.
    gc.collect()
    tracemalloc.start()
    rows: list[dict[str, int]] = []
    for seed in range(seeds):
        for point in points:
            game = _played(players, seed, point)
            if game is None:
                continue  # the game ended before this point
            twin = game.clone()
            with_twin = _traced()
            del twin
            alone = _traced()
            del game
            gone = _traced()
            rows.append(
                {"seed": seed, "decisions": point, "game": alone - gone, "clone": with_twin - alone}
            )
    tracemalloc.stop()
    return {"rows": rows}


def main() -> None:
    request = json.loads(sys.argv[1])
    probe = request.pop("probe")
    result: dict[str, Any]
    if probe == "games":
        result = play_games(**request)
    elif probe == "bot":
        result = bot_decisions(**request)
    elif probe == "memory":
        result = memory(**request)
    else:
        raise SystemExit(f"unknown probe {probe!r}")
    result["package"] = arknova_desktop.__file__
    result["data"] = str(data_dir())
    print(json.dumps(result))


if __name__ == "__main__":
    main()
