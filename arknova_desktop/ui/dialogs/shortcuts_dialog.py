"""Help → Keyboard shortcuts: every shortcut the window defines, read from its actual QActions,
QShortcuts and buttons when the list is opened — no list kept by hand, so it cannot go stale.

A QShortcut says what it does in its whatsThis (set where it is made); a QAction and a button by
their words. Keys handled inside a view (Space to zoom a card, Escape) are no shortcuts and are
not listed."""

from __future__ import annotations

from PySide6.QtCore import Qt
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
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(theme.text_px(460), theme.text_px(420))  # as much larger as its words
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
