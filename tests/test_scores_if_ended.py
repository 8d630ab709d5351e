"""`Game.scores_if_ended`: the final scoring of a position as if the game ended now (a concession
shows it), docs/rules.md §1 "Victory points, end and tie-break" and §8 (final scoring cards)."""

from __future__ import annotations

import pytest

from arknova_desktop.engine import ScoreSource
from tests.scenario import Position, Seat, arrange, set_seat, started
from tests.test_end_game import finish, one_card_each, trigger_end


def target(conservation: int) -> int:
    """docs/rules.md §1: 114 − 2c up to 10, 124 − 3c above."""
    return 114 - 2 * conservation if conservation <= 10 else 124 - 3 * conservation


def test_the_better_final_scoring_card_counts_and_nothing_changes() -> None:
    """Mid-game, both cards still held: Favorite Zoo (F007, reputation 6/9/12/15) at reputation
    12 gives 3 CP, Conservation Zoo (F005, supported projects 3/4/5/6) at 4 projects gives 1 CP:
    the 3 count, once."""
    game = started(players=2, seed=5)
    set_seat(game, 0, appeal=40, conservation=8, reputation=12, supported_projects=4)
    set_seat(game, 0, final_scoring=("F005", "F007"))
    before = game.scores()
    score = game.scores_if_ended()[0]
    assert score.conservation == 8 + 3
    assert score.target == target(11) == 91
    assert score.victory_points == 40 - 91
    cards = [
        (i.card, i.conservation) for i in score.items if i.source is ScoreSource.FINAL_SCORING_CARD
    ]
    assert cards == [("F007", 3)]
    # The game itself goes on untouched.
    assert not game.is_over and game.decision is not None
    assert game.state.players[0].final_scoring == ("F005", "F007")
    assert game.scores() == before
    assert game.state.players[0].conservation == 8


def test_the_same_as_the_real_end_when_nothing_is_left_to_happen() -> None:
    """The last turns change nothing (X-token actions, one card each): the real final scoring
    gives what the position's scoring said."""
    game = started(players=3, seed=5)
    one_card_each(game, {0: "F007"})
    trigger_end(game, 2)
    positions = {0: (64, 20, 1, 12), 1: (70, 18, 3, 2), 2: (104, 5, 2, 2)}
    seats = {
        seat: Seat(appeal=a, conservation=c, supported_projects=p, reputation=r)
        for seat, (a, c, p, r) in positions.items()
    }
    arrange(game, Position(seats=seats))
    now = game.scores_if_ended()
    finish(game)
    assert game.is_over
    assert now == game.scores()
    # Seat 0: 20 + 3 CP (reputation 12) → target 55, VP 9; seat 1: 70 − 70 = 0; seat 2: 0.
    assert [s.victory_points for s in now] == [9, 0, 0]
    assert [s.winner for s in now] == [True, False, False]


@pytest.mark.parametrize(
    ("positions", "out", "won"),
    [
        # The one who gave up had the most points: the best of the others wins.
        ([(90, 20, 0), (64, 20, 0)], 0, (False, True)),
        # Among the others, 0 VP each: the tie goes to the most supported projects (seat 2).
        ([(100, 20, 0), (64, 20, 1), (64, 20, 3)], 0, (False, False, True)),
        # Still equal: shared.
        ([(64, 20, 2), (100, 20, 0), (64, 20, 2)], 1, (True, False, True)),
        # Nobody gave up: the usual winner.
        ([(90, 20, 0), (64, 20, 0)], None, (True, False)),
    ],
)
def test_the_winner_is_the_best_of_the_others(
    positions: list[tuple[int, int, int]], out: int | None, won: tuple[bool, ...]
) -> None:
    game = started(players=len(positions), seed=5)
    one_card_each(game, {})  # F008 with no sponsors: 0 CP
    seats = {
        seat: Seat(appeal=a, conservation=c, supported_projects=p)
        for seat, (a, c, p) in enumerate(positions)
    }
    arrange(game, Position(seats=seats))
    scores = game.scores_if_ended(out)
    assert [s.victory_points for s in scores] == [a - target(c) for a, c, _ in positions]
    assert tuple(s.winner for s in scores) == won


def test_a_solo_game_given_up_is_lost() -> None:
    game = started(players=1, seed=5)
    set_seat(game, 0, appeal=100, conservation=20)  # 36 VP: a win, had it ended normally
    assert game.scores_if_ended()[0].winner
    assert not game.scores_if_ended(0)[0].winner
