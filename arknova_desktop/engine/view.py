"""The frozen public view of a game: what one seat (or a spectator) may see.

`Game.view(seat)` builds a `GameView` from the state: attrs frozen records and tuples only, so
nothing in it can be changed, and nothing in it that the seat may not see. Other seats' hands,
dealt cards and final scoring cards (until the end), cards drawn for another seat's keep choice
and the order of the decks are replaced by `HIDDEN` markers (their counts stay visible);
`Game.view(None)` is the spectator's view (the hot-seat cover): nobody's secrets at all.

The view keeps the names of the state's records (`view.players[i].money`, `.hand`,
`.action_cards`, `view.display`, `view.break_track.position` ...), and adds what the screen
needs that only the engine can work out from the state: the icons in each zoo, the standing of
the visible final scoring cards, the association tasks' values, and a typed description of the
step that asks the open decision (`view.context`), so that no reader needs the frame stack.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import attrs
from attrs import frozen

from .base.geometry import Cell
from .catalog.cards import FinalScoringCard
from .catalog.icons import zoo_icons
from .flow.scoring import SeatScore, final_scoring_count, final_scoring_points
from .kernel.core import OrderEffects, effect_label
from .kernel.state import ActionCard, GameState, PlacedBuilding, PlayerRules, PlayerState
from .rules.abilities import Hypnosis
from .rules.association import TASKS, donation_cost, task_value, workers_needed
from .rules.association_board import UniversityRewards
from .rules.bonuses import DISCARD_ROUND, FinalScoringDiscard
from .rules.build import BuildStep, build_types

if TYPE_CHECKING:
    from .game import Game

HIDDEN = "?"  # a card the seat may not see (its place and count are public)

# The markers `DecisionContext.effects` uses for the two effects that are no frame of their own.
DISCARD_ROUND_STEP = "discard_round"
UNIVERSITY_SLOT_STEP = "university_slot"
UNIVERSITY_REPUTATION_STEP = "university_reputation"


@frozen
class FinalScoringStanding:
    """A visible final scoring card and what it gives now."""

    card: str
    points: int
    count: int


@frozen(kw_only=True)
class PlayerFacts(PlayerRules):
    """One player's own records as the viewing seat sees them (the names of `PlayerState`):
    `PlayerView` without what the engine works out for the screen. `Game.player_facts`."""

    seat: int
    name: str
    map_id: str
    money: int
    appeal: int
    conservation: int
    reputation: int
    x_tokens: int
    hand: tuple[str, ...]  # card ids, or HIDDEN for each card the viewer may not see
    setup_cards: tuple[str, ...]
    action_cards: tuple[ActionCard, ...]  # slot order: slot 1 first
    final_scoring: tuple[str, ...]
    zoo_cards: tuple[str, ...]
    partner_zoos: tuple[str, ...]
    universities: tuple[str, ...]
    workers: int
    reputation_bonuses: frozenset[int]
    upgrades_taken: int
    supported_projects: int
    left_edge: tuple[int, ...]
    buildings: tuple[PlacedBuilding, ...]
    rescued: tuple[str, ...]
    pouched: tuple[str, ...]
    area_markers: tuple[str, ...]
    offered_maps: tuple[str, ...]
    turns_taken: int

    def zoo(self) -> PlayerState:
        """A throw-away `PlayerState` with this zoo's public facts, for the engine's geometry
        helpers (`placement_problem`, `zoo_map`); changing it changes nothing."""
        return PlayerState(
            seat=self.seat,
            name=self.name,
            map_id=self.map_id,
            buildings=self.buildings,
            action_cards=self.action_cards,
            zoo_cards=self.zoo_cards,
            partner_zoos=self.partner_zoos,
            universities=self.universities,
        )


@frozen(kw_only=True)
class PlayerView(PlayerFacts):
    """One player as the viewing seat sees them (the names of `PlayerState`), with what the
    engine works out for the screen."""

    icons: tuple[tuple[str, int], ...]  # icons in the zoo, in the order the engine counts them
    final_scoring_standing: tuple[FinalScoringStanding, ...]  # only the visible cards
    task_values: tuple[int, ...]  # what each association task (TASKS order) is worth now
    # The workers each task (TASKS order) takes from this player now: 1, 2 where one of theirs
    # already is, 0 where it is closed to them (3 there, until the break).
    task_workers_needed: tuple[int, ...]

    def icon_count(self, icon: str) -> int:
        return dict(self.icons).get(icon, 0)


@frozen
class BreakTrackView:
    position: int
    length: int


@frozen
class SoloView:
    row: int
    moved: int
    round: int


@frozen
class EndView:
    trigger_seat: int
    during_break: bool
    remaining: tuple[int, ...]


@frozen
class AssociationView:
    partner_zoo_offer: tuple[str, ...]
    university_offer: tuple[str, ...]
    task_workers: tuple[tuple[int, int, int, int], ...]
    donations: tuple[str, ...]
    donation_cost: int  # the money of the next donation


@frozen
class ProjectsView:
    base: tuple[str, ...]
    row: tuple[str, ...]
    tokens: tuple[tuple[str, int, int], ...]


StepValue = int | str | bool | None | Cell | tuple[Any, ...] | frozenset[Any]


@frozen
class StepInfo:
    """A public description of one engine step (the frame that asks a decision, or an effect
    waiting to be ordered): its `kind` (the step's class name) and its plain fields, read as
    attributes (`step.remaining`, `step.action`); a field it does not have raises
    AttributeError, like any attribute. Cards the viewer may not see are HIDDEN."""

    kind: str
    values: tuple[tuple[str, StepValue], ...] = ()

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        for key, value in object.__getattribute__(self, "values"):
            if key == name:
                return value
        raise AttributeError(name)

    def get(self, name: str) -> Any:
        """The field's value, or None when the step has no such field."""
        for key, value in self.values:
            if key == name:
                return value
        return None


@frozen
class DecisionContext:
    """What the open decision is about, beyond its options: the step that asks (`step`), the
    effects an ordering decision offers by label, the player a Hypnosis uses the cards of,
    and what a university's slot reward gives."""

    step: StepInfo
    effects: tuple[tuple[str, StepInfo], ...] = ()
    victim: int | None = None
    university_conservation: int | None = None
    build_types: tuple[str, ...] = ()  # a Build step: every building type of the card's side

    def effect(self, label: str) -> StepInfo | None:
        return next((step for key, step in self.effects if key == label), None)


@frozen(kw_only=True)
class GameView:
    """The game as `seat` may see it (None: a spectator, who sees no private card)."""

    seat: int | None
    players: tuple[PlayerView, ...]
    solo: SoloView | None
    break_track: BreakTrackView
    deck: tuple[str, ...]  # all HIDDEN: only its size is public
    discard: tuple[str, ...]
    display: tuple[str, ...]  # folder 1 first
    final_scoring_deck: tuple[str, ...]  # all HIDDEN
    final_scoring_discard: tuple[str, ...]  # all HIDDEN
    final_scoring_discarded: bool
    bonus_tiles: tuple[tuple[int, tuple[str, ...]], ...]  # (space, tiles still there)
    association: AssociationView
    projects: ProjectsView
    phase: str
    turn_seat: int
    turn: int
    break_pending: bool
    break_trigger_seat: int
    in_break: bool
    breaks: int
    revealed: tuple[str, ...]  # HIDDEN unless the viewer decides what to keep
    revealed_final: tuple[str, ...]
    end: EndView | None
    final_scores: tuple[SeatScore, ...]
    context: DecisionContext | None  # the open decision's step (None: no decision)

    @property
    def is_solo(self) -> bool:
        return self.solo is not None

    @property
    def player_count(self) -> int:
        return len(self.players)

    @property
    def is_over(self) -> bool:
        return self.phase == "over"


# -- building a view -----------------------------------------------------------------------------
def _hidden(cards: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    return (HIDDEN,) * len(cards)


def _facts(player: PlayerState, mine: bool) -> dict[str, Any]:
    return {
        "seat": player.seat,
        "name": player.name,
        "map_id": player.map_id,
        "money": player.money,
        "appeal": player.appeal,
        "conservation": player.conservation,
        "reputation": player.reputation,
        "x_tokens": player.x_tokens,
        "hand": player.hand if mine else _hidden(player.hand),
        "setup_cards": player.setup_cards if mine else _hidden(player.setup_cards),
        "action_cards": tuple(player.action_cards),
        "zoo_cards": player.zoo_cards,
        "partner_zoos": player.partner_zoos,
        "universities": player.universities,
        "workers": player.workers,
        "reputation_bonuses": player.reputation_bonuses,
        "upgrades_taken": player.upgrades_taken,
        "supported_projects": player.supported_projects,
        "left_edge": player.left_edge,
        "buildings": tuple(player.buildings),
        "rescued": player.rescued,
        "pouched": player.pouched,
        "area_markers": player.area_markers,
        "offered_maps": player.offered_maps,
        "turns_taken": player.turns_taken,
    }


def _final_scoring(player: PlayerState, mine: bool, over: bool) -> tuple[str, ...]:
    return tuple(player.final_scoring if mine or over else _hidden(player.final_scoring))


def _player(game: Game, player: PlayerState, mine: bool, over: bool) -> PlayerView:
    state = game.state
    cards = game.cards
    final = _final_scoring(player, mine, over)
    standing = []
    for card_id in final if player.map_id else ():  # (no standing before the map is chosen)
        card = cards.cards.get(card_id)
        if isinstance(card, FinalScoringCard):
            points = final_scoring_points(cards, state, player.seat, card_id)
            count = 0
            if not card.special and card.thresholds:
                count = final_scoring_count(cards, state, player.seat, card)
            standing.append(FinalScoringStanding(card_id, points, count))
    return PlayerView(
        **_facts(player, mine),
        final_scoring=final,
        icons=tuple(zoo_icons(cards, player).items()),
        final_scoring_standing=tuple(standing),
        task_values=tuple(task_value(game, player.seat, task) for task in TASKS),
        task_workers_needed=tuple(workers_needed(game, player.seat, task) or 0 for task in TASKS),
    )


def _secret_cards(game: Game, seat: int | None, shows_revealed: bool) -> frozenset[str]:
    """Every card id the viewer may not see."""
    state = game.state
    found: set[str] = set(state.deck) | set(state.final_scoring_deck)
    found |= set(state.final_scoring_discard)
    over = state.phase == "over"
    for player in state.players:
        if player.seat != seat:
            found |= set(player.hand) | set(player.setup_cards)
            if not over:
                found |= set(player.final_scoring)
    if not shows_revealed:
        found |= set(state.revealed) | set(state.revealed_final)
    return frozenset(found)


def _plain(value: object, secret: frozenset[str]) -> tuple[bool, StepValue]:
    """(is it a plain value, the value with secret cards HIDDEN)."""
    if value is None or isinstance(value, bool | int | Cell):
        return True, value
    if isinstance(value, str):
        return True, HIDDEN if value in secret else value
    if isinstance(value, tuple | frozenset | list):
        items = []
        for item in value:
            ok, plain = _plain(item, secret)
            if not ok:
                return False, None
            items.append(plain)
        return True, frozenset(items) if isinstance(value, frozenset) else tuple(items)
    return False, None


def _step(frame: Any, secret: frozenset[str]) -> StepInfo:
    values: list[tuple[str, StepValue]] = []
    if attrs.has(type(frame)):
        for attribute in attrs.fields(type(frame)):
            ok, value = _plain(getattr(frame, attribute.name), secret)
            if ok:
                values.append((attribute.name, value))
    return StepInfo(type(frame).__name__, tuple(values))


def _steps(frames: Iterable[object], secret: frozenset[str]) -> list[tuple[str, StepInfo]]:
    found: dict[str, StepInfo] = {}
    for frame in frames:
        found.setdefault(effect_label(frame), _step(frame, secret))  # type: ignore[arg-type]
    return list(found.items())


def _context(game: Game, secret: frozenset[str]) -> DecisionContext | None:
    stack = game.state.stack
    if game.decision_seat is None or not stack:
        return None
    frame = stack[-1]
    effects: list[tuple[str, StepInfo]] = []
    victim = None
    university = None
    types: tuple[str, ...] = ()
    if isinstance(frame, OrderEffects):
        effects = _steps(frame.effects, secret)
    elif isinstance(frame, FinalScoringDiscard):
        effects = [(DISCARD_ROUND, StepInfo(DISCARD_ROUND_STEP))]
        if frame.bonuses_below:
            effects += _steps(frame.waiting_bonuses(game)[1], secret)
    elif isinstance(frame, UniversityRewards):
        slot_label, reputation_label = frame.labels(game)
        effects = [
            (slot_label, StepInfo(UNIVERSITY_SLOT_STEP)),
            (reputation_label, StepInfo(UNIVERSITY_REPUTATION_STEP)),
        ]
        university = frame.conservation(game)
    elif isinstance(frame, Hypnosis):
        victim = frame.victim(game)
    elif isinstance(frame, BuildStep):
        types = build_types(frame.upgraded)
    return DecisionContext(_step(frame, secret), tuple(effects), victim, university, types)


def build_player_view(game: Game, seat: int | None, who: int) -> PlayerView:
    """`build_view(game, seat).players[who]`, without the rest of the view."""
    state: GameState = game.state
    if seat is not None and not 0 <= seat < state.player_count:
        raise ValueError(f"no seat {seat} in a {state.player_count}-player game")
    return _player(game, state.players[who], who == seat, game.is_over)


def build_player_facts(game: Game, seat: int | None, who: int) -> PlayerFacts:
    """`build_player_view(game, seat, who)` without what is worked out for the screen."""
    state: GameState = game.state
    if seat is not None and not 0 <= seat < state.player_count:
        raise ValueError(f"no seat {seat} in a {state.player_count}-player game")
    player = state.players[who]
    mine = who == seat
    return PlayerFacts(
        **_facts(player, mine), final_scoring=_final_scoring(player, mine, game.is_over)
    )


def build_view(game: Game, seat: int | None) -> GameView:
    """The frozen view of `game` for `seat` (None: a spectator)."""
    state: GameState = game.state
    if seat is not None and not 0 <= seat < state.player_count:
        raise ValueError(f"no seat {seat} in a {state.player_count}-player game")
    over = game.is_over
    decider = game.decision_seat
    # Cards drawn for a keep choice (Perception, Resistance) are the decider's secret.
    shows_revealed = seat is not None and decider == seat
    secret = _secret_cards(game, seat, shows_revealed)
    association = state.association
    projects = state.projects
    return GameView(
        seat=seat,
        players=tuple(_player(game, p, p.seat == seat, over) for p in state.players),
        solo=SoloView(state.solo.row, state.solo.moved, state.solo.round) if state.solo else None,
        break_track=BreakTrackView(state.break_track.position, state.break_track.length),
        deck=_hidden(state.deck),
        discard=tuple(state.discard),
        display=state.display,
        final_scoring_deck=_hidden(state.final_scoring_deck),
        final_scoring_discard=_hidden(state.final_scoring_discard),
        final_scoring_discarded=state.final_scoring_discarded,
        bonus_tiles=tuple(sorted(state.bonus_tiles.items())),
        association=AssociationView(
            association.partner_zoo_offer,
            association.university_offer,
            association.task_workers,
            association.donations,
            donation_cost(game)[0],
        ),
        projects=ProjectsView(projects.base, projects.row, projects.tokens),
        phase=state.phase,
        turn_seat=state.turn_seat,
        turn=state.turn,
        break_pending=state.break_pending,
        break_trigger_seat=state.break_trigger_seat,
        in_break=state.in_break,
        breaks=state.breaks,
        revealed=state.revealed if shows_revealed else _hidden(state.revealed),
        revealed_final=state.revealed_final if shows_revealed else _hidden(state.revealed_final),
        end=EndView(state.end.trigger_seat, state.end.during_break, state.end.remaining)
        if state.end is not None
        else None,
        final_scores=state.final_scores,
        context=_context(game, secret),
    )
