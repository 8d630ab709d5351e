"""What a zoo's card row holds, read off the public view: its animals grouped by category (in
the order they were played), its sponsors with their kinds of effect marked (lasting, income,
end of game, as the printed cards colour them), the conservation projects it supports, the
animals rescued under its map and the cards put under its Pouch animals (face down: the log
never names them either).

`zoo_tableau(view, seat, cards, events)` returns the sections, with words for headings made here
through `tr()`; `given_so_far(events, seat)` adds up what each card gave its owner, from the
engine's own events (a gain the engine names by its card). What the engine does not name by card
(income money paid as one sum, cards drawn, a cheaper price) is not counted, and is not guessed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ...engine import (
    ANIMAL_CATEGORIES,
    AnimalCard,
    CardDB,
    EndGame,
    Event,
    GameView,
    Income,
    Modifier,
    OnEvent,
    OnIconPlayed,
    ResourceChanged,
    SponsorCard,
)
from ..words.common import arg, join_words
from ..words.names import ability_name, category_name, counted, resource_amount

HIDDEN = "?"  # a face-down card (the view's marker)
# The kinds of effect a sponsor keeps in play, in the colours of the printed cards' bands.
LASTING = "lasting"
INCOME = "income"
END_GAME = "end_game"
MARKS = (LASTING, INCOME, END_GAME)
SUPPORTED = "supported"  # a project card with the player's token on it
# The counters a card can give, in the order a player reads them.
GIVEN_ORDER = ("money", "appeal", "conservation", "reputation", "x_tokens")


def tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("ZooCards", text, None, n)


@dataclass(frozen=True)
class TableauCard:
    """One card in the row: `card` (an id, or HIDDEN), the `marks` of its lasting effects and
    `note`, the words the zoom shows above its icons (what it is here, what it gave)."""

    card: str
    marks: tuple[str, ...] = ()
    note: str = ""


@dataclass(frozen=True)
class TableauGroup:
    """Cards laid side by side under one caption (`icon`: the icon drawn beside it)."""

    title: str
    cards: tuple[TableauCard, ...]
    icon: str = ""


@dataclass(frozen=True)
class TableauSection:
    title: str
    groups: tuple[TableauGroup, ...]

    def card_ids(self) -> tuple[str, ...]:
        return tuple(card.card for group in self.groups for card in group.cards)


def mark_name(mark: str) -> str:
    """The word on a sponsor's mark."""
    return {
        LASTING: tr("lasting"),
        INCOME: tr("income"),
        END_GAME: tr("end of game"),
        SUPPORTED: tr("supported"),
    }.get(mark, mark)


def mark_meaning(mark: str) -> str:
    """What a mark means, for the zoom."""
    return {
        LASTING: tr("Lasting: it keeps acting while it is in the zoo."),
        INCOME: tr("Income: it gives again in every break."),
        END_GAME: tr("End of game: it scores when the game ends."),
    }.get(mark, "")


def sponsor_marks(card: SponsorCard) -> tuple[str, ...]:
    """The kinds of effect that stay in play after the sponsor is played."""
    found: set[str] = set()
    for node in card.effects:
        if isinstance(node, OnIconPlayed | OnEvent | Modifier):
            found.add(LASTING)
        elif isinstance(node, Income):
            found.add(INCOME)
        elif isinstance(node, EndGame):
            found.add(END_GAME)
    return tuple(mark for mark in MARKS if mark in found)


def given_so_far(events: Iterable[Event], seat: int, cards: CardDB) -> dict[str, Counter[str]]:
    """card id -> what it gave `seat` (resource -> amount), from the gains the engine made in
    the card's name (its id, or its name, as the reason of a counter's change)."""
    by_name: dict[str, str] = {}
    found: dict[str, Counter[str]] = {}
    for event in events:
        if not isinstance(event, ResourceChanged) or event.seat != seat or not event.reason:
            continue
        card = event.reason
        if card not in cards:
            if not by_name:
                named: tuple[AnimalCard | SponsorCard, ...] = (*cards.animals(), *cards.sponsors())
                by_name = {c.name: c.id for c in named}
            card = by_name.get(card, "")
        if card:
            found.setdefault(card, Counter())[event.resource] += event.delta
    return found


