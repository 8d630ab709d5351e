"""What building brings: placement bonuses (docs/rules.md §6), the pavilion's appeal and the
full-map bonus (§6, §12), kiosk income in breaks (§4), the free size-3 enclosure bonus tile (§2),
the building final scoring cards F004 / F006 (§8) and the advanced map draft (§6, setup).

Maps (maps/A.json, maps/0.json): Map 0 has money_5 at (0,6), money_10 at (9,7), x_token at (2,1),
reputation_2 at (6,0), card at (0,0), clever at (4,3); Map A has worker at (0,6) and starts with a
kiosk at (4,3) next to an empty enclosure_3 on (5,3), (6,3), (5,4).
"""

from __future__ import annotations

import pytest

from arknova_desktop.engine import Game, GameConfig, new_game
from arknova_desktop.engine.base.constants import ANIMALS, ASSOCIATION, BUILD, CARDS, SPONSORS
from arknova_desktop.engine.base.geometry import Cell
from arknova_desktop.engine.board.zoo import kiosk_income
from arknova_desktop.engine.board.zoo_map import load_map
from arknova_desktop.engine.flow.scoring import final_scoring_points
from arknova_desktop.engine.kernel.choices import (
    ChooseAction,
    ChooseMap,
    DrawFromDeck,
    MoveToSlotOne,
    PlaceBuilding,
    Skip,
    TakeBonus,
    TakeFromDisplay,
    TakeXToken,
)
from arknova_desktop.engine.kernel.state import PlacedBuilding
from arknova_desktop.engine.rules import gains
from tests.scenario import Position, Seat, arrange, options_of, play, set_seat
from tests.test_build import (
    OTHERS,
    build_options,
    cells,
    is_adjacent,
    legal_placements,
    placed,
    ready,
)

START_MONEY = 25
ANIMAL = ("A401",)


def cover_all_but(map_id: str, *free: tuple[int, int]) -> list[PlacedBuilding]:
    """One size-1 enclosure on every building cell of the map except `free`."""
    keep = set(cells(*free))
    return [
        placed("enclosure_1", (c.col, c.row))
        for c in sorted(load_map(map_id).building_cells)
        if c not in keep
    ]


# ---------------------------------------------------------------------------------------------
# Placement bonuses
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("map_id", "building", "spot", "field", "expected"),
    [
        # money_5: 25 − 2 + 5
        ("0", "enclosure_1", ((0, 6),), "money", 28),
        # money_10: 25 − 2 + 10
        ("0", "enclosure_1", ((9, 7),), "money", 33),
        # x_token: 0 → 1
        ("0", "enclosure_2", ((2, 0), (2, 1)), "x_tokens", 1),
        # reputation_2: 1 → 3
        ("0", "enclosure_1", ((6, 0),), "reputation", 3),
        # worker (Map A): 1 → 2 workers
        ("A", "enclosure_1", ((0, 6),), "workers", 2),
    ],
)
def test_placement_bonus_is_gained_when_covered(
    map_id: str, building: str, spot: tuple[tuple[int, int], ...], field: str, expected: int
) -> None:
    # Map A's starting buildings are removed so that the first building goes on the border.
    game = ready(map_id, slot=5, buildings=[])
    play(game, ChooseAction(BUILD), PlaceBuilding(building, cells(*spot)))
    assert getattr(game.state.players[0], field) == expected


def test_placement_bonus_card_takes_a_card_from_the_deck_or_within_reputation_range() -> None:
    game = ready("0", slot=5)
    play(game, ChooseAction(BUILD), PlaceBuilding("enclosure_1", cells((0, 0))))
    state = game.state
    # Reputation 1 reaches folder 1 only.
    assert set(options_of(game, "take_card")) == {
        DrawFromDeck(),
        TakeFromDisplay(1, state.display[0]),
    }
    top = state.deck[-1]
    hand = state.players[0].hand
    game.apply(DrawFromDeck())
    assert state.players[0].hand == (*hand, top)
    assert state.players[0].money == START_MONEY - 2


def test_placement_bonus_clever_comes_after_the_card_moved_to_slot_1() -> None:
    game = ready("0", slot=5, buildings=[placed("enclosure_1", (4, 4))])
    play(game, ChooseAction(BUILD), PlaceBuilding("enclosure_1", cells((4, 3))))
    player = game.state.players[0]
    assert player.action_cards[0].action == BUILD
    assert set(options_of(game, "clever")) == {*(MoveToSlotOne(a) for a in OTHERS), Skip()}
    game.apply(MoveToSlotOne(CARDS))
    assert [c.action for c in player.action_cards] == [CARDS, BUILD, ANIMALS, ASSOCIATION, SPONSORS]


