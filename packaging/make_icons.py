"""Regenerate the app icon files from ``packaging/icons/arknova.svg`` (drawn with Qt):
``arknova.png`` (256 px, Linux), ``arknova.ico`` (16–256 px, Windows), ``arknova.icns`` (macOS).

    python packaging/make_icons.py
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

HERE = Path(__file__).resolve().parent / "icons"
SOURCE = HERE / "arknova.svg"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS entries that hold PNG data: (type, pixel size).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
)


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ico(images: list[QImage]) -> bytes:
    """A Windows .ico whose entries are PNG images (allowed since Windows Vista)."""
    pngs = [png_bytes(image) for image in images]
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = 6 + 16 * len(pngs)
    entries = b""
    for image, png in zip(images, pngs, strict=True):
        side = image.width() % 256  # 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        offset += len(png)
    return header + entries + b"".join(pngs)


def icns(renderer: QSvgRenderer) -> bytes:
    chunks = b""
    for kind, size in ICNS_TYPES:
        png = png_bytes(render(renderer, size))
        chunks += kind + struct.pack(">I", 8 + len(png)) + png
    return b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        print(f"cannot read {SOURCE}", file=sys.stderr)
        return 1
    (HERE / "arknova.png").write_bytes(png_bytes(render(renderer, 256)))
    (HERE / "arknova.ico").write_bytes(ico([render(renderer, s) for s in ICO_SIZES]))
    (HERE / "arknova.icns").write_bytes(icns(renderer))
    for name in ("arknova.png", "arknova.ico", "arknova.icns"):
        print(f"wrote {HERE / name} ({(HERE / name).stat().st_size} bytes)")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
