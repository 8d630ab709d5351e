"""Ability keywords that move cards (docs/rules.md §9): Sprint, Hunter, Perception, Scavenging,
Digging, Snapping, Sunbathing, Pouch, Sponsor Magnet, Resistance, Assertion, Dominance.

Each test plays a real animal with the ability (Animals I in slot 3: one animal) on Map A; the
helpers are in tests/abilities_scenario.py.
"""

from __future__ import annotations

import pytest

from arknova_desktop.engine.base.constants import ANIMALS
from arknova_desktop.engine.kernel.choices import (
    DiscardCard,
    DiscardFromDisplay,
    KeepCard,
    RefillDisplay,
    SellCard,
    Skip,
    TakeFromDisplay,
    TakeProject,
    TuckCard,
)
from arknova_desktop.engine.kernel.state import PlacedBuilding
from tests.abilities_scenario import (
    ENC_1,
    ENC_2,
    ENC_4,
    ENC_5,
    ENC_5_ROCK,
    MONEY,
    ROW_II,
    START_ENCLOSURE,
    building,
    in_zoo,
    new,
    next_turn,
    on_top,
    play_animal,
    ready,
    set_discard,
    set_display,
)
from tests.scenario import options_of, play, set_seat

# Cards used as known deck / display / hand contents (none of them is played).
SPONSOR_A, SPONSOR_B, SPONSOR_C = "S210", "S211", "S212"
PROJECT_A = "P115"
ANIMAL_A, ANIMAL_B, ANIMAL_C = "A406", "A407", "A433"  # animals without an ability
ENC_4_ROCK = building("enclosure_4", (0, 0), (1, 0), (2, 0), (1, 1))  # rock (1,2)
ENC_5_WATER = building("enclosure_5", (5, 5), (6, 5), (7, 5), (5, 6), (6, 6))  # water (4,5) (4,6)


# -- Sprint X: draw X cards from the deck ----------------------------------------------------


@pytest.mark.parametrize(
    ("animal", "enclosure", "x"),
    [("A507", ENC_2, 1), ("A494", ENC_5, 2), ("A401", ENC_5, 3)],  # Rhea, Ostrich, Cheetah
)
def test_sprint_draws_x_cards_from_the_deck(animal: str, enclosure: PlacedBuilding, x: int) -> None:
    game = new()
    ready(game, animal, enclosure)
    tops = (SPONSOR_A, PROJECT_A, ANIMAL_A)
    on_top(game, *tops)
    deck_before = len(game.state.deck)
    play_animal(game, animal, enclosure)
    assert game.state.players[0].hand == tops[:x]  # the X top cards, nothing else
    assert len(game.state.deck) == deck_before - x
    assert next_turn(game)


# -- Hunter X: reveal X, keep 1 animal, discard the rest -------------------------------------


@pytest.mark.parametrize(
    ("animal", "enclosure", "needs", "tops", "kept"),
    [
        ("A404", ENC_2, (), (ANIMAL_A, SPONSOR_A), (ANIMAL_A,)),  # Caracal, Hunter 2
        ("A410", ENC_1, (), (ANIMAL_A,), (ANIMAL_A,)),  # Marten, Hunter 1: an animal is kept
        ("A410", ENC_1, (), (SPONSOR_A,), ()),  # Hunter 1: a sponsor is not kept
        ("A404", ENC_2, (), (SPONSOR_A, PROJECT_A), ()),  # no animal among them
        # Jaguar (Americas icon needed), Hunter 4: one animal among four
        ("A412", ENC_4, ("A507",), (SPONSOR_A, PROJECT_A, ANIMAL_A, SPONSOR_B), (ANIMAL_A,)),
    ],
)
def test_hunter_keeps_only_an_animal_and_discards_the_other_revealed_cards(
    animal: str,
    enclosure: PlacedBuilding,
    needs: tuple[str, ...],
    tops: tuple[str, ...],
    kept: tuple[str, ...],
) -> None:
    game = new()
    in_zoo(game, 0, *needs)
    ready(game, animal, enclosure)
    on_top(game, *tops)
    discard_before = list(game.state.discard)
    play_animal(game, animal, enclosure)
    assert game.state.players[0].hand == kept
    discarded = game.state.discard[len(discard_before) :]
    assert sorted(discarded) == sorted(c for c in tops if c not in kept)
    assert next_turn(game)


