"""Experts on continents S210-S214, specialists S236-S240 and sponsorships S231-S235.

Reactions "into your zoo" fire for the owner's own plays only; "into any zoo" for every zoo, the
owner gaining. An icon on the card itself counts for its own effects (docs/rules.md §10).
"""

from __future__ import annotations

import pytest

from arknova_desktop.engine.base.constants import ANIMALS, BUILD, SPONSORS
from arknova_desktop.engine.base.geometry import Cell
from arknova_desktop.engine.base.tracks import appeal_income
from arknova_desktop.engine.kernel.choices import (
    ChooseAction,
    MoveToSlotOne,
    PlaceAnimal,
    PlaceBuilding,
    PlayAnimal,
    Skip,
    TuckCard,
)
from arknova_desktop.engine.kernel.state import PlacedBuilding
from tests.abilities_scenario import ENC_2, ROW, START_ENCLOSURE
from tests.scenario import options_of, set_row, set_seat
from tests.sponsor_scenario import (
    MONEY,
    building,
    end_gains,
    is_next_turn,
    pass_turn,
    play_sponsor,
    settle,
    setup,
    through_break,
)

ENC_1_BY_WATER = building("enclosure_1", (7, 2))  # water (7,1)
# One animal per category icon (1 icon each, no condition) and an enclosure it fits.
ANIMAL_OF: dict[str, tuple[str, PlacedBuilding]] = {
    "primate": ("A466", START_ENCLOSURE),  # Bolivian Red Howler, size 3, americas
    "reptile": ("A484", ENC_1_BY_WATER),  # European Pond Turtle, size 1, europe
    "bird": ("A507", ENC_2),  # Greater Rhea, size 2, americas
    "predator": ("A424", ENC_2),  # Australian Dingo, size 2, australia
    "herbivore": ("A439", ENC_2),  # Lama, size 2, americas
}


def seat_plays_animal(game, seat: int, card: str, enclosure: PlacedBuilding) -> None:
    """`seat` (to act) holds only `card`, has the enclosure, plays it with Animals I (slot 3)."""
    player = game.state.players[seat]
    set_seat(game, seat, hand=(card,), money=MONEY)
    if enclosure not in player.buildings:
        set_seat(game, seat, buildings=(*player.buildings, enclosure))
    set_row(game, seat, ROW)
    game.apply(ChooseAction(ANIMALS))
    game.apply(PlayAnimal(card))
    game.apply(PlaceAnimal(tuple(sorted(enclosure.cells))))


# -- S210-S214 Experts on continents ------------------------------------------------------------


@pytest.mark.parametrize(
    ("card", "zoo", "appeal"),
    [
        ("S210", ("A439", "A507"), 3),  # 2 americas + its own
        ("S211", ("A484",), 2),  # europe
        ("S213", ("A410", "A406"), 3),  # asia
        ("S214", ("A405",), 2),  # africa
        ("S212", (), 1),  # australia: its own only
    ],
)
def test_experts_appeal_per_continent_icon(card: str, zoo: tuple[str, ...], appeal: int) -> None:
    game = setup((card,), zoo=zoo)
    play_sponsor(game, card)
    # Each expert's own icon also triggers its reaction; decline it.
    while game.decision is not None and Skip() in game.decision.options:
        game.apply(Skip())
    settle(game)
    assert game.state.players[0].appeal == appeal


def test_s210_free_kiosk_for_an_americas_icon() -> None:
    game = setup(("S210",), slot=4)
    play_sponsor(game, "S210")  # its own americas icon
    kiosk = PlaceBuilding("kiosk", (Cell(7, 3),))
    assert kiosk in options_of(game, "free_building")
    assert Skip() in options_of(game, "free_building")
    game.apply(kiosk)
    player = game.state.players[0]
    assert building("kiosk", (7, 3)) in player.buildings
    assert player.money == MONEY
    assert player.appeal == 1


def test_s210_no_kiosk_for_an_americas_icon_in_another_zoo() -> None:
    game = setup(zoo=("S210",))
    pass_turn(game, 0)
    seat_plays_animal(game, 1, "A439", ENC_2)  # americas, into seat 1's zoo
    assert is_next_turn(game, 0)
    assert [b.building for b in game.state.players[0].buildings] == ["kiosk", "enclosure_3"]


