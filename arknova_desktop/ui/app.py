"""Starting the desktop app: the shipped font, the start dialog or a saved game, the main window
with its menus; what goes wrong unseen is written to the log file (logs.py) and a crash is told
to the player; and the smoke test a bundle is checked with (`arknova --smoke-test FILE`)."""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path
from types import TracebackType
from typing import TextIO

from PySide6.QtCore import (
    QCoreApplication,
    QMessageLogContext,
    Qt,
    QTimer,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from .. import __version__
from ..history_recorder import HistoryNotice, HistoryRecorder
from ..logs import (
    install_log_file,
    installed_log_file,
    log_dir,
    log_exception,
    log_problem,
    one_line,
)
from ..resources import data_dir, data_path
from ..saves import SaveError, autosave_dir, load_game, remove_stale_temp_files, save_dir
from ..session import GameSession
from . import theme
from .aids.rules_help import install_rules_help
from .aids.size_settings import apply_saved_size
from .dialogs.about import APP_NAME, install_help_menu
from .dialogs.menus import install_game_menu
from .dialogs.open_game import cannot_open_text, open_loaded, open_saved_game
from .dialogs.start_dialog import StartDialog
from .language import chosen_language, install_language
from .motion import motion
from .session_factory import close_worker, new_session
from .settings import Settings
from .table.main_window import MainWindow
from .words.common import arg
from .words.history_words import notice_text

log = logging.getLogger(__name__)
qt_log = logging.getLogger("arknova_desktop.qt")  # Qt's own warnings and errors

FONT_DIR = "resources/fonts"
FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")

# Exit codes of the smoke test (argparse also uses 2 for a bad command line).
EXIT_OK = 0
EXIT_FAILED = 1
EXIT_BAD_SAVE = 2

# Qt warnings the smoke test does not repeat: the offscreen platform cannot do everything.
QUIET = ("propagateSizeHints",)

_fonts: list[str] | None = None
_windows: list[MainWindow] = []  # the open main windows (Qt does not keep them alive)

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]


# -- starting Qt --------------------------------------------------------------------------------
def load_fonts() -> list[str]:
    """Register the shipped fonts (``resources/fonts``) with Qt, once per process; the font
    families they hold. A missing or unreadable file is logged, never fatal."""
    global _fonts
    if _fonts is not None:
        return _fonts
    families: set[str] = set()
    for name in FONT_FILES:
        try:
            path = data_path(f"{FONT_DIR}/{name}")
        except FileNotFoundError as error:
            log.warning("font not shipped: %s", error)
            continue
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            log.warning("Qt cannot read the font file %s", path)
            continue
        families.update(QFontDatabase.applicationFontFamilies(font_id))
    _fonts = sorted(families)
    return _fonts


def create_app(argv: Sequence[str] | None = None, language: str | None = None) -> QApplication:
    """The QApplication (made if there is none yet), named, with the shipped font as the
    default font of every widget and the translators of its language (`language` forces one;
    else the Settings' choice or the system's)."""
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(list(argv or sys.argv))
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    install_language(app, chosen_language(language))
    if theme.FONT_FAMILY in load_fonts():
        font = app.font()
        font.setFamily(theme.FONT_FAMILY)
        app.setFont(font)
    apply_look(app)
    return app


def apply_look(app: QApplication) -> None:
    """The player's light or dark table, text size, table zoom and motion, from the settings."""
    settings = Settings()
    manager = theme.manager()
    manager.set_variant(settings.variant)
    apply_saved_size(settings)
    motion().set_enabled(settings.motion)
    theme.apply(app)


