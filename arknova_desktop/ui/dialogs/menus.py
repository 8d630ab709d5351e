"""The Game menu: new game, open / save, undo / redo, replay, the history of games and the
statistics of this one; and the load dialog."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...saves import (
    AUTOSAVES,
    GameStatus,
    SaveSummary,
    list_saves,
    save_dir,
)
from ...session import GameSession
from .. import theme
from ..aids.settings_menu import install_reminder_settings
from ..aids.size_settings import install_size_settings
from ..language import LANGUAGES, system_language
from ..listen import listen
from ..motion import motion, motion_forbidden
from ..session_factory import apply_settings, forked_session, new_session
from ..settings import BOT_PACES, Settings
from ..words.common import arg
from ..words.session_words import refusal_text, save_failure_text
from .open_game import cannot_open_text, open_saved_game
from .start_dialog import maps_text, origin_text, players_text, when_text

OpenSession = Callable[[GameSession], None]
PROBLEM_ROLE = 257  # the list's role for why a file cannot be read (256 holds a readable path)


def tr(text: str) -> str:
    """A text of the menus (their own context: `window.tr` would take the window's class)."""
    return QCoreApplication.translate("Menus", text)


def modified_text(path: Path) -> str:
    """When a file was last written, as the lists show dates; "" when that cannot be read."""
    try:
        return when_text(path.lstat().st_mtime)
    except OSError:
        return ""


class LoadDialog(QDialog):
    """The saved games (and the autosaves) with date, players, zoo maps and turn or how the game
    ended; broken files listed with their problem."""

    def __init__(self, folder: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Open a saved game"))
        self.resize(theme.px(640), theme.px(420))
        self.chosen: Path | None = None
        self.list = QListWidget()
        self.list.setWordWrap(True)  # a long problem is read whole, without scrolling sideways
        self.list.setSpacing(theme.px(3))
        self.list.setAlternatingRowColors(True)  # a wrapped line stays with its own entry
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        autosaves = folder / AUTOSAVES
        entries = list_saves(folder) + list_saves(autosaves)
        entries.sort(key=lambda s: -s.saved_at if isinstance(s, SaveSummary) else 0)
        for entry in entries:
            path = entry.path if isinstance(entry, SaveSummary) else entry[0]
            name = self.tr("Autosave") if path.parent == autosaves else path.stem
            if isinstance(entry, SaveSummary):
                when = when_text(entry.saved_at)  # Qt's dates: a time before 1970 too
                state = self.status_text(entry)
                if entry.origin is not None:
                    state = f"{state} — {origin_text(entry.origin)}"
                text = (
                    f"{name} — {when} — {players_text(entry)} — {maps_text(entry.maps)} — {state}"
                )
                item = QListWidgetItem(text)
                item.setData(256, str(entry.path))
            else:
                problem = entry[1]
                if path.parent == autosaves:  # its name is a game id: say when it was written
                    name = arg(self.tr("Autosave of %1"), modified_text(path))
                else:
                    name = path.name
                item = QListWidgetItem(f"{name} — {self.tr('cannot be read')}: {problem}")
                item.setData(256, "")
                if path.parent == autosaves:
                    why = arg(self.tr("This autosave cannot be opened. %1"), problem)
                else:
                    why = cannot_open_text(path, problem)
                item.setData(PROBLEM_ROLE, why)
            item.setToolTip(item.text())
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

    def status_text(self, entry: SaveSummary) -> str:
        """The turn of a game still played, or how it ended, in words."""
        if entry.status is GameStatus.FINISHED or entry.finished:
            return self.tr("finished")
        if entry.status is GameStatus.CONCEDED:
            return self.tr("conceded, turn %d") % entry.shown_turn
        if entry.status is GameStatus.ABANDONED:
            return self.tr("abandoned, turn %d") % entry.shown_turn
        return self.tr("turn %d") % entry.shown_turn  # the "Turn N" the table showed

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
        elif item is not None and item.data(PROBLEM_ROLE):  # a file that cannot be read: why
            QMessageBox.warning(self, self.tr("Cannot open the game"), str(item.data(PROBLEM_ROLE)))


def open_save(
    parent: QWidget, path: Path, opener: OpenSession, current: GameSession | None = None
) -> None:
    """Open a save (open_game.py: never over a newer position of its game, never a game open
    in another window), or explain why not; the file is left untouched. `current`: the game
    of the window it is opened from."""
    session = open_saved_game(parent, path, current)
    if session is not None:
        opener(session)


def replay_blocker(session: GameSession) -> str:
    """Why the replay cannot be opened now ("" if it can): in an unfinished game with more than
    one human, it would show cards that only one of them may know."""
    if session.human_count > 1 and session.is_active:
        return QCoreApplication.translate(
            "GameMenu",
            "The replay opens when the game is over: it would show every player's cards.",
        )
    return ""


def install_game_menu(window: QMainWindow, session: GameSession, opener: OpenSession) -> None:
    """Add the Game and Settings menus (with the Undo / Redo shortcuts) to a main window."""
    menu = window.menuBar().addMenu(tr("&Game"))

    def new_game() -> None:
        from .start_dialog import StartDialog

        dialog = StartDialog(window)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            if dialog.chosen_save is not None:  # an unfinished game or another saved game
                open_save(window, dialog.chosen_save, opener, session)
                return
            config, seats = dialog.config()
            opener(new_session(config, seats, dialog.chosen_levels()))

    def load() -> None:
        dialog = LoadDialog(save_dir(), window)
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.chosen is not None:
            open_save(window, dialog.chosen, opener, session)

    def save_as() -> None:
        folder = save_dir()
        folder.mkdir(parents=True, exist_ok=True)
        suggested = folder / time.strftime("ark-nova-%Y%m%d-%H%M.json")
        name, _ = QFileDialog.getSaveFileName(
            window, tr("Save the game"), str(suggested), "Saved games (*.json)"
        )
        if name:
            session.save(Path(name))

    def replay() -> None:
        blocker = replay_blocker(session)
        if blocker:
            window.statusBar().showMessage(blocker, 8000)
            return
        from .replay import ReplayDialog

        dialog = ReplayDialog(session, window)
        dialog.fork_requested.connect(lambda step: opener(forked_session(session, step)))
        dialog.exec()

    def concede() -> None:
        seat = session.viewer  # the player at the screen (also while their turn waits)
        if session.view.is_solo:
            text = tr("Does %1 give the game up? It ends now, and the solo game is lost.")
        else:
            text = tr(
                "Does %1 give the game up? It ends now: everyone is scored as the game stands, "
                "and the best of the other players wins."
            )
        answer = QMessageBox.question(
            window, tr("Concede the game"), arg(text, session.seat_label(seat))
        )
        if answer == QMessageBox.StandardButton.Yes:
            session.concede(seat)

    def abandon() -> None:
        answer = QMessageBox.question(
            window,
            tr("Abandon the game"),
            tr(
                "Leave this game unfinished for good? It is recorded as abandoned and no longer "
                "listed to continue."
            ),
        )
        if answer == QMessageBox.StandardButton.Yes and session.abandon():
            window.close()

    entries: list[tuple[str, str | QKeySequence.StandardKey, Callable[[], object]]] = [
        (tr("&New game…"), QKeySequence.StandardKey.New, new_game),
        (tr("&Open saved game…"), QKeySequence.StandardKey.Open, load),
        (tr("&Save as…"), QKeySequence.StandardKey.Save, save_as),
        (tr("&Undo"), QKeySequence.StandardKey.Undo, session.undo),
        (tr("&Redo"), QKeySequence.StandardKey.Redo, session.redo),
        (tr("&Replay this game…"), "Ctrl+R", replay),
        (tr("&Concede…"), "", concede),
        (tr("A&bandon this game…"), "", abandon),
    ]
    for text, shortcut, slot in entries:
        action = QAction(text, window)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _=False, s=slot: s())
        menu.addAction(action)
        window.addAction(action)
    undo_action, redo_action, replay_action = (
        menu.actions()[3],
        menu.actions()[4],
        menu.actions()[5],
    )
    game_actions = (menu.actions()[6], menu.actions()[7])

    def refresh() -> None:
        blocker = refusal_text(session.undo_blocker())
        undo_action.setEnabled(not blocker)
        undo_action.setToolTip(blocker or tr("Take back the last choice"))
        undo_action.setStatusTip(blocker)
        redo_action.setEnabled(session.can_redo())
        replay_block = replay_blocker(session)
        replay_action.setEnabled(not replay_block)
        replay_action.setStatusTip(replay_block)
        for action in game_actions:
            action.setEnabled(session.is_active)

    menu.addSeparator()
    for name, text, slot in (
        ("history", tr("&History…"), lambda: open_history_view(window, opener)),
        ("statistics", tr("S&tatistics…"), lambda: open_statistics(window, session)),
    ):
        action = QAction(text, window)
        action.setObjectName(f"menu_{name}")
        action.triggered.connect(lambda _=False, s=slot: s())
        menu.addAction(action)

    menu.setToolTipsVisible(True)
    for signal in (
        session.decision_changed,
        session.awaiting_end_turn_changed,
        session.events_applied,
        session.status_changed,
        session.revealed,
    ):
        listen(signal, menu, lambda *_: refresh())  # cut when the window and its menu go
    listen(
        session.saved,
        menu,
        lambda path: window.statusBar().showMessage(tr("Saved to %s") % path, 4000),
    )
    listen(
        session.save_failed,
        menu,
        lambda failure: QMessageBox.warning(window, tr("Save failed"), save_failure_text(failure)),
    )
    menu.addSeparator()
    quit_action = QAction(tr("&Quit"), window)
    quit_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Quit))
    quit_action.triggered.connect(window.close)
    menu.addAction(quit_action)
    install_settings_menu(window, session)
    install_view_menu(window)
    refresh()


