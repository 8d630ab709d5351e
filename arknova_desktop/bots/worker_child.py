"""The computer player's process (bots/worker.py is its parent's side): it answers the newest
request, polls its connection between completions for a "hurry" (and keeps what else arrives for
after), and reports its progress. Started with ``spawn``: it imports only the bots and the
engine, never Qt."""

from __future__ import annotations

import os
import sys
import time
import traceback
from multiprocessing.connection import Connection
from typing import Any

from ..engine import Choice
from .thinking import HURRIED, REPLACED, BotRequestError, Deadline, Replayer, answer


class ChildThink(Deadline):
    """The child's `stop` and `progress` for one request. `stop` also reads what the parent
    sent meanwhile (conn.poll() costs microseconds, a completion milliseconds): a "hurry" for
    this request answers now; anything else is kept in `held`, in order, for after this think,
    and a newer "think" or a "stop" answers now too (the parent drops this answer)."""

    def __init__(
        self,
        conn: Connection,
        request: int,
        time_cap: float,
        progress_every: float,
        held: list[tuple[Any, ...]],
        hurried: bool,
    ) -> None:
        super().__init__(time_cap)
        self.conn, self.request, self.held = conn, request, held
        self.progress_every = progress_every
        self._last_sent = time.perf_counter()
        if hurried:  # the hurry came with the request
            self.cut = HURRIED

    def __call__(self) -> bool:
        if self.cut:
            return True
        try:
            while self.conn.poll():
                self._note(self.conn.recv())
        except (EOFError, OSError):
            self.cut = REPLACED  # the parent is gone: nobody waits for this answer
        return super().__call__()

    def _note(self, message: tuple[Any, ...]) -> None:
        if message[0] == "hurry" and message[1] == self.request:
            self.cut = self.cut or HURRIED
            return
        self.held.append(message)
        if message[0] in ("think", "stop"):
            self.cut = self.cut or REPLACED

    def progress(self, done: int, planned: int) -> None:
        now = time.perf_counter()
        if now - self._last_sent >= self.progress_every:
            self._last_sent = now
            send(self.conn, ("progress", self.request, done, planned))


# -- the child process -----------------------------------------------------------------------------
# Messages, parent to child: ("think", id, config, base, new_choices, seat, seed, level, time_cap,
# progress_every): the choices are the first `base` of those sent before, then `new_choices`;
# ("hurry", id): answer that request now with the best found so far; ("info", id); ("stop",).
# Child to parent: ("progress", id, done, planned) while thinking, at most every
# `progress_every` seconds; ("answer", id, choice, applied, from_start, replay_s, think_s,
# cut_short, why): `why` the level's reasons (lookahead.Why: attrs records of Choices and
# numbers, pickled like the choice) or None; ("refused", id, text), ("failed", id, text),
# ("info", id, dict).


def serve(conn: Connection) -> None:
    """The child's loop: answer the newest request, until told to stop or the parent is gone.
    Requests waiting together are skipped to the newest; an "info" is answered after every
    request sent before it; what arrives while a request is thought about is handled after it
    (in the order it came)."""
    replayer = Replayer()
    received: list[Choice] = []  # every choice sent, as the parent's `_sent`
    held: list[tuple[Any, ...]] = []  # read during a think, handled after it
    while True:
        try:
            batch = list(held) if held else [conn.recv()]
            held.clear()
            while conn.poll():
                batch.append(conn.recv())
        except (EOFError, OSError):
            return  # the parent is gone
        hurried = {message[1] for message in batch if message[0] == "hurry"}
        think: tuple[Any, ...] | None = None
        for message in batch:
            if message[0] == "stop":
                return
            if message[0] == "think":
                base, new = message[3], message[4]
                del received[base:]
                received.extend(new)
                think = message  # an older think of the same batch is skipped
            elif message[0] == "info":
                if think is not None and not send(
                    conn, _think(conn, replayer, think, received, held, hurried)
                ):
                    return
                think = None
                if not send(conn, ("info", message[1], child_info())):
                    return
        if think is not None and not send(
            conn, _think(conn, replayer, think, received, held, hurried)
        ):
            return


def _think(
    conn: Connection,
    replayer: Replayer,
    message: tuple[Any, ...],
    choices: list[Choice],
    held: list[tuple[Any, ...]],
    hurried: set[int],
) -> tuple[Any, ...]:
    """The reply to a "think" message; what arrives meanwhile goes to `held`."""
    _, request, config, _base, _new, seat, seed, level, time_cap, progress_every = message
    think = ChildThink(conn, request, time_cap, progress_every, held, request in hurried)
    try:
        choice, why, applied, from_start, replay_s, think_s = answer(
            replayer, config, choices, seat, seed, level, think, think.progress
        )
    except BotRequestError as error:
        return ("refused", request, str(error))
    except Exception as error:  # a bug: report it with where it happened, keep serving
        return ("failed", request, f"{type(error).__name__}: {error}\n{traceback.format_exc()}")
    return ("answer", request, choice, applied, from_start, replay_s, think_s, think.cut, why)


def send(conn: Connection, message: tuple[Any, ...]) -> bool:
    try:
        conn.send(message)
    except (OSError, EOFError):
        return False
    return True


def child_info() -> dict[str, object]:
    return {
        "pid": os.getpid(),
        "pyside6": "PySide6" in sys.modules,
        "qt_modules": sorted(
            name for name in sys.modules if name.startswith(("PySide6", "shiboken"))
        ),
        "parent_pid": os.getppid(),
        "frozen": bool(getattr(sys, "frozen", False)),
    }
