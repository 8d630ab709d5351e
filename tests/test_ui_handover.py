"""The hot-seat handover: whenever the next decision belongs to another human than the one at the
screen, an opaque cover hides the whole window — checked on images of every top-level window, at
several window sizes, with 2, 3 and 4 humans and with a computer between two humans — every other
window is closed, and no shortcut or key reaches the table under it."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from ui_helpers import BOT, HUMAN, make_session, make_window, settle

from arknova_desktop.engine import HIDDEN
from arknova_desktop.engine.kernel.choices import KeepCards
from arknova_desktop.ui.dialogs.pass_screen import KEY_GRACE_MS

pytestmark = pytest.mark.gui

SIZES = ((1280, 800), (760, 520), (1920, 1080))


def visible_top_levels() -> list[QWidget]:
    return [w for w in QApplication.topLevelWidgets() if w.isVisible()]


def assert_fully_covered(window) -> None:  # type: ignore[no-untyped-def]
    """Every visible top-level window is the main window, and its picture is exactly the
    cover's: not one pixel of the table shows through or around it."""
    settle()
    assert window.pass_screen.isVisible()
    shown = visible_top_levels()
    assert shown == [window], [type(w).__name__ for w in shown]
    whole = window.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    cover = window.pass_screen.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    assert whole.size() == cover.size() == window.size()
    assert whole == cover


def private_names(session, seat: int) -> set[str]:  # type: ignore[no-untyped-def]
    """The names of the cards only `seat` may know: hand, setup cards, final scoring cards —
    less those every player saw (taken from the display, played, discarded face up)."""
    from arknova_desktop.engine.kernel.events import CardMoved

    player = session.game.state.players[seat]
    cards = session.game.cards
    public = {
        e.card
        for entry in session.journal
        for e in entry.events
        if isinstance(e, CardMoved)
        and (e.source.startswith("display") or e.target in ("zoo", "discard", "projects"))
        and e.source not in ("deck", "setup", "revealed")
    }
    ids = (*player.hand, *player.setup_cards, *player.final_scoring)
    return {cards.get(c).name for c in ids if c in cards and c not in public}


def cover_text(window) -> str:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QLabel, QPushButton

    screen = window.pass_screen
    parts = [w.text() for w in screen.findChildren(QLabel)]
    parts += [w.text() for w in screen.findChildren(QPushButton)]
    return "\n".join(parts)


def reveal(window) -> None:  # type: ignore[no-untyped-def]
    QTest.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
    settle()


def end_turn_if_waiting(session) -> None:  # type: ignore[no-untyped-def]
    if session.awaiting_end_turn:
        assert session.end_turn()
    settle()


def play_to_next_handover(window, rng: random.Random, limit: int = 400) -> int:  # type: ignore[no-untyped-def]
    """Random choices by the players at the screen until the cover comes up; the seat asked."""
    session = window.session
    for _ in range(limit):
        settle()
        if window.pass_screen.isVisible():
            return window.pass_screen.seat
        end_turn_if_waiting(session)
        session.run_bots_now()
        settle()
        if window.pass_screen.isVisible():
            return window.pass_screen.seat
        decision = session.table_decision
        if decision is None:
            continue
        assert session.choose(rng.choice(decision.options))
    raise AssertionError("no handover came")


@pytest.mark.parametrize("size", SIZES)
def test_the_first_cover_hides_everything_at_every_size(qtbot, size) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, (HUMAN, HUMAN), seed=4, names=("Ann", "Bob"))
    window = make_window(qtbot, session, start=False)
    window.resize(*size)
    settle()
    window.start()
    assert_fully_covered(window)
    assert session.covered and session.private_seat is None
    assert window.hand_model.rowCount() == 0  # nobody's hand is even in the model
    for seat in (0, 1):
        assert not private_names(session, seat) & set(cover_text(window).split("\n"))
    window.resize(size[0] // 2 + 200, size[1] // 2 + 200)  # a resize keeps it whole
    assert_fully_covered(window)


@pytest.mark.parametrize(
    ("seats", "seed"),
    [
        ((HUMAN, HUMAN), 11),
        ((HUMAN, HUMAN, HUMAN), 12),
        ((HUMAN, HUMAN, HUMAN, HUMAN), 13),
        ((HUMAN, BOT, HUMAN), 14),
    ],
)
def test_every_handover_of_the_setup_and_first_turns_is_opaque(qtbot, seats, seed) -> None:  # type: ignore[no-untyped-def]
    players = len(seats)
    names = ("Ann", "Bob", "Cid", "Dee")[:players]
    session = make_session(players, seats, seed=seed, names=names)
    window = make_window(qtbot, session)
    rng = random.Random(seed)
    humans = [s for s, kind in enumerate(seats) if kind == HUMAN]
    asked: list[int] = []
    for _ in range(len(humans) * 2 + 1):
        seat = window.pass_screen.seat if window.pass_screen.isVisible() else None
        if seat is None:
            seat = play_to_next_handover(window, rng)
        assert_fully_covered(window)
        assert seat in humans
        asked.append(seat)
        # Nothing another seat keeps secret is written on the cover.
        for other in range(players):
            names_hidden = private_names(session, other)
            assert not any(name in cover_text(window) for name in names_hidden), other
        reveal(window)
        assert session.private_seat == seat
        assert window.hand_model.rows() == session.game.state.players[seat].hand
    # Each human was asked in turn order: the setup keep of each seat, then the turns.
    assert asked[: len(humans)] == humans


def test_a_handover_closes_every_other_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, (HUMAN, HUMAN), seed=21, names=("Ann", "Bob"))
    window = make_window(qtbot, session)
    reveal(window)
    # Ann looks at a zoomed card of her setup deal and leaves a message box open.
    window.hand_view.zoom.show_card(session.game.state.players[0].setup_cards[0], window.rect())
    box = QMessageBox(QMessageBox.Icon.Information, "Note", "Something", parent=window)
    box.setWindowModality(Qt.WindowModality.NonModal)
    box.show()
    settle()
    assert window.hand_view.zoom.isVisible() and box.isVisible()
    decision = session.table_decision
    assert decision is not None and isinstance(decision.options[0], KeepCards)
    assert session.choose(decision.options[0])  # Ann keeps: Bob's keep comes next
    assert_fully_covered(window)
    assert not box.isVisible() and not window.hand_view.zoom.isVisible()


