"""The interpreter of card effects (cards.json): each node of the vocabulary turns into frames
or gains for the player who owns the card. Reactions (icons played, events), income in breaks
and end-game effects are installed on the trigger bus here (`install`)."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from attrs import frozen

from ..catalog.cards import AnimalCard, CardDB, SponsorCard
from ..catalog.counters import counter_value
from ..catalog.effects import (
    Ability,
    Custom,
    Effect,
    EndGame,
    Gain,
    Immediate,
    Income,
    OnEvent,
    OnIconPlayed,
    PerCount,
    PlaySponsor,
    Tiered,
    UniqueBuilding,
)
from ..catalog.effects import FreeBuilding as FreeBuildingNode
from ..catalog.icons import zoo_icons_of
from ..kernel.core import Core, Frame, RulesError, push_effects
from ..kernel.state import CardKey
from ..kernel.triggers import (
    CardPlayed,
    CellsCovered,
    EndGameDue,
    IncomeDue,
    OwnIconsDue,
    PartnerZooJoined,
    SponsorPlayed,
    TriggerBus,
)
from . import gains
from .abilities import HANDLERS as ABILITY_HANDLERS
from .abilities import DrawCards
from .bonuses import GainTrack, TakeCard
from .build import FreeBuilding
from .custom_cards import custom_frames
from .placement import PlaySponsorForMoney
from .sponsors import PlaceUniqueBuilding


def others(g: Core, seat: int) -> list[int]:
    count = g.state.player_count
    return [(seat + i) % count for i in range(1, count)]


def gain_frames(g: Core, seat: int, gain: Gain, times: int, source: str) -> list[Frame]:
    if times <= 0:
        return []
    seats = others(g, seat) if gain.to == "others" else [seat]
    frames: list[Frame] = []
    for who in seats:
        if gain.resource == "card":
            frames.append(DrawCards(who, gain.amount * times, source))
        elif gain.resource == "card_in_range":
            frames.extend(TakeCard(who, source) for _ in range(gain.amount * times))
        else:
            frames.append(GainTrack(who, gain.resource, gain.amount * times, source))
    return frames


def tier_reached(value: int, thresholds: tuple[int, ...]) -> int:
    """How many thresholds the value reaches (0 = none)."""
    return sum(1 for t in thresholds if value >= t)


def action_frames(
    g: Core, seat: int, effect: Effect, source: str, limited: bool = False
) -> list[Frame]:
    """Frames for one action node (what an Immediate / Income / reaction does)."""
    if isinstance(effect, Gain):
        return gain_frames(g, seat, effect, 1, source)
    if isinstance(effect, PerCount):
        times = counter_value(g, seat, effect.counter, source) // effect.per
        if effect.max is not None:
            times = min(times, effect.max)
        return gain_frames(g, seat, effect.gain, times, source)
    if isinstance(effect, Tiered):
        reached = tier_reached(counter_value(g, seat, effect.counter, source), effect.thresholds)
        if reached == 0:
            return []
        return gain_frames(g, seat, effect.gains[reached - 1], 1, source)
    if isinstance(effect, Ability):
        value: int | str | None = effect.value
        if isinstance(value, str) and ":" in value:  # a counted level, e.g. Hunter = predators
            value = counter_value(g, seat, value, source)
            if value <= 0:
                return []
        return ABILITY_HANDLERS[effect.keyword](g, seat, value, source)
    if isinstance(effect, FreeBuildingNode):
        return [FreeBuilding(seat, (effect.building,), optional=True)]
    if isinstance(effect, UniqueBuilding):
        return [PlaceUniqueBuilding(seat, effect.building)]
    if isinstance(effect, PlaySponsor):
        return [PlaySponsorForMoney(seat, source if limited else "")]
    if isinstance(effect, Custom):
        return custom_frames(g, seat, effect.card_id)
    raise RulesError(f"{source}: {type(effect).__name__} is not an action")


def immediate_frames(g: Core, seat: int, card: SponsorCard) -> list[Frame]:
    frames: list[Frame] = []
    for node in card.effects:
        if isinstance(node, Immediate):
            for effect in node.effects:
                frames.extend(action_frames(g, seat, effect, card.id))
        elif isinstance(node, Custom):
            frames.extend(action_frames(g, seat, node, card.id))
    return frames


def zoo_sponsors(g: Core, seat: int) -> tuple[SponsorCard, ...]:
    """The sponsors in `seat`'s zoo, in the order they were played."""
    return _sponsors_in(g.cards, g.state.players[seat].zoo_cards)