@pytest.mark.parametrize(("kiosks", "cp"), [(4, 0), (5, 1)])
def test_s210_end_game_five_kiosks(kiosks: int, cp: int) -> None:
    game = setup(zoo=("S210",))
    extra = ((0, 0), (0, 3), (0, 7), (9, 0))[: kiosks - 1]  # plus the starting kiosk
    player = game.state.players[0]
    set_seat(game, 0, buildings=(*player.buildings, *(building("kiosk", c) for c in extra)))
    assert end_gains(game) == ([("S210", "conservation", 1)] if cp else [])


def test_s211_free_size_one_enclosure_for_a_europe_icon() -> None:
    game = setup(zoo=("S211",))
    set_seat(game, 0, buildings=(*game.state.players[0].buildings, *(ENC_1_BY_WATER,)))
    seat_plays_animal(game, 0, "A484", ENC_1_BY_WATER)  # europe
    options = options_of(game, "free_building")
    assert Skip() in options
    assert {o.building for o in options if isinstance(o, PlaceBuilding)} == {"enclosure_1"}
    game.apply(PlaceBuilding("enclosure_1", (Cell(7, 3),)))
    player = game.state.players[0]
    assert building("enclosure_1", (7, 3)) in player.buildings
    assert player.money == MONEY - 9  # only the turtle was paid


@pytest.mark.parametrize(("occupied", "cp"), [(4, 0), (5, 1)])
def test_s211_end_game_five_size_one_enclosures(occupied: int, cp: int) -> None:
    # Five occupied 1-space enclosures (the card: five 1-space enclosures).
    game = setup(zoo=("S211",))
    spots = ((0, 0), (1, 0), (2, 0), (3, 0), (4, 0))[:occupied]
    animals = ("A405", "A410", "A465", "A484", "A486")
    player = game.state.players[0]
    set_seat(
        game,
        0,
        buildings=(
            *player.buildings,
            *(
                PlacedBuilding("enclosure_1", frozenset({Cell(*c)}), (a,))
                for c, a in zip(spots, animals, strict=False)
            ),
        ),
    )
    assert end_gains(game) == ([("S211", "conservation", 1)] if cp else [])


def test_s212_pouch_one_hand_card_for_an_australia_icon() -> None:
    game = setup(("S212", "A401"))
    play_sponsor(game, "S212")  # its own australia icon
    assert set(options_of(game, "pouch")) == {TuckCard("A401"), Skip()}
    game.apply(TuckCard("A401"))
    player = game.state.players[0]
    assert player.pouched == ("A401",)
    assert player.hand == ()
    assert player.appeal == 1 + 2


def test_s213_free_pavilion_for_an_asia_icon() -> None:
    game = setup(("S213",))
    play_sponsor(game, "S213")  # its own asia icon
    options = options_of(game, "free_building")
    assert {o.building for o in options if isinstance(o, PlaceBuilding)} == {"pavilion"}
    game.apply(PlaceBuilding("pavilion", (Cell(7, 3),)))
    player = game.state.players[0]
    assert player.money == MONEY
    assert player.appeal == 1 + 1  # asia icon, then the pavilion's own appeal


def test_s214_clever_after_finishing_for_an_africa_icon() -> None:
    game = setup(("S214",), slot=4)
    play_sponsor(game, "S214")  # its own africa icon
    options = options_of(game, "clever")
    assert MoveToSlotOne(BUILD) in options and Skip() in options
    # The Sponsors card has already moved to slot 1 ("after finishing").
    assert game.state.players[0].action_cards[0].action == SPONSORS
    game.apply(MoveToSlotOne(BUILD))
    assert game.state.players[0].action_cards[0].action == BUILD


@pytest.mark.parametrize("x_tokens", [0, 3, 5])
def test_s214_end_game_appeal_per_x_token(x_tokens: int) -> None:
    game = setup(zoo=("S214",))
    set_seat(game, 0, x_tokens=x_tokens)
    assert end_gains(game) == ([("S214", "appeal", x_tokens)] if x_tokens else [])


# -- S231-S235 Sponsorships ---------------------------------------------------------------------

