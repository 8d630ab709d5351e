"""Choices: the answers a player gives to a Decision.

Every choice is a frozen, hashable attrs class, one class per kind, with typed fields (no catch-all
value). Legality is membership in the current decision's options.
"""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from ..base.geometry import Cell


@frozen
class Choice:
    """Base class of every choice."""

    kind: ClassVar[str] = "choice"

    def describe(self) -> str:
        return self.kind


@frozen
class KeepCards(Choice):
    """Setup: the 4 of the 8 dealt cards to keep (sorted ids)."""

    kind: ClassVar[str] = "keep_cards"
    cards: tuple[str, ...]

    def describe(self) -> str:
        return "keep " + ", ".join(self.cards)


@frozen
class ChooseAction(Choice):
    """Use the action card `action`, spending `x_tokens` X-tokens for extra strength."""

    kind: ClassVar[str] = "choose_action"
    action: str
    x_tokens: int = 0

    def describe(self) -> str:
        extra = f" with {self.x_tokens} X-token(s)" if self.x_tokens else ""
        return f"{self.action} action{extra}"


@frozen
class TakeXToken(Choice):
    """The X-token action: move the card to slot 1 and gain 1 X-token."""

    kind: ClassVar[str] = "x_token_action"
    action: str

    def describe(self) -> str:
        return f"X-token action with the {self.action} card"


@frozen
class DrawFromDeck(Choice):
    kind: ClassVar[str] = "draw_from_deck"

    def describe(self) -> str:
        return "draw from the deck"


@frozen
class TakeFromDisplay(Choice):
    """Take the card in display folder `folder` (1-based)."""

    kind: ClassVar[str] = "take_from_display"
    folder: int
    card: str

    def describe(self) -> str:
        return f"take {self.card} from folder {self.folder}"


@frozen
class CardsDraw(Choice):
    """Cards action: draw by the table (instead of snapping)."""

    kind: ClassVar[str] = "cards_draw"

    def describe(self) -> str:
        return "draw cards"


@frozen
class CardsSnap(Choice):
    """Cards action: snap one display card (instead of drawing)."""

    kind: ClassVar[str] = "cards_snap"

    def describe(self) -> str:
        return "snap a card from the display"


@frozen
class DiscardCard(Choice):
    kind: ClassVar[str] = "discard_card"
    card: str

    def describe(self) -> str:
        return f"discard {self.card}"


@frozen
class SponsorBreak(Choice):
    """Sponsors action alternative: advance the break token and take money."""

    kind: ClassVar[str] = "sponsor_break"

    def describe(self) -> str:
        return "advance the break token and take money"


@frozen
class UpgradeAction(Choice):
    """Flip the action card `action` to side II."""

    kind: ClassVar[str] = "upgrade_action"
    action: str

    def describe(self) -> str:
        return f"upgrade the {self.action} card"


@frozen
class TakeBonus(Choice):
    """Pick one bonus of a choice (conservation track spaces, bonus tiles)."""

    kind: ClassVar[str] = "take_bonus"
    bonus: str

    def describe(self) -> str:
        return f"take bonus {self.bonus}"


@frozen
class PickEffect(Choice):
    """Resolve the pending effect `effect` next (the player orders simultaneous effects)."""

    kind: ClassVar[str] = "pick_effect"
    effect: str

    def describe(self) -> str:
        return f"resolve {self.effect} next"


@frozen
class PlaceToken(Choice):
    """Place a token (e.g. Multiplier) on the action card `action`."""

    kind: ClassVar[str] = "place_token"
    action: str

    def describe(self) -> str:
        return f"place the token on the {self.action} card"


@frozen
class TakePartnerZoo(Choice):
    kind: ClassVar[str] = "take_partner_zoo"
    continent: str

    def describe(self) -> str:
        return f"take the {self.continent} partner zoo"


@frozen
class TakeUniversity(Choice):
    kind: ClassVar[str] = "take_university"
    university: str

    def describe(self) -> str:
        return f"take the {self.university} university"


@frozen
class RepeatAction(Choice):
    """Use the Multiplier token: perform the action again, spending `x_tokens`."""

    kind: ClassVar[str] = "repeat_action"
    x_tokens: int = 0

    def describe(self) -> str:
        extra = f" with {self.x_tokens} X-token(s)" if self.x_tokens else ""
        return f"perform the action again{extra}"


