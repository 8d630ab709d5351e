"""The building palette (ui/map/building_palette.py): one tile per building of a Build decision with
its cost, greyed tiles with the reason for the side's other types, click carries, drag carries
the MIME data, and a fixed height so the map above never moves."""

from __future__ import annotations

import itertools
import re

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QDrag, QFontMetrics, QMouseEvent, QWheelEvent
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget
from ui_helpers import HUMAN, make_window, pass_on, session_at, settle

from arknova_desktop.engine import Decision
from arknova_desktop.engine.board.buildings import BUILDING_TYPES
from arknova_desktop.engine.kernel.choices import PlaceBuilding
from arknova_desktop.engine.rules.build import build_types
from arknova_desktop.engine.rules.placement import building_cost
from arknova_desktop.ui.map.building_palette import (
    BuildingPalette,
    BuildingTile,
    TileInfo,
    wrap_name,
)
from arknova_desktop.ui.map.map_view import MIME_BUILDING

pytestmark = pytest.mark.gui

SNAKE = re.compile(r"\b[a-z0-9]+_[a-z0-9_]+\b")


def _build_decision(d: Decision) -> bool:
    return (
        d.kind == "build"
        and d.seat == 0
        and len({o.building for o in d.options if isinstance(o, PlaceBuilding)}) >= 6
    )


@pytest.fixture
def build_window(qtbot):  # type: ignore[no-untyped-def]
    session = session_at(_build_decision, seed=4, seats=(HUMAN, HUMAN))
    window = make_window(qtbot, session)
    pass_on(session)
    window.map_view.show_seat(0)
    settle()
    decision = session.decision
    assert decision is not None and decision.kind == "build" and decision.seat == 0
    return window


def _palette(qtbot, window, width: int = 900):  # type: ignore[no-untyped-def]
    """The new palette under the window's map view, in a container of its own."""
    box = QWidget()
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(window.map_view, 1)
    palette = BuildingPalette(window.map_view, box)
    layout.addWidget(palette)
    qtbot.addWidget(box)
    window.palette_box = box  # keeps the container (and the map view moved into it) alive
    box.resize(width, 600)
    box.show()
    qtbot.waitExposed(box)
    palette.refresh()
    settle()
    return palette


def _options(window) -> list[str]:  # type: ignore[no-untyped-def]
    decision = window.session.decision
    return list(dict.fromkeys(o.building for o in decision.options if isinstance(o, PlaceBuilding)))


def _texts(tile: BuildingTile) -> list[str]:
    return [tile.name_text, tile.cost_text, tile.toolTip(), tile.accessibleName()]


def test_one_tile_per_building_with_its_cost(qtbot, build_window) -> None:  # type: ignore[no-untyped-def]
    palette = _palette(qtbot, build_window)
    wanted = _options(build_window)
    assert palette.isVisible()
    assert palette.buildings() == wanted
    for building in wanted:
        tile = palette.tile(building)
        assert tile is not None and tile.available
        assert tile.cost_text == f"{building_cost(building)} money"
        size = BUILDING_TYPES[building].size
        spaces = "1 space" if size == 1 else f"{size} spaces"
        assert tile.toolTip().startswith(
            f"{tile.name_text}: {spaces}, costs {building_cost(building)} money."
        )
        assert tile.isVisible() and tile.height() > 0


def test_unbuildable_types_of_the_side_are_greyed_with_a_reason(qtbot, build_window) -> None:  # type: ignore[no-untyped-def]
    palette = _palette(qtbot, build_window)
    wanted = _options(build_window)
    player = build_window.session.game.state.players[0]
    side = build_types(player.is_upgraded("build"))
    greyed = [t for t in palette.tiles if not t.available]
    assert {t.building for t in greyed} == set(side) - set(wanted)
    assert greyed, "seed 4's first Build at strength 4 cannot take enclosure 5"
    for tile in greyed:
        assert "Cannot be built now:" in tile.toolTip()
        assert tile.info.reason
    big = palette.tile("enclosure_5")
    assert big is not None and not big.available
    assert big.info.reason == "it takes 5 spaces, this Build action allows up to 4"
    # A greyed tile neither carries nor drags; a click says why in the map's refusal signal.
    with qtbot.waitSignal(build_window.map_view.refused, timeout=1000) as blocker:
        qtbot.mouseClick(big, Qt.MouseButton.LeftButton)
    assert "Size-5 enclosure cannot be built now: it takes 5 spaces" in blocker.args[0]
    assert build_window.map_view.carrying is None


def test_no_identifiers_in_any_text(qtbot, build_window) -> None:  # type: ignore[no-untyped-def]
    palette = _palette(qtbot, build_window)
    assert palette.tiles
    for tile in palette.tiles:
        for text in _texts(tile):
            assert not SNAKE.search(text), text


