"""The computer players' levels: each looks at every option of its decision, plays the rest of its
own turn in copies of the game in which every card it cannot see is dealt anew
(`Game.determinize`), and weighs where the turn ends with the position value (value.py).

- Easy: one completion an option, and it picks among the good options at random, weighted by
  their value (a person's mistakes: now and then the second or third best).
- Medium: four completions an option; an option is worth its best completion (the bot will
  play the rest of the turn well: it asks again at each decision).
- Hard: the options are first screened one step deep, then the best of them get completions
  by successive halving (the budget goes to the options still in the running), 96 in all.

Budgets are counted in completions, never in time: a seed gives the same game on every
machine. The app caps the time on top (the worker answers "move now").
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from enum import StrEnum

from attrs import frozen

from ..engine import Choice, Decision, Game, TurnStarted
from .value import Weights, position_value

ROLLOUT_DEPTH = 40  # decisions of its own turn a completion plays at most


class Level(StrEnum):
    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"


@frozen
class Budget:
    """A level's search. A sample is one dealing of the unseen cards (a determinized copy, the
    same for every option: the options are compared on the same cards) in which the rest of the
    turn is played `completions` times at random; it is worth its best completion, and an
    option the mean of its samples — the bot plays its own choices well, but cannot choose the
    cards it will draw."""

    samples: int  # per option (flat search) or in all (halving)
    completions: int  # per sample
    max_options: int  # longer lists are cut to so many (Hard: the best by a one-step look)
    halving: bool = False
    temperature: float = 0.0  # > 0: pick at random, weighted by exp(value / temperature)


BUDGETS: dict[Level, Budget] = {
    Level.EASY: Budget(samples=1, completions=1, max_options=12, temperature=1.5),
    Level.MEDIUM: Budget(samples=2, completions=2, max_options=24),
    Level.HARD: Budget(samples=96, completions=4, max_options=20, halving=True),
}


@frozen
class Line:
    """One completion of the turn: the choices played after the option, and what the position
    at the turn's end is worth."""

    choices: tuple[Choice, ...]
    value: float


@frozen
class Weighed:
    """An option as the bot weighed it: its worth (its best completion), that completion, and
    how many completions it got."""

    option: Choice
    value: float
    line: Line
    tries: int


Stop = Callable[[], bool]  # asked between completions: True to answer with what is known
Progress = Callable[[int, int], None]  # (completions done, completions planned)


def _never() -> bool:
    return False