def open_history_view(window: QMainWindow, opener: OpenSession) -> None:
    """Game → History…: the recorded games; a replay's "play on" opens a new game."""
    from .history_view import HistoryDialog

    def fork(source: GameSession, step: int) -> None:
        opener(forked_session(source, step))

    dialog = HistoryDialog(window, fork)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()


def open_statistics(window: QMainWindow, session: GameSession) -> None:
    """Game → Statistics…: the game so far as charts (public facts only)."""
    from .charts_page import statistics_dialog

    dialog = statistics_dialog(session, window)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()


def install_settings_menu(window: QMainWindow, session: GameSession) -> None:
    """Confirming the end of each turn, and how fast computer players' moves are shown."""
    menu = window.menuBar().addMenu(tr("&Settings"))
    menu.setObjectName("settings_menu")
    settings = Settings()
    confirm = QAction(tr("Confirm the end of each turn"), window)
    confirm.setCheckable(True)
    confirm.setChecked(settings.confirm_end_turn)
    confirm.setStatusTip(tr("After your last choice, see the result and press End turn (Enter)."))

    def set_confirm(on: bool) -> None:
        Settings().confirm_end_turn = on
        apply_settings(session)
        if not on and session.awaiting_end_turn:
            session.end_turn()

    confirm.toggled.connect(set_confirm)
    menu.addAction(confirm)
    speed = menu.addMenu(tr("Computer players' speed"))
    group = QActionGroup(window)
    names = {
        2000: tr("Slow (2 seconds a step)"),
        1000: tr("Normal (1 second a step)"),
        400: tr("Fast"),
        0: tr("At once"),
    }
    for pace in BOT_PACES:
        action = QAction(names[pace], window)
        action.setCheckable(True)
        action.setChecked(pace == settings.bot_pace_ms)
        action.setActionGroup(group)

        def set_pace(on: bool, pace: int = pace) -> None:
            if on:
                Settings().bot_pace_ms = pace
                apply_settings(session)

        action.toggled.connect(set_pace)
        speed.addAction(action)
    install_language_menu(window, menu)
    install_reminder_settings(window, menu)
    install_size_settings(window, menu)


