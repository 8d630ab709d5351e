"""Undo and redo within the mover's turn (issues 8 and 12), and the autosave after every choice.

Undo goes back one choice at a time, as far as the start of the mover's turn — also while the turn
waits for "End turn", where it takes back the turn's last choice — as long as the choice revealed
nothing hidden (a card drawn from the deck or turned over, a shuffle) and no other seat decided
since. Under the hot-seat cover and while a computer decides nothing can be taken back. Each limit
is checked in a real position, then batteries check the rule at every point of random games
(after every choice, every "End turn", every reveal and every computer step).
"""

from __future__ import annotations

import errno
import random
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from ui_helpers import log_lines

from arknova_desktop.engine import Game, GameConfig, new_game
from arknova_desktop.engine.kernel.choices import (
    CardsDraw,
    CardsSnap,
    Choice,
    ChooseAction,
    PlaceBuilding,
    TakeXToken,
)
from arknova_desktop.engine.kernel.events import CardMoved, Event, TurnStarted
from arknova_desktop.journal import TookBack
from arknova_desktop.saves import GameStatus, load_game, state_digest
from arknova_desktop.session import BOT, HUMAN, AutosaveFailure, GameSession, Refusal

NOTHING = Refusal.NOTHING_TO_UNDO
OVER = Refusal.GAME_OVER
COMPUTER = Refusal.COMPUTER_DECIDING
NOT_SAT = Refusal.NOT_SEATED
NOT_YOURS = Refusal.NOT_YOUR_CHOICE  # another seat decided, or a new turn
REVEALED = Refusal.REVEALED


class Recorder:
    """Everything a session tells the UI."""

    def __init__(self, session: GameSession) -> None:
        self.refused: list[Refusal] = []
        self.events: list[tuple[Event, ...]] = []
        self.decisions: list[object] = []
        self.awaiting: list[bool] = []
        session.choice_refused.connect(self.refused.append)
        session.events_applied.connect(self.events.append)
        session.decision_changed.connect(self.decisions.append)
        session.awaiting_end_turn_changed.connect(self.awaiting.append)


def snapshot(session: GameSession) -> tuple[str, tuple[Choice, ...], object, bool]:
    return (
        state_digest(session.game),
        tuple(session.choices),
        session.decision,
        session.awaiting_end_turn,
    )


def pass_on(session: GameSession) -> None:
    """Confirm a finished turn, sit down when the cover asks (asserting each step works)."""
    if session.awaiting_end_turn:
        assert session.end_turn()
    if session.covered:
        assert session.reveal()


def choose(session: GameSession, choice: Choice) -> None:
    assert session.choose(choice), f"refused: {choice!r}"


def first_turn(seed: int = 3, players: int = 2, **kwargs: Any) -> tuple[GameSession, Recorder]:
    """A hot-seat game at the start of the first player's first turn, the cover lifted."""
    session = GameSession(GameConfig(players=players, seed=seed), **kwargs)
    recorder = Recorder(session)
    session.start()
    for seat in range(players):
        pass_on(session)
        decision = session.table_decision
        assert decision is not None and decision.kind == "keep_cards" and decision.seat == seat
        choose(session, decision.options[0])
    assert any(isinstance(e, TurnStarted) for e in recorder.events[-1])
    pass_on(session)
    decision = session.table_decision
    assert decision is not None and decision.kind == "choose_action" and decision.seat == 0
    return session, recorder


def draws_from_deck(events: tuple[Event, ...]) -> bool:
    return any(isinstance(e, CardMoved) and e.source == "deck" for e in events)


def refused_unchanged(session: GameSession, recorder: Recorder, blocker: Refusal) -> None:
    before = snapshot(session)
    assert session.undo_blocker() == blocker
    assert session.undo() is False
    assert recorder.refused[-1] == blocker
    assert snapshot(session) == before


# -- each limit in a real position -----------------------------------------------------------------


