"""Icons are rendered from their SVG once per size on the device and copied afterwards
(icons.paint_icon): the copy looks like the rendering it stands for, a rotated or recorded
painting still renders the SVG."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPicture

from arknova_desktop.ui import icons

pytestmark = pytest.mark.gui


def blank(side: int, ratio: float = 1.0) -> QImage:
    image = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.transparent)
    return image


def direct(name: str, rect: QRectF, side: int, ratio: float = 1.0) -> QImage:
    image = blank(side, ratio)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    svg = icons.renderer(name)
    assert svg is not None
    svg.render(painter, rect)
    painter.end()
    return image


def through_paint_icon(name: str, rect: QRectF, side: int, ratio: float = 1.0) -> QImage:
    image = blank(side, ratio)
    painter = QPainter(image)
    icons.paint_icon(painter, rect, name)
    painter.end()
    return image


def largest_difference(a: QImage, b: QImage) -> int:
    assert a.size() == b.size()
    worst = 0
    for y in range(a.height()):
        for x in range(a.width()):
            p, q = a.pixelColor(x, y), b.pixelColor(x, y)
            worst = max(
                worst,
                abs(p.red() - q.red()),
                abs(p.green() - q.green()),
                abs(p.blue() - q.blue()),
                abs(p.alpha() - q.alpha()),
            )
    return worst


@pytest.mark.parametrize("ratio", [1.0, 2.0])
@pytest.mark.parametrize("name", ["money", "predator", "reputation"])
def test_the_kept_icon_looks_like_its_rendering(qtbot, name: str, ratio: float) -> None:  # type: ignore[no-untyped-def]
    rect = QRectF(3, 5, 20, 20)
    side = round(30 * ratio)
    assert (
        largest_difference(
            through_paint_icon(name, rect, side, ratio), direct(name, rect, side, ratio)
        )
        <= 2
    )
    assert (name, round(20 * ratio)) in icons._DEVICE_CACHE


def test_an_icon_is_rendered_once_per_device_size(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    renders: list[QRectF] = []
    real = icons._render
    monkeypatch.setattr(icons, "_render", lambda p, svg, r: (renders.append(r), real(p, svg, r)))
    icons._DEVICE_CACHE.pop(("science", 17), None)
    for _ in range(3):
        through_paint_icon("science", QRectF(0, 0, 17, 17), 20)
    assert len(renders) == 1


def test_a_rotated_or_recorded_painting_renders_the_svg(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    renders: list[QRectF] = []
    real = icons._render
    monkeypatch.setattr(icons, "_render", lambda p, svg, r: (renders.append(r), real(p, svg, r)))
    image = blank(40)
    painter = QPainter(image)
    painter.rotate(30)
    icons.paint_icon(painter, QRectF(10, 0, 16, 16), "water")
    painter.end()
    picture = QPicture()
    painter = QPainter(picture)
    icons.paint_icon(painter, QRectF(0, 0, 16, 16), "water")
    painter.end()
    assert len(renders) == 2
    # The recording played back larger is the SVG drawn larger, not a small copy blown up.
    played = blank(64)
    painter = QPainter(played)
    painter.scale(4, 4)
    painter.drawPicture(0, 0, picture)
    painter.end()
    assert largest_difference(played, direct("water", QRectF(0, 0, 64, 64), 64)) <= 24