SPONSORSHIP = {"S231": "primate", "S232": "reptile", "S233": "bird", "S234": "predator",
               "S235": "herbivore"}  # fmt: skip
FIVE_OF = {
    "primate": ("A466", "A467", "A465", "A460", "A455"),
    "reptile": ("A484", "A486", "A488", "A493", "A473"),
    "bird": ("A507", "A495", "A503", "A513", "A518"),
    "predator": ("A424", "A405", "A404", "A410", "A417"),
    "herbivore": ("A439", "A438", "A443", "A445", "A450"),
}


@pytest.mark.parametrize("card", sorted(SPONSORSHIP))
@pytest.mark.parametrize("icons", [1, 2, 4])
def test_sponsorship_appeal_per_icon(card: str, icons: int) -> None:
    game = setup((card,), slot=3, zoo=FIVE_OF[SPONSORSHIP[card]][:icons])
    play_sponsor(game, card)
    assert game.state.players[0].appeal == icons


@pytest.mark.parametrize("card", sorted(SPONSORSHIP))
@pytest.mark.parametrize(("icons", "money"), [(1, 3), (2, 3), (3, 6), (4, 6), (5, 9)])
def test_sponsorship_break_income_by_tiers(card: str, icons: int, money: int) -> None:
    game = setup(zoo=(card, *FIVE_OF[SPONSORSHIP[card]][:icons]))
    through_break(game)
    assert game.state.players[0].money == MONEY + appeal_income(0) + money


# -- S236-S240 Specialists ----------------------------------------------------------------------

SPECIALIST = {"S236": "primate", "S237": "reptile", "S238": "bird", "S239": "predator",
              "S240": "herbivore"}  # fmt: skip


@pytest.mark.parametrize("card", sorted(SPECIALIST))
def test_specialist_own_icon_pays_three(card: str) -> None:
    game = setup((card,), slot=4)
    play_sponsor(game, card)
    assert game.state.players[0].money == MONEY + 3


@pytest.mark.parametrize("card", sorted(SPECIALIST))
def test_specialist_pays_for_an_icon_in_another_zoo(card: str) -> None:
    game = setup(zoo=(card,))
    pass_turn(game, 0)
    animal, enclosure = ANIMAL_OF[SPECIALIST[card]]
    seat_plays_animal(game, 1, animal, enclosure)
    assert game.state.players[0].money == MONEY + 3


@pytest.mark.parametrize("card", sorted(SPECIALIST))
def test_specialist_pays_for_an_icon_in_own_zoo(card: str) -> None:
    game = setup(zoo=(card,))
    animal, enclosure = ANIMAL_OF[SPECIALIST[card]]
    cost = game.cards.get_animal(animal).cost
    seat_plays_animal(game, 0, animal, enclosure)
    assert game.state.players[0].money == MONEY - cost + 3


OTHER_KIND = {"primate": "reptile", "reptile": "bird", "bird": "predator",
              "predator": "herbivore", "herbivore": "reptile"}  # fmt: skip


@pytest.mark.parametrize("card", sorted(SPECIALIST))
def test_specialist_ignores_other_icons(card: str) -> None:
    game = setup(zoo=(card,))
    pass_turn(game, 0)
    animal, enclosure = ANIMAL_OF[OTHER_KIND[SPECIALIST[card]]]
    seat_plays_animal(game, 1, animal, enclosure)
    assert game.state.players[0].money == MONEY


def test_specialist_pays_once_per_icon() -> None:
    # Cheetah prints 2 predator icons: Expert in Predators pays twice.
    game = setup(zoo=("S239",))
    pass_turn(game, 0)
    enclosure = building("enclosure_5", (7, 2), (8, 2), (7, 3), (8, 3), (7, 4))
    seat_plays_animal(game, 1, "A401", enclosure)
    assert game.state.players[0].money == MONEY + 6


def test_any_zoo_reaction_pays_its_owner_only() -> None:
    game = setup(zoo=("S238",))  # seat 0: birds
    set_seat(game, 1, zoo=("S239",))  # seat 1: predators
    pass_turn(game, 0)
    seat_plays_animal(game, 1, "A424", ENC_2)  # a predator into seat 1's zoo
    assert game.state.players[0].money == MONEY
    assert game.state.players[1].money == MONEY - 13 + 3
