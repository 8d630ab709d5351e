"""The app's own flat SVG icons (``resources/icons/<name>.svg``), loaded once and cached.

``icon(name)`` gives a QIcon, ``pixmap(name, size)`` a square QPixmap and ``paint_icon`` draws
an icon straight into a painter (crisp at any size, used by the card painter). A name without an
SVG file never crashes: it is drawn as a coloured circle with the name's first letter, and a
warning is logged once per name.
"""

from __future__ import annotations

import logging
import zlib
from functools import cache

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QImage, QPainter, QPen, QPicture, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ..resources import data_path
from . import theme

log = logging.getLogger(__name__)

ICON_DIR = "resources/icons"

CONTINENT_ICONS = ("africa", "americas", "asia", "australia", "europe")
CATEGORY_ICONS = ("bird", "herbivore", "predator", "primate", "reptile", "bear", "petting_zoo")
RESOURCE_ICONS = (
    "science",
    "rock",
    "water",
    "money",
    "appeal",
    "conservation",
    "reputation",
    "x_token",
)
BUILDING_ICONS = (
    "enclosure",
    "kiosk",
    "pavilion",
    "reptile_house",
    "large_bird_aviary",
    "unique_building",
)
OTHER_ICONS = (
    "partner_zoo",
    "card",
    "sponsor",
    "project",
    "final_scoring",
    "categories",
    "continents",
    "empty_space",
    "worker",
)
ICON_NAMES: tuple[str, ...] = (
    CONTINENT_ICONS + CATEGORY_ICONS + RESOURCE_ICONS + BUILDING_ICONS + OTHER_ICONS
)

_PIXMAP_CACHE: dict[tuple[str, int, int, float], QPixmap] = {}
_ICON_CACHE: dict[str, QIcon] = {}
_SILHOUETTE_CACHE: dict[tuple[str, int, int], QImage] = {}
_WARNED: set[str] = set()


@cache
def renderer(name: str) -> QSvgRenderer | None:
    """The SVG renderer of an icon, or None (with a logged warning) when it is missing/broken."""
    try:
        path = data_path(f"{ICON_DIR}/{name}.svg")
    except FileNotFoundError:
        _warn(name, "no such icon file")
        return None
    svg = QSvgRenderer(str(path))
    if not svg.isValid():
        _warn(name, f"cannot read {path}")
        return None
    return svg


def has_icon(name: str) -> bool:
    return renderer(name) is not None


def _warn(name: str, why: str) -> None:
    if name not in _WARNED:
        _WARNED.add(name)
        log.warning("icon %r: %s; drawing a placeholder", name, why)


def fallback_colour(name: str) -> QColor:
    """A stable colour for a name (continents keep their theme colour)."""
    continents = theme.colors().continent
    if name in continents:
        return QColor(continents[name])
    return QColor.fromHsv(zlib.crc32(name.encode()) % 360, 150, 175)


def _paint_fallback(painter: QPainter, rect: QRectF, name: str) -> None:
    side = min(rect.width(), rect.height())
    disc = QRectF(0, 0, side * 0.92, side * 0.92)
    disc.moveCenter(rect.center())
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    colour = fallback_colour(name)
    painter.setPen(QPen(colour.darker(160), max(1.0, side / 20)))
    painter.setBrush(colour)
    painter.drawEllipse(disc)
    font = QFont(theme.FONT_FAMILY)
    font.setBold(True)
    font.setPixelSize(max(4, round(side * 0.55)))
    painter.setFont(font)
    painter.setPen(theme.colors().text_on_accent)
    painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, (name[:1] or "?").upper())
    painter.restore()


def paint_icon(painter: QPainter, rect: QRectF, name: str) -> None:
    """Draw the icon `name` into `rect` (aspect ratio kept, centred)."""
    side = min(rect.width(), rect.height())
    if side <= 0:
        return
    square = QRectF(0, 0, side, side)
    square.moveCenter(QPointF(rect.center()))
    svg = renderer(name)
    if svg is None:
        _paint_fallback(painter, square, name)
        return
    scale = _plain_scale(painter)
    if scale is not None and 1 <= round(side * scale) <= MAX_CACHED_SIDE:
        # The icon at its size in device pixels, rendered once and copied pixel for pixel (an
        # SVG render costs about 0.1 ms; the boards, tracks and cards paint thousands a game).
        pixels = round(side * scale)
        kept = _device_pixmap(svg, name, pixels)
        target = QRectF(0, 0, pixels / scale, pixels / scale)
        target.moveCenter(square.center())
        painter.drawPixmap(target, kept, QRectF(kept.rect()))
        return
    _render(painter, svg, square)


