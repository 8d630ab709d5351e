"""The one scenario builder of the rule tests: describe a position, start a game in it, then
script the decisions through the public API.

A *position* is a frozen description of only what the test needs; everything it leaves out
(`None`) stays as dealt by `new_game` (seed 1, every seat kept its first 4 dealt cards).
`arrange` is the only code in the tests that writes `game.state`; after writing it recomputes
the engine's open decision. A *script* answers decisions one by one and fails with a clear
message on any decision it did not expect (another kind, another seat, an option not offered).

A complete example (docs/rules.md §12: Animals I in slot 3 plays one animal; the Caracal's
Hunter 2 reveals 2 cards from the deck and keeps an animal among them), run by
tests/test_scenario.py::test_the_docstring_example::

    from tests.scenario import Position, Seat, building, scenario

    PEN = building("enclosure_2", (7, 3), (8, 3))  # Map A, next to the starting enclosure
    ROW = (CARDS, BUILD, ANIMALS, ASSOCIATION, SPONSORS)
    s = scenario(
        Position(
            seats={0: Seat(money=30, hand=("A404",), row=ROW, add_buildings=(PEN,))},
            deck_top=("S201", "A402"),  # S201 is drawn first
        )
    )
    s.expect("choose_action", seat=0).choose(ChooseAction(ANIMALS))
    s.expect("play_animal").choose(PlayAnimal("A404"))
    s.end_turn(("place_animal", PlaceAnimal(tuple(sorted(PEN.cells)))))  # nothing else asked
    me = s.state.players[0]
    assert (me.money, me.appeal, me.hand) == (30 - 9, 4, ("A402",))
    assert s.state.discard[-1] == "S201"

The same steps as pairs: ``s.run(("choose_action", ChooseAction(ANIMALS)), ("play_animal", ...))``.
A choice can be an option itself, a predicate on the options, or a Choice class; a predicate
or a class must match exactly one offered option.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeAlias

from attrs import evolve

from arknova_desktop.engine import Game, GameConfig, new_game
from arknova_desktop.engine.base.constants import ACTIONS
from arknova_desktop.engine.base.geometry import Cell
from arknova_desktop.engine.kernel.choices import Choice, KeepCards
from arknova_desktop.engine.kernel.core import Decision
from arknova_desktop.engine.kernel.state import ActionCard, CardKey, GameState, PlacedBuilding
from arknova_desktop.engine.kernel.zones import DISPLAY_SIZE

Cells: TypeAlias = Iterable[tuple[int, int]]
Answer: TypeAlias = "Choice | Callable[[Choice], bool] | type[Choice]"

__all__ = [
    "Position",
    "Scenario",
    "ScriptError",
    "Seat",
    "arrange",
    "building",
    "cells",
    "options_of",
    "play",
    "refresh",
    "scenario",
    "set_row",
    "set_seat",
    "set_shared",
    "started",
]


# --------------------------------------------------------------------------------------------
# The described position
# --------------------------------------------------------------------------------------------


def cells(*pairs: tuple[int, int]) -> frozenset[Cell]:
    return frozenset(Cell(c, r) for c, r in pairs)


def building(kind: str, *pairs: tuple[int, int], animals: Iterable[str] = ()) -> PlacedBuilding:
    """A building put down directly (no placement bonus is taken), housing `animals`."""
    return PlacedBuilding(kind, cells(*pairs), tuple(animals))


@dataclass(frozen=True)
class Seat:
    """One seat's part of a position. `None` leaves the field as dealt.

    `row` is the action cards in slot order (slot 1 first) with `upgraded` flipped to side II;
    `action_cards` gives the row as ActionCard records instead (with tokens). `buildings`
    replaces every building on the map (the starting ones too); `add_buildings` adds to them.
    `hand` replaces the hand (the cards held before go to the bottom of the deck)."""

    money: int | None = None
    appeal: int | None = None
    conservation: int | None = None
    reputation: int | None = None
    reputation_bonuses: frozenset[int] | None = None  # reputation spaces already rewarded
    x_tokens: int | None = None
    workers: int | None = None  # hired workers
    placed_workers: tuple[int, int, int, int] | None = None  # on the association tasks
    hand: tuple[str, ...] | None = None
    row: tuple[str, ...] | None = None
    upgraded: tuple[str, ...] = ()
    action_cards: tuple[ActionCard, ...] | None = None
    buildings: tuple[PlacedBuilding, ...] | None = None
    add_buildings: tuple[PlacedBuilding, ...] = ()
    zoo: tuple[str, ...] | None = None  # animals and sponsors played (no effect carried out)
    partner_zoos: tuple[str, ...] | None = None
    universities: tuple[str, ...] | None = None
    supported_projects: int | None = None
    left_edge: tuple[int, ...] | None = None
    final_scoring: tuple[str, ...] | None = None
    upgrades_taken: int | None = None
    rescued: tuple[str, ...] | None = None
    pouched: tuple[str, ...] | None = None
    area_markers: tuple[str, ...] | None = None

    def named_cards(self) -> tuple[str, ...]:
        return (*(self.hand or ()), *(self.zoo or ()), *(self.rescued or ()))


@dataclass(frozen=True)
class Position:
    """What a test needs of a started game. `None` leaves a field as dealt.

    Every card a position names (hands, zoos, display, top of the deck, discard pile) is taken
    out of wherever the deal put it first; naming a card twice is an error. The display, unless
    given, is refilled from the deck before `deck_top` is put on the deck (first card drawn
    first). `to_act` starts a fresh turn of that seat (only at a "choose_action" decision)."""

    seats: Mapping[int, Seat] = field(default_factory=dict)
    display: tuple[str, ...] | None = None  # folder 1 first; the cards there go under the deck
    deck_top: tuple[str, ...] = ()
    deck: tuple[str, ...] | None = None  # the whole deck, top card first: no other card in it
    discard: tuple[str, ...] | None = None
    break_position: int | None = None
    to_act: int | None = None
    base_projects: tuple[str, ...] | None = None
    project_row: tuple[str, ...] | None = None
    project_tokens: tuple[tuple[str, int, int], ...] | None = None
    partner_zoo_offer: tuple[str, ...] | None = None
    university_offer: tuple[str, ...] | None = None
    donations: tuple[str, ...] | None = None
    bonus_tiles: Mapping[int, tuple[str, ...]] | None = None
    final_scoring_discarded: bool | None = None
    break_pending_by: int | None = None  # this seat triggered a break that follows the turn
    card_uses: Mapping[CardKey, int] | None = None  # limited card effects already used
    card_choices: Mapping[CardKey, str] | None = None  # choices cards remember

    def named_cards(self) -> tuple[str, ...]:
        names: list[str] = []
        for seat in self.seats.values():
            names.extend(seat.named_cards())
        names.extend(self.display or ())
        names.extend(self.deck_top)
        names.extend(self.deck or ())
        names.extend(self.discard or ())
        return tuple(names)


class PositionError(ValueError):
    """The description cannot be put in place (a typo, a card named twice, ...)."""


def _check(game: Game, position: Position) -> None:
    names = position.named_cards()
    twice = sorted({c for c in names if names.count(c) > 1})
    if twice:
        raise PositionError(f"cards named more than once in the position: {twice}")
    unknown = sorted(c for c in names if c not in game.cards)
    if unknown:
        raise PositionError(f"unknown card ids in the position: {unknown}")
    players = game.state.player_count
    for seat, part in position.seats.items():
        if not 0 <= seat < players:
            raise PositionError(f"no seat {seat} in a {players}-player game")
        if part.row is not None:
            if sorted(part.row) != sorted(ACTIONS):
                raise PositionError(f"row {part.row} is not the five action cards")
            if part.action_cards is not None:
                raise PositionError("give either row or action_cards, not both")
        if not set(part.upgraded) <= set(ACTIONS):
            raise PositionError(f"unknown actions to upgrade: {part.upgraded}")
        for placed in (*(part.buildings or ()), *part.add_buildings):
            for animal in placed.animals:
                if animal not in game.cards:
                    raise PositionError(f"unknown animal {animal!r} in {placed.building}")
    if position.display is not None and len(position.display) > DISPLAY_SIZE:
        raise PositionError(f"a display of {len(position.display)} cards")
    if position.deck is not None and position.deck_top:
        raise PositionError("give either deck or deck_top, not both")
    if position.to_act is not None and not 0 <= position.to_act < players:
        raise PositionError(f"no seat {position.to_act} to act")


def _take_out(st: GameState, gone: set[str]) -> None:
    st.deck = [c for c in st.deck if c not in gone]
    st.discard = [c for c in st.discard if c not in gone]
    st.display = tuple(c for c in st.display if c not in gone)
    for player in st.players:
        player.hand = tuple(c for c in player.hand if c not in gone)
        player.zoo_cards = tuple(c for c in player.zoo_cards if c not in gone)


def _row(part: Seat, current: tuple[ActionCard, ...]) -> tuple[ActionCard, ...]:
    ups = set(part.upgraded)
    if part.action_cards is not None:
        return part.action_cards
    if part.row is not None:
        return tuple(ActionCard(a, a in ups) for a in part.row)
    return tuple(evolve(c, upgraded=True) if c.action in ups else c for c in current)


_PLAIN = (
    "money",
    "appeal",
    "conservation",
    "reputation",
    "reputation_bonuses",
    "x_tokens",
    "workers",
    "partner_zoos",
    "universities",
    "supported_projects",
    "left_edge",
    "final_scoring",
    "upgrades_taken",
    "rescued",
    "pouched",
    "area_markers",
)


def arrange(game: Game, position: Position) -> Game:
    """Put `position` in place on `game` (past setup) and recompute the open decision."""
    _check(game, position)
    st = game.state
    _take_out(st, set(position.named_cards()))
    # Cards: hands, zoos, display, deck, discard.
    for seat, part in position.seats.items():
        player = st.players[seat]
        if part.hand is not None:
            st.deck[:0] = list(player.hand)  # the cards held before: under the deck
            player.hand = part.hand
        if part.zoo is not None:
            player.zoo_cards = part.zoo
    if position.display is not None:
        st.deck[:0] = list(st.display)
        st.display = position.display
    while len(st.display) < DISPLAY_SIZE and st.deck:
        st.display = (*st.display, st.deck.pop())  # keep the display full
    if position.discard is not None:
        st.deck[:0] = list(st.discard)
        st.discard = list(position.discard)
    if position.deck is not None:
        st.deck = list(reversed(position.deck))  # every other card leaves the game
    st.deck.extend(reversed(position.deck_top))
    # Each seat's boards.
    for seat, part in position.seats.items():
        player = st.players[seat]
        for name in _PLAIN:
            value = getattr(part, name)
            if value is not None:
                setattr(player, name, value)
        player.action_cards = _row(part, player.action_cards)
        if part.buildings is not None:
            player.buildings = part.buildings
        player.buildings = (*player.buildings, *part.add_buildings)
        if part.placed_workers is not None:
            rows = list(st.association.task_workers)
            rows[seat] = part.placed_workers
            st.association.task_workers = tuple(rows)
    # The shared boards.
    if position.break_position is not None:
        if not 0 <= position.break_position <= st.break_track.length:
            raise PositionError(f"break position {position.break_position} is off the track")
        st.break_track.position = position.break_position
    if position.base_projects is not None:
        st.projects.base = position.base_projects
    if position.project_row is not None:
        st.projects.row = position.project_row
    if position.project_tokens is not None:
        st.projects.tokens = position.project_tokens
    if position.partner_zoo_offer is not None:
        st.association.partner_zoo_offer = position.partner_zoo_offer
    if position.university_offer is not None:
        st.association.university_offer = position.university_offer
    if position.donations is not None:
        st.association.donations = position.donations
    if position.bonus_tiles is not None:
        st.bonus_tiles = dict(position.bonus_tiles)
    if position.final_scoring_discarded is not None:
        st.final_scoring_discarded = position.final_scoring_discarded
    if position.break_pending_by is not None:
        st.break_pending = True
        st.break_trigger_seat = position.break_pending_by
    if position.card_uses is not None:
        st.card_uses = dict(position.card_uses)
    if position.card_choices is not None:
        st.card_choices = dict(position.card_choices)
    if position.to_act is not None and position.to_act != st.turn_seat:
        decision = game.decision
        if decision is None or decision.kind != "choose_action" or len(st.stack) < 2:
            raise PositionError("to_act needs a game at the start of a turn")
        del st.stack[1:]  # only the game loop: it starts the turn of `to_act`
        st.turn_seat = position.to_act
    game.advance()
    return game


def set_seat(game: Game, seat: int, **fields: Any) -> Game:
    """`arrange` with one seat's part only: `set_seat(game, 0, money=10, hand=("A401",))`."""
    return arrange(game, Position(seats={seat: Seat(**fields)}))


