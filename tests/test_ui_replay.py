"""The replay (Game → Replay): the whole table at each step, read-only, turns numbered as the
main window numbers them, and no "play on" from the finished end (issue 22)."""

from __future__ import annotations

import random
from functools import cache

import pytest
from PySide6.QtCore import QPoint, Qt
from ui_helpers import BOT, HUMAN, click_cell, make_window, settle

from arknova_desktop.engine import Cell, GameConfig, TurnStarted, new_game
from arknova_desktop.engine.kernel.choices import Choice
from arknova_desktop.saves import state_digest
from arknova_desktop.session import GameSession
from arknova_desktop.ui.dialogs.replay import ReplayDialog

pytestmark = pytest.mark.gui

CONFIG = GameConfig(players=2, seed=3, maps=("A", "0"), names=("Ann", "Bob"))


@cache
def finished_choices() -> tuple[Choice, ...]:
    """A whole random game (bare engine: fast)."""
    game = new_game(CONFIG)
    rng = random.Random(3)
    log: list[Choice] = []
    while not game.is_over:
        assert game.decision is not None
        log.append(rng.choice(game.decision.options))
        game.apply(log[-1])
    return tuple(log)


@pytest.fixture
def source() -> GameSession:
    return GameSession(CONFIG, (HUMAN, BOT), choices=finished_choices())


@pytest.fixture
def dialog(qtbot, source: GameSession) -> ReplayDialog:  # type: ignore[no-untyped-def]
    replay = ReplayDialog(source)
    qtbot.addWidget(replay)
    replay.show()
    qtbot.waitExposed(replay)
    settle()
    return replay


def turn_start(source: GameSession, turn: int) -> int:
    """The step (choices made) at which turn `turn` began: its TurnStarted came with it."""
    for index, entry in enumerate(source.journal, start=1):
        if any(isinstance(e, TurnStarted) and e.turn == turn for e in entry.events):
            return index
    raise AssertionError(f"no turn {turn}")


def assert_table_is_the_position(dialog: ReplayDialog, step: int) -> None:
    """Every part of the table shows the game after `step` choices, as a fork of it says."""
    fork = dialog.source.fork(step)
    view = fork.view
    assert dialog.slider.value() == step
    rows = dialog.tracks.rows()
    assert [r[2] for r in rows[:3]] == [
        [p.appeal for p in view.players],
        [p.conservation for p in view.players],
        [p.reputation for p in view.players],
    ]
    assert rows[3][2] == [view.break_track.position]
    for panel, player in zip(dialog.boards.panels, view.players, strict=True):
        for key in ("money", "appeal", "conservation", "reputation", "x_tokens"):
            assert panel.values[key] == getattr(player, key), key
        assert panel.values["hand"] == len(player.hand)
    assert dialog.display_model.rows() == view.display
    for seat, hand_view in enumerate(dialog.hand_views):
        # Every hand is shown: the game is over (menus.replay_blocker).
        assert hand_view.model().rows() == fork.game.view(seat).players[seat].hand  # type: ignore[attr-defined]
    for seat in range(view.player_count):
        dialog.zoo_tabs.setCurrentIndex(seat)
        shown_seat, map_id, keys = dialog.map_view.shown  # type: ignore[misc]
        assert (shown_seat, map_id) == (seat, view.players[seat].map_id)
        assert len(keys) == len(view.players[seat].buildings)
    dialog.tabs.setCurrentIndex(2)  # the association board, drawn when shown
    settle()
    for seat, row in enumerate(view.association.task_workers):
        drawn = [p for p in dialog.board_view.pieces if p[0] == "worker" and p[1] == seat]
        assert len(drawn) == sum(row)


def test_the_whole_table_shows_each_step(dialog: ReplayDialog, source: GameSession) -> None:
    assert dialog.slider.value() == dialog.total == len(source.choices)
    middle = dialog.total // 2
    for step in (dialog.total, 0, 2, turn_start(source, 10), middle, middle + 1, middle - 7):
        dialog.slider.setValue(step)
        settle()
        assert_table_is_the_position(dialog, step)
    # The numbers change between steps: the check above is not of one frozen table.
    dialog.slider.setValue(0)
    assert dialog.tracks.rows()[0][2] == [0, 1]  # docs/rules.md: appeal 0 and 1 by turn order
    dialog.slider.setValue(dialog.total)
    assert dialog.tracks.rows()[0][2] != [0, 1]


