"""Sponsors that read the zoo map: S241 Hydrologist, S242 Geologist, S258-S260 and S264 (native
animals, free-range monkeys), and S261 Guided School Tours, whose end-game point is read from a
finished game's scores.

"Connected" water / rock / bonus / border space: an uncovered space sharing an edge with one of
the player's buildings (docs/cards-data.md). Map A (see tests/sponsor_scenario.py) has 9 water
and 7 rock spaces, 12 placement bonuses; its kiosk (4,3) and enclosure (5,3) (6,3) (5,4) touch
only the 5-money bonus (5,5).
"""

from __future__ import annotations

import pytest

from arknova_desktop.engine.base.constants import BUILD
from arknova_desktop.engine.base.geometry import Cell
from arknova_desktop.engine.base.tracks import target_number
from arknova_desktop.engine.board.zoo import covered_cells, zoo_map
from arknova_desktop.engine.kernel.choices import ChooseAction, DiscardFinalScoring, PlaceBuilding
from tests.abilities_scenario import ROW
from tests.scenario import Position, Seat, arrange, set_row, set_seat
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


def build_in(game, slot: int, name: str, *pairs: tuple[int, int]) -> None:
    row = [a for a in ROW if a != BUILD]
    row.insert(slot - 1, BUILD)
    set_row(game, 0, row)
    game.apply(ChooseAction(BUILD))
    game.apply(PlaceBuilding(name, tuple(sorted(Cell(c, r) for c, r in pairs))))


def add(game, *pairs: tuple[int, int]) -> None:
    """Size-1 enclosures on these cells (put down directly)."""
    set_seat(
        game,
        0,
        buildings=(
            *game.state.players[0].buildings,
            *tuple(building("enclosure_1", p) for p in pairs),
        ),
    )


# -- S241 Hydrologist / S242 Geologist ----------------------------------------------------------


@pytest.mark.parametrize(
    ("card", "zoo", "appeal"),
    [
        ("S241", (), 1),  # its own water icon
        ("S241", ("A488", "A484"), 3),
        ("S242", (), 0),  # 1 rock icon: no pair yet
        ("S242", ("A486",), 3),  # 2 rock icons: 3 appeal
        ("S242", ("A444",), 3),  # 3 rock icons
        ("S242", ("A444", "A486"), 6),  # 4 rock icons
    ],
)
def test_appeal_for_water_or_rock_icons(card: str, zoo: tuple[str, ...], appeal: int) -> None:
    game = setup((card,), zoo=zoo)
    play_sponsor(game, card)
    assert game.state.players[0].appeal == appeal


@pytest.mark.parametrize(
    ("card", "cells", "money"),
    [
        ("S241", ((6, 2), (7, 2)), 2),  # both next to water (6,1) (7,1)
        ("S241", ((7, 3), (8, 3)), 0),
        ("S242", ((3, 3), (3, 4)), 1),  # (3,3) next to rock (2,3); (3,4) is not
        ("S242", ((7, 3), (8, 3)), 0),
    ],
)
def test_one_money_per_covered_space_next_to_water_or_rock(
    card: str, cells: tuple[tuple[int, int], ...], money: int
) -> None:
    game = setup(zoo=(card,))
    build_in(game, 2, "enclosure_2", *cells)
    assert game.state.players[0].money == MONEY - 4 + money
    assert is_next_turn(game)


def test_no_money_for_spaces_next_to_water_without_hydrologist() -> None:
    game = setup()
    build_in(game, 2, "enclosure_2", (6, 2), (7, 2))
    assert game.state.players[0].money == MONEY - 4


NEXT_TO_WATER = ((4, 0), (7, 0), (6, 2), (7, 2), (3, 4), (4, 4), (1, 6), (3, 7), (4, 7))
NEXT_TO_ROCK = ((2, 2), (1, 4), (9, 3), (8, 5), (9, 5), (8, 7))


@pytest.mark.parametrize(("card", "cells"), [("S241", NEXT_TO_WATER), ("S242", NEXT_TO_ROCK)])
@pytest.mark.parametrize("leave_out", [0, 1])
def test_end_game_all_water_or_rock_connected(
    card: str, cells: tuple[tuple[int, int], ...], leave_out: int
) -> None:
    game = setup(zoo=(card,))
    add(game, *cells[leave_out:])
    assert end_gains(game) == ([] if leave_out else [(card, "conservation", 1)])


# -- S258 Native Seabirds / S259 Native Lizards ---------------------------------------------------


@pytest.mark.parametrize(
    ("card", "cells", "connected"),
    [
        ("S258", (), 0),
        ("S258", ((6, 2),), 1),  # (6,1)
        ("S258", ((6, 2), (5, 1)), 2),  # (6,1) (5,0)
        ("S258", ((6, 2), (7, 2), (5, 1)), 3),  # + (7,1)
        ("S259", (), 0),
        ("S259", ((3, 3),), 1),  # (2,3)
        ("S259", ((2, 2), (9, 3)), 3),  # (1,2) (2,3) by (2,2); (9,2) by (9,3)
    ],
)
def test_appeal_per_connected_water_or_rock_space(
    card: str, cells: tuple[tuple[int, int], ...], connected: int
) -> None:
    game = setup((card,))
    add(game, *cells)
    play_sponsor(game, card)
    assert game.state.players[0].appeal == connected


