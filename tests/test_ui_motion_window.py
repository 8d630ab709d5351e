"""The window's motion and look: cards fly from the display or the deck to the hand, a click
finishes every animation at once, motion off makes no animation object, the View menu switches
light/dark, text size and motion, and the window keeps its size and splitters."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QSplitter

from arknova_desktop.engine.kernel.choices import DrawFromDeck, TakeFromDisplay
from arknova_desktop.ui import theme
from arknova_desktop.ui.motion import motion
from arknova_desktop.ui.settings import Settings
from arknova_desktop.ui.table.card_flight import CardFlight
from tests.ui_helpers import make_window, session_at, settle


def _taking(kind: type) -> object:
    return lambda decision: any(isinstance(o, kind) for o in decision.options)


def _window_taking(qtbot, kind: type):  # type: ignore[no-untyped-def]
    session = session_at(_taking(kind), seed=3)
    window = make_window(qtbot, session)
    if session.covered:
        session.reveal()
    settle()
    option = next(o for o in session.decision.options if isinstance(o, kind))
    return window, session, option


def _grab(window) -> QImage:  # type: ignore[no-untyped-def]
    settle()
    return window.grab().toImage()


def _flights(window) -> list[CardFlight]:  # type: ignore[no-untyped-def]
    return [f for f in window.central.findChildren(CardFlight) if f.isVisible()]


def test_a_card_taken_from_the_display_flies_to_the_hand_and_lands_as_without_motion(
    qtbot, motion_on, wait_for_motion
) -> None:  # type: ignore[no-untyped-def]
    window, session, option = _window_taking(qtbot, TakeFromDisplay)
    assert isinstance(option, TakeFromDisplay)
    created = motion().created
    assert session.choose(option)
    qtbot.waitUntil(lambda: bool(_flights(window)), timeout=2000)
    flight = _flights(window)[0]
    assert flight.card == option.card  # a display card is public: its face flies
    assert motion().created > created and motion().running > 0
    # Its place in the hand stays empty while it flies: the card is never seen twice.
    assert window.hand_view.held == {option.card}
    wait_for_motion()
    settle()
    assert not _flights(window) and not window.hand_view.held
    moved = _grab(window)

    motion_on.set_enabled(False)
    still, still_session, still_option = _window_taking(qtbot, TakeFromDisplay)
    assert still_option == option
    assert still_session.choose(still_option)
    settle()
    assert moved == _grab(still)


def test_a_card_drawn_from_the_deck_flies_face_down(qtbot, motion_on) -> None:  # type: ignore[no-untyped-def]
    window, session, option = _window_taking(qtbot, DrawFromDeck)
    assert session.choose(option)
    qtbot.waitUntil(lambda: bool(_flights(window)), timeout=2000)
    assert all(f.card is None for f in _flights(window))  # the deck is secret: backs only


def test_a_click_during_a_flight_finishes_it_at_once(qtbot, motion_on) -> None:  # type: ignore[no-untyped-def]
    window, session, option = _window_taking(qtbot, TakeFromDisplay)
    assert session.choose(option)
    qtbot.waitUntil(lambda: bool(_flights(window)), timeout=2000)
    QTest.mousePress(window.tracks_bar, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert motion().running == 0
    QTest.mouseRelease(window.tracks_bar, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    settle()
    assert not _flights(window)


def test_motion_off_makes_no_animation_object(qtbot) -> None:  # type: ignore[no-untyped-def]
    assert not motion().enabled  # ARKNOVA_NO_MOTION=1 in the tests' environment
    created = motion().created
    window, session, option = _window_taking(qtbot, TakeFromDisplay)
    assert session.choose(option)
    settle()
    QApplication.processEvents()
    assert motion().created == created
    assert not window.central.findChildren(CardFlight)


def test_the_window_scales_with_its_size(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, _session, _option = _window_taking(qtbot, TakeFromDisplay)
    small = window.tracks_bar.height()
    window.resize(1920, 1080)
    window.fit_zoom()
    settle()
    assert theme.zoom() == 1.25
    assert QApplication.font().pointSizeF() == 9.0 * 1.25
    assert window.tracks_bar.height() > small


@pytest.mark.parametrize("size", [(1280, 800), (1600, 1000), (1920, 1080), (2560, 1440)])
def test_every_screen_size_gets_a_table_that_fits_it(qtbot, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    """The zoom chosen for a window never makes the table need more room than the window
    has: nothing is cut off and the window never grows past the screen."""
    window, _session, _option = _window_taking(qtbot, TakeFromDisplay)
    window.resize(*size)
    window.fit_zoom()
    settle()
    wanted = window.minimumSizeHint()
    assert wanted.width() <= size[0] and wanted.height() <= size[1], (theme.zoom(), wanted)
    assert window.size().toTuple() == size
    # The map, the display and the hand all have room (none squeezed to nothing).
    for part in (window.map_view, window.display_view, window.hand_view, window.action_row):
        assert part.height() >= theme.px(90), part


def test_size_and_splitters_are_remembered(qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("ARKNOVA_SETTINGS_FILE", str(tmp_path / "look.ini"))
    window, session, _option = _window_taking(qtbot, TakeFromDisplay)
    upper = window.findChild(QSplitter, "upper")
    assert upper is not None
    sizes = upper.sizes()
    wanted = [sizes[0] + 60, sizes[1] - 60, sizes[2]]
    upper.setSizes(wanted)
    window.save_layout(Settings())
    assert Settings().window_geometry == window.saveGeometry()
    from arknova_desktop.ui.table.main_window import MainWindow

    # Qt keeps a restored window on its screen, and the offscreen screen is 800×800: the
    # splitters are checked at the saved size, without the geometry.
    Settings().store.remove("window/geometry")
    again = MainWindow(session)
    qtbot.addWidget(again)
    again.restore_layout(Settings())  # before it is shown, as the app does
    again.show()
    settle()
    assert again.size() == window.size()
    assert again.findChild(QSplitter, "upper").sizes() == upper.sizes()


def test_the_view_menu_switches_the_look_and_motion(qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("ARKNOVA_SETTINGS_FILE", str(tmp_path / "look.ini"))
    monkeypatch.delenv("ARKNOVA_NO_MOTION")
    from arknova_desktop.ui.dialogs.menus import install_view_menu

    window, _session, _option = _window_taking(qtbot, TakeFromDisplay)
    install_view_menu(window)
    actions = {a.objectName(): a for a in window.findChildren(type(window.menuBar().actions()[0]))}
    light_table = window.grab().toImage().pixelColor(2, window.height() - 2)
    actions["variant_dark"].trigger()
    settle()  # Qt passes a new application palette on to the widgets through the event loop
    assert theme.colors() is theme.DARK and Settings().variant == "dark"
    dark_table = window.grab().toImage().pixelColor(2, window.height() - 2)
    assert dark_table.lightness() < light_table.lightness()
    actions["variant_light"].trigger()
    assert theme.colors() is theme.LIGHT and Settings().variant == "light"
    toggle = actions["motion_toggle"]
    assert toggle.isEnabled() and toggle.isChecked()
    toggle.trigger()
    assert not Settings().motion and not motion().enabled
    toggle.trigger()
    assert Settings().motion and motion().enabled
    motion().set_enabled(False)


def test_a_double_click_on_an_action_card_does_not_also_pick_a_building(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The first click starts Build and the building palette takes the cards' place: the
    second click of the double-click lands on a tile the player never aimed at."""

    from arknova_desktop.engine.kernel.choices import ChooseAction

    build = ChooseAction("build", 0)
    session = session_at(lambda d: build in d.options, seed=3)
    window = make_window(qtbot, session)
    if session.covered:
        session.reveal()
    settle()
    card = next(c for c in window.action_row.cards if c.action == "build")
    at = card.mapTo(window, card.rect().center())
    # A real double-click, as the window gets it from the system: press, release, press,
    # double-click, release. The first click starts Build and the palette takes the cards'
    # place under the mouse.
    QTest.mouseDClick(window.windowHandle(), Qt.MouseButton.LeftButton, pos=at)
    settle()
    assert session.decision is not None and session.decision.kind == "build"
    under = window.childAt(at)
    assert under is not None and window.palette_list.isAncestorOf(under)
    assert window.map_view.carrying is None, "the second click picked a building"
    # A click of its own on a tile still picks it up.
    QTest.mouseClick(window.windowHandle(), Qt.MouseButton.LeftButton, pos=at)
    settle()
    assert window.map_view.carrying is not None


def test_a_new_game_from_the_menu_opens_where_the_old_one_was(qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("ARKNOVA_SETTINGS_FILE", str(tmp_path / "look.ini"))
    from arknova_desktop.ui import app
    from arknova_desktop.ui.table.main_window import MainWindow
    from tests.ui_helpers import make_session

    read: list[object] = []
    restore = MainWindow.restore_layout
    monkeypatch.setattr(
        MainWindow,
        "restore_layout",
        lambda self, settings: (read.append(settings.window_geometry), restore(self, settings)),
    )
    # Not given to qtbot to close: the new game closes it, and a closed main window is deleted.
    old = app.open_window(make_session(2))
    old.resize(1400, 900)
    settle()
    where = old.saveGeometry()
    old.new_session_requested.emit(make_session(2, seed=2))
    settle()
    new = app._windows[-1]
    qtbot.addWidget(new)
    assert new is not old
    # What the new window was given is where the old one was (Qt then keeps a restored window
    # on its screen, and the offscreen screen's 800×800 would clamp the size itself).
    assert read[-1] == where