def set_shared(game: Game, **fields: Any) -> Game:
    """`arrange` with shared fields only: `set_shared(game, break_position=8)`."""
    return arrange(game, Position(**fields))


def started(players: int = 2, seed: int = 1, **config: object) -> Game:
    """A game past setup: every seat kept its first 4 dealt cards (sorted); seat 0 to act."""
    game = new_game(GameConfig(players=players, seed=seed, **config))  # type: ignore[arg-type]
    while game.decision is not None and game.decision.kind == "keep_cards":
        options = game.decision.options
        assert isinstance(options[0], KeepCards)
        game.apply(options[0])
    return game


def scenario(
    position: Position | None = None, *, players: int = 2, seed: int = 1, **config: object
) -> Scenario:
    """A started game (see `started`) in `position`, ready to be scripted."""
    game = started(players=players, seed=seed, **config)
    if position is not None:
        arrange(game, position)
    return Scenario(game)


def refresh(game: Game) -> None:
    """Recompute the open decision (after `arrange`, or a frame pushed by a test)."""
    game.advance()


def set_row(game: Game, seat: int, actions: Iterable[str], upgraded: Iterable[str] = ()) -> None:
    """Put the action cards of `seat` in this slot order (slot 1 first)."""
    arrange(game, Position(seats={seat: Seat(row=tuple(actions), upgraded=tuple(upgraded))}))


