"""The Build action (docs/rules.md §12 Build, §6 zoo map; docs/rulings.md point 1 and 2).

Build I: one building of size ≤ strength — kiosk, pavilion, standard enclosure 1–5 or the Petting
Zoo. Build II: several *different* buildings, total size ≤ strength, each paid and placed in turn
(its placement bonuses can fund the next), adding the Reptile House, the Large Bird Aviary and the
Build-II cells. Cost 2 money per space. The first building touches the map border, later ones
share an edge (docs/rulings.md point 2) with a building; kiosks are at grid distance ≥ 3 from
each other; rock and water are never buildable; the Petting Zoo, Reptile House and Large Bird
Aviary are one per zoo.
"""

from __future__ import annotations

from collections.abc import Iterable

import pytest
from attrs import evolve

from arknova_desktop.engine import Game, IllegalChoice
from arknova_desktop.engine.base.constants import ANIMALS, ASSOCIATION, BUILD, CARDS, SPONSORS
from arknova_desktop.engine.base.geometry import Cell
from arknova_desktop.engine.board.buildings import BUILDING_TYPES
from arknova_desktop.engine.board.zoo_map import load_map
from arknova_desktop.engine.kernel.choices import ChooseAction, PlaceBuilding, Skip
from arknova_desktop.engine.kernel.state import PlacedBuilding, PlayerState
from tests.scenario import options_of, play, set_row, set_seat, started

BUILD_I = (
    "kiosk",
    "pavilion",
    "enclosure_1",
    "enclosure_2",
    "enclosure_3",
    "enclosure_4",
    "enclosure_5",
    "petting_zoo",
)
BUILD_II = (*BUILD_I, "reptile_house", "large_bird_aviary")
ONE_PER_ZOO = ("petting_zoo", "reptile_house", "large_bird_aviary")
# Sizes from the rules: kiosk/pavilion 1, standard enclosure n = n, Petting Zoo 3, Reptile House
# and Large Bird Aviary 5.
SIZE = {
    "kiosk": 1,
    "pavilion": 1,
    **{f"enclosure_{n}": n for n in range(1, 6)},
    "petting_zoo": 3,
    "reptile_house": 5,
    "large_bird_aviary": 5,
}
COST_PER_SPACE = 2
KIOSK_DISTANCE = 3
OTHERS = (ANIMALS, CARDS, ASSOCIATION, SPONSORS)


def cells(*pairs: tuple[int, int]) -> tuple[Cell, ...]:
    return tuple(sorted(Cell(col, row) for col, row in pairs))


def placed(building: str, *pairs: tuple[int, int], animals: tuple[str, ...] = ()) -> PlacedBuilding:
    return PlacedBuilding(building, frozenset(cells(*pairs)), animals)


def ready(
    map_id: str = "0",
    slot: int = 5,
    upgraded: bool = False,
    money: int = 25,
    buildings: Iterable[PlacedBuilding] | None = None,
) -> Game:
    """Seat 0 to act on `map_id` with the Build card in `slot` (side II if `upgraded`)."""
    game = started(players=2, seed=1, maps=(map_id, map_id))
    set_seat(game, 0, money=money)
    if buildings is not None:
        set_seat(game, 0, buildings=tuple(buildings))
    row = list(OTHERS)
    row.insert(slot - 1, BUILD)
    set_row(game, 0, row, [BUILD] if upgraded else [])
    return game


def covered_by(player: PlayerState) -> frozenset[Cell]:
    return frozenset(cell for b in player.buildings for cell in b.cells)


def is_adjacent(a: Cell, b: Cell) -> bool:
    return abs(a.col - b.col) + abs(a.row - b.row) == 1


def on_border(cell: Cell, map_id: str) -> bool:
    zmap = load_map(map_id)
    return cell.row in (0, zmap.height - 1) or cell.col in (0, zmap.width - 1)


