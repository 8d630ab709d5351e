"""The reminders' switches in the Settings menu: notices of effects that fire by themselves,
their marks in the log, and the note before End turn (each kept in ui/settings.py)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu

from ..models import LogModel
from ..settings import Settings


def tr(text: str) -> str:
    """A text of the reminder settings (`window.tr` would take the window's class)."""
    return QCoreApplication.translate("SettingsMenu", text)


def _switch(
    window: QMainWindow,
    menu: QMenu,
    name: str,
    text: str,
    tip: str,
    checked: bool,
    changed: Callable[[bool], None],
) -> QAction:
    action = QAction(text, window)
    action.setObjectName(name)
    action.setCheckable(True)
    action.setChecked(checked)
    action.setStatusTip(tip)
    action.toggled.connect(changed)
    menu.addAction(action)
    return action


def install_reminder_settings(window: QMainWindow, menu: QMenu) -> None:
    settings = Settings()
    menu.addSeparator()

    def set_notices(on: bool) -> None:
        Settings().effect_reminders = on

    def set_marks(on: bool) -> None:
        Settings().log_marks = on
        model = getattr(window, "log_model", None)
        if isinstance(model, LogModel):
            model.set_marks(on)

    def set_notes(on: bool) -> None:
        Settings().end_turn_notes = on

    _switch(
        window,
        menu,
        "effect_reminders",
        tr("Remind me of effects that fire by themselves"),
        tr("A short notice names the card, whose it is and what it gave."),
        settings.effect_reminders,
        set_notices,
    )
    _switch(
        window,
        menu,
        "log_marks",
        tr("Mark those effects in the log"),
        tr("Their lines in the log are in bold."),
        settings.log_marks,
        set_marks,
    )
    _switch(
        window,
        menu,
        "end_turn_notes",
        tr("Before End turn, say what the turn leaves unused"),
        tr("Only what is certain: X-tokens at the most, projects you can support now."),
        settings.end_turn_notes,
        set_notes,
    )
