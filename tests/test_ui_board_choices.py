"""Choices made on the association board: for every decision kind the board shows, a seeded game
is driven to it, the drawn thing is clicked on the board (mouse events at the rectangle the
board painted it in) and the engine receives exactly the option it stands for; a dimmed thing
does nothing and its tip gives the engine's reason; the Board tab opens by itself for such a
decision and goes back afterwards."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from ui_helpers import make_window, pass_on, session_at, settle

from arknova_desktop.engine import (
    BONUS_MONEY_5,
    AssociationTask,
    BoardOption,
    Choice,
    Decision,
    DecisionKind,
    Donate,
    SupportProject,
    TakeBonus,
    TakePartnerZoo,
    TakeUniversity,
    Unusable,
)
from arknova_desktop.session import GameSession
from arknova_desktop.ui.table.board_view import BoardView
from arknova_desktop.ui.table.main_window import MainWindow
from arknova_desktop.ui.words.explain_words import reason_text

pytestmark = pytest.mark.gui


def board_window(qtbot, stop: Callable[[Decision], bool], seed: int = 1) -> MainWindow:  # type: ignore[no-untyped-def]
    """A 2-player hot-seat window at the first decision of a seeded game for which `stop` is
    true, its player seated."""
    session = session_at(stop, seed=seed)
    window = make_window(qtbot, session)
    pass_on(session)
    settle()
    return window


def board_open(window: MainWindow) -> bool:
    """The Board tab is the one shown."""
    tabs = window.right_tabs
    return tabs.currentIndex() == tabs.indexOf(window.board_follower.scroll)


def spot_of(view: BoardView, choice: Choice) -> QPoint:
    """Where the board drew `choice` (the centre of its rectangle, as painted)."""
    view.refresh()
    rects = [rect for rect, drawn in view.choices.spots if drawn == choice]
    assert rects, f"{choice!r} is not drawn on the board"
    return rects[0].center().toPoint()


def click(view: BoardView, choice: Choice) -> None:
    point = spot_of(view, choice)
    QTest.mouseMove(view, point)
    QTest.mouseClick(view, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    settle()


def answers(  # type: ignore[no-untyped-def]
    qtbot, stop: Callable[[Decision], bool], pick: Callable[[Decision], Choice], seed: int = 1
) -> None:
    """At the decision, a click on the drawn thing of `pick`'s option applies exactly it."""
    window = board_window(qtbot, stop, seed)
    session = window.session
    decision = session.table_decision
    assert decision is not None
    choice = pick(decision)
    assert board_open(window)  # opened by itself
    assert window.board_view.choices.is_lit(choice)
    before = len(session.choices)
    click(window.board_view, choice)
    assert session.choices[before:] == [choice]


def kind_is(*kinds: str) -> Callable[[Decision], bool]:
    return lambda d: d.kind in kinds


def first(kind: type[Choice]) -> Callable[[Decision], Choice]:
    return lambda d: next(o for o in d.options if isinstance(o, kind))


def last(kind: type[Choice]) -> Callable[[Decision], Choice]:
    return lambda d: [o for o in d.options if isinstance(o, kind)][-1]


def test_an_association_task_is_chosen_on_its_space(qtbot) -> None:  # type: ignore[no-untyped-def]
    answers(qtbot, kind_is(DecisionKind.ASSOCIATION), last(AssociationTask))


def test_a_donation_is_made_on_the_next_donation_space(qtbot) -> None:  # type: ignore[no-untyped-def]
    answers(
        qtbot, lambda d: d.kind == DecisionKind.ASSOCIATION and d.allows(Donate()), first(Donate)
    )


def test_a_partner_zoo_of_the_association_task(qtbot) -> None:  # type: ignore[no-untyped-def]
    answers(qtbot, kind_is(DecisionKind.ASSOCIATION_PARTNER_ZOO), last(TakePartnerZoo))


def test_a_university_of_the_association_task(qtbot) -> None:  # type: ignore[no-untyped-def]
    answers(qtbot, kind_is(DecisionKind.ASSOCIATION_UNIVERSITY), last(TakeUniversity))


def test_a_partner_zoo_of_a_bonus_tile(qtbot) -> None:  # type: ignore[no-untyped-def]
    answers(qtbot, kind_is(DecisionKind.PARTNER_ZOO), first(TakePartnerZoo))


def test_a_university_of_a_bonus_tile(qtbot) -> None:  # type: ignore[no-untyped-def]
    answers(qtbot, kind_is(DecisionKind.UNIVERSITY), first(TakeUniversity), seed=2)


def test_a_project_level_is_supported_on_the_board(qtbot) -> None:  # type: ignore[no-untyped-def]
    answers(
        qtbot,
        lambda d: (
            d.kind == DecisionKind.ASSOCIATION_PROJECT
            and any(isinstance(o, SupportProject) for o in d.options)
        ),
        last(SupportProject),
    )


