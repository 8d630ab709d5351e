"""Ability keywords that give something at once or shape the placement (docs/rules.md §9, §10):
Jumping, Posturing, Peacocking, Flock Animal, Inventive (with the Grizzly Bear and primate
variants), Full-throated, Pack, Petting Zoo Animal, Iconic Animal, Multiplier.

"An effect that refers to an icon also counts that icon on the card itself" (docs/rules.md §10).
"""

from __future__ import annotations

import pytest

from arknova_desktop.engine import Game
from arknova_desktop.engine.base.constants import ANIMALS, BUILD, SPONSORS
from arknova_desktop.engine.base.geometry import Cell
from arknova_desktop.engine.board.zoo_map import load_map
from arknova_desktop.engine.kernel.choices import (
    ChooseAction,
    PickEffect,
    PlaceAnimal,
    PlaceBuilding,
    PlayAnimal,
    Skip,
)
from arknova_desktop.engine.kernel.state import PlacedBuilding
from tests.abilities_scenario import (
    ENC_1,
    ENC_2,
    ENC_2_ROCK,
    ENC_4,
    ENC_5,
    MONEY,
    PETTING_ZOO,
    ROW_II,
    START_ENCLOSURE,
    building,
    in_zoo,
    new,
    next_turn,
    play_animal,
    ready,
)
from tests.scenario import options_of, play, set_seat, set_shared

ENC_3_ROCK = building("enclosure_3", (3, 3), (3, 4), (4, 4))  # rock (2,3)
ENC_2_TWO_ROCKS = building("enclosure_2", (0, 2), (0, 3))  # rock (1,2) (1,3)
# rock (8,6), water (4,6)
ENC_5_ROCK_WATER = building("enclosure_5", (6, 5), (7, 5), (6, 6), (7, 6), (5, 6))


START_CELLS = tuple(sorted(START_ENCLOSURE.cells))


def pos(building_id: str, *pairs: tuple[int, int]) -> PlaceBuilding:
    return PlaceBuilding(building_id, tuple(sorted(Cell(c, r) for c, r in pairs)))


# -- Jumping X: break token +X and X money; solo: the money only --------------------------------


@pytest.mark.parametrize(
    ("animal", "enclosure", "partner", "cost", "x"),
    [
        ("A444", ENC_2_TWO_ROCKS, (), 10, 2),  # Alpine Ibex, rock 2
        ("A413", ENC_3_ROCK, (), 10, 3),  # Cougar, rock 1
        ("A461", ENC_1, ("asia",), 14 - 3, 4),  # Horsfield's Tarsier, Asia partner zoo: −3
    ],
)
def test_jumping_advances_the_break_token_and_pays_x_money(
    animal: str, enclosure: PlacedBuilding, partner: tuple[str, ...], cost: int, x: int
) -> None:
    game = new()
    set_seat(game, 0, partner_zoos=partner)
    ready(game, animal, enclosure)
    play_animal(game, animal, enclosure)
    assert game.state.break_track.position == x
    assert game.state.players[0].money == MONEY - cost + x
    assert next_turn(game)


def test_jumping_onto_the_last_space_triggers_the_break_and_pays_the_full_money() -> None:
    game = new()
    set_shared(game, break_position=game.state.break_track.length - 1)
    ready(game, "A413", ENC_3_ROCK)  # Cougar, Jumping 3: one step is enough
    play_animal(game, "A413", ENC_3_ROCK)
    player = game.state.players[0]
    assert game.state.in_break  # the break follows the turn (docs/rules.md §4)
    assert player.x_tokens == 1  # the trigger's X-token
    assert player.money == MONEY - 10 + 3  # the break waits for seat 2's hand-limit discard


def test_jumping_in_solo_pays_the_money_and_moves_nothing() -> None:
    game = new(players=1)
    ready(game, "A413", ENC_3_ROCK)  # Cougar, Jumping 3
    play_animal(game, "A413", ENC_3_ROCK)
    assert game.state.players[0].money == MONEY - 10 + 3  # docs/rules.md §11: Jumping 3 → 3 money
    assert game.state.break_track.position == 0
    assert not game.state.break_pending


# -- Posturing X: up to X free kiosks / pavilions, normal placement rules -----------------------


