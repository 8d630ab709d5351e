"""The player's settings, kept between runs: confirming the end of a turn, and how fast computer
players' moves are shown. Stored as an INI file in the platform's config folder
(ARKNOVA_SETTINGS_FILE overrides the path: tests and portable use)."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings

CONFIRM_END_TURN = "play/confirm_end_turn"
BOT_PACE_MS = "play/computer_step_ms"

# The computer speeds offered, slowest first: pause between two shown steps, in ms.
BOT_PACES = (2000, 1000, 400, 0)
DEFAULT_BOT_PACE_MS = 1000


def settings_path() -> Path:
    override = os.environ.get("ARKNOVA_SETTINGS_FILE")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_config_dir("ArkNovaDesktop", appauthor=False)) / "settings.ini"


class Settings:
    """Typed access to the stored settings; a damaged value falls back to its default."""

    def __init__(self, path: Path | None = None) -> None:
        self.store = QSettings(str(path or settings_path()), QSettings.Format.IniFormat)

    @property
    def confirm_end_turn(self) -> bool:
        value = self.store.value(CONFIRM_END_TURN, True)
        if isinstance(value, str):
            return value.lower() not in ("false", "0", "no")
        return bool(value)

    @confirm_end_turn.setter
    def confirm_end_turn(self, on: bool) -> None:
        self.store.setValue(CONFIRM_END_TURN, bool(on))
        self.store.sync()

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
        self.store.setValue(BOT_PACE_MS, int(pace))
        self.store.sync()
