"""The thin Qt models over the session: hand, display, players, log. Each passes Qt's model
tester (any tester complaint is a Qt warning, and warnings fail these tests), mirrors the game
state, updates after a choice, and shows only what the viewing seat may see."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QModelIndex, Qt
from ui_helpers import (
    BOT,
    HUMAN,
    keep_setup,
    log_lines,
    make_session,
    pass_on,
    play_until,
    shown_log_lines,
)

from arknova_desktop.engine.kernel.choices import ChooseAction
from arknova_desktop.session import GameSession
from arknova_desktop.ui.models import (
    DisplayModel,
    HandModel,
    LogModel,
    Role,
)

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_level_fail("WARNING")]

DISPLAY = Qt.ItemDataRole.DisplayRole


def rows_of(model: HandModel | DisplayModel) -> list[str]:
    return [model.index(r, 0).data(Role.CARD_ID) for r in range(model.rowCount())]


def started(players: int = 2, seats: tuple[str, ...] | None = None, seed: int = 1) -> GameSession:
    """A started session with the first human at the screen (the first cover lifted)."""
    session = make_session(players, seats, seed=seed)
    session.start()
    session.run_bots_now()
    pass_on(session)
    return session


# -- model tester ---------------------------------------------------------------------------------
def test_models_pass_the_model_tester(qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    session = started()
    keep_setup(session)
    models = (
        HandModel(session),
        DisplayModel(session),
        LogModel(session),
    )
    assert models[0].rowCount() == 4 and models[1].rowCount() == 6 and models[2].rowCount() > 0
    for model in models:
        qtmodeltester.check(model)
    # The testers stay attached: every reset / insert / dataChanged of 40 more choices is
    # checked too (a complaint is a Qt warning, which fails this test).
    play_until(session, lambda _d: len(session.choices) >= 44, random.Random(4))
    for model in models:
        qtmodeltester.check(model)


def test_roles_start_at_user_role() -> None:
    assert min(Role) > Qt.ItemDataRole.UserRole
    assert len(set(Role)) == len(Role)


# -- hand ---------------------------------------------------------------------------------------
def test_hand_rows_are_the_viewers_hand_with_names_and_ids() -> None:
    session = started()
    keep_setup(session)
    model = HandModel(session)
    hand = session.game.state.players[session.viewer].hand
    assert rows_of(model) == list(hand)
    cards = session.game.cards
    for row, card in enumerate(hand):
        index = model.index(row, 0)
        assert index.data(DISPLAY) == cards.get(card).name
        assert index.data(Role.CARD_ID) == card
        tip = index.data(Qt.ItemDataRole.ToolTipRole)
        assert isinstance(tip, str) and tip
    assert model.index(len(hand), 0).data(DISPLAY) is None
    assert model.rowCount(model.index(0, 0)) == 0  # a list: no children


def test_hand_updates_after_a_choice(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Human vs computer: keeping the 4 starting cards fills the human's hand (a reset)."""
    session = started(seats=(HUMAN, BOT))
    model = HandModel(session)
    assert model.rowCount() == 0  # the 8 dealt cards are not in the hand yet
    keep = session.decision.options[5]  # type: ignore[union-attr]
    with qtbot.waitSignal(model.modelReset, timeout=1000):
        assert session.choose(keep)
    assert sorted(rows_of(model)) == sorted(keep.cards)  # type: ignore[attr-defined]


@pytest.mark.parametrize("seats", [(HUMAN, HUMAN), (HUMAN, BOT), (BOT, HUMAN)])
def test_hand_never_shows_another_seats_cards(seats: tuple[str, str]) -> None:
    """Over a whole game: after every change the hand model holds exactly the hand of the seat the
    screen belongs to, and never a card of the other seat's hand; under the hot-seat cover it
    holds no card at all."""
    session = make_session(2, seats, seed=7)
    model = HandModel(session)
    seen_viewers = set()
    covered_checks = 0

    def check(*_args: object) -> None:
        nonlocal covered_checks
        rows = rows_of(model)
        seat = session.private_seat
        if seat is None:
            assert session.covered
            assert rows == [], "a hand is shown under the cover"
            covered_checks += 1
            return
        assert seat == session.viewer and session.is_human(seat)
        seen_viewers.add(seat)
        assert rows == list(session.game.state.players[seat].hand)
        for other in session.game.state.players:
            if other.seat != seat:
                assert not set(rows) & set(other.hand), "another seat's card is shown"

    for signal in (
        session.decision_changed,
        session.events_applied,
        session.handover_needed,
        session.revealed,
        session.awaiting_end_turn_changed,
    ):
        signal.connect(check)
    session.start()
    rng = random.Random(7)
    for _ in range(400):
        pass_on(session)
        session.run_bots_now()
        pass_on(session)
        decision = session.decision
        if decision is None:
            break
        assert session.choose(rng.choice(decision.options))
    expected = {s for s, kind in enumerate(seats) if kind == HUMAN}
    assert seen_viewers == expected
    if len(expected) > 1:
        assert covered_checks > 20, "the cover came up at every handover"
    else:
        assert covered_checks == 0, "one human: never a cover"


