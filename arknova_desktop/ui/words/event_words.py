"""The game log in words: one sentence per engine event, made from the event's typed fields.

`event_line(event, names, card_name, is_computer)` returns the line the shared log shows for an
event, or "" for an event that is noise in a log (a setup deal, the association board's refill
that the break step already announces, a payment that the next line states with its building
or animal). No card id, grid cell or engine identifier ever reaches the text: seats are named
with `names(seat)` (the session's seat label, computer seats already marked), cards with
`card_name(card_id)`, buildings with their type's name; the names of actions, continents,
universities, resources, tokens, tasks and bonus tiles come from ``names``.

A card move that not every player saw (`journal.card_move_is_public`) is told without the
card (`hidden_move_line`): "Ann draws a card".

Every sentence goes through `QCoreApplication.translate("EventWords", ...)` with %1, %2
placeholders, and %n for counts, so a translation can follow.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

from attrs import frozen
from PySide6.QtCore import QCoreApplication

from ...engine import (
    LEFT_EDGE_AGAIN_SOURCE,
    LEFT_EDGE_SOURCE,
    ActionCardsMoved,
    ActionStarted,
    ActionUpgraded,
    AnimalPlayed,
    AssociationRefilled,
    BonusTaken,
    BreakStep,
    BreakTokenMoved,
    BreakTriggered,
    BuildingPlaced,
    CardMoved,
    DeckReshuffled,
    DonationBlocked,
    EndTriggered,
    Event,
    GainCapped,
    GameEnded,
    MapChosen,
    PartnerZooTaken,
    ResourceChanged,
    SoloTokenMoved,
    TokenChanged,
    TurnStarted,
    UniversityTaken,
    default_cards,
)
from ...journal import card_move_is_public
from ..table.turn_summary import building_phrase, join
from .card_words import space_label
from .common import QT_TRANSLATE_NOOP, arg
from .names import (
    ability_name,
    action_name,
    action_side_name,
    bonus_thing,
    card_title,
    continent_name,
    map_name,
    partner_zoo_name,
    resource_amount,
    task_name,
    the_building,
    token_name,
    unique_building_name,
    university_name,
)

if TYPE_CHECKING:
    pass

CONTEXT = "EventWords"

Names = Callable[[int], str]
CardName = Callable[[str], str]
IsComputer = Callable[[int], bool]
BuildingName = Callable[[str], str]

CARD_ID = re.compile(r"\b[ASPF]\d{3}\b")


def tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate(CONTEXT, text, None, n)


def counted(singular: str, plural: str, n: int) -> str:
    """One source text for 1 and a numerus (%n) one for more (see turn_summary.counted)."""
    return tr(singular) if n == 1 else tr(plural, n)


# -- names ---------------------------------------------------------------------------------------
def _card(card_name: CardName, card: str) -> str:
    """The card's name; "a card" rather than an id if the name is unknown."""
    try:
        name = card_name(card)
    except KeyError:
        name = ""
    if not name or CARD_ID.fullmatch(name.strip()):
        return tr("a card")
    return name


@cache
def _card_names() -> dict[str, str]:
    """Every card's (English) name -> the card's id: a reason that is a card name is shown as
    the card's name in the player's language (it names a card that is face up: an animal
    played, a sponsor in a zoo)."""
    db = default_cards()
    found: dict[str, str] = {}
    for cards in (db.animals(), db.sponsors(), db.project_cards(), db.final_scoring()):
        found.update((c.name, c.id) for c in cards)
    return found


def _titled(name: str) -> str:
    """A card's English name as the player reads it (names.card_title)."""
    card = default_cards().get(_card_names()[name])
    return card_title(card)