def _render(painter: QPainter, svg: QSvgRenderer, square: QRectF) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    svg.render(painter, square)
    painter.restore()


MAX_CACHED_SIDE = 256  # device pixels: larger icons are rare and rendered each time


_DEVICE_CACHE: dict[tuple[str, int], QPixmap] = {}


def _plain_scale(painter: QPainter) -> float | None:
    """The device pixels per unit when a kept picture of an icon can stand in for rendering it:
    the painter only scales (the same both ways) and moves, and paints pixels (not into a
    recording); else None."""
    if isinstance(painter.device(), QPicture):
        return None
    transform = painter.deviceTransform()
    scale = transform.m11()
    if transform.m12() or transform.m21() or scale <= 0 or abs(transform.m22() - scale) > 1e-6:
        return None
    return scale


def _device_pixmap(svg: QSvgRenderer, name: str, pixels: int) -> QPixmap:
    key = (name, pixels)
    kept = _DEVICE_CACHE.get(key)
    if kept is None:
        if len(_DEVICE_CACHE) > 2000:  # zooms come and go: never grow without end
            _DEVICE_CACHE.clear()
        kept = QPixmap(pixels, pixels)
        kept.fill(Qt.GlobalColor.transparent)
        painter = QPainter(kept)
        _render(painter, svg, QRectF(0, 0, pixels, pixels))
        painter.end()
        _DEVICE_CACHE[key] = kept
    return kept


def silhouette(name: str, side: int, colour: QColor) -> QImage:
    """The icon's emblem (its picture without the disc or tile behind it) in one colour."""
    key = (name, side, colour.rgba())
    cached = _SILHOUETTE_CACHE.get(key)
    if cached is not None:
        return cached
    image = QImage(max(1, side), max(1, side), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    svg = renderer(name)
    full = QRectF(0, 0, side, side)
    if svg is not None and svg.elementExists("emblem"):
        view = svg.viewBoxF()
        bounds = svg.boundsOnElement("emblem")
        scale_x = side / view.width() if view.width() else 1.0
        scale_y = side / view.height() if view.height() else 1.0
        target = QRectF(
            (bounds.x() - view.x()) * scale_x,
            (bounds.y() - view.y()) * scale_y,
            bounds.width() * scale_x,
            bounds.height() * scale_y,
        )
        svg.render(painter, "emblem", target)
    else:
        paint_icon(painter, full, name)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    painter.fillRect(full, colour)
    painter.end()
    if len(_SILHOUETTE_CACHE) > 200:
        _SILHOUETTE_CACHE.clear()
    _SILHOUETTE_CACHE[key] = image
    return image


def paint_silhouette(painter: QPainter, rect: QRectF, name: str, colour: QColor) -> None:
    """Draw the one-colour emblem of `name` into `rect` (square, centred)."""
    side = min(rect.width(), rect.height())
    if side < 1:
        return
    ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
    pixels = max(1, round(side * ratio))
    square = QRectF(0, 0, side, side)
    square.moveCenter(QPointF(rect.center()))
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawImage(square, silhouette(name, pixels, colour))
    painter.restore()


def pixmap(name: str, size: int | QSize = 24, device_pixel_ratio: float = 1.0) -> QPixmap:
    """A transparent pixmap of the icon (cached per name, size and pixel ratio)."""
    if isinstance(size, QSize):
        width, height = size.width(), size.height()
    else:
        width = height = int(size)
    width, height = max(1, width), max(1, height)
    key = (name, width, height, device_pixel_ratio)
    cached = _PIXMAP_CACHE.get(key)
    if cached is not None:
        return cached
    pix = QPixmap(round(width * device_pixel_ratio), round(height * device_pixel_ratio))
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    paint_icon(painter, QRectF(0, 0, pix.width(), pix.height()), name)
    painter.end()
    pix.setDevicePixelRatio(device_pixel_ratio)
    _PIXMAP_CACHE[key] = pix
    return pix


def icon(name: str) -> QIcon:
    """A QIcon with crisp pixmaps from 16 to 64 px (cached)."""
    cached = _ICON_CACHE.get(name)
    if cached is None:
        cached = QIcon()
        for side in (16, 20, 24, 32, 48, 64):
            cached.addPixmap(pixmap(name, side))
        _ICON_CACHE[name] = cached
    return cached
