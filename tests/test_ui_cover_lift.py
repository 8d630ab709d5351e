"""Right after the hot-seat cover is lifted, nothing shows by itself over the table: no new
top-level window, no widget outside its place (over the menu bar), and no card zoom for a card
that came under a resting mouse; the zoom follows only a mouse that moves onto a card, and stays
off the menu bar (issue 22)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QCursor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from test_ui_card_choice_rules import hand_limit_session
from ui_helpers import make_window, settle

from arknova_desktop.ui.cards.card_zoom import ZOOM_DELAY_MS

pytestmark = pytest.mark.gui


def global_rect(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def misplaced(window) -> list[str]:  # type: ignore[no-untyped-def]
    """Visible children of the window that lie outside their parent or over the menu bar."""
    bar = global_rect(window.menuBar())
    found = []
    for child in window.findChildren(QWidget):
        if not child.isVisible() or child.isWindow():
            continue
        if child is window.menuBar() or window.menuBar().isAncestorOf(child):
            continue
        rect = global_rect(child)
        if rect.isEmpty():
            continue
        parent = child.parentWidget()
        if rect.intersects(bar) or (
            parent is not None and not global_rect(parent).contains(rect.topLeft())
        ):
            found.append(f"{type(child).__name__} {child.objectName()!r} at {rect}")
    return found


def test_lifting_the_cover_shows_nothing_out_of_place(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = hand_limit_session(2)
    window = make_window(qtbot, session)
    window.resize(1280, 800)
    settle()
    assert window.pass_screen.isVisible()
    before = {id(w) for w in QApplication.topLevelWidgets() if w.isVisible()}
    # The mouse rests where the cards to discard will come (the middle of their row), and the
    # cover is lifted from the keyboard: the cards come under a mouse that has not moved.
    stack = window.cards_stack
    rest = stack.mapTo(window, stack.rect().center())
    QTest.mouseMove(window, rest)
    settle()
    assert QCursor.pos() == window.mapToGlobal(rest)
    window.pass_screen.button.click()
    assert session.table_decision is not None and not window.pass_screen.isVisible()
    # The first frames after the lift, then the zoom's delay.
    for _ in range(3):
        settle()
        assert misplaced(window) == []
        after = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
        assert [type(w).__name__ for w in after if id(w) not in before] == []
    qtbot.wait(ZOOM_DELAY_MS + 200)
    settle()
    chooser = window.decision_panel.card_choice
    under = QApplication.widgetAt(QCursor.pos())
    assert any(f is under or f.isAncestorOf(under) for f in chooser.faces.values()), under
    assert not chooser.zoom.isVisible()
    assert [
        type(w).__name__
        for w in QApplication.topLevelWidgets()
        if w.isVisible() and id(w) not in before
    ] == []
    # A mouse that moves onto a card zooms it, below the menu bar.
    face = next(iter(chooser.faces.values()))
    QTest.mouseMove(face, face.rect().center() + QPoint(3, 2))
    QTest.mouseMove(face, face.rect().center())
    qtbot.waitUntil(chooser.zoom.isVisible, timeout=3000)
    zoom = chooser.zoom.frameGeometry()
    assert not zoom.intersects(global_rect(window.menuBar())), zoom
    assert global_rect(window).contains(zoom)