def test_nothing_to_undo_at_the_start(qapp: Any) -> None:
    session = GameSession(GameConfig(players=2, seed=3))
    recorder = Recorder(session)
    before = snapshot(session)
    assert session.undo_blocker() == NOTHING
    assert session.undo() is False
    assert recorder.refused == [NOTHING]
    assert snapshot(session) == before
    assert not session.can_redo() and session.redo() is False
    session.start()  # two humans: the cover comes first, still nothing to take back
    assert session.covered
    refused_unchanged(session, recorder, NOTHING)


def test_undo_refused_after_another_player_decided(qapp: Any) -> None:
    """Player 1 kept cards; player 2 (another human) may not take that back — neither under the
    cover (nobody sits at the screen yet) nor once they sat down."""
    session = GameSession(GameConfig(players=2, seed=3))
    recorder = Recorder(session)
    session.start()
    assert session.reveal()
    choose(session, session.table_decision.options[0])  # type: ignore[union-attr]
    assert not session.awaiting_end_turn, "keeping cards completes no turn"
    assert session.decision is not None and session.decision.seat == 1
    assert session.covered and session.table_decision is None
    refused_unchanged(session, recorder, NOT_SAT)
    assert session.reveal()
    refused_unchanged(session, recorder, NOT_YOURS)


def test_undo_refused_at_the_start_of_the_next_turn(qapp: Any) -> None:
    """Solo: the same seat plays every turn. Its last choice can be taken back while the turn waits
    for "End turn"; once the turn is ended, the new turn has nothing to take back."""
    session, recorder = first_turn(players=1)
    assert not session.covered, "one human: never a cover"
    before = snapshot(session)
    take = next(o for o in session.table_decision.options if isinstance(o, TakeXToken))  # type: ignore[union-attr]
    choose(session, take)
    assert session.awaiting_end_turn and session.table_decision is None
    waiting = snapshot(session)
    assert session.undo_blocker() is None
    assert session.undo() and snapshot(session) == before
    assert recorder.awaiting[-1] is False
    assert session.redo() and snapshot(session) == waiting
    assert session.end_turn()
    decision = session.table_decision
    assert decision is not None and decision.seat == 0 and decision.kind == "choose_action"
    refused_unchanged(session, recorder, NOT_YOURS)
    assert not session.can_redo()


def test_undo_a_choose_action_without_a_draw(qapp: Any) -> None:
    session, recorder = first_turn()
    refused_unchanged(session, recorder, NOT_YOURS)  # the last choice was player 2's keep
    before = snapshot(session)
    choose(session, ChooseAction("build"))
    assert not draws_from_deck(recorder.events[-1])
    after = snapshot(session)
    assert after != before and not session.awaiting_end_turn
    assert session.undo_blocker() is None
    assert session.undo() is True
    assert snapshot(session) == before, "undo must restore the exact state before the choice"
    assert session.log[-1] == TookBack(0)
    assert log_lines(session)[-1] == "Player 1 takes back a choice"
    assert recorder.decisions[-1] == before[2], "the UI is told the decision is open again"
    assert session.undo_blocker() == NOT_YOURS, "and no further back than the turn's start"
    assert session.can_redo()
    assert session.redo() is True
    assert snapshot(session) == after
    assert not session.can_redo()


def test_undo_back_through_a_turn_while_it_waits_for_end_turn(qapp: Any) -> None:
    """Build a kiosk: the placement completes the turn, which waits for "End turn". Undo takes
    the placement back (the turn no longer waits), then the action choice, to the turn's start;
    redo brings both back, waiting again; after "End turn" the next player cannot undo."""
    session, recorder = first_turn()
    start = snapshot(session)
    choose(session, ChooseAction("build"))
    middle = snapshot(session)
    place = session.table_decision.options[0]  # type: ignore[union-attr]
    assert isinstance(place, PlaceBuilding) and place.building == "kiosk"
    choose(session, place)
    assert session.awaiting_end_turn and recorder.awaiting[-1] is True
    assert session.decision is not None and session.decision.seat == 1, "the engine moved on"
    assert session.table_decision is None and not session.covered
    end = snapshot(session)
    assert session.undo_blocker() is None
    assert not session.can_redo(), "nothing taken back yet"
    assert session.undo() and snapshot(session) == middle
    assert recorder.awaiting[-1] is False and not session.covered
    assert session.table_decision == middle[2]
    assert session.can_redo()
    assert session.undo() and snapshot(session) == start
    refused_unchanged(session, recorder, NOT_YOURS)
    assert session.redo() and snapshot(session) == middle
    assert session.redo() and snapshot(session) == end
    assert session.awaiting_end_turn and recorder.awaiting[-1] is True
    assert not session.can_redo() and session.redo() is False
    assert recorder.refused[-1] is Refusal.NOTHING_TO_REDO
    assert session.end_turn()
    assert session.covered and session.viewer == 1
    refused_unchanged(session, recorder, NOT_SAT)
    assert session.reveal()
    refused_unchanged(session, recorder, NOT_YOURS)


