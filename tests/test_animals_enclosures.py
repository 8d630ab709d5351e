"""Where an animal may live, and what the map gives for it (docs/rules.md §6, §9, §10, §12;
docs/rulings.md point 2; §13 for the Geographical Zoo).

A standard animal needs an empty standard enclosure of at least its size, touching (sharing an
edge with) at least as many rock / water cells as it prints. Petting-Zoo animals live only in
the Petting Zoo (3 animals); reptiles and birds may use the Reptile House / Large Bird Aviary by
their special size (5 spaces each), rock/water needs still apply. Flock Animal X may join an
occupied standard enclosure of size ≥ X housing a herbivore. Outdoor Areas (map 2): an enclosure
next to the gate counts 2 sizes larger. Observation Tower (map 1): +2 appeal when a standard
enclosure next to the tower becomes occupied. Geographical Zoo (map 9): an animal played into an
enclosure with a space in its continent's area may remove that marker for a bonus (not with
Flock Animal, docs/rules.md §13).

Map 0 (most tests):

       0123456789
    0  ...~~~....
    1  .........#
    2  ..2....###
    3  .......##.
    4  .##.......
    5  .#....~~..
    6  ......~~.2
    7  ..........
"""

from __future__ import annotations

import pytest

from arknova_desktop.engine import Game
from arknova_desktop.engine.base.constants import ANIMALS
from arknova_desktop.engine.kernel.choices import (
    ChooseAction,
    PlaceAnimal,
    PlayAnimal,
    Skip,
    TakeBonus,
)
from arknova_desktop.engine.kernel.state import PlacedBuilding
from tests.scenario import options_of
from tests.test_animals import (
    CARACAL,
    DINGO,
    E1,
    E2,
    E3_A,
    E3_B,
    E3_C,
    E4,
    E5,
    LAMA,
    RED_DEER,
    REINDEER,
    SECRETARY_BIRD,
    building,
    into,
    offered,
    play_one,
    ready,
    turn_passed,
)

ALPINE_IBEX = "A444"  # size 2, 2 rock, Jumping 2
AUSTRALIAN_PELICAN = "A515"  # size 4, 2 water
GOAT = "A519"  # Petting-Zoo animal
PETTING = ("A520", "A523", "A525")  # Sheep, Domestic Rabbit, Guinea Pig
TORTOISE = "A471"  # African Spurred Tortoise: size 3, Reptile House 2
GOULDS_MONITOR = "A490"  # Reptile House 2
ROCK_MONITOR = "A472"  # Reptile House 1, 1 rock
ALLIGATOR = "A479"  # Reptile House 2, 1 water
POND_TURTLE = "A484"  # size 1, Reptile House 1, 1 water
WALL_LIZARD = "A486"  # Europe, size 1, Reptile House 0, 1 rock
OSTRICH = "A494"  # size 5, Large Bird Aviary 4
SHOEBILL = "A498"  # Large Bird Aviary 1
MALAYAN_TAPIR = "A435"  # herbivore, size 2
PORCUPINE = "A445"  # herbivore, size 1
GIRAFFE = "A428"  # herbivore, Africa, size 3


def enclosure_options(game: Game, card: str, folder: int = 0) -> set[PlaceAnimal]:
    game.apply(ChooseAction(ANIMALS))
    game.apply(PlayAnimal(card, folder))
    return {o for o in options_of(game, "place_animal") if isinstance(o, PlaceAnimal)}


# -- standard enclosures ------------------------------------------------------------------------


def test_empty_standard_enclosures_of_the_size_or_larger() -> None:
    occupied = building("enclosure_3", *[(c.col, c.row) for c in E3_B.cells], animals=[CARACAL])
    kiosk = building("kiosk", (9, 7))
    petting = building("petting_zoo", (0, 3), (0, 4), (0, 5))
    game = ready(hand=[DINGO], buildings=[E1, E2, E3_A, occupied, E5, kiosk, petting])
    # Dingo (size 2): not the size-1 enclosure, not the occupied one, no kiosk, no Petting Zoo.
    assert enclosure_options(game, DINGO) == {into(E2), into(E3_A), into(E5)}


