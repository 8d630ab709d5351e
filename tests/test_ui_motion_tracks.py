"""Motion on the tracks bar and the player boards: after a change each marker glides to its new
space and each number on a board counts to its new value (tinted green for a gain, red for a
loss); the end is exactly what the table shows without motion, a click finishes at once, and with
motion off nothing is animated. Both variants render, and a larger zoom draws both larger."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from ui_helpers import make_session, settle

from arknova_desktop.session import GameSession
from arknova_desktop.ui import theme
from arknova_desktop.ui.motion import Motion, motion
from arknova_desktop.ui.table import tracks_bar
from arknova_desktop.ui.table.player_boards import PlayerBoards
from arknova_desktop.ui.table.tracks_bar import Marker, TracksBar

pytestmark = pytest.mark.gui

NAMES = ("Ada", "Bo", "Clementine")
# (appeal, conservation, reputation, money) per seat, after the change.
AFTER = ((30, 6, 7, 12), (4, 2, 3, 40), (60, 12, 9, 3))


def bar_for(qtbot) -> tuple[GameSession, TracksBar]:  # type: ignore[no-untyped-def]
    session = make_session(players=3, seed=3, names=NAMES)
    bar = TracksBar(session)
    qtbot.addWidget(bar)
    bar.resize(1280, bar.sizeHint().height())
    bar.show()
    qtbot.waitExposed(bar)
    bar.grab()  # drawn once: the markers rest where the game starts
    return session, bar


def boards_for(qtbot) -> tuple[GameSession, PlayerBoards]:  # type: ignore[no-untyped-def]
    session = make_session(players=3, seed=3, names=NAMES)
    boards = PlayerBoards(session)
    qtbot.addWidget(boards)
    layout = boards.layout()
    assert layout is not None
    boards.resize(340, layout.totalHeightForWidth(340))
    boards.show()
    qtbot.waitExposed(boards)
    settle()
    return session, boards


def change(session: GameSession) -> None:
    """What a choice does to the tracks and the boards, then the session's refresh."""
    for player, (appeal, conservation, reputation, money) in zip(
        session.game.state.players, AFTER, strict=True
    ):
        player.appeal, player.conservation = appeal, conservation
        player.reputation, player.money = reputation, money
    session.game.state.break_track.position = 4
    session.state_changed()
    session.events_applied.emit(())


def image(widget: QWidget) -> QImage:
    settle()
    return widget.grab().toImage()


def no_motion_image(qtbot, motion_on: Motion, make) -> QImage:  # type: ignore[no-untyped-def]
    """The same widget after the same change, with motion off: what the table shows at once."""
    motion_on.set_enabled(False)
    try:
        session, widget = make(qtbot)
        created = motion_on.created
        change(session)
        assert motion_on.created == created
        return image(widget)
    finally:
        motion_on.set_enabled(True)


def value_marker(bar: TracksBar, key: str, seat: int) -> Marker:
    return next(
        m for m in bar.track_geometry()[key].markers if m.seat == seat and m.kind == "value"
    )


def near(a: QColor, b: QColor, within: int = 60) -> bool:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) < (
        within
    )


@pytest.fixture
def dark() -> Iterator[None]:
    theme.manager().set_variant("dark")
    try:
        yield
    finally:
        theme.manager().set_variant("light")


# -- the markers glide --------------------------------------------------------------------------
def test_markers_glide_to_their_new_space_and_end_as_motionless(qtbot, motion_on, wait_for_motion):  # type: ignore[no-untyped-def]
    expected = no_motion_image(qtbot, motion_on, bar_for)
    session, bar = bar_for(qtbot)
    created = motion_on.created
    change(session)
    assert motion_on.running > 0 and motion_on.created > created
    # Ada's appeal marker has not arrived yet: its new space shows no piece of her colour.
    ada = value_marker(bar, "appeal", 0)
    before = QColor(image(bar).pixel(ada.rect.center().toPoint()))
    assert not near(before, theme.colors().player(0))
    wait_for_motion()
    after = image(bar)
    assert near(QColor(after.pixel(ada.rect.center().toPoint())), theme.colors().player(0))
    assert after == expected


