"""The computer player's levels through its worker (arknova_desktop/bots/worker.py): the level of
a request reaches the child's bot; "Move now" (hurry) makes the child answer at once with a legal
choice, and a request arriving while it thinks is answered after it; the child reports its
progress; the time cap answers a think that runs too long.

No test measures time: a child held with SIGSTOP stands for "still thinking", and a time cap or a
progress interval of 0 s makes the outcome the same on any machine. Waits are bounded only by a
hang guard of minutes."""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Iterator

import pytest

from arknova_desktop.bots import BotWorker, RandomBot, bot_choice
from arknova_desktop.bots.kinds import DEFAULT_LEVEL, LEVELS
from arknova_desktop.bots.worker import HURRIED, TIMED_OUT, AnswerInfo, replay
from arknova_desktop.engine import Choice, GameConfig, new_game

CONFIG = GameConfig(players=2, seed=11)
SEED = 5
PLIES = (0, 40, 150)  # positions of a seeded random game
HANG_GUARD = 300.0  # seconds: only a worker that hangs waits this long for an answer
needs_sigstop = pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="needs SIGSTOP")


def random_choices(plies: int) -> list[Choice]:
    game = new_game(CONFIG)
    bots = [RandomBot(seat) for seat in range(CONFIG.players)]
    choices: list[Choice] = []
    while (decision := game.decision) is not None and len(choices) < plies:
        choice = bots[decision.seat].choose(decision)
        game.apply(choice)
        choices.append(choice)
    return choices


GAME = random_choices(max(PLIES) + 1)


def position(ply: int) -> tuple[list[Choice], int]:
    """The choices before `ply` and the seat deciding there."""
    decision = replay(CONFIG, GAME[:ply]).decision
    assert decision is not None
    return GAME[:ply], decision.seat


def collect(worker: BotWorker) -> tuple[int, Choice]:
    answer = worker.wait(HANG_GUARD)
    assert answer is not None, f"no answer in {HANG_GUARD:g} s: the worker hangs"
    return answer


def info(worker: BotWorker) -> AnswerInfo:
    assert worker.last_answer is not None
    return worker.last_answer


def legal(choices: list[Choice], choice: Choice) -> bool:
    decision = replay(CONFIG, choices).decision
    return decision is not None and decision.allows(choice)


@pytest.fixture(scope="module")
def worker() -> Iterator[BotWorker]:
    shared = BotWorker()
    yield shared
    shared.close()


def test_the_levels_choose_differently_somewhere() -> None:
    """What makes the next test able to fail: at one of the positions the levels do not all
    agree, so a worker that ignored the level would answer one of them wrongly."""
    differ = [
        ply
        for ply in PLIES
        if len({bot_choice(CONFIG, *position(ply), SEED, level=level) for level in LEVELS}) > 1
    ]
    assert differ, "the levels agree everywhere: the level test proves nothing"


def test_the_level_reaches_the_child_and_the_in_process_path(worker: BotWorker) -> None:
    here = BotWorker(in_process=True)
    for ply in PLIES:
        choices, seat = position(ply)
        for level in LEVELS:
            expected = bot_choice(CONFIG, choices, seat, SEED, level=level)
            request = worker.submit(CONFIG, choices, seat, SEED, level)
            assert collect(worker) == (request, expected), (ply, level)
            assert info(worker).cut_short == ""  # the search ran to its end
            request = here.submit(CONFIG, choices, seat, SEED, level)
            assert here.result() == (request, expected), (ply, level)
    # Without a level: the default one (Medium).
    choices, seat = position(150)
    request = worker.submit(CONFIG, choices, seat, SEED)
    assert collect(worker) == (request, bot_choice(CONFIG, choices, seat, SEED, level="medium"))
    assert DEFAULT_LEVEL == "medium"


def test_an_unknown_level_is_refused_before_anything_is_sent(worker: BotWorker) -> None:
    choices, seat = position(40)
    with pytest.raises(ValueError, match="no computer player 'grandmaster'"):
        worker.submit(CONFIG, choices, seat, SEED, "grandmaster")
    with pytest.raises(ValueError, match="no computer player"):
        bot_choice(CONFIG, choices, seat, SEED, level="")


