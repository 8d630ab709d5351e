"""Venom and Constriction: tokens that interactive abilities put on other players' action cards
(docs/rules.md §9), with everything that happens to them, and who interactive effects may touch.

- Venom X: each player ahead of you on appeal gets X Venom tokens, on slot 1, then slot 2...
  Using a card (or the X-token action with it) removes one of its tokens (`use_card_tokens`,
  called by the action card rules; a card used by another player's Hypnosis:
  `hypnotised_card_tokens`); a turn that ends without removing one costs 2 money, as much as
  there is (`venom_end_of_turn`, called by the end of the turn); the break removes them all
  (`flow/breaks.py`, with the Multiplier tokens).
- Constriction: each player ahead of you gets 1 token per track they lead on (appeal,
  conservation), on slot 5, then slot 4; a card with one is 2 weaker (`action_cards.card_strength`)
  and using it removes one.
- Interactive effects (these two, Pilfering, Hypnosis) touch only players with at least 5 appeal
  and no Quarantine Lab (`targets`).

The ability keywords map to these frames in `abilities.py` (`@handler`), like every keyword.
"""

from __future__ import annotations

from attrs import frozen

from ..base.constants import CONSTRICTION, VENOM
from ..catalog.modifiers import has_modifier
from ..kernel.core import Core, EffectFrame
from ..kernel.events import TokenChanged
from . import gains

INTERACTIVE_MIN_APPEAL = 5
VENOM_PENALTY = 2  # money a turn costs that removes no Venom token


# -- who interactive effects touch ----------------------------------------------------------------


def others(g: Core, seat: int) -> list[int]:
    count = g.state.player_count
    return [(seat + i) % count for i in range(1, count)]


def can_be_targeted(g: Core, seat: int) -> bool:
    """Interactive effects touch only players with ≥ 5 appeal and no Quarantine Lab."""
    return g.state.players[seat].appeal >= INTERACTIVE_MIN_APPEAL and not has_modifier(
        g, seat, "immune_to_interactive"
    )


def targets(g: Core, seat: int) -> list[int]:
    """Other players an interactive effect may touch, in turn order after `seat`."""
    return [s for s in others(g, seat) if can_be_targeted(g, s)]


# -- tokens on action cards -----------------------------------------------------------------------


def set_tokens(g: Core, seat: int, action: str, token: str, count: int) -> None:
    player = g.state.players[seat]
    old = player.action_card(action).tokens(token)
    if old == count:
        return
    player.action_cards = tuple(
        c.with_tokens(token, count) if c.action == action else c for c in player.action_cards
    )
    g.emit(TokenChanged(seat, action, token, count - old))


def place_tokens(g: Core, victim: int, token: str, slots: list[int]) -> None:
    player = g.state.players[victim]
    for slot in slots:
        card = player.action_cards[slot - 1]
        set_tokens(g, victim, card.action, token, card.tokens(token) + 1)


def use_card_tokens(g: Core, seat: int, action: str) -> None:
    """Using a card (or the X-token action with it) removes its Venom and Constriction token."""
    card = g.state.players[seat].action_card(action)
    if card.venom:
        set_tokens(g, seat, action, VENOM, card.venom - 1)
        g.state.venom_removed_this_turn = True
    if card.constriction:
        set_tokens(g, seat, action, CONSTRICTION, card.constriction - 1)


def hypnotised_card_tokens(g: Core, victim: int, action: str) -> None:
    """Hypnosis uses `victim`'s card: it loses a Venom and a Constriction token. That is not
    the hypnotist removing one of their own Venom tokens (their turn may still cost 2 money)."""
    card = g.state.players[victim].action_card(action)
    for token in (VENOM, CONSTRICTION):
        if card.tokens(token):
            set_tokens(g, victim, action, token, card.tokens(token) - 1)


# -- Venom ----------------------------------------------------------------------------------------


@frozen
class Venom(EffectFrame):
    """Each player ahead of you on appeal gets X Venom tokens, on slot 1, then slot 2..."""

    count: int

    @property
    def label(self) -> str:
        return f"venom {self.count}"

    def run(self, g: Core) -> None:
        g.pop()
        mine = g.state.players[self.seat].appeal
        for victim in targets(g, self.seat):
            if g.state.players[victim].appeal > mine:
                place_tokens(g, victim, VENOM, list(range(1, self.count + 1)))


def venom_end_of_turn(g: Core, seat: int) -> None:
    """A turn without removing a Venom token costs 2 money (as much as there is); the next turn
    starts counting again."""
    st = g.state
    player = st.players[seat]
    if not st.venom_removed_this_turn and any(c.venom for c in player.action_cards):
        gains.gain_money(g, seat, -min(VENOM_PENALTY, player.money), "venom")
    st.venom_removed_this_turn = False


# -- Constriction ---------------------------------------------------------------------------------


@frozen
class Constriction(EffectFrame):
    """Each player ahead of you gets 1 Constriction token per track they lead on (appeal,
    conservation), on slot 5, then slot 4."""

    @property
    def label(self) -> str:
        return "constriction"

    def run(self, g: Core) -> None:
        g.pop()
        me = g.state.players[self.seat]
        for victim in targets(g, self.seat):
            them = g.state.players[victim]
            count = (them.appeal > me.appeal) + (them.conservation > me.conservation)
            place_tokens(g, victim, CONSTRICTION, [5, 4][:count])
