"""What a conservation point is worth in the position value (bots/value.py). On the tracks a point
up to 10 moves the target number by 2 and a point past 10 by 3 (docs/rules.md §1: 114 − 2c up to
10, 124 − 3c beyond). Most games end past 10, so every point a seat gains will count 3 at its
end; the solo value counts it so (docs/bots.md, "A conservation point counts 3"), the value
against others as the tracks do."""

from __future__ import annotations

import pytest

from arknova_desktop.bots.value import position_value
from arknova_desktop.engine import Game
from tests.test_bot_levels import played

# 12 random steps into a game: far from its end (against others the turns left are estimated
# from the gap to the scoring area, which one point moves too little to matter there).
EARLY = 12


def one_more_point(game: Game, conservation: int) -> float:
    """What a conservation point at `conservation` adds to seat 0's value, nothing else changed."""
    values = []
    for points in (conservation, conservation + 1):
        twin = game.clone()
        twin.state.players[0].conservation = points
        values.append(position_value(twin, 0))
    return values[1] - values[0]


@pytest.mark.parametrize("conservation", [0, 4, 9, 10, 15])
def test_the_solo_value_counts_every_conservation_point_at_three(conservation: int) -> None:
    assert one_more_point(played(1, 31, EARLY), conservation) == pytest.approx(3.0)


@pytest.mark.parametrize(("conservation", "worth"), [(0, 2.0), (9, 2.0), (10, 3.0), (15, 3.0)])
def test_against_others_a_conservation_point_counts_as_on_the_tracks(
    conservation: int, worth: float
) -> None:
    assert one_more_point(played(2, 31, EARLY), conservation) == pytest.approx(worth)