# -- reasons ---------------------------------------------------------------------------------------
_FIXED_REASONS = {
    "X-token action": QT_TRANSLATE_NOOP(CONTEXT, "X-token action"),
    "spent on strength": QT_TRANSLATE_NOOP(CONTEXT, "for strength"),
    "appeal income": QT_TRANSLATE_NOOP(CONTEXT, "appeal income"),
    "income": QT_TRANSLATE_NOOP(CONTEXT, "income"),
    # The break token's own line comes before it where it moved (never in solo).
    "sponsors break alternative": QT_TRANSLATE_NOOP(
        CONTEXT, "Sponsors: money instead of a sponsor"
    ),
    "pavilion": QT_TRANSLATE_NOOP(CONTEXT, "pavilion"),
    "reputation past 15": QT_TRANSLATE_NOOP(CONTEXT, "reputation beyond 15"),
    "association": QT_TRANSLATE_NOOP(CONTEXT, "association task"),
    "donation": QT_TRANSLATE_NOOP(CONTEXT, "donation"),
    "sponsor": QT_TRANSLATE_NOOP(CONTEXT, "sponsor"),
    "university": QT_TRANSLATE_NOOP(CONTEXT, "university"),
    "conservation project": QT_TRANSLATE_NOOP(CONTEXT, "conservation project"),
    "played a release project": QT_TRANSLATE_NOOP(CONTEXT, "release project"),
    "project from the display": QT_TRANSLATE_NOOP(CONTEXT, "project from the display"),
    "last worker slot": QT_TRANSLATE_NOOP(CONTEXT, "last worker uncovered"),
    "2nd partner zoo": QT_TRANSLATE_NOOP(CONTEXT, "second partner zoo"),
    "3rd partner zoo": QT_TRANSLATE_NOOP(CONTEXT, "third partner zoo"),
    "4th partner zoo": QT_TRANSLATE_NOOP(CONTEXT, "fourth partner zoo"),
    "2nd university": QT_TRANSLATE_NOOP(CONTEXT, "second university"),
    "3rd university": QT_TRANSLATE_NOOP(CONTEXT, "third university"),
    "Animals II at strength 5": QT_TRANSLATE_NOOP(CONTEXT, "Animals II at strength 5"),
    "every building space covered": QT_TRANSLATE_NOOP(CONTEXT, "every building space covered"),
    "WAZA special assignment": QT_TRANSLATE_NOOP(CONTEXT, "WAZA special assignment"),
    "Observation Tower": QT_TRANSLATE_NOOP(CONTEXT, "Observation Tower"),
    "Commercial Harbor": QT_TRANSLATE_NOOP(CONTEXT, "Commercial Harbor"),
    "Geographical Zoo": QT_TRANSLATE_NOOP(CONTEXT, "Geographical Zoo"),
    "last area marker": QT_TRANSLATE_NOOP(CONTEXT, "last area marker"),
    "triggered a break": QT_TRANSLATE_NOOP(CONTEXT, "triggered the break"),
    "end of game": QT_TRANSLATE_NOOP(CONTEXT, "end of the game"),
}

# Reasons that name an ability: the ability's name (the same as on the card).
_ABILITY_REASONS = {
    "sunbathing": "sunbathing",
    "inventive": "inventive",
    "pack": "pack",
    "petting": "petting_zoo_animal",
    "pouch": "pouch",
    "jumping": "jumping",
    "full-throated": "full_throated",
    "pilfered": "pilfering",
    "pilfering": "pilfering",
    "venom": "venom",
}

_NUMBERED = re.compile(r"^(reputation|conservation) (\d+)$")
_FINAL_SCORING = re.compile(r"^final scoring ([ASPF]\d{3})$")
_ICONIC = re.compile(r"^iconic animal: (\w+)$")