def test_hunter_with_two_animals_revealed_lets_the_player_keep_one() -> None:
    game = new()
    ready(game, "A404", ENC_2)  # Caracal, Hunter 2
    on_top(game, ANIMAL_A, ANIMAL_B)
    play_animal(game, "A404", ENC_2)
    assert set(options_of(game, "keep_card")) == {KeepCard(ANIMAL_A), KeepCard(ANIMAL_B)}
    play(game, KeepCard(ANIMAL_B))
    assert game.state.players[0].hand == (ANIMAL_B,)
    assert game.state.discard[-1] == ANIMAL_A
    assert next_turn(game)


# -- Perception X: draw X, keep 2, discard the rest ---------------------------------------------


def test_perception_draws_four_keeps_two_and_discards_two() -> None:
    game = new()
    ready(game, "A513", ENC_1)  # Barn Owl, Perception 4
    tops = (ANIMAL_A, SPONSOR_A, PROJECT_A, ANIMAL_C)
    on_top(game, *tops)
    play_animal(game, "A513", ENC_1)
    assert set(options_of(game, "keep_card")) == {KeepCard(c) for c in tops}
    play(game, KeepCard(SPONSOR_A))
    assert set(options_of(game, "keep_card")) == {
        KeepCard(ANIMAL_A),
        KeepCard(PROJECT_A),
        KeepCard(ANIMAL_C),
    }
    play(game, KeepCard(ANIMAL_C))
    assert sorted(game.state.players[0].hand) == sorted((SPONSOR_A, ANIMAL_C))
    assert sorted(game.state.discard[-2:]) == sorted((ANIMAL_A, PROJECT_A))
    assert next_turn(game)


# -- Scavenging X: shuffle the discard pile, draw X from it, keep 1 ----------------------------

PILE = ("S213", "S214", "A468", "P116", "A484")


@pytest.mark.parametrize(
    ("animal", "enclosure", "needs", "x"),
    [
        ("A490", START_ENCLOSURE, (), 2),  # Gould's Monitor
        ("A504", ENC_5_ROCK, ("A507",), 4),  # Andean Condor: a bird icon needed, rock 1
        ("A506", building("enclosure_3", (7, 3), (8, 3), (7, 4)), ("A507", "A513", "A503"), 5),
    ],
)
def test_scavenging_draws_x_from_the_discard_pile_and_keeps_one(
    animal: str, enclosure: PlacedBuilding, needs: tuple[str, ...], x: int
) -> None:
    game = new()
    in_zoo(game, 0, *needs)
    ready(game, animal, enclosure)
    set_discard(game, *PILE)
    deck_before = list(game.state.deck)
    play_animal(game, animal, enclosure)
    options = options_of(game, "keep_card")
    assert len(options) == x
    assert all(isinstance(o, KeepCard) and o.card in PILE for o in options)
    chosen = options[0]
    assert isinstance(chosen, KeepCard)
    play(game, chosen)
    assert game.state.players[0].hand == (chosen.card,)
    assert sorted(game.state.discard) == sorted(c for c in PILE if c != chosen.card)
    assert game.state.deck == deck_before  # the deck is not touched
    assert next_turn(game)


def test_scavenging_with_one_card_in_the_discard_pile_takes_it() -> None:
    game = new()
    ready(game, "A496", START_ENCLOSURE)  # Marabou, Scavenging 2
    set_discard(game, SPONSOR_A)
    play_animal(game, "A496", START_ENCLOSURE)
    assert game.state.players[0].hand == (SPONSOR_A,)
    assert game.state.discard == []
    assert next_turn(game)


