#!/usr/bin/env python3
"""Draw the canonical building shapes into ``docs/buildings.svg``.

Usage::

    python tools/draw_buildings.py [--output FILE] [--check]

Each base building type of ``arknova_desktop.engine.buildings`` is drawn on a small square grid
with its name, size and number of orientations; a last row shows every orientation of one shape
to illustrate the rotation/reflection rule. The SVG is written by hand (no extra dependencies) and
is deterministic. ``--check`` only compares with the existing file and exits with 1 when it
differs.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from arknova_desktop.engine.base.geometry import Shape, size_of  # noqa: E402
from arknova_desktop.engine.board.buildings import (  # noqa: E402
    BASE_BUILDINGS,
    KIOSK,
    PAVILION,
    SPECIAL_ENCLOSURE,
    STANDARD_ENCLOSURE,
    UNIQUE,
    BuildingType,
)

CELL = 26  # pixels per grid square
GRID = 5  # background grid of GRID × GRID squares per panel
PANEL_W = 190
PANEL_H = 235
COLUMNS = 5
MARGIN = 20
TITLE_H = 40
SMALL_CELL = 14  # the orientation row
ORIENTATION_EXAMPLE = "enclosure_5"

FILL = {
    STANDARD_ENCLOSURE: "#8cc084",
    SPECIAL_ENCLOSURE: "#e9a65b",
    KIOSK: "#6fa8dc",
    PAVILION: "#b48ad6",
    UNIQUE: "#d9d26a",
}
LINE = "#33312e"
GRID_LINE = "#d8d4cc"
FONT = "font-family='DejaVu Sans, Arial, Helvetica, sans-serif'"


def _shape_cells(shape: Shape, left: float, top: float, cell: int, fill: str) -> list[str]:
    return [
        f"<rect x='{left + c.col * cell:g}' y='{top + c.row * cell:g}' width='{cell}' "
        f"height='{cell}' fill='{fill}' stroke='{LINE}' stroke-width='2'/>"
        for c in sorted(shape)
    ]


def _panel(building: BuildingType, left: int, top: int) -> list[str]:
    grid_px = GRID * CELL
    grid_left = left + (PANEL_W - grid_px) // 2
    grid_top = top + 10
    parts = [
        f"<rect x='{left}' y='{top}' width='{PANEL_W - 10}' height='{PANEL_H - 10}' rx='8' "
        f"fill='#fbfaf7' stroke='{GRID_LINE}'/>"
    ]
    for i in range(GRID + 1):
        x = grid_left + i * CELL
        y = grid_top + i * CELL
        parts.append(
            f"<line x1='{x}' y1='{grid_top}' x2='{x}' y2='{grid_top + grid_px}' "
            f"stroke='{GRID_LINE}'/>"
        )
        parts.append(
            f"<line x1='{grid_left}' y1='{y}' x2='{grid_left + grid_px}' y2='{y}' "
            f"stroke='{GRID_LINE}'/>"
        )
    width, height = size_of(building.shape)
    shape_left = grid_left + ((GRID - width) // 2) * CELL
    shape_top = grid_top + ((GRID - height) // 2) * CELL
    parts += _shape_cells(building.shape, shape_left, shape_top, CELL, FILL[building.kind])
    centre = left + (PANEL_W - 10) // 2
    label_top = grid_top + grid_px + 24
    orientations = len(building.orientations)
    extras = []
    if building.needs_build_ii:
        extras.append("Build II")
    if building.unique_per_zoo:
        extras.append("1 per zoo")
    lines = [
        (f"<tspan font-weight='bold'>{escape(building.name)}</tspan>", 14),
        (
            f"size {building.size} · {orientations} orientation{'s' * (orientations != 1)}",
            12,
        ),
        (escape(building.kind.replace("_", " ")), 11),
        (escape(" · ".join(extras)), 11),
    ]
    for index, (text, size) in enumerate(lines):
        if not text:
            continue
        parts.append(
            f"<text x='{centre}' y='{label_top + index * 18}' text-anchor='middle' "
            f"font-size='{size}' {FONT} fill='{LINE}'>{text}</text>"
        )
    return parts


def _orientation_row(building: BuildingType, top: int, width: int) -> list[str]:
    parts = [
        f"<text x='{MARGIN}' y='{top + 16}' font-size='14' {FONT} fill='{LINE}'>"
        f"<tspan font-weight='bold'>Any rotation or reflection:</tspan> the "
        f"{len(building.orientations)} orientations of {escape(building.name)}</text>"
    ]
    slot = 4 * SMALL_CELL + 22
    left = MARGIN
    for shape in building.orientations:
        w, h = size_of(shape)
        parts += _shape_cells(
            shape,
            left + (slot - w * SMALL_CELL) / 2,
            top + 30 + (4 * SMALL_CELL - h * SMALL_CELL) / 2,
            SMALL_CELL,
            FILL[building.kind],
        )
        left += slot
    assert left <= width
    return parts


def render() -> str:
    rows = -(-len(BASE_BUILDINGS) // COLUMNS)
    width = 2 * MARGIN + COLUMNS * PANEL_W - 10
    orientation_h = 4 * SMALL_CELL + 50
    height = TITLE_H + rows * PANEL_H + orientation_h + MARGIN
    parts = [
        "<?xml version='1.0' encoding='UTF-8'?>",
        f"<svg xmlns='http://www.w3.org/2000/svg' width='{width}' height='{height}' "
        f"viewBox='0 0 {width} {height}'>",
        f"<rect width='{width}' height='{height}' fill='white'/>",
        f"<text x='{MARGIN}' y='28' font-size='18' font-weight='bold' {FONT} fill='{LINE}'>"
        "Ark Nova Desktop — building shapes (square grid)</text>",
    ]
    for index, building in enumerate(BASE_BUILDINGS):
        row, col = divmod(index, COLUMNS)
        parts += _panel(building, MARGIN + col * PANEL_W, TITLE_H + row * PANEL_H)
    example = next(b for b in BASE_BUILDINGS if b.id == ORIENTATION_EXAMPLE)
    parts += _orientation_row(example, TITLE_H + rows * PANEL_H, width)
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--output", type=Path, default=ROOT / "docs" / "buildings.svg")
    parser.add_argument("--check", action="store_true", help="only compare with the existing file")
    args = parser.parse_args(argv)
    svg = render()
    if args.check:
        current = args.output.read_text(encoding="utf-8") if args.output.exists() else None
        if current != svg:
            print(f"{args.output} is out of date; run tools/draw_buildings.py", file=sys.stderr)
            return 1
        return 0
    args.output.write_text(svg, encoding="utf-8")
    print(f"wrote {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
