"""The card zoom in the real window: it never covers the cards it belongs to (a click on the next
card is never lost to it), it takes no focus and any press elsewhere hides it; it is the one place
for a card's words (legend, and why a hand or display card cannot be played now, from the
engine's explanation). The card choice: a picked face keeps its size and its badge hides none of
the card's header; Enter confirms a choice picked by clicking."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionViewItem
from ui_helpers import HUMAN, make_session, make_window, settle

from arknova_desktop.engine import GameConfig, new_game
from arknova_desktop.engine.kernel.choices import Choice, KeepCards
from arknova_desktop.session import GameSession
from arknova_desktop.ui.cards.card_choice import CardChoice, CardFace
from arknova_desktop.ui.cards.card_views import CardListView
from arknova_desktop.ui.cards.card_zoom import ZOOM_WIDTH, CardZoom, zoom_geometry
from arknova_desktop.ui.models import Role
from arknova_desktop.ui.words.explain_words import reasons_text

pytestmark = pytest.mark.gui


# -- helpers ------------------------------------------------------------------------------------
def sit_down(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    if window.pass_screen.isVisible():
        qtbot.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
        settle()


def keep_window(qtbot: Any) -> tuple[GameSession, Any, CardChoice]:
    """The main window at 1280×800 with the setup keep (8 faces) at the screen."""
    session = make_session(2, seed=1)
    window = make_window(qtbot, session)
    window.resize(1280, 800)
    settle()
    sit_down(qtbot, window)
    chooser = window.decision_panel.card_choice
    assert len(chooser.faces) == 8 and chooser.isVisible()
    return session, window, chooser


def session_with_unplayable_hand_card(seed: int = 3) -> GameSession:
    """A session (two humans) at a choice of action card of a seat that holds a hand card it
    cannot play now (found with the bare engine)."""
    config = GameConfig(players=2, seed=seed, maps=("A", "A"))
    game = new_game(config)
    rng = random.Random(seed)
    log: list[Choice] = []
    for _ in range(5000):
        decision = game.decision
        assert decision is not None
        if decision.kind == "choose_action":
            uses = game.explain(decision.seat).hand
            if any(not u.playable for u in uses) and any(u.playable for u in uses):
                return GameSession(config, (HUMAN, HUMAN), choices=log, bot_delay_ms=0)
        choice = rng.choice(decision.options)
        game.apply(choice)
        log.append(choice)
    raise AssertionError("no unplayable hand card came up")


def zoom_all(view: CardListView) -> list[str]:
    """Zoom every card of the view in turn; the cards shown."""
    shown: list[str] = []
    model = view.model()
    for row in range(model.rowCount()):
        index = model.index(row, 0)
        view.scrollTo(index)
        view.zoom_index(index)
        assert view.zoom.isVisible()
        shown.append(view.zoom.card_id)
        yield_rect = view.visible_cards_rect()
        assert not view.zoom.geometry().intersects(yield_rect), (row, view.zoom.geometry())
        assert not view.zoom.geometry().intersects(view.zoom_avoid_rect())
        view.hide_zoom()
    return shown


def paint_row(view: CardListView, row: int) -> QImage:
    index = view.model().index(row, 0)
    delegate = view.card_delegate
    option = QStyleOptionViewItem()
    option.initFrom(view.viewport())
    size = delegate.sizeHint(option, index)
    option.rect = QRect(0, 0, size.width(), size.height())
    option.state = QStyle.StateFlag.State_Enabled
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    delegate.paint(painter, option, index)
    painter.end()
    return image


# -- placement ----------------------------------------------------------------------------------
def test_zoom_geometry_keeps_off_the_cards() -> None:
    screen = QRect(0, 0, 1280, 800)
    for avoid in (
        QRect(0, 590, 960, 150),  # the card choice / hand at the bottom
        QRect(480, 210, 500, 335),  # the display in the middle
        QRect(0, 0, 1280, 300),  # a row at the top
        QRect(0, 0, 300, 800),  # a column at the left
    ):
        anchor = QRect(avoid.left() + 10, avoid.top() + 5, 110, 150)
        rect, width = zoom_geometry(anchor, avoid, screen, lambda w: round(w * 1.42) + 60)
        assert not rect.intersects(avoid), (avoid, rect)
        assert screen.contains(rect), (avoid, rect)
        assert width >= 200
    # Room enough: the full size.
    rect, width = zoom_geometry(
        QRect(10, 700, 100, 90), QRect(0, 690, 1280, 110), screen, lambda w: w + 20
    )
    assert width == ZOOM_WIDTH and rect.bottom() < 690


def test_zoom_never_covers_the_hand_or_the_display(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = session_with_unplayable_hand_card()
    window = make_window(qtbot, session)
    window.resize(1280, 800)
    settle()
    sit_down(qtbot, window)
    hand, display = window.hand_view, window.display_view
    assert isinstance(hand, CardListView) and isinstance(display, CardListView)
    assert hand.model().rowCount() >= 2
    for view in (hand, display):
        shown = zoom_all(view)
        assert len(shown) == view.model().rowCount()


def test_zoom_never_covers_the_card_choice(qtbot) -> None:  # type: ignore[no-untyped-def]
    _session, _window, chooser = keep_window(qtbot)
    faces = list(chooser.faces.values())
    for face in faces:
        chooser.zoom_face(face)
        assert chooser.zoom.isVisible() and chooser.zoom.card_id == face.card
        zoom = chooser.zoom.geometry()
        assert not zoom.intersects(chooser.visible_cards_rect()), zoom
        assert not zoom.intersects(chooser.zoom_avoid_rect()), zoom
        # Nothing at any face's centre is the zoom: a click there reaches the face.
        for other in faces:
            centre = other.mapToGlobal(other.rect().center())
            assert not zoom.contains(centre)
            under = QApplication.widgetAt(centre)
            assert under is None or not isinstance(under.window(), CardZoom)
    chooser.hide_zoom()


def test_hover_then_four_clicks_keep_four(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The tester's case: rest on a card (the zoom opens), then click the next ones."""
    _session, _window, chooser = keep_window(qtbot)
    faces = list(chooser.faces.values())[:4]
    for n, face in enumerate(faces):
        chooser.hover(face)
        qtbot.waitUntil(chooser.zoom.isVisible, timeout=2000)
        assert not chooser.zoom.geometry().intersects(chooser.visible_cards_rect())
        qtbot.mouseClick(face, Qt.MouseButton.LeftButton)
        settle()
        assert not chooser.zoom.isVisible()  # a press hides it
        chooser.unhover(face)
        assert len(chooser.selected_cards) == n + 1
    assert chooser.hint.text() != "2 of 4 chosen"
    assert chooser.confirm_button.isEnabled()


