"""The log file: what goes wrong where a player cannot see it (a crash, a failed save or
autosave, a Qt critical message) is written to `log_file()`, in the user's log folder
(`log_dir()`; ARKNOVA_LOG_DIR overrides it, for tests and portable use). The file is kept small:
it is rotated at MAX_BYTES with BACKUPS older files beside it. Pure Python, no Qt; docs/logs.md
says where the folder is on each system."""

from __future__ import annotations

import logging
import logging.handlers
import os
import platform
from pathlib import Path
from types import TracebackType

import platformdirs

from . import __version__

APP_FOLDER = "ArkNovaDesktop"  # as in saves.save_dir()
LOG_NAME = "arknova.log"
MAX_BYTES = 512 * 1024  # one file; with the backups at most 2 MB on the disk
BACKUPS = 3  # arknova.log.1 .. arknova.log.3
MAX_ENTRY = 64 * 1024  # a longer entry is cut (a traceback is a few KB)
LOGGER = "arknova_desktop"  # the package's logger: every module's logger is below it
LINE_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

_handler: logging.handlers.RotatingFileHandler | None = None
_problem: OSError | None = None  # why the last install_log_file() found no file


def one_line(text: str) -> str:
    """`text` as one line of printable characters, for a terminal or a log line: a line break,
    a terminal escape sequence or any other character that cannot be printed is written as its
    escape (``\\n``, ``\\x1b``, ``\\u200b``), so a file name can neither break the line nor
    command the terminal."""
    return "".join(
        c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in text
    )


def log_dir() -> Path:
    """The user's log folder (ARKNOVA_LOG_DIR overrides it)."""
    override = os.environ.get("ARKNOVA_LOG_DIR")
    if override:
        return Path(override)
    return Path(platformdirs.user_log_dir(APP_FOLDER, appauthor=False))


def log_file() -> Path:
    return log_dir() / LOG_NAME


class _Formatter(logging.Formatter):
    """One header line per entry (time, level, where), the message and any traceback below it;
    an entry longer than MAX_ENTRY is cut, so that one entry cannot fill the file."""

    def format(self, record: logging.LogRecord) -> str:
        text = super().format(record)
        if len(text) > MAX_ENTRY:
            text = text[:MAX_ENTRY] + "\n[… cut: the entry was too long]"
        return text


def install_log_file() -> Path | None:
    """Write the warnings and errors of the `arknova_desktop` loggers to `log_file()`, from now
    on; the file, or None when it cannot be written (the folder cannot be made, is not writable,
    or a file is in its place): then nothing is written and `log_problem()` says why. Calling it
    again while the file is attached changes nothing (it returns the same file); after a failure
    it tries again."""
    global _handler, _problem
    if _handler is not None:
        return Path(_handler.baseFilename)
    path = log_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8"
        )  # opens the file now: a folder that cannot be written is found here
    except OSError as error:
        _problem = error
        return None
    handler.setLevel(logging.WARNING)
    handler.setFormatter(_Formatter(LINE_FORMAT))
    logger = logging.getLogger(LOGGER)
    if logger.getEffectiveLevel() > logging.WARNING:
        logger.setLevel(logging.WARNING)
    logger.addHandler(handler)
    _handler = handler
    _problem = None
    return path


def installed_log_file() -> Path | None:
    """The file the log is written to now (None before install_log_file() or after a failure)."""
    return Path(_handler.baseFilename) if _handler is not None else None


def log_problem() -> OSError | None:
    """Why the last install_log_file() could not attach the file (None if it could)."""
    return _problem


def remove_log_file() -> None:
    """Detach and close the log file (the tests use it; the app keeps its file to the end)."""
    global _handler
    if _handler is None:
        return
    logging.getLogger(LOGGER).removeHandler(_handler)
    _handler.close()
    _handler = None


def log_exception(
    kind: type[BaseException],
    value: BaseException,
    tb: TracebackType | None,
    where: str = "",
) -> None:
    """Record an exception nobody caught, with its traceback and what the app runs on."""
    logging.getLogger(f"{LOGGER}.crash").error(
        "uncaught %s%s (Ark Nova Desktop %s, Python %s, %s)",
        kind.__name__,
        f" in {where}" if where else "",
        __version__,
        platform.python_version(),
        platform.platform(),
        exc_info=(kind, value, tb),
    )
