"""The action cards drawn as cards, and their slide when the row's order changes: the used card
to slot 1, the others one slot right (it ends exactly where the row is drawn without motion; a
click or a key during the slide finishes it and still does what it does; motion off makes no
animation object). The state of a card reads from its pixels (legal outline, X-token-only
outline, veiled, hovered), in light and dark, and the cards grow with the zoom."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QCursor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from ui_helpers import BOT, HUMAN, keep_setup, make_session, settle

from arknova_desktop.engine import GameConfig, new_game
from arknova_desktop.engine.kernel.choices import Choice, TakeXToken
from arknova_desktop.session import GameSession
from arknova_desktop.ui import theme
from arknova_desktop.ui.motion import motion
from arknova_desktop.ui.table.action_row import CARD_HEIGHT, ActionCardWidget, ActionRow

pytestmark = pytest.mark.gui

START = ("animals", "build", "sponsors", "association", "cards")  # seed 3, seat 0's first turn
AFTER_X_CARDS = ("cards", "animals", "build", "sponsors", "association")
ROW_WIDTH = 957  # the row's width in the 1280×800 window


@pytest.fixture(autouse=True)
def light_at_zoom_1() -> Iterator[None]:
    yield
    theme.manager().set_variant("light")
    theme.manager().set_window_zoom(1.0)


def first_turn() -> GameSession:
    session = make_session(2, (HUMAN, HUMAN), seed=3, names=("Ann", "Bob"))
    keep_setup(session)
    decision = session.table_decision
    assert decision is not None and decision.kind == "choose_action" and decision.seat == 0
    return session


def shown_row(qtbot, session: GameSession) -> ActionRow:  # type: ignore[no-untyped-def]
    QCursor.setPos(QPoint(5000, 5000))  # the mouse over no card (hover has its own test)
    row = ActionRow(session)
    qtbot.addWidget(row)
    row.resize(ROW_WIDTH, row.height())
    row.show()
    qtbot.waitExposed(row)
    settle()
    return row


def order(row: ActionRow) -> tuple[str, ...]:
    return tuple(card.action for card in row.cards)


def image(row: ActionRow) -> QImage:
    return row.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def at_rest(row: ActionRow) -> bool:
    return all(card.geometry() == row.slot_rect(card.slot) for card in row.cards)


def distance(a: QColor, b: QColor) -> int:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())


def outline_pixel(card: ActionCardWidget) -> QColor:
    """The middle of the card's left edge, on its outline."""
    body = card.body()
    shot = card.grab().toImage()
    return shot.pixelColor(round(body.left()), round(body.center().y()))


def face_pixel(card: ActionCardWidget) -> QColor:
    """A bare spot of the card's face (left of the X-token row, which is empty here)."""
    x_row = card.parts()["x_row"]
    shot = card.grab().toImage()
    return shot.pixelColor(round(x_row.left() + 2), round(x_row.center().y()))


# -- the slide ----------------------------------------------------------------------------------
def test_the_used_card_slides_to_slot_1_and_ends_as_without_motion(  # type: ignore[no-untyped-def]
    qtbot, motion_on, wait_for_motion
) -> None:
    motion_on.set_enabled(False)  # the same change without motion: the picture to end at
    still = shown_row(qtbot, first_turn())
    assert still.session.choose(TakeXToken("cards"))
    settle()
    expected = image(still)
    assert order(still) == AFTER_X_CARDS and at_rest(still)
    still.hide()
    motion_on.set_enabled(True)

    session = first_turn()
    row = shown_row(qtbot, session)
    assert order(row) == START
    made = motion_on.created
    assert session.choose(TakeXToken("cards"))
    assert motion_on.running > 0 and motion_on.created > made
    # The used card starts where it was drawn (slot 5) and the others one slot to the left of
    # where they go.
    used = row.cards[0]
    assert used.action == "cards"
    assert used.x() > row.slot_rect(3).left()
    for slot in range(1, 5):
        assert row.cards[slot].x() < row.slot_rect(slot).left()
    wait_for_motion()
    assert at_rest(row) and all(card.offset == 0 for card in row.cards)
    assert image(row) == expected


def test_the_slide_is_seen_midway(qtbot, motion_on) -> None:  # type: ignore[no-untyped-def]
    session = first_turn()
    row = shown_row(qtbot, session)
    assert session.choose(TakeXToken("cards"))
    start = row.cards[0].x()
    qtbot.waitUntil(lambda: row.cards[0].x() < start, timeout=2000)
    assert row.slot_rect(0).left() < row.cards[0].x() < start  # on its way, not there yet
    assert motion_on.running > 0


