"""Sponsors about animals: S227-S230 (small / large animals), S262 Explorer, S263 WAZA Large
Animal Program. Small = standard size ≤ 2, large = ≥ 4 (docs/rules.md §10)."""

from __future__ import annotations

import pytest

from arknova_desktop.engine.base.constants import ANIMALS, ASSOCIATION, SPONSORS
from arknova_desktop.engine.kernel.choices import (
    AssociationTask,
    ChooseAction,
    PlaceAnimal,
    PlaceBuilding,
    PlayAnimal,
    Skip,
    TakeBonus,
    TakeFromDisplay,
    TakePartnerZoo,
)
from arknova_desktop.engine.kernel.state import CardKey, PlacedBuilding
from tests.abilities_scenario import ENC_2, ENC_2B, ENC_4, ROW, START_ENCLOSURE
from tests.scenario import options_of, set_row, set_seat, set_shared
from tests.sponsor_scenario import (
    MONEY,
    building,
    is_next_turn,
    on_top,
    play_sponsor,
    settle,
    setup,
)

II = (SPONSORS,)


def animals_turn(game, hand: tuple[str, ...], *enclosures: PlacedBuilding, row=ROW) -> None:
    """Seat 0 holds `hand`, gets the enclosures, Animals I in slot 3, chooses Animals."""
    player = game.state.players[0]
    set_seat(game, 0, hand=hand, buildings=(*player.buildings, *enclosures))
    set_row(game, 0, row)
    game.apply(ChooseAction(ANIMALS))


def place(card: str, enclosure: PlacedBuilding) -> tuple[PlayAnimal, PlaceAnimal]:
    return PlayAnimal(card), PlaceAnimal(tuple(sorted(enclosure.cells)))


# -- S227 WAZA Special Assignment ---------------------------------------------------------------


@pytest.mark.parametrize(("size", "taken"), [("small", "A405"), ("large", "A401")])
def test_s227_takes_the_first_animal_of_the_chosen_size(size: str, taken: str) -> None:
    game = setup(("S227",), upgraded=II, reputation=6)
    on_top(game, "S220", "A466", "A401", "A405")  # sponsor, size 3, size 5, size 1
    play_sponsor(game, "S227")
    assert set(options_of(game, "animal_size")) == {TakeBonus("small"), TakeBonus("large")}
    game.apply(TakeBonus(size))
    hand = game.state.players[0].hand
    assert hand == (taken,)
    assert is_next_turn(game)


@pytest.mark.parametrize(
    ("size", "playable"),
    [("small", {"A424", "A466"}), ("large", {"A417", "A466"})],
)
def test_s227_the_other_size_can_no_longer_be_played(size: str, playable: set[str]) -> None:
    game = setup(zoo=("S227",))
    set_shared(game, card_choices={CardKey("S227", 0): size})
    animals_turn(game, ("A417", "A424", "A466"), ENC_4, ENC_2)  # + Map A's size-3 enclosure
    assert {o.card for o in options_of(game, "play_animal")} == playable


@pytest.mark.parametrize(
    ("size", "card", "enclosure", "appeal"),
    [
        ("small", "A424", ENC_2, 3 + 1 + 2),  # Dingo: 3, Pack 1 predator, +2
        ("large", "A417", ENC_4, 4 + 1 + 4),  # Wolf: 4, Pack 1 predator, +4
        ("small", "A466", START_ENCLOSURE, 6),  # size 3: no bonus
    ],
)
def test_s227_appeal_for_each_animal_of_the_chosen_size(
    size: str, card: str, enclosure: PlacedBuilding, appeal: int
) -> None:
    game = setup(zoo=("S227",))
    set_shared(game, card_choices={CardKey("S227", 0): size})
    animals_turn(game, (card,), enclosure)
    for choice in place(card, enclosure):
        game.apply(choice)
    while game.decision is not None and game.decision.seat == 0:
        game.apply(Skip())  # the howler monkey's Boost
    assert game.state.players[0].appeal == appeal


# -- S228 WAZA Small Animal Program -------------------------------------------------------------