def reason_words(reason: str, card_name: CardName) -> str:
    """Why a counter changed, as a short phrase ("placement bonus", "Lion"); "" when we have no
    words for it (then the line goes without a reason rather than with an identifier)."""
    if not reason:
        return ""
    if reason in _FIXED_REASONS:
        return tr(_FIXED_REASONS[reason])
    if reason in _ABILITY_REASONS:
        return ability_name(_ABILITY_REASONS[reason])
    if reason.startswith("placement bonus "):
        return tr("placement bonus")
    if reason.startswith("left edge: "):
        return tr("bonus under a project token")
    if reason.startswith("bonus tile "):
        return tr("bonus tile")
    if reason.startswith("built "):
        return arg(tr("built %1"), building_phrase(reason[6:], unique_building_name))
    if match := _NUMBERED.match(reason):
        if match.group(1) == "reputation":
            return arg(tr("reputation space %1"), match.group(2))
        return arg(tr("conservation space %1"), match.group(2))
    if match := _FINAL_SCORING.match(reason):
        return arg(tr("final scoring: %1"), _card(card_name, match.group(1)))
    if match := _ICONIC.match(reason):
        return arg(tr("%1: %2"), ability_name("iconic_animal"), continent_name(match.group(1)))
    if CARD_ID.fullmatch(reason):
        return _card(card_name, reason)
    names = _card_names()
    if reason.startswith("played ") and reason[7:] in names:
        return _titled(reason[7:])
    if reason.startswith("released ") and reason[9:] in names:
        return arg(tr("%1 released"), _titled(reason[9:]))
    if reason in names:
        return _titled(reason)
    return ""


def _with_reason(text: str, reason: str, card_name: CardName) -> str:
    why = reason_words(reason, card_name)
    return arg(tr("%1 (%2)"), text, why) if why else text


# -- the lines -------------------------------------------------------------------------------------
def _resource_line(e: ResourceChanged, who: str, card_name: CardName) -> str:
    if e.resource == "money" and e.delta < 0 and e.reason.startswith(("built ", "played ")):
        return ""  # the building or the animal's line says what it cost
    if e.reason == "X-token action" and e.resource == "x_tokens" and e.delta > 0:
        return arg(
            counted(
                "%1 takes the X-token action: +1 X-token",
                "%1 takes the X-token action: +%n X-tokens",
                e.delta,
            ),
            who,
        )
    n = abs(e.delta)
    if e.delta >= 0:
        text = arg(tr("%1 gains %2"), who, resource_amount(e.resource, n))
    elif e.resource == "money":
        text = arg(tr("%1 pays %2"), who, resource_amount(e.resource, n))
    elif e.resource == "x_tokens":
        text = arg(tr("%1 spends %2"), who, resource_amount(e.resource, n))
    else:
        text = arg(tr("%1 loses %2"), who, resource_amount(e.resource, n))
    return _with_reason(text, e.reason, card_name)


def moved_action_card(before: Sequence[str], after: Sequence[str]) -> tuple[str, int] | None:
    """(the action card that moved, its new slot) between two orders of a player's action cards:
    into slot 1 (after use) or the last slot (Boost); None if neither explains the change."""
    before, after = tuple(before), tuple(after)
    if not after or sorted(before) != sorted(after) or before == after:
        return None
    first = after[0]
    if after == (first, *(a for a in before if a != first)):
        return first, 1
    last = after[-1]
    if after == (*(a for a in before if a != last), last):
        return last, len(after)
    return None


def _action_cards_line(
    e: ActionCardsMoved, who: str, computer: bool, previous: Sequence[str] | None
) -> str:
    if previous is not None:
        if tuple(previous) == tuple(e.order):
            return ""  # the card was in slot 1 already
        moved = moved_action_card(previous, e.order)
        if moved is not None:
            return arg(tr("%1 moves the %2 card to slot %3"), who, action_name(moved[0]), moved[1])
    order = ", ".join(action_name(a) for a in e.order)
    if computer:  # "Hal (computer)'s" reads badly
        return arg(tr("Action cards of %1, slots 1 to 5: %2"), who, order)
    return arg(tr("%1's action cards, slots 1 to 5: %2"), who, order)