def test_clever_under_the_first_building_waits_until_build_ii_is_finished() -> None:
    game = ready("0", slot=5, upgraded=True, buildings=[placed("enclosure_1", (4, 4))])
    play(game, ChooseAction(BUILD), PlaceBuilding("enclosure_1", cells((4, 3))))
    assert Skip() in options_of(game, "build")  # the next building first, not Clever
    game.apply(Skip())
    assert game.state.players[0].action_cards[0].action == BUILD
    options_of(game, "clever")
    game.apply(Skip())
    player = game.state.players[0]
    assert [c.action for c in player.action_cards] == [BUILD, ANIMALS, CARDS, ASSOCIATION, SPONSORS]
    assert game.decision is not None and game.decision.seat == 1


def test_pavilion_gives_1_appeal() -> None:
    game = ready("0", slot=5)
    play(game, ChooseAction(BUILD), PlaceBuilding("pavilion", cells((0, 1))))
    player = game.state.players[0]
    assert player.appeal == 0 + 1
    assert player.money == START_MONEY - 2


# ---------------------------------------------------------------------------------------------
# Covering the whole map: +7 appeal once
# ---------------------------------------------------------------------------------------------


def test_covering_the_last_building_cell_gives_7_appeal() -> None:
    game = ready("0", slot=5, buildings=cover_all_but("0", (0, 1)))
    set_seat(game, 0, appeal=10)
    play(game, ChooseAction(BUILD))
    assert {o.cells for o in build_options(game)} == {cells((0, 1))}
    game.apply(PlaceBuilding("enclosure_1", cells((0, 1))))
    assert game.state.players[0].appeal == 10 + 7


def test_map_not_full_while_a_build_ii_cell_is_empty() -> None:
    # (2,2) is a Build-II cell: it is a building cell too, so the map is not covered.
    game = ready("0", slot=5, buildings=cover_all_but("0", (0, 1), (2, 2)))
    play(game, ChooseAction(BUILD), PlaceBuilding("enclosure_1", cells((0, 1))))
    assert game.state.players[0].appeal == 0


def test_full_map_bonus_comes_once_in_a_build_ii_action() -> None:
    game = ready("0", slot=5, upgraded=True, buildings=cover_all_but("0", (0, 1), (0, 2)))
    play(game, ChooseAction(BUILD), PlaceBuilding("enclosure_1", cells((0, 1))))
    player = game.state.players[0]
    assert player.appeal == 0, "one building cell is still empty"
    game.apply(PlaceBuilding("pavilion", cells((0, 2))))
    assert player.appeal == 1 + 7  # pavilion + full map, once
    assert game.decision is not None and game.decision.seat == 1
    assert player.appeal == 8


# ---------------------------------------------------------------------------------------------
# Kiosk income
# ---------------------------------------------------------------------------------------------

START_A = [placed("kiosk", (4, 3)), placed("enclosure_3", (5, 3), (6, 3), (5, 4))]
START_A_OCCUPIED = [START_A[0], placed("enclosure_3", (5, 3), (6, 3), (5, 4), animals=ANIMAL)]


@pytest.mark.parametrize(
    ("buildings", "income"),
    [
        pytest.param(START_A, 0, id="map-A-start-empty-standard-enclosure"),
        pytest.param(START_A_OCCUPIED, 1, id="occupied-standard-enclosure"),
        pytest.param([*START_A, placed("pavilion", (3, 3))], 1, id="pavilion"),
        pytest.param([*START_A, placed("pavilion", (3, 2))], 0, id="diagonal-is-not-adjacent"),
        pytest.param(
            [*START_A, placed("petting_zoo", (2, 4), (3, 4), (4, 4))], 1, id="empty-petting-zoo"
        ),
        pytest.param(
            [*START_A, placed("reptile_house", (4, 4), (3, 4), (2, 4), (1, 4), (1, 5))],
            1,
            id="empty-reptile-house",
        ),
        pytest.param(
            [*START_A, placed("enclosure_3", (3, 3), (3, 4), (4, 4), animals=ANIMAL)],
            1,
            id="one-building-touching-twice-counts-once",
        ),
        pytest.param(
            [*START_A_OCCUPIED, placed("kiosk", (7, 3))], 2, id="each-kiosk-counts-its-neighbours"
        ),
        pytest.param(
            [*START_A_OCCUPIED, placed("pavilion", (3, 3)), placed("pavilion", (4, 2))],
            3,
            id="three-neighbours",
        ),
    ],
)
def test_kiosk_income_per_adjacent_building(buildings: list[PlacedBuilding], income: int) -> None:
    game = ready("A", buildings=buildings)
    assert kiosk_income(game.state.players[0]) == income


