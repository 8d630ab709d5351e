"""Every counter of the card vocabulary (engine/catalog/counters.py) is answered, and the map's
cell counters split the map's own cells between touched and untouched."""

from __future__ import annotations

import pytest

from arknova_desktop.engine.board.zoo import zoo_map
from arknova_desktop.engine.catalog.counters import counter_value
from arknova_desktop.engine.catalog.effects import COUNTERS, FLAG_COUNTERS
from arknova_desktop.engine.kernel.core import RulesError
from tests.scenario import started


@pytest.mark.parametrize("counter", sorted(COUNTERS))
def test_every_counter_of_the_vocabulary_is_counted(counter: str) -> None:
    game = started(players=2)
    source = "S257" if counter == "buildings_next_to_this" else ""  # counts around its building
    value = counter_value(game, 0, counter, source)
    assert value >= 0
    if counter in FLAG_COUNTERS:
        assert value in (0, 1)


def test_an_empty_zoo_touches_none_of_its_water_and_rock() -> None:
    game = started(players=2)
    zmap = zoo_map(game.state.players[0])
    assert zmap.water_cells and zmap.rock_cells  # the map has both
    assert counter_value(game, 0, "connected_water_cells") == 0
    assert counter_value(game, 0, "unconnected_water_cells") == len(zmap.water_cells)
    assert counter_value(game, 0, "unconnected_rock_cells") == len(zmap.rock_cells)
    assert counter_value(game, 0, "all_water_connected") == 0
    assert counter_value(game, 0, "map_covered") == 0


def test_an_unknown_counter_is_an_error() -> None:
    with pytest.raises(RulesError):
        counter_value(started(players=2), 0, "connected_lava_cells")
