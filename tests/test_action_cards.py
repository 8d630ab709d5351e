"""The action card row (docs/rules.md §12 and the token rules of §9; docs/rulings.md point 1).

Strength = slot number + 1 per X-token spent (−2 with a Constriction token); after the action the
used card goes to slot 1 and the cards left of it shift right; the X-token action; upgrades;
Multiplier, Venom and Constriction tokens. Only the Cards and Sponsors actions are in the engine so
far, so the other three cards are never offered as actions (only as the X-token action).
"""

from __future__ import annotations

import pytest

from arknova_desktop.engine import Game, IllegalChoice
from arknova_desktop.engine.base.constants import (
    ANIMALS,
    ASSOCIATION,
    BONUS_UPGRADE,
    BONUS_WORKER,
    BUILD,
    CARDS,
    SPONSORS,
)
from arknova_desktop.engine.kernel.choices import (
    ChooseAction,
    DiscardCard,
    PlaceToken,
    RepeatAction,
    Skip,
    SponsorBreak,
    TakeBonus,
    TakeXToken,
    UpgradeAction,
)
from arknova_desktop.engine.kernel.state import ActionCard
from arknova_desktop.engine.rules import gains
from arknova_desktop.engine.rules.bonuses import PlaceMultiplier
from tests.scenario import (
    Position,
    Seat,
    arrange,
    options_of,
    set_row,
    set_seat,
    set_shared,
    started,
)

ROW = (ANIMALS, BUILD, CARDS, ASSOCIATION, SPONSORS)


def row_of(game: Game, seat: int = 0) -> tuple[str, ...]:
    return tuple(c.action for c in game.state.players[seat].action_cards)


def card(game: Game, action: str, seat: int = 0) -> ActionCard:
    return game.state.players[seat].action_card(action)


def with_sponsors_at(slot: int) -> tuple[str, ...]:
    others = [ANIMALS, BUILD, CARDS, ASSOCIATION]
    others.insert(slot - 1, SPONSORS)
    return tuple(others)


def put_cards(game: Game, cards: list[ActionCard], seat: int = 0) -> None:
    set_seat(game, seat, action_cards=tuple(cards))


def fresh(money: int = 20, x_tokens: int = 0, players: int = 2) -> Game:
    game = started(players=players, seed=3)
    set_seat(game, 0, money=money, x_tokens=x_tokens)
    return game


# ---------------------------------------------------------------------------------------------
# The choose_action decision
# ---------------------------------------------------------------------------------------------


# With no animal in hand the Animals card is never offered. Build is offered: on Map A a size-1
# building fits next to the starting kiosk and enclosure at any strength. Association (slot 4)
# has its reputation task (value 2) open.
OFFERED = (BUILD, CARDS, ASSOCIATION, SPONSORS)
NO_ANIMALS = ("S201", "S202")


def without_animals(game: Game) -> Game:
    set_seat(game, 0, hand=NO_ANIMALS)
    return game


def test_options_with_no_x_tokens_are_cards_sponsors_and_every_x_token_action() -> None:
    game = without_animals(fresh(x_tokens=0))
    set_row(game, 0, ROW)
    decision = game.decision
    assert decision is not None and decision.kind == "choose_action" and decision.seat == 0
    expected = {ChooseAction(a, 0) for a in OFFERED} | {TakeXToken(a) for a in ROW}
    assert set(decision.options) == expected
    assert len(decision.options) == len(expected)


def test_options_with_two_x_tokens_offer_zero_one_or_two_tokens_per_action() -> None:
    game = without_animals(fresh(x_tokens=2))
    set_row(game, 0, ROW)
    expected = {ChooseAction(a, x) for a in OFFERED for x in (0, 1, 2)} | {
        TakeXToken(a) for a in ROW
    }
    options = options_of(game, "choose_action")
    assert set(options) == expected
    assert len(options) == len(expected)


def test_no_x_token_action_when_holding_five_x_tokens() -> None:
    game = without_animals(fresh(x_tokens=5))
    set_row(game, 0, ROW)
    options = options_of(game, "choose_action")
    # X-token action not allowed at 5 X-tokens (docs/rules.md §12).
    assert not any(isinstance(o, TakeXToken) for o in options)
    assert set(options) == {ChooseAction(a, x) for a in OFFERED for x in range(6)}
    with pytest.raises(IllegalChoice):
        game.apply(TakeXToken(ANIMALS))