# -- input --------------------------------------------------------------------------------------
def test_zoom_takes_no_focus_and_a_press_elsewhere_hides_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    session, window, chooser = keep_window(qtbot)
    zoom = chooser.zoom
    assert zoom.windowFlags() & Qt.WindowType.WindowDoesNotAcceptFocus
    assert zoom.testAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
    assert zoom.focusPolicy() == Qt.FocusPolicy.NoFocus
    face = next(iter(chooser.faces.values()))
    face.setFocus()
    chooser.zoom_face(face)
    assert zoom.isVisible()
    assert QApplication.focusWidget() is face  # the focus stays where it was
    assert all(link.focusPolicy() == Qt.FocusPolicy.NoFocus for link in zoom.links)
    # A press anywhere (here on the zoo map, far from the cards) hides it.
    QTest.mousePress(window.map_view.viewport(), Qt.MouseButton.LeftButton)
    QTest.mouseRelease(window.map_view.viewport(), Qt.MouseButton.LeftButton)
    settle()
    assert not zoom.isVisible()
    # The hand's zoom too.
    chooser.clear()
    hand = window.hand_view
    assert isinstance(hand, CardListView)
    hand.zoom.show_card(session.game.state.players[0].setup_cards[0], window.rect())
    assert hand.zoom.isVisible()
    assert hand.zoom.focusPolicy() == Qt.FocusPolicy.NoFocus
    QTest.mousePress(window.map_view.viewport(), Qt.MouseButton.LeftButton)
    assert not hand.zoom.isVisible()
    QTest.mouseRelease(window.map_view.viewport(), Qt.MouseButton.LeftButton)