@lru_cache(maxsize=4096)
def _sponsors_in(cards: CardDB, zoo_cards: tuple[str, ...]) -> tuple[SponsorCard, ...]:
    found = (cards.get(c) for c in zoo_cards)
    return tuple(c for c in found if isinstance(c, SponsorCard))


@lru_cache(maxsize=4096)
def _reacts_to_icons(cards: CardDB, zoo_cards: tuple[str, ...]) -> bool:
    """Some sponsor among `zoo_cards` reacts to icons played (an `OnIconPlayed` effect)."""
    return any(
        isinstance(node, OnIconPlayed)
        for sponsor in _sponsors_in(cards, zoo_cards)
        for node in sponsor.effects
    )


# -- reactions: icons played ------------------------------------------------------------------


def icons_of(card: object) -> Counter[str]:
    icons: Counter[str] = Counter()
    if isinstance(card, AnimalCard | SponsorCard):
        icons.update(card.icons)
    if isinstance(card, AnimalCard):
        icons["rock"] += card.rock
        icons["water"] += card.water
    return icons


@lru_cache(maxsize=4096)
def card_icons(cards: CardDB, card_id: str) -> Counter[str]:
    """`icons_of` the card `card_id`, worked out once: shared, do not change it."""
    return icons_of(cards.get(card_id))


def _icons_before(g: Core, seat: int, card_id: str) -> Counter[str]:
    """The icons of `seat`'s zoo apart from the card `card_id` (what "new" icons are new to);
    shared (the zoo's icons are kept per cards in it): do not change it."""
    player = g.state.players[seat]
    others = tuple(c for c in (*player.zoo_cards, *player.rescued) if c != card_id)
    return zoo_icons_of(g.cards, others, player.partner_zoos, ())


def card_played(g: Core, seat: int, card_id: str, own_reactions: bool = True) -> None:
    """A card entered `seat`'s zoo: every sponsor reacting to its icons fires, once per icon
    (an effect counts the icons of its own card too, unless `own_reactions` is False: then
    they wait in a `ReactToOwnIcons` frame)."""
    if not any(_reacts_to_icons(g.cards, p.zoo_cards) for p in g.state.players):
        return  # nobody's sponsor reacts to icons: nothing to work out
    new = card_icons(g.cards, card_id)
    if not new:
        return
    skip = None if own_reactions else card_id
    react(g, seat, new, _icons_before(g, seat, card_id), skip=skip)


@frozen
class ReactToOwnIcons(Frame):
    """A sponsor's reactions to its own icons, under its immediate effects: they resolve once
    those are done, so they count what the effects brought (docs/rules.md §13, the worked
    example: the Spotted Hyena Compound's building and the animal rescued under it come
    first, and both Hunter uses count 2 predator icons). `before`: the zoo's icons without
    the card, when it was played."""

    card: str
    before: tuple[tuple[str, int], ...]

    def run(self, g: Core) -> None:
        g.pop()
        new = card_icons(g.cards, self.card)
        react(g, self.seat, new, Counter(dict(self.before)), only=self.card)


def own_icons_due(g: Core, due: OwnIconsDue) -> None:
    if card_icons(g.cards, due.card):
        before = _icons_before(g, due.seat, due.card)
        g.push(ReactToOwnIcons(due.seat, due.card, tuple(sorted(before.items()))))


def partner_zoo_gained(g: Core, seat: int, continent: str) -> None:
    """A partner zoo adds a continent icon: only reactions to a new kind of icon (Explorer)
    care, since it is not a card played."""
    player = g.state.players[seat]
    before = zoo_icons_of(
        g.cards, (*player.zoo_cards, *player.rescued), player.partner_zoos[:-1], ()
    )
    react(g, seat, Counter({continent: 1}), before, new_kinds_only=True)


def react(
    g: Core,
    seat: int,
    new: Counter[str],
    before: Counter[str],
    new_kinds_only: bool = False,
    skip: str | None = None,
    only: str | None = None,
) -> None:
    """Every sponsor in play reacting to `new` icons in `seat`'s zoo (but the card `skip`; or
    only the card `only`) pushes its effects, per owner."""
    st = g.state
    for owner in range(st.player_count):
        frames: list[Frame] = []
        for sponsor in zoo_sponsors(g, owner):
            if sponsor.id == skip or (only is not None and sponsor.id != only):
                continue
            for node in sponsor.effects:
                if not isinstance(node, OnIconPlayed) or (new_kinds_only and not node.new_only):
                    continue
                if node.scope == "own" and owner != seat:
                    continue
                for icon in node.icons:
                    times = new[icon]
                    if node.new_only:
                        times = 1 if times and not before[icon] else 0
                    limited = node.limit is not None
                    for _ in range(times):
                        # A limited reaction (Okapi Stable) spends a use only when carried out.
                        if limited and st.uses(CardKey(sponsor.id)) >= (node.limit or 0):
                            break
                        for effect in node.effects:
                            frames.extend(action_frames(g, owner, effect, sponsor.id, limited))
        push_effects(g, owner, frames)


