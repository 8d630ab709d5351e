"""The table's one visual language: palette, type scale, spacing, line weights, corner radii, and
the zoom every size derives from.

Every widget and painter takes its colours and sizes from here (a test scans `ui/` for colour and
size literals elsewhere). What is here:

- `colors()`: the current `Palette` (light or dark), colours by role (`palette.py`);
- `font(role)`: a font of the type scale (`caption` … `display`), already zoomed;
- `px(n)`: a length in pixels at zoom 1, zoomed and rounded (`size(n)` unrounded, for painters);
- `text_px(n)` / `text_size(n)`: the same for a length that holds words (a line's height, a
  column of labels): it grows with the player's text size too;
- `space(step)`, `line(role)`, `radius(role)`: the spacing scale, line weights, corner radii;
- `manager()`: the one `ThemeManager`, whose `changed` signal fires after the variant or the
  zoom changed; `generation()` grows with each change, so caches of drawn pixmaps can key on it.

The zoom is the window's scale, chosen from its size (see `zoom_for`): at 1280×800 it is 1,
the size the table was designed at. Every step still fits its window (a test checks the
window's minimum size at each step), so a larger screen never makes the table overflow.

Two choices of the player's (Settings, Ctrl+= / Ctrl+-) sit on top, each 75–200 %:
- the table zoom multiplies the window's scale (every length and font), but never past what
  the window can hold (`set_window_zoom`'s `fit`): a zoom beyond it would push the table out of
  the window instead of making it larger;
- the text size multiplies the type scale (`font`, `font_css`, the app's font, `text_px`, and
  `text_scale()` for painters that size their own words): other lengths stay, and layouts that
  take their height from their text reflow. Where the screen is too small for the text asked
  for, the window squeezes the whole table (`set_squeeze`) until it fits, rather than grow
  off the screen.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication

from .palette import DARK, LIGHT, PALETTES, PLAYER_SHAPES, Palette

__all__ = [
    "DARK",
    "FONT_FAMILY",
    "LIGHT",
    "PALETTES",
    "PLAYER_SHAPES",
    "Palette",
    "ThemeManager",
    "apply",
    "clamp_scale",
    "colors",
    "font",
    "generation",
    "line",
    "manager",
    "point_size",
    "px",
    "radius",
    "size",
    "space",
    "step_scale",
    "text_px",
    "text_scale",
    "text_size",
    "zoom",
    "zoom_for",
]

FONT_FAMILY = "DejaVu Sans"

# Point sizes at zoom 1. `body` is Qt's default size on the desktops we ship for.
TYPE_SCALE = {
    "caption": 7.5,  # tags and footnotes on cards
    "small": 8.0,  # secondary lines, reasons
    "body": 9.0,  # everything else
    "label": 10.0,  # names on boards, chips
    "title": 11.5,  # a panel's or an action card's title
    "heading": 14.0,  # a dialog's heading
    "display": 20.0,  # the cover's name
}
SPACING = 4  # px at zoom 1: one step of the spacing scale
LINE = {"hair": 1.0, "thin": 1.5, "strong": 2.5, "focus": 3.0}
RADIUS = {"small": 3.0, "card": 6.0, "panel": 8.0, "pill": 999.0}

# The window's scale by its size: designed at 1280×800; a larger screen gets larger everything
# (panels grow instead of leaving empty space), in steps so a resize by a few pixels changes
# nothing.
ZOOM_STEPS = (1.0, 1.125, 1.25, 1.5, 1.75, 2.0)

# The player's text size and table zoom: the steps Ctrl+= / Ctrl+- go through, and their bounds.
SCALE_STEPS = (0.75, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0)
SCALE_MIN = SCALE_STEPS[0]
SCALE_MAX = SCALE_STEPS[-1]
SQUEEZE_MIN = 0.6  # the least a window squeezes its table for large text
SQUEEZE_STEP = 0.05
# The table zoom's cap is the window's own room, in eighths (so a resize by a few pixels
# changes nothing).
FIT_STEP = 0.125


def clamp_scale(value: float) -> float:
    """A text size or table zoom held to 75–200 %."""
    return min(SCALE_MAX, max(SCALE_MIN, value))


def step_scale(value: float, steps: int) -> float:
    """The step `steps` away from `value` (+1 larger, -1 smaller), held to 75–200 %."""
    if steps > 0:
        larger = [s for s in SCALE_STEPS if s > value + 1e-9]
        return larger[min(steps, len(larger)) - 1] if larger else SCALE_MAX
    if steps < 0:
        smaller = [s for s in SCALE_STEPS if s < value - 1e-9]
        return smaller[max(steps, -len(smaller))] if smaller else SCALE_MIN
    return clamp_scale(value)


def fit_for(width: int, height: int) -> float:
    """How many times 1280×800 a window of this size holds."""
    return min(width / 1280, height / 800)


def zoom_for(width: int, height: int) -> float:
    """The window's scale at this size: the largest step that still fits 1280×800 scaled."""
    fit = fit_for(width, height)
    best = ZOOM_STEPS[0]
    for step in ZOOM_STEPS:
        if step <= fit + 1e-9:
            best = step
    return best