def test_leaving_the_card_hides_the_zoom_soon_and_the_next_card_at_once(qtbot) -> None:  # type: ignore[no-untyped-def]
    _session, _window, chooser = keep_window(qtbot)
    first, second = list(chooser.faces.values())[:2]
    chooser.hover(first)
    qtbot.waitUntil(chooser.zoom.isVisible, timeout=2000)
    chooser.unhover(first)  # off the cards: it lingers for the mouse to reach it, then goes
    qtbot.waitUntil(lambda: not chooser.zoom.isVisible(), timeout=2000)
    chooser.hover(first)
    qtbot.waitUntil(chooser.zoom.isVisible, timeout=2000)
    chooser.unhover(first)
    chooser.hover(second)  # onto another card: the first one's zoom goes at once
    assert not chooser.zoom.isVisible()  # not the old card, not at once
    qtbot.waitUntil(chooser.zoom.isVisible, timeout=2000)
    assert chooser.zoom.card_id == second.card


def test_card_face_shows_no_tooltip(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent

    _session, _window, chooser = keep_window(qtbot)
    face = next(iter(chooser.faces.values()))
    assert face.toolTip()  # kept for accessibility ...
    event = QHelpEvent(QEvent.Type.ToolTip, QPoint(5, 5), face.mapToGlobal(QPoint(5, 5)))
    assert face.event(event)  # ... but eaten: the zoom is the one place for the words


# -- the words ----------------------------------------------------------------------------------
def test_unplayable_hand_card_says_why_in_the_zoom_and_on_the_card(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = session_with_unplayable_hand_card()
    window = make_window(qtbot, session)
    window.resize(1280, 800)
    settle()
    sit_down(qtbot, window)
    seat = session.private_seat
    assert seat is not None and session.table_decision is not None
    view = window.hand_view
    assert isinstance(view, CardListView)
    uses = session.game.explain(seat).hand
    model = view.model()
    assert [model.index(r, 0).data(Role.CARD_ID) for r in range(model.rowCount())] == [
        u.card for u in uses
    ]
    checked = 0
    for row, use in enumerate(uses):
        index = model.index(row, 0)
        view.zoom_index(index)
        assert view.zoom.card_id == use.card
        if use.playable or use.card in view.option_cards():
            assert view.why_not(index) == ""
            assert "Not playable now" not in view.zoom.text
            continue
        words = reasons_text(use.reasons)
        assert words and words in view.zoom.text, (view.zoom.text, words)
        assert words in view.zoom.accessibleDescription()
        # The zoom is tall enough for all its words (they are not cut off).
        assert view.zoom.height() >= view.zoom.height_for(view.zoom.card_width)
        # On the card itself: greyed with a small tag.
        marked = paint_row(view, row)
        view.why_not = lambda _i: ""  # type: ignore[method-assign,assignment]
        plain = paint_row(view, row)
        del view.why_not
        assert marked != plain
        checked += 1
    view.hide_zoom()
    assert checked


def test_display_card_out_of_reach_says_why(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = session_with_unplayable_hand_card()
    window = make_window(qtbot, session)
    settle()
    sit_down(qtbot, window)
    seat = session.private_seat
    assert seat is not None
    view = window.display_view
    assert isinstance(view, CardListView)
    uses = session.game.explain(seat).display
    unplayable = [u for u in uses if not u.playable and u.card not in view.option_cards()]
    assert unplayable
    for use in unplayable:
        index = view.model().index(use.folder - 1, 0)
        view.zoom_index(index)
        assert reasons_text(use.reasons) in view.zoom.text
    view.hide_zoom()


# -- the card choice ----------------------------------------------------------------------------
def test_picked_face_keeps_its_size_and_its_badge_hides_no_header(qtbot) -> None:  # type: ignore[no-untyped-def]
    _session, _window, chooser = keep_window(qtbot)
    for face in chooser.faces.values():
        size, card = face.size(), face.card_rect()
        before = face.grab().toImage()
        qtbot.mouseClick(face, Qt.MouseButton.LeftButton)
        settle()
        if not face.isChecked():
            break  # four are picked
        assert face.size() == size and face.card_rect() == card
        badge, header = face.badge_rect(), face.header_rect()
        assert not badge.intersects(header), (badge, header)
        assert not badge.intersects(card)  # under the card, hiding nothing of it
        assert face.rect().contains(badge)
        after = face.grab().toImage()
        inner = header.adjusted(3, 3, -3, -3)
        ratio = before.devicePixelRatio()
        for y in range(inner.top(), inner.bottom(), 2):
            for x in range(inner.left(), inner.right(), 2):
                px, py = round(x * ratio), round(y * ratio)
                assert before.pixel(px, py) == after.pixel(px, py), (face.card, x, y)
        # The badge is drawn: the strip under the card changed.
        mid = badge.center()
        assert before.pixel(round(mid.x() * ratio), round(mid.y() * ratio)) != after.pixel(
            round(mid.x() * ratio), round(mid.y() * ratio)
        )


def test_enter_confirms_a_keep_picked_by_clicking(qtbot) -> None:  # type: ignore[no-untyped-def]
    session, _window, chooser = keep_window(qtbot)
    faces = list(chooser.faces.values())
    picks = faces[:4]
    for face in picks:
        qtbot.mouseClick(face, Qt.MouseButton.LeftButton)
        settle()
    assert chooser.confirm_button.isEnabled()
    before = len(session.choices)
    QTest.keyClick(picks[-1], Qt.Key.Key_Return)  # the last clicked face has the focus
    settle()
    assert session.choices[before:] == [KeepCards(tuple(sorted(f.card for f in picks)))]


def test_enter_confirms_whatever_has_focus_in_the_choice(qtbot) -> None:  # type: ignore[no-untyped-def]
    session, _window, chooser = keep_window(qtbot)
    faces = list(chooser.faces.values())
    for face in faces[:4]:
        qtbot.mouseClick(face, Qt.MouseButton.LeftButton)
        settle()
    other = faces[6]  # not picked: Enter still confirms the whole choice
    other.setFocus()
    before = len(session.choices)
    QTest.keyClick(other, Qt.Key.Key_Enter)
    settle()
    assert len(session.choices) == before + 1
    assert isinstance(session.choices[-1], KeepCards)


def test_enter_before_the_choice_is_whole_picks_the_focused_card(qtbot) -> None:  # type: ignore[no-untyped-def]
    session, _window, chooser = keep_window(qtbot)
    face = next(iter(chooser.faces.values()))
    face.setFocus()
    QTest.keyClick(face, Qt.Key.Key_Return)
    settle()
    assert face.isChecked() and len(session.choices) == 0


def test_enter_confirms_a_single_pick(qtbot) -> None:  # type: ignore[no-untyped-def]
    from ui_helpers import session_at

    session = session_at(lambda d: d.kind in ("keep_card", "snap") and len(d.options) >= 2, seed=1)
    window = make_window(qtbot, session)
    window.resize(1280, 800)
    settle()
    sit_down(qtbot, window)
    chooser: CardChoice = window.decision_panel.card_choice
    assert chooser.isVisible() and len(chooser.faces) >= 2
    face: CardFace = list(chooser.faces.values())[1]
    qtbot.mouseClick(face, Qt.MouseButton.LeftButton)
    settle()
    assert face.isChecked() and chooser.confirm_button.isEnabled()
    before = len(session.choices)
    QTest.keyClick(face, Qt.Key.Key_Return)
    settle()
    assert len(session.choices) == before + 1
    assert getattr(session.choices[-1], "card", None) == face.card