def legal_placements(
    player: PlayerState,
    types: Iterable[str],
    max_size: int,
    build_ii: bool,
    money: int | None = None,
) -> set[PlaceBuilding]:
    """Every placement the rules allow, worked out from the map's terrain on its own."""
    zmap = load_map(player.map_id)
    usable = zmap.cells_of("build") | (zmap.cells_of("build2") if build_ii else frozenset())
    covered = covered_by(player)
    kiosks = [c for b in player.buildings if b.building == "kiosk" for c in b.cells]
    found: set[PlaceBuilding] = set()
    for building in types:
        if SIZE[building] > max_size:
            continue
        if money is not None and COST_PER_SPACE * SIZE[building] > money:
            continue
        if building in ONE_PER_ZOO and any(b.building == building for b in player.buildings):
            continue
        for shape in BUILDING_TYPES[building].orientations:
            for d_col in range(zmap.width):
                for d_row in range(zmap.height):
                    spot = frozenset(Cell(c.col + d_col, c.row + d_row) for c in shape)
                    if not spot <= usable or not spot.isdisjoint(covered):
                        continue
                    if covered:
                        if not any(is_adjacent(a, b) for a in spot for b in covered):
                            continue
                    elif not any(on_border(c, player.map_id) for c in spot):
                        continue
                    if building == "kiosk" and any(
                        abs(a.col - k.col) + abs(a.row - k.row) < KIOSK_DISTANCE
                        for a in spot
                        for k in kiosks
                    ):
                        continue
                    found.add(PlaceBuilding(building, tuple(sorted(spot))))
    return found


def build_options(game: Game) -> list[PlaceBuilding]:
    options = options_of(game, "build")
    return [o for o in options if isinstance(o, PlaceBuilding)]


def choose_build_actions(game: Game) -> set[ChooseAction]:
    options = options_of(game, "choose_action")
    return {o for o in options if isinstance(o, ChooseAction) and o.action == BUILD}


def without_bonus(options: Iterable[PlaceBuilding], building: str, map_id: str) -> PlaceBuilding:
    bonus_cells = {b.cell for b in load_map(map_id).bonuses}
    return next(o for o in options if o.building == building and bonus_cells.isdisjoint(o.cells))


# ---------------------------------------------------------------------------------------------
# Build I: the options
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("map_id", ["0", "A"])
@pytest.mark.parametrize("strength", [1, 2, 3, 4, 5])
def test_build_i_offers_exactly_the_legal_placements_up_to_its_strength(
    map_id: str, strength: int
) -> None:
    game = ready(map_id, slot=strength)
    play(game, ChooseAction(BUILD))
    player = game.state.players[0]
    options = build_options(game)
    assert len(options) == len(options_of(game, "build")), "Build I never offers Skip"
    assert len(set(options)) == len(options)
    assert set(options) == legal_placements(player, BUILD_I, strength, build_ii=False)
    # Every Build I type of size ≤ strength has a place on these maps; nothing else is offered.
    assert {o.building for o in options} == {b for b in BUILD_I if SIZE[b] <= strength}


@pytest.mark.parametrize("map_id", ["0", "A"])
def test_build_i_options_respect_terrain_border_and_adjacency(map_id: str) -> None:
    game = ready(map_id, slot=5)
    play(game, ChooseAction(BUILD))
    zmap = load_map(map_id)
    covered = covered_by(game.state.players[0])
    forbidden = zmap.rock_cells | zmap.water_cells | zmap.build2_cells
    for option in build_options(game):
        spot = set(option.cells)
        assert option.building not in ("reptile_house", "large_bird_aviary")
        assert len(spot) == SIZE[option.building] <= 5
        assert spot.isdisjoint(forbidden), option
        assert spot.isdisjoint(covered), option
        if covered:  # Map A: next to the starting kiosk or enclosure
            assert any(is_adjacent(a, b) for a in spot for b in covered), option
        else:  # Map 0, nothing built yet: the first building touches the map border
            assert any(c.row in (0, 7) or c.col in (0, 9) for c in spot), option


@pytest.mark.parametrize("building", BUILD_I)
def test_build_i_builds_exactly_one_building_for_2_money_per_space(building: str) -> None:
    game = ready("0", slot=5)
    play(game, ChooseAction(BUILD))
    choice = without_bonus(build_options(game), building, "0")
    game.apply(choice)
    player = game.state.players[0]
    assert player.buildings == (PlacedBuilding(building, frozenset(choice.cells)),)
    assert player.money == 25 - COST_PER_SPACE * SIZE[building]
    # Only one building with side I, even with strength left: the turn is over, the card in slot 1.
    assert player.action_cards[0].action == BUILD
    assert game.decision is not None
    assert (game.decision.kind, game.decision.seat) == ("choose_action", 1)


def test_second_build_must_share_an_edge_with_the_first() -> None:
    game = ready("0", slot=1, buildings=[placed("enclosure_1", (0, 1))])
    play(game, ChooseAction(BUILD))
    spots = {o.cells for o in build_options(game)}
    # Size 1 only (slot 1): exactly the free building cells next to (0,1).
    assert spots == {cells((0, 0)), cells((1, 1)), cells((0, 2))}


