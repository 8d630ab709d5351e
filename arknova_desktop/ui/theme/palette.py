"""The two palettes, light and dark: every colour the table uses, named by its role.

The table has two kinds of surface. The *chrome* (window, panels, their text) follows the
variant. The *paper* (card faces, the zoo map, the association board, the pieces) is printed
matter on the table: it keeps its colours in both variants, only dimmed a little in the dark, so
a card, a building or a marker looks the same wherever it appears.

Player colours are the Okabe–Ito set (distinct under the common colour-vision deficiencies), and
each seat also has its own shape (`PLAYER_SHAPES`), so no player is told apart by colour alone.
"""

from __future__ import annotations

from collections.abc import Mapping

from attrs import frozen
from PySide6.QtGui import QColor

PLAYER_SHAPES = ("circle", "square", "triangle", "diamond")


def _colors(table: Mapping[str, str]) -> dict[str, QColor]:
    return {key: QColor(value) for key, value in table.items()}


@frozen(eq=False)
class Palette:
    """The colours of one variant. QColor is mutable: callers copy (`QColor(c)`) before
    changing one."""

    name: str
    dark: bool
    # Chrome: the window and its panels.
    table: QColor  # the window's background, the tabletop
    panel: QColor  # a raised panel on the table
    panel_alt: QColor  # a sunken well (the card rows)
    panel_line: QColor
    text: QColor
    text_soft: QColor
    text_on_accent: QColor  # text on a filled pill or a dark badge
    accent: QColor  # the one call to action (End turn, I am here)
    accent_text: QColor
    focus: QColor  # keyboard focus and hover outlines
    glow: QColor  # a card or space that is one of the choices now
    selected: QColor
    legal: QColor
    illegal: QColor
    occupied: QColor
    warning_fill: QColor
    warning_line: QColor
    new_mark: QColor  # another player's new building or animal
    shadow: QColor  # under pieces and cards
    veil: QColor  # over what cannot be used now
    # The hot-seat cover: opaque, nothing of the table may show through.
    cover: QColor
    cover_text: QColor
    cover_text_soft: QColor
    # Paper: card faces, the map, the board, pieces.
    paper: QColor
    paper_line: QColor
    ink: QColor
    ink_soft: QColor
    bonus_ink: QColor
    feature_ink: QColor
    grid_line: QColor
    track_panel: QColor
    track_fill: QColor
    gold: QColor
    gold_ink: QColor
    needs_fill: QColor
    needs_line: QColor
    size_fill: QColor
    size_line: QColor
    card_back: QColor
    card_back_line: QColor
    terrain: Mapping[str, QColor]
    terrain_line: Mapping[str, QColor]
    building: Mapping[str, QColor]
    continent: Mapping[str, QColor]
    card_type: Mapping[str, QColor]
    card_type_ink: Mapping[str, QColor]
    track_ink: Mapping[str, QColor]  # appeal, conservation, reputation
    players: tuple[QColor, QColor, QColor, QColor]

    def player(self, seat: int) -> QColor:
        """The seat's colour (a copy); a negative seat (nobody's) is the ink."""
        if seat < 0:
            return QColor(self.ink)
        return QColor(self.players[seat % len(self.players)])

    def player_text(self, seat: int) -> QColor:
        """The seat's colour as text on a panel: darkened on light chrome, lightened on dark, so
        the orange and yellow seats stay readable."""
        color = self.player(seat)
        return color.lighter(135) if self.dark else color.darker(140)

    def css(self, role: str) -> str:
        """A chrome colour by role, for a style sheet: `palette.css("text")`."""
        color = getattr(self, role)
        assert isinstance(color, QColor), role
        if color.alpha() < 255:  # a style sheet reads #AARRGGBB as rgba
            return f"rgba({color.red()}, {color.green()}, {color.blue()}, {color.alpha()})"
        return str(color.name())


_PAPER = {
    "paper": "#fbf8f0",
    "paper_line": "#8a857a",
    "ink": "#2b2a28",
    "ink_soft": "#6f6a60",
    "bonus_ink": "#7a3d00",
    "feature_ink": "#1b3f73",
    "grid_line": "#b9b29f",
    "track_panel": "#f7f3e7",
    "track_fill": "#efe9d6",
    "gold": "#f2c230",
    "gold_ink": "#6b4e00",
    "needs_fill": "#f7ddd6",
    "needs_line": "#b0564a",
    "size_fill": "#efe6c8",
    "size_line": "#6b4420",
    "card_back": "#1f4d3a",
    "card_back_line": "#d9c27a",
}
_TERRAIN = {"build": "#e9e2c9", "build2": "#ddd3ae", "rock": "#8e8a84", "water": "#7fb6d9"}
_TERRAIN_LINE = {"build": "#b9b29f", "build2": "#b9b29f", "rock": "#5e5a55", "water": "#3f7fa8"}
_BUILDING = {
    "standard_enclosure": "#f3d98b",
    "special_enclosure": "#b9d98f",
    "kiosk": "#8fb8e8",
    "pavilion": "#d7a8e0",
    "unique": "#e8a98f",
}
_CONTINENT = {
    "africa": "#d08b2c",
    "americas": "#b0413e",
    "asia": "#3f8f5a",
    "australia": "#8a5cb5",
    "europe": "#3a6fb0",
}
_CARD_TYPE = {
    "animal": "#f4e7c3",
    "sponsor": "#dcd2ee",
    "project": "#cfe5d0",
    "final_scoring": "#e7d9c7",
}
_CARD_TYPE_INK = {
    "animal": "#7a5a1e",
    "sponsor": "#5b4a86",
    "project": "#2e6b3a",
    "final_scoring": "#7a4e2a",
}
_TRACK_INK = {"appeal": "#1b4a80", "conservation": "#1a5424", "reputation": "#6e1f56"}
# Okabe–Ito: vermillion, blue, bluish green, reddish purple; the blue a little deeper and the
# green a little yellower than the published set, so the two stay apart under tritan vision
# (tests/test_colour_vision.py: 11.7 → 16.0 CAM02-UCS).
_PLAYERS = ("#d55e00", "#005db2", "#009e6a", "#cc79a7")