@frozen
class DiscardFinalScoring(Choice):
    kind: ClassVar[str] = "discard_final_scoring"
    card: str

    def describe(self) -> str:
        return f"discard final scoring card {self.card}"


@frozen
class Skip(Choice):
    """Decline an optional step."""

    kind: ClassVar[str] = "skip"

    def describe(self) -> str:
        return "skip"


@frozen(cache_hash=True)  # the same options are offered (and hashed) at many decisions
class PlaceBuilding(Choice):
    """Put `building` on exactly these cells (sorted)."""

    kind: ClassVar[str] = "place_building"
    building: str
    cells: tuple[Cell, ...]

    def describe(self) -> str:
        where = " ".join(str(c) for c in self.cells)
        return f"build {self.building} on {where}"


@frozen
class ChooseMap(Choice):
    kind: ClassVar[str] = "choose_map"
    map_id: str

    def describe(self) -> str:
        return f"play on map {self.map_id}"


@frozen
class SellCard(Choice):
    """Commercial Harbor: discard a hand card for 3 money."""

    kind: ClassVar[str] = "sell_card"
    card: str

    def describe(self) -> str:
        return f"sell {self.card} at the harbor"


@frozen
class DiscardFromDisplay(Choice):
    kind: ClassVar[str] = "discard_from_display"
    folder: int
    card: str

    def describe(self) -> str:
        return f"discard {self.card} from folder {self.folder}"


@frozen
class RescueAnimal(Choice):
    """Rescue Station: slide the discarded animal under the zoo map."""

    kind: ClassVar[str] = "rescue_animal"
    card: str

    def describe(self) -> str:
        return f"rescue {self.card} under the zoo map"


@frozen
class MoveToSlotOne(Choice):
    """Clever: put this action card into slot 1."""

    kind: ClassVar[str] = "move_to_slot_one"
    action: str

    def describe(self) -> str:
        return f"put the {self.action} card into slot 1"


@frozen
class RemoveMarker(Choice):
    """Geographical Zoo: remove the marker of this continent's area."""

    kind: ClassVar[str] = "remove_marker"
    continent: str

    def describe(self) -> str:
        return f"remove the {self.continent} marker"


@frozen
class PlayAnimal(Choice):
    """Play the animal `card` from the hand (folder 0) or from display folder `folder`."""

    kind: ClassVar[str] = "play_animal"
    card: str
    folder: int = 0

    def describe(self) -> str:
        where = f" from folder {self.folder}" if self.folder else ""
        return f"play {self.card}{where}"


@frozen
class PlaceAnimal(Choice):
    """Put the animal being played into the enclosure covering exactly these cells."""

    kind: ClassVar[str] = "place_animal"
    enclosure: tuple[Cell, ...]

    def describe(self) -> str:
        return "into the enclosure at " + " ".join(str(c) for c in self.enclosure)


@frozen
class MoveAnimal(Choice):
    """Move this animal from its standard enclosure into the new special enclosure."""

    kind: ClassVar[str] = "move_animal"
    card: str

    def describe(self) -> str:
        return f"move {self.card} into the new building"


@frozen
class KeepCard(Choice):
    """Keep this card of several revealed or drawn (Hunter, Perception, Scavenging...)."""

    kind: ClassVar[str] = "keep_card"
    card: str

    def describe(self) -> str:
        return f"keep {self.card}"


@frozen
class RefillDisplay(Choice):
    kind: ClassVar[str] = "refill_display"

    def describe(self) -> str:
        return "refill the display first"


@frozen
class MoveToSlot(Choice):
    """Boost: put the action card into slot 1 or slot 5."""

    kind: ClassVar[str] = "move_to_slot"
    slot: int

    def describe(self) -> str:
        return f"put the card into slot {self.slot}"


@frozen
class TakeProject(Choice):
    """Take a base conservation project into the hand (Assertion, Dominance)."""

    kind: ClassVar[str] = "take_project"
    card: str

    def describe(self) -> str:
        return f"take project {self.card} into your hand"


