"""The position value of a finished solo game (bots/value.py): its score, as the final scoring
made it (docs/rules.md §1 and §8: the kept final scoring card's points are added to the
conservation track, then the target number is met against appeal)."""

from __future__ import annotations

import random

from arknova_desktop.bots.value import position_value
from arknova_desktop.engine import GameConfig, new_game


def test_a_finished_solo_game_is_worth_its_score() -> None:
    """Its final scoring card's 4 points are on the track by then: the estimate of a game
    still going, which adds the card's standing, would count them a second time."""
    game = new_game(GameConfig(players=1, seed=14))  # ends with a card that scores 4 points
    rng = random.Random(14)
    while game.decision is not None:
        game.apply(rng.choice(game.decision.options))
    assert game.is_over
    assert [s.points for s in game.player_view(0, 0).final_scoring_standing] == [4]
    assert position_value(game, 0) == game.scores()[0].victory_points
