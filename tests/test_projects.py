"""Conservation projects (docs/rules.md §5 "Conservation projects on the board", §6 left edge, §7).

Base projects 101–112: three levels, requirement = icon count in the zoo (animals and sponsors,
partner zoos, universities), reward = CP. A level taken by anyone is gone; one token per player per
project; 2 players: neutral blockers (left level of the left project, middle of the middle, right of
the right). Supporting removes the next token from the map's left edge: +1 supported project and
that space's bonus, before or after the reward as the player chooses; recurring (R) ones again in
every break. Project cards go leftmost above the board (max 2 with 1–2 players, 3, 4); the
overflowing rightmost card is discarded with its tokens. Release into the wild: the animal's
printed standard size 4+ / 3 / 2- gives 5 / 4 / 3 CP, it leaves the zoo with its appeal, the player
who plays the card gains 1 reputation. Breeding: an animal of the category and a partner zoo of
one of its continents. Collection cards 128–132: 4 / 3 / 2 CP.
"""

from __future__ import annotations

import pytest

from arknova_desktop.engine import Game
from arknova_desktop.engine.base.constants import (
    ANIMALS,
    ASSOCIATION,
    BUILD,
    CARDS,
    SPONSORS,
    UNIVERSITY_RESEARCH,
    UNIVERSITY_RESEARCH_REPUTATION,
)
from arknova_desktop.engine.base.geometry import Cell
from arknova_desktop.engine.kernel.choices import (
    AssociationTask,
    ChooseAction,
    PickEffect,
    PlaceBuilding,
    PlayProject,
    ReleaseAnimal,
    Skip,
    SponsorBreak,
    SupportProject,
    TakeFromDisplay,
    TakeXToken,
    UncoverSlot,
)
from arknova_desktop.engine.kernel.events import GameEnded
from arknova_desktop.engine.kernel.state import PlacedBuilding
from arknova_desktop.engine.rules import gains
from arknova_desktop.engine.rules.conservation import covered_slots, uncovered_slots
from tests.scenario import Position, Seat, arrange, options_of, play, set_seat, set_shared, started

PROJECT = AssociationTask("project")
REWARD = PickEffect("project reward")
ASSOCIATION_IN_5 = (ANIMALS, BUILD, CARDS, SPONSORS, ASSOCIATION)
START_CP = 10  # past every conservation bonus space, so rewards ask nothing


def uncover_top(game: Game) -> None:
    """Take the support's token from the top-most covered left-edge slot."""
    options = options_of(game, "left_edge_slot")
    game.apply(min(options, key=lambda o: o.slot if isinstance(o, UncoverSlot) else 99))


def project_game(players: int = 2, upgraded: bool = False, **config: object) -> Game:
    """Seat 0 to act, Association in slot 5, no project on the board, 2 projects supported
    (the next left-edge space on Map A is slot 3: 5 money)."""
    game = started(players=players, seed=1, **config)
    seat = Seat(
        conservation=START_CP,
        supported_projects=2,
        row=ASSOCIATION_IN_5,
        upgraded=(ASSOCIATION,) if upgraded else (),
    )
    return arrange(game, Position(seats={0: seat}, base_projects=(), project_tokens=()))


def project_options(game: Game) -> set[object]:
    """The project choices of an Association action (empty if the project task is not offered)."""
    game.apply(ChooseAction(ASSOCIATION))
    if PROJECT not in options_of(game, "association"):
        return set()
    game.apply(PROJECT)
    return set(options_of(game, "association_project"))


# --------------------------------------------------------------------------------------------
# The 12 base projects (docs/rules.md §7)
# --------------------------------------------------------------------------------------------

