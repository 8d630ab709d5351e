"""The break (docs/rules.md §4; appeal income table §1; hand limit §12).

A break is triggered by the action that moves the break token onto the last space (2 players 9,
3 players 12, 4 players 15); excess steps are ignored and the triggering player gets 1 X-token.
The break happens after that player's turn, in six steps: (1) discard to the hand limit, starting
with the triggering player and going clockwise; (2) Multiplier/Venom/Constriction tokens removed;
(3) workers return, partner zoos and universities refilled; (4) display folders 1 and 2 discarded,
the rest slide down, refill; (5) income; (6) the break token goes back to its start.
"""

from __future__ import annotations

import pytest

from arknova_desktop.engine import Game
from arknova_desktop.engine.base.constants import (
    ANIMALS,
    ASSOCIATION,
    BUILD,
    CARDS,
    CONTINENTS,
    SPONSORS,
    UNIVERSITIES,
    UNIVERSITY_REPUTATION_HAND,
    UNIVERSITY_RESEARCH,
    UNIVERSITY_RESEARCH_REPUTATION,
)
from arknova_desktop.engine.kernel.choices import (
    ChooseAction,
    DiscardCard,
    SponsorBreak,
    TakeXToken,
)
from arknova_desktop.engine.kernel.events import (
    BreakStep,
    BreakTokenMoved,
    BreakTriggered,
    Event,
    ResourceChanged,
)
from arknova_desktop.engine.kernel.state import ActionCard
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

# docs/rules.md §4: distance from the player-count start space to the last space.
LENGTH = {2: 9, 3: 12, 4: 15}
SPONSORS_IN_5 = (ANIMALS, BUILD, CARDS, ASSOCIATION, SPONSORS)
SPONSORS_IN_1 = (SPONSORS, ANIMALS, BUILD, CARDS, ASSOCIATION)
CARDS_IN_1 = (CARDS, ANIMALS, BUILD, ASSOCIATION, SPONSORS)


def take_from_deck(game: Game, count: int, skip: int = 0) -> tuple[str, ...]:
    """Cards no one holds, for a hand: the bottom of the deck past `skip` cards (the top stays
    as it was). Giving them to a hand takes them out of the deck."""
    return tuple(game.state.deck[skip : skip + count])


def pass_turn(game: Game) -> None:
    """End the current turn with the X-token action (it never moves the break token)."""
    options_of(game, "choose_action")
    assert game.decision is not None
    game.apply(TakeXToken(game.state.players[game.decision.seat].action_cards[0].action))


def at_the_brink(players: int = 2, trigger: int = 0, seed: int = 3) -> Game:
    """`trigger` is to act, the break token 1 space from the end, Sponsors in their slot 5 and
    every hand within the limit (so step 1 asks nothing unless a test says otherwise)."""
    game = started(players=players, seed=seed)
    for _ in range(trigger):
        pass_turn(game)
    seats = {p.seat: Seat(hand=p.hand[:3]) for p in game.state.players}
    seats[trigger] = Seat(hand=game.state.players[trigger].hand[:3], row=SPONSORS_IN_5)
    arrange(game, Position(seats=seats, break_position=LENGTH[players] - 1))
    assert options_of(game, "choose_action") and game.decision is not None
    assert game.decision.seat == trigger
    return game


def trigger_with_sponsors(game: Game) -> tuple[Event, ...]:
    """The Sponsors break alternative at strength 5 (5 money, token +5)."""
    events = game.apply(ChooseAction(SPONSORS))
    options_of(game, "sponsors")
    return events + game.apply(SponsorBreak())


# --------------------------------------------------------------------------------------------
# Triggering the break
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_reaching_the_last_space_triggers_a_break(players: int) -> None:
    game = at_the_brink(players)
    events = trigger_with_sponsors(game)
    assert BreakTriggered(0) in events
    # Excess steps are ignored: the token stops on the last space.
    assert BreakTokenMoved(LENGTH[players], LENGTH[players]) in events
    assert any(isinstance(e, BreakStep) for e in events)
    # Step 6: the token is back at its start.
    assert game.state.break_track.position == 0


