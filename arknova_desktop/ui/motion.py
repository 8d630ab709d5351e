"""Motion that explains: the table's animations, started, tracked and finished in one place.

Widgets never make a QVariantAnimation themselves: they ask `motion()` to `tween` a value from
where it is drawn now to where the game says it is. So

- with motion off (the setting, or ``ARKNOVA_NO_MOTION=1`` for tests, benchmarks and slow
  machines) a tween applies its end value at once and no animation object is ever created;
- a click or a key press while anything moves finishes every animation first (the event then
  goes on to do what it does): motion never blocks input or slows a player down;
- every animation ends exactly where the table would be drawn without it, because a tween's last
  value is the game's value (tests compare the pixels).

Durations are 150–400 ms, eased out (fast start, soft landing), as the issue asks.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QEvent,
    QObject,
    QPointF,
    QRectF,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

FAST = 150  # ms: a count-up, a glow
NORMAL = 250  # a marker along a track, a card shifting one slot
SLOW = 400  # a card flying across the table, a building dropping in

NO_MOTION_ENV = "ARKNOVA_NO_MOTION"

Tweenable = TypeVar("Tweenable", float, QPointF, QRectF, QColor)


def motion_forbidden() -> bool:
    """``ARKNOVA_NO_MOTION=1`` (or any value but 0/empty) turns motion off, whatever the setting."""
    return os.environ.get(NO_MOTION_ENV, "") not in ("", "0")


class Motion(QObject):
    """The running animations. `running_changed(count)` after one starts or ends."""

    running_changed = Signal(int)

    def __init__(self, enabled: bool = True) -> None:
        super().__init__()
        self._wanted = enabled
        self._running: dict[QVariantAnimation, Callable[[], None] | None] = {}
        self.created = 0  # animation objects made since start: a test reads it
        self._filter_installed = False

    @property
    def enabled(self) -> bool:
        return self._wanted and not motion_forbidden()

    def set_enabled(self, on: bool) -> None:
        self._wanted = on
        if not self.enabled:
            self.finish_all()

    @property
    def running(self) -> int:
        return len(self._running)

    def tween(
        self,
        owner: QObject,
        start: Tweenable,
        end: Tweenable,
        apply: Callable[[Tweenable], None],
        *,
        duration: int = NORMAL,
        done: Callable[[], None] | None = None,
        easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic,
    ) -> QVariantAnimation | None:
        """Draw `start` → `end` through `apply`; `done` once the end value is applied. Off, or
        nothing to move: `apply(end)` and `done()` at once, and None (no animation object)."""
        if not self.enabled or start == end or duration <= 0:
            apply(end)
            if done is not None:
                done()
            return None
        self._install_filter()
        animation = QVariantAnimation(owner)
        self.created += 1
        animation.setStartValue(start)
        animation.setEndValue(end)
        animation.setDuration(duration)
        animation.setEasingCurve(easing)
        animation.valueChanged.connect(lambda value: apply(value))
        self._running[animation] = done
        animation.finished.connect(lambda: self._ended(animation))
        animation.destroyed.connect(lambda *_: self._forget(animation))
        animation.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
        self.running_changed.emit(self.running)
        return animation

    def finish_all(self) -> None:
        """Jump every running animation to its end (each applies its end value, then its
        `done`)."""
        for animation in list(self._running):
            if animation in self._running:
                animation.setCurrentTime(animation.totalDuration())

    def seek(self, ms: int) -> None:
        """Show every running animation as it is `ms` after its start (the frame strips in
        docs/ are made with it; an animation past its end finishes)."""
        for animation in list(self._running):
            if animation in self._running:
                animation.pause()  # held at the frame; finish_all() still ends it
                animation.setCurrentTime(min(ms, animation.totalDuration()))

    def finish_owned_by(self, owner: QObject) -> None:
        """Jump the animations of one widget to their end (before it starts new ones)."""
        for animation in list(self._running):
            if animation in self._running and animation.parent() is owner:
                animation.setCurrentTime(animation.totalDuration())

    def _ended(self, animation: QVariantAnimation) -> None:
        if animation not in self._running:
            return
        done = self._running.pop(animation)
        self._remove_filter_when_still()
        self.running_changed.emit(self.running)
        if done is not None:
            done()

    def _forget(self, animation: QVariantAnimation) -> None:
        # The owner went away mid-flight: nothing is left to draw, nothing to finish.
        if animation in self._running:
            del self._running[animation]
            self._remove_filter_when_still()
            self.running_changed.emit(self.running)

    # The filter sees every event of the app, and a Python call per event is not free: it is
    # there only while something moves.
    def _install_filter(self) -> None:
        app = QApplication.instance()
        if not self._filter_installed and app is not None:
            app.installEventFilter(self)
            self._filter_installed = True

    def _remove_filter_when_still(self) -> None:
        app = QApplication.instance()
        if self._filter_installed and not self._running and app is not None:
            app.removeEventFilter(self)
            self._filter_installed = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self._running and event.type() in _FINISHING_EVENTS:
            self.finish_all()
        return False  # the click or key goes on to do what it does


_FINISHING_EVENTS = (
    # A shortcut (keys 1–5 on the action cards) takes its key before the key press is sent:
    # the override that comes first is where a key finishes the motion.
    QEvent.Type.ShortcutOverride,
    QEvent.Type.MouseButtonPress,
    QEvent.Type.MouseButtonDblClick,
    QEvent.Type.KeyPress,
    QEvent.Type.Wheel,
)


_motion: Motion | None = None


def motion() -> Motion:
    """The app's one Motion (on unless turned off; the main window sets it from the settings)."""
    global _motion
    if _motion is None:
        _motion = Motion()
    return _motion