# (counts L/M/R, CP L/M/R)
BASE = {
    "P101": ((5, 4, 3), (5, 3, 2)),
    "P102": ((5, 4, 3), (5, 3, 2)),
    "P103": ((5, 4, 2), (5, 3, 2)),
    "P104": ((5, 4, 2), (5, 3, 2)),
    "P105": ((5, 4, 2), (5, 4, 2)),
    "P106": ((5, 4, 2), (5, 3, 2)),
    "P107": ((5, 4, 2), (5, 4, 2)),
    "P108": ((5, 4, 2), (5, 4, 2)),
    "P109": ((5, 4, 2), (5, 4, 2)),
    "P110": ((5, 4, 2), (5, 4, 2)),
    "P111": ((5, 4, 2), (5, 4, 2)),
    "P112": ((5, 4, 2), (5, 4, 2)),
}
# Cards with exactly one icon of the kind; continents start with a partner zoo.
ONE_ICON = {
    "P103": ("africa", "A405", "A404", "A402", "A452"),
    "P104": ("americas", "A415", "A412", "A439", "A465"),
    "P105": ("australia", "A424", "A447", "A450", "A517"),
    "P106": ("asia", "A410", "A435", "A460", "A503"),
    "P107": ("europe", "A420", "A445", "A513", "A419"),
    "P108": ("A452", "A456", "A460", "A463", "A465"),  # primates
    "P109": ("A470", "A473", "A475", "A485", "A486"),  # reptiles
    "P110": ("A404", "A405", "A410", "A419", "A420"),  # predators
    "P111": ("A429", "A435", "A439", "A445", "A450"),  # herbivores
    "P112": ("A513", "A512", "A503", "A508", "A518"),  # birds
    # bird, herbivore, predator, primate, reptile (all European or African)
    "P101": ("A513", "A445", "A420", "A452", "A485"),
    # an Africa partner zoo, then Asia, Americas, Europe, Australia animals
    "P102": ("africa", "A410", "A415", "A420", "A424"),
}


def give_icons(game: Game, project: str, count: int) -> None:
    chosen = ONE_ICON[project][:count]
    set_seat(
        game,
        0,
        partner_zoos=tuple(c for c in chosen if not c.startswith("A")),
        zoo=tuple(c for c in chosen if c.startswith("A")),
    )


@pytest.mark.parametrize("project", sorted(BASE))
@pytest.mark.parametrize("level", [0, 1, 2])
def test_base_project_level_needs_its_exact_count(project: str, level: int) -> None:
    counts, cps = BASE[project]
    for have in (counts[level] - 1, counts[level]):
        game = project_game()
        set_shared(game, base_projects=(project,))
        give_icons(game, project, have)
        expected = {SupportProject(project, lv) for lv in range(3) if counts[lv] <= have}
        assert project_options(game) == expected, have
    # With exactly the count: support that level, reward first, then the 5 money of slot 3.
    player = game.state.players[0]
    money = player.money
    game.apply(SupportProject(project, level))
    uncover_top(game)
    assert set(options_of(game, "order_effects")) >= {REWARD}
    game.apply(REWARD)
    assert player.conservation == START_CP + cps[level]
    assert (player.money, player.reputation) == (money + 5, 1)
    assert player.supported_projects == 3
    assert game.state.projects.tokens == ((project, level, 0),)


def test_species_diversity_counts_bears_and_petting_zoo_animals() -> None:
    # docs/rules.md §10: "animal categories" include Bear and Petting-Zoo animal.
    game = project_game()
    # Barn Owl (bird), Sun Bear (bear, predator), Goat (petting zoo): 4 categories
    arrange(game, Position(base_projects=("P101",), seats={0: Seat(zoo=("A513", "A409", "A519"))}))
    assert project_options(game) == {SupportProject("P101", 1), SupportProject("P101", 2)}


def test_level_taken_by_another_player_is_gone() -> None:
    game = project_game()
    set_shared(game, base_projects=("P112",), project_tokens=(("P112", 2, 1),))
    give_icons(game, "P112", 5)
    assert project_options(game) == {SupportProject("P112", 0), SupportProject("P112", 1)}


