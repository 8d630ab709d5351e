"""The 11 final scoring cards, original 2021 values (docs/rules.md §8, §10), max 4 CP each.

F001 large animals (standard size 4-5) 1/2/4/5 · F002 small animals (1-2) 3/6/8/10 · F003 research
icons 3/4/5/6 · F004 Architectural Zoo, 1 CP per condition · F005 supported projects 3/4/5/6 ·
F006 empty building spaces 6/12/18/24 · F007 reputation 6/9/12/15 · F008 sponsors in the zoo
3/6/8/10 · F009 1 CP per animal category with more icons than the player on the right · F010 rock
icons 1/3/5/7 · F011 water icons 2/4/6/8. An animal's rock/water requirements are its rock/water
icons; partner zoos give continent icons, universities research icons. At the end of the game the
points are added to conservation before the victory points are computed.
"""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from arknova_desktop.engine import Game
from arknova_desktop.engine.base.constants import (
    UNIVERSITY_RESEARCH,
    UNIVERSITY_RESEARCH_REPUTATION,
)
from arknova_desktop.engine.base.geometry import Cell
from arknova_desktop.engine.board.zoo_map import load_map
from arknova_desktop.engine.flow import scoring
from arknova_desktop.engine.kernel.choices import TakeXToken
from arknova_desktop.engine.kernel.state import PlacedBuilding
from arknova_desktop.engine.rules import gains
from tests.scenario import Position, Seat, arrange, set_seat, started


def points(game: Game, card: str, seat: int = 0) -> int:
    return scoring.final_scoring_points(game.cards, game.state, seat, card)


def fresh(players: int = 2) -> Game:
    return started(players=players, seed=1)


# --------------------------------------------------------------------------------------------
# F001 Large Animal Zoo, F002 Small Animal Zoo
# --------------------------------------------------------------------------------------------

# Cheetah 5, Lion 4, Siberian Tiger 5, Sumatran Tiger 4, Nile Crocodile (standard 5, reptile
# house 3), African Ostrich (standard 5, aviary 4): large by their printed standard size.
LARGE = ("A401", "A402", "A406", "A407", "A469", "A494")
NOT_LARGE_OR_SMALL = ("A403", "A428")  # Leopard 3, Giraffe 3


@pytest.mark.parametrize(("large", "cp"), [(0, 0), (1, 1), (2, 2), (3, 2), (4, 3), (5, 4), (6, 4)])
def test_f001_large_animal_zoo(large: int, cp: int) -> None:
    game = fresh()
    set_seat(game, 0, zoo=(*LARGE[:large], *NOT_LARGE_OR_SMALL, "A404"))
    assert points(game, "F001") == cp


# Caracal 2, Fennec Fox 1, Sun Bear 2, Marten 1, Coati 2, Raccoon 1, Badger 2, Stoat 1, Dingo 2,
# Tasmanian Devil 1, Western Green Mamba (standard 2, reptile house 1).
SMALL = ("A404", "A405", "A409", "A410", "A414", "A415", "A419", "A420", "A424", "A425", "A470")


@pytest.mark.parametrize(
    ("small", "cp"),
    [(2, 0), (3, 1), (5, 1), (6, 2), (7, 2), (8, 3), (9, 3), (10, 4), (11, 4)],
)
def test_f002_small_animal_zoo(small: int, cp: int) -> None:
    game = fresh()
    set_seat(game, 0, zoo=(*SMALL[:small], *NOT_LARGE_OR_SMALL, "A401"))
    assert points(game, "F002") == cp


# --------------------------------------------------------------------------------------------
# F003 Research Zoo
# --------------------------------------------------------------------------------------------

SCIENCE_SPONSORS = ("S201", "S202", "S203", "S204")  # 1 research icon each


@pytest.mark.parametrize(("sponsors", "cp"), [(0, 1), (1, 2), (2, 3), (3, 4), (4, 4)])
def test_f003_research_zoo_counts_universities_and_cards(sponsors: int, cp: int) -> None:
    # Universities: research 2 + research/reputation 1 = 3 icons, then 1 per sponsor.
    game = fresh()
    set_seat(
        game,
        0,
        universities=(UNIVERSITY_RESEARCH, UNIVERSITY_RESEARCH_REPUTATION),
        zoo=SCIENCE_SPONSORS[:sponsors],
    )
    assert points(game, "F003") == cp


def test_f003_one_below_the_first_threshold() -> None:
    # Science Institute (2 research icons) alone: 2 < 3.
    game = fresh()
    set_seat(game, 0, zoo=("S223",))
    assert points(game, "F003") == 0
    set_seat(game, 0, zoo=("S223", "S201"))
    assert points(game, "F003") == 1


# --------------------------------------------------------------------------------------------
# F004 Architectural Zoo (Map A)
# --------------------------------------------------------------------------------------------
#      0123456789
#   0  .....~~...      water (5,0) (6,0) (6,1) (7,1) (3,5) (4,5) (2,6) (3,6) (4,6)
#   1  ......~~..      rock  (1,2) (9,2) (1,3) (2,3) (8,6) (9,6) (9,7)
#   2  .#.......#      Build II cells (6,4) (9,5)
#   3  .##.......      start: kiosk (4,3), enclosure 3 (5,3) (6,3) (5,4)
#   4  ......2...
#   5  ...~~....2
#   6  ..~~~...##
#   7  .........#