def _public_move_line(e: CardMoved, who: str, card_name: CardName) -> str:
    """A move every player saw: the card is named."""
    card = _card(card_name, e.card)
    kind = e.card[:1]
    source, target = e.source, e.target
    from_display = source.startswith("display")
    if target.startswith("display"):
        return arg(tr("%1 comes into the display"), card)
    if target == "zoo":
        if kind == "A":
            if from_display:
                return arg(tr("%1 takes %2 from the display to play it"), who, card)
            return ""  # the AnimalPlayed line follows, with the cost
        if kind == "S":
            if from_display:
                return arg(tr("%1 plays the sponsor %2 from the display"), who, card)
            return arg(tr("%1 plays the sponsor %2"), who, card)
        return arg(tr("%1 plays %2"), who, card)
    if target == "projects":
        if from_display:
            return arg(tr("%1 plays the conservation project %2 from the display"), who, card)
        return arg(tr("%1 plays the conservation project %2"), who, card)
    if from_display:
        if target == "hand":
            return arg(tr("%1 takes %2 from the display"), who, card)
        if target == "discard":
            if e.seat is None:
                return arg(tr("%1 is discarded from the display"), card)
            return arg(tr("%1 discards %2 from the display"), who, card)
        return arg(tr("%1 takes %2 out of the display"), who, card)
    if source == "zoo":
        if target == "discard":
            return arg(tr("%1 releases %2 into the wild"), who, card)
        return arg(tr("%1 removes %2 from the zoo"), who, card)
    if source == "projects":
        return arg(tr("The conservation project %1 leaves the row"), card)
    if source == "enclosure":
        return arg(tr("%1 moves %2 into %3"), who, card, the_building(target))
    if source == "base projects":
        return arg(tr("%1 takes the base project %2 into their hand"), who, card)
    if e.seat is None:
        return arg(tr("%1 moves"), card)
    return arg(tr("%1 moves %2"), who, card)


def hidden_move_line(event: CardMoved, names: Names) -> str:
    """A card move that only its owner may know, told without the card ("" for the setup deal
    and for cards turned over before anybody takes them)."""
    source, target = event.source, event.target
    if source == "setup":
        return ""
    if event.seat is None:
        return tr("Someone takes a card") if target == "hand" else ""
    who = names(event.seat)
    if target == "hand":
        if source == "hand":
            if event.from_seat is not None:
                victim = names(event.from_seat)
                return arg(tr("%1 takes a random card from %2's hand"), who, victim)
            return arg(tr("%1 takes a random card from another player's hand"), who)
        if source == "deck":
            return arg(tr("%1 draws a card"), who)
        if source == "revealed":
            return arg(tr("%1 keeps one of the revealed cards"), who)
        return arg(tr("%1 takes a card"), who)
    if source == "hand":
        if target == "discard":
            return arg(tr("%1 discards a card"), who)
        if target == "pouch":
            return arg(tr("%1 puts a card from their hand under an animal"), who)
        return arg(tr("%1 puts a card from their hand aside"), who)
    if source == "final_scoring":
        return arg(tr("%1 discards a final scoring card"), who)
    if source == "revealed" and target == "discard":
        return arg(tr("%1 discards a revealed card"), who)
    if target == "rescued":
        return arg(tr("%1 slides an animal under the zoo map"), who)
    if source == "deck" and target == "discard":
        return arg(tr("%1 discards a card from the deck"), who)
    return arg(tr("%1 sets a card aside"), who)


def _card_line(e: CardMoved, names: Names, card_name: CardName) -> str:
    if not card_move_is_public(e):
        text = hidden_move_line(e, names)
    else:
        who = names(e.seat) if e.seat is not None else tr("Someone")
        text = _public_move_line(e, who, card_name)
    # A zoo card's effect that put it in a hand is public even when the card is not.
    return _with_reason(text, e.reason, card_name) if text and e.reason else text


