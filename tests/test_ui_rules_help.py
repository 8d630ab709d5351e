"""The rules at hand (ui/words/rules_words.py, ui/dialogs/rules_dialog.py, ui/aids/rules_help.py,
ui/aids/guide.py): a section for every ability a card uses and every map, the search, F1 over an
action card, the card zoom's rules line, the shortcuts read from the window, the first-game
guide."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QAction, QCursor, QShortcut
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMainWindow
from ui_helpers import keep_setup, make_session, make_window, settle

from arknova_desktop.engine import MAP_NAMES, default_cards
from arknova_desktop.session import GameSession
from arknova_desktop.ui import theme
from arknova_desktop.ui.aids.guide import FirstGameGuide
from arknova_desktop.ui.aids.rules_help import RulesHelp, install_rules_help, topic_at
from arknova_desktop.ui.cards.card_zoom import CardZoom
from arknova_desktop.ui.dialogs.about import install_help_menu
from arknova_desktop.ui.dialogs.menus import install_game_menu
from arknova_desktop.ui.dialogs.rules_dialog import RulesDialog
from arknova_desktop.ui.dialogs.shortcuts_dialog import ShortcutsDialog
from arknova_desktop.ui.models import Role
from arknova_desktop.ui.settings import Settings
from arknova_desktop.ui.words.rules_words import (
    action_section,
    card_keywords,
    card_section,
    keyword_section,
    map_section,
    sections,
)

VENOM_ANIMAL = "A449"  # Platypus: Venom 1


def section_ids() -> set[str]:
    return {s.id for s in sections()}


def test_every_ability_a_card_uses_has_a_section() -> None:
    cards = default_cards()
    every = (*cards.animals(), *cards.sponsors(), *cards.projects(), *cards.final_scoring())
    used = {k for card in every for k in card_keywords(card)}
    assert {"venom", "sprint", "iconic_animal", "petting_zoo_animal"} <= used
    missing = sorted(k for k in used if keyword_section(k) not in section_ids())
    assert missing == []
    texts = {s.id: s.text for s in sections()}
    assert all(len(texts[keyword_section(k)]) > 20 for k in used)


def test_every_map_and_action_has_a_section() -> None:
    ids = section_ids()
    assert [m for m in MAP_NAMES if map_section(m) not in ids] == []
    for action in ("animals", "build", "cards", "association", "sponsors"):
        assert action_section(action) in ids
    assert {"turn", "x_token", "break", "scoring", "end"} <= ids


def test_search_finds_venom_filters_and_marks(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    everything = dialog.shown_ids()
    QTest.keyClicks(dialog.search, "venom")
    shown = dialog.shown_ids()
    assert keyword_section("venom") in shown
    assert len(shown) < len(everything) // 4  # filtered while typing
    assert "break" in shown  # the break removes Venom: found in the text, not the title
    assert dialog.current_id() == keyword_section("venom")  # the title's match is read first
    dialog.open_section(keyword_section("venom"))
    assert theme.colors().glow.name() in dialog.reader.toHtml()  # the words marked
    assert "Venom" in dialog.reader.toPlainText()
    QTest.keyClicks(dialog.search, "zzz")
    assert dialog.shown_ids() == []
    dialog.search.clear()
    assert dialog.shown_ids() == everything


def full_window(qtbot) -> tuple[GameSession, QMainWindow, RulesHelp]:  # type: ignore[no-untyped-def]
    session = make_session(players=1)  # no hot-seat cover over the table
    keep_setup(session)
    window = make_window(qtbot, session)
    install_game_menu(window, session, lambda _new: None)
    rules_help = install_rules_help(window, session, install_help_menu(window))
    settle()
    return session, window, rules_help


def test_f1_over_an_action_card_opens_its_section(qtbot) -> None:  # type: ignore[no-untyped-def]
    Settings().first_game_guide = False
    session, window, rules_help = full_window(qtbot)
    card = window.action_row.cards[2]
    centre = card.mapToGlobal(card.rect().center())
    assert topic_at(centre) == action_section(card.action)
    # The map answers with its own map's section, the tracks bar's break line with breaks.
    view = window.map_view
    assert topic_at(view.mapToGlobal(view.rect().center())) == map_section("A")
    bar = window.tracks_bar
    brk = bar.track_geometry()["break"].rect.center().toPoint()
    assert topic_at(bar.mapToGlobal(brk)) == "break"
    # A hand card answers with its first ability (or its kind's action).
    hand = window.hand_view
    index = hand.model().index(0, 0)
    spot = hand.viewport().mapToGlobal(hand.visualRect(index).center())
    card = session.game.cards.get(index.data(Role.CARD_ID))
    assert topic_at(spot) == card_section(card, session.view.is_solo)
    card = window.action_row.cards[2]
    QCursor.setPos(centre)  # the mouse over the card (the offscreen platform moves it)
    assert QCursor.pos() == centre
    QTest.keyClick(window, Qt.Key.Key_F1)
    assert rules_help.dialog is not None and rules_help.dialog.isVisible()
    assert rules_help.dialog.current_id() == action_section(card.action)


def test_the_zoom_names_the_ability_and_opens_its_rule(qtbot) -> None:  # type: ignore[no-untyped-def]
    Settings().first_game_guide = False
    _session, window, rules_help = full_window(qtbot)
    zoom = window.hand_view.zoom
    assert isinstance(zoom, CardZoom)
    zoom.show_card(VENOM_ANIMAL, QRect(window.mapToGlobal(QPoint(20, 20)), window.size() / 4))
    # A solo game: the Platypus's Venom (it acts on other zoos) is replaced by Inventive.
    assert "Rules of Inventive (F1)" in zoom.text and "Venom" not in zoom.text
    assert topic_at(QPoint(0, 0)) == keyword_section("inventive")  # a zoom in view wins
    rules_help.open_here()
    assert rules_help.dialog is not None
    assert rules_help.dialog.current_id() == keyword_section("inventive")
    zoom.hide()


def test_shortcuts_list_equals_the_windows_shortcuts(qtbot) -> None:  # type: ignore[no-untyped-def]
    Settings().first_game_guide = False
    _session, window, rules_help = full_window(qtbot)
    dialog = rules_help.show_shortcuts()
    assert isinstance(dialog, ShortcutsDialog)
    listed = {keys for keys, _words in dialog.rows}
    native = QKeySequence_native()
    actual = {
        key.toString(native)
        for action in window.findChildren(QAction)
        for key in action.shortcuts()
        if not key.isEmpty()
    } | {
        key.toString(native)
        for shortcut in window.findChildren(QShortcut)
        for key in shortcut.keys()  # noqa: SIM118
    }
    assert actual <= listed
    assert {"1", "5", "F1", "Return"} <= listed
    # Every QShortcut says what it does: none is left out of the list for want of words.
    assert all(s.whatsThis() for s in window.findChildren(QShortcut))
    dialog.close()


def QKeySequence_native():  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QKeySequence

    return QKeySequence.SequenceFormat.NativeText


def guide_of(window: QMainWindow) -> FirstGameGuide:
    guide = window.findChild(FirstGameGuide)
    assert isinstance(guide, FirstGameGuide)
    return guide


def test_guide_shows_at_first_start_only(qtbot) -> None:  # type: ignore[no-untyped-def]
    Settings().first_game_guide = True  # a new player
    _session, window, _help = full_window(qtbot)
    guide = guide_of(window)
    assert guide.active and guide.bubble.isVisible()
    assert guide.target() is window.action_row
    QTest.mouseClick(guide.bubble.next_button, Qt.MouseButton.LeftButton)
    assert guide.target() is window.hand_view
    QTest.mouseClick(guide.bubble.close_button, Qt.MouseButton.LeftButton)
    assert not guide.active and not guide.bubble.isVisible()
    assert Settings().first_game_guide is False
    _session2, window2, _help2 = full_window(qtbot)
    assert not guide_of(window2).active  # the next start: no guide
    reopen = window2.findChild(QAction, "first_game_guide")
    reopen.trigger()  # Help → First-game guide
    assert guide_of(window2).active


def test_a_keyboard_player_reaches_next_and_close_with_tab(qtbot) -> None:  # type: ignore[no-untyped-def]
    Settings().first_game_guide = True
    _session, window, _help = full_window(qtbot)
    guide = guide_of(window)
    close = guide.bubble.close_button
    assert close.focusPolicy() == Qt.FocusPolicy.TabFocus  # by Tab, never by a click
    close.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(close, Qt.Key.Key_Space)
    assert not guide.active and not guide.bubble.isVisible()


def test_guide_can_be_turned_off_in_settings(qtbot) -> None:  # type: ignore[no-untyped-def]
    Settings().first_game_guide = True
    _session, window, _help = full_window(qtbot)
    switch = window.findChild(QAction, "first_game_guide_switch")
    assert isinstance(switch, QAction) and switch.isChecked()
    switch.setChecked(False)
    assert not guide_of(window).active
    assert Settings().first_game_guide is False


def test_guide_never_blocks_a_click_on_the_table(qtbot) -> None:  # type: ignore[no-untyped-def]
    Settings().first_game_guide = True
    session, window, _help = full_window(qtbot)
    guide = guide_of(window)
    assert guide.active
    row = window.action_row
    bubble_rect = QRect(guide.bubble.mapToGlobal(QPoint(0, 0)), guide.bubble.size())
    assert not bubble_rect.intersects(QRect(row.mapToGlobal(QPoint(0, 0)), row.size()))
    used: list[int] = []
    row.card_clicked.connect(lambda *args: used.append(1))
    for card in row.cards:  # the ring over them takes no click: each reaches its card
        centre = card.rect().center()
        assert QApplication.widgetAt(card.mapToGlobal(centre)) is not guide.ring
    card = row.cards[4]
    QTest.mouseClick(card, Qt.MouseButton.LeftButton, pos=card.rect().center())
    settle()
    assert used  # the action card was used through the guide's ring
    assert guide.target() is window.hand_view  # and the guide moved on by itself
    assert session.decision is not None


def test_guide_waits_while_its_part_is_out_of_view(qtbot) -> None:  # type: ignore[no-untyped-def]
    Settings().first_game_guide = True
    session = make_session(players=1)  # setup: the card choice takes the action cards' place
    window = make_window(qtbot, session)
    rules_help = install_rules_help(window, session, install_help_menu(window))
    assert rules_help is not None
    guide = guide_of(window)
    assert guide.active and not window.action_row.isVisible()
    assert not guide.bubble.isVisible()  # nothing drawn over the cards to choose from
    keep_setup(session)
    settle()
    qtbot.waitUntil(lambda: guide.bubble.isVisible())
    assert guide.target() is window.action_row