def test_go_to_turn_10_shows_turn_10_as_the_main_window_does(  # type: ignore[no-untyped-def]
    qtbot, dialog: ReplayDialog, source: GameSession
) -> None:
    dialog.turn.setValue(10)
    qtbot.mouseClick(dialog.jump_button, Qt.MouseButton.LeftButton)
    settle()
    step = turn_start(source, 10)
    assert dialog.slider.value() == step
    fork = source.fork(step)
    assert fork.view.turn == 9, "nine turns are over, the tenth begins"
    assert dialog.boards.header.text() == "Turn 10"
    assert "Turn 10" in dialog.step_label.text()
    # The main window at that moment of the game says the same (both seats human there, so
    # that no computer moves on from it before the header is read).
    window = make_window(qtbot, GameSession(CONFIG, (HUMAN, HUMAN), choices=source.choices[:step]))
    assert window.player_boards.header.text() == "Turn 10"
    window.close()


def test_no_click_in_the_replay_changes_a_game(
    qtbot, dialog: ReplayDialog, source: GameSession
) -> None:  # type: ignore[no-untyped-def]
    # A step where the human (Ann) places a building in the game replayed: in the game, a
    # click on the map would have placed it.
    game = new_game(CONFIG)
    step = 0
    while (d := game.decision) is not None and not (d.seat == 0 and d.kind == "build"):
        game.apply(source.choices[step])
        step += 1
    assert game.decision is not None
    dialog.slider.setValue(step)
    settle()
    before = (len(source.choices), state_digest(source.game), state_digest(dialog.session.game))
    made: list[object] = []
    dialog.map_view.choice_made.connect(made.append)
    assert dialog.session.table_decision is None, "the replay offers no decision"
    assert dialog.session.decision is not None  # though the game replayed has one
    for cell in (Cell(col, row) for col in range(9) for row in range(7)):
        click_cell(dialog.map_view, cell)
    for index in range(3):
        dialog.tabs.setCurrentIndex(index)
        settle()
    dialog.tabs.setCurrentIndex(1)
    settle()
    for row in range(dialog.display_model.rowCount()):
        rect = dialog.display_view.visualRect(dialog.display_model.index(row, 0))
        qtbot.mouseClick(
            dialog.display_view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center()
        )
        qtbot.mouseDClick(
            dialog.display_view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center()
        )
    dialog.tabs.setCurrentIndex(2)
    settle()
    board = dialog.board_view
    for x in range(10, board.width(), 40):
        for y in range(10, board.height(), 40):
            qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=QPoint(x, y))
    dialog.tabs.setCurrentIndex(3)
    settle()
    for hand in dialog.hand_views:
        qtbot.mouseClick(hand.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(20, 20))
    for panel in dialog.boards.panels:
        qtbot.mouseClick(panel, Qt.MouseButton.LeftButton)
    settle()
    after = (len(source.choices), state_digest(source.game), state_digest(dialog.session.game))
    assert after == before
    assert made == []
    assert dialog.session.choices == [] and dialog.slider.value() == step
    # Even a choice handed to the replay's session straight is refused.
    assert not dialog.session.choose(dialog.session.decision.options[0])  # type: ignore[union-attr]
    assert state_digest(dialog.session.game) == before[2]
    # A click on a player's board shows that player's zoo (looking is all it does).
    qtbot.mouseClick(dialog.boards.panels[1], Qt.MouseButton.LeftButton)
    assert dialog.zoo_tabs.currentIndex() == 1 and dialog.map_view.seat == 1


def test_play_on_from_the_finished_end_is_not_offered(
    qtbot, dialog: ReplayDialog, source: GameSession
) -> None:  # type: ignore[no-untyped-def]
    forks: list[int] = []
    dialog.fork_requested.connect(forks.append)
    assert dialog.slider.value() == dialog.total and source.game.is_over
    button = dialog.fork_button
    assert not button.isEnabled()
    why = "The game is over at this step: there is nothing left to play."
    assert why in button.toolTip()
    assert dialog.fork_note.isVisible() and why in dialog.fork_note.text()
    dialog.fork()  # even when asked directly
    assert forks == [] and dialog.isVisible()
    # One step back there is a game to play on.
    dialog.slider.setValue(dialog.total - 1)
    settle()
    assert button.isEnabled() and not dialog.fork_note.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert forks == [dialog.total - 1]
    fork = source.fork(forks[0])
    assert fork.choices == list(source.choices[:-1]) and not fork.game.is_over


def test_the_replay_fits_1280_by_800(dialog: ReplayDialog) -> None:
    hint = dialog.minimumSizeHint()
    assert hint.width() <= 1280 and hint.height() <= 800 - 40, hint  # a title bar above it
    assert dialog.width() <= 1280 and dialog.height() <= 800 - 40


def test_a_conceded_game_ends_with_the_concession(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Its last step is the position given up: the step line says so, and a new game may be
    played on from there (the game was not over)."""
    source = GameSession(CONFIG, (HUMAN, BOT), choices=finished_choices()[:60])
    assert source.concede(0)
    replay = ReplayDialog(source)
    qtbot.addWidget(replay)
    assert replay.slider.value() == 60
    assert replay.step_label.text().endswith("— Ann conceded the game here")
    assert replay.fork_button.isEnabled() and not replay.fork_note.isVisible()
