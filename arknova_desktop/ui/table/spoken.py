"""The table for a screen reader: every part of the window gets an accessible name, and the parts
that are pictures (the zoo map, the association board, the players' boards, the action cards) and
the open decision get an accessible description in sentences, renewed after every change of the
game. The pictures' own items cannot take the focus; their words are here, and each of their
choices is also an option of the decision panel (its first 60).

The sentences are made only while a screen reader (an accessibility client) is active
(`QAccessible.isActive()`): nobody reads them otherwise, and making them cost a few milliseconds
a click. A screen reader started during a game gets them at its first look (the next change of
the game, of the tab or of the focus), and every change after.

The words come from ui/words/spoken_words.py (and the tooltips the widgets already show): the
window only says which widget is which part."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QLabel, QScrollArea, QWidget

from ..accessible import name_widget
from ..words.names import action_side_name
from ..words.spoken_words import (
    board_words,
    decision_words,
    edge_words,
    panel_words,
    part_name,
    zoo_words,
)
from .action_row import ActionCardWidget
from .player_boards import IconNumber, PlayerPanel

if TYPE_CHECKING:
    from .main_window import MainWindow


class SpokenTable(QObject):
    """Keeps the window's accessible names and descriptions in step with the game."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self._pending = False
        self.stale = True  # the game changed since the words were last made
        self._name_parts()
        session = window.session
        # After every other slot of these signals: the widgets show the new state by then. A
        # method of this object (not a lambda): Qt cuts the connections when the window goes,
        # while the session it listens to may live on (a new game, a replay).
        for signal in (
            session.decision_changed,
            session.events_applied,
            session.revealed,
            session.handover_needed,
            window.seat_picker.currentIndexChanged,
            window.right_tabs.currentChanged,
            window.map_view.carrying_changed,
        ):
            signal.connect(self.refresh_soon)
        app = QApplication.instance()
        if isinstance(app, QApplication):  # a screen reader moving the focus: its first look
            app.focusChanged.connect(self._focus_changed)
        if QAccessible.isActive():
            self.refresh()

    def _name_parts(self) -> None:
        w = self.window
        parts: list[tuple[QWidget, str]] = [
            (w.decision_panel, "decision"),
            (w.decision_panel.scroll_area, "options"),
            (w.decision_panel.card_choice, "cards_to_choose"),
            (w.decision_panel.card_choice.scroll_area, "cards_to_choose"),
            (w.hand_view, "hand"),
            (w.display_view, "display"),
            (w.right_tabs, "right_tabs"),
            (w.board_view, "board"),
            (w.board_follower.scroll, "board"),
            (w._boards_scroll, "boards_scroll"),
            (w.map_view, "map"),
            (w.map_view.viewport(), "map"),
            (w.left_edge, "left_edge"),
            (w.log_view, "log"),
            (w.pass_screen, "cover"),
            (w.action_row, "action_row"),
            (w.tracks_bar, "tracks"),
            (w.deck_pile, "deck"),
            (w.zoo_cards, "zoo_cards"),
            (w.summary_view, "summary"),
            (w.palette_list, "buildings"),
        ]
        for widget, part in parts:
            name_widget(widget, part_name(part))
        # Any other scrolling area (the aids' panels, a view's viewport) says what it holds.
        for area in w.findChildren(QAbstractScrollArea):
            inner = area.widget() if isinstance(area, QScrollArea) else None
            name = inner.accessibleName() if inner is not None else ""
            if not area.accessibleName():
                name_widget(area, name or _heading(area))
            if not area.viewport().accessibleName():
                name_widget(area.viewport(), area.accessibleName())

    def refresh_soon(self, *_signal_args: object) -> None:
        """Say it again once the other slots have run, if a screen reader listens; otherwise
        only note that the words are out of date."""
        self.stale = True
        if not self._pending and QAccessible.isActive():
            self._pending = True
            QTimer.singleShot(0, self, self.refresh)  # not after this object is gone

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if self.stale and new is not None and new.window() is self.window:
            self.refresh_soon()

    def refresh(self) -> None:
        """Say again what the table shows now."""
        self._pending = False
        self.stale = False
        w = self.window
        session = w.session
        panel = w.decision_panel
        decision = session.table_decision if not session.covered else None
        name_widget(panel, part_name("decision"), decision_words(session, decision, _idle(w)))
        # The prompt is read by its text; an empty one (under the cover) by what it is.
        name_widget(panel.prompt, "" if panel.prompt.text() else part_name("decision"))
        seat = w.map_view.seat
        if 0 <= seat < session.view.player_count:
            zoo = zoo_words(session, seat, len(w.map_view.map_scene.lit), w.map_view.carrying or "")
            name_widget(w.map_view, w.seat_picker.currentText(), zoo)
            name_widget(w.map_view.viewport(), w.seat_picker.currentText(), zoo)
        board = board_words([text for _rect, text in w.board_view.tips])
        if board:
            name_widget(w.board_view, part_name("board"), board)
        edge = edge_words([text for _rect, text in w.left_edge.tips])
        if edge:
            name_widget(w.left_edge, part_name("left_edge"), edge)
        for player in w.player_boards.findChildren(PlayerPanel):
            self._player(player)
        for card in w.action_row.findChildren(ActionCardWidget):
            if card.action:  # its name and side, then what it does now (or why not)
                name_widget(card, action_side_name(card.action, card.upgraded), card.preview.text())
        if session.covered:
            cover = w.pass_screen
            lines = w.summary_for(cover.seat)
            said = [cover.label.text(), cover.subtitle.text(), *lines]
            name_widget(cover, part_name("cover"), " ".join(t for t in said if t))

    def _player(self, player: PlayerPanel) -> None:
        facts = []
        if player.marker.toolTip() and player.marker.text():
            facts.append(player.marker.toolTip())
        for stat in player.findChildren(IconNumber):
            tip = stat.toolTip()
            name_widget(stat, tip)
            name_widget(stat.picture, tip)
            if tip and not stat.isHidden():
                facts.append(tip)
        facts += [label.text() for label in (player.details, player.order, player.extras)]
        if player.extras.isHidden():
            facts.pop()
        name = player.name.text()
        name_widget(player, name, panel_words(name, facts))


def _idle(window: MainWindow) -> str:
    """What the decision panel says while the screen has nothing to answer."""
    return window.decision_panel.idle_text() or window.turn_controls.status.text()


def _heading(area: QAbstractScrollArea) -> str:
    """A scrolling area without a name of its own: the first label in it, if any."""
    labels = area.findChildren(QLabel)
    return labels[0].text() if labels else ""
