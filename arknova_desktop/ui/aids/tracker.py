"""The card tracker: the discard pile, the deck's size, and of the zoo cards this seat has not
seen (the engine's `Game.unseen_cards`: the deck and the other hands, as one sorted pool) how
many are animals, sponsors, projects and how many carry each icon, with the chance to draw at
least one of a kind in the next N cards.

The deck's order is unknown to the seat, so every unseen card is as likely as any other to be
among the next N: the chance is hypergeometric over the unseen pool (`chance_at_least_one`).
Only the seat at the screen is counted; under the hot-seat cover the tracker is empty.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from math import comb

from attrs import frozen
from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine import AnimalCard, CardDB, ProjectCard, SponsorCard
from ...session import GameSession
from .. import theme
from ..words.aid_words import tr
from ..words.common import arg
from ..words.names import capitalised, card_title, icons_of

KINDS = ("animal", "sponsor", "project")
DEFAULT_DRAWS = 3


def chance_at_least_one(pool: int, hits: int, draws: int) -> float:
    """P(at least one of `hits` cards among `draws` taken at random from `pool` cards)."""
    draws = max(0, min(draws, pool))
    if pool <= 0 or hits <= 0 or draws == 0:
        return 0.0
    return 1.0 - comb(pool - hits, draws) / comb(pool, draws)


@frozen
class TrackerCounts:
    """Of the unseen cards: how many of each kind (animal, sponsor, project) and how many carry
    each icon; `unseen` in all, `deck` of them in the deck."""

    unseen: int
    deck: int
    kinds: tuple[tuple[str, int], ...]
    icons: tuple[tuple[str, int], ...]


def tracker_counts(cards: CardDB, unseen: Sequence[str], deck: int) -> TrackerCounts:
    kinds: Counter[str] = Counter()
    icons: Counter[str] = Counter()
    for card_id in unseen:
        card = cards.get(card_id)
        if isinstance(card, AnimalCard):
            kinds["animal"] += 1
        elif isinstance(card, SponsorCard):
            kinds["sponsor"] += 1
        elif isinstance(card, ProjectCard):
            kinds["project"] += 1
        if isinstance(card, AnimalCard | SponsorCard):
            icons.update(icon for icon, n in card.icons.items() if n > 0)
    return TrackerCounts(
        len(unseen),
        deck,
        tuple((k, kinds[k]) for k in KINDS),
        tuple(sorted(icons.items(), key=lambda item: (-item[1], item[0]))),
    )


def kind_label(kind: str) -> str:
    return {"animal": tr("Animals"), "sponsor": tr("Sponsors"), "project": tr("Projects")}[kind]


def percent(chance: float) -> str:
    return arg(tr("%1 %"), round(chance * 100))


class TrackerPanel(QWidget):
    """The tracker of the seat at the screen, rebuilt after every change while it is shown."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.deck_label = QLabel()
        self.discard_label = QLabel()
        self.discard_label.setWordWrap(True)
        self.draws = QSpinBox()
        self.draws.setRange(1, 20)
        self.draws.setValue(DEFAULT_DRAWS)
        self.draws.valueChanged.connect(lambda _n: self.refresh())
        draws_row = QHBoxLayout()
        ask = QLabel(tr("Chance to draw at least one in the next"))
        ask.setBuddy(self.draws)  # a screen reader names the number by the words before it
        draws_row.addWidget(ask)
        draws_row.addWidget(self.draws)
        draws_row.addWidget(QLabel(tr("cards")), 1)
        self.table = QTableWidget(0, 3)
        self.table.setHorizontalHeaderLabels([tr("Kind"), tr("Unseen"), tr("Chance")])
        self.table.setAccessibleName(tr("Unseen cards by kind"))
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.horizontalHeader().setStretchLastSection(True)
        tip = tr(
            "Unseen: the zoo cards you cannot see now (the deck and the other players' hands). "
            "The deck's order is unknown to you, so each unseen card is counted as equally "
            "likely to come next: other players' hands may hold some of them."
        )
        self.table.setToolTip(tip)
        layout = QVBoxLayout(self)
        margin = theme.space(1)
        layout.setContentsMargins(margin, margin, margin, margin)
        layout.addWidget(self.deck_label)
        layout.addLayout(draws_row)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.discard_label)
        self.counts: TrackerCounts | None = None
        self.chances: dict[str, float] = {}
        session.events_applied.connect(self.refresh)
        session.revealed.connect(self.refresh)
        session.handover_needed.connect(self.refresh)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.refresh()

    def refresh(self) -> None:
        if not self.isVisible():
            return
        session = self.session
        seat = session.private_seat
        view = session.view
        cards = session.game.cards
        if seat is None:
            self.counts = None
            self.chances = {}
            self.deck_label.setText(tr("The cards are counted for the player at the screen."))
            self.table.setRowCount(0)
            self.discard_label.clear()
            return
        counts = tracker_counts(cards, session.game.unseen_cards(seat), len(view.deck))
        self.counts = counts
        self.deck_label.setText(
            arg(
                tr("Deck: %1 cards · unseen by you: %2 cards · discard pile: %3 cards"),
                counts.deck,
                counts.unseen,
                len(view.discard),
            )
        )
        draws = min(self.draws.value(), counts.deck)
        rows = [(kind_label(k), k, n) for k, n in counts.kinds]
        rows += [(capitalised(icons_of(icon)), icon, n) for icon, n in counts.icons]
        self.chances = {}
        self.table.setRowCount(len(rows))
        for row, (label, key, n) in enumerate(rows):
            chance = chance_at_least_one(counts.unseen, n, draws)
            self.chances[key] = chance
            for column, text in enumerate((label, str(n), percent(chance))):
                item = QTableWidgetItem(text)
                if column:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(row, column, item)
        self.table.resizeColumnsToContents()
        names = [card_title(cards.get(c)) for c in reversed(view.discard)]  # the newest first
        shown = ", ".join(names[:30]) + (" …" if len(names) > 30 else "")
        self.discard_label.setText(
            arg(tr("Discard pile, newest first: %1"), shown)
            if names
            else tr("The discard pile is empty.")
        )
