"""The decision machine: a stack of frames, each either an automatic step or a Decision.

A frame is a small frozen record of "what happens next". The engine runs automatic frames until a
frame needs a player's answer; that frame's Decision lists every legal Choice. Answering pops the
frame and may push more. Frames are data, so a game in progress can be cloned and saved.

Most frames that ask are `ChoiceFrame`s: they list their options, prompt and DecisionKind, and the
base builds the Decision, checks the answer's type and pops the frame before it acts.

Convention for rules code: a frame that finishes pops itself first, pushes its continuation, and
only then applies gains whose bonuses push further frames — so those bonuses resolve first, at once.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar, Generic, TypeVar, cast

from attrs import field, frozen

from .choices import Choice, PickEffect
from .decisions import DecisionKind
from .events import Event

if TYPE_CHECKING:
    from ..catalog.cards import CardDB
    from .state import GameState
    from .triggers import TriggerBus


class IllegalChoice(ValueError):
    """A choice that is not among the current decision's options (or no decision is open)."""


class RulesError(RuntimeError):
    """The engine reached a state its own rules forbid: a bug, never a player's mistake."""


_FEW_OPTIONS = 16  # up to so many options, `Decision.allows` looks through them (no set made)


@frozen
class Decision:
    """What the engine waits for: who decides, what kind of decision, and every legal choice."""

    seat: int
    kind: DecisionKind
    options: tuple[Choice, ...]
    prompt: str
    source: str = ""
    # Made on the first `allows`: most decisions are answered with one of their own options
    # (the very object: `_option_ids`), and many are never asked at all.
    _option_ids: frozenset[int] | None = field(init=False, default=None, eq=False, repr=False)
    _option_set: frozenset[Choice] | None = field(init=False, default=None, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        if not self.options:
            raise RulesError(f"decision {self.kind!r} has no options")

    def allows(self, choice: object) -> bool:
        if not isinstance(choice, Choice):
            return False
        options = self.options
        if len(options) <= _FEW_OPTIONS:  # looked through, by identity first
            for option in options:
                if option is choice:
                    return True
            return choice in options
        ids = self._option_ids
        if ids is None:
            ids = frozenset(map(id, options))
            object.__setattr__(self, "_option_ids", ids)
        if id(choice) in ids:  # one of the options themselves (they live as long as this)
            return True
        option_set = self._option_set
        if option_set is None:
            option_set = frozenset(options)
            object.__setattr__(self, "_option_set", option_set)
        return choice in option_set


@frozen
class Frame:
    """One pending step. Subclasses override `decide` (and `resolve`) or `run`."""

    seat: int

    # True for a frame that always asks `seat` (its `decide` never returns None): the loop
    # stops at it without listing its options, which are listed when first read (a look-ahead
    # that only asks whose turn it is never lists them).
    asks_later: ClassVar[bool] = False

    def decide(self, g: Core) -> Decision | None:
        """The decision this frame waits for, or None if it runs by itself."""
        return None

    def run(self, g: Core) -> None:
        raise RulesError(f"{type(self).__name__} has no automatic step")

    def resolve(self, g: Core, choice: Choice) -> None:
        raise RulesError(f"{type(self).__name__} takes no choice")


C = TypeVar("C", bound=Choice)


@frozen
class ChoiceFrame(Frame, Generic[C]):
    """A frame that asks one question: the base does the bookkeeping every such frame repeats.

    A subclass declares `kind` (its DecisionKind) and `choice_types` (the Choice class, or a
    tuple of them, that `on_choice` accepts; `C` names the same types for the type checker) and
    implements:

    - `options(g)`: the legal options; empty when there is nothing to choose (or nothing to
      ask: an answer the frame can take by itself), and then the frame runs `on_no_options(g)`
      instead of asking;
    - `prompt(g)`: the question's words (and `decision_source(g)` for a Decision's `source`);
    - `on_choice(g, choice)`: what the answer does. The base has checked the choice's type
      (a wrong one raises RulesError) and popped the frame first, as every frame does.
    - `on_no_options(g)`: what happens without a question (by default: a bug).
    """

    kind: ClassVar[DecisionKind]
    choice_types: ClassVar[type[Choice] | tuple[type[Choice], ...]]

    def options(self, g: Core) -> Sequence[Choice]:
        raise NotImplementedError

    def prompt(self, g: Core) -> str:
        raise NotImplementedError

    def decision_kind(self) -> DecisionKind:
        """The kind of the Decision (a subclass whose kind depends on its fields overrides it)."""
        return self.kind

    def decision_source(self, g: Core) -> str:
        return ""

    def on_choice(self, g: Core, choice: C) -> None:
        raise NotImplementedError

    def on_no_options(self, g: Core) -> None:
        raise RulesError(f"{type(self).__name__} has nothing to choose")

    def decide(self, g: Core) -> Decision | None:
        options = self.options(g)
        if not options:
            return None
        return Decision(
            self.seat, self.decision_kind(), tuple(options), self.prompt(g), self.decision_source(g)
        )

    def run(self, g: Core) -> None:
        self.on_no_options(g)

    def resolve(self, g: Core, choice: Choice) -> None:
        if not isinstance(choice, self.choice_types):
            raise RulesError(f"{type(self).__name__} cannot take {choice!r}")
        g.pop()
        self.on_choice(g, cast(C, choice))


class Core:
    """State + card data + the frame loop. `Game` adds the public API on top."""

    __slots__ = ("_asking", "_decision", "_events", "bus", "cards", "state")

    def __init__(self, state: GameState, cards: CardDB, bus: TriggerBus) -> None:
        self.state = state
        self.cards = cards
        self.bus = bus  # the rules' reactions and tables (triggers.py), shared by every game
        self._events: list[Event] = []
        self._decision: Decision | None = None
        self._asking: Frame | None = None  # an `asks_later` frame whose Decision is not made yet

    # -- stack helpers ------------------------------------------------------------------------
    def push(self, *frames: Frame) -> None:
        """Push frames so that the first one given runs first."""
        self.state.stack.extend(reversed(frames))

    def pop(self) -> Frame:
        return self.state.stack.pop()

    def replace(self, frame: Frame) -> None:
        """Replace the top frame (the one running) by an updated copy of itself."""
        self.state.stack[-1] = frame

    def emit(self, event: Event) -> None:
        self._events.append(event)

    # -- the loop -----------------------------------------------------------------------------
    def advance(self) -> None:
        """Run automatic frames until a decision is open or the game is over."""
        stack = self.state.stack
        self._asking = None
        while stack:
            top = stack[-1]
            if top.asks_later:
                self._decision = None
                self._asking = top
                return
            decision = top.decide(self)
            if decision is not None:
                self._decision = decision
                return
            top.run(self)
        self._decision = None

    def open_decision(self) -> Decision | None:
        """The open decision (its options listed now if they were left for later)."""
        asking = self._asking
        if asking is not None:
            decision = asking.decide(self)
            if decision is None:
                raise RulesError(f"{type(asking).__name__} asks later but had no decision")
            self._decision = decision
            self._asking = None
        return self._decision

    def deciding_seat(self) -> int | None:
        """The seat whose decision is open (None: the game is over), its options not listed."""
        asking = self._asking
        if asking is not None:
            return asking.seat
        decision = self._decision
        return decision.seat if decision is not None else None


@frozen
class EffectFrame(Frame):
    """A frame that can be ordered among simultaneous effects."""

    @property
    def label(self) -> str:
        return type(self).__name__


def push_effects(g: Core, seat: int, effects: Sequence[Frame]) -> None:
    if len(effects) == 1:
        g.push(effects[0])
    elif effects:
        g.push(OrderEffects(seat, tuple(effects)))


def effect_label(frame: Frame) -> str:
    return frame.label if isinstance(frame, EffectFrame) else type(frame).__name__


@frozen
class OrderEffects(ChoiceFrame[PickEffect]):
    """Several effects are due at once: the player chooses which resolves next."""

    kind = DecisionKind.ORDER_EFFECTS
    choice_types = PickEffect
    effects: tuple[Frame, ...]

    def options(self, g: Core) -> tuple[PickEffect, ...]:
        labels = tuple(dict.fromkeys(effect_label(e) for e in self.effects))
        if len(labels) < 2:
            return ()  # the same effect(s) only: no order to choose
        return tuple(PickEffect(label) for label in labels)

    def prompt(self, g: Core) -> str:
        return "Choose which effect to resolve first"

    def on_no_options(self, g: Core) -> None:
        g.pop()
        g.push(*self.effects)

    def on_choice(self, g: Core, choice: PickEffect) -> None:
        index = next(i for i, e in enumerate(self.effects) if effect_label(e) == choice.effect)
        rest = self.effects[:index] + self.effects[index + 1 :]
        g.push(self.effects[index], OrderEffects(self.seat, rest))
