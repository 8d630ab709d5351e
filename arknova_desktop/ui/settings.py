"""The player's settings, kept between runs: confirming the end of a turn, how fast computer
players' moves are shown, motion, light or dark, the text size and table zoom, the reminders
(notices of effects that fired, their marks in the log, the note before End turn), the
first-game guide, and the window's size and splitters. Stored as an INI file in the platform's
config folder (ARKNOVA_SETTINGS_FILE overrides the path: tests and portable use).

The file is read only when it is a regular file of a sane size: a pipe (FIFO) at its place would
block the app at start, a device would be read without end. Then the game starts with the
defaults, keeps the changes for this run only, and says so once in the log."""

from __future__ import annotations

import logging
import os
import stat
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

CONFIRM_END_TURN = "play/confirm_end_turn"
BOT_PACE_MS = "play/computer_step_ms"
MOTION = "look/motion"
VARIANT = "look/variant"
LANGUAGE = "look/language"
EFFECT_REMINDERS = "aids/effect_reminders"
LOG_MARKS = "aids/log_marks"
END_TURN_NOTES = "aids/end_turn_notes"
FIRST_GAME_GUIDE = "aids/first_game_guide"
TEXT_SIZE = "look/text_size"
TABLE_ZOOM = "look/table_zoom"
WINDOW_GEOMETRY = "window/geometry"
SPLITTERS = "window/splitters"

VARIANTS = ("light", "dark")

# The computer speeds offered, slowest first: pause between two shown steps, in ms.
BOT_PACES = (2000, 1000, 400, 0)
DEFAULT_BOT_PACE_MS = 1000
# The text size and the table zoom, in percent: their bounds and their normal size.
SCALE_MIN_PERCENT = 75
SCALE_MAX_PERCENT = 200
NORMAL_PERCENT = 100
MAX_SETTINGS_BYTES = 1024 * 1024  # a real settings file is a few hundred bytes

log = logging.getLogger(__name__)
_refused: dict[Path, dict[str, object]] = {}  # unusable settings files: this run's values


def settings_path() -> Path:
    override = os.environ.get("ARKNOVA_SETTINGS_FILE")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_config_dir("ArkNovaDesktop", appauthor=False)) / "settings.ini"


