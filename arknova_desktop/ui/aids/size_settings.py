"""Any size: the text size and the table zoom in the Settings menu, each 75–200 %, with
Ctrl+= / Ctrl+- / Ctrl+0 for the text and Ctrl+Alt+= / Ctrl+Alt+- / Ctrl+Alt+0 for the table.

Both are kept in ui/settings.py and applied live through the theme (`set_text_scale`,
`set_table_zoom`): every widget restyles on the theme's `changed`, so the window re-lays itself
out at once. `apply_saved_size()` puts the saved values on the theme at start-up."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QCoreApplication, QLocale, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from .. import theme
from ..settings import NORMAL_PERCENT, Settings
from ..words.common import arg

CONTEXT = "SizeSettings"


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def percent_of(scale: float) -> int:
    return round(scale * 100)


def percent_text(percent: int) -> str:
    """ "150 %" in the player's language (the number in the locale's digits)."""
    return arg(tr("%1 %"), QLocale().toString(percent))


def apply_saved_size(settings: Settings | None = None) -> None:
    """The saved text size and table zoom on the theme."""
    chosen = settings or Settings()
    manager = theme.manager()
    manager.set_text_scale(chosen.text_size / 100)
    manager.set_table_zoom(chosen.table_zoom / 100)


def set_text_size(percent: int) -> None:
    """Save the text size and show it at once (held to 75–200 %)."""
    settings = Settings()
    settings.text_size = percent
    theme.manager().set_text_scale(settings.text_size / 100)


def set_table_zoom(percent: int) -> None:
    """Save the table zoom and show it at once (held to 75–200 %)."""
    settings = Settings()
    settings.table_zoom = percent
    theme.manager().set_table_zoom(settings.table_zoom / 100)


def step_text_size(steps: int) -> int:
    """One step larger (+1) or smaller (-1) text; the new size in percent."""
    percent = percent_of(theme.step_scale(theme.text_scale(), steps))
    set_text_size(percent)
    return percent


def step_table_zoom(steps: int) -> int:
    """One step larger (+1) or smaller (-1) table; the new zoom in percent."""
    percent = percent_of(theme.step_scale(theme.manager().table_zoom, steps))
    set_table_zoom(percent)
    return percent


def _action(
    window: QMainWindow,
    menu: QMenu,
    name: str,
    text: str,
    keys: list[QKeySequence],
    run: Callable[[], object],
) -> QAction:
    action = QAction(text, window)
    action.setObjectName(name)
    action.setShortcuts(keys)
    action.triggered.connect(lambda _checked=False: run())
    menu.addAction(action)
    window.addAction(action)  # the keys work wherever the focus is in the window
    return action


class _StepChecks(QObject):
    """The steps' check marks, following the theme (a child of the menu: the connection goes
    with it)."""

    def __init__(self, menu: QMenu, current: Callable[[], float], steps: dict[int, QAction]):
        super().__init__(menu)
        self.current = current
        self.steps = steps
        theme.manager().changed.connect(self.follow)
        self.follow()

    def follow(self) -> None:
        """Only the current step checked (none between steps, as for a size saved by hand)."""
        now = percent_of(self.current())
        for percent, action in self.steps.items():
            action.setChecked(percent == now)


def _steps_menu(
    window: QMainWindow,
    menu: QMenu,
    prefix: str,
    current: Callable[[], float],
    choose: Callable[[int], None],
) -> None:
    """The steps as a checked list; the check follows changes made by the keys."""
    steps: dict[int, QAction] = {}
    for scale in theme.SCALE_STEPS:
        percent = percent_of(scale)
        action = QAction(percent_text(percent), window)
        action.setObjectName(f"{prefix}_{percent}")
        action.setCheckable(True)
        action.triggered.connect(partial(lambda percent, _checked=False: choose(percent), percent))
        menu.addAction(action)
        steps[percent] = action
    _StepChecks(menu, current, steps)


def install_size_settings(window: QMainWindow, menu: QMenu) -> None:
    """The Text size and Table zoom submenus, and their keys on the window."""
    menu.addSeparator()
    text = menu.addMenu(tr("Text size"))
    text.setObjectName("text_size_menu")
    _action(
        window,
        text,
        "text_larger",
        tr("Larger text"),
        [QKeySequence("Ctrl+="), QKeySequence("Ctrl++")],
        lambda: step_text_size(+1),
    )
    _action(
        window,
        text,
        "text_smaller",
        tr("Smaller text"),
        [QKeySequence("Ctrl+-")],
        lambda: step_text_size(-1),
    )
    _action(
        window,
        text,
        "text_normal",
        tr("Normal text size"),
        [QKeySequence("Ctrl+0")],
        lambda: set_text_size(NORMAL_PERCENT),
    )
    text.addSeparator()
    _steps_menu(window, text, "text_size", theme.text_scale, set_text_size)

    table = menu.addMenu(tr("Table zoom"))
    table.setObjectName("table_zoom_menu")
    table.setStatusTip(tr("The whole table larger or smaller; it never grows past the window."))
    _action(
        window,
        table,
        "table_larger",
        tr("Larger table"),
        [QKeySequence("Ctrl+Alt+="), QKeySequence("Ctrl+Alt++")],
        lambda: step_table_zoom(+1),
    )
    _action(
        window,
        table,
        "table_smaller",
        tr("Smaller table"),
        [QKeySequence("Ctrl+Alt+-")],
        lambda: step_table_zoom(-1),
    )
    _action(
        window,
        table,
        "table_normal",
        tr("Table at the window's size"),
        [QKeySequence("Ctrl+Alt+0")],
        lambda: set_table_zoom(NORMAL_PERCENT),
    )
    table.addSeparator()
    _steps_menu(window, table, "table_zoom", lambda: theme.manager().table_zoom, set_table_zoom)
