"""The Cards action, both sides (docs/rules.md §12).

Side I: draw 1/1/2/2/3 from the deck and discard 1/–/1/–/1 at strength 1..5, or snap at 5.
Side II: draw 1/2/2/3/4 from the deck or the display within reputation range, in any order, and
discard –/1/–/1/1; snap from strength 3. The break token always advances 2 first.
"""

from __future__ import annotations

from attrs import frozen

from ..base.constants import CARDS
from ..kernel.choices import (
    CardsDraw,
    CardsSnap,
    Choice,
    DiscardCard,
    DrawFromDeck,
    TakeFromDisplay,
)
from ..kernel.core import Core, Decision, Frame
from ..kernel.triggers import ActionRules, TriggerBus
from ..kernel.zones import discard_from_hand, draw_to_hand, take_display_card
from .bonuses import take_card, take_card_options
from .break_track import advance_break_token

DRAWS_I = (1, 1, 2, 2, 3)
DISCARDS_I = (1, 0, 1, 0, 1)
DRAWS_II = (1, 2, 2, 3, 4)
DISCARDS_II = (0, 1, 0, 1, 1)
SNAP_FROM_I = 5
SNAP_FROM_II = 3


def table(strength: int, upgraded: bool) -> tuple[int, int]:
    """(draws, discards) for a strength; strength above 5 counts as 5."""
    index = min(strength, 5) - 1
    if upgraded:
        return DRAWS_II[index], DISCARDS_II[index]
    return DRAWS_I[index], DISCARDS_I[index]


def _min_strength(g: Core, seat: int, upgraded: bool) -> int | None:
    return 1  # advancing the break token alone is already doing something


def _start(g: Core, seat: int, strength: int, upgraded: bool) -> None:
    advance_break_token(g, seat, 2)
    draws, discards = table(strength, upgraded)
    snap_from = SNAP_FROM_II if upgraded else SNAP_FROM_I
    g.push(CardsMode(seat, draws, discards, strength >= snap_from, upgraded))


def install(bus: TriggerBus) -> None:
    bus.action(CARDS, ActionRules(_min_strength, _start))


@frozen
class CardsMode(Frame):
    """Draw by the table, or snap instead where the strength allows it."""

    draws: int
    discards: int
    may_snap: bool
    upgraded: bool

    def decide(self, g: Core) -> Decision | None:
        if not (self.may_snap and g.state.display):
            return None
        return Decision(
            self.seat,
            "cards_mode",
            (CardsDraw(), CardsSnap()),
            "Draw cards or snap from the display",
        )

    def run(self, g: Core) -> None:
        self._draw(g)

    def resolve(self, g: Core, choice: Choice) -> None:
        if isinstance(choice, CardsSnap):
            g.pop()
            g.push(Snap(self.seat))
        else:
            self._draw(g)

    def _draw(self, g: Core) -> None:
        g.pop()
        if self.upgraded:
            g.push(DrawCards(self.seat, self.draws), DiscardCards(self.seat, self.discards))
        else:
            for _ in range(self.draws):
                draw_to_hand(g, self.seat)
            g.push(DiscardCards(self.seat, self.discards))


@frozen
class DrawCards(Frame):
    """Cards II: each draw from the deck or from the display within reputation range."""

    remaining: int

    def decide(self, g: Core) -> Decision | None:
        if self.remaining <= 0:
            return None
        options = take_card_options(g, self.seat)
        if not options:
            return None
        return Decision(
            self.seat,
            "draw_card",
            options,
            f"Take a card from the deck or within reputation range ({self.remaining} left)",
        )

    def run(self, g: Core) -> None:
        g.pop()  # done, or no card left anywhere

    def resolve(self, g: Core, choice: Choice) -> None:
        assert isinstance(choice, DrawFromDeck | TakeFromDisplay)
        g.replace(DrawCards(self.seat, self.remaining - 1))
        take_card(g, self.seat, choice)


@frozen
class DiscardCards(Frame):
    """Discard cards from the hand, one at a time."""

    remaining: int

    def decide(self, g: Core) -> Decision | None:
        hand = g.state.players[self.seat].hand
        if self.remaining <= 0 or not hand:
            return None
        return Decision(
            self.seat,
            "discard_card",
            tuple(DiscardCard(c) for c in hand),
            f"Discard a card ({self.remaining} left)",
        )

    def run(self, g: Core) -> None:
        g.pop()

    def resolve(self, g: Core, choice: Choice) -> None:
        assert isinstance(choice, DiscardCard)
        g.replace(DiscardCards(self.seat, self.remaining - 1))
        discard_from_hand(g, self.seat, choice.card)


@frozen
class Snap(Frame):
    """Take any one card of the display, whatever the reputation."""

    def decide(self, g: Core) -> Decision | None:
        display = g.state.display
        if not display:
            return None
        options = tuple(TakeFromDisplay(i, c) for i, c in enumerate(display, start=1))
        return Decision(self.seat, "snap", options, "Snap a card from the display")

    def run(self, g: Core) -> None:
        g.pop()

    def resolve(self, g: Core, choice: Choice) -> None:
        assert isinstance(choice, TakeFromDisplay)
        g.pop()
        take_display_card(g, self.seat, choice.folder)
