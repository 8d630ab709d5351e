"""The Rules help's contents: a summary of the game in our own words (after docs/rules.md, never
a rulebook's text), one section per topic — a turn, the five actions on both sides, the X-token
action, breaks, the tracks, the end of the game, every ability keyword and every zoo map.

Every title and text is marked with ``QT_TRANSLATE_NOOP("Rules", ...)`` and translated where it
is shown (``sections()``), so lupdate collects them into the same .ts files as the rest of the
app. An ability's and a map's title is its name from ``names``. Paragraphs are separated by a
blank line; a line starting with "- " is a list item.

Section ids: ``turn``, ``action.<name>``, ``x_token``, ``break``, ``scoring``, ``end``,
``keyword.<ability keyword>``, ``map.<map id>``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final, cast

import attrs
from attrs import frozen
from PySide6.QtCore import QCoreApplication

from ...engine import MAP_NAMES, Ability, AnimalCard, CardAbility
from . import names
from .card_words import shown_abilities
from .common import QT_TRANSLATE_NOOP

__all__ = [
    "CONTEXT",
    "GROUPS",
    "RuleSection",
    "action_section",
    "card_keywords",
    "card_section",
    "keyword_section",
    "map_section",
    "sections",
]

CONTEXT: Final = "Rules"


@frozen
class RuleSection:
    """One section of the Rules help, in the player's language."""

    id: str
    group: str
    title: str
    text: str


GROUPS: Final[Mapping[str, str]] = {
    "basics": QT_TRANSLATE_NOOP("Rules", "The game"),
    "actions": QT_TRANSLATE_NOOP("Rules", "Actions"),
    "abilities": QT_TRANSLATE_NOOP("Rules", "Abilities"),
    "maps": QT_TRANSLATE_NOOP("Rules", "Zoo maps"),
}

# id -> (group, title, text)
_BASICS: Final[Mapping[str, tuple[str, str]]] = {
    "turn": (
        QT_TRANSLATE_NOOP("Rules", "A turn"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "You build a zoo: enclosures and buildings on your map, animals in them, sponsors "
            "and conservation projects supported. On your turn you use exactly one of your five "
            "action cards (or take the X-token action instead).\n\n"
            "The action cards lie in slots 1 to 5; a card's strength is the number of its slot. "
            "The card you use moves to slot 1 and the cards left of it shift one slot right, so a "
            "card you leave alone grows stronger.\n\n"
            "- X-tokens: spend any number (you hold at most 5) to make the card that many slots "
            "stronger for this one use.\n"
            "- Upgrades turn an action card to side II, which does more. There are four ways to "
            "upgrade: conservation space 2, reputation 5, a 2nd partner zoo and a 2nd university, "
            "so one card always stays on side I.\n"
            "- An action may never be used to do nothing.",
        ),
    ),
    "x_token": (
        QT_TRANSLATE_NOOP("Rules", "The X-token action"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "Instead of carrying out an action, move any one action card to slot 1 and take 1 "
            "X-token. Not allowed while you hold 5 X-tokens.",
        ),
    ),
    "break": (
        QT_TRANSLATE_NOOP("Rules", "Breaks"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "The break token moves on each time someone uses the Cards action (2 spaces) and "
            "with some abilities and sponsors. The track is 9 spaces long with 2 players, 12 "
            "with 3 and 15 with 4. Whoever brings the token to the end gains 1 X-token, and a "
            "break follows that player's turn.\n\n"
            "In a break, in this order:\n"
            "- everyone discards down to 3 hand cards (5 with the hand-limit university);\n"
            "- Multiplier, Venom and Constriction tokens leave the action cards;\n"
            "- association workers come back; partner zoos and universities are refilled;\n"
            "- the two cards of display folders 1 and 2 are discarded, the others slide down and "
            "the display is refilled;\n"
            "- income: money for your appeal, kiosk money, and every recurring income;\n"
            "- the break token goes back to its start.\n\n"
            "In a solo game a tile of seven tokens sets the pace instead: the rounds last 7, 6, "
            "5, 4, 3 and 2 turns, with a break after each but the last.",
        ),
    ),
    "scoring": (
        QT_TRANSLATE_NOOP("Rules", "Appeal, conservation and reputation"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "Appeal (0 to 113) is what your zoo draws: it pays money in every break, more the "
            "higher it is. Conservation points (0 to 41) come from projects, bonuses and some "
            "cards and never go down.\n\n"
            "Each conservation space faces a group of appeal spaces; the lowest of them is the "
            "target of that conservation value. Your points are your appeal minus the target of "
            "your conservation, so the two markers moving towards each other is the whole race.\n\n"
            "Reputation (0 to 15, start 1) sets how far along the display you may take cards, "
            "and pays one-time bonuses on spaces 5 and 8 and from 10 on. Above 9 it needs the "
            "Cards action on side II; beyond 15 each step gives 1 appeal.\n\n"
            "Conservation spaces 2, 5, 8 and 10 give bonuses: an upgrade or a worker, money or a "
            "bonus tile, and at 10 everyone keeps only one of their two final scoring cards.",
        ),
    ),
    "end": (
        QT_TRANSLATE_NOOP("Rules", "The end of the game and final scoring"),
        QT_TRANSLATE_NOOP(
            "Rules",
            "The end comes when a player's appeal marker reaches the area of their conservation "
            "marker (the two meet or pass each other). That player finishes the turn, then "
            "everyone else has exactly one more turn.\n\n"
            "Then final scoring: effects that score at the end (some sponsors), and the final "
            "scoring card you kept, worth up to 4 conservation points. Your points are appeal "
            "minus the target of your conservation; the most points wins, and points may be "
            "negative. On a tie, whoever supported more conservation projects wins; after that "
            "the win is shared.\n\n"
            "Solo: the game ends after the 27th turn and you win with 0 points or more.",
        ),
    ),
}

