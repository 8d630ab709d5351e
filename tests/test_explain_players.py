"""explain_players: the things of a decision about players (whom an effect hits on a tie, what a
pilfered player gives) on the players' boards, and WAZA's small or large animals on the deck —
each the Choice it stands for, lit when it is an option, else with the engine's reason."""

from __future__ import annotations

import random

import pytest

from arknova_desktop.engine import (
    PART_ACTION,
    PART_BOARD,
    PART_HAND,
    PART_MONEY,
    PART_MORE_X,
    ChooseAction,
    Game,
    GameConfig,
    Reason,
    Unusable,
    new_game,
)
from arknova_desktop.engine.kernel.choices import ChooseVictim, GiveCard, TakeBonus
from arknova_desktop.engine.kernel.state import ActionCard
from tests.abilities_scenario import ENC_2, new, play_animal, ready
from tests.scenario import Position, Seat, arrange, play, set_seat
from tests.sponsor_scenario import on_top, play_sponsor, setup
from tests.test_abilities_interactive import OTHER_ROW


def standing(game: Game, seat: int, appeal: int) -> None:
    set_seat(game, seat, appeal=appeal, action_cards=tuple(ActionCard(a) for a in OTHER_ROW))


def pilfer_tie(players: int = 4) -> Game:
    """Seat 0 plays Barbary Macaque (Pilfering 1); seats 1 and 2 share the most appeal, seat 3
    (if any) has less."""
    game = new(players=players)
    standing(game, 1, 20)
    standing(game, 2, 20)
    if players > 3:
        standing(game, 3, 10)
    for seat in (1, 2):
        set_seat(game, seat, money=12)
    set_seat(game, 0, partner_zoos=("africa",))
    ready(game, "A456", ENC_2)
    play_animal(game, "A456", ENC_2)
    return game


def test_the_tied_leaders_boards_are_lit_and_the_others_say_why_not() -> None:
    game = pilfer_tie()
    decision = game.decision
    assert decision is not None and decision.kind == "choose_victim"
    found = {(o.choice, o.board, o.part): o.reason for o in game.player_options(0)}
    assert found == {
        (ChooseVictim(1), 1, PART_BOARD): None,
        (ChooseVictim(2), 2, PART_BOARD): None,
        (ChooseVictim(3), 3, PART_BOARD): Reason(Unusable.NOT_A_TARGET),
    }
    assert game.player_options(1) == ()  # not seat 1's decision
    assert game.deck_options(0) == ()


def test_the_pilfered_player_gives_from_the_hand_or_the_money_of_their_board() -> None:
    game = pilfer_tie(players=3)
    play(game, ChooseVictim(2))
    decision = game.decision
    assert decision is not None and decision.kind == "pilfered" and decision.seat == 2
    set_seat(game, 2, hand=("S210",))
    options = game.player_options(2)
    assert [(o.choice, o.board, o.part, o.reason) for o in options] == [
        (GiveCard(True), 2, PART_HAND, None),
        (GiveCard(False), 2, PART_MONEY, None),
    ]
    for option in options:
        assert decision.allows(option.choice)


@pytest.mark.parametrize(
    ("hand", "money", "dimmed", "reason"),
    [
        ((), 9, GiveCard(True), Reason(Unusable.NOTHING_TO_TAKE, detail="hand")),
        (("S210",), 3, GiveCard(False), Reason(Unusable.NOT_ENOUGH_MONEY, 5, 3)),
    ],
)
def test_an_empty_hand_or_too_little_money_is_dimmed_with_its_reason(
    hand: tuple[str, ...], money: int, dimmed: GiveCard, reason: Reason
) -> None:
    game = new()
    standing(game, 1, 20)
    arrange(
        game,
        Position(seats={1: Seat(hand=hand, money=money), 0: Seat(partner_zoos=("africa",))}),
    )
    ready(game, "A456", ENC_2)  # Barbary Macaque, Pilfering 1
    play_animal(game, "A456", ENC_2)
    decision = game.decision
    assert decision is not None and decision.options == (GiveCard(not dimmed.card),)
    reasons = {o.choice: o.reason for o in game.player_options(1)}
    assert reasons == {dimmed: reason, GiveCard(not dimmed.card): None}


