"""Sponsors that change a rule: S215 / S218 wildcard tokens for base projects, S217 Engineer,
S219 Diversity Researcher, S221 Archaeologist (with their other effects)."""

from __future__ import annotations

import pytest

from arknova_desktop.engine.base.constants import ANIMALS, ASSOCIATION, BUILD, SPONSORS
from arknova_desktop.engine.base.geometry import Cell
from arknova_desktop.engine.board.zoo import zoo_map
from arknova_desktop.engine.kernel.choices import (
    AssociationTask,
    ChooseAction,
    DrawFromDeck,
    PickEffect,
    PlaceAnimal,
    PlaceBuilding,
    PlayAnimal,
    Skip,
    SupportProject,
    TakeBonus,
)
from tests.abilities_scenario import ROW
from tests.scenario import Position, Seat, arrange, options_of, set_row, set_seat, set_shared
from tests.sponsor_scenario import (
    MONEY,
    building,
    end_gains,
    is_next_turn,
    pass_turn,
    play_sponsor,
    settle,
    setup,
)


def action_in(action: str, slot: int) -> list[str]:
    row = [a for a in ROW if a != action]
    row.insert(slot - 1, action)
    return row


def cells_of(*pairs: tuple[int, int]) -> tuple[Cell, ...]:
    return tuple(sorted(Cell(c, r) for c, r in pairs))


# -- S215 Breeding Cooperation / S218 Breeding Program ------------------------------------------


def wildcard_position(card: str | None):
    """Base projects Africa, Americas, Australia (right level: 2 icons); 1 icon of each in the
    zoo; next left-edge slots 4 (+1 CP) and 5 (+2 reputation) of Map A."""
    zoo = ("A405", "A439", "A424") + ((card,) if card else ())
    game = setup(zoo=zoo, slot=1)
    set_shared(game, base_projects=("P103", "P104", "P105"), project_row=(), project_tokens=())
    arrange(
        game,
        Position(
            seats={0: Seat(supported_projects=3, conservation=10, workers=4)},
            final_scoring_discarded=True,
        ),
    )
    return game


def association_project(game) -> tuple[object, ...]:
    """Seat 0 uses Association I at strength 5 and picks the project task, if it is offered."""
    seats = {p.seat: Seat(placed_workers=(0, 0, 0, 0)) for p in game.state.players}
    seats[0] = Seat(placed_workers=(0, 0, 0, 0), row=action_in(ASSOCIATION, 5))
    arrange(game, Position(seats=seats))
    game.apply(ChooseAction(ASSOCIATION))
    if AssociationTask("project") not in options_of(game, "association"):
        return ()
    game.apply(AssociationTask("project"))
    return options_of(game, "association_project")


@pytest.mark.parametrize("card", ["S215", "S218"])
def test_two_wildcard_tokens_for_base_projects(card: str) -> None:
    game = wildcard_position(card)
    # One icon short of the right level (2): one token stands for it.
    assert set(association_project(game)) == {
        SupportProject("P103", 2),
        SupportProject("P104", 2),
        SupportProject("P105", 2),
    }
    game.apply(SupportProject("P103", 2))
    settle(game)
    assert game.state.players[0].conservation == 10 + 2 + 1
    pass_turn(game, 1)
    assert set(association_project(game)) == {SupportProject("P104", 2), SupportProject("P105", 2)}
    game.apply(SupportProject("P104", 2))
    settle(game)
    pass_turn(game, 1)
    # Both tokens used: nothing left to support.
    assert association_project(game) == ()


def test_without_a_wildcard_card_one_icon_is_not_enough() -> None:
    game = wildcard_position(None)
    assert association_project(game) == ()


@pytest.mark.parametrize("card", ["S215", "S218"])
def test_a_token_stands_for_one_icon_only(card: str) -> None:
    game = wildcard_position(card)
    arrange(
        game,
        Position(
            seats={
                0: Seat(
                    zoo=(
                        *game.state.players[0].zoo_cards,
                        *("A455", "A404"),
                    ),  # 3 africa icons: middle level needs 4
                ),
            },
            base_projects=("P103",),
        ),
    )
    assert set(association_project(game)) == {SupportProject("P103", 1), SupportProject("P103", 2)}
    # The left level needs 5: 3 + 1 token is not enough.


