"""The cards in the table's one visual language: faces redrawn for the variant, the card lists
as sunken wells, cards that grow with the room they have and the zoom, the card back, where a
shown card is (for the card that flies to the hand), and a new display card fading in."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from ui_helpers import pass_on

from arknova_desktop.engine import GameConfig
from arknova_desktop.session import GameSession
from arknova_desktop.ui import theme
from arknova_desktop.ui.cards.card_choice import CardChoice
from arknova_desktop.ui.cards.card_painter import paint_card, paint_card_back
from arknova_desktop.ui.cards.card_views import CardListView
from arknova_desktop.ui.models import DisplayModel, HandModel, Role
from arknova_desktop.ui.motion import motion

pytestmark = pytest.mark.gui


@pytest.fixture(autouse=True)
def light_at_zoom_1() -> Iterator[None]:
    """Every test starts and ends in the light variant at zoom 1 (the shared theme)."""
    manager = theme.manager()
    manager.set_variant("light")
    manager.set_window_zoom(1.0)
    yield
    manager.set_variant("light")
    manager.set_window_zoom(1.0)


def make_session(seed: int = 1) -> GameSession:
    return GameSession(
        GameConfig(players=2, seed=seed, maps=("A", "A")), ("human", "human"), bot_delay_ms=0
    )


def card_list(qtbot, session: GameSession, folders: bool, width: int = 720, height: int = 240):  # type: ignore[no-untyped-def]
    view = CardListView(session, folders=folders)
    view.setModel(DisplayModel(session) if folders else HandModel(session))
    view.resize(width, height)
    view.move(300, 200)  # away from the pointer (at the screen's corner): nothing is hovered
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    QApplication.processEvents()
    return view


def play_until_hand(session: GameSession, rng: random.Random, cards: int = 2) -> None:
    for _ in range(2000):
        pass_on(session)
        viewer = session.viewer
        if len(session.game.view(viewer).players[viewer].hand) >= cards:
            return
        decision = session.decision
        assert decision is not None
        assert session.choose(rng.choice(decision.options))
    raise AssertionError("the hand never filled")


def play_until_a_new_display_card(session: GameSession, rng: random.Random) -> str:
    """Random choices until a card comes into the display; returns it. Running animations are
    finished before each choice, so only the last change's are left."""
    start = set(session.view.display)
    for _ in range(3000):
        pass_on(session)
        new = [card for card in session.view.display if card not in start]
        if new:
            return new[0]
        motion().finish_all()
        decision = session.decision
        assert decision is not None
        assert session.choose(rng.choice(decision.options))
    raise AssertionError("no card came into the display")


def image_of(pixmap: QPixmap) -> QImage:
    return pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)