def test_waza_sizes_are_on_the_deck() -> None:
    game = setup(("S227",), upgraded=("sponsors",), reputation=6)
    on_top(game, "S220", "A466", "A401", "A405")
    play_sponsor(game, "S227")
    decision = game.decision
    assert decision is not None and decision.kind == "animal_size"
    options = game.deck_options(0)
    assert [(o.choice, o.reason) for o in options] == [
        (TakeBonus("small"), None),
        (TakeBonus("large"), None),
    ]
    assert game.player_options(0) == ()
    assert game.board_options(0) == ()


def test_a_hypnosis_lights_the_cards_it_reaches_on_the_hypnotised_players_board() -> None:
    # A seeded random game at its first Hypnosis with cards out of reach (seed 7, 2 players).
    game = new_game(GameConfig(players=2, seed=7, maps=("A", "A")))
    rng = random.Random(7)
    for _ in range(276):
        decision = game.decision
        assert decision is not None
        game.apply(rng.choice(decision.options))
    decision = game.decision
    assert decision is not None and decision.kind == "hypnosis"
    victim = 1 - decision.seat
    options = game.player_options(decision.seat)
    cards = game.state.players[victim].action_cards
    cards_parts = [o.part for o in options if PART_MORE_X not in o.part]
    assert cards_parts == [PART_ACTION + c.action for c in cards]
    assert all(o.board == victim for o in options)
    # Every use of the decision is on the board: with the fewest X-tokens on the card's own part,
    # each use with more X-tokens on a part of its own.
    uses = {o for o in decision.options if isinstance(o, ChooseAction)}
    assert {o.choice for o in options if o.reason is None} == uses
    for option in (o for o in options if PART_MORE_X in o.part):
        assert isinstance(option.choice, ChooseAction)
        assert (
            option.part
            == f"{PART_ACTION}{option.choice.action}{PART_MORE_X}{option.choice.x_tokens}"
        )
    lit = [o for o in options if o.reason is None and PART_MORE_X not in o.part]
    for option in lit:  # each its use with the fewest X-tokens
        assert isinstance(option.choice, ChooseAction) and decision.allows(option.choice)
        fewer = [
            o
            for o in decision.options
            if isinstance(o, ChooseAction) and o.action == option.choice.action
        ]
        assert option.choice.x_tokens == min(o.x_tokens for o in fewer)
    assert {getattr(o.choice, "action", None) for o in lit} == {
        o.action for o in decision.options if isinstance(o, ChooseAction)
    }
    out = [o for o in options if o.reason is not None]
    assert [o.reason for o in out] == [
        Reason(Unusable.BEYOND_REACH, 3, 4),
        Reason(Unusable.BEYOND_REACH, 3, 5),
    ]


def test_a_hypnosis_with_x_tokens_to_spare_has_a_part_for_each_stronger_use() -> None:
    game = new_game(GameConfig(players=2, seed=7, maps=("A", "A")))
    rng = random.Random(7)
    for _ in range(276):  # the same first Hypnosis as above
        decision = game.decision
        assert decision is not None
        game.apply(rng.choice(decision.options))
    decision = game.decision
    assert decision is not None and decision.kind == "hypnosis"
    set_seat(game, decision.seat, x_tokens=2)  # now each card it reaches can be made stronger
    game.advance()
    decision = game.decision
    assert decision is not None and decision.kind == "hypnosis"
    options = game.player_options(decision.seat)
    uses = {o for o in decision.options if isinstance(o, ChooseAction)}
    assert {o.choice for o in options if o.reason is None} == uses
    more = [o for o in options if PART_MORE_X in o.part]
    assert more, "with 2 X-tokens to spare there are stronger uses"
    for option in more:
        assert isinstance(option.choice, ChooseAction) and option.reason is None
        fewest = min(u.x_tokens for u in uses if u.action == option.choice.action)
        assert option.choice.x_tokens > fewest
        assert option.part == PART_ACTION + option.choice.action + PART_MORE_X + str(
            option.choice.x_tokens
        )
