"""Cards you can read: the hand, the display and the card choices take the room the window gives
them. At 1920×1080 a hand card's name, cost and rules text are drawn at readable pixel sizes; at
1280×800 its name and cost are; a normal hand (up to 10 cards) and the whole display show no
scroll bar; the cards grow when the window does. The sizes are the painter's own (the font pixel
sizes `paint_card` drew the face with, as the view cached it)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRectF
from PySide6.QtGui import QPainter, QPixmap
from ui_helpers import HUMAN, keep_setup, make_session, make_window, pass_on, settle

from arknova_desktop.engine import AnimalCard, SponsorCard, default_cards
from arknova_desktop.ui import theme
from arknova_desktop.ui.cards.card_painter import (
    KEYWORD_MIN_PX,
    NAME_MIN_PX,
    TEXT_MIN_PX,
    FaceText,
    brief_text,
    compact_at,
    paint_card,
)
from arknova_desktop.ui.cards.card_views import CardListView

pytestmark = pytest.mark.gui

DB = default_cards()
# What "readable" means here, in font pixels (the em size the painter set).
# 1920×1080: read at arm's length on a 1080p screen without hovering — the name, the cost and
# the rules text well above the smallest size the painter allows anywhere (TEXT_MIN_PX, 9 px).
LARGE_NAME_PX = 13  # 1920×1080: the name
LARGE_TEXT_PX = 12  # 1920×1080: the rules text
LARGE_COST_PX = 12  # 1920×1080: the cost in its badge
SMALL_NAME_PX = NAME_MIN_PX  # 1280×800: the name (10 px)
COST_PX = 10  # both sizes: the cost in its badge


def window_at(qtbot, size: tuple[int, int], *, keep: bool = True):  # type: ignore[no-untyped-def]
    session = make_session(2, (HUMAN, HUMAN), maps=("1", "A"), seed=4)
    window = make_window(qtbot, session)
    if keep:
        keep_setup(session)
    pass_on(session)
    settle()
    resize(window, size)
    return window


def resize(window, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    window.resize(*size)
    settle()
    window.fit_zoom()  # what the window does once the player stops resizing it
    settle()
    window.resize(*size)  # a window shrunk from a larger zoom: its minimum was the old zoom's
    settle()
    assert window.size().toTuple() == size


def hand_of(window, count: int, monkeypatch: pytest.MonkeyPatch) -> tuple[str, ...]:  # type: ignore[no-untyped-def]
    """The hand of the seat at the screen, cut or topped up with other cards of the pool to
    `count` cards."""
    shown = tuple(window.hand_model.rows())
    extra = tuple(c.id for c in DB.animals() + DB.sponsors() if c.id not in shown)
    cards = (shown + extra)[:count]
    monkeypatch.setattr(window.hand_model, "rows", lambda: cards)
    window.hand_model.reload()
    settle()
    return cards


def drawn_sizes(view: CardListView, card: str) -> FaceText:
    """The sizes the face of `card` was drawn at, as the view shows it now."""
    rect = view.card_rect(card)
    assert rect is not None, f"{card} is not in view"
    view.viewport().grab()  # painted at least once at this size
    ratio = view.viewport().devicePixelRatioF()
    return view.card_delegate.card_face(card, rect.size(), ratio)[1]


def has_rules_text(card: str) -> bool:
    record = DB.get(card)
    return bool(brief_text(record, DB).strip()) and isinstance(record, AnimalCard | SponsorCard)


def assert_whole_and_still(view: CardListView) -> None:
    """Every card wholly in the view, no scroll bar."""
    assert not view.horizontalScrollBar().isVisible()
    assert not view.verticalScrollBar().isVisible()
    viewport = view.viewport().rect()
    model = view.model()
    for row in range(model.rowCount()):
        item = view.visualRect(model.index(row, 0))
        assert viewport.contains(view.card_delegate.card_rect(item)), row


def test_at_1920_a_hand_cards_name_cost_and_text_are_readable(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window = window_at(qtbot, (1920, 1080))
    cards = hand_of(window, 8, monkeypatch)
    view = window.hand_view
    assert not view.card_delegate.compact, view.card_delegate.card_width
    texts = 0
    for card in cards:
        sizes = drawn_sizes(view, card)
        assert sizes.name >= LARGE_NAME_PX, (card, sizes)
        assert sizes.cost >= LARGE_COST_PX, (card, sizes)
        if has_rules_text(card):
            texts += 1
            assert sizes.text >= LARGE_TEXT_PX, (card, sizes)
    assert texts >= 3, "the hand should hold cards with rules text"
    assert_whole_and_still(view)


def test_at_1280_a_hand_cards_name_and_cost_are_readable(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window = window_at(qtbot, (1280, 800))
    cards = hand_of(window, 8, monkeypatch)
    view = window.hand_view
    for card in cards:
        sizes = drawn_sizes(view, card)
        assert sizes.name >= SMALL_NAME_PX, (card, sizes)
        assert sizes.cost >= COST_PX, (card, sizes)
        # What words it shows besides are readable too, or left out (never shrunk below).
        assert sizes.text == 0 or sizes.text >= TEXT_MIN_PX, (card, sizes)
        assert sizes.keywords == 0 or sizes.keywords >= KEYWORD_MIN_PX, (card, sizes)
    assert_whole_and_still(view)


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)], ids=["1280", "1920"])
@pytest.mark.parametrize("count", [1, 5, 7, 10])
def test_a_normal_hand_and_the_display_need_no_scroll_bar(qtbot, monkeypatch, size, count) -> None:  # type: ignore[no-untyped-def]
    window = window_at(qtbot, size)
    hand_of(window, count, monkeypatch)
    assert window.hand_view.model().rowCount() == count
    assert_whole_and_still(window.hand_view)
    display = window.display_view
    assert display.model().rowCount() == 6
    assert_whole_and_still(display)
    # The hand's cards are as tall as its row: no height is left over while a larger card
    # would fit (the card stops growing only at its largest width).
    view = window.hand_view
    card = view.card_delegate.card_size()
    spare = view.viewport().height() - card.height() - 2 * theme.px(5)
    assert spare <= 3 or view.card_delegate.card_width == theme.px(180)


def test_a_fanned_hand_keeps_its_cards_large(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """10 cards at 1280×800 do not fit side by side: they overlap instead of shrinking; the card
    under the mouse is the one on top (its whole face answers the mouse)."""
    window = window_at(qtbot, (1280, 800))
    hand_of(window, 4, monkeypatch)
    few = window.hand_view.card_delegate.card_width
    hand_of(window, 10, monkeypatch)
    view = window.hand_view
    assert view.step > 0, "10 cards should be fanned at 1280×800"
    assert view.card_delegate.card_width == few
    assert view.step >= 0.7 * few - 1  # most of each card in view
    model = view.model()
    third = view.card_delegate.card_rect(view.visualRect(model.index(2, 0)))
    # The right end of the third card lies under the fourth one...
    under = QPoint(third.right() - 3, third.center().y())
    assert view.card_index_at(under).row() == 3
    # ... until the third card is under the mouse: then it is drawn whole, on top.
    view.hover_index(model.index(2, 0))
    assert view.card_index_at(under).row() == 2


def test_cards_grow_with_the_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = window_at(qtbot, (1280, 800))
    small = (
        window.hand_view.card_delegate.card_width,
        window.display_view.card_delegate.card_width,
    )
    resize(window, (1920, 1080))
    large = (
        window.hand_view.card_delegate.card_width,
        window.display_view.card_delegate.card_width,
    )
    assert large[0] >= small[0] * 1.35, (small, large)
    assert large[1] >= small[1] * 1.35, (small, large)
    # And back: the same sizes as before (the faces of each size are kept, not repainted).
    resize(window, (1280, 800))
    again = (
        window.hand_view.card_delegate.card_width,
        window.display_view.card_delegate.card_width,
    )
    assert again == small


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)], ids=["1280", "1920"])
def test_the_keep_choice_follows_the_same_sizes(qtbot, size) -> None:  # type: ignore[no-untyped-def]
    window = window_at(qtbot, size, keep=False)
    choice = window.decision_panel.card_choice
    assert window.cards_stack.currentWidget() is choice
    faces = list(choice.faces.values())
    assert len(faces) == 8
    assert not choice.scroll_area.horizontalScrollBar().isVisible()
    assert not choice.scroll_area.verticalScrollBar().isVisible()
    width = faces[0].face_width
    for face in faces:
        rect = face.card_rect()
        pixmap = QPixmap(rect.size())
        painter = QPainter(pixmap)
        sizes = paint_card(
            painter,
            QRectF(0, 0, rect.width(), rect.height()),
            DB.get(face.card),
            compact=compact_at(width),
            db=DB,
        )
        painter.end()
        assert sizes.name >= SMALL_NAME_PX and sizes.cost >= COST_PX, (face.card, sizes)
        assert sizes.text == 0 or sizes.text >= TEXT_MIN_PX, (face.card, sizes)
    if size == (1920, 1080):
        assert not compact_at(width), width  # large enough for the rules text


@pytest.mark.parametrize("width", [100, 118, 125, 150, 180])
def test_no_face_shrinks_its_words_below_readable(qtbot, width: int) -> None:  # type: ignore[no-untyped-def]
    """Every animal and sponsor of the pool at hand sizes: rules text at TEXT_MIN_PX or more
    (cut short when it does not fit), or none on a compact face; names at NAME_MIN_PX or more."""
    compact = compact_at(width)
    pixmap = QPixmap(width, round(width * 170 / 120))
    for card in DB.animals() + DB.sponsors():
        painter = QPainter(pixmap)
        sizes = paint_card(painter, QRectF(pixmap.rect()), card, compact=compact, db=DB)
        painter.end()
        assert sizes.name >= NAME_MIN_PX, (card.name, width, sizes)
        assert sizes.text == 0 or sizes.text >= TEXT_MIN_PX, (card.name, width, sizes)
        assert sizes.keywords == 0 or sizes.keywords >= KEYWORD_MIN_PX, (card.name, sizes)
        if compact and isinstance(card, AnimalCard):
            assert sizes.text == 0, card.name  # keywords instead of the text
