"""The left-edge strip keeps its drawing while nothing it shows changes (it is repainted with the
window around it at most steps) and draws again when something does."""

from __future__ import annotations

import pytest
from ui_helpers import HUMAN, keep_setup, make_session, make_window, pass_on, settle

from arknova_desktop.ui import theme

pytestmark = pytest.mark.gui


def test_the_strip_is_drawn_again_only_when_what_it_shows_changes(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    session = make_session(2, (HUMAN, HUMAN), maps=("A", "0"), seed=3)
    window = make_window(qtbot, session)
    keep_setup(session)
    pass_on(session)
    settle()
    strip = window.left_edge
    drawn: list[int] = []
    real = strip._paint
    monkeypatch.setattr(
        strip, "_paint", lambda painter, player: (drawn.append(1), real(painter, player))
    )
    strip.repaint()
    strip.repaint()
    assert len(drawn) <= 1  # the same strip: copied
    before = strip.grab().toImage()
    assert strip.tip_at(strip.slot_rects()[0].center()).startswith("Left edge, slot 1: ")
    drawn.clear()
    theme.manager().set_variant("dark")
    try:
        settle()
        strip.repaint()
        assert len(drawn) == 1  # another look: drawn again
        assert strip.grab().toImage() != before
    finally:
        theme.manager().set_variant("light")
        settle()
    drawn.clear()
    other = 1 - strip.seat
    strip.show_seat(other)
    strip.repaint()
    assert len(drawn) == 1  # another zoo's edge
