"""Shared pieces of the random-game battery: a fingerprint of the full state, the invariants, and
the universe of candidate choices used to check that legal options are exact."""

from __future__ import annotations

from collections import Counter

from arknova_desktop.engine import Game
from arknova_desktop.engine.base.constants import ACTIONS, BONUS_TILES, CONTINENTS, UNIVERSITIES
from arknova_desktop.engine.base.geometry import Cell, distance, neighbours
from arknova_desktop.engine.board.buildings import BUILDING_TYPES
from arknova_desktop.engine.board.zoo_map import load_map
from arknova_desktop.engine.kernel.choices import (
    CardsDraw,
    CardsSnap,
    Choice,
    ChooseAction,
    ChooseVictim,
    DiscardCard,
    DiscardFinalScoring,
    DrawFromDeck,
    PickEffect,
    PlaceBuilding,
    PlaceToken,
    RepeatAction,
    Skip,
    SponsorBreak,
    TakeBonus,
    TakeFromDisplay,
    TakePartnerZoo,
    TakeReputation,
    TakeUniversity,
    TakeXToken,
    UncoverSlot,
    UpgradeAction,
)
from arknova_desktop.engine.kernel.state import GameState, PlayerState


def fingerprint(state: GameState) -> tuple[object, ...]:
    """Everything that defines a game position, in comparable form."""
    return (
        tuple(repr(p) for p in state.players),
        tuple(p.left_edge for p in state.players),  # kept out of PlayerState's repr
        tuple(state.deck),
        tuple(state.discard),
        state.display,
        tuple(state.final_scoring_deck),
        tuple(state.final_scoring_discard),
        state.final_scoring_discarded,
        tuple(sorted(state.bonus_tiles.items())),
        repr(state.association),
        repr(state.projects),
        repr(state.break_track),
        repr(state.solo),
        repr(state.end),
        state.phase,
        state.turn_seat,
        state.turn,
        state.break_pending,
        state.in_break,
        state.breaks,
        tuple(repr(f) for f in state.stack),
        state.rng.getstate(),
    )


def check_invariants(game: Game) -> None:
    st = game.state
    zoo_cards = game.cards.zoo_deck_ids()
    places: Counter[str] = Counter(st.deck)
    places.update(st.discard)
    places.update(st.display)
    places.update(st.revealed)
    for player in st.players:
        places.update(player.hand)
        places.update(player.setup_cards)
        places.update(player.zoo_cards)
        places.update(player.rescued)
        places.update(player.pouched)
    base_ids = {c.id for c in game.cards.base_projects()}
    base_places = Counter({c: n for c, n in places.items() if c in base_ids})
    for c in base_places:
        del places[c]
    base_places.update(st.projects.base)
    base_places.update(st.projects.base_supply)
    assert base_places == Counter(base_ids), "every base project in exactly one place"
    assert places == Counter(zoo_cards), "every zoo card must be in exactly one place"

    finals: Counter[str] = Counter(st.final_scoring_deck)
    finals.update(st.final_scoring_discard)
    finals.update(st.revealed_final)
    for player in st.players:
        finals.update(player.final_scoring)
    expected = {c.id for c in game.cards.final_scoring()}
    if st.is_solo:
        expected.discard("F009")
    assert finals == Counter(expected), "every final scoring card in exactly one place"

    assert len(st.display) <= 6
    assert 0 <= st.break_track.position <= st.break_track.length
    for p in st.players:
        assert p.money >= 0, p
        assert 0 <= p.x_tokens <= 5, p
        assert 0 <= p.appeal <= 113, p
        assert 0 <= p.conservation <= 41, p
        cap = 15 if p.is_upgraded("cards") else 9
        assert 0 <= p.reputation <= max(cap, 1), p
        assert 1 <= p.workers <= 4, p
        assert sorted(c.action for c in p.action_cards) == sorted(ACTIONS)
        upgraded = sum(c.upgraded for c in p.action_cards)
        assert upgraded == p.upgrades_taken <= 4, p
        assert len(p.partner_zoos) == len(set(p.partner_zoos)) <= 4
        assert len(p.universities) == len(set(p.universities)) <= 3
        assert len(p.final_scoring) <= 3  # Resistance can add a third card
        check_buildings(p)


