"""A turn ends when its player confirms it (issue 12): the session waits with
`awaiting_end_turn` after the turn's last choice, `end_turn()` passes it on; until then undo steps
back through every choice of the turn that revealed nothing, from a snapshot of the turn's start;
every choice is autosaved and a game saved while waiting comes back waiting. None of it reaches the
engine: the choice log is the same with and without the confirmation."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest
from ui_helpers import log_lines

from arknova_desktop import session as session_module
from arknova_desktop.engine import GameConfig, new_game
from arknova_desktop.engine.kernel.choices import Choice, ChooseAction, TakeXToken
from arknova_desktop.journal import card_move_is_public
from arknova_desktop.saves import GameStatus, load_game, state_digest
from arknova_desktop.session import BOT, HUMAN, GameSession, Refusal
from arknova_desktop.ui.words.log_words import public_line


class Recorder:
    def __init__(self, session: GameSession) -> None:
        self.handovers: list[int] = []
        self.awaiting: list[bool] = []
        self.ended: list[int] = []
        self.refused: list[Refusal] = []
        session.handover_needed.connect(self.handovers.append)
        session.awaiting_end_turn_changed.connect(self.awaiting.append)
        session.turn_ended.connect(self.ended.append)
        session.choice_refused.connect(self.refused.append)


def keep_both(session: GameSession) -> None:
    for _ in range(session.config.players):
        if session.covered:
            session.reveal()
        decision = session.table_decision
        assert decision is not None and decision.kind == "keep_cards"
        assert session.choose(decision.options[0])
    if session.covered:
        session.reveal()


def first_turn(seed: int = 3, **kwargs: Any) -> tuple[GameSession, Recorder]:
    session = GameSession(GameConfig(players=2, seed=seed), (HUMAN, HUMAN), **kwargs)
    recorder = Recorder(session)
    session.start()
    keep_both(session)
    decision = session.table_decision
    assert decision is not None and decision.kind == "choose_action" and decision.seat == 0
    return session, recorder


def finish_turn(session: GameSession, rng: random.Random, avoid_draws: bool = False) -> int:
    """Random choices of the seat at the screen until its turn waits for "End turn"."""
    mover = session.table_decision.seat  # type: ignore[union-attr]
    for _ in range(200):
        if session.awaiting_end_turn:
            return mover
        decision = session.table_decision
        assert decision is not None and decision.seat == mover
        options = list(decision.options)
        if avoid_draws:  # an X-token action completes a turn without revealing anything
            quiet = [o for o in options if isinstance(o, TakeXToken)]
            options = quiet or options
        assert session.choose(rng.choice(options))
    raise AssertionError("the turn never ended")


def test_the_last_choice_of_a_turn_waits_for_end_turn(qapp: Any) -> None:
    session, recorder = first_turn()
    handovers_before = list(recorder.handovers)
    finish_turn(session, random.Random(1), avoid_draws=True)
    assert session.awaiting_end_turn and recorder.awaiting[-1] is True
    # The engine has moved on to Bob, but nothing passes until Ann confirms.
    assert session.decision is not None and session.decision.seat == 1
    assert session.table_decision is None
    assert recorder.handovers == handovers_before
    assert not session.choose(session.decision.options[0])
    assert recorder.refused[-1] is Refusal.TURN_COMPLETE
    assert session.end_turn()
    assert not session.awaiting_end_turn and recorder.ended == [0]
    assert recorder.handovers[-1] == 1 and session.covered
    assert not session.end_turn()  # nothing waits any more


def test_the_choice_log_is_the_same_with_and_without_the_confirmation(qapp: Any) -> None:
    waiting, _ = first_turn(seed=5)
    fast, _ = first_turn(seed=5, confirm_end_turn=False)
    rng = random.Random(5)
    for _ in range(120):
        for s in (waiting, fast):
            if s.awaiting_end_turn:
                s.end_turn()
            if s.covered:
                s.reveal()
        assert not fast.awaiting_end_turn
        decision = waiting.table_decision
        if decision is None:
            break
        choice = rng.choice(decision.options)
        assert waiting.choose(choice) and fast.choose(choice)
    assert waiting.choices == fast.choices
    assert state_digest(waiting.game) == state_digest(fast.game)
    replay = new_game(waiting.config)
    for choice in waiting.choices:
        replay.apply(choice)
    assert state_digest(replay) == state_digest(waiting.game)


def test_undo_while_waiting_takes_back_the_turns_last_choice(qapp: Any) -> None:
    session, recorder = first_turn(seed=7)
    decision = session.table_decision
    assert decision is not None
    take = next(o for o in decision.options if isinstance(o, TakeXToken))
    before = state_digest(session.game)
    x_before = session.game.state.players[0].x_tokens
    assert session.choose(take)
    assert session.awaiting_end_turn
    assert session.game.state.players[0].x_tokens == x_before + 1
    assert session.undo_blocker() is None
    assert session.undo()
    assert not session.awaiting_end_turn and recorder.awaiting[-1] is False
    assert state_digest(session.game) == before
    assert session.table_decision is not None and session.table_decision.seat == 0
    assert session.can_redo()
    assert session.redo() and session.awaiting_end_turn


def test_undo_steps_back_through_every_choice_of_the_turn(qapp: Any) -> None:
    """A Build action with several steps: each undo goes one choice back, to the turn's start."""
    session, _ = first_turn(seed=9)
    rng = random.Random(9)
    digests = [state_digest(session.game)]
    build = next(
        o
        for o in session.table_decision.options  # type: ignore[union-attr]
        if isinstance(o, ChooseAction) and o.action == "build" and o.x_tokens == 0
    )
    assert session.choose(build)
    steps = 1
    while not session.awaiting_end_turn and steps < 12:
        digests.append(state_digest(session.game))
        decision = session.table_decision
        assert decision is not None
        assert session.choose(rng.choice(decision.options))
        steps += 1
        if session._revealed[-1]:  # a placement bonus drew a card: undo stops there
            break
    digests.append(state_digest(session.game))
    undone = 0
    while session.undo_blocker() is None:
        assert session.undo()
        undone += 1
        assert state_digest(session.game) == digests[-1 - undone]
    if not session._revealed[-1] if session.choices else True:
        assert undone == steps  # back at the start of the turn
        assert session.undo_blocker() is Refusal.NOT_YOUR_CHOICE
    assert undone >= 1


