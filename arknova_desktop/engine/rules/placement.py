"""Putting a building on the zoo map and everything it sets off: payment, placement bonuses,
the pavilion's appeal, the full-map bonus, Hollywood Hills' H spaces. Also the effect frames of
the placement bonuses that are more than a gain (Clever, Digging with the Rescue Station)."""

from __future__ import annotations

from attrs import frozen

from ..base.geometry import Cell
from ..board.buildings import BUILDING_TYPES, PAVILION
from ..board.zoo import (
    building_cells_mask,
    cells_mask,
    covered_cells,
    covered_mask,
    feature_cells,
    next_to_mask,
    zoo_map,
)
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
from ..kernel.core import ChoiceFrame, Core, EffectFrame, Frame, RulesError, push_effects
from ..kernel.decisions import DecisionKind
from ..kernel.events import BuildingPlaced, CardMoved
from ..kernel.state import CardKey, PlacedBuilding
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


def place_building(g: Core, seat: int, choice: PlaceBuilding, cost: int, source: str = "") -> None:
    """Pay, put the building down, and queue what covering its cells gives (`source`: where a
    free building came from, told with it)."""
    player = g.state.players[seat]
    zmap = zoo_map(player)
    before = covered_mask(player)
    if cost:
        gains.gain_money(g, seat, -cost, f"built {choice.building}")
    cells = frozenset(choice.cells)
    placed = PlacedBuilding(choice.building, cells)
    player.buildings = (*player.buildings, placed)
    cells_placed = tuple((c.col, c.row) for c in choice.cells)
    g.emit(BuildingPlaced(seat, choice.building, cells_placed, cost, source))
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
    building_cells = building_cells_mask(player.map_id)
    after = before | cells_mask(player.map_id, cells)
    if before & building_cells != building_cells and after & building_cells == building_cells:
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
    map_id = g.state.players[seat].map_id
    covered = cells_mask(map_id, cells)
    near_water = (covered & next_to_mask(map_id, "water")).bit_count()
    near_rock = (covered & next_to_mask(map_id, "rock")).bit_count()
    return [
        f for frames in g.bus.fire(g, CellsCovered(seat, near_water, near_rock)) for f in frames
    ]


@frozen
class OtherPlacementBonus(ChoiceFrame[TakeBonus], EffectFrame):
    """Archaeologist: each border placement bonus covered brings one other still uncovered
    bonus of the map (the player picks which)."""

    kind = DecisionKind.OTHER_BONUS
    choice_types = TakeBonus

    @property
    def label(self) -> str:
        return "another placement bonus"

    def kinds(self, g: Core) -> tuple[str, ...]:
        player = g.state.players[self.seat]
        covered = covered_cells(player)
        return tuple(
            dict.fromkeys(b.bonus for b in zoo_map(player).bonuses if b.cell not in covered)
        )

    def options(self, g: Core) -> tuple[TakeBonus, ...]:
        return tuple(TakeBonus(k) for k in self.kinds(g))

    def prompt(self, g: Core) -> str:
        return "Archaeologist: take one more placement bonus"

    def on_no_options(self, g: Core) -> None:
        g.pop()

    def on_choice(self, g: Core, choice: TakeBonus) -> None:
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
            g.state.after_finishing = (*g.state.after_finishing, Clever(self.seat))
        else:
            g.push(Clever(self.seat))


@frozen
class Clever(ChoiceFrame[MoveToSlotOne | Skip], EffectFrame):
    """You may put any one of your action cards into slot 1."""

    kind = DecisionKind.CLEVER
    choice_types = (MoveToSlotOne, Skip)

    @property
    def label(self) -> str:
        return "clever"

    def options(self, g: Core) -> tuple[Choice, ...]:
        player = g.state.players[self.seat]
        return (*(MoveToSlotOne(c.action) for c in player.action_cards[1:]), Skip())

    def prompt(self, g: Core) -> str:
        return "Clever: put an action card into slot 1?"

    def on_choice(self, g: Core, choice: MoveToSlotOne | Skip) -> None:
        if isinstance(choice, MoveToSlotOne):
            move_to_slot_one(g, self.seat, choice.action)


@frozen
class PlaySponsorForMoney(ChoiceFrame[PlaySponsorCard | Skip], EffectFrame):
    """You may play one sponsor card by paying its level in money (the sponsors rules list the
    plays; with none possible the bonus is lost)."""

    kind = DecisionKind.SPONSOR_FOR_MONEY
    choice_types = (PlaySponsorCard, Skip)
    uses_of: str = ""  # a card with limited uses (Okapi Stable) that pays for this play

    @property
    def label(self) -> str:
        return "play a sponsor for money"

    def options(self, g: Core) -> tuple[Choice, ...]:
        options = tuple(o for found in g.bus.fire(g, SponsorOffer(self.seat)) for o in found)
        return (*options, Skip()) if options else ()

    def prompt(self, g: Core) -> str:
        return "You may play a sponsor card by paying its level"

    def on_no_options(self, g: Core) -> None:
        g.pop()

    def on_choice(self, g: Core, choice: PlaySponsorCard | Skip) -> None:
        if isinstance(choice, PlaySponsorCard):
            if self.uses_of:
                g.state.count_use(CardKey(self.uses_of))
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
class Digging(ChoiceFrame[DiscardFromDisplay | DiscardCard | Skip], EffectFrame):
    """Up to `times` times: discard a display card (and replenish) or discard a hand card and
    draw one. With `rescue` (Rescue Station bonus) a discarded animal may go under the map."""

    kind = DecisionKind.DIGGING
    choice_types = (DiscardFromDisplay, DiscardCard, Skip)
    times: int
    rescue: bool = False

    @property
    def label(self) -> str:
        return f"digging {self.times}"

    def options(self, g: Core) -> tuple[Choice, ...]:
        if self.times <= 0:
            return ()
        st = g.state
        options: list[Choice] = [
            DiscardFromDisplay(f, c) for f, c in enumerate(st.display, start=1)
        ]
        options.extend(DiscardCard(c) for c in st.players[self.seat].hand)
        return (*options, Skip()) if options else ()

    def prompt(self, g: Core) -> str:
        return f"Digging: discard a card ({self.times} left)"

    def on_no_options(self, g: Core) -> None:
        g.pop()

    def on_choice(self, g: Core, choice: DiscardFromDisplay | DiscardCard | Skip) -> None:
        if isinstance(choice, Skip):
            return
        g.push(Digging(self.seat, self.times - 1, self.rescue))
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
class OfferRescue(ChoiceFrame[RescueAnimal | Skip]):
    """Rescue Station: slide the animal just discarded under the zoo map (it counts as in the
    zoo, without its effects)."""

    kind = DecisionKind.RESCUE
    choice_types = (RescueAnimal, Skip)
    card: str
    from_display: bool

    def options(self, g: Core) -> tuple[Choice, ...]:
        return (RescueAnimal(self.card), Skip())

    def prompt(self, g: Core) -> str:
        return f"Slide {self.card} under your zoo map?"

    def on_choice(self, g: Core, choice: RescueAnimal | Skip) -> None:
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