def given_words(given: Mapping[str, int]) -> str:
    """ "Gave so far: 3 money and 2 appeal" ("" when nothing)."""
    parts = [
        resource_amount(resource, given[resource])
        for resource in GIVEN_ORDER
        if given.get(resource, 0) > 0
    ]
    if not parts:
        return ""
    return arg(tr("Gave so far: %1"), join_words(parts, tr))


def _note(*parts: str) -> str:
    return "\n".join(part for part in parts if part)


def animal_category(card: AnimalCard) -> str:
    """The category a player files the animal under: its first category icon."""
    return next((icon for icon in card.icons if icon in ANIMAL_CATEGORIES), "")


def _category_title(category: str, n: int) -> str:
    name = category_name(category) if category else tr("other animals")
    return arg(tr("%1 · %2"), name[:1].upper() + name[1:], n)


def _mark_title(mark: str, n: int) -> str:
    name = mark_name(mark) if mark else tr("played")
    return arg(tr("%1 · %2"), name[:1].upper() + name[1:], n)


def zoo_tableau(
    view: GameView, seat: int, cards: CardDB, events: Iterable[Event] = ()
) -> tuple[TableauSection, ...]:
    """The sections of `seat`'s card row, as `view` shows it (empty sections left out)."""
    player = view.players[seat]
    given = given_so_far(events, seat, cards)
    sections: list[TableauSection] = []

    by_category: dict[str, list[TableauCard]] = {}
    for card_id in player.zoo_cards:
        card = cards.get(card_id)
        if isinstance(card, AnimalCard):
            words = given_words(given.get(card_id, {}))
            by_category.setdefault(animal_category(card), []).append(
                TableauCard(card_id, (), words)
            )
    groups = [
        TableauGroup(_category_title(category, len(found)), tuple(found), category)
        for category, found in by_category.items()
    ]
    if player.rescued:
        rescued = tuple(
            TableauCard(c, (), tr("Rescued: under the zoo map, its icons count."))
            for c in player.rescued
        )
        groups.append(TableauGroup(arg(tr("Rescued · %1"), len(rescued)), rescued, "card"))
    animals = sum(len(found) for found in by_category.values())
    if groups:
        sections.append(
            TableauSection(arg(counted("%n animal", "%n animals", animals), animals), tuple(groups))
        )

    # Sponsors in columns by what they keep doing (the first of their marks), in play order.
    by_mark: dict[str, list[TableauCard]] = {}
    for card_id in player.zoo_cards:
        card = cards.get(card_id)
        if isinstance(card, SponsorCard):
            marks = sponsor_marks(card)
            note = _note(
                *(mark_meaning(mark) for mark in marks), given_words(given.get(card_id, {}))
            )
            by_mark.setdefault(marks[0] if marks else "", []).append(
                TableauCard(card_id, marks, note)
            )
    if by_mark:
        count = sum(len(found) for found in by_mark.values())
        title = counted("%n sponsor", "%n sponsors", count)
        groups = [
            TableauGroup(_mark_title(mark, len(by_mark[mark])), tuple(by_mark[mark]), "sponsor")
            for mark in (*MARKS, "")
            if mark in by_mark
        ]
        sections.append(TableauSection(title, tuple(groups)))

    supported: dict[str, list[int]] = {}
    for project, level, who in view.projects.tokens:
        if who == seat:
            supported.setdefault(project, []).append(level)
    projects: list[TableauCard] = []
    for project, levels in supported.items():
        card = cards.get_project(project)
        gained = [card.levels[level].conservation for level in sorted(levels)]
        note = arg(
            tr("Supported: %1"),
            join_words([resource_amount("conservation", n) for n in gained], tr),
        )
        projects.append(TableauCard(project, (SUPPORTED,), note))
    if projects:
        title = counted("%n project supported", "%n projects supported", len(projects))
        group = TableauGroup(arg(tr("Projects · %1"), len(projects)), tuple(projects), "project")
        sections.append(TableauSection(title, (group,)))

    if player.pouched:
        under = tuple(
            TableauCard(HIDDEN, (), tr("Under a Pouch animal, face down.")) for _ in player.pouched
        )
        title = counted("%n card under animals", "%n cards under animals", len(under))
        group = TableauGroup(arg(tr("%1 · %2"), ability_name("pouch"), len(under)), under, "card")
        sections.append(TableauSection(title, (group,)))
    return tuple(sections)


def tableau_card_ids(sections: Iterable[TableauSection]) -> tuple[str, ...]:
    """Every card shown, in the order shown."""
    return tuple(card for section in sections for card in section.card_ids())