def test_posturing_offers_free_kiosks_and_pavilions_under_the_placement_rules() -> None:
    game = new()
    ready(game, "A518", ENC_1)  # Lesser Bird-of-Paradise (cost 15, appeal 5), Posturing 1
    play_animal(game, "A518", ENC_1)
    options = set(options_of(game, "free_building"))
    assert Skip() in options
    assert {o.building for o in options if isinstance(o, PlaceBuilding)} == {"kiosk", "pavilion"}
    assert pos("pavilion", (8, 3)) in options  # next to the new enclosure (7,3)
    assert pos("kiosk", (8, 3)) in options  # 4 spaces from the kiosk (4,3)
    assert pos("pavilion", (4, 4)) in options
    assert pos("kiosk", (4, 4)) not in options  # kiosks at least 3 apart
    assert pos("pavilion", (0, 7)) not in options  # touches no building
    assert pos("pavilion", (6, 4)) not in options  # a Build-II space without Build II
    play(game, pos("pavilion", (8, 3)))
    player = game.state.players[0]
    assert player.money == MONEY - 15  # the building is free
    assert player.appeal == 5 + 1  # the pavilion's appeal
    assert any(b.building == "pavilion" for b in player.buildings)
    assert next_turn(game)  # Posturing 1: one building


def test_posturing_three_places_up_to_three_buildings_kiosks_apart() -> None:
    game = new()
    set_seat(game, 0, partner_zoos=("americas",))
    ready(game, "A508", ENC_1)  # Scarlet Macaw (cost 16 − 3, appeal 4), Posturing 3
    play_animal(game, "A508", ENC_1)
    play(game, pos("kiosk", (8, 3)))
    options = options_of(game, "free_building")
    assert pos("kiosk", (9, 3)) not in options  # 1 space from the kiosk just placed
    assert pos("pavilion", (9, 3)) in options
    play(game, pos("pavilion", (9, 3)), pos("pavilion", (7, 4)))
    player = game.state.players[0]
    assert [b.building for b in player.buildings[-3:]] == ["kiosk", "pavilion", "pavilion"]
    assert player.money == MONEY - 13
    assert player.appeal == 4 + 2
    assert next_turn(game)  # three buildings: no fourth offer


def test_posturing_may_stop_early() -> None:
    game = new()
    set_seat(game, 0, partner_zoos=("americas",))
    ready(game, "A508", ENC_1)
    buildings = len(game.state.players[0].buildings)
    play_animal(game, "A508", ENC_1)
    play(game, pos("pavilion", (8, 3)), Skip(), Skip())  # each offer may be declined
    assert len(game.state.players[0].buildings) == buildings + 1
    assert next_turn(game)


# -- Peacocking: a free Large Bird Aviary, if possible (no Build II needed) ---------------------


def test_peacocking_places_a_free_large_bird_aviary() -> None:
    game = new()
    in_zoo(game, 0, "A491", "A450")  # 2 Australia icons for the Emu
    ready(game, "A514", ENC_5)  # Emu (cost 22), Peacocking; the Build card is on side I
    play_animal(game, "A514", ENC_5)
    options = options_of(game, "free_building")
    assert Skip() in options
    places = [o for o in options if isinstance(o, PlaceBuilding)]
    assert places and all(o.building == "large_bird_aviary" for o in places)
    zmap = load_map("A")
    plain = next(o for o in places if all(zmap.bonus_at(c) is None for c in o.cells))
    play(game, plain)
    player = game.state.players[0]
    assert player.buildings[-1].building == "large_bird_aviary"
    assert player.money == MONEY - 22
    assert next_turn(game)


def test_peacocking_without_room_for_the_aviary_does_nothing() -> None:
    game = new()
    in_zoo(game, 0, "A491", "A450")
    aviary = building("large_bird_aviary", (0, 0), (1, 0), (2, 0), (1, 1), (1, 2))
    ready(game, "A514", ENC_5, aviary)  # a zoo has one Large Bird Aviary at most
    play_animal(game, "A514", ENC_5)
    assert next_turn(game)


# -- Flock Animal X: also into an occupied standard enclosure of size ≥ X holding a herbivore ----


def occupied(base: PlacedBuilding, *animals: str) -> PlacedBuilding:
    return PlacedBuilding(base.building, base.cells, animals)


def house(game: Game, *buildings: PlacedBuilding) -> None:
    """Seat 0's zoo: the starting kiosk and these buildings (their animals in the zoo)."""
    player = game.state.players[0]
    set_seat(game, 0, buildings=(player.buildings[0], *buildings))
    for placed in buildings:
        in_zoo(game, 0, *placed.animals)


def test_flock_animal_joins_a_herbivore_in_an_occupied_enclosure() -> None:
    game = new()
    house(game, occupied(START_ENCLOSURE, "A443"))  # Red Deer, a herbivore
    ready(game, "A439")  # Lama (cost 10, appeal 4), Flock Animal 2
    play(game, ChooseAction(ANIMALS), PlayAnimal("A439"))
    assert options_of(game, "place_animal") == (PlaceAnimal(START_CELLS),)
    play(game, PlaceAnimal(START_CELLS))
    player = game.state.players[0]
    assert player.buildings[1].animals == ("A443", "A439")
    assert player.appeal == 4
    assert player.money == MONEY - 10
    assert next_turn(game)