def test_one_token_per_player_per_project() -> None:
    game = project_game()
    set_shared(game, base_projects=("P112", "P110"), project_tokens=(("P112", 2, 0),))
    give_icons(game, "P112", 5)
    set_seat(game, 0, zoo=(*game.state.players[0].zoo_cards, "A404", "A405"))  # 2 predators
    assert project_options(game) == {SupportProject("P110", 2)}


def test_two_player_setup_blocks_one_level_of_each_base_project() -> None:
    game = started(players=2, seed=4)
    base = game.state.projects.base
    assert len(base) == 3
    assert game.state.projects.tokens == ((base[0], 0, -1), (base[1], 1, -1), (base[2], 2, -1))


@pytest.mark.parametrize(("players", "count"), [(1, 3), (3, 3), (4, 4)])
def test_no_blockers_and_base_project_count_otherwise(players: int, count: int) -> None:
    game = started(players=players, seed=4)
    assert len(game.state.projects.base) == count
    assert game.state.projects.tokens == ()


def test_neutral_blockers_make_their_levels_unavailable() -> None:
    game = project_game()
    set_shared(
        game,
        base_projects=("P112", "P110", "P111"),
        project_tokens=(("P112", 0, -1), ("P110", 1, -1), ("P111", 2, -1)),
    )
    give_icons(game, "P112", 5)
    zoo = (*game.state.players[0].zoo_cards, *ONE_ICON["P110"], *ONE_ICON["P111"])
    set_seat(game, 0, zoo=zoo)
    assert project_options(game) == {
        SupportProject("P112", 1),
        SupportProject("P112", 2),
        SupportProject("P110", 0),
        SupportProject("P110", 2),
        SupportProject("P111", 0),
        SupportProject("P111", 1),
    }


# --------------------------------------------------------------------------------------------
# The left edge (Map A: snap R, enclosure 2 R, 5 money R, +1 CP R, +2 reputation, 12 money,
# 3 X-tokens)
# --------------------------------------------------------------------------------------------


def support_birds_level_2(game: Game, supported_before: int) -> None:
    """Support P112 Birds at level 2 (2 CP) and pick the left-edge bonus first."""
    set_shared(game, base_projects=("P112",))
    give_icons(game, "P112", 2)
    set_seat(game, 0, supported_projects=supported_before)
    assert project_options(game) == {SupportProject("P112", 2)}
    game.apply(SupportProject("P112", 2))
    if supported_before < 6:  # with one slot left there is nothing to choose
        uncover_top(game)
    order = options_of(game, "order_effects")
    assert len(order) == 2 and REWARD in order
    bonus = next(o for o in order if o != REWARD)
    game.apply(bonus)


@pytest.mark.parametrize(
    ("slot", "resource", "gain"),
    [
        (3, "money", 5),
        (4, "conservation", 2 + 1),
        (5, "reputation", 2),
        (6, "money", 12),
        (7, "x_tokens", 3),
    ],
)
def test_left_edge_track_bonus(slot: int, resource: str, gain: int) -> None:
    game = project_game()
    player = game.state.players[0]
    before = getattr(player, resource)
    support_birds_level_2(game, slot - 1)
    assert player.supported_projects == slot
    assert getattr(player, resource) == before + gain


def test_left_edge_slot_1_snaps_a_display_card() -> None:
    game = project_game()
    player = game.state.players[0]
    hand = player.hand
    support_birds_level_2(game, 0)
    display = game.state.display
    options = options_of(game, "snap")
    assert set(options) == {TakeFromDisplay(i, c) for i, c in enumerate(display, start=1)}
    game.apply(TakeFromDisplay(6, display[5]))
    assert player.hand == (*hand, display[5])
    assert player.conservation == START_CP + 2  # the reward follows the bonus
    assert player.supported_projects == 1