class LookaheadBot:
    """A computer player of a level; `choose` decides, `weigh` says how each option stood."""

    def __init__(self, level: Level, seed: int = 0, weights: Weights | None = None) -> None:
        self.level = level
        self.budget = BUDGETS[level]
        self.weights = weights if weights is not None else Weights.load()
        self._rng = random.Random(seed)

    @property
    def name(self) -> str:
        return self.level.value

    def choose(
        self,
        decision: Decision,
        game: Game,
        stop: Stop = _never,
        progress: Progress | None = None,
    ) -> Choice:
        """The bot's choice. `stop` (asked between completions) cuts the search short: the
        choice is then the best of what was tried (a player's "move now", the app's time cap)."""
        options = decision.options
        if len(options) == 1:
            return options[0]
        weighed = self.weigh(decision, game, stop, progress)
        if self.budget.temperature > 0:
            return self._pick_like_a_person(weighed)
        return weighed[0].option

    def weigh(
        self,
        decision: Decision,
        game: Game,
        stop: Stop = _never,
        progress: Progress | None = None,
    ) -> list[Weighed]:
        """The options tried, best first (ties keep the options' order); every option when the
        search ran to its end."""
        seat = decision.seat
        options = self._candidates(decision, game)
        rounds = self._rounds(len(options))
        completions = self.budget.completions
        planned = sum(tries * count for tries, count in rounds) * completions
        done = 0
        dealt: list[Game] = []  # sample k's dealing, shared by every option
        samples: dict[int, list[float]] = {}
        best_line: dict[int, Line] = {}
        alive = list(range(len(options)))

        def worth(index: int) -> float:
            values = samples.get(index)
            return sum(values) / len(values) if values else -math.inf

        for tries, count in rounds:
            alive = sorted(alive, key=lambda i: -worth(i) if i in samples else 0.0)[:count]
            for index in alive:
                for _ in range(tries):
                    k = len(samples.get(index, ()))
                    while len(dealt) <= k:
                        dealt.append(game.determinize(seat, self._rng))
                    best: Line | None = None
                    for _ in range(completions):
                        if stop() and (samples or best is not None):
                            if best is not None:
                                self._keep(samples, best_line, index, best)
                            return self._weighed(options, samples, best_line)
                        line = self._complete(dealt[k], seat, options[index])
                        if best is None or line.value > best.value:
                            best = line
                        done += 1
                        if progress is not None:
                            progress(done, planned)
                    assert best is not None
                    self._keep(samples, best_line, index, best)
        return self._weighed(options, samples, best_line)

    @staticmethod
    def _keep(
        samples: dict[int, list[float]], best_line: dict[int, Line], index: int, line: Line
    ) -> None:
        samples.setdefault(index, []).append(line.value)
        if index not in best_line or line.value > best_line[index].value:
            best_line[index] = line

    @staticmethod
    def _weighed(
        options: Sequence[Choice], samples: dict[int, list[float]], best_line: dict[int, Line]
    ) -> list[Weighed]:
        found = {
            index: Weighed(options[index], sum(values) / len(values), best_line[index], len(values))
            for index, values in samples.items()
        }
        return [found[i] for i in sorted(found, key=lambda i: (-found[i].value, i))]

    # -- the search ---------------------------------------------------------------------------
    def _rounds(self, options: int) -> list[tuple[int, int]]:
        """The search's rounds: (samples each, options in the round). Flat: one sample for
        every option first (so that a search cut short has seen them all), then the rest.
        Halving: each round half the options, the best so far, with more samples each."""
        budget = self.budget
        if not budget.halving:
            first = [(1, options)]
            return first if budget.samples == 1 else [*first, (budget.samples - 1, options)]
        count = options
        rounds_left = max(1, math.ceil(math.log2(max(2, options))))
        found = []
        for _ in range(rounds_left):
            found.append((max(1, budget.samples // (rounds_left * count)), count))
            if count == 1:
                break
            count = max(1, (count + 1) // 2)
        return found

    def _candidates(self, decision: Decision, game: Game) -> list[Choice]:
        options = list(decision.options)
        keep = self.budget.max_options
        if len(options) <= keep:
            return options
        if not self.budget.halving:
            return self._rng.sample(options, keep)
        # Hard: one step deep, in one copy each, the best `keep` go on.
        base = game.determinize(decision.seat, self._rng)
        scored = []
        for index, option in enumerate(options):
            twin = base.clone()
            twin.apply(option)
            scored.append((position_value(twin, decision.seat, self.weights), index))
        scored.sort(key=lambda pair: (-pair[0], pair[1]))
        return [options[index] for _value, index in scored[:keep]]

    def _complete(self, dealt: Game, seat: int, option: Choice) -> Line:
        """Apply the option in a copy of a dealing, finish the seat's turn at random, weigh."""
        twin = dealt.clone()  # its own generator, a copy of the dealing's: the same draws
        played: list[Choice] = []
        events = twin.apply(option)
        for _ in range(ROLLOUT_DEPTH):
            decision = twin.decision
            if decision is None or decision.seat != seat or _turn_ended(events):
                break
            choice = self._rng.choice(decision.options)
            played.append(choice)
            events = twin.apply(choice)
        return Line(tuple(played), position_value(twin, seat, self.weights))

    def _pick_like_a_person(self, weighed: list[Weighed]) -> Choice:
        top = weighed[0].value
        temperature = self.budget.temperature
        chances = [math.exp((w.value - top) / temperature) for w in weighed]
        return self._rng.choices([w.option for w in weighed], weights=chances)[0]


def _turn_ended(events: Sequence[object]) -> bool:
    return any(isinstance(event, TurnStarted) for event in events)
