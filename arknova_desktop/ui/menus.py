"""The Game menu: new game, open / save, undo / redo, replay; and the load dialog."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..saves import AUTOSAVE, SaveError, SaveSummary, list_saves, load_game, save_dir
from ..session import GameSession

OpenSession = Callable[[GameSession], None]


class LoadDialog(QDialog):
    """The saved games with date, players and turn; broken files listed with their problem."""

    def __init__(self, folder: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Open a saved game"))
        self.resize(640, 420)
        self.chosen: Path | None = None
        self.list = QListWidget()
        for entry in list_saves(folder):
            if isinstance(entry, SaveSummary):
                when = time.strftime("%Y-%m-%d %H:%M", time.localtime(entry.saved_at))
                state = self.tr("finished") if entry.finished else self.tr("turn %d") % entry.turn
                text = f"{entry.path.stem} — {when} — {', '.join(entry.players)} — {state}"
                item = QListWidgetItem(text)
                item.setData(256, str(entry.path))
            else:
                path, problem = entry
                item = QListWidgetItem(f"{path.name} — {self.tr('cannot be read')}: {problem}")
                item.setData(256, "")
            self.list.addItem(item)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        browse = QPushButton(self.tr("Other file…"))
        browse.clicked.connect(self.browse)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.list)
        layout.addWidget(browse)
        layout.addWidget(buttons)

    def browse(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open a saved game"), str(save_dir()), "Saved games (*.json)"
        )
        if name:
            self.chosen = Path(name)
            super().accept()

    def accept(self) -> None:
        item = self.list.currentItem()
        if self.chosen is None and item is not None and item.data(256):
            self.chosen = Path(str(item.data(256)))
        if self.chosen is not None:
            super().accept()


def open_save(parent: QWidget, path: Path, opener: OpenSession) -> None:
    """Load a save, or explain why not (the file is left untouched)."""
    try:
        loaded = load_game(path)
    except SaveError as error:
        QMessageBox.warning(parent, parent.tr("Cannot open the game"), str(error))
        return
    opener(GameSession.from_save(loaded, autosave_path=save_dir() / AUTOSAVE, bot_delay_ms=150))


def install_game_menu(window: QMainWindow, session: GameSession, opener: OpenSession) -> None:
    """Add the Game menu (and Undo / Redo shortcuts) to a main window."""
    menu = window.menuBar().addMenu(window.tr("&Game"))

    def new_game() -> None:
        from .start_dialog import StartDialog

        dialog = StartDialog(window)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            config, seats = dialog.config()
            opener(
                GameSession(config, seats, bot_delay_ms=150, autosave_path=save_dir() / AUTOSAVE)
            )

    def load() -> None:
        dialog = LoadDialog(save_dir(), window)
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.chosen is not None:
            open_save(window, dialog.chosen, opener)

    def save_as() -> None:
        folder = save_dir()
        folder.mkdir(parents=True, exist_ok=True)
        suggested = folder / time.strftime("ark-nova-%Y%m%d-%H%M.json")
        name, _ = QFileDialog.getSaveFileName(
            window, window.tr("Save the game"), str(suggested), "Saved games (*.json)"
        )
        if name:
            session.save(Path(name))

    def replay() -> None:
        from .replay import ReplayDialog

        dialog = ReplayDialog(session, window)
        dialog.fork_requested.connect(opener)
        dialog.exec()

    entries: list[tuple[str, str | QKeySequence.StandardKey, Callable[[], object]]] = [
        (window.tr("&New game…"), QKeySequence.StandardKey.New, new_game),
        (window.tr("&Open saved game…"), QKeySequence.StandardKey.Open, load),
        (window.tr("&Save as…"), QKeySequence.StandardKey.Save, save_as),
        (window.tr("&Undo"), QKeySequence.StandardKey.Undo, session.undo),
        (window.tr("&Redo"), QKeySequence.StandardKey.Redo, session.redo),
        (window.tr("&Replay this game…"), "Ctrl+R", replay),
    ]
    for text, shortcut, slot in entries:
        action = QAction(text, window)
        action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _=False, s=slot: s())
        menu.addAction(action)
        window.addAction(action)
    undo_action = menu.actions()[3]

    def refresh_undo() -> None:
        blocker = session.undo_blocker()
        undo_action.setEnabled(not blocker)
        undo_action.setToolTip(blocker or window.tr("Take back the last choice"))
        undo_action.setStatusTip(blocker)

    session.decision_changed.connect(lambda _d: refresh_undo())
    session.saved.connect(
        lambda path: window.statusBar().showMessage(window.tr("Saved to %s") % path, 4000)
    )
    session.save_failed.connect(
        lambda text: QMessageBox.warning(window, window.tr("Save failed"), text)
    )
    menu.addSeparator()
    quit_action = QAction(window.tr("&Quit"), window)
    quit_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Quit))
    quit_action.triggered.connect(window.close)
    menu.addAction(quit_action)
    refresh_undo()
