"""The computer players by name: the three levels a player picks, and the two kept to measure
them against (uniformly random play, and the one-turn greedy bot of earlier versions)."""

from __future__ import annotations

from typing import Protocol

from ..engine import Choice, Decision, Game
from .greedy_bot import GreedyBot
from .lookahead import Level, LookaheadBot
from .random_bot import RandomBot

RANDOM = "random"
GREEDY = "greedy"
LEVELS: tuple[str, ...] = tuple(level.value for level in Level)  # easy, medium, hard
BOT_KINDS: tuple[str, ...] = (*LEVELS, GREEDY, RANDOM)
DEFAULT_LEVEL = Level.MEDIUM.value


class Bot(Protocol):
    def choose(self, decision: Decision, game: Game) -> Choice: ...


def check_kind(kind: str) -> None:
    """ValueError unless `kind` is one of BOT_KINDS."""
    if kind not in BOT_KINDS:
        raise ValueError(f"no computer player {kind!r}: one of {', '.join(BOT_KINDS)}")


def make_bot(kind: str, seed: int) -> Bot:
    """A computer player of `kind` (one of BOT_KINDS), seeded."""
    check_kind(kind)
    if kind == RANDOM:
        return RandomBot(seed)
    if kind == GREEDY:
        return GreedyBot(seed)
    return LookaheadBot(Level(kind), seed)
