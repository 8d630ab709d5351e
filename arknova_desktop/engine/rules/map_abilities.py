"""The zoo maps' own rules (docs/rules.md §6) and the income that buildings bring in breaks.

Income (an IncomeDue handler): kiosks; Park Restaurant (1 money per covered space next to
the restaurant); Ice Cream Parlors (1 money per kiosk once every kiosk-icon space is covered).
Commercial Harbor: once per own turn, once a building stands next to the harbor, discard a hand
card for 3 money. Rules read by the animal and sponsor actions: Outdoor Areas (enclosures next
to the gate count 2 sizes larger), Observation Tower (+2 appeal when an enclosure next to the
tower becomes occupied), Research Institute (ignore 1 condition), Hollywood Hills (sponsors one
level lower once the 3 H spaces are covered).
"""

from __future__ import annotations

from attrs import frozen

from ..base.geometry import Cell
from ..board.buildings import STANDARD_ENCLOSURE
from ..board.zoo import (
    all_feature_cells_covered,
    building_type,
    cells_next_to_feature,
    covered_cells,
    feature_connected,
    kiosk_income,
    zoo_map,
)
from ..board.zoo_map import load_map
from ..kernel.choices import Choice, RemoveMarker, SellCard, Skip, TakeBonus
from ..kernel.core import ChoiceFrame, Core, EffectFrame, Frame
from ..kernel.decisions import DecisionKind
from ..kernel.events import BonusTaken
from ..kernel.state import PlacedBuilding, PlayerState
from ..kernel.triggers import IncomeDue, TriggerBus, TurnExtra
from ..kernel.zones import discard_from_hand
from . import gains
from .placement import placement_bonus_frame

HARBOR_PRICE = 3
OUTDOOR_AREA_BONUS_SIZE = 2
TOWER_APPEAL = 2
HOLLYWOOD_DISCOUNT = 1


def ability(player: PlayerState) -> str | None:
    return zoo_map(player).ability


def building_income(g: Core, due: IncomeDue) -> tuple[int, tuple[Frame, ...]]:
    """Kiosks, and the Park Restaurant / Ice Cream Parlors maps."""
    seat = due.seat
    player = g.state.players[seat]
    money = kiosk_income(player)
    kind = ability(player)
    if kind == "park_restaurant":
        near = cells_next_to_feature(zoo_map(player), "restaurant")
        money += len(near & covered_cells(player))
    elif kind == "ice_cream_parlors" and all_feature_cells_covered(player, "kiosk_icon"):
        money += sum(1 for b in player.buildings if b.building == "kiosk")
    return money, ()


def harbor_options(g: Core, seat: int) -> tuple[Choice, ...]:
    st = g.state
    player = st.players[seat]
    if (
        st.harbor_used_this_turn
        or seat != st.turn_seat
        or st.in_break
        or ability(player) != "commercial_harbor"
        or not feature_connected(player, "harbor")
    ):
        return ()
    return tuple(SellCard(card) for card in player.hand)


def sell_at_harbor(g: Core, seat: int, choice: Choice) -> None:
    assert isinstance(choice, SellCard)
    g.state.harbor_used_this_turn = True
    discard_from_hand(g, seat, choice.card)
    gains.gain_money(g, seat, HARBOR_PRICE, "Commercial Harbor")


def install(bus: TriggerBus) -> None:
    bus.on(IncomeDue, building_income)
    bus.turn_extra(TurnExtra(harbor_options, sell_at_harbor, SellCard))


def effective_enclosure_size(player: PlayerState, placed: PlacedBuilding) -> int:
    """Outdoor Areas: a standard enclosure next to the gate counts as 2 sizes larger."""
    return effective_size_on(player.map_id, placed)


def effective_size_on(map_id: str, placed: PlacedBuilding) -> int:
    """`effective_enclosure_size` of a building on the map `map_id`."""
    btype = building_type(placed)
    size = btype.size
    zmap = load_map(map_id)
    if (
        btype.kind == STANDARD_ENCLOSURE
        and zmap.ability == "outdoor_areas"
        and not cells_next_to_feature(zmap, "outdoor_area").isdisjoint(placed.cells)
    ):
        size += OUTDOOR_AREA_BONUS_SIZE
    return size


