"""Events: what `Game.apply` reports as changed.

The log and the UI read these; nobody diffs states.
"""

from __future__ import annotations

from attrs import frozen


@frozen
class Event:
    """Base class of every event."""

    def describe(self) -> str:
        return type(self).__name__


@frozen
class TurnStarted(Event):
    seat: int
    turn: int

    def describe(self) -> str:
        return f"Turn {self.turn}: player {self.seat + 1}"


@frozen
class ResourceChanged(Event):
    """A counter of a player changed: money, appeal, conservation, reputation, x_tokens, workers."""

    seat: int
    resource: str
    delta: int
    total: int
    reason: str = ""

    def describe(self) -> str:
        verb = "gains" if self.delta >= 0 else "loses"
        why = f" ({self.reason})" if self.reason else ""
        return f"Player {self.seat + 1} {verb} {abs(self.delta)} {self.resource}{why}"


@frozen
class CardMoved(Event):
    """A card moved between zones (deck, hand, display, discard, zoo, setup, final_scoring...)."""

    card: str
    source: str
    target: str
    seat: int | None = None
    reason: str = ""  # the zoo card whose effect moved it (a reaction's draw), if one did
    from_seat: int | None = None  # from hand to hand (Pilfering): the player it was taken from

    def describe(self) -> str:
        who = f" (player {self.seat + 1})" if self.seat is not None else ""
        why = f" ({self.reason})" if self.reason else ""
        return f"{self.card}: {self.source} -> {self.target}{who}{why}"


@frozen
class DeckReshuffled(Event):
    cards: int

    def describe(self) -> str:
        return f"The discard pile ({self.cards} cards) is shuffled into a new deck"


@frozen
class ActionStarted(Event):
    seat: int
    action: str
    strength: int
    upgraded: bool

    def describe(self) -> str:
        side = "II" if self.upgraded else "I"
        return f"Player {self.seat + 1}: {self.action} {side} at strength {self.strength}"


@frozen
class ActionCardsMoved(Event):
    seat: int
    order: tuple[str, ...]

    def describe(self) -> str:
        return f"Player {self.seat + 1} action cards: " + " ".join(self.order)


@frozen
class ActionUpgraded(Event):
    seat: int
    action: str

    def describe(self) -> str:
        return f"Player {self.seat + 1} upgrades the {self.action} card to side II"


@frozen
class TokenChanged(Event):
    """A Multiplier / Venom / Constriction token was placed on or removed from an action card."""

    seat: int
    action: str
    token: str
    delta: int

    def describe(self) -> str:
        verb = "placed on" if self.delta > 0 else "removed from"
        return f"{self.token} token {verb} player {self.seat + 1}'s {self.action} card"


@frozen
class GainCapped(Event):
    """`lost` of a gain did not fit under the counter's maximum `cap` and is given up (the rules
    give nothing instead: reputation 9 while Cards is on side I, X-tokens 5)."""

    seat: int
    resource: str
    lost: int
    cap: int
    reason: str = ""

    def describe(self) -> str:
        return f"Player {self.seat + 1} is at {self.cap} {self.resource}: {self.lost} not gained"


@frozen
class BreakTokenMoved(Event):
    position: int
    length: int

    def describe(self) -> str:
        return f"Break token at {self.position}/{self.length}"


@frozen
class BreakTriggered(Event):
    seat: int

    def describe(self) -> str:
        return f"Player {self.seat + 1} triggers a break"


INCOME_STEP = 5  # the BreakStep of the break's income (appeal, kiosks, cards, the map)


@frozen
class BreakStep(Event):
    step: int
    text: str

    def describe(self) -> str:
        return f"Break step {self.step}: {self.text}"


@frozen
class BonusTaken(Event):
    seat: int
    bonus: str
    source: str

    def describe(self) -> str:
        return f"Player {self.seat + 1} takes bonus {self.bonus} ({self.source})"


@frozen
class PartnerZooTaken(Event):
    seat: int
    continent: str

    def describe(self) -> str:
        return f"Player {self.seat + 1} gains the {self.continent} partner zoo"


@frozen
class UniversityTaken(Event):
    seat: int
    university: str

    def describe(self) -> str:
        return f"Player {self.seat + 1} gains the {self.university} university"


@frozen
class AssociationRefilled(Event):
    partner_zoos: tuple[str, ...]
    universities: tuple[str, ...]

    def describe(self) -> str:
        return "Association board refilled"


@frozen
class SoloTokenMoved(Event):
    moved: int
    row: int

    def describe(self) -> str:
        return f"Solo tile: {self.moved}/{self.row} tokens moved this round"


@frozen
class DonationBlocked(Event):
    space: int
    value: int

    def describe(self) -> str:
        return f"A solo token covers the {self.value} donation space"


@frozen
class EndTriggered(Event):
    seat: int
    during_break: bool

    def describe(self) -> str:
        when = " during a break" if self.during_break else ""
        return f"Player {self.seat + 1} triggers the end of the game{when}"


@frozen
class GameEnded(Event):
    winners: tuple[int, ...]

    def describe(self) -> str:
        names = ", ".join(f"player {w + 1}" for w in self.winners)
        return f"The game ends. Winner: {names}"


@frozen
class BuildingPlaced(Event):
    seat: int
    building: str
    cells: tuple[tuple[int, int], ...]
    cost: int
    source: str = ""  # where a free building came from (FreeBuilding.source); "" otherwise

    def describe(self) -> str:
        paid = f" for {self.cost} money" if self.cost else " for free"
        return f"Player {self.seat + 1} builds {self.building}{paid}"


@frozen
class MapChosen(Event):
    seat: int
    map_id: str

    def describe(self) -> str:
        return f"Player {self.seat + 1} plays on map {self.map_id}"


@frozen
class AnimalPlayed(Event):
    seat: int
    card: str
    cost: int
    enclosure: tuple[tuple[int, int], ...]

    def describe(self) -> str:
        return f"Player {self.seat + 1} plays {self.card} for {self.cost} money"