_PROJECT_BONUS = re.compile(r"^project ([ASPF]\d{3}) level (\d+)$")
_WORKERS_ON_TASK = re.compile(r"^(\d+) worker\(s\) on (\w+)$")
_AREA_MARKER = re.compile(r"^(\w+) area marker$")
_SPACE = re.compile(r"^conservation (\d+)$")


def _bonus_line(e: BonusTaken, who: str, card_name: CardName) -> str:
    bonus, source = e.bonus, e.source
    if match := _WORKERS_ON_TASK.match(bonus):
        n, task = int(match.group(1)), arg(tr("the %1"), task_name(match.group(2)))
        return arg(
            counted(
                "%1 places an association worker on %2",
                "%1 places %n association workers on %2",
                n,
            ),
            who,
            task,
        )
    if match := _PROJECT_BONUS.match(bonus):
        project = _card(card_name, match.group(1))
        label = space_label(match.group(1), int(match.group(2)))
        if not label:
            return arg(tr("%1 supports the conservation project %2"), who, project)
        return arg(
            tr("%1 supports the conservation project %2 at the space %3"), who, project, label
        )
    if match := _AREA_MARKER.match(bonus):
        text = arg(tr("%1 places an area marker on %2"), who, continent_name(match.group(1)))
        return _with_reason(text, source, card_name)
    space = _SPACE.match(source)
    if space is not None:
        if bonus in ("money_5", "worker"):
            return ""  # the gain's own line follows, with the space as its reason
        at = space.group(1)
        if bonus == "upgrade":
            return arg(tr("%1 takes the bonus of conservation space %2: an upgrade"), who, at)
        words = bonus_thing(bonus)
        if words:
            return arg(tr("%1 takes the bonus tile of conservation space %2: %3"), who, at, words)
        return arg(tr("%1 takes the bonus of conservation space %2"), who, at)
    words = bonus_thing(bonus)
    if words:
        return arg(tr("%1 takes the bonus tile: %2"), who, words)
    return arg(tr("%1 takes a bonus"), who)


_BREAK_STEPS = {  # 1 and 5 come before what they announce, 2 to 4 and 6 after what they sum up
    1: QT_TRANSLATE_NOOP(
        CONTEXT, "A break begins: players over their hand limit discard down to it"
    ),
    2: QT_TRANSLATE_NOOP(CONTEXT, "Break: Multiplier, Venom and Constriction tokens removed"),
    3: QT_TRANSLATE_NOOP(
        CONTEXT, "Break: workers back; partner zoos and universities on offer again"
    ),
    4: QT_TRANSLATE_NOOP(CONTEXT, "Break: display folders 1 and 2 discarded, the display refilled"),
    5: QT_TRANSLATE_NOOP(CONTEXT, "Break: income"),
    6: QT_TRANSLATE_NOOP(CONTEXT, "The break is over: the break token is back at the start"),
}


def _token_line(e: TokenChanged, who: str) -> str:
    token, card, n = token_name(e.token), action_name(e.action), abs(e.delta)
    # Each pair written out at its `counted` call: the extractor sees the counted texts there.
    if e.delta > 0 and e.token == "multiplier":
        text = counted(
            "%1 places a %2 token on the %3 card", "%1 places %n %2 tokens on the %3 card", n
        )
    elif e.delta > 0:
        text = counted(
            "%1 gets a %2 token on the %3 card", "%1 gets %n %2 tokens on the %3 card", n
        )
    else:
        text = counted(
            "%1 removes a %2 token from the %3 card", "%1 removes %n %2 tokens from the %3 card", n
        )
    return arg(text, who, token, card)


@frozen
class _Ctx:
    """What `event_line` was given: how to name seats, cards and buildings."""

    names: Names
    card_name: CardName
    is_computer: IsComputer
    building_name: BuildingName
    previous_order: Sequence[str] | None


def _turn_started(e: TurnStarted, c: _Ctx) -> str:
    return arg(tr("Turn %1: %2"), e.turn, c.names(e.seat))


