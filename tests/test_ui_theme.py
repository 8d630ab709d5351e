"""One visual language: colours and sizes come from `ui/theme`, never from literals in the
widgets and painters; the palettes are complete and the player colours stay apart."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtGui import QColor

from arknova_desktop.ui import theme
from arknova_desktop.ui.theme import DARK, LIGHT, PLAYER_SHAPES, Palette

UI = Path(theme.__file__).resolve().parent.parent

# A colour written out: "#a1b2c3" in code or a style sheet, QColor(r, g, b), a named Qt colour.
COLOUR_LITERALS = (
    re.compile(r"[\"'][^\"']*#[0-9a-fA-F]{3,8}\b"),
    re.compile(r"QColor\(\s*\d"),
    re.compile(r"Qt\.GlobalColor\.(?!transparent)\w+"),
    re.compile(r"\brgba?\(\s*\d"),
)
# A font size written out: in a style sheet, or a QFont made with a size.
SIZE_LITERALS = (
    re.compile(r"font-size:\s*\d"),
    re.compile(r"QFont\([^()]*,\s*\d"),
    re.compile(r"setPointSize(F)?\(\s*\d"),
    re.compile(r"setPixelSize\(\s*\d"),
)
# A widget size, margin or gap written out in pixels: it would not follow the zoom.
LENGTH_LITERALS = (
    re.compile(r"set(Fixed|Minimum|Maximum)(Width|Height|Size)\(\s*[1-9]"),
    re.compile(r"setContentsMargins\(\s*[1-9]"),
    re.compile(r"setSpacing\(\s*[1-9]"),
    re.compile(r"\bresize\(\s*[1-9]"),
)


def ui_sources() -> list[Path]:
    return sorted(p for p in UI.rglob("*.py") if "theme" not in p.relative_to(UI).parts)


def test_the_scan_sees_the_ui() -> None:
    names = {p.relative_to(UI).as_posix() for p in ui_sources()}
    assert {"pieces.py", "table/tracks_bar.py", "map/map_view.py", "cards/card_painter.py"} <= names


@pytest.mark.parametrize("path", ui_sources(), ids=lambda p: p.relative_to(UI).as_posix())
def test_no_colour_or_font_size_literals_outside_the_theme(path: Path) -> None:
    found = []
    for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        code = text.split("#", 1)[0] if not re.search(r"[\"'].*#", text) else text
        for pattern in COLOUR_LITERALS + SIZE_LITERALS + LENGTH_LITERALS:
            if pattern.search(code):
                found.append(f"{number}: {text.strip()}")
                break
    assert not found, "take these from ui/theme:\n" + "\n".join(found)


def test_the_scan_would_catch_a_length_that_does_not_zoom() -> None:
    assert any(p.search("self.resize(640, 420)") for p in LENGTH_LITERALS)
    assert not any(p.search("self.resize(theme.px(640), theme.px(420))") for p in LENGTH_LITERALS)


def test_the_scan_would_catch_a_literal(tmp_path: Path) -> None:
    lines = [
        'INK = QColor("#2b2a28")',
        "painter.setBrush(QColor(0, 0, 0, 45))",
        'label.setStyleSheet("font-size: 13px")',
        "font = QFont(FAMILY, 9)",
        "painter.setPen(Qt.GlobalColor.white)",
        "self.setMinimumWidth(320)",
        "layout.setContentsMargins(8, 4, 8, 4)",
    ]
    for line in lines:
        assert any(p.search(line) for p in COLOUR_LITERALS + SIZE_LITERALS + LENGTH_LITERALS), line
    for fine in ("layout.setContentsMargins(0, 0, 0, 0)", "self.setMinimumWidth(theme.px(320))"):
        assert not any(p.search(fine) for p in COLOUR_LITERALS + SIZE_LITERALS + LENGTH_LITERALS)


def test_both_palettes_fill_every_role() -> None:
    for palette in (LIGHT, DARK):
        for field in Palette.__attrs_attrs__:  # type: ignore[attr-defined]
            value = getattr(palette, field.name)
            if isinstance(value, QColor):
                assert value.isValid(), (palette.name, field.name)
        assert set(palette.terrain) == set(LIGHT.terrain)
        assert set(palette.building) == set(LIGHT.building)
        assert set(palette.card_type) == set(LIGHT.card_type)
    assert LIGHT.table != DARK.table and LIGHT.text != DARK.text


def _luminance(color: QColor) -> float:
    def channel(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(color.red())
        + 0.7152 * channel(color.green())
        + 0.0722 * channel(color.blue())
    )


def contrast(a: QColor, b: QColor) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.mark.parametrize("palette", [LIGHT, DARK], ids=["light", "dark"])
def test_text_is_readable_on_its_surfaces(palette: Palette) -> None:
    # WCAG AA for body text: 4.5:1; secondary text 3:1.
    assert contrast(palette.text, palette.table) >= 4.5
    assert contrast(palette.text, palette.panel) >= 4.5
    assert contrast(palette.text_soft, palette.panel) >= 3
    assert contrast(palette.ink, palette.paper) >= 4.5
    assert contrast(palette.cover_text, palette.cover) >= 4.5
    assert contrast(palette.accent_text, palette.accent) >= 4.5


@pytest.mark.parametrize("palette", [LIGHT, DARK], ids=["light", "dark"])
def test_player_colours_differ_and_each_seat_has_its_own_shape(palette: Palette) -> None:
    hues = [palette.player(seat).hsvHue() for seat in range(4)]
    for i in range(4):
        for j in range(i + 1, 4):
            gap = abs(hues[i] - hues[j])
            assert min(gap, 360 - gap) >= 25, (i, j, hues)
    assert len(set(PLAYER_SHAPES)) == 4


def test_zoom_follows_the_window_in_steps() -> None:
    assert theme.zoom_for(1280, 800) == 1.0
    assert theme.zoom_for(1300, 820) == 1.0  # a few pixels change nothing
    assert theme.zoom_for(1920, 1080) == 1.25
    assert theme.zoom_for(2560, 1440) == 1.75
    assert theme.zoom_for(1024, 700) == 1.0  # never smaller than designed


def test_a_change_is_signalled_and_every_size_follows_the_zoom(qapp) -> None:  # type: ignore[no-untyped-def]
    manager = theme.manager()
    seen: list[int] = []
    manager.changed.connect(lambda: seen.append(manager.generation))
    before = (theme.px(100), theme.font("body").pointSizeF())
    try:
        manager.set_window_zoom(1.5)
        assert theme.px(100) == 150 and theme.font("body").pointSizeF() == pytest.approx(13.5)
        assert qapp.font().pointSizeF() == pytest.approx(13.5)
        manager.set_variant("dark")
        assert theme.colors() is DARK
        assert qapp.palette().window().color() == DARK.table
        assert len(seen) == 2 and seen[1] > seen[0]
    finally:
        manager.set_window_zoom(1.0)
        manager.set_variant("light")
    assert (theme.px(100), theme.font("body").pointSizeF()) == before
