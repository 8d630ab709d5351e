"""The dialogs: the final scoring screen after a finished game, and the start dialog's config."""

from __future__ import annotations

import random
import re
from html import escape

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from ui_helpers import BOT, HUMAN, choose, make_session, make_window, pass_on, settle

from arknova_desktop.engine import GameConfig, new_game
from arknova_desktop.session import GameSession
from arknova_desktop.ui.dialogs.scoring_dialog import ScoringDialog
from arknova_desktop.ui.dialogs.start_dialog import MAX_SEATS, StartDialog

pytestmark = pytest.mark.gui


# -- scoring ------------------------------------------------------------------------------------
def open_scoring_dialog(qtbot, window) -> ScoringDialog:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(
        lambda: any(d.isVisible() for d in window.findChildren(ScoringDialog)), timeout=5000
    )
    dialogs = [d for d in window.findChildren(ScoringDialog) if d.isVisible()]
    assert len(dialogs) == 1, "one scoring dialog, shown once"
    return dialogs[0]


def assert_breakdowns_shown(session: GameSession, text: str) -> None:
    """Each player's points in words (tests/test_ui_scoring_words.py has the details)."""
    for score in session.game.scores():
        assert escape(score.name) in text
        assert ("victory points", score.victory_points) in score.breakdown
        assert escape(f"{score.appeal} appeal − {score.target} target number = ") in text
        for item in score.items:
            if item.card is not None:
                assert escape(session.game.cards.get(item.card).name) in text, item
        assert not re.search(r"\b[ASPF]\d{3}\b", text), "no card codes"


