"""The one function both paths of the computer player run (bots/worker.py: in its own process, or
in-process): the choice of a level's bot at a position given as a config and a choice log, on a
game kept between requests. Deterministic: the bot for a decision is seeded from (seed, number
of choices so far). Nothing here imports Qt."""

from __future__ import annotations

import hashlib
import time
from collections.abc import Sequence

from ..engine import (
    Choice,
    Game,
    GameConfig,
    IllegalChoice,
    new_game,
)
from .kinds import DEFAULT_LEVEL, check_kind, make_bot
from .lookahead import LookaheadBot, Progress, Stop, Why

TIME_CAP = 10.0  # seconds a think may run before it answers with the best found so far
# Why an answer was cut short (AnswerInfo.cut_short); "" when the search ran to its end.
HURRIED = "hurry"  # the player's "Move now"
TIMED_OUT = "time cap"
REPLACED = "replaced"  # a newer request (or "stop") came: this answer is dropped anyway


class BotWorkerError(RuntimeError):
    """The computer player could not answer a request."""


class BotRequestError(BotWorkerError):
    """The request cannot be answered: the game is over, the decision belongs to another seat, or
    the choices do not replay. The worker process is fine."""


def never() -> bool:
    return False


def bot_seed(seed: int, ply: int) -> int:
    """The seed of the bot deciding after `ply` choices (stable across processes and runs)."""
    digest = hashlib.sha256(f"arknova-bot/{seed}/{ply}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def seat_seed(game_seed: int, seat: int) -> int:
    """The seed of a seat's computer player in a game of `game_seed` (the app, the tournament
    and the tuner seed alike, so a seeded game is the same in each)."""
    return game_seed * 101 + seat


def replay(config: GameConfig, choices: Sequence[Choice]) -> Game:
    """A new game of `config` with `choices` applied; BotRequestError if one is not legal."""
    game = new_game(config)
    _apply_all(game, choices, 0)
    return game


def bot_choice(
    config: GameConfig,
    choices: Sequence[Choice],
    seat: int,
    seed: int,
    game: Game | None = None,
    level: str = DEFAULT_LEVEL,
    stop: Stop = never,
    progress: Progress | None = None,
) -> Choice:
    """The choice of the computer player of `level` (bots/kinds.py: a level, or a kind kept for
    measuring) for `seat` at the decision open after `choices`: `bot_choice_and_why` without
    the reasons."""
    return bot_choice_and_why(config, choices, seat, seed, game, level, stop, progress)[0]


def bot_choice_and_why(
    config: GameConfig,
    choices: Sequence[Choice],
    seat: int,
    seed: int,
    game: Game | None = None,
    level: str = DEFAULT_LEVEL,
    stop: Stop = never,
    progress: Progress | None = None,
) -> tuple[Choice, Why | None]:
    """The choice of the computer player of `level` for `seat` at the decision open after
    `choices`, and a level's reasons for it (`LookaheadBot.choose_and_say_why`: from the very
    search that chose, so the choice is the one `choose` makes); None for the kinds kept for
    measuring (random, greedy), which have no reasons.

    `game`, when given, must be that position (it saves the replay; it is not changed). `stop`
    and `progress` reach a level's search (bots/lookahead.py): `stop()`, asked between
    completions, True answers with the best found so far; `progress(done, planned)` after each
    completion. Raises BotRequestError when the game is over or the open decision is another
    seat's, ValueError for an unknown level."""
    check_kind(level)
    if game is None:
        game = replay(config, choices)
    decision = game.decision
    if decision is None:
        raise BotRequestError("the game is over: there is no decision for the computer player")
    if decision.seat != seat:
        raise BotRequestError(
            f"the open decision ({decision.prompt}) belongs to Player {decision.seat + 1}, "
            f"not to the computer player's seat {seat + 1}"
        )
    bot = make_bot(level, bot_seed(seed, len(choices)))
    if isinstance(bot, LookaheadBot):
        return bot.choose_and_say_why(decision, game, stop, progress)
    return bot.choose(decision, game), None


def _apply_all(game: Game, choices: Sequence[Choice], start: int) -> None:
    for index in range(start, len(choices)):
        try:
            game.apply(choices[index])
        except IllegalChoice as error:
            raise BotRequestError(f"choice {index + 1} does not replay: {error}") from error


class Replayer:
    """A game kept between requests: extended when the choices extend the ones applied, else
    replayed from a new game."""

    def __init__(self) -> None:
        self.config: GameConfig | None = None
        self.applied: list[Choice] = []
        self.game: Game | None = None

    def game_for(self, config: GameConfig, choices: Sequence[Choice]) -> tuple[Game, int, bool]:
        """The position after `choices`; also how many choices were applied for it and whether
        it was replayed from a new game."""
        done = len(self.applied)
        keep = (
            self.game is not None
            and config == self.config
            and len(choices) >= done
            and all(a == b for a, b in zip(self.applied, choices, strict=False))
        )
        if not keep or self.game is None:
            self.game, self.config, self.applied, done = new_game(config), config, [], 0
        game = self.game
        try:
            _apply_all(game, choices, done)
        except BotRequestError:
            self.game, self.config, self.applied = None, None, []  # half applied: start over
            raise
        self.applied.extend(choices[done:])
        return game, len(choices) - done, not keep


def answer(
    replayer: Replayer,
    config: GameConfig,
    choices: Sequence[Choice],
    seat: int,
    seed: int,
    level: str,
    stop: Stop = never,
    progress: Progress | None = None,
) -> tuple[Choice, Why | None, int, bool, float, float]:
    """bot_choice_and_why on the replayer's kept game: the choice, the reasons for it (None
    from a kind that has none), choices applied, replayed from a new game or not, seconds
    replaying, seconds thinking."""
    started = time.perf_counter()
    game, applied, from_start = replayer.game_for(config, choices)
    replayed = time.perf_counter()
    choice, why = bot_choice_and_why(config, choices, seat, seed, game, level, stop, progress)
    return choice, why, applied, from_start, replayed - started, time.perf_counter() - replayed


class Deadline:
    """A think's `stop` with the time cap alone (the in-process path): True once `time_cap`
    seconds have passed since it was made; `cut` says why it said True ("" before)."""

    def __init__(self, time_cap: float) -> None:
        self.cut = ""
        self._end = time.perf_counter() + time_cap

    def __call__(self) -> bool:
        if not self.cut and time.perf_counter() >= self._end:
            self.cut = TIMED_OUT
        return bool(self.cut)
