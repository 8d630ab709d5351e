"""Conceding shows the final scoring of the position at the concession (issue 22): every player's
points as the final scoring would count them then, the conceding player last and marked, the
winner the best of the others (docs/rules.md §1 "Victory points, end and tie-break"); a solo game
given up is lost; a conceded game loaded later shows the same screen."""

from __future__ import annotations

import re
from html import unescape

import pytest
from PySide6.QtWidgets import QMessageBox
from ui_helpers import HUMAN, make_window, settle

from arknova_desktop.engine import GameConfig, new_game
from arknova_desktop.engine.kernel.choices import Choice, KeepCards, TakeXToken
from arknova_desktop.saves import GameStatus, load_game
from arknova_desktop.session import GameSession
from arknova_desktop.ui.dialogs.scoring_dialog import ScoringDialog
from tests.scenario import Position, Seat, arrange

pytestmark = pytest.mark.gui

TAG = re.compile(r"<[^>]+>")
NAMES = ("Ann", "Bob", "Cy")


def plain(html: str) -> str:
    return " ".join(unescape(TAG.sub(" ", html)).split())


def target(conservation: int) -> int:
    """docs/rules.md §1: 114 − 2c up to 10, 124 − 3c above."""
    return 114 - 2 * conservation if conservation <= 10 else 124 - 3 * conservation


def choices_until(config: GameConfig, seat: int, turns: int) -> list[Choice]:
    """Setup keeps, then X-token turns (nothing scored) until `seat` is to choose an action
    after at least `turns` turns: a game in its middle, with the conceding seat at the screen."""
    game = new_game(config)
    log: list[Choice] = []
    while (decision := game.decision) is not None:
        if (
            decision.kind == "choose_action"
            and decision.seat == seat
            and game.view(None).turn >= turns
        ):
            return log
        if isinstance(decision.options[0], KeepCards):
            choice: Choice = decision.options[0]
        else:
            passes = [o for o in decision.options if isinstance(o, TakeXToken)]
            choice = passes[0] if passes else decision.options[0]
        game.apply(choice)
        log.append(choice)
    raise AssertionError("the game ended")


asked: list[str] = []  # the questions the players were asked (the last test's)