def test_a_click_during_the_slide_finishes_it_and_starts_its_card(  # type: ignore[no-untyped-def]
    qtbot, motion_on
) -> None:
    session = first_turn()
    row = shown_row(qtbot, session)
    assert session.choose(TakeXToken("cards"))
    motion_on.finish_all()
    assert session.undo()  # the cards slide back, and can be used again
    assert order(row) == START and motion_on.running > 0
    card = row.cards[1]
    assert card.action == "build" and card.isEnabled()
    with qtbot.waitSignal(row.card_clicked, timeout=1000) as clicked:
        qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
        assert motion_on.running == 0 and at_rest(row)
    assert clicked.args == ["build", 0]


def test_a_key_during_the_slide_finishes_it_and_starts_its_card(  # type: ignore[no-untyped-def]
    qtbot, motion_on
) -> None:
    session = first_turn()
    row = shown_row(qtbot, session)
    activate(qtbot, row)
    assert session.choose(TakeXToken("cards"))
    motion_on.finish_all()
    assert session.undo()
    assert motion_on.running > 0
    with qtbot.waitSignal(row.card_clicked, timeout=1000) as clicked:
        QTest.keyClick(row, Qt.Key.Key_3)
    assert motion_on.running == 0 and at_rest(row)
    assert clicked.args == ["sponsors", 0]


