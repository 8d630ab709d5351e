"""Putting a building on the zoo map and everything it sets off: payment, placement bonuses,
the pavilion's appeal, the full-map bonus, Hollywood Hills' H spaces. Also the effect frames of
the placement bonuses that are more than a gain (Clever, Digging with the Rescue Station)."""

from __future__ import annotations

from attrs import frozen

from ..base.geometry import Cell, neighbours
from ..board.buildings import BUILDING_TYPES, PAVILION
from ..board.zoo import covered_cells, feature_cells, zoo_map
from ..catalog.cards import AnimalCard, SponsorCard
from ..catalog.modifiers import has_modifier
from ..kernel.choices import (
    Choice,
    DiscardCard,
    DiscardFromDisplay,
    MoveToSlotOne,
    PlaceBuilding,
    PlaySponsorCard,
    RescueAnimal,
    Skip,
    TakeBonus,
)
from ..kernel.core import Core, Decision, EffectFrame, Frame, RulesError, push_effects
from ..kernel.events import BuildingPlaced, CardMoved
from ..kernel.state import PlacedBuilding
from ..kernel.triggers import BuildingBuilt, CardPlayed, CellsCovered, SponsorBought, SponsorOffer
from ..kernel.zones import draw_from_deck, draw_to_hand, refill_display
from . import gains
from .action_cards import FinishAction, move_to_slot_one
from .bonuses import GainTrack, HireWorker, PlaceMultiplier, TakeCard

COST_PER_CELL = 2
FULL_MAP_APPEAL = 7
PAVILION_APPEAL = 1
RESCUE_SLOTS = 3


def building_cost(building: str) -> int:
    return COST_PER_CELL * BUILDING_TYPES[building].size


def place_building(g: Core, seat: int, choice: PlaceBuilding, cost: int) -> None:
    """Pay, put the building down, and queue what covering its cells gives."""
    player = g.state.players[seat]
    zmap = zoo_map(player)
    before = covered_cells(player)
    if cost:
        gains.gain_money(g, seat, -cost, f"built {choice.building}")
    cells = frozenset(choice.cells)
    placed = PlacedBuilding(choice.building, cells)
    player.buildings = (*player.buildings, placed)
    g.emit(BuildingPlaced(seat, choice.building, tuple((c.col, c.row) for c in choice.cells), cost))
    # What it sets off beyond its cells (animals moving into a Reptile House, ...).
    effects: list[Frame] = [f for fs in g.bus.fire(g, BuildingBuilt(seat, placed)) for f in fs]
    for cell in choice.cells:
        bonus = zmap.bonus_at(cell)
        if bonus is not None:
            effects.append(placement_bonus_frame(g, seat, bonus))
    hollywood = feature_cells(zmap, "hollywood")
    effects.extend(RevealUntilSponsor(seat) for _ in cells & hollywood)
    if BUILDING_TYPES[choice.building].kind == PAVILION:
        gains.gain_appeal(g, seat, PAVILION_APPEAL, "pavilion")
    building_cells = zmap.building_cells
    if not before >= building_cells and before | cells >= building_cells:
        gains.gain_appeal(g, seat, FULL_MAP_APPEAL, "every building space covered")
    if has_modifier(g, seat, "border_bonus_extra"):
        # Archaeologist: "each time you cover a border space with a placement bonus".
        border = zmap.grid.border_cells()
        covered = sum(1 for c in cells if zmap.bonus_at(c) and c in border)
        effects.extend(OtherPlacementBonus(seat) for _ in range(covered))
    effects.extend(cover_events(g, seat, cells))
    push_effects(g, seat, effects)


def cover_events(g: Core, seat: int, cells: frozenset[Cell]) -> list[Frame]:
    """Hydrologist / Geologist: each covered space touching water / rock."""
    zmap = zoo_map(g.state.players[seat])
    near_water = sum(1 for c in cells if any(n in zmap.water_cells for n in neighbours(c)))
    near_rock = sum(1 for c in cells if any(n in zmap.rock_cells for n in neighbours(c)))
    return [
        f for frames in g.bus.fire(g, CellsCovered(seat, near_water, near_rock)) for f in frames
    ]