@pytest.mark.parametrize("card", ["S215", "S218"])
def test_wildcards_not_for_project_cards(card: str) -> None:
    game = wildcard_position(card)
    st = game.state
    arrange(
        game,
        Position(
            seats={
                0: Seat(
                    zoo=(*st.players[0].zoo_cards, *("A488",)),  # 1 water icon
                ),
            },
            base_projects=(),
            project_row=("P128",),  # water icons: right level 2
        ),
    )
    assert association_project(game) == ()


@pytest.mark.parametrize("card", ["S215", "S218"])
@pytest.mark.parametrize(("supported", "cp"), [(4, 0), (5, 1), (7, 1)])
def test_end_game_five_supported_projects(card: str, supported: int, cp: int) -> None:
    game = setup(zoo=(card,))
    set_seat(game, 0, supported_projects=supported)
    assert end_gains(game) == ([(card, "conservation", 1)] if cp else [])


# -- S217 Engineer ------------------------------------------------------------------------------

ENC_A = cells_of((7, 3), (8, 3))
ENC_B = cells_of((7, 4), (8, 4))


def test_s217_one_more_building_of_the_same_kind_at_normal_cost() -> None:
    game = setup(zoo=("S217",))
    set_row(game, 0, action_in(BUILD, 2))
    game.apply(ChooseAction(BUILD))
    game.apply(PlaceBuilding("enclosure_2", ENC_A))
    options = options_of(game, "extra_building")
    assert Skip() in options
    assert {o.building for o in options if isinstance(o, PlaceBuilding)} == {"enclosure_2"}
    game.apply(PlaceBuilding("enclosure_2", ENC_B))
    assert game.state.players[0].money == MONEY - 4 - 4
    assert is_next_turn(game)


def test_without_s217_one_building() -> None:
    game = setup()
    set_row(game, 0, action_in(BUILD, 2))
    game.apply(ChooseAction(BUILD))
    game.apply(PlaceBuilding("enclosure_2", ENC_A))
    assert is_next_turn(game)


def test_s217_not_for_special_enclosures() -> None:
    game = setup(zoo=("S217",))
    set_row(game, 0, action_in(BUILD, 3))
    game.apply(ChooseAction(BUILD))
    game.apply(PlaceBuilding("petting_zoo", cells_of((7, 2), (7, 3), (7, 4))))
    assert is_next_turn(game)


@pytest.mark.parametrize("card", ["S217", "S257"])
@pytest.mark.parametrize("leave_out", [0, 1])
def test_end_game_five_appeal_for_a_fully_covered_map(card: str, leave_out: int) -> None:
    game = setup(zoo=(card,))
    player = game.state.players[0]
    free = sorted(zoo_map(player).building_cells - {c for b in player.buildings for c in b.cells})
    set_seat(
        game,
        0,
        buildings=(
            *player.buildings,
            *tuple(building("enclosure_1", (c.col, c.row)) for c in free[leave_out:]),
        ),
    )
    assert end_gains(game) == ([] if leave_out else [(card, "appeal", 5)])


# -- S219 Diversity Researcher ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("zoo", "money"),
    [
        ((), 0),
        (("A486", "A488", "A484"), 6),  # rock 1, water 1, water 1
        (("S241", "S242", "A444"), 8),  # water icon, rock icon, Alpine Ibex: 2 rock
    ],
)
def test_s219_two_money_per_rock_and_water_icon(zoo: tuple[str, ...], money: int) -> None:
    game = setup(("S219",), upgraded=(SPONSORS,), zoo=zoo)
    play_sponsor(game, "S219")
    assert game.state.players[0].money == MONEY + money