def test_no_break_before_the_last_space() -> None:
    game = at_the_brink(2)
    set_shared(game, break_position=0)
    set_row(game, 0, SPONSORS_IN_1)
    money = game.state.players[1].money
    events = game.apply(ChooseAction(SPONSORS)) + game.apply(SponsorBreak())
    assert game.state.break_track.position == 1
    assert not any(isinstance(e, BreakTriggered | BreakStep) for e in events)
    assert game.state.players[0].x_tokens == 0
    assert game.state.players[1].money == money  # no income
    options_of(game, "choose_action")


@pytest.mark.parametrize(("before", "after"), [(0, 1), (2, 3), (4, 5), (5, 5)])
def test_triggering_player_gets_one_x_token_capped_at_5(before: int, after: int) -> None:
    game = at_the_brink(2)
    set_seat(game, 0, x_tokens=before)
    other = game.state.players[1].x_tokens
    trigger_with_sponsors(game)
    assert game.state.players[0].x_tokens == after
    assert game.state.players[1].x_tokens == other  # only the triggering player


def test_cards_action_triggers_with_its_two_steps() -> None:
    # Cards always advances the token 2 first: 1 space left is enough, the excess is ignored.
    game = at_the_brink(2)
    set_row(game, 0, CARDS_IN_1)
    events = game.apply(ChooseAction(CARDS))
    assert BreakTriggered(0) in events
    assert BreakTokenMoved(9, 9) in events


def test_break_happens_after_the_triggering_turn() -> None:
    # Cards I at strength 1: advance 2 (break triggered), draw 1, discard 1. The discard is still
    # part of the turn, so no break step may have happened yet.
    game = at_the_brink(2)
    set_row(game, 0, CARDS_IN_1)
    display = game.state.display
    money = [p.money for p in game.state.players]
    game.apply(ChooseAction(CARDS))
    options = options_of(game, "discard_card")
    assert game.decision is not None and game.decision.seat == 0
    assert game.state.break_track.position == 9
    assert game.state.display == display
    assert [p.money for p in game.state.players] == money
    events = game.apply(options[0])
    assert any(isinstance(e, BreakStep) for e in events)
    assert game.state.break_track.position == 0
    # Play resumes with the next player.
    options_of(game, "choose_action")
    assert game.decision is not None and game.decision.seat == 1


def test_play_resumes_with_the_player_after_the_trigger() -> None:
    game = at_the_brink(3, trigger=1)
    trigger_with_sponsors(game)
    options_of(game, "choose_action")
    assert game.decision is not None and game.decision.seat == 2


def test_break_emits_steps_in_order() -> None:
    game = at_the_brink(2)
    events = trigger_with_sponsors(game)
    steps = [e.step for e in events if isinstance(e, BreakStep)]
    assert steps == sorted(steps) and len(set(steps)) == len(steps)
    assert steps[-1] == 6  # the token reset closes the break
    triggered = events.index(BreakTriggered(0))
    first_step = next(i for i, e in enumerate(events) if isinstance(e, BreakStep))
    assert triggered < first_step


# --------------------------------------------------------------------------------------------
# Step 1: hand limit
# --------------------------------------------------------------------------------------------


def test_hand_limit_discards_from_trigger_clockwise_before_other_steps() -> None:
    # 3 players, seat 1 triggers: seat 1 (4 cards) discards 1, seat 2 (6 cards, hand-limit
    # university: limit 5) discards 1, seat 0 (5 cards) discards 2. Seat 2 with 5 cards would
    # discard nothing, so 6 is needed to get a decision at all.
    game = at_the_brink(3, trigger=1)
    players = game.state.players
    seats = {
        0: Seat(hand=take_from_deck(game, 5)),
        1: Seat(hand=take_from_deck(game, 4, skip=5)),
        2: Seat(hand=take_from_deck(game, 6, skip=9), universities=(UNIVERSITY_REPUTATION_HAND,)),
    }
    arrange(game, Position(seats=seats))
    display = game.state.display
    money = [p.money for p in players]
    trigger_with_sponsors(game)
    money[1] += 5  # the Sponsors break alternative at strength 5

    seen: list[int] = []
    while game.decision is not None and game.decision.kind == "hand_limit_discard":
        seat = game.decision.seat
        hand = players[seat].hand
        assert set(game.decision.options) == {DiscardCard(c) for c in hand}
        # Step 1 comes first: nothing of steps 2 to 6 has happened yet.
        assert game.state.display == display
        assert [p.money for p in players] == money
        assert game.state.break_track.position == 12
        seen.append(seat)
        game.apply(DiscardCard(hand[-1]))
    assert seen == [1, 2, 0, 0]
    assert [len(p.hand) for p in players] == [3, 3, 5]
    assert game.state.break_track.position == 0
    options_of(game, "choose_action")
    assert game.decision is not None and game.decision.seat == 2


