"""The rules text of a card for tooltips, generated from card structure (cached)."""

from __future__ import annotations

from ...engine import (
    CardDB,
)
from ..words.card_words import card_text

# The texts are in the language of the moment: `clear` them when the translation changes.
_CACHE: dict[tuple[int, str], str] = {}


def text_of(db: CardDB, card_id: str) -> str:
    key = (id(db), card_id)
    if key not in _CACHE:
        _CACHE[key] = card_text(db.get(card_id))
    return _CACHE[key]


def clear() -> None:
    """Forget the texts made so far (after a change of language)."""
    _CACHE.clear()