def test_kiosk_income_is_paid_in_the_break_after_appeal_income() -> None:
    game = ready("A", buildings=[*START_A_OCCUPIED, placed("pavilion", (3, 3))])
    state = game.state
    seats = {p.seat: Seat(hand=p.hand[:3]) for p in state.players}
    seats[0] = Seat(hand=state.players[0].hand[:3], appeal=7)  # appeal 7 → 11 money (§1 table)
    arrange(game, Position(seats=seats, break_pending_by=0))
    before = [p.money for p in state.players]
    play(game, TakeXToken(SPONSORS))  # ends the turn; the break follows
    assert state.breaks == 1
    # Seat 0: 11 appeal income + 2 kiosk income (occupied enclosure, pavilion).
    assert state.players[0].money == before[0] + 11 + 2
    # Seat 1: Map A's start (kiosk next to an empty enclosure) and appeal 1 → 6 money, no kiosk.
    assert state.players[1].money == before[1] + 6


# ---------------------------------------------------------------------------------------------
# Bonus tile: free size-3 standard enclosure
# ---------------------------------------------------------------------------------------------


def reach_conservation_5(game: Game, tiles: tuple[str, ...]) -> None:
    arrange(game, Position(seats={0: Seat(conservation=4)}, bonus_tiles={5: tiles, 8: ()}))
    gains.gain_conservation(game, 0, 1)
    game.advance()


def test_enclosure_tile_places_a_size_3_enclosure_for_free() -> None:
    game = ready("A", money=0)
    reach_conservation_5(game, ("enclosure_3", "money_10"))
    assert set(options_of(game, "conservation_bonus")) == {
        TakeBonus("money_5"),
        TakeBonus("enclosure_3"),
        TakeBonus("money_10"),
    }
    game.apply(TakeBonus("enclosure_3"))
    player = game.state.players[0]
    options = options_of(game, "free_building")
    assert set(options) == legal_placements(player, ["enclosure_3"], 3, build_ii=False)
    choice = PlaceBuilding("enclosure_3", cells((7, 3), (8, 3), (7, 4)))
    game.apply(choice)
    assert player.money == 0  # free: nothing paid even with no money
    assert player.buildings[-1].building == "enclosure_3"
    assert player.buildings[-1].cells == frozenset(choice.cells)
    assert game.state.bonus_tiles[5] == ("money_10",)
    assert game.decision is not None and game.decision.kind == "choose_action"


def test_a_bonus_tile_taken_in_a_copy_stays_in_the_original() -> None:
    # A clone shares the bonus tiles until one is taken (they are replaced, never changed in
    # place): the tile taken in the copy is still there in the game it was copied from.
    game = ready("A", money=0)
    reach_conservation_5(game, ("enclosure_3", "money_10"))
    twin = game.clone()
    twin.apply(TakeBonus("money_10"))
    assert twin.state.bonus_tiles[5] == ("enclosure_3",)
    assert game.state.bonus_tiles[5] == ("enclosure_3", "money_10")


@pytest.mark.parametrize(
    "free",
    [
        pytest.param(((0, 1), (0, 2)), id="two-cells"),
        pytest.param(((0, 1), (0, 2), (0, 3)), id="straight-three-cells"),
    ],
)
def test_enclosure_tile_not_offered_when_no_size_3_enclosure_fits(
    free: tuple[tuple[int, int], ...],
) -> None:
    game = ready("0", buildings=cover_all_but("0", *free))
    reach_conservation_5(game, ("enclosure_3", "money_10"))
    assert set(options_of(game, "conservation_bonus")) == {
        TakeBonus("money_5"),
        TakeBonus("money_10"),
    }


# ---------------------------------------------------------------------------------------------
# Final scoring: Naturalists' Zoo (F006) and Architectural Zoo (F004)
# ---------------------------------------------------------------------------------------------


def normal_cells(map_id: str) -> list[Cell]:
    zmap = load_map(map_id)
    return sorted(zmap.cells_of("build"), key=lambda c: (c.row, c.col))


