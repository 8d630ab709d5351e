"""The rules at hand: Help → Rules (F1), opened at the section of whatever is under the mouse,
Help → Keyboard shortcuts, and Help → First-game guide.

F1 is one action of the window: when it fires, the widget under the mouse is looked up once and
its parents are walked until one of the table's parts says what it shows — an action card its
action, a card (hand, display, zoo, a card zoom) its first ability keyword (over a zoom's rules
link: that link's ability), the zoo map its map's ability, the tracks bar's break line the breaks
and its other lines the scoring. The table's widgets need no F1 code of their own.

A card zoom's rules links reach the window as a `QWhatsThisClickedEvent` (a help link was
clicked) whose link is `card_zoom.RULES_LINK` + a section: `RulesHelp` filters the window's
events for it and opens the Rules there."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QAction, QCursor, QKeySequence, QWhatsThisClickedEvent
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QWidget

from ...engine import HIDDEN
from ...session import GameSession
from ..cards.card_face import CardFace
from ..cards.card_views import CardListView
from ..cards.card_zoom import RULES_LINK, CardZoom
from ..dialogs.rules_dialog import RulesDialog
from ..dialogs.shortcuts_dialog import ShortcutsDialog
from ..map.map_view import ZooMapView
from ..models import Role
from ..table.action_row import ActionCardWidget
from ..table.board_view import BoardView
from ..table.tracks_bar import TracksBar
from ..table.turn_controls import TurnControls
from ..table.zoo_cards import ZooCardsView
from ..words.rules_words import action_section, card_section, map_section
from .guide import install_guide


def card_topic(session: GameSession, card_id: str) -> str:
    """The section of a card the seat may see ("" for a hidden card or none)."""
    db = session.game.cards
    if not card_id or card_id == HIDDEN or card_id not in db:
        return ""
    return card_section(db.get(card_id), session.view.is_solo)


def zoom_topic(zoom: CardZoom, global_pos: QPoint | None = None) -> str:
    """The section of the zoom's rules link at `global_pos`, else of its first one (else the
    card's kind's)."""
    at = zoom.section_at(global_pos) if global_pos is not None else ""
    return at or zoom.rule_section or card_topic(zoom.session, zoom.card_id)


def _topic_of(widget: QWidget, global_pos: QPoint) -> str:
    local = widget.mapFromGlobal(global_pos)
    if isinstance(widget, ActionCardWidget) and widget.action:
        return action_section(widget.action)
    if isinstance(widget, CardListView):
        index = widget.card_index_at(widget.viewport().mapFromGlobal(global_pos))
        return card_topic(widget.session, str(index.data(Role.CARD_ID) or ""))
    if isinstance(widget, CardFace):  # a card offered in a card choice
        return card_topic(widget.chooser.session, widget.card)
    if isinstance(widget, ZooCardsView):
        hit = widget.index_at(local)
        return card_topic(widget.session, widget.placed[hit].card.card) if hit >= 0 else ""
    if isinstance(widget, ZooMapView):
        map_id = widget.session.view.players[widget.seat].map_id
        return map_section(map_id) if map_id else ""
    if isinstance(widget, TracksBar):
        for key, row in widget.track_geometry().items():
            if row.rect.contains(local.toPointF()):
                return "break" if key == "break" else "scoring"
        return "scoring"
    if isinstance(widget, BoardView):
        return action_section("association")
    if isinstance(widget, TurnControls):
        return "turn"
    return ""


def _window_part_at(global_pos: QPoint) -> QWidget | None:
    """The widget at `global_pos` inside a shown main window, found through the window itself
    (where the platform knows no screen under that point, e.g. past a small screen's edge)."""
    for top in QApplication.topLevelWidgets():
        if isinstance(top, QMainWindow) and top.isVisible():
            local = top.mapFromGlobal(global_pos)
            if top.rect().contains(local):
                return top.childAt(local) or top
    return None


def topic_at(global_pos: QPoint) -> str:
    """The rules section of what is drawn at `global_pos` ("" if nothing there has one). A card
    zoom in view wins: it is the card being read."""
    for zoom in QApplication.topLevelWidgets():
        if isinstance(zoom, CardZoom) and zoom.isVisible() and zoom.card_id:
            return zoom_topic(zoom, global_pos)
    widget = QApplication.widgetAt(global_pos) or _window_part_at(global_pos)
    while widget is not None:
        topic = _topic_of(widget, global_pos)
        if topic:
            return topic
        widget = widget.parentWidget()
    return ""


class RulesHelp(QObject):
    """The window's Rules window and the Help menu's entries for it."""

    def __init__(self, window: QMainWindow, session: GameSession) -> None:
        super().__init__(window)
        self.window = window
        self.session = session
        self.dialog: RulesDialog | None = None
        self.rules_action = QAction(self.tr("&Rules"), window)
        self.rules_action.setObjectName("rules_help")
        self.rules_action.setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))
        self.rules_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.rules_action.setStatusTip(
            self.tr("The rules in short; F1 opens them at what is under the mouse")
        )
        self.rules_action.triggered.connect(lambda _=False: self.open_here())
        self.shortcuts_action = QAction(self.tr("&Keyboard shortcuts"), window)
        self.shortcuts_action.setObjectName("shortcuts_help")
        self.shortcuts_action.triggered.connect(lambda _=False: self.show_shortcuts())
        window.installEventFilter(self)  # a card zoom's rules link (see the module's words)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.WhatsThisClicked
            and isinstance(event, QWhatsThisClickedEvent)
            and event.href().startswith(RULES_LINK)
        ):
            self.open_section(event.href().removeprefix(RULES_LINK))
            return True
        return super().eventFilter(watched, event)

    def add_to(self, menu: QMenu) -> None:
        if not menu.actions():
            menu.addActions([self.rules_action, self.shortcuts_action])
            return
        first = menu.actions()[0]
        menu.insertActions(first, [self.rules_action, self.shortcuts_action])
        menu.insertSeparator(first)

    def rules(self) -> RulesDialog:
        if self.dialog is None:
            self.dialog = RulesDialog(self.window)
        return self.dialog

    def open_section(self, section_id: str) -> RulesDialog:
        """Show the Rules window at `section_id` (where it was, if that is no section)."""
        dialog = self.rules()
        if not dialog.open_section(section_id) and not dialog.current_id():
            dialog.open_section("turn")
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    def open_here(self) -> RulesDialog:
        """F1: the section of what is under the mouse."""
        return self.open_section(topic_at(QCursor.pos()))

    def show_shortcuts(self) -> ShortcutsDialog:
        dialog = ShortcutsDialog(self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog


def install_rules_help(window: QMainWindow, session: GameSession, help_menu: QMenu) -> RulesHelp:
    """Help → Rules (F1), Keyboard shortcuts and First-game guide for `window`; the guide's
    switch goes into its Settings menu (if it has one)."""
    rules_help = RulesHelp(window, session)
    settings_menu = window.findChild(QMenu, "settings_menu")
    rules_help.add_to(help_menu)  # Rules, Keyboard shortcuts, then the guide above the rest
    install_guide(
        window,
        help_menu,
        settings_menu if isinstance(settings_menu, QMenu) else None,
        after=rules_help.shortcuts_action,
    )
    window.addAction(rules_help.rules_action)
    return rules_help
