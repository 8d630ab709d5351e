"""The final scoring in words: the engine's typed items add up to its totals, and the dialog
shows them without card codes or identifiers, naming each final scoring card, the target number,
the victory points and the winner(s)."""

from __future__ import annotations

import random
import re
from functools import cache
from html import unescape

import pytest
from PySide6.QtWidgets import QPushButton

from arknova_desktop.engine import Game, GameConfig, new_game
from arknova_desktop.engine.flow.scoring import ScoreSource, SeatScore, decided_by_tie_break
from arknova_desktop.engine.kernel.choices import Choice
from arknova_desktop.saves import GameStatus
from arknova_desktop.session import BOT, HUMAN, GameSession
from arknova_desktop.ui.dialogs.scoring_dialog import ScoringDialog
from tests.test_end_game import _finish_with

pytestmark = pytest.mark.gui

CODE = re.compile(r"\b[ASPF]\d{3}\b")
SNAKE = re.compile(r"\b[a-z]+_[a-z_]+\b")
TAG = re.compile(r"<[^>]+>")

GAMES = [
    pytest.param(1, 3, id="solo-3"),
    pytest.param(1, 11, id="solo-11"),
    pytest.param(2, 4, id="two-4"),
    pytest.param(3, 5, id="three-5"),
    pytest.param(4, 6, id="four-6"),
]


@cache
def played(players: int, seed: int) -> tuple[GameConfig, tuple[Choice, ...]]:
    """A whole game with random legal options: its config and its choices."""
    config = GameConfig(
        players=players,
        seed=seed,
        maps=("A",) * players,
        names=tuple(f"Keeper {n + 1}" for n in range(players)),
    )
    game = new_game(config)
    rng = random.Random(seed)
    log: list[Choice] = []
    while not game.is_over:
        assert game.decision is not None
        choice = rng.choice(game.decision.options)
        game.apply(choice)
        log.append(choice)
        assert len(log) < 20_000
    return config, tuple(log)


def finished(players: int, seed: int) -> Game:
    config, log = played(players, seed)
    game = new_game(config)
    for choice in log:
        game.apply(choice)
    return game


def plain(html: str) -> str:
    return unescape(TAG.sub(" ", html))


def dialog_for(qtbot, session: GameSession) -> ScoringDialog:  # type: ignore[no-untyped-def]
    dialog = ScoringDialog(session)
    qtbot.addWidget(dialog)
    return dialog


def assert_in_words(session: GameSession, text: str) -> None:
    words = plain(text)
    assert not CODE.search(words), CODE.search(words)
    assert not SNAKE.search(words), SNAKE.search(words)
    for score in session.game.scores():
        assert session.seat_label(score.seat) in words
        assert f"Victory points: {score.appeal} appeal − {score.target} target number = " \
            f"{score.victory_points}" in words  # fmt: skip
        assert f"Target number for {score.conservation} conservation points: {score.target}" \
            in words  # fmt: skip


