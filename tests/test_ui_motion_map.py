"""The zoo map's look and motion (issue 16): rock and water read by their drawn shapes (stones,
waves), not only by their colour; a placed building is a tile of its type's colour, the same in
the palette; a building that appears on the zoo in view drops into place, ends exactly where it
is drawn without motion, is finished by a click, and with motion off makes no animation at all;
the dark variant redraws the map in its colours."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest
from ui_helpers import HUMAN, choose, keep_setup, make_session, settle

from arknova_desktop.engine.base.geometry import Cell
from arknova_desktop.engine.kernel.choices import ChooseAction, PlaceBuilding
from arknova_desktop.session import GameSession
from arknova_desktop.ui import theme
from arknova_desktop.ui.map.building_palette import BuildingPalette
from arknova_desktop.ui.map.map_view import (
    CELL,
    BuildingTileItem,
    ZooMapView,
    building_key,
    cell_rect,
)
from arknova_desktop.ui.motion import NO_MOTION_ENV, motion

pytestmark = pytest.mark.gui

SEED = 4  # map A: seat 0's first Build may place kiosks, pavilions and enclosures 1–4
SCALE = 3  # cells are rendered this many times larger for pixel checks


@pytest.fixture
def light() -> Iterator[None]:
    """The light variant, whatever a test switches to (restored afterwards)."""
    theme.manager().set_variant("light")
    yield
    theme.manager().set_variant("light")


def build_session() -> GameSession:
    """Two humans on map A, the setup kept, seat 0 has chosen its Build action."""
    session = make_session(2, (HUMAN, HUMAN), maps=("A", "A"), seed=SEED)
    keep_setup(session)
    choose(session, ChooseAction("build", 0))
    assert session.decision is not None and session.decision.kind == "build"
    return session


def map_view(qtbot, session: GameSession) -> ZooMapView:  # type: ignore[no-untyped-def]
    view = ZooMapView(session)
    qtbot.addWidget(view)
    view.resize(760, 560)
    view.show()
    qtbot.waitExposed(view)
    view.show_seat(0)
    settle()
    return view


def a_place(session: GameSession, building: str) -> PlaceBuilding:
    decision = session.decision
    assert decision is not None
    return next(
        o for o in decision.options if isinstance(o, PlaceBuilding) and o.building == building
    )


def image(view: ZooMapView) -> QImage:
    settle()
    return view.grab().toImage()


def placed_and_grabbed(qtbot, building: str = "kiosk") -> QImage:  # type: ignore[no-untyped-def]
    """The map right after placing `building`, drawn with motion off (the reference)."""
    session = build_session()
    view = map_view(qtbot, session)
    created = motion().created
    choose(session, a_place(session, building))
    assert motion().created == created and not view.map_scene.drops
    return image(view)


def cell_image(view: ZooMapView, cell: Cell) -> QImage:
    """One map cell rendered SCALE times larger (the scene, without the view's fit)."""
    side = CELL * SCALE
    out = QImage(side, side, QImage.Format.Format_ARGB32)
    out.fill(Qt.GlobalColor.transparent)
    painter = QPainter(out)
    view.map_scene.render(painter, QRectF(0, 0, side, side), cell_rect(cell))
    painter.end()
    return out


def inner_colours(img: QImage, inset: int = 3 * SCALE) -> Counter[int]:
    """How many pixels of each colour lie inside the cell, clear of its grid line."""
    found: Counter[int] = Counter()
    for y in range(inset, img.height() - inset):
        for x in range(inset, img.width() - inset):
            found[img.pixel(x, y) & 0xFFFFFF] += 1
    return found


def near(rgb: int, colour: QColor, tolerance: int = 10) -> bool:
    r, g, b = (rgb >> 16) & 0xFF, (rgb >> 8) & 0xFF, rgb & 0xFF
    return max(abs(r - colour.red()), abs(g - colour.green()), abs(b - colour.blue())) <= tolerance


def share_near(colours: Counter[int], colour: QColor, tolerance: int = 10) -> float:
    total = sum(colours.values())
    return sum(n for rgb, n in colours.items() if near(rgb, colour, tolerance)) / total


def main_colours(colours: Counter[int], share: float = 0.04) -> list[int]:
    """The colours covering at least `share` of the pixels (antialiased edges fall below)."""
    total = sum(colours.values())
    return [rgb for rgb, n in colours.items() if n / total >= share]


def free_cell(view: ZooMapView, kind: str) -> Cell:
    """A cell of this terrain with no words and no building on it."""
    zmap = view.map_scene.zmap
    player = view.map_scene.player
    assert zmap is not None and player is not None
    taken = {c for b in player.buildings for c in b.cells}
    worded = {b.cell for b in zmap.bonuses} | {s.cell for s in zmap.special_cells}
    for row in range(zmap.height):
        for col in range(zmap.width):
            cell = Cell(col, row)
            plain = cell not in taken and cell not in worded and cell not in zmap.build2_cells
            if plain and zmap.terrain_at(cell) == kind:
                return cell
    raise AssertionError(f"no free {kind} cell on map A")


# -- the drop -----------------------------------------------------------------------------------
def test_a_placed_building_drops_in_and_ends_as_without_motion(  # type: ignore[no-untyped-def]
    qtbot, light, motion_on, wait_for_motion, monkeypatch
) -> None:
    session = build_session()
    view = map_view(qtbot, session)
    choice = a_place(session, "kiosk")
    key = building_key(choice.building, choice.cells)
    created = motion_on.created
    choose(session, choice)
    assert motion_on.running > 0 and motion_on.created == created + 1
    assert key in view.map_scene.drops
    # Lifted: the tile starts larger and see-through.
    body = view.map_scene.drop_items[key].body
    assert body.scale() > 1.05 and body.opacity() < 1.0 and body.lift > 0.5
    lifted = image(view)
    wait_for_motion()
    assert not view.map_scene.drops
    assert body.scale() == 1.0 and body.opacity() == 1.0 and body.lift == 0.0
    landed = image(view)
    assert landed != lifted  # the drop was drawn, not only counted
    monkeypatch.setenv(NO_MOTION_ENV, "1")
    assert landed == placed_and_grabbed(qtbot)


def test_a_click_during_the_drop_finishes_it(  # type: ignore[no-untyped-def]
    qtbot, light, motion_on, monkeypatch
) -> None:
    session = build_session()
    view = map_view(qtbot, session)
    choose(session, a_place(session, "kiosk"))
    assert motion_on.running > 0
    QTest.mousePress(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(5, 5)
    )
    assert motion_on.running == 0
    assert not view.map_scene.drops
    QTest.mouseRelease(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(5, 5)
    )
    landed = image(view)
    monkeypatch.setenv(NO_MOTION_ENV, "1")
    assert landed == placed_and_grabbed(qtbot)


def test_with_motion_off_a_building_is_simply_there(qtbot, light) -> None:  # type: ignore[no-untyped-def]
    session = build_session()
    view = map_view(qtbot, session)
    choice = a_place(session, "kiosk")
    created = motion().created
    choose(session, choice)
    settle()
    assert motion().created == created and motion().running == 0
    assert not view.map_scene.drops
    bodies = [i for i in view.map_scene.items() if isinstance(i, BuildingTileItem)]
    key = building_key(choice.building, choice.cells)
    mine = [b for b in bodies if building_key(b.building, b.cells) == key]
    assert len(mine) == 1 and mine[0].scale() == 1.0 and mine[0].opacity() == 1.0


def test_showing_another_zoo_drops_nothing(qtbot, light, motion_on) -> None:  # type: ignore[no-untyped-def]
    """Only a building that appears on the zoo in view drops: a zoo shown anew is just there."""
    session = build_session()
    view = map_view(qtbot, session)
    created = motion_on.created
    view.show_seat(1)
    view.show_seat(0)
    assert motion_on.created == created and not view.map_scene.drops


# -- terrain that reads without colour ---------------------------------------------------------
def test_rock_and_water_are_drawn_shapes_not_only_colours(qtbot, light) -> None:  # type: ignore[no-untyped-def]
    session = build_session()
    view = map_view(qtbot, session)
    palette = theme.colors()
    build = inner_colours(cell_image(view, free_cell(view, "build")))
    rock = inner_colours(cell_image(view, free_cell(view, "rock")))
    water = inner_colours(cell_image(view, free_cell(view, "water")))
    # A build space is one plain colour inside its fine grid.
    assert main_colours(build, 0.02) == [palette.terrain["build"].rgb() & 0xFFFFFF]
    # Rock: stones in two greys (their face and their shaded facet) on a paler ground.
    assert len(main_colours(rock)) >= 3, main_colours(rock)
    assert share_near(rock, palette.terrain["rock"]) >= 0.1
    assert share_near(rock, palette.terrain_line["rock"]) >= 0.05
    # Water: the water's colour crossed by wave strokes of a darker blue.
    assert len(main_colours(water, 0.02)) >= 2, main_colours(water, 0.02)
    assert share_near(water, palette.terrain["water"]) >= 0.5
    assert share_near(water, palette.terrain_line["water"], 24) >= 0.03
    # And rock and water are not the same picture in other colours.
    assert main_colours(rock) != main_colours(water)


# -- buildings as tiles --------------------------------------------------------------------------
def test_a_placed_building_is_a_tile_of_its_type_colour(qtbot, light) -> None:  # type: ignore[no-untyped-def]
    session = build_session()
    view = map_view(qtbot, session)
    palette = BuildingPalette(view)
    qtbot.addWidget(palette)
    palette.resize(700, palette.height())
    palette.show()
    palette.refresh()
    settle()
    colour = theme.colors().building["kiosk"]
    tile = palette.tile("kiosk")
    assert tile is not None
    in_palette = inner_colours(tile.grab().toImage(), 0)
    # The same tile, small, in the palette: a patch of the kiosk's colour round its icon.
    assert sum(n for rgb, n in in_palette.items() if near(rgb, colour, 12)) >= 50
    choice = a_place(session, "kiosk")
    choose(session, choice)
    settle()
    on_map = inner_colours(cell_image(view, choice.cells[0]))
    assert share_near(on_map, colour, 12) >= 0.25
    # Its darker edge and its shadow lie along the tile's border, outside the inner part.
    edge = inner_colours(cell_image(view, choice.cells[0]), 0)
    outline = QColor(colour).darker(175)
    assert share_near(edge, outline, 16) > 0.01


# -- light and dark ------------------------------------------------------------------------------
def test_the_dark_variant_redraws_the_map(qtbot, light) -> None:  # type: ignore[no-untyped-def]
    session = build_session()
    view = map_view(qtbot, session)
    choice = a_place(session, "kiosk")
    choose(session, choice)
    settle()
    build_cell = free_cell(view, "build")
    before = image(view)
    theme.manager().set_variant("dark")
    settle()
    after = image(view)
    assert after != before
    dark = theme.colors()
    assert dark.dark
    build = inner_colours(cell_image(view, build_cell))
    assert main_colours(build, 0.02) == [dark.terrain["build"].rgb() & 0xFFFFFF]
    kiosk = inner_colours(cell_image(view, choice.cells[0]))
    assert share_near(kiosk, dark.building["kiosk"], 12) >= 0.25
    assert dark.terrain["build"] != theme.LIGHT.terrain["build"]
