"""Undo and redo within the current player's turn (issue 8), and the autosave after every turn.

Undo goes back one choice at a time, as far as the start of the turn, as long as the choice revealed
nothing hidden (a card drawn from the deck, a shuffle) and no other player decided since. Each limit
is checked in a real position, then a battery checks the rule at every decision of random games.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from arknova_desktop.engine import GameConfig, new_game
from arknova_desktop.engine.choices import CardsDraw, CardsSnap, Choice, ChooseAction
from arknova_desktop.engine.events import CardMoved, Event, TurnStarted
from arknova_desktop.saves import load_game, state_digest
from arknova_desktop.session import GameSession

NOTHING = "Nothing to undo yet."
OTHER_PLAYER = "Another player decided since: undo is not possible."
TURN_START = "Undo only works within the current turn."
REVEALED = "The last choice revealed hidden cards (a draw or a shuffle): it stays."
COMPUTER = "A computer player is deciding."
OVER = "The game is over."


class Recorder:
    """Everything a session tells the UI."""

    def __init__(self, session: GameSession) -> None:
        self.refused: list[str] = []
        self.events: list[tuple[Event, ...]] = []
        self.decisions: list[object] = []
        session.choice_refused.connect(self.refused.append)
        session.events_applied.connect(self.events.append)
        session.decision_changed.connect(self.decisions.append)


def snapshot(session: GameSession) -> tuple[str, tuple[Choice, ...], object]:
    return state_digest(session.game), tuple(session.choices), session.decision


def first_turn(qapp: Any, seed: int = 3, players: int = 2) -> tuple[GameSession, Recorder]:
    """A hot-seat game at the start of the first player's first turn."""
    session = GameSession(GameConfig(players=players, seed=seed))
    recorder = Recorder(session)
    session.start()
    for _ in range(players):
        decision = session.decision
        assert decision is not None and decision.kind == "keep_cards"
        assert session.choose(decision.options[0])
    decision = session.decision
    assert decision is not None and decision.kind == "choose_action" and decision.seat == 0
    assert any(isinstance(e, TurnStarted) for e in recorder.events[-1])
    return session, recorder


def draws_from_deck(events: tuple[Event, ...]) -> bool:
    return any(isinstance(e, CardMoved) and e.source == "deck" for e in events)


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


def test_undo_refused_after_another_player_decided(qapp: Any) -> None:
    """Player 1 kept cards; player 2 (another human) may not take that back."""
    session = GameSession(GameConfig(players=2, seed=3))
    recorder = Recorder(session)
    assert session.choose(session.decision.options[0])  # type: ignore[union-attr]
    assert session.decision is not None and session.decision.seat == 1
    before = snapshot(session)
    assert session.undo_blocker() == OTHER_PLAYER
    assert session.undo() is False
    assert recorder.refused == [OTHER_PLAYER]
    assert snapshot(session) == before


def test_undo_refused_at_the_start_of_the_turn(qapp: Any) -> None:
    session, recorder = first_turn(qapp)
    before = snapshot(session)
    assert session.undo_blocker() == TURN_START
    assert session.undo() is False
    assert recorder.refused[-1] == TURN_START
    assert snapshot(session) == before


def test_undo_a_choose_action_without_a_draw(qapp: Any) -> None:
    session, recorder = first_turn(qapp)
    before = snapshot(session)
    assert session.choose(ChooseAction("build"))
    assert not draws_from_deck(recorder.events[-1])
    after = snapshot(session)
    assert after != before
    assert session.undo_blocker() == ""
    assert session.undo() is True
    assert snapshot(session) == before, "undo must restore the exact state before the choice"
    assert session.log[-1] == "(undone: build action)"
    assert recorder.decisions[-1] == before[2], "the UI is told the decision is open again"
    assert session.undo_blocker() == TURN_START, "and no further back than the turn's start"
    assert session.can_redo()
    assert session.redo() is True
    assert snapshot(session) == after
    assert not session.can_redo()


def test_undo_refused_after_the_cards_action_drew_from_the_deck(qapp: Any) -> None:
    session, recorder = first_turn(qapp)
    assert session.choose(ChooseAction("cards"))
    assert session.decision is not None and session.decision.kind == "cards_mode"
    assert session.undo_blocker() == "", "choosing the Cards action revealed nothing yet"
    assert session.choose(CardsDraw())
    assert draws_from_deck(recorder.events[-1]), "this position must really draw from the deck"
    before = snapshot(session)
    assert session.undo_blocker() == REVEALED
    assert session.undo() is False
    assert recorder.refused[-1] == REVEALED
    assert snapshot(session) == before
    assert not session.can_redo()


def test_undo_two_steps_back_to_the_turn_start_and_redo_both(qapp: Any) -> None:
    session, _ = first_turn(qapp)
    start = snapshot(session)
    assert session.choose(ChooseAction("cards"))
    middle = snapshot(session)
    assert session.choose(CardsSnap())
    end = snapshot(session)
    assert session.undo() and snapshot(session) == middle
    assert session.undo() and snapshot(session) == start
    assert session.undo() is False and session.undo_blocker() == TURN_START
    assert session.redo() and snapshot(session) == middle
    assert session.redo() and snapshot(session) == end
    assert not session.can_redo() and session.redo() is False