# --------------------------------------------------------------------------------------------
# The script
# --------------------------------------------------------------------------------------------


class ScriptError(AssertionError):
    """The engine asked something the script did not expect."""


def _describe(decision: Decision | None) -> str:
    if decision is None:
        return "no decision (the game is over)"
    kind = getattr(decision.kind, "value", decision.kind)
    shown = "; ".join(o.describe() for o in decision.options[:10])
    more = f" and {len(decision.options) - 10} more" if len(decision.options) > 10 else ""
    return (
        f"a {kind!r} decision of seat {decision.seat} ({decision.prompt}), options: {shown}{more}"
    )


def _pick(decision: Decision, answer: Any) -> Choice:
    options = decision.options
    if isinstance(answer, type):
        matches = [o for o in options if isinstance(o, answer)]
        what = f"of type {answer.__name__}"
    elif isinstance(answer, Choice):
        if not decision.allows(answer):
            raise ScriptError(f"{answer!r} is not offered by {_describe(decision)}")
        return answer
    elif callable(answer):
        matches = [o for o in options if answer(o)]
        what = "matching the predicate"
    else:
        raise ScriptError(f"{answer!r} is neither a choice, a Choice class nor a predicate")
    if len(matches) != 1:
        raise ScriptError(f"{len(matches)} options {what} (want 1) in {_describe(decision)}")
    return matches[0]


