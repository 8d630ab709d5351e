"""Reminders: the effects that fire by themselves, picked out of the engine's events.

A sponsor or animal reacting to what happens in any zoo, the income a break pays beyond the
appeal table (kiosks and the map, bonuses under project tokens, cards), Venom and Constriction
tokens put on a player's action cards, and the money Venom costs at the end of a turn. Every one
is read from a public event (`ResourceChanged` with the card as its reason, `TokenChanged`,
`BreakStep`): nothing hidden is ever looked at, and no card drawn into a hand is named.

`ReminderScanner` walks events in the order they happened (it remembers the card last put into a
zoo this turn: that card's own effects are what it was played for, not a reminder). The log marks
the lines of these events (`models.LogModel`) and the table shows a short notice (`notice.py`).
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable

from attrs import evolve, frozen

from ...engine import (
    INCOME_STEP,
    BreakStep,
    CardMoved,
    Event,
    ResourceChanged,
    TokenChanged,
    TurnStarted,
)

CARD_ID = re.compile(r"^[ASP]\d{3}$")
KIOSK_INCOME = "income"  # the engine's reason of kiosks' and the map's break income
LEFT_EDGE = "left edge: "
VENOM_COST = "venom"
CARDS = "cards"  # the resource of a reminder of cards put into a hand
TOKENS = ("venom", "constriction")


class ReminderKind(enum.Enum):
    CARD_EFFECT = enum.auto()  # a card in a zoo gave (or cost) someone something
    INCOME = enum.auto()  # break income beyond the appeal table
    TOKENS = enum.auto()  # Venom / Constriction tokens put on someone's action card
    VENOM_COST = enum.auto()  # a turn that removed no Venom token cost money


@frozen
class Reminder:
    """One effect that fired by itself. `seat` is who gained, lost or got the tokens; `card` the
    zoo card it came from ("" for kiosks, the map, a bonus or a token); `resource` and `amount`
    what it gave (negative: what it cost), or for TOKENS the token and the action card."""

    kind: ReminderKind
    seat: int
    card: str = ""
    resource: str = ""
    amount: int = 0
    action: str = ""
    reason: str = ""


class ReminderScanner:
    """Reads events in order and says which of them are reminders."""

    def __init__(self) -> None:
        self.last_played = ""  # the card last put into a zoo in this turn
        self.in_income = False  # between break step 5 and the next step or turn

    def scan(self, event: Event) -> Reminder | None:
        if isinstance(event, TurnStarted):
            self.last_played, self.in_income = "", False
            return None
        if isinstance(event, BreakStep):
            self.in_income = event.step == INCOME_STEP
            return None
        if isinstance(event, CardMoved):
            if event.target == "zoo":
                self.last_played = event.card
            elif event.target == "hand" and event.seat is not None:
                return self._card_taken(event.seat, event.reason)
            return None
        if isinstance(event, TokenChanged):
            if event.token in TOKENS and event.delta > 0:
                return Reminder(
                    ReminderKind.TOKENS, event.seat, resource=event.token, amount=event.delta,
                    action=event.action,
                )  # fmt: skip
            return None
        if isinstance(event, ResourceChanged) and event.delta:
            return self._resource(event)
        return None

    def _resource(self, e: ResourceChanged) -> Reminder | None:
        reason = e.reason
        if CARD_ID.match(reason):
            return self._card_gave(e.seat, reason, e.resource, e.delta)
        if self.in_income and (reason == KIOSK_INCOME or reason.startswith(LEFT_EDGE)):
            return Reminder(ReminderKind.INCOME, e.seat, "", e.resource, e.delta, reason=reason)
        if reason == VENOM_COST and e.resource == "money" and e.delta < 0:
            return Reminder(ReminderKind.VENOM_COST, e.seat, "", e.resource, e.delta)
        return None

    def _card_taken(self, seat: int, reason: str) -> Reminder | None:
        """A card a zoo card's effect put into a hand: which card it was stays unsaid (it is
        hidden from the others), only that one was drawn and why."""
        return self._card_gave(seat, reason, CARDS, 1) if CARD_ID.match(reason) else None

    def _card_gave(self, seat: int, card: str, resource: str, amount: int) -> Reminder | None:
        """What a zoo card gave (or cost) `seat`: break income during the break's income step;
        otherwise an effect, unless it is the card just played (what it was played for)."""
        if self.in_income:
            return Reminder(ReminderKind.INCOME, seat, card, resource, amount)
        if card != self.last_played:
            return Reminder(ReminderKind.CARD_EFFECT, seat, card, resource, amount)
        return None

    def scan_all(self, events: Iterable[Event]) -> list[Reminder]:
        return merged([r for e in events if (r := self.scan(e)) is not None])


def merged(reminders: Iterable[Reminder]) -> list[Reminder]:
    """Reminders in order, each run of the same effect giving the same thing (a reaction that
    draws 2 cards is two events) as one with the amounts added."""
    out: list[Reminder] = []
    for r in reminders:
        last = out[-1] if out else None
        if last is not None and evolve(last, amount=r.amount) == r:
            out[-1] = evolve(last, amount=last.amount + r.amount)
        else:
            out.append(r)
    return out
