"""The rules text of a card for tooltips, generated from card structure (cached)."""

from __future__ import annotations

from ..engine.cards import AnimalCard, CardDB, FinalScoringCard, ProjectCard, SponsorCard

_CACHE: dict[tuple[int, str], str] = {}


def text_of(db: CardDB, card_id: str) -> str:
    key = (id(db), card_id)
    if key not in _CACHE:
        _CACHE[key] = _generate(db, card_id)
    return _CACHE[key]


def _generate(db: CardDB, card_id: str) -> str:
    try:
        from ..engine.card_text import card_text
    except ImportError:  # the text generator arrives with the card effects
        return describe(db.get(card_id))
    return card_text(db.get(card_id))


def describe(card: AnimalCard | SponsorCard | ProjectCard | FinalScoringCard) -> str:
    """A short factual summary from the card's data."""
    if isinstance(card, AnimalCard):
        abilities = ", ".join(
            a.keyword.replace("_", " ").title() + (f" {a.value}" if a.value is not None else "")
            for a in card.abilities
        )
        return (
            f"{card.name} — animal, cost {card.cost}, enclosure {card.size}; "
            f"appeal {card.appeal}, conservation {card.conservation}, reputation "
            f"{card.reputation}. {abilities}"
        )
    if isinstance(card, SponsorCard):
        return f"{card.name} — sponsor, level {card.level}"
    if isinstance(card, ProjectCard):
        levels = ", ".join(f"{lv.count}: {lv.conservation} CP" for lv in card.levels)
        return f"{card.name} — conservation project ({levels})"
    return f"{card.name} — final scoring"
