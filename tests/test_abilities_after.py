""" "After finishing" ability keywords (docs/rules.md §9, §12): Clever, Boost, Action,
Determination. They resolve after the used Action card has moved to slot 1; several due at once
are ordered by the player.
"""

from __future__ import annotations

import pytest

from arknova_desktop.engine.base.constants import ANIMALS, ASSOCIATION, BUILD, CARDS, SPONSORS
from arknova_desktop.engine.kernel.choices import (
    Choice,
    ChooseAction,
    MoveToSlot,
    MoveToSlotOne,
    PickEffect,
    Skip,
    SponsorBreak,
)
from arknova_desktop.engine.kernel.events import ActionCardsMoved
from tests.abilities_scenario import (
    ENC_1,
    ENC_2,
    ENC_2_WATER,
    ENC_2B,
    ENC_4,
    ENC_5_ROCK,
    MONEY,
    ROW,
    ROW_AFTER,
    ROW_II,
    ROW_TWO_ANIMALS,
    START_ENCLOSURE,
    building,
    in_zoo,
    new,
    next_turn,
    on_top,
    place,
    play_animal,
    ready,
    row_of,
)
from tests.scenario import options_of, play, set_seat

ENC_4_WATER = building("enclosure_4", (4, 0), (4, 1), (4, 2), (5, 1))  # water (5,0) (6,1)

# -- Clever: after finishing, any action card may go to slot 1 ----------------------------------


def test_clever_comes_after_the_animals_card_moved_to_slot_one() -> None:
    game = new()
    ready(game, "A405", ENC_1)  # Fennec Fox, Clever
    play_animal(game, "A405", ENC_1)
    assert row_of(game) == ROW_AFTER  # the action is finished first
    assert set(options_of(game, "clever")) == {
        *(MoveToSlotOne(a) for a in ROW_AFTER[1:]),
        Skip(),
    }
    play(game, MoveToSlotOne(SPONSORS))
    assert row_of(game) == (SPONSORS, ANIMALS, CARDS, BUILD, ASSOCIATION)
    assert next_turn(game)


def test_clever_may_be_declined() -> None:
    game = new()
    ready(game, "A465", ENC_1)  # Golden Lion Tamarin, Clever
    play_animal(game, "A465", ENC_1)
    play(game, Skip())
    assert row_of(game) == ROW_AFTER
    assert next_turn(game)


# -- Boost: action: after finishing, that card to slot 1 or slot 5 ------------------------------


@pytest.mark.parametrize(
    ("choice", "row"),
    [
        (MoveToSlot(1), (ASSOCIATION, ANIMALS, CARDS, BUILD, SPONSORS)),
        (MoveToSlot(5), (ANIMALS, CARDS, BUILD, SPONSORS, ASSOCIATION)),
        (Skip(), ROW_AFTER),
    ],
)
def test_boost_moves_that_card_to_slot_one_or_five(choice: Choice, row: tuple[str, ...]) -> None:
    game = new()
    ready(game, "A408", START_ENCLOSURE)  # Sloth Bear, Boost: Association
    play_animal(game, "A408", START_ENCLOSURE)
    assert row_of(game) == ROW_AFTER
    assert set(options_of(game, "boost")) == {MoveToSlot(1), MoveToSlot(5), Skip()}
    play(game, choice)
    assert row_of(game) == row
    assert next_turn(game)


def test_boost_animals_sends_the_just_used_animals_card_to_slot_five() -> None:
    game = new()
    ready(game, "A419", ENC_2)  # European Badger, Boost: Animals
    play_animal(game, "A419", ENC_2)
    play(game, MoveToSlot(5))
    assert row_of(game) == (CARDS, BUILD, ASSOCIATION, SPONSORS, ANIMALS)


# -- Action: X: after finishing, that action at the strength of its slot ------------------------


@pytest.mark.parametrize(
    ("row", "slot"),
    [
        (ROW, 5),  # Sponsors ends in slot 5
        ((CARDS, BUILD, ANIMALS, SPONSORS, ASSOCIATION), 4),
        ((SPONSORS, CARDS, ANIMALS, BUILD, ASSOCIATION), 2),
    ],
)
def test_action_sponsors_performs_the_sponsors_action_at_its_slot_strength(
    row: tuple[str, ...], slot: int
) -> None:
    game = new()
    set_seat(game, 0, partner_zoos=("africa",))  # the Pygmy Hippo's condition; cost −3
    ready(game, "A430", ENC_2_WATER, row=row)  # Pygmy Hippopotamus, Action: Sponsors
    play_animal(game, "A430", ENC_2_WATER)
    assert game.state.players[0].action_cards[slot - 1].action == SPONSORS
    assert set(options_of(game, "extra_action")) == {ChooseAction(SPONSORS), Skip()}
    play(game, ChooseAction(SPONSORS), SponsorBreak())
    # Sponsors I break alternative at strength = slot: token +slot, +slot money
    assert game.state.break_track.position == slot
    assert game.state.players[0].money == MONEY - 12 + slot
    assert next_turn(game)


def test_action_may_be_declined() -> None:
    game = new()
    set_seat(game, 0, partner_zoos=("africa",))
    ready(game, "A430", ENC_2_WATER)
    play_animal(game, "A430", ENC_2_WATER)
    play(game, Skip())
    assert game.state.break_track.position == 0
    assert game.state.players[0].money == MONEY - 12
    assert next_turn(game)