def test_no_shortcut_key_or_menu_works_under_the_cover(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, (HUMAN, HUMAN), seed=22)
    from arknova_desktop.ui.dialogs.menus import install_game_menu

    window = make_window(qtbot, session, start=False)
    opened: list[object] = []
    install_game_menu(window, session, opened.append)
    window.start()
    settle()
    assert window.pass_screen.isVisible()
    before = (tuple(session.choices), session.covered)
    for key in (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_5, Qt.Key.Key_Space, Qt.Key.Key_S):
        QTest.keyClick(window, key)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    settle()
    assert (tuple(session.choices), session.covered) == before
    assert visible_top_levels() == [window]  # no replay, no new-game dialog
    assert not window.menuBar().isEnabled()
    # A click on where the hand lies reaches the cover, not the cards.
    point = window.hand_view.mapTo(window, window.hand_view.rect().center())
    hit = window.childAt(point)
    assert hit is window.pass_screen or window.pass_screen.isAncestorOf(hit)
    assert opened == []
    # Enter means "I am here" (once the cover has been up a moment: see test_ui_turns).
    qtbot.wait(KEY_GRACE_MS + 50)
    QTest.keyClick(window.pass_screen.button, Qt.Key.Key_Return)
    settle()
    assert not window.pass_screen.isVisible() and window.menuBar().isEnabled()
    assert session.private_seat == 0


def test_one_human_with_computers_never_sees_a_cover(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, (HUMAN, BOT), seed=23)
    window = make_window(qtbot, session)
    assert not window.pass_screen.isVisible()
    rng = random.Random(23)
    for _ in range(60):
        end_turn_if_waiting(session)
        session.run_bots_now()
        settle()
        assert not window.pass_screen.isVisible()
        decision = session.table_decision
        if decision is None:
            break
        assert session.choose(rng.choice(decision.options))


def test_the_cover_says_what_the_other_player_did(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, (HUMAN, HUMAN), seed=24, names=("Ann", "Bob"))
    window = make_window(qtbot, session)
    rng = random.Random(24)
    # Setup handovers first (nothing happened yet worth a summary), then Ann's first turn.
    seen_turn = False
    for _ in range(6):
        seat = play_to_next_handover(window, rng)
        if session.game.state.turn >= 1 and seat == 1:
            seen_turn = True
            break
        reveal(window)
    assert seen_turn
    text = cover_text(window)
    assert "Ann" in text and "Since your last turn" in text
    assert not any(name in text for name in private_names(session, 0))
    assert QPoint(0, 0) == window.pass_screen.pos()


def test_the_sessions_view_hides_every_hand_under_the_cover(qtbot) -> None:  # type: ignore[no-untyped-def]
    """`session.view` is the seat's own view at the screen, and a spectator's under the cover:
    no hand, dealt card or final scoring card of anybody (docs/ui.md)."""
    session = make_session(2, (HUMAN, HUMAN), seed=5)
    session.start()
    for _ in range(2):  # the first seat's cover and its keep choice, then the second seat's
        assert session.covered and session.private_seat is None
        view = session.view
        assert view.seat is None
        for player in view.players:
            assert set(player.hand) <= {HIDDEN}
            assert set(player.setup_cards) <= {HIDDEN}
            assert set(player.final_scoring) <= {HIDDEN}
        assert session.reveal()
        seat = session.viewer
        assert session.view.seat == seat
        mine, other = session.view.players[seat], session.view.players[1 - seat]
        assert mine.setup_cards and HIDDEN not in mine.setup_cards
        assert set(other.setup_cards) <= {HIDDEN}
        assert session.view is session.view  # cached until the next change
        assert session.choose(session.decision.options[0])  # type: ignore[union-attr]
        if session.awaiting_end_turn:
            assert session.end_turn()
