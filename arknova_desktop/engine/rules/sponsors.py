"""The Sponsors action, both sides (docs/rules.md §12), and playing sponsor cards.

Side I: one sponsor from the hand of level ≤ strength whose conditions are met, or the break
alternative: advance the break token X and take X money (the full money even when fewer steps
were needed; in solo nothing moves). Side II: several sponsors with total level ≤ strength + 1,
from the hand or the display within reputation range (+ the folder number in money), Sponsors-II
cards allowed; or the break alternative with 2X money. A sponsor's effects resolve as it is
played; a unique building must be placeable for the card to be played.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from attrs import frozen

from ..base.constants import BUILD, SPONSORS, TILE_SPONSOR
from ..base.geometry import Cell
from ..base.tracks import reputation_range
from ..board.buildings import BUILDING_TYPES
from ..board.zoo import Candidate, candidates, cells_mask, covered_mask, legal_positions, zoo_map
from ..catalog.cards import CardDB, SponsorCard
from ..catalog.effects import Immediate, UniqueBuilding
from ..catalog.icons import zoo_icons
from ..kernel.choices import Choice, PlaceBuilding, PlaySponsorCard, Skip, SponsorBreak
from ..kernel.core import ChoiceFrame, Core, EffectFrame, RulesError, push_effects
from ..kernel.decisions import DecisionKind
from ..kernel.events import CardMoved
from ..kernel.state import PlayerState
from ..kernel.triggers import (
    ActionRules,
    CardPlayed,
    OwnIconsDue,
    SponsorBought,
    SponsorOffer,
    SponsorPlayed,
    TileRule,
    TriggerBus,
)
from . import gains
from .break_track import advance_break_token
from .map_abilities import sponsor_level_discount
from .placement import PlaySponsorForMoney, place_building

MAX_APPEAL_CONDITION = 25


def break_money(strength: int, upgraded: bool) -> int:
    return strength * (2 if upgraded else 1)


# -- unique buildings -------------------------------------------------------------------------


def unique_nodes(card: SponsorCard) -> tuple[UniqueBuilding, ...]:
    return tuple(
        e
        for node in card.effects
        if isinstance(node, Immediate)
        for e in node.effects
        if isinstance(e, UniqueBuilding)
    )


@lru_cache(maxsize=64)
def _unique_node(cards: CardDB, building: str) -> UniqueBuilding:
    for card in cards.sponsors():
        for node in unique_nodes(card):
            if node.building == building:
                return node
    raise RulesError(f"no sponsor builds {building!r}")


def unique_node(g: Core, building: str) -> UniqueBuilding:
    return _unique_node(g.cards, building)


def unique_positions(g: Core, seat: int, building: str) -> tuple[tuple[Cell, ...], ...]:
    """Where the unique building may go: the normal rules plus the card's conditions (next to
    rock / water, on border cells, or anywhere when detached). Kept per zoo as it stands, like
    the legal positions: a sponsor's conditions are asked about at every Sponsors card."""
    player = g.state.players[seat]
    build_ii = player.is_upgraded(BUILD)
    key = (g.cards, player.map_id, building, build_ii, covered_mask(player))
    found = _unique_kept.get(key)
    if found is None:
        found = _unique_positions(g, player, building, build_ii)
        if len(_unique_kept) >= _UNIQUE_KEPT:
            _unique_kept.clear()
        _unique_kept[key] = found
    return found


_UNIQUE_KEPT = 16384
_unique_kept: dict[tuple[object, ...], tuple[tuple[Cell, ...], ...]] = {}


def _unique_positions(
    g: Core, player: PlayerState, building: str, build_ii: bool
) -> tuple[tuple[Cell, ...], ...]:
    node = unique_node(g, building)
    zmap = zoo_map(player)
    positions: Sequence[Candidate]
    if node.detached:
        taken = covered_mask(player)
        positions = [
            c
            for c in candidates(player.map_id, building)
            if not c.mask & taken and (build_ii or not c.needs_build_ii)
        ]
    else:
        positions = legal_positions(player, building, build_ii)
    # Counted on the map's bits: how many water / rock cells around, how many border cells under.
    water = cells_mask(player.map_id, zmap.water_cells)
    rock = cells_mask(player.map_id, zmap.rock_cells)
    border = cells_mask(player.map_id, zmap.grid.border_cells())
    return tuple(
        cand.ordered
        for cand in positions
        if (cand.neighbour_mask & water).bit_count() >= node.next_to_water
        and (cand.neighbour_mask & rock).bit_count() >= node.next_to_rock
        and (cand.mask & border).bit_count() >= node.on_border_cells
    )


