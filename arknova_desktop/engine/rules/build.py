"""The Build action, both sides (docs/rules.md §12), and free buildings from bonuses.

Side I: one building of size ≤ strength — kiosk, pavilion, standard enclosure 1–5 or the Petting
Zoo. Side II: several different buildings with total size ≤ strength, each paid and placed in turn
(its placement bonuses come before the next), adding the Reptile House and Large Bird Aviary and
the Build-II cells. 2 money per space.
"""

from __future__ import annotations

from functools import cache

from attrs import frozen

from ..base.constants import BUILD, TILE_ENCLOSURE
from ..board.buildings import BUILDING_TYPES, SPECIAL_ENCLOSURE
from ..board.zoo import has_legal_position, legal_choices
from ..catalog.modifiers import has_modifier
from ..kernel.choices import Choice, PlaceBuilding, Skip
from ..kernel.core import ChoiceFrame, Core, EffectFrame
from ..kernel.decisions import DecisionKind
from ..kernel.triggers import ActionRules, TileRule, TriggerBus
from .placement import building_cost, place_building

BUILD_I_TYPES: tuple[str, ...] = (
    "kiosk",
    "pavilion",
    "enclosure_1",
    "enclosure_2",
    "enclosure_3",
    "enclosure_4",
    "enclosure_5",
    "petting_zoo",
)
BUILD_II_TYPES: tuple[str, ...] = (*BUILD_I_TYPES, "reptile_house", "large_bird_aviary")


def build_types(upgraded: bool) -> tuple[str, ...]:
    return BUILD_II_TYPES if upgraded else BUILD_I_TYPES


def placement_options(
    g: Core,
    seat: int,
    types: tuple[str, ...],
    max_size: int,
    build_ii: bool,
    free: bool,
    type_unlocked: bool = False,
) -> tuple[Choice, ...]:
    """Every legal (building, cells) the player can put down now, paying unless `free`."""
    player = g.state.players[seat]
    rock_water = has_modifier(g, seat, "build_on_rock_and_water")
    options: list[Choice] = []
    for building in types:
        size = BUILDING_TYPES[building].size
        if size > max_size or (not free and building_cost(building) > player.money):
            continue
        options.extend(legal_choices(player, building, build_ii, type_unlocked, rock_water))
    return tuple(options)


def smallest_buildable(g: Core, seat: int, upgraded: bool) -> int | None:
    """The size of the smallest building the player can afford and place now, if any (on
    rock and water too with Diversity Researcher, as the Build decision lists them)."""
    player = g.state.players[seat]
    rock_water = has_modifier(g, seat, "build_on_rock_and_water")
    for size, building, cost in _by_size(upgraded):
        if cost <= player.money and has_legal_position(
            player, building, upgraded, False, rock_water
        ):
            return size
    return None


@cache
def _by_size(upgraded: bool) -> tuple[tuple[int, str, int], ...]:
    """(size, building, cost) of the types, smallest first (in their order within a size)."""
    types = build_types(upgraded)
    return tuple(
        (size, b, building_cost(b))
        for size in sorted({BUILDING_TYPES[b].size for b in types})
        for b in types
        if BUILDING_TYPES[b].size == size
    )


def _min_strength(g: Core, seat: int, upgraded: bool) -> int | None:
    return smallest_buildable(g, seat, upgraded)


def _start(g: Core, seat: int, strength: int, upgraded: bool) -> None:
    g.push(BuildStep(seat, strength, (), upgraded, False))


@frozen
class BuildStep(ChoiceFrame[PlaceBuilding | Skip]):
    """Choose the next building and where it goes (side II: or stop after the first)."""

    kind = DecisionKind.BUILD
    choice_types = (PlaceBuilding, Skip)
    remaining: int
    built: tuple[str, ...]
    upgraded: bool
    placed_any: bool

    def options(self, g: Core) -> tuple[Choice, ...]:
        if self.placed_any and not self.upgraded:
            return ()
        types = tuple(b for b in build_types(self.upgraded) if b not in self.built)
        options = placement_options(g, self.seat, types, self.remaining, self.upgraded, free=False)
        return (*options, Skip()) if options and self.placed_any else options

    def prompt(self, g: Core) -> str:
        if self.placed_any:
            return f"Build another building (up to size {self.remaining}) or stop"
        return f"Build: choose a building of size up to {self.remaining} and its place"

    def on_no_options(self, g: Core) -> None:
        g.pop()
        self.finish(g)

    def on_choice(self, g: Core, choice: PlaceBuilding | Skip) -> None:
        if not isinstance(choice, PlaceBuilding):
            self.finish(g)  # Skip: the action ends
            return
        size = BUILDING_TYPES[choice.building].size
        built = (*self.built, choice.building)
        g.push(BuildStep(self.seat, self.remaining - size, built, self.upgraded, True))
        place_building(g, self.seat, choice, building_cost(choice.building))

    def finish(self, g: Core) -> None:
        """Engineer (S217): after building, one more building of a kind just built."""
        kinds = tuple(
            dict.fromkeys(b for b in self.built if BUILDING_TYPES[b].kind != SPECIAL_ENCLOSURE)
        )
        if kinds and has_modifier(g, self.seat, "extra_building_same_kind"):
            g.push(ExtraBuilding(self.seat, kinds, self.upgraded))


