"""Colours and fonts: one place, so every widget looks like the same game."""

from __future__ import annotations

from PySide6.QtGui import QColor

FONT_FAMILY = "DejaVu Sans"

INK = QColor("#2b2a28")
INK_SOFT = QColor("#6f6a60")
GRID_LINE = QColor("#b9b29f")
BONUS_INK = QColor("#7a3d00")
FEATURE_INK = QColor("#1b3f73")
LEGAL = QColor("#2e9e44")
ILLEGAL = QColor("#c8372d")
OCCUPIED = QColor("#d9a441")

TERRAIN = {
    "build": QColor("#e9e2c9"),
    "build2": QColor("#ddd3ae"),
    "rock": QColor("#8e8a84"),
    "water": QColor("#7fb6d9"),
}
BUILDING = {
    "standard_enclosure": QColor("#f3d98b"),
    "special_enclosure": QColor("#b9d98f"),
    "kiosk": QColor("#8fb8e8"),
    "pavilion": QColor("#d7a8e0"),
    "unique": QColor("#e8a98f"),
}
CONTINENT = {
    "africa": QColor("#d08b2c"),
    "americas": QColor("#b0413e"),
    "asia": QColor("#3f8f5a"),
    "australia": QColor("#8a5cb5"),
    "europe": QColor("#3a6fb0"),
}
CARD_TYPE = {
    "animal": QColor("#f4e7c3"),
    "sponsor": QColor("#dcd2ee"),
    "project": QColor("#cfe5d0"),
    "final_scoring": QColor("#e7d9c7"),
}

# One colour and one marker shape per seat (seat % 4): the shape tells the players apart for
# those who cannot tell the colours apart. Shapes are drawn by tracks_bar.draw_marker.
PLAYER_COLORS = (QColor("#d1495b"), QColor("#2e86ab"), QColor("#f0a202"), QColor("#3c9d5d"))
PLAYER_SHAPES = ("circle", "square", "triangle", "diamond")
TRACK_PANEL = QColor("#f7f3e7")
TRACK_FILL = QColor("#efe9d6")