def test_undo_never_replays_the_game_from_its_start(qapp: Any, monkeypatch: Any) -> None:
    session, _ = first_turn(seed=11)
    rng = random.Random(11)
    for _ in range(3):  # a few turns, so the start of the game is far away
        finish_turn(session, rng, avoid_draws=True)
        session.end_turn()
        session.reveal()
    decision = session.table_decision
    assert decision is not None
    take = next(o for o in decision.options if isinstance(o, TakeXToken))
    assert session.choose(take)

    def no_new_game(*_a: object, **_k: object) -> None:
        raise AssertionError("undo rebuilt the whole game")

    monkeypatch.setattr(session_module, "new_game", no_new_game)
    assert session.undo()


def test_undo_stops_at_a_choice_that_revealed_a_card(qapp: Any) -> None:
    session, _ = first_turn(seed=13)
    decision = session.table_decision
    cards = next(
        o
        for o in decision.options  # type: ignore[union-attr]
        if isinstance(o, ChooseAction) and o.action == "cards" and o.x_tokens == 0
    )
    assert session.choose(cards)  # Cards I at strength 1: draw 1 card from the deck
    while session._revealed and not session._revealed[-1]:
        decision = session.table_decision
        if decision is None:
            break
        assert session.choose(decision.options[0])
    assert session.undo_blocker() is Refusal.REVEALED
    assert not session.undo()


def test_redo_is_enabled_only_when_there_is_something_to_redo(qapp: Any) -> None:
    session, _ = first_turn(seed=15)
    assert not session.can_redo()
    decision = session.table_decision
    take = next(o for o in decision.options if isinstance(o, TakeXToken))  # type: ignore[union-attr]
    session.choose(take)
    assert not session.can_redo()
    session.undo()
    assert session.can_redo()
    other = next(
        o
        for o in session.table_decision.options  # type: ignore[union-attr]
        if o != take and isinstance(o, TakeXToken)
    )
    session.choose(other)  # a different choice: the redo is gone
    session.undo()
    assert session.can_redo()
    assert session.redo() and session.choices[-1] == other  # only the latest is there to redo
    assert not session.can_redo()


def test_confirmation_off_passes_the_turn_at_once(qapp: Any) -> None:
    session, recorder = first_turn(seed=17, confirm_end_turn=False)
    finish_turn_until = session.game.state.turn
    rng = random.Random(17)
    while session.game.state.turn == finish_turn_until:
        decision = session.table_decision
        assert decision is not None
        session.choose(rng.choice(decision.options))
    assert not session.awaiting_end_turn and recorder.awaiting == []


def test_every_choice_is_autosaved_and_a_waiting_turn_comes_back_waiting(
    qapp: Any, tmp_path: Path
) -> None:
    session, _ = first_turn(seed=19, autosave_dir=tmp_path)
    path = session.autosave_path
    assert path is not None and path.parent == tmp_path
    rng = random.Random(19)
    while not session.awaiting_end_turn:
        decision = session.table_decision
        assert decision is not None
        session.choose(rng.choice(decision.options))
        assert len(load_game(path).choices) == len(session.choices)
    loaded = load_game(path)
    assert loaded.meta.awaiting_end_turn and loaded.meta.game_id == session.meta.game_id
    again = GameSession.from_save(loaded, autosave_dir=tmp_path)
    assert again.awaiting_end_turn and again.table_decision is None
    again.start()
    assert again.covered  # two humans: the mover sits down first
    again.reveal()
    assert again.awaiting_end_turn
    assert again.end_turn() and again.covered and again.viewer == 1
    # Ending the turn is saved too.
    assert not load_game(path).meta.awaiting_end_turn


