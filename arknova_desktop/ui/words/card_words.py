"""The rules text the app shows for a card, generated from the card's structure.

Nothing here is copied from a printed card or a reference data set: every sentence is put
together from the effect nodes (``engine.effects``) and the card facts (``engine.cards``) with the
small templates of ``EN``; the names of things in them (icons, actions, resources, buildings,
abilities) come from ``names``, like everywhere else in the app. The engine hands over data only:
the words are made here, in the UI layer.

Every template is marked with ``QT_TRANSLATE_NOOP("CardText", ...)`` and translated at use with
``QCoreApplication.translate("CardText", template)``, so a translation file can follow. Another
catalogue with the same keys can also be passed (``card_text(card, catalogue)``).

Templates with a ``|`` hold a singular and a plural form (a translation keeps the ``|``).
``{placeholders}`` are filled with ``str.format``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from PySide6.QtCore import QCoreApplication

from ...engine import (
    FLAG_COUNTERS,
    INTERACTIVE_KEYWORDS,
    Ability,
    AnimalCard,
    Card,
    CardAbility,
    Custom,
    EndGame,
    FinalScoringCard,
    FreeBuilding,
    Gain,
    Icon,
    Immediate,
    Income,
    Modifier,
    OnEvent,
    OnIconPlayed,
    PerCount,
    PlaySponsor,
    ProjectCard,
    ProjectLevel,
    Requirements,
    SponsorCard,
    Support,
    SupportLevel,
    Tiered,
    UniqueBuilding,
    default_cards,
)
from . import names
from .common import QT_TRANSLATE_NOOP

__all__ = [
    "CONTEXT",
    "EN",
    "card_text",
    "project_space",
    "project_space_label",
    "shown_abilities",
    "solo_replacements",
    "space_label",
]

CONTEXT: Final = "CardText"

_CARD_RESOURCES: Final = frozenset({"card", "card_in_range"})

EN: Final[Mapping[str, str]] = {
    "gain.self": QT_TRANSLATE_NOOP("CardText", "gain {what}"),
    "gain.others": QT_TRANSLATE_NOOP("CardText", "every other player gains {what}"),
    "gain.card": QT_TRANSLATE_NOOP(
        "CardText",
        "put the top card of the deck into your hand|put the top {n} cards of the deck into "
        "your hand",
    ),
    "gain.card_in_range": QT_TRANSLATE_NOOP(
        "CardText",
        "take 1 card into your hand, from the top of the deck or from the display within your "
        "reputation range|take {n} cards into your hand, each from the top of the deck or from "
        "the display within your reputation range",
    ),
    "gain.others.card": QT_TRANSLATE_NOOP(
        "CardText",
        "every other player puts the top {n} deck cards into their hand",
    ),
    "counter.icon": QT_TRANSLATE_NOOP(
        "CardText",
        "{icon} icon of your zoo|{icon} icons of your zoo",
    ),
    "counter.different_continents": QT_TRANSLATE_NOOP(
        "CardText",
        "continent among your zoo's icons|different continents among your zoo's icons",
    ),
    "counter.different_categories": QT_TRANSLATE_NOOP(
        "CardText",
        "animal category among your zoo's icons|different animal categories among your zoo's icons",
    ),
    "counter.different_continents_and_categories": QT_TRANSLATE_NOOP(
        "CardText",
        "continent or animal category among your zoo's icons|different continents and animal "
        "categories among your zoo's icons",
    ),
    "counter.small_animals": QT_TRANSLATE_NOOP(
        "CardText",
        "small animal (size 2 or less) of your zoo|small animals (size 2 or less) of your zoo",
    ),
    "counter.large_animals": QT_TRANSLATE_NOOP(
        "CardText",
        "large animal (size 4 or more) of your zoo|large animals (size 4 or more) of your zoo",
    ),
    "counter.universities": QT_TRANSLATE_NOOP(
        "CardText",
        "university of yours|universities of yours",
    ),
    "counter.supported_projects": QT_TRANSLATE_NOOP(
        "CardText",
        "conservation project you supported|conservation projects you supported",
    ),
    "counter.kiosks": QT_TRANSLATE_NOOP("CardText", "kiosk of your zoo|kiosks of your zoo"),
    "counter.occupied_size_1_enclosures": QT_TRANSLATE_NOOP(
        "CardText",
        "occupied standard enclosure of size 1|occupied standard enclosures of size 1",
    ),
    "counter.x_tokens": QT_TRANSLATE_NOOP("CardText", "X-token you hold|X-tokens you hold"),
    "counter.reputation": QT_TRANSLATE_NOOP("CardText", "reputation|reputation"),
    "counter.rock_and_water_icons": QT_TRANSLATE_NOOP(
        "CardText",
        "rock or water icon of your zoo|rock and water icons of your zoo",
    ),
    "counter.rock_water_pairs": QT_TRANSLATE_NOOP(
        "CardText",
        "pair made of one rock and one water icon of your zoo|pairs made of one rock and one "
        "water icon of your zoo",
    ),
    "counter.connected_water_cells": QT_TRANSLATE_NOOP(
        "CardText",
        "water space touching one of your buildings|water spaces touching your buildings",
    ),
    "counter.connected_rock_cells": QT_TRANSLATE_NOOP(
        "CardText",
        "rock space touching one of your buildings|rock spaces touching your buildings",
    ),
    "counter.connected_empty_border_cells": QT_TRANSLATE_NOOP(
        "CardText",
        "unbuilt border space touching one of your buildings|unbuilt border spaces touching "
        "your buildings",
    ),
    "counter.connected_bonus_cells": QT_TRANSLATE_NOOP(
        "CardText",
        "uncovered placement-bonus space touching one of your buildings|uncovered "
        "placement-bonus spaces touching your buildings",
    ),
    "counter.unconnected_water_cells": QT_TRANSLATE_NOOP(
        "CardText",
        "water space touching none of your buildings|water spaces touching none of your buildings",
    ),
    "counter.unconnected_rock_cells": QT_TRANSLATE_NOOP(
        "CardText",
        "rock space touching none of your buildings|rock spaces touching none of your buildings",
    ),
    "counter.unconnected_bonus_cells": QT_TRANSLATE_NOOP(
        "CardText",
        "placement-bonus space neither covered nor touching your buildings|placement-bonus "
        "spaces neither covered nor touching your buildings",
    ),
    "counter.empty_area_sixes": QT_TRANSLATE_NOOP(
        "CardText",
        "complete set of 6 unbuilt building spaces inside one connected unbuilt area|complete "
        "sets of 6 unbuilt building spaces, each inside one connected unbuilt area",
    ),
    "counter.buildings_next_to_this": QT_TRANSLATE_NOOP(
        "CardText",
        "building touching this unique building (empty standard enclosures excluded)|buildings "
        "touching this unique building (empty standard enclosures excluded)",
    ),
    "counter.empty_building_spaces": QT_TRANSLATE_NOOP(
        "CardText",
        "unbuilt building space of your map|unbuilt building spaces of your map",
    ),
    "counter.sponsors_in_zoo": QT_TRANSLATE_NOOP(
        "CardText",
        "sponsor card of your zoo|sponsor cards of your zoo",
    ),
    "flag.all_water_connected": QT_TRANSLATE_NOOP(
        "CardText",
        "each water space of your map touches one of your buildings",
    ),
    "flag.all_rock_connected": QT_TRANSLATE_NOOP(
        "CardText",
        "each rock space of your map touches one of your buildings",
    ),
    "flag.all_border_covered": QT_TRANSLATE_NOOP(
        "CardText",
        "each border building space of your map is built on",
    ),
    "flag.map_covered": QT_TRANSLATE_NOOP(
        "CardText",
        "each building space of your map is built on",
    ),
    "per.one": QT_TRANSLATE_NOOP("CardText", "{gain} for each {noun}"),
    "per.many": QT_TRANSLATE_NOOP("CardText", "{gain} for every {per} {nouns}"),
    "per.max": QT_TRANSLATE_NOOP("CardText", "{text} (at most {max} times)"),
    "tier.one": QT_TRANSLATE_NOOP("CardText", "{gain} with at least {n} {nouns}"),
    "tier.same": QT_TRANSLATE_NOOP(
        "CardText",
        "{gain} with at least {ns} {nouns} (only the highest step counts)",
    ),
    "tier.flag": QT_TRANSLATE_NOOP("CardText", "{gain} if {condition}"),
    "tier.or": QT_TRANSLATE_NOOP("CardText", "; or "),
    "when.play": QT_TRANSLATE_NOOP("CardText", "When you play this card: {effects}."),
    "when.income": QT_TRANSLATE_NOOP("CardText", "Income, at every break: {effects}."),
    "when.end": QT_TRANSLATE_NOOP("CardText", "Final scoring: {effects}."),
    "icon.own": QT_TRANSLATE_NOOP(
        "CardText",
        "For every {icons} icon added to your zoo: {effects}.",
    ),
    "icon.any": QT_TRANSLATE_NOOP(
        "CardText",
        "For every {icons} icon added to any zoo, yours too: {effects}.",
    ),
    "icon.new": QT_TRANSLATE_NOOP(
        "CardText",
        "Whenever your zoo gets its first icon of one {icons}: {effects}.",
    ),
    "icon.new.all": QT_TRANSLATE_NOOP("CardText", "continent or animal category"),
    "icon.limit": QT_TRANSLATE_NOOP(
        "CardText",
        "{text} At most {n} times in the game: put {n} of your tokens on this card and remove "
        "one each time.",
    ),
    "or": QT_TRANSLATE_NOOP("CardText", " or "),
    "and": QT_TRANSLATE_NOOP("CardText", " and "),
    "comma": QT_TRANSLATE_NOOP("CardText", ", "),
    "list": QT_TRANSLATE_NOOP("CardText", "; "),
    "event.cover_cell_next_to_water": QT_TRANSLATE_NOOP(
        "CardText",
        "Whenever you build, for each newly covered space that touches a water space: {effects}.",
    ),
    "event.cover_cell_next_to_rock": QT_TRANSLATE_NOOP(
        "CardText",
        "Whenever you build, for each newly covered space that touches a rock space: {effects}.",
    ),
    "event.support_release_project": QT_TRANSLATE_NOOP(
        "CardText",
        "Whenever you support one of the release-into-the-wild projects, additionally: {effects}.",
    ),
    "free_building": QT_TRANSLATE_NOOP(
        "CardText",
        "you may place {building} for free (usual placement rules)",
    ),
    "unique": QT_TRANSLATE_NOOP(
        "CardText",
        "place the unique building {name} ({n} spaces) in your zoo for free, following the "
        "usual placement rules",
    ),
    "unique.water": QT_TRANSLATE_NOOP(
        "CardText",
        "it has to touch at least {n} water space|it has to touch at least {n} water spaces",
    ),
    "unique.rock": QT_TRANSLATE_NOOP(
        "CardText",
        "it has to touch at least {n} rock space|it has to touch at least {n} rock spaces",
    ),
    "unique.border": QT_TRANSLATE_NOOP(
        "CardText",
        "at least {n} of its spaces must lie on the border of the map",
    ),
    "unique.detached": QT_TRANSLATE_NOOP("CardText", "it does not need to touch another building"),
    "unique.blocked": QT_TRANSLATE_NOOP(
        "CardText",
        "if it cannot be placed, this card cannot be played",
    ),
    "play_sponsor": QT_TRANSLATE_NOOP(
        "CardText",
        "you may play 1 sponsor card from your hand and pay its level in money",
    ),
    "ability": QT_TRANSLATE_NOOP("CardText", "{name}: {explanation}"),
    "mod.support_project_strength": QT_TRANSLATE_NOOP(
        "CardText",
        "You may support conservation projects with an Association action of strength {value} "
        "or more (instead of 5).",
    ),
    "mod.project_wildcard_tokens": QT_TRANSLATE_NOOP(
        "CardText",
        "When you play this card, put {value} of your tokens on it. Each of them can stand in "
        "for one icon of your choice when you support one of the base conservation projects (1 "
        "token per support at most); it is discarded then.",
    ),
    "mod.extra_building_same_kind": QT_TRANSLATE_NOOP(
        "CardText",
        "Whenever a Build action of yours builds at least 1 building, you may also build 1 more"
        " building of a kind you just built (special enclosures excepted), paying the normal "
        "cost.",
    ),
    "mod.build_on_rock_and_water": QT_TRANSLATE_NOOP(
        "CardText",
        "You may cover rock and water spaces with buildings.",
    ),
    "mod.ignore_rock_water_requirements": QT_TRANSLATE_NOOP(
        "CardText",
        "Rock and water requirements no longer apply to you.",
    ),
    "mod.border_bonus_extra": QT_TRANSLATE_NOOP(
        "CardText",
        "Each time you cover a border space with a placement bonus and take that bonus, also "
        "take for free one other placement bonus of your zoo that is still uncovered.",
    ),
    "mod.release_projects_repeatable": QT_TRANSLATE_NOOP(
        "CardText",
        "You may support each release-into-the-wild project several times.",
    ),
    "mod.immune_to_interactive": QT_TRANSLATE_NOOP(
        "CardText",
        "Other players' Venom, Pilfering, Constriction and Hypnosis have no effect on you.",
    ),
    "mod.extra_small_animal": QT_TRANSLATE_NOOP(
        "CardText",
        "When an Animals action of yours plays small animals only, you may then play 1 more "
        "small animal from your hand at its normal cost; then you may add 1 small animal of the"
        " display to your hand, if one is there.",
    ),
    "mod.animal_discount.small": QT_TRANSLATE_NOOP(
        "CardText",
        "Small animals (size 2 or less) cost you {value} money less.",
    ),
    "mod.animal_discount.large": QT_TRANSLATE_NOOP(
        "CardText",
        "Large animals (size 4 or more) cost you {value} money less.",
    ),
    "mod.large_animal_ignore_condition": QT_TRANSLATE_NOOP(
        "CardText",
        "Large animals you play may skip {value} of their conditions (you choose which).",
    ),
    "custom.S227": QT_TRANSLATE_NOOP(
        "CardText",
        "When you play this card: choose small or large animals and mark your choice here. Turn"
        " over deck cards one by one until an animal of that kind appears; keep it in your hand"
        " and slide the other turned cards under the deck. From then on you may not play "
        "animals of the other kind, and each animal of the chosen kind that you play gives you "
        "2 appeal (small) or 4 appeal (large).",
    ),
    "support.collect": QT_TRANSLATE_NOOP(
        "CardText",
        "Support: have at least {counts} {nouns} (left / middle / right space) for {rewards}.",
    ),
    "support.release": QT_TRANSLATE_NOOP(
        "CardText",
        "Support: pick 1 animal of your zoo that shows the {icon} icon and set it free (release"
        " into the wild); its icons leave your zoo with it. Its standard enclosure size picks "
        "the space: {big} or more (left) / {mid} (middle) / {small} or less (right), for "
        "{rewards}.",
    ),
    "support.breeding": QT_TRANSLATE_NOOP(
        "CardText",
        "Support: your zoo needs 1 animal that shows the {icon} icon and a partner zoo on one "
        "of that animal's continents; then pick a space: {rewards}.",
    ),
    "support.level": QT_TRANSLATE_NOOP("CardText", "{side}: {gains}"),
    "space.label": QT_TRANSLATE_NOOP("CardText", "{count}\u2192{conservation}"),
    "space.collect": QT_TRANSLATE_NOOP(
        "CardText", "the space {label}: {count} {nouns} for {gains}"
    ),
    "space.release.0": QT_TRANSLATE_NOOP(
        "CardText",
        "the space {label}: release an animal of enclosure size {count} or more for {gains}",
    ),
    "space.release.1": QT_TRANSLATE_NOOP(
        "CardText", "the space {label}: release an animal of enclosure size {count} for {gains}"
    ),
    "space.release.2": QT_TRANSLATE_NOOP(
        "CardText",
        "the space {label}: release an animal of enclosure size {count} or less for {gains}",
    ),
    "space.breeding": QT_TRANSLATE_NOOP("CardText", "the space {label}: {gains}"),
    "side.0": QT_TRANSLATE_NOOP("CardText", "left"),
    "side.1": QT_TRANSLATE_NOOP("CardText", "middle"),
    "side.2": QT_TRANSLATE_NOOP("CardText", "right"),
    "needs": QT_TRANSLATE_NOOP("CardText", "Conditions: {items}."),
    "needs.upgraded": QT_TRANSLATE_NOOP("CardText", "{action} action upgraded"),
    "needs.max_appeal": QT_TRANSLATE_NOOP("CardText", "appeal {n} or less"),
    "needs.partner_zoo": QT_TRANSLATE_NOOP(
        "CardText",
        "a partner zoo on one of the animal's continents",
    ),
    "needs.partner_zoos": QT_TRANSLATE_NOOP("CardText", "at least {n} partner zoos"),
    "needs.reputation": QT_TRANSLATE_NOOP("CardText", "reputation {n} or more"),
    "needs.icons": QT_TRANSLATE_NOOP(
        "CardText",
        "at least {n} {icon} icon|at least {n} {icon} icons",
    ),
    "adds": QT_TRANSLATE_NOOP("CardText", "Adds to your zoo: {items}."),
    "animal.gains": QT_TRANSLATE_NOOP("CardText", "When you play this animal: gain {items}."),
    "animal.solo": QT_TRANSLATE_NOOP(
        "CardText",
        "Solo game: instead of {original}, use {name}: {explanation}.",
    ),
    "final.tiers": QT_TRANSLATE_NOOP(
        "CardText",
        "Final scoring: {points} conservation points with at least {counts} {nouns}.",
    ),
    "final.architecture": QT_TRANSLATE_NOOP(
        "CardText",
        "Final scoring: 1 conservation point for each of these that holds: each water space of "
        "your map touches one of your buildings; each rock space touches one of your buildings;"
        " each border building space is built on; each building space is built on.",
    ),
    "final.category_majority": QT_TRANSLATE_NOOP(
        "CardText",
        "Final scoring: 1 conservation point for each animal category in which your zoo has "
        "more icons than the zoo of the player on your right (at most 4). Not used in solo "
        "games.",
    ),
    "kw.sprint": QT_TRANSLATE_NOOP(
        "CardText",
        "put the top card of the deck into your hand|put the top {x} cards of the deck into "
        "your hand",
    ),
    "kw.hunter": QT_TRANSLATE_NOOP(
        "CardText",
        "turn over the top card of the deck; keep it if it is an animal card, else discard "
        "it|turn over the top {x} cards of the deck; keep 1 animal card among them and discard "
        "the others",
    ),
    "kw.perception": QT_TRANSLATE_NOOP(
        "CardText",
        "look at the top {x} cards of the deck; keep {k} of them and discard the others",
    ),
    "kw.scavenging": QT_TRANSLATE_NOOP(
        "CardText",
        "shuffle the discard pile, then look at its top {x} cards; keep 1 and put the others "
        "back on the discard pile",
    ),
    "kw.digging": QT_TRANSLATE_NOOP(
        "CardText",
        "once: swap a display card for the next one from the deck, or discard a hand card and "
        "replace it from the deck|up to {x} times: swap a display card for the next one from "
        "the deck, or discard a hand card and replace it from the deck",
    ),
    "kw.snapping": QT_TRANSLATE_NOOP(
        "CardText",
        "take any card of the display into your hand, even outside your reputation range|{x} "
        "times: take any card of the display into your hand, even outside your reputation range",
    ),
    "kw.sunbathing": QT_TRANSLATE_NOOP(
        "CardText",
        "choose as many as {x} of your hand cards and sell them for 4 money apiece",
    ),
    "kw.pouch": QT_TRANSLATE_NOOP(
        "CardText",
        "you may tuck 1 of your hand cards beneath this card; it is worth 2 appeal|tuck as many"
        " as {x} of your hand cards beneath this card; each is worth 2 appeal",
    ),
    "kw.jumping": QT_TRANSLATE_NOOP(
        "CardText",
        "the break token moves {x} spaces on and you gain {x} money",
    ),
    "kw.jumping.solo": QT_TRANSLATE_NOOP(
        "CardText",
        "you gain {x} money (a solo game has no break token to move)",
    ),
    "kw.posturing": QT_TRANSLATE_NOOP(
        "CardText",
        "you may place a kiosk or a pavilion for free|up to {x} times, place a kiosk or a "
        "pavilion for free",
    ),
    "kw.flock_animal": QT_TRANSLATE_NOOP(
        "CardText",
        "instead of an empty enclosure, this animal may join an occupied enclosure of a "
        "herbivore, size {x} or more",
    ),
    "kw.clever": QT_TRANSLATE_NOOP(
        "CardText",
        "once this action is over, you may move any action card to slot 1",
    ),
    "kw.boost": QT_TRANSLATE_NOOP(
        "CardText",
        "once this action is over, you may move your {action} card to slot 1 or 5",
    ),
    "kw.action": QT_TRANSLATE_NOOP(
        "CardText",
        "once this action is over, you may also carry out the {action} action",
    ),
    "kw.multiplier": QT_TRANSLATE_NOOP(
        "CardText",
        "put a Multiplier token on your {action} action card",
    ),
    "kw.determination": QT_TRANSLATE_NOOP(
        "CardText",
        "once this action is over, you may take one further turn action with a different action"
        " card",
    ),
    "kw.inventive": QT_TRANSLATE_NOOP("CardText", "gain {x} X-token|gain {x} X-tokens"),
    "kw.inventive.bear": QT_TRANSLATE_NOOP(
        "CardText",
        "gain 1 X-token per bear icon in all zoos together, 3 at most",
    ),
    "kw.inventive.primate": QT_TRANSLATE_NOOP(
        "CardText",
        "gain 1 / 2 / 3 X-tokens when your zoo has at least 1 / 3 / 5 primate icons",
    ),
    "kw.full_throated": QT_TRANSLATE_NOOP("CardText", "hire 1 association worker"),
    "kw.pack": QT_TRANSLATE_NOOP("CardText", "gain 1 appeal for each predator icon your zoo has"),
    "kw.petting_zoo_animal": QT_TRANSLATE_NOOP(
        "CardText",
        "gain 3 appeal for every petting zoo animal icon your zoo has",
    ),
    "kw.iconic_animal": QT_TRANSLATE_NOOP(
        "CardText",
        "gain 1 appeal per {continent} icon in all zoos together, 8 at most",
    ),
    "kw.resistance": QT_TRANSLATE_NOOP(
        "CardText",
        "look at 2 final scoring cards from the pile; keep one, discard the second",
    ),
    "kw.assertion": QT_TRANSLATE_NOOP(
        "CardText",
        "you may take 1 base conservation project that is not in play into your hand",
    ),
    "kw.dominance": QT_TRANSLATE_NOOP(
        "CardText",
        "if the base project Primates is not in play, you may take it into your hand",
    ),
    "kw.sponsor_magnet": QT_TRANSLATE_NOOP(
        "CardText",
        "take all sponsor cards of the display into your hand",
    ),
    "kw.peacocking": QT_TRANSLATE_NOOP(
        "CardText",
        "if a Large Bird Aviary fits in your zoo, you may build one for free",
    ),
    "kw.venom": QT_TRANSLATE_NOOP(
        "CardText",
        "each player with more appeal than you receives {x} Venom token|each player with more "
        "appeal than you receives {x} Venom tokens",
    ),
    "kw.constriction": QT_TRANSLATE_NOOP(
        "CardText",
        "each player ahead of you receives 1 Constriction token per track (appeal, "
        "conservation) on which they are ahead",
    ),
    "kw.pilfering.1": QT_TRANSLATE_NOOP(
        "CardText",
        "the player highest on the appeal track hands you 5 money or 1 hand card picked blind, "
        "as that player decides",
    ),
    "kw.pilfering.2": QT_TRANSLATE_NOOP(
        "CardText",
        "the player highest on the appeal track and the player highest on the conservation "
        "track each hand you 5 money or 1 hand card picked blind, as each decides",
    ),
    "kw.hypnosis": QT_TRANSLATE_NOOP(
        "CardText",
        "once this action is over, you may carry out the action of a card in slot 1 to {x} of "
        "the player highest on the appeal track (if that is not you)",
    ),
    "kw.x": QT_TRANSLATE_NOOP("CardText", "X"),
    "kw.x.counter": QT_TRANSLATE_NOOP("CardText", "X = the number of {nouns}"),
}

Catalogue = Mapping[str, str]


# ------------------------------------------------------------------------------------------------
# Small helpers
# ------------------------------------------------------------------------------------------------


def _template(cat: Catalogue, key: str) -> str:
    """The template of `key`, translated (a catalogue's own words pass through unchanged when
    the translation file does not know them)."""
    return QCoreApplication.translate(CONTEXT, cat[key])


def _pick(cat: Catalogue, key: str, n: int = 1) -> str:
    forms = _template(cat, key).split("|")
    return forms[0] if n == 1 or len(forms) == 1 else forms[1]


def _t(cat: Catalogue, key: str, n: int = 1, **values: object) -> str:
    return _pick(cat, key, n).format(n=n, **values)


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def _noun(cat: Catalogue, counter: str, n: int) -> str:
    if counter.startswith("icon:"):
        return _t(cat, "counter.icon", n, icon=names.icon_name(counter[5:]))
    return _t(cat, f"counter.{counter}", n)


def counter_noun(counter: str, n: int) -> str:
    """What a project counts, as a noun for `n` of them ("bird icons of your zoo")."""
    return _noun(EN, counter, n)


def _slash(numbers: Sequence[int]) -> str:
    return " / ".join(str(n) for n in numbers)


# ------------------------------------------------------------------------------------------------
# Effect nodes
# ------------------------------------------------------------------------------------------------


def _amount(gain: Gain) -> str:
    return names.resource_amount(gain.resource, gain.amount)


def _gain(cat: Catalogue, gain: Gain) -> str:
    if gain.resource in _CARD_RESOURCES:
        if gain.to == "others":
            return _t(cat, "gain.others.card", gain.amount)
        return _t(cat, f"gain.{gain.resource}", gain.amount)
    return _t(cat, f"gain.{gain.to}", what=_amount(gain))


def _per_count(cat: Catalogue, node: PerCount) -> str:
    gain = _gain(cat, node.gain)
    if node.per == 1:
        text = _t(cat, "per.one", gain=gain, noun=_noun(cat, node.counter, 1))
    else:
        text = _t(cat, "per.many", gain=gain, per=node.per, nouns=_noun(cat, node.counter, 2))
    return text if node.max is None else _t(cat, "per.max", text=text, max=node.max)


def _tiered(cat: Catalogue, node: Tiered) -> str:
    if node.counter in FLAG_COUNTERS:
        condition = _template(cat, f"flag.{node.counter}")
        return _t(cat, "tier.flag", gain=_gain(cat, node.gains[0]), condition=condition)
    nouns = _noun(cat, node.counter, 2)
    first = node.gains[0]
    same = all(g.resource == first.resource and g.to == first.to for g in node.gains)
    if len(node.gains) == 1 or not same:
        return _template(cat, "tier.or").join(
            _t(cat, "tier.one", gain=_gain(cat, g), n=n, nouns=nouns)
            for n, g in zip(node.thresholds, node.gains, strict=True)
        )
    what = names.resource_amounts(first.resource, [g.amount for g in node.gains])
    gain = _t(cat, f"gain.{first.to}", what=what)
    return _t(cat, "tier.same", gain=gain, ns=_slash(node.thresholds), nouns=nouns)


def _ability(cat: Catalogue, keyword: str, value: int | str | None) -> str:
    """``Name X: explanation`` for an ability keyword with its value."""
    name = names.ability_name(keyword)
    key = f"kw.{keyword}"
    x: object = value
    if keyword == "inventive" and isinstance(value, str):
        return _t(cat, "ability", name=name, explanation=_template(cat, f"{key}.{value}"))
    if keyword == "pilfering":
        explanation = _template(cat, f"{key}.{value}")
        return _t(cat, "ability", name=f"{name} {value}", explanation=explanation)
    if isinstance(value, str) and keyword in ("boost", "action", "multiplier"):
        label = names.action_name(value)
        return _t(cat, "ability", name=f"{name}: {label}", explanation=_t(cat, key, action=label))
    if keyword == "iconic_animal" and isinstance(value, str):
        label = names.icon_name(value)
        explanation = _t(cat, key, continent=label)
        return _t(cat, "ability", name=f"{name}: {label}", explanation=explanation)
    if isinstance(value, str):  # a level given by a counter: X = the number of ...
        x = _template(cat, "kw.x")
        name = f"{name} {x} ({_t(cat, 'kw.x.counter', nouns=_noun(cat, value, 2))})"
    elif isinstance(value, int):
        name = f"{name} {value}"
    count = value if isinstance(value, int) else 2
    k = value // 2 if isinstance(value, int) else x
    explanation = _t(cat, key, count, x=x, k=k)
    return _t(cat, "ability", name=name, explanation=explanation)


def _unique(cat: Catalogue, node: UniqueBuilding) -> str:
    parts = [_t(cat, "unique", name=names.building_name(node.building), n=node.size)]
    if node.next_to_water:
        parts.append(_t(cat, "unique.water", node.next_to_water))
    if node.next_to_rock:
        parts.append(_t(cat, "unique.rock", node.next_to_rock))
    if node.on_border_cells:
        parts.append(_t(cat, "unique.border", node.on_border_cells))
    if node.detached:
        parts.append(_template(cat, "unique.detached"))
    parts.append(_template(cat, "unique.blocked"))
    return _template(cat, "list").join(parts)


def _action(cat: Catalogue, node: object) -> str:
    """One action, as a clause without a final full stop."""
    if isinstance(node, Gain):
        return _gain(cat, node)
    if isinstance(node, PerCount):
        return _per_count(cat, node)
    if isinstance(node, Tiered):
        return _tiered(cat, node)
    if isinstance(node, Ability):
        return _ability(cat, node.keyword, node.value)
    if isinstance(node, FreeBuilding):
        return _t(cat, "free_building", building=names.a_building(node.building))
    if isinstance(node, UniqueBuilding):
        return _unique(cat, node)
    if isinstance(node, PlaySponsor):
        return _template(cat, "play_sponsor")
    raise TypeError(f"not an action: {node!r}")  # pragma: no cover - the loader prevents it


def _plain(node: object) -> bool:
    return isinstance(node, Gain) and node.to == "self" and node.resource not in _CARD_RESOURCES


def _actions(cat: Catalogue, nodes: Sequence[object]) -> str:
    """Actions joined into one clause list; neighbouring plain gains share one ``gain``."""
    parts: list[str] = []
    index = 0
    while index < len(nodes):
        end = index
        while end < len(nodes) and _plain(nodes[end]):
            end += 1
        if end - index > 1:
            gains = [_amount(node) for node in nodes[index:end] if isinstance(node, Gain)]
            what = _template(cat, "comma").join(gains[:-1]) + _template(cat, "and") + gains[-1]
            parts.append(_t(cat, "gain.self", what=what))
            index = end
        else:
            parts.append(_action(cat, nodes[index]))
            index += 1
    return _template(cat, "list").join(parts)


def _icon_names(cat: Catalogue, node: OnIconPlayed) -> str:
    if node.new_only and len(node.icons) == 12:
        return _template(cat, "icon.new.all")
    return _template(cat, "or").join(names.icon_name(icon) for icon in node.icons)


def _on_icon(cat: Catalogue, node: OnIconPlayed) -> str:
    key = "icon.new" if node.new_only else f"icon.{node.scope}"
    text = _t(cat, key, icons=_icon_names(cat, node), effects=_actions(cat, node.effects))
    return text if node.limit is None else _t(cat, "icon.limit", text=text, n=node.limit)


def _modifier(cat: Catalogue, node: Modifier) -> str:
    key = f"mod.{node.kind}" + (f".{node.subject}" if node.subject else "")
    return _t(cat, key, node.value or 1, value=node.value)


def _rewards(cat: Catalogue, levels: Sequence[SupportLevel]) -> str:
    first = levels[0].gains[0]
    if all(len(lv.gains) == 1 and lv.gains[0].resource == first.resource for lv in levels):
        return names.resource_amounts(first.resource, [lv.gains[0].amount for lv in levels])
    return _template(cat, "list").join(
        _t(
            cat,
            "support.level",
            side=_template(cat, f"side.{index}"),
            gains=_template(cat, "and").join(_amount(g) for g in lv.gains),
        )
        for index, lv in enumerate(levels)
    )


def _support(cat: Catalogue, node: Support) -> str:
    rewards = _rewards(cat, node.levels)
    counts = [lv.count for lv in node.levels]
    if node.mode == "collect":
        assert node.counter is not None
        nouns = _noun(cat, node.counter, 2)
        return _t(cat, "support.collect", counts=_slash(counts), nouns=nouns, rewards=rewards)
    icon = names.icon_name(node.icon) if node.icon is not None else ""
    if node.mode == "release":
        big, mid, small = counts
        return _t(cat, "support.release", icon=icon, big=big, mid=mid, small=small, rewards=rewards)
    return _t(cat, "support.breeding", icon=icon, rewards=rewards)


def _effect(cat: Catalogue, node: object) -> str:
    """One top-level effect as one or more full sentences."""
    if isinstance(node, Immediate):
        return _sentence(_t(cat, "when.play", effects=_actions(cat, node.effects)))
    if isinstance(node, Income):
        return _t(cat, "when.income", effects=_actions(cat, node.effects))
    if isinstance(node, EndGame):
        return _t(cat, "when.end", effects=_actions(cat, node.effects))
    if isinstance(node, OnIconPlayed):
        return _on_icon(cat, node)
    if isinstance(node, OnEvent):
        return _t(cat, f"event.{node.event}", effects=_actions(cat, node.effects))
    if isinstance(node, Modifier):
        return _modifier(cat, node)
    if isinstance(node, Support):
        return _support(cat, node)
    if isinstance(node, Custom):
        return _template(cat, f"custom.{node.card_id}")
    raise TypeError(f"not a top-level effect: {node!r}")  # pragma: no cover


# ------------------------------------------------------------------------------------------------
# Card facts
# ------------------------------------------------------------------------------------------------


def _needs(cat: Catalogue, req: Requirements) -> list[str]:
    items: list[str] = []
    if req.sponsors_ii:
        items.append(_t(cat, "needs.upgraded", action=names.action_name("sponsors")))
    if req.animals_ii:
        items.append(_t(cat, "needs.upgraded", action=names.action_name("animals")))
    if req.max_appeal is not None:
        items.append(_t(cat, "needs.max_appeal", req.max_appeal))
    if req.partner_zoo:
        items.append(_template(cat, "needs.partner_zoo"))
    if req.partner_zoos:
        items.append(_t(cat, "needs.partner_zoos", req.partner_zoos))
    if req.reputation:
        items.append(_t(cat, "needs.reputation", req.reputation))
    for icon, count in req.icons.items():
        items.append(_t(cat, "needs.icons", count, icon=names.icon_name(icon)))
    return [_t(cat, "needs", items=_template(cat, "list").join(items))] if items else []


def _adds(cat: Catalogue, icons: Mapping[Icon, int]) -> list[str]:
    items = [names.icon_count(icon, n) for icon, n in icons.items()]
    return [_t(cat, "adds", items=_template(cat, "list").join(items))] if items else []


def _ability_line(cat: Catalogue, ability: CardAbility, solo: bool = False) -> str:
    if solo and ability.keyword == "jumping" and isinstance(ability.value, int):
        # Solo: the break token does not exist; the money is still paid (docs/rules.md §11).
        name = f"{names.ability_name('jumping')} {ability.value}"
        explanation = _t(cat, "kw.jumping.solo", x=ability.value)
        return _sentence(_t(cat, "ability", name=name, explanation=explanation)) + "."
    return _sentence(_ability(cat, ability.keyword, ability.value)) + "."


def solo_replacements(card: AnimalCard) -> dict[int, CardAbility]:
    """Index in `card.abilities` → the ability that replaces it in a solo game (the
    interactive ones, in order, by the card's solo abilities)."""
    interactive = [i for i, a in enumerate(card.abilities) if a.keyword in INTERACTIVE_KEYWORDS]
    return dict(zip(interactive, card.solo_abilities, strict=True))


def shown_abilities(card: AnimalCard, solo: bool) -> tuple[CardAbility, ...]:
    """The abilities that count in this game: in solo the interactive ones are replaced."""
    if not solo:
        return card.abilities
    swaps = solo_replacements(card)
    return tuple(swaps.get(i, a) for i, a in enumerate(card.abilities))


def _animal(cat: Catalogue, card: AnimalCard, solo: bool) -> list[str]:
    lines = _needs(cat, card.requirements)
    gains = [
        names.resource_amount(resource, amount)
        for resource, amount in (
            ("appeal", card.appeal),
            ("conservation", card.conservation),
            ("reputation", card.reputation),
        )
        if amount
    ]
    if gains:
        lines.append(_t(cat, "animal.gains", items=_template(cat, "comma").join(gains)))
    # A multi-player game shows the printed abilities only; a solo game shows, in place of
    # each interactive one, its solo replacement and what it replaces.
    swaps = solo_replacements(card) if solo else {}
    for index, ability in enumerate(card.abilities):
        replacement = swaps.get(index)
        if replacement is None:
            lines.append(_ability_line(cat, ability, solo))
            continue
        text = _ability(cat, replacement.keyword, replacement.value)
        name, _, explanation = text.partition(": ")
        original_name = _ability(cat, ability.keyword, ability.value).partition(": ")[0]
        lines.append(
            _t(cat, "animal.solo", original=original_name, name=name, explanation=explanation)
        )
    return lines


def _final(cat: Catalogue, card: FinalScoringCard) -> list[str]:
    if card.thresholds is None:
        return [_template(cat, f"final.{card.counter}")]
    return [
        _t(
            cat,
            "final.tiers",
            points=_slash([1, 2, 3, 4]),
            counts=_slash(card.thresholds),
            nouns=_noun(cat, card.counter, 2),
        )
    ]


def card_text(card: Card, catalogue: Catalogue = EN, *, solo: bool = False) -> str:
    """The rules text of any card, one sentence group per line, from its structure only: as it
    counts in a multi-player game, or with `solo` as it counts in a solo game (an interactive
    ability replaced by its solo one, said so; Jumping without the break token)."""
    cat = catalogue
    if isinstance(card, AnimalCard):
        lines = _animal(cat, card, solo)
    elif isinstance(card, SponsorCard):
        lines = _needs(cat, card.requirements) + _adds(cat, card.icons)
        lines += [_effect(cat, node) for node in card.effects]
    elif isinstance(card, ProjectCard):
        lines = [_effect(cat, node) for node in card.effects]
    else:
        lines = _final(cat, card)
    return "\n".join(lines)


def project_space_label(level: ProjectLevel, catalogue: Catalogue = EN) -> str:
    """A project's support space as the board prints it: what to have → conservation points
    ("4→3")."""
    return _t(catalogue, "space.label", count=level.count, conservation=level.conservation)


def project_space(card: ProjectCard, index: int, catalogue: Catalogue = EN) -> str:
    """A support space (0 = left) in words that match what the board and the card print:
    "the space 4→3: 4 bird icons of your zoo for 3 conservation points"."""
    cat = catalogue
    level = card.levels[index]
    parts = [names.resource_amount("conservation", level.conservation)]
    if level.reputation:
        parts.append(names.resource_amount("reputation", level.reputation))
    gains = _template(cat, "and").join(parts)
    label = project_space_label(level, cat)
    if card.kind == "release":
        return _t(cat, f"space.release.{index}", label=label, count=level.count, gains=gains)
    if card.kind == "breeding":
        return _t(cat, "space.breeding", label=label, gains=gains)
    nouns = _noun(cat, card.counter, level.count)
    return _t(cat, "space.collect", label=label, count=level.count, nouns=nouns, gains=gains)


def space_label(project: str, level: int) -> str:
    """A support space of a project card (`level` 1 = left, as the engine's events count) as the
    board prints it ("4→3"); "" if the card is unknown."""
    card = default_cards().cards.get(project)
    if not isinstance(card, ProjectCard) or not 1 <= level <= len(card.levels):
        return ""
    return project_space_label(card.levels[level - 1])
