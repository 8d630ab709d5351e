"""The table's one visual language: palette, type scale, spacing, line weights, corner radii, and
the zoom every size derives from.

Every widget and painter takes its colours and sizes from here (a test scans `ui/` for colour and
size literals elsewhere). What is here:

- `colors()`: the current `Palette` (light or dark), colours by role (`palette.py`);
- `font(role)`: a font of the type scale (`caption` … `display`), already zoomed;
- `px(n)`: a length in pixels at zoom 1, zoomed and rounded (`size(n)` unrounded, for painters);
- `space(step)`, `line(role)`, `radius(role)`: the spacing scale, line weights, corner radii;
- `manager()`: the one `ThemeManager`, whose `changed` signal fires after the variant or the
  zoom changed; `generation()` grows with each change, so caches of drawn pixmaps can key on it.

The zoom is the window's scale, chosen from its size (see `zoom_for`): at 1280×800 it is 1,
the size the table was designed at. Every step still fits its window (a test checks the
window's minimum size at each step), so a larger screen never makes the table overflow.
"""

from __future__ import annotations

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
    "colors",
    "font",
    "generation",
    "line",
    "manager",
    "px",
    "radius",
    "size",
    "space",
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


def zoom_for(width: int, height: int) -> float:
    """The window's scale at this size: the largest step that still fits 1280×800 scaled."""
    fit = min(width / 1280, height / 800)
    best = ZOOM_STEPS[0]
    for step in ZOOM_STEPS:
        if step <= fit + 1e-9:
            best = step
    return best


class ThemeManager(QObject):
    """The variant and the zoom; `changed` after either changes."""

    changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self._palette: Palette = LIGHT
        self._window_zoom = 1.0
        self._generation = 0

    @property
    def palette(self) -> Palette:
        return self._palette

    @property
    def zoom(self) -> float:
        return self._window_zoom

    @property
    def generation(self) -> int:
        return self._generation

    def set_variant(self, name: str) -> None:
        palette = PALETTES.get(name, LIGHT)
        if palette is not self._palette:
            self._palette = palette
            self._changed()

    def set_window_zoom(self, zoom: float) -> None:
        if zoom != self._window_zoom:
            self._window_zoom = zoom
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


def generation() -> int:
    return manager().generation


def size(value: float) -> float:
    """A length at zoom 1, zoomed (for painters)."""
    return value * manager().zoom


def px(value: float) -> int:
    """A length at zoom 1, zoomed and rounded to whole pixels (for widgets and layouts)."""
    return max(0, round(value * manager().zoom)) if value >= 0 else round(value * manager().zoom)


def space(steps: float = 1) -> int:
    """The spacing scale: `space(1)` is the smallest gap, `space(2)` twice it, …"""
    return px(SPACING * steps)


def line(role: str = "hair") -> float:
    return LINE[role] * max(1.0, manager().zoom)


def radius(role: str = "card") -> float:
    return size(RADIUS[role])


def font(role: str = "body", *, bold: bool = False, italic: bool = False) -> QFont:
    """A font of the type scale, zoomed."""
    made = QFont(FONT_FAMILY)
    made.setPointSizeF(TYPE_SCALE[role] * manager().zoom)
    if bold:
        made.setBold(True)
    if italic:
        made.setItalic(True)
    return made


def font_css(role: str = "body", *, bold: bool = False) -> str:
    """The same font for a style sheet."""
    weight = " font-weight: bold;" if bold else ""
    return f"font-size: {TYPE_SCALE[role] * manager().zoom:.1f}pt;{weight}"


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
    made.setPointSizeF(TYPE_SCALE["body"] * manager().zoom)
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
