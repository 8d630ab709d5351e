"""Every counter of the card vocabulary (cards.json `per_count`, `tiered`, end-game effects),
written once: what it counts in a player's zoo."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from ..base.constants import CONTINENTS
from ..base.geometry import Cell, adjacent_cells, neighbours
from ..board.buildings import BUILDING_TYPES, STANDARD_ENCLOSURE
from ..board.zoo import cells_mask, covered_cells, neighbour_mask, zoo_map
from ..board.zoo_map import ZooMap
from ..kernel.core import Core, RulesError
from ..kernel.state import PlayerState
from .cards import SponsorCard
from .effects import Immediate, UniqueBuilding
from .icons import ANIMAL_CATEGORIES, zoo_animals, zoo_icons


def _touching(g: Core, seat: int, cells: frozenset[Cell]) -> tuple[int, int]:
    """(cells touching one of the player's buildings, cells touching none) — uncovered ones."""
    player = g.state.players[seat]
    covered = covered_cells(player)
    near = adjacent_cells(covered) if covered else frozenset()
    free = cells - covered
    touching = len(free & near)
    return touching, len(free) - touching


def _empty_area_sixes(g: Core, seat: int) -> int:
    player = g.state.players[seat]
    empty = set(zoo_map(player).building_cells - covered_cells(player))
    total = 0
    while empty:
        stack = [empty.pop()]
        size = 1
        while stack:
            for near in neighbours(stack.pop()):
                if near in empty:
                    empty.remove(near)
                    stack.append(near)
                    size += 1
        total += size // 6
    return total


def _buildings_next_to(g: Core, seat: int, source: str) -> int:
    """Buildings touching the unique building of card `source` (empty standard enclosures not
    counted)."""
    card = g.cards.get(source)
    if not isinstance(card, SponsorCard):
        return 0
    ids = {
        e.building
        for node in card.effects
        if isinstance(node, Immediate)
        for e in node.effects
        if isinstance(e, UniqueBuilding)
    }
    player = g.state.players[seat]
    own = next((b for b in player.buildings if b.building in ids), None)
    if own is None:
        return 0
    # As bits of the map, kept per building: a sponsor's income counts this at every break
    # and a computer player's look-ahead at every position it weighs.
    map_id = player.map_id
    around = neighbour_mask(map_id, own.cells)
    return sum(
        1
        for b in player.buildings
        if b is not own
        and around & cells_mask(map_id, b.cells)
        and not (BUILDING_TYPES[b.building].kind == STANDARD_ENCLOSURE and not b.animals)
    )


def _icons(g: Core, player: PlayerState) -> Counter[str]:
    return zoo_icons(g.cards, player)


# Counters read straight off the player's records or icons (each worked out only when asked:
# income and end-game effects count them in every look-ahead position).
_SIMPLE: dict[str, Callable[[Core, int, PlayerState], int]] = {
    "different_continents": lambda g, _seat, p: sum(1 for c in CONTINENTS if _icons(g, p)[c]),
    "different_categories": lambda g, _seat, p: sum(
        1 for c in ANIMAL_CATEGORIES if _icons(g, p)[c]
    ),
    "small_animals": lambda g, _seat, p: sum(1 for a in zoo_animals(g.cards, p) if a.is_small),
    "large_animals": lambda g, _seat, p: sum(1 for a in zoo_animals(g.cards, p) if a.is_large),
    "universities": lambda _g, _seat, p: len(p.universities),
    "supported_projects": lambda _g, _seat, p: p.supported_projects,
    "kiosks": lambda _g, _seat, p: sum(1 for b in p.buildings if b.building == "kiosk"),
    "occupied_size_1_enclosures": lambda _g, _seat, p: sum(
        1 for b in p.buildings if b.building == "enclosure_1" and b.animals
    ),
    "x_tokens": lambda _g, _seat, p: p.x_tokens,
    "reputation": lambda _g, _seat, p: p.reputation,
    "rock_and_water_icons": lambda g, _seat, p: _icons(g, p)["rock"] + _icons(g, p)["water"],
    "rock_water_pairs": lambda g, _seat, p: min(_icons(g, p)["rock"], _icons(g, p)["water"]),
    "different_continents_and_categories": lambda g, seat, p: (
        _SIMPLE["different_continents"](g, seat, p) + _SIMPLE["different_categories"](g, seat, p)
    ),
    "empty_area_sixes": lambda g, seat, _p: _empty_area_sixes(g, seat),
}


def _border_building_cells(zmap: ZooMap) -> frozenset[Cell]:
    return zmap.grid.border_cells() & zmap.building_cells


# The map's cells a "connected_…"/"unconnected_…" counter counts.
_TERRAINS: dict[str, Callable[[ZooMap], frozenset[Cell]]] = {
    "water": lambda zmap: zmap.water_cells,
    "rock": lambda zmap: zmap.rock_cells,
    "bonus": lambda zmap: frozenset(b.cell for b in zmap.bonuses),
    "empty_border": _border_building_cells,
}
# Each such counter: its cells, and which of `_touching`'s two numbers it is.
_CELL_COUNTS: dict[str, tuple[Callable[[ZooMap], frozenset[Cell]], int]] = {
    f"{side}connected_{kind}_cells": (cells, index)
    for kind, cells in _TERRAINS.items()
    for side, index in (("", 0), ("un", 1))
}

# Yes/no counters (1 or 0) of the zoo's cells: (the map, the covered cells) -> whether.
_FLAGS: dict[str, Callable[[ZooMap, frozenset[Cell]], bool]] = {
    "all_water_connected": lambda zmap, covered: zmap.water_cells <= _near(covered),
    "all_rock_connected": lambda zmap, covered: zmap.rock_cells <= _near(covered),
    "all_border_covered": lambda zmap, covered: _border_building_cells(zmap) <= covered,
    "map_covered": lambda zmap, covered: zmap.building_cells <= covered,
}


def _near(covered: frozenset[Cell]) -> frozenset[Cell]:
    return adjacent_cells(covered) if covered else frozenset()


def counter_value(g: Core, seat: int, counter: str, source: str = "") -> int:
    player = g.state.players[seat]
    if counter.startswith("icon:"):
        return _icons(g, player)[counter.removeprefix("icon:")]
    simple = _SIMPLE.get(counter)
    if simple is not None:
        return simple(g, seat, player)
    if counter == "buildings_next_to_this":
        return _buildings_next_to(g, seat, source)
    flag = _FLAGS.get(counter)
    if flag is not None:
        return int(flag(zoo_map(player), covered_cells(player)))
    cell_count = _CELL_COUNTS.get(counter)
    if cell_count is not None:
        cells, index = cell_count
        return _touching(g, seat, cells(zoo_map(player)))[index]
    raise RulesError(f"unknown counter {counter!r}")