def test_undo_refused_after_the_cards_action_drew_from_the_deck(qapp: Any) -> None:
    session, recorder = first_turn()
    choose(session, ChooseAction("cards"))
    assert session.decision is not None and session.decision.kind == "cards_mode"
    assert session.undo_blocker() is None, "choosing the Cards action revealed nothing yet"
    choose(session, CardsDraw())
    assert draws_from_deck(recorder.events[-1]), "this position must really draw from the deck"
    refused_unchanged(session, recorder, REVEALED)
    assert not session.can_redo()


def test_undo_refused_after_a_snap_refilled_the_display(qapp: Any) -> None:
    """A snap completes the turn, and the display is refilled from the deck at its end: the turn
    waits for "End turn", but its last choice turned a card over and stays."""
    session, recorder = first_turn()
    choose(session, ChooseAction("cards"))
    choose(session, CardsSnap())
    decision = session.table_decision
    assert decision is not None and decision.kind == "snap"
    assert session.undo_blocker() is None
    choose(session, decision.options[0])
    assert session.awaiting_end_turn
    assert draws_from_deck(recorder.events[-1]), "the display was refilled from the deck"
    refused_unchanged(session, recorder, REVEALED)
    assert not session.can_redo()
    assert session.end_turn()  # the turn still ends normally


def test_undo_two_steps_back_to_the_turn_start_and_redo_both(qapp: Any) -> None:
    session, recorder = first_turn()
    start = snapshot(session)
    choose(session, ChooseAction("cards"))
    middle = snapshot(session)
    choose(session, CardsSnap())
    end = snapshot(session)
    assert session.undo() and snapshot(session) == middle
    assert session.undo() and snapshot(session) == start
    refused_unchanged(session, recorder, NOT_YOURS)
    assert session.redo() and snapshot(session) == middle
    assert session.redo() and snapshot(session) == end
    assert not session.can_redo() and session.redo() is False


def test_the_same_choice_keeps_the_rest_of_the_redo_stack(qapp: Any) -> None:
    session, _ = first_turn()
    choose(session, ChooseAction("cards"))
    choose(session, CardsSnap())
    end = snapshot(session)
    assert session.undo()
    assert session.undo()
    choose(session, ChooseAction("cards"))  # by hand, the same as the first redo
    assert session.can_redo()
    assert session.redo() and snapshot(session) == end


def test_a_new_different_choice_clears_redo(qapp: Any) -> None:
    session, recorder = first_turn()
    choose(session, ChooseAction("cards"))
    assert session.undo()
    assert session.can_redo()
    choose(session, ChooseAction("build"))
    assert not session.can_redo()
    assert session.redo() is False
    assert recorder.refused[-1] is Refusal.NOTHING_TO_REDO
    assert session.decision is not None and session.decision.kind != "cards_mode"


def test_undo_refused_while_a_computer_decides(qapp: Any) -> None:
    session = GameSession(GameConfig(players=2, seed=3), (HUMAN, BOT))
    recorder = Recorder(session)
    session.start()
    assert not session.covered, "one human: no cover"
    choose(session, session.table_decision.options[0])  # type: ignore[union-attr]
    session._bot_timer.stop()  # the computer has not moved yet
    assert session.decision is not None and not session.is_human(session.decision.seat)
    assert session.table_decision is None
    refused_unchanged(session, recorder, COMPUTER)
    session.run_bots_now()  # the computer kept its cards: the human's keep is out of reach
    assert session.table_decision is not None and session.table_decision.seat == 0
    refused_unchanged(session, recorder, NOT_YOURS)


