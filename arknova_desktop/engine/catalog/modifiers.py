"""Ongoing rule changes from sponsor cards in a zoo (the `modifier` effects of cards.json).

The rules ask about modifiers all the time (a discount on every animal considered, the Build
rules on every placement), so a zoo's modifiers are indexed by kind once per set of cards in it
(`_index`, cached like the zoo's icons) instead of read off every card for each question.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

from ..kernel.core import Core
from .cards import CardDB, SponsorCard
from .effects import Modifier


def modifiers(g: Core, seat: int, kind: str) -> tuple[Modifier, ...]:
    """The player's modifiers of this kind (one per sponsor card that grants it)."""
    return modifier_index(g, seat).get(kind, ())


def modifier_index(g: Core, seat: int) -> Mapping[str, tuple[Modifier, ...]]:
    """The player's modifiers by kind (for a question that asks about several kinds at once);
    shared: do not change it."""
    zoo_cards = g.state.players[seat].zoo_cards
    # Looked up by the tuple's identity first: hashing a zoo's card ids for every question
    # costs more than the answer (a zoo's cards are a new tuple whenever one is played).
    known = _kept.get(id(zoo_cards))
    if known is not None and known[0] is zoo_cards and known[1] is g.cards:
        return known[2]
    index = _index(g.cards, zoo_cards)
    if len(_kept) >= _KEPT:
        _kept.clear()
    _kept[id(zoo_cards)] = (zoo_cards, g.cards, index)  # held here: its id is not reused
    return index


_KEPT = 4096
_kept: dict[int, tuple[tuple[str, ...], CardDB, Mapping[str, tuple[Modifier, ...]]]] = {}


@lru_cache(maxsize=4096)
def _index(cards: CardDB, zoo_cards: tuple[str, ...]) -> Mapping[str, tuple[Modifier, ...]]:
    """The modifiers of the sponsors among `zoo_cards`, by kind, in the zoo's order. The
    result is shared: do not change it."""
    found: dict[str, list[Modifier]] = {}
    for card_id in zoo_cards:
        card = cards.get(card_id)
        if isinstance(card, SponsorCard):
            for effect in card.effects:
                if isinstance(effect, Modifier):
                    found.setdefault(effect.kind, []).append(effect)
    return {kind: tuple(found_) for kind, found_ in found.items()}


def has_modifier(g: Core, seat: int, kind: str) -> bool:
    return kind in modifier_index(g, seat)  # the index holds only kinds that are there


def modifier_value(g: Core, seat: int, kind: str, subject: str | None = None) -> int:
    """The sum of the values of the player's modifiers of this kind (and subject)."""
    found = modifier_index(g, seat).get(kind)
    if not found:
        return 0  # most zoos have none of the kind asked about
    return sum(m.value or 0 for m in found if subject is None or m.subject == subject)
