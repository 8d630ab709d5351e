"""Partner zoos, universities and the association board's offer.

The association *action* (tasks, workers, donations) arrives with the association issue; taking a
partner zoo or university is needed already by the bonus tiles, and its slot rewards (upgrade,
worker, conservation points) are part of the upgrade rules.
"""

from __future__ import annotations

from attrs import frozen

from ..base.constants import (
    ASSOCIATION,
    CONTINENTS,
    MAX_PARTNER_ZOOS,
    MAX_UNIVERSITIES,
    TILE_PARTNER_ZOO,
    TILE_UNIVERSITY,
    UNIVERSITIES,
    UNIVERSITY_REPUTATION,
)
from ..board.zoo_map import load_map
from ..kernel.choices import Choice, PickEffect, TakePartnerZoo, TakeUniversity
from ..kernel.core import ChoiceFrame, Core, EffectFrame
from ..kernel.decisions import DecisionKind
from ..kernel.events import AssociationRefilled, PartnerZooTaken, UniversityTaken
from ..kernel.triggers import PartnerZooJoined, TileRule, TriggerBus
from . import bonuses, gains


def partner_zoo_options(g: Core, seat: int) -> tuple[Choice, ...]:
    """Partner zoos the player may take now: on offer, a new continent, at most 4, the 3rd and
    4th only with Association II."""
    player = g.state.players[seat]
    owned = len(player.partner_zoos)
    if owned >= MAX_PARTNER_ZOOS or (owned >= 2 and not player.is_upgraded(ASSOCIATION)):
        return ()
    return tuple(
        TakePartnerZoo(c)
        for c in g.state.association.partner_zoo_offer
        if c not in player.partner_zoos
    )


def university_options(g: Core, seat: int) -> tuple[Choice, ...]:
    player = g.state.players[seat]
    if len(player.universities) >= MAX_UNIVERSITIES:
        return ()
    return tuple(
        TakeUniversity(u)
        for u in g.state.association.university_offer
        if u not in player.universities
    )


def gain_partner_zoo(g: Core, seat: int, continent: str) -> None:
    board = g.state.association
    player = g.state.players[seat]
    offer = list(board.partner_zoo_offer)
    offer.remove(continent)
    board.partner_zoo_offer = tuple(offer)
    player.partner_zoos = (*player.partner_zoos, continent)
    g.emit(PartnerZooTaken(seat, continent))
    g.bus.fire(g, PartnerZooJoined(seat, continent))
    count = len(player.partner_zoos)
    if count == 2:
        g.push(bonuses.Upgrade(seat, "2nd partner zoo"))
    elif count == 3:
        gains.hire_worker(g, seat, "3rd partner zoo")
    elif count == 4:
        reward = load_map(player.map_id).slot_rewards.partner_zoo_4
        gains.gain_conservation(g, seat, reward, "4th partner zoo")


def gain_university(g: Core, seat: int, university: str) -> None:
    board = g.state.association
    player = g.state.players[seat]
    offer = list(board.university_offer)
    offer.remove(university)
    board.university_offer = tuple(offer)
    player.universities = (*player.universities, university)
    g.emit(UniversityTaken(seat, university))
    rewards = UniversityRewards(seat, len(player.universities), UNIVERSITY_REPUTATION[university])
    if rewards.order_matters(g):
        g.push(rewards)
    else:
        rewards.reputation_first(g)


