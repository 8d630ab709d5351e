"""The rules text of a card for tooltips, generated from card structure (cached)."""

from __future__ import annotations

from ...engine import (
    CardDB,
)
from ..words.card_words import card_text

# The texts are in the language of the moment: `clear` them when the translation changes.
_CACHE: dict[tuple[int, str, bool], str] = {}


def text_of(db: CardDB, card_id: str, solo: bool = False) -> str:
    """The card's text as it counts in this game (`solo`: a solo game's replacements)."""
    key = (id(db), card_id, solo)
    if key not in _CACHE:
        _CACHE[key] = card_text(db.get(card_id), solo=solo)
    return _CACHE[key]


def clear() -> None:
    """Forget the texts made so far (after a change of language)."""
    _CACHE.clear()