# -- Digging X: up to X times discard a display card (replenish) or a hand card (draw 1) -------

DISPLAY = ("A486", "S213", "P116", "A488", "S214", "A493")


def test_digging_offers_every_display_and_hand_card_and_skip() -> None:
    game = new()
    ready(game, "A445", ENC_1, hand=(SPONSOR_A, PROJECT_A))  # Crested Porcupine, Digging 2
    set_display(game, *DISPLAY)
    play_animal(game, "A445", ENC_1)
    expected = {DiscardFromDisplay(f, c) for f, c in enumerate(DISPLAY, start=1)}
    expected |= {DiscardCard(SPONSOR_A), DiscardCard(PROJECT_A), Skip()}
    assert set(options_of(game, "digging")) == expected


def test_digging_display_card_is_replenished_and_hand_card_replaced_by_a_draw() -> None:
    game = new()
    ready(game, "A445", ENC_1, hand=(SPONSOR_A, PROJECT_A))  # Digging 2
    set_display(game, *DISPLAY)
    on_top(game, ANIMAL_A, ANIMAL_B)
    play_animal(game, "A445", ENC_1)
    play(game, DiscardFromDisplay(2, DISPLAY[1]))
    # the folder is emptied, the cards slide down and the deck's top card fills folder 6
    assert game.state.display == (*DISPLAY[:1], *DISPLAY[2:], ANIMAL_A)
    assert game.state.discard[-1] == DISPLAY[1]
    play(game, DiscardCard(SPONSOR_A))
    assert game.state.players[0].hand == (PROJECT_A, ANIMAL_B)  # the next deck card drawn
    assert game.state.discard[-2:] == [DISPLAY[1], SPONSOR_A]
    assert next_turn(game)  # 2 uses: no third offer


def test_digging_may_stop_early_with_skip() -> None:
    game = new()
    ready(game, "A445", ENC_1, hand=(SPONSOR_A,))
    set_display(game, *DISPLAY)
    discard_before = list(game.state.discard)
    play_animal(game, "A445", ENC_1)
    play(game, Skip())
    assert game.state.display == DISPLAY
    assert game.state.players[0].hand == (SPONSOR_A,)
    assert game.state.discard == discard_before
    assert next_turn(game)


# -- Snapping X: X times any display card (reputation ignored); refill in between ---------------


def test_snapping_takes_any_display_card_whatever_the_reputation() -> None:
    game = new()
    ready(game, "A477", ENC_1)  # Veiled Chameleon, Snapping 1
    set_seat(game, 0, reputation=1)  # reputation range: folder 1 only
    set_display(game, *DISPLAY)
    play_animal(game, "A477", ENC_1)
    assert set(options_of(game, "snap")) == {
        TakeFromDisplay(f, c) for f, c in enumerate(DISPLAY, start=1)
    }
    play(game, TakeFromDisplay(6, DISPLAY[5]))
    assert game.state.players[0].hand == (DISPLAY[5],)
    assert next_turn(game)  # Snapping 1: one card only


def test_snapping_two_may_refill_the_display_between_the_two_cards() -> None:
    game = new()
    in_zoo(game, 0, "A473", "A478", "A491")  # 3 reptile icons for the Nile Crocodile
    ready(game, "A469", ENC_5_WATER)  # Nile Crocodile, Snapping 2, water 1
    set_display(game, *DISPLAY)
    on_top(game, ANIMAL_A)
    play_animal(game, "A469", ENC_5_WATER)
    play(game, TakeFromDisplay(3, DISPLAY[2]))
    rest = (*DISPLAY[:2], *DISPLAY[3:])
    assert set(options_of(game, "snap")) == {
        *(TakeFromDisplay(f, c) for f, c in enumerate(rest, start=1)),
        RefillDisplay(),
    }
    play(game, RefillDisplay())
    assert game.state.display == (*rest, ANIMAL_A)
    assert set(options_of(game, "snap")) == {
        TakeFromDisplay(f, c) for f, c in enumerate((*rest, ANIMAL_A), start=1)
    }
    play(game, TakeFromDisplay(6, ANIMAL_A))
    assert game.state.players[0].hand == (DISPLAY[2], ANIMAL_A)
    assert next_turn(game)


