"""Placement legality on every map: the first building of an empty zoo and a later one."""

from __future__ import annotations

import pytest

from arknova_desktop.engine.base.geometry import neighbours
from arknova_desktop.engine.base.maps_catalog import MAP_NAMES
from arknova_desktop.engine.board.buildings import BUILDING_TYPES
from arknova_desktop.engine.board.zoo_map import load_map
from arknova_desktop.engine.kernel.choices import PlaceBuilding
from arknova_desktop.engine.kernel.state import PlacedBuilding
from arknova_desktop.engine.rules.build import BUILD_I_TYPES, BUILD_II_TYPES, placement_options
from tests.scenario import set_seat, started

EMPTY_MAPS = [m for m in MAP_NAMES if not load_map(m).starting_buildings]


def on_border(cell_col: int, cell_row: int, width: int, height: int) -> bool:
    return cell_col in (0, width - 1) or cell_row in (0, height - 1)


@pytest.mark.parametrize("map_id", EMPTY_MAPS)
@pytest.mark.parametrize("build_ii", [False, True])
def test_first_building_touches_the_border_and_only_building_cells(
    map_id: str, build_ii: bool
) -> None:
    game = started(players=1, seed=1, maps=(map_id,))
    zmap = load_map(map_id)
    types = BUILD_II_TYPES if build_ii else BUILD_I_TYPES
    options = placement_options(game, 0, types, 5, build_ii, free=True)
    assert options
    allowed = zmap.building_cells if build_ii else zmap.building_cells - zmap.build2_cells
    for option in options:
        assert isinstance(option, PlaceBuilding)
        cells = set(option.cells)
        assert len(cells) == BUILDING_TYPES[option.building].size
        assert cells <= allowed, option  # never rock, water or (without Build II) Build II cells
        assert any(on_border(c.col, c.row, zmap.width, zmap.height) for c in cells), option
    # And every border building cell is usable by a size-1 building.
    singles = {o.cells[0] for o in options if o.building == "pavilion"}
    border = {c for c in allowed if on_border(c.col, c.row, zmap.width, zmap.height)}
    assert singles == border


@pytest.mark.parametrize("map_id", list(MAP_NAMES))
def test_later_buildings_share_an_edge_and_never_overlap(map_id: str) -> None:
    game = started(players=1, seed=1, maps=(map_id,))
    player = game.state.players[0]
    zmap = load_map(map_id)
    if not player.buildings:
        first = next(
            o
            for o in placement_options(game, 0, ("enclosure_2",), 5, False, free=True)
            if isinstance(o, PlaceBuilding)
        )
        set_seat(game, 0, buildings=(PlacedBuilding(first.building, frozenset(first.cells)),))
    covered = {c for b in player.buildings for c in b.cells}
    options = placement_options(game, 0, BUILD_II_TYPES, 5, True, free=True)
    assert options
    for option in options:
        assert isinstance(option, PlaceBuilding)
        cells = set(option.cells)
        assert not cells & covered, option
        assert cells <= zmap.building_cells
        assert any(n in covered for c in cells for n in neighbours(c)), option
