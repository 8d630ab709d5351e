"""A slow reference for the engine's fast answers (issue 23): the same rules worked out the
plain way, as the engine did before its speed work — every position of a building filtered with
sets of cells, every playable animal listed with each enclosure checked card by card, every
possible association task listed — so that tests can check the fast answers against them.

Only the parts the speed work replaced are written again here (placements, an animal's
enclosure and price, the Animals, Build and Association cards' minimum strength); the rest of a
rule is the engine's own, called as it is.
"""

from __future__ import annotations

from arknova_desktop.engine.base.geometry import Cell, adjacent_cells, distance
from arknova_desktop.engine.base.tracks import reputation_range
from arknova_desktop.engine.board.buildings import BUILDING_TYPES, KIOSK
from arknova_desktop.engine.board.zoo import KIOSK_MIN_DISTANCE, Candidate, candidates
from arknova_desktop.engine.catalog.cards import AnimalCard
from arknova_desktop.engine.catalog.modifiers import modifier_value
from arknova_desktop.engine.game import Game
from arknova_desktop.engine.kernel.state import PlayerState
from arknova_desktop.engine.rules import animals, association, build, conservation
from arknova_desktop.engine.rules.custom_cards import size_allowed
from arknova_desktop.engine.rules.placement import building_cost

ANIMALS_I_FIRST = 2  # Animals I plays its first animal at strength 2, Animals II at 1


def covered(player: PlayerState) -> frozenset[Cell]:
    return frozenset(cell for b in player.buildings for cell in b.cells)


def legal_positions(
    player: PlayerState,
    building: str,
    build_ii: bool,
    type_unlocked: bool = False,
    rock_water_ok: bool = False,
) -> list[Candidate]:
    """Every position of the map's list, filtered with sets of cells and kiosk distances."""
    btype = BUILDING_TYPES[building]
    if btype.unique_per_zoo and any(b.building == building for b in player.buildings):
        return []
    if btype.needs_build_ii and not (build_ii or type_unlocked):
        return []
    taken = covered(player)
    kiosks = (
        [c for b in player.buildings if b.building == "kiosk" for c in b.cells]
        if btype.kind == KIOSK
        else []
    )
    found = []
    for cand in candidates(player.map_id, building, rock_water_ok):
        if cand.needs_build_ii and not build_ii:
            continue
        if not cand.cells.isdisjoint(taken):
            continue
        if taken:
            if adjacent_cells(cand.cells).isdisjoint(taken):
                continue
        elif not cand.on_border:
            continue
        if kiosks and any(
            distance(cell, k) < KIOSK_MIN_DISTANCE for cell in cand.cells for k in kiosks
        ):
            continue
        found.append(cand)
    return found


def animal_cost(game: Game, seat: int, card: AnimalCard, folder: int) -> int:
    player = game.state.players[seat]
    matching = sum(n for icon, n in card.icons.items() if icon in player.partner_zoos)
    discount = animals.PARTNER_ZOO_DISCOUNT * matching
    if card.is_small:
        discount += modifier_value(game, seat, "animal_discount", "small")
    if card.is_large:
        discount += modifier_value(game, seat, "animal_discount", "large")
    return max(0, card.cost + folder - discount)


def playable(game: Game, seat: int, upgraded: bool, reputation: int | None = None) -> list[str]:
    """Every playable animal, each enclosure checked with `fits` / `flock_fits` card by card."""
    st = game.state
    player = st.players[seat]
    sources = [(c, 0) for c in player.hand]
    if upgraded:
        reach = reputation_range(player.reputation if reputation is None else reputation)
        sources.extend((c, f) for f, c in enumerate(st.display[:reach], start=1))
    found = []
    for card_id, folder in sources:
        card = game.cards.get(card_id)
        if not isinstance(card, AnimalCard):
            continue
        if animal_cost(game, seat, card, folder) > player.money:
            continue
        if not size_allowed(game, seat, card):
            continue
        if not animals.conditions_met(game, seat, card, upgraded):
            continue
        if not any(
            animals.fits(game, player, card, b) or animals.flock_fits(game, player, card, b)
            for b in player.buildings
        ):
            continue
        found.append(card_id)
    return found


def animals_min_strength(game: Game, seat: int, upgraded: bool) -> int | None:
    if playable(game, seat, upgraded):
        return 1 if upgraded else ANIMALS_I_FIRST
    if upgraded:
        player = game.state.players[seat]
        more = min(player.reputation + animals.ANIMALS_II_REPUTATION, player.reputation_cap)
        if more != player.reputation and playable(game, seat, upgraded, more):
            return animals.STRENGTH_FOR_REPUTATION
    return None


def build_min_strength(game: Game, seat: int, upgraded: bool) -> int | None:
    """The smallest building the player can afford and place, from the whole lists."""
    player = game.state.players[seat]
    rock_water = "S219" in player.zoo_cards  # Diversity Researcher: rock and water too
    sizes = [
        BUILDING_TYPES[b].size
        for b in build.build_types(upgraded)
        if building_cost(b) <= player.money
        and legal_positions(player, b, upgraded, False, rock_water)
    ]
    return min(sizes) if sizes else None


def association_min_strength(game: Game, seat: int, upgraded: bool) -> int | None:
    """The cheapest of every possible task, the project task from the whole list."""
    values = []
    for task in association.TASKS:
        needed = association.workers_needed(game, seat, task)
        if needed is None or needed > association.active_workers(game, seat):
            continue
        if task == association.PARTNER_ZOO_TASK:
            possible = bool(association.partner_zoo_options(game, seat))
        elif task == association.UNIVERSITY_TASK:
            possible = bool(association.university_options(game, seat))
        elif task == association.PROJECT_TASK:
            possible = bool(conservation.support_options(game, seat, upgraded))
        else:
            possible = True
        if possible:
            values.append(association.task_value(game, seat, task))
    return min(values) if values else None


REFERENCE_MIN_STRENGTH = {
    "animals": animals_min_strength,
    "build": build_min_strength,
    "association": association_min_strength,
}
