"""The planner of the player at the screen: what the next break pays and when it comes, the
action cards' strengths over the next turns in an order the player clicks, the projects they
could support now or with one icon more, and what each hand card costs and gives.

Every number is the engine's: `Game.break_income` (the break's income step run on a copy),
`Game.action_plan` (the row's own moves), `Game.project_reach`, `animal_cost` and
`effective_level` (partner zoos, sponsors' discounts, the map). Nothing here is a rule.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...engine import AnimalCard, BreakIncome, Game, ProjectCard, SponsorCard, animal_cost
from ...engine import effective_level as sponsor_level
from ...session import GameSession
from .. import theme
from ..words.aid_words import tr
from ..words.common import arg, join_words
from ..words.event_words import reason_words
from ..words.names import action_name, card_title, resource_amount
from .reminders import KIOSK_INCOME

INCOME_ORDER = ("money", "appeal", "conservation", "reputation", "x_tokens", "cards")


def income_source(reason: str, card_name: Callable[[str], str]) -> str:
    if reason == KIOSK_INCOME:
        return tr("kiosks and the zoo map")
    return reason_words(reason, card_name) or tr("an effect")


def income_lines(income: BreakIncome, card_name: Callable[[str], str]) -> list[str]:
    """The break's income in words: when it comes, the total of each resource, its parts."""
    lines = []
    if income.spaces_left:
        lines.append(
            arg(
                tr("The break comes after the break token moves %1 more spaces."),
                income.spaces_left,
            )
        )
    else:
        lines.append(tr("The break is due after this turn."))
    for resource in INCOME_ORDER:
        parts = [i for i in income.items if i.resource == resource]
        if not parts:
            continue
        total = sum(i.amount for i in parts)
        whys = [
            arg(tr("%1 from %2"), i.amount, income_source(i.reason, card_name))
            for i in parts
            if i.reason
        ]
        text = arg(tr("+%1"), resource_amount(resource, total))
        if len(whys) > 1 or (whys and resource != "money"):
            text = arg(tr("%1 (%2)"), text, join_words(whys, tr))
        elif whys:
            text = arg(tr("%1 (%2)"), text, whys[0])
        lines.append(text)
    if income.choices:
        lines.append(
            tr("…and income effects that ask for your choice then.")
            if len(income.choices) > 1
            else tr("…and an income effect that asks for your choice then.")
        )
    return lines


def income_summary(income: BreakIncome) -> str:
    """The break's income in one line, for the player's own board: "Next break in 3 spaces:
    +12 money, +1 card"."""
    gains = [
        arg(tr("+%1"), resource_amount(resource, total))
        for resource in INCOME_ORDER
        if (total := income.total(resource))
    ]
    paid = join_words(gains, tr) if gains else tr("nothing")
    if income.spaces_left:
        return arg(tr("Next break in %1 spaces: %2"), income.spaces_left, paid)
    return arg(tr("Next break after this turn: %1"), paid)


def hand_line(game: Game, seat: int, card_id: str) -> str:
    """What a hand card costs the seat now and what it gives when played."""
    card = game.cards.get(card_id)
    if isinstance(card, AnimalCard):
        cost = animal_cost(game, seat, card, 0)
        gives = [
            resource_amount(resource, n)
            for resource, n in (
                ("appeal", card.appeal),
                ("conservation", card.conservation),
                ("reputation", card.reputation),
            )
            if n
        ]
        text = arg(tr("%1: costs %2"), card_title(card), resource_amount("money", cost))
        if cost != card.cost:
            text = arg(tr("%1 (printed %2)"), text, card.cost)
        if gives:
            text = arg(tr("%1; gives %2"), text, join_words(gives, tr))
        return text
    if isinstance(card, SponsorCard):
        level = sponsor_level(game, seat, card)
        text = arg(tr("%1: sponsor of level %2"), card_title(card), level)
        if level != card.level:
            text = arg(tr("%1 (printed %2)"), text, card.level)
        gains = [resource_amount(r, n) for r, n in game.sponsor_gains(seat, card_id)]
        if gains:
            text = arg(tr("%1; gives %2"), text, join_words(gains, tr))
        return text
    if isinstance(card, ProjectCard):
        return arg(tr("%1: a conservation project (see the projects above)"), card_title(card))
    return card_title(card)


