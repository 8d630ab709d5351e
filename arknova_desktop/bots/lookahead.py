"""The computer players' levels: each looks at every option of its decision, plays the rest of its
own turn in copies of the game in which every card it cannot see is dealt anew
(`Game.determinize`), and weighs where the turn ends with the position value (value.py).

- Easy: one sample of two completions an option, and it picks among the good options at
  random, weighted by their value (a person's mistakes: now and then the second or third best).
- Medium: one completion of the rest of the turn an option, the best option (see `Budget`); in
  the solo game four samples of two (`SOLO_BUDGETS`).
- Hard: the options are first screened one step deep, then the best of them get samples by
  successive halving (the budget goes to the options still in the running), 192 samples of four
  completions in all; a long turn's decisions after its fifth (a break's after its first) get
  half the one before each. At a turn's first decision (the action card) its best three are
  then played on to the end of its own next turn in eight dealings, every decision of those two
  turns by Medium, and the best of them there is played (bots/second_look.py); in the solo
  game's last eight turns they are played to the game's end, and in its last four the turn's
  next decisions get such a look too (as many as sixteen turns of play allow, the action card's
  look among them); before those four, a solo turn's next four decisions are played on to the
  end of its next turn. Before a later decision's look its search is cut to a quarter of its
  samples. The solo game's hand kept at the start: its best eight played through the first five
  turns in twelve dealings.

Budgets are counted in completions (and the second look in dealings), never in time: a seed
gives the same game on every machine. The app caps the time on top (the worker answers "move
now").
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from enum import StrEnum

from attrs import frozen

from ..engine import INCOME_STEP, BreakStep, Choice, Dealer, Decision, Game, TurnStarted
from .second_look import Outlook, Player, outlook, play_on, share_of_best
from .value import SOLO_TURNS, Weights, position_value

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
    # A budget for the whole turn: its first `full_decisions` decisions (of more than one
    # option; Game.decisions_this_turn) get `samples`, each later one half the one before, so
    # a long turn (a Build of three buildings, an Association action of four tasks) costs
    # little more than a short one; a break's decisions (hand-limit discards, which come just
    # before a turn) likewise from their `full_in_break` + 1st on. 0: no turn budget.
    full_decisions: int = 0
    full_in_break: int = 0
    # The second look (bots/second_look.py) at a turn's first decision: its best
    # `second_look` options are played on to the end of the seat's next turn by Medium in
    # `second_look_dealings` dealings, and the best of them there is chosen. 0: no second look.
    second_look: int = 0
    second_look_dealings: int = 0
    # In the solo game's last `second_look_to_end` turns the look plays each option on to the
    # game's end and weighs it by its final score, not the value at the next turn's end. 0: never.
    second_look_to_end: int = 0
    # In the solo game's last `later_looks_turns` turns the turn's decisions after the action
    # card (a break's aside) get a look to the end too, in `later_look_dealings` dealings: which
    # building where, which card, which bonus shape the end as much as the action card does
    # (docs/bots.md, "A look at the last turns' every decision"). As many of them as
    # `later_looks_play` turns of play allow, the action card's look among them, each look
    # playing the turns left: a turn's wait stays bounded however many decisions it asks. 0: the
    # action card's alone.
    later_looks_turns: int = 0
    later_looks_play: int = 0
    later_look_dealings: int = 0
    # Before those turns (in the solo game) a turn's first `early_looks` decisions after the
    # action card get a look to the end of the seat's next turn, in `later_look_dealings`
    # dealings, as the action card does: the search weighs where the turn ends and cannot see
    # which building, card or bonus sets up the next one (docs/bots.md, "Later looks before the
    # last turns").
    early_looks: int = 0
    # Before a later look the search takes a `later_look_search_divisor`th of its samples: it
    # only finds the options the look weighs, and the look chooses (the action card's search
    # stays whole: cut there too, it saved little CPU and Hard's solo games scored 0.5 VP less,
    # within the noise).
    later_look_search_divisor: int = 1
    # The solo game's first decision, which 4 of the 8 dealt cards to keep, plays no turn in its
    # search: a hand is weighed by the value alone, which cannot tell which cards the first turns
    # will play. Its best `opening_look` hands are played on through the seat's first
    # `opening_look_turns` turns by Medium in `opening_look_dealings` dealings, and the best mean
    # there is kept (docs/bots.md, "The hand kept"). 0: the search alone.
    opening_look: int = 0
    opening_look_turns: int = 0
    opening_look_dealings: int = 0

    def samples_at(self, decisions_made: int, in_break: bool = False) -> int:
        """The samples of a decision after `decisions_made` others in the same turn (or the
        same break)."""
        if self.full_decisions == 0:
            return self.samples
        later = decisions_made - (self.full_in_break if in_break else self.full_decisions) + 1
        return self.samples if later <= 0 else max(1, self.samples >> later)


BUDGETS: dict[Level, Budget] = {
    Level.EASY: Budget(samples=1, completions=2, max_options=12, temperature=0.6),
    # Medium plays each option's turn out once: the levels a step apart alike (Medium beats Easy
    # and Hard beats Medium about 3 games in 4, docs/bots.md "The ladder evened"); with 2 samples
    # of 2 it stood a long step above Easy and a short one below Hard.
    Level.MEDIUM: Budget(samples=1, completions=1, max_options=24),
    # Hard keeps up to 30 options: an action card's decision lists at most 30 (five cards with
    # 0-5 X-tokens each), and its one-step screen would cut the ones spending the most X-tokens
    # (they cost their tokens at once and gain only later in the turn).
    # Its second look: 3 options in 8 dealings, about as much again as the search before it
    # (docs/bots.md, "Hard plays two more turns"). Both doubled from 96 samples and 4 dealings:
    # its games against itself shortened from 41.2 to 39.2 turns a player (docs/bots.md, "Hard's
    # search doubled"). In the solo game's last 8 turns the look plays to the end: +3.3 VP a
    # solo game (docs/bots.md, "The solo game played to its end"); in its last 4 the turn's later
    # decisions get that look too, as many as 16 turns of play allow (+0.6 VP over 8 once the
    # position value's questions were made cheaper: docs/bots.md, "More later looks"); before
    # those 4 a turn's first 4 later decisions look to the end of the next turn (+2.2 VP a solo
    # game over 200 games: docs/bots.md, "Later looks before the last turns"). The solo game's
    # hand kept: 8 hands through the first 5 turns in 12 dealings (+4.7 VP a solo game; 24
    # dealings did as well, but the keep's CPU with the first turn's moved Hard's p95 past 2 s:
    # docs/bots.md, "The hand kept").
    Level.HARD: Budget(
        samples=192,
        completions=4,
        max_options=30,
        halving=True,
        full_decisions=5,
        full_in_break=1,
        second_look=3,
        second_look_dealings=8,
        second_look_to_end=8,
        later_looks_turns=4,
        later_looks_play=16,
        later_look_dealings=8,
        later_look_search_divisor=4,
        early_looks=4,
        opening_look=8,
        opening_look_turns=5,
        opening_look_dealings=12,
    ),
}

# The solo game's own budgets, where a level's differs: with no opponent there is no ladder of
# levels to keep apart, and a solo turn is cheap (Medium's p95 was 0.05 s a turn), so Medium
# weighs each option in 4 dealings of 2 completions (docs/bots.md, "Medium's budget in the solo
# game").
SOLO_BUDGETS: dict[Level, Budget] = {
    Level.MEDIUM: Budget(samples=4, completions=2, max_options=24),
}


def budget_for(level: Level, solo: bool) -> Budget:
    """The budget of `level` in the solo game (`solo`) or in a game against others."""
    return SOLO_BUDGETS.get(level, BUDGETS[level]) if solo else BUDGETS[level]


@frozen
class _Look:
    """The second look a decision gets: how many options, in how many dealings, whether to the
    game's end (else through how many of the seat's next turns), and whether it is a later
    decision's (its search cut: `later_look_search_divisor`)."""

    options: int
    dealings: int
    to_end: bool
    later: bool = False
    turns: int = 1


