"""The computer player thinks in a process of its own, so that the window never freezes.

A thread would not do: a think is pure Python and would hold the GIL the window needs. So
`BotWorker` runs `bot_choice` (bots/thinking.py) in one child process (its loop:
bots/worker_child.py), started with ``spawn`` everywhere (also in the PyInstaller bundle, where
the child is the program itself started again and `arknova_desktop.__main__.main` hands it over
with `multiprocessing.freeze_support()` first thing). The API is plain, non-blocking Python for
a QTimer to poll. Nothing this module imports imports Qt, so a child started from a checkout
never loads PySide6; in the bundle PyInstaller's own runtime hook loads PySide6.QtCore into every
process before our code runs (no QtGui, no QtWidgets, no application object; see
`unexpected_qt`).

Start-up: the process starts on the first `submit` (or on `start()`, to have it ready); the first
answer then waits for it, about 0.3 s from a checkout and 0.5 s in the bundle on a 2-core
machine. After that a request answers in the level's think time (bots/lookahead.py: a few ms for
Easy, more for Hard; README.md gives the measured times).

    worker = BotWorker()
    request = worker.submit(config, choices, seat, seed, level)  # returns at once
    ...                                                         # every few ms, from a QTimer:
    worker.progress()                                           # (done, planned) or None
    worker.hurry()                                              # "Move now": answer at once
    answer = worker.result()                                    # None while thinking
    if answer is not None:
        request, choice = answer                                # given once; apply `choice`

Thinking: the bot's search is counted in completions (so a seed gives the same game on every
machine). Between two completions the child asks its `stop` whether to answer now with the best
found so far: when the parent sent "hurry" for the request (`hurry()`: the player's "Move now"),
when a newer request or "stop" arrived (the answer would be dropped anyway; the newer request is
kept and answered next), or when the think has run past `time_cap` seconds (a slow machine still
gets an answer). While it thinks the child sends its progress, at most every `progress_every`
seconds, which `progress()` gives as (completions done, completions planned). `last_answer`
says whether an answer was cut short and why (`cut_short`), and holds the level's reasons for
the choice (`why`: the search that chose, sent along with the answer; no second search).

Requests: the newest one counts. A new `submit` replaces the request before it and `cancel`
forgets it; a think the child has begun ends at its next completion when a newer request comes
(not after a `cancel`: it runs to its end), and that late answer is dropped. Requests that pile
up while the child is busy are skipped to the newest.

The child keeps its game between requests: when the new choices extend the ones it has replayed
it applies only the new ones, otherwise (undo, another game) it replays from `new_game(config)`.
The parent sends only the choices the child has not been sent yet, so a request stays small.

Failures, all raised from `result()` (or `wait()`) once, as a `BotWorkerError`:
- `BotRequestError`: the request cannot be answered (the game is over, the open decision is not
  the given seat's, a choice does not replay); the process is fine and stays.
- `BotCrashed`: the process died (killed, crashed, could not start). `result()` never hangs on a
  dead process: it notices the death and raises. The next `submit` starts a new process (the
  first answer then takes the start-up time again). The player can be told, and the caller may
  answer that one decision in-process with `bot_choice` (a short freeze) to keep the game going.
- `BotWorkerError` itself: the bot raised something unexpected (an engine bug); the message
  holds the child's traceback. The process is fine and stays.
A think is cut at `time_cap` between two completions; one completion that never ends is not
detected here: `elapsed` tells how long the current request has been waiting, and `close()`
stops the process (the next `submit` starts a fresh one).

`bot_choice` is the one function both paths run, and it is deterministic: the bot for a decision
is seeded from (seed, number of choices so far), so the process and `in_process=True` agree (as
long as neither is cut short: the in-process path has the time cap too, but no hurry).
"""

from __future__ import annotations

import contextlib
import multiprocessing
import time
import weakref
from collections.abc import Sequence
from multiprocessing.connection import Connection
from multiprocessing.connection import wait as wait_for
from typing import Any

