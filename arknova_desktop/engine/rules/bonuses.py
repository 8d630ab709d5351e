"""Bonus effects as frames: reputation and conservation track spaces, bonus tiles, upgrades.

Each effect frame has a `label`; when several effects become due at once, the player picks the
order (`OrderEffects`).
"""

from __future__ import annotations

from attrs import evolve, field, frozen

from ..base.constants import (
    BONUS_MONEY_5,
    BONUS_UPGRADE,
    BONUS_WORKER,
    MAX_UPGRADES,
    MAX_WORKERS,
    MULTIPLIER,
    TILE_CARDS,
    TILE_ENCLOSURE,
    TILE_MONEY,
    TILE_MULTIPLIER,
    TILE_PARTNER_ZOO,
    TILE_REPUTATION,
    TILE_SPONSOR,
    TILE_UNIVERSITY,
    TILE_X_TOKENS,
)
from ..base.tracks import reputation_range
from ..kernel.choices import (
    Choice,
    DiscardFinalScoring,
    DrawFromDeck,
    PickEffect,
    PlaceToken,
    TakeBonus,
    TakeFromDisplay,
    UpgradeAction,
)
from ..kernel.core import (
    ChoiceFrame,
    Core,
    Decision,
    EffectFrame,
    Frame,
    OrderEffects,
    RulesError,
    effect_label,
)
from ..kernel.decisions import DecisionKind
from ..kernel.events import ActionUpgraded, BonusTaken, CardMoved, TokenChanged
from ..kernel.triggers import DiscardRoundDue, TrackBonusDue, TriggerBus
from ..kernel.zones import cards_available, draw_to_hand, take_display_card
from . import gains


@frozen
class GainTrack(EffectFrame):
    """Gain an amount of a resource (as one of several ordered effects)."""

    resource: str
    amount: int
    reason: str = ""

    @property
    def label(self) -> str:
        return f"{self.resource} +{self.amount}"

    def run(self, g: Core) -> None:
        g.pop()
        if self.resource == "money":
            gains.gain_money(g, self.seat, self.amount, self.reason)
        elif self.resource == "appeal":
            gains.gain_appeal(g, self.seat, self.amount, self.reason)
        elif self.resource == "conservation":
            gains.gain_conservation(g, self.seat, self.amount, self.reason)
        elif self.resource == "reputation":
            gains.gain_reputation(g, self.seat, self.amount, self.reason)
        elif self.resource == "x_tokens":
            gains.gain_x_tokens(g, self.seat, self.amount, self.reason)
        else:
            raise RulesError(f"unknown resource {self.resource!r}")


@frozen
class HireWorker(EffectFrame):
    reason: str = ""

    @property
    def label(self) -> str:
        return "hire a worker"

    def run(self, g: Core) -> None:
        g.pop()
        gains.hire_worker(g, self.seat, self.reason)


def can_upgrade(g: Core, seat: int) -> bool:
    player = g.state.players[seat]
    return player.upgrades_taken < MAX_UPGRADES and any(not c.upgraded for c in player.action_cards)


@frozen
class Upgrade(ChoiceFrame[UpgradeAction], EffectFrame):
    """Flip one action card of the player's choice to side II."""

    kind = DecisionKind.UPGRADE
    choice_types = UpgradeAction
    source: str = ""

    @property
    def label(self) -> str:
        return "upgrade an action card"

    def options(self, g: Core) -> tuple[UpgradeAction, ...]:
        if not can_upgrade(g, self.seat):
            return ()
        player = g.state.players[self.seat]
        return tuple(UpgradeAction(c.action) for c in player.action_cards if not c.upgraded)

    def prompt(self, g: Core) -> str:
        return "Choose an action card to upgrade"

    def decision_source(self, g: Core) -> str:
        return self.source

    def on_no_options(self, g: Core) -> None:
        g.pop()  # nothing left to upgrade: the bonus is lost

    def on_choice(self, g: Core, choice: UpgradeAction) -> None:
        upgrade_action_card(g, self.seat, choice.action)


def upgrade_action_card(g: Core, seat: int, action: str) -> None:
    player = g.state.players[seat]
    player.action_cards = tuple(
        evolve(c, upgraded=True) if c.action == action else c for c in player.action_cards
    )
    player.upgrades_taken += 1
    g.emit(ActionUpgraded(seat, action))


def take_card_options(g: Core, seat: int) -> tuple[Choice, ...]:
    """Options for "take 1 card from the deck or from within reputation range"."""
    st = g.state
    reach = reputation_range(st.players[seat].reputation)
    options: list[Choice] = [DrawFromDeck()] if cards_available(g) else []
    options.extend(
        TakeFromDisplay(folder, card) for folder, card in enumerate(st.display[:reach], start=1)
    )
    return tuple(options)


def take_card(g: Core, seat: int, choice: Choice, reason: str = "") -> None:
    if isinstance(choice, DrawFromDeck):
        draw_to_hand(g, seat, reason)
    elif isinstance(choice, TakeFromDisplay):
        take_display_card(g, seat, choice.folder, reason)
    else:
        raise RulesError(f"not a card choice: {choice!r}")