def _resource_changed(e: ResourceChanged, c: _Ctx) -> str:
    return _resource_line(e, c.names(e.seat), c.card_name)


def _card_moved(e: CardMoved, c: _Ctx) -> str:
    return _card_line(e, c.names, c.card_name)


def _deck_reshuffled(e: DeckReshuffled, c: _Ctx) -> str:
    return counted(
        "The discard pile (1 card) is shuffled", "The discard pile (%n cards) is shuffled", e.cards
    )


def _action_started(e: ActionStarted, c: _Ctx) -> str:
    named = action_side_name(e.action, e.upgraded)
    return arg(tr("%1: %2, strength %3"), c.names(e.seat), named, e.strength)


def _action_cards_moved(e: ActionCardsMoved, c: _Ctx) -> str:
    return _action_cards_line(e, c.names(e.seat), c.is_computer(e.seat), c.previous_order)


def _action_upgraded(e: ActionUpgraded, c: _Ctx) -> str:
    return arg(
        tr("%1 upgrades the %2 action card to side II"), c.names(e.seat), action_name(e.action)
    )


def _token_changed(e: TokenChanged, c: _Ctx) -> str:
    return _token_line(e, c.names(e.seat))


def _break_token_moved(e: BreakTokenMoved, c: _Ctx) -> str:
    if e.position == 0:
        return ""  # back at the start: the break's last step says so
    return arg(tr("The break token moves to %1 of %2"), e.position, e.length)


def _break_triggered(e: BreakTriggered, c: _Ctx) -> str:
    return arg(tr("%1 moves the break token to the end: a break follows"), c.names(e.seat))


def _break_step(e: BreakStep, c: _Ctx) -> str:
    text = _BREAK_STEPS.get(e.step)
    return tr(text) if text else arg(tr("Break: step %1"), e.step)


def _bonus_taken(e: BonusTaken, c: _Ctx) -> str:
    return _bonus_line(e, c.names(e.seat), c.card_name)


def _partner_zoo_taken(e: PartnerZooTaken, c: _Ctx) -> str:
    return arg(tr("%1 takes the %2"), c.names(e.seat), partner_zoo_name(e.continent))


def _university_taken(e: UniversityTaken, c: _Ctx) -> str:
    return arg(tr("%1 takes a university: %2"), c.names(e.seat), university_name(e.university))


def _association_refilled(e: AssociationRefilled, c: _Ctx) -> str:
    return ""  # break step 3 says the offer is refilled


def _solo_token_moved(e: SoloTokenMoved, c: _Ctx) -> str:
    return arg(tr("Solo: %1 of %2 turns of this round played"), e.moved, e.row)


def _donation_blocked(e: DonationBlocked, c: _Ctx) -> str:
    return arg(tr("Solo: a token blocks the donation space of %1 money"), e.value)


def _end_triggered(e: EndTriggered, c: _Ctx) -> str:
    if e.during_break:
        return arg(tr("%1 triggers the end of the game during the break"), c.names(e.seat))
    return arg(tr("%1 triggers the end of the game: the final turns are played"), c.names(e.seat))


def _game_ended(e: GameEnded, c: _Ctx) -> str:
    if not e.winners:
        return tr("The game is over")
    winners = join([c.names(w) for w in e.winners])
    count = len(e.winners)
    text = counted("The game is over. Winner: %1", "The game is over. Winners: %1", count)
    return arg(text, winners)


def _building_placed(e: BuildingPlaced, c: _Ctx) -> str:
    built = building_phrase(e.building, c.building_name)
    if e.cost:
        return arg(tr("%1 builds %2 for %3 money"), c.names(e.seat), built, e.cost)
    if e.source == LEFT_EDGE_SOURCE:
        return arg(
            tr("%1 builds %2 for free: the bonus of the left-edge space just uncovered"),
            c.names(e.seat),
            built,
        )
    if e.source == LEFT_EDGE_AGAIN_SOURCE:
        return arg(
            tr("%1 builds %2 for free: an uncovered left-edge bonus, paid again at the break"),
            c.names(e.seat),
            built,
        )
    return arg(tr("%1 builds %2 for free"), c.names(e.seat), built)


