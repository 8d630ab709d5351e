"""Which "Turn N" a player reads (no Qt here): the table's header, the log, the summary, the
replay and the lists of saved games all count the same way.

The engine counts finished turns (`view.turn`); a player reads the turn being played, counted
from 1 like the log's "Turn N" lines. Between two turns (a turn waiting for End turn, a break,
the final scoring, the end of the game) it is the turn just finished, never the next one.
"""

from __future__ import annotations

from .engine import SOLO_ROUNDS, GameView


def game_is_finishing(view: GameView) -> bool:
    """The last turn has ended and the final scoring is under way (its discards)."""
    if view.phase != "play" or view.in_break:
        return False
    solo = view.solo
    if solo is not None:
        return solo.round == len(SOLO_ROUNDS) and solo.moved == solo.row
    return view.end is not None and not view.end.remaining


def between_turns(view: GameView, waiting: bool = False) -> bool:
    """No turn is being played: the last one waits for End turn (`waiting`), a break or the
    final scoring is under way, or the game is over."""
    return waiting or view.in_break or view.phase == "over" or game_is_finishing(view)


def turn_number(view: GameView, waiting: bool = False) -> int:
    """The number of "Turn N" everywhere a player reads it."""
    return view.turn if between_turns(view, waiting) else view.turn + 1