def test_undo_refused_when_the_game_is_over(qapp: Any) -> None:
    session = GameSession(GameConfig(players=1, seed=4))
    recorder = Recorder(session)
    session.start()
    chooser = random.Random(4)
    while session.decision is not None:
        pass_on(session)
        choose(session, chooser.choice(session.decision.options))
    assert session.game.is_over
    assert not session.awaiting_end_turn, "the last turn of the game waits for nothing"
    refused_unchanged(session, recorder, OVER)


def test_a_refused_choice_changes_nothing(qapp: Any) -> None:
    session, recorder = first_turn()
    before = snapshot(session)
    assert session.choose(CardsDraw()) is False
    assert recorder.refused[-1] is Refusal.NOT_AN_OPTION
    assert snapshot(session) == before
    take = next(o for o in session.table_decision.options if isinstance(o, TakeXToken))  # type: ignore[union-attr]
    choose(session, take)
    waiting = snapshot(session)
    assert session.choose(session.decision.options[0]) is False  # type: ignore[union-attr]
    assert recorder.refused[-1] is Refusal.TURN_COMPLETE
    assert snapshot(session) == waiting
    assert session.end_turn() and session.covered
    covered = snapshot(session)
    assert session.choose(session.decision.options[0]) is False  # type: ignore[union-attr]
    assert recorder.refused[-1] == NOT_SAT
    assert snapshot(session) == covered


def test_another_player_deciding_within_the_turn(qapp: Any) -> None:
    """A real mid-turn position (a Pilfering victim, a card another player must answer...) where
    a choice that did not complete the turn moved the decision to another human seat: that seat
    may not undo the other seat's choice, under the cover or after sitting down."""
    for seed in range(20):
        session = GameSession(GameConfig(players=3, seed=seed))
        recorder = Recorder(session)
        session.start()
        chooser = random.Random(seed)
        deciders: list[int] = []
        while session.decision is not None and len(deciders) < 600:
            pass_on(session)
            decision = session.decision
            deciders.append(decision.seat)
            turn_before = session.game.state.turn
            choose(session, chooser.choice(decision.options))
            now = session.decision
            if (
                now is not None
                and session.game.state.phase == "play"
                and session.game.state.turn == turn_before  # within a turn
                and not any(isinstance(e, TurnStarted) for e in recorder.events[-1])
                and now.seat != deciders[-1]  # the decision moved to another seat
            ):
                assert not session.awaiting_end_turn
                assert session.covered and session.viewer == now.seat
                refused_unchanged(session, recorder, NOT_SAT)
                assert session.reveal()
                refused_unchanged(session, recorder, NOT_YOURS)
                return
    pytest.fail("no position found where another player decided within a turn")


# -- the rule at every point of random games -------------------------------------------------------


