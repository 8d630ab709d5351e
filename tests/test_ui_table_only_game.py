"""A 2-player hot-seat game played only by clicking on the table (tests/table_player.py): every
decision answered where its thing is drawn — action cards, hand and display cards, the deck, the
palette and the map, the Board's spaces, the left edge, the card-choice row — never by the
decision panel's list of options, except the Skip button, the effect-order decisions and the
known gaps of `table_player.LIST_KINDS`.

The suite plays the first TURN_STEPS decisions of the seeded game (setup and several turns of
both players); the whole game to its scoring screen is marked slow (`pytest -m slow`)."""

from __future__ import annotations

import random

import pytest
from table_player import LIST_KINDS, TablePlayer
from ui_helpers import HUMAN, make_session, make_window, settle

from arknova_desktop.ui import theme
from arknova_desktop.ui.dialogs.scoring_dialog import ScoringDialog
from arknova_desktop.ui.table import left_edge

pytestmark = pytest.mark.gui

SEED = 3
TURN_STEPS = 120
MAX_STEPS = 4000


def play(qtbot, steps: int) -> tuple[TablePlayer, object, int]:  # type: ignore[no-untyped-def]
    session = make_session(2, (HUMAN, HUMAN), maps=("A", "0"), seed=SEED, names=("Ann", "Bob"))
    window = make_window(qtbot, session)
    player = TablePlayer(qtbot, window, random.Random(SEED))
    done = 0
    while session.decision is not None and done < steps:
        player.step()
        done += 1
    return player, window, done


def report(player: TablePlayer, done: int) -> None:
    print(f"\n{done} decisions on the table; routes {dict(sorted(player.routes.items()))}")
    for kind, ways in sorted(player.kinds.items()):
        print(f"  {kind}: {', '.join(sorted(ways))}")
    print(f"options without a table place, by kind: {player.gaps} (e.g. {player.gap_examples})")
    print(f"decisions without any table place, by kind: {player.no_place}")


def assert_all_on_the_table(player: TablePlayer) -> None:
    assert not player.no_place, f"decision kinds with no place on the table: {player.no_place}"
    # Every option too (a Hypnosis with X-tokens to spare, the Multiplier's "again"): the list
    # is only for the order of effects.
    assert not player.gaps, f"options with no place on the table: {player.gap_examples}"


def test_the_first_turns_are_played_on_the_table(qtbot) -> None:  # type: ignore[no-untyped-def]
    player, _window, done = play(qtbot, TURN_STEPS)
    report(player, done)
    assert_all_on_the_table(player)
    assert done == TURN_STEPS
    # Only the effect-order decisions (and the known gaps) went through the list.
    for kind, ways in player.kinds.items():
        if ways & {"effect order list", "list (known gap)"}:
            assert kind in LIST_KINDS
    assert player.routes.get("palette + map", 0) >= 3
    assert any(how.startswith("action card") for how in player.routes)
    assert player.routes.get("card-choice row", 0) >= 2  # the setup keeps, at least
    assert player.reveals >= 5


@pytest.mark.slow
def test_a_whole_game_is_played_on_the_table(qtbot) -> None:  # type: ignore[no-untyped-def]
    player, window, done = play(qtbot, MAX_STEPS)
    report(player, done)
    assert_all_on_the_table(player)
    session = window.session  # type: ignore[attr-defined]
    assert session.decision is None, "the game did not end"
    settle()
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(ScoringDialog)))  # type: ignore[attr-defined]
    assert any(s.winner for s in session.game.scores())


def test_the_left_edge_is_narrow_until_a_slot_is_chosen(qtbot) -> None:  # type: ignore[no-untyped-def]
    # No slot to choose at the start: the strip holds the tokens alone and leaves the map its
    # room; the bonus is on hover. (It widens for the choice: table_player.left_edge_places.)
    _player, window, _done = play(qtbot, 0)
    strip = window.left_edge
    assert strip.width() == theme.px(left_edge.NARROW)
    strip.grab()  # the tips are made as it paints
    top = strip.slot_rects()[0]
    assert strip.tip_at(top.center()).startswith("Left edge, slot 1: ")