def fresh_face(view: CardListView, card_id: str, rect: QRect) -> QImage:
    """The face drawn now, from scratch, the way the list draws it."""
    ratio = view.viewport().devicePixelRatioF()
    pixmap = QPixmap(round(rect.width() * ratio), round(rect.height() * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    db = view.session.game.cards
    paint_card(
        painter,
        QRectF(0, 0, rect.width(), rect.height()),
        db.get(card_id),
        compact=view.card_delegate.compact,
        db=db,
    )
    painter.end()
    return image_of(pixmap)


def darkness(color: QColor) -> float:
    return 1.0 - color.lightnessF()


# -- one visual language ------------------------------------------------------------------------
def test_the_card_files_hold_no_colour_or_size_literals() -> None:
    from test_ui_theme import test_no_colour_or_font_size_literals_outside_the_theme as scan

    ui = Path(theme.__file__).resolve().parent.parent
    for name in (
        "cards/card_painter.py",
        "cards/card_views.py",
        "cards/card_choice.py",
        "cards/card_text_cache.py",
        "models.py",
        "icons.py",
    ):
        scan(ui / name)


def test_the_face_cache_redraws_for_the_dark_variant(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session()
    view = card_list(qtbot, session, folders=True, height=520)
    card_id = view.model().index(0, 0).data(Role.CARD_ID)
    rect = view.card_rect(card_id)
    assert rect is not None
    light = view.card_pixmap(card_id)
    assert light is not None
    light_image = image_of(light)
    assert light_image == fresh_face(view, card_id, rect)
    theme.manager().set_variant("dark")
    QApplication.processEvents()
    assert view.card_rect(card_id) == rect  # the variant alone changes no size
    dark = view.card_pixmap(card_id)
    assert dark is not None
    dark_image = image_of(dark)
    assert dark_image != light_image, "the cached light face must not be shown in the dark"
    assert dark_image == fresh_face(view, card_id, rect)
    # Paper under the dark variant's lamp: the same face, a little dimmer.
    centre = QPoint(rect.width() // 2, rect.height() // 2)
    assert darkness(dark_image.pixelColor(centre)) > darkness(light_image.pixelColor(centre))


def test_a_card_choice_face_redraws_for_the_dark_variant(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session()
    pass_on(session)
    choice = CardChoice(session)
    qtbot.addWidget(choice)
    choice.resize(900, 500)
    choice.show()
    assert choice.show_decision(session.table_decision), "the setup keep is chosen by faces"
    face = next(iter(choice.faces.values()))
    light = face.face(1.0).toImage()
    theme.manager().set_variant("dark")
    dark = face.face(1.0).toImage()
    assert dark != light


@pytest.mark.parametrize("folders", [False, True], ids=["hand", "display"])
def test_the_card_lists_are_a_sunken_well_in_both_variants(qtbot, folders: bool) -> None:  # type: ignore[no-untyped-def]
    session = make_session()
    view = card_list(qtbot, session, folders=folders, width=400, height=200)
    model = view.model()
    assert model is not None

    def background() -> QColor:
        image = view.viewport().grab().toImage()
        return image.pixelColor(image.width() - 3, image.height() - 3)  # beyond the cards

    if not folders:
        assert model.rowCount() == 0  # no hand yet: the whole well is empty
    light = background()
    assert light == theme.LIGHT.panel_alt
    theme.manager().set_variant("dark")
    QApplication.processEvents()
    dark = background()
    assert dark == theme.DARK.panel_alt
    assert dark.lightnessF() < 0.2


# -- where a shown card is ----------------------------------------------------------------------
def test_card_rect_and_card_pixmap_of_a_shown_card(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session()
    view = card_list(qtbot, session, folders=True, height=520)
    model = view.model()
    assert model is not None
    first = model.index(0, 0).data(Role.CARD_ID)
    rect = view.card_rect(first)
    assert rect is not None
    assert rect == view.card_delegate.card_rect(view.visualRect(model.index(0, 0)))
    assert view.viewport().rect().contains(rect)
    pixmap = view.card_pixmap(first)
    assert pixmap is not None
    assert pixmap.deviceIndependentSize().toSize() == rect.size()
    # What the view shows at that rectangle is that face (folder 1 is always within reach).
    shown = view.viewport().grab().toImage()
    face = image_of(pixmap)
    for x, y in ((0.5, 0.1), (0.3, 0.5), (0.6, 0.8)):
        point = QPoint(round(rect.width() * x), round(rect.height() * y))
        assert shown.pixelColor(rect.topLeft() + point) == face.pixelColor(point), (x, y)
    # A card that is not in this list has no rectangle and no face.
    hand_card = next(c for c in session.game.cards.animals() if c.id not in session.view.display)
    assert view.card_rect(hand_card.id) is None
    assert view.card_pixmap(hand_card.id) is None


def test_card_rect_is_none_for_a_card_scrolled_out_of_sight(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session()
    play_until_hand(session, random.Random(3), cards=6)
    view = card_list(qtbot, session, folders=False, width=260, height=200)
    model = view.model()
    assert model is not None and model.rowCount() >= 6
    last = model.index(model.rowCount() - 1, 0).data(Role.CARD_ID)
    assert view.card_rect(last) is None, "the last card of a narrow hand row is out of sight"
    assert view.card_pixmap(last) is None
    view.scrollTo(model.index(model.rowCount() - 1, 0))
    QApplication.processEvents()
    assert view.card_rect(last) is not None


# -- the card size follows the room and the zoom -------------------------------------------------
def test_hand_cards_grow_with_a_taller_row_and_with_the_zoom(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session()
    play_until_hand(session, random.Random(3), cards=4)
    view = card_list(qtbot, session, folders=False, width=1400, height=109)
    card = view.model().index(0, 0).data(Role.CARD_ID)

    def height() -> int:
        rect = view.card_rect(card)
        assert rect is not None
        return rect.height()

    low = height()  # the 1280×800 hand row
    assert low == 99
    view.resize(1400, 210)
    QApplication.processEvents()
    taller = height()
    assert taller > low + 80
    assert taller <= 210 - 10  # whole cards, inside the row
    view.resize(1400, 400)
    QApplication.processEvents()
    capped = height()
    assert taller < capped < 400  # a sensible largest card: not the whole row
    theme.manager().set_window_zoom(1.5)
    QApplication.processEvents()
    assert height() > capped  # a larger window's zoom: larger cards
    assert view.minimumHeight() > 109  # and the row asks for the room of its smallest card


def test_the_display_cards_grow_at_zoom_1_5(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session()
    view = card_list(qtbot, session, folders=True, width=1600, height=900)
    before = view.card_delegate.card_width
    theme.manager().set_window_zoom(1.5)
    QApplication.processEvents()
    assert view.card_delegate.card_width > before


# -- the card back ------------------------------------------------------------------------------
def test_paint_card_back_draws_the_back_colour() -> None:
    image = QImage(120, 170, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_card_back(painter, QRect(0, 0, 120, 170))
    painter.end()
    back = theme.colors().card_back
    # Inside the frame, off the emblem and the stripes' lines: near the back colour.
    near = 0
    samples = [(x, y) for x in range(12, 108, 4) for y in range(14, 40, 4)]
    for x, y in samples:
        colour = image.pixelColor(x, y)
        if (
            abs(colour.red() - back.red()) < 40
            and abs(colour.green() - back.green()) < 40
            and abs(colour.blue() - back.blue()) < 40
        ):
            near += 1
    assert near > len(samples) * 0.6
    assert image.pixelColor(0, 0).alpha() == 0  # rounded corners
    # The emblem in the middle is in the back's line colour.
    line = theme.colors().card_back_line
    centre = image.pixelColor(60, 85 + 8)
    assert abs(centre.red() - line.red()) < 30 and abs(centre.blue() - line.blue()) < 30


# -- motion: a card new in the display fades in -------------------------------------------------
def test_a_new_display_card_fades_in_and_ends_as_drawn_without_motion(  # type: ignore[no-untyped-def]
    qtbot, motion_on, wait_for_motion
) -> None:
    session = make_session()
    view = card_list(qtbot, session, folders=True, width=600, height=480)
    created = motion().created
    new = play_until_a_new_display_card(session, random.Random(2))
    assert motion().running > 0 and motion().created > created
    assert view.entering(new) is not None
    coming = view.grab().toImage()  # drawn on its way in
    wait_for_motion()
    assert view.entering(new) is None
    moved = view.grab().toImage()
    assert coming != moved
    motion().set_enabled(False)
    still = card_list(qtbot, session, folders=True, width=600, height=480)
    assert still.grab().toImage() == moved


def test_a_press_finishes_the_fade_at_once(qtbot, motion_on) -> None:  # type: ignore[no-untyped-def]
    session = make_session()
    view = card_list(qtbot, session, folders=True, width=600, height=480)
    new = play_until_a_new_display_card(session, random.Random(2))
    assert motion().running > 0
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(2, 2))
    assert motion().running == 0
    assert view.entering(new) is None


def test_without_motion_a_new_display_card_makes_no_animation(qtbot) -> None:  # type: ignore[no-untyped-def]
    session = make_session()
    view = card_list(qtbot, session, folders=True, width=600, height=480)
    created = motion().created
    new = play_until_a_new_display_card(session, random.Random(2))
    assert motion().created == created
    assert view.entering(new) is None