_ACTIONS: Final[Mapping[str, str]] = {
    "animals": QT_TRANSLATE_NOOP(
        "Rules",
        "Play animal cards from your hand into free enclosures that fit them, paying their cost "
        "and meeting their conditions (icons in your zoo, reputation, rock or water nearby).\n\n"
        "- Side I: no animal at strength 1; 1 animal at 2 to 4; 2 at 5.\n"
        "- Side II: 1 animal at strength 1 and 2, 2 from strength 3; they may also come from "
        "the display within your reputation range (paying the folder's number on top); at "
        "strength 5 you first gain 1 reputation.\n\n"
        "An animal's appeal, conservation and reputation come after its cost is paid; its "
        "ability follows. Each partner zoo of a continent the animal has makes it 3 money "
        "cheaper per icon.",
    ),
    "build": QT_TRANSLATE_NOOP(
        "Rules",
        "Place buildings on your zoo map; each space costs 2 money. The first building touches "
        "the map's edge, each later one shares an edge with a building; rock and water can never "
        "be built on, and kiosks stand at least 3 spaces apart. Covering a space with a "
        "placement bonus gives it at once.\n\n"
        "- Side I: one building of a size up to the strength: a kiosk, a pavilion, a standard "
        "enclosure of size 1 to 5 or the petting zoo.\n"
        "- Side II: several different buildings, sizes adding up to the strength at most; the "
        "spaces with the Build II mark and the Reptile House and Large Bird Aviary become "
        "available.\n\n"
        "Covering every buildable space of the map gives 7 appeal once.",
    ),
    "cards": QT_TRANSLATE_NOOP(
        "Rules",
        "First the break token moves 2 spaces. Then draw cards from the deck and discard some:\n"
        "- Side I: draw 1, 1, 2, 2, 3 at strength 1 to 5, discarding 1 at strengths 1, 3 and "
        "5; at strength 5 you may instead take one display card within your reputation range "
        "(a snap).\n"
        "- Side II: draw 1, 2, 2, 3, 4, discarding 1 at strengths 2, 4 and 5; draws may come "
        "from the display within your reputation range; from strength 3 a snap may replace the "
        "draw. Side II also lets reputation rise above 9.",
    ),
    "association": QT_TRANSLATE_NOOP(
        "Rules",
        "Send association workers to a task whose value is at most the strength: 2 reputation "
        "(value 2), a partner zoo (3), a university (4) or supporting a conservation project "
        "(5). A task you already have a worker on needs 2 workers.\n\n"
        "- Side I: one task.\n"
        "- Side II: several different tasks whose values add up to the strength at most, and "
        "one donation: pay the amount shown for 1 conservation point.\n\n"
        "You hold at most 4 partner zoos (the 3rd and 4th need side II) and 3 universities of "
        "different kinds. Supporting a project takes a player token from your map's left edge "
        "and uncovers that space's bonus.",
    ),
    "sponsors": QT_TRANSLATE_NOOP(
        "Rules",
        "Play one sponsor card of a level up to the strength (side I), or several whose levels "
        "add up to the strength plus 1 at most, from your hand or the display (side II). Sponsors "
        "bring icons, one-time gains, lasting effects and income.\n\n"
        "Instead you may take the break alternative: move the break token as many spaces as the "
        "strength and gain that much money (side II: twice as much).",
    ),
}
_ACTION_TITLES: Final[Mapping[str, str]] = {
    "animals": QT_TRANSLATE_NOOP("Rules", "The Animals action"),
    "build": QT_TRANSLATE_NOOP("Rules", "The Build action"),
    "cards": QT_TRANSLATE_NOOP("Rules", "The Cards action"),
    "association": QT_TRANSLATE_NOOP("Rules", "The Association action"),
    "sponsors": QT_TRANSLATE_NOOP("Rules", "The Sponsors action"),
}

