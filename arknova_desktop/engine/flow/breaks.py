"""The break: six steps in order (docs/rules.md §4).

1 discard to the hand limit · 2 remove Multiplier/Venom/Constriction tokens · 3 workers return and
the association offer is refilled · 4 display folders 1–2 discarded, the rest slide, refill ·
5 income (appeal table, then income sources such as kiosks and recurring effects, starting with the
player who triggered the break) · 6 the break token goes back to its start. Solo breaks skip step 6
and place a solo token on the cheapest open donation space.
"""

from __future__ import annotations

from attrs import frozen

from ..base.constants import CONSTRICTION, DONATION_VALUES, MULTIPLIER, VENOM
from ..base.tracks import appeal_income
from ..kernel.choices import DiscardCard
from ..kernel.core import ChoiceFrame, Core, Frame, push_effects
from ..kernel.decisions import DecisionKind
from ..kernel.events import INCOME_STEP, BreakStep, BreakTokenMoved, DonationBlocked
from ..kernel.triggers import IncomeDue
from ..kernel.zones import discard_display_folders, discard_from_hand, refill_display
from ..rules import association_board, gains

# The income sources (kiosks and map abilities, recurring left-edge bonuses, sponsors) are the
# IncomeDue handlers on the trigger bus, paid in the order rules/__init__.py installs them.


def break_order(g: Core, trigger_seat: int) -> tuple[int, ...]:
    count = g.state.player_count
    return tuple((trigger_seat + i) % count for i in range(count))


def push_break(g: Core, trigger_seat: int) -> None:
    st = g.state
    st.in_break = True
    st.decisions_this_turn = 0  # a break counts as a turn of its own
    st.break_trigger_seat = trigger_seat
    order = break_order(g, trigger_seat)
    g.emit(BreakStep(1, "players over their hand limit discard"))
    g.push(
        *(HandLimit(seat) for seat in order),
        BreakCleanup(trigger_seat),
        *(Income(seat) for seat in order),
        BreakFinish(trigger_seat),
    )


@frozen
class HandLimit(ChoiceFrame[DiscardCard]):
    """Step 1: discard down to the hand limit (3, or 5 with the hand-limit university)."""

    kind = DecisionKind.HAND_LIMIT_DISCARD
    choice_types = DiscardCard

    def options(self, g: Core) -> tuple[DiscardCard, ...]:
        player = g.state.players[self.seat]
        if len(player.hand) <= player.hand_limit:
            return ()
        return tuple(DiscardCard(c) for c in player.hand)

    def prompt(self, g: Core) -> str:
        player = g.state.players[self.seat]
        excess = len(player.hand) - player.hand_limit
        return f"Break: discard down to {player.hand_limit} cards ({excess} to discard)"

    def on_no_options(self, g: Core) -> None:
        g.pop()

    def on_choice(self, g: Core, choice: DiscardCard) -> None:
        g.push(self)  # one card at a time, until the hand is within the limit
        discard_from_hand(g, self.seat, choice.card)


@frozen
class BreakCleanup(Frame):
    """Steps 2 to 4."""

    def run(self, g: Core) -> None:
        g.pop()
        st = g.state
        for player in st.players:
            player.action_cards = tuple(
                c.with_tokens(MULTIPLIER, 0).with_tokens(VENOM, 0).with_tokens(CONSTRICTION, 0)
                for c in player.action_cards
            )
        g.emit(BreakStep(2, "Multiplier, Venom and Constriction tokens removed"))
        association_board.return_workers(g)
        association_board.refill_offer(g)
        g.emit(BreakStep(3, "workers return; partner zoos and universities refilled"))
        discard_display_folders(g, 2)
        refill_display(g)
        g.emit(BreakStep(4, "display folders 1 and 2 discarded and the display refilled"))
        g.emit(BreakStep(INCOME_STEP, "income"))


@frozen
class Income(Frame):
    """Step 5 for one player: appeal income, then every income source (IncomeDue)."""

    def run(self, g: Core) -> None:
        g.pop()
        player = g.state.players[self.seat]
        gains.gain_money(g, self.seat, appeal_income(player.appeal), "appeal income")
        effects: list[Frame] = []
        for money, frames in g.bus.fire(g, IncomeDue(self.seat)):
            gains.gain_money(g, self.seat, money, "income")
            effects.extend(frames)
        push_effects(g, self.seat, effects)


@frozen
class BreakFinish(Frame):
    """Step 6 (or the solo tile's donation token), and the break is over."""

    def run(self, g: Core) -> None:
        g.pop()
        st = g.state
        if st.solo is not None:
            place_solo_donation_token(g)
        else:
            st.break_track.position = 0
            g.emit(BreakTokenMoved(0, st.break_track.length))
            g.emit(BreakStep(6, "break token reset"))
        st.break_pending = False
        st.in_break = False
        st.breaks += 1


def place_solo_donation_token(g: Core) -> None:
    """Solo: a token covers the open donation space of the smallest value (beside the 12 once
    only the 12 is left, where it changes nothing)."""
    board = g.state.association
    donations = list(board.donations)
    for index, occupant in enumerate(donations[:-1]):
        if occupant == "":
            donations[index] = "solo"
            board.donations = tuple(donations)
            g.emit(DonationBlocked(index, DONATION_VALUES[index]))
            return