@frozen
class Line:
    """One completion of the turn: the choices played after the option, and what the position
    at the turn's end is worth."""

    choices: tuple[Choice, ...]
    value: float
    dealing: int = 0  # the sample (dealing of the unseen cards) it was played in


@frozen
class Gains:
    """What a line of play changed for the seat: its own numbers after minus before."""

    appeal: int
    conservation: int
    reputation: int
    money: int
    x_tokens: int
    hand: int  # cards in hand
    zoo_cards: int  # cards played into the zoo (animals, sponsors)
    buildings: int
    partner_zoos: int = 0  # lasting gains an Association action brings, beside the numbers
    universities: int = 0
    with_break: bool = False  # a break paid its income in the line: that is counted in


@frozen
class Reason:
    """One option the bot weighed, for a player asking why: the option and the rest of the turn
    it expected to play, what that would gain, and its worth in victory points against the
    chosen option's (0 for the chosen one, below 0 for the others)."""

    option: Choice
    line: tuple[Choice, ...]
    gains: Gains
    value: float
    behind: float


@frozen
class Why:
    """Why the bot chose as it did: its best options, best first (the chosen one first, unless an
    Easy bot picked another: `chosen`), and, with several samples, how sure it was — the share
    of dealings of the unseen cards in which the chosen option came out best, and over how many
    tries (`samples`: options times dealings). After Hard's second look (`played_on` options in
    `played_on_dealings` dealings; 0 when none) the reasons are its options, each worth its
    mean there (`played_to_end`: its mean final score; else valued after the seat's next
    `played_on_turns` turns), and how sure it was is counted there."""

    reasons: tuple[Reason, ...]
    chosen: Choice
    sure: float | None
    samples: int
    played_on: int = 0
    played_on_dealings: int = 0
    played_to_end: bool = False
    played_on_turns: int = 1