def test_the_same_choice_keeps_the_rest_of_the_redo_stack(qapp: Any) -> None:
    session, _ = first_turn(qapp)
    assert session.choose(ChooseAction("cards")) and session.choose(CardsSnap())
    end = snapshot(session)
    session.undo()
    session.undo()
    assert session.choose(ChooseAction("cards"))  # by hand, the same as the first redo
    assert session.can_redo()
    assert session.redo() and snapshot(session) == end


def test_a_new_different_choice_clears_redo(qapp: Any) -> None:
    session, recorder = first_turn(qapp)
    assert session.choose(ChooseAction("cards"))
    assert session.undo()
    assert session.can_redo()
    assert session.choose(ChooseAction("build"))
    assert not session.can_redo()
    assert session.redo() is False
    assert recorder.refused[-1] == "Nothing to redo."
    assert session.decision is not None and session.decision.kind != "cards_mode"


def test_undo_refused_while_a_computer_decides(qapp: Any) -> None:
    session = GameSession(GameConfig(players=2, seed=3), ("human", "bot"))
    session.start()
    assert session.choose(session.decision.options[0])  # type: ignore[union-attr]
    session._bot_timer.stop()  # the computer has not moved yet
    assert session.decision is not None and not session.is_human(session.decision.seat)
    assert session.undo_blocker() == COMPUTER
    assert session.undo() is False


def test_undo_refused_when_the_game_is_over(qapp: Any) -> None:
    session = GameSession(GameConfig(players=1, seed=4))
    chooser = random.Random(4)
    while session.decision is not None:
        assert session.choose(chooser.choice(session.decision.options))
    assert session.game.is_over
    assert session.undo_blocker() == OVER
    assert session.undo() is False


def test_a_refused_choice_changes_nothing(qapp: Any) -> None:
    session, recorder = first_turn(qapp)
    before = snapshot(session)
    assert session.choose(CardsDraw()) is False
    assert "is not allowed now" in recorder.refused[-1]
    assert snapshot(session) == before


def test_another_player_deciding_within_the_turn(qapp: Any) -> None:
    """A real mid-turn position (a break's hand-limit discards, a Pilfering victim...) where the
    decision moved to another human seat: that seat may not undo the other seat's choice."""
    for seed in range(20):
        session = GameSession(GameConfig(players=3, seed=seed))
        events: list[tuple[Event, ...]] = []
        session.events_applied.connect(events.append)
        chooser = random.Random(seed)
        deciders: list[int] = []
        turn_start = 0
        while session.decision is not None and len(deciders) < 600:
            decision = session.decision
            deciders.append(decision.seat)
            assert session.choose(chooser.choice(decision.options))
            if any(isinstance(e, TurnStarted) for e in events[-1]):
                turn_start = len(deciders)
            now = session.decision
            if (
                now is not None
                and turn_start > 0
                and len(deciders) > turn_start  # within a turn
                and now.seat != deciders[-1]  # the decision moved to another seat
                and not draws_from_deck(events[-1])
            ):
                before = snapshot(session)
                assert session.undo_blocker() == OTHER_PLAYER
                assert session.undo() is False
                assert snapshot(session) == before
                return
    pytest.fail("no position found where another player decided within a turn")


# -- the rule at every decision of random games ----------------------------------------------------


def expected_blocker(
    session: GameSession,
    turn_start: int,
    revealed: list[bool],
    deciders: list[int],
) -> str:
    """The issue's rule, computed independently of the session's own bookkeeping."""
    decision = session.decision
    if not deciders:
        return NOTHING
    if decision is None:
        return OVER
    if not session.is_human(decision.seat):
        return COMPUTER
    if len(deciders) <= turn_start:
        return TURN_START
    if revealed[-1]:
        return REVEALED
    if deciders[-1] != decision.seat:
        return OTHER_PLAYER
    return ""


@pytest.mark.parametrize(("players", "seed"), [(1, 11), (2, 12), (3, 13), (4, 14)])
def test_undo_rule_and_exact_restore_at_every_decision(qapp: Any, players: int, seed: int) -> None:
    session = GameSession(GameConfig(players=players, seed=seed))
    events: list[tuple[Event, ...]] = []
    session.events_applied.connect(events.append)
    chooser = random.Random(seed)
    digests = [state_digest(session.game)]
    deciders: list[int] = []
    revealed: list[bool] = []
    turn_start = 0
    undone = refused = 0
    while session.decision is not None and len(deciders) < 160:
        decision = session.decision
        rng_before = session.game.state.rng.getstate()
        choice = chooser.choice(decision.options)
        assert session.choose(choice)
        deciders.append(decision.seat)
        applied = events[-1]
        revealed.append(
            session.game.state.rng.getstate() != rng_before
            or any(
                isinstance(e, CardMoved) and (e.source == "deck" or e.target == "revealed")
                for e in applied
            )
        )
        if any(isinstance(e, TurnStarted) for e in applied):
            turn_start = len(deciders)
        digests.append(state_digest(session.game))
        blocker = session.undo_blocker()
        assert blocker == expected_blocker(session, turn_start, revealed, deciders), len(deciders)
        if blocker:
            refused += 1
            assert session.undo() is False
            assert state_digest(session.game) == digests[-1]
            continue
        undone += 1
        after = snapshot(session)
        assert session.undo()
        assert state_digest(session.game) == digests[-2], "undo restores the state exactly"
        assert tuple(session.choices) == after[1][:-1]
        assert session.decision is not None and session.decision.allows(choice)
        assert session.redo()
        assert snapshot(session) == after, "redo re-applies the same choice"
    assert undone > 10 and refused > 10