# Ability keyword -> text; the title is the ability's name (names.ability_name).
_KEYWORDS: Final[Mapping[str, str]] = {
    "sprint": QT_TRANSLATE_NOOP("Rules", "Sprint X: draw X cards from the deck."),
    "hunter": QT_TRANSLATE_NOOP(
        "Rules",
        "Hunter X: turn over the top X cards of the deck, keep one animal among them and "
        "discard the rest. With Hunter 1 the card is kept only if it is an animal.",
    ),
    "perception": QT_TRANSLATE_NOOP(
        "Rules", "Perception X: look at the top X cards of the deck, keep 2, discard the rest."
    ),
    "scavenging": QT_TRANSLATE_NOOP(
        "Rules",
        "Scavenging X: shuffle the discard pile, look at its top X cards, keep 1 and put the "
        "others back.",
    ),
    "digging": QT_TRANSLATE_NOOP(
        "Rules",
        "Digging X: up to X times, either discard a display card (the display is refilled) or "
        "discard a hand card and draw a replacement from the deck.",
    ),
    "snapping": QT_TRANSLATE_NOOP(
        "Rules",
        "Snapping X: X times, take any card of the display into your hand, whatever your "
        "reputation.",
    ),
    "sunbathing": QT_TRANSLATE_NOOP(
        "Rules", "Sunbathing X: sell up to X of your hand cards for 4 money each."
    ),
    "pouch": QT_TRANSLATE_NOOP(
        "Rules",
        "Pouch X: tuck up to X of your hand cards under this animal; each gives 2 appeal.",
    ),
    "jumping": QT_TRANSLATE_NOOP(
        "Rules",
        "Jumping X: the break token moves X spaces and you gain X money. In a solo game only "
        "the money is paid.",
    ),
    "posturing": QT_TRANSLATE_NOOP(
        "Rules",
        "Posturing X: up to X times, place a kiosk or a pavilion for free (the usual placement "
        "rules apply).",
    ),
    "flock_animal": QT_TRANSLATE_NOOP(
        "Rules",
        "Flock Animal X: instead of an empty enclosure, this animal may join an occupied "
        "enclosure of size X or more that holds a herbivore.",
    ),
    "clever": QT_TRANSLATE_NOOP(
        "Rules",
        "Clever: when the action is over, you may move any one of your action cards to slot 1.",
    ),
    "boost": QT_TRANSLATE_NOOP(
        "Rules",
        "Boost (an action): when the action is over, you may move that action card to slot 1 "
        "or to slot 5.",
    ),
    "action": QT_TRANSLATE_NOOP(
        "Rules",
        "Action (an action): when the action is over, you may carry out the named action as well.",
    ),
    "multiplier": QT_TRANSLATE_NOOP(
        "Rules",
        "Multiplier (an action): put a Multiplier token on that action card. The next time you "
        "use the card you may carry out its action twice in a row at the same strength (an "
        "X-token boosts only one of the two). A token placed during that card's own action "
        "waits for its next use; unused tokens leave in the break.",
    ),
    "determination": QT_TRANSLATE_NOOP(
        "Rules",
        "Determination: when the action is over, you may carry out one more action with "
        "another action card.",
    ),
    "inventive": QT_TRANSLATE_NOOP(
        "Rules",
        "Inventive: gain X-tokens — one, or as many as the card says (some count bear or "
        "primate icons).",
    ),
    "full_throated": QT_TRANSLATE_NOOP("Rules", "Full-throated: activate 1 association worker."),
    "pack": QT_TRANSLATE_NOOP(
        "Rules", "Pack: gain 1 appeal for each predator icon in your zoo, this one included."
    ),
    "petting_zoo_animal": QT_TRANSLATE_NOOP(
        "Rules",
        "Petting Zoo Animal: gain 3 appeal for each petting zoo animal icon in your zoo, this "
        "one included.",
    ),
    "iconic_animal": QT_TRANSLATE_NOOP(
        "Rules",
        "Iconic Animal (a continent): gain 1 appeal for each icon of that continent in all "
        "zoos together, 8 at most.",
    ),
    "resistance": QT_TRANSLATE_NOOP(
        "Rules", "Resistance: draw 2 final scoring cards, keep one and discard the other."
    ),
    "assertion": QT_TRANSLATE_NOOP(
        "Rules", "Assertion: you may take one base conservation project not in play into your hand."
    ),
    "dominance": QT_TRANSLATE_NOOP(
        "Rules",
        "Dominance: if the base project Primates is not in play, you may take it into your hand.",
    ),
    "sponsor_magnet": QT_TRANSLATE_NOOP(
        "Rules", "Sponsor Magnet: take every sponsor card of the display into your hand."
    ),
    "peacocking": QT_TRANSLATE_NOOP(
        "Rules", "Peacocking: you may build a Large Bird Aviary for free, if it fits."
    ),
    "venom": QT_TRANSLATE_NOOP(
        "Rules",
        "Venom X: each player with more appeal than you gets X Venom tokens on their action "
        "cards, from slot 1 on. Using a card with Venom removes its token; a player who ends a "
        "turn without removing one while some is left pays 2 money. The break removes all "
        "Venom.\n\n"
        "Like every interactive effect it only reaches players with at least 5 appeal; in a "
        "solo game the card's solo stripe replaces it.",
    ),
    "constriction": QT_TRANSLATE_NOOP(
        "Rules",
        "Constriction: each player ahead of you gets 1 Constriction token for each track "
        "(appeal, conservation) on which they lead you. The tokens go on their cards in slot 5, "
        "then 4; such a card is 2 weaker until it is used. The break removes them.\n\n"
        "Interactive: only players with at least 5 appeal are reached; replaced in solo.",
    ),
    "pilfering": QT_TRANSLATE_NOOP(
        "Rules",
        "Pilfering 1: the player with the most appeal gives you 5 money or 1 hand card you take "
        "blind, as they choose. Pilfering 2: the same from the player with the most appeal and "
        "from the one with the most conservation points.\n\n"
        "Interactive: only players with at least 5 appeal are reached; replaced in solo.",
    ),
    "hypnosis": QT_TRANSLATE_NOOP(
        "Rules",
        "Hypnosis X: when the action is over, you may carry out the action of one card in slot "
        "1 to X of the player with the most appeal (not yourself), as if it were yours.\n\n"
        "Interactive: only players with at least 5 appeal are reached; replaced in solo.",
    ),
}