def test_motion_off_moves_the_cards_at_once_and_makes_nothing(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = first_turn()
    row = shown_row(qtbot, session)
    made = motion().created
    assert session.choose(TakeXToken("cards"))
    assert order(row) == AFTER_X_CARDS and at_rest(row)
    assert session.undo()
    assert order(row) == START and at_rest(row)
    assert motion().created == made and motion().running == 0


def test_showing_another_seat_does_not_slide(qtbot, motion_on) -> None:  # type: ignore[no-untyped-def]
    session = first_turn()
    row = shown_row(qtbot, session)
    made = motion_on.created
    row.show_seat(1)
    row.show_seat(0)
    assert motion_on.created == made and at_rest(row)


# -- the drawn card -----------------------------------------------------------------------------
def test_a_cards_outline_says_its_state(qtbot) -> None:  # type: ignore[no-untyped-def]
    palette = theme.colors()
    row = shown_row(qtbot, first_turn())
    usable, x_only = row.cards[1], row.cards[0]
    assert usable.usable and x_only.x_only and not x_only.usable
    assert distance(outline_pixel(usable), palette.legal) < 40
    assert distance(outline_pixel(x_only), palette.occupied) < 40
    # Under the mouse: the focus outline.
    QCursor.setPos(usable.mapToGlobal(QPoint(20, 50)))
    assert distance(outline_pixel(usable), palette.focus) < 40


def test_a_card_that_cannot_be_used_now_is_veiled(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = first_turn()
    row = shown_row(qtbot, session)
    open_face = face_pixel(row.cards[2])
    assert row.cards[2].action == "sponsors" and row.cards[2].isEnabled()
    assert distance(open_face, theme.colors().paper) < 12
    assert session.choose(TakeXToken("cards"))  # the turn is over: nothing can be used
    settle()
    card = row.cards[3]
    assert card.action == "sponsors" and not card.isEnabled()
    veiled = face_pixel(card)
    assert veiled.lightness() < open_face.lightness() - 8
    assert distance(outline_pixel(card), theme.colors().legal) > 80  # no legal outline


def test_the_strength_and_the_x_tokens_are_drawn_and_set(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = with_x_token()
    row = shown_row(qtbot, session)
    card = next(c for c in row.cards if c.plus.isVisible() and c.plus.isEnabled())
    number = card.number
    assert number >= card.slot + 1 and str(number) in card.strength.text()
    place = card._x_pieces(card.parts()["x_row"])[0]
    before = card.grab().toImage().pixelColor(place.center().toPoint())
    qtbot.mouseClick(card.plus, Qt.MouseButton.LeftButton)
    assert card.x_tokens == 1 and card.number == number + 1
    assert "(+1 X)" in card.strength.text() and card.x_label.text() == "X 1"
    after = card.grab().toImage().pixelColor(place.center().toPoint())
    assert distance(after, theme.colors().paper) > distance(before, theme.colors().paper) + 60
    with qtbot.waitSignal(row.card_clicked, timeout=1000) as clicked:
        qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    assert clicked.args == [card.action, 1]
    qtbot.mouseClick(card.minus, Qt.MouseButton.LeftButton)
    assert card.x_tokens == 0 and card.number == number


def test_dark_variant_draws_dark_paper_and_its_own_outline(qtbot) -> None:  # type: ignore[no-untyped-def]
    row = shown_row(qtbot, first_turn())
    light_face = face_pixel(row.cards[1])
    theme.manager().set_variant("dark")
    settle()
    dark_face = face_pixel(row.cards[1])
    assert dark_face.lightness() < light_face.lightness()
    assert distance(dark_face, theme.DARK.paper) < 12
    assert distance(outline_pixel(row.cards[1]), theme.DARK.legal) < 40


def test_the_cards_and_their_type_grow_with_the_zoom(qtbot) -> None:  # type: ignore[no-untyped-def]
    row = shown_row(qtbot, first_turn())
    assert row.height() == CARD_HEIGHT
    small_min = row.minimumSizeHint().width()
    small_button = row.cards[1].x_action.height()
    theme.manager().set_window_zoom(1.5)
    row.resize(round(ROW_WIDTH * 1.5), row.height())
    settle()
    assert row.height() == round(CARD_HEIGHT * 1.5)
    assert all(card.height() == row.height() for card in row.cards)
    assert row.minimumSizeHint().width() >= small_min * 1.45
    assert row.cards[1].x_action.height() > small_button
    assert at_rest(row)


# -- keys and clicks ------------------------------------------------------------------------------
def activate(qtbot, widget) -> None:  # type: ignore[no-untyped-def]
    widget.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is widget, timeout=3000)


def test_keys_1_to_5_and_a_click_start_the_right_card(qtbot) -> None:  # type: ignore[no-untyped-def]
    row = shown_row(qtbot, first_turn())
    activate(qtbot, row)
    seen: list[tuple[str, int]] = []
    row.card_clicked.connect(lambda action, x: seen.append((action, x)))
    for key in (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5):
        QTest.keyClick(row, key)
    # Animals can only take the X-token action here: it asks for it (the window confirms).
    assert seen == [
        ("animals", 0),
        ("build", 0),
        ("sponsors", 0),
        ("association", 0),
        ("cards", 0),
    ]
    seen.clear()
    qtbot.mouseClick(row.cards[4], Qt.MouseButton.LeftButton, pos=QPoint(20, 60))
    qtbot.mouseClick(row.cards[0], Qt.MouseButton.LeftButton)
    assert seen == [("cards", 0), ("animals", 0)]
    with qtbot.waitSignal(row.x_token_clicked, timeout=1000) as taken:
        qtbot.mouseClick(row.cards[2].x_action, Qt.MouseButton.LeftButton)
    assert taken.args == ["sponsors"]


# -- positions ----------------------------------------------------------------------------------
def with_x_token(seed: int = 4) -> GameSession:
    """Seat 0 choosing an action while it holds an X-token (a seeded random game, computer
    opponent: the row shows seat 0 throughout)."""
    config = GameConfig(players=2, seed=seed, maps=("A", "A"))
    game = new_game(config)
    rng = random.Random(seed)
    log: list[Choice] = []
    for _ in range(3000):
        decision = game.decision
        assert decision is not None
        if (
            decision.kind == "choose_action"
            and decision.seat == 0
            and game.state.players[0].x_tokens > 0
        ):
            return GameSession(config, (HUMAN, BOT), choices=log, bot_delay_ms=0)
        choice = rng.choice(decision.options)
        game.apply(choice)
        log.append(choice)
    raise AssertionError("no X-token came up")


def test_a_long_preview_ends_in_an_ellipsis_on_its_last_whole_line(qapp) -> None:  # type: ignore[no-untyped-def]
    from arknova_desktop.ui import theme
    from arknova_desktop.ui.table.action_row import wrapped_lines

    text = "only the X-token action now: no animal in your hand or in reach can be played"
    font = theme.font("small")
    lines = wrapped_lines(text, font, 150, 2)
    assert len(lines) == 2 and lines[-1].endswith("…")
    assert " ".join(lines).replace("…", "").split()[0] == "only"
    every = wrapped_lines(text, font, 150, 10)
    assert " ".join(every) == text  # with room, every word is there and nothing is elided
