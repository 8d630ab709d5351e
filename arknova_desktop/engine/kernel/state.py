"""The game state: plain attrs records, owned by one Game and changed only by the rules modules.

Every field holds an immutable value (int, str, tuple, frozenset) except the few lists that are
copied by `GameState.clone`. That keeps cloning cheap for computer players that search.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

import attrs
from attrs import define, evolve, field, frozen

from ..base.constants import CARDS, CONSTRICTION, MULTIPLIER, UNIVERSITY_REPUTATION_HAND, VENOM
from ..base.geometry import Cell
from ..base.tracks import HAND_LIMIT, HAND_LIMIT_WITH_UNIVERSITY

if TYPE_CHECKING:
    from ..flow.scoring import SeatScore
    from .core import Frame


@frozen
class ActionCard:
    """One action card on a player's row; its slot is its index in the row + 1."""

    action: str
    upgraded: bool = False
    multiplier: int = 0
    venom: int = 0
    constriction: int = 0

    def tokens(self, token: str) -> int:
        if token == MULTIPLIER:
            return self.multiplier
        if token == VENOM:
            return self.venom
        if token == CONSTRICTION:
            return self.constriction
        raise ValueError(f"unknown token {token!r}")

    def with_tokens(self, token: str, count: int) -> ActionCard:
        if self.tokens(token) == count:
            return self  # frozen: the same card will do
        if token == MULTIPLIER:
            return evolve(self, multiplier=count)
        if token == VENOM:
            return evolve(self, venom=count)
        if token == CONSTRICTION:
            return evolve(self, constriction=count)
        raise ValueError(f"unknown token {token!r}")


@frozen(cache_hash=True)  # a zoo's enclosures are looked up by building, often
class PlacedBuilding:
    """A building on a zoo map; `animals` are the cards housed in it (enclosures only)."""

    building: str
    cells: frozenset[Cell]
    animals: tuple[str, ...] = ()


class UnshuffledDeck(list[str]):
    """A deck whose cards from index `settled` up (its top part) lie in no order yet: each card
    drawn from there is picked at random as it is drawn (`zones.take_top`), with the game's own
    generator. That is exactly as random as shuffling the whole deck first; a look-ahead copy
    (`Game.determinize`) that draws a handful of cards need not shuffle a hundred and fifty."""

    __slots__ = ("settled",)

    def __init__(self, cards: list[str], settled: int = 0) -> None:
        super().__init__(cards)
        self.settled = settled  # the cards below this index are in their order (put under)


def copy_deck(deck: list[str]) -> list[str]:
    """A copy of a deck, still unshuffled where it was."""
    if isinstance(deck, UnshuffledDeck):
        return UnshuffledDeck(deck, deck.settled)
    return list(deck)


@define(slots=True)
class BreakTrack:
    position: int = 0
    length: int = 0


@define(slots=True)
class SoloTile:
    """The solo tile: tokens still to move this round, and the rounds still to come."""

    row: int = 7
    moved: int = 0
    round: int = 1


@define(slots=True)
class EndState:
    """Set once the end of the game is triggered."""

    trigger_seat: int
    during_break: bool
    remaining: tuple[int, ...]  # the seats that still get their last turn, in order


class PlayerRules:
    """What follows from a player's action cards and universities, for the mutable
    `PlayerState` and the frozen public `PlayerView` (engine/view.py) alike."""

    __slots__ = ()

    if TYPE_CHECKING:

        @property
        def action_cards(self) -> tuple[ActionCard, ...]: ...

        @property
        def universities(self) -> tuple[str, ...]: ...

    def action_card(self, action: str) -> ActionCard:
        for card in self.action_cards:
            if card.action == action:
                return card
        raise KeyError(action)

    def slot_of(self, action: str) -> int:
        for index, card in enumerate(self.action_cards):
            if card.action == action:
                return index + 1
        raise KeyError(action)

    def is_upgraded(self, action: str) -> bool:
        return self.action_card(action).upgraded

    @property
    def hand_limit(self) -> int:
        if UNIVERSITY_REPUTATION_HAND in self.universities:
            return HAND_LIMIT_WITH_UNIVERSITY
        return HAND_LIMIT

    @property
    def reputation_cap(self) -> int:
        return 15 if self.is_upgraded(CARDS) else 9