from attrs import frozen

from ..engine import Choice, GameConfig
from .kinds import DEFAULT_LEVEL, check_kind
from .lookahead import Why
from .thinking import (
    HURRIED,
    REPLACED,
    TIME_CAP,
    TIMED_OUT,
    BotRequestError,
    BotWorkerError,
    Deadline,
    Replayer,
    answer,
    bot_choice,
    bot_seed,
    replay,
)
from .worker_child import send, serve

__all__ = [
    "HURRIED",
    "REPLACED",
    "TIMED_OUT",
    "AnswerInfo",
    "BotCrashed",
    "BotRequestError",
    "BotWorker",
    "BotWorkerError",
    "bot_choice",
    "bot_seed",
    "check_process",
    "replay",
    "unexpected_qt",
]

STOP_GRACE = 1.0  # seconds close() waits for the child to stop by itself, then terminates it
PROGRESS_EVERY = 0.1  # seconds between two progress messages of the child, at least


class BotCrashed(BotWorkerError):
    """The worker process died or could not start; the next submit starts a new one."""


@frozen
class AnswerInfo:
    """How an answer was reached: `applied` choices replayed for it (`from_start`: from a new
    game, else on top of the child's kept game), seconds for replaying and for thinking in the
    child, and seconds from submit() until the answer was received (`total_seconds`; the first
    answer includes the process start); `cut_short`: why the search stopped before its end
    (HURRIED, TIMED_OUT, REPLACED; "" when it ran to its end); `progress`: the last (done,
    planned) received before the answer (None when none came); `why`: the level's reasons
    for the choice, from the search that chose (None from a kind that has none)."""

    request: int
    applied: int
    from_start: bool
    replay_seconds: float
    think_seconds: float
    total_seconds: float
    cut_short: str = ""
    progress: tuple[int, int] | None = None
    why: Why | None = None


def _stop(process: Any, conn: Connection) -> None:
    """Ask the child to stop, wait a little, then terminate (and at last kill) it."""
    send(conn, ("stop",))
    process.join(STOP_GRACE)
    if process.is_alive():
        process.terminate()
        process.join(STOP_GRACE)
    if process.is_alive():
        process.kill()
        process.join(STOP_GRACE)
    conn.close()
    with contextlib.suppress(ValueError):  # still running after all: leave it to the system
        process.close()