def unusable_reason(path: Path) -> str:
    """Why the settings file cannot be read ("" when it can, or when there is none yet)."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return ""
    except OSError as error:
        return f"it cannot be looked at ({error.strerror or error})"
    if stat.S_ISDIR(info.st_mode):
        return "it is a folder"
    if stat.S_ISFIFO(info.st_mode):
        return "it is a pipe (FIFO)"
    if not stat.S_ISREG(info.st_mode):
        return "it is not a regular file (a device or a socket)"
    if info.st_size > MAX_SETTINGS_BYTES:
        return f"it is far too large ({info.st_size} bytes)"
    return ""


class MemoryStore:
    """The few QSettings calls Settings makes, kept in memory for this run (a settings file that
    cannot be used is never opened, read or replaced)."""

    def __init__(self, values: dict[str, object]) -> None:
        self.values = values

    def value(self, key: str, default: object = None) -> object:
        return self.values.get(key, default)

    def setValue(self, key: str, value: object) -> None:  # QSettings' name
        self.values[key] = value

    def sync(self) -> None:
        pass


class Settings:
    """Typed access to the stored settings; a damaged value falls back to its default."""

    def __init__(self, path: Path | None = None) -> None:
        where = path or settings_path()
        self.store: QSettings | MemoryStore
        why = unusable_reason(where)
        if not why:
            self.store = QSettings(str(where), QSettings.Format.IniFormat)
            return
        if where not in _refused:
            log.warning(
                "the settings file %s is not used (%s): the game starts with the default "
                "settings, and changes last until it is closed",
                where,
                why,
            )
            _refused[where] = {}
        self.store = MemoryStore(_refused[where])

    def _flag(self, key: str, default: bool) -> bool:
        value = self.store.value(key, default)
        if isinstance(value, str):
            return value.lower() not in ("false", "0", "no")
        return bool(value)

    def _put(self, key: str, value: object) -> None:
        self.store.setValue(key, value)
        self.store.sync()

    @property
    def confirm_end_turn(self) -> bool:
        return self._flag(CONFIRM_END_TURN, True)

    @confirm_end_turn.setter
    def confirm_end_turn(self, on: bool) -> None:
        self._put(CONFIRM_END_TURN, bool(on))

    @property
    def bot_pace_ms(self) -> int:
        value = self.store.value(BOT_PACE_MS, DEFAULT_BOT_PACE_MS)
        try:
            pace = int(value)  # type: ignore[call-overload]
        except (TypeError, ValueError):
            return DEFAULT_BOT_PACE_MS
        return pace if pace in BOT_PACES else DEFAULT_BOT_PACE_MS

    @bot_pace_ms.setter
    def bot_pace_ms(self, pace: int) -> None:
        self._put(BOT_PACE_MS, int(pace))

    @property
    def motion(self) -> bool:
        """Animate moves (cards, markers, buildings, counts); off shows each change at once."""
        return self._flag(MOTION, True)

    @motion.setter
    def motion(self, on: bool) -> None:
        self._put(MOTION, bool(on))

    @property
    def variant(self) -> str:
        value = self.store.value(VARIANT, VARIANTS[0])
        return value if isinstance(value, str) and value in VARIANTS else VARIANTS[0]

    @variant.setter
    def variant(self, name: str) -> None:
        self._put(VARIANT, name if name in VARIANTS else VARIANTS[0])

    @property
    def language(self) -> str:
        """The language chosen in Settings ("en", "es"); "" follows the system (language.py)."""
        value = self.store.value(LANGUAGE, "")
        return value if isinstance(value, str) else ""

    @language.setter
    def language(self, code: str) -> None:
        self._put(LANGUAGE, code)

    @property
    def effect_reminders(self) -> bool:
        """A notice on the table when an effect fires by itself (ui/aids/notice.py)."""
        return self._flag(EFFECT_REMINDERS, True)

    @effect_reminders.setter
    def effect_reminders(self, on: bool) -> None:
        self._put(EFFECT_REMINDERS, bool(on))

    @property
    def log_marks(self) -> bool:
        """The log's lines of such effects marked."""
        return self._flag(LOG_MARKS, True)

    @log_marks.setter
    def log_marks(self, on: bool) -> None:
        self._put(LOG_MARKS, bool(on))

    @property
    def end_turn_notes(self) -> bool:
        """A quiet note before End turn of what the turn leaves unused."""
        return self._flag(END_TURN_NOTES, True)

    @end_turn_notes.setter
    def end_turn_notes(self, on: bool) -> None:
        self._put(END_TURN_NOTES, bool(on))

    @property
    def first_game_guide(self) -> bool:
        """Offer the first-game guide when the table opens (true until it has been offered)."""
        return self._flag(FIRST_GAME_GUIDE, True)

    @first_game_guide.setter
    def first_game_guide(self, on: bool) -> None:
        self._put(FIRST_GAME_GUIDE, bool(on))

    # -- any size: text size and table zoom, in percent (75–200) ---------------------------------
    def _percent(self, key: str) -> int:
        value = self.store.value(key, NORMAL_PERCENT)
        try:
            percent = round(float(value))  # type: ignore[arg-type]
        except (TypeError, ValueError, OverflowError):
            return NORMAL_PERCENT
        return min(SCALE_MAX_PERCENT, max(SCALE_MIN_PERCENT, percent))

    def _put_percent(self, key: str, percent: int) -> None:
        self._put(key, min(SCALE_MAX_PERCENT, max(SCALE_MIN_PERCENT, int(percent))))

    @property
    def text_size(self) -> int:
        """The size of every text, in percent of the designed size."""
        return self._percent(TEXT_SIZE)

    @text_size.setter
    def text_size(self, percent: int) -> None:
        self._put_percent(TEXT_SIZE, percent)

    @property
    def table_zoom(self) -> int:
        """The size of the whole table, in percent of what the window's size gives."""
        return self._percent(TABLE_ZOOM)

    @table_zoom.setter
    def table_zoom(self, percent: int) -> None:
        self._put_percent(TABLE_ZOOM, percent)

    @property
    def window_geometry(self) -> QByteArray | None:
        """The main window's last size and place (Qt's saveGeometry), or None."""
        value = self.store.value(WINDOW_GEOMETRY)
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    @window_geometry.setter
    def window_geometry(self, geometry: QByteArray) -> None:
        self._put(WINDOW_GEOMETRY, geometry)

    def splitter_state(self, name: str) -> QByteArray | None:
        value = self.store.value(f"{SPLITTERS}/{name}")
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def set_splitter_state(self, name: str, state: QByteArray) -> None:
        self._put(f"{SPLITTERS}/{name}", state)