def _gain_capped(e: GainCapped, c: _Ctx) -> str:
    # Short, for a one-line log (the summary and the option say why the maximum is there).
    lost = resource_amount(e.resource, e.lost)
    text = arg(tr("%1: %2 lost at the maximum of %3"), c.names(e.seat), lost, e.cap)
    return _with_reason(text, e.reason, c.card_name)


def _map_chosen(e: MapChosen, c: _Ctx) -> str:
    return arg(tr("%1 chooses the zoo map %2"), c.names(e.seat), map_name(e.map_id))


def _animal_played(e: AnimalPlayed, c: _Ctx) -> str:
    card = _card(c.card_name, e.card)
    if e.cost:
        return arg(tr("%1 plays the animal %2 for %3 money"), c.names(e.seat), card, e.cost)
    return arg(tr("%1 plays the animal %2"), c.names(e.seat), card)


LINES: dict[type[Event], Callable[[Any, _Ctx], str]] = {
    TurnStarted: _turn_started,
    ResourceChanged: _resource_changed,
    CardMoved: _card_moved,
    DeckReshuffled: _deck_reshuffled,
    ActionStarted: _action_started,
    ActionCardsMoved: _action_cards_moved,
    ActionUpgraded: _action_upgraded,
    TokenChanged: _token_changed,
    BreakTokenMoved: _break_token_moved,
    BreakTriggered: _break_triggered,
    BreakStep: _break_step,
    BonusTaken: _bonus_taken,
    PartnerZooTaken: _partner_zoo_taken,
    UniversityTaken: _university_taken,
    AssociationRefilled: _association_refilled,
    SoloTokenMoved: _solo_token_moved,
    DonationBlocked: _donation_blocked,
    EndTriggered: _end_triggered,
    GameEnded: _game_ended,
    BuildingPlaced: _building_placed,
    MapChosen: _map_chosen,
    AnimalPlayed: _animal_played,
    GainCapped: _gain_capped,
}
"""The words of every event class, chosen by class (a test checks that none is missing)."""


def event_line(
    event: Event,
    names: Names,
    card_name: CardName,
    is_computer: IsComputer,
    *,
    building_name: BuildingName | None = None,
    previous_order: Sequence[str] | None = None,
) -> str:
    """The log's line for one event ("" for noise). `names(seat)` labels a seat, `card_name`
    names a card id, `is_computer(seat)` tells computer seats (whose label already says so);
    `building_name` names a building type (default: its type's name); `previous_order` is the
    seat's action card order before an `ActionCardsMoved` (to say which card moved where)."""
    words = next((LINES[k] for k in type(event).__mro__ if k in LINES), None)
    if words is None:
        return ""  # an event class without words yet: nothing rather than an identifier
    ctx = _Ctx(names, card_name, is_computer, building_name or unique_building_name, previous_order)
    return words(event, ctx)


# -- a run of events -------------------------------------------------------------------------------
def event_lines(
    events: Iterable[Event],
    names: Names,
    card_name: CardName,
    is_computer: IsComputer,
    orders: dict[int, tuple[str, ...]],
) -> list[str]:
    """The lines of events in order, for a reader that walks a game from its start (the replay):
    `orders` holds each seat's action card order and is kept up to date."""
    lines: list[str] = []
    for event in events:
        previous = None
        if isinstance(event, ActionCardsMoved):
            previous = orders.get(event.seat)
            orders[event.seat] = tuple(event.order)
        line = event_line(event, names, card_name, is_computer, previous_order=previous)
        if line:
            lines.append(line)
    return lines