def test_undo_chain_back_to_the_turn_start_in_random_games(qapp: Any) -> None:
    """From sampled positions, undo until refused: every step restores the previous state, the
    refusal names a real limit, and redoing everything gives the position back."""
    chains = 0
    for seed in (21, 22, 23):
        session = GameSession(GameConfig(players=2, seed=seed))
        chooser = random.Random(seed)
        digests = [state_digest(session.game)]
        while session.decision is not None and len(session.choices) < 150:
            session.choose(chooser.choice(session.decision.options))
            digests.append(state_digest(session.game))
            if len(session.choices) % 7:
                continue
            position = snapshot(session)
            steps = 0
            while session.undo():
                steps += 1
                assert state_digest(session.game) == digests[-1 - steps]
            assert session.undo_blocker() in (TURN_START, REVEALED, OTHER_PLAYER)
            for _ in range(steps):
                assert session.redo()
            assert snapshot(session) == position
            chains += steps > 0
    assert chains >= 5


# -- autosave --------------------------------------------------------------------------------------


def test_autosave_after_every_completed_turn(qapp: Any, tmp_path: Path) -> None:
    path = tmp_path / "saves" / "autosave.json"
    session = GameSession(GameConfig(players=2, seed=31), autosave_path=path)
    saved: list[str] = []
    session.saved.connect(saved.append)
    checked = 0

    def on_events(events: tuple[Event, ...]) -> None:
        nonlocal checked
        if any(isinstance(e, TurnStarted) for e in events):
            assert saved and saved[-1] == str(path), "a completed turn is saved at once"
            loaded = load_game(path)
            assert loaded.choices == tuple(session.choices)
            assert state_digest(loaded.game) == state_digest(session.game)
            checked += 1

    session.events_applied.connect(on_events)
    session.start()
    assert session.choose(session.decision.options[0])  # type: ignore[union-attr]
    assert not path.exists(), "no turn completed yet"
    chooser = random.Random(31)
    undone: set[int] = set()
    while session.decision is not None and len(session.choices) < 120:
        assert session.choose(chooser.choice(session.decision.options))
        if session.undo_blocker() == "" and len(session.choices) not in undone:
            undone.add(len(session.choices))
            assert session.undo()  # undo never reaches into the autosaved part
            kept = load_game(path).choices
            assert kept == tuple(session.choices[: len(kept)])
    assert len(undone) > 10
    assert checked > 20
    assert len(saved) == checked


def test_autosave_at_the_end_of_the_game(qapp: Any, tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    session = GameSession(GameConfig(players=1, seed=32), autosave_path=path)
    chooser = random.Random(32)
    while session.decision is not None:
        assert session.choose(chooser.choice(session.decision.options))
    loaded = load_game(path)
    assert loaded.game.is_over and loaded.choices == tuple(session.choices)


def test_a_failing_autosave_is_reported_and_the_game_goes_on(qapp: Any, tmp_path: Path) -> None:
    blocker = tmp_path / "not_a_folder"
    blocker.write_text("a file where the save folder should be", encoding="utf-8")
    session = GameSession(GameConfig(players=2, seed=33), autosave_path=blocker / "auto.json")
    failures: list[str] = []
    session.save_failed.connect(failures.append)
    for _ in range(2):
        assert session.choose(session.decision.options[0])  # type: ignore[union-attr]
    assert failures and "could not be saved" in failures[0]
    assert session.decision is not None and session.decision.kind == "choose_action"


def test_restored_session_can_undo_within_the_saved_turn(qapp: Any, tmp_path: Path) -> None:
    """A game saved mid-turn and loaded again keeps the same undo limits."""
    session, _ = first_turn(qapp)
    start = snapshot(session)
    assert session.choose(ChooseAction("build"))
    path = tmp_path / "mid_turn.json"
    assert session.save(path)
    restored = GameSession.from_save(load_game(path))
    assert restored.undo_blocker() == ""
    assert restored.undo() and snapshot(restored) == start
    assert restored.undo_blocker() == TURN_START
    fresh = new_game(restored.config)
    for choice in restored.choices:
        fresh.apply(choice)
    assert state_digest(fresh) == state_digest(restored.game)