def test_rock_cells_next_to_the_enclosure() -> None:
    two_rocks = building("enclosure_2", (1, 3), (2, 3))  # touches rock (1,4) and (2,4)
    one_rock_twice = building("enclosure_3", (0, 5), (0, 6), (1, 6))  # touches (1,5) twice
    game = ready(hand=[ALPINE_IBEX], buildings=[two_rocks, one_rock_twice, E2, E3_C])
    # Alpine Ibex needs 2 rock cells sharing an edge with its enclosure (E3_C: (1,5) and (2,4)).
    assert enclosure_options(game, ALPINE_IBEX) == {into(two_rocks), into(E3_C)}


def test_water_cells_next_to_the_enclosure() -> None:
    one_water_twice = building("enclosure_4", (4, 7), (5, 7), (6, 7), (5, 6))  # (6,6) twice
    game = ready(hand=[AUSTRALIAN_PELICAN], buildings=[E4, one_water_twice, E5])
    # Australian Pelican needs 2 water cells: E4 touches (7,5) and (7,6); E5 only (6,5).
    assert enclosure_options(game, AUSTRALIAN_PELICAN) == {into(E4)}


# -- special enclosures -------------------------------------------------------------------------

RH = building("reptile_house", (0, 0), (0, 1), (0, 2), (0, 3), (1, 3))  # touches rock (1,4)
LBA = building("large_bird_aviary", (3, 1), (4, 1), (5, 1), (4, 2), (4, 3))
PZ = building("petting_zoo", (0, 5), (0, 6), (0, 7))


@pytest.mark.parametrize(
    ("card", "expected"),
    [(DINGO, E2), (GOAT, PZ), (TORTOISE, RH), (SECRETARY_BIRD, LBA)],
)
def test_special_enclosures_only_for_their_animals(card: str, expected: PlacedBuilding) -> None:
    # Only E2 is a standard enclosure here, too small for the tortoise and the bird.
    game = ready(hand=[card], buildings=[RH, LBA, PZ, E2])
    assert enclosure_options(game, card) == {into(expected)}


@pytest.mark.parametrize(("inside", "fits"), [(1, True), (2, True), (3, False)])
def test_petting_zoo_holds_three_animals(inside: int, fits: bool) -> None:
    petting = building("petting_zoo", (0, 5), (0, 6), (0, 7), animals=PETTING[:inside])
    game = ready(hand=[GOAT], buildings=[petting, E3_A])
    assert offered(game) == ({PlayAnimal(GOAT)} if fits else set())
    if fits:
        assert set(options_of(game, "play_animal")) == {PlayAnimal(GOAT)}
        game.apply(PlayAnimal(GOAT))
        assert set(options_of(game, "place_animal")) == {into(petting)}


@pytest.mark.parametrize(
    ("residents", "fits"),
    [((GOULDS_MONITOR, ROCK_MONITOR), True), ((GOULDS_MONITOR, ALLIGATOR), False)],
)
def test_reptile_house_holds_five_spaces(residents: tuple[str, ...], fits: bool) -> None:
    # 2 + 1 used: the tortoise (2) fits; 2 + 2 used: 4 + 2 > 5.
    house = building("reptile_house", *[(c.col, c.row) for c in RH.cells], animals=residents)
    game = ready(hand=[TORTOISE], buildings=[house, E3_B])
    expected = {into(house), into(E3_B)} if fits else {into(E3_B)}
    assert enclosure_options(game, TORTOISE) == expected