class PlannerPanel(QScrollArea):
    """The planner of the seat at the screen, rebuilt after every change while it is shown."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setWidgetResizable(True)
        body = QWidget()
        self.setWidget(body)
        layout = QVBoxLayout(body)
        margin = theme.space(1)
        layout.setContentsMargins(margin, margin, margin, margin)

        def section(title: str) -> QLabel:
            head = QLabel(f"<b>{title}</b>")
            layout.addWidget(head)
            label = QLabel()
            label.setWordWrap(True)
            layout.addWidget(label)
            return label

        self.income_label = section(tr("Next break"))
        layout.addWidget(QLabel(f"<b>{tr('Action cards: click them in the order you plan')}</b>"))
        self.buttons_row = QHBoxLayout()
        layout.addLayout(self.buttons_row)
        self.action_buttons: dict[str, QPushButton] = {}
        for action in ("animals", "build", "cards", "association", "sponsors"):
            button = QPushButton(action_name(action))
            button.clicked.connect(lambda _c=False, a=action: self.add_to_plan(a))
            self.buttons_row.addWidget(button)
            self.action_buttons[action] = button
        clear = QPushButton(tr("Clear"))
        clear.clicked.connect(self.clear_plan)
        self.buttons_row.addWidget(clear)
        self.plan_label = QLabel()
        self.plan_label.setWordWrap(True)
        layout.addWidget(self.plan_label)
        self.projects_label = section(tr("Projects you could support"))
        self.hand_label = section(tr("Your hand"))
        layout.addStretch(1)
        self.plan: list[str] = []
        session.events_applied.connect(self.refresh)
        session.revealed.connect(self.refresh)
        session.handover_needed.connect(self.refresh)
        session.turn_ended.connect(self.clear_plan)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.refresh()

    def add_to_plan(self, action: str) -> None:
        self.plan.append(action)
        self.refresh()

    def clear_plan(self) -> None:
        self.plan = []
        self.refresh()

    def refresh(self) -> None:
        if not self.isVisible():
            return
        session = self.session
        seat = session.private_seat
        game = session.game
        labels = (self.income_label, self.plan_label, self.projects_label, self.hand_label)
        if seat is None:
            for label in labels:
                label.setText(tr("Shown to the player at the screen."))
            return

        def card_name(card_id: str) -> str:
            return card_title(game.cards.get(card_id))

        self.income_label.setText("\n".join(income_lines(game.break_income(seat), card_name)))
        self.plan_label.setText(self.plan_text(game, seat))
        self.projects_label.setText(self.projects_text(game, seat))
        hand = session.view.players[seat].hand
        lines = [hand_line(game, seat, c) for c in hand]
        self.hand_label.setText("\n".join(lines) if lines else tr("No cards in your hand."))

    def plan_text(self, game: Game, seat: int) -> str:
        row = self.session.view.players[seat].action_cards
        now = ", ".join(
            arg(tr("%1 %2"), action_name(c.action), i) for i, c in enumerate(row, start=1)
        )
        lines = [arg(tr("Now: %1"), now)]
        for turn, use in enumerate(game.action_plan(seat, tuple(self.plan)), start=1):
            text = arg(
                tr("Turn %1: %2 in slot %3, strength %4"),
                turn,
                action_name(use.action),
                use.slot,
                use.strength,
            )
            if use.with_x_tokens != use.strength:
                text = arg(tr("%1 (%2 with all your X-tokens)"), text, use.with_x_tokens)
            lines.append(text)
        if not self.plan:
            lines.append(tr("Click the action cards above to see their strength turn by turn."))
        return "\n".join(lines)

    def projects_text(self, game: Game, seat: int) -> str:
        lines = []
        for reach in sorted(
            game.project_reach(seat, seat), key=lambda r: (r.short, -r.conservation)
        ):
            name = card_title(game.cards.get(reach.project))
            points = resource_amount("conservation", reach.conservation)
            if reach.short == 0:
                lines.append(arg(tr("%1: now, for %2"), name, points))
            else:
                lines.append(arg(tr("%1: with one icon more, for %2"), name, points))
        return "\n".join(lines) if lines else tr("None now, nor with one icon more.")
