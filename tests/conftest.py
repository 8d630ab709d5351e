"""Test setup. Qt needs an offscreen platform before any QApplication exists, and the settings,
the log file and the history of games live in throwaway places: the tests never read or change a
player's settings or write to their log folder or history (subprocesses inherit the variables)."""

import os
import tempfile

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The tests read the English texts: a machine set to Spanish must not turn them Spanish (the
# Spanish tests ask for it with --lang es). Qt reads the system locale from these.
for _locale_variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
    os.environ[_locale_variable] = "C.UTF-8"
os.environ.pop("LANGUAGE", None)


def _throwaway(name: str, prefix: str, file: str = "") -> None:
    """Point `name` at a fresh temporary place. Every process of the run gets its own, each
    xdist worker too: workers inherit the controller's environment, and one worker's settings
    (a test that turns the first-game guide on, say) must not reach another worker's tests."""
    if name in os.environ and "PYTEST_XDIST_WORKER" not in os.environ:
        return  # a place given from outside, for a run in one process
    folder = tempfile.mkdtemp(prefix=prefix)
    os.environ[name] = os.path.join(folder, file) if file else folder


_throwaway("ARKNOVA_SETTINGS_FILE", "arknova-settings-", "s.ini")
_throwaway("ARKNOVA_LOG_DIR", "arknova-logs-")
_throwaway("ARKNOVA_HISTORY_FILE", "arknova-history-", "history.sqlite3")
# Every change is shown at once (no animation objects) unless a test asks for motion with the
# `motion_on` fixture: the table's state never depends on a timer.
os.environ.setdefault("ARKNOVA_NO_MOTION", "1")


@pytest.fixture
def motion_on(monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    """Motion on for one test (the environment turns it off for the rest); every animation
    left running is finished at the end, so no test leaks one into the next."""
    from arknova_desktop.ui.motion import NO_MOTION_ENV, motion

    monkeypatch.delenv(NO_MOTION_ENV, raising=False)
    shared = motion()
    shared.set_enabled(True)
    yield shared
    shared.finish_all()
    monkeypatch.setenv(NO_MOTION_ENV, "1")


@pytest.fixture
def wait_for_motion(qtbot):  # type: ignore[no-untyped-def]
    """`wait_for_motion()`: let the running animations play to their end, as a player would."""
    from arknova_desktop.ui.motion import motion

    def wait(timeout: int = 3000) -> None:
        qtbot.waitUntil(lambda: motion().running == 0, timeout=timeout)

    return wait


@pytest.fixture(autouse=True)
def _designed_look():  # type: ignore[no-untyped-def]
    """Every test starts and ends at the designed look (light, zoom 1, text 100 %): a test
    that resizes a window or switches to dark must not change how the next test's widgets are
    drawn."""
    import sys

    yield
    theme = sys.modules.get("arknova_desktop.ui.theme")
    if theme is not None:
        manager = theme.manager()  # type: ignore[attr-defined]
        manager.set_window_zoom(1.0)
        manager.set_table_zoom(1.0)
        manager.set_text_scale(1.0)
        manager.set_squeeze(1.0)
        manager.set_variant("light")


@pytest.fixture(autouse=True)
def _mouse_away():  # type: ignore[no-untyped-def]
    """Every test starts with the mouse away from every widget: the pointer a test's clicks left
    in the middle of the (offscreen) screen would otherwise hover a card of the next test's
    widgets, and their pictures would differ by that hover ring."""
    import sys

    yield
    if "PySide6.QtGui" in sys.modules:
        from PySide6.QtGui import QCursor, QGuiApplication

        if QGuiApplication.instance() is not None:
            QCursor.setPos(-10_000, -10_000)