# ---------------------------------------------------------------------------------------------
# Strength and X-tokens
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("slot", "x_tokens_held", "spent", "strength"),
    [
        (3, 2, 2, 5),  # slot 3 + 2 X-tokens = 5
        (1, 0, 0, 1),
        (4, 3, 1, 5),
        (5, 3, 3, 8),  # strength may exceed 5
        (2, 5, 5, 7),
    ],
)
def test_strength_is_slot_plus_x_tokens_spent(
    slot: int, x_tokens_held: int, spent: int, strength: int
) -> None:
    game = started(players=4, seed=3)  # break track length 15: no break in the way
    player = game.state.players[0]
    set_seat(game, 0, money=10, x_tokens=x_tokens_held)
    set_row(game, 0, with_sponsors_at(slot))
    game.apply(ChooseAction(SPONSORS, spent))
    # The X-tokens spent are paid.
    assert player.x_tokens == x_tokens_held - spent
    game.apply(SponsorBreak())
    # Sponsors I break alternative: X money at strength X (docs/rules.md §12).
    assert player.money == 10 + strength
    assert game.state.break_track.position == strength


def test_every_held_x_token_may_be_spent_even_beyond_strength_five() -> None:
    game = fresh(x_tokens=3)
    set_row(game, 0, with_sponsors_at(5))
    options = options_of(game, "choose_action")
    spends = {o.x_tokens for o in options if isinstance(o, ChooseAction) and o.action == SPONSORS}
    assert spends == {0, 1, 2, 3}


# ---------------------------------------------------------------------------------------------
# The used card goes to slot 1
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("before", "after"),
    [
        (
            (ANIMALS, BUILD, CARDS, ASSOCIATION, SPONSORS),
            (SPONSORS, ANIMALS, BUILD, CARDS, ASSOCIATION),
        ),
        (
            (ANIMALS, SPONSORS, CARDS, ASSOCIATION, BUILD),
            (SPONSORS, ANIMALS, CARDS, ASSOCIATION, BUILD),
        ),
        (
            (SPONSORS, ANIMALS, BUILD, CARDS, ASSOCIATION),
            (SPONSORS, ANIMALS, BUILD, CARDS, ASSOCIATION),
        ),
        (
            (BUILD, CARDS, SPONSORS, ANIMALS, ASSOCIATION),
            (SPONSORS, BUILD, CARDS, ANIMALS, ASSOCIATION),
        ),
    ],
)
def test_used_card_moves_to_slot_one_and_cards_left_of_it_shift_right(
    before: tuple[str, ...], after: tuple[str, ...]
) -> None:
    game = started(players=4, seed=3)
    set_row(game, 0, before)
    game.apply(ChooseAction(SPONSORS, 0))
    assert row_of(game) == before  # the card moves only after the action
    game.apply(SponsorBreak())
    assert row_of(game) == after


def test_cards_action_card_moves_to_slot_one_after_the_discard() -> None:
    game = started(players=2, seed=3)
    set_row(game, 0, (BUILD, SPONSORS, CARDS, ANIMALS, ASSOCIATION))
    game.apply(ChooseAction(CARDS, 0))  # strength 3, side I: draw 2, discard 1
    decision = options_of(game, "discard_card")
    assert row_of(game) == (BUILD, SPONSORS, CARDS, ANIMALS, ASSOCIATION)
    game.apply(decision[0])
    assert row_of(game) == (CARDS, BUILD, SPONSORS, ANIMALS, ASSOCIATION)


# ---------------------------------------------------------------------------------------------
# The X-token action
# ---------------------------------------------------------------------------------------------


def test_x_token_action_moves_card_to_slot_one_and_gives_one_x_token_only() -> None:
    game = fresh(money=20, x_tokens=2)
    set_row(game, 0, ROW)
    state = game.state
    player = state.players[0]
    hand, display, deck = player.hand, state.display, list(state.deck)
    game.apply(TakeXToken(ASSOCIATION))
    assert row_of(game) == (ASSOCIATION, ANIMALS, BUILD, CARDS, SPONSORS)
    assert player.x_tokens == 3
    # No other effect: money, hand, display, deck, break track unchanged; the turn is over.
    assert player.money == 20
    assert player.hand == hand
    assert state.display == display
    assert state.deck == deck
    assert state.break_track.position == 0
    assert game.decision is not None and game.decision.seat == 1
    assert game.decision.kind == "choose_action"