@pytest.mark.parametrize(("zoo", "offered"), [(("S219",), True), ((), False)])
def test_s219_may_build_on_water_and_rock(zoo: tuple[str, ...], offered: bool) -> None:
    game = setup(zoo=zoo)
    player = game.state.players[0]
    set_seat(
        game,
        0,
        buildings=(
            *player.buildings,
            *(building("enclosure_1", (6, 2)), building("enclosure_1", (2, 4))),
        ),
    )
    set_row(game, 0, action_in(BUILD, 1))
    game.apply(ChooseAction(BUILD))
    options = options_of(game, "build")
    assert (PlaceBuilding("enclosure_1", (Cell(6, 1),)) in options) is offered  # water
    assert (PlaceBuilding("enclosure_1", (Cell(2, 3),)) in options) is offered  # rock


@pytest.mark.parametrize(("zoo", "offered"), [(("S219",), True), ((), False)])
def test_s219_build_is_offered_when_only_rock_and_water_are_free(
    zoo: tuple[str, ...], offered: bool
) -> None:
    # Every building space is covered: only the rock and water spaces next to the buildings are
    # free, so the Build card can be used only by the one whom Diversity Researcher lets build
    # there.
    game = setup(zoo=zoo)
    player = game.state.players[0]
    zmap = zoo_map(player)
    covered = {cell for placed in player.buildings for cell in placed.cells}
    free = sorted(zmap.building_cells - covered, key=lambda c: (c.col, c.row))
    set_seat(
        game,
        0,
        buildings=(
            *player.buildings,
            *(building("enclosure_1", (cell.col, cell.row)) for cell in free),
        ),
    )
    set_row(game, 0, action_in(BUILD, 5))
    options = options_of(game, "choose_action")
    assert any(isinstance(o, ChooseAction) and o.action == BUILD for o in options) is offered
    if offered:
        game.apply(ChooseAction(BUILD))
        places = options_of(game, "build")
        assert places
        for place in places:
            assert isinstance(place, PlaceBuilding)
            assert all(c in zmap.rock_cells | zmap.water_cells for c in place.cells)


def rock_water_animals(zoo: tuple[str, ...]):
    """Slow Worm (1 water) and Alpine Ibex (2 rock) in hand, enclosures far from rock / water."""
    game = setup(zoo=zoo)
    player = game.state.players[0]
    set_seat(
        game,
        0,
        hand=("A488", "A444"),
        buildings=(
            *player.buildings,
            *(building("enclosure_1", (7, 3)), building("enclosure_2", (7, 4), (8, 4))),
        ),
    )
    set_row(game, 0, ROW)
    return game


def test_s219_ignores_rock_and_water_requirements() -> None:
    game = rock_water_animals(("S219",))
    game.apply(ChooseAction(ANIMALS))
    assert set(options_of(game, "play_animal")) == {PlayAnimal("A488"), PlayAnimal("A444")}
    game.apply(PlayAnimal("A488"))
    game.apply(PlaceAnimal((Cell(7, 3),)))
    assert "A488" in game.state.players[0].zoo_cards


def test_without_s219_rock_and_water_requirements_hold() -> None:
    game = rock_water_animals(())
    assert ChooseAction(ANIMALS) not in game.legal_options()


@pytest.mark.parametrize(
    ("zoo", "appeal"),
    [
        (("A486",), 0),  # rock 1, water 0
        (("A486", "A488"), 2),  # 1 pair
        (("A444", "A488", "A484"), 4),  # rock 2, water 2
        (("S241", "A444"), 2),  # water 1 (sponsor icon), rock 2
    ],
)
def test_s219_end_game_two_appeal_per_rock_water_pair(zoo: tuple[str, ...], appeal: int) -> None:
    game = setup(zoo=("S219", *zoo))
    assert end_gains(game) == ([("S219", "appeal", appeal)] if appeal else [])


# -- S221 Archaeologist -------------------------------------------------------------------------


