"""The turn cycle: start of turn, end of turn (display refill, Venom, solo tile, break), the next
player, and the end of the game."""

from __future__ import annotations

from attrs import frozen

from ..base.constants import SOLO_ROUNDS
from ..kernel.core import Core, Frame
from ..kernel.events import SoloTokenMoved, TurnStarted
from ..kernel.zones import refill_display
from ..rules.action_cards import ChooseActionCard, TurnExtras
from ..rules.bonuses import push_final_scoring_discards
from ..rules.card_tokens import venom_end_of_turn
from . import scoring
from .breaks import push_break


@frozen
class GameLoop(Frame):
    """The bottom of the stack: starts each turn until the game is over."""

    def run(self, g: Core) -> None:
        st = g.state
        if st.phase == "over":
            g.pop()
            return
        if st.phase == "setup":
            st.phase = "play"
            st.turn_seat = 0
        seat = st.turn_seat
        st.decisions_this_turn = 0
        g.emit(TurnStarted(seat, st.turn + 1))
        g.push(ChooseActionCard(seat), TurnExtras(seat), EndOfTurn(seat))


@frozen
class EndOfTurn(Frame):
    def run(self, g: Core) -> None:
        g.pop()
        st = g.state
        player = st.players[self.seat]
        refill_display(g)
        venom_end_of_turn(g, self.seat)
        st.harbor_used_this_turn = False
        player.turns_taken += 1
        st.turn += 1
        g.push(AdvanceTurn(self.seat))
        solo = st.solo
        if solo is not None:
            solo.moved += 1
            g.emit(SoloTokenMoved(solo.moved, solo.row))
            if solo.moved == solo.row and solo.round < len(SOLO_ROUNDS):
                solo.round += 1
                solo.row = SOLO_ROUNDS[solo.round - 1]
                solo.moved = 0
                push_break(g, self.seat)
        elif st.break_pending:
            push_break(g, st.break_trigger_seat)


def solo_finished(g: Core) -> bool:
    solo = g.state.solo
    return solo is not None and solo.round == len(SOLO_ROUNDS) and solo.moved == solo.row


@frozen
class AdvanceTurn(Frame):
    """Choose the next player, or end the game after the last turns."""

    def run(self, g: Core) -> None:
        g.pop()
        st = g.state
        if st.solo is not None:
            if solo_finished(g):
                g.push(FinishGame(self.seat))
            return
        if st.end is None:
            st.turn_seat = (self.seat + 1) % st.player_count
            return
        remaining = st.end.remaining
        if remaining and remaining[0] == self.seat:
            remaining = remaining[1:]
            st.end.remaining = remaining
        if remaining:
            st.turn_seat = remaining[0]
        else:
            g.push(FinishGame(self.seat))


@frozen
class FinishGame(Frame):
    """Everyone who still holds two final scoring cards discards one; then final scoring."""

    def run(self, g: Core) -> None:
        g.pop()
        g.push(FinalScoring(self.seat))
        if not g.state.final_scoring_discarded:
            g.state.final_scoring_discarded = True
            push_final_scoring_discards(g, 0)


@frozen
class FinalScoring(Frame):
    def run(self, g: Core) -> None:
        g.pop()
        scoring.final_scoring(g)