def test_left_edge_slot_2_free_enclosure_may_be_declined() -> None:
    game = project_game()
    player = game.state.players[0]
    buildings, money = player.buildings, player.money
    support_birds_level_2(game, 1)
    options = options_of(game, "free_building")
    assert Skip() in options
    place = next(o for o in options if isinstance(o, PlaceBuilding))
    assert place.building == "enclosure_2"
    game.apply(place)
    assert len(player.buildings) == len(buildings) + 1
    assert player.money == money  # free
    assert player.supported_projects == 2


def test_map_0_left_edge_slot_5_hires_a_worker() -> None:
    game = project_game(maps=("0", "0"))
    support_birds_level_2(game, 4)
    assert game.state.players[0].workers == 2


def test_recurring_left_edge_bonuses_again_in_every_break() -> None:
    # 5 supported on Map A: slots 1-4 are recurring (snap, enclosure 2, 5 money, +1 CP);
    # slot 5 (+2 reputation) is not.
    game = project_game()
    player = game.state.players[0]
    seats = {p.seat: Seat(hand=p.hand[:2]) for p in game.state.players}
    seats[0] = Seat(hand=player.hand[:2], supported_projects=5)
    arrange(game, Position(seats=seats, break_position=8))  # 2 players: 9 to the last space
    game.apply(TakeXToken(ASSOCIATION))
    set_seat(game, 1, row=(*ASSOCIATION_IN_5[:3], ASSOCIATION, SPONSORS))
    money, reputation, hand = player.money, player.reputation, len(player.hand)
    play(game, ChooseAction(SPONSORS), SponsorBreak())
    seen = []
    while game.decision is not None and game.decision.kind != "choose_action":
        assert game.decision.seat == 0
        seen.append(game.decision.kind)
        game.apply(Skip() if Skip() in game.decision.options else game.decision.options[0])
    assert seen.count("snap") == 1 and seen.count("free_building") == 1
    assert "order_effects" in seen
    # appeal 0 → 5 income, + 5 money from slot 3
    assert player.money == money + 5 + 5
    assert player.conservation == START_CP + 1
    assert player.reputation == reputation
    assert len(player.hand) == hand + 1


MAP_A_EDGE = (
    "snap",
    "enclosure_2",
    "money_5",
    "conservation_1",
    "reputation_2",
    "money_12",
    "x_tokens_3",
)


def first_support_birds(game: Game) -> None:
    """Seat 0's first support: P112 Birds at level 2 (2 CP), up to the left-edge decision."""
    set_shared(game, base_projects=("P112",))
    give_icons(game, "P112", 2)
    set_seat(game, 0, supported_projects=0)
    assert project_options(game) == {SupportProject("P112", 2)}
    game.apply(SupportProject("P112", 2))


def break_income(game: Game) -> list[str]:
    """Seat 1 (to act) triggers a break; the income decisions (declining what may be declined)
    until the next turn."""
    seats = {p.seat: Seat(hand=p.hand[:2]) for p in game.state.players}
    seats[1] = Seat(
        hand=game.state.players[1].hand[:2], row=(*ASSOCIATION_IN_5[:3], ASSOCIATION, SPONSORS)
    )
    arrange(game, Position(seats=seats, break_position=game.state.break_track.length - 1))
    play(game, ChooseAction(SPONSORS), SponsorBreak())
    seen = []
    while game.decision is not None and game.decision.kind != "choose_action":
        seen.append(game.decision.kind)
        game.apply(Skip() if Skip() in game.decision.options else game.decision.options[0])
    return seen