@frozen
class Weighed:
    """An option as the bot weighed it: its worth (the mean of its samples), its best line of
    play, and how many samples it got."""

    option: Choice
    value: float
    line: Line
    tries: int


Stop = Callable[[], bool]  # asked between completions: True to answer with what is known
Progress = Callable[[int, int], None]  # (completions done, completions planned)


@frozen
class _Decided:
    """A decision's search, its options as weighed there (best first), the choice, and the
    second look's findings (None when there was none)."""

    search: _Search
    weighed: list[Weighed]
    chosen: Choice
    outlook: Outlook | None


def _never() -> bool:
    return False


class LookaheadBot:
    """A computer player of a level; `choose` decides, `weigh` says how each option stood."""

    def __init__(
        self,
        level: Level,
        seed: int = 0,
        weights: Weights | None = None,
        budget: Budget | None = None,
    ) -> None:
        self.level = level
        self.budget = budget  # None: the level's for the game (solo or not)
        self.weights = weights  # None: the packaged ones for the game (solo or not)
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
        return self._decide(decision, game, stop, progress).chosen

    def weigh(
        self,
        decision: Decision,
        game: Game,
        stop: Stop = _never,
        progress: Progress | None = None,
    ) -> list[Weighed]:
        """The options tried, best first (ties keep the options' order); every option when the
        search ran to its end. (The search `choose` makes — cut before a later decision's
        look — alone: not a second look.)"""
        look = self._look_planned(decision, game)
        return self._search(decision, game, stop, progress, look).weighed()

    def why(self, decision: Decision, game: Game, top: int = 3) -> Why:
        """The search `choose` makes (the same seed: the same search), told for a player: the
        `top` options, what each would gain, and how sure the bot was."""
        return self.choose_and_say_why(decision, game, top=top)[1]

    def choose_and_say_why(
        self,
        decision: Decision,
        game: Game,
        stop: Stop = _never,
        progress: Progress | None = None,
        top: int = 3,
    ) -> tuple[Choice, Why]:
        """`choose` and `why` from one search: the choice, and the reasons for it."""
        if len(decision.options) == 1:
            only = decision.options[0]
            return only, Why((), only, None, 0)
        decided = self._decide(decision, game, stop, progress)
        search, chosen, found = decided.search, decided.chosen, decided.outlook
        ranked: list[tuple[Weighed, float]]
        if found is None:
            ordered = sorted(decided.weighed, key=lambda w: (w.option != chosen,))
            ranked = [(w, w.value) for w in ordered[:top]]
            sure, samples = search.sureness(chosen), search.sample_count()
        else:
            by_option = {w.option: w for w in decided.weighed}
            order = found.ranked()
            ranked = [(by_option[found.options[i]], found.worth(i)) for i in order[:top]]
            sure, samples = found.sureness(order[0]), found.dealings * len(found.options)
        chosen_value = ranked[0][1]
        reasons = tuple(
            Reason(
                option=w.option,
                line=w.line.choices,
                gains=_gains(search.dealt[w.line.dealing], decision.seat, w.option, w.line),
                value=value,
                behind=value - chosen_value,
            )
            for w, value in ranked
        )
        if found is None:
            return chosen, Why(reasons, chosen, sure, samples)
        looked = len(found.options), found.dealings, found.to_end, found.turns
        return chosen, Why(reasons, chosen, sure, samples, *looked)

    def _decide(
        self, decision: Decision, game: Game, stop: Stop, progress: Progress | None
    ) -> _Decided:
        """The search, the choice (Easy: like a person), and Hard's second look."""
        budget = self.budget_of(game)
        look = self._look_planned(decision, game)
        search = self._search(decision, game, stop, progress, look)
        weighed = search.weighed()
        chosen = weighed[0].option
        if budget.temperature > 0:
            chosen = self._pick_like_a_person(weighed, budget.temperature)
        found = None
        if look is not None and not stop():  # a search cut short answers with what it found
            top = [w.option for w in weighed[: look.options]]
            found = self._second_look(decision, game, top, look, stop, progress, search.planned)
            if found is not None:
                chosen = found.options[found.ranked()[0]]
        return _Decided(search, weighed, chosen, found)

    def _look_planned(self, decision: Decision, game: Game) -> _Look | None:
        """The second look `decision` gets, None for none: Hard's at a turn's first decision
        (the action card), to the end in the solo game's last `second_look_to_end` turns; in
        its last `later_looks_turns` turns also at the turn's next decisions (not a break's),
        as many as `later_looks_play` turns of play allow, the action card's look among them
        (3 with 4 turns left, 4 with 3, 7 with 2, 15 in the last), to the end in
        `later_look_dealings` dealings; before those turns its first `early_looks` later
        decisions, to the end of the next turn. The solo game's hand kept at the start: its
        best `opening_look` through the first `opening_look_turns` turns."""
        budget = self.budget_of(game)
        seat = decision.seat
        if decision.kind == "keep_cards":
            if budget.opening_look < 2 or game.config.players != 1:
                return None
            turns = budget.opening_look_turns
            return _Look(budget.opening_look, budget.opening_look_dealings, False, turns=turns)
        if budget.second_look < 2:
            return None
        if decision.kind == "choose_action":
            to_end = _plays_to_end(game, seat, budget.second_look_to_end)
            return _Look(budget.second_look, budget.second_look_dealings, to_end)
        left = _solo_turns_left(game, seat)
        made = game.decisions_this_turn
        if game.in_break or left is None or made == 0:
            return None
        if left > budget.later_looks_turns:  # before the last turns: to the next turn's end
            looks, to_end = budget.early_looks, False
        else:  # each look plays the turns left, the action card's too: their play bounds the wait
            looks, to_end = (budget.later_looks_play - left) // max(1, left), True
        if made > looks:
            return None
        return _Look(budget.second_look, budget.later_look_dealings, to_end, later=True)

    def _second_look(
        self,
        decision: Decision,
        game: Game,
        options: list[Choice],
        look: _Look,
        stop: Stop,
        progress: Progress | None,
        planned: int,
    ) -> Outlook | None:
        """Each of `options` played on to the end of the seat's next turn (`look.turns`: of
        its next so many; `look.to_end`: to the game's end) by Medium in `look.dealings`
        dealings (bots/second_look.py);
        None with fewer than two options, or when `stop` came before a dealing was played for
        every one. Progress is told against twice the search's `planned` completions: the look
        costs about as much as the search (played to the end, more: progress then moves slower
        on its second half)."""
        if len(options) < 2:
            return None
        seat = decision.seat
        weights = self._weights(game)
        dealer = game.dealer(seat)
        dealings, to_end = look.dealings, look.to_end
        values: list[list[float]] = [[] for _ in options]
        plays = dealings * len(options)
        for dealing in range(dealings):
            world = dealer.deal(self._rng)
            seed = self._rng.randrange(1 << 30)  # Medium's, the same for every option
            found = []
            for index, option in enumerate(options):
                twin, player = world.clone(), _medium_player(random.Random(seed), stop)
                if not play_on(twin, seat, option, player, stop, to_end, look.turns):
                    return outlook(options, values, to_end, look.turns)
                found.append(position_value(twin, seat, weights))  # at the end: the score
                if progress is not None:
                    played = dealing * len(options) + index + 1
                    progress(planned + planned * played // plays, 2 * planned)
            for kept, value in zip(values, found, strict=True):
                kept.append(value)
        return outlook(options, values, to_end, look.turns)

    def _search(
        self,
        decision: Decision,
        game: Game,
        stop: Stop,
        progress: Progress | None,
        look: _Look | None = None,
    ) -> _Search:
        """The options' samples. Progress is told against twice the search's completions when
        a second look follows (`look`); before a later decision's look the search takes a
        `later_look_search_divisor`th of its samples (it only finds the options the look
        weighs)."""
        seat = decision.seat
        dealer = game.dealer(seat)  # the unseen cards gathered once for every dealing
        weights = self._weights(game)  # the same for every copy of the game
        budget = self.budget_of(game)
        options = self._candidates(decision, dealer, weights, budget)
        search = _Search(options)
        samples = budget.samples_at(game.decisions_this_turn, game.in_break)
        if look is not None and look.later:
            samples = max(1, samples // budget.later_look_search_divisor)
        plan_factor = 1 if look is None else 2
        rounds = self._rounds(len(options), samples, budget)
        completions = budget.completions
        planned = sum(tries * count for tries, count in rounds) * completions
        search.planned = planned
        done = 0
        alive = list(range(len(options)))
        for tries, count in rounds:
            alive = sorted(alive, key=search.rank)[:count]
            for index in alive:
                for _ in range(tries):
                    k = len(search.samples.get(index, ()))
                    while len(search.dealt) <= k:
                        search.dealt.append(dealer.deal(self._rng))
                    best: Line | None = None
                    for _ in range(completions):
                        if stop() and (search.samples or best is not None):
                            if best is not None:
                                search.keep(index, best)
                            return search
                        line = self._complete(search.dealt[k], seat, options[index], k, weights)
                        if best is None or line.value > best.value:
                            best = line
                        done += 1
                        if progress is not None:
                            progress(done, planned * plan_factor)
                    assert best is not None
                    search.keep(index, best)
        return search

    # -- the search ---------------------------------------------------------------------------
    @staticmethod
    def _rounds(options: int, samples: int, budget: Budget) -> list[tuple[int, int]]:
        """The search's rounds for `samples`: (samples each, options in the round). Flat: one
        sample for every option first (so that a search cut short has seen them all), then the
        rest. Halving: each round half the options, the best so far, with more samples each."""
        if not budget.halving:
            first = [(1, options)]
            return first if samples == 1 else [*first, (samples - 1, options)]
        count = options
        rounds_left = max(1, math.ceil(math.log2(max(2, options))))
        found = []
        for _ in range(rounds_left):
            found.append((max(1, samples // (rounds_left * count)), count))
            if count == 1:
                break
            count = max(1, (count + 1) // 2)
        return found

    def _candidates(
        self, decision: Decision, dealer: Dealer, weights: Weights, budget: Budget
    ) -> list[Choice]:
        options = list(decision.options)
        keep = budget.max_options
        if len(options) <= keep:
            return options
        if not budget.halving:
            return self._rng.sample(options, keep)
        # Hard: one step deep, in one copy each, the best `keep` go on.
        base = dealer.deal(self._rng)
        scored = []
        for index, option in enumerate(options):
            twin = base.clone()
            twin.apply(option)
            scored.append((position_value(twin, decision.seat, weights), index))
        scored.sort(key=lambda pair: (-pair[0], pair[1]))
        return [options[index] for _value, index in scored[:keep]]

    def _complete(
        self, dealt: Game, seat: int, option: Choice, dealing: int, weights: Weights
    ) -> Line:
        """Apply the option in a copy of a dealing, finish the seat's turn at random, weigh."""
        twin = dealt.clone()  # its own generator, a copy of the dealing's: the same draws
        played: list[Choice] = []
        events = twin.apply(option)
        for _ in range(ROLLOUT_DEPTH):
            if twin.decision_seat != seat or _turn_ended(events):
                break  # (the next turn's options are never listed)
            decision = twin.decision
            assert decision is not None
            choice = self._rng.choice(decision.options)
            played.append(choice)
            events = twin.apply(choice)
        return Line(tuple(played), position_value(twin, seat, weights), dealing)

    def budget_of(self, game: Game) -> Budget:
        """The budget given, or the level's for `game` (the solo game has its own)."""
        if self.budget is not None:
            return self.budget
        return budget_for(self.level, game.config.players == 1)

    def _weights(self, game: Game) -> Weights:
        """The weights given, or the packaged ones for `game` (the solo game has its own)."""
        return self.weights if self.weights is not None else Weights.for_game(game)

    def _pick_like_a_person(self, weighed: list[Weighed], temperature: float) -> Choice:
        top = weighed[0].value
        chances = [math.exp((w.value - top) / temperature) for w in weighed]
        return self._rng.choices([w.option for w in weighed], weights=chances)[0]


class _Search:
    """A search's findings: per option (its index) the value of each sample, in the order of the
    dealings, and its best line; the dealings themselves."""

    def __init__(self, options: Sequence[Choice]) -> None:
        self.options = options
        self.samples: dict[int, list[float]] = {}
        self.best_line: dict[int, Line] = {}
        self.dealt: list[Game] = []  # sample k's dealing, shared by every option
        self.planned = 0  # completions the search planned

    def keep(self, index: int, line: Line) -> None:
        self.samples.setdefault(index, []).append(line.value)
        if index not in self.best_line or line.value > self.best_line[index].value:
            self.best_line[index] = line

    def worth(self, index: int) -> float:
        values = self.samples[index]
        return sum(values) / len(values)

    def rank(self, index: int) -> tuple[float, int]:
        """Best first, untried options in their order (before a round, for halving)."""
        return (-self.worth(index) if index in self.samples else 0.0, index)

    def weighed(self) -> list[Weighed]:
        found = {
            index: Weighed(self.options[index], self.worth(index), self.best_line[index], len(v))
            for index, v in self.samples.items()
        }
        return [found[i] for i in sorted(found, key=lambda i: (-found[i].value, i))]

    def sample_count(self) -> int:
        return sum(len(values) for values in self.samples.values())

    def sureness(self, chosen: Choice) -> float | None:
        """The share of dealings, among those the chosen option and another were played in,
        in which the chosen option did best (None: no such dealing)."""
        mine = next(i for i, option in enumerate(self.options) if option == chosen)
        others = (v for i, v in self.samples.items() if i != mine)
        return share_of_best(self.samples.get(mine, []), others)


def _solo_turns_left(game: Game, seat: int) -> int | None:
    """The solo game's turns still to play, the one under way counted; None against others."""
    if game.config.players != 1:
        return None
    return SOLO_TURNS - game.player_facts(seat, seat).turns_taken  # (asked at every decision)


def _plays_to_end(game: Game, seat: int, last_turns: int) -> bool:
    """Whether the second look plays on to the game's end: in the solo game's last `last_turns`
    turns, whose end is known to the turn. Its value weighs what a zoo has at a turn's end; the
    last turns are best weighed by the score itself, and Medium plays them for little (Hard's
    solo games 3.3 VP better, docs/bots.md "The solo game played to its end")."""
    left = _solo_turns_left(game, seat)
    return left is not None and last_turns > 0 and left <= last_turns


def _medium_player(rng: random.Random, stop: Stop) -> Player:
    """The player of the second look: each decision by a Medium bot (against others' budget,
    also in the solo game: its plays are many) seeded from `rng`."""

    def player(decision: Decision, game: Game) -> Choice:
        bot = LookaheadBot(Level.MEDIUM, rng.randrange(1 << 30), budget=BUDGETS[Level.MEDIUM])
        return bot.choose(decision, game, stop)

    return player


def _gains(dealt: Game, seat: int, option: Choice, line: Line) -> Gains:
    """The seat's own numbers after the option and its line (played again in the same dealing:
    the same draws) minus before."""
    before = dealt.player_view(seat, seat)
    twin = dealt.clone()
    with_break = False
    for choice in (option, *line.choices):
        events = twin.apply(choice)
        with_break |= any(isinstance(e, BreakStep) and e.step >= INCOME_STEP for e in events)
    after = twin.player_view(seat, seat)
    return Gains(
        appeal=after.appeal - before.appeal,
        conservation=after.conservation - before.conservation,
        reputation=after.reputation - before.reputation,
        money=after.money - before.money,
        x_tokens=after.x_tokens - before.x_tokens,
        hand=len(after.hand) - len(before.hand),
        zoo_cards=len(after.zoo_cards) - len(before.zoo_cards),
        buildings=len(after.buildings) - len(before.buildings),
        partner_zoos=len(after.partner_zoos) - len(before.partner_zoos),
        universities=len(after.universities) - len(before.universities),
        with_break=with_break,
    )


def _turn_ended(events: Sequence[object]) -> bool:
    return any(isinstance(event, TurnStarted) for event in events)
