"""Game setup for 1–4 players (docs/rules.md §1–§5, §11)."""

from __future__ import annotations

import itertools
import random

from attrs import frozen

from ..base.constants import (
    ANIMALS,
    ASSOCIATION,
    BONUS_TILES,
    BUILD,
    CARDS,
    CONTINENTS,
    DONATION_BLOCKED_2P,
    DONATION_VALUES,
    SOLO_ROUNDS,
    SPONSORS,
    UNIVERSITIES,
)
from ..base.maps_catalog import ADVANCED_MAPS, MAP_NAMES
from ..base.tracks import BREAK_TRACK_LENGTH
from ..board.zoo import warm_up
from ..board.zoo_map import load_map
from ..catalog.cards import CardDB
from ..kernel.choices import ChooseMap, KeepCards
from ..kernel.config import GameConfig
from ..kernel.core import ChoiceFrame, Core
from ..kernel.decisions import DecisionKind
from ..kernel.events import CardMoved, MapChosen
from ..kernel.state import (
    ActionCard,
    AssociationBoard,
    BreakTrack,
    GameState,
    PlacedBuilding,
    PlayerState,
    ProjectsState,
    SoloTile,
)
from ..kernel.zones import DISPLAY_SIZE
from ..rules.build import BUILD_II_TYPES

SETUP_DEAL = 8
SETUP_KEEP = 4
FINAL_SCORING_DEAL = 2
DIVERSE_SPECIES_ZOO = "F009"  # not used in solo ("draw another")


def build_state(config: GameConfig, cards: CardDB) -> GameState:
    rng = random.Random(config.seed)
    deck = list(cards.zoo_deck_ids())
    rng.shuffle(deck)

    players: list[PlayerState] = []
    for seat in range(config.players):
        others = [BUILD, CARDS, ASSOCIATION, SPONSORS]
        rng.shuffle(others)
        players.append(
            PlayerState(
                seat=seat,
                name=config.seat_name(seat),
                map_id=config.seat_map(seat),
                appeal=config.solo_difficulty if config.is_solo else seat,
                action_cards=tuple(ActionCard(a) for a in (ANIMALS, *others)),
            )
        )
    if config.map_draft:
        # Advanced setup: 2 random advanced maps dealt to each seat; the choice is a decision.
        maps = list(ADVANCED_MAPS)
        rng.shuffle(maps)
        for player in players:
            player.offered_maps = (maps.pop(), maps.pop())
            player.map_id = ""
    else:
        for player in players:
            install_map(player)
    for player in players:
        player.setup_cards = tuple(deck.pop() for _ in range(SETUP_DEAL))
    display = tuple(deck.pop() for _ in range(DISPLAY_SIZE))

    final_deck = [c.id for c in cards.final_scoring()]
    if config.is_solo:
        final_deck.remove(DIVERSE_SPECIES_ZOO)
    rng.shuffle(final_deck)
    for player in players:
        player.final_scoring = tuple(final_deck.pop() for _ in range(FINAL_SCORING_DEAL))

    base = [c.id for c in cards.base_projects()]
    rng.shuffle(base)
    base_count = 4 if config.players == 4 else 3
    tokens: tuple[tuple[str, int, int], ...] = ()
    if config.players == 2:
        # Neutral blockers: left level of the left project, middle of the middle,
        # right of the right.
        tokens = tuple((base[i], i, -1) for i in range(3))
    projects = ProjectsState(
        base=tuple(base[:base_count]), base_supply=tuple(sorted(base[base_count:])), tokens=tokens
    )

    tiles = list(BONUS_TILES)
    rng.shuffle(tiles)
    bonus_tiles = {5: tuple(tiles[:2]), 8: tuple(tiles[2:4])}

    donations = ["" for _ in DONATION_VALUES]
    if config.players == 2:
        for index in DONATION_BLOCKED_2P:
            donations[index] = "blocked"
    association = AssociationBoard(
        partner_zoo_offer=CONTINENTS,
        university_offer=UNIVERSITIES,
        task_workers=tuple((0, 0, 0, 0) for _ in players),
        donations=tuple(donations),
    )
    solo = SoloTile(row=SOLO_ROUNDS[0], moved=0, round=1) if config.is_solo else None
    length = 0 if config.is_solo else BREAK_TRACK_LENGTH[config.players]
    return GameState(
        players=players,
        rng=rng,
        solo=solo,
        break_track=BreakTrack(0, length),
        deck=deck,
        display=display,
        final_scoring_deck=final_deck,
        bonus_tiles=bonus_tiles,
        association=association,
        projects=projects,
    )


def install_map(player: PlayerState) -> None:
    """Put the map's starting buildings in place and, on the Geographical Zoo, its 5 markers.
    The map's building positions are worked out now, so that the first Build answers at once."""
    warm_up(player.map_id, BUILD_II_TYPES)
    zmap = load_map(player.map_id)
    player.buildings = tuple(
        PlacedBuilding(start.building, start.cells) for start in zmap.starting_buildings
    )
    player.area_markers = tuple(area.continent for area in zmap.areas)


@frozen
class ChooseStartingMap(ChoiceFrame[ChooseMap]):
    """Advanced setup: choose one of the two dealt advanced maps."""

    kind = DecisionKind.CHOOSE_MAP
    choice_types = ChooseMap

    def options(self, g: Core) -> tuple[ChooseMap, ...]:
        return tuple(ChooseMap(m) for m in g.state.players[self.seat].offered_maps)

    def prompt(self, g: Core) -> str:
        offered = g.state.players[self.seat].offered_maps
        return "Choose your zoo map: " + " or ".join(f"{m} {MAP_NAMES[m]}" for m in offered)

    def on_choice(self, g: Core, choice: ChooseMap) -> None:
        player = g.state.players[self.seat]
        player.map_id = choice.map_id
        player.offered_maps = ()
        install_map(player)
        g.emit(MapChosen(self.seat, choice.map_id))


@frozen
class KeepStartingCards(ChoiceFrame[KeepCards]):
    """Setup: keep 4 of the 8 dealt cards; the other 4 go to the discard pile."""

    kind = DecisionKind.KEEP_CARDS
    choice_types = KeepCards

    def options(self, g: Core) -> tuple[KeepCards, ...]:
        dealt = sorted(g.state.players[self.seat].setup_cards)
        return tuple(KeepCards(combo) for combo in itertools.combinations(dealt, SETUP_KEEP))

    def prompt(self, g: Core) -> str:
        return "Keep 4 of your 8 cards"

    def on_choice(self, g: Core, choice: KeepCards) -> None:
        player = g.state.players[self.seat]
        for card in player.setup_cards:
            if card in choice.cards:
                g.emit(CardMoved(card, "setup", "hand", self.seat))
            else:
                g.state.discard.append(card)
                g.emit(CardMoved(card, "setup", "discard", self.seat))
        player.hand = tuple(c for c in player.setup_cards if c in choice.cards)
        player.setup_cards = ()