def test_a_support_takes_the_left_edge_token_of_the_players_choice() -> None:
    # Rulebook p.15: "Place 1 player token of your choice from the left side of your zoo map".
    game = project_game()
    player = game.state.players[0]
    first_support_birds(game)
    decision = game.decision
    assert decision is not None and decision.seat == 0
    assert options_of(game, "left_edge_slot") == tuple(
        UncoverSlot(slot, bonus) for slot, bonus in enumerate(MAP_A_EDGE, start=1)
    )
    assert UncoverSlot(6, "money_12").describe() == "uncover left-edge slot 6 (money 12)"
    money = player.money
    game.apply(UncoverSlot(6, "money_12"))
    game.apply(REWARD)
    assert (player.money, player.conservation) == (money + 12, START_CP + 2)
    assert player.supported_projects == 1
    assert uncovered_slots(player) == (6,)
    assert covered_slots(player) == (1, 2, 3, 4, 5, 7)
    # 12 money is a one-time bonus, and the snap of slot 1 is still covered: the break's
    # income is the appeal income alone.
    money = player.money
    seen = break_income(game)
    assert "snap" not in seen
    assert player.money == money + 5  # appeal 0: 5 money


def test_recurring_left_edge_income_follows_the_uncovered_slots() -> None:
    # Slot 3 (5 money, recurring) uncovered first: the break pays it; slots 1-2 stay covered.
    game = project_game()
    player = game.state.players[0]
    first_support_birds(game)
    play(game, UncoverSlot(3, "money_5"), REWARD)
    assert uncovered_slots(player) == (3,)
    money = player.money
    seen = break_income(game)
    assert "snap" not in seen and "free_building" not in seen
    assert player.money == money + 5 + 5


def test_the_last_left_edge_token_is_taken_without_asking() -> None:
    game = project_game()
    player = game.state.players[0]
    seat = Seat(left_edge=(1, 2, 3, 4, 5, 7), supported_projects=6)
    arrange(game, Position(seats={0: seat}, base_projects=("P112",)))
    give_icons(game, "P112", 2)
    money = player.money
    assert project_options(game) == {SupportProject("P112", 2)}
    game.apply(SupportProject("P112", 2))
    play(game, REWARD)
    assert player.money == money + 12  # slot 6, the only one left
    assert uncovered_slots(player) == (1, 2, 3, 4, 5, 7, 6)


# --------------------------------------------------------------------------------------------
# Project cards above the board
# --------------------------------------------------------------------------------------------

LARGE = ("A401", "A402")  # Cheetah 5, Lion 4: 2 large animals → P131 right level


@pytest.mark.parametrize(("players", "limit"), [(1, 2), (2, 2), (3, 3), (4, 4)])
@pytest.mark.parametrize("full", [True, False])
def test_project_card_goes_leftmost_and_the_overflow_is_discarded(
    players: int, limit: int, full: bool
) -> None:
    game = project_game(players)
    player = game.state.players[0]
    row = ("P128", "P129", "P130", "P132")[: limit if full else limit - 1]
    seat = Seat(supported_projects=3, hand=("P131",), zoo=LARGE)  # next slot: +1 CP
    arrange(game, Position(seats={0: seat}, project_row=row, project_tokens=((row[-1], 0, 0),)))
    assert project_options(game) == {PlayProject("P131", 0, 2)}
    play(game, PlayProject("P131", 0, 2))
    uncover_top(game)
    game.apply(REWARD)
    assert player.hand == ()
    assert player.supported_projects == 4  # a discarded card's token is not given back
    if full:
        assert game.state.projects.row == ("P131", *row[:-1])
        assert row[-1] in game.state.discard
        assert game.state.projects.tokens == (("P131", 2, 0),)
    else:
        assert game.state.projects.row == ("P131", *row)
        assert game.state.projects.tokens == ((row[-1], 0, 0), ("P131", 2, 0))


@pytest.mark.parametrize(
    ("upgraded", "reputation", "offered"),
    [(False, 4, False), (True, 4, True), (True, 3, False)],
)
def test_project_from_the_display_needs_association_ii_and_range(
    upgraded: bool, reputation: int, offered: bool
) -> None:
    game = project_game(upgraded=upgraded)
    player = game.state.players[0]
    display = [c for c in game.state.display if c not in LARGE]  # LARGE goes in the zoo
    display[2] = "P131"  # folder 3: reputation 4-6 reaches folders 1-3
    seat = Seat(reputation=reputation, zoo=LARGE, money=3, supported_projects=3)
    arrange(game, Position(seats={0: seat}, display=tuple(display)))
    options = project_options(game)
    assert (PlayProject("P131", 3, 2) in options) is offered
    if offered:
        play(game, PlayProject("P131", 3, 2))
        uncover_top(game)
        game.apply(REWARD)
        assert player.money == 0  # the folder number
        assert game.state.projects.row == ("P131",)
        assert "P131" not in game.state.display


