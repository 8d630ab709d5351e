"""Any size: the text size and the table zoom (Settings, Ctrl+= / Ctrl+- / Ctrl+0), 75–200 %.
They are kept in the settings, step and clamp, apply live, grow the fonts where they matter
(the decision prompt, card names) without clipping a label at 1280×800, and at 3840×2160 the
cards grow with the window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QAction, QFontMetrics, QPainter, QPixmap
from PySide6.QtWidgets import QLabel, QWidget
from ui_helpers import HUMAN, keep_setup, make_session, make_window, pass_on, settle

from arknova_desktop.engine import default_cards
from arknova_desktop.ui import theme
from arknova_desktop.ui.aids.size_settings import (
    apply_saved_size,
    install_size_settings,
    set_text_size,
)
from arknova_desktop.ui.cards.card_face import CardFace
from arknova_desktop.ui.cards.card_painter import compact_at, paint_card
from arknova_desktop.ui.settings import Settings

pytestmark = pytest.mark.gui

DB = default_cards()


@pytest.fixture(autouse=True)
def _normal_size_kept():  # type: ignore[no-untyped-def]
    """The sizes saved by a test (even one that fails half-way) go back to 100 % after it."""
    yield
    settings = Settings()
    settings.text_size = 100
    settings.table_zoom = 100


def window_at(qtbot, size: tuple[int, int], keep: bool = True):  # type: ignore[no-untyped-def]
    session = make_session(2, (HUMAN, HUMAN), maps=("1", "A"), seed=4)
    window = make_window(qtbot, session)
    if keep:
        keep_setup(session)
    pass_on(session)
    settle()
    resize(window, size)
    return window


def resize(window, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    window.resize(*size)
    settle()
    window.fit_zoom()
    settle()
    window.resize(*size)
    settle()
    assert window.size().toTuple() == size


def with_size_menu(window):  # type: ignore[no-untyped-def]
    menu = window.menuBar().addMenu("Settings")
    install_size_settings(window, menu)
    settle()
    return menu


def press(qtbot, window, key: Qt.Key, modifiers: Qt.KeyboardModifier) -> None:  # type: ignore[no-untyped-def]
    window.activateWindow()
    qtbot.keyClick(window, key, modifiers)
    settle()


def test_the_sizes_round_trip_through_the_settings(tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "s.ini"
    first = Settings(path)
    assert (first.text_size, first.table_zoom) == (100, 100)  # the designed size at first
    first.text_size = 150
    first.table_zoom = 75
    again = Settings(path)
    assert (again.text_size, again.table_zoom) == (150, 75)
    again.text_size = 500  # held to 75–200 %
    again.table_zoom = 10
    assert (Settings(path).text_size, Settings(path).table_zoom) == (200, 75)
    Settings(path).store.setValue("look/text_size", "huge")  # a damaged value: the default
    assert Settings(path).text_size == 100


def test_the_saved_sizes_reach_the_theme(qapp) -> None:  # type: ignore[no-untyped-def]
    settings = Settings()
    settings.text_size = 125
    settings.table_zoom = 90
    try:
        apply_saved_size(settings)
        assert theme.text_scale() == pytest.approx(1.25)
        assert theme.manager().table_zoom == pytest.approx(0.9)
        assert theme.point_size("body") == pytest.approx(9.0 * 0.9 * 1.25)
        assert qapp.font().pointSizeF() == pytest.approx(9.0 * 0.9 * 1.25)
    finally:
        settings.text_size = 100
        settings.table_zoom = 100


def test_ctrl_plus_and_minus_step_the_text_and_clamp(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = window_at(qtbot, (1280, 800))
    with_size_menu(window)
    ctrl = Qt.KeyboardModifier.ControlModifier
    seen = []
    for _ in range(10):
        press(qtbot, window, Qt.Key.Key_Equal, ctrl)
        seen.append(Settings().text_size)
    assert seen == [110, 125, 150, 175, 200, 200, 200, 200, 200, 200]
    assert theme.text_scale() == 2.0
    seen = []
    for _ in range(10):
        press(qtbot, window, Qt.Key.Key_Minus, ctrl)
        seen.append(Settings().text_size)
    assert seen == [175, 150, 125, 110, 100, 90, 75, 75, 75, 75]
    assert theme.text_scale() == 0.75
    press(qtbot, window, Qt.Key.Key_0, ctrl)
    assert (Settings().text_size, theme.text_scale()) == (100, 1.0)
    # The menu's steps follow the keys.
    checked = [a.objectName() for a in window.findChildren(QAction) if a.isChecked()]
    assert "text_size_100" in checked and "text_size_150" not in checked


def test_the_table_zoom_steps_but_never_past_the_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = window_at(qtbot, (1600, 1000))
    with_size_menu(window)
    ctrl_alt = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
    assert theme.zoom() == 1.25  # 1600×1000 holds 1280×800 1.25 times
    press(qtbot, window, Qt.Key.Key_Minus, ctrl_alt)
    assert Settings().table_zoom == 90 and theme.zoom() == pytest.approx(1.125)
    press(qtbot, window, Qt.Key.Key_0, ctrl_alt)
    press(qtbot, window, Qt.Key.Key_Equal, ctrl_alt)
    assert Settings().table_zoom == 110
    assert theme.zoom() == pytest.approx(1.25)  # no room for more: the table stays in the window
    assert window.minimumSizeHint().width() <= 1600
    assert window.minimumSizeHint().height() <= 1000
    press(qtbot, window, Qt.Key.Key_0, ctrl_alt)
    assert Settings().table_zoom == 100


def clipped_labels(window: QWidget) -> list[str]:
    """The visible labels whose text needs more room than the label has: a one-line label
    wider or taller than it shows, a word-wrapped one taller than its height."""
    clipped = []
    for label in window.findChildren(QLabel):
        if not label.isVisibleTo(window) or not label.text() or label.width() <= 0:
            continue
        if label.textFormat() == Qt.TextFormat.RichText or label.text().startswith("<"):
            continue  # rich text lays itself out: not measured here
        name = label.objectName() or label.text()[:40]
        if label.wordWrap():
            need = label.heightForWidth(label.width())
            if need > label.height() + 1:
                clipped.append(f"{name!r}: {need} px high in {label.height()}")
            continue
        margins = label.contentsMargins()
        room_w = label.width() - margins.left() - margins.right() - 2 * label.margin()
        room_h = label.height() - margins.top() - margins.bottom() - 2 * label.margin()
        metrics = QFontMetrics(label.font())
        lines = label.text().split("\n")
        need_w = max(metrics.horizontalAdvance(line) for line in lines)
        need_h = metrics.height() * len(lines)
        if need_w > room_w + 1 or need_h > room_h + 2:
            clipped.append(f"{name!r}: {need_w}x{need_h} in {room_w}x{room_h}")
    return clipped


def name_px(face: CardFace) -> float:
    """The pixel size the face's card name is drawn at, at the face's width."""
    rect = face.card_rect()
    pixmap = QPixmap(rect.size())
    painter = QPainter(pixmap)
    sizes = paint_card(
        painter,
        QRectF(0, 0, rect.width(), rect.height()),
        DB.get(face.card),
        compact=compact_at(face.face_width),
        db=DB,
    )
    painter.end()
    return sizes.name


def test_at_150_percent_the_fonts_grow_and_no_label_is_clipped(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = window_at(qtbot, (1280, 800), keep=False)  # the keep choice: cards in the panel
    panel = window.decision_panel
    faces = list(panel.card_choice.faces.values())
    prompt_before = panel.prompt.font().pointSizeF()
    names_before = {face.card: (face.face_width, name_px(face)) for face in faces}
    set_text_size(150)
    settle()
    resize(window, (1280, 800))
    assert window.minimumSizeHint().height() <= 800  # the window still fits the screen
    assert panel.prompt.font().pointSizeF() == pytest.approx(prompt_before * 1.5)
    grown = []
    for face in faces:
        width, before = names_before[face.card]
        assert face.face_width == width  # the keep choice's faces keep their size at 1280×800
        after = name_px(face)
        assert after >= before, (face.card, before, after)
        grown.append(after >= before * 1.45)
    # Half as large again, but for a name whose one long word would not fit the card so: it
    # gives way (down to its 100 % size) rather than be cut at the card's edge.
    assert sum(grown) >= len(faces) * 3 / 4, grown
    assert clipped_labels(window) == []
    # And the table after the keep: every label whole there too, the action cards included.
    keep_setup(window.session)
    pass_on(window.session)
    settle()
    assert clipped_labels(window) == []
    set_text_size(100)
    settle()
    assert panel.prompt.font().pointSizeF() == pytest.approx(prompt_before)


def test_at_3840_by_2160_the_cards_grow(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = window_at(qtbot, (1280, 800))
    small = (
        window.hand_view.card_delegate.card_width,
        window.display_view.card_delegate.card_width,
        theme.font("body").pointSizeF(),
    )
    resize(window, (3840, 2160))
    large = (
        window.hand_view.card_delegate.card_width,
        window.display_view.card_delegate.card_width,
        theme.font("body").pointSizeF(),
    )
    assert large[0] >= small[0] * 1.8, (small, large)
    assert large[1] >= small[1] * 1.8, (small, large)
    assert large[2] >= small[2] * 2, (small, large)


def test_at_200_percent_a_1280_by_800_window_squeezes_instead_of_growing(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = window_at(qtbot, (1280, 800))
    body_before = theme.font("body").pointSizeF()
    set_text_size(200)
    settle()
    qtbot.waitUntil(lambda: theme.manager().squeeze < 1.0)
    settle()
    assert window.size().toTuple() == (1280, 800)
    assert window.minimumSizeHint().height() <= 800
    # Squeezed no more than needed: the words still well above their 150 % size.
    assert theme.font("body").pointSizeF() >= body_before * 1.6
    assert clipped_labels(window) == []
    set_text_size(100)
    settle()
    qtbot.waitUntil(lambda: theme.manager().squeeze == 1.0)
    assert theme.font("body").pointSizeF() == pytest.approx(body_before)