def test_flock_animal_may_still_use_an_empty_enclosure() -> None:
    game = new()
    house(game, occupied(START_ENCLOSURE, "A443"))
    ready(game, "A439", ENC_2)
    play(game, ChooseAction(ANIMALS), PlayAnimal("A439"))
    assert set(options_of(game, "place_animal")) == {
        PlaceAnimal(START_CELLS),
        PlaceAnimal(tuple(sorted(ENC_2.cells))),
    }


@pytest.mark.parametrize(
    ("animal", "buildings", "playable"),
    [
        # the only occupied enclosure holds a primate, not a herbivore
        ("A439", (occupied(START_ENCLOSURE, "A455"),), False),
        # Reindeer, Flock Animal 3: the herbivore's enclosure is size 2 < 3
        ("A438", (occupied(START_ENCLOSURE, "A455"), occupied(ENC_2, "A439")), False),
        ("A438", (occupied(START_ENCLOSURE, "A455"), occupied(ENC_4, "A439")), True),
    ],
)
def test_flock_animal_needs_a_herbivore_enclosure_of_size_at_least_x(
    animal: str, buildings: tuple[PlacedBuilding, ...], playable: bool
) -> None:
    game = new()
    house(game, *buildings)
    ready(game, animal)
    offered = ChooseAction(ANIMALS) in options_of(game, "choose_action")
    assert offered == playable


# -- Inventive: X-tokens -------------------------------------------------------------------------


def test_inventive_one_gives_one_x_token() -> None:
    game = new()
    ready(game, "A414", ENC_2_ROCK)  # South American Coati, Inventive 1, rock 1
    play_animal(game, "A414", ENC_2_ROCK)
    assert game.state.players[0].x_tokens == 1
    assert next_turn(game)


@pytest.mark.parametrize(
    ("animal", "needs", "primates", "tokens"),
    [
        # Red-shanked Douc: 1 / 2 / 3 X-tokens for 1 / 3 / 5 primate icons, its own included
        ("A459", (), 1, 1),
        ("A459", ("A465",), 2, 1),
        ("A459", ("A465", "A467"), 3, 2),
        ("A459", ("A457", "A465"), 4, 2),  # the Mandrill has 2 primate icons
        ("A459", ("A457", "A465", "A467"), 5, 3),
        ("A459", ("A457", "A465", "A467", "A460"), 6, 3),
        # Brown Spider Monkey (needs a primate icon already)
        ("A464", ("A465",), 2, 1),
        ("A464", ("A465", "A467"), 3, 2),
        ("A464", ("A457", "A465", "A467"), 5, 3),
    ],
)
def test_inventive_primate_counts_primate_icons_in_your_zoo(
    animal: str, needs: tuple[str, ...], primates: int, tokens: int
) -> None:
    game = new()
    set_seat(game, 0, universities=("research",))  # the Douc needs a research icon
    in_zoo(game, 0, *needs)
    in_zoo(game, 1, "A466")  # a primate in the other zoo does not count
    ready(game, animal, ENC_4)
    play_animal(game, animal, ENC_4)
    assert game.state.players[0].x_tokens == tokens
    assert next_turn(game)


@pytest.mark.parametrize(
    ("mine", "theirs", "tokens"),
    [
        ((), (), 1),  # its own bear icon
        ((), ("A415",), 2),  # bears in every zoo count
        (("A409",), ("A415",), 3),
        (("A409",), ("A415", "A414"), 3),  # at most 3
    ],
)
def test_grizzly_bear_counts_bear_icons_in_all_zoos_and_hires_a_worker(
    mine: tuple[str, ...], theirs: tuple[str, ...], tokens: int
) -> None:
    game = new()
    in_zoo(game, 0, "A417", "A404", *mine)  # 2 predator icons for the Grizzly Bear
    in_zoo(game, 1, *theirs)
    ready(game, "A411", ENC_5, row=ROW_II, upgraded=(ANIMALS,))  # Animals II needed
    play_animal(game, "A411", ENC_5)
    # Inventive and Full-throated are due together: the player orders them (docs/rules.md §12)
    assert set(options_of(game, "order_effects")) == {
        PickEffect("inventive:bear"),
        PickEffect("hire a worker"),
    }
    play(game, PickEffect("hire a worker"))
    player = game.state.players[0]
    assert player.x_tokens == tokens
    assert player.workers == 2
    assert next_turn(game)


