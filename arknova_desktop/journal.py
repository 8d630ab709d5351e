"""The journal: every applied choice with the events it caused, and what the other seats did.

The session keeps one `JournalEntry` per applied choice, in order. `activity_since` reads a stretch
of entries and keeps, per other seat and per turn, only what everybody at the table could see:
actions, buildings, played cards (by id: they are face up now), cards taken from the display,
supported projects, partner zoos and universities, net changes of the counters, and *counts* of
cards drawn blind or discarded from a hand. A card that moved out of the deck, the setup deal or
a revealed-for-choice spread is never recorded by id, nor is a final scoring card.

`new_cells` lists, per other seat, the zoo map cells of new buildings and of enclosures that
received an animal, for highlighting.

The session's public log is a list of `LogItem`: each event as it happened (with the action card
order before it, so a line can say which card moved where), and the table's own moments (a choice
taken back, a concession). Typed data only: the words are in ``ui/table/turn_summary.py`` and
``ui/words/log_words.py``. No Qt here.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from attrs import field, frozen

from .engine.kernel.events import (
    ActionCardsMoved,
    ActionStarted,
    ActionUpgraded,
    AnimalPlayed,
    BonusTaken,
    BreakStep,
    BreakTriggered,
    BuildingPlaced,
    CardMoved,
    DonationBlocked,
    EndTriggered,
    Event,
    GainCapped,
    GameEnded,
    PartnerZooTaken,
    ResourceChanged,
    TurnStarted,
    UniversityTaken,
)

if TYPE_CHECKING:
    from .engine import Game
    from .engine.kernel.choices import Choice

RESOURCES = ("money", "appeal", "conservation", "reputation", "x_tokens", "workers")
"""The counters of ResourceChanged, in the order the summary lists them."""

SECRET_PLACES = frozenset({"deck", "setup", "revealed"})
"""Where a card comes from that nobody else saw: never named when it reaches a hand."""

BASE_BONUSES = frozenset({"upgrade", "worker", "money_5"})
"""Conservation-space bonuses that are not tiles (their effect shows elsewhere)."""

_PROJECT_BONUS = re.compile(r"^project (\S+) level (\d+)$")
_UNSCORED_REASONS = ("final scoring", "end of game")


@frozen
class JournalEntry:
    """One applied choice, kept by the session in order."""

    step: int  # position in the choice log (1 = the first choice)
    seat: int  # the seat that made the choice (-1: none)
    turn: int  # the game's turn counter (game.state.turn) before the choice
    events: tuple[Event, ...]


def apply_and_record(game: Game, choice: Choice, step: int) -> JournalEntry:
    """Apply `choice` to `game` and return its journal entry (`step`: its 1-based position)."""
    decision = game.decision
    seat = decision.seat if decision is not None else -1
    turn = game.state.turn
    events = game.apply(choice)
    return JournalEntry(step, seat, turn, events)


@frozen
class PlayedCard:
    """An animal or sponsor that went into a zoo: public from then on."""

    card: str
    cost: int  # money paid (0: free)
    from_display: bool


@frozen
class ProjectSupport:
    project: str  # project card id
    level: int  # 1-based position of the supported space


@frozen
class TurnActivity:
    """What one seat did, publicly, within one game turn (its own or another seat's turn), or
    during the break that followed that turn."""

    seat: int
    turn: int  # the game's turn number (TurnStarted.turn)
    turn_seat: int  # whose turn it was (-1: unknown)
    during_break: bool = False
    actions: tuple[ActionStarted, ...] = ()
    x_token_action: bool = False
    buildings: tuple[BuildingPlaced, ...] = ()
    animals: tuple[PlayedCard, ...] = ()
    sponsors: tuple[PlayedCard, ...] = ()
    projects_played: tuple[str, ...] = ()  # project cards put above the board
    projects_supported: tuple[ProjectSupport, ...] = ()
    partner_zoos: tuple[str, ...] = ()  # continents
    universities: tuple[str, ...] = ()
    upgrades: tuple[str, ...] = ()  # action cards flipped to side II
    bonus_tiles: tuple[str, ...] = ()  # bonus tiles taken at conservation spaces
    donations: int = 0
    from_display: tuple[str, ...] = ()  # cards taken from the display into the hand
    base_projects: tuple[str, ...] = ()  # base projects taken from the supply into the hand
    drawn: int = 0  # cards drawn blind (deck, kept from a revealed spread)
    discarded: int = 0  # hand cards discarded (never named)
    display_discarded: tuple[str, ...] = ()  # display cards discarded (they were face up)
    released: tuple[str, ...] = ()  # animals released into the wild
    moved_animals: tuple[tuple[str, str], ...] = ()  # (card, building type id)
    pouched: int = 0  # hand cards tucked under a card
    rescued: int = 0  # animals slid under the zoo map
    cards_taken_from_players: int = 0  # random hand cards taken from another player
    capped: tuple[GainCapped, ...] = ()  # gains given up at a counter's maximum
    deltas: Mapping[str, int] = field(factory=dict, hash=False)  # net change per resource, non-zero
    triggered_break: bool = False
    triggered_end: bool = False

    @property
    def is_own_turn(self) -> bool:
        """The seat's own turn (not a break, not another seat's turn)."""
        return not self.during_break and self.turn_seat == self.seat

    @property
    def is_empty(self) -> bool:
        return self == TurnActivity(self.seat, self.turn, self.turn_seat, self.during_break)


@frozen
class SeatActivity:
    """One other seat's public activity, per turn, oldest first."""

    seat: int
    turns: tuple[TurnActivity, ...] = ()

    @property
    def is_empty(self) -> bool:
        return not self.turns