def test_click_carries_the_building(qtbot, build_window) -> None:  # type: ignore[no-untyped-def]
    palette = _palette(qtbot, build_window)
    view = build_window.map_view
    building = _options(build_window)[1]
    tile = palette.tile(building)
    assert tile is not None
    with qtbot.waitSignal(view.carrying_changed, timeout=1000) as blocker:
        qtbot.mouseClick(tile, Qt.MouseButton.LeftButton)
    assert blocker.args == [building]
    assert view.carrying == building
    assert tile.carried
    assert not any(t.carried for t in palette.tiles if t is not tile)


def test_drag_starts_with_the_mime_data(qtbot, build_window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    palette = _palette(qtbot, build_window)
    view = build_window.map_view
    building = _options(build_window)[0]
    tile = palette.tile(building)
    assert tile is not None
    started: list[tuple[bytes, Qt.DropAction]] = []
    pictures: list[tuple[int, int, QPoint]] = []

    def fake_exec(drag: QDrag, action: Qt.DropAction = Qt.DropAction.CopyAction) -> Qt.DropAction:
        started.append((bytes(drag.mimeData().data(MIME_BUILDING).data()), action))
        pixmap = drag.pixmap()
        ratio = pixmap.devicePixelRatio()
        pictures.append(
            (round(pixmap.width() / ratio), round(pixmap.height() / ratio), drag.hotSpot())
        )
        return Qt.DropAction.IgnoreAction

    monkeypatch.setattr(QDrag, "exec", fake_exec)
    start = QPointF(tile.rect().center())
    end = start + QPointF(QApplication.startDragDistance() + 5, 0)
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    press = QMouseEvent(QEvent.Type.MouseButtonPress, start, start, left, left, none)
    move = QMouseEvent(QEvent.Type.MouseMove, end, end, Qt.MouseButton.NoButton, left, none)
    QApplication.sendEvent(tile, press)
    QApplication.sendEvent(tile, move)
    assert started == [(building.encode(), Qt.DropAction.CopyAction)]
    assert view.carrying == building
    # A small picture (the shape, not the whole tile) beside the cursor: the map's preview
    # under the cursor stays in sight.
    [(width, height, hot)] = pictures
    assert 0 < width <= 48 and 0 < height <= 48, (width, height)
    assert width < tile.width() / 2 and height < tile.height() / 2
    assert hot.x() >= width * 3 // 4 and hot.y() >= height * 3 // 4, hot


def _wheel(widget: QWidget, notches: int) -> None:
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(
        centre,
        QPointF(widget.mapToGlobal(centre.toPoint())),
        QPoint(0, 0),
        QPoint(0, 120 * notches),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


def test_wheel_scrolls_the_row_and_a_new_decision_starts_at_the_left(qtbot, build_window) -> None:  # type: ignore[no-untyped-def]
    palette = _palette(qtbot, build_window, width=420)
    bar = palette.scroll_area.horizontalScrollBar()
    assert bar.maximum() > 0 and bar.value() == 0
    # Wheel down (over a tile or the row) scrolls right, wheel up back left.
    _wheel(palette.tiles[0], -1)
    assert bar.value() > 0
    moved = bar.value()
    _wheel(palette.scroll_area.viewport(), -2)
    assert bar.value() > moved
    _wheel(palette.tiles[1], 1)
    assert 0 < bar.value() < bar.maximum() or bar.value() == bar.maximum()
    kept = bar.value()
    # The same decision (a redraw, a carried building): the position stays.
    palette.refresh()
    settle()
    assert bar.value() == kept
    palette.clicked(palette.buildings()[0])
    palette.refresh()
    settle()
    assert bar.value() == kept
    # A new decision: back to the first tile.
    view = build_window.map_view
    decision = build_window.session.decision
    places = tuple(o for o in decision.options if isinstance(o, PlaceBuilding))
    fake = Decision(decision.seat, "free_building", places, "Place a free building")
    view.my_decision = lambda: fake
    palette.refresh()
    settle()
    assert bar.maximum() > 0 and bar.value() == 0


def test_names_wrap_between_words_never_inside_one(qtbot, build_window) -> None:  # type: ignore[no-untyped-def]
    palette = _palette(qtbot, build_window)
    assert palette.tiles
    for tile in palette.tiles:
        font, lines = tile.name_layout()
        metrics = QFontMetrics(font)
        assert 1 <= len(lines) <= 2
        for line in lines:
            assert metrics.horizontalAdvance(line) <= tile.width() - 6, line
        assert " ".join(lines).replace("- ", "-") == tile.name_text, lines
    # A long name goes to two lines between its words, or keeps whole words and "…".
    tile = BuildingTile(palette, TileInfo("large_bird_aviary", 5))
    tile.name_text = "Very Large Tropical Bird Aviary With Lake"
    font, lines = tile.name_layout()
    words = tile.name_text.split()
    for line in lines:
        for word in line.split():
            assert word in words or (word.endswith("…") and word[:-1] in words), lines
    metrics = QFontMetrics(font)
    assert wrap_name("Size-3 enclosure", metrics, metrics.horizontalAdvance("enclosure")) == [
        "Size-3",
        "enclosure",
    ]
    assert wrap_name("Unbreakableword", metrics, 20) is None


def test_height_and_map_do_not_move_with_the_number_of_tiles(qtbot, build_window) -> None:  # type: ignore[no-untyped-def]
    # Narrow enough that six tiles need the horizontal scroll bar and one does not.
    palette = _palette(qtbot, build_window, width=420)
    view = build_window.map_view
    decision = build_window.session.decision
    places = [o for o in decision.options if isinstance(o, PlaceBuilding)]
    six = list(dict.fromkeys(o.building for o in places))[:6]
    assert len(six) == 6

    def show(buildings: list[str]) -> tuple[int, object]:
        kept = tuple(o for o in places if o.building in buildings)
        fake = Decision(decision.seat, "free_building", kept, "Place a free building")
        view.my_decision = lambda: fake
        palette.refresh()
        settle()
        assert [t.building for t in palette.tiles] == buildings
        assert all(t.cost_text == "Free" for t in palette.tiles)
        return palette.height(), view.geometry()

    height_one, map_one = show(six[:1])
    height_six, map_six = show(six)
    assert palette.scroll_area.horizontalScrollBar().maximum() > 0  # six tiles scroll
    assert height_one == height_six
    assert map_one == map_six
    assert show(six[:1]) == (height_one, map_one)


def _build_ii_session():  # type: ignore[no-untyped-def]
    """A two-human session at the first Build II decision of a seeded random game (the Build
    card's side II offers every building type: ten tiles)."""
    import random

    from arknova_desktop.engine import GameConfig, new_game
    from arknova_desktop.session import GameSession

    for seed in range(1, 60):
        config = GameConfig(players=2, seed=seed, maps=("A", "A"))
        game = new_game(config)
        rng = random.Random(seed)
        log = []
        while game.decision is not None and len(log) < 4000:
            decision = game.decision
            context = game.view(decision.seat).context
            build_ii = context is not None and context.build_types == build_types(upgraded=True)
            if decision.kind == "build" and build_ii:
                return GameSession(config, (HUMAN, HUMAN), choices=log, bot_delay_ms=0)
            choice = rng.choice(decision.options)
            game.apply(choice)
            log.append(choice)
    raise AssertionError("no Build II decision found")


def test_build_ii_palette_fits_at_1280_by_800_without_a_cut_label(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = _build_ii_session()
    window = make_window(qtbot, session)
    window.resize(1280, 800)
    settle()
    pass_on(session)
    settle()
    decision = session.decision
    assert decision is not None and decision.kind == "build"
    window.map_view.show_seat(decision.seat)
    settle()
    palette = window.palette_list
    assert palette.isVisible()
    # Every type of the Build II side has its tile (buildable or greyed with a reason).
    assert sorted(t.building for t in palette.tiles) == sorted(build_types(upgraded=True))
    assert len(palette.tiles) == 10
    bar = palette.scroll_area.horizontalScrollBar()
    assert not bar.isVisible() and bar.maximum() == 0
    viewport = palette.scroll_area.viewport()
    for tile in palette.tiles:
        # Wholly in sight, beside (never over) its neighbours.
        corner = tile.mapTo(viewport, QPoint(0, 0))
        assert viewport.rect().contains(tile.rect().translated(corner)), tile.name_text
        # Each line of the name (and the cost) fits the tile; no word is cut or left out.
        font, lines = tile.name_layout()
        metrics = QFontMetrics(font)
        for line in lines:
            assert metrics.horizontalAdvance(line) <= tile.width() - 6, line
            assert "…" not in line
        assert " ".join(lines).replace("- ", "-") == tile.name_text
        font.setBold(True)
        bold = QFontMetrics(font)
        assert bold.horizontalAdvance(tile.cost_text) <= tile.width() - 6, tile.cost_text
        # The lines and the cost stay inside the tile's height.
        assert (len(lines) + 1) * metrics.height() <= tile.height()
    lefts = sorted(t.mapTo(viewport, QPoint(0, 0)).x() for t in palette.tiles)
    (width,) = {t.width() for t in palette.tiles}
    assert all(b - a >= width for a, b in itertools.pairwise(lefts))