def conceding_window(qtbot, monkeypatch, tmp_path, players: int, seat: int, seats=None):  # type: ignore[no-untyped-def]
    """A hot-seat game at `seat`'s turn (turn 6 or later), the window with its menus."""
    from arknova_desktop.ui.dialogs.menus import install_game_menu

    monkeypatch.setenv("ARKNOVA_SAVE_DIR", str(tmp_path))
    asked.clear()

    def question(_parent, title, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        asked.append(f"{title}: {text}")
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", question)
    config = GameConfig(players=players, seed=7, maps=("A",) * players, names=NAMES[:players])
    session = GameSession(
        config,
        seats or (HUMAN,) * players,
        choices=choices_until(config, seat, 6),
        autosave_dir=tmp_path,
    )
    window = make_window(qtbot, session, start=False)
    install_game_menu(window, session, lambda _new: None)
    return session, window


def arrange_seats(session: GameSession, seats: dict[int, Seat]) -> None:
    arrange(session.game, Position(seats=seats))
    session.state_changed()


def concede_from_menu(qtbot, window) -> ScoringDialog:  # type: ignore[no-untyped-def]
    """Sit down (the cover), then Game → Concede…; the scoring screen that opens."""
    window.start()
    settle()
    if window.pass_screen.isVisible():
        window.pass_screen.button.click()
        settle()
    menu = next(a.menu() for a in window.menuBar().actions() if a.text().replace("&", "") == "Game")
    concede = next(a for a in menu.actions() if a.text().replace("&", "") == "Concede…")
    concede.trigger()
    return shown_scoring(qtbot, window)


def shown_scoring(qtbot, window) -> ScoringDialog:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(
        lambda: any(d.isVisible() for d in window.findChildren(ScoringDialog)), timeout=5000
    )
    (dialog,) = [d for d in window.findChildren(ScoringDialog) if d.isVisible()]
    return dialog


def assert_numbers_are_the_engines(session: GameSession, words: str, out: int) -> None:
    for score in session.game.scores_if_ended(out):
        line = (
            f"Victory points: {score.appeal} appeal − {score.target} target number = "
            f"{score.victory_points}"
        )
        assert line in words, line


def test_two_players_the_conceder_is_last_and_the_other_wins(qtbot, monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    session, window = conceding_window(qtbot, monkeypatch, tmp_path, 2, seat=0)
    # Ann (conceding) would win: 60 appeal, 20 CP, and her better final scoring card, Favorite
    # Zoo (reputation 9: 2 CP) over Conservation Zoo (3 projects: 1 CP), makes 22 CP, target
    # 58, 2 VP. Bob: 50 appeal, 15 CP, target 79, −29 VP (Sponsored Zoo, no sponsors: 0 CP).
    arrange_seats(
        session,
        {
            0: Seat(appeal=60, conservation=20, reputation=9, supported_projects=3,
                    final_scoring=("F005", "F007")),
            1: Seat(appeal=50, conservation=15, reputation=1, supported_projects=0,
                    final_scoring=("F008",)),
        },
    )  # fmt: skip
    assert session.view.turn >= 6 and not session.game.is_over
    dialog = concede_from_menu(qtbot, window)
    assert session.status is GameStatus.CONCEDED and session.conceded_by == 0
    assert asked == [
        "Concede the game: Does Ann give the game up? It ends now: everyone is scored as the "
        "game stands, and the best of the other players wins."
    ]
    words = plain(dialog.summary.text())
    assert "Victory points: 60 appeal − 58 target number = 2" in words
    assert "Victory points: 50 appeal − 79 target number = -29" in words
    assert "Final scoring card Favorite Zoo" in words
    assert "Final scoring card Conservation Zoo" not in words, "only the kept card counts"
    assert_numbers_are_the_engines(session, words, 0)
    assert "Winner: Bob" in words and "Bob — winner" in words
    assert "Ann — conceded" in words and "Ann — winner" not in words
    assert "Ann conceded the game and cannot win." in words
    bob, ann = words.index("Bob — winner"), words.index("Ann — conceded")
    assert bob < ann, "the conceding player is listed last"
    # The game itself was not ended by scoring it: only the concession is recorded.
    assert not session.game.is_over and session.game.state.players[0].conservation == 20


def test_three_players_the_best_of_the_others_wins_by_the_tie_break(  # type: ignore[no-untyped-def]
    qtbot, monkeypatch, tmp_path
) -> None:
    session, window = conceding_window(qtbot, monkeypatch, tmp_path, 3, seat=1)
    # Bob (conceding, 90 − 64 = 26 VP) had the most; Ann (64 − 64) and Cy (58 − 58) tie on 0:
    # Cy supported 3 projects, Ann 1, so Cy wins.
    arrange_seats(
        session,
        {
            0: Seat(appeal=64, conservation=20, supported_projects=1, final_scoring=("F001",)),
            1: Seat(appeal=90, conservation=20, supported_projects=0, final_scoring=("F002",)),
            2: Seat(appeal=58, conservation=22, supported_projects=3, final_scoring=("F008",)),
        },
    )
    dialog = concede_from_menu(qtbot, window)
    assert session.conceded_by == 1
    words = plain(dialog.summary.text())
    assert "Victory points: 90 appeal − 64 target number = 26" in words
    assert "Victory points: 64 appeal − 64 target number = 0" in words
    assert "Victory points: 58 appeal − 58 target number = 0" in words
    assert_numbers_are_the_engines(session, words, 1)
    assert "Winner: Cy" in words and "Cy — winner" in words
    assert "Bob — conceded" in words and "Bob — winner" not in words
    assert "Ann — winner" not in words
    assert (
        "Ann and Cy tied on 0 victory points; the tie-break went to the most supported "
        "conservation projects (3)."
    ) in words
    ann, cy, bob = (words.index(f"Victory points: {a} appeal") for a in (64, 58, 90))
    assert ann < cy < bob, "seat order, the conceding player last"
    assert words.index("Cy — winner") < words.index("Bob — conceded")


def test_a_solo_game_given_up_is_lost(qtbot, monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    session, window = conceding_window(qtbot, monkeypatch, tmp_path, 1, seat=0)
    # 100 appeal, 20 CP: 36 VP, a win had the game ended; given up, it is lost.
    arrange_seats(session, {0: Seat(appeal=100, conservation=20, final_scoring=("F008",))})
    dialog = concede_from_menu(qtbot, window)
    assert asked == [
        "Concede the game: Does Ann give the game up? It ends now, and the solo game is lost."
    ]
    words = plain(dialog.summary.text())
    assert "Ann gave the solo game up: it is lost." in words
    assert "You win" not in words
    assert "Victory points: 100 appeal − 64 target number = 36" in words
    assert "Ann — conceded" in words


def test_a_conceded_game_loaded_later_shows_the_same_screen(qtbot, monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    session, window = conceding_window(qtbot, monkeypatch, tmp_path, 2, seat=1)
    first = concede_from_menu(qtbot, window).summary.text()
    assert "Bob — conceded" in plain(first) and "Winner: Ann" in plain(first)
    path = session.autosave_path
    assert path is not None
    loaded = GameSession.from_save(load_game(path))
    assert loaded.status is GameStatus.CONCEDED and loaded.conceded_by == 1
    again = make_window(qtbot, loaded)  # started: the scoring screen comes by itself
    assert shown_scoring(qtbot, again).summary.text() == first
