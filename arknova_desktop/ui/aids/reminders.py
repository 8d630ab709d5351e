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

from attrs import frozen

from ...engine import BreakStep, CardMoved, Event, ResourceChanged, TokenChanged, TurnStarted

CARD_ID = re.compile(r"^[ASP]\d{3}$")
INCOME_STEP = 5
KIOSK_INCOME = "income"  # the engine's reason of kiosks' and the map's break income
LEFT_EDGE = "left edge: "
VENOM_COST = "venom"
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
            if self.in_income:
                return Reminder(ReminderKind.INCOME, e.seat, reason, e.resource, e.delta)
            if reason != self.last_played:
                return Reminder(ReminderKind.CARD_EFFECT, e.seat, reason, e.resource, e.delta)
            return None
        if self.in_income and (reason == KIOSK_INCOME or reason.startswith(LEFT_EDGE)):
            return Reminder(ReminderKind.INCOME, e.seat, "", e.resource, e.delta, reason=reason)
        if reason == VENOM_COST and e.resource == "money" and e.delta < 0:
            return Reminder(ReminderKind.VENOM_COST, e.seat, "", e.resource, e.delta)
        return None

    def scan_all(self, events: Iterable[Event]) -> list[Reminder]:
        return [r for e in events if (r := self.scan(e)) is not None]