@frozen
class TakeCard(ChoiceFrame[DrawFromDeck | TakeFromDisplay], EffectFrame):
    """Take 1 card from the deck or from the display within reputation range."""

    kind = DecisionKind.TAKE_CARD
    choice_types = (DrawFromDeck, TakeFromDisplay)
    reason: str = ""  # the zoo card whose effect gives the card ("" for a bonus space)

    @property
    def label(self) -> str:
        return "take a card"

    def options(self, g: Core) -> tuple[Choice, ...]:
        return take_card_options(g, self.seat)

    def prompt(self, g: Core) -> str:
        return "Take a card from the deck or within reputation range"

    def on_no_options(self, g: Core) -> None:
        g.pop()  # no card anywhere to take

    def on_choice(self, g: Core, choice: DrawFromDeck | TakeFromDisplay) -> None:
        take_card(g, self.seat, choice, self.reason)


def reputation_bonus_frame(seat: int, space: int, kind: str) -> Frame:
    reason = f"reputation {space}"
    if kind == "upgrade":
        return Upgrade(seat, reason)
    if kind == "worker":
        return HireWorker(seat, reason)
    if kind == "card":
        return TakeCard(seat)
    if kind == "conservation":
        return GainTrack(seat, "conservation", 1, reason)
    if kind == "x_token":
        return GainTrack(seat, "x_tokens", 1, reason)
    raise RulesError(f"unknown reputation bonus {kind!r}")


def tile_available(g: Core, seat: int, tile: str) -> bool:
    """Whether taking a bonus tile leads to a complete legal effect for this player now."""
    if tile in (TILE_MONEY, TILE_REPUTATION, TILE_X_TOKENS, TILE_CARDS, TILE_MULTIPLIER):
        return True
    if tile in (TILE_PARTNER_ZOO, TILE_UNIVERSITY, TILE_ENCLOSURE, TILE_SPONSOR):
        # Installed by the association board, Build and sponsor rules (triggers.TileRule); a
        # tile without its rules cannot be taken.
        rule = g.bus.tiles.get(tile)
        return rule is not None and rule.available(g, seat)
    raise RulesError(f"unknown bonus tile {tile!r}")


@frozen
class ConservationBonus(ChoiceFrame[TakeBonus], EffectFrame):
    """The one-time bonus of conservation space 2 (upgrade or worker), 5 or 8 (money or tile)."""

    kind = DecisionKind.CONSERVATION_BONUS
    choice_types = TakeBonus
    space: int

    @property
    def label(self) -> str:
        return f"conservation {self.space} bonus"

    def options(self, g: Core) -> tuple[Choice, ...]:
        if self.space == 2:
            player = g.state.players[self.seat]
            found: list[Choice] = []
            if can_upgrade(g, self.seat):
                found.append(TakeBonus(BONUS_UPGRADE))
            if player.workers < MAX_WORKERS:
                found.append(TakeBonus(BONUS_WORKER))
            return tuple(found)
        tiles = g.state.bonus_tiles.get(self.space, ())
        available = (t for t in dict.fromkeys(tiles) if tile_available(g, self.seat, t))
        return (TakeBonus(BONUS_MONEY_5), *(TakeBonus(t) for t in available))

    def prompt(self, g: Core) -> str:
        return f"Choose the bonus of conservation space {self.space}"

    def on_no_options(self, g: Core) -> None:
        g.pop()  # neither an upgrade nor a worker is left

    def on_choice(self, g: Core, choice: TakeBonus) -> None:
        source = f"conservation {self.space}"
        g.emit(BonusTaken(self.seat, choice.bonus, source))
        if choice.bonus == BONUS_UPGRADE:
            g.push(Upgrade(self.seat, source))
        elif choice.bonus == BONUS_WORKER:
            gains.hire_worker(g, self.seat, source)
        elif choice.bonus == BONUS_MONEY_5:
            gains.gain_money(g, self.seat, 5, source)
        else:
            tiles = list(g.state.bonus_tiles[self.space])
            tiles.remove(choice.bonus)
            g.state.bonus_tiles = {**g.state.bonus_tiles, self.space: tuple(tiles)}
            apply_tile(g, self.seat, choice.bonus)


def apply_tile(g: Core, seat: int, tile: str) -> None:
    source = f"bonus tile {tile}"
    if tile == TILE_MONEY:
        gains.gain_money(g, seat, 10, source)
    elif tile == TILE_REPUTATION:
        gains.gain_reputation(g, seat, 2, source)
    elif tile == TILE_X_TOKENS:
        gains.gain_x_tokens(g, seat, 3, source)
    elif tile == TILE_CARDS:
        g.push(TakeCard(seat), TakeCard(seat), TakeCard(seat))
    elif tile == TILE_MULTIPLIER:
        g.push(PlaceMultiplier(seat))
    elif tile in g.bus.tiles:
        g.bus.tiles[tile].apply(g, seat)
    else:
        raise RulesError(f"bonus tile {tile!r} cannot be applied")


