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


def zoo_animals(cards: CardDB, player: PlayerState) -> list[AnimalCard]:
    """The animal cards in a zoo, with those rescued under a Rescue Station: what the counters
    of projects and final scoring cards count by size."""
    in_zoo = (cards.get(i) for i in (*player.zoo_cards, *player.rescued))
    return [c for c in in_zoo if isinstance(c, AnimalCard)]


def zoo_icons(cards: CardDB, player: PlayerState) -> Counter[str]:
    """Icons in a zoo: the top edge of its animals and sponsors (and animals rescued under a
    Rescue Station), its partner zoos (one continent icon each) and its universities (research
    icons). The result is shared: do not change it."""
    zoo_cards, rescued = player.zoo_cards, player.rescued
    partner_zoos, universities = player.partner_zoos, player.universities
    # Looked up by the tuples' identity first (they are new tuples whenever they change):
    # joining and hashing a zoo's card ids for every question costs more than the answer.
    known = _kept.get(id(zoo_cards))
    if (
        known is not None
        and known[0] is zoo_cards
        and known[1] is rescued
        and known[2] is partner_zoos
        and known[3] is universities
        and known[4] is cards
    ):
        return known[5]
    icons = zoo_icons_of(cards, (*zoo_cards, *rescued), partner_zoos, universities)
    if len(_kept) >= _KEPT:
        _kept.clear()
    _kept[id(zoo_cards)] = (zoo_cards, rescued, partner_zoos, universities, cards, icons)
    return icons


_KEPT = 4096
_kept: dict[
    int,
    tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[str, ...], CardDB, Counter[str]],
] = {}


@lru_cache(maxsize=4096)
def zoo_icons_of(
    cards: CardDB,
    in_zoo: tuple[str, ...],
    partner_zoos: tuple[str, ...],
    universities: tuple[str, ...],
) -> Counter[str]:
    """The icons of these cards in a zoo, partner zoos and universities; shared: do not change
    it."""
    of_cards = _cards_icons(cards, in_zoo)
    if not partner_zoos and not universities:
        return of_cards
    icons = Counter(of_cards)  # a copy, in the same order
    get = icons.get
    for continent in partner_zoos:
        icons[continent] = get(continent, 0) + 1
    for university in universities:
        icons["science"] += UNIVERSITY_RESEARCH_ICONS[university]
    return icons


def _cards_icons(cards: CardDB, in_zoo: tuple[str, ...]) -> Counter[str]:
    """The icons of these cards (`zoo_icons_of` without partner zoos and universities); shared:
    do not change it. A zoo grows by a card at a time: worked out from the icons of all its
    cards but the last where they are known."""
    key = (cards, in_zoo)
    found = _cards_kept.get(key)
    if found is not None:
        return found
    earlier = _cards_kept.get((cards, in_zoo[:-1])) if in_zoo else None
    if earlier is not None:
        icons = Counter(earlier)  # a copy, in the same order: new icons come last, as below
        adding = in_zoo[-1:]
    else:
        icons = Counter()
        adding = in_zoo
    get = icons.get
    for card_id in adding:
        for icon, count in _icon_steps(cards, card_id):
            icons[icon] = get(icon, 0) + count
    if len(_cards_kept) >= _KEPT:
        _cards_kept.clear()
    _cards_kept[key] = icons
    return icons


_cards_kept: dict[tuple[CardDB, tuple[str, ...]], Counter[str]] = {}


@lru_cache(maxsize=4096)
def _icon_steps(cards: CardDB, card_id: str) -> tuple[tuple[str, int], ...]:
    """What a card adds to a zoo's icons, in order: the top edge of an animal or sponsor, and
    an animal's rock and water requirements (they count as icons in the zoo), zeros too."""
    card = cards.get(card_id)
    steps: list[tuple[str, int]] = []
    if isinstance(card, AnimalCard | SponsorCard):
        steps.extend(card.icons.items())
    if isinstance(card, AnimalCard):
        steps += [("rock", card.rock), ("water", card.water)]
    return tuple(steps)
