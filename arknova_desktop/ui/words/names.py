"""The one place that names the things a player sees: actions, continents, animal categories,
icons, buildings, resources (with their counts), universities, partner zoos, association tasks,
bonuses, tokens, abilities, maps, and the cards (`card_title`: our own names in the player's
language from cards_<language>.json beside cards.json, else the cards' English names).

Every words module (choices, events, explanations, turn summaries, player boards, scoring, card
texts) takes its names from here, so a thing is called the same everywhere (the university gives
"science icons", as the rulebook calls them, in every text). The engine hands over identifiers;
the words are made here through `QCoreApplication.translate("Names", ...)`. The source texts are
marked with `QT_TRANSLATE_NOOP` so `lupdate` finds them in the tables below.

Counts use two English source texts, one for 1 and one with %n for more ("1 money",
"3 conservation points"), so English reads well without a translation file and other languages
still get their plural forms from Qt.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Final, Protocol

from PySide6.QtCore import QCoreApplication

from ...engine import (
    BUILDING_TYPES,
    default_cards,
)
from ...resources import data_path
from .common import QT_TRANSLATE_N_NOOP, QT_TRANSLATE_NOOP, arg

log = logging.getLogger(__name__)

CONTEXT: Final = "Names"
CARD_NAMES_FILE = "cards_{language}.json"  # our own card names in a language, beside cards.json

# The cards' names in the player's language (card id -> name); empty for English, whose names
# are the cards' own (cards.json). Set by use_card_names when the language is installed.
_card_names: dict[str, str] = {}


def tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate(CONTEXT, text, None, n)


def counted(one: str, many: str, n: int) -> str:
    """The text for 1 or the one for more (Qt puts `n` in for %n and picks the plural form)."""
    return tr(one if n == 1 else many, n)


def capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def friendly(identifier: str) -> str:
    """Last resort for an identifier we have no words for: never show the underscores."""
    return identifier.replace("_", " ").replace(":", " ").strip()


# -- actions -----------------------------------------------------------------------------------
ACTIONS: Final[Mapping[str, str]] = {
    "animals": QT_TRANSLATE_NOOP("Names", "Animals"),
    "build": QT_TRANSLATE_NOOP("Names", "Build"),
    "cards": QT_TRANSLATE_NOOP("Names", "Cards"),
    "association": QT_TRANSLATE_NOOP("Names", "Association"),
    "sponsors": QT_TRANSLATE_NOOP("Names", "Sponsors"),
}


def action_name(action: str) -> str:
    """ "Animals", "Build"… (the action card's name)."""
    if action in ACTIONS:
        return tr(ACTIONS[action])
    return capitalised(friendly(action))


def side_name(upgraded: bool) -> str:
    """The side of an action card: "I" or "II" (upgraded)."""
    return tr("II") if upgraded else tr("I")


def action_side_name(action: str, upgraded: bool) -> str:
    """ "Build II": an action card with its side."""
    return arg(tr("%1 %2"), action_name(action), side_name(upgraded))


# -- continents, animal categories and the other icons ------------------------------------------
CONTINENTS: Final[Mapping[str, str]] = {
    "africa": QT_TRANSLATE_NOOP("Names", "Africa"),
    "americas": QT_TRANSLATE_NOOP("Names", "Americas"),
    "asia": QT_TRANSLATE_NOOP("Names", "Asia"),
    "australia": QT_TRANSLATE_NOOP("Names", "Australia"),
    "europe": QT_TRANSLATE_NOOP("Names", "Europe"),
}
CATEGORIES: Final[Mapping[str, str]] = {
    "bear": QT_TRANSLATE_NOOP("Names", "bear"),
    "bird": QT_TRANSLATE_NOOP("Names", "bird"),
    "herbivore": QT_TRANSLATE_NOOP("Names", "herbivore"),
    "petting_zoo": QT_TRANSLATE_NOOP("Names", "petting zoo animal"),
    "predator": QT_TRANSLATE_NOOP("Names", "predator"),
    "primate": QT_TRANSLATE_NOOP("Names", "primate"),
    "reptile": QT_TRANSLATE_NOOP("Names", "reptile"),
    "sea_animal": QT_TRANSLATE_NOOP("Names", "sea animal"),
}
OTHER_ICONS: Final[Mapping[str, str]] = {
    "science": QT_TRANSLATE_NOOP("Names", "science"),
    "rock": QT_TRANSLATE_NOOP("Names", "rock"),
    "water": QT_TRANSLATE_NOOP("Names", "water"),
}


def continent_name(continent: str) -> str:
    """ "Africa", "Americas"…"""
    if continent in CONTINENTS:
        return tr(CONTINENTS[continent])
    return friendly(continent).title()


def category_name(category: str) -> str:
    """ "bird", "petting zoo animal"… (lower case: it stands inside a sentence)."""
    if category in CATEGORIES:
        return tr(CATEGORIES[category])
    return friendly(category)


def icon_name(icon: str) -> str:
    """Any icon of a card or a zoo: a continent, an animal category, science, rock or water."""
    if icon in CONTINENTS:
        return continent_name(icon)
    if icon in CATEGORIES:
        return category_name(icon)
    if icon in OTHER_ICONS:
        return tr(OTHER_ICONS[icon])
    return friendly(icon)


def icon_count(icon: str, n: int) -> str:
    """ "1 science icon", "3 bird icons"."""
    return arg(counted("%n %1 icon", "%n %1 icons", n), icon_name(icon))


def icons_of(icon: str) -> str:
    """ "bird icons" (the plural without a number, as a title: "Bird icons" is capitalised by
    the caller)."""
    return arg(tr("%1 icons"), icon_name(icon))


# -- buildings ---------------------------------------------------------------------------------
# The base buildings other than standard enclosures: (plain, with "a", with "the", several).
BUILDINGS: Final[Mapping[str, tuple[str, str, str, str]]] = {
    "kiosk": (
        QT_TRANSLATE_NOOP("Names", "kiosk"),
        QT_TRANSLATE_NOOP("Names", "a kiosk"),
        QT_TRANSLATE_NOOP("Names", "the kiosk"),
        QT_TRANSLATE_N_NOOP("Names", "%n kiosks"),
    ),
    "pavilion": (
        QT_TRANSLATE_NOOP("Names", "pavilion"),
        QT_TRANSLATE_NOOP("Names", "a pavilion"),
        QT_TRANSLATE_NOOP("Names", "the pavilion"),
        QT_TRANSLATE_N_NOOP("Names", "%n pavilions"),
    ),
    "petting_zoo": (
        QT_TRANSLATE_NOOP("Names", "petting zoo"),
        QT_TRANSLATE_NOOP("Names", "a petting zoo"),
        QT_TRANSLATE_NOOP("Names", "the petting zoo"),
        QT_TRANSLATE_N_NOOP("Names", "%n petting zoos"),
    ),
    "reptile_house": (
        QT_TRANSLATE_NOOP("Names", "reptile house"),
        QT_TRANSLATE_NOOP("Names", "a reptile house"),
        QT_TRANSLATE_NOOP("Names", "the reptile house"),
        QT_TRANSLATE_N_NOOP("Names", "%n reptile houses"),
    ),
    "large_bird_aviary": (
        QT_TRANSLATE_NOOP("Names", "large bird aviary"),
        QT_TRANSLATE_NOOP("Names", "a large bird aviary"),
        QT_TRANSLATE_NOOP("Names", "the large bird aviary"),
        QT_TRANSLATE_N_NOOP("Names", "%n large bird aviaries"),
    ),
}


def enclosure_size(building: str) -> int | None:
    """The size of a standard enclosure ("enclosure_3" → 3), None for any other building."""
    size = building.removeprefix("enclosure_")
    return int(size) if building.startswith("enclosure_") and size.isdigit() else None


def unique_building_name(building: str) -> str:
    """A unique building of a sponsor card, by its name ("Okapi Stable")."""
    known = BUILDING_TYPES.get(building)
    name = known.name if known is not None else friendly(building).title()
    sponsor = _sponsor_ids().get(name.casefold())  # the sponsor card it comes with
    return _card_names.get(sponsor, name) if sponsor else name


@cache
def _sponsor_ids() -> dict[str, str]:
    """A sponsor card's English name -> its id (a unique building is named like its card)."""
    return {card.name.casefold(): card.id for card in default_cards().sponsors()}


def building_name(building: str) -> str:
    """ "kiosk", "size-3 enclosure", "Okapi Stable"."""
    size = enclosure_size(building)
    if size is not None:
        return arg(tr("size-%1 enclosure"), size)
    if building in BUILDINGS:
        return tr(BUILDINGS[building][0])
    return unique_building_name(building)


def a_building(building: str) -> str:
    """ "a kiosk", "a size-3 enclosure", "the Okapi Stable" (a unique building is one of a
    kind)."""
    size = enclosure_size(building)
    if size is not None:
        return arg(tr("a size-%1 enclosure"), size)
    if building in BUILDINGS:
        return tr(BUILDINGS[building][1])
    return arg(tr("the %1"), unique_building_name(building))


def the_building(building: str) -> str:
    """ "the kiosk", "the size-3 enclosure", "the Okapi Stable"."""
    size = enclosure_size(building)
    if size is not None:
        return arg(tr("the size-%1 enclosure"), size)
    if building in BUILDINGS:
        return tr(BUILDINGS[building][2])
    return arg(tr("the %1"), unique_building_name(building))


def buildings_count(building: str, n: int) -> str:
    """ "a kiosk", "2 kiosks", "a size-3 enclosure", "2 size-3 enclosures", "the Cable Car"."""
    size = enclosure_size(building)
    if size is not None:
        return arg(counted("a size-%1 enclosure", "%n size-%1 enclosures", n), size)
    if building in BUILDINGS:
        forms = BUILDINGS[building]
        # "a kiosk" is also a text of its own (no count); only the several form is a numerus one.
        return tr(forms[1]) if n == 1 else tr(forms[3], n)
    return arg(tr("the %1"), unique_building_name(building))


# -- resources ---------------------------------------------------------------------------------
# resource → (name, one, several); %1 is the number (or numbers: "3 / 6 / 9 money").
RESOURCES: Final[Mapping[str, tuple[str, str, str]]] = {
    "money": (
        QT_TRANSLATE_NOOP("Names", "money"),
        QT_TRANSLATE_NOOP("Names", "%1 money"),
        QT_TRANSLATE_NOOP("Names", "%1 money"),
    ),
    "appeal": (
        QT_TRANSLATE_NOOP("Names", "appeal"),
        QT_TRANSLATE_NOOP("Names", "%1 appeal"),
        QT_TRANSLATE_NOOP("Names", "%1 appeal"),
    ),
    "conservation": (
        QT_TRANSLATE_NOOP("Names", "conservation points"),
        QT_TRANSLATE_NOOP("Names", "%1 conservation point"),
        QT_TRANSLATE_NOOP("Names", "%1 conservation points"),
    ),
    "reputation": (
        QT_TRANSLATE_NOOP("Names", "reputation"),
        QT_TRANSLATE_NOOP("Names", "%1 reputation"),
        QT_TRANSLATE_NOOP("Names", "%1 reputation"),
    ),
    "x_tokens": (
        QT_TRANSLATE_NOOP("Names", "X-tokens"),
        QT_TRANSLATE_NOOP("Names", "%1 X-token"),
        QT_TRANSLATE_NOOP("Names", "%1 X-tokens"),
    ),
    "workers": (
        QT_TRANSLATE_NOOP("Names", "association workers"),
        QT_TRANSLATE_NOOP("Names", "%1 association worker"),
        QT_TRANSLATE_NOOP("Names", "%1 association workers"),
    ),
    "cards": (
        QT_TRANSLATE_NOOP("Names", "cards"),
        QT_TRANSLATE_NOOP("Names", "%1 card"),
        QT_TRANSLATE_NOOP("Names", "%1 cards"),
    ),
}
_RESOURCE_ALIASES: Final[Mapping[str, str]] = {"x_token": "x_tokens", "worker": "workers"}


def _resource(resource: str) -> tuple[str, str, str] | None:
    return RESOURCES.get(_RESOURCE_ALIASES.get(resource, resource))


def resource_name(resource: str) -> str:
    """ "money", "conservation points", "X-tokens" (what a counter of a player counts)."""
    forms = _resource(resource)
    return tr(forms[0]) if forms is not None else friendly(resource)


def resource_amount(resource: str, n: int) -> str:
    """ "1 money", "3 conservation points", "1 X-token", "2 association workers"."""
    forms = _resource(resource)
    if forms is None:
        return str(n)
    # The form is picked by `n` as in English (Spanish's plural is the same: 1, and the rest);
    # %1 is the number.
    return arg(tr(forms[1] if n == 1 else forms[2]), n)


def resource_amounts(resource: str, values: Sequence[int]) -> str:
    """Several amounts of one resource, in the plural: "3 / 6 / 9 money"."""
    forms = _resource(resource)
    shown = " / ".join(str(v) for v in values)
    if forms is None:
        return shown
    return arg(tr(forms[2]), shown)


# -- universities, partner zoos, association tasks ----------------------------------------------
UNIVERSITIES: Final[Mapping[str, str]] = {
    "reputation_hand_limit": QT_TRANSLATE_NOOP("Names", "+1 reputation and a hand limit of 5"),
    "research_reputation": QT_TRANSLATE_NOOP("Names", "1 science icon and +2 reputation"),
    "research": QT_TRANSLATE_NOOP("Names", "2 science icons"),
}


def university_name(university: str) -> str:
    """A university by what it gives: "2 science icons"."""
    if university in UNIVERSITIES:
        return tr(UNIVERSITIES[university])
    return tr("a university")


def partner_zoo_name(continent: str) -> str:
    """ "Africa partner zoo"."""
    return arg(tr("%1 partner zoo"), continent_name(continent))


TASKS: Final[Mapping[str, str]] = {
    "reputation": QT_TRANSLATE_NOOP("Names", "reputation task"),
    "partner_zoo": QT_TRANSLATE_NOOP("Names", "partner zoo task"),
    "university": QT_TRANSLATE_NOOP("Names", "university task"),
    "project": QT_TRANSLATE_NOOP("Names", "conservation project task"),
}


TASKS_SHORT: Final[Mapping[str, str]] = {
    "reputation": QT_TRANSLATE_NOOP("Names", "Reputation"),
    "partner_zoo": QT_TRANSLATE_NOOP("Names", "Partner zoo"),
    "university": QT_TRANSLATE_NOOP("Names", "University"),
    "project": QT_TRANSLATE_NOOP("Names", "Project"),
}


def task_short_name(task: str) -> str:
    """An association task as a board label: "Partner zoo"."""
    return tr(TASKS_SHORT[task]) if task in TASKS_SHORT else capitalised(task_name(task))


def task_name(task: str) -> str:
    """An association task: "partner zoo task"."""
    if task in TASKS:
        return tr(TASKS[task])
    return tr("association task")


# -- tokens and abilities ----------------------------------------------------------------------
TOKENS: Final[Mapping[str, str]] = {
    "multiplier": QT_TRANSLATE_NOOP("Names", "Multiplier"),
    "venom": QT_TRANSLATE_NOOP("Names", "Venom"),
    "constriction": QT_TRANSLATE_NOOP("Names", "Constriction"),
}


def token_name(token: str) -> str:
    """A token on an action card: "Multiplier", "Venom", "Constriction"."""
    return tr(TOKENS[token]) if token in TOKENS else capitalised(friendly(token))


ABILITIES: Final[Mapping[str, str]] = {
    "sprint": QT_TRANSLATE_NOOP("Names", "Sprint"),
    "hunter": QT_TRANSLATE_NOOP("Names", "Hunter"),
    "perception": QT_TRANSLATE_NOOP("Names", "Perception"),
    "scavenging": QT_TRANSLATE_NOOP("Names", "Scavenging"),
    "digging": QT_TRANSLATE_NOOP("Names", "Digging"),
    "snapping": QT_TRANSLATE_NOOP("Names", "Snapping"),
    "sunbathing": QT_TRANSLATE_NOOP("Names", "Sunbathing"),
    "pouch": QT_TRANSLATE_NOOP("Names", "Pouch"),
    "jumping": QT_TRANSLATE_NOOP("Names", "Jumping"),
    "posturing": QT_TRANSLATE_NOOP("Names", "Posturing"),
    "flock_animal": QT_TRANSLATE_NOOP("Names", "Flock Animal"),
    "clever": QT_TRANSLATE_NOOP("Names", "Clever"),
    "boost": QT_TRANSLATE_NOOP("Names", "Boost"),
    "action": QT_TRANSLATE_NOOP("Names", "Action"),
    "multiplier": QT_TRANSLATE_NOOP("Names", "Multiplier"),
    "determination": QT_TRANSLATE_NOOP("Names", "Determination"),
    "inventive": QT_TRANSLATE_NOOP("Names", "Inventive"),
    "full_throated": QT_TRANSLATE_NOOP("Names", "Full-throated"),
    "pack": QT_TRANSLATE_NOOP("Names", "Pack"),
    "petting_zoo_animal": QT_TRANSLATE_NOOP("Names", "Petting Zoo Animal"),
    "iconic_animal": QT_TRANSLATE_NOOP("Names", "Iconic Animal"),
    "resistance": QT_TRANSLATE_NOOP("Names", "Resistance"),
    "assertion": QT_TRANSLATE_NOOP("Names", "Assertion"),
    "dominance": QT_TRANSLATE_NOOP("Names", "Dominance"),
    "sponsor_magnet": QT_TRANSLATE_NOOP("Names", "Sponsor Magnet"),
    "peacocking": QT_TRANSLATE_NOOP("Names", "Peacocking"),
    "venom": QT_TRANSLATE_NOOP("Names", "Venom"),
    "constriction": QT_TRANSLATE_NOOP("Names", "Constriction"),
    "pilfering": QT_TRANSLATE_NOOP("Names", "Pilfering"),
    "hypnosis": QT_TRANSLATE_NOOP("Names", "Hypnosis"),
}


def ability_name(keyword: str) -> str:
    """An animal's or sponsor's ability: "Sprint", "Full-throated", "Iconic Animal"."""
    return tr(ABILITIES[keyword]) if keyword in ABILITIES else friendly(keyword).title()


# -- bonuses -----------------------------------------------------------------------------------
# Bonus tiles (and the other rewards of conservation spaces) as a thing taken: "3 X-tokens".
BONUS_THINGS: Final[Mapping[str, str]] = {
    "money_10": QT_TRANSLATE_NOOP("Names", "10 money"),
    "reputation_2": QT_TRANSLATE_NOOP("Names", "2 reputation"),
    "x_tokens_3": QT_TRANSLATE_NOOP("Names", "3 X-tokens"),
    "cards_3": QT_TRANSLATE_NOOP("Names", "3 cards"),
    "enclosure_3": QT_TRANSLATE_NOOP("Names", "a size-3 enclosure"),
    "partner_zoo": QT_TRANSLATE_NOOP("Names", "a partner zoo"),
    "university": QT_TRANSLATE_NOOP("Names", "a university"),
    "multiplier": QT_TRANSLATE_NOOP("Names", "a Multiplier token"),
    "sponsor": QT_TRANSLATE_NOOP("Names", "a sponsor"),
}
# Every bonus (placement, conservation space, bonus tile, left edge, area) as what one does.
BONUS_ACTIONS: Final[Mapping[str, str]] = {
    "x_token": QT_TRANSLATE_NOOP("Names", "take 1 X-token"),
    "x_tokens_3": QT_TRANSLATE_NOOP("Names", "take 3 X-tokens"),
    "card": QT_TRANSLATE_NOOP("Names", "take a card from the deck or within your reputation range"),
    "cards_3": QT_TRANSLATE_NOOP(
        "Names", "take 3 cards from the deck or within your reputation range"
    ),
    "worker": QT_TRANSLATE_NOOP("Names", "hire an association worker"),
    "multiplier": QT_TRANSLATE_NOOP("Names", "place a Multiplier token on an action card"),
    "clever": QT_TRANSLATE_NOOP("Names", "put an action card into slot 1 (Clever)"),
    "clever_2": QT_TRANSLATE_NOOP("Names", "put action cards into slot 1 twice (Clever)"),
    "sponsor": QT_TRANSLATE_NOOP("Names", "play a sponsor card by paying its level"),
    "sponsor_for_money": QT_TRANSLATE_NOOP("Names", "play a sponsor card by paying its level"),
    "rescue": QT_TRANSLATE_NOOP("Names", "discard a card, and an animal may go under your zoo map"),
    "upgrade": QT_TRANSLATE_NOOP("Names", "upgrade an action card"),
    "enclosure_2": QT_TRANSLATE_NOOP("Names", "build a free size-2 enclosure"),
    "enclosure_3": QT_TRANSLATE_NOOP("Names", "build a free size-3 enclosure"),
    "partner_zoo": QT_TRANSLATE_NOOP("Names", "take a partner zoo"),
    "university": QT_TRANSLATE_NOOP("Names", "take a university"),
    "snap": QT_TRANSLATE_NOOP("Names", "snap a card from the display"),
    "pouch_2": QT_TRANSLATE_NOOP("Names", "put up to 2 hand cards under an animal, for appeal"),
    "reptile_house_or_large_bird_aviary": QT_TRANSLATE_NOOP(
        "Names", "build a free reptile house or large bird aviary"
    ),
    "remove_area_marker": QT_TRANSLATE_NOOP("Names", "remove a continent area marker, for a bonus"),
    "small": QT_TRANSLATE_NOOP("Names", "small animals"),
    "large": QT_TRANSLATE_NOOP("Names", "large animals"),
}
_AMOUNT_BONUS: Final = re.compile(r"^(money|reputation|conservation|appeal|x_tokens?)_(\d+)$")


def bonus_thing(bonus: str) -> str:
    """A bonus tile as the thing it gives ("3 X-tokens", "a university"); "" if unknown."""
    if bonus in BONUS_THINGS:
        return tr(BONUS_THINGS[bonus])
    match = _AMOUNT_BONUS.match(bonus)
    return resource_amount(match.group(1), int(match.group(2))) if match else ""


def bonus_action(bonus: str) -> str:
    """A bonus as a short phrase starting in lower case: "take 5 money", "upgrade an action
    card"."""
    if bonus in BONUS_ACTIONS:
        return tr(BONUS_ACTIONS[bonus])
    match = _AMOUNT_BONUS.match(bonus)
    if match:
        return arg(tr("take %1"), resource_amount(match.group(1), int(match.group(2))))
    return friendly(bonus)


# -- maps --------------------------------------------------------------------------------------
# The zoo maps' names of engine/base/maps_catalog.py (MAP_NAMES), marked for translation here
# (the engine has no Qt); tests/test_i18n.py checks the two agree.
MAP_WORDS: Final[Mapping[str, str]] = {
    "A": QT_TRANSLATE_NOOP("Names", "Map A"),
    "0": QT_TRANSLATE_NOOP("Names", "Map 0"),
    "1": QT_TRANSLATE_NOOP("Names", "Observation Tower"),
    "2": QT_TRANSLATE_NOOP("Names", "Outdoor Areas"),
    "3": QT_TRANSLATE_NOOP("Names", "Silver Lake"),
    "4": QT_TRANSLATE_NOOP("Names", "Commercial Harbor"),
    "5": QT_TRANSLATE_NOOP("Names", "Park Restaurant"),
    "6": QT_TRANSLATE_NOOP("Names", "Research Institute"),
    "7": QT_TRANSLATE_NOOP("Names", "Ice Cream Parlors"),
    "8": QT_TRANSLATE_NOOP("Names", "Hollywood Hills"),
    "9": QT_TRANSLATE_NOOP("Names", "Geographical Zoo"),
    "10": QT_TRANSLATE_NOOP("Names", "Rescue Station"),
}


def map_name(map_id: str) -> str:
    """A zoo map by its name ("Map 1: Observation Tower")."""
    if map_id in MAP_WORDS:
        return tr(MAP_WORDS[map_id])
    return arg(tr("Map %1"), friendly(map_id))


# -- card names ------------------------------------------------------------------------------
class _Named(Protocol):
    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str: ...


def card_title(card: _Named) -> str:
    """A card's name in the player's language (its own, English name when there is none)."""
    return _card_names.get(card.id, card.name)


def use_card_names(language: str) -> int:
    """Name the cards in `language` from cards_<language>.json (English: the cards' own names);
    how many names were read. A file that is missing or unreadable leaves the English names."""
    _card_names.clear()
    if language == "en":
        return 0
    try:
        raw = json.loads(data_path(CARD_NAMES_FILE.format(language=language)).read_text("utf-8"))
        names = raw["names"]
    except (OSError, ValueError, KeyError, TypeError) as error:
        log.warning("no card names in %s: %s", language, error)
        return 0
    if isinstance(names, dict):
        _card_names.update({str(k): str(v) for k, v in names.items() if isinstance(v, str)})
    return len(_card_names)