def _dimmed(table: Mapping[str, str], factor: int) -> dict[str, QColor]:
    """Paper under the dark variant's lamp: the same hues, a little darker."""
    return {key: QColor(value).darker(factor) for key, value in table.items()}


LIGHT = Palette(
    name="light",
    dark=False,
    table=QColor("#e6e0cf"),
    panel=QColor("#f6f2e7"),
    panel_alt=QColor("#ddd6c2"),
    panel_line=QColor("#c9bfa4"),
    text=QColor("#2b2a28"),
    text_soft=QColor("#6f6a60"),
    text_on_accent=QColor("#ffffff"),
    accent=QColor("#2e6b3a"),
    accent_text=QColor("#ffffff"),
    focus=QColor("#3a78c2"),
    glow=QColor("#f0b400"),
    selected=QColor("#2e7d3e"),
    legal=QColor("#298e43"),  # darker than the X-token amber, for protan eyes
    illegal=QColor("#c8372d"),
    occupied=QColor("#d9a441"),
    warning_fill=QColor("#fbe3d6"),
    warning_line=QColor("#c8372d"),
    new_mark=QColor("#7b2fbe"),
    shadow=QColor(0, 0, 0, 60),
    veil=QColor(90, 88, 82, 55),
    cover=QColor("#23211f"),
    cover_text=QColor("#f7f2e4"),
    cover_text_soft=QColor("#d8d0bc"),
    terrain=_colors(_TERRAIN),
    terrain_line=_colors(_TERRAIN_LINE),
    building=_colors(_BUILDING),
    continent=_colors(_CONTINENT),
    card_type=_colors(_CARD_TYPE),
    card_type_ink=_colors(_CARD_TYPE_INK),
    track_ink=_colors(_TRACK_INK),
    players=tuple(QColor(c) for c in _PLAYERS),  # type: ignore[arg-type]
    **_colors(_PAPER),
)

_PRINTED_INK = ("ink", "ink_soft", "bonus_ink", "feature_ink", "gold_ink", "size_line")
_DIM = 112  # percent: how much darker paper is in the dark variant
DARK = Palette(
    name="dark",
    dark=True,
    table=QColor("#1d1b18"),
    panel=QColor("#2a2723"),
    panel_alt=QColor("#151411"),
    panel_line=QColor("#4a453c"),
    text=QColor("#ece6d6"),
    text_soft=QColor("#b3ab98"),
    text_on_accent=QColor("#ffffff"),
    accent=QColor("#2f7a3e"),
    accent_text=QColor("#ffffff"),
    focus=QColor("#6aa6ec"),
    glow=QColor("#ffc629"),
    selected=QColor("#4caf5f"),
    legal=QColor("#34903b"),  # darker than the X-token amber, for protan eyes
    illegal=QColor("#e0564b"),
    occupied=QColor("#e2b15a"),
    warning_fill=QColor("#4a2a22"),
    warning_line=QColor("#e0564b"),
    new_mark=QColor("#a463e0"),
    shadow=QColor(0, 0, 0, 110),
    veil=QColor(20, 18, 16, 80),
    cover=QColor("#0f0e0c"),
    cover_text=QColor("#f7f2e4"),
    cover_text_soft=QColor("#c9c1ad"),
    terrain=_dimmed(_TERRAIN, _DIM),
    terrain_line=_dimmed(_TERRAIN_LINE, _DIM),
    building=_dimmed(_BUILDING, _DIM),
    continent=_colors(_CONTINENT),
    card_type=_dimmed(_CARD_TYPE, _DIM),
    card_type_ink=_colors(_CARD_TYPE_INK),
    track_ink=_colors(_TRACK_INK),
    players=tuple(QColor(c).lighter(118) for c in _PLAYERS),  # type: ignore[arg-type]
    # Printed ink keeps its colour: only the paper under it is dimmed.
    **(_dimmed(_PAPER, _DIM) | _colors({k: _PAPER[k] for k in _PRINTED_INK})),
)

PALETTES = {LIGHT.name: LIGHT, DARK.name: DARK}