# -- the parent side -------------------------------------------------------------------------------
class BotWorker:
    """One computer-player process, reused for every request; started lazily on first submit.

    `in_process=True` computes synchronously in submit() instead (tests, or a fallback when no
    process can be started); results and errors come from result() the same way, there is no
    progress and nothing to hurry. `time_cap`: seconds a think may run before it answers with
    the best found so far (both paths); `progress_every`: seconds between two progress
    messages, at least."""

    def __init__(
        self,
        *,
        in_process: bool = False,
        time_cap: float = TIME_CAP,
        progress_every: float = PROGRESS_EVERY,
    ) -> None:
        self.in_process = in_process
        self.time_cap = time_cap
        self.progress_every = progress_every
        self._next_id = 1
        self._pending: int | None = None
        self._outcome: tuple[int, Choice] | BotWorkerError | None = None
        self._progress: tuple[int, int] | None = None  # the pending request's, as last sent
        self._submitted_at = 0.0
        self._process: Any = None  # a multiprocessing SpawnProcess
        self._conn: Connection | None = None
        self._finalizer: weakref.finalize[Any, Any] | None = None
        self._sent_config: GameConfig | None = None
        self._sent: list[Choice] = []  # what the child holds: every choice sent since its start
        self._replayer = Replayer()  # the in-process path's kept game
        self.last_answer: AnswerInfo | None = None
        self.restarts = 0  # processes started after the first (after a crash or a close)
        self._started_once = False

    # -- requests ---------------------------------------------------------------------------------
    def submit(
        self,
        config: GameConfig,
        choices: Sequence[Choice],
        seat: int,
        seed: int,
        level: str = DEFAULT_LEVEL,
    ) -> int:
        """Start thinking about the decision open after replaying `choices` on new_game(config)
        for `seat`, with the bot of `level` seeded from `seed`; returns the request id at once.
        Replaces (cancels) any older request. ValueError for an unknown level."""
        check_kind(level)
        request = self._next_id
        self._next_id += 1
        self._pending, self._outcome, self._progress = request, None, None
        self._submitted_at = time.perf_counter()
        choices = list(choices)
        if self.in_process:
            self._compute_here(request, config, choices, seat, seed, level)
            return request
        for attempt in (1, 2):  # a child found dead is restarted once
            try:
                self._ensure_process()
                self._send_think(request, config, choices, seat, seed, level)
                break
            except Exception as error:  # cannot start or cannot reach the child
                self._discard_process()
                if attempt == 2:
                    self._outcome = BotCrashed(
                        f"the computer player's process could not be started: "
                        f"{type(error).__name__}: {error}"
                    )
        return request

    def progress(self) -> tuple[int, int] | None:
        """Non-blocking: (completions done, completions planned) of the current request as the
        child last reported it; None before its first report, once it is answered, and when
        nothing is asked (or in-process)."""
        if self._pending is None:
            return None
        self._poll()
        return self._progress if self._outcome is None else None

    def hurry(self) -> bool:
        """Ask the child to answer the current request now, with the best it has found so far
        (the player's "Move now"). False when there is nothing to hurry: no request, already
        answered, in-process. A child that died meanwhile is reported by result()."""
        if self.in_process or self._pending is None or self._outcome is not None:
            return False
        if self._conn is None:
            return False
        return send(self._conn, ("hurry", self._pending))

    def result(self) -> tuple[int, Choice] | None:
        """Non-blocking: (request id, choice) once the newest request is answered, given once;
        None while thinking or when nothing is asked. Raises a BotWorkerError (once) when the
        request failed: see the module's doc."""
        if self._pending is None:
            return None
        self._poll()
        return self._take_outcome()

    def wait(self, timeout: float) -> tuple[int, Choice] | None:
        """Block up to `timeout` seconds for result() (smoke tests, scripts; not the GUI)."""
        deadline = time.perf_counter() + timeout
        while True:
            answer = self.result()
            if answer is not None or self._pending is None:
                return answer
            left = deadline - time.perf_counter()
            if left <= 0:
                return None
            if self._conn is not None and self._process is not None:
                wait_for([self._conn, self._process.sentinel], min(left, 0.5))

    @property
    def busy(self) -> bool:
        """True while a request is out and neither its answer nor its failure has arrived."""
        if self._pending is None:
            return False
        self._poll()
        return self._outcome is None

    @property
    def elapsed(self) -> float:
        """Seconds since the current request was submitted (0 when there is none)."""
        return time.perf_counter() - self._submitted_at if self._pending is not None else 0.0

    @property
    def pid(self) -> int | None:
        """The child's process id, while one is started."""
        return self._process.pid if self._process is not None else None

    def cancel(self) -> None:
        """Forget the current request: its answer, if it comes, is dropped."""
        self._pending, self._outcome, self._progress = None, None, None

    def start(self) -> None:
        """Start the process now (optional: submit starts it anyway), so that the first answer
        does not wait for the start-up."""
        if not self.in_process:
            try:
                self._ensure_process()
            except Exception:  # submit reports it
                self._discard_process()

    def close(self) -> None:
        """Stop the process and forget the current request (idempotent; also done at interpreter
        exit and when the worker is garbage collected). A later submit starts a new process."""
        self.cancel()
        self._discard_process()

    def child_info(self, timeout: float = 30.0) -> dict[str, object]:
        """Diagnostics from the child: pid, parent_pid, pyside6 (whether PySide6 is loaded in
        it), qt_modules, frozen. For tests and --smoke-test, not the GUI: blocks up to `timeout`
        (answered after every request sent before it). Starts the process if needed."""
        if self.in_process:
            raise BotWorkerError("an in-process worker has no child")
        request = self._next_id
        self._next_id += 1
        try:
            self._ensure_process()
            assert self._conn is not None and self._process is not None
            self._conn.send(("info", request))
        except Exception as error:
            self._discard_process()
            raise BotCrashed(f"the computer player's process cannot be reached: {error}") from error
        deadline = time.perf_counter() + timeout
        while True:
            left = deadline - time.perf_counter()
            if left <= 0:
                raise BotWorkerError(f"the computer player's process did not answer in {timeout} s")
            wait_for([self._conn, self._process.sentinel], left)
            try:
                while self._conn.poll(0):
                    message = self._conn.recv()
                    if message[0] == "info" and message[1] == request:
                        info: dict[str, object] = message[2]
                        return info
                    self._take(message)
            except (EOFError, OSError) as error:
                self._discard_process()
                raise BotCrashed("the computer player's process stopped") from error
            if not self._process.is_alive() and not self._conn.poll(0):
                self._discard_process()
                raise BotCrashed("the computer player's process stopped")

    # -- inside ----------------------------------------------------------------------------------
    def _compute_here(
        self,
        request: int,
        config: GameConfig,
        choices: list[Choice],
        seat: int,
        seed: int,
        level: str,
    ) -> None:
        deadline = Deadline(self.time_cap)
        try:
            choice, why, applied, from_start, replay_s, think_s = answer(
                self._replayer, config, choices, seat, seed, level, deadline
            )
        except BotWorkerError as error:
            self._outcome = error
            return
        except Exception as error:  # a bug: the same report as from the child
            failure = BotWorkerError(f"{type(error).__name__}: {error}")
            failure.__cause__ = error
            self._outcome = failure
            return
        self._answered(request, choice, applied, from_start, replay_s, think_s, deadline.cut, why)

    def _answered(
        self,
        request: int,
        choice: Choice,
        applied: int,
        from_start: bool,
        replay_s: float,
        think_s: float,
        cut_short: str,
        why: Why | None,
    ) -> None:
        """The newest request is answered (here or by the child): keep it, its timings and
        its reasons."""
        self._outcome = (request, choice)
        self.last_answer = AnswerInfo(
            request,
            applied,
            from_start,
            replay_s,
            think_s,
            time.perf_counter() - self._submitted_at,
            cut_short,
            self._progress,
            why,
        )

    def _ensure_process(self) -> None:
        if self._process is not None and self._process.is_alive():
            return
        self._discard_process()
        context = multiprocessing.get_context("spawn")  # the same everywhere, bundle included
        parent_end, child_end = context.Pipe(duplex=True)
        process = context.Process(target=serve, args=(child_end,), name="arknova-bot", daemon=True)
        try:
            process.start()
        except BaseException:
            parent_end.close()
            raise
        finally:
            child_end.close()  # the child has its own copy; this lets it see our end close
        self._process, self._conn = process, parent_end
        self._finalizer = weakref.finalize(self, _stop, process, parent_end)
        if self._started_once:
            self.restarts += 1
        self._started_once = True

    def _send_think(
        self,
        request: int,
        config: GameConfig,
        choices: list[Choice],
        seat: int,
        seed: int,
        level: str,
    ) -> None:
        assert self._conn is not None
        if config != self._sent_config:
            base = 0
        else:
            sent = self._sent
            base = 0
            limit = min(len(sent), len(choices))
            while base < limit and sent[base] == choices[base]:
                base += 1
        self._conn.send(
            (
                "think",
                request,
                config,
                base,
                choices[base:],
                seat,
                seed,
                level,
                self.time_cap,
                self.progress_every,
            )
        )
        self._sent_config, self._sent = config, choices

    def _discard_process(self) -> None:
        """Forget a dead (or unreachable) process, so that the next submit starts a new one."""
        finalizer, self._finalizer = self._finalizer, None
        self._process, self._conn = None, None
        self._sent_config, self._sent = None, []
        if finalizer is not None:
            finalizer()

    def _poll(self) -> None:
        """Take in what the child has sent, without blocking; notice a dead child."""
        if self.in_process or self._outcome is not None or self._pending is None:
            return
        process, conn = self._process, self._conn
        if process is None or conn is None:
            self._outcome = BotCrashed("the computer player's process is not running")
            return
        alive = process.is_alive()  # before reading: an answer sent just before dying counts
        try:
            while conn.poll(0):
                self._take(conn.recv())
        except (EOFError, OSError):
            alive = False
        if self._outcome is None and not alive:
            code = process.exitcode
            self._discard_process()
            how = f"exit code {code}" if code is not None else "connection lost"
            self._outcome = BotCrashed(
                f"the computer player's process stopped ({how}) before it answered; "
                "it is started again on the next request"
            )

    def _take(self, message: tuple[Any, ...]) -> None:
        kind, request = message[0], message[1]
        if request != self._pending or self._outcome is not None:
            return  # a late answer to a replaced or cancelled request
        if kind == "progress":
            self._progress = (message[2], message[3])
        elif kind == "answer":
            _, _, choice, applied, from_start, replay_s, think_s, cut_short, why = message
            self._answered(request, choice, applied, from_start, replay_s, think_s, cut_short, why)
        elif kind == "refused":
            self._outcome = BotRequestError(message[2])
        elif kind == "failed":
            self._outcome = BotWorkerError(f"the computer player failed: {message[2]}")

    def _take_outcome(self) -> tuple[int, Choice] | None:
        outcome = self._outcome
        if outcome is None:
            return None
        self._pending, self._outcome, self._progress = None, None, None
        if isinstance(outcome, BotWorkerError):
            raise outcome
        return outcome


