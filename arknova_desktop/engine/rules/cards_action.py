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
from ..kernel.core import ChoiceFrame, Core
from ..kernel.decisions import DecisionKind
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
class CardsMode(ChoiceFrame[CardsDraw | CardsSnap]):
    """Draw by the table, or snap instead where the strength allows it."""

    kind = DecisionKind.CARDS_MODE
    choice_types = (CardsDraw, CardsSnap)
    draws: int
    discards: int
    may_snap: bool
    upgraded: bool

    def options(self, g: Core) -> tuple[Choice, ...]:
        if not (self.may_snap and g.state.display):
            return ()
        return (CardsDraw(), CardsSnap())

    def prompt(self, g: Core) -> str:
        return "Draw cards or snap from the display"

    def on_no_options(self, g: Core) -> None:
        g.pop()
        self._draw(g)

    def on_choice(self, g: Core, choice: CardsDraw | CardsSnap) -> None:
        if isinstance(choice, CardsSnap):
            g.push(Snap(self.seat))
        else:
            self._draw(g)

    def _draw(self, g: Core) -> None:
        if self.upgraded:
            g.push(DrawCards(self.seat, self.draws), DiscardCards(self.seat, self.discards))
        else:
            for _ in range(self.draws):
                draw_to_hand(g, self.seat)
            g.push(DiscardCards(self.seat, self.discards))


@frozen
class DrawCards(ChoiceFrame[DrawFromDeck | TakeFromDisplay]):
    """Cards II: each draw from the deck or from the display within reputation range."""

    kind = DecisionKind.DRAW_CARD
    choice_types = (DrawFromDeck, TakeFromDisplay)
    remaining: int

    def options(self, g: Core) -> tuple[Choice, ...]:
        if self.remaining <= 0:
            return ()
        return take_card_options(g, self.seat)

    def prompt(self, g: Core) -> str:
        return f"Take a card from the deck or within reputation range ({self.remaining} left)"

    def on_no_options(self, g: Core) -> None:
        g.pop()  # done, or no card left anywhere

    def on_choice(self, g: Core, choice: DrawFromDeck | TakeFromDisplay) -> None:
        g.push(DrawCards(self.seat, self.remaining - 1))
        take_card(g, self.seat, choice)


@frozen
class DiscardCards(ChoiceFrame[DiscardCard]):
    """Discard cards from the hand, one at a time."""

    kind = DecisionKind.DISCARD_CARD
    choice_types = DiscardCard
    remaining: int

    def options(self, g: Core) -> tuple[DiscardCard, ...]:
        hand = g.state.players[self.seat].hand
        if self.remaining <= 0 or not hand:
            return ()
        return tuple(DiscardCard(c) for c in hand)

    def prompt(self, g: Core) -> str:
        return f"Discard a card ({self.remaining} left)"

    def on_no_options(self, g: Core) -> None:
        g.pop()

    def on_choice(self, g: Core, choice: DiscardCard) -> None:
        g.push(DiscardCards(self.seat, self.remaining - 1))
        discard_from_hand(g, self.seat, choice.card)


@frozen
class Snap(ChoiceFrame[TakeFromDisplay]):
    """Take any one card of the display, whatever the reputation."""

    kind = DecisionKind.SNAP
    choice_types = TakeFromDisplay

    def options(self, g: Core) -> tuple[TakeFromDisplay, ...]:
        return tuple(TakeFromDisplay(i, c) for i, c in enumerate(g.state.display, start=1))

    def prompt(self, g: Core) -> str:
        return "Snap a card from the display"

    def on_no_options(self, g: Core) -> None:
        g.pop()

    def on_choice(self, g: Core, choice: TakeFromDisplay) -> None:
        take_display_card(g, self.seat, choice.folder)