def test_x_token_action_with_the_card_in_slot_one_keeps_the_order() -> None:
    game = fresh(x_tokens=4)
    set_row(game, 0, ROW)
    game.apply(TakeXToken(ANIMALS))
    assert row_of(game) == ROW
    assert game.state.players[0].x_tokens == 5


# ---------------------------------------------------------------------------------------------
# Upgrades
# ---------------------------------------------------------------------------------------------


def test_upgrade_decision_offers_only_side_one_cards_and_flips_in_place() -> None:
    game = fresh()
    set_row(game, 0, ROW, upgraded=(CARDS, SPONSORS))
    player = game.state.players[0]
    set_seat(game, 0, reputation=4)
    gains.gain_reputation(game, 0, 1)  # reputation 5: upgrade an action card (docs/rules.md §3)
    game.advance()
    options = options_of(game, "upgrade")
    assert set(options) == {
        UpgradeAction(ANIMALS),
        UpgradeAction(BUILD),
        UpgradeAction(ASSOCIATION),
    }
    game.apply(UpgradeAction(BUILD))
    assert row_of(game) == ROW  # stays in its slot
    assert [c.upgraded for c in player.action_cards] == [False, True, True, False, True]
    assert player.upgrades_taken == 1
    assert game.decision is not None and game.decision.kind == "choose_action"


def test_at_most_four_upgrades_the_fifth_source_gives_none() -> None:
    game = fresh()
    set_row(game, 0, ROW, upgraded=(ANIMALS, BUILD, CARDS))
    player = game.state.players[0]
    set_seat(game, 0, upgrades_taken=3, reputation=4)
    gains.gain_reputation(game, 0, 1)  # 4th upgrade source
    game.advance()
    game.apply(UpgradeAction(SPONSORS))
    assert player.upgrades_taken == 4
    # Conservation 2 (upgrade or worker): a 5th upgrade is impossible (docs/rules.md §12),
    # so only the worker is left although Association is still on side I.
    gains.gain_conservation(game, 0, 2)
    game.advance()
    assert set(options_of(game, "conservation_bonus")) == {TakeBonus(BONUS_WORKER)}
    assert TakeBonus(BONUS_UPGRADE) not in options_of(game)


def test_reputation_upgrade_after_four_upgrades_gives_nothing() -> None:
    game = fresh()
    set_row(game, 0, ROW, upgraded=(ANIMALS, BUILD, CARDS, SPONSORS))
    player = game.state.players[0]
    set_seat(game, 0, upgrades_taken=4, reputation=4)
    gains.gain_reputation(game, 0, 1)
    game.advance()
    assert game.decision is not None and game.decision.kind == "choose_action"
    assert not card(game, ASSOCIATION).upgraded
    assert player.upgrades_taken == 4


# ---------------------------------------------------------------------------------------------
# Multiplier
# ---------------------------------------------------------------------------------------------


def place_multiplier(game: Game, action: str) -> None:
    game.push(PlaceMultiplier(0))
    game.advance()
    assert set(options_of(game, "place_multiplier")) == {PlaceToken(a) for a in row_of(game)}
    game.apply(PlaceToken(action))
    assert card(game, action).multiplier == 1


def test_multiplier_repeats_the_action_at_the_same_slot_strength() -> None:
    game = fresh(money=10, x_tokens=0)
    set_row(game, 0, with_sponsors_at(3))
    place_multiplier(game, SPONSORS)
    game.apply(ChooseAction(SPONSORS, 0))
    game.apply(SponsorBreak())
    assert set(options_of(game, "multiplier")) == {RepeatAction(0), Skip()}
    assert row_of(game) == with_sponsors_at(3)  # still in slot 3 before the second run
    game.apply(RepeatAction(0))
    game.apply(SponsorBreak())
    player = game.state.players[0]
    assert player.money == 10 + 3 + 3  # strength 3 twice
    assert game.state.break_track.position == 6
    assert row_of(game)[0] == SPONSORS
    assert card(game, SPONSORS).multiplier == 0  # the token is gone


