"""The icons in a zoo and the animal categories: what card conditions, counters, abilities and
final scoring cards count."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from ..base.constants import UNIVERSITY_RESEARCH_ICONS
from ..kernel.state import PlayerState
from .cards import AnimalCard, CardDB, SponsorCard

ANIMAL_CATEGORIES: tuple[str, ...] = (
    "bird",
    "herbivore",
    "predator",
    "primate",
    "reptile",
    "bear",
    "petting_zoo",
)


def zoo_icons(cards: CardDB, player: PlayerState) -> Counter[str]:
    """Icons in a zoo: the top edge of its animals and sponsors (and animals rescued under a
    Rescue Station), its partner zoos (one continent icon each) and its universities (research
    icons). The result is shared: do not change it."""
    return zoo_icons_of(
        cards, (*player.zoo_cards, *player.rescued), player.partner_zoos, player.universities
    )


@lru_cache(maxsize=4096)
def zoo_icons_of(
    cards: CardDB,
    in_zoo: tuple[str, ...],
    partner_zoos: tuple[str, ...],
    universities: tuple[str, ...],
) -> Counter[str]:
    """The icons of these cards in a zoo, partner zoos and universities; shared: do not change
    it."""
    icons: Counter[str] = Counter()
    for card_id in in_zoo:
        card = cards.get(card_id)
        if isinstance(card, AnimalCard | SponsorCard):
            icons.update(card.icons)
        if isinstance(card, AnimalCard):
            # An animal's rock and water requirements count as icons in the zoo.
            icons["rock"] += card.rock
            icons["water"] += card.water
    icons.update(partner_zoos)
    for university in universities:
        icons["science"] += UNIVERSITY_RESEARCH_ICONS[university]
    return icons