# --------------------------------------------------------------------------------------------
# Release into the wild, breeding programs, collections
# --------------------------------------------------------------------------------------------

BIG_PEN = frozenset({Cell(0, 6), Cell(1, 6), Cell(0, 7), Cell(1, 7), Cell(2, 7)})


def in_big_pen(animal: str) -> PlacedBuilding:
    """A size-5 standard enclosure on Map A's bottom-left corner, housing `animal`."""
    return PlacedBuilding("enclosure_5", BIG_PEN, (animal,))


@pytest.mark.parametrize(
    ("animal", "level", "cp"),
    [
        ("A441", 0, 5),  # European Bison, size 5
        ("A442", 0, 5),  # Moose, size 4
        ("A443", 1, 4),  # Red Deer, size 3
        ("A444", 2, 3),  # Alpine Ibex, size 2
        ("A445", 2, 3),  # Crested Porcupine, size 1
    ],
)
def test_release_level_by_printed_size(animal: str, level: int, cp: int) -> None:
    # P120 Bamboo Forest (herbivore). Every animal sits in a size-5 enclosure: the printed size
    # decides, not the enclosure.
    game = project_game()
    player = game.state.players[0]
    seat = Seat(
        add_buildings=(in_big_pen(animal),),
        zoo=(animal,),
        appeal=20,
        hand=("P120",),
        supported_projects=3,
    )
    arrange(game, Position(seats={0: seat}))
    appeal = game.cards.get_animal(animal).appeal
    assert project_options(game) == {PlayProject("P120", 0, level)}
    game.apply(PlayProject("P120", 0, level))
    assert player.reputation == 1 + 1  # the player who plays a release card
    assert set(options_of(game, "release_animal")) == {ReleaseAnimal(animal)}
    game.apply(ReleaseAnimal(animal))
    uncover_top(game)
    game.apply(REWARD)
    assert player.conservation == START_CP + cp + 1  # + slot 4's CP
    assert player.zoo_cards == ()
    assert all(animal not in b.animals for b in player.buildings)
    assert player.appeal == 20 - appeal
    assert game.state.discard[-1] == animal


def test_release_tortoise_from_a_reptile_house_is_the_middle_level() -> None:
    # Rulebook p.16 example: a 3-space tortoise → middle level → 4 CP.
    game = project_game()
    player = game.state.players[0]
    house = frozenset({Cell(0, 0), Cell(0, 1), Cell(0, 2), Cell(0, 3), Cell(1, 0)})
    seat = Seat(
        add_buildings=(PlacedBuilding("reptile_house", house, ("A471",)),),
        zoo=("A471",),  # African Spurred Tortoise: standard 3, reptile house 2
        appeal=10,
        hand=("P116",),  # Serengeti (Africa)
    )
    arrange(game, Position(seats={0: seat}))
    assert project_options(game) == {PlayProject("P116", 0, 1)}
    play(game, PlayProject("P116", 0, 1), ReleaseAnimal("A471"))
    uncover_top(game)
    game.apply(REWARD)
    assert player.conservation == START_CP + 4
    assert player.appeal == 10 - 6
    assert next(b for b in player.buildings if b.building == "reptile_house").animals == ()


def test_release_needs_the_icon() -> None:
    game = project_game()
    set_seat(game, 0, zoo=("A420", "A419"), hand=("P120",))  # predators; herbivore release
    assert project_options(game) == set()


