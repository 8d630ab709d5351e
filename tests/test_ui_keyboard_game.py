"""A 2-player hot-seat game played with the keyboard alone (tests/keyboard_player.py): every
decision answered by key events sent to the widget with the keyboard focus — Tab through the
table's areas, the arrows over cards, map cells and Board spaces, Enter, R and M — never a mouse
event. The cover is lifted with Enter, each turn ended with Enter.

The suite plays the first TURN_STEPS decisions of the seeded game (the setup and several turns of
both players); the whole game to its scoring screen is marked slow (`pytest -m slow`)."""

from __future__ import annotations

import random

import pytest
from keyboard_player import KeyboardPlayer
from test_ui_turns import activate
from ui_helpers import HUMAN, make_session, make_window, settle

from arknova_desktop.ui.dialogs.scoring_dialog import ScoringDialog

pytestmark = pytest.mark.gui

SEED = 5
TURN_STEPS = 80
MAX_STEPS = 4000


def play(qtbot, steps: int) -> tuple[KeyboardPlayer, object, int]:  # type: ignore[no-untyped-def]
    session = make_session(2, (HUMAN, HUMAN), maps=("A", "0"), seed=SEED, names=("Ann", "Bob"))
    window = make_window(qtbot, session)
    activate(qtbot, window)
    player = KeyboardPlayer(qtbot, window, random.Random(SEED))
    done = 0
    while session.decision is not None and done < steps:
        player.step()
        done += 1
    return player, window, done


def report(player: KeyboardPlayer, done: int) -> None:
    print(
        f"\n{done} decisions by keys ({player.keys} key presses, {player.reveals} covers "
        f"lifted, {player.end_turns} turns ended); routes {dict(sorted(player.routes.items()))}"
    )


def test_the_first_turns_are_played_with_keys_only(qtbot) -> None:  # type: ignore[no-untyped-def]
    player, _window, done = play(qtbot, TURN_STEPS)
    report(player, done)
    assert done == TURN_STEPS
    assert player.reveals >= 4 and player.end_turns >= 4
    assert player.routes.get("card faces", 0) >= 2  # the setup keeps, at least
    assert any(how.startswith("action card") for how in player.routes)
    assert player.routes.get("building on the map", 0) >= 1


@pytest.mark.slow
def test_a_whole_game_is_played_with_keys_only(qtbot) -> None:  # type: ignore[no-untyped-def]
    player, window, done = play(qtbot, MAX_STEPS)
    report(player, done)
    session = window.session  # type: ignore[attr-defined]
    assert session.decision is None, "the game did not end"
    settle()
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(ScoringDialog)))  # type: ignore[attr-defined]
    assert any(s.winner for s in session.game.scores())
    for how in ("building on the map", "action card", "card faces", "panel button"):
        assert player.routes.get(how, 0) > 0, f"no decision answered by {how}"