@frozen
class PlaceUniqueBuilding(ChoiceFrame[PlaceBuilding], EffectFrame):
    kind = DecisionKind.UNIQUE_BUILDING
    choice_types = PlaceBuilding
    building: str

    @property
    def label(self) -> str:
        return f"place {self.building}"

    def options(self, g: Core) -> tuple[PlaceBuilding, ...]:
        return tuple(
            PlaceBuilding(self.building, cells)
            for cells in unique_positions(g, self.seat, self.building)
        )

    def prompt(self, g: Core) -> str:
        return f"Place the {BUILDING_TYPES[self.building].name}"

    def on_no_options(self, g: Core) -> None:
        g.pop()  # cannot happen when the card was playable; nothing to place

    def on_choice(self, g: Core, choice: PlaceBuilding) -> None:
        place_building(g, self.seat, choice, 0)


# -- conditions, levels, playing ----------------------------------------------------------------


def effective_level(g: Core, seat: int, card: SponsorCard) -> int:
    """Hollywood Hills makes every sponsor one level lower."""
    return max(0, card.level - sponsor_level_discount(g.state.players[seat]))


def conditions_met(g: Core, seat: int, card: SponsorCard, upgraded: bool) -> bool:
    player = g.state.players[seat]
    req = card.requirements
    if req.sponsors_ii and not upgraded:
        return False
    if req.max_appeal is not None and player.appeal > req.max_appeal:
        return False
    if req.partner_zoos and len(player.partner_zoos) < req.partner_zoos:
        return False
    if req.reputation and player.reputation < req.reputation:
        return False
    if req.icons:
        icons = zoo_icons(g.cards, player)
        if any(icons[icon] < n for icon, n in req.icons.items()):
            return False
    return all(unique_positions(g, seat, node.building) for node in unique_nodes(card))


def playable_sponsors(
    g: Core, seat: int, budget: int, upgraded: bool, display: bool
) -> list[PlaySponsorCard]:
    st = g.state
    player = st.players[seat]
    sources = [(c, 0) for c in player.hand]
    if display:
        reach = reputation_range(player.reputation)
        sources.extend((c, f) for f, c in enumerate(st.display[:reach], start=1))
    found: list[PlaySponsorCard] = []
    for card_id, folder in sources:
        card = g.cards.get(card_id)
        if not isinstance(card, SponsorCard) or folder > player.money:
            continue
        if effective_level(g, seat, card) > budget:
            continue
        if conditions_met(g, seat, card, upgraded):
            found.append(PlaySponsorCard(card_id, folder))
    return found


def play_sponsor(g: Core, seat: int, choice: PlaySponsorCard, extra_cost: int = 0) -> None:
    """Pay, put the card in the zoo, resolve its effects, let the icons trigger reactions."""
    st = g.state
    player = st.players[seat]
    cost = choice.folder + extra_cost
    if cost:
        gains.gain_money(g, seat, -cost, "sponsor")
    if choice.folder:
        st.display = st.display[: choice.folder - 1] + st.display[choice.folder :]
        source = f"display {choice.folder}"
    else:
        index = player.hand.index(choice.card)
        player.hand = player.hand[:index] + player.hand[index + 1 :]
        source = "hand"
    player.zoo_cards = (*player.zoo_cards, choice.card)
    g.emit(CardMoved(choice.card, source, "zoo", seat))
    card = g.cards.get(choice.card)
    assert isinstance(card, SponsorCard)
    own = [frame for frames in g.bus.fire(g, SponsorPlayed(seat, choice.card)) for frame in frames]
    if own:  # its reactions to its own icons come after its immediate effects (rules.md §13)
        g.bus.fire(g, OwnIconsDue(seat, choice.card))
    push_effects(g, seat, own)
    g.bus.fire(g, CardPlayed(seat, choice.card, own_reactions=not own))