# -- Full-throated: hire 1 association worker ---------------------------------------------------


def test_full_throated_hires_a_worker() -> None:
    game = new()
    # New Zealand Fur Seal (Animals II, rock 1, water 1), Full-throated
    ready(game, "A421", ENC_5_ROCK_WATER, row=ROW_II, upgraded=(ANIMALS,))
    play_animal(game, "A421", ENC_5_ROCK_WATER)
    assert game.state.players[0].workers == 2
    assert next_turn(game)


# -- Pack, Petting Zoo Animal, Iconic Animal: appeal counted from icons -------------------------


@pytest.mark.parametrize(
    ("mine", "gain"),
    [
        ((), 1),  # the Wolf's own predator icon
        (("A404",), 2),
        (("A401", "A404"), 4),  # the Cheetah has 2 predator icons
    ],
)
def test_pack_gives_one_appeal_per_predator_icon_in_your_zoo(
    mine: tuple[str, ...], gain: int
) -> None:
    game = new()
    in_zoo(game, 0, *mine)
    in_zoo(game, 1, "A424", "A423")  # predators in the other zoo do not count
    ready(game, "A417", ENC_4)  # Wolf (appeal 4), Pack
    play_animal(game, "A417", ENC_4)
    assert game.state.players[0].appeal == 4 + gain
    assert next_turn(game)


@pytest.mark.parametrize(("others", "gain"), [((), 3), (("A520",), 6), (("A520", "A521"), 9)])
def test_petting_zoo_animal_gives_three_appeal_per_petting_zoo_icon(
    others: tuple[str, ...], gain: int
) -> None:
    game = new()
    house(game, START_ENCLOSURE, occupied(PETTING_ZOO, *others))
    in_zoo(game, 1, "A523")  # the other zoo's petting zoo animals do not count
    ready(game, "A519")  # (domestic) Goat (appeal 0), Petting Zoo Animal
    play_animal(game, "A519", PETTING_ZOO)
    assert game.state.players[0].appeal == gain
    assert next_turn(game)


def test_donkey_orders_petting_zoo_animal_and_inventive() -> None:
    game = new()
    house(game, START_ENCLOSURE, PETTING_ZOO)
    ready(game, "A522")  # Donkey: Petting Zoo Animal, Inventive 1
    play_animal(game, "A522", PETTING_ZOO)
    assert set(options_of(game, "order_effects")) == {
        PickEffect("petting_zoo_animal"),
        PickEffect("inventive:1"),
    }
    play(game, PickEffect("inventive:1"))
    assert game.state.players[0].x_tokens == 1
    assert game.state.players[0].appeal == 3
    assert next_turn(game)


@pytest.mark.parametrize(
    ("theirs", "partner", "gain"),
    [
        ((), (), 3),  # 2 in my zoo + its own
        (("A420",), ("europe",), 5),  # the other zoo's icons and partner zoos count
        (("A441", "A442", "A443", "A509", "A510"), ("europe",), 8),  # 10 icons: at most 8
    ],
)
def test_iconic_animal_counts_that_continent_in_all_zoos_up_to_eight(
    theirs: tuple[str, ...], partner: tuple[str, ...], gain: int
) -> None:
    game = new()
    in_zoo(game, 0, "A445", "A419")  # 2 Europe icons: the Eurasian Lynx's condition
    in_zoo(game, 1, *theirs)
    set_seat(game, 1, partner_zoos=partner)
    ready(game, "A418", START_ENCLOSURE)  # Eurasian Lynx (appeal 2), Iconic Animal: Europe
    play_animal(game, "A418", START_ENCLOSURE)
    assert game.state.players[0].appeal == 2 + gain
    assert next_turn(game)


# -- Multiplier: X: a Multiplier token on that action card --------------------------------------


@pytest.mark.parametrize(
    ("animal", "enclosure", "action"),
    [("A510", ENC_4, BUILD), ("A434", ENC_2, SPONSORS)],  # White Stork, Red Panda
)
def test_multiplier_puts_a_token_on_that_action_card(
    animal: str, enclosure: PlacedBuilding, action: str
) -> None:
    game = new()
    in_zoo(game, 0, "A445")  # the White Stork needs a Europe icon
    set_seat(game, 0, universities=("research",))  # the Red Panda needs 2 research icons
    ready(game, animal, enclosure)
    play_animal(game, animal, enclosure)
    cards = {c.action: c.multiplier for c in game.state.players[0].action_cards}
    assert cards == {a: int(a == action) for a in cards}
    assert next_turn(game)