def test_s228_two_money_per_small_animal() -> None:
    game = setup(("S228",), reputation=3, zoo=("A405", "A424", "A466", "A401"))
    play_sponsor(game, "S228")
    assert game.state.players[0].money == MONEY + 4


def test_s228_after_only_small_animals_one_more_and_a_display_one() -> None:
    display = ("A401", "A507", "A402", "A406", "A411", "A426")  # A507: size 2
    game = setup(zoo=("S228",), display=display)
    animals_turn(game, ("A439", "A424"), ENC_2, ENC_2B)
    for choice in place("A439", ENC_2):  # Animals I in slot 3: one animal
        game.apply(choice)
    assert set(options_of(game, "play_animal")) == {PlayAnimal("A424"), Skip()}
    for choice in place("A424", ENC_2B):
        game.apply(choice)
    # "then you may add 1 small animal of the display": Skip declines it.
    assert set(options_of(game, "take_card")) == {TakeFromDisplay(2, "A507"), Skip()}
    game.apply(TakeFromDisplay(2, "A507"))
    player = game.state.players[0]
    assert player.money == MONEY - 10 - 13  # both at the normal cost
    assert player.hand == ("A507",)
    assert is_next_turn(game)


def test_s228_the_display_small_animal_may_be_declined() -> None:
    display = ("A401", "A507", "A402", "A406", "A411", "A426")  # A507: the one small animal
    game = setup(zoo=("S228",), display=display)
    animals_turn(game, ("A439",), ENC_2)
    for choice in place("A439", ENC_2):  # Animals I in slot 3: one animal
        game.apply(choice)
    assert set(options_of(game, "take_card")) == {TakeFromDisplay(2, "A507"), Skip()}
    game.apply(Skip())
    assert game.state.players[0].hand == ()
    assert game.state.display == display
    assert is_next_turn(game)


def test_s228_nothing_after_a_large_animal() -> None:
    display = ("A401", "A507", "A402", "A406", "A411", "A426")
    game = setup(zoo=("S228",), display=display)
    animals_turn(game, ("A417", "A424"), ENC_4, ENC_2)
    for choice in place("A417", ENC_4):
        game.apply(choice)
    assert is_next_turn(game)
    assert game.state.players[0].hand == ("A424",)


# -- S229 / S230 Experts in small / large animals -----------------------------------------------


@pytest.mark.parametrize(
    ("card", "zoo", "appeal"),
    [
        ("S229", ("A405", "A424", "A466", "A417"), 2),  # 1 per small animal
        ("S230", ("A405", "A466", "A417", "A401"), 4),  # 2 per large animal
    ],
)
def test_appeal_per_small_or_large_animal(card: str, zoo: tuple[str, ...], appeal: int) -> None:
    game = setup((card,), zoo=zoo)
    play_sponsor(game, card)
    assert game.state.players[0].appeal == appeal


@pytest.mark.parametrize(
    ("sponsor", "card", "enclosure", "paid"),
    [
        ("S229", "A424", ENC_2, 13 - 3),  # small: 3 less
        ("S229", "A417", ENC_4, 12),  # large: full cost
        ("S229", "A466", START_ENCLOSURE, 12),  # size 3: full cost
        ("S230", "A417", ENC_4, 12 - 4),  # large: 4 less
        ("S230", "A424", ENC_2, 13),  # small: full cost
    ],
)
def test_discount_by_size(sponsor: str, card: str, enclosure: PlacedBuilding, paid: int) -> None:
    game = setup(zoo=(sponsor,))
    animals_turn(game, (card,), enclosure)
    for choice in place(card, enclosure):
        game.apply(choice)
    assert game.state.players[0].money == MONEY - paid


def test_s229_discount_makes_a_small_animal_affordable() -> None:
    game = setup(zoo=("S229",), money=10)
    animals_turn(game, ("A424",), ENC_2)  # cost 13 - 3 = 10
    assert set(options_of(game, "play_animal")) == {PlayAnimal("A424")}


