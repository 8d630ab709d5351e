"""Advancing the break token (Cards action, Sponsors alternative, Jumping...)."""

from __future__ import annotations

from ..kernel.core import Core
from ..kernel.events import BreakTokenMoved, BreakTriggered
from . import gains


def advance_break_token(g: Core, seat: int, steps: int) -> None:
    """Move the token; reaching the last space calls a break after this turn and gives the
    player 1 X-token. Excess steps are ignored; in solo nothing moves."""
    st = g.state
    if st.is_solo or steps <= 0 or st.break_pending:
        return
    track = st.break_track
    track.position = min(track.length, track.position + steps)
    g.emit(BreakTokenMoved(track.position, track.length))
    if track.position == track.length:
        st.break_pending = True
        st.break_trigger_seat = seat
        g.emit(BreakTriggered(seat))
        gains.gain_x_tokens(g, seat, 1, "triggered a break")