# One covered neighbour for each water space / each rock space.
NEXT_TO_WATER = ((5, 1), (7, 0), (2, 5), (4, 4), (3, 7), (4, 7))
NEXT_TO_ROCK = ((2, 2), (8, 2), (1, 4), (9, 5), (8, 7))


def map_a() -> tuple[frozenset[Cell], frozenset[Cell]]:
    """(building cells, border building cells) of Map A."""
    zmap = load_map("A")
    return zmap.building_cells, zmap.building_cells & zmap.grid.border_cells()


def cover(game: Game, cells: Iterable[Cell | tuple[int, int]]) -> None:
    """Add a pavilion on every given cell not covered yet."""
    player = game.state.players[0]
    taken = {c for b in player.buildings for c in b.cells}
    wanted = {c if isinstance(c, Cell) else Cell(*c) for c in cells}
    set_seat(
        game,
        0,
        buildings=(
            *player.buildings,
            *(PlacedBuilding("pavilion", frozenset({c})) for c in sorted(wanted - taken)),
        ),
    )


def test_map_a_has_64_building_spaces() -> None:
    # 80 spaces − 9 water − 7 rock.
    building, _ = map_a()
    assert len(building) == 64


def test_f004_start_position_scores_nothing() -> None:
    assert points(fresh(), "F004") == 0


def test_f004_every_water_space_next_to_a_building() -> None:
    game = fresh()
    cover(game, NEXT_TO_WATER)
    assert points(game, "F004") == 1
    game = fresh()
    cover(game, NEXT_TO_WATER[:-1])  # (4,6) has no building next to it
    assert points(game, "F004") == 0


def test_f004_water_and_rock() -> None:
    game = fresh()
    cover(game, NEXT_TO_WATER + NEXT_TO_ROCK)
    assert points(game, "F004") == 2


def test_f004_all_border_spaces_only() -> None:
    # The border alone: water (6,1) and rock (2,3) have no border neighbour.
    game = fresh()
    _, border = map_a()
    cover(game, border)
    assert points(game, "F004") == 1


def test_f004_whole_map_covered_scores_all_four() -> None:
    game = fresh()
    building, _ = map_a()
    cover(game, building)
    assert points(game, "F004") == 4


def test_f004_one_inner_space_empty_scores_three() -> None:
    game = fresh()
    building, _ = map_a()
    cover(game, building - {Cell(5, 2)})
    assert points(game, "F004") == 3


# --------------------------------------------------------------------------------------------
# F005 Conservation Zoo, F006 Naturalists' Zoo, F007 Favorite Zoo, F008 Sponsored Zoo
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("supported", "cp"), [(2, 0), (3, 1), (4, 2), (5, 3), (6, 4), (7, 4)])
def test_f005_conservation_zoo(supported: int, cp: int) -> None:
    game = fresh()
    set_seat(game, 0, supported_projects=supported)
    assert points(game, "F005") == cp


@pytest.mark.parametrize(
    ("empty", "cp"),
    [(60, 4), (25, 4), (24, 4), (23, 3), (18, 3), (17, 2), (12, 2), (11, 1), (6, 1), (5, 0)],
)
def test_f006_naturalists_zoo_empty_building_spaces(empty: int, cp: int) -> None:
    # Map A: 64 building spaces, the kiosk and the size-3 enclosure cover 4 → 60 empty.
    game = fresh()
    building, _ = map_a()
    player = game.state.players[0]
    taken = {c for b in player.buildings for c in b.cells}
    free = sorted(building - taken)
    cover(game, free[: len(free) - empty])
    assert points(game, "F006") == cp


@pytest.mark.parametrize(
    ("reputation", "cp"),
    [(5, 0), (6, 1), (8, 1), (9, 2), (11, 2), (12, 3), (14, 3), (15, 4)],
)
def test_f007_favorite_zoo(reputation: int, cp: int) -> None:
    game = fresh()
    set_seat(game, 0, reputation=reputation)
    assert points(game, "F007") == cp


SPONSORS = tuple(f"S2{n:02d}" for n in range(1, 12))


@pytest.mark.parametrize(
    ("sponsors", "cp"),
    [(2, 0), (3, 1), (5, 1), (6, 2), (7, 2), (8, 3), (9, 3), (10, 4), (11, 4)],
)
def test_f008_sponsored_zoo_counts_only_sponsors(sponsors: int, cp: int) -> None:
    game = fresh()
    set_seat(game, 0, zoo=(*SPONSORS[:sponsors], "A401", "A402", "A404"))
    assert points(game, "F008") == cp


# --------------------------------------------------------------------------------------------
# F009 Diverse Species Zoo
# --------------------------------------------------------------------------------------------