def install_language_menu(window: QMainWindow, menu: QMenu) -> None:
    """Settings ▸ Language: the system's or one of ours, saved; it applies at the next start
    (the window's texts are made once), which the player is told plainly."""
    languages = menu.addMenu(tr("Language"))
    languages.setObjectName("language_menu")
    group = QActionGroup(window)
    saved = Settings().language
    system = LANGUAGES[system_language()]
    choices = [("", arg(tr("As the system (%1)"), system)), *LANGUAGES.items()]
    for code, label in choices:
        action = QAction(label, window)
        action.setObjectName(f"language_{code or 'system'}")
        action.setCheckable(True)
        action.setChecked(code == saved or (code == "" and saved not in LANGUAGES))
        action.setActionGroup(group)

        def choose(on: bool, code: str = code, label: str = label) -> None:
            if on and code != Settings().language:
                Settings().language = code
                QMessageBox.information(
                    window,
                    tr("Language"),
                    arg(tr("The game speaks %1 from the next time it starts."), label),
                )

        action.toggled.connect(choose)
        languages.addAction(action)


def install_view_menu(window: QMainWindow) -> None:
    """How the table looks: light or dark, and motion."""
    menu = window.menuBar().addMenu(tr("&View"))
    menu.setObjectName("view_menu")
    settings = Settings()
    variants = QActionGroup(window)
    for name, label in (("light", tr("Light table")), ("dark", tr("Dark table"))):
        action = QAction(label, window)
        action.setObjectName(f"variant_{name}")
        action.setCheckable(True)
        action.setChecked(settings.variant == name)
        action.setActionGroup(variants)

        def set_variant(on: bool, name: str = name) -> None:
            if on:
                Settings().variant = name
                theme.manager().set_variant(name)

        action.toggled.connect(set_variant)
        menu.addAction(action)
    menu.addSeparator()
    moving = QAction(tr("Show moves in motion"), window)
    moving.setObjectName("motion_toggle")
    moving.setCheckable(True)
    moving.setChecked(settings.motion and not motion_forbidden())
    if motion_forbidden():
        moving.setEnabled(False)
        moving.setStatusTip(tr("Motion is turned off for this run of the game."))
    else:
        moving.setStatusTip(
            tr("Cards, markers and buildings move to their places; a click finishes it.")
        )

    def set_motion(on: bool) -> None:
        Settings().motion = on
        motion().set_enabled(on)

    moving.toggled.connect(set_motion)
    menu.addAction(moving)