def test_a_click_lands_every_marker_at_once(qtbot, motion_on: Motion) -> None:  # type: ignore[no-untyped-def]
    expected = no_motion_image(qtbot, motion_on, bar_for)
    session, bar = bar_for(qtbot)
    change(session)
    assert motion_on.running > 0
    QTest.mousePress(bar, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert motion_on.running == 0
    QTest.mouseRelease(bar, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert image(bar) == expected


def test_without_motion_the_markers_are_at_their_space_at_once(qtbot) -> None:  # type: ignore[no-untyped-def]
    session, bar = bar_for(qtbot)
    created = motion().created
    change(session)
    assert motion().created == created and motion().running == 0
    ada = value_marker(bar, "appeal", 0)
    assert ada.text == "30"
    assert near(QColor(image(bar).pixel(ada.rect.center().toPoint())), theme.colors().player(0))


# -- the numbers count ----------------------------------------------------------------------------
def test_numbers_count_tinted_and_end_as_motionless(qtbot, motion_on, wait_for_motion):  # type: ignore[no-untyped-def]
    expected = no_motion_image(qtbot, motion_on, boards_for)
    session, boards = boards_for(qtbot)
    ada = boards.panels[0]
    money_before = ada.stat_widgets["money"].number.text()
    appeal_before = ada.stat_widgets["appeal"].number.text()
    created = motion_on.created
    change(session)
    assert motion_on.running > 0 and motion_on.created > created
    palette = theme.colors()
    money, appeal = ada.stat_widgets["money"].number, ada.stat_widgets["appeal"].number
    # They start from what was shown, the loss of money in red, the gain of appeal in green.
    assert money.text() == money_before and appeal.text() == appeal_before
    money_colour = money.palette().windowText().color()
    appeal_colour = appeal.palette().windowText().color()
    assert money_colour.red() - money_colour.green() > palette.text.red() - palette.text.green()
    assert appeal_colour.green() - appeal_colour.red() > (palette.text.green() - palette.text.red())
    wait_for_motion()
    assert money.text() == "12" and appeal.text() == "30"
    assert money.palette().windowText().color() == palette.text
    assert image(boards) == expected


def test_a_key_finishes_the_count_at_once(qtbot, motion_on: Motion) -> None:  # type: ignore[no-untyped-def]
    expected = no_motion_image(qtbot, motion_on, boards_for)
    session, boards = boards_for(qtbot)
    change(session)
    assert motion_on.running > 0
    QTest.keyClick(boards, Qt.Key.Key_Shift)
    assert motion_on.running == 0
    assert boards.panels[2].stat_widgets["money"].number.text() == "3"
    assert image(boards) == expected


def test_a_click_finishes_the_count_at_once(qtbot, motion_on: Motion) -> None:  # type: ignore[no-untyped-def]
    session, boards = boards_for(qtbot)
    change(session)
    assert motion_on.running > 0
    qtbot.mouseClick(boards.header, Qt.MouseButton.LeftButton)
    assert motion_on.running == 0
    assert [p.stat_widgets["appeal"].number.text() for p in boards.panels] == ["30", "4", "60"]


def test_without_motion_the_numbers_change_at_once(qtbot) -> None:  # type: ignore[no-untyped-def]
    session, boards = boards_for(qtbot)
    created = motion().created
    change(session)
    settle()
    assert motion().created == created and motion().running == 0
    for panel, (appeal, conservation, reputation, money) in zip(boards.panels, AFTER, strict=True):
        numbers = {k: w.number.text() for k, w in panel.stat_widgets.items()}
        assert numbers["appeal"] == str(appeal) and numbers["money"] == str(money)
        assert numbers["conservation"] == str(conservation)
        assert numbers["reputation"] == str(reputation)
        assert panel.stat_widgets["money"].number.palette().windowText().color() == (
            theme.colors().text
        )


# -- the look -----------------------------------------------------------------------------------
def test_the_dark_variant_draws_a_dark_bar_with_the_seats_colours(qtbot, dark: None) -> None:  # type: ignore[no-untyped-def]
    session, bar = bar_for(qtbot)
    change(session)
    drawn = image(bar)
    assert QColor(drawn.pixel(1, 1)).lightness() < 80  # the bar's chrome, not paper
    palette = theme.colors()
    assert palette.dark
    for seat in range(3):
        marker = value_marker(bar, "conservation", seat)
        assert near(QColor(drawn.pixel(marker.rect.center().toPoint())), palette.player(seat))
    # The boards are dark too, each with its seat's piece beside the name.
    _session, boards = boards_for(qtbot)
    panel = boards.panels[1]
    inside = panel.grab().toImage()
    assert QColor(inside.pixel(inside.width() - 4, inside.height() // 2)).lightness() < 80
    piece = panel.piece.grab().toImage()
    centre = piece.pixel(piece.width() // 2, piece.height() // 2)
    assert near(QColor(centre), palette.player(1))


def test_the_light_variant_draws_the_tracks_in_their_inks(qtbot) -> None:  # type: ignore[no-untyped-def]
    _session, bar = bar_for(qtbot)
    drawn = image(bar)
    palette = theme.colors()
    assert QColor(drawn.pixel(1, 1)).lightness() > 150
    rows = bar.track_geometry()
    for key in ("appeal", "conservation", "reputation"):
        row = rows[key]
        # The row's tab is printed in the track's ink.
        spot = row.label_rect.topLeft().toPoint() + QPoint(2, 2)
        assert near(QColor(drawn.pixel(spot)), palette.track_ink[key], 30), key


def test_a_larger_zoom_draws_the_bar_and_boards_larger(qtbot) -> None:  # type: ignore[no-untyped-def]
    _session, bar = bar_for(qtbot)
    _s, boards = boards_for(qtbot)
    height = bar.grab().height()
    layout = boards.layout()
    assert layout is not None
    boards_height = layout.totalHeightForWidth(340)
    marker = value_marker(bar, "appeal", 0).rect.height()
    font = boards.panels[0].name.font().pointSizeF()
    theme.manager().set_window_zoom(1.5)
    try:
        bar.resize(1920, bar.sizeHint().height())
        assert bar.sizeHint().height() == bar.minimumHeight() == theme.px(tracks_bar.HEIGHT)
        assert bar.grab().height() > height
        assert value_marker(bar, "appeal", 0).rect.height() > marker
        assert boards.panels[0].name.font().pointSizeF() > font
        assert layout.totalHeightForWidth(theme.px(340)) > boards_height
    finally:
        theme.manager().set_window_zoom(1.0)
    bar.resize(1280, bar.sizeHint().height())
    assert bar.grab().height() == height
    assert boards.panels[0].name.font().pointSizeF() == font