@pytest.mark.parametrize(
    "choice",
    [
        pytest.param(PlaceBuilding("enclosure_1", cells((3, 0))), id="water"),
        pytest.param(PlaceBuilding("enclosure_1", cells((9, 1))), id="rock"),
        pytest.param(PlaceBuilding("enclosure_1", cells((9, 6))), id="build-II-cell"),
        pytest.param(PlaceBuilding("enclosure_1", cells((4, 3))), id="not-on-the-border"),
        pytest.param(PlaceBuilding("enclosure_2", cells((0, 1), (0, 2))), id="too-large"),
    ],
)
def test_build_i_refuses_an_illegal_placement(choice: PlaceBuilding) -> None:
    game = ready("0", slot=1)
    play(game, ChooseAction(BUILD))
    with pytest.raises(IllegalChoice):
        game.apply(choice)
    assert game.state.players[0].buildings == ()
    assert game.state.players[0].money == 25
    options_of(game, "build")


# ---------------------------------------------------------------------------------------------
# When Build is offered
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("upgraded", [False, True])
@pytest.mark.parametrize(("money", "offered"), [(0, False), (1, False), (2, True)])
def test_build_is_offered_only_with_money_for_a_building(
    upgraded: bool, money: int, offered: bool
) -> None:
    # The cheapest building costs 2 (size 1); X-tokens add strength, not money.
    game = ready("0", slot=5, upgraded=upgraded, money=money)
    set_seat(game, 0, x_tokens=5)
    assert bool(choose_build_actions(game)) is offered


def test_build_at_strength_0_is_not_offered_until_x_tokens_make_it_1() -> None:
    # Slot 2 with a Constriction token: strength 2 − 2 = 0; no building has size 0.
    game = ready("0", slot=2)
    player = game.state.players[0]
    set_seat(
        game,
        0,
        action_cards=tuple(
            evolve(c, constriction=1) if c.action == BUILD else c for c in player.action_cards
        ),
    )
    assert choose_build_actions(game) == set()
    set_seat(game, 0, x_tokens=2)
    assert choose_build_actions(game) == {ChooseAction(BUILD, 1), ChooseAction(BUILD, 2)}
    game.apply(ChooseAction(BUILD, 1))
    assert {SIZE[o.building] for o in build_options(game)} == {1}


# ---------------------------------------------------------------------------------------------
# Kiosks and one-per-zoo buildings
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("upgraded", "expected"),
    [
        # Map A's kiosk stands at (4,3); the free cells next to the starting buildings at distance
        # ≥ 3 from it are (6,2), (7,3), (5,5) and the Build-II cell (6,4).
        (False, {cells((6, 2)), cells((7, 3)), cells((5, 5))}),
        (True, {cells((6, 2)), cells((7, 3)), cells((5, 5)), cells((6, 4))}),
    ],
)
def test_kiosks_stay_at_distance_3_from_the_starting_kiosk(
    upgraded: bool, expected: set[tuple[Cell, ...]]
) -> None:
    game = ready("A", slot=1, upgraded=upgraded)
    play(game, ChooseAction(BUILD))
    assert {o.cells for o in build_options(game) if o.building == "kiosk"} == expected


@pytest.mark.parametrize(
    ("upgraded", "expected"),
    [(False, {cells((3, 3))}), (True, {cells((3, 3)), cells((2, 2))})],
)
def test_kiosks_stay_at_distance_3_from_a_built_kiosk(
    upgraded: bool, expected: set[tuple[Cell, ...]]
) -> None:
    # Map 0: kiosk at (0,3), enclosure_2 at (1,3)-(2,3). Free building cells next to them:
    # (0,2) and (0,4) at distance 1, (1,2) at 2, (3,3) at 3, the Build-II cell (2,2) at 3.
    built = [placed("kiosk", (0, 3)), placed("enclosure_2", (1, 3), (2, 3))]
    game = ready("0", slot=1, upgraded=upgraded, buildings=built)
    play(game, ChooseAction(BUILD))
    assert {o.cells for o in build_options(game) if o.building == "kiosk"} == expected


@pytest.mark.parametrize(
    ("building", "spot", "upgraded"),
    [
        ("petting_zoo", ((0, 0), (1, 0), (2, 0)), False),
        ("petting_zoo", ((0, 0), (1, 0), (2, 0)), True),
        ("reptile_house", ((0, 0), (0, 1), (0, 2), (0, 3), (1, 3)), True),
        ("large_bird_aviary", ((2, 7), (3, 7), (4, 7), (3, 6), (3, 5)), True),
    ],
)
def test_special_buildings_are_built_once_per_zoo(
    building: str, spot: tuple[tuple[int, int], ...], upgraded: bool
) -> None:
    game = ready("0", slot=5, upgraded=upgraded, money=50, buildings=[placed(building, *spot)])
    play(game, ChooseAction(BUILD))
    offered = {o.building for o in build_options(game)}
    others = {b for b in ONE_PER_ZOO if b != building and (upgraded or b == "petting_zoo")}
    assert building not in offered
    assert others <= offered