def test_f009_compares_with_the_player_on_the_right() -> None:
    # 3 players: seat 1's right-hand neighbour is seat 0 (seat − 1).
    game = fresh(3)
    seats = {
        0: Seat(zoo=("A513", "A401", "A485")),  # bird 1, predator 2, reptile 1
        # bird 2 > 1, reptile 1 = 1, primate 1 > 0, Sun Bear: bear 1 > 0 and predator 1 < 2
        # → bird, primate, bear: 3 CP
        1: Seat(zoo=("A512", "A503", "A470", "A452", "A409")),
        # seat 2 has more of everything: it must not be the one compared.
        2: Seat(zoo=("A508", "A518", "A517", "A406", "A410", "A420", "A473", "A475",
                     "A456", "A460", "A411", "A415", "A434")),
    }  # fmt: skip
    arrange(game, Position(seats=seats))
    assert points(game, "F009", seat=1) == 3


def test_f009_two_players_and_the_maximum_of_4() -> None:
    game = fresh(2)
    seats = {
        1: Seat(zoo=("A513",)),  # 1 bird
        # more birds, herbivores, predators, primates, reptiles and bears than seat 1: 6 → max 4
        0: Seat(zoo=("A512", "A503", "A445", "A420", "A452", "A485", "A409")),
    }
    arrange(game, Position(seats=seats))
    assert points(game, "F009", seat=0) == 4
    # seat 1's right-hand neighbour is seat 0: nothing more there
    assert points(game, "F009", seat=1) == 0


# --------------------------------------------------------------------------------------------
# F010 Climbing Park, F011 Aquatic Park
# --------------------------------------------------------------------------------------------

# one rock requirement each: Leopard, Cougar, White Rhinoceros, Koala, Proboscis Monkey,
# Ring-Tailed Lemur, Gray Langur; Geologist sponsor (1 rock icon)
ROCK_ONES = ("A403", "A413", "A427", "A448", "A451", "A454", "A462", "S242")


@pytest.mark.parametrize(
    ("rock", "cp"), [(0, 0), (1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3), (7, 4), (8, 4)]
)
def test_f010_climbing_park(rock: int, cp: int) -> None:
    game = fresh()
    set_seat(game, 0, zoo=(*ROCK_ONES[:rock], "A401"))
    assert points(game, "F010") == cp


def test_f010_hand_worked_example() -> None:
    # Alpine Ibex (2 rock) + Cable Car (2) + Leopard (1) = 5 → 3 CP; without the Leopard 4 → 2.
    game = fresh()
    set_seat(game, 0, zoo=("A444", "S246", "A403"))
    assert points(game, "F010") == 3
    set_seat(game, 0, zoo=("A444", "S246"))
    assert points(game, "F010") == 2


# one water requirement each: Eurasian Brown Bear, Fur Seal, Australian Sea Lion, NZ Sea Lion,
# Pygmy Hippo, Platypus, Japanese Macaque, Nile Crocodile, Chinese Water Dragon
WATER_ONES = ("A416", "A421", "A422", "A423", "A430", "A449", "A458", "A469", "A478")


@pytest.mark.parametrize(
    ("water", "cp"),
    [(1, 0), (2, 1), (3, 1), (4, 2), (5, 2), (6, 3), (7, 3), (8, 4), (9, 4)],
)
def test_f011_aquatic_park(water: int, cp: int) -> None:
    game = fresh()
    set_seat(game, 0, zoo=(*WATER_ONES[:water], "A401"))
    assert points(game, "F011") == cp


def test_f011_hand_worked_example() -> None:
    # Sumatran Tiger 2 + Dugong 2 + Aquarium 2 + Eurasian Brown Bear 1 = 7 → 3 CP; + Hydrologist
    # (1 water icon) = 8 → 4 CP.
    game = fresh()
    set_seat(game, 0, zoo=("A407", "A446", "S245", "A416"))
    assert points(game, "F011") == 3
    set_seat(game, 0, zoo=(*game.state.players[0].zoo_cards, *("S241",)))
    assert points(game, "F011") == 4


# --------------------------------------------------------------------------------------------
# Through a finished game
# --------------------------------------------------------------------------------------------


def test_final_scoring_adds_conservation_before_victory_points() -> None:
    game = fresh(2)
    p1 = game.state.players[1]
    seats = {
        # Favorite Zoo: 2 CP; target 96
        0: Seat(final_scoring=("F007",), reputation=9, conservation=9, appeal=95),
        1: Seat(final_scoring=("F005",)),  # no supported project: 0 CP
    }
    arrange(game, Position(seats=seats))
    gains.gain_appeal(game, 0, 1, "test")  # 96 ≥ 96: seat 0 triggers the end
    game.advance()
    for _ in range(4):
        if game.decision is None:
            break
        seat = game.decision.seat
        game.apply(TakeXToken(game.state.players[seat].action_cards[0].action))
    assert game.is_over
    s0, s1 = game.scores()
    # 9 + 2 = 11 CP → target 124 − 33 = 91; VP = 96 − 91 = 5 (not 96 − 96 = 0)
    assert (s0.conservation, s0.target, s0.victory_points) == (11, 91, 5)
    assert ("F007 Favorite Zoo", 2) in s0.breakdown
    assert (s1.conservation, s1.victory_points) == (0, p1.appeal - 114)
    assert s0.winner and not s1.winner
