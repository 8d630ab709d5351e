"""The zoo map's labels and its fit in the view: in late-game zoos of seeded random games on
several maps, every text on the map stays inside the building (or the free cell) it names,
never overlaps another text, is readable (at least 9 px), carries its full words in the tooltip
when it is shortened, and never shows a card code, a grid coordinate or an identifier. The map
fits its view in the 1280×800 window with no scroll bars, and keeps its scale while the panels
around it change; only a resize of the view rescales it."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QTextDocument, QTransform
from PySide6.QtWidgets import QGraphicsLineItem, QGraphicsTextItem
from ui_helpers import HUMAN, choose, keep_setup, make_session, make_window, settle

from arknova_desktop.engine import GameConfig, new_game
from arknova_desktop.engine.base.geometry import Cell
from arknova_desktop.engine.kernel.choices import Choice, ChooseAction
from arknova_desktop.session import GameSession
from arknova_desktop.ui.map.map_view import (
    BREAK_AFTER,
    CELL,
    FULL_TEXT,
    MIN_PX,
    BuildingTileItem,
    TileOutlineItem,
    ZooMapView,
    _setup_document,
    abbreviations,
    fit_label,
)

pytestmark = pytest.mark.gui

CARD_ID = re.compile(r"\b[ASPF]\d{3}\b")
SNAKE = re.compile(r"\b[a-z]+_[a-z_]+\b")
COORDINATE = re.compile(r"\(\s*\d+\s*,\s*\d+\s*\)|\b\d+\s*,\s*\d+\b|\b[cr]\d+[cr]\d+\b")
OLD_CODES = {"$2", "$5", "$10", "Wkr", "Clev", "Spn", "R+1", "R+2", "Resc", "Gate", "Rest."}

# (seed, maps): late-game zoos on eight different maps.
GAMES = [
    (6, ("1", "8")),
    (1, ("7", "9")),
    (5, ("A", "4")),
    (1, ("2", "10", "5")),
    (7, ("6", "3")),
]


def late_session(seed: int, maps: tuple[str, ...], buildings: int = 13) -> GameSession:
    """A session rebuilt where every zoo of a seeded random game has `buildings` buildings (or
    at the last decision of the game), found with the bare engine."""
    config = GameConfig(players=len(maps), seed=seed, maps=maps)
    game = new_game(config)
    rng = random.Random(seed)
    log: list[Choice] = []
    while game.decision is not None:
        if min(len(p.buildings) for p in game.state.players) >= buildings:
            break
        choice = rng.choice(game.decision.options)
        game.apply(choice)
        log.append(choice)
    return GameSession(config, (HUMAN,) * len(maps), choices=log, bot_delay_ms=0)


def cells_under(rect: QRectF) -> set[Cell]:
    """The cells a rectangle reaches into (edges that only touch a cell do not count)."""
    eps = 0.01
    first_col, last_col = int((rect.left() + eps) // CELL), int((rect.right() - eps) // CELL)
    first_row, last_row = int((rect.top() + eps) // CELL), int((rect.bottom() - eps) // CELL)
    return {
        Cell(col, row)
        for col in range(first_col, last_col + 1)
        for row in range(first_row, last_row + 1)
    }


def plain(text: str) -> str:
    return " ".join(text.split())


def check_labels(view: ZooMapView, session: GameSession, seat: int) -> list[QGraphicsTextItem]:
    """Assert the label rules on the shown zoo; returns its text items."""
    player = session.game.state.players[seat]
    zmap = view.map_scene.zmap
    assert zmap is not None
    owner: dict[Cell, int] = {c: i for i, b in enumerate(player.buildings) for c in b.cells}
    texts = [i for i in view.map_scene.items() if isinstance(i, QGraphicsTextItem)]
    assert texts
    where = f"seat {seat} on map {zmap.id}"
    for item in texts:
        text = item.toPlainText()
        rect = item.sceneBoundingRect()
        assert text.strip(), where
        assert not CARD_ID.search(text) and not SNAKE.search(text), (where, text)
        assert not COORDINATE.search(text), (where, text)
        assert text not in OLD_CODES, (where, text)
        assert item.font().pixelSize() * item.scale() >= MIN_PX - 0.01, (where, text)
        assert item.toolTip(), (where, text)
        full = item.data(FULL_TEXT)
        if plain(text) != plain(full):  # shortened: the full words on hover
            assert plain(full) in plain(item.toolTip()), (where, text, full, item.toolTip())
        under = cells_under(rect)
        assert all(0 <= c.col < zmap.width and 0 <= c.row < zmap.height for c in under), (
            where,
            text,
        )
        buildings = {owner.get(c) for c in under}
        assert len(buildings) == 1, (where, text, "crosses a building's edge")
        building = buildings.pop()
        if building is None:  # a free cell's label: in its cell
            assert len(under) == 1, (where, text, "spills out of its cell")
        else:
            assert under <= set(player.buildings[building].cells), (where, text)
    for i, first in enumerate(texts):
        for second in texts[i + 1 :]:
            a, b = first.sceneBoundingRect(), second.sceneBoundingRect()
            assert not a.intersects(b), (where, first.toPlainText(), second.toPlainText())
    # Every animal is named in (or, shortened, on hover over) the label on its building.
    cards = session.game.cards
    for placed in player.buildings:
        cells = set(placed.cells)
        on_it = [t for t in texts if cells_under(t.sceneBoundingRect()) <= cells]
        assert len(on_it) == 1, (where, placed.building, [t.toPlainText() for t in on_it])
        for card_id in placed.animals:
            assert cards.get(card_id).name in on_it[0].toolTip(), (where, card_id)
    return texts


def test_labels_fit_their_buildings_and_never_overlap(qtbot) -> None:  # type: ignore[no-untyped-def]
    shortened = 0
    animals = 0
    maps_seen: set[str] = set()
    for seed, maps in GAMES:
        session = late_session(seed, maps)
        view = ZooMapView(session)
        qtbot.addWidget(view)
        view.resize(465, 410)
        view.show()
        for seat in range(len(maps)):
            view.show_seat(seat)
            settle()
            player = session.game.state.players[seat]
            assert len(player.buildings) >= 8, f"seed {seed}: the zoo is not late-game"
            texts = check_labels(view, session, seat)
            shortened += sum(plain(t.toPlainText()) != plain(t.data(FULL_TEXT)) for t in texts)
            animals += sum(len(b.animals) for b in player.buildings)
            maps_seen.add(player.map_id or "")
    assert len(maps_seen) >= 8
    assert animals >= 20, "too few animals in the zoos to test their names"
    assert shortened >= 1, "no label was shortened: the tooltip rule was not exercised"


def test_a_long_name_in_one_cell_is_shortened_not_spilled(qtbot) -> None:  # type: ignore[no-untyped-def]
    name = "Panamanian White-Faced Capuchin"
    forms = (name, *abbreviations(name))
    assert "Pa. Wh. Capuchin" in forms
    width = height = CELL - 4
    fit = fit_label(forms, width, height, False, 12)
    assert fit.px >= MIN_PX
    assert fit.rank > 0  # the full name does not fit one cell
    assert fit.text in forms[1:] or "…" in fit.text
    # A short name keeps its words in one cell, at the largest size that fits.
    assert fit_label(("Worker",), width, height, True, 11).rank == 0
    assert fit_label(("10 money",), width, height, True, 11).text == "10 money"


def map_fits_without_scroll_bars(view: ZooMapView) -> None:
    assert not view.horizontalScrollBar().isVisible()
    assert not view.verticalScrollBar().isVisible()
    shown = view.mapFromScene(view.map_scene.map_rect()).boundingRect()
    assert view.viewport().rect().contains(shown), (shown, view.viewport().rect())


def same_transform(a: QTransform, b: QTransform) -> bool:
    return (a.m11(), a.m22(), a.dx(), a.dy()) == (b.m11(), b.m22(), b.dx(), b.dy())


def test_map_fits_its_view_and_keeps_its_scale(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, (HUMAN, HUMAN), maps=("1", "A"), seed=4)
    window = make_window(qtbot, session)
    assert (window.width(), window.height()) == (1280, 800)
    keep_setup(session)
    settle()
    view = window.map_view
    map_fits_without_scroll_bars(view)
    # The map fills its view (one side of it), rather than a corner of it.
    shown = view.mapFromScene(view.map_scene.map_rect()).boundingRect()
    viewport = view.viewport().rect()
    assert shown.width() >= viewport.width() - 6 or shown.height() >= viewport.height() - 6
    transform, size = view.transform(), view.size()
    scroll = (view.horizontalScrollBar().value(), view.verticalScrollBar().value())
    # A choice that changes the decision panel and the card display, not the window.
    decision = session.decision
    assert decision is not None and decision.kind == "choose_action"
    cards = next(o for o in decision.options if isinstance(o, ChooseAction) and o.action == "cards")
    choose(session, cards)
    settle()
    assert view.size() == size, "the window's layout resized the map view"
    assert same_transform(view.transform(), transform)
    assert (view.horizontalScrollBar().value(), view.verticalScrollBar().value()) == scroll
    map_fits_without_scroll_bars(view)
    # Another zoo on the same view: the same scale.
    window.seat_picker.setCurrentIndex(1)
    settle()
    assert view.seat == 1
    assert same_transform(view.transform(), transform)
    # A real resize rescales the map, still whole and without scroll bars.
    window.resize(1100, 700)
    settle()
    assert not same_transform(view.transform(), transform)
    map_fits_without_scroll_bars(view)


def test_late_game_window_has_no_map_scroll_bars(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = late_session(3, ("1", "8"))
    window = make_window(qtbot, session)
    if window.pass_screen.isVisible():
        window.pass_screen.reveal()
    settle()
    map_fits_without_scroll_bars(window.map_view)
    check_labels(window.map_view, session, window.map_view.seat)


# -- line breaks: only between words ----------------------------------------------------------
def wrapped_lines(doc: QTextDocument) -> list[tuple[str, int, bool]]:
    """Each laid-out line of the document: its text, its width as laid out, and whether the
    layout (not the text's own new line) ended it."""
    found: list[tuple[str, int, bool]] = []
    doc.size()  # lays the document out
    block = doc.begin()
    while block.isValid():
        layout, text = block.layout(), block.text()
        for i in range(layout.lineCount()):
            line = layout.lineAt(i)
            part = text[line.textStart() : line.textStart() + line.textLength()]
            found.append((part, round(line.naturalTextWidth()), i < layout.lineCount() - 1))
        block = block.next()
    return found


def assert_breaks_between_words(item: QGraphicsTextItem, where: str) -> None:
    """No line of the label, as its own document lays it out, ends inside a word: every wrap
    falls after a space, a hyphen or a soft hyphen of the text, unless the text was elided
    with "…"; and no line is wider than the label's width (a word never spills out)."""
    doc = item.document()
    text = item.toPlainText()
    lines = wrapped_lines(doc)
    assert lines, (where, text)
    for part, width, wrapped in lines:
        assert width <= doc.textWidth() + 0.5, (where, text, part, "wider than its box")
        if wrapped and "…" not in text:
            assert part[-1] in BREAK_AFTER or part.endswith(" "), (where, text, part)
    # The same text laid out afresh by the label's own code breaks the same way.
    fresh = QTextDocument()
    font = item.font()
    _setup_document(
        fresh,
        text,
        font.pixelSize(),
        font.bold(),
        doc.textWidth(),
        doc.defaultTextOption().alignment(),
    )
    assert [p for p, _, _ in wrapped_lines(fresh)] == [p for p, _, _ in lines], (where, text)


def test_labels_wrap_only_between_words(qtbot) -> None:  # type: ignore[no-untyped-def]
    wrapped = 0
    for seed, maps in GAMES:
        session = late_session(seed, maps)
        view = ZooMapView(session)
        qtbot.addWidget(view)
        view.resize(465, 410)
        view.show()
        for seat in range(len(maps)):
            view.show_seat(seat)
            settle()
            zmap = view.map_scene.zmap
            assert zmap is not None
            for item in view.map_scene.labels:
                assert_breaks_between_words(item, f"seed {seed}, seat {seat}, map {zmap.id}")
                wrapped += sum(w for _, _, w in wrapped_lines(item.document()))
    assert wrapped >= 5, "too few wrapped labels to test where they break"


@pytest.mark.parametrize(
    ("name", "width", "height"),
    [
        ("Northern Plains Gray Langur", 2 * CELL - 4, CELL - 4),
        ("Northern Plains Gray Langur", CELL - 4, 2 * CELL - 4),
        ("Fennec Fox", CELL - 4, CELL - 4),
        ("Size-2 enclosure", CELL - 4, 2 * CELL - 4),
        ("Size-2 enclosure", CELL - 4, CELL - 4),
        ("Panamanian White-Faced Capuchin", CELL - 4, CELL - 4),
        ("Hippopotamus Amphibiusaurus", CELL - 4, CELL - 4),
    ],
)
def test_a_word_is_shrunk_shortened_or_elided_never_broken(
    qtbot: object, name: str, width: float, height: float
) -> None:
    forms = (name, *abbreviations(name))
    fit = fit_label(forms, width, height, False, 12)
    assert fit.px >= MIN_PX
    assert fit.text in forms or "…" in fit.text, fit
    item = QGraphicsTextItem()
    _setup_document(
        item.document(),
        fit.text,
        fit.px,
        fit.bold,
        width,
        item.document().defaultTextOption().alignment(),
    )
    assert_breaks_between_words(item, name)
    assert item.document().size().height() <= height + 0.01, fit
    if "…" in fit.text:  # elided: every word shown whole but the one cut with the ellipsis
        words = {w for form in forms for w in form.split()}
        for shown in fit.text.replace("\n", " ").split():
            assert shown in words or shown.endswith("…"), (fit.text, shown)


def test_a_short_name_on_two_cells_keeps_one_line(qtbot) -> None:  # type: ignore[no-untyped-def]
    """ "Fennec Fox" on an L of three cells: one line over two cells side by side, rather
    than two lines over a grid line."""
    for seed, maps in GAMES:
        session = late_session(seed, maps)
        view = ZooMapView(session)
        qtbot.addWidget(view)
        for seat in range(len(maps)):
            view.show_seat(seat)
            for item in view.map_scene.labels:
                lines = wrapped_lines(item.document())
                if len(lines) < 2 or "\n" in item.toPlainText():
                    continue
                rect = item.sceneBoundingRect()
                # Two lines of one name are fine where no wider box of its building fits it.
                one_line = fit_label(
                    (item.toPlainText(),), 2 * CELL - 4, CELL - 4, False, item.font().pixelSize()
                )
                if rect.width() < CELL and one_line.lines == 1 and one_line.rank == 0:
                    player = session.game.state.players[seat]
                    cells = next(
                        (
                            set(b.cells)
                            for b in player.buildings
                            if cells_under(rect) <= set(b.cells)
                        ),
                        set(),
                    )
                    wide = any(
                        Cell(c.col + 1, c.row) in cells or Cell(c.col - 1, c.row) in cells
                        for c in cells_under(rect)
                    )
                    assert not wide, (item.toPlainText(), "two lines where one fits")


def test_new_mark_keeps_outlines_and_labels_visible(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The "new since your turn" mark lies over the buildings' fill but under their outline
    and their labels, with no line across the inside of a marked building."""
    session = late_session(6, ("1", "8"))
    view = ZooMapView(session)
    qtbot.addWidget(view)
    view.show_seat(1)
    player = session.game.state.players[1]
    building = max(player.buildings, key=lambda b: len(b.cells))
    cells = frozenset(building.cells)
    view.set_highlight((c.col, c.row) for c in cells)
    scene = view.map_scene
    assert scene.new_items
    # Each building is a tile: its body (shadow, fill, icon) under the mark, its edge over it.
    outline = [i for i in scene.items() if isinstance(i, TileOutlineItem)]
    bodies = [i for i in scene.items() if isinstance(i, BuildingTileItem)]
    assert len(outline) == len(bodies) == len(player.buildings)
    top_mark = max(i.zValue() for i in scene.new_items)
    assert max(i.zValue() for i in bodies) < min(i.zValue() for i in scene.new_items)
    assert top_mark < min(i.zValue() for i in outline)
    assert top_mark < min(i.zValue() for i in scene.labels)
    for item in scene.new_items:  # all inside the marked cells, none on a cell's edge
        rect = item.sceneBoundingRect()
        assert cells_under(rect) <= cells
        if isinstance(item, QGraphicsLineItem):
            line = item.line()
            if line.x1() == line.x2():
                assert line.x1() % CELL not in (0.0,), line
            else:
                assert line.y1() % CELL not in (0.0,), line
    # A redraw (the view's refresh) draws the mark again, the same way.
    view.refresh()
    assert scene.new_items and max(i.zValue() for i in scene.new_items) == top_mark


def test_lit_spaces_are_drawn_under_the_labels(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A lit frame over a labelled cell never cuts through its words ("2 eputation")."""
    session = make_session(2, (HUMAN, HUMAN), maps=("1", "A"), seed=4)
    window = make_window(qtbot, session)
    keep_setup(session)
    settle()
    decision = session.table_decision
    assert decision is not None
    build = next(o for o in decision.options if isinstance(o, ChooseAction) and o.action == "build")
    choose(session, build)
    settle()
    view = window.map_view
    view.carry("kiosk")
    settle()
    scene = view.map_scene
    assert scene.lit_items, "a carried kiosk lights its legal spaces"
    lowest_label = min(label.zValue() for label in scene.labels)
    assert all(item.zValue() < lowest_label for item in scene.lit_items)
