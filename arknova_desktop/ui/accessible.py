"""Names a screen reader reads: small helpers the windows and dialogs share (the words are made
by their callers through tr())."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractScrollArea, QScrollArea, QTabWidget, QWidget


def name_widget(widget: QWidget, name: str, description: str | None = None) -> None:
    """Set what a screen reader says for `widget`, only when it changed (a change is announced)."""
    if widget.accessibleName() != name:
        widget.setAccessibleName(name)
    if description is not None and widget.accessibleDescription() != description:
        widget.setAccessibleDescription(description)


def name_pages(tabs: QTabWidget, name: str) -> None:
    """A tab widget called `name`, and each page without a name of its own (a scrolling page, its
    viewport) called by its tab's words."""
    name_widget(tabs, name)
    for index in range(tabs.count()):
        page = tabs.widget(index)
        words = tabs.tabText(index).replace("&", "")
        for part in (page, page.viewport() if isinstance(page, QAbstractScrollArea) else None):
            if part is not None and not part.accessibleName():
                name_widget(part, words)
        inner = page.widget() if isinstance(page, QScrollArea) else None
        if inner is not None and not inner.accessibleName():
            name_widget(inner, words)
