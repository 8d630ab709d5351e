"""Every counter of the card vocabulary (cards.json `per_count`, `tiered`, end-game effects),
written once: what it counts in a player's zoo."""

from __future__ import annotations

from collections.abc import Callable

from ..base.constants import CONTINENTS
from ..base.geometry import Cell, adjacent_cells, neighbours
from ..board.buildings import BUILDING_TYPES, STANDARD_ENCLOSURE
from ..board.zoo import covered_cells, zoo_map
from ..kernel.core import Core, RulesError
from .cards import AnimalCard, SponsorCard
from .effects import Immediate, UniqueBuilding
from .icons import ANIMAL_CATEGORIES, zoo_icons


def _animals(g: Core, seat: int) -> list[AnimalCard]:
    player = g.state.players[seat]
    cards = (g.cards.get(c) for c in (*player.zoo_cards, *player.rescued))
    return [c for c in cards if isinstance(c, AnimalCard)]


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
    own = [b for b in player.buildings if b.building in ids]
    if not own:
        return 0
    around = adjacent_cells(own[0].cells)
    return sum(
        1
        for b in player.buildings
        if b is not own[0]
        and not around.isdisjoint(b.cells)
        and not (BUILDING_TYPES[b.building].kind == STANDARD_ENCLOSURE and not b.animals)
    )


def counter_value(g: Core, seat: int, counter: str, source: str = "") -> int:
    player = g.state.players[seat]
    if counter.startswith("icon:"):
        return zoo_icons(g.cards, player)[counter.removeprefix("icon:")]
    simple: dict[str, Callable[[], int]] = {
        "different_continents": lambda: sum(1 for c in CONTINENTS if zoo_icons(g.cards, player)[c]),
        "different_categories": lambda: sum(
            1 for c in ANIMAL_CATEGORIES if zoo_icons(g.cards, player)[c]
        ),
        "small_animals": lambda: sum(1 for a in _animals(g, seat) if a.is_small),
        "large_animals": lambda: sum(1 for a in _animals(g, seat) if a.is_large),
        "universities": lambda: len(player.universities),
        "supported_projects": lambda: player.supported_projects,
        "kiosks": lambda: sum(1 for b in player.buildings if b.building == "kiosk"),
        "occupied_size_1_enclosures": lambda: sum(
            1 for b in player.buildings if b.building == "enclosure_1" and b.animals
        ),
        "x_tokens": lambda: player.x_tokens,
        "reputation": lambda: player.reputation,
    }
    if counter in simple:
        return simple[counter]()
    if counter == "different_continents_and_categories":
        return counter_value(g, seat, "different_continents") + counter_value(
            g, seat, "different_categories"
        )
    icons = zoo_icons(g.cards, player)
    if counter == "rock_and_water_icons":
        return icons["rock"] + icons["water"]
    if counter == "rock_water_pairs":
        return min(icons["rock"], icons["water"])
    zmap = zoo_map(player)
    bonus_cells = frozenset(b.cell for b in zmap.bonuses)
    cells_of = {
        "water": zmap.water_cells,
        "rock": zmap.rock_cells,
        "bonus": bonus_cells,
        "empty_border": zmap.grid.border_cells() & zmap.building_cells,
    }
    for kind, cells in cells_of.items():
        if counter == f"connected_{kind}_cells":
            return _touching(g, seat, cells)[0]
        if counter == f"unconnected_{kind}_cells":
            return _touching(g, seat, cells)[1]
    covered = covered_cells(player)
    near = adjacent_cells(covered) if covered else frozenset()
    flags: dict[str, Callable[[], bool]] = {
        "all_water_connected": lambda: zmap.water_cells <= near,
        "all_rock_connected": lambda: zmap.rock_cells <= near,
        "all_border_covered": lambda: zmap.grid.border_cells() & zmap.building_cells <= covered,
        "map_covered": lambda: zmap.building_cells <= covered,
    }
    if counter in flags:
        return int(flags[counter]())
    if counter == "empty_area_sixes":
        return _empty_area_sixes(g, seat)
    if counter == "buildings_next_to_this":
        return _buildings_next_to(g, seat, source)
    raise RulesError(f"unknown counter {counter!r}")