def test_a_kill_during_a_break_loses_nothing(qapp: Any, tmp_path: Path) -> None:
    """The turn that triggers a break and every decision of the break are on disk at once."""
    session = GameSession(
        GameConfig(players=2, seed=23),
        (HUMAN, HUMAN),
        autosave_dir=tmp_path,
        confirm_end_turn=False,
    )
    session.start()
    rng = random.Random(23)
    for _ in range(3000):
        if session.covered:
            session.reveal()
        decision = session.table_decision
        if decision is None:
            break
        session.choose(rng.choice(decision.options))
        if session.game.state.breaks >= 1:
            break
    assert session.game.state.breaks >= 1
    assert session.autosave_path is not None
    assert load_game(session.autosave_path).choices == tuple(session.choices)


def test_two_games_keep_two_autosaves(qapp: Any, tmp_path: Path) -> None:
    first, _ = first_turn(seed=25, autosave_dir=tmp_path)
    second, _ = first_turn(seed=26, autosave_dir=tmp_path)
    assert first.autosave_path != second.autosave_path
    assert first.autosave_path.exists() and second.autosave_path.exists()  # type: ignore[union-attr]


def test_concede_and_abandon_are_recorded(qapp: Any, tmp_path: Path) -> None:
    session, _ = first_turn(seed=27, autosave_dir=tmp_path)
    assert session.concede(0)
    assert not session.is_active and session.table_decision is None
    meta = load_game(session.autosave_path).meta  # type: ignore[arg-type]
    assert meta.status is GameStatus.CONCEDED and meta.conceded_by == 0
    other, _ = first_turn(seed=28, autosave_dir=tmp_path)
    assert other.abandon()
    assert load_game(other.autosave_path).meta.status is GameStatus.ABANDONED  # type: ignore[arg-type]


def test_play_again_keeps_seats_names_and_maps_with_a_new_seed(qapp: Any) -> None:
    config = GameConfig(players=3, seed=5, names=("A", "B", "C"), maps=("1", "2", "A"))
    session = GameSession(config, (HUMAN, BOT, HUMAN))
    again = session.play_again_config()
    assert again.names == config.names and again.maps == config.maps
    assert again.players == 3 and again.seed != config.seed


def test_computer_seats_are_labelled_everywhere(qapp: Any) -> None:
    config = GameConfig(players=2, seed=29, names=("Ann", "Hal"))
    session = GameSession(config, (HUMAN, BOT), confirm_end_turn=False)
    assert session.seat_label(1) == "Hal (computer, Medium)" and session.seat_label(0) == "Ann"
    session.start()
    rng = random.Random(29)
    while session.game.state.turn < 2:  # Ann's first turn, then Hal's
        session.run_bots_now()
        decision = session.table_decision
        assert decision is not None
        assert session.choose(rng.choice(decision.options))
    session.run_bots_now()
    lines = log_lines(session)
    assert any("Hal (computer, Medium)" in line for line in lines)
    assert not any(re.search(r"\bHal\b(?! \(computer, Medium\))", line) for line in lines)


def test_a_computer_waits_for_the_human_to_end_the_turn(qapp: Any) -> None:
    config = GameConfig(players=2, seed=31)
    session = GameSession(config, (HUMAN, BOT))
    session.start()
    session.choose(session.table_decision.options[0])  # type: ignore[union-attr]
    session.run_bots_now()  # the computer keeps its cards
    rng = random.Random(31)
    finish_turn(session, rng, avoid_draws=True)
    count = len(session.choices)
    session.run_bots_now()
    assert len(session.choices) == count  # nothing happens before "End turn"
    session.end_turn()
    session.run_bots_now()
    assert len(session.choices) > count
    assert session.table_decision is not None and session.table_decision.seat == 0


def _choices(session: GameSession) -> tuple[Choice, ...]:
    return tuple(session.choices)


@pytest.mark.slow  # two whole random games, about 4 s each
@pytest.mark.parametrize("seed", [41, 42])
def test_the_public_log_never_names_a_card_only_its_owner_knows(qapp: Any, seed: int) -> None:
    """Over whole random games: a card drawn, dealt, kept, revealed to one player, tucked or
    discarded from a hand is never named in the log; a card played or taken from the display is."""
    from arknova_desktop.engine.kernel.events import CardMoved

    session = GameSession(GameConfig(players=3, seed=seed), (HUMAN, BOT, HUMAN))
    session.start()
    rng = random.Random(seed)
    named_public = 0
    for _ in range(4000):
        if session.awaiting_end_turn:
            session.end_turn()
        if session.covered:
            session.reveal()
        session.run_bots_now()
        if session.awaiting_end_turn or session.covered:
            continue
        decision = session.table_decision
        if decision is None:
            break
        marks = len(session.journal)
        assert session.choose(rng.choice(decision.options))
        for entry in session.journal[marks:]:
            for event in entry.events:
                if not isinstance(event, CardMoved):
                    continue
                line = public_line(session, event)
                name = session.game.cards.get(event.card).name
                if card_move_is_public(event):
                    named_public += name in line
                else:
                    assert name not in line, (event, line)
                    assert not re.search(r"\b[ASPF]\d{3}\b", line), line
    assert session.game.is_over
    assert named_public > 10  # the check did see public card moves