@frozen
class BreakNote:
    """A break after turn `after_turn` (whose seat was `turn_seat`), as far as it has gone: the
    steps seen (docs/rules.md §4), and what they did that everybody saw."""

    after_turn: int
    turn_seat: int  # -1: unknown
    trigger: int  # the seat that moved the break token to the end (-1: unknown)
    steps: tuple[int, ...] = ()  # the break's steps done (1..6; 1 also when it began earlier)
    finished: bool = False  # over: step 6, or play went on (solo breaks have no step 6)
    # (seat, money) paid in step 5, in paying order: appeal income, kiosks, recurring income of
    # sponsors and left-edge spaces (docs/rules.md §4)
    income: tuple[tuple[int, int], ...] = ()
    display_discarded: tuple[str, ...] = ()  # step 4: the cards of folders 1 and 2
    display_added: tuple[str, ...] = ()  # step 4: the cards that refilled the display
    donation_blocked: int = 0  # solo: the value of the donation space a token now blocks

    @property
    def income_started(self) -> bool:
        return 5 in self.steps

    @property
    def display_replaced(self) -> bool:
        return 4 in self.steps


@frozen
class EndNote:
    """The end of the game was triggered by `seat`."""

    seat: int
    during_break: bool


@frozen
class Activity:
    """Everything `activity_since` found: the other seats (in turn order after `for_seat`), the
    breaks, the end of the game."""

    for_seat: int
    seats: tuple[SeatActivity, ...] = ()
    breaks: tuple[BreakNote, ...] = ()
    end: EndNote | None = None
    game_over: bool = False
    winners: tuple[int, ...] = ()

    @property
    def is_empty(self) -> bool:
        return (
            all(s.is_empty for s in self.seats)
            and not self.breaks
            and self.end is None
            and not self.game_over
        )


class _TurnBuilder:
    """Mutable collector behind one TurnActivity."""

    def __init__(self, seat: int, turn: int, during_break: bool) -> None:
        self.seat = seat
        self.turn = turn
        self.during_break = during_break
        self.lists: dict[str, list[object]] = {}
        self.counts: Counter[str] = Counter()
        self.deltas: Counter[str] = Counter()
        self.flags: set[str] = set()

    def add(self, name: str, value: object) -> None:
        self.lists.setdefault(name, []).append(value)

    def freeze(self, turn_seat: int) -> TurnActivity:
        deltas = {r: self.deltas[r] for r in RESOURCES if self.deltas[r]}
        deltas.update(
            {r: d for r, d in self.deltas.items() if r not in RESOURCES and d}
        )  # a counter the engine may add later
        parts: dict[str, Any] = {name: tuple(values) for name, values in self.lists.items()}
        parts.update(self.counts)
        return TurnActivity(
            self.seat,
            self.turn,
            turn_seat,
            self.during_break,
            deltas=deltas,
            x_token_action="x_token_action" in self.flags,
            triggered_break="triggered_break" in self.flags,
            triggered_end="triggered_end" in self.flags,
            **parts,
        )


