"""The cards drawn by the app: the painter (every card of the pool), the icons, the card views'
delegate, the hover / Space zoom, the display's range shading and the option highlight."""

from __future__ import annotations

import logging
import random

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionViewItem
from ui_helpers import mouse_move, pass_on

from arknova_desktop.engine.base.tracks import reputation_range
from arknova_desktop.engine.catalog.cards import (
    CONTINENTS,
    ICONS,
    AnimalCard,
    Card,
    FinalScoringCard,
    ProjectCard,
    SponsorCard,
    default_cards,
)
from arknova_desktop.session import GameSession
from arknova_desktop.ui import icons, theme
from arknova_desktop.ui.cards.card_painter import (
    COUNTER_ICONS,
    SIZE_COUNTERS,
    brief_text,
    counter_of,
    full_text,
    paint_card,
)
from arknova_desktop.ui.cards.card_views import (
    CARD_HEIGHT,
    CARD_WIDTH,
    FOLDER_STRIP,
    HAND_MAX_WIDTH,
    MARGIN,
    CardListView,
)
from arknova_desktop.ui.cards.card_zoom import ZOOM_WIDTH
from arknova_desktop.ui.models import DisplayModel, HandModel, Role

pytestmark = pytest.mark.gui

DB = default_cards()
ALL_CARDS: tuple[Card, ...] = DB.animals() + DB.sponsors() + DB.projects() + DB.final_scoring()


# -- helpers ------------------------------------------------------------------------------------
def make_session(seed: int = 1) -> GameSession:
    from arknova_desktop.engine import GameConfig

    return GameSession(
        GameConfig(players=2, seed=seed, maps=("A", "A")), ("human", "human"), bot_delay_ms=0
    )


def play_until_hand(session: GameSession, rng: random.Random, cards: int = 2) -> None:
    """Random legal choices until the viewer holds at least `cards` cards in hand (with End turn
    and the hot-seat cover lifted on the way: the viewer is at the screen)."""
    for _ in range(2000):
        pass_on(session)
        viewer = session.viewer
        if len(session.game.view(viewer).players[viewer].hand) >= cards:
            return
        decision = session.decision
        assert decision is not None
        assert session.choose(rng.choice(decision.options))
    raise AssertionError("the hand never filled")


def play_until_card_options(session: GameSession, rng: random.Random) -> None:
    """Random legal choices until the viewer has to pick among display or hand cards."""
    for _ in range(5000):
        pass_on(session)
        decision = session.table_decision
        assert decision is not None
        on_screen = set(session.game.state.display) | set(
            session.game.view(session.viewer).players[session.viewer].hand
        )
        if decision.seat == session.viewer and any(
            getattr(o, "card", None) in on_screen for o in decision.options
        ):
            return
        assert session.choose(rng.choice(decision.options))
    raise AssertionError("no decision about cards came up")


def paint(card: Card | str, width: int, height: int, **flags: bool) -> QImage:
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_card(painter, QRectF(0, 0, width, height), card, db=DB, **flags)
    painter.end()
    return image


def colours(image: QImage, rect: QRect, step: int = 3) -> set[int]:
    found = set()
    for y in range(rect.top(), rect.bottom(), step):
        for x in range(rect.left(), rect.right(), step):
            found.add(image.pixel(x, y))
    return found


def luminance(image: QImage, rect: QRect) -> float:
    total, count = 0.0, 0
    for y in range(rect.top(), rect.bottom(), 2):
        for x in range(rect.left(), rect.right(), 2):
            total += image.pixelColor(x, y).lightnessF()
            count += 1
    return total / count


def card_view(qtbot, session: GameSession, model_type: type, **kwargs) -> CardListView:  # type: ignore[no-untyped-def]
    model = model_type(session)
    view = CardListView(session, folders=model_type is DisplayModel, **kwargs)
    view.setModel(model)
    view.resize(720, 240 if model_type is HandModel else 520)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    QApplication.processEvents()
    return view


def paint_index(view: CardListView, row: int, state: QStyle.StateFlag | None = None) -> QImage:
    index = view.model().index(row, 0)
    delegate = view.card_delegate
    option = QStyleOptionViewItem()
    option.initFrom(view.viewport())
    size = delegate.sizeHint(option, index)
    option.rect = QRect(0, 0, size.width(), size.height())
    option.state = state if state is not None else QStyle.StateFlag.State_Enabled
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    delegate.paint(painter, option, index)
    painter.end()
    return image