def test_multiplier_x_tokens_boost_only_one_run() -> None:
    game = started(players=4, seed=3)
    player = game.state.players[0]
    set_seat(game, 0, money=0, x_tokens=3)
    set_row(game, 0, with_sponsors_at(2))
    place_multiplier(game, SPONSORS)
    game.apply(ChooseAction(SPONSORS, 2))  # strength 4
    game.apply(SponsorBreak())
    assert player.x_tokens == 1
    assert set(options_of(game, "multiplier")) == {RepeatAction(0), RepeatAction(1), Skip()}
    game.apply(RepeatAction(1))  # strength 2 + 1 = 3
    game.apply(SponsorBreak())
    assert player.x_tokens == 0
    assert player.money == 4 + 3


def test_x_tokens_gained_in_first_run_may_boost_the_second() -> None:
    game = fresh(money=0, x_tokens=0)
    set_shared(game, break_position=7)
    set_row(game, 0, with_sponsors_at(3))
    place_multiplier(game, SPONSORS)
    game.apply(ChooseAction(SPONSORS, 0))
    game.apply(SponsorBreak())  # the token reaches the end: +1 X-token for the trigger
    assert game.state.players[0].x_tokens == 1
    # Designer ruling (docs/rules.md §9): X-tokens gained in the first run may boost the second.
    assert set(options_of(game, "multiplier")) == {RepeatAction(0), RepeatAction(1), Skip()}


def test_skipping_the_multiplier_spends_the_token_without_a_second_run() -> None:
    game = fresh(money=10)
    set_row(game, 0, with_sponsors_at(3))
    place_multiplier(game, SPONSORS)
    game.apply(ChooseAction(SPONSORS, 0))
    game.apply(SponsorBreak())
    game.apply(Skip())
    assert game.state.players[0].money == 13
    assert card(game, SPONSORS).multiplier == 0
    assert row_of(game)[0] == SPONSORS
    assert game.decision is not None and game.decision.seat == 1


def test_multiplier_placed_during_the_cards_own_action_waits_for_the_next_use() -> None:
    game = fresh(money=10)
    set_row(game, 0, with_sponsors_at(3))
    game.apply(ChooseAction(SPONSORS, 0))
    place_multiplier(game, SPONSORS)  # e.g. a bonus gained during this very action
    game.apply(SponsorBreak())
    # A token placed during that card's own action cannot be used in it (docs/rules.md §9).
    assert game.decision is not None and game.decision.kind == "choose_action"
    assert game.decision.seat == 1
    assert game.state.players[0].money == 13
    assert card(game, SPONSORS).multiplier == 1


# ---------------------------------------------------------------------------------------------
# Constriction and Venom
# ---------------------------------------------------------------------------------------------


def test_constriction_lowers_strength_by_two_and_is_removed_on_use() -> None:
    game = fresh(money=10)
    row = [ActionCard(a) for a in (ANIMALS, BUILD, CARDS, ASSOCIATION)]
    put_cards(game, [*row, ActionCard(SPONSORS, constriction=1)])
    game.apply(ChooseAction(SPONSORS, 0))
    game.apply(SponsorBreak())
    # Slot 5 − 2 = strength 3 → 3 money (Sponsors I break alternative).
    assert game.state.players[0].money == 13
    assert game.state.break_track.position == 3
    assert card(game, SPONSORS).constriction == 0


def test_constriction_strength_counts_for_the_cards_table() -> None:
    game = fresh()
    player = game.state.players[0]
    hand = len(player.hand)
    row = [ActionCard(a) for a in (ANIMALS, BUILD, ASSOCIATION, SPONSORS)]
    put_cards(game, [ActionCard(CARDS, constriction=1), *row])  # slot 1 − 2: strength < 1
    assert ChooseAction(CARDS, 0) not in options_of(game, "choose_action")
    assert ChooseAction(SPONSORS, 0) in options_of(game)
    put_cards(game, [*row[:2], ActionCard(CARDS, constriction=1), *row[2:]])  # 3 − 2 = 1
    game.apply(ChooseAction(CARDS, 0))
    # Cards I strength 1: draw 1, discard 1.
    assert len(player.hand) == hand + 1
    options_of(game, "discard_card")


def test_using_the_venom_card_removes_the_token_and_costs_nothing() -> None:
    game = fresh(money=10)
    row = [ActionCard(a) for a in (ANIMALS, BUILD, CARDS, ASSOCIATION)]
    put_cards(game, [*row, ActionCard(SPONSORS, venom=1)])
    game.apply(ChooseAction(SPONSORS, 0))
    game.apply(SponsorBreak())
    assert card(game, SPONSORS).venom == 0
    assert game.state.players[0].money == 10 + 5


