"""The trigger bus: the moments of the rules that other rules react to, as typed triggers, and
the tables of what each rule module adds to the game (actions, bonus tiles, turn extras).

A lower layer fires a trigger (`g.bus.fire(g, CardPlayed(seat, card))`) without knowing who
reacts; the rule modules above it subscribe in their `install(bus)` functions, which
`engine/rules/__init__.py` calls once, in one written-down order (docs/engine.md). Handlers
of one trigger run in the order they were installed, and `fire` returns their results in that
order. The bus is built once when the engine is imported and never changes afterwards.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from attrs import frozen

from .choices import Choice, PlaySponsorCard
from .core import Core, Frame

if TYPE_CHECKING:
    from .state import PlacedBuilding

R = TypeVar("R")
T = TypeVar("T", bound="Trigger[Any]")


@frozen
class Trigger(Generic[R]):
    """Something happened to `seat`; each handler returns an R."""

    seat: int


@frozen
class CardPlayed(Trigger[None]):
    """An animal or sponsor card entered the zoo (or an animal was rescued): cards in play
    react to its icons. `own_reactions` False: the card's reactions to its own icons are left
    out, because they wait under its immediate effects (`OwnIconsDue`)."""

    card: str
    own_reactions: bool = True


@frozen
class OwnIconsDue(Trigger[None]):
    """A sponsor card with immediate effects was played: its reactions to its own icons are due
    once those effects are done (fired before they are pushed, so they resolve first)."""

    card: str


@frozen
class SponsorPlayed(Trigger[list[Frame]]):
    """A sponsor card was played: the frames of its own immediate effects."""

    card: str


@frozen
class BuildingBuilt(Trigger[list[Frame]]):
    """A building was put on the map: what it sets off beyond its cells."""

    placed: PlacedBuilding


@frozen
class CellsCovered(Trigger[list[Frame]]):
    """A new building covered spaces touching water / rock (Hydrologist, Geologist)."""

    next_to_water: int
    next_to_rock: int


@frozen
class SponsorOffer(Trigger[tuple[Choice, ...]]):
    """Which sponsor cards `seat` may play now by paying their level (placement bonus, bonus
    tile, Okapi Stable)."""


@frozen
class SponsorBought(Trigger[None]):
    """`seat` plays `choice` by paying its level."""

    choice: PlaySponsorCard


@frozen
class TrackBonusDue(Trigger[Frame]):
    """A bonus space was reached on the reputation or conservation track: its frame."""

    track: str  # "reputation" or "conservation"
    space: int
    kind: str  # the reputation bonus (unused on the conservation track)


@frozen
class DiscardRoundDue(Trigger[None]):
    """Conservation 10 was reached first in the game: the final scoring discard round, from
    `seat` on in turn order."""

    bonuses_below: bool  # conservation bonuses reached together with it wait below the round


@frozen
class PartnerZooJoined(Trigger[None]):
    """A partner zoo of `continent` joined the player's zoo."""

    continent: str


@frozen
class IncomeDue(Trigger[tuple[int, tuple[Frame, ...]]]):
    """Break step 5 for one player after the appeal income: money and effect frames. A handler
    only says what is due and changes nothing (`planner.break_money` asks them on the game
    itself)."""


@frozen
class EndGameDue(Trigger[list[tuple[str, int]]]):
    """Final scoring: the end-game card effects are applied; the breakdown lines."""


@frozen
class ActionRules:
    """How one action plays: the smallest strength at which it can be completed now (None: not
    at all; more strength never allows less), and the frames that perform it."""

    min_strength: Callable[[Core, int, bool], int | None]  # (game, seat, upgraded)
    start: Callable[[Core, int, int, bool], None]  # (game, seat, strength, upgraded)

    def allows(self, g: Core, seat: int, strength: int, upgraded: bool) -> bool:
        needed = self.min_strength(g, seat, upgraded)
        return needed is not None and strength >= max(1, needed)


@frozen
class TurnExtra:
    """Something a player may do at any moment of their own turn (Commercial Harbor): the
    choices it offers now, and how a chosen one is carried out."""

    options: Callable[[Core, int], tuple[Choice, ...]]
    apply: Callable[[Core, int, Choice], None]
    choice_type: type[Choice]


@frozen
class TileRule:
    """A bonus tile whose effect belongs to another rules module: can it be carried out now,
    and carrying it out."""

    available: Callable[[Core, int], bool]
    apply: Callable[[Core, int], None]


class TriggerBus:
    """Handlers per trigger type, and the rule tables. Filled once by `install` functions."""

    __slots__ = ("_handlers", "actions", "tiles", "turn_extras")

    def __init__(self) -> None:
        self._handlers: dict[type[Trigger[Any]], list[Callable[[Core, Any], Any]]] = {}
        self.actions: dict[str, ActionRules] = {}
        self.tiles: dict[str, TileRule] = {}
        self.turn_extras: list[TurnExtra] = []

    def on(self, trigger: type[T], handler: Callable[[Core, T], object]) -> None:
        """Run `handler` each time a `trigger` is fired, after the handlers installed before."""
        self._handlers.setdefault(trigger, []).append(handler)

    def fire(self, g: Core, trigger: Trigger[R]) -> list[R]:
        """Run the handlers of this trigger in their order; their results in that order."""
        handlers = self._handlers.get(type(trigger))
        if not handlers:
            return []
        return [handler(g, trigger) for handler in handlers]

    def handles(self, trigger: type[Trigger[Any]]) -> bool:
        return bool(self._handlers.get(trigger))

    def action(self, action: str, rules: ActionRules) -> None:
        self.actions[action] = rules

    def tile(self, tile: str, rule: TileRule) -> None:
        self.tiles[tile] = rule

    def turn_extra(self, extra: TurnExtra) -> None:
        self.turn_extras.append(extra)

    def handler_names(self) -> dict[str, list[str]]:
        """Trigger name → its handlers' qualified names, in order (for docs and tests)."""
        return {
            kind.__name__: [f"{h.__module__}.{h.__qualname__}" for h in handlers]
            for kind, handlers in self._handlers.items()
        }
