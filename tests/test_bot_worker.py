"""The computer player's worker process (arknova_desktop/bots/worker.py): the process and the
in-process path give the same choice; requests extend the child's kept game; a replaced or
cancelled request's answer is dropped; a killed child is reported and replaced; the child never
loads Qt; result() never blocks (shown with a child that is stopped and so cannot answer).

No test measures time: a wait for an answer is bounded only by a hang guard of minutes, which a
slow or busy machine never reaches."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from arknova_desktop.bots import (
    BotCrashed,
    BotRequestError,
    BotWorker,
    BotWorkerError,
    RandomBot,
    bot_choice,
)
from arknova_desktop.bots.worker import bot_seed, check_process, replay, unexpected_qt
from arknova_desktop.engine import GameConfig, new_game
from arknova_desktop.engine.kernel.choices import Choice, KeepCards

CONFIG = GameConfig(players=2, seed=11)
SEED = 5
PLIES = (0, 1, 2, 40, 150, 320)  # positions of the seeded game the tests ask about
HANG_GUARD = 300.0  # seconds: only a worker that hangs waits this long for an answer
POLLS = 500  # result() calls while the child cannot answer


def random_game(config: GameConfig = CONFIG) -> tuple[list[Choice], list[int | None]]:
    """A whole seeded game of random choices, and the deciding seat before each choice (None at
    the end)."""
    game = new_game(config)
    bots = [RandomBot(seat) for seat in range(config.players)]
    choices: list[Choice] = []
    seats: list[int | None] = []
    while (decision := game.decision) is not None:
        seats.append(decision.seat)
        choice = bots[decision.seat].choose(decision)
        game.apply(choice)
        choices.append(choice)
    seats.append(None)
    return choices, seats


GAME, SEATS = random_game()


def position(ply: int) -> tuple[list[Choice], int]:
    seat = SEATS[ply]
    assert seat is not None
    return GAME[:ply], seat


def collect(worker: BotWorker) -> tuple[int, Choice]:
    """The answer to the newest request (a failure raises from result(), as in the GUI)."""
    answer = worker.wait(HANG_GUARD)
    assert answer is not None, f"no answer in {HANG_GUARD:g} s: the worker hangs"
    return answer


@pytest.fixture(scope="module")
def worker() -> Iterator[BotWorker]:
    shared = BotWorker()
    yield shared
    shared.close()


def test_the_game_is_long_enough_for_the_positions() -> None:
    assert len(GAME) > max(PLIES) + 50 and SEATS[-1] is None


def test_bot_choice_is_deterministic_and_legal() -> None:
    for ply in PLIES:
        choices, seat = position(ply)
        game = replay(CONFIG, choices)
        first = bot_choice(CONFIG, choices, seat, SEED)
        assert first == bot_choice(CONFIG, choices, seat, SEED, game)
        assert game.decision is not None and game.decision.allows(first)
    assert bot_seed(SEED, 3) == bot_seed(SEED, 3) != bot_seed(SEED, 4)


def test_process_and_in_process_give_the_same_choices(worker: BotWorker) -> None:
    here = BotWorker(in_process=True)
    for ply in (*PLIES, 40, 2):  # forward, then back (an undo): replayed from a new game
        choices, seat = position(ply)
        expected = bot_choice(CONFIG, choices, seat, SEED)
        request = here.submit(CONFIG, choices, seat, SEED)
        assert here.result() == (request, expected)
        request = worker.submit(CONFIG, choices, seat, SEED)
        assert collect(worker) == (request, expected)
        assert worker.result() is None  # an answer is given once
        assert not worker.busy


@pytest.mark.parametrize("in_process", [False, True])
def test_longer_choice_lists_apply_only_the_new_choices(
    worker: BotWorker, in_process: bool
) -> None:
    subject = BotWorker(in_process=True) if in_process else worker
    steps = []
    for ply in (100, 101, 130, 131, 60):
        choices, seat = position(ply)
        subject.submit(CONFIG, choices, seat, SEED)
        assert collect(subject)[1] == bot_choice(CONFIG, choices, seat, SEED)
        info = subject.last_answer
        assert info is not None
        steps.append((info.applied, info.from_start))
    first = steps[0]
    if in_process:
        assert first == (100, True)
    assert steps[1:] == [(1, False), (29, False), (1, False), (60, True)]


def test_a_new_request_replaces_the_older_one(worker: BotWorker) -> None:
    old_choices, old_seat = position(150)
    choices, seat = position(40)
    old = worker.submit(CONFIG, old_choices, old_seat, SEED)
    new = worker.submit(CONFIG, choices, seat, SEED)
    assert new != old
    assert collect(worker) == (new, bot_choice(CONFIG, choices, seat, SEED))
    worker.child_info(HANG_GUARD)  # a barrier: every request before it has been answered by now
    assert worker.result() is None


def test_cancel_drops_the_late_answer(worker: BotWorker) -> None:
    choices, seat = position(320)
    worker.submit(CONFIG, choices, seat, SEED)
    worker.cancel()
    assert not worker.busy and worker.elapsed == 0.0
    worker.child_info(HANG_GUARD)  # the cancelled request's answer has come back, and was dropped
    assert worker.result() is None and not worker.busy
    request = worker.submit(CONFIG, choices, seat, SEED)
    assert collect(worker) == (request, bot_choice(CONFIG, choices, seat, SEED))


def test_the_child_has_no_qt(worker: BotWorker) -> None:
    import PySide6.QtCore  # noqa: F401 - loaded here: the child must still not have it

    info = worker.child_info(HANG_GUARD)
    assert info["pid"] == worker.pid != os.getpid()
    assert info["pyside6"] is False and info["qt_modules"] == []
    assert unexpected_qt(info) == []
    frozen = {"frozen": True, "qt_modules": ["PySide6", "PySide6.QtCore", "PySide6.QtGui"]}
    assert unexpected_qt(frozen) == ["PySide6.QtGui"]  # the bundle's allowance is QtCore only


def test_requests_that_cannot_be_answered_are_refused(worker: BotWorker) -> None:
    choices, seat = position(40)
    for subject in (worker, BotWorker(in_process=True)):
        subject.submit(CONFIG, choices, 1 - seat, SEED)  # not that seat's decision
        with pytest.raises(BotRequestError, match="belongs to Player"):
            collect(subject)
        subject.submit(CONFIG, GAME, 0, SEED)  # the game is over
        with pytest.raises(BotRequestError, match="game is over"):
            collect(subject)
        subject.submit(CONFIG, [*choices, KeepCards(("nothing",))], seat, SEED)  # not legal
        with pytest.raises(BotRequestError, match="choice 41 does not replay"):
            collect(subject)
        request = subject.submit(CONFIG, choices, seat, SEED)  # and it goes on answering
        assert collect(subject) == (request, bot_choice(CONFIG, choices, seat, SEED))
        with pytest.raises(BotWorkerError):
            subject.submit(CONFIG, choices, 1 - seat, SEED)
            collect(subject)


def test_a_killed_child_is_reported_and_the_next_request_starts_a_new_one() -> None:
    choices, seat = position(150)
    expected = bot_choice(CONFIG, choices, seat, SEED)
    subject = BotWorker()
    try:
        subject.submit(CONFIG, choices, seat, SEED)  # starts the process
        first = subject.pid
        assert first is not None
        os.kill(first, getattr(signal, "SIGKILL", signal.SIGTERM))  # long before it can answer
        with pytest.raises(BotCrashed, match="process stopped"):
            collect(subject)
        assert subject.result() is None and not subject.busy  # reported once
        request = subject.submit(CONFIG, choices, seat, SEED)
        assert collect(subject) == (request, expected)
        assert subject.pid not in (None, first) and subject.restarts == 1
        # Killed while idle: the next request notices, or (if the death was not seen yet)
        # reports it; either way the one after that is answered.
        second = subject.pid
        assert second is not None
        os.kill(second, getattr(signal, "SIGKILL", signal.SIGTERM))
        time.sleep(0.2)
        request = subject.submit(CONFIG, choices, seat, SEED)
        try:
            answer = collect(subject)
        except BotCrashed:
            request = subject.submit(CONFIG, choices, seat, SEED)
            answer = collect(subject)
        assert answer == (request, expected) and subject.pid not in (first, second)
    finally:
        subject.close()


def test_close_is_idempotent_and_a_later_request_starts_again() -> None:
    subject = BotWorker()
    subject.close()  # never started
    subject.start()
    pid = subject.pid
    assert pid is not None
    subject.close()
    subject.close()
    assert subject.pid is None and subject.result() is None and not subject.busy
    choices, seat = position(2)
    request = subject.submit(CONFIG, choices, seat, SEED)
    assert subject.wait(HANG_GUARD) == (request, bot_choice(CONFIG, choices, seat, SEED))
    assert subject.pid != pid
    subject.close()


@pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="needs SIGSTOP")
def test_result_never_blocks_while_thinking() -> None:
    """The child is stopped (SIGSTOP) before the request: it cannot answer, so a result() or busy
    that waited for the answer would never return. If one does block, a watchdog lets the child
    go on after HANG_GUARD seconds and the answer it then gets fails the count below."""
    assert BotWorker().result() is None  # nothing asked: no process either
    choices, seat = position(2)  # a short request: it fits in the pipe while nobody reads it
    subject = BotWorker()
    try:
        subject.start()
        subject.child_info(HANG_GUARD)  # the child is up and waiting for requests
        pid = subject.pid
        assert pid is not None
        os.kill(pid, signal.SIGSTOP)
        watchdog = threading.Timer(HANG_GUARD, os.kill, (pid, signal.SIGCONT))
        watchdog.start()
        try:
            request = subject.submit(CONFIG, choices, seat, SEED)
            polls = [subject.result() is None and subject.busy for _ in range(POLLS)]
        finally:
            watchdog.cancel()
            os.kill(pid, signal.SIGCONT)
        assert polls.count(True) == POLLS, "result() waited for the answer"
        assert collect(subject) == (request, bot_choice(CONFIG, choices, seat, SEED))
    finally:
        subject.close()


def test_the_smoke_test_check_runs_a_real_process() -> None:
    choices, _seat = position(150)
    note = check_process(CONFIG, choices, timeout=HANG_GUARD)
    assert "answered in its own process" in note
    assert "not asked" in check_process(CONFIG, GAME)


SCRIPT = """\
import sys
from arknova_desktop.bots import BotWorker
from arknova_desktop.engine import GameConfig


def main():
    worker = BotWorker()
    worker.submit(GameConfig(players=2, seed=3), [], 0, 1)
    answer = worker.wait(300)
    worker.close()
    print("answer", answer is not None and answer[0] == 1)
    return 0 if answer else 1


if __name__ == "__main__":
    sys.exit(main())
"""


def test_a_script_started_from_a_file_can_use_the_worker(tmp_path: Path) -> None:
    """As the `arknova` console script: under spawn the child imports the main file again (as
    __mp_main__), which must not start anything."""
    script = tmp_path / "script.py"
    script.write_text(SCRIPT, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, str(script)], capture_output=True, text=True, timeout=2 * HANG_GUARD
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "answer True"


def test_game_positions_cover_both_seats_and_several_decision_kinds() -> None:
    seats = {SEATS[ply] for ply in PLIES}
    assert seats == {0, 1}
    kinds = set()
    for ply in PLIES:
        decision = replay(CONFIG, GAME[:ply]).decision
        assert decision is not None
        kinds.add(decision.kind)
    assert len(kinds) >= 2, kinds