# -- S262 Explorer ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("zoo", "kinds"),
    [((), 0), (("A405",), 2), (("A405", "A439", "A404"), 4), (("A401",), 2)],
)
def test_s262_two_money_per_different_continent_and_category(zoo: tuple[str, ...], kinds: int):
    game = setup(("S262",), upgraded=II, zoo=zoo)
    play_sponsor(game, "S262")
    assert game.state.players[0].money == MONEY + 2 * kinds


@pytest.mark.parametrize(
    ("card", "enclosure", "new"),
    [
        ("A439", ENC_2, 2),  # herbivore and americas are new
        ("A404", ENC_2, 0),  # predator and africa already there
        ("A507", ENC_2, 2),  # bird, americas
    ],
)
def test_s262_appeal_and_money_for_each_new_icon_kind(card: str, enclosure, new: int) -> None:
    game = setup(zoo=("S262", "A405"))  # predator, africa
    animals_turn(game, (card,), enclosure)
    for choice in place(card, enclosure):
        game.apply(choice)
    settle(game)
    animal = game.cards.get_animal(card)
    player = game.state.players[0]
    assert player.money == MONEY - animal.cost + 2 * new
    assert player.appeal == animal.appeal + new


def test_s262_a_partner_zoo_of_a_new_continent_is_a_new_icon() -> None:
    # "Each time you gain a continent icon not yet in your zoo": a partner zoo gives one.
    game = setup(zoo=("S262", "A405"))
    st = game.state
    continent = next(c for c in st.association.partner_zoo_offer if c != "africa")
    row = [a for a in ROW if a != ASSOCIATION] + [ASSOCIATION]
    set_row(game, 0, row)
    game.apply(ChooseAction(ASSOCIATION))
    game.apply(AssociationTask("partner_zoo"))
    game.apply(TakePartnerZoo(continent))
    settle(game)
    player = st.players[0]
    assert player.partner_zoos == (continent,)
    assert (player.money, player.appeal) == (MONEY + 2, 1)


# -- S263 WAZA Large Animal Program -------------------------------------------------------------


def test_s263_a_free_five_space_enclosure_may_be_placed() -> None:
    game = setup(("S263",), upgraded=II, reputation=6)
    play_sponsor(game, "S263")
    options = options_of(game, "free_building")
    assert Skip() in options
    assert {o.building for o in options if isinstance(o, PlaceBuilding)} == {"enclosure_5"}
    enclosure = building("enclosure_5", (7, 3), (8, 3), (7, 4), (8, 4), (8, 5))  # no bonus
    game.apply(PlaceBuilding("enclosure_5", tuple(sorted(enclosure.cells))))
    player = game.state.players[0]
    assert enclosure in player.buildings
    assert player.money == MONEY


def test_s263_may_be_declined() -> None:
    game = setup(("S263",), upgraded=II, reputation=6)
    play_sponsor(game, "S263")
    game.apply(Skip())
    assert len(game.state.players[0].buildings) == 2  # Map A's kiosk and enclosure
    assert is_next_turn(game)


@pytest.mark.parametrize(
    ("zoo", "card", "enclosure", "playable"),
    [
        (("S263",), "A402", ENC_4, True),  # Lion: 3 predator icons missing, large
        ((), "A402", ENC_4, False),
        (("S263",), "A420", building("enclosure_1", (7, 3)), False),  # Stoat: small
        (
            ("S263",),
            "A411",
            building("enclosure_5", (7, 2), (8, 2), (7, 3), (8, 3), (7, 4)),
            False,
        ),  # Grizzly: predator icons and Animals II missing, one may be ignored
    ],
)
def test_s263_large_animals_may_ignore_one_condition(
    zoo: tuple[str, ...], card: str, enclosure: PlacedBuilding, playable: bool
) -> None:
    game = setup(zoo=zoo)
    player = game.state.players[0]
    set_seat(game, 0, hand=(card, "A424"), buildings=(*player.buildings, enclosure, ENC_2))
    set_row(game, 0, ROW)
    game.apply(ChooseAction(ANIMALS))
    assert (PlayAnimal(card) in options_of(game, "play_animal")) is playable