@frozen
class GiveCard(Choice):
    """Pilfering victim: give a random hand card (`True`) or 5 money (`False`)."""

    kind: ClassVar[str] = "give_card"
    card: bool

    def describe(self) -> str:
        return "give a random hand card" if self.card else "give 5 money"


@frozen
class TuckCard(Choice):
    """Pouch: put this hand card under the animal."""

    kind: ClassVar[str] = "tuck_card"
    card: str

    def describe(self) -> str:
        return f"put {self.card} in the pouch"


@frozen
class AssociationTask(Choice):
    """Send workers to an association task: reputation, partner_zoo, university, project."""

    kind: ClassVar[str] = "association_task"
    task: str

    def describe(self) -> str:
        return f"association task: {self.task.replace('_', ' ')}"


@frozen
class Donate(Choice):
    kind: ClassVar[str] = "donate"

    def describe(self) -> str:
        return "make a donation"


@frozen
class SupportProject(Choice):
    """Support the conservation project `project` (on the board) at level 0 (left) .. 2."""

    kind: ClassVar[str] = "support_project"
    project: str
    level: int

    def describe(self) -> str:
        return f"support {self.project} at level {self.level + 1}"


@frozen
class PlayProject(Choice):
    """Play the project card from the hand (folder 0) or a display folder, supporting it at
    `level`."""

    kind: ClassVar[str] = "play_project"
    card: str
    folder: int
    level: int

    def describe(self) -> str:
        where = f" from folder {self.folder}" if self.folder else ""
        return f"play {self.card}{where} and support level {self.level + 1}"


@frozen
class ReleaseAnimal(Choice):
    """Release into the wild: this animal leaves the zoo."""

    kind: ClassVar[str] = "release_animal"
    card: str

    def describe(self) -> str:
        return f"release {self.card} into the wild"


@frozen
class PlaySponsorCard(Choice):
    """Play the sponsor `card` from the hand (folder 0) or a display folder."""

    kind: ClassVar[str] = "play_sponsor"
    card: str
    folder: int = 0

    def describe(self) -> str:
        where = f" from folder {self.folder}" if self.folder else ""
        return f"play sponsor {self.card}{where}"


@frozen
class TakeReputation(Choice):
    """Animals II at strength 5 or more: gain the `amount` reputation before playing animals."""

    kind: ClassVar[str] = "take_reputation"
    amount: int = 1

    def describe(self) -> str:
        return f"gain {self.amount} reputation first"


@frozen
class ChooseVictim(Choice):
    """An interactive effect aimed at the leader of a track, on a tie: hit the player in `seat`."""

    kind: ClassVar[str] = "choose_victim"
    seat: int

    def describe(self) -> str:
        return f"target player {self.seat + 1}"


@frozen
class UncoverSlot(Choice):
    """A support: take the player token from left-edge slot `slot` (1 = top) of the zoo map,
    uncovering its `bonus`."""

    kind: ClassVar[str] = "uncover_slot"
    slot: int
    bonus: str

    def describe(self) -> str:
        return f"uncover left-edge slot {self.slot} ({self.bonus.replace('_', ' ')})"


CHOICE_TYPES: tuple[type[Choice], ...] = (
    KeepCards,
    ChooseAction,
    TakeXToken,
    DrawFromDeck,
    TakeFromDisplay,
    CardsDraw,
    CardsSnap,
    DiscardCard,
    SponsorBreak,
    UpgradeAction,
    TakeBonus,
    PickEffect,
    PlaceToken,
    TakePartnerZoo,
    TakeUniversity,
    RepeatAction,
    DiscardFinalScoring,
    Skip,
    PlaceBuilding,
    ChooseMap,
    SellCard,
    DiscardFromDisplay,
    RescueAnimal,
    MoveToSlotOne,
    RemoveMarker,
    PlayAnimal,
    PlaceAnimal,
    MoveAnimal,
    KeepCard,
    RefillDisplay,
    MoveToSlot,
    TakeProject,
    GiveCard,
    TuckCard,
    AssociationTask,
    Donate,
    SupportProject,
    PlayProject,
    ReleaseAnimal,
    PlaySponsorCard,
    TakeReputation,
    ChooseVictim,
    UncoverSlot,
)