def test_supporting_a_release_card_already_in_the_row_gives_no_reputation() -> None:
    game = project_game()
    player = game.state.players[0]
    seat = Seat(add_buildings=(in_big_pen("A443"),), zoo=("A443",), appeal=10)
    arrange(game, Position(seats={0: seat}, project_row=("P120",)))
    assert project_options(game) == {SupportProject("P120", 1)}
    play(game, SupportProject("P120", 1), ReleaseAnimal("A443"))
    uncover_top(game)
    game.apply(REWARD)
    assert player.reputation == 1
    assert player.conservation == START_CP + 4


@pytest.mark.parametrize(
    ("partner_zoo", "animal", "possible"),
    [
        ("europe", "A513", True),  # Barn Owl: bird, Europe
        ("asia", "A513", False),  # no partner zoo of the owl's continent
        ("europe", "A420", False),  # Stoat: European, but no bird
    ],
)
def test_breeding_program_needs_category_and_partner_zoo(
    partner_zoo: str, animal: str, possible: bool
) -> None:
    game = project_game()
    set_seat(game, 0, partner_zoos=(partner_zoo,), zoo=(animal,), hand=("P123",))  # Bird Breeding
    expected = {PlayProject("P123", 0, lv) for lv in range(3)} if possible else set()
    assert project_options(game) == expected


def test_breeding_program_left_level_reward() -> None:
    # docs/rules.md §7 (unverified single-source values): left level 2 CP + 2 reputation.
    game = project_game()
    player = game.state.players[0]
    set_seat(game, 0, partner_zoos=("europe",), zoo=("A513",), hand=("P123",))
    project_options(game)
    play(game, PlayProject("P123", 0, 0))
    uncover_top(game)
    game.apply(REWARD)
    assert (player.conservation, player.reputation) == (START_CP + 2, 1 + 2)


# Cards giving exactly `count` of the icon (animals: rock/water requirements are icons).
COLLECTION = {
    "P128": {  # water: Sumatran Tiger 2, Dugong 2, Eurasian Brown Bear 1, Hydrologist 1
        1: ("A416",), 2: ("A407",), 3: ("A407", "S241"), 4: ("A407", "A446"),
        5: ("A407", "A446", "A416"),
    },
    "P129": {  # rock: Alpine Ibex 2, Leopard 1, Cougar 1, Geologist 1
        1: ("A403",), 2: ("A444",), 3: ("A444", "S242"), 4: ("A444", "A403", "A413"),
        5: ("A444", "A403", "A413", "S242"),
    },
    "P130": {  # small animals (standard size 1-2)
        n: ("A404", "A405", "A409", "A410", "A414", "A415", "A419", "A420")[:n]
        for n in range(1, 9)
    },
    "P131": {n: ("A401", "A402", "A406", "A407")[:n] for n in range(1, 5)},  # large 4-5
    "P132": {  # research: universities (2 / 1 icons) and science sponsors
        1: ("S201",), 2: (UNIVERSITY_RESEARCH,), 3: (UNIVERSITY_RESEARCH, "S201"),
        4: (UNIVERSITY_RESEARCH, UNIVERSITY_RESEARCH_REPUTATION, "S201"),
        5: (UNIVERSITY_RESEARCH, UNIVERSITY_RESEARCH_REPUTATION, "S201", "S202"),
    },
}  # fmt: skip
COLLECTION_COUNTS = {
    "P128": (5, 4, 2),
    "P129": (5, 3, 2),  # BGA class P129: 5/3/2
    "P130": (8, 5, 2),
    "P131": (4, 3, 2),
    "P132": (5, 4, 2),
}
COLLECTION_CP = (4, 3, 2)