# ---------------------------------------------------------------------------------------------
# Build II
# ---------------------------------------------------------------------------------------------


def test_build_ii_adds_reptile_house_aviary_and_build_ii_cells() -> None:
    game = ready("0", slot=5, upgraded=True)
    play(game, ChooseAction(BUILD))
    player = game.state.players[0]
    options = build_options(game)
    assert set(options) == legal_placements(player, BUILD_II, 5, build_ii=True)
    assert {o.building for o in options} == set(BUILD_II)
    # Map 0's Build-II cell (9,6) lies on the border: usable with Build II only.
    assert PlaceBuilding("pavilion", cells((9, 6))) in options
    assert len(options_of(game, "build")) == len(options), "no Skip before the first building"


def test_build_i_never_uses_build_ii_cells() -> None:
    game = ready("0", slot=5, upgraded=False)
    play(game, ChooseAction(BUILD))
    build2 = load_map("0").build2_cells
    assert all(build2.isdisjoint(o.cells) for o in build_options(game))


def test_build_ii_several_different_buildings_each_paid_total_size_up_to_strength() -> None:
    game = ready("0", slot=4, upgraded=True)
    player = game.state.players[0]
    play(game, ChooseAction(BUILD), PlaceBuilding("enclosure_2", cells((0, 1), (0, 2))))
    assert player.money == 25 - 4
    options = options_of(game, "build")
    assert Skip() in options
    placed_now = build_options(game)
    assert {SIZE[o.building] for o in placed_now} <= {1, 2}  # 4 − 2 left
    assert "enclosure_2" not in {o.building for o in placed_now}
    assert set(placed_now) == legal_placements(
        player, [b for b in BUILD_II if b != "enclosure_2"], 2, True
    )
    game.apply(PlaceBuilding("enclosure_1", cells((0, 3))))
    assert player.money == 25 - 4 - 2
    placed_now = build_options(game)
    assert {o.building for o in placed_now} == {"kiosk", "pavilion"}  # size ≤ 1, not used yet
    game.apply(PlaceBuilding("pavilion", cells((0, 4))))
    # Strength 4 used up: the action ends without asking.
    assert player.money == 25 - 4 - 2 - 2
    assert [b.building for b in player.buildings] == ["enclosure_2", "enclosure_1", "pavilion"]
    assert player.action_cards[0].action == BUILD
    assert game.decision is not None and game.decision.seat == 1


def test_build_ii_skip_ends_the_action_after_the_first_building() -> None:
    game = ready("0", slot=5, upgraded=True)
    play(game, ChooseAction(BUILD), PlaceBuilding("pavilion", cells((0, 1))))
    assert "pavilion" not in {o.building for o in build_options(game)}
    game.apply(Skip())
    player = game.state.players[0]
    assert player.money == 25 - 2
    assert len(player.buildings) == 1
    assert player.action_cards[0].action == BUILD
    assert game.decision is not None and game.decision.seat == 1


def test_build_ii_placement_bonus_pays_for_the_next_building() -> None:
    # Map 0: money_10 at (9,7). With 2 money only a size-1 building is affordable; the 10 money
    # under it arrive before the next build decision.
    game = ready("0", slot=5, upgraded=True, money=2)
    play(game, ChooseAction(BUILD))
    assert {SIZE[o.building] for o in build_options(game)} == {1}
    game.apply(PlaceBuilding("enclosure_1", cells((9, 7))))
    player = game.state.players[0]
    assert player.money == 2 - 2 + 10
    placed_now = build_options(game)
    assert set(placed_now) == legal_placements(
        player, [b for b in BUILD_II if b != "enclosure_1"], 4, True, money=10
    )
    # The Build-II cell (9,6) next to the first building is usable.
    assert PlaceBuilding("pavilion", cells((9, 6))) in placed_now
    game.apply(PlaceBuilding("enclosure_4", cells((8, 5), (8, 6), (8, 7), (9, 6))))
    assert player.money == 10 - 8
    assert game.decision is not None and game.decision.seat == 1


def test_build_ii_with_no_placement_bonus_and_no_money_left_ends() -> None:
    game = ready("0", slot=5, upgraded=True, money=2)
    play(game, ChooseAction(BUILD), PlaceBuilding("enclosure_1", cells((0, 1))))
    player = game.state.players[0]
    assert player.money == 0
    assert len(player.buildings) == 1
    assert game.decision is not None and game.decision.seat == 1