def test_s221_a_border_placement_bonus_brings_another_one() -> None:
    game = setup(zoo=("S221",))
    player = game.state.players[0]
    set_seat(game, 0, buildings=(*player.buildings, *(building("enclosure_1", (8, 1)),)))
    set_row(game, 0, action_in(BUILD, 1))
    game.apply(ChooseAction(BUILD))
    game.apply(PlaceBuilding("enclosure_1", (Cell(8, 0),)))  # border, 10 money
    settle(game)
    # Any other placement bonus of the map still uncovered (the 10 money is covered now).
    assert set(options_of(game, "other_bonus")) == {
        TakeBonus(b) for b in ("card", "x_token", "money_5", "worker", "reputation_2")
    }
    game.apply(TakeBonus("money_5"))
    assert player.money == MONEY - 2 + 10 + 5
    assert is_next_turn(game)


def test_s221_one_more_bonus_for_each_border_bonus_space_covered() -> None:
    # "Each time you cover a border space with a placement bonus": a Reptile House over the
    # worker (0,6) and the card (3,7), both on the border, brings two more bonuses (before, one).
    game = setup(zoo=("S221",), upgraded=(BUILD,))
    player = game.state.players[0]
    set_seat(game, 0, buildings=(*player.buildings, *(building("enclosure_1", (1, 6)),)))
    set_row(game, 0, action_in(BUILD, 5), (BUILD,))
    game.apply(ChooseAction(BUILD))
    cells = tuple(sorted(Cell(c, r) for c, r in ((0, 6), (0, 7), (1, 7), (2, 7), (3, 7))))
    game.apply(PlaceBuilding("reptile_house", cells))
    order = options_of(game, "order_effects")
    assert set(order) >= {
        PickEffect("hire a worker"),
        PickEffect("take a card"),
        PickEffect("another placement bonus"),
    }
    taken = []
    while game.decision is not None and game.decision.seat == 0:
        kind = game.decision.kind
        if kind == "order_effects":
            game.apply(game.decision.options[0])
        elif kind == "other_bonus":
            bonus = "money_5" if not taken else "x_token"
            taken.append(bonus)
            game.apply(TakeBonus(bonus))
        elif kind == "take_card":
            game.apply(DrawFromDeck())
        else:
            assert Skip() in game.decision.options, kind
            game.apply(Skip())
    assert taken == ["money_5", "x_token"]
    assert player.x_tokens == 1
    assert player.workers == 2


@pytest.mark.parametrize("zoo", [("S221",), ()])
def test_inner_placement_bonus_brings_nothing_more(zoo: tuple[str, ...]) -> None:
    game = setup(zoo=zoo)
    set_row(game, 0, action_in(BUILD, 1))
    game.apply(ChooseAction(BUILD))
    game.apply(PlaceBuilding("enclosure_1", (Cell(5, 5),)))  # not a border cell, 5 money
    assert game.state.players[0].money == MONEY - 2 + 5
    assert is_next_turn(game)


def test_without_s221_a_border_bonus_is_single() -> None:
    game = setup()
    set_seat(
        game, 0, buildings=(*game.state.players[0].buildings, *(building("enclosure_1", (8, 1)),))
    )
    set_row(game, 0, action_in(BUILD, 1))
    game.apply(ChooseAction(BUILD))
    game.apply(PlaceBuilding("enclosure_1", (Cell(8, 0),)))
    assert game.state.players[0].money == MONEY - 2 + 10
    assert is_next_turn(game)


@pytest.mark.parametrize("leave_out", [0, 1])
def test_s221_end_game_every_border_space_covered(leave_out: int) -> None:
    game = setup(zoo=("S221",))
    player = game.state.players[0]
    zmap = zoo_map(player)
    border = sorted(zmap.grid.border_cells() & zmap.building_cells)
    set_seat(
        game,
        0,
        buildings=(
            *player.buildings,
            *tuple(building("enclosure_1", (c.col, c.row)) for c in border[leave_out:]),
        ),
    )
    assert end_gains(game) == ([] if leave_out else [("S221", "conservation", 1)])