def test_hand_limit_discarded_cards_go_to_the_discard_pile() -> None:
    game = at_the_brink(2)
    set_seat(game, 1, hand=take_from_deck(game, 4))
    trigger_with_sponsors(game)
    options_of(game, "hand_limit_discard")
    assert game.decision is not None and game.decision.seat == 1
    card = game.state.players[1].hand[1]
    game.apply(DiscardCard(card))
    assert card in game.state.discard
    assert card not in game.state.players[1].hand
    options_of(game, "choose_action")


@pytest.mark.parametrize(("hand", "university"), [(3, False), (5, True)])
def test_no_discard_within_the_hand_limit(hand: int, university: bool) -> None:
    game = at_the_brink(2)
    set_seat(game, 1, hand=take_from_deck(game, hand))
    if university:
        set_seat(game, 1, universities=(UNIVERSITY_REPUTATION_HAND,))
    trigger_with_sponsors(game)
    options_of(game, "choose_action")
    assert len(game.state.players[1].hand) == hand


def test_research_university_does_not_raise_the_hand_limit() -> None:
    game = at_the_brink(2)
    set_seat(
        game,
        1,
        hand=take_from_deck(game, 4),
        universities=(UNIVERSITY_RESEARCH, UNIVERSITY_RESEARCH_REPUTATION),
    )
    trigger_with_sponsors(game)
    options_of(game, "hand_limit_discard")


# --------------------------------------------------------------------------------------------
# Steps 2 to 6
# --------------------------------------------------------------------------------------------


def test_step2_tokens_removed_from_every_card() -> None:
    game = at_the_brink(2)
    players = game.state.players
    first = (
        ActionCard(ANIMALS, multiplier=1),
        ActionCard(BUILD),
        ActionCard(CARDS, multiplier=1),
        ActionCard(ASSOCIATION),
        ActionCard(SPONSORS),
    )
    second = (
        ActionCard(ANIMALS, venom=1),
        ActionCard(BUILD, venom=1),
        ActionCard(CARDS, multiplier=1),
        ActionCard(ASSOCIATION, constriction=1),
        ActionCard(SPONSORS, constriction=1),
    )
    arrange(game, Position(seats={0: Seat(action_cards=first), 1: Seat(action_cards=second)}))
    trigger_with_sponsors(game)
    for player in players:
        for card in player.action_cards:
            assert (card.multiplier, card.venom, card.constriction) == (0, 0, 0), card


def test_step3_workers_return() -> None:
    game = at_the_brink(3)
    placed = ((1, 2, 0, 1), (0, 0, 3, 0), (1, 1, 1, 1))
    seats = {seat: Seat(workers=4, placed_workers=placed[seat]) for seat in range(3)}
    arrange(game, Position(seats=seats))
    trigger_with_sponsors(game)
    assert game.state.association.task_workers == ((0, 0, 0, 0),) * 3


def test_step3_offer_refilled_except_what_everyone_has() -> None:
    # Africa and the research university are owned by every player: no longer offered. Asia is
    # owned by one player only: offered again.
    game = at_the_brink(2)
    seats = {
        0: Seat(partner_zoos=("africa", "asia"), universities=(UNIVERSITY_RESEARCH,)),
        1: Seat(
            partner_zoos=("africa",),
            universities=(UNIVERSITY_RESEARCH, UNIVERSITY_RESEARCH_REPUTATION),
        ),
    }
    position = Position(
        seats=seats, partner_zoo_offer=(), university_offer=(UNIVERSITY_REPUTATION_HAND,)
    )
    arrange(game, position)
    trigger_with_sponsors(game)
    offer = game.state.association
    assert sorted(offer.partner_zoo_offer) == sorted(c for c in CONTINENTS if c != "africa")
    assert sorted(offer.university_offer) == sorted(
        u for u in UNIVERSITIES if u != UNIVERSITY_RESEARCH
    )