@frozen
class UniversityRewards(ChoiceFrame[PickEffect]):
    """A university's slot reward (the 2nd: an upgrade; the 3rd: the map's conservation points)
    and its own reputation come at the same moment, so the player orders them (rulebook p.14:
    both "immediately"), when the order can make a difference."""

    kind = DecisionKind.ORDER_UNIVERSITY_REWARD
    choice_types = PickEffect

    count: int  # universities now held
    reputation: int

    def conservation(self, g: Core) -> int:
        if self.count != MAX_UNIVERSITIES:
            return 0
        return load_map(g.state.players[self.seat].map_id).slot_rewards.university_3

    def labels(self, g: Core) -> tuple[str, str]:
        """(the slot reward, the reputation): names no other effect has, so that no older choice
        log answers this decision by chance (engine/legacy.py)."""
        slot = (
            "upgrade an action card" if self.count == 2 else f"conservation +{self.conservation(g)}"
        )
        return f"slot reward: {slot}", f"university reputation +{self.reputation}"

    def order_matters(self, g: Core) -> bool:
        player = g.state.players[self.seat]
        if not gains.reputation_bonuses_due(player, self.reputation):
            return False  # the reputation brings nothing that an earlier reward could change
        if self.count == 2:
            return bonuses.can_upgrade(g, self.seat)
        if self.count == MAX_UNIVERSITIES:
            return gains.conservation_bonuses_due(g, player, self.conservation(g))
        return False

    def options(self, g: Core) -> tuple[PickEffect, ...]:
        return tuple(PickEffect(label) for label in self.labels(g))

    def prompt(self, g: Core) -> str:
        return "University: choose which comes first, the slot reward or the reputation"

    def on_choice(self, g: Core, choice: PickEffect) -> None:
        if choice.effect == self.labels(g)[1]:
            self.reputation_first(g)
        else:
            self.slot_first(g)

    def reputation_first(self, g: Core) -> None:
        """The reputation and its bonuses first (the order the engine took before version 4)."""
        if self.count == 2:
            g.push(bonuses.Upgrade(self.seat, "2nd university"))
        elif self.count == MAX_UNIVERSITIES:
            gains.gain_conservation(g, self.seat, self.conservation(g), "3rd university")
        gains.gain_reputation(g, self.seat, self.reputation, "university")

    def slot_first(self, g: Core) -> None:
        """The slot reward and what it brings first; the reputation after it."""
        later = bonuses.GainTrack(self.seat, "reputation", self.reputation, "university")
        if self.count == 2:
            g.push(bonuses.Upgrade(self.seat, "2nd university"), later)
        else:
            g.push(later)
            gains.gain_conservation(g, self.seat, self.conservation(g), "3rd university")


def refill_offer(g: Core) -> None:
    """Break step 3: each partner zoo and university is on offer once, except those that every
    player already has."""
    st = g.state
    board = st.association
    board.partner_zoo_offer = tuple(
        c for c in CONTINENTS if not all(c in p.partner_zoos for p in st.players)
    )
    board.university_offer = tuple(
        u for u in UNIVERSITIES if not all(u in p.universities for p in st.players)
    )
    g.emit(AssociationRefilled(board.partner_zoo_offer, board.university_offer))


PARTNER_ZOO = "partner_zoo"
UNIVERSITY = "university"
BOARD_KINDS = {PARTNER_ZOO: DecisionKind.PARTNER_ZOO, UNIVERSITY: DecisionKind.UNIVERSITY}


@frozen
class TakeFromBoard(ChoiceFrame[TakePartnerZoo | TakeUniversity], EffectFrame):
    """Take a partner zoo or a university (`what`) from the association board's offer."""

    choice_types = (TakePartnerZoo, TakeUniversity)
    what: str

    @property
    def label(self) -> str:
        return f"take a {self.what.replace('_', ' ')}"

    def decision_kind(self) -> DecisionKind:
        return BOARD_KINDS[self.what]

    def options(self, g: Core) -> tuple[Choice, ...]:
        if self.what == PARTNER_ZOO:
            return partner_zoo_options(g, self.seat)
        return university_options(g, self.seat)

    def prompt(self, g: Core) -> str:
        return f"Choose a {self.what.replace('_', ' ')}"

    def on_no_options(self, g: Core) -> None:
        g.pop()  # none can be taken any more

    def on_choice(self, g: Core, choice: TakePartnerZoo | TakeUniversity) -> None:
        if isinstance(choice, TakePartnerZoo):
            gain_partner_zoo(g, self.seat, choice.continent)
        else:
            gain_university(g, self.seat, choice.university)


def return_workers(g: Core) -> None:
    """Break step 3: every worker comes back to its notepad."""
    board = g.state.association
    board.task_workers = tuple((0, 0, 0, 0) for _ in g.state.players)


def _partner_zoo_tile_available(g: Core, seat: int) -> bool:
    return bool(partner_zoo_options(g, seat))


def _partner_zoo_tile(g: Core, seat: int) -> None:
    g.push(TakeFromBoard(seat, PARTNER_ZOO))


def _university_tile_available(g: Core, seat: int) -> bool:
    return bool(university_options(g, seat))


def _university_tile(g: Core, seat: int) -> None:
    g.push(TakeFromBoard(seat, UNIVERSITY))


def install(bus: TriggerBus) -> None:
    bus.tile(TILE_PARTNER_ZOO, TileRule(_partner_zoo_tile_available, _partner_zoo_tile))
    bus.tile(TILE_UNIVERSITY, TileRule(_university_tile_available, _university_tile))
