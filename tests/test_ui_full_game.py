"""One complete 2-player hot-seat game played through the widgets only, to the scoring screen.

Every decision is answered with a random option among those a player can reach, the way a player
reaches it: buildings from the palette, turned with R / M and placed with the mouse on the map;
enclosures by clicking the map; cards by clicking them in the hand or display (which applies the
option, or narrows the decision panel to the few it could mean); action cards by clicking them,
their X-tokens set with the card's − / +; everything else with the decision panel's buttons. A
turn that waits for "End turn" is ended with that button, and the pass screen's reveal button is
clicked whenever it comes up. Seeded: the same game every run (about 500 decisions), bounded by
its number of decisions (MAX_STEPS), never by the time it takes.
"""

from __future__ import annotations

import random

import pytest
from ui_helpers import HUMAN, WidgetPlayer, make_session, make_window, settle

from arknova_desktop.ui.dialogs.scoring_dialog import ScoringDialog

pytestmark = pytest.mark.gui

SEED = 3
MAX_STEPS = 4000
HANG_GUARD_MS = 600_000  # only a window that never shows the scoring waits this long


def test_whole_game_through_the_widgets(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, (HUMAN, HUMAN), maps=("A", "0"), seed=SEED, names=("Ann", "Bob"))
    window = make_window(qtbot, session)
    player = WidgetPlayer(qtbot, window, random.Random(SEED))
    steps = 0
    with qtbot.waitSignal(session.game_finished, timeout=HANG_GUARD_MS):
        while session.decision is not None:
            assert steps < MAX_STEPS, "the game did not end"
            player.step()
            steps += 1
            decision = session.decision
            if session.awaiting_end_turn:
                # The turn waits for "End turn": the mover still has the screen and their hand.
                assert not window.pass_screen.isVisible()
                assert session.viewer == session.journal[-1].seat
                assert window.turn_controls.end_button.isVisible()
                viewer = session.viewer
                assert window.hand_model.rows() == session.game.state.players[viewer].hand
            elif decision is not None and not window.pass_screen.isVisible():
                # Uncovered, the screen belongs to the deciding human and shows their hand.
                assert session.viewer == decision.seat
                assert window.hand_model.rows() == session.game.state.players[decision.seat].hand
            elif decision is not None:
                assert session.covered and window.hand_model.rows() == ()
                # Covered: the next decision belongs to another human than the chooser's.
                assert session.viewer == decision.seat != session.journal[-1].seat
    settle()

    qtbot.waitUntil(
        lambda: any(d.isVisible() for d in window.findChildren(ScoringDialog)),
        timeout=HANG_GUARD_MS,
    )
    dialog = next(d for d in window.findChildren(ScoringDialog) if d.isVisible())
    scores = session.game.scores()
    winners = [s.name for s in scores if s.winner]
    assert winners, "a 2-player game has a winner"
    text = dialog.summary.text()
    assert f"Winner: {', '.join(winners)}" in text
    for score in scores:
        assert score.name in text and str(score.victory_points) in text

    # Every way of choosing was exercised, and the hot-seat cover came up between the players.
    used = player.routes
    print(f"\n{steps} decisions through the widgets; routes {used}")
    print(f"pass screen revealed {player.reveals} times; unreachable options {player.unreachable}")
    assert used.get("panel", 0) > 100
    assert used.get("map build", 0) >= 5
    assert used.get("map enclosure", 0) >= 1
    assert any(k.startswith("hand") for k in used)
    assert any(k.startswith("display") for k in used)
    assert any(k.startswith("action card") for k in used)
    assert player.reveals >= 20
    assert player.end_turns >= 20
    assert len(session.choices) == steps
