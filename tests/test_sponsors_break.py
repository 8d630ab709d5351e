"""The Sponsors action's break alternative (docs/rules.md §4, §11, §12).

Side I at strength X: advance the break token X spaces and take X money; side II: 2X money. The
full money is paid even if the token needed fewer steps; the player who moves the token onto the
last space gets 1 X-token (not in solo), excess steps are ignored and the break happens after that
player's turn. In solo no token moves but the money is still paid.
"""

from __future__ import annotations

import pytest

from arknova_desktop.engine import Game
from arknova_desktop.engine.base.constants import ANIMALS, ASSOCIATION, BUILD, CARDS, SPONSORS
from arknova_desktop.engine.base.tracks import appeal_income
from arknova_desktop.engine.kernel.choices import ChooseAction, SponsorBreak
from tests.scenario import Position, Seat, arrange, options_of, set_row, started

BREAK_LENGTH = {2: 9, 3: 12, 4: 15}  # docs/rules.md §4


def sponsors_at(slot: int) -> tuple[str, ...]:
    others = [ANIMALS, BUILD, CARDS, ASSOCIATION]
    others.insert(slot - 1, SPONSORS)
    return tuple(others)


def setup(
    slot: int,
    upgraded: bool = False,
    players: int = 4,
    position: int = 0,
    money: int = 10,
    x_tokens: int = 0,
) -> Game:
    game = started(players=players, seed=7)
    arrange(
        game, Position(seats={0: Seat(money=money, x_tokens=x_tokens)}, break_position=position)
    )
    set_row(game, 0, sponsors_at(slot), upgraded=(SPONSORS,) if upgraded else ())
    return game


def use_sponsors(game: Game, x_tokens: int = 0) -> None:
    game.apply(ChooseAction(SPONSORS, x_tokens))
    assert SponsorBreak() in options_of(game, "sponsors")
    game.apply(SponsorBreak())


@pytest.mark.parametrize("strength", [1, 2, 3, 4, 5])
def test_side_one_advances_x_and_pays_x_money(strength: int) -> None:
    game = setup(slot=strength)  # 4 players: the track has 15 spaces, no break
    use_sponsors(game)
    assert game.state.players[0].money == 10 + strength
    assert game.state.break_track.position == strength
    assert not game.state.break_pending


@pytest.mark.parametrize("strength", [1, 2, 3, 4, 5])
def test_side_two_advances_x_and_pays_double_money(strength: int) -> None:
    game = setup(slot=strength, upgraded=True)
    use_sponsors(game)
    assert game.state.players[0].money == 10 + 2 * strength
    assert game.state.break_track.position == strength


@pytest.mark.parametrize(("upgraded", "money"), [(False, 7), (True, 14)])
def test_strength_above_five_pays_in_full(upgraded: bool, money: int) -> None:
    game = setup(slot=5, upgraded=upgraded, x_tokens=2)  # strength 7
    use_sponsors(game, x_tokens=2)
    assert game.state.players[0].money == 10 + money
    assert game.state.players[0].x_tokens == 0
    assert game.state.break_track.position == 7


@pytest.mark.parametrize(("upgraded", "slot", "money"), [(False, 4, 4), (True, 5, 10)])
def test_full_money_when_fewer_steps_were_needed(upgraded: bool, slot: int, money: int) -> None:
    game = setup(slot=slot, upgraded=upgraded, players=2, position=8)  # 1 step to the end
    use_sponsors(game)
    state = game.state
    assert state.players[0].money == 10 + money
    assert state.break_track.position == 9  # excess steps ignored


@pytest.mark.parametrize("players", [2, 3, 4])
def test_reaching_the_last_space_triggers_a_break_after_the_turn(players: int) -> None:
    length = BREAK_LENGTH[players]
    game = setup(slot=3, players=players, position=length - 1)
    state = game.state
    assert state.break_track.length == length
    use_sponsors(game)
    # Every player holds 4 cards: the break starts with hand-limit discards, the trigger first.
    options_of(game, "hand_limit_discard")
    assert game.decision is not None and game.decision.seat == 0
    assert state.break_track.position == length
    assert state.players[0].money == 10 + 3
    assert state.players[0].x_tokens == 1  # the trigger's X-token
    assert all(p.x_tokens == 0 for p in state.players[1:])
    assert state.breaks == 0


def test_break_pending_is_set_and_the_break_runs_after_the_turn() -> None:
    game = setup(slot=2, players=2, position=8)
    state = game.state
    game.apply(ChooseAction(SPONSORS, 0))
    assert not state.break_pending
    game.apply(SponsorBreak())
    assert state.break_pending
    assert state.break_trigger_seat == 0
    # Break step 1: hand limit 3 for both players, in order from the trigger.
    for seat in (0, 1):
        decision = options_of(game, "hand_limit_discard")
        assert game.decision is not None and game.decision.seat == seat
        game.apply(decision[0])
    assert state.breaks == 1
    assert not state.break_pending
    assert state.break_track.position == 0
    # Play resumes with the next player after the trigger.
    assert game.decision is not None
    assert (game.decision.kind, game.decision.seat) == ("choose_action", 1)
    # Sponsors money 2 + X-token 1, then break income by appeal (seat 0 starts at appeal 0).
    assert state.players[0].money == 10 + 2 + appeal_income(0)
    assert appeal_income(0) == 5
    assert state.players[0].x_tokens == 1


def test_no_break_while_token_short_of_the_end() -> None:
    game = setup(slot=4, players=2, position=4)
    use_sponsors(game)
    state = game.state
    assert state.break_track.position == 8
    assert not state.break_pending
    assert state.players[0].x_tokens == 0
    assert game.decision is not None
    assert (game.decision.kind, game.decision.seat) == ("choose_action", 1)


@pytest.mark.parametrize(("upgraded", "slot", "money"), [(False, 3, 3), (True, 4, 8)])
def test_solo_pays_the_money_without_moving_a_token(upgraded: bool, slot: int, money: int) -> None:
    game = setup(slot=slot, upgraded=upgraded, players=1)
    state = game.state
    use_sponsors(game)
    # Solo: no break token; Sponsors II at X=4 still gives 8 money (docs/rules.md §11).
    assert state.players[0].money == 10 + money
    assert state.break_track.position == 0
    assert not state.break_pending
    assert state.players[0].x_tokens == 0
    assert state.breaks == 0
    assert game.decision is not None
    assert (game.decision.kind, game.decision.seat) == ("choose_action", 0)