# -- display ------------------------------------------------------------------------------------
def test_display_rows_in_folder_order_and_update(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = started()
    keep_setup(session)
    model = DisplayModel(session)
    assert rows_of(model) == list(session.game.state.display)
    assert model.rowCount() == 6
    for row in range(6):
        assert model.index(row, 0).data(Role.FOLDER) == row + 1
    # Snap a card from the display: the display changes and the model follows.
    decision = play_until(
        session,
        lambda d: any(type(o).__name__ == "TakeFromDisplay" for o in d.options),
        random.Random(11),
        avoid=lambda o: False,
    )
    take = next(o for o in decision.options if type(o).__name__ == "TakeFromDisplay")
    before = rows_of(model)
    assert before[take.folder - 1] == take.card  # type: ignore[attr-defined]
    with qtbot.waitSignal(model.modelReset, timeout=1000):
        assert session.choose(take)
    assert rows_of(model) == list(session.game.state.display)
    assert take.card not in rows_of(model)  # type: ignore[attr-defined]


# -- log ------------------------------------------------------------------------------------------
def test_log_grows_with_rows_inserted(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = started()
    model = LogModel(session)
    keep_setup(session)  # the kept cards are private: the keeps put no card in the log
    start = model.rowCount()
    assert start == len(shown_log_lines(session))
    action = session.table_decision.options[0]  # type: ignore[union-attr]
    with qtbot.waitSignal(model.rowsInserted, timeout=1000) as blocker:
        assert session.choose(action)
    parent, first, last = blocker.args
    assert not parent.isValid()
    assert first == start
    assert last == len(shown_log_lines(session)) - 1 == model.rowCount() - 1
    assert [model.index(r, 0).data(DISPLAY) for r in range(model.rowCount())] == shown_log_lines(
        session
    )
    # ...and again, appending after the earlier rows.
    pass_on(session)  # the second player sits down
    with qtbot.waitSignal(model.rowsInserted, timeout=1000) as blocker:
        assert session.choose(session.decision.options[0])  # type: ignore[union-attr]
    assert blocker.args[1] == last + 1
    assert model.rowCount() == len(shown_log_lines(session))
    assert model.rowCount(model.index(0, 0)) == 0


def test_log_signals_in_order(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = started()
    model = LogModel(session)
    keep_setup(session)
    with qtbot.waitSignals(
        [model.rowsAboutToBeInserted, model.rowsInserted], order="strict", timeout=1000
    ):
        assert session.choose(session.decision.options[0])  # type: ignore[union-attr]


def test_log_does_not_reveal_another_humans_hand() -> None:
    """Hot seat: the log is on screen for every player, so it must not name the cards another
    human kept in their hand (the setup keeps are private)."""
    session = started(seats=(HUMAN, HUMAN))
    keep_setup(session)
    model = LogModel(session)
    cards = session.game.cards
    text = "\n".join(model.index(r, 0).data(DISPLAY) for r in range(model.rowCount()))
    viewer = session.viewer
    for player in session.game.state.players:
        if player.seat == viewer:
            continue
        for card in player.hand:
            assert card not in text, f"the log shows {card}, a card in {player.name}'s hand"
            assert cards.get(card).name not in text


def test_models_are_children_free_lists() -> None:
    session = started()
    for model in (HandModel(session), DisplayModel(session), LogModel(session)):
        assert not model.index(0, 1).isValid()  # one column
        assert not model.index(0, 0).parent().isValid()
        assert model.rowCount(QModelIndex()) == model.rowCount()


def test_choose_action_keeps_hand_and_display_models_consistent() -> None:
    session = started()
    keep_setup(session)
    hand, display = HandModel(session), DisplayModel(session)
    decision = session.decision
    assert decision is not None
    if ChooseAction("cards", 0) in decision.options:
        assert session.choose(ChooseAction("cards", 0))
    assert rows_of(hand) == list(session.game.state.players[session.viewer].hand)
    assert rows_of(display) == list(session.game.state.display)


def test_log_after_a_take_back_is_the_shorter_log_and_says_so(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = started()
    model = LogModel(session)
    keep_setup(session)
    before = [model.index(r, 0).data(DISPLAY) for r in range(model.rowCount())]
    decision = session.table_decision
    assert decision is not None
    build = next(o for o in decision.options if isinstance(o, ChooseAction) and o.action == "build")
    assert session.choose(build)
    assert model.rowCount() > len(before)
    with qtbot.waitSignal(model.modelReset, timeout=1000):
        assert session.undo()
    rows = [model.index(r, 0).data(DISPLAY) for r in range(model.rowCount())]
    # The build's lines are gone; one line says who took a choice back.
    assert rows == [*before, f"{session.seat_label(0)} takes back a choice"]
    assert rows == log_lines(session)


def test_the_log_shows_the_next_turn_only_after_end_turn(qtbot) -> None:  # type: ignore[no-untyped-def]
    from arknova_desktop.engine.kernel.choices import TakeXToken

    session = started()
    model = LogModel(session)
    keep_setup(session)
    pass_on(session)
    decision = session.table_decision
    assert decision is not None
    mover = decision.seat
    x_token = next(o for o in decision.options if isinstance(o, TakeXToken))
    assert session.choose(x_token)  # a whole turn in one choice
    assert session.awaiting_end_turn
    rows = [model.index(r, 0).data(DISPLAY) for r in range(model.rowCount())]
    other = session.seat_label(1 - mover)
    assert not any(row.startswith("Turn") and other in row for row in rows[-3:]), rows[-3:]
    session.end_turn()
    rows = [model.index(r, 0).data(DISPLAY) for r in range(model.rowCount())]
    assert rows == log_lines(session)
    assert any(row.startswith("Turn") and other in row for row in rows[-3:]), rows[-3:]