def test_step3_full_offer_once_each_when_nobody_has_any() -> None:
    game = at_the_brink(2)
    set_shared(game, partner_zoo_offer=("europe",), university_offer=())
    trigger_with_sponsors(game)
    assert sorted(game.state.association.partner_zoo_offer) == sorted(CONTINENTS)
    assert sorted(game.state.association.university_offer) == sorted(UNIVERSITIES)


def test_step4_folders_1_and_2_discarded_rest_slide_and_refill() -> None:
    game = at_the_brink(2)
    old = game.state.display
    assert len(old) == 6
    top, second = game.state.deck[-1], game.state.deck[-2]
    discard = list(game.state.discard)
    trigger_with_sponsors(game)
    # Folders 3..6 slide down to 1..4; the deck's top two cards fill folders 5 and 6.
    assert game.state.display == (*old[2:], top, second)
    assert sorted(game.state.discard) == sorted([*discard, old[0], old[1]])


# Appeal income table, docs/rules.md §1 (rulebook example: appeal 7 -> 11 money).
INCOME = [
    (0, 5),
    (4, 9),
    (5, 10),
    (7, 11),
    (16, 15),
    (17, 16),
    (31, 20),
    (32, 21),
    (55, 26),
    (56, 27),
    (95, 34),
    (96, 35),
    (113, 37),
]


@pytest.mark.parametrize(("appeal", "money"), INCOME)
def test_step5_appeal_income(appeal: int, money: int) -> None:
    game = at_the_brink(2)
    set_seat(game, 1, appeal=appeal)
    before = game.state.players[1].money
    trigger_with_sponsors(game)
    assert game.state.players[1].money == before + money


def test_step5_income_for_every_player() -> None:
    game = at_the_brink(3)
    arrange(game, Position(seats={seat: Seat(appeal=a) for seat, a in enumerate((7, 0, 20))}))
    before = [p.money for p in game.state.players]
    trigger_with_sponsors(game)
    # Seat 0 also took 5 money from the Sponsors break alternative (strength 5).
    assert [p.money for p in game.state.players] == [
        before[0] + 5 + 11,
        before[1] + 5,
        before[2] + 17,
    ]


def test_step5_income_after_step4_and_before_step6() -> None:
    game = at_the_brink(2)
    events = trigger_with_sponsors(game)
    income = [
        i
        for i, e in enumerate(events)
        if isinstance(e, ResourceChanged) and e.resource == "money" and e.reason == "appeal income"
    ]
    assert len(income) == 2
    step4 = events.index(next(e for e in events if isinstance(e, BreakStep) and e.step == 4))
    reset = events.index(BreakTokenMoved(0, 9))
    assert step4 < min(income) and max(income) < reset


def test_step6_token_back_to_zero_and_next_break_needs_full_length() -> None:
    game = at_the_brink(2)
    trigger_with_sponsors(game)
    assert game.state.break_track.position == 0
    # Seat 1 uses Sponsors at strength 5: 5 of 9, no second break.
    set_row(game, 1, SPONSORS_IN_5)
    events = game.apply(ChooseAction(SPONSORS)) + game.apply(SponsorBreak())
    assert game.state.break_track.position == 5
    assert not any(isinstance(e, BreakTriggered) for e in events)


def test_sponsor_alternative_pays_full_money_with_one_step_left() -> None:
    # docs/rules.md §4: the Sponsors alternative pays the full money even if fewer steps were
    # needed.
    game = at_the_brink(2)
    set_seat(game, 0, appeal=0)
    before = game.state.players[0].money
    trigger_with_sponsors(game)
    assert game.state.players[0].money == before + 5 + 5  # strength 5, then appeal-0 income
