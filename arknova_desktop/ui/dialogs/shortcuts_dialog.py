"""Help → Keyboard shortcuts: every shortcut the window defines, read from its actual QActions,
QShortcuts and buttons when the list is opened — no list kept by hand, so it cannot go stale.

A QShortcut says what it does in its whatsThis (set where it is made); a QAction and a button by
their words. The keys the table's parts handle themselves (Tab, the arrows, Enter on what has the
focus, Space, Esc, R and M, + and −, X) are no shortcuts: they are listed from `table_keys`, the
one list of them, kept beside the code that reads them (map_keys, board_choices, action_row,
card_views, card_face)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QDialogButtonBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .. import theme

CONTEXT = "TableKeys"


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def _keys(*keys: Qt.Key | str) -> str:
    """Keys in the platform's words ("Left, Right"), a combination given as text ("Shift+Tab")."""
    native = QKeySequence.SequenceFormat.NativeText
    return ", ".join(QKeySequence(key).toString(native) for key in keys)


def table_keys() -> list[tuple[str, str]]:
    """(keys, what they do) for the keys the table's parts handle while they have the focus."""
    key = Qt.Key
    return [
        (
            _keys(key.Key_Tab),
            tr(
                "Go to the next part of the table: action cards, hand, display, map, Board, "
                "the decision's options, the turn's buttons"
            ),
        ),
        (_keys("Shift+Tab"), tr("Go back to the previous part of the table")),
        (
            _keys(key.Key_Left, key.Key_Right, key.Key_Up, key.Key_Down),
            tr("Move the focus mark between cards, map spaces and Board spaces"),
        ),
        (_keys(key.Key_Return), tr("Choose the card, space or button with the focus mark")),
        (_keys(key.Key_Space), tr("Show the card with the focus mark large")),
        (_keys(key.Key_Escape), tr("Put back the building being placed; close a large card")),
        (_keys(key.Key_R), tr("Turn the building being placed")),
        (_keys(key.Key_M), tr("Mirror the building being placed")),
        (
            _keys(key.Key_Plus, key.Key_Minus),
            tr("One X-token more or less on the action card with the focus mark"),
        ),
        (_keys(key.Key_X), tr("The X-token action with the action card with the focus mark")),
    ]


def _plain(text: str) -> str:
    """Menu words without their mnemonic marks and trailing dots."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").strip()


def window_shortcuts(window: QWidget) -> list[tuple[str, str]]:
    """(keys, what they do) for every shortcut of `window` and its children, keys in the
    platform's words, sorted and without repeats."""
    found: set[tuple[str, str]] = set()
    native = QKeySequence.SequenceFormat.NativeText
    for action in window.findChildren(QAction):
        words = _plain(action.text())
        for key in action.shortcuts():
            if not key.isEmpty() and words:
                found.add((key.toString(native), words))
    for shortcut in window.findChildren(QShortcut):
        words = shortcut.whatsThis()
        for key in shortcut.keys():  # noqa: SIM118 (a QShortcut's key sequences)
            if not key.isEmpty() and words and shortcut.isEnabled():
                found.add((key.toString(native), words))
    for button in window.findChildren(QAbstractButton):
        key = button.shortcut()
        words = _plain(button.text()) or button.toolTip()
        if not key.isEmpty() and words and button.isVisibleTo(window):
            found.add((key.toString(native), words))
    found.update(table_keys())
    return sorted(found, key=lambda pair: (pair[1].casefold(), pair[0]))


class ShortcutsDialog(QDialog):
    """The window's shortcuts in two columns: keys, and what they do."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("shortcuts_dialog")
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.table = QTreeWidget()
        self.table.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.table.setRootIsDecorated(False)
        self.table.setHeaderLabels([self.tr("Keys"), self.tr("What they do")])
        self.rows = window_shortcuts(window)
        for keys, words in self.rows:
            self.table.addTopLevelItem(QTreeWidgetItem([keys, words]))
        self.table.resizeColumnToContents(0)
        self.table.setWordWrap(True)  # what a key does is a sentence: whole, on two lines
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(theme.text_px(640), theme.text_px(520))  # as much larger as its words
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
