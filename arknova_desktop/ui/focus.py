"""Keyboard focus that shows: a part of the table draws the theme's focus mark only while its
focus came from the keyboard (Tab, Shift+Tab, a shortcut, or the table handing it over for the
next step) or a key was pressed on it — as the web's `:focus-visible`. A window just shown, or a
click, gives focus without a mark: the mouse player sees nothing new."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFocusEvent

KEY_FOCUS = (
    Qt.FocusReason.TabFocusReason,
    Qt.FocusReason.BacktabFocusReason,
    Qt.FocusReason.ShortcutFocusReason,
    Qt.FocusReason.OtherFocusReason,
)


def from_keys(event: QFocusEvent) -> bool:
    """Did this focus come from the keyboard (or the table's own hand-over)?"""
    return event.reason() in KEY_FOCUS