class Step:
    """One expected decision, checked when made; `choose` answers it."""

    def __init__(self, scenario: Scenario, decision: Decision) -> None:
        self.scenario = scenario
        self.decision = decision

    @property
    def options(self) -> tuple[Choice, ...]:
        return self.decision.options

    def choose(self, answer: Answer) -> Scenario:
        self.scenario.game.apply(_pick(self.decision, answer))
        return self.scenario


class Scenario:
    """A game driven by a script; `game` and `state` are there to assert on."""

    def __init__(self, game: Game) -> None:
        self.game = game

    @property
    def state(self) -> GameState:
        return self.game.state

    @property
    def decision(self) -> Decision | None:
        return self.game.decision

    def expect(self, kind: str, seat: int | None = None) -> Step:
        """The open decision must be of `kind` (and of `seat`, if given)."""
        decision = self.game.decision
        if (
            decision is None
            or decision.kind != kind
            or (seat is not None and decision.seat != seat)
        ):
            who = f" of seat {seat}" if seat is not None else ""
            raise ScriptError(f"expected a {kind!r} decision{who}, got {_describe(decision)}")
        return Step(self, decision)

    def options(self, kind: str, seat: int | None = None) -> tuple[Choice, ...]:
        return self.expect(kind, seat).options

    def run(self, *steps: tuple[str, Answer]) -> Scenario:
        """Answer one decision per (kind, answer) pair, in order."""
        for kind, answer in steps:
            self.expect(kind).choose(answer)
        return self

    def end_turn(self, *steps: tuple[str, Answer]) -> Scenario:
        """Answer `steps`, then the turn must be over: the next decision is the next turn's
        choice of action (or the game is over); anything else asked fails."""
        turn = self.game.state.turn
        self.run(*steps)
        decision = self.game.decision
        if self.game.state.turn <= turn or not (
            decision is None or decision.kind == "choose_action"
        ):
            raise ScriptError(
                f"expected the turn to be over, but the engine asks {_describe(decision)}"
            )
        return self

    def arrange(self, position: Position) -> Scenario:
        arrange(self.game, position)
        return self


def options_of(game: Game, kind: str | None = None) -> tuple[Choice, ...]:
    decision = game.decision
    assert decision is not None, "the game is over"
    if kind is not None:
        assert decision.kind == kind, f"expected a {kind!r} decision, got {_describe(decision)}"
    return decision.options


def play(game: Game, *choices: Choice) -> None:
    for choice in choices:
        game.apply(choice)