@frozen
class OtherPlacementBonus(EffectFrame):
    """Archaeologist: each border placement bonus covered brings one other still uncovered
    bonus of the map (the player picks which)."""

    @property
    def label(self) -> str:
        return "another placement bonus"

    def kinds(self, g: Core) -> tuple[str, ...]:
        player = g.state.players[self.seat]
        covered = covered_cells(player)
        return tuple(
            dict.fromkeys(b.bonus for b in zoo_map(player).bonuses if b.cell not in covered)
        )

    def decide(self, g: Core) -> Decision | None:
        kinds = self.kinds(g)
        if not kinds:
            return None
        return Decision(
            self.seat,
            "other_bonus",
            tuple(TakeBonus(k) for k in kinds),
            "Archaeologist: take one more placement bonus",
        )

    def run(self, g: Core) -> None:
        g.pop()

    def resolve(self, g: Core, choice: Choice) -> None:
        assert isinstance(choice, TakeBonus)
        g.pop()
        g.push(placement_bonus_frame(g, self.seat, choice.bonus))


def placement_bonus_frame(g: Core, seat: int, bonus: str) -> Frame:
    reason = f"placement bonus {bonus}"
    if bonus.startswith("money_"):
        return GainTrack(seat, "money", int(bonus.removeprefix("money_")), reason)
    if bonus.startswith("reputation_"):
        return GainTrack(seat, "reputation", int(bonus.removeprefix("reputation_")), reason)
    if bonus == "x_token":
        return GainTrack(seat, "x_tokens", 1, reason)
    if bonus == "card":
        return TakeCard(seat)
    if bonus == "worker":
        return HireWorker(seat, reason)
    if bonus == "multiplier":
        return PlaceMultiplier(seat)
    if bonus == "clever":
        return QueueClever(seat)
    if bonus == "sponsor":
        return PlaySponsorForMoney(seat)
    if bonus == "rescue":
        return Digging(seat, 1, rescue=True)
    raise RulesError(f"unknown placement bonus {bonus!r}")


def in_action(g: Core, seat: int) -> bool:
    return any(isinstance(f, FinishAction) and f.seat == seat for f in g.state.stack)


@frozen
class QueueClever(EffectFrame):
    """Clever waits until the action is finished (then any action card may go to slot 1)."""

    @property
    def label(self) -> str:
        return "clever"

    def run(self, g: Core) -> None:
        g.pop()
        if in_action(g, self.seat):
            g.state.after_finishing.append(Clever(self.seat))
        else:
            g.push(Clever(self.seat))


@frozen
class Clever(EffectFrame):
    """You may put any one of your action cards into slot 1."""

    @property
    def label(self) -> str:
        return "clever"

    def decide(self, g: Core) -> Decision | None:
        player = g.state.players[self.seat]
        options: tuple[Choice, ...] = (
            *(MoveToSlotOne(c.action) for c in player.action_cards[1:]),
            Skip(),
        )
        return Decision(self.seat, "clever", options, "Clever: put an action card into slot 1?")

    def resolve(self, g: Core, choice: Choice) -> None:
        g.pop()
        if isinstance(choice, MoveToSlotOne):
            move_to_slot_one(g, self.seat, choice.action)


@frozen
class PlaySponsorForMoney(EffectFrame):
    """You may play one sponsor card by paying its level in money (the sponsors rules list the
    plays; with none possible the bonus is lost)."""

    uses_of: str = ""  # a card with limited uses (Okapi Stable) that pays for this play

    @property
    def label(self) -> str:
        return "play a sponsor for money"

    def decide(self, g: Core) -> Decision | None:
        options = tuple(o for found in g.bus.fire(g, SponsorOffer(self.seat)) for o in found)
        if not options:
            return None
        return Decision(
            self.seat,
            "sponsor_for_money",
            (*options, Skip()),
            "You may play a sponsor card by paying its level",
        )

    def run(self, g: Core) -> None:
        g.pop()

    def resolve(self, g: Core, choice: Choice) -> None:
        g.pop()
        if not isinstance(choice, Skip):
            assert isinstance(choice, PlaySponsorCard)
            if self.uses_of:
                st = g.state
                st.card_uses = {**st.card_uses, self.uses_of: st.card_uses.get(self.uses_of, 0) + 1}
            g.bus.fire(g, SponsorBought(self.seat, choice))