# Map id -> its ability (or what sets it apart), in our words; the title is the map's name.
_MAPS: Final[Mapping[str, str]] = {
    "A": QT_TRANSLATE_NOOP(
        "Rules",
        "The map for a first game: it starts with a kiosk and an empty size-3 enclosure beside "
        "it already built. No ability of its own.",
    ),
    "0": QT_TRANSLATE_NOOP(
        "Rules", "The plain base map: nothing built at the start and no ability of its own."
    ),
    "1": QT_TRANSLATE_NOOP(
        "Rules",
        "Each time a standard enclosure next to the tower turns to its occupied side, gain 2 "
        "appeal. Special enclosures do not count; the tower is no building.",
    ),
    "2": QT_TRANSLATE_NOOP(
        "Rules",
        "A standard enclosure next to the gate counts as 2 sizes bigger for everything: placing "
        "animals, releasing them, and so on.",
    ),
    "3": QT_TRANSLATE_NOOP(
        "Rules",
        "No ability: instead many placement bonuses of 2 money lie around the lake.",
    ),
    "4": QT_TRANSLATE_NOOP(
        "Rules",
        "Once a building stands on the space next to the harbor: once in each of your turns you "
        "may discard 1 hand card for 3 money.",
    ),
    "5": QT_TRANSLATE_NOOP(
        "Rules",
        "In each break: 1 money per covered space next to the restaurant. Its left-edge bonus "
        "gives a Reptile House or Large Bird Aviary for free, even without Build II.",
    ),
    "6": QT_TRANSLATE_NOOP(
        "Rules",
        "Once a building stands next to the institute: each time you play an animal you may "
        "ignore one of its conditions (never a rock or water one).",
    ),
    "7": QT_TRANSLATE_NOOP(
        "Rules",
        "Once every space with the kiosk mark is covered: each kiosk you have pays 1 more money "
        "in every break.",
    ),
    "8": QT_TRANSLATE_NOOP(
        "Rules",
        "Each time you cover one of the three marked spaces, turn over deck cards until a "
        "sponsor comes, take it and discard the rest. With all three covered, every sponsor you "
        "play is 1 level cheaper.",
    ),
    "9": QT_TRANSLATE_NOOP(
        "Rules",
        "The map has five continent areas, each with a marker. When you play an animal into an "
        "enclosure touching the area of one of its continents, you may take that marker back and "
        "choose one of the bonuses shown; the last marker also gives 1 conservation point. Each "
        "area gives its bonus once.",
    ),
    "10": QT_TRANSLATE_NOOP(
        "Rules",
        "The rescue bonus gives Digging 1; an animal discarded with it may go under the top of "
        "your map into one of 3 free slots. From then on it counts as in your zoo for its icons "
        "and for cards that react to animals, but gives none of its own effects.",
    ),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def keyword_section(keyword: str) -> str:
    return f"keyword.{keyword}"


def map_section(map_id: str) -> str:
    return f"map.{map_id}"


def action_section(action: str) -> str:
    return f"action.{action}"


def sections() -> tuple[RuleSection, ...]:
    """Every section in reading order, in the player's language."""
    basics, actions = _tr(GROUPS["basics"]), _tr(GROUPS["actions"])
    abilities, maps = _tr(GROUPS["abilities"]), _tr(GROUPS["maps"])
    found = [
        RuleSection(key, basics, _tr(title), _tr(text))
        for key, (title, text) in _BASICS.items()
        if key != "x_token"
    ]
    found += [
        RuleSection(action_section(a), actions, _tr(_ACTION_TITLES[a]), _tr(text))
        for a, text in _ACTIONS.items()
    ]
    title, text = _BASICS["x_token"]
    found.append(RuleSection("x_token", actions, _tr(title), _tr(text)))
    found += [
        RuleSection(keyword_section(k), abilities, names.ability_name(k), _tr(text))
        for k, text in sorted(_KEYWORDS.items(), key=lambda item: names.ability_name(item[0]))
    ]
    found += [
        RuleSection(map_section(m), maps, names.map_name(m), _tr(_MAPS[m]))
        for m in MAP_NAMES
        if m in _MAPS
    ]
    return tuple(found)


def card_keywords(card: object, solo: bool | None = None) -> tuple[str, ...]:
    """The ability keywords a card uses (its own abilities, its solo stripe's and those in its
    effects), first seen first, each once. With `solo` given, only those that count in such a
    game: an animal's interactive abilities, or in a solo game their replacements."""
    if solo is not None and isinstance(card, AnimalCard) and card.solo_abilities:
        card = attrs.evolve(card, abilities=shown_abilities(card, solo), solo_abilities=())
    found: list[str] = []

    def walk(node: object) -> None:
        if isinstance(node, (CardAbility, Ability)):
            if node.keyword not in found:
                found.append(node.keyword)
        elif isinstance(node, (tuple, list)):
            for item in node:
                walk(item)
        elif attrs.has(type(node)):
            for attribute in attrs.fields(cast("type[attrs.AttrsInstance]", type(node))):
                walk(getattr(node, attribute.name))

    walk(card)
    return tuple(found)


def card_section(card: object, solo: bool | None = None) -> str:
    """The section for a card: its first ability keyword (that counts in a game that is `solo`
    or not, when given), else its kind's action (a project: the Association action, a final
    scoring card: the end of the game)."""
    keywords = card_keywords(card, solo)
    if keywords:
        return keyword_section(keywords[0])
    kind = getattr(card, "type", "")
    return {
        "animal": action_section("animals"),
        "sponsor": action_section("sponsors"),
        "project": action_section("association"),
        "final_scoring": "end",
    }.get(str(kind), "turn")