@frozen
class ExtraBuilding(ChoiceFrame[PlaceBuilding | Skip], EffectFrame):
    """One more building of a kind built in this action, paid as usual (may be declined)."""

    kind = DecisionKind.EXTRA_BUILDING
    choice_types = (PlaceBuilding, Skip)
    kinds: tuple[str, ...]
    upgraded: bool

    @property
    def label(self) -> str:
        return "one more building of the same kind"

    def options(self, g: Core) -> tuple[Choice, ...]:
        options = placement_options(g, self.seat, self.kinds, 99, self.upgraded, free=False)
        return (*options, Skip()) if options else ()

    def prompt(self, g: Core) -> str:
        return "Engineer: build one more building of a kind you just built?"

    def on_no_options(self, g: Core) -> None:
        g.pop()

    def on_choice(self, g: Core, choice: PlaceBuilding | Skip) -> None:
        if isinstance(choice, PlaceBuilding):
            place_building(g, self.seat, choice, building_cost(choice.building))


@frozen
class FreeBuilding(ChoiceFrame[PlaceBuilding | Skip], EffectFrame):
    """Place one of `buildings` for free with the normal placement rules (bonus tile, map and
    card effects); optional ones may be declined."""

    kind = DecisionKind.FREE_BUILDING
    choice_types = (PlaceBuilding, Skip)

    buildings: tuple[str, ...]
    optional: bool = False
    any_side: bool = False  # allowed without Build II (Peacocking, Park Restaurant's slot)
    source: str = ""  # where it comes from, for the player's words: LEFT_EDGE_SOURCE, ...

    @property
    def label(self) -> str:
        return "free " + " or ".join(self.buildings)

    def options(self, g: Core) -> tuple[Choice, ...]:
        build_ii = g.state.players[self.seat].is_upgraded(BUILD)
        options = placement_options(
            g, self.seat, self.buildings, 99, build_ii, free=True, type_unlocked=self.any_side
        )
        return (*options, Skip()) if options and self.optional else options

    def prompt(self, g: Core) -> str:
        return f"Place a free {self.label[5:]}"

    def on_no_options(self, g: Core) -> None:
        g.pop()  # nowhere to put it

    def on_choice(self, g: Core, choice: PlaceBuilding | Skip) -> None:
        if isinstance(choice, PlaceBuilding):
            place_building(g, self.seat, choice, 0, self.source)


LEFT_EDGE_SOURCE = "left edge"
"""FreeBuilding.source: the bonus of a left-edge space just uncovered by a project support."""
LEFT_EDGE_AGAIN_SOURCE = "left edge at the break"
"""FreeBuilding.source: a recurring left-edge bonus paid again in a break's income step."""


def can_build_free(g: Core, seat: int, buildings: tuple[str, ...]) -> bool:
    player = g.state.players[seat]
    build_ii = player.is_upgraded(BUILD)
    return any(has_legal_position(player, b, build_ii) for b in buildings)


def _enclosure_tile_available(g: Core, seat: int) -> bool:
    return can_build_free(g, seat, (ENCLOSURE_TILE_BUILDING,))


def _enclosure_tile(g: Core, seat: int) -> None:
    g.push(FreeBuilding(seat, (ENCLOSURE_TILE_BUILDING,)))


ENCLOSURE_TILE_BUILDING = "enclosure_3"


def install(bus: TriggerBus) -> None:
    bus.action(BUILD, ActionRules(_min_strength, _start))
    bus.tile(TILE_ENCLOSURE, TileRule(_enclosure_tile_available, _enclosure_tile))
