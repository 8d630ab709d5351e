"""A closed window leaves nothing listening to its session. The session can outlive the window
(the game opened again, a replay forked from it): a lambda connected to a session signal has no
receiver, so Qt never cuts it — it kept the closed window's widgets alive and called into them
after Qt had deleted them ("Internal C++ object already deleted"). The UI listens through
methods of QObjects instead, which Qt disconnects when the object goes."""

from __future__ import annotations

from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QMetaMethod, QObject
from PySide6.QtWidgets import QApplication
from ui_helpers import make_session, settle

from arknova_desktop.session import GameSession
from arknova_desktop.ui import theme
from arknova_desktop.ui.app import open_window
from arknova_desktop.ui.motion import motion

pytestmark = pytest.mark.gui


def listeners(sender: QObject) -> dict[str, int]:
    """The number of connections on each signal the sender's class declares (not QObject's own:
    PySide puts the class's methods after them, though not all after methodOffset())."""
    meta = sender.metaObject()
    counts = {}
    for index in range(QObject.staticMetaObject.methodCount(), meta.methodCount()):
        method = meta.method(index)
        if method.methodType() == QMetaMethod.MethodType.Signal:
            signature = bytes(method.methodSignature().data()).decode()
            counts[signature] = sender.receivers("2" + signature)
    return counts


def emit_every_signal(session: GameSession) -> None:
    """Each of the session's signals, with arguments of its kind, as a game in play sends them."""
    session.events_applied.emit([])
    session.decision_changed.emit(session.game.decision)
    session.handover_needed.emit(1)
    session.revealed.emit(0)
    session.awaiting_end_turn_changed.emit(False)
    session.turn_ended.emit(0)
    session.bot_thinking.emit(1)
    session.bot_progress.emit(None)
    session.status_changed.emit(None)
    session.saved.emit("game.json")


def test_a_window_closed_twice_leaves_no_listener_on_its_session(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("ARKNOVA_SAVE_DIR", str(tmp_path))
    session = make_session()
    app = QApplication.instance()
    senders = {"theme": theme.manager(), "motion": motion(), "app": app}
    before = listeners(session)
    before_app = {name: listeners(sender) for name, sender in senders.items()}
    for _ in range(2):
        window = open_window(session, record_history=False)
        qtbot.waitExposed(window)
        settle()
        opened = listeners(session)
        assert sum(opened.values()) > sum(before.values()) + 20  # the table listens
        window.close()
        settle()  # the deferred delete of a closed main window
        assert not shiboken6.isValid(window), "a closed main window is deleted"
        left = {s: n - before[s] for s, n in listeners(session).items() if n != before[s]}
        assert left == {}, "connections of the closed window are still on the session"
        # Nor on what lives as long as the app: the theme, the motion, the app's focus (no more
        # than before: widgets an earlier test left may be deleted meanwhile).
        grown = [
            (name, signal, n - before_app[name][signal])
            for name, sender in senders.items()
            for signal, n in listeners(sender).items()
            if n > before_app[name][signal]
        ]
        assert grown == []
    with qtbot.captureExceptions() as exceptions:
        emit_every_signal(session)
        settle()
    assert [str(e[1]) for e in exceptions] == []