def bonus_tile_decision(d: Decision) -> bool:
    """The bonus of conservation space 5 or 8: 5 money or a tile still there."""
    return (
        d.kind == DecisionKind.CONSERVATION_BONUS
        and d.allows(TakeBonus(BONUS_MONEY_5))
        and len(d.options) > 1
    )


def test_a_bonus_tile_is_taken_on_its_row(qtbot) -> None:  # type: ignore[no-untyped-def]
    answers(
        qtbot,
        bonus_tile_decision,
        lambda d: next(
            o for o in d.options if isinstance(o, TakeBonus) and o.bonus != BONUS_MONEY_5
        ),
    )


def test_the_five_money_of_a_bonus_space_is_a_tile_too(qtbot) -> None:  # type: ignore[no-untyped-def]
    answers(qtbot, bonus_tile_decision, lambda _d: TakeBonus(BONUS_MONEY_5))


# -- dimmed things -----------------------------------------------------------------------------
def dimmed(window: MainWindow) -> list[BoardOption]:
    return [o for o in window.board_view.choices.options.values() if o.reason is not None]


def test_a_dimmed_thing_does_nothing_and_says_why(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = board_window(
        qtbot,
        lambda d: (
            d.kind == DecisionKind.ASSOCIATION
            and any(not d.allows(AssociationTask(t)) for t in ("project", "university"))
        ),
    )
    session, view = window.session, window.board_view
    out = next(o for o in dimmed(window) if isinstance(o.choice, AssociationTask))
    assert out.reason is not None
    assert not view.choices.is_lit(out.choice)
    point = spot_of(view, out.choice)
    words = reason_text(out.reason)
    assert words and words in view.tip_at(point.toPointF())
    before = len(session.choices)
    decision = session.decision
    click(view, out.choice)
    assert len(session.choices) == before and session.decision is decision
    # A lit one says what a click does instead.
    lit = next(o.choice for o in view.choices.options.values() if o.reason is None)
    assert "Click to choose" in view.tip_at(spot_of(view, lit).toPointF())


def test_a_dimmed_partner_zoo_gives_the_engines_reason(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A partner zoo the player has, or that another took, is dimmed with that reason."""
    window = board_window(
        qtbot,
        lambda d: d.kind == DecisionKind.ASSOCIATION_PARTNER_ZOO and len(d.options) < 5,
    )
    reasons = {o.reason.kind for o in dimmed(window) if o.reason is not None}
    assert reasons & {Unusable.ALREADY_YOURS, Unusable.NOT_ON_OFFER}
    for option in dimmed(window):
        assert option.reason is not None
        tip = window.board_view.tip_at(spot_of(window.board_view, option.choice).toPointF())
        assert reason_text(option.reason) in tip


def test_closed_task_is_dimmed_as_full(qtbot) -> None:  # type: ignore[no-untyped-def]
    """3 workers of the player on a task: closed to them until the break, said in words."""
    window = board_window(qtbot, kind_is(DecisionKind.ASSOCIATION))
    session = window.session
    seat = session.view.players[session.viewer].seat
    rows = [list(r) for r in session.game.state.association.task_workers]
    rows[seat][0] = 3  # the reputation task
    session.game.state.association.task_workers = tuple((r[0], r[1], r[2], r[3]) for r in rows)
    session.game.state.players[seat].workers += 3
    session.game.advance()  # the open decision asked again in the changed position
    session.state_changed()
    view = window.board_view
    view.refresh()
    option = view.choices.options[AssociationTask("reputation")]
    assert option.reason is not None and option.reason.kind is Unusable.TASK_CLOSED
    assert not session.decision.allows(AssociationTask("reputation"))
    assert session.view.players[seat].task_workers_needed[0] == 0
    assert "full until the break" in view.tip_at(spot_of(view, option.choice).toPointF())


# -- the Board tab -----------------------------------------------------------------------------
def test_the_board_opens_by_itself_and_goes_back(qtbot) -> None:  # type: ignore[no-untyped-def]
    session: GameSession = session_at(
        lambda d: d.kind == DecisionKind.CHOOSE_ACTION and _association_possible(d)
    )
    window = make_window(qtbot, session)
    pass_on(session)
    settle()
    tabs = window.right_tabs
    display = tabs.currentIndex()
    assert not board_open(window)
    settle()  # the focus the lifted cover hands to the decision has landed
    window.hand_view.setFocus()  # somewhere that stays (a used action card loses the focus)
    focus = QApplication.focusWidget()
    association = next(
        o for o in session.table_decision.options if getattr(o, "action", "") == "association"
    )
    assert session.choose(association)
    settle()
    assert board_open(window)
    assert QApplication.focusWidget() is focus  # the keys stay where they were
    # Answer the board's decisions by clicks until they are over: the tab goes back.
    for _ in range(10):
        decision = session.table_decision
        if decision is None or not window.board_view.choices.active:
            break
        lit = [c for c in decision.options if window.board_view.choices.is_lit(c)]
        click(window.board_view, lit[0])
    settle()
    assert tabs.currentIndex() == display


def _association_possible(d: Decision) -> bool:
    return any(getattr(o, "action", "") == "association" for o in d.options)