@pytest.mark.parametrize(
    ("empty", "points"),
    [(0, 0), (5, 0), (6, 1), (11, 1), (12, 2), (17, 2), (18, 3), (23, 3), (24, 4), (40, 4)],
)
def test_naturalists_zoo_counts_empty_building_spaces(empty: int, points: int) -> None:
    game = ready("0")
    left = normal_cells("0")[:empty]
    set_seat(game, 0, buildings=tuple(cover_all_but("0", *((c.col, c.row) for c in left))))
    assert final_scoring_points(game.cards, game.state, 0, "F006") == points


def cover(game: Game, covered: set[Cell]) -> int:
    set_seat(game, 0, buildings=tuple(placed("enclosure_1", (c.col, c.row)) for c in covered))
    return final_scoring_points(game.cards, game.state, 0, "F004")


def building_cells_next_to(map_id: str, terrain: frozenset[Cell]) -> set[Cell]:
    zmap = load_map(map_id)
    return {c for c in zmap.building_cells if any(is_adjacent(c, t) for t in terrain)}


def border_building_cells(map_id: str) -> set[Cell]:
    zmap = load_map(map_id)
    return {
        c
        for c in zmap.building_cells
        if c.row in (0, zmap.height - 1) or c.col in (0, zmap.width - 1)
    }


def test_architectural_zoo_nothing_built_scores_0() -> None:
    assert cover(ready("0"), set()) == 0


def test_architectural_zoo_every_water_cell_next_to_a_building() -> None:
    # Map A: every water cell has a building cell next to it; cover exactly those cells.
    game = ready("A")
    zmap = load_map("A")
    near_water = building_cells_next_to("A", zmap.water_cells)
    assert all(any(is_adjacent(w, c) for c in near_water) for w in zmap.water_cells)
    # Border, rock and full-map conditions fail ((0,0) is a free border cell, rock (2,3) has no
    # covered neighbour).
    assert Cell(0, 0) not in near_water
    assert cover(game, near_water) == 1


def test_architectural_zoo_every_rock_cell_next_to_a_building() -> None:
    # Map 0: every rock cell has a building cell next to it; cover exactly those cells.
    game = ready("0")
    zmap = load_map("0")
    near_rock = building_cells_next_to("0", zmap.rock_cells)
    assert all(any(is_adjacent(r, c) for c in near_rock) for r in zmap.rock_cells)
    # Water (6,6) has no covered neighbour; (0,0) is a free border cell.
    assert not any(is_adjacent(Cell(6, 6), c) for c in near_rock)
    assert Cell(0, 0) not in near_rock
    assert cover(game, near_rock) == 1


def test_architectural_zoo_every_border_cell_covered() -> None:
    game = ready("0")
    border = border_building_cells("0")
    # Rock (2,4) is not next to any border cell and the inside is empty: border only.
    assert cover(game, border) == 1
    assert cover(game, border - {Cell(0, 3)}) == 0


@pytest.mark.parametrize("map_id", ["A", "0"])
def test_architectural_zoo_whole_map_covered(map_id: str) -> None:
    game = ready(map_id)
    zmap = load_map(map_id)
    # Every rock and water cell of a valid map has a building cell beside it (map validation),
    # so a fully covered map meets all four conditions.
    assert cover(game, set(zmap.building_cells)) == 4


# ---------------------------------------------------------------------------------------------
# Advanced setup: the map draft
# ---------------------------------------------------------------------------------------------


def test_map_draft_offers_each_seat_2_of_maps_1_to_8_all_different() -> None:
    advanced = [str(n) for n in range(1, 9)]
    game = new_game(GameConfig(players=3, seed=5, map_draft=True))
    seen: list[str] = []
    for seat in range(3):
        assert game.decision is not None
        assert (game.decision.kind, game.decision.seat) == ("choose_map", seat)
        options = game.decision.options
        assert len(options) == 2
        assert all(isinstance(o, ChooseMap) and o.map_id in advanced for o in options)
        ids = [o.map_id for o in options if isinstance(o, ChooseMap)]
        seen.extend(ids)
        game.apply(ChooseMap(ids[1]))
        assert game.state.players[seat].map_id == ids[1]
    assert len(set(seen)) == 6
    assert game.decision is not None and game.decision.kind == "keep_cards"


def test_map_draft_and_maps_per_seat_cannot_be_combined() -> None:
    with pytest.raises(ValueError):
        GameConfig(players=2, map_draft=True, maps=("A", "A"))


def test_default_setup_has_no_map_choice() -> None:
    game = new_game(GameConfig(players=2, seed=5))
    assert game.decision is not None and game.decision.kind == "keep_cards"
    assert [p.map_id for p in game.state.players] == ["A", "A"]