def open_window(session: GameSession, record_history: bool = True) -> MainWindow:
    """A main window for the session, with the Game and Help menus, shown and started; the game
    goes into the history once it ends (`record_history`; not for the smoke test)."""
    window = MainWindow(session)
    # Closed is gone: the window and its widgets are deleted, and Qt cuts their connections
    # to the session, which may live on (the game opened again, a replay forked from it).
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    if record_history:
        recorder = HistoryRecorder(session, window)
        recorder.noticed.connect(lambda notice: _history_noticed(window, notice))
    if not window.menuBar().actions():  # the window may come with its Game menu one day

        def replace(new_session: GameSession) -> None:
            window.save_layout(Settings())  # the new game opens where this one was
            open_window(new_session)
            window.close()  # asks first if the old game is still going on

        install_game_menu(window, session, replace)
        window.new_session_requested.connect(replace)
    install_rules_help(window, session, install_help_menu(window))
    _windows.append(window)
    window.destroyed.connect(lambda *_: _forget(window))
    window.restore_layout(Settings())
    window.show()
    window.fit_zoom()
    window.start()
    return window


def _history_noticed(window: MainWindow, notice: HistoryNotice) -> None:
    text = notice_text(notice)
    if text:
        window.statusBar().showMessage(text, 10000)


def _forget(window: MainWindow) -> None:
    _windows[:] = [w for w in _windows if w is not window]


def _new_session() -> GameSession | None:
    """The start dialog: a new game, an unfinished game or another saved game."""
    while True:
        start = StartDialog()
        if start.exec() != QDialog.DialogCode.Accepted:
            return None
        if start.chosen_save is None:
            config, seats = start.config()
            return new_session(config, seats, start.chosen_levels())
        session = open_saved_game(None, start.chosen_save)
        if session is not None:
            return session  # else back to the start screen (a reason was given, or a no)


# -- what goes wrong unseen: the log file and the crash message ---------------------------------
def _tr(text: str) -> str:
    return QCoreApplication.translate("App", text)


def _current_session() -> GameSession | None:
    """The game in the window the player is looking at (the last one opened if none is)."""
    if not _windows:
        return None
    active = QApplication.activeWindow()
    window = next((w for w in _windows if w is active), _windows[-1])
    return window.session


def crash_text(logged: bool, session: GameSession | None, fatal: bool = False) -> str:
    """What the player is told after an error nobody caught: that something went wrong, where
    the details are, and what became of the game (it is autosaved after every choice)."""
    if fatal:
        lead = _tr("Something went wrong and the game has to close.")
    else:
        lead = _tr("Something went wrong inside the game.")
    if logged:
        where = arg(
            _tr(
                "The details were written to the log file in %1 (Help → Open the log folder): "
                "please add it if you report the problem."
            ),
            log_dir(),
        )
    else:
        where = _tr("The details could not be written to a log file.")
    parts = [lead, where]
    if session is not None and session.autosave_path is not None:
        if session.autosave_failure is None:
            parts.append(
                _tr(
                    "Your game was saved automatically after your last completed move: if "
                    "something looks wrong, close the game and continue it from the start "
                    "screen."
                )
            )
        else:
            parts.append(
                _tr(
                    "Your game could not be saved automatically: save it with Game → Save as… "
                    "to keep it."
                )
            )
    return " ".join(parts)


class CrashReporter:
    """The `sys.excepthook` while the app runs: an error nobody caught (in a slot, a paint, a
    timer) is written to the log file with its traceback, passed on to the previous hook (which
    prints it where there is a terminal), and told to the player in a message box instead of
    going by unseen. The same error again, or one while the box is open, is only logged."""

    def __init__(self, previous: ExceptHook | None = None) -> None:
        self.previous = previous
        self.shown: set[tuple[str, str]] = set()
        self.showing = False

    def __call__(
        self, kind: type[BaseException], value: BaseException, tb: TracebackType | None
    ) -> None:
        self.report(kind, value, tb)

    def report(
        self,
        kind: type[BaseException],
        value: BaseException,
        tb: TracebackType | None,
        fatal: bool = False,
    ) -> None:
        with contextlib.suppress(Exception):  # the log must never make it worse
            log_exception(kind, value, tb)
        if self.previous is not None:
            with contextlib.suppress(Exception):
                self.previous(kind, value, tb)
        if not issubclass(kind, Exception):  # KeyboardInterrupt, SystemExit: not a crash
            return
        last = traceback.extract_tb(tb)[-1:] if tb is not None else []
        key = (kind.__name__, f"{last[0].filename}:{last[0].lineno}" if last else "")
        if self.showing or key in self.shown or QApplication.instance() is None:
            return
        self.shown.add(key)
        self.showing = True
        try:
            QMessageBox.critical(
                QApplication.activeWindow(),
                _tr("Something went wrong"),
                crash_text(installed_log_file() is not None, _current_session(), fatal),
            )
        except Exception:
            log.exception("the crash message could not be shown")
        finally:
            self.showing = False