class _BreakBuilder:
    """Mutable collector behind one BreakNote."""

    def __init__(self, after_turn: int, trigger: int, first_step: int) -> None:
        self.after_turn = after_turn
        self.trigger = trigger
        self.steps: set[int] = set(range(1, first_step + 1))
        self.finished = False
        self.income: dict[int, int] = {}
        self.display_discarded: list[str] = []
        self.display_added: list[str] = []
        self.donation_blocked = 0

    def freeze(self, turn_seat: int) -> BreakNote:
        return BreakNote(
            self.after_turn,
            turn_seat,
            self.trigger,
            tuple(sorted(self.steps)),
            self.finished,
            tuple(self.income.items()),
            tuple(self.display_discarded),
            tuple(self.display_added),
            self.donation_blocked,
        )


class _Reader:
    """Walks the entries once, attributing every event to the seat it names and the turn in which
    it happened."""

    def __init__(self, entries: Sequence[JournalEntry], for_seat: int, players: int | None):
        self.for_seat = for_seat
        self.players = players
        self.turn = 0
        self.seen_turn_start = False
        self.in_break = _starts_in_break(entries)
        self.turn_seats: dict[int, int] = {}
        self.deciders: dict[int, Counter[int]] = {}
        self.builders: dict[tuple[int, int, bool], _TurnBuilder] = {}
        self.breaks: list[_BreakBuilder] = []
        self.break_trigger = -1
        self.end: EndNote | None = None
        self.game_over = False
        self.winners: tuple[int, ...] = ()
        self.seats_seen: set[int] = {for_seat}
        for entry in entries:
            self.read_entry(entry)

    # -- walking ------------------------------------------------------------------------------
    def read_entry(self, entry: JournalEntry) -> None:
        if not self.seen_turn_start:
            # st.turn counts finished turns: the turn in progress is one more, except during the
            # break that follows a turn (the counter has already moved on).
            self.turn = entry.turn if self.in_break else entry.turn + 1
            if self.in_break and not self.breaks:
                # The window began inside a break: its first step came before.
                self.breaks.append(_BreakBuilder(self.turn, self.break_trigger, 1))
        if entry.seat >= 0:
            self.seats_seen.add(entry.seat)
            if not self.in_break:
                self.deciders.setdefault(self.turn, Counter())[entry.seat] += 1
        events = entry.events
        for index, event in enumerate(events):
            self.read_event(event, events, index)

    def builder(self, seat: int) -> _TurnBuilder:
        key = (seat, self.turn, self.in_break)
        found = self.builders.get(key)
        if found is None:
            found = self.builders[key] = _TurnBuilder(seat, self.turn, self.in_break)
        return found

    def read_event(self, event: Event, events: tuple[Event, ...], index: int) -> None:
        seat = getattr(event, "seat", None)
        if isinstance(seat, int):
            self.seats_seen.add(seat)
        if isinstance(event, TurnStarted):
            self.seen_turn_start = True
            self.turn = event.turn
            self.turn_seats[event.turn] = event.seat
            self.end_break()
            return
        if isinstance(event, BreakStep):
            self.read_break_step(event)
            return
        if isinstance(event, GameEnded):
            self.game_over = True
            self.winners = tuple(event.winners)
            self.end_break()
            return
        if self.in_break and self.breaks and self.read_break_event(event):
            return
        if isinstance(event, BreakTriggered):
            self.break_trigger = event.seat
        if isinstance(event, EndTriggered) and self.end is None:
            self.end = EndNote(event.seat, event.during_break)
        if isinstance(event, ActionStarted) and not self.in_break:
            self.turn_seats.setdefault(self.turn, event.seat)
        if not isinstance(seat, int) or seat == self.for_seat or seat < 0:
            return
        self.read_seat_event(self.builder(seat), event, events, index)

    def end_break(self) -> None:
        if self.in_break and self.breaks:
            self.breaks[-1].finished = True
        self.in_break = False

    def read_break_step(self, event: BreakStep) -> None:
        if event.step == 1:
            self.in_break = True
            self.breaks.append(_BreakBuilder(self.turn, self.break_trigger, 1))
            self.break_trigger = -1
            return
        if not self.breaks or not self.in_break:
            # The window began inside a break: its earlier steps came before.
            self.in_break = True
            self.breaks.append(_BreakBuilder(self.turn, self.break_trigger, event.step - 1))
        self.breaks[-1].steps.add(event.step)
        if event.step == 6:
            self.end_break()

    def read_break_event(self, event: Event) -> bool:
        """What the break itself did (not a seat's choice): the display replaced, the income
        paid, a solo donation space blocked. True if the event is told by the break alone."""
        note = self.breaks[-1]
        if isinstance(event, CardMoved) and event.seat is None:
            if event.source.startswith("display") and event.target == "discard":
                note.display_discarded.append(event.card)
            elif event.target.startswith("display"):
                note.display_added.append(event.card)
            return False
        if (
            isinstance(event, ResourceChanged)
            and 5 in note.steps
            and event.resource == "money"
            and event.delta > 0  # every money gained in step 5 is income (a payment is not)
        ):
            note.income[event.seat] = note.income.get(event.seat, 0) + event.delta
            return True  # said once, in the break's words, not again as the seat's net change
        if isinstance(event, DonationBlocked):
            note.donation_blocked = event.value
        return False

    def read_seat_event(
        self, b: _TurnBuilder, event: Event, events: tuple[Event, ...], index: int
    ) -> None:
        if isinstance(event, ResourceChanged):
            if event.reason.startswith(_UNSCORED_REASONS):
                return  # final scoring: its cards stay unnamed, its points are the scores' job
            b.deltas[event.resource] += event.delta
            if event.reason == "X-token action":
                b.flags.add("x_token_action")
            if event.reason == "donation" and event.resource == "money":
                b.counts["donations"] += 1
        elif isinstance(event, ActionStarted):
            b.add("actions", event)
        elif isinstance(event, BuildingPlaced):
            b.add("buildings", event)
        elif isinstance(event, CardMoved):
            self.read_card(b, event, events, index)
        elif isinstance(event, PartnerZooTaken):
            b.add("partner_zoos", event.continent)
        elif isinstance(event, UniversityTaken):
            b.add("universities", event.university)
        elif isinstance(event, ActionUpgraded):
            b.add("upgrades", event.action)
        elif isinstance(event, BonusTaken):
            match = _PROJECT_BONUS.match(event.bonus)
            if event.source == "conservation project" and match:
                b.add("projects_supported", ProjectSupport(match.group(1), int(match.group(2))))
            elif event.source.startswith("conservation ") and event.bonus not in BASE_BONUSES:
                b.add("bonus_tiles", event.bonus)
        elif isinstance(event, GainCapped):
            b.add("capped", event)
        elif isinstance(event, BreakTriggered):
            b.flags.add("triggered_break")
        elif isinstance(event, EndTriggered):
            b.flags.add("triggered_end")

    def read_card(
        self, b: _TurnBuilder, event: CardMoved, events: tuple[Event, ...], index: int
    ) -> None:
        source, target, card = event.source, event.target, event.card
        if source.startswith("final_scoring") or target.startswith("final_scoring"):
            return
        if source == "setup":
            return
        if target == "hand":
            if source.startswith("display"):
                b.add("from_display", card)
            elif source == "base projects":
                b.add("base_projects", card)
            elif source == "hand":
                b.counts["cards_taken_from_players"] += 1
            else:  # deck, revealed, a shuffled discard pile...: blind
                b.counts["drawn"] += 1
        elif target == "zoo":
            from_display = source.startswith("display")
            after = events[index + 1] if index + 1 < len(events) else None
            if isinstance(after, AnimalPlayed) and after.card == card:
                b.add("animals", PlayedCard(card, after.cost, from_display))
            else:
                cost = _sponsor_cost(event, events, index)
                b.add("sponsors", PlayedCard(card, cost, from_display))
        elif target == "projects":
            b.add("projects_played", card)
        elif target == "discard":
            if source == "hand":
                b.counts["discarded"] += 1
            elif source.startswith("display"):
                b.add("display_discarded", card)
            elif source == "zoo":
                b.add("released", card)
            # deck / revealed: seen by the decider only, or set aside: not reported
        elif target == "pouch":
            b.counts["pouched"] += 1
        elif target == "rescued":
            b.counts["rescued"] += 1
        elif source == "enclosure":
            b.add("moved_animals", (card, target))

    # -- the result -----------------------------------------------------------------------------
    def turn_seat(self, turn: int) -> int:
        if turn in self.turn_seats:
            return self.turn_seats[turn]
        if self.players:
            return (turn - 1) % self.players
        deciders = self.deciders.get(turn)
        if deciders:
            return deciders.most_common(1)[0][0]
        return -1

    def result(self) -> Activity:
        count = self.players or (max(self.seats_seen) + 1)
        order = [(self.for_seat + i) % count for i in range(1, count)]
        per_seat: dict[int, list[TurnActivity]] = {s: [] for s in order}
        for (seat, turn, _during_break), builder in sorted(self.builders.items()):
            frozen_turn = builder.freeze(self.turn_seat(turn))
            if not frozen_turn.is_empty and seat in per_seat:
                per_seat[seat].append(frozen_turn)
        seats = tuple(SeatActivity(s, tuple(per_seat[s])) for s in order)
        breaks = tuple(b.freeze(self.turn_seat(b.after_turn)) for b in self.breaks)
        return Activity(self.for_seat, seats, breaks, self.end, self.game_over, self.winners)