class ThemeManager(QObject):
    """The variant, the zoom and the text size; `changed` after any of them changes."""

    changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self._palette: Palette = LIGHT
        self._window_zoom = 1.0
        self._fit = float("inf")  # no window has said how much room it has
        self._table_zoom = 1.0
        self._text_scale = 1.0
        self._squeeze = 1.0  # < 1 while large text would not fit the screen otherwise
        self._zoom = 1.0
        self._generation = 0

    @property
    def palette(self) -> Palette:
        return self._palette

    @property
    def zoom(self) -> float:
        """The scale of every length: the window's, times the table zoom, within the window."""
        return self._zoom

    @property
    def window_zoom(self) -> float:
        return self._window_zoom

    @property
    def table_zoom(self) -> float:
        return self._table_zoom

    @property
    def text_scale(self) -> float:
        return self._text_scale

    @property
    def generation(self) -> int:
        return self._generation

    def set_variant(self, name: str) -> None:
        palette = PALETTES.get(name, LIGHT)
        if palette is not self._palette:
            self._palette = palette
            self._changed()

    def set_window_zoom(self, zoom: float, fit: float | None = None) -> None:
        """The window's scale, and (`fit`) how many times 1280×800 it holds: the table zoom
        goes no further than that."""
        self._window_zoom = zoom
        self._fit = float("inf") if fit is None else fit
        self._update_zoom()

    def set_table_zoom(self, zoom: float) -> None:
        self._table_zoom = clamp_scale(zoom)
        self._update_zoom()

    def set_text_scale(self, scale: float) -> None:
        scale = clamp_scale(scale)
        if scale != self._text_scale:
            self._text_scale = scale
            self._changed()

    @property
    def squeeze(self) -> float:
        return self._squeeze

    def set_squeeze(self, squeeze: float) -> None:
        """Every length (and font) this much smaller: what a window does when large text would
        make it taller than its screen (`MainWindow.fit_words`); 1 is none."""
        self._squeeze = min(1.0, max(SQUEEZE_MIN, squeeze))
        self._update_zoom()

    def _update_zoom(self) -> None:
        wanted = self._window_zoom * self._table_zoom
        if self._table_zoom > 1.0:
            room = max(self._window_zoom, math.floor(self._fit / FIT_STEP + 1e-9) * FIT_STEP)
            wanted = min(wanted, room)
        wanted *= self._squeeze
        if wanted != self._zoom:
            self._zoom = wanted
            self._changed()

    def _changed(self) -> None:
        self._generation += 1
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply(app)
        self.changed.emit()


_manager: ThemeManager | None = None


def manager() -> ThemeManager:
    global _manager
    if _manager is None:
        _manager = ThemeManager()
    return _manager


def colors() -> Palette:
    return manager().palette


def zoom() -> float:
    return manager().zoom


def text_scale() -> float:
    """The player's text size (1 is 100 %): painters multiply their own word sizes by it."""
    return manager().text_scale


