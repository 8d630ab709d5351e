"""The zoo map updates only what changed (issue 25): no rebuild when the seat, the map and the
buildings are the same, a building's items kept while it stays as it is, lit cells re-lit in
place, one update per lift of the hot-seat cover; and after every kind of change (build, an
animal placed, a seat switch, a reveal, undo) the scene is exactly what a scene drawn from
scratch shows for the same zoo."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsLineItem,
    QGraphicsRectItem,
    QGraphicsTextItem,
)
from ui_helpers import keep_setup, make_session, make_window, pass_on, settle

from arknova_desktop.engine.kernel.choices import ChooseAction, PlaceAnimal, PlaceBuilding
from arknova_desktop.session import GameSession
from arknova_desktop.ui.map.map_view import (
    BuildingTileItem,
    TerrainItem,
    ZooMapScene,
    ZooMapView,
)

pytestmark = pytest.mark.gui


def item_signature(item: QGraphicsItem) -> tuple[object, ...]:
    """What an item shows, where, over what: enough that two scenes with equal signatures
    draw the same picture."""
    box = item.sceneBoundingRect()
    where = tuple(round(v, 3) for v in (box.x(), box.y(), box.width(), box.height()))
    shown: tuple[object, ...] = ()
    if isinstance(item, QGraphicsTextItem):
        shown = (item.toPlainText(), item.defaultTextColor().name(), round(item.scale(), 4))
    elif isinstance(item, BuildingTileItem):
        shown = (item.building, item.cells, item.occupied, item.icon_rect.getRect(), item.lift)
    elif isinstance(item, TerrainItem):
        shown = (item.kind, item.quiet)
    elif isinstance(item, QGraphicsRectItem | QGraphicsLineItem):
        shown = (item.pen().color().name(), item.pen().widthF())
    return (
        type(item).__name__,
        round(item.zValue(), 6),
        where,
        item.toolTip(),
        round(item.opacity(), 3),
        shown,
    )


def scene_signature(scene: ZooMapScene) -> list[tuple[object, ...]]:
    return sorted((item_signature(i) for i in scene.items()), key=repr)


def fresh_signature(view: ZooMapView) -> list[tuple[object, ...]]:
    """The same zoo drawn by a new scene from scratch, with the same marks and lit cells."""
    shown = view.map_scene
    assert shown.player is not None
    fresh = ZooMapScene()
    fresh.show_player(shown.player, dict(shown.names))
    fresh.mark_new(shown.new_cells)
    fresh.set_light(shown.lit_colors())
    return scene_signature(fresh)


def assert_as_drawn_from_scratch(view: ZooMapView) -> None:
    scene = view.map_scene
    player = view.session.view.players[view.seat]
    assert scene.player == player, "the scene shows another zoo than the seat's"
    assert scene_signature(scene) == fresh_signature(view)
    bodies = {(i.building, i.cells) for i in scene.items() if isinstance(i, BuildingTileItem)}
    assert bodies == {(b.building, tuple(sorted(b.cells))) for b in player.buildings}


@pytest.fixture
def started(qtbot):  # type: ignore[no-untyped-def]
    """Two humans on map A, the setup kept, seat 0 at the screen (seed 4: its Build is open)."""
    session = make_session(2, maps=("A", "A"), seed=4)
    window = make_window(qtbot, session)
    keep_setup(session)
    settle()
    return window


def test_nothing_changed_means_no_rebuild_and_the_same_items(started) -> None:  # type: ignore[no-untyped-def]
    view = started.map_view
    scene = view.map_scene
    before = list(scene.items())
    rebuilds, updates = scene.rebuilds, scene.updates
    for _ in range(3):
        view.refresh()
        view.show_seat(view.seat)
        settle()
    assert (scene.rebuilds, scene.updates) == (rebuilds, updates)
    assert list(scene.items()) == before  # the very same items, none made again
    assert_as_drawn_from_scratch(view)


def test_a_build_adds_only_the_new_building(started) -> None:  # type: ignore[no-untyped-def]
    window = started
    view, session, scene = window.map_view, window.session, window.map_view.map_scene
    assert session.choose(ChooseAction("build", 0))
    pass_on(session)
    settle()
    terrain = [i for i in scene.items() if isinstance(i, TerrainItem)]
    old_bodies = {i.cells: i for i in scene.items() if isinstance(i, BuildingTileItem)}
    rebuilds = scene.rebuilds
    decision = session.decision
    assert decision is not None
    place = next(o for o in decision.options if isinstance(o, PlaceBuilding))
    assert session.choose(place)
    settle()
    assert scene.rebuilds == rebuilds
    assert [i for i in scene.items() if isinstance(i, TerrainItem)] == terrain
    bodies = {i.cells: i for i in scene.items() if isinstance(i, BuildingTileItem)}
    assert tuple(sorted(place.cells)) in bodies
    for cells, body in old_bodies.items():  # the buildings already there: the same items
        assert bodies[cells] is body
    assert_as_drawn_from_scratch(view)


def test_lit_cells_are_relit_in_place(started) -> None:  # type: ignore[no-untyped-def]
    window = started
    view, session, scene = window.map_view, window.session, window.map_view.map_scene
    assert session.choose(ChooseAction("build", 0))
    pass_on(session)
    settle()
    view.carry(view.building_options()[0])
    lit = dict(scene.lit)
    assert lit
    view.refresh()  # the same decision again: the same frames, none made anew
    view.carry(view.carrying or "")
    assert scene.lit == lit and all(scene.lit[c] is item for c, item in lit.items())
    view.drop_carried()
    assert scene.lit == {} and scene.lit_items == []


def test_switching_seats_on_the_same_map_keeps_the_map_and_its_buildings(started) -> None:  # type: ignore[no-untyped-def]
    window = started
    view, scene = window.map_view, window.map_view.map_scene
    terrain = [i for i in scene.items() if isinstance(i, TerrainItem)]
    mine = {i.cells: i for i in scene.items() if isinstance(i, BuildingTileItem)}
    rebuilds = scene.rebuilds
    window.seat_picker.setCurrentIndex(1)
    settle()
    assert view.seat == 1
    assert_as_drawn_from_scratch(view)
    window.seat_picker.setCurrentIndex(0)
    settle()
    assert_as_drawn_from_scratch(view)
    assert scene.rebuilds == rebuilds  # both zoos on map A: the spaces stay
    assert [i for i in scene.items() if isinstance(i, TerrainItem)] == terrain
    again = {i.cells: i for i in scene.items() if isinstance(i, BuildingTileItem)}
    assert all(again[cells] is body for cells, body in mine.items())  # kept, not made again


def test_another_map_is_a_rebuild(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, maps=("A", "1"), seed=4)
    window = make_window(qtbot, session)
    keep_setup(session)
    settle()
    view, scene = window.map_view, window.map_view.map_scene
    rebuilds = scene.rebuilds
    window.seat_picker.setCurrentIndex(1 - view.seat)
    settle()
    assert scene.rebuilds == rebuilds + 1
    assert_as_drawn_from_scratch(view)


def play_a_step(session: GameSession, rng: random.Random) -> str:
    """One step at the screen, as the benchmark plays: End turn, lift the cover, or a choice."""
    if session.awaiting_end_turn:
        assert session.end_turn()
        return "end turn"
    if session.covered:
        assert session.reveal()
        return "reveal"
    decision = session.table_decision
    assert decision is not None
    assert session.choose(rng.choice(decision.options))
    return decision.kind


def test_every_step_of_a_game_shows_the_zoo_as_drawn_from_scratch(started) -> None:  # type: ignore[no-untyped-def]
    """Random steps (builds, animals, end of turns, covers lifted, undos): after each the map
    is the zoo of the seat in view, exactly; a reveal is at most one update, never a rebuild."""
    window = started
    view, session, scene = window.map_view, window.session, window.map_view.map_scene
    rng = random.Random(7)
    rebuilds = scene.rebuilds
    seen: set[str] = set()
    for _ in range(260):
        if session.decision is None:
            break
        updates = scene.updates
        if rng.random() < 0.08 and session.undo_blocker() is None:
            assert session.undo()
            kind = "undo"
        else:
            kind = play_a_step(session, rng)
        settle()
        seen.add(kind)
        if kind == "reveal":
            assert scene.updates <= updates + 1, "a lifted cover updated the map twice"
        assert_as_drawn_from_scratch(view)
    assert scene.rebuilds == rebuilds, "one map for both seats: never drawn anew"
    assert {"build", "reveal", "undo", "end turn"} <= seen, seen


def test_an_animal_placed_renames_its_enclosure(qtbot) -> None:  # type: ignore[no-untyped-def]
    from test_ui_map import animal_placement_prefix

    config, log = animal_placement_prefix()
    session = GameSession(config, ("human", "human"), choices=log)
    window = make_window(qtbot, session)
    pass_on(session)
    settle()
    view, scene = window.map_view, window.map_view.map_scene
    decision = session.decision
    assert decision is not None and view.seat == decision.seat
    choice = next(o for o in decision.options if isinstance(o, PlaceAnimal))
    untouched = {
        i.cells: i
        for i in scene.items()
        if isinstance(i, BuildingTileItem) and set(i.cells) != set(choice.enclosure)
    }
    rebuilds = scene.rebuilds
    assert session.choose(choice)
    settle()
    assert scene.rebuilds == rebuilds
    home = next(
        i
        for i in scene.items()
        if isinstance(i, BuildingTileItem) and set(i.cells) == set(choice.enclosure)
    )
    placed = next(
        b
        for b in session.view.players[view.seat].buildings
        if set(b.cells) == set(choice.enclosure)
    )
    assert placed.animals, "the animal lives there now"
    cards = session.game.cards
    for animal in placed.animals:  # named on the map (the tooltip has the full words)
        assert cards.get(animal).name in home.toolTip()
    bodies = {i.cells: i for i in scene.items() if isinstance(i, BuildingTileItem)}
    assert all(bodies[cells] is body for cells, body in untouched.items())
    assert_as_drawn_from_scratch(view)