def move_mouse(view: CardListView, point: QPoint) -> None:
    mouse_move(view.viewport(), point)


# -- the painter --------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("width", "height", "flags"),
    [(120, 170, {}), (96, 136, {"compact": True}), (340, 480, {"full": True})],
    ids=["normal", "compact", "zoom"],
)
def test_every_card_paints(qapp, width: int, height: int, flags: dict[str, bool]) -> None:  # type: ignore[no-untyped-def]
    assert len(ALL_CARDS) == 235
    for card in ALL_CARDS:
        image = paint(card, width, height, **flags)
        # The rounded corner stays transparent, the frame and the body are painted.
        assert image.pixelColor(0, 0).alpha() == 0, card.id
        assert image.pixelColor(width // 2, 1).alpha() == 255, card.id
        assert image.pixelColor(width // 2, height // 2).alpha() == 255, card.id
        # Something is drawn on the card: the header (cost, icons) and the text area vary.
        header = colours(image, QRect(2, 2, width - 4, height // 6))
        body = colours(image, QRect(4, height // 6, width - 8, height * 2 // 3))
        assert len(header) > 12, card.id
        assert len(body) > 12, card.id


def test_card_types_look_different(qapp) -> None:  # type: ignore[no-untyped-def]
    samples = {
        "animal": DB.get("A401"),
        "sponsor": DB.get("S201"),
        "project": DB.get("P101"),
        "final_scoring": DB.get("F001"),
    }
    middles = {kind: paint(card, 120, 170).pixel(60, 160) for kind, card in samples.items()}
    assert len(set(middles.values())) == 4


def test_face_down_card_is_a_back(qapp) -> None:  # type: ignore[no-untyped-def]
    back = paint("?", 120, 170)
    other = paint(DB.get("A401"), 120, 170)
    assert back.pixelColor(0, 0).alpha() == 0
    centre = back.pixelColor(60, 100)
    assert centre.alpha() == 255
    assert back.pixel(20, 150) != other.pixel(20, 150)
    assert len(colours(back, QRect(0, 0, 120, 170))) > 8
    assert paint(None, 120, 170).pixel(60, 100) == back.pixel(60, 100)  # type: ignore[arg-type]
    # A card id draws that card.
    assert paint("A401", 120, 170) == other


def test_dim_darkens(qapp) -> None:  # type: ignore[no-untyped-def]
    card = DB.get("A450")
    bright = paint(card, 120, 170)
    dim = paint(card, 120, 170, dim=True)
    rect = QRect(10, 40, 100, 100)
    assert luminance(dim, rect) < luminance(bright, rect) - 0.1


def test_tiny_and_huge_sizes_do_not_fail(qapp) -> None:  # type: ignore[no-untyped-def]
    for card in (DB.get("S257"), DB.get("P113"), DB.get("F004"), DB.get("A469")):
        for width, height in ((2, 2), (20, 28), (60, 85), (800, 1130)):
            paint(card, width, height)


def test_texts_come_from_the_card_text(qapp) -> None:  # type: ignore[no-untyped-def]
    for card in ALL_CARDS:
        whole = full_text(card, DB)
        assert whole
        short = brief_text(card, DB)
        assert len(short) <= len(whole)
    cheetah = DB.get("A401")
    assert "Sprint 3" in brief_text(cheetah, DB)
    assert "appeal" not in brief_text(cheetah, DB).split("Sprint")[0]


# -- icons --------------------------------------------------------------------------------------
def used_icon_names() -> set[str]:
    names = set(icons.ICON_NAMES) | set(ICONS) | set(CONTINENTS)
    names |= set(COUNTER_ICONS.values())
    for card in ALL_CARDS:
        if isinstance(card, AnimalCard | SponsorCard):
            names |= set(card.icons) | set(card.requirements.icons)
        if isinstance(card, AnimalCard):
            names |= {kind for kind in card.enclosures if kind != "standard"}
        if isinstance(card, ProjectCard | FinalScoringCard) and card.counter not in SIZE_COUNTERS:
            names.add(COUNTER_ICONS.get(card.counter, counter_of(card.counter)))
    return names


def test_every_icon_loads(qapp) -> None:  # type: ignore[no-untyped-def]
    names = used_icon_names()
    for required in (
        "africa", "americas", "asia", "australia", "europe",
        "bird", "herbivore", "predator", "primate", "reptile", "bear", "petting_zoo",
        "science", "rock", "water", "money", "appeal", "conservation", "reputation", "x_token",
    ):  # fmt: skip
        assert required in names
    for name in sorted(names):
        assert icons.has_icon(name), name
        pix = icons.pixmap(name, 24)
        assert not pix.isNull() and pix.size() == QSize(24, 24)
        image = pix.toImage()
        opaque = sum(
            1 for y in range(24) for x in range(24) if image.pixelColor(x, y).alpha() > 128
        )
        assert opaque > 40, name
        assert not icons.icon(name).isNull()
        assert icons.pixmap(name, 24) is pix  # cached


def test_missing_icon_falls_back(qapp, caplog) -> None:  # type: ignore[no-untyped-def]
    with caplog.at_level(logging.WARNING, logger="arknova_desktop.ui.icons"):
        pix = icons.pixmap("no_such_icon_here", 20)
    assert not pix.isNull()
    image = pix.toImage()
    assert image.pixelColor(10, 10).alpha() == 255
    assert any("no_such_icon_here" in record.getMessage() for record in caplog.records)
    assert not icons.icon("no_such_icon_here").isNull()


# -- the views ----------------------------------------------------------------------------------
def test_delegate_size_hint(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session()
    play_until_hand(session, random.Random(3))
    hand = card_view(qtbot, session, HandModel)
    index = hand.model().index(0, 0)
    hint = hand.card_delegate.sizeHint(QStyleOptionViewItem(), index)
    width = hand.card_delegate.card_width
    assert 100 <= width <= HAND_MAX_WIDTH
    assert hint == QSize(width + 2 * MARGIN, round(width * CARD_HEIGHT / CARD_WIDTH) + 2 * MARGIN)
    item = hand.visualRect(index)
    assert item.width() == hint.width() and item.height() >= hint.height()
    display = card_view(qtbot, session, DisplayModel)
    display_hint = display.card_delegate.sizeHint(
        QStyleOptionViewItem(), display.model().index(0, 0)
    )
    card_w = display.card_delegate.card_width
    assert (
        display_hint.height()
        == round(card_w * CARD_HEIGHT / CARD_WIDTH) + 2 * MARGIN + FOLDER_STRIP
    )
    # A short hand row shrinks the cards to fit its height; they stay cards.
    hand.resize(600, 140)
    QApplication.processEvents()
    assert hand.card_delegate.card_width < width
    assert hand.card_delegate.compact


def test_zoom_on_hover_and_space(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session()
    play_until_hand(session, random.Random(3))
    view = card_view(qtbot, session, HandModel)
    index = view.model().index(1, 0)
    card_id = index.data(Role.CARD_ID)
    name = DB.get(card_id).name
    assert not view.zoom.isVisible()
    move_mouse(view, view.visualRect(index).center())
    assert not view.zoom.isVisible()  # not at once: after ~0.5 s
    qtbot.waitUntil(view.zoom.isVisible, timeout=2000)
    assert view.zoom.card_id == card_id
    assert view.zoom.card_name == name
    assert view.zoom.width() >= ZOOM_WIDTH and view.zoom.height() >= 450
    # It never covers the row of cards, and takes no focus.
    assert not view.zoom.geometry().intersects(view.visible_cards_rect())
    assert view.zoom.focusPolicy() == Qt.FocusPolicy.NoFocus
    # Onto the next card: the zoom goes at once, and soon shows that card.
    nxt = view.model().index(0, 0)
    move_mouse(view, view.card_delegate.card_rect(view.visualRect(nxt)).center())
    assert not view.zoom.isVisible()
    qtbot.waitUntil(view.zoom.isVisible, timeout=2000)
    assert view.zoom.card_id == nxt.data(Role.CARD_ID)
    move_mouse(view, view.visualRect(index).center())
    qtbot.waitUntil(lambda: view.zoom.card_id == card_id and view.zoom.isVisible(), timeout=2000)
    # Leaving the cards hides it (after a moment: the mouse could be on its way into it); Space
    # on the current card shows it, Space again hides it.
    move_mouse(view, QPoint(view.viewport().width() - 2, view.viewport().height() - 2))
    qtbot.waitUntil(lambda: not view.zoom.isVisible(), timeout=2000)
    other = view.model().index(0, 0)
    view.setCurrentIndex(other)
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert view.zoom.isVisible()
    assert view.zoom.card_name == DB.get(other.data(Role.CARD_ID)).name
    image = view.zoom.grab().toImage()
    assert len(colours(image, QRect(10, 10, image.width() - 20, image.height() - 20), 5)) > 30
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert not view.zoom.isVisible()


def test_display_shades_folders_beyond_the_range(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session()
    view = card_view(qtbot, session, DisplayModel)
    reputation = session.game.state.players[session.viewer].reputation
    assert view.reach() == reputation_range(reputation)
    assert view.model().index(3, 0).data(Role.FOLDER) == 4
    view.viewer_reputation = lambda: 15  # type: ignore[method-assign]
    assert view.reach() == 6
    lit = paint_index(view, 3)
    view.viewer_reputation = lambda: 0  # type: ignore[method-assign]
    assert view.reach() == 1
    shaded = paint_index(view, 3)
    first = paint_index(view, 0)
    card = view.card_delegate.card_rect(QRect(QPoint(0, 0), lit.size()))
    inner = card.adjusted(8, 30, -8, -30)
    assert luminance(shaded, inner) < luminance(lit, inner) - 0.1
    # Folder 1 is always within range; folder numbers sit under the cards.
    view.viewer_reputation = lambda: 15  # type: ignore[method-assign]
    assert abs(luminance(first, inner) - luminance(paint_index(view, 0), inner)) < 0.01
    strip = QRect(0, card.bottom() + 3, lit.width(), FOLDER_STRIP - 4)
    assert len(colours(lit, strip, 1)) > 3


def test_options_get_a_golden_border(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session(seed=4)
    play_until_card_options(session, random.Random(5))
    decision = session.decision
    assert decision is not None
    display = card_view(qtbot, session, DisplayModel)
    hand = card_view(qtbot, session, HandModel)
    named = {getattr(o, "card", None) for o in decision.options}
    assert display.option_cards() == hand.option_cards()
    assert display.option_cards() == {c for c in named if isinstance(c, str)}
    view = display
    rows = [
        r
        for r in range(view.model().rowCount())
        if view.model().index(r, 0).data(Role.CARD_ID) in named
    ]
    if not rows:
        view = hand
        rows = [
            r
            for r in range(view.model().rowCount())
            if view.model().index(r, 0).data(Role.CARD_ID) in named
        ]
    assert rows
    image = paint_index(view, rows[0])
    card = view.card_delegate.card_rect(QRect(QPoint(0, 0), image.size()))
    glow = theme.colors().glow
    edge = [
        image.pixelColor(card.center().x(), card.top() - 1),
        image.pixelColor(card.left() - 1, card.center().y()),
    ]
    assert all(abs(c.red() - glow.red()) < 40 and abs(c.blue() - glow.blue()) < 60 for c in edge)
    others = [r for r in range(view.model().rowCount()) if r not in rows]
    for row in others:
        plain = paint_index(view, row)
        assert plain.pixelColor(card.left() - 1, card.center().y()) != edge[1]


def test_clicking_a_card_routes_it(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox

    from arknova_desktop.ui.table.main_window import MainWindow

    # Closing the window at teardown must not wait for the "leave the game?" question.
    monkeypatch.setattr(QMessageBox, "question", lambda *_a, **_k: QMessageBox.StandardButton.Yes)

    session = make_session()
    window = MainWindow(session)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.start()
    assert window.pass_screen.isVisible(), "two humans: the first one sits down first"
    qtbot.mouseClick(window.pass_screen.button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert not window.pass_screen.isVisible() and not session.covered
    calls: list[dict[str, object]] = []
    window.route = lambda **match: calls.append(match)  # type: ignore[method-assign]
    view = window.display_view
    assert isinstance(view, CardListView)
    assert isinstance(window.hand_view, CardListView)
    index = view.model().index(2, 0)
    view.scrollTo(index)
    QTest.mouseClick(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        view.visualRect(index).center(),
    )
    assert calls == [{"card": index.data(Role.CARD_ID), "folder": 3}]
