"""Ongoing rule changes from sponsor cards in a zoo (the `modifier` effects of cards.json)."""

from __future__ import annotations

from ..kernel.core import Core
from .cards import SponsorCard
from .effects import Modifier


def modifiers(g: Core, seat: int, kind: str) -> list[Modifier]:
    """The player's modifiers of this kind (one per sponsor card that grants it)."""
    found: list[Modifier] = []
    for card_id in g.state.players[seat].zoo_cards:
        card = g.cards.get(card_id)
        if isinstance(card, SponsorCard):
            found.extend(e for e in card.effects if isinstance(e, Modifier) and e.kind == kind)
    return found


def has_modifier(g: Core, seat: int, kind: str) -> bool:
    return bool(modifiers(g, seat, kind))


def modifier_value(g: Core, seat: int, kind: str, subject: str | None = None) -> int:
    """The sum of the values of the player's modifiers of this kind (and subject)."""
    return sum(
        m.value or 0 for m in modifiers(g, seat, kind) if subject is None or m.subject == subject
    )