@pytest.fixture(autouse=True)
def _saves(tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("ARKNOVA_SAVE_DIR", str(tmp_path))  # never the user's unfinished games


# -- the engine's typed items -------------------------------------------------------------------
def assert_items_add_up(score: SeatScore) -> None:
    assert score.items, "every seat has items"
    assert sum(i.appeal for i in score.items) == score.appeal
    assert sum(i.conservation for i in score.items) == score.conservation
    assert score.items[0].source is ScoreSource.APPEAL
    assert score.items[1].source is ScoreSource.CONSERVATION


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_items_add_up_to_the_engine_totals(players: int, seed: int) -> None:
    game = finished(players, seed)
    assert game.is_over
    for score, player in zip(game.scores(), game.state.players, strict=True):
        assert_items_add_up(score)
        cards = [i.card for i in score.items if i.source is ScoreSource.FINAL_SCORING_CARD]
        assert cards == list(player.final_scoring)
        breakdown = dict(score.breakdown)
        for item in score.items:
            if item.source is ScoreSource.FINAL_SCORING_CARD:
                assert item.card is not None
                label = f"{item.card} {game.cards.get(item.card).name}"
                assert breakdown[label] >= item.conservation  # the track's end may cap it
        assert breakdown["final appeal"] == score.appeal
        assert breakdown["final conservation"] == score.conservation
        assert breakdown["target number"] == score.target
        assert breakdown["victory points"] == score.victory_points


def test_current_scores_have_the_track_items() -> None:
    game = new_game(GameConfig(players=2, seed=1, maps=("A", "A")))
    for score in game.scores():
        assert_items_add_up(score)
        assert len(score.items) == 2


# -- the dialog -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_the_dialog_says_it_in_words(qtbot, players: int, seed: int) -> None:  # type: ignore[no-untyped-def]
    config, log = played(players, seed)
    seats = (HUMAN,) + (BOT,) * (players - 1)
    session = GameSession(config, seats, choices=log)
    assert session.game.is_over
    dialog = dialog_for(qtbot, session)
    text = dialog.summary.text()
    assert_in_words(session, text)
    words = plain(text)
    scores = session.game.scores()
    for score in scores:
        for item in score.items:
            if item.source is ScoreSource.FINAL_SCORING_CARD:
                assert item.card is not None
                name = session.game.cards.get(item.card).name
                assert f"Final scoring card {name}" in words
            if item.source is ScoreSource.SPONSOR_END_GAME and item.card is not None:
                assert session.game.cards.get(item.card).name in words
    for seat in range(1, players):
        assert "(computer, Medium)" in session.seat_label(seat)
    winners = [session.seat_label(s.seat) for s in scores if s.winner]
    if players == 1:
        verdict = "You win the solo game!" if winners else "Not this time"
        assert verdict in words
    else:
        assert winners
        assert f"Winner: {', '.join(winners)}" in words
        for score in scores:
            heading = f"{session.seat_label(score.seat)} — winner"
            assert (heading in words) is score.winner
    again = dialog.findChild(QPushButton, "play_again")
    assert again is not None and again.text() == "Play again"
    with qtbot.waitSignal(dialog.play_again_requested, timeout=1000):
        again.click()


def test_the_tie_break_is_told_when_it_decided(qtbot) -> None:  # type: ignore[no-untyped-def]
    game, won = _finish_with(3, [(64, 20, 1), (104, 5, 2), (60, 20, 5)])
    assert won == (False, True, False)
    assert decided_by_tie_break(game.scores(), solo=False)
    session = GameSession(GameConfig(players=3, seed=5, maps=("A",) * 3), (HUMAN,) * 3)
    session.game = game
    dialog = dialog_for(qtbot, session)
    assert_in_words(session, dialog.summary.text())
    words = plain(dialog.summary.text())
    assert f"Winner: {session.seat_label(1)}" in words
    assert "tie-break went to the most supported conservation projects (2)" in words
    assert f"{session.seat_label(0)} and {session.seat_label(1)} tied on 0 victory points" in words


def test_a_shared_win_is_no_tie_break(qtbot) -> None:  # type: ignore[no-untyped-def]
    game, won = _finish_with(3, [(64, 20, 2), (104, 5, 2), (58, 22, 2)])
    assert won == (True, True, True)
    assert not decided_by_tie_break(game.scores(), solo=False)
    session = GameSession(GameConfig(players=3, seed=5, maps=("A",) * 3), (HUMAN,) * 3)
    session.game = game
    dialog = dialog_for(qtbot, session)
    words = plain(dialog.summary.text())
    assert "shared win" in words
    assert "tie-break went" not in words


def test_a_conceded_game_is_scored_as_if_it_ended_there(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The final scoring of the position at the concession (tests/test_ui_concede.py has the
    details): with two players, the other one wins."""
    config, log = played(2, 4)
    session = GameSession(config, (HUMAN, BOT), choices=log[:40])
    assert session.concede(0)
    assert session.status is GameStatus.CONCEDED
    dialog = dialog_for(qtbot, session)
    text = dialog.summary.text()
    words = plain(text)
    assert not CODE.search(words) and not SNAKE.search(words)
    for score in session.game.scores_if_ended(0):
        assert f"Victory points: {score.appeal} appeal − {score.target} target number = " \
            f"{score.victory_points}" in words  # fmt: skip
    assert f"{session.seat_label(0)} conceded the game" in words
    assert f"{session.seat_label(0)} — conceded" in words
    assert f"Winner: {session.seat_label(1)}" in words
