"""Without relying on colour: the colours that tell players and states apart stay apart under
protan, deutan and tritan vision, and where colour alone cannot carry a state, a mark does.

Each colour is simulated as a dichromat sees it (Machado, Oliveira and Fernandes 2009, at full
severity: protanopia, deuteranopia, tritanopia; colorspacious's "sRGB1+CVD"), and the distance
is the CAM02-UCS colour difference (ΔE', Luo, Cui and Li 2006), which is close to uniform to the
eye. A ΔE' of about 1 is a just-noticeable difference between two large patches side by side; a
seat marker or a card badge is small and has to be told apart at a glance, without a second one
beside it to compare, so we ask for `MIN_DELTA` = 15: many times the just-noticeable step, and a
little more than the published Okabe–Ito set (designed for these eyes) keeps between its nearest
pairs (11.7 for its blue and bluish green under tritan vision, 14.0 and 14.8 under protan and
deutan). Normal vision is checked with the same bar.

States whose colours are translucent (a veil, a tint) are measured as they show: composited over
what lies under them.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import numpy as np
import pytest
from colorspacious import cspace_convert, deltaE
from PySide6.QtGui import QColor

from arknova_desktop.engine import Cell
from arknova_desktop.ui.map import map_view
from arknova_desktop.ui.map.map_view import ZooMapScene
from arknova_desktop.ui.theme import DARK, LIGHT, PLAYER_SHAPES, Palette

MIN_DELTA = 15.0
VISIONS = (None, "protanomaly", "deuteranomaly", "tritanomaly")  # None: normal vision
VISION_NAMES = {None: "normal", "protanomaly": "protan", "deuteranomaly": "deutan"}
PALETTES = (LIGHT, DARK)

Rgb = tuple[float, float, float]


def rgb(color: QColor) -> Rgb:
    return (color.redF(), color.greenF(), color.blueF())


def over(top: QColor, base: QColor, alpha: float | None = None) -> Rgb:
    """`top` painted over the opaque `base` with its own alpha (or `alpha`)."""
    share = top.alphaF() if alpha is None else alpha
    return tuple(t * share + b * (1.0 - share) for t, b in zip(rgb(top), rgb(base), strict=True))  # type: ignore[return-value]


def seen(color: Rgb, vision: str | None) -> np.ndarray:
    if vision is None:
        return np.array(color)
    cvd = {"name": "sRGB1+CVD", "cvd_type": vision, "severity": 100}
    return np.clip(cspace_convert(np.array(color), cvd, "sRGB1"), 0.0, 1.0)


def distance(a: Rgb, b: Rgb, vision: str | None) -> float:
    return float(deltaE(seen(a, vision), seen(b, vision), input_space="sRGB1"))


def closest(a: Rgb, b: Rgb) -> tuple[float, str]:
    """The smallest distance between `a` and `b` over every vision, and that vision's name."""
    found = min((distance(a, b, v), v) for v in VISIONS)
    return found[0], VISION_NAMES.get(found[1], "tritan")


def far_apart(pairs: dict[str, tuple[Rgb, Rgb]]) -> list[str]:
    """The pairs closer than `MIN_DELTA` under some vision, said with their distance."""
    failures = []
    for name, (a, b) in pairs.items():
        delta, vision = closest(a, b)
        if delta < MIN_DELTA:
            failures.append(f"{name}: ΔE' {delta:.1f} under {vision} vision")
    return failures


def test_the_simulation_sees_what_dichromats_confuse() -> None:
    # Red and green are far apart to normal eyes and close under deutan vision; a light and a
    # dark grey stay apart for everyone: the measure can fail, and for the right pairs.
    red, green = rgb(QColor("#c8372d")), rgb(QColor("#2e9e44"))
    assert distance(red, green, None) > 40
    assert distance(red, green, "deuteranomaly") < MIN_DELTA
    light, dark = rgb(QColor("#dddddd")), rgb(QColor("#333333"))
    assert closest(light, dark)[0] > 50


@pytest.mark.parametrize("palette", PALETTES, ids=lambda p: p.name)
def test_every_two_player_colours_stay_apart(palette: Palette) -> None:
    pairs = {
        f"seats {a + 1} and {b + 1}": (rgb(palette.player(a)), rgb(palette.player(b)))
        for a, b in itertools.combinations(range(len(palette.players)), 2)
    }
    assert far_apart(pairs) == []
    # And no seat leans on its colour alone: each has its own marker shape too.
    assert len(set(PLAYER_SHAPES)) == len(palette.players)