@frozen
class RevealUntilSponsor(EffectFrame):
    """Hollywood Hills: reveal deck cards until a sponsor, take it, discard the others."""

    @property
    def label(self) -> str:
        return "reveal cards until a sponsor"

    def run(self, g: Core) -> None:
        g.pop()
        st = g.state
        player = st.players[self.seat]
        shown: list[str] = []  # set aside until the end, so a reshuffle cannot bring them back
        while (card := draw_from_deck(g)) is not None:
            if isinstance(g.cards.get(card), SponsorCard):
                player.hand = (*player.hand, card)
                g.emit(CardMoved(card, "deck", "hand", self.seat))
                break
            shown.append(card)
        for card in shown:
            st.discard.append(card)
            g.emit(CardMoved(card, "deck", "discard", self.seat))


def can_rescue(g: Core, seat: int, card: str) -> bool:
    player = g.state.players[seat]
    animal = g.cards.get(card)
    return (
        isinstance(animal, AnimalCard)
        and "petting_zoo" not in animal.enclosures
        and len(player.rescued) < RESCUE_SLOTS
    )


@frozen
class Digging(EffectFrame):
    """Up to `times` times: discard a display card (and replenish) or discard a hand card and
    draw one. With `rescue` (Rescue Station bonus) a discarded animal may go under the map."""

    times: int
    rescue: bool = False

    @property
    def label(self) -> str:
        return f"digging {self.times}"

    def decide(self, g: Core) -> Decision | None:
        if self.times <= 0:
            return None
        st = g.state
        options: list[Choice] = [
            DiscardFromDisplay(f, c) for f, c in enumerate(st.display, start=1)
        ]
        options.extend(DiscardCard(c) for c in st.players[self.seat].hand)
        if not options:
            return None
        options.append(Skip())
        return Decision(
            self.seat, "digging", tuple(options), f"Digging: discard a card ({self.times} left)"
        )

    def run(self, g: Core) -> None:
        g.pop()

    def resolve(self, g: Core, choice: Choice) -> None:
        if isinstance(choice, Skip):
            g.pop()
            return
        g.replace(Digging(self.seat, self.times - 1, self.rescue))
        st = g.state
        if isinstance(choice, DiscardFromDisplay):
            card = choice.card
            st.display = st.display[: choice.folder - 1] + st.display[choice.folder :]
            source = f"display {choice.folder}"
        elif isinstance(choice, DiscardCard):
            card = choice.card
            player = st.players[self.seat]
            index = player.hand.index(card)
            player.hand = player.hand[:index] + player.hand[index + 1 :]
            source = "hand"
        else:
            raise RulesError(f"not a digging choice: {choice!r}")
        from_display = isinstance(choice, DiscardFromDisplay)
        if self.rescue and can_rescue(g, self.seat, card):
            # Kept aside until the rescue is settled: the refill or draw comes after it.
            st.revealed = (*st.revealed, card)
            g.emit(CardMoved(card, source, "revealed", self.seat))
            g.push(OfferRescue(self.seat, card, from_display))
            return
        st.discard.append(card)
        g.emit(CardMoved(card, source, "discard", self.seat))
        replace_dug_card(g, self.seat, from_display)


def replace_dug_card(g: Core, seat: int, from_display: bool) -> None:
    if from_display:
        refill_display(g)
    else:
        draw_to_hand(g, seat)


@frozen
class OfferRescue(Frame):
    """Rescue Station: slide the animal just discarded under the zoo map (it counts as in the
    zoo, without its effects)."""

    card: str
    from_display: bool

    def decide(self, g: Core) -> Decision | None:
        return Decision(
            self.seat,
            "rescue",
            (RescueAnimal(self.card), Skip()),
            f"Slide {self.card} under your zoo map?",
        )

    def resolve(self, g: Core, choice: Choice) -> None:
        g.pop()
        st = g.state
        revealed = list(st.revealed)
        revealed.remove(self.card)
        st.revealed = tuple(revealed)
        if isinstance(choice, RescueAnimal):
            player = st.players[self.seat]
            player.rescued = (*player.rescued, self.card)
            g.emit(CardMoved(self.card, "revealed", "rescued", self.seat))
            # It counts as played into the zoo: cards reacting to its icons fire
            # (docs/rules.md §13).
            g.bus.fire(g, CardPlayed(self.seat, self.card))
        else:
            st.discard.append(self.card)
            g.emit(CardMoved(self.card, "revealed", "discard", self.seat))
        replace_dug_card(g, self.seat, self.from_display)