def _sponsor_cost(event: CardMoved, events: tuple[Event, ...], index: int) -> int:
    """A sponsor's price is the money change just before it reaches the zoo."""
    before = events[index - 1] if index > 0 else None
    if (
        isinstance(before, ResourceChanged)
        and before.seat == event.seat
        and before.resource == "money"
        and before.reason == "sponsor"
    ):
        return -before.delta
    return 0


def _starts_in_break(entries: Sequence[JournalEntry]) -> bool:
    """True if the entries begin inside a break (its first step happened before them): a later
    break step comes before any turn starts, or the first turn to start is only one more than
    the first entry's turn counter (it moves on when a turn ends, before the break)."""
    for entry in entries:
        for event in entry.events:
            if isinstance(event, TurnStarted):
                # (Turn 1 follows the setup, which also leaves the counter at 0.)
                return event.turn > 1 and event.turn == entries[0].turn + 1
            if isinstance(event, BreakStep):
                return event.step >= 2
    return False


def activity_since(
    entries: Sequence[JournalEntry], for_seat: int, players: int | None = None
) -> Activity:
    """Every other seat's public activity in `entries`, seats in turn order starting after
    `for_seat`; plus the breaks and the end of the game. `players` (the seat count) makes the
    seat order and the turn owners exact even if a seat never appears in `entries`."""
    return _Reader(entries, for_seat, players).result()