# -- Sunbathing X: sell up to X hand cards for 4 money each -------------------------------------


def test_sunbathing_sells_up_to_x_hand_cards_for_four_money_each() -> None:
    game = new()
    hand = (SPONSOR_A, PROJECT_A, ANIMAL_A)
    ready(game, "A473", ENC_1, hand=hand)  # Common Agama (cost 9), Sunbathing 2
    play_animal(game, "A473", ENC_1)
    assert set(options_of(game, "sunbathing")) == {*(SellCard(c) for c in hand), Skip()}
    play(game, SellCard(SPONSOR_A), SellCard(ANIMAL_A))
    player = game.state.players[0]
    assert player.money == MONEY - 9 + 2 * 4
    assert player.hand == (PROJECT_A,)
    assert game.state.discard[-2:] == [SPONSOR_A, ANIMAL_A]
    assert next_turn(game)  # X = 2: no third sale


def test_sunbathing_may_sell_fewer_cards() -> None:
    game = new()
    ready(game, "A473", ENC_1, hand=(SPONSOR_A, PROJECT_A))
    play_animal(game, "A473", ENC_1)
    play(game, SellCard(PROJECT_A), Skip())
    assert game.state.players[0].money == MONEY - 9 + 4
    assert game.state.players[0].hand == (SPONSOR_A,)
    assert next_turn(game)


# -- Pouch X: up to X hand cards under the animal, +2 appeal each -------------------------------


def test_pouch_puts_hand_cards_under_the_animal_for_two_appeal_each() -> None:
    game = new()
    hand = (SPONSOR_A, PROJECT_A, ANIMAL_A)
    ready(game, "A447", ENC_4, hand=hand)  # Red Kangaroo (appeal 7), Pouch 2
    discard_before = list(game.state.discard)
    play_animal(game, "A447", ENC_4)
    assert set(options_of(game, "pouch")) == {*(TuckCard(c) for c in hand), Skip()}
    play(game, TuckCard(SPONSOR_A), TuckCard(ANIMAL_A))
    player = game.state.players[0]
    assert player.appeal == 0 + 7 + 2 * 2
    assert player.hand == (PROJECT_A,)
    assert sorted(player.pouched) == sorted((SPONSOR_A, ANIMAL_A))
    assert game.state.discard == discard_before  # under the card, not discarded
    assert next_turn(game)


def test_pouch_may_be_declined() -> None:
    game = new()
    ready(game, "A450", ENC_2, hand=(SPONSOR_A,))  # Common Wombat (appeal 4), Pouch 1
    play_animal(game, "A450", ENC_2)
    play(game, Skip())
    assert game.state.players[0].appeal == 4
    assert game.state.players[0].hand == (SPONSOR_A,)
    assert next_turn(game)


# -- Sponsor Magnet: all sponsor cards of the display into the hand -----------------------------


def test_sponsor_magnet_takes_every_display_sponsor_whatever_the_reputation() -> None:
    game = new()
    in_zoo(game, 0, "A507")  # the Muskox needs an Americas icon
    ready(game, "A437", ENC_4)  # Muskox, Sponsor Magnet
    set_display(game, SPONSOR_A, ANIMAL_A, SPONSOR_B, PROJECT_A, ANIMAL_B, SPONSOR_C)
    play_animal(game, "A437", ENC_4)
    assert sorted(game.state.players[0].hand) == sorted((SPONSOR_A, SPONSOR_B, SPONSOR_C))
    assert game.state.display[:3] == (ANIMAL_A, PROJECT_A, ANIMAL_B)  # the others slide down
    assert next_turn(game)


# -- Resistance: draw 2 final scoring cards, keep 1, discard the other --------------------------