_QT_LEVELS = {
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}


def qt_message_to_log(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    """Qt's message handler while the app runs: its warnings, critical and fatal messages go to
    the log file (and to stderr, where Qt would have printed them); debug and info are dropped."""
    level = _QT_LEVELS.get(kind)
    if level is None:
        return
    category = context.category if context.category not in (None, "", "default") else ""
    qt_log.log(level, "Qt%s: %s", f" ({category})" if category else "", message)
    _say(sys.stderr, one_line(f"Qt: {message}"))


def run(
    argv: Sequence[str] | None = None, load: Path | None = None, language: str | None = None
) -> int:
    """The app: a saved game (``load``) or the start dialog, then the main window. A save that
    cannot be loaded is explained in a message box and the app ends with exit code 2. While it
    runs, errors nobody caught and Qt's warnings go to the log file (logs.py), and a crash is
    told to the player (CrashReporter); one before the event loop ends the app with code 1."""
    if install_log_file() is None:
        _say(sys.stderr, one_line(f"arknova: no log file: {log_problem()}"))
    old_hook = sys.excepthook
    reporter = CrashReporter(old_hook)
    sys.excepthook = reporter
    old_handler = qInstallMessageHandler(qt_message_to_log)
    try:
        return _run(argv, load, language)
    except Exception as error:
        reporter.report(type(error), error, error.__traceback__, fatal=True)
        close_worker()
        return EXIT_FAILED
    finally:
        sys.excepthook = old_hook
        qInstallMessageHandler(old_handler)


def _run(argv: Sequence[str] | None, load: Path | None, language: str | None) -> int:
    app = create_app(argv, language)
    app.aboutToQuit.connect(close_worker)
    for folder in (save_dir(), autosave_dir()):  # what writes killed half-way left behind
        remove_stale_temp_files(folder)
    if load is not None:
        try:
            loaded = load_game(load)
        except SaveError as error:
            _say(sys.stderr, one_line(f"arknova: cannot load {load}: {error}"))  # one line
            QMessageBox.warning(None, _tr("Cannot open the game"), cannot_open_text(load, error))
            return EXIT_BAD_SAVE
        opened = open_loaded(None, loaded, load)
        if opened is None:  # the player chose neither game
            close_worker()
            return EXIT_OK
        session = opened
    else:
        found = _new_session()
        if found is None:
            close_worker()
            return EXIT_OK
        session = found
    open_window(session)
    return int(app.exec())


# -- smoke test ---------------------------------------------------------------------------------
def _say(stream: TextIO | None, text: str) -> None:
    """Print, unless there is no stream (a windowed Windows build has no stdout / stderr)."""
    if stream is not None:
        print(text, file=stream, flush=True)


def smoke_test(path: Path, argv: Sequence[str] | None = None, linger_ms: int = 300) -> int:
    """Start the app, load the save, open the main window, let Qt run for `linger_ms`, quit.

    Exit code 0 when all went well (one line on stdout says what was checked); 2 when the save
    cannot be loaded (the reason on stderr); 1 for anything else (data files missing from the
    bundle, the shipped font unreadable, an exception in Qt's event loop, a Qt critical error).
    Without a display on Linux it runs on Qt's offscreen platform."""
    if (
        sys.platform.startswith("linux")
        and not os.environ.get("DISPLAY")
        and not os.environ.get("WAYLAND_DISPLAY")
    ):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    prefix = "arknova --smoke-test"
    errors: list[str] = []
    install_log_file()  # errors also go to the log file (a windowed build has no stderr)

    def hook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        errors.append("".join(traceback.format_exception(kind, value, tb)))
        log_exception(kind, value, tb, "the smoke test")

    def on_qt_message(kind: QtMsgType, _context: QMessageLogContext, message: str) -> None:
        if kind in (QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
            errors.append(f"Qt: {message}")
            qt_log.error("Qt (smoke test): %s", message)
        elif kind == QtMsgType.QtWarningMsg and not any(q in message for q in QUIET):
            _say(sys.stderr, one_line(f"Qt warning: {message}"))

    old_hook = sys.excepthook
    sys.excepthook = hook
    old_handler = qInstallMessageHandler(on_qt_message)
    try:
        app = create_app(argv or sys.argv[:1])
        fonts = load_fonts()
        if theme.FONT_FAMILY not in fonts:
            _say(
                sys.stderr,
                one_line(
                    f"{prefix}: the shipped font {theme.FONT_FAMILY!r} was not loaded from "
                    f"{data_dir() / FONT_DIR} (found: {fonts or 'none'})"
                ),
            )
            return EXIT_FAILED
        from .icons import ICON_NAMES, renderer

        missing = [name for name in ICON_NAMES if renderer(name) is None]
        if len(missing) == len(ICON_NAMES):
            _say(sys.stderr, one_line(f"{prefix}: no icon in {data_dir() / 'resources/icons'}"))
            return EXIT_FAILED
        if missing:
            _say(sys.stderr, f"{prefix}: warning: icons missing: {', '.join(missing)}")
        try:
            loaded = load_game(path)
        except SaveError as error:
            _say(sys.stderr, one_line(f"{prefix}: cannot load {path}: {error}"))
            return EXIT_BAD_SAVE
        # No autosave (never touch the user's saves) and no computer moves while we look.
        session = GameSession.from_save(loaded, bot_delay_ms=60_000)
        window = open_window(session, record_history=False)
        QTimer.singleShot(linger_ms, lambda: app.exit(0))  # quit() would close the window
        app.exec()
        window.grab()  # paint every widget once more, off the event loop
        app.processEvents()
        if not window.isVisible():
            errors.append("the main window is not visible")
        window.hide()  # not close(): that asks whether to leave the game in progress
        window.deleteLater()
        app.processEvents()
        if errors:
            _say(sys.stderr, f"{prefix}: failed:\n" + "\n".join(errors))
            return EXIT_FAILED
        # One decision of the save through the real computer-player process (spawned; in the
        # bundle that is this program again), within 30 s.
        from ..bots.worker import BotWorkerError, check_process

        try:
            bot_note = check_process(loaded.config, loaded.choices, timeout=30.0)
        except BotWorkerError as error:
            _say(sys.stderr, f"{prefix}: the computer player's process failed: {error}")
            return EXIT_FAILED
        state = loaded.game.view(None)  # the public facts: turn and names
        _say(
            sys.stdout,
            one_line(
                f"smoke test passed: {path} ({len(loaded.choices)} moves, turn {state.turn}, "
                f"{', '.join(p.name for p in state.players)}); main window shown; "
                f"font {theme.FONT_FAMILY}; {len(ICON_NAMES) - len(missing)} icons; "
                f"{bot_note}; data from {data_dir()}"
            ),
        )
        return EXIT_OK
    except Exception as error:  # report anything, with where it happened
        _say(
            sys.stderr,
            one_line(f"{prefix}: failed: {type(error).__name__}: {error}")
            + f"\n{traceback.format_exc()}",
        )
        return EXIT_FAILED
    finally:
        sys.excepthook = old_hook
        qInstallMessageHandler(old_handler)