def action_card_states(palette: Palette) -> Iterator[tuple[str, tuple[Rgb, Rgb]]]:
    """An action card's number badge: the legal colour (usable), the occupied colour (only the
    X-token action), the track fill under the veil (not usable now)."""
    usable, x_only = rgb(palette.legal), rgb(palette.occupied)
    unusable = over(palette.veil, palette.track_fill)
    yield "action card usable / X-token only", (usable, x_only)
    yield "action card usable / not usable", (usable, unusable)
    yield "action card X-token only / not usable", (x_only, unusable)


@pytest.mark.parametrize("palette", PALETTES, ids=lambda p: p.name)
def test_an_action_cards_states_stay_apart(palette: Palette) -> None:
    assert far_apart(dict(action_card_states(palette))) == []


def grounds(palette: Palette) -> Iterator[tuple[str, QColor]]:
    """What a lit map cell can lie on: every terrain and every building, empty or occupied."""
    yield from palette.terrain.items()
    yield from palette.building.items()
    yield "occupied enclosure", palette.occupied


@pytest.mark.parametrize("palette", PALETTES, ids=lambda p: p.name)
def test_a_lit_map_cell_stands_out_from_an_unlit_one(palette: Palette) -> None:
    # A lit cell is framed (map_view.MapScene.set_light): the legal colour edged on both sides
    # with ink. An unlit cell shows its ground. The frame is seen when its colour or its ink edge
    # stands apart from the ground.
    failures = []
    for name, ground in grounds(palette):
        for vision in VISIONS:
            best = max(
                distance(rgb(palette.legal), rgb(ground), vision),
                distance(rgb(palette.ink), rgb(ground), vision),
            )
            if best < MIN_DELTA:
                failures.append(f"lit frame on {name}: ΔE' {best:.1f} ({vision})")
    assert failures == []


@pytest.mark.parametrize("palette", PALETTES, ids=lambda p: p.name)
def test_a_lit_board_spot_stands_out_from_a_dimmed_one(palette: Palette) -> None:
    # On the association board and the left edge (board_choices.ChoiceSpots.mark) a lit spot has
    # the legal outline over the paper; a dimmed one has none, it is faded into the paper. The
    # faint tints differ by little (a few ΔE'): the outline is what tells them apart.
    pairs = {
        f"lit outline on {name}": (rgb(palette.legal), rgb(getattr(palette, name)))
        for name in ("paper", "track_panel", "track_fill")
    }
    assert far_apart(pairs) == []


def test_a_building_that_cannot_go_there_is_crossed_not_only_red(qapp) -> None:  # type: ignore[no-untyped-def]
    # The carried building's tint is green or red, and red and green meet under deutan vision
    # (the tints over the terrain are a few ΔE' apart): a cell it cannot go on is crossed out.
    legal, illegal = rgb(LIGHT.legal), rgb(LIGHT.illegal)
    assert distance(legal, illegal, "deuteranomaly") < MIN_DELTA  # why the cross is needed
    scene = ZooMapScene()
    cells = [Cell(3, 3), Cell(4, 3)]
    scene.show_ghost(cells, legal=True, building="kiosk")
    assert [c for i in scene.ghost_items for c in i.childItems()] == []
    scene.show_ghost(cells, legal=False, building="kiosk")
    for item in scene.ghost_items:  # one tinted square a cell, crossed by two strokes
        marks = [c.data(map_view.MARK_KIND) for c in item.childItems()]
        assert marks == [map_view.CROSS_MARK, map_view.CROSS_MARK]
    assert len(scene.ghost_items) == len(cells)


def test_a_lit_map_cell_is_framed_with_an_ink_edge(qapp) -> None:  # type: ignore[no-untyped-def]
    scene = ZooMapScene()
    cell = Cell(2, 2)
    scene.set_light({cell: QColor(LIGHT.legal)})
    frame = scene.lit[cell]
    edges = [c for c in frame.childItems() if c.data(map_view.MARK_KIND) == map_view.FRAME_EDGE]
    assert len(edges) == 1
    scene.set_light({})
    assert frame.scene() is None and edges[0].scene() is None