# -- reactions: events ------------------------------------------------------------------------


def event_frames(g: Core, seat: int, event: str, times: int = 1) -> list[Frame]:
    frames: list[Frame] = []
    for sponsor in zoo_sponsors(g, seat):
        for node in sponsor.effects:
            if isinstance(node, OnEvent) and node.event == event:
                for _ in range(times):
                    for effect in node.effects:
                        frames.extend(action_frames(g, seat, effect, sponsor.id))
    return frames


def fire_event(g: Core, seat: int, event: str, times: int = 1) -> None:
    push_effects(g, seat, event_frames(g, seat, event, times))


# -- income and end of game -----------------------------------------------------------------


def sponsor_income(g: Core, due: IncomeDue) -> tuple[int, tuple[Frame, ...]]:
    """The income (blue) effects of the sponsors in the zoo."""
    seat = due.seat
    frames: list[Frame] = []
    for sponsor in zoo_sponsors(g, seat):
        for node in sponsor.effects:
            if isinstance(node, Income):
                for effect in node.effects:
                    frames.extend(action_frames(g, seat, effect, sponsor.id))
    return 0, tuple(frames)


def end_game_gains(g: Core, seat: int) -> list[tuple[str, str, int]]:
    """(card, resource, amount) for every end-game (brown) effect in the player's zoo."""
    found: list[tuple[str, str, int]] = []
    for sponsor in zoo_sponsors(g, seat):
        for node in sponsor.effects:
            if not isinstance(node, EndGame):
                continue
            for effect in node.effects:
                gain: Gain | None = None
                times = 0
                if isinstance(effect, Tiered):
                    reached = tier_reached(
                        counter_value(g, seat, effect.counter, sponsor.id), effect.thresholds
                    )
                    if reached:
                        gain, times = effect.gains[reached - 1], 1
                elif isinstance(effect, PerCount):
                    gain = effect.gain
                    times = counter_value(g, seat, effect.counter, sponsor.id) // effect.per
                    if effect.max is not None:
                        times = min(times, effect.max)
                elif isinstance(effect, Gain):
                    gain, times = effect, 1
                if gain is not None and times > 0:
                    found.append((sponsor.id, gain.resource, gain.amount * times))
    return found


def apply_end_game(g: Core, seat: int) -> list[tuple[str, int]]:
    """Add the end-game effects (appeal, conservation) now; return breakdown lines."""
    lines: list[tuple[str, int]] = []
    player = g.state.players[seat]
    for card_id, resource, amount in end_game_gains(g, seat):
        label = f"{card_id} {g.cards.get(card_id).name} ({resource})"
        if resource == "appeal":
            player.appeal = min(113, player.appeal + amount)
        elif resource == "conservation":
            player.conservation = min(41, player.conservation + amount)
        elif resource == "money":
            gains.gain_money(g, seat, amount, "end of game")
        lines.append((label, amount))
    return lines


def cover_frames(g: Core, covered: CellsCovered) -> list[Frame]:
    """Hydrologist / Geologist: each covered space touching water / rock."""
    frames = event_frames(g, covered.seat, "cover_cell_next_to_water", covered.next_to_water)
    frames.extend(event_frames(g, covered.seat, "cover_cell_next_to_rock", covered.next_to_rock))
    return frames


def own_effects(g: Core, played: SponsorPlayed) -> list[Frame]:
    return immediate_frames(g, played.seat, g.cards.get_sponsor(played.card))


def icon_reactions(g: Core, played: CardPlayed) -> None:
    card_played(g, played.seat, played.card, played.own_reactions)


def partner_zoo_reactions(g: Core, joined: PartnerZooJoined) -> None:
    partner_zoo_gained(g, joined.seat, joined.continent)


def end_game_effects(g: Core, due: EndGameDue) -> list[tuple[str, int]]:
    return apply_end_game(g, due.seat)


def install(bus: TriggerBus) -> None:
    bus.on(SponsorPlayed, own_effects)
    bus.on(CardPlayed, icon_reactions)
    bus.on(OwnIconsDue, own_icons_due)
    bus.on(PartnerZooJoined, partner_zoo_reactions)
    bus.on(CellsCovered, cover_frames)
    bus.on(IncomeDue, sponsor_income)
    bus.on(EndGameDue, end_game_effects)