@define(slots=True)
class PlayerState(PlayerRules):
    seat: int
    name: str
    map_id: str
    money: int = 25
    appeal: int = 0
    conservation: int = 0
    reputation: int = 1
    x_tokens: int = 0
    hand: tuple[str, ...] = ()
    setup_cards: tuple[str, ...] = ()  # the 8 dealt cards before the keep decision
    action_cards: tuple[ActionCard, ...] = ()
    final_scoring: tuple[str, ...] = ()
    zoo_cards: tuple[str, ...] = ()  # animals and sponsors played into the zoo
    partner_zoos: tuple[str, ...] = ()
    universities: tuple[str, ...] = ()
    workers: int = 1  # hired workers (on the notepad or placed on the association board)
    reputation_bonuses: frozenset[int] = frozenset()  # reputation spaces already rewarded
    upgrades_taken: int = 0
    supported_projects: int = 0  # player tokens removed from the left edge of the map
    # The left-edge slots (1 = top) those tokens came from, in the order taken; a count without
    # slots means the top-most slots (conservation.uncovered_slots). Left out of repr, so that
    # the digest of a save from before version 4 (always the top-most slots) stays the same.
    left_edge: tuple[int, ...] = field(default=(), repr=False)
    buildings: tuple[PlacedBuilding, ...] = ()
    rescued: tuple[str, ...] = ()  # Rescue Station: animal cards slid under the map
    pouched: tuple[str, ...] = ()  # Pouch: hand cards put under animals
    area_markers: tuple[str, ...] = ()  # Geographical Zoo: continents whose marker is still there
    offered_maps: tuple[str, ...] = ()  # advanced setup: the 2 maps dealt to choose from
    turns_taken: int = 0


@define(slots=True)
class AssociationBoard:
    partner_zoo_offer: tuple[str, ...] = ()
    university_offer: tuple[str, ...] = ()
    # workers per seat on the four tasks: reputation, partner zoo, university, conservation
    task_workers: tuple[tuple[int, int, int, int], ...] = ()
    # one entry per donation space: "" open, "blocked", "solo", or "p<seat>"
    donations: tuple[str, ...] = ()


@define(slots=True)
class ProjectsState:
    base: tuple[str, ...] = ()  # base conservation projects below the board
    base_supply: tuple[str, ...] = ()  # unused base projects (Assertion may fetch them)
    row: tuple[str, ...] = ()  # project cards above the board, leftmost first
    # (project id, level index 0..2, seat or -1 for a neutral blocker)
    tokens: tuple[tuple[str, int, int], ...] = ()


@frozen(order=True)
class CardKey:
    """What a card's memory (`GameState.card_uses`, `card_choices`) is about: `card` (a card id,
    or `WILDCARDS`) and, where every player keeps their own, `seat` (None: the card's owner).

    `str(key)` is the string that was the key before the memory was typed ("S253",
    "S227:0", "wildcards:1"), for logs and debugging; the game state's digest never held it."""

    card: str
    seat: int | None = None

    def __str__(self) -> str:
        return self.card if self.seat is None else f"{self.card}:{self.seat}"


WILDCARDS = "wildcards"  # project wildcard tokens used (Breeding Cooperation / Breeding Program)