def new_cells(
    entries: Sequence[JournalEntry], for_seat: int
) -> dict[int, frozenset[tuple[int, int]]]:
    """Per other seat: the (col, row) cells of its new buildings and of the enclosures that
    received an animal in `entries`. Seats without any are left out."""
    found: dict[int, set[tuple[int, int]]] = {}
    for entry in entries:
        for event in entry.events:
            if isinstance(event, BuildingPlaced) and event.seat != for_seat:
                found.setdefault(event.seat, set()).update(event.cells)
            elif isinstance(event, AnimalPlayed) and event.seat != for_seat:
                found.setdefault(event.seat, set()).update(event.enclosure)
    return {seat: frozenset(cells) for seat, cells in sorted(found.items())}


def card_move_is_public(event: CardMoved) -> bool:
    """Every player sees this card as it moves: into or out of the display, played into a zoo or
    onto the projects, out of a zoo or enclosure. Anything else (a draw, a setup card, a card
    revealed to one player, a hand card discarded or tucked, a final scoring card) may be known
    to its owner only."""
    source, target = event.source, event.target
    if source.startswith("display") or target.startswith("display"):
        return source != "revealed"
    return target in ("zoo", "projects") or source in (
        "zoo",
        "projects",
        "enclosure",
        "base projects",
    )


@frozen
class LoggedEvent:
    """An event for the public log; `previous_order` is the seat's action card order before an
    `ActionCardsMoved` (None for any other event)."""

    event: Event
    previous_order: tuple[str, ...] | None = None


@frozen
class TookBack:
    """`seat` took a choice back (undo)."""

    seat: int


@frozen
class Conceded:
    """`seat` gave the game up."""

    seat: int


LogItem = LoggedEvent | TookBack | Conceded


def order_before(
    event: Event, entries: Sequence[JournalEntry], start: Game | None
) -> tuple[str, ...] | None:
    """The seat's action card order before `event` (an ActionCardsMoved not yet in `entries`,
    or the latest one there): the latest earlier move in the journal, else the order at the
    start of `start`. None for any other event."""
    if not isinstance(event, ActionCardsMoved):
        return None
    for entry in reversed(entries):
        for earlier in reversed(entry.events):
            if earlier is event:
                continue
            if isinstance(earlier, ActionCardsMoved) and earlier.seat == event.seat:
                return earlier.order
    if start is None:
        return None
    players = start.state.players
    if 0 <= event.seat < len(players):
        return tuple(c.action for c in players[event.seat].action_cards)
    return None