def test_nothing_to_hurry_without_a_request_or_in_process(worker: BotWorker) -> None:
    assert worker.result() is None and worker.hurry() is False and worker.progress() is None
    here = BotWorker(in_process=True)
    choices, seat = position(150)
    here.submit(CONFIG, choices, seat, SEED, "hard")
    assert here.hurry() is False and here.progress() is None  # answered already
    assert here.result() is not None


@needs_sigstop
def test_move_now_answers_at_once_with_a_legal_choice() -> None:
    """The child is held (SIGSTOP) while a Hard request and its hurry are sent: once let go it
    answers after a single completion (the least a search does), with a legal choice. The next
    request is thought out in full again."""
    choices, seat = position(150)
    subject = BotWorker(progress_every=0.0)  # a progress message after every completion
    try:
        subject.start()
        subject.child_info(HANG_GUARD)  # up and waiting
        pid = subject.pid
        assert pid is not None
        os.kill(pid, signal.SIGSTOP)
        try:
            request = subject.submit(CONFIG, choices, seat, SEED, "hard")
            assert subject.progress() is None and subject.busy  # nothing reported yet
            assert subject.hurry() is True
        finally:
            os.kill(pid, signal.SIGCONT)
        got, choice = collect(subject)
        assert got == request and legal(choices, choice)
        hurried = info(subject)
        assert hurried.cut_short == HURRIED
        assert hurried.progress is not None and hurried.progress[0] == 1 < hurried.progress[1]
        assert subject.hurry() is False  # answered: nothing left to hurry

        request = subject.submit(CONFIG, choices, seat, SEED, "hard")
        assert collect(subject) == (request, bot_choice(CONFIG, choices, seat, SEED, level="hard"))
        whole = info(subject)
        assert whole.cut_short == "" and whole.progress is not None
        done, planned = whole.progress
        assert done == planned == hurried.progress[1]  # every completion planned was made
    finally:
        subject.close()


def test_a_request_sent_while_the_child_thinks_is_answered_after_it() -> None:
    """A Hard think is under way (its first progress came) when a new request is sent: the
    child answers the old one early (the parent drops it) and then the new one, in full."""
    old_choices, old_seat = position(150)
    choices, seat = position(40)
    subject = BotWorker(progress_every=0.0)
    try:
        subject.submit(CONFIG, old_choices, old_seat, SEED, "hard")
        while subject.progress() is None and subject.busy:  # ends on progress or answer
            time.sleep(0.001)
        request = subject.submit(CONFIG, choices, seat, SEED, "hard")
        assert collect(subject) == (request, bot_choice(CONFIG, choices, seat, SEED, level="hard"))
        assert info(subject).cut_short == ""
    finally:
        subject.close()


def test_progress_counts_up_to_what_was_planned() -> None:
    """Every progress the parent sees is (done, planned) with done rising and never above
    planned; the last one before the answer is the whole search."""
    choices, seat = position(150)
    subject = BotWorker(progress_every=0.0)
    seen: list[tuple[int, int]] = []
    try:
        subject.submit(CONFIG, choices, seat, SEED, "hard")
        while subject.busy:
            report = subject.progress()
            if report is not None and (not seen or seen[-1] != report):
                seen.append(report)
            time.sleep(0.001)
        collect(subject)
        assert subject.progress() is None  # answered: no progress to show
        last = info(subject).progress
        assert last is not None and last[0] == last[1] > 1
        assert all(0 < done <= planned == last[1] for done, planned in seen)
        assert [done for done, _ in seen] == sorted({done for done, _ in seen})
    finally:
        subject.close()


@pytest.mark.parametrize("in_process", [False, True])
def test_the_time_cap_answers_a_long_think(in_process: bool) -> None:
    """A cap of 0 s: the think answers after its first completion, with a legal choice."""
    choices, seat = position(150)
    subject = BotWorker(in_process=in_process, time_cap=0.0)
    try:
        request = subject.submit(CONFIG, choices, seat, SEED, "hard")
        got, choice = collect(subject)
        assert got == request and legal(choices, choice)
        assert info(subject).cut_short == TIMED_OUT
    finally:
        subject.close()