@define(slots=True)
class GameState:
    players: list[PlayerState]
    rng: random.Random
    solo: SoloTile | None
    break_track: BreakTrack
    deck: list[str] = field(factory=list)  # the top card is the last element
    discard: list[str] = field(factory=list)
    display: tuple[str, ...] = ()  # folder 1 first
    final_scoring_deck: list[str] = field(factory=list)
    final_scoring_discard: list[str] = field(factory=list)
    final_scoring_discarded: bool = False
    # space -> tiles still there; replaced, never changed in place (a clone shares it)
    bonus_tiles: dict[int, tuple[str, ...]] = field(factory=dict)
    association: AssociationBoard = field(factory=AssociationBoard)
    projects: ProjectsState = field(factory=ProjectsState)
    phase: str = "setup"  # setup, play, over
    turn_seat: int = 0
    turn: int = 0  # turns taken so far by all players
    # Decisions of more than one option answered since the turn began (a break counts as a
    # turn of its own): a computer player spends less on the later ones of a long turn.
    decisions_this_turn: int = 0
    break_pending: bool = False
    break_trigger_seat: int = 0
    in_break: bool = False
    breaks: int = 0
    venom_removed_this_turn: bool = False
    harbor_used_this_turn: bool = False
    revealed: tuple[str, ...] = ()  # zoo cards drawn or revealed, waiting for a keep choice
    revealed_final: tuple[str, ...] = ()  # final scoring cards drawn by Resistance
    # Limited effects used (Okapi Stable) and a choice a card remembers (S227): replaced, never
    # changed in place (a clone shares them).
    card_uses: dict[CardKey, int] = field(factory=dict)
    card_choices: dict[CardKey, str] = field(factory=dict)
    end: EndState | None = None
    final_scores: tuple[SeatScore, ...] = ()
    stack: list[Frame] = field(factory=list)
    # Abilities waiting for the end of the action: replaced, never changed in place.
    after_finishing: tuple[Frame, ...] = ()

    @property
    def is_solo(self) -> bool:
        return self.solo is not None

    @property
    def player_count(self) -> int:
        return len(self.players)

    def uses(self, key: CardKey) -> int:
        """How often the limited effect `key` was used."""
        return self.card_uses.get(key, 0)

    def count_use(self, key: CardKey) -> None:
        self.card_uses = {**self.card_uses, key: self.uses(key) + 1}

    def clone(self, copy_rng: bool = True) -> GameState:
        """An independent copy. `copy_rng`: the generator too (a copy that gets a generator of
        its own next, `Game.determinize`, skips it: copying one costs more than the rest)."""
        new = _copy_state(self)
        new.players = [_copy_player(p) for p in self.players]
        if copy_rng:
            # Not seeded first: `setstate` replaces the whole state (a seed cost half again).
            rng = random.Random.__new__(random.Random)
            rng.setstate(self.rng.getstate())
            new.rng = rng
        new.solo = _copy_solo(self.solo) if self.solo is not None else None
        new.break_track = _copy_break_track(self.break_track)
        new.deck = copy_deck(self.deck)
        new.discard = list(self.discard)
        new.final_scoring_deck = list(self.final_scoring_deck)
        new.final_scoring_discard = list(self.final_scoring_discard)
        # bonus_tiles, card_uses, card_choices and after_finishing are shared: they are
        # replaced when they change (a look-ahead's copies rarely change them).
        new.association = _copy_association(self.association)
        new.projects = _copy_projects(self.projects)
        new.end = _copy_end(self.end) if self.end is not None else None
        new.stack = list(self.stack)
        return new


T = TypeVar("T")


def shallow_copier(cls: type[T]) -> Callable[[T], T]:
    """A function that copies an instance of the attrs class `cls` field by field: what
    `copy.copy` does, about ten times faster (the state is copied for every look-ahead of a
    computer player). Written out per class, as attrs writes its own methods."""
    names = [a.name for a in attrs.fields(cls)]  # type: ignore[arg-type]
    lines = ["def copy(obj):", "    new = new_object(cls)"]
    lines += [f"    new.{name} = obj.{name}" for name in names]
    lines.append("    return new")
    namespace: dict[str, Any] = {"new_object": object.__new__, "cls": cls}
    exec("\n".join(lines), namespace)  # field names from attrs: nothing from outside
    copier: Callable[[T], T] = namespace["copy"]
    return copier


_copy_state = shallow_copier(GameState)
_copy_player = shallow_copier(PlayerState)
_copy_solo = shallow_copier(SoloTile)
_copy_break_track = shallow_copier(BreakTrack)
_copy_association = shallow_copier(AssociationBoard)
_copy_projects = shallow_copier(ProjectsState)
_copy_end = shallow_copier(EndState)