@pytest.mark.parametrize("project", sorted(COLLECTION_COUNTS))
@pytest.mark.parametrize("level", [0, 1, 2])
def test_collection_project_levels(project: str, level: int) -> None:
    counts = COLLECTION_COUNTS[project]
    for have in (counts[level] - 1, counts[level]):
        game = project_game()
        player = game.state.players[0]
        given = COLLECTION[project][have]
        set_seat(
            game,
            0,
            universities=tuple(c for c in given if c[0] not in "AS"),
            zoo=tuple(c for c in given if c[0] in "AS"),
            hand=(project,),
        )
        expected = {PlayProject(project, 0, lv) for lv in range(3) if counts[lv] <= have}
        assert project_options(game) == expected, have
    play(game, PlayProject(project, 0, level))
    uncover_top(game)
    game.apply(REWARD)
    assert player.conservation == START_CP + COLLECTION_CP[level]


# --------------------------------------------------------------------------------------------
# Tie-break
# --------------------------------------------------------------------------------------------


def test_equal_vp_won_by_more_supported_projects() -> None:
    game = started(players=2, seed=2)
    seats = {
        seat: Seat(
            final_scoring=("F007",),  # reputation 1: no CP
            conservation=5,  # target 104
            appeal=104 if seat else 103,  # VP 0 (seat 0: one short)
            supported_projects=supported,
        )
        for seat, supported in enumerate((2, 3))
    }
    arrange(game, Position(seats=seats))
    gains.gain_appeal(game, 0, 1, "test")  # seat 0 triggers the end in its turn
    game.advance()
    events: list[object] = []
    for _ in range(4):
        if game.decision is None:
            break
        seat = game.decision.seat
        events += game.apply(TakeXToken(game.state.players[seat].action_cards[0].action))
    assert game.is_over
    scores = game.scores()
    assert [s.victory_points for s in scores] == [0, 0]
    assert [s.winner for s in scores] == [False, True]
    assert GameEnded((1,)) in events


# --------------------------------------------------------------------------------------------
# What a player could support now or with one icon more (Game.project_reach)
# --------------------------------------------------------------------------------------------


def test_reach_names_the_best_open_level_now_and_one_icon_short() -> None:
    # P112 (birds) needs 5 / 4 / 2 birds for 5 / 4 / 2 CP; P110 (predators) the same.
    game = project_game()
    set_shared(game, base_projects=("P112", "P110"), project_tokens=(("P112", 1, 1),))
    give_icons(game, "P112", 3)  # 3 birds: the right level now; the middle one is taken
    reach = {r.project: (r.level, r.conservation, r.short) for r in game.project_reach(0, 0)}
    # Not the middle level (taken), not the left one (2 birds short): the right one, now.
    assert reach == {"P112": (2, 2, 0)}
    bird_and_predator = ("A504", "A404")
    set_seat(game, 0, zoo=(*game.state.players[0].zoo_cards, *bird_and_predator))
    reach = {r.project: (r.level, r.conservation, r.short) for r in game.project_reach(0, 0)}
    # 4 birds: the left level (5 CP) is one bird away, the right level is open now.
    # 1 predator: the right level of P110 is one predator away.
    assert reach == {"P112": (2, 2, 0), "P110": (2, 2, 1)}


def test_reach_skips_supported_projects_and_ends_with_the_tokens() -> None:
    game = project_game()
    set_shared(game, base_projects=("P112",), project_tokens=(("P112", 2, 0),))
    give_icons(game, "P112", 5)
    assert game.project_reach(0, 0) == ()  # one token a player per project
    set_shared(game, project_tokens=())
    assert [r.short for r in game.project_reach(0, 0)] == [0]
    set_seat(game, 0, supported_projects=7)  # no token left on the left edge
    assert game.project_reach(0, 0) == ()


def test_reach_counts_hand_project_cards_only_for_their_owner() -> None:
    # P131 counts large animals: Cheetah and Lion open its right level (see above).
    game = project_game()
    arrange(game, Position(seats={0: Seat(hand=("P131",), zoo=LARGE)}))
    own = {r.project for r in game.project_reach(0, 0)}
    seen_by_other = {r.project for r in game.project_reach(1, 0)}
    assert "P131" in own
    assert "P131" not in seen_by_other