@pytest.mark.parametrize(
    ("residents", "fits"), [((SECRETARY_BIRD,), True), ((SECRETARY_BIRD, SHOEBILL), False)]
)
def test_large_bird_aviary_holds_five_spaces(residents: tuple[str, ...], fits: bool) -> None:
    # Ostrich takes 4 spaces: with 1 used it fits, with 2 used it does not.
    aviary = building("large_bird_aviary", *[(c.col, c.row) for c in LBA.cells], animals=residents)
    game = ready(hand=[OSTRICH], buildings=[aviary, E5])
    expected = {into(aviary), into(E5)} if fits else {into(E5)}
    assert enclosure_options(game, OSTRICH) == expected


WET_HOUSE = building("reptile_house", (2, 1), (3, 1), (4, 1), (5, 1), (5, 2))  # touches water


@pytest.mark.parametrize(("house", "fits"), [(RH, False), (WET_HOUSE, True)])
def test_special_enclosure_keeps_water_need(house: PlacedBuilding, fits: bool) -> None:
    # Pond Turtle (1 water): the Reptile House must touch water too (§12).
    wet_e1 = building("enclosure_1", (5, 6))  # touches water (6,6)
    game = ready(hand=[POND_TURTLE], buildings=[house, wet_e1, E1])
    expected = {into(house), into(wet_e1)} if fits else {into(wet_e1)}
    assert enclosure_options(game, POND_TURTLE) == expected


# -- Flock Animal ------------------------------------------------------------------------------

HERBIVORE_2 = building("enclosure_2", (3, 7), (4, 7), animals=[MALAYAN_TAPIR])
PREDATOR_2 = building("enclosure_2", (0, 7), (1, 7), animals=[DINGO])
HERBIVORE_1 = building("enclosure_1", (9, 7), animals=[PORCUPINE])
EMPTY_2 = building("enclosure_2", (0, 0), (1, 0))


def test_flock_animal_joins_a_herbivore() -> None:
    # Lama (Flock Animal 2): an empty enclosure, or an occupied one of size ≥ 2 with a herbivore.
    buildings = [HERBIVORE_2, PREDATOR_2, HERBIVORE_1, EMPTY_2]
    game = ready(hand=[LAMA], buildings=buildings)
    assert enclosure_options(game, LAMA) == {into(HERBIVORE_2), into(EMPTY_2)}
    game.apply(into(HERBIVORE_2))
    player = game.state.players[0]
    assert player.buildings[0].animals == (MALAYAN_TAPIR, LAMA)
    assert LAMA in player.zoo_cards and LAMA not in player.hand


def test_flock_level_above_the_enclosure_size() -> None:
    # Reindeer (Flock Animal 3) cannot join the size-2 herbivore enclosure.
    game = ready(hand=[REINDEER], buildings=[HERBIVORE_2])
    assert offered(game) == set()


# -- map abilities ------------------------------------------------------------------------------

# Map 2, gate (outdoor area) on the water cell (5,5).
GATE_1 = building("enclosure_1", (5, 4))  # counts as size 3
GATE_2 = building("enclosure_2", (4, 5), (4, 6))  # counts as size 4
FAR_1 = building("enclosure_1", (9, 0))
FAR_3 = building("enclosure_3", (0, 2), (1, 2), (0, 3))


@pytest.mark.parametrize(
    ("card", "expected"),
    [(DINGO, {GATE_1, GATE_2, FAR_3}), (SECRETARY_BIRD, {GATE_2})],
)
def test_outdoor_areas_count_two_sizes_larger(card: str, expected: set[PlacedBuilding]) -> None:
    game = ready(map_id="2", hand=[card], buildings=[GATE_1, GATE_2, FAR_1, FAR_3])
    assert enclosure_options(game, card) == {into(b) for b in expected}