class Book:
    """The test's own account of a session's game: a mirror engine fed the session's choices (the
    humans' and the computers'), noting per choice who decided, whether it revealed something
    hidden and whether it completed a turn; and what the table should show: whether the turn
    waits for "End turn", whether the cover is up and who sits at the screen."""

    def __init__(self, session: GameSession) -> None:
        self.session = session
        self.mirror: Game = new_game(session.config)
        self.digests = [state_digest(self.mirror)]
        self.deciders: list[int] = []
        self.revealed: list[bool] = []
        self.completed: list[bool] = []
        self.awaiting = False
        humans = [s for s, kind in enumerate(session.seats) if kind == HUMAN]
        first = self.mirror.decision
        assert first is not None
        self.viewer = first.seat if session.is_human(first.seat) else humans[0]
        self.covered = len(humans) > 1  # start() covers the screen for the first human

    def sync(self) -> None:
        """Feed the mirror the session's new choices; the two games must agree."""
        for choice in self.session.choices[len(self.deciders) :]:
            decision = self.mirror.decision
            assert decision is not None
            rng_before = self.mirror.state.rng.getstate()
            turn_before = self.mirror.state.turn
            events = self.mirror.apply(choice)
            self.deciders.append(decision.seat)
            self.revealed.append(
                self.mirror.state.rng.getstate() != rng_before
                or any(
                    isinstance(e, CardMoved) and (e.source == "deck" or e.target == "revealed")
                    for e in events
                )
            )
            self.completed.append(self.mirror.state.turn != turn_before or self.mirror.is_over)
            self.digests.append(state_digest(self.mirror))
        assert len(self.deciders) == len(self.session.choices)
        assert self.digests[-1] == state_digest(self.session.game)

    def announced(self) -> None:
        """The session passed on to the next decision: a human other than the viewer is covered."""
        decision = self.mirror.decision
        if (
            decision is not None
            and not self.mirror.is_over
            and self.session.is_human(decision.seat)
            and decision.seat != self.viewer
        ):
            self.viewer, self.covered = decision.seat, True

    def after_human_choice(self) -> None:
        self.sync()
        self.awaiting = self.completed[-1] and not self.mirror.is_over
        if not self.awaiting:
            self.announced()

    def expected_blocker(self) -> Refusal | None:
        """The issue's rule, from the book alone."""
        if not self.deciders:
            return NOTHING
        if self.mirror.is_over:
            return OVER
        if self.awaiting:  # the mover's last choice, which completed the turn
            return REVEALED if self.revealed[-1] else None
        decision = self.mirror.decision
        assert decision is not None
        if not self.session.is_human(decision.seat):
            return COMPUTER
        if self.covered:
            return NOT_SAT
        if self.deciders[-1] != decision.seat or self.completed[-1]:
            return NOT_YOURS
        return REVEALED if self.revealed[-1] else None

    def undo_chain_length(self) -> int:
        """How many choices undo can take back one after the other from here."""
        if self.expected_blocker():
            return 0
        last = len(self.deciders) - 1
        mover = self.deciders[last]
        steps = 1
        for index in range(last - 1, -1, -1):
            if self.deciders[index] != mover or self.completed[index] or self.revealed[index]:
                break
            steps += 1
        return steps

    def check_table(self) -> None:
        session = self.session
        assert session.awaiting_end_turn == self.awaiting
        assert session.covered == self.covered
        assert session.viewer == self.viewer
        assert session.private_seat == (None if self.covered else self.viewer)
        decision = self.mirror.decision
        shown = (
            decision
            if decision is not None
            and not self.mirror.is_over
            and not self.awaiting
            and not self.covered
            and session.is_human(decision.seat)
            else None
        )
        assert session.table_decision == shown
        assert session.decision == decision


def check_undo_here(
    session: GameSession, book: Book, recorder: Recorder, seen: Counter[object], where: str
) -> None:
    """The rule at this point; an allowed undo restores the state exactly, redo re-applies it."""
    book.check_table()
    blocker = session.undo_blocker()
    expected = book.expected_blocker()
    assert blocker == expected, (where, len(book.deciders))
    if blocker:
        seen[blocker] += 1
        before = snapshot(session)
        assert session.undo() is False
        assert recorder.refused[-1] == blocker
        assert snapshot(session) == before
        assert not session.can_redo(), "nothing was taken back: nothing to redo"
        return
    seen["undone while waiting" if book.awaiting else "undone"] += 1
    undone = session.choices[-1]
    decider = book.deciders[-1]
    after = snapshot(session)
    assert session.undo()
    assert state_digest(session.game) == book.digests[-2], "undo restores the state exactly"
    assert tuple(session.choices) == after[1][:-1]
    assert not session.awaiting_end_turn and not session.covered
    decision = session.table_decision
    assert decision is not None and decision.seat == decider and decision.allows(undone)
    assert session.can_redo()
    assert session.redo()
    assert snapshot(session) == after, "redo re-applies the same choice"
    assert not session.can_redo()


GAMES = [
    ((HUMAN,), 11),
    ((HUMAN, HUMAN), 12),
    ((HUMAN, HUMAN, HUMAN), 13),
    ((HUMAN, HUMAN, HUMAN, HUMAN), 14),
    ((HUMAN, BOT, HUMAN), 15),
]