def unexpected_qt(info: dict[str, object]) -> list[str]:
    """The Qt modules in the child (from `child_info`) that should not be there: none at all from
    a checkout. In the PyInstaller bundle its runtime hook for PySide6 imports PySide6.QtCore
    (with shiboken6) in every process of the program before any of ours runs, the child too:
    that much is allowed, but no other Qt module (no QtGui, no QtWidgets)."""
    modules = info.get("qt_modules")
    names = [str(name) for name in modules] if isinstance(modules, list) else []
    if not info.get("frozen"):
        return names
    return [name for name in names if name.startswith("PySide6.Qt") and name != "PySide6.QtCore"]


def check_process(config: GameConfig, choices: Sequence[Choice], timeout: float = 30.0) -> str:
    """For --smoke-test: one decision of the position through a real worker process, compared
    with the in-process answer. Returns a line for the report; raises BotWorkerError."""
    game = replay(config, choices)
    decision = game.decision
    if decision is None:
        return "computer player not asked (the game is over)"
    worker = BotWorker()
    try:
        started = time.perf_counter()
        worker.submit(config, choices, decision.seat, config.seed)
        answer = worker.wait(timeout)
        seconds = time.perf_counter() - started
        if answer is None:
            raise BotWorkerError(f"the computer player's process gave no answer in {timeout:g} s")
        info = worker.child_info(timeout)
    finally:
        worker.close()
    unexpected = unexpected_qt(info)
    if unexpected:
        raise BotWorkerError(f"the computer player's process loaded {', '.join(unexpected)}")
    expected = bot_choice(config, choices, decision.seat, config.seed, game)
    if answer[1] != expected:
        raise BotWorkerError(
            f"the process chose {answer[1].describe()!r}, in-process {expected.describe()!r}"
        )
    return f"computer player answered in its own process in {seconds:.1f} s"
