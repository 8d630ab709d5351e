"""The card zoom's rules links (issue 26, "Rules at hand"): the zoom names each ability of its card
as a link; the mouse can travel from the card into the zoom (it lingers off its card and stays
while the mouse is over it) and goes once the mouse is on neither; a click on a link opens Help →
Rules at that ability's section; it never takes the focus nor keeps a click from the cards.

The offscreen platform knows no window stacking (its cursor sends enter and leave to the first
window under it), so the tests send the mouse's enter, leave and move events to the widget the
mouse is over, as the platform does on a desktop."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, Qt
from PySide6.QtGui import (
    QAccessible,
    QAccessibleActionInterface,
    QEnterEvent,
    QFontMetrics,
)
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget
from ui_helpers import keep_setup, make_session, make_window, mouse_move, settle

from arknova_desktop.session import GameSession
from arknova_desktop.ui.aids.rules_help import RulesHelp, install_rules_help, topic_at
from arknova_desktop.ui.cards.card_views import CardListView
from arknova_desktop.ui.cards.card_zoom import ZOOM_LINGER_MS, CardZoom, flow, link_font
from arknova_desktop.ui.dialogs.about import install_help_menu
from arknova_desktop.ui.dialogs.menus import install_game_menu
from arknova_desktop.ui.models import Role
from arknova_desktop.ui.settings import Settings
from arknova_desktop.ui.words.rules_words import card_keywords, keyword_section, sections

pytestmark = pytest.mark.gui

GRIZZLY = "A411"  # Inventive and Full-throated: two abilities, two links
PLATYPUS = "A449"  # Venom, in a solo game Inventive instead


# -- helpers ------------------------------------------------------------------------------------
def full_window(qtbot: Any) -> tuple[GameSession, QMainWindow, RulesHelp]:
    Settings().first_game_guide = False
    session = make_session(players=1)  # no hot-seat cover over the table
    keep_setup(session)
    window = make_window(qtbot, session)
    window.resize(1280, 800)
    install_game_menu(window, session, lambda _new: None)
    rules_help = install_rules_help(window, session, install_help_menu(window))
    settle()
    return session, window, rules_help


def move(widget: QWidget, pos: QPoint) -> None:
    """The mouse moves to `pos` over `widget`."""
    mouse_move(widget, pos)


def enter(widget: QWidget, pos: QPoint) -> None:
    """The mouse comes into `widget` at `pos` (and moves there)."""
    spot = QPointF(pos)
    QApplication.sendEvent(widget, QEnterEvent(spot, spot, QPointF(widget.mapToGlobal(pos))))
    move(widget, pos)


def leave(widget: QWidget) -> None:
    QApplication.sendEvent(widget, QEvent(QEvent.Type.Leave))


def hand_card_with_an_ability(view: CardListView) -> tuple[int, QRect]:
    """A hand card whose zoom has a rules link: its row and where its face is (viewport)."""
    model = view.model()
    db = view.session.game.cards
    for row in range(model.rowCount()):
        index = model.index(row, 0)
        if card_keywords(db.get(index.data(Role.CARD_ID)), view.session.view.is_solo):
            return row, view.card_delegate.card_rect(view.visualRect(index))
    raise AssertionError("no hand card with an ability")


def zoom_a_hand_card(qtbot: Any, view: CardListView) -> tuple[int, QRect, CardZoom]:
    """Rest the mouse on a hand card with an ability until its zoom shows."""
    row, face = hand_card_with_an_ability(view)
    enter(view.viewport(), face.center())
    qtbot.waitUntil(view.zoom.isVisible, timeout=3000)
    assert view.zoom.card_id == view.model().index(row, 0).data(Role.CARD_ID)
    assert view.zoom.links
    return row, face, view.zoom


def into_the_zoom(view: CardListView, face: QRect, zoom: CardZoom, at: QPoint) -> None:
    """The mouse goes from the card off the cards (above it), out of the list and into the zoom."""
    move(view.viewport(), QPoint(face.center().x(), 1))  # the list's margin: no card
    leave(view.viewport())
    leave(view)
    enter(zoom, at)


def shown_title(rules_help: RulesHelp) -> str:
    dialog = rules_help.dialog
    assert dialog is not None and dialog.isVisible()
    return dialog.reader.toPlainText().splitlines()[0]


def title_of(section_id: str) -> str:
    return next(s.title for s in sections() if s.id == section_id)


# -- the words and the links --------------------------------------------------------------------
def test_each_ability_is_a_named_link(qtbot) -> None:  # type: ignore[no-untyped-def]
    _session, window, _rules_help = full_window(qtbot)
    zoom = window.hand_view.zoom
    zoom.show_card(GRIZZLY, QRect(window.mapToGlobal(QPoint(20, 600)), window.size() / 5))
    assert "Rules of Inventive and Full-throated (F1)" in zoom.text
    assert "Rules of Inventive and Full-throated (F1)" in zoom.accessibleDescription()
    assert [(link.text(), link.section) for link in zoom.links] == [
        ("Inventive", keyword_section("inventive")),
        ("Full-throated", keyword_section("full_throated")),
    ]
    for link in zoom.links:
        assert link.isVisible() and zoom.rect().contains(link.geometry())
        assert link.cursor().shape() == Qt.CursorShape.PointingHandCursor
        assert link.focusPolicy() == Qt.FocusPolicy.NoFocus
        # Under the card, in the words' part of the zoom, side by side, never over each other.
        assert link.geometry().top() > zoom.width() - 20
    first, second = (link.geometry() for link in zoom.links)
    assert not first.intersects(second)
    # A screen reader finds each link among the zoom's parts, by its name, and can press it.
    iface = QAccessible.queryAccessibleInterface(zoom)
    assert iface is not None
    children = [iface.child(n) for n in range(iface.childCount())]
    named = {c.text(QAccessible.Text.Name) for c in children if c is not None}
    assert {"Rules of Inventive", "Rules of Full-throated"} <= named
    link_iface = QAccessible.queryAccessibleInterface(zoom.links[1])
    actions = link_iface.actionInterface()
    assert actions is not None
    assert QAccessibleActionInterface.pressAction() in actions.actionNames()
    zoom.hide()


def test_a_screen_reader_presses_a_link(qtbot) -> None:  # type: ignore[no-untyped-def]
    _session, window, rules_help = full_window(qtbot)
    zoom = window.hand_view.zoom
    zoom.show_card(GRIZZLY, QRect(window.mapToGlobal(QPoint(20, 600)), window.size() / 5))
    link_iface = QAccessible.queryAccessibleInterface(zoom.links[1])
    link_iface.actionInterface().doAction(QAccessibleActionInterface.pressAction())
    qtbot.waitUntil(lambda: rules_help.dialog is not None, timeout=3000)  # an animated click
    assert rules_help.dialog is not None
    assert rules_help.dialog.current_id() == keyword_section("full_throated")
    assert not zoom.isVisible()


# -- the mouse ----------------------------------------------------------------------------------
def test_from_the_card_into_the_zoom_it_stays(qtbot) -> None:  # type: ignore[no-untyped-def]
    _session, window, _rules_help = full_window(qtbot)
    view = window.hand_view
    _row, face, zoom = zoom_a_hand_card(qtbot, view)
    link = zoom.links[0]
    into_the_zoom(view, face, zoom, link.geometry().center())
    enter(link, link.rect().center())
    qtbot.wait(ZOOM_LINGER_MS * 2)  # past the moment it lingers off its card
    assert zoom.isVisible() and zoom.card_id
    # Back onto its card, then off the cards and back before the moment is over: it stays.
    leave(link)
    leave(zoom)
    enter(view.viewport(), face.center())
    qtbot.wait(ZOOM_LINGER_MS * 2)
    assert zoom.isVisible()


def test_leaving_both_the_card_and_the_zoom_hides_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    _session, window, _rules_help = full_window(qtbot)
    view = window.hand_view
    _row, face, zoom = zoom_a_hand_card(qtbot, view)
    into_the_zoom(view, face, zoom, QPoint(zoom.width() // 2, 10))
    qtbot.wait(ZOOM_LINGER_MS * 2)
    assert zoom.isVisible()
    leave(zoom)  # onto the table: neither the card nor the zoom
    enter(window.map_view.viewport(), QPoint(50, 50))
    qtbot.waitUntil(lambda: not zoom.isVisible(), timeout=3000)
    # Off the card straight onto the table (never into the zoom): it goes too.
    _row, face, zoom = zoom_a_hand_card(qtbot, view)
    leave(view.viewport())
    leave(view)
    qtbot.waitUntil(lambda: not zoom.isVisible(), timeout=3000)


def test_clicking_a_link_opens_the_rules_at_its_ability(qtbot) -> None:  # type: ignore[no-untyped-def]
    session, window, rules_help = full_window(qtbot)
    view = window.hand_view
    row, face, zoom = zoom_a_hand_card(qtbot, view)
    card = session.game.cards.get(view.model().index(row, 0).data(Role.CARD_ID))
    link = zoom.links[0]
    assert link.section == keyword_section(card_keywords(card, session.view.is_solo)[0])
    into_the_zoom(view, face, zoom, link.geometry().center())
    enter(link, link.rect().center())
    QTest.mouseClick(link, Qt.MouseButton.LeftButton, pos=link.rect().center())
    settle()
    assert rules_help.dialog is not None and rules_help.dialog.isVisible()
    assert rules_help.dialog.current_id() == link.section
    assert shown_title(rules_help) == title_of(link.section)
    assert not zoom.isVisible()  # the zoom goes; the Rules window shows the ability


def test_each_link_opens_its_own_section(qtbot) -> None:  # type: ignore[no-untyped-def]
    _session, window, rules_help = full_window(qtbot)
    zoom = window.hand_view.zoom
    for n, keyword in enumerate(("inventive", "full_throated")):
        zoom.show_card(GRIZZLY, QRect(window.mapToGlobal(QPoint(20, 600)), window.size() / 5))
        link = zoom.links[n]
        # F1 with the mouse over a link opens that link's ability (else the first one's).
        assert topic_at(link.mapToGlobal(link.rect().center())) == keyword_section(keyword)
        QTest.mouseClick(link, Qt.MouseButton.LeftButton, pos=link.rect().center())
        settle()
        assert rules_help.dialog is not None
        assert rules_help.dialog.current_id() == keyword_section(keyword)
        assert shown_title(rules_help) == title_of(keyword_section(keyword))
    zoom.show_card(GRIZZLY, QRect(window.mapToGlobal(QPoint(20, 600)), window.size() / 5))
    assert topic_at(zoom.mapToGlobal(QPoint(5, 5))) == keyword_section("inventive")
    zoom.hide()


def test_the_links_are_the_abilities_that_count_in_this_game(qtbot) -> None:  # type: ignore[no-untyped-def]
    """An interactive ability (Venom) counts in a game of two or more; a solo game replaces it
    (Inventive): the zoom links what counts, as the card is drawn."""
    for players, keyword in ((2, "venom"), (1, "inventive")):
        session = make_session(players=players)
        zoom = CardZoom(session)
        qtbot.addWidget(zoom)
        zoom.show_card(PLATYPUS, QRect(100, 600, 120, 170))
        assert [link.section for link in zoom.links] == [keyword_section(keyword)]
        assert zoom.rule_section == keyword_section(keyword)
        zoom.hide()


def test_a_press_on_the_zoom_off_its_links_hides_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    _session, window, rules_help = full_window(qtbot)
    zoom = window.hand_view.zoom
    zoom.show_card(GRIZZLY, QRect(window.mapToGlobal(QPoint(20, 600)), window.size() / 5))
    QTest.mouseClick(zoom, Qt.MouseButton.LeftButton, pos=QPoint(zoom.width() // 2, 20))
    assert not zoom.isVisible()
    assert rules_help.dialog is None or not rules_help.dialog.isVisible()


def test_the_zoom_keeps_no_click_from_the_cards(qtbot) -> None:  # type: ignore[no-untyped-def]
    """With the mouse in the zoom, a click on another hand card reaches that card (the zoom
    covers none of them, and goes)."""
    _session, window, _rules_help = full_window(qtbot)
    view = window.hand_view
    row, face, zoom = zoom_a_hand_card(qtbot, view)
    into_the_zoom(view, face, zoom, QPoint(zoom.width() // 2, 10))
    model = view.model()
    zoom_area = zoom.geometry()
    for other in range(model.rowCount()):
        rect = view.card_delegate.card_rect(view.visualRect(model.index(other, 0)))
        centre = view.viewport().mapToGlobal(rect.center())
        assert not zoom_area.contains(centre)
        under = QApplication.widgetAt(centre)
        assert under is None or not isinstance(under.window(), CardZoom)
    other = (row + 1) % model.rowCount()
    clicked: list[int] = []
    view.clicked.connect(lambda index: clicked.append(index.row()))
    leave(zoom)
    target = view.card_delegate.card_rect(view.visualRect(model.index(other, 0))).center()
    enter(view.viewport(), target)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=target)
    settle()
    assert clicked == [other]
    assert not zoom.isVisible()


def test_the_rules_line_wraps_in_a_narrow_zoom(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Where the zoom is narrow, the rules line's words and links go onto more lines, inside the
    zoom and under its other words, none over another."""
    session = make_session(players=2)
    zoom = CardZoom(session)
    qtbot.addWidget(zoom)
    zoom.show_card(GRIZZLY, QRect(100, 600, 120, 170))
    runs = zoom.runs()
    metrics = QFontMetrics(link_font())
    wide, narrow = flow(runs, 1000, metrics), flow(runs, 90, metrics)
    assert len({r.top() for r in wide}) == 1 and len({r.top() for r in narrow}) > 1
    for n, rect in enumerate(narrow):
        assert rect.left() >= 0 and rect.right() < 90
        assert not any(rect.intersects(other) for other in narrow[n + 1 :] if other.width())
    assert zoom.text_height(90) > zoom.text_height(1000)
    zoom.hide()