@pytest.mark.slow  # random games, undo at every point
@pytest.mark.parametrize(("seats", "seed"), GAMES)
def test_undo_rule_and_exact_restore_at_every_point(
    qapp: Any, seats: tuple[str, ...], seed: int
) -> None:
    session = GameSession(GameConfig(players=len(seats), seed=seed), seats)
    recorder = Recorder(session)
    chooser = random.Random(seed)
    book = Book(session)
    seen: Counter[object] = Counter()
    session.start()
    check_undo_here(session, book, recorder, seen, "start")
    while session.is_active and len(book.deciders) < 160:
        if session.awaiting_end_turn:
            assert session.end_turn()
            book.awaiting = False
            book.announced()
            check_undo_here(session, book, recorder, seen, "end turn")
            continue
        if session.covered:
            assert session.reveal()
            book.covered = False
            check_undo_here(session, book, recorder, seen, "reveal")
            continue
        decision = session.decision
        assert decision is not None
        if not session.is_human(decision.seat):
            session.run_bots_now()
            book.sync()
            book.announced()
            check_undo_here(session, book, recorder, seen, "computer")
            continue
        choose(session, chooser.choice(decision.options))
        book.after_human_choice()
        check_undo_here(session, book, recorder, seen, "choice")
    undone = seen["undone"] + seen["undone while waiting"]
    assert undone > 10 and seen["undone while waiting"] >= 3
    assert seen[NOT_YOURS] >= 5 and seen[REVEALED] >= 5
    if session.human_count > 1:
        assert seen[NOT_SAT] >= 5
    if session.human_count < len(seats):
        assert seen[COMPUTER] >= 5


def test_undo_chain_back_to_the_turn_start_in_random_games(qapp: Any) -> None:
    """From sampled positions (some waiting for "End turn"), undo until refused: every step
    restores the previous state, the chain is exactly as long as the rule allows, the refusal
    names a real limit, and redoing everything gives the position back."""
    chains = waiting_chains = 0
    for seed in (21, 22, 23):
        session = GameSession(GameConfig(players=2, seed=seed))
        chooser = random.Random(seed)
        book = Book(session)
        session.start()
        sampled: set[int] = set()
        while session.is_active and len(session.choices) < 150:
            if session.awaiting_end_turn or session.covered:
                was_awaiting = session.awaiting_end_turn
                pass_on(session)
                if was_awaiting:
                    book.awaiting = False
                    book.announced()
                book.covered = False
            else:
                choose(session, chooser.choice(session.decision.options))  # type: ignore[union-attr]
                book.after_human_choice()
            book.check_table()
            if not session.choices or len(session.choices) % 7 or len(session.choices) in sampled:
                continue
            sampled.add(len(session.choices))
            position = snapshot(session)
            expected = book.undo_chain_length()
            steps = 0
            while session.undo():
                steps += 1
                assert state_digest(session.game) == book.digests[-1 - steps]
                assert not session.awaiting_end_turn
            assert steps == expected
            assert session.undo_blocker() in (NOT_YOURS, REVEALED, NOT_SAT)
            for _ in range(steps):
                assert session.redo()
            assert snapshot(session) == position
            chains += steps > 0
            waiting_chains += steps > 1 and position[3]
    assert chains >= 5 and waiting_chains >= 2


# -- autosave --------------------------------------------------------------------------------------


@pytest.mark.slow  # about 5 s
def test_autosave_after_every_choice_end_of_turn_and_undo(qapp: Any, tmp_path: Path) -> None:
    folder = tmp_path / "autosaves"
    session = GameSession(GameConfig(players=2, seed=31), autosave_dir=folder)
    path = folder / f"{session.meta.game_id}.json"
    assert session.autosave_path == path, "one autosave file per game, named by its id"
    checked: Counter[str] = Counter()

    def on_disk(what: str) -> None:
        loaded = load_game(path)
        assert loaded.choices == tuple(session.choices), what
        assert state_digest(loaded.game) == state_digest(session.game), what
        assert loaded.meta.game_id == session.meta.game_id
        assert loaded.meta.awaiting_end_turn == session.awaiting_end_turn, what
        checked[what] += 1

    session.start()
    chooser = random.Random(31)
    undone: set[int] = set()
    while session.decision is not None and len(session.choices) < 120:
        if session.awaiting_end_turn:
            assert session.end_turn()
            on_disk("end turn")
        if session.covered:
            assert session.reveal()
        choose(session, chooser.choice(session.decision.options))
        on_disk("choice")  # every choice, not only a completed turn
        if session.undo_blocker() is None and len(session.choices) not in undone:
            undone.add(len(session.choices))
            assert session.undo()
            on_disk("undo")  # the taken-back choice is gone from the disk too
    assert checked["choice"] >= 120 and checked["end turn"] > 10 and checked["undo"] > 10


