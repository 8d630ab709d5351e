"""Connections that last as long as the widget they serve, not as long as the session.

A lambda (or a local function, or a `partial`) connected to a signal has no receiver: Qt keeps the
connection for as long as the sender lives. The session outlives the window it is shown in (the
game opened again, a replay forked from it), so such a connection keeps a closed window's
widgets alive and calls into them after Qt deleted them ("Internal C++ object already deleted").
The UI connects the session's signals to methods of QObjects, which Qt disconnects when the
object is destroyed; where the call is a closure, `listen` hangs it on a small QObject owned by
the widget it serves (the pattern of table/spoken.py)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, SignalInstance


class Listener(QObject):
    """Calls `call` with a signal's arguments, for as long as its owner lives."""

    def __init__(self, owner: QObject, call: Callable[..., object]) -> None:
        super().__init__(owner)
        self._call = call

    def fire(self, *signal_args: object) -> None:
        self._call(*signal_args)


def listen(signal: SignalInstance, owner: QObject, call: Callable[..., object]) -> Listener:
    """Connect `signal` to `call` until `owner` is destroyed (then Qt cuts the connection)."""
    listener = Listener(owner, call)
    signal.connect(listener.fire)
    return listener