# -- the action -------------------------------------------------------------------------------


def _min_strength(g: Core, seat: int, upgraded: bool) -> int | None:
    return 1  # the break-and-money alternative is always possible


def _start(g: Core, seat: int, strength: int, upgraded: bool) -> None:
    budget = strength + 1 if upgraded else strength
    g.push(SponsorsChoice(seat, strength, upgraded, budget, False))


@frozen
class SponsorsChoice(ChoiceFrame[PlaySponsorCard | SponsorBreak | Skip]):
    kind = DecisionKind.SPONSORS
    choice_types = (PlaySponsorCard, SponsorBreak, Skip)
    strength: int
    upgraded: bool
    budget: int
    played_any: bool

    def options(self, g: Core) -> tuple[Choice, ...]:
        if self.played_any and not self.upgraded:
            return ()
        options: list[Choice] = list(
            playable_sponsors(g, self.seat, self.budget, self.upgraded, self.upgraded)
        )
        if self.played_any:
            if not options:
                return ()
            options.append(Skip())
        else:
            options.append(SponsorBreak())
        return tuple(options)

    def prompt(self, g: Core) -> str:
        if self.played_any:
            return f"Play another sponsor (levels up to {self.budget} left) or stop"
        money = break_money(self.strength, self.upgraded)
        return (
            f"Sponsors: play sponsor cards up to level {self.budget} in total, or advance "
            f"the break token {self.strength} and take {money} money"
        )

    def on_no_options(self, g: Core) -> None:
        g.pop()

    def on_choice(self, g: Core, choice: PlaySponsorCard | SponsorBreak | Skip) -> None:
        if isinstance(choice, SponsorBreak):
            advance_break_token(g, self.seat, self.strength)
            gains.gain_money(
                g,
                self.seat,
                break_money(self.strength, self.upgraded),
                "sponsors break alternative",
            )
            return
        if not isinstance(choice, PlaySponsorCard):
            return  # Skip
        card = g.cards.get(choice.card)
        assert isinstance(card, SponsorCard)
        left = self.budget - effective_level(g, self.seat, card)
        g.push(SponsorsChoice(self.seat, self.strength, self.upgraded, left, True))
        play_sponsor(g, self.seat, choice)


# -- playing a sponsor by paying its level (bonus tile, map bonus, Okapi Stable) -------------


def sponsor_for_money_options(g: Core, seat: int) -> tuple[Choice, ...]:
    player = g.state.players[seat]
    upgraded = player.is_upgraded(SPONSORS)
    return tuple(
        o
        for o in playable_sponsors(g, seat, 99, upgraded, display=False)
        if effective_level(g, seat, g.cards.get(o.card)) <= player.money  # type: ignore[arg-type]
    )


def _sponsor_tile_available(g: Core, seat: int) -> bool:
    return bool(sponsor_for_money_options(g, seat))


def _sponsor_tile(g: Core, seat: int) -> None:
    g.push(PlaySponsorForMoney(seat))


def pay_level_and_play(g: Core, seat: int, choice: PlaySponsorCard) -> None:
    card = g.cards.get(choice.card)
    assert isinstance(card, SponsorCard)
    play_sponsor(g, seat, choice, extra_cost=effective_level(g, seat, card))


def _offer(g: Core, offer: SponsorOffer) -> tuple[Choice, ...]:
    return sponsor_for_money_options(g, offer.seat)


def _bought(g: Core, bought: SponsorBought) -> None:
    pay_level_and_play(g, bought.seat, bought.choice)


def install(bus: TriggerBus) -> None:
    bus.action(SPONSORS, ActionRules(_min_strength, _start))
    bus.on(SponsorOffer, _offer)
    bus.on(SponsorBought, _bought)
    bus.tile(TILE_SPONSOR, TileRule(_sponsor_tile_available, _sponsor_tile))