# Map 1, tower on the rock cell (5,4).
TOWER_4 = building("enclosure_4", (4, 3), (5, 3), (6, 3), (5, 2))
FAR_4 = building("enclosure_4", (0, 7), (1, 7), (2, 7), (1, 6))
TOWER_2 = building("enclosure_2", (3, 4), (4, 4))
TOWER_2_HERBIVORE = building("enclosure_2", (3, 4), (4, 4), animals=[MALAYAN_TAPIR])
TOWER_PETTING = building("petting_zoo", (4, 4), (4, 5), (4, 6))


@pytest.mark.parametrize(
    ("card", "enclosure", "appeal"),
    [
        (SECRETARY_BIRD, TOWER_4, 4 + 2),  # card appeal 4, +2 next to the tower
        (SECRETARY_BIRD, FAR_4, 4),
        (LAMA, TOWER_2, 4 + 2),
        (LAMA, TOWER_2_HERBIVORE, 4),  # Flock: the enclosure was occupied already
        (GOAT, TOWER_PETTING, 3),  # Petting Zoo animal 3 × 1 icon; no special enclosures
    ],
)
def test_observation_tower(card: str, enclosure: PlacedBuilding, appeal: int) -> None:
    game = ready(map_id="1", hand=[card], buildings=[enclosure])
    before = game.state.players[0].appeal
    game.apply(ChooseAction(ANIMALS))
    play_one(game, card, 0, enclosure)
    assert game.state.players[0].appeal == before + appeal


# Map 9, Europe area (5,2) (6,2) (7,2) (5,3) (6,3) (7,3).
IN_EUROPE = building("enclosure_3", (5, 3), (5, 4), (6, 4))
NEXT_TO_EUROPE = building("enclosure_3", (8, 3), (8, 4), (7, 4))
IN_EUROPE_HERBIVORE = building("enclosure_3", (5, 3), (5, 4), (6, 4), animals=[GIRAFFE])
AREA_BONUSES = ("money_5", "x_token", "card", "reputation_2", "clever")  # docs/rulings.md


def test_geographical_zoo_area_bonus() -> None:
    game = ready(map_id="9", hand=[RED_DEER], buildings=[IN_EUROPE], money=50)
    game.apply(ChooseAction(ANIMALS))
    play_one(game, RED_DEER, 0, IN_EUROPE)
    options = set(options_of(game, "area_bonus"))
    assert options == {*(TakeBonus(b) for b in AREA_BONUSES), Skip()}
    game.apply(TakeBonus("money_5"))
    player = game.state.players[0]
    assert player.money == 50 - 12 + 5
    assert "europe" not in player.area_markers


def test_geographical_zoo_area_bonus_in_an_occupied_reptile_house() -> None:
    # Seed 002: standard or special enclosure does not matter; only Flock Animal gains none.
    # Common Wall Lizard (Europe, 1 rock: (4,2)) joins a Rock Monitor in the Reptile House.
    house = building(
        "reptile_house", (5, 2), (6, 2), (7, 2), (8, 2), (8, 3), animals=[ROCK_MONITOR]
    )
    game = ready(map_id="9", hand=[WALL_LIZARD], buildings=[house])
    game.apply(ChooseAction(ANIMALS))
    play_one(game, WALL_LIZARD, 0, house)
    assert set(options_of(game, "area_bonus")) == {*(TakeBonus(b) for b in AREA_BONUSES), Skip()}


@pytest.mark.parametrize(
    ("card", "enclosure"),
    [
        (RED_DEER, NEXT_TO_EUROPE),  # no space of the enclosure in the area
        (DINGO, IN_EUROPE),  # Australia animal in the Europe area
        (RED_DEER, IN_EUROPE_HERBIVORE),  # Flock Animal: no continent bonus (docs/rules.md §13)
    ],
)
def test_geographical_zoo_no_area_bonus(card: str, enclosure: PlacedBuilding) -> None:
    game = ready(map_id="9", hand=[card], buildings=[enclosure])
    game.apply(ChooseAction(ANIMALS))
    play_one(game, card, 0, enclosure)
    assert turn_passed(game)
    assert "europe" in game.state.players[0].area_markers
