"""Computer players: they only ever choose one of the open decision's options, and the greedy
player (the app's computer opponent) plays clearly better than random choices."""

from __future__ import annotations

import statistics

import pytest

from arknova_desktop.bots import GreedyBot, RandomBot
from arknova_desktop.engine import GameConfig, new_game

pytestmark = pytest.mark.slow  # whole games played by the bots: about 20 s


def play(seed: int, players: int = 2) -> tuple[int, ...]:
    game = new_game(GameConfig(players=players, seed=seed))
    bots = {0: GreedyBot(seed), **{s: RandomBot(seed + s) for s in range(1, players)}}
    while not game.is_over:
        decision = game.decision
        assert decision is not None
        choice = bots[decision.seat].choose(decision, game)
        assert decision.allows(choice)
        game.apply(choice)
    return tuple(score.victory_points for score in game.scores())


def test_greedy_beats_random_on_average() -> None:
    results = [play(seed) for seed in range(5)]
    margin = statistics.fmean(greedy - rand for greedy, rand in results)
    assert margin > 20, results  # measured: about +40 victory points a game


def test_greedy_solo_game_ends_and_scores() -> None:
    (vp,) = play(5, players=1)
    assert vp > -94  # better than never scoring a point from the 20-appeal start