def test_removing_one_of_two_venom_tokens_avoids_the_penalty() -> None:
    game = fresh(money=10)
    put_cards(
        game,
        [
            ActionCard(ANIMALS, venom=1),
            ActionCard(BUILD),
            ActionCard(CARDS),
            ActionCard(ASSOCIATION),
            ActionCard(SPONSORS, venom=1),
        ],
    )
    game.apply(ChooseAction(SPONSORS, 0))
    game.apply(SponsorBreak())
    assert card(game, ANIMALS).venom == 1
    assert game.state.players[0].money == 15


def test_turn_without_removing_venom_costs_two_money() -> None:
    game = fresh(money=10)
    row = [ActionCard(a) for a in (ANIMALS, BUILD, CARDS, ASSOCIATION)]
    put_cards(game, [*row, ActionCard(SPONSORS, venom=1)])
    game.apply(ChooseAction(CARDS, 0))  # strength 3: draw 2, discard 1
    player = game.state.players[0]
    assert player.money == 10  # paid at the end of the turn, not before
    game.apply(DiscardCard(player.hand[0]))
    assert player.money == 8
    assert card(game, SPONSORS).venom == 1


def test_x_token_action_with_the_venom_card_removes_it_without_penalty() -> None:
    game = fresh(money=10)
    row = [ActionCard(a) for a in (ANIMALS, BUILD, CARDS, ASSOCIATION)]
    put_cards(game, [*row, ActionCard(SPONSORS, venom=1)])
    game.apply(TakeXToken(SPONSORS))
    assert card(game, SPONSORS).venom == 0
    assert game.state.players[0].money == 10


def test_x_token_action_with_another_card_keeps_venom_and_costs_two() -> None:
    game = fresh(money=10)
    row = [ActionCard(a) for a in (ANIMALS, BUILD, CARDS, ASSOCIATION)]
    put_cards(game, [*row, ActionCard(SPONSORS, venom=1)])
    game.apply(TakeXToken(BUILD))
    assert card(game, SPONSORS).venom == 1
    assert game.state.players[0].money == 8


def test_break_removes_multiplier_venom_and_constriction_tokens() -> None:
    game = fresh(money=10)
    state = game.state
    seats = {p.seat: Seat(hand=p.hand[:3]) for p in state.players}  # no hand-limit discards
    seats[1] = Seat(
        hand=state.players[1].hand[:3],
        action_cards=(
            ActionCard(ANIMALS, venom=1),
            ActionCard(BUILD, multiplier=1),
            ActionCard(CARDS),
            ActionCard(ASSOCIATION, constriction=1),
            ActionCard(SPONSORS, constriction=1),
        ),
    )
    arrange(game, Position(seats=seats))
    put_cards(
        game,
        [
            ActionCard(SPONSORS),
            ActionCard(ANIMALS, multiplier=1),
            ActionCard(BUILD, venom=1),
            ActionCard(CARDS),
            ActionCard(ASSOCIATION, constriction=1),
        ],
    )
    set_shared(game, break_position=state.break_track.length - 1)
    game.apply(ChooseAction(SPONSORS, 0))
    game.apply(SponsorBreak())  # strength 1 reaches the last space: break after this turn
    assert state.breaks == 1
    for player in state.players:
        for c in player.action_cards:
            assert (c.multiplier, c.venom, c.constriction) == (0, 0, 0), (player.seat, c)


def test_multiplier_second_run_keeps_the_constricted_strength() -> None:
    game = started(players=4, seed=3)
    player = game.state.players[0]
    set_seat(game, 0, money=0)
    row = [ActionCard(a) for a in (ANIMALS, BUILD, CARDS, ASSOCIATION)]
    put_cards(game, [*row, ActionCard(SPONSORS, multiplier=1, constriction=1)])
    game.apply(ChooseAction(SPONSORS, 0))  # slot 5 − 2 = strength 3
    game.apply(SponsorBreak())
    game.apply(RepeatAction(0))
    game.apply(SponsorBreak())
    # The Multiplier repeats the action "at the same strength" (docs/rules.md §9): 3 + 3.
    assert player.money == 6
    assert game.state.break_track.position == 6