def test_resistance_keeps_one_of_two_final_scoring_cards() -> None:
    game = new()
    # African Bush Elephant (Animals II needed), Animals II in slot 2
    ready(game, "A426", ENC_5, row=ROW_II, upgraded=(ANIMALS,))
    st = game.state
    dealt = st.players[0].final_scoring
    first, second = st.final_scoring_deck[-1], st.final_scoring_deck[-2]
    play_animal(game, "A426", ENC_5)
    assert set(options_of(game, "keep_final_scoring")) == {KeepCard(first), KeepCard(second)}
    play(game, KeepCard(second))
    assert st.players[0].final_scoring == (*dealt, second)
    assert st.final_scoring_discard[-1] == first
    assert first not in st.final_scoring_deck and second not in st.final_scoring_deck
    assert next_turn(game)


# -- Assertion: any unused base project into the hand; Dominance: only P108 Primates ------------


def test_assertion_offers_every_unused_base_project_and_skip() -> None:
    game = new()
    set_seat(game, 0, universities=("research",))  # the White Rhino needs a research icon
    ready(game, "A427", ENC_4_ROCK)  # White Rhinoceros, Assertion, rock 1
    supply = game.state.projects.base_supply
    play_animal(game, "A427", ENC_4_ROCK)
    assert set(options_of(game, "take_project")) == {*(TakeProject(p) for p in supply), Skip()}
    play(game, TakeProject(supply[0]))
    assert game.state.players[0].hand == (supply[0],)
    assert game.state.projects.base_supply == supply[1:]
    assert next_turn(game)


def test_assertion_may_be_declined() -> None:
    game = new()
    # Indian Rhinoceros, Assertion (Animals II needed)
    ready(game, "A432", ENC_4, row=ROW_II, upgraded=(ANIMALS,))
    supply = game.state.projects.base_supply
    play_animal(game, "A432", ENC_4)
    play(game, Skip())
    assert game.state.players[0].hand == ()
    assert game.state.projects.base_supply == supply
    assert next_turn(game)


@pytest.mark.parametrize(("seed", "unused"), [(1, True), (2, False)])  # seed 2: P108 in play
def test_dominance_offers_primates_only_if_unused(seed: int, unused: bool) -> None:
    game = new(seed=seed)
    assert ("P108" in game.state.projects.base_supply) == unused
    in_zoo(game, 0, "A465", "A467")  # 2 primate icons for the Proboscis Monkey
    set_seat(game, 0, conservation=2)  # its 2 CP then pass no bonus space
    ready(game, "A451", ENC_5_ROCK, row=ROW_II, upgraded=(ANIMALS,))  # Proboscis Monkey, Dominance
    play_animal(game, "A451", ENC_5_ROCK)
    if unused:
        assert set(options_of(game, "take_project")) == {TakeProject("P108"), Skip()}
        play(game, TakeProject("P108"))
        assert game.state.players[0].hand == ("P108",)
        assert "P108" not in game.state.projects.base_supply
    else:
        assert game.state.players[0].hand == ()
    assert next_turn(game)


# -- What the other players may see -------------------------------------------------------------


def test_perception_draws_stay_hidden_from_the_other_players() -> None:
    # Perception draws (Hunter reveals): the drawn cards are as secret as a hand until discarded
    game = new()
    ready(game, "A513", ENC_1)
    tops = (ANIMAL_A, SPONSOR_A, PROJECT_A, ANIMAL_C)
    on_top(game, *tops)
    play_animal(game, "A513", ENC_1)
    assert options_of(game, "keep_card")
    seen = game.view(1)
    assert not set(tops) & set(seen.revealed)
    assert not set(tops) & set(seen.players[0].hand)


def test_resistance_final_scoring_cards_stay_hidden_from_the_other_players() -> None:
    game = new()
    ready(game, "A426", ENC_5, row=ROW_II, upgraded=(ANIMALS,))
    drawn = set(game.state.final_scoring_deck[-2:])
    play_animal(game, "A426", ENC_5)
    assert options_of(game, "keep_final_scoring")
    assert not drawn & set(game.view(1).revealed_final)