def test_autosave_at_the_end_of_the_game(qapp: Any, tmp_path: Path) -> None:
    """`autosave_path=` still names one fixed file."""
    path = tmp_path / "autosave.json"
    session = GameSession(GameConfig(players=1, seed=32), autosave_path=path)
    assert session.autosave_path == path
    session.start()
    chooser = random.Random(32)
    while session.decision is not None:
        pass_on(session)
        choose(session, chooser.choice(session.decision.options))
    loaded = load_game(path)
    assert loaded.game.is_over and loaded.choices == tuple(session.choices)
    assert loaded.meta.status is GameStatus.FINISHED and not loaded.meta.awaiting_end_turn


def test_a_failing_autosave_is_reported_and_the_game_goes_on(qapp: Any, tmp_path: Path) -> None:
    blocker = tmp_path / "not_a_folder"
    blocker.write_text("a file where the save folder should be", encoding="utf-8")
    session = GameSession(GameConfig(players=2, seed=33), autosave_path=blocker / "auto.json")
    failures: list[AutosaveFailure] = []
    session.autosave_failed.connect(failures.append)
    session.start()
    for _ in range(2):
        pass_on(session)
        choose(session, session.decision.options[0])  # type: ignore[union-attr]
    # Said once (not at every choice); every choice tried again; the game went on.
    assert len(failures) == 1 and failures[0].path == blocker / "auto.json"
    assert failures[0].errno in (errno.ENOTDIR, errno.EEXIST)
    assert session.autosave_failure is not None
    pass_on(session)
    assert session.table_decision is not None and session.table_decision.kind == "choose_action"
    # The folder comes back: the next choice saves and says so.
    recovered: list[bool] = []
    session.autosave_recovered.connect(lambda: recovered.append(True))
    blocker.unlink()
    choose(session, session.table_decision.options[0])
    assert recovered == [True] and session.autosave_failure is None
    assert (blocker / "auto.json").is_file()


def test_restored_session_can_undo_within_the_saved_turn(qapp: Any, tmp_path: Path) -> None:
    """A game saved mid-turn and loaded again keeps the same undo limits."""
    session, _ = first_turn()
    start = snapshot(session)
    choose(session, ChooseAction("build"))
    path = tmp_path / "mid_turn.json"
    assert session.save(path)
    restored = GameSession.from_save(load_game(path))
    recorder = Recorder(restored)
    restored.start()
    refused_unchanged(restored, recorder, NOT_SAT)  # two humans: the cover comes first
    assert restored.reveal() and restored.viewer == 0
    assert restored.undo_blocker() is None
    assert restored.undo() and snapshot(restored) == start
    assert restored.undo_blocker() == NOT_YOURS
    fresh = new_game(restored.config)
    for choice in restored.choices:
        fresh.apply(choice)
    assert state_digest(fresh) == state_digest(restored.game)


def test_restored_session_waiting_for_end_turn_can_undo_its_last_choice(
    qapp: Any, tmp_path: Path
) -> None:
    session, _ = first_turn()
    choose(session, ChooseAction("build"))
    middle = snapshot(session)
    choose(session, session.table_decision.options[0])  # type: ignore[union-attr]
    assert session.awaiting_end_turn
    path = tmp_path / "waiting.json"
    assert session.save(path)
    restored = GameSession.from_save(load_game(path))
    restored.start()
    assert restored.awaiting_end_turn and restored.covered and restored.viewer == 0
    assert restored.table_decision is None
    assert restored.reveal() and restored.awaiting_end_turn
    assert restored.undo_blocker() is None
    assert restored.undo() and snapshot(restored) == middle
