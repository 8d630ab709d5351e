"""The history in the app: a game that ends is recorded once (history_recorder.py), a locked or
damaged history is said in the status bar and the game goes on, the History view sorts, filters
and counts win rates and replays a recorded game, and the charts' numbers are the game's."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from arknova_desktop.engine import ActionStarted, GameConfig, new_game
from arknova_desktop.game_stats import SERIES, game_stats
from arknova_desktop.history import ENV_FILE, GameRecord, SeatRecord, open_history
from arknova_desktop.history_recorder import HistoryRecorder, NoticeKind, record_of
from arknova_desktop.saves import GameStatus
from arknova_desktop.session import GameSession
from arknova_desktop.ui.dialogs.history_model import COLUMNS, SORT_ROLE
from arknova_desktop.ui.dialogs.history_view import HistoryDialog
from arknova_desktop.ui.dialogs.scoring_dialog import ScoringDialog
from tests.test_history import CONFIG, random_choices

pytestmark = pytest.mark.gui
ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def choices() -> list:  # type: ignore[type-arg]
    return random_choices(CONFIG, 1)


@pytest.fixture
def history_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "history.sqlite3"
    monkeypatch.setenv(ENV_FILE, str(path))
    return path


def ended(choices: list) -> GameSession:  # type: ignore[type-arg]
    return GameSession(CONFIG, ("human", "bot"), choices=choices, levels=("", "easy"))


def test_a_game_that_ends_is_recorded_exactly_once(qtbot, history_file: Path, choices) -> None:  # type: ignore[no-untyped-def]
    session = ended(choices)
    recorder = HistoryRecorder(session)
    with qtbot.waitSignal(recorder.noticed, timeout=10_000) as told:
        session.start()  # the game is over: game_finished
    assert told.args[0].kind is NoticeKind.RECORDED
    session.start()  # finished again (a window opened on it again)
    session.game_finished.emit()
    qtbot.wait(50)
    assert recorder.pending is not None and recorder.pending.done()
    # The same game loaded into another window later: the history keeps it once.
    again = ended(choices)
    again.meta = session.meta
    other = HistoryRecorder(again)
    with qtbot.waitSignal(other.noticed, timeout=10_000) as second:
        again.start()
    assert second.args[0].kind is NoticeKind.ALREADY
    with open_history(history_file).store as store:
        assert store.count() == 1
        (game,) = store.games()
    assert game.game_id == session.meta.game_id
    assert game.status is GameStatus.FINISHED
    assert game.moves == len(choices)


def test_a_conceded_and_an_abandoned_game_are_recorded(qtbot, history_file: Path) -> None:  # type: ignore[no-untyped-def]
    conceding = GameSession(CONFIG, ("human", "human"), choices=random_choices(CONFIG, 3, 150))
    recorder = HistoryRecorder(conceding)
    with qtbot.waitSignal(recorder.noticed, timeout=10_000):
        assert conceding.concede(0)
    leaving = GameSession(CONFIG, ("human", "human"), choices=random_choices(CONFIG, 4, 90))
    second = HistoryRecorder(leaving)
    with qtbot.waitSignal(second.noticed, timeout=10_000):
        assert leaving.abandon()
    with open_history(history_file).store as store:
        found = {g.game_id: g for g in store.games()}
    conceded = found[conceding.meta.game_id]
    assert conceded.status is GameStatus.CONCEDED
    assert [s.conceded for s in conceded.seats] == [True, False]
    assert conceded.winners == (1,)
    assert found[leaving.meta.game_id].status is GameStatus.ABANDONED
    assert found[leaving.meta.game_id].winners == ()


def window_for(qtbot, session: GameSession):  # type: ignore[no-untyped-def]
    from arknova_desktop.ui import app

    window = app.open_window(session)
    qtbot.addWidget(window)
    return window


def test_a_damaged_history_at_start_is_moved_aside_and_said(
    qtbot,
    history_file: Path,
    choices,  # type: ignore[no-untyped-def]
) -> None:
    history_file.write_bytes(b"this is not a database \x00\xff" * 100)
    window = window_for(qtbot, ended(choices))
    qtbot.waitUntil(lambda: "damaged" in window.statusBar().currentMessage(), timeout=10_000)
    aside = [p for p in history_file.parent.iterdir() if ".damaged-" in p.name]
    assert len(aside) == 1 and aside[0].read_bytes().startswith(b"this is not")
    with open_history(history_file).store as store:
        assert store.count() == 1  # the new history has the game
    window.hide()


def test_a_locked_history_is_skipped_and_the_game_goes_on(qtbot, history_file: Path) -> None:  # type: ignore[no-untyped-def]
    open_history(history_file).store.close()
    holder = sqlite3.connect(history_file, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        session = GameSession(CONFIG, ("human", "human"), choices=random_choices(CONFIG, 5, 60))
        recorder = HistoryRecorder(session, timeout_ms=100)
        with qtbot.waitSignal(recorder.noticed, timeout=10_000) as told:
            assert session.concede(1)
        assert told.args[0].kind is NoticeKind.LOCKED
    finally:
        holder.rollback()
        holder.close()
    from arknova_desktop.ui.words.history_words import notice_text

    assert "another copy" in notice_text(told.args[0])
    assert session.status is GameStatus.CONCEDED  # the game's own end stands


def seat(index: int, name: str, vp: int, winner: bool, map_id: str = "A") -> SeatRecord:
    return SeatRecord(index, name, "human", "", map_id, 40 + vp, 8, vp, winner, False)


def add(store, game_id: str, when: float, seats, status=GameStatus.FINISHED, **extra):  # type: ignore[no-untyped-def]
    store.add(
        GameRecord(
            game_id=game_id,
            ended_at=when,
            status=status,
            players=len(seats),
            seed=1,
            solo_difficulty=extra.get("difficulty", 20),
            turn=extra.get("turn", 20),
            moves=500,
            seats=tuple(seats),
            config={},
            save="{}",
        )
    )


def test_the_history_view_sorts_filters_and_counts(qtbot, history_file: Path) -> None:  # type: ignore[no-untyped-def]
    with open_history(history_file).store as store:
        add(store, "g1", 100.0, [seat(0, "Ada", 10, True), seat(1, "Bo", 4, False, "1")])
        add(store, "g2", 300.0, [seat(0, "Ada", 2, False), seat(1, "Bo", 6, True)], turn=25)
        add(store, "g3", 200.0, [seat(0, "Cy", 8, True, "2"), seat(1, "Bo", 1, False, "2")])
        add(store, "g4", 400.0, [seat(0, "Ada", 0, False), seat(1, "Cy", 0, False)],
            status=GameStatus.ABANDONED)  # fmt: skip
        add(store, "s1", 50.0, [seat(0, "Ada", 15, True)], difficulty=10)
    dialog = HistoryDialog()
    qtbot.addWidget(dialog)
    proxy = dialog.proxy
    assert proxy.rowCount() == 5
    ids = [proxy.index(row, 0).data(Qt.ItemDataRole.UserRole + 2).game_id for row in range(5)]
    assert ids == ["g4", "g2", "g3", "g1", "s1"]  # newest first
    dialog.table.sortByColumn(COLUMNS.index("points"), Qt.SortOrder.DescendingOrder)
    best = [proxy.index(r, COLUMNS.index("points")).data(SORT_ROLE) for r in range(5)]
    assert best == [15, 10, 8, 6, 0]
    dialog.name_filter.setText("cy")
    assert proxy.rowCount() == 2
    dialog.name_filter.setText("")
    dialog.map_filter.setCurrentIndex(dialog.map_filter.findData("2"))
    assert proxy.rowCount() == 1
    dialog.map_filter.setCurrentIndex(0)
    dialog.count_filter.setCurrentIndex(dialog.count_filter.findData(1))
    assert proxy.rowCount() == 1
    dialog.count_filter.setCurrentIndex(0)
    dialog.outcome_filter.setCurrentIndex(dialog.outcome_filter.findData(GameStatus.ABANDONED))
    assert proxy.rowCount() == 1
    rates = {r.name: (r.games, r.wins) for r in dialog.win_rates}
    assert rates == {"Ada": (3, 2), "Bo": (3, 1), "Cy": (1, 1)}
    text = dialog.summary.text()
    assert "Ada: 2 of 3 games won (67 %)" in text
    assert "Starting at 10 appeal: best 15 victory points; games: 1" in text


def test_a_recorded_game_is_replayed_from_the_history(qtbot, history_file: Path, choices) -> None:  # type: ignore[no-untyped-def]
    session = ended(choices)
    with open_history(history_file).store as store:
        store.add(record_of(session))
    dialog = HistoryDialog()
    qtbot.addWidget(dialog)
    dialog.table.selectRow(0)
    assert dialog.replay_button.isEnabled()
    dialog.replay_button.click()
    replay = dialog.replay_dialog
    assert replay.total == len(choices)
    assert replay.session.game.is_over
    replay.slider.setValue(10)
    assert replay.step_label.text().startswith("Step 10 of")
    replay.reject()
    dialog.charts_button.click()
    from arknova_desktop.ui.dialogs.charts_page import ChartsPage

    page = dialog.charts_dialog.findChild(ChartsPage)
    assert page is not None and page.choices == tuple(choices)


def test_chart_data_equal_the_games_history(choices) -> None:  # type: ignore[no-untyped-def]
    stats = game_stats(CONFIG, choices)
    game = new_game(CONFIG)
    started = [0, 0]
    for choice in choices:
        for event in game.apply(choice):
            if isinstance(event, ActionStarted):
                started[event.seat] += 1
    start = new_game(CONFIG).view(None)
    final = game.view(None)
    scores = game.scores_if_ended()
    for seat_stats, player, score in zip(stats.seats, final.players, scores, strict=True):
        assert seat_stats.values("appeal")[-1] == player.appeal == score.appeal
        assert seat_stats.values("conservation")[-1] == player.conservation
        assert seat_stats.values("money")[-1] == player.money
        assert seat_stats.values("reputation")[-1] == player.reputation
        assert seat_stats.values("icons")[-1] == sum(n for _i, n in player.icons)
        assert len(seat_stats.actions) == started[player.seat]
        for name in SERIES:
            assert len(seat_stats.values(name)) == len(seat_stats.turns)
        assert seat_stats.values("appeal")[0] == start.players[player.seat].appeal
    assert stats.seats[0].turns[-1] == stats.last_turn


def test_the_end_of_game_charts_show_the_games_numbers(qtbot, choices) -> None:  # type: ignore[no-untyped-def]
    session = ended(choices)
    dialog = ScoringDialog(session)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.charts.charts is None  # nothing made before the page is opened
    dialog.pages.setCurrentWidget(dialog.charts)
    qtbot.waitUntil(lambda: dialog.charts.charts is not None)
    charts = dialog.charts.charts
    final = session.game.view(None).players
    tips = charts.tips  # type: ignore[attr-defined]
    assert any(tip.endswith(f"at the end: {final[0].appeal} appeal") for _x, _y, tip in tips)
    charts.show_page("actions")  # type: ignore[attr-defined]
    assert any("Ada used" in tip for _x, _y, tip in charts.tips)  # type: ignore[attr-defined]
    plot = charts.plot  # type: ignore[attr-defined]
    corner = (plot.width() - 3, 3)  # the plot's own background
    before = plot.grab().toImage().pixelColor(*corner)
    from arknova_desktop.ui import theme

    theme.manager().set_variant("dark")
    after = plot.grab().toImage().pixelColor(*corner)
    assert after.lightness() < before.lightness()  # the charts follow the theme


def test_pyqtgraph_is_not_imported_at_start() -> None:
    code = (
        "import sys, random\n"
        "from arknova_desktop.ui import app\n"
        "from arknova_desktop.ui.dialogs import scoring_dialog, menus\n"
        "print('pyqtgraph' in sys.modules, 'numpy' in sys.modules)\n"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    )
    assert done.stdout.split() == ["False", "False"]


def test_the_statistics_view_charts_the_game_so_far(qtbot) -> None:  # type: ignore[no-untyped-def]
    from arknova_desktop.ui.dialogs.charts_page import ChartsPage, statistics_dialog

    config = GameConfig(players=2, seed=9, names=("Ada", "Bo"))
    session = GameSession(config, ("human", "human"), choices=random_choices(config, 7, 200))
    dialog = statistics_dialog(session)
    qtbot.addWidget(dialog)
    dialog.show()
    page = dialog.findChild(ChartsPage)
    assert page is not None
    qtbot.waitUntil(lambda: page.charts is not None)
    now = session.game.view(None).players
    stats = game_stats(config, session.choices)
    assert [s.values("money")[-1] for s in stats.seats] == [p.money for p in now]
