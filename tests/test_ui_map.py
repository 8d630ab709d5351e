"""The zoo map scene (ZooMapView) inside the main window: carrying a building lights the legal
cells, mouse placement on the viewport emits exactly the engine's PlaceBuilding, illegal drops
change nothing and say why in the status bar, R / wheel / right click / M turn the shadow, and
an animal's enclosure is chosen by clicking a lit enclosure."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QByteArray, QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from ui_helpers import (
    HUMAN,
    anchor_of,
    cell_point,
    click_cell,
    ghost_cells,
    hover,
    keep_setup,
    lit_cells,
    make_session,
    make_window,
    mouse_place,
    place_building,
    press_key,
    settle,
    shape_of,
    turn_until,
    wheel,
)

from arknova_desktop.engine import GameConfig, new_game
from arknova_desktop.engine.base.geometry import Cell
from arknova_desktop.engine.board.zoo_map import load_map
from arknova_desktop.engine.kernel.choices import ChooseAction, PlaceAnimal, PlaceBuilding
from arknova_desktop.session import GameSession
from arknova_desktop.ui.map.map_view import MIME_BUILDING, orientations

pytestmark = pytest.mark.gui

# Seed 4 on map A: seat 0's Build card lies in slot 4, so its first Build (strength 4) may place
# enclosures 1–4, kiosks, pavilions and the petting zoo next to the starting buildings.
SEED = 4


@pytest.fixture
def build_open(qtbot):  # type: ignore[no-untyped-def]
    """A 2-human game on map A, the setup kept, seat 0 has chosen its Build action."""
    session = make_session(2, (HUMAN, HUMAN), maps=("A", "A"), seed=SEED)
    window = make_window(qtbot, session)
    keep_setup(session)
    decision = session.decision
    assert decision is not None and decision.seat == 0 and decision.kind == "choose_action"
    assert session.choose(ChooseAction("build", 0))
    settle()
    if window.pass_screen.isVisible():
        qtbot.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
    assert session.decision is not None and session.decision.kind == "build"
    assert window.map_view.seat == 0
    return window


def legal(session: GameSession, building: str) -> list[PlaceBuilding]:
    decision = session.decision
    assert decision is not None
    return [o for o in decision.options if isinstance(o, PlaceBuilding) and o.building == building]


def expected_lit(session: GameSession, building: str, orientation: int) -> set[Cell]:
    shape = orientations(building)[orientation]
    return {c for o in legal(session, building) if shape_of(o.cells) == shape for c in o.cells}


# -- carrying lights the legal cells ----------------------------------------------------------
def test_palette_lists_exactly_the_buildable_buildings(build_open) -> None:  # type: ignore[no-untyped-def]
    window = build_open
    palette = window.palette_list
    listed = palette.buildings()  # the tiles that can be placed now (greyed ones are not)
    decision = window.session.decision
    wanted = {o.building for o in decision.options if isinstance(o, PlaceBuilding)}
    assert set(listed) == wanted and len(listed) == len(wanted)
    assert {"enclosure_3", "enclosure_4"} <= wanted


def test_palette_click_carries_the_building_and_lights_legal_cells(qtbot, build_open) -> None:  # type: ignore[no-untyped-def]
    window = build_open
    view, palette, session = window.map_view, window.palette_list, window.session
    assert lit_cells(view) == set()
    with qtbot.waitSignal(view.carrying_changed, timeout=1000) as blocker:
        QTest.mouseClick(palette.tile("enclosure_2"), Qt.MouseButton.LeftButton)
    assert blocker.args == ["enclosure_2"]
    assert view.carrying == "enclosure_2"
    # Beside the zoo picker the building; the keys in the status bar (the whole hint was cut
    # beside the picker).
    assert window.carry_label.text() == "Placing a size-2 enclosure"
    assert (
        window.carry_hint.text() == "Placing a size-2 enclosure — R turns, M mirrors, Esc puts back"
    )
    assert window.carry_hint.isVisible()
    lit = lit_cells(view)
    assert lit == expected_lit(session, "enclosure_2", view.orientation)
    assert lit, "no legal cell is lit"
    # Lit cells are free building cells next to the zoo.
    zmap = load_map("A")
    covered = {c for b in session.game.state.players[0].buildings for c in b.cells}
    for cell in lit:
        assert zmap.terrain_at(cell) not in ("rock", "water")
        assert cell not in covered


def test_carry_by_name_lights_the_same_cells(build_open) -> None:  # type: ignore[no-untyped-def]
    window = build_open
    view = window.map_view
    view.carry("enclosure_3")
    assert lit_cells(view) == expected_lit(window.session, "enclosure_3", 0)
    press_key(view, Qt.Key.Key_Escape)
    assert view.carrying is None
    assert lit_cells(view) == set()
    assert window.carry_label.text() == "" and window.carry_hint.text() == ""


def test_carrying_a_building_that_is_not_an_option_is_refused(qtbot, build_open) -> None:  # type: ignore[no-untyped-def]
    window = build_open
    view = window.map_view
    with qtbot.waitSignal(view.refused, timeout=1000) as blocker:
        view.carry("reptile_house")
    assert "Reptile House" in blocker.args[0] or "reptile" in blocker.args[0].lower()
    assert view.carrying is None
    assert blocker.args[0] in window.statusBar().currentMessage()


def click_to_place(qtbot, view, point, choice: PlaceBuilding) -> None:  # type: ignore[no-untyped-def]
    """A left click at `point` (viewport coordinates) that must make `choice`."""
    with qtbot.waitSignal(view.choice_made, timeout=1000, check_params_cb=lambda c: c == choice):
        QTest.mousePress(
            view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
        )
        QTest.mouseRelease(
            view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
        )
    settle()


# -- a legal placement with the mouse ------------------------------------------------------------
@pytest.mark.parametrize("building", ["enclosure_2", "enclosure_3", "enclosure_4", "kiosk"])
def test_legal_mouse_placement_emits_the_place_building(qtbot, build_open, building: str) -> None:  # type: ignore[no-untyped-def]
    window = build_open
    view, session = window.map_view, window.session
    options = legal(session, building)
    assert options
    choice = random.Random(building).choice(options)
    view.carry(building)
    turn_until(view, shape_of(choice.cells))
    point = cell_point(view, anchor_of(choice.cells))
    hover(view, point)
    assert ghost_cells(view) == set(choice.cells), "the shadow is not where the mouse is"
    before = len(session.choices)
    click_to_place(qtbot, view, point, choice)
    assert len(session.choices) == before + 1 and session.choices[-1] == choice
    placed = [b for b in session.game.state.players[0].buildings if b.building == building]
    assert any(b.cells == frozenset(choice.cells) for b in placed)
    assert view.carrying is None
    assert ghost_cells(view) == set()


def test_drag_and_drop_from_the_palette_places_the_building(qtbot, build_open) -> None:  # type: ignore[no-untyped-def]
    window = build_open
    view, session = window.map_view, window.session
    choice = legal(session, "enclosure_2")[0]
    assert shape_of(choice.cells) in orientations("enclosure_2")
    mime = QMimeData()
    mime.setData(MIME_BUILDING, QByteArray(b"enclosure_2"))
    viewport = view.viewport()
    start = cell_point(view, Cell(0, 0))
    enter = QDragEnterEvent(
        start,
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(viewport, enter)
    assert enter.isAccepted()
    assert view.carrying == "enclosure_2"
    turn_until(view, shape_of(choice.cells))
    point = cell_point(view, anchor_of(choice.cells))
    move = QDragMoveEvent(
        point,
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(viewport, move)
    assert ghost_cells(view) == set(choice.cells)
    drop = QDropEvent(
        QPointF(point),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    with qtbot.waitSignal(view.choice_made, timeout=1000, check_params_cb=lambda c: c == choice):
        QApplication.sendEvent(viewport, drop)
    settle()
    assert session.choices[-1] == choice


# -- illegal drops ------------------------------------------------------------------------------
ILLEGAL = [
    ("enclosure_1", (Cell(1, 2),), "rock"),
    ("enclosure_1", (Cell(5, 0),), "water"),
    ("enclosure_2", (Cell(5, 0), Cell(6, 0)), "water"),
    ("enclosure_1", (Cell(0, 7),), "share an edge"),
    ("enclosure_1", (Cell(4, 3),), "already there"),  # the starting kiosk
    ("enclosure_2", (Cell(9, 5), Cell(10, 5)), "fit on the map"),
]


@pytest.mark.parametrize(("building", "cells", "why"), ILLEGAL)
def test_illegal_drop_applies_nothing_and_says_why(  # type: ignore[no-untyped-def]
    qtbot, build_open, building: str, cells: tuple[Cell, ...], why: str
) -> None:
    window = build_open
    view, session = window.map_view, window.session
    assert PlaceBuilding(building, cells) not in session.decision.options
    choices_before = list(session.choices)
    buildings_before = session.game.state.players[0].buildings
    decision_before = session.decision
    made: list[object] = []
    view.choice_made.connect(made.append)
    view.carry(building)
    turn_until(view, shape_of(cells))
    with qtbot.waitSignal(view.refused, timeout=1000) as blocker:
        mouse_place(view, cells)
    settle()
    reason = blocker.args[0]
    assert why in reason.lower(), reason
    assert made == []
    assert session.choices == choices_before
    assert session.game.state.players[0].buildings == buildings_before
    assert session.decision == decision_before
    assert window.statusBar().currentMessage() == reason
    # The building snaps back to the hand of the player: still carried, no shadow left behind.
    assert ghost_cells(view) == set()


def test_after_an_illegal_drop_a_legal_one_still_works(qtbot, build_open) -> None:  # type: ignore[no-untyped-def]
    window = build_open
    view, session = window.map_view, window.session
    view.carry("enclosure_1")
    with qtbot.waitSignal(view.refused, timeout=1000):
        mouse_place(view, (Cell(1, 2),))
    choice = legal(session, "enclosure_1")[0]
    place_building(view, choice)
    settle()
    assert session.choices[-1] == choice


# -- turning the shadow ------------------------------------------------------------------------
def test_r_key_turns_the_shadow(build_open) -> None:  # type: ignore[no-untyped-def]
    window = build_open
    view, session = window.map_view, window.session
    view.carry("enclosure_2")
    at = Cell(3, 4)
    hover(view, cell_point(view, at))
    first = ghost_cells(view)
    first_lit = lit_cells(view)
    assert first == {Cell(3, 4), Cell(4, 4)}
    press_key(view, Qt.Key.Key_R)
    turned = ghost_cells(view)
    # Upright, still under the pointer (the legal placement covering it: (3, 5) is not free).
    assert turned == {Cell(3, 3), Cell(3, 4)}
    assert lit_cells(view) == expected_lit(session, "enclosure_2", view.orientation) != first_lit
    press_key(view, Qt.Key.Key_R)
    assert ghost_cells(view) == first


def test_wheel_and_right_click_turn_the_shadow(build_open) -> None:  # type: ignore[no-untyped-def]
    window = build_open
    view = window.map_view
    view.carry("enclosure_2")
    point = cell_point(view, Cell(3, 4))
    hover(view, point)
    first = ghost_cells(view)
    wheel(view, point)
    after_wheel = ghost_cells(view)
    assert after_wheel != first and len(after_wheel) == 2
    QTest.mouseClick(
        view.viewport(), Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, point
    )
    assert ghost_cells(view) == first
    assert view.carrying == "enclosure_2"  # a right click turns, it does not place or drop


def test_every_orientation_is_reachable_with_r_and_m(build_open) -> None:  # type: ignore[no-untyped-def]
    view = build_open.map_view
    view.carry("enclosure_3")
    seen = set()
    for _ in range(4):
        seen.add(orientations("enclosure_3")[view.orientation])
        press_key(view, Qt.Key.Key_R)
    press_key(view, Qt.Key.Key_M)
    for _ in range(4):
        seen.add(orientations("enclosure_3")[view.orientation])
        press_key(view, Qt.Key.Key_R)
    assert seen == set(orientations("enclosure_3"))


@pytest.mark.parametrize("building", ["enclosure_3", "enclosure_4"])
def test_turning_keeps_the_shadow_under_the_mouse(build_open, building: str) -> None:  # type: ignore[no-untyped-def]
    """After each quarter turn the shadow hangs from the cell under the mouse, as it does when
    the mouse moves: turning four times in place must not walk the shadow across the map."""
    view = build_open.map_view
    view.carry(building)
    at = Cell(2, 4)
    hover(view, cell_point(view, at))
    for _ in range(4):
        expected = set(view.placement_at(at))
        assert ghost_cells(view) == expected, (
            f"orientation {view.orientation}: the shadow moved away from the mouse"
        )
        press_key(view, Qt.Key.Key_R)


def test_a_drop_on_a_lit_cell_places_the_building_over_it(qtbot, build_open) -> None:  # type: ignore[no-untyped-def]
    """Every lit cell is covered by a legal placement of the shape as turned, but the shape
    hung from the mouse to the right and below it: dropped on a lit cell it was refused ("Rock
    and water spaces can never be built on", seen in the real window). Now the shadow and the
    drop take the legal placement over that cell, the nearest one to the mouse."""
    window = build_open
    view, session = window.map_view, window.session
    view.carry("enclosure_2")
    press_key(view, Qt.Key.Key_R)  # upright
    at = Cell(3, 4)
    assert at in lit_cells(view)
    assert PlaceBuilding("enclosure_2", tuple(view.cells_for(at))) not in legal(
        session, "enclosure_2"
    )
    choice = PlaceBuilding("enclosure_2", (Cell(3, 3), Cell(3, 4)))
    assert choice in legal(session, "enclosure_2")
    point = cell_point(view, at)
    hover(view, point)
    assert ghost_cells(view) == set(choice.cells)
    click_to_place(qtbot, view, point, choice)
    assert session.choices[-1] == choice


# -- choosing an animal's enclosure ------------------------------------------------------------
def animal_placement_prefix() -> tuple[GameConfig, list[object]]:
    """The choices of a seeded random game up to a decision with 3+ enclosures for an animal."""
    config = GameConfig(players=2, seed=1, maps=("A", "A"))
    game = new_game(config)
    rng = random.Random(1)
    log = []
    while not game.is_over:
        decision = game.decision
        assert decision is not None
        if sum(isinstance(o, PlaceAnimal) for o in decision.options) >= 3:
            return config, log
        choice = rng.choice(decision.options)
        game.apply(choice)
        log.append(choice)
    raise AssertionError("no animal placement with 3 enclosures came up")


@pytest.fixture
def enclosure_open(qtbot):  # type: ignore[no-untyped-def]
    config, log = animal_placement_prefix()
    session = GameSession(config, (HUMAN, HUMAN), choices=log)
    window = make_window(qtbot, session)
    if window.pass_screen.isVisible():
        qtbot.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
    decision = session.decision
    assert decision is not None
    assert window.map_view.seat == decision.seat, "the map does not show the deciding zoo"
    return window


def test_enclosure_choice_lights_the_enclosures(enclosure_open) -> None:  # type: ignore[no-untyped-def]
    window = enclosure_open
    view, session = window.map_view, window.session
    options = [o for o in session.decision.options if isinstance(o, PlaceAnimal)]
    assert lit_cells(view) == {c for o in options for c in o.enclosure}


def test_clicking_a_lit_enclosure_picks_its_place_animal(qtbot, enclosure_open) -> None:  # type: ignore[no-untyped-def]
    window = enclosure_open
    view, session = window.map_view, window.session
    options = [o for o in session.decision.options if isinstance(o, PlaceAnimal)]
    choice = options[-1]
    cell = sorted(choice.enclosure)[-1]
    with qtbot.waitSignal(view.choice_made, timeout=1000, check_params_cb=lambda c: c == choice):
        click_cell(view, cell)
    settle()
    assert session.choices[-1] == choice


def test_clicking_outside_the_lit_enclosures_is_refused(qtbot, enclosure_open) -> None:  # type: ignore[no-untyped-def]
    window = enclosure_open
    view, session = window.map_view, window.session
    options = [o for o in session.decision.options if isinstance(o, PlaceAnimal)]
    lit = {c for o in options for c in o.enclosure}
    zmap = load_map(session.game.state.players[view.seat].map_id)
    outside = next(
        Cell(col, row)
        for row in range(zmap.height)
        for col in range(zmap.width)
        if Cell(col, row) not in lit
    )
    before = len(session.choices)
    with qtbot.waitSignal(view.refused, timeout=1000) as blocker:
        click_cell(view, outside)
    assert "enclosure" in blocker.args[0]
    assert len(session.choices) == before
    assert window.statusBar().currentMessage() == blocker.args[0]


def test_map_ignores_clicks_of_a_seat_that_is_not_deciding(qtbot, build_open) -> None:  # type: ignore[no-untyped-def]
    """Viewing the other player's zoo during one's Build: nothing is lit, nothing can be placed."""
    window = build_open
    view, session = window.map_view, window.session
    window.seat_picker.setCurrentIndex(1)
    settle()
    assert view.seat == 1
    assert view.building_options() == []
    assert lit_cells(view) == set()
    before = len(session.choices)
    QTest.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(5, 5)
    )
    assert len(session.choices) == before


def test_clicking_a_player_shows_their_zoo_but_not_their_hand(qtbot, build_open) -> None:  # type: ignore[no-untyped-def]
    window = build_open
    session = window.session
    qtbot.mouseClick(window.player_boards.panels[1], Qt.MouseButton.LeftButton)
    settle()
    assert window.seat_picker.currentIndex() == 1
    assert window.map_view.seat == 1
    assert window.action_row.seat == 0  # the action cards stay those of the player at the screen
    assert window.hand_model.rows() == session.game.state.players[0].hand  # still the viewer's
    drawn = {c for b in session.game.state.players[1].buildings for c in b.cells}
    assert drawn  # Bob's starting buildings are what the scene shows now