@pytest.mark.parametrize(
    ("card", "cells", "cp"),
    [
        ("S258", (), 4),  # 9 unconnected water spaces
        ("S258", ((6, 2),), 4),  # 8
        ("S258", ((6, 2), (5, 1)), 3),  # 7
        ("S259", (), 3),  # 7 unconnected rock spaces
        ("S259", ((3, 3),), 3),  # 6
        ("S259", ((2, 2),), 2),  # 5
    ],
)
def test_end_game_cp_per_two_unconnected(card: str, cells: tuple[tuple[int, int], ...], cp: int):
    game = setup(zoo=(card,))
    add(game, *cells)
    assert end_gains(game) == ([(card, "conservation", cp)] if cp else [])


# -- S260 Native Farm Animals -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("cells", "appeal"),
    [
        ((), 0),  # Map A's starting buildings touch no border space
        (((0, 1),), 2),  # (0,0) (0,2)
        (((0, 1), (1, 7)), 4),  # + (0,7) (2,7)
    ],
)
def test_s260_appeal_per_connected_empty_border_space(
    cells: tuple[tuple[int, int], ...], appeal: int
) -> None:
    game = setup(("S260",))
    add(game, *cells)
    play_sponsor(game, "S260")
    assert game.state.players[0].appeal == appeal


ROW_7 = tuple((c, 7) for c in range(9))  # (9,7) is rock


@pytest.mark.parametrize(
    ("empty", "cp"),
    [
        (ROW_7[:5], 0),  # one area of 5
        (ROW_7[:7], 1),  # 7
        ((*ROW_7, (0, 6), (1, 6), (5, 6)), 2),  # 12
        ((*ROW_7[:6], (8, 0), (9, 0), (8, 1), (9, 1), (7, 0), (9, 3)), 1),  # 6, 5 and 1
    ],
)
def test_s260_end_game_cp_per_six_empty_spaces_in_one_area(
    empty: tuple[tuple[int, int], ...], cp: int
) -> None:
    game = setup(zoo=("S260",))
    player = game.state.players[0]
    keep = {Cell(c, r) for c, r in empty}
    fill = zoo_map(player).building_cells - covered_cells(player) - keep
    add(game, *((c.col, c.row) for c in sorted(fill)))
    assert end_gains(game) == ([("S260", "conservation", cp)] if cp else [])


# -- S264 Free-Range New World Monkeys ----------------------------------------------------------


@pytest.mark.parametrize(
    ("cells", "appeal"),
    [
        ((), 1),  # the 5 money at (5,5)
        (((4, 2),), 2),  # + the 2 reputation at (3,2)
        (((5, 5),), 0),  # covered: no longer an empty bonus space
    ],
)
def test_s264_appeal_per_connected_bonus_space(
    cells: tuple[tuple[int, int], ...], appeal: int
) -> None:
    game = setup(("S264",))
    add(game, *cells)
    play_sponsor(game, "S264")
    assert game.state.players[0].appeal == appeal


@pytest.mark.parametrize(
    ("cells", "cp"),
    [((), 5), (((4, 2),), 5), (((4, 2), (7, 4)), 4)],  # 11, 10, 9 unconnected bonus spaces
)
def test_s264_end_game_cp_per_two_unconnected_bonus_spaces(
    cells: tuple[tuple[int, int], ...], cp: int
) -> None:
    game = setup(zoo=("S264",))
    add(game, *cells)
    assert end_gains(game) == [("S264", "conservation", cp)]


# -- S261 Guided School Tours, and a finished game ----------------------------------------------


def test_s261_appeal_and_cp() -> None:
    game = setup(("S261",), slot=3)
    play_sponsor(game, "S261")
    settle(game)
    player = game.state.players[0]
    assert (player.appeal, player.conservation) == (1, 1)


FIVE_CATEGORIES = ("A405", "A439", "A507", "A466", "A484")


@pytest.mark.parametrize(("zoo", "cp"), [(FIVE_CATEGORIES, 1), (FIVE_CATEGORIES[:4], 0)])
def test_s261_end_game_five_animal_categories(zoo: tuple[str, ...], cp: int) -> None:
    game = setup(zoo=("S261", *zoo))
    assert end_gains(game) == ([("S261", "conservation", 1)] if cp else [])


def test_end_game_effects_appear_in_the_final_scores() -> None:
    # Seat 0 ends the game by playing S261 (+1 appeal reaches the target), seat 1 takes the
    # last turn, both discard a final scoring card, final scoring adds S261's and S220's points.
    conservation = 10
    game = setup(("S261",), slot=3, appeal=target_number(conservation) - 1,
                 zoo=("S220", *FIVE_CATEGORIES))  # fmt: skip
    st = game.state
    arrange(
        game,
        Position(
            seats={
                0: Seat(conservation=conservation, reputation=9, final_scoring=()),
                1: Seat(final_scoring=()),
            },
            final_scoring_discarded=True,
        ),
    )
    play_sponsor(game, "S261")
    settle(game)
    assert st.end is not None
    pass_turn(game, 1)
    while game.decision is not None:
        assert isinstance(game.decision.options[0], DiscardFinalScoring)
        game.apply(game.decision.options[0])
    assert game.is_over
    lines = dict(game.scores()[0].breakdown)
    assert lines["S261 Guided School Tours (conservation)"] == 1
    assert lines["S220 Federal Grants (conservation)"] == 1  # reputation 9
    assert lines["final conservation"] == conservation + 1 + 1 + 1
    assert game.scores()[0].conservation == 13