def tower_appeal(player: PlayerState, placed: PlacedBuilding) -> int:
    """Observation Tower: appeal for a standard enclosure next to the tower becoming occupied."""
    if (
        building_type(placed).kind == STANDARD_ENCLOSURE
        and ability(player) == "observation_tower"
        and not cells_next_to_feature(zoo_map(player), "tower").isdisjoint(placed.cells)
    ):
        return TOWER_APPEAL
    return 0


def ignores_one_condition(player: PlayerState) -> bool:
    """Research Institute, once connected: animals may ignore 1 condition (not rock/water)."""
    return ability(player) == "research_institute" and feature_connected(
        player, "research_institute"
    )


def sponsor_level_discount(player: PlayerState) -> int:
    """Hollywood Hills: every sponsor is 1 level lower once all 3 H spaces are covered."""
    if ability(player) == "hollywood_hills" and all_feature_cells_covered(player, "hollywood"):
        return HOLLYWOOD_DISCOUNT
    return 0


# -- Geographical Zoo (Zoo Map Pack 1) -----------------------------------------------------------

LAST_MARKER_CONSERVATION = 1


def area_bonus_frames(
    g: Core, seat: int, continents: tuple[str, ...], cells: frozenset[Cell]
) -> list[Frame]:
    """An animal played into an enclosure with at least one space in the area of one of its
    continents: that area's marker may be removed for a bonus (once per area)."""
    player = g.state.players[seat]
    if ability(player) != "geographical_zoo":
        return []
    frames: list[Frame] = []
    for area in zoo_map(player).areas:
        if (
            area.continent in continents
            and area.continent in player.area_markers
            and not area.cells.isdisjoint(cells)
        ):
            frames.append(AreaBonus(seat, area.continent, optional=True))
    return frames


def remove_marker(g: Core, seat: int, continent: str) -> None:
    player = g.state.players[seat]
    player.area_markers = tuple(c for c in player.area_markers if c != continent)
    g.emit(BonusTaken(seat, f"{continent} area marker", "Geographical Zoo"))
    if not player.area_markers:
        gains.gain_conservation(g, seat, LAST_MARKER_CONSERVATION, "last area marker")


@frozen
class AreaBonus(ChoiceFrame[TakeBonus | Skip], EffectFrame):
    """Remove a continent area's marker and take one of the map's 5 area bonuses (the same
    bonus may be taken again later); the 5th marker also gives 1 conservation point."""

    kind = DecisionKind.AREA_BONUS
    choice_types = (TakeBonus, Skip)

    continent: str
    optional: bool = False

    @property
    def label(self) -> str:
        return f"{self.continent} area bonus"

    def options(self, g: Core) -> tuple[Choice, ...]:
        player = g.state.players[self.seat]
        if self.continent not in player.area_markers:
            return ()
        bonuses: list[Choice] = [TakeBonus(b) for b in zoo_map(player).area_bonuses]
        if self.optional:
            bonuses.append(Skip())
        return tuple(bonuses)

    def prompt(self, g: Core) -> str:
        return f"{self.continent.title()} area: remove its marker and choose a bonus"

    def on_no_options(self, g: Core) -> None:
        g.pop()

    def on_choice(self, g: Core, choice: TakeBonus | Skip) -> None:
        if not isinstance(choice, TakeBonus):
            return
        g.push(placement_bonus_frame(g, self.seat, choice.bonus))
        remove_marker(g, self.seat, self.continent)


@frozen
class RemoveAnyMarker(ChoiceFrame[RemoveMarker], EffectFrame):
    """Geographical Zoo left-edge bonus: remove any one marker (no animal needed) for a bonus."""

    kind = DecisionKind.REMOVE_MARKER
    choice_types = RemoveMarker

    @property
    def label(self) -> str:
        return "remove an area marker"

    def options(self, g: Core) -> tuple[RemoveMarker, ...]:
        return tuple(RemoveMarker(c) for c in g.state.players[self.seat].area_markers)

    def prompt(self, g: Core) -> str:
        return "Remove a continent marker"

    def on_no_options(self, g: Core) -> None:
        g.pop()

    def on_choice(self, g: Core, choice: RemoveMarker) -> None:
        g.push(AreaBonus(self.seat, choice.continent))
