"""The table holds still at 1280×800: what comes and goes during a turn (the building palette,
"Since your last turn", a longer action-card text, a decision's prompt) never moves or resizes
the zoo map or the display, and the hand keeps room for whole cards."""

from __future__ import annotations

import random

from PySide6.QtCore import QRect, Qt
from ui_helpers import HUMAN, choose, keep_setup, make_session, make_window, pass_on, settle

from arknova_desktop.engine.kernel.choices import ChooseAction, PlaceBuilding


def geometry(widget) -> QRect:  # type: ignore[no-untyped-def]
    """Where the widget is in its window (a move or a resize both change it)."""
    return QRect(widget.mapTo(widget.window(), widget.rect().topLeft()), widget.size())


def test_a_build_brings_the_palette_without_moving_the_map(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, (HUMAN, HUMAN), maps=("1", "A"), seed=4)
    window = make_window(qtbot, session)
    keep_setup(session)
    settle()
    map_at, display_at = geometry(window.map_view), geometry(window.display_view)
    assert window.action_stack.currentWidget() is window.action_row
    decision = session.table_decision
    assert decision is not None
    build = next(o for o in decision.options if isinstance(o, ChooseAction) and o.action == "build")
    choose(session, build)
    settle()
    # The palette is up, in the action cards' place; the map and the display did not move.
    assert not window.palette_list.isHidden() and window.palette_list.isVisible()
    assert window.action_stack.currentIndex() == 1
    assert geometry(window.map_view) == map_at
    assert geometry(window.display_view) == display_at
    placement = next(o for o in session.table_decision.options if isinstance(o, PlaceBuilding))  # type: ignore[union-attr]
    choose(session, placement)
    settle()
    assert window.action_stack.currentWidget() is window.action_row
    assert geometry(window.map_view) == map_at


def test_the_map_display_and_hand_keep_their_place_through_turns(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Random turns of two humans: after every step the map, the display and the hand are where
    they were, and every hand card is wholly inside the hand's view."""
    session = make_session(2, (HUMAN, HUMAN), maps=("2", "5"), seed=9)
    window = make_window(qtbot, session)
    keep_setup(session)
    settle()
    pass_on(session)
    settle()
    places = {
        name: geometry(getattr(window, name)) for name in ("map_view", "display_view", "hand_view")
    }
    rng = random.Random(9)
    summaries = waits = 0
    for _ in range(120):
        pass_on(session)
        settle()
        summaries += window.summary_box.isVisible()
        decision = session.table_decision
        if decision is None or session.game.is_over:
            break
        if window.cards_stack.currentIndex() == 0:  # the hand is shown (not card faces)
            for name, rect in places.items():
                assert geometry(getattr(window, name)) == rect, (name, decision.kind)
            view = window.hand_view
            for row in range(view.model().rowCount()):
                item = view.visualRect(view.model().index(row, 0))
                card = view.card_delegate.card_rect(item)  # the face, inside the item's margin
                if card.left() < view.viewport().width():  # a card scrolled out is not cut
                    assert card.top() >= 0 and card.bottom() < view.viewport().height(), card
        assert session.choose(rng.choice(decision.options))
        settle()
        if session.awaiting_end_turn:  # the End turn panel, with its long line, moves nothing
            waits += 1
            for name, rect in places.items():
                assert geometry(getattr(window, name)) == rect, (name, "waiting for End turn")
    assert summaries > 0, "'Since your last turn' should have come and gone"
    assert waits > 5, "turns should have waited for End turn"


def test_x_tokens_do_not_shift_the_action_cards(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, (HUMAN, HUMAN), maps=("1", "A"), seed=4)
    window = make_window(qtbot, session)
    keep_setup(session)
    rng = random.Random(4)
    cards = window.action_row.cards

    def plus_ready() -> bool:
        return any(card.plus.isVisible() and card.plus.isEnabled() for card in cards)

    for _ in range(200):  # random turns until the player at the screen holds an X-token
        pass_on(session)
        settle()
        decision = session.table_decision
        assert decision is not None
        if decision.kind == "choose_action" and plus_ready():
            break
        assert session.choose(rng.choice(decision.options))
    assert plus_ready(), "seed 4 should give an X-token within 200 choices"
    before = [geometry(card) for card in cards]
    assert len({rect.width() for rect in before}) <= 2  # equal shares (±1 px of rounding)
    plus = next(card.plus for card in cards if card.plus.isVisible() and card.plus.isEnabled())
    qtbot.mouseClick(plus, Qt.MouseButton.LeftButton)
    settle()
    assert any("(+1 X)" in card.strength.text() for card in cards)
    assert [geometry(card) for card in cards] == before


def test_a_loaded_games_log_opens_at_its_newest_line(qtbot) -> None:  # type: ignore[no-untyped-def]
    from pathlib import Path

    from arknova_desktop.saves import load_game
    from arknova_desktop.session import GameSession

    sample = Path(__file__).resolve().parent.parent / "resources" / "samples" / "sample-2p.json"
    session = GameSession.from_save(load_game(sample), bot_delay_ms=60_000)
    window = make_window(qtbot, session)
    pass_on(session)
    settle()
    window.right_tabs.setCurrentWidget(window.log_view)
    settle()
    bar = window.log_view.verticalScrollBar()
    assert bar.maximum() > 0, "the sample's log is longer than the tab"
    assert bar.value() == bar.maximum()


def test_the_log_follows_new_lines_shown_or_opened_later(qtbot) -> None:  # type: ignore[no-untyped-def]
    """An open Log tab stays at its newest line as lines come; a hidden one is not scrolled at
    every line (issue 25) but opens at its newest line."""
    import random

    from ui_helpers import make_session

    session = make_session(2, seed=5)
    window = make_window(qtbot, session)
    rng = random.Random(5)

    def play(steps: int) -> None:
        for _ in range(steps):
            pass_on(session)
            decision = session.decision
            assert decision is not None
            assert session.choose(rng.choice(decision.options))
            settle()

    bar = window.log_view.verticalScrollBar()
    window.right_tabs.setCurrentWidget(window.log_view)
    play(60)
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    window.right_tabs.setCurrentIndex(0)
    before = window.log_model.rowCount()
    play(40)
    assert window.log_model.rowCount() > before
    window.right_tabs.setCurrentWidget(window.log_view)
    settle()
    assert bar.value() == bar.maximum()
