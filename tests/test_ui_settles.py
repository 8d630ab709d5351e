"""The main window settles at once after every click, and the card lists hold still.

Seeded hot-seat games are played through a MainWindow at 1280×800 (random legal choices, "End
turn" when the turn waits for it, the hot-seat cover lifted) and after each step the event loop
is run pass by pass until it is idle. A pass is `processEvents()` plus the deferred deletions;
an event filter on the application counts what each pass dispatched. A pass is idle when it
dispatched nothing but timer events: no layout request, no resize, no paint, no queued call,
so nothing was left in the queue. Passes are counted, never milliseconds.

The card width of the display must not depend on its scroll bar: a width taken from the
viewport (narrower while the bar shows) changed the layout, which hid the bar, which widened
the viewport, and so on: the window never settled, and one click spent 9 s in relayout.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication
from ui_helpers import HUMAN, keep_setup, make_session, make_window

from arknova_desktop.ui.cards.card_views import CardListView
from arknova_desktop.ui.models import DisplayModel, HandModel

pytestmark = pytest.mark.gui

# Passes until idle, the idle pass included. Each level of nested layouts whose size hint
# changes takes one pass (a widget's LayoutRequest, once handled, posts its parent's): from a
# player board up to the main window that is 8 levels, so a step needs up to 10 passes
# (measured: p50 10, max 10 over whole games of seeds 1 and 2 and these seeds). The flip of the
# display never settled (still busy after 40 passes, more relayouts each pass).
MAX_PASSES = 12
# LayoutRequest events over one step. Measured: p50 ~75, max 105 over two whole 2-player games
# (a new decision replaces the panel's buttons, the boards and the action cards re-lay out);
# twice the maximum leaves room for a busier turn without letting a loop through: the flip added
# more than a dozen per pass and grew every pass.
MAX_LAYOUTS = 220
PASS_LIMIT = 60  # where counting stops: a step still busy here never settles

SIZE = (1280, 800)


class PassCounter(QObject):
    """Counts the events the application dispatches (sent and posted alike) in a pass."""

    def __init__(self) -> None:
        super().__init__()
        self.busy = 0  # anything but timer events
        self.layouts = 0
        self.resizes = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind != QEvent.Type.Timer:
            self.busy += 1
            if kind == QEvent.Type.LayoutRequest:
                self.layouts += 1
            elif kind == QEvent.Type.Resize:
                self.resizes += 1
        return False


@dataclass
class Settled:
    passes: int  # up to the idle pass, that one included; PASS_LIMIT + 1: never idle
    layouts: int


def run_until_idle(counter: PassCounter) -> Settled:
    app = QApplication.instance()
    assert app is not None
    # The filter watches the passes only: the step itself (a refresh that restyles many
    # widgets) would pay a Python call per event for nothing.
    app.installEventFilter(counter)
    layouts = 0
    try:
        for passes in range(1, PASS_LIMIT + 1):
            counter.busy = counter.layouts = counter.resizes = 0
            app.processEvents()
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
            layouts += counter.layouts
            if counter.busy == 0 and counter.layouts == 0 and counter.resizes == 0:
                return Settled(passes, layouts)
        return Settled(PASS_LIMIT + 1, layouts)
    finally:
        app.removeEventFilter(counter)


def play_counted(qtbot, players: int, seed: int, max_steps: int | None) -> tuple[int, bool]:  # type: ignore[no-untyped-def]
    """Play a seeded game (to the end, or `max_steps` steps) asserting that every step settles
    within the bounds; returns the number of steps and whether the game ended."""
    session = make_session(players, (HUMAN,) * players, seed=seed)
    window = make_window(qtbot, session, start=False)
    window.resize(*SIZE)
    counter = PassCounter()
    window.start()
    run_until_idle(counter)
    rng = random.Random(seed)
    steps = 0
    while session.decision is not None and (max_steps is None or steps < max_steps):
        assert steps < 6000, "the game did not end"
        if session.awaiting_end_turn:
            what = "end turn"
            assert session.end_turn()
        elif session.covered:
            what = "reveal"
            if window.pass_screen.isVisible():
                window.pass_screen.reveal()  # as its button does
            else:
                assert session.reveal()
        else:
            decision = session.table_decision
            assert decision is not None
            what = decision.kind
            assert session.choose(rng.choice(decision.options))
        settled = run_until_idle(counter)
        where = f"step {steps} ({what}) of seed {seed}"
        assert settled.passes <= MAX_PASSES, f"{where}: {settled.passes} passes to idle"
        assert settled.layouts <= MAX_LAYOUTS, f"{where}: {settled.layouts} layout requests"
        steps += 1
    app = QApplication.instance()
    assert app is not None
    for widget in app.topLevelWidgets():  # the scoring dialog the window opened
        if widget is not window and widget.isVisible():
            widget.close()
    return steps, session.decision is None


# A seed with a short random game (401 decisions), so a whole game stays quick; the 3-player
# game below and benchmarks/ui_idle.py (whole games, every step timed) cover more.
@pytest.mark.parametrize("seed", [72])
def test_whole_two_player_game_settles_after_every_step(qtbot, seed: int) -> None:  # type: ignore[no-untyped-def]
    steps, ended = play_counted(qtbot, 2, seed, None)
    assert ended and steps > 300


def test_three_player_game_settles_after_every_step(qtbot) -> None:  # type: ignore[no-untyped-def]
    steps, ended = play_counted(qtbot, 3, 5, 100)
    assert steps == 100 and not ended


# -- the card lists ------------------------------------------------------------------------------
def card_list(qtbot, model_type: type) -> CardListView:  # type: ignore[no-untyped-def]
    session = make_session()
    keep_setup(session)  # four cards in the viewer's hand
    view = CardListView(session, folders=model_type is DisplayModel)
    view.setModel(model_type(session))
    qtbot.addWidget(view)
    view.resize(600, 300)
    view.show()
    qtbot.waitExposed(view)
    return view


def layout_state(view: CardListView, counter: PassCounter) -> tuple[int, bool, bool, int]:
    """Run the view until idle; its card width, which bars show, and the passes it took."""
    settled = run_until_idle(counter)
    return (
        view.card_delegate.card_width,
        view.verticalScrollBar().isVisible(),
        view.horizontalScrollBar().isVisible(),
        settled.passes,
    )


def sweep(view: CardListView, sizes: list[tuple[int, int]]) -> set[bool]:
    """Resize the view through `sizes`; at each one the layout settles within a few passes and
    two more layout passes change nothing (no flip). Returns the scroll-bar states seen."""
    counter = PassCounter()
    seen: set[bool] = set()
    for width, height in sizes:
        view.resize(width, height)
        width_1, vbar_1, hbar_1, passes = layout_state(view, counter)
        assert passes <= 4, f"{width}×{height}: {passes} passes to idle"
        # Two more layout passes from scratch: the same width and the same bars.
        for _ in range(2):
            view.doItemsLayout()
            view.fit_cards()
            width_2, vbar_2, hbar_2, _passes = layout_state(view, counter)
            assert (width_2, vbar_2, hbar_2) == (width_1, vbar_1, hbar_1), (
                f"{width}×{height}: card width {width_1} → {width_2}, "
                f"bars {vbar_1, hbar_1} → {vbar_2, hbar_2}"
            )
        seen.add(vbar_1 if view.folders else hbar_1)
    return seen


def test_display_card_width_does_not_follow_its_scroll_bar(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = card_list(qtbot, DisplayModel)
    assert view.model().rowCount() == 6
    # Low views need the bar (the cards stop shrinking at their smallest), taller ones do not;
    # the widths step by a few pixels through the thresholds.
    sizes = [(w, h) for h in (150, 190, 240, 330, 420) for w in range(220, 760, 9)]
    seen = sweep(view, sizes)
    assert seen == {True, False}, "the sweep should show the bar at some sizes and not at others"
    # The width is the same whether the bar shows or not.
    for width, height in ((300, 160), (420, 200), (520, 400)):
        view.resize(width, height)
        QApplication.processEvents()
        widths = set()
        for policy in (Qt.ScrollBarPolicy.ScrollBarAlwaysOn, Qt.ScrollBarPolicy.ScrollBarAlwaysOff):
            view.setVerticalScrollBarPolicy(policy)
            QApplication.processEvents()
            widths.add(view.fitted_width())
        assert len(widths) == 1, f"{width}×{height}: {widths}"
        view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)


def test_hand_row_holds_still_at_its_scroll_bar_threshold(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = card_list(qtbot, HandModel)
    assert view.model().rowCount() >= 4
    # Narrow rows fan the cards first; only the narrowest scroll.
    sizes = [(w, h) for h in (150, 220) for w in range(150, 800, 7)]
    seen = sweep(view, sizes)
    assert seen == {True, False}, "the sweep should show the bar at some sizes and not at others"
    # Where the row fits, its cards are no smaller than the bar would leave room for.
    view.resize(900, 220)
    QApplication.processEvents()
    assert not view.horizontalScrollBar().isVisible()