def test_solo_game_ends_with_the_scoring_dialog(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(1, seed=3, names=("Solo Sam",))
    window = make_window(qtbot, session)
    rng = random.Random(3)
    with qtbot.waitSignal(session.game_finished, timeout=60_000):
        while session.decision is not None:
            assert not window.pass_screen.isVisible(), "one human: never a cover"
            pass_on(session)  # End turn
            assert session.choose(rng.choice(session.decision.options))
    assert not session.awaiting_end_turn, "the game's last turn waits for nothing"
    dialog = open_scoring_dialog(qtbot, window)
    assert dialog.windowTitle() == "Final scoring"
    text = dialog.summary.text()
    assert_breakdowns_shown(session, text)
    (score,) = session.game.scores()
    verdict = "You win the solo game!" if score.winner else "Not this time"
    assert verdict in text
    assert session.game.is_over
    assert window.decision_panel.prompt.text() == "The game is over."
    # Close it.
    close = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()


def test_two_player_game_ends_with_the_winner_named(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The game is played with the bare engine up to its last five choices; the window sees the
    end through the session."""
    config = GameConfig(players=2, seed=3, maps=("A", "0"), names=("Ann", "Bob"))
    game = new_game(config)
    rng = random.Random(3)
    log = []
    while not game.is_over:
        choice = rng.choice(game.decision.options)  # type: ignore[union-attr]
        game.apply(choice)
        log.append(choice)
    session = GameSession(config, (HUMAN, HUMAN), choices=log[:-5])
    window = make_window(qtbot, session)
    assert window.pass_screen.isVisible(), "two humans: the first one sits down first"
    for choice in log[-5:]:
        choose(session, choice)  # after End turn / the cover, when they come
    assert not session.awaiting_end_turn and not session.covered
    dialog = open_scoring_dialog(qtbot, window)
    text = dialog.summary.text()
    assert_breakdowns_shown(session, text)
    winners = [s.name for s in session.game.scores() if s.winner]
    assert winners
    assert f"Winner: {', '.join(winners)}" in text
    for name in winners:
        assert f"{name} — winner" in text
    assert dialog.isWindow() and dialog.isVisible()  # a dialog of its own, not under the cover


# -- start dialog --------------------------------------------------------------------------------
@pytest.fixture
def start(qtbot, tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("ARKNOVA_SAVE_DIR", str(tmp_path))  # never the user's unfinished games
    dialog = StartDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def pick_map(dialog: StartDialog, seat: int, map_id: str) -> None:
    combo = dialog.maps[seat]
    index = combo.findData(map_id)
    assert index >= 0, map_id
    combo.setCurrentIndex(index)


def pick_kind(dialog: StartDialog, seat: int, kind: str) -> None:
    combo = dialog.kinds[seat]
    combo.setCurrentIndex(combo.findData(kind))


def test_start_dialog_defaults(start: StartDialog) -> None:
    config, seats = start.config()
    assert config == GameConfig(
        players=2,
        seed=start.seed.value(),
        names=("Player 1", "Player 2"),
        maps=("A", "A"),
        solo_difficulty=config.solo_difficulty,
        map_draft=False,
    )
    assert seats == (HUMAN, HUMAN)
    assert not start.difficulty.isEnabled()


def test_start_dialog_reads_names_seats_and_maps(qtbot, start: StartDialog) -> None:  # type: ignore[no-untyped-def]
    start.players.setValue(3)
    start.seed.setValue(4242)
    start.names[0].clear()
    qtbot.keyClicks(start.names[0], "Ann")
    start.names[1].setText("  Bob  ")
    start.names[2].setText("   ")
    pick_kind(start, 2, BOT)
    for seat, map_id in enumerate(("0", "3", "10")):
        pick_map(start, seat, map_id)
    config, seats = start.config()
    assert config.players == 3
    assert config.seed == 4242
    assert config.names == ("Ann", "Bob", "Player 3")
    assert config.maps == ("0", "3", "10")
    assert config.map_draft is False
    assert seats == (HUMAN, HUMAN, BOT)
    # Unused seats are greyed out, used ones not.
    for seat in range(MAX_SEATS):
        assert start.names[seat].isEnabled() == (seat < 3)
        assert start.maps[seat].isEnabled() == (seat < 3)
    new_game(config)  # a config the engine accepts


def test_start_dialog_solo_uses_difficulty_and_one_human(start: StartDialog) -> None:
    pick_kind(start, 0, BOT)
    start.players.setValue(1)
    assert start.difficulty.isEnabled()
    assert not start.kinds[0].isEnabled()
    start.difficulty.setCurrentIndex(start.difficulty.findData(0))
    pick_map(start, 0, "7")
    config, seats = start.config()
    assert config.players == 1 and config.is_solo
    assert config.solo_difficulty == 0
    assert config.maps == ("7",)
    assert seats == (HUMAN,)
    for appeal in (20, 10, 0):
        start.difficulty.setCurrentIndex(start.difficulty.findData(appeal))
        assert start.config()[0].solo_difficulty == appeal


def test_start_dialog_map_draft(start: StartDialog) -> None:
    start.players.setValue(4)
    start.draft.setChecked(True)
    assert not any(combo.isEnabled() for combo in start.maps)
    config, seats = start.config()
    assert config.map_draft is True
    assert config.maps == ()
    assert config.players == 4 and len(seats) == 4
    game = new_game(config)
    assert game.decision is not None and game.decision.kind == "choose_map"
    start.draft.setChecked(False)
    assert all(start.maps[s].isEnabled() for s in range(4))
    assert start.config()[0].maps == ("A",) * 4


def test_start_dialog_ok_button_accepts(qtbot, start: StartDialog) -> None:  # type: ignore[no-untyped-def]
    box = start.findChild(QDialogButtonBox)
    ok = box.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.text() == "Start"
    with qtbot.waitSignal(start.accepted, timeout=1000):
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    settle()


def test_start_dialog_config_runs_a_session(qtbot, start: StartDialog) -> None:  # type: ignore[no-untyped-def]
    start.players.setValue(2)
    pick_kind(start, 1, BOT)
    config, seats = start.config()
    session = GameSession(config, seats, bot_delay_ms=0)
    window = make_window(qtbot, session)
    assert window.session.seats == (HUMAN, BOT)
    assert session.decision is not None
