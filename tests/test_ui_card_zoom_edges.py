"""The card zoom stays on the screen the app is on (QScreen.availableGeometry) and, where it has
room, inside the app's window: for cards near every edge of the window, for a window larger than
its screen, and for one partly off the screen (issue 22)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from ui_helpers import make_session, make_window, settle

from arknova_desktop.ui.cards.card_views import CardListView
from arknova_desktop.ui.cards.card_zoom import (
    ZOOM_MIN_WIDTH,
    ZOOM_WIDTH,
    CardZoom,
    zoom_geometry,
    zoom_place,
)

# A screen as large as the one the real-window check runs on: the test platform's own screen
# (800×800) is smaller than the 1280×800 window.
LARGE_SCREEN = QRect(0, 0, 1600, 1000)

pytestmark = pytest.mark.gui


def height_for(width: int) -> int:
    return round(width * 1.42) + 60  # a card and a few lines of words under it


def edge_anchors(area: QRect, card: QRect) -> dict[str, QRect]:
    """A card-sized rect hugging each edge and corner of `area` (global coordinates)."""
    w, h = card.width(), card.height()
    x0, y0 = area.left(), area.top()
    x1, y1 = area.left() + area.width() - w, area.top() + area.height() - h
    mx, my = area.center().x() - w // 2, area.center().y() - h // 2
    return {
        "left": QRect(x0, my, w, h),
        "right": QRect(x1, my, w, h),
        "top": QRect(mx, y0, w, h),
        "bottom": QRect(mx, y1, w, h),
        "top left": QRect(x0, y0, w, h),
        "top right": QRect(x1, y0, w, h),
        "bottom left": QRect(x0, y1, w, h),
        "bottom right": QRect(x1, y1, w, h),
    }


def test_geometry_never_leaves_the_area_even_without_room_beside_the_cards() -> None:
    screen = QRect(0, 0, 1600, 1000)
    for name, anchor in edge_anchors(screen, QRect(0, 0, 110, 150)).items():
        rect, width = zoom_geometry(anchor, anchor, screen, height_for)
        assert screen.contains(rect), (name, rect)
        assert not rect.intersects(anchor), (name, rect)
        assert width >= ZOOM_MIN_WIDTH
    # Cards covering the whole screen: no side has room; the zoom still stays on the screen.
    small = QRect(0, 0, 640, 360)
    rect, width = zoom_geometry(QRect(10, 10, 100, 140), small, small, height_for)
    assert small.contains(rect), rect
    assert height_for(width) <= small.height()
    # No room inside an area: `zoom_place` says so rather than spill over.
    assert (
        zoom_place(QRect(0, 0, 50, 50), QRect(0, 0, 300, 300), QRect(0, 0, 300, 300), height_for)
        is None
    )


def shown_window(qtbot, size: tuple[int, int], at: QPoint):  # type: ignore[no-untyped-def]
    session = make_session(2, seed=1)
    window = make_window(qtbot, session)
    window.resize(*size)
    window.move(at)
    settle()
    if window.pass_screen.isVisible():
        qtbot.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
        settle()
    return session, window


def window_rect(window) -> QRect:  # type: ignore[no-untyped-def]
    return QRect(window.mapToGlobal(QPoint(0, 0)), window.size())


def table_rect(window) -> QRect:  # type: ignore[no-untyped-def]
    """The window below its menu bar (its central widget): where the zoom stays if it can."""
    central = window.centralWidget()
    return QRect(central.mapToGlobal(QPoint(0, 0)), central.size())


def zooms_of_faces(window) -> list[tuple[str, QRect]]:  # type: ignore[no-untyped-def]
    """The zoom of every face of the setup keep (a row across the bottom of the window)."""
    chooser = window.decision_panel.card_choice
    found = []
    for card, face in chooser.faces.items():
        chooser.scroll_area.ensureWidgetVisible(face)
        chooser.zoom_face(face)
        assert chooser.zoom.isVisible()
        found.append((card, chooser.zoom.frameGeometry()))
    chooser.hide_zoom()
    return found


def test_the_screen_is_the_one_the_window_is_on(qtbot) -> None:  # type: ignore[no-untyped-def]
    _session, window = shown_window(qtbot, (1280, 800), QPoint(0, 0))
    zoom = window.decision_panel.card_choice.zoom
    anchor = QRect(100, 700, 90, 126)
    assert zoom.screen_area(anchor) == window.screen().availableGeometry()
    assert zoom.window_area() == table_rect(window)
    assert window_rect(window).contains(table_rect(window))
    assert not table_rect(window).intersects(
        QRect(window.menuBar().mapToGlobal(QPoint(0, 0)), window.menuBar().size())
    )


def test_zoom_of_cards_at_the_windows_edges_stays_inside_window_and_screen(  # type: ignore[no-untyped-def]
    qtbot, monkeypatch
) -> None:
    monkeypatch.setattr(CardZoom, "screen_area", lambda _self, _anchor: LARGE_SCREEN)
    session, window = shown_window(qtbot, (1280, 800), QPoint(40, 30))
    screen = LARGE_SCREEN
    inside = table_rect(window)
    assert screen.contains(inside)  # the window fits its screen: the zoom fits both
    # Real faces in the card choice along the bottom edge, the first at the left edge.
    for card, rect in zooms_of_faces(window):
        assert inside.contains(rect), (card, rect, inside)
    # A card hugging each edge and corner of the window.
    zoom = window.decision_panel.card_choice.zoom
    card = next(iter(session.view.players[session.viewer].setup_cards))
    for name, anchor in edge_anchors(inside, QRect(0, 0, 90, 126)).items():
        zoom.show_card(card, anchor, anchor)
        rect = zoom.frameGeometry()
        assert inside.contains(rect), (name, rect, inside)
        assert screen.contains(rect), (name, rect, screen)
        assert not rect.intersects(anchor), name
        zoom.hide()


def test_zoom_stays_on_the_screen_when_the_window_is_larger_or_partly_off_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    # Larger than its screen (the test screen is smaller than 1280×800), then moved partly off.
    for at in (QPoint(0, 0), QPoint(-300, 120)):
        session, window = shown_window(qtbot, (1280, 800), at)
        screen = window.screen().availableGeometry()
        assert not screen.contains(window_rect(window))
        for card, rect in zooms_of_faces(window):
            assert screen.contains(rect), (at, card, rect, screen)
        zoom = window.decision_panel.card_choice.zoom
        card = next(iter(session.view.players[session.viewer].setup_cards))
        for name, anchor in edge_anchors(window_rect(window), QRect(0, 0, 90, 126)).items():
            zoom.show_card(card, anchor, anchor)
            assert screen.contains(zoom.frameGeometry()), (at, name, zoom.frameGeometry())
            zoom.hide()
        window.close()


def test_hand_and_display_zooms_stay_inside_the_window(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(CardZoom, "screen_area", lambda _self, _anchor: LARGE_SCREEN)
    session, window = shown_window(qtbot, (1280, 800), QPoint(160, 100))
    # After the setup keep, the hand and the display hold cards.
    while session.table_decision is not None and session.table_decision.kind == "keep_cards":
        session.choose(session.table_decision.options[0])
        settle()
        if window.pass_screen.isVisible():
            qtbot.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
            settle()
    inside = table_rect(window)
    views: list[CardListView] = [window.hand_view, window.display_view]
    checked = 0
    for view in views:
        model = view.model()
        assert model is not None and model.rowCount() > 0
        for row in (0, model.rowCount() - 1):  # the cards nearest the ends of each row
            index = model.index(row, 0)
            view.scrollTo(index)
            view.zoom_index(index)
            assert view.zoom.isVisible()
            rect = view.zoom.frameGeometry()
            assert inside.contains(rect), (view is window.hand_view, row, rect, inside)
            assert rect.width() <= ZOOM_WIDTH + 20
            view.hide_zoom()
            checked += 1
    assert checked == 4