@frozen
class PlaceMultiplier(ChoiceFrame[PlaceToken], EffectFrame):
    """Put a Multiplier token on one of the player's action cards."""

    kind = DecisionKind.PLACE_MULTIPLIER
    choice_types = PlaceToken

    @property
    def label(self) -> str:
        return "place a Multiplier token"

    def options(self, g: Core) -> tuple[PlaceToken, ...]:
        return tuple(PlaceToken(c.action) for c in g.state.players[self.seat].action_cards)

    def prompt(self, g: Core) -> str:
        return "Place a Multiplier token"

    def on_choice(self, g: Core, choice: PlaceToken) -> None:
        player = g.state.players[self.seat]
        player.action_cards = tuple(
            c.with_tokens(MULTIPLIER, c.multiplier + 1) if c.action == choice.action else c
            for c in player.action_cards
        )
        g.emit(TokenChanged(self.seat, choice.action, MULTIPLIER, 1))


DISCARD_ROUND = "final scoring discard"  # the label of the discard round among other effects


@frozen
class FinalScoringDiscard(Frame):
    """Discard one of the two final scoring cards (conservation 10, or before final scoring).

    `bonuses_below`: this is the first discard of the round started at conservation 10, and the
    5 / 8 bonuses reached with it wait right below the round (one frame: a ConservationBonus or
    their OrderEffects). The player who reached 10 then first orders the round among those
    bonuses. The round and the bonuses keep the frames they had before save version 4, so the
    flag is left out of repr (the digest of an older save stays the same).
    """

    bonuses_below: bool = field(default=False, repr=False)

    def waiting_bonuses(self, g: Core) -> tuple[int, tuple[Frame, ...]]:
        """The stack index of the bonus frame below the round, and the effects it holds."""
        stack = g.state.stack
        index = len(stack) - 1 - g.state.player_count
        below = stack[index] if index >= 0 else None
        if isinstance(below, OrderEffects):
            return index, below.effects
        if isinstance(below, ConservationBonus):
            return index, (below,)
        raise RulesError(f"no conservation bonus below the discard round: {below!r}")

    def decide(self, g: Core) -> Decision | None:
        cards = g.state.players[self.seat].final_scoring
        if len(cards) < 2:
            return None
        if self.bonuses_below:
            _, effects = self.waiting_bonuses(g)
            labels = dict.fromkeys(effect_label(e) for e in effects)
            return Decision(
                self.seat,
                DecisionKind.ORDER_FINAL_SCORING_DISCARD,
                (PickEffect(DISCARD_ROUND), *(PickEffect(label) for label in labels)),
                "Conservation 10: choose what comes first, the final scoring discard (every "
                "player, starting with you) or a conservation bonus",
            )
        return Decision(
            self.seat,
            DecisionKind.DISCARD_FINAL_SCORING,
            tuple(DiscardFinalScoring(c) for c in cards),
            "Choose a final scoring card to discard",
        )

    def run(self, g: Core) -> None:
        g.pop()

    def resolve(self, g: Core, choice: Choice) -> None:
        if isinstance(choice, PickEffect):
            self.order(g, choice.effect)
            return
        assert isinstance(choice, DiscardFinalScoring)
        g.pop()
        player = g.state.players[self.seat]
        player.final_scoring = tuple(c for c in player.final_scoring if c != choice.card)
        g.state.final_scoring_discard.append(choice.card)
        g.emit(CardMoved(choice.card, "final_scoring", "final_scoring_discard", self.seat))

    def order(self, g: Core, effect: str) -> None:
        """The round first (as before version 4), or one waiting bonus first: that bonus leaves
        the frame below the round and resolves now; the round asks again when it is back on
        top, while bonuses are left."""
        if effect == DISCARD_ROUND:
            g.replace(evolve(self, bonuses_below=False))
            return
        index, effects = self.waiting_bonuses(g)
        pick = next(i for i, e in enumerate(effects) if effect_label(e) == effect)
        rest = effects[:pick] + effects[pick + 1 :]
        if len(rest) > 1:
            g.state.stack[index] = OrderEffects(self.seat, rest)
        elif rest:
            g.state.stack[index] = rest[0]
        else:
            del g.state.stack[index]
        g.replace(evolve(self, bonuses_below=bool(rest)))
        g.push(effects[pick])


def push_final_scoring_discards(g: Core, first_seat: int, bonuses_below: bool = False) -> None:
    """The discard round, in turn order from `first_seat`; `bonuses_below`: conservation
    bonuses reached by `first_seat` together with the 10 wait right below it."""
    count = g.state.player_count
    g.push(
        FinalScoringDiscard(first_seat, bonuses_below),
        *(FinalScoringDiscard((first_seat + i) % count) for i in range(1, count)),
    )


def track_bonus_frame(g: Core, due: TrackBonusDue) -> Frame:
    if due.track == "reputation":
        return reputation_bonus_frame(due.seat, due.space, due.kind)
    return ConservationBonus(due.seat, due.space)


def discard_round(g: Core, due: DiscardRoundDue) -> None:
    push_final_scoring_discards(g, due.seat, bonuses_below=due.bonuses_below)


def install(bus: TriggerBus) -> None:
    bus.on(TrackBonusDue, track_bonus_frame)
    bus.on(DiscardRoundDue, discard_round)