def generation() -> int:
    return manager().generation


def size(value: float) -> float:
    """A length at zoom 1, zoomed (for painters)."""
    return value * manager().zoom


def px(value: float) -> int:
    """A length at zoom 1, zoomed and rounded to whole pixels (for widgets and layouts)."""
    return max(0, round(value * manager().zoom)) if value >= 0 else round(value * manager().zoom)


def text_size(value: float) -> float:
    """A length at zoom 1 that holds words (a line's height, a label's column): zoomed and
    grown with the text size (for painters)."""
    return value * manager().zoom * manager().text_scale


def text_px(value: float) -> int:
    """`text_size`, rounded to whole pixels (for widgets and layouts)."""
    return max(0, round(text_size(value)))


def space(steps: float = 1) -> int:
    """The spacing scale: `space(1)` is the smallest gap, `space(2)` twice it, …"""
    return px(SPACING * steps)


def line(role: str = "hair") -> float:
    return LINE[role] * max(1.0, manager().zoom)


def radius(role: str = "card") -> float:
    return size(RADIUS[role])


def point_size(role: str = "body") -> float:
    """The point size of a role of the type scale: zoomed, at the player's text size."""
    return TYPE_SCALE[role] * manager().zoom * manager().text_scale


def font(role: str = "body", *, bold: bool = False, italic: bool = False) -> QFont:
    """A font of the type scale, zoomed."""
    made = QFont(FONT_FAMILY)
    made.setPointSizeF(point_size(role))
    if bold:
        made.setBold(True)
    if italic:
        made.setItalic(True)
    return made


def font_css(role: str = "body", *, bold: bool = False) -> str:
    """The same font for a style sheet."""
    weight = " font-weight: bold;" if bold else ""
    return f"font-size: {point_size(role):.1f}pt;{weight}"


def qt_palette(palette: Palette) -> QPalette:
    """The standard widgets' colours (buttons, lists, tabs) for the variant."""
    qp = QPalette()
    role = QPalette.ColorRole
    qp.setColor(role.Window, palette.table)
    qp.setColor(role.WindowText, palette.text)
    qp.setColor(role.Base, palette.panel)
    qp.setColor(role.AlternateBase, palette.panel_alt)
    qp.setColor(role.Text, palette.text)
    qp.setColor(role.PlaceholderText, palette.text_soft)
    qp.setColor(role.Button, palette.panel)
    qp.setColor(role.ButtonText, palette.text)
    qp.setColor(role.BrightText, palette.illegal)
    qp.setColor(role.ToolTipBase, palette.paper)
    qp.setColor(role.ToolTipText, palette.ink)
    qp.setColor(role.Highlight, palette.focus)
    qp.setColor(role.HighlightedText, palette.text_on_accent)
    qp.setColor(role.Link, palette.focus)
    qp.setColor(role.Mid, palette.panel_line)
    qp.setColor(role.Dark, palette.panel_line.darker(130))
    qp.setColor(role.Light, palette.panel.lighter(110))
    disabled = QPalette.ColorGroup.Disabled
    for dim in (role.WindowText, role.Text, role.ButtonText):
        qp.setColor(disabled, dim, palette.text_soft)
    qp.setColor(disabled, role.Button, palette.panel_alt)
    return qp


def apply(app: QApplication) -> None:
    """Put the current variant and zoom on the application: its palette and default font."""
    app.setPalette(qt_palette(colors()))
    made = app.font()  # the family was set once at start-up (the shipped font, when loaded)
    made.setPointSizeF(point_size("body"))
    app.setFont(made)


def blend(a: QColor, b: QColor, t: float) -> QColor:
    """The colour `t` of the way from `a` to `b` (for glows and count-ups)."""
    t = min(1.0, max(0.0, t))
    return QColor(
        round(a.red() + (b.red() - a.red()) * t),
        round(a.green() + (b.green() - a.green()) * t),
        round(a.blue() + (b.blue() - a.blue()) * t),
        round(a.alpha() + (b.alpha() - a.alpha()) * t),
    )
