"""Tooltips of widgets that paint several things, each with its own words."""

from __future__ import annotations

from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QToolTip, QWidget


def show_tip(widget: QWidget, event: QHelpEvent, text: str) -> None:
    """Answer a tooltip request with `text`; where there is none, hide the tip and leave the
    request to the widget's parent (it may have words for the place)."""
    if text:
        QToolTip.showText(event.globalPos(), text, widget)
    else:
        QToolTip.hideText()
        event.ignore()
