"""The words of the playing aids: reminders, the planner, the card tracker and the note before
End turn. Seats by their table labels, cards by their names (only cards in sight: a zoo card, a
project, the seat's own hand), amounts through ``names``; through
`QCoreApplication.translate("AidWords", ...)`."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from ..aids.reminders import LEFT_EDGE, Reminder, ReminderKind
from .common import arg, join_words
from .names import action_name, resource_amount, token_name

CONTEXT = "AidWords"

Names = Callable[[int], str]
CardName = Callable[[str], str]


def tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate(CONTEXT, text, None, n)


def counted(one: str, many: str, n: int) -> str:
    return tr(one) if n == 1 else tr(many, n)


def reminder_text(r: Reminder, names: Names, card_name: CardName, owner: int | None) -> str:
    """One reminder as a short sentence: the card, whose it is, what it gave whom."""
    who = names(r.seat)
    if r.kind is ReminderKind.TOKENS:
        return arg(
            counted(
                "%1 gets a %2 token on the %3 card", "%1 gets %n %2 tokens on the %3 card", r.amount
            ),
            who,
            token_name(r.resource),
            action_name(r.action),
        )
    if r.kind is ReminderKind.VENOM_COST:
        return arg(
            tr("Venom costs %1 %2: no Venom token was removed this turn"),
            who,
            resource_amount("money", -r.amount),
        )
    amount = resource_amount(r.resource, abs(r.amount))
    if r.card:
        card = card_name(r.card)
        whose = names(owner) if owner is not None else ""
        if r.kind is ReminderKind.INCOME:
            text = (
                tr("Break income: %1's %2 pays %3 %4")
                if whose
                else tr("Break income: %2 pays %3 %4")
            )
            return arg(text, whose, card, who, amount)
        if r.amount < 0:
            return arg(tr("%1's %2 costs %3 %4"), whose, card, who, amount)
        return arg(tr("%1's %2 gives %3 %4"), whose, card, who, amount)
    if r.reason.startswith(LEFT_EDGE):
        return arg(tr("Break income: a bonus under a project token gives %1 %2"), who, amount)
    return arg(tr("Break income: kiosks and the zoo map give %1 %2"), who, amount)


# -- the note before End turn ---------------------------------------------------------------------
def x_tokens_full_note(count: int) -> str:
    return arg(
        tr("You hold %1 X-tokens, the most there can be: an X-token you would gain is lost."),
        count,
    )


def supportable_note(projects: list[tuple[str, int]]) -> str:
    """Projects the seat can support now: (name, conservation points)."""
    parts = [arg(tr("%1 (%2 conservation points)"), name, cp) for name, cp in projects]
    return arg(
        counted(
            "You can support a project now: %1. Only the Association action does it.",
            "You can support %n projects now: %1. Only the Association action does it.",
            len(parts),
        ),
        join_words(parts, tr),
    )


def declined_note(questions: list[str]) -> str:
    """Optional effects of the seat's own that it said no to in this turn, by their questions."""
    quoted = [arg(tr("“%1”"), q) for q in questions]
    return arg(
        counted(
            "You said no to an effect of yours this turn: %1. Undo takes it back.",
            "You said no to %n effects of yours this turn: %1. Undo takes them back.",
            len(quoted),
        ),
        join_words(quoted, tr),
    )