def test_action_cards_draws_by_the_table_of_its_slot() -> None:
    game = new()
    in_zoo(game, 0, "A404")  # the Collared Mangabey needs an Africa icon
    ready(game, "A453", ENC_4)  # Collared Mangabey, Action: Cards
    on_top(game, "S210", "S211")
    play_animal(game, "A453", ENC_4)
    assert game.state.players[0].action_cards[1].action == CARDS  # slot 2 after finishing
    play(game, ChooseAction(CARDS))
    # Cards I at strength 2: break token +2, draw 1, discard nothing
    assert game.state.break_track.position == 2
    assert game.state.players[0].hand == ("S210",)
    assert next_turn(game)


# -- Determination: after finishing, an action with another action card -------------------------


def test_determination_offers_every_other_action_card_but_not_animals() -> None:
    game = new()
    # Golden Eagle (Animals II needed, rock 1), Determination; Animals II in slot 2
    ready(game, "A509", ENC_5_ROCK, row=ROW_II, upgraded=(ANIMALS,))
    play_animal(game, "A509", ENC_5_ROCK)
    assert row_of(game) == ROW_AFTER
    options = set(options_of(game, "extra_action"))
    assert Skip() in options
    assert {o.action for o in options if isinstance(o, ChooseAction)} <= {
        CARDS,
        BUILD,
        ASSOCIATION,
        SPONSORS,
    }
    assert {ChooseAction(CARDS), ChooseAction(SPONSORS)} <= options
    play(game, ChooseAction(SPONSORS), SponsorBreak())
    assert game.state.players[0].money == MONEY - 20 + 5  # Sponsors in slot 5
    assert next_turn(game)


def test_determination_cards_action_at_slot_two() -> None:
    game = new()
    # Bald Eagle (Animals II needed, water 1), Determination
    ready(game, "A505", ENC_4_WATER, row=ROW_II, upgraded=(ANIMALS,))
    on_top(game, "S210")
    play_animal(game, "A505", ENC_4_WATER)
    play(game, ChooseAction(CARDS))
    assert game.state.players[0].hand == ("S210",)  # Cards I strength 2: draw 1
    assert game.state.break_track.position == 2
    assert next_turn(game)


# -- Several after-finishing effects: the player chooses the order ------------------------------


def test_two_after_finishing_abilities_are_ordered_by_the_player() -> None:
    game = new()
    # Animals I in slot 5: two animals. Fennec Fox (Clever) and European Badger (Boost: Animals)
    ready(game, ("A405", "A419"), ENC_1, ENC_2B, row=ROW_TWO_ANIMALS)
    play(game, ChooseAction(ANIMALS), *place("A405", ENC_1), *place("A419", ENC_2B))
    assert row_of(game) == ROW_AFTER
    assert set(options_of(game, "order_effects")) == {
        PickEffect("clever"),
        PickEffect("boost animals"),
    }
    play(game, PickEffect("boost animals"), MoveToSlot(5))
    assert row_of(game) == (CARDS, BUILD, ASSOCIATION, SPONSORS, ANIMALS)
    assert set(options_of(game, "clever")) == {
        MoveToSlotOne(BUILD),
        MoveToSlotOne(ASSOCIATION),
        MoveToSlotOne(SPONSORS),
        MoveToSlotOne(ANIMALS),
        Skip(),
    }
    play(game, MoveToSlotOne(SPONSORS))
    assert row_of(game) == (SPONSORS, CARDS, BUILD, ASSOCIATION, ANIMALS)
    assert next_turn(game)


def test_after_finishing_abilities_wait_for_the_second_animal() -> None:
    game = new()
    # Clever from the first animal is not resolved before the second animal is played
    ready(game, ("A405", "A507"), ENC_1, ENC_2B, row=ROW_TWO_ANIMALS)
    on_top(game, "S210")
    play(game, ChooseAction(ANIMALS), *place("A405", ENC_1))
    assert game.decision is not None and game.decision.kind == "play_animal"
    play(game, *place("A507", ENC_2B))  # Greater Rhea, Sprint 1: resolves at once
    assert game.state.players[0].hand == ("S210",)
    assert game.decision is not None and game.decision.kind == "clever"
    assert row_of(game) == ROW_AFTER


def test_boost_to_slot_five_is_reported_like_every_card_move() -> None:
    game = new()
    ready(game, "A408", START_ENCLOSURE)  # Sloth Bear, Boost: Association
    play_animal(game, "A408", START_ENCLOSURE)
    events = game.apply(MoveToSlot(5))
    row = (ANIMALS, CARDS, BUILD, SPONSORS, ASSOCIATION)
    assert ActionCardsMoved(0, row) in events  # the game log shows the new order


def test_a_copy_queues_its_own_after_finishing_abilities() -> None:
    # A clone shares the queue until it changes (it is replaced, never changed in place): the
    # copy's Clever, queued after the first animal, is not the original's.
    game = new()
    ready(game, ("A405", "A507"), ENC_1, ENC_2B, row=ROW_TWO_ANIMALS)
    play(game, ChooseAction(ANIMALS))
    twin = game.clone()
    play(twin, *place("A405", ENC_1))
    assert len(twin.state.after_finishing) == 1  # Fennec Fox's Clever waits for the action's end
    assert game.state.after_finishing == ()
    play(game, *place("A507", ENC_2B))
    assert game.state.after_finishing == ()  # Greater Rhea's Sprint resolves at once
    assert len(twin.state.after_finishing) == 1