def groups(cells: set[Cell]) -> int:
    """Edge-connected groups among the cells."""
    left = set(cells)
    count = 0
    while left:
        count += 1
        stack = [left.pop()]
        while stack:
            for near in neighbours(stack.pop()):
                if near in left:
                    left.remove(near)
                    stack.append(near)
    return count


def check_buildings(player: PlayerState) -> None:
    """Buildings never overlap, stand only on building cells of the map, form one connected
    group, keep kiosks 3 apart, and the one-per-zoo buildings appear once."""
    zmap = load_map(player.map_id) if player.map_id else None
    if zmap is None:
        assert not player.buildings
        return
    seen: set[Cell] = set()
    for building in player.buildings:
        assert seen.isdisjoint(building.cells), f"overlap at {building}"
        seen |= building.cells
        allowed = zmap.building_cells
        if "S219" in player.zoo_cards:  # Diversity Researcher: rock and water may be built on
            allowed = allowed | zmap.rock_cells | zmap.water_cells
        assert building.cells <= allowed, f"{building} off the building cells"
        assert len(building.cells) == BUILDING_TYPES[building.building].size
    # One group of buildings; the Side Entrance (S257) may start a second one anywhere.
    allowed_groups = 1 + any(b.building == "side_entrance" for b in player.buildings)
    assert groups(seen) <= allowed_groups, "buildings must form one group"
    if seen & zmap.build2_cells:
        assert player.is_upgraded("build")
    kiosks = [c for b in player.buildings if b.building == "kiosk" for c in b.cells]
    for i, a in enumerate(kiosks):
        assert all(distance(a, b) >= 3 for b in kiosks[i + 1 :]), "kiosks too close"
    for unique in ("petting_zoo", "reptile_house", "large_bird_aviary"):
        assert sum(b.building == unique for b in player.buildings) <= 1


def candidate_choices(game: Game) -> list[Choice]:
    """A broad universe of choices, legal or not, for the current position."""
    st = game.state
    decision = game.decision
    seat = decision.seat if decision is not None else 0
    player = st.players[seat]
    found: list[Choice] = [
        DrawFromDeck(),
        CardsDraw(),
        CardsSnap(),
        SponsorBreak(),
        Skip(),
        PickEffect("take a card"),
        PickEffect("hire a worker"),
        PickEffect("final scoring discard"),
        TakeReputation(1),
    ]
    found.extend(ChooseVictim(s) for s in range(-1, st.player_count + 1))
    edge = load_map(player.map_id).left_edge if player.map_id else ()
    found.extend(UncoverSlot(i, slot.bonus) for i, slot in enumerate(edge, start=1))
    found.extend(UncoverSlot(i, "money_12") for i in (0, 8))  # no such slot
    for action in ACTIONS:
        found.extend(ChooseAction(action, x) for x in range(7))
        found.extend((TakeXToken(action), UpgradeAction(action), PlaceToken(action)))
    found.extend(RepeatAction(x) for x in range(6))
    found.extend(TakeFromDisplay(f, c) for f, c in enumerate(st.display, start=1))
    found.extend(TakeFromDisplay(f + 1, c) for f, c in enumerate(st.display))  # wrong folders
    found.extend(DiscardCard(c) for c in player.hand)
    found.extend(DiscardCard(c) for c in st.display)
    found.extend(DiscardFinalScoring(c) for c in player.final_scoring)
    found.extend(TakeBonus(b) for b in (*BONUS_TILES, "money_5", "upgrade", "worker"))
    found.extend(TakePartnerZoo(c) for c in CONTINENTS)
    found.extend(TakeUniversity(u) for u in UNIVERSITIES)
    # Placements: every building on a few spots, legal or not (overlaps, rock, off the map).
    for building, btype in BUILDING_TYPES.items():
        for anchor in (Cell(0, 0), Cell(3, 3), Cell(6, 2), Cell(9, 7), Cell(-1, 0)):
            for orientation in btype.orientations[:2]:
                cells = tuple(
                    sorted(Cell(c.col + anchor.col, c.row + anchor.row) for c in orientation)
                )
                found.append(PlaceBuilding(building, cells))
    for b in player.buildings:
        found.append(PlaceBuilding(b.building, tuple(sorted(b.cells))))
    return found
