"""Every animal ability keyword (docs/rules.md §9), one implementation each, shared with any
sponsor that uses the same keyword.

`ability_frames` turns a card's abilities into effect frames. Abilities marked "after finishing"
(Clever, Boost, Action, Determination, Hypnosis) wait in `state.after_finishing` until the action
card has moved to slot 1. Interactive abilities (Venom, Constriction, Pilfering, Hypnosis) only
touch players with at least 5 appeal; in solo the card's blue-stripe replacement is used.
"""

from __future__ import annotations

from collections.abc import Callable

from attrs import evolve, field, frozen

from ..base.constants import ACTIONS, ANIMALS, MULTIPLIER
from ..catalog.cards import AbilityValue, AnimalCard, SponsorCard
from ..catalog.icons import zoo_icons
from ..kernel.choices import (
    Choice,
    ChooseAction,
    ChooseVictim,
    GiveCard,
    KeepCard,
    MoveToSlot,
    RefillDisplay,
    SellCard,
    Skip,
    TakeFromDisplay,
    TakeProject,
    TuckCard,
)
from ..kernel.core import ChoiceFrame, Core, Decision, EffectFrame, Frame, RulesError
from ..kernel.decisions import DecisionKind
from ..kernel.events import ActionCardsMoved, ActionStarted, CardMoved, DeckReshuffled
from ..kernel.zones import (
    discard_from_hand,
    draw_from_deck,
    draw_to_hand,
    refill_display,
    take_display_card,
)
from . import gains
from .action_cards import begin_action, card_options, card_strength, move_to_slot_one
from .bonuses import HireWorker
from .break_track import advance_break_token
from .build import FreeBuilding
from .card_tokens import (
    Constriction,
    Venom,
    can_be_targeted,
    hypnotised_card_tokens,
    others,
    set_tokens,
)
from .placement import Clever, Digging, in_action

SUNBATHING_PRICE = 4
POUCH_APPEAL = 2
PETTING_ZOO_APPEAL = 3
ICONIC_MAX = 8
PILFER_MONEY = 5
PRIMATES_PROJECT = "P108"
NOBODY = -1  # no victim on a track

Handler = Callable[[Core, int, AbilityValue, str], list[Frame]]
HANDLERS: dict[str, Handler] = {}


def handler(keyword: str) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        HANDLERS[keyword] = fn
        return fn

    return register


def ability_frames(g: Core, seat: int, card: AnimalCard) -> list[Frame]:
    abilities = card.abilities
    if g.state.is_solo and card.solo_abilities:
        abilities = card.solo_abilities
    frames: list[Frame] = []
    for ability in abilities:
        fn = HANDLERS.get(ability.keyword)
        if fn is None:
            raise RulesError(f"{card.id}: no implementation of ability {ability.keyword!r}")
        frames.extend(fn(g, seat, ability.value, card.id))
    return frames


def level(value: AbilityValue) -> int:
    if not isinstance(value, int):
        raise RulesError(f"ability needs a number, not {value!r}")
    return value


def after_finishing(g: Core, seat: int, frame: Frame) -> list[Frame]:
    """Queue `frame` until the action is finished; outside an action it resolves now."""
    if in_action(g, seat):
        g.state.after_finishing = (*g.state.after_finishing, frame)
        return []
    return [frame]


def leaders(g: Core, seat: int, track: str) -> tuple[int, ...]:
    """The other players with the most appeal / conservation, in turn order after `seat`; none
    when `seat` has at least as much ("the player with the most appeal, unless that is you":
    a leader tied with you is not ahead of you)."""
    players = g.state.players

    def value(s: int) -> int:
        return players[s].appeal if track == "appeal" else players[s].conservation

    candidates = others(g, seat)
    if not candidates:
        return ()
    best = max(value(s) for s in candidates)
    if value(seat) >= best:
        return ()
    return tuple(s for s in candidates if value(s) == best)


def victim_options(g: Core, seat: int, track: str) -> tuple[tuple[int, ...], bool]:
    """Whom an interactive effect aimed at the leader of `track` may hit, and whether `seat`
    chooses: a sole leader is hit if an interactive effect may touch them (no choice); of
    several tied leaders the active player picks one of those who may be touched."""
    tied = leaders(g, seat, track)
    allowed = tuple(s for s in tied if can_be_targeted(g, s))
    return allowed, len(tied) > 1 and bool(allowed)


def victim_prompt(effect: str, track: str) -> str:
    what = "appeal" if track == "appeal" else "conservation points"
    return f"{effect}: several players are tied for the most {what}; choose whom it targets"


def victim_decision(seat: int, effect: str, track: str, allowed: tuple[int, ...]) -> Decision:
    return Decision(
        seat,
        DecisionKind.CHOOSE_VICTIM,
        tuple(ChooseVictim(s) for s in allowed),
        victim_prompt(effect, track),
    )


# -- taking cards ---------------------------------------------------------------------------------


@frozen
class DrawCards(EffectFrame):
    count: int
    reason: str = ""  # the zoo card whose effect draws

    @property
    def label(self) -> str:
        return f"draw {self.count}"

    def run(self, g: Core) -> None:
        g.pop()
        for _ in range(self.count):
            draw_to_hand(g, self.seat, self.reason)


@handler("sprint")
def _sprint(g: Core, seat: int, value: AbilityValue, card: str) -> list[Frame]:
    return [DrawCards(seat, level(value), card)]


def reveal(g: Core, count: int) -> tuple[str, ...]:
    cards: list[str] = []
    for _ in range(count):
        card = draw_from_deck(g)
        if card is None:
            break
        cards.append(card)
        g.emit(CardMoved(card, "deck", "revealed"))
    g.state.revealed = (*g.state.revealed, *cards)
    return tuple(cards)


@frozen
class KeepRevealed(ChoiceFrame[KeepCard]):
    """Keep `keep` of the revealed cards (only animals if `animals_only`); discard the rest."""

    kind = DecisionKind.KEEP_CARD
    choice_types = KeepCard

    keep: int
    animals_only: bool = False

    def eligible(self, g: Core) -> tuple[str, ...]:
        cards = g.state.revealed
        if self.animals_only:
            cards = tuple(c for c in cards if isinstance(g.cards.get(c), AnimalCard))
        return cards

    def options(self, g: Core) -> tuple[KeepCard, ...]:
        eligible = self.eligible(g)
        if self.keep <= 0 or not eligible:
            return ()
        if len(eligible) <= self.keep and len(eligible) == len(set(eligible)):
            return ()  # nothing to choose: keep them all
        return tuple(KeepCard(c) for c in dict.fromkeys(eligible))

    def prompt(self, g: Core) -> str:
        return f"Keep a card ({self.keep} to keep)"

    def on_no_options(self, g: Core) -> None:
        g.pop()
        eligible = self.eligible(g)
        if self.keep > 0:
            for card in eligible[: self.keep]:
                self._keep(g, card)
        for card in g.state.revealed:
            g.state.discard.append(card)
            g.emit(CardMoved(card, "revealed", "discard", self.seat))
        g.state.revealed = ()

    def on_choice(self, g: Core, choice: KeepCard) -> None:
        self._keep(g, choice.card)
        g.push(KeepRevealed(self.seat, self.keep - 1, self.animals_only))

    def _keep(self, g: Core, card: str) -> None:
        revealed = list(g.state.revealed)
        revealed.remove(card)
        g.state.revealed = tuple(revealed)
        player = g.state.players[self.seat]
        player.hand = (*player.hand, card)
        g.emit(CardMoved(card, "revealed", "hand", self.seat))


@frozen
class RevealAndKeep(EffectFrame):
    """Hunter (reveal X, keep 1 animal), Perception (draw X, keep 2), Scavenging (from the
    shuffled discard pile, keep 1)."""

    count: int
    keep: int
    animals_only: bool = False
    from_discard: bool = False

    @property
    def label(self) -> str:
        return f"reveal {self.count}, keep {self.keep}"

    def run(self, g: Core) -> None:
        g.pop()
        g.push(KeepRevealed(self.seat, self.keep, self.animals_only))
        if self.from_discard:
            st = g.state
            st.rng.shuffle(st.discard)
            g.emit(DeckReshuffled(len(st.discard)))
            taken = [st.discard.pop() for _ in range(min(self.count, len(st.discard)))]
            for card in taken:
                g.emit(CardMoved(card, "discard", "revealed"))
            st.revealed = (*st.revealed, *taken)
        else:
            reveal(g, self.count)


@handler("hunter")
def _hunter(g: Core, seat: int, value: AbilityValue, card: str) -> list[Frame]:
    return [RevealAndKeep(seat, level(value), 1, animals_only=True)]


@handler("perception")
def _perception(g: Core, seat: int, value: AbilityValue, card: str) -> list[Frame]:
    # Draw X, keep X/2: Perception 4 on animals keeps 2, Perception 2 (Barred Owl Hut) keeps 1.
    return [RevealAndKeep(seat, level(value), max(1, level(value) // 2))]


@handler("scavenging")
def _scavenging(g: Core, seat: int, value: AbilityValue, card: str) -> list[Frame]:
    return [RevealAndKeep(seat, level(value), 1, from_discard=True)]


@handler("digging")
def _digging(g: Core, seat: int, value: AbilityValue, card: str) -> list[Frame]:
    return [Digging(seat, level(value))]


@frozen
class Snapping(ChoiceFrame[TakeFromDisplay | RefillDisplay], EffectFrame):
    """Take any display card, `remaining` times; the display may be refilled in between."""

    kind = DecisionKind.SNAP
    choice_types = (TakeFromDisplay, RefillDisplay)

    remaining: int
    first: bool = True

    @property
    def label(self) -> str:
        return f"snapping {self.remaining}"

    def options(self, g: Core) -> tuple[Choice, ...]:
        st = g.state
        if self.remaining <= 0 or not st.display:
            return ()
        options: list[Choice] = [TakeFromDisplay(f, c) for f, c in enumerate(st.display, start=1)]
        if not self.first and len(st.display) < 6 and (st.deck or st.discard):
            options.append(RefillDisplay())
        return tuple(options)

    def prompt(self, g: Core) -> str:
        return f"Snap a display card ({self.remaining} left)"

    def on_no_options(self, g: Core) -> None:
        g.pop()

    def on_choice(self, g: Core, choice: TakeFromDisplay | RefillDisplay) -> None:
        if isinstance(choice, RefillDisplay):
            refill_display(g)
            g.push(Snapping(self.seat, self.remaining, True))
            return
        g.push(Snapping(self.seat, self.remaining - 1, False))
        take_display_card(g, self.seat, choice.folder)


@handler("snapping")
def _snapping(g: Core, seat: int, value: AbilityValue, card: str) -> list[Frame]:
    return [Snapping(seat, level(value))]


@handler("sponsor_magnet")
def _sponsor_magnet(g: Core, seat: int, value: AbilityValue, card: str) -> list[Frame]:
    return [SponsorMagnet(seat)]


@frozen
class SponsorMagnet(EffectFrame):
    @property
    def label(self) -> str:
        return "sponsor magnet"

    def run(self, g: Core) -> None:
        g.pop()
        st = g.state
        player = st.players[self.seat]
        taken = [c for c in st.display if isinstance(g.cards.get(c), SponsorCard)]
        for card in taken:
            g.emit(CardMoved(card, "display", "hand", self.seat))
        st.display = tuple(c for c in st.display if c not in taken)
        player.hand = (*player.hand, *taken)


# -- hand cards for money or appeal -----------------------------------------------------------


@frozen
class Sunbathing(ChoiceFrame[SellCard | Skip], EffectFrame):
    kind = DecisionKind.SUNBATHING
    choice_types = (SellCard, Skip)
    remaining: int

    @property
    def label(self) -> str:
        return f"sunbathing {self.remaining}"

    def options(self, g: Core) -> tuple[Choice, ...]:
        hand = g.state.players[self.seat].hand
        if self.remaining <= 0 or not hand:
            return ()
        return (*(SellCard(c) for c in hand), Skip())

    def prompt(self, g: Core) -> str:
        return f"Sell a hand card for {SUNBATHING_PRICE} money ({self.remaining} left)"

    def on_no_options(self, g: Core) -> None:
        g.pop()

    def on_choice(self, g: Core, choice: SellCard | Skip) -> None:
        if not isinstance(choice, SellCard):
            return
        g.push(Sunbathing(self.seat, self.remaining - 1))
        discard_from_hand(g, self.seat, choice.card)
        gains.gain_money(g, self.seat, SUNBATHING_PRICE, "sunbathing")


@handler("sunbathing")
def _sunbathing(g: Core, seat: int, value: AbilityValue, card: str) -> list[Frame]:
    return [Sunbathing(seat, level(value))]


@frozen
class Pouch(ChoiceFrame[TuckCard | Skip], EffectFrame):
    kind = DecisionKind.POUCH
    choice_types = (TuckCard, Skip)
    remaining: int

    @property
    def label(self) -> str:
        return f"pouch {self.remaining}"

    def options(self, g: Core) -> tuple[Choice, ...]:
        hand = g.state.players[self.seat].hand
        if self.remaining <= 0 or not hand:
            return ()
        return (*(TuckCard(c) for c in hand), Skip())

    def prompt(self, g: Core) -> str:
        return f"Put a hand card under the animal for {POUCH_APPEAL} appeal ({self.remaining} left)"

    def on_no_options(self, g: Core) -> None:
        g.pop()

    def on_choice(self, g: Core, choice: TuckCard | Skip) -> None:
        if not isinstance(choice, TuckCard):
            return
        g.push(Pouch(self.seat, self.remaining - 1))
        player = g.state.players[self.seat]
        index = player.hand.index(choice.card)
        player.hand = player.hand[:index] + player.hand[index + 1 :]
        player.pouched = (*player.pouched, choice.card)
        g.emit(CardMoved(choice.card, "hand", "pouch", self.seat))
        gains.gain_appeal(g, self.seat, POUCH_APPEAL, "pouch")


@handler("pouch")
def _pouch(g: Core, seat: int, value: AbilityValue, card: str) -> list[Frame]:
    return [Pouch(seat, level(value))]


# -- simple gains -------------------------------------------------------------------------------


@frozen
class Jumping(EffectFrame):
    steps: int

    @property
    def label(self) -> str:
        return f"jumping {self.steps}"

    def run(self, g: Core) -> None:
        g.pop()
        advance_break_token(g, self.seat, self.steps)
        gains.gain_money(g, self.seat, self.steps, "jumping")


@handler("jumping")
def _jumping(g: Core, seat: int, value: AbilityValue, card: str) -> list[Frame]:
    return [Jumping(seat, level(value))]


@frozen
class GainCounted(EffectFrame):
    """Appeal or X-tokens counted when the effect resolves (Pack, Petting Zoo Animal, Iconic
    Animal, Inventive)."""

    what: str  # pack, petting_zoo_animal, iconic:<continent>, inventive:<n|bear|primate>

    @property
    def label(self) -> str:
        return self.what

    def run(self, g: Core) -> None:
        g.pop()
        st = g.state
        player = st.players[self.seat]
        icons = zoo_icons(g.cards, player)
        kind, _, arg = self.what.partition(":")
        if kind == "pack":
            gains.gain_appeal(g, self.seat, icons["predator"], "pack")
        elif kind == "petting_zoo_animal":
            gains.gain_appeal(g, self.seat, PETTING_ZOO_APPEAL * icons["petting_zoo"], "petting")
        elif kind == "iconic":
            total = sum(zoo_icons(g.cards, p)[arg] for p in st.players)
            gains.gain_appeal(g, self.seat, min(ICONIC_MAX, total), f"iconic animal: {arg}")
        elif kind == "inventive":
            if arg == "bear":
                amount = min(3, sum(zoo_icons(g.cards, p)["bear"] for p in st.players))
            elif arg == "primate":
                amount = sum(1 for t in (1, 3, 5) if icons["primate"] >= t)
            else:
                amount = int(arg)
            gains.gain_x_tokens(g, self.seat, amount, "inventive")
        else:
            raise RulesError(f"unknown counted gain {self.what!r}")


@handler("pack")
def _pack(g: Core, seat: int, value: AbilityValue, card: str) -> list[Frame]:
    return [GainCounted(seat, "pack")]


@handler("petting_zoo_animal")
def _petting(g: Core, seat: int, value: AbilityValue, card: str) -> list[Frame]:
    return [GainCounted(seat, "petting_zoo_animal")]


@handler("iconic_animal")
def _iconic(g: Core, seat: int, value: AbilityValue, card: str) -> list[Frame]:
    return [GainCounted(seat, f"iconic:{value}")]


@handler("inventive")
def _inventive(g: Core, seat: int, value: AbilityValue, card: str) -> list[Frame]:
    return [GainCounted(seat, f"inventive:{value}")]


@handler("full_throated")
def _full_throated(g: Core, seat: int, value: AbilityValue, card: str) -> list[Frame]:
    return [HireWorker(seat, "full-throated")]


@handler("flock_animal")
def _flock(g: Core, seat: int, value: AbilityValue, card: str) -> list[Frame]:
    return []  # a placement rule only (animals.flock_fits)


@handler("posturing")
def _posturing(g: Core, seat: int, value: AbilityValue, card: str) -> list[Frame]:
    return [FreeBuilding(seat, ("kiosk", "pavilion"), optional=True) for _ in range(level(value))]


@handler("peacocking")
def _peacocking(g: Core, seat: int, value: AbilityValue, card: str) -> list[Frame]:
    return [FreeBuilding(seat, ("large_bird_aviary",), optional=True, any_side=True)]


@handler("multiplier")
def _multiplier(g: Core, seat: int, value: AbilityValue, card: str) -> list[Frame]:
    return [PlaceTokenOn(seat, str(value), MULTIPLIER)]


@frozen
class PlaceTokenOn(EffectFrame):
    action: str
    token: str

    @property
    def label(self) -> str:
        return f"{self.token} on {self.action}"

    def run(self, g: Core) -> None:
        g.pop()
        card = g.state.players[self.seat].action_card(self.action)
        set_tokens(g, self.seat, self.action, self.token, card.tokens(self.token) + 1)


# -- final scoring cards and base projects --------------------------------------------------


@frozen
class Resistance(EffectFrame):
    """Draw 2 final scoring cards, keep 1, discard the other."""

    @property
    def label(self) -> str:
        return "resistance"

    def run(self, g: Core) -> None:
        g.pop()
        st = g.state
        drawn = [st.final_scoring_deck.pop() for _ in range(min(2, len(st.final_scoring_deck)))]
        st.revealed_final = (*st.revealed_final, *drawn)
        g.push(KeepFinalScoring(self.seat))


@frozen
class KeepFinalScoring(ChoiceFrame[KeepCard]):
    kind = DecisionKind.KEEP_FINAL_SCORING
    choice_types = KeepCard

    def options(self, g: Core) -> tuple[KeepCard, ...]:
        revealed = g.state.revealed_final
        return tuple(KeepCard(c) for c in revealed) if len(revealed) >= 2 else ()

    def prompt(self, g: Core) -> str:
        return "Keep one of these final scoring cards"

    def on_no_options(self, g: Core) -> None:
        g.pop()
        st = g.state
        player = st.players[self.seat]
        player.final_scoring = (*player.final_scoring, *st.revealed_final)
        st.revealed_final = ()

    def on_choice(self, g: Core, choice: KeepCard) -> None:
        st = g.state
        player = st.players[self.seat]
        player.final_scoring = (*player.final_scoring, choice.card)
        for card in st.revealed_final:
            if card != choice.card:
                st.final_scoring_discard.append(card)
        st.revealed_final = ()


@handler("resistance")
def _resistance(g: Core, seat: int, value: AbilityValue, card: str) -> list[Frame]:
    return [Resistance(seat)]


@frozen
class TakeBaseProject(ChoiceFrame[TakeProject | Skip], EffectFrame):
    """Assertion (any unused base project) or Dominance (only Primates) into the hand."""

    kind = DecisionKind.TAKE_PROJECT
    choice_types = (TakeProject, Skip)

    only: str = ""

    @property
    def label(self) -> str:
        return "take a base project"

    def options(self, g: Core) -> tuple[Choice, ...]:
        supply = g.state.projects.base_supply
        cards = [c for c in supply if not self.only or c == self.only]
        return (*(TakeProject(c) for c in cards), Skip()) if cards else ()

    def prompt(self, g: Core) -> str:
        return "You may take a base conservation project into your hand"

    def on_no_options(self, g: Core) -> None:
        g.pop()

    def on_choice(self, g: Core, choice: TakeProject | Skip) -> None:
        if isinstance(choice, TakeProject):
            projects = g.state.projects
            projects.base_supply = tuple(c for c in projects.base_supply if c != choice.card)
            player = g.state.players[self.seat]
            player.hand = (*player.hand, choice.card)
            g.emit(CardMoved(choice.card, "base projects", "hand", self.seat))


@handler("assertion")
def _assertion(g: Core, seat: int, value: AbilityValue, card: str) -> list[Frame]:
    return [TakeBaseProject(seat)]


@handler("dominance")
def _dominance(g: Core, seat: int, value: AbilityValue, card: str) -> list[Frame]:
    return [TakeBaseProject(seat, PRIMATES_PROJECT)]


# -- after finishing: action cards ------------------------------------------------------------


@handler("clever")
def _clever(g: Core, seat: int, value: AbilityValue, card: str) -> list[Frame]:
    return after_finishing(g, seat, Clever(seat))


@frozen
class Boost(ChoiceFrame[MoveToSlot | Skip], EffectFrame):
    """You may put that action card into slot 1 or slot 5."""

    kind = DecisionKind.BOOST
    choice_types = (MoveToSlot, Skip)
    action: str

    @property
    def label(self) -> str:
        return f"boost {self.action}"

    def options(self, g: Core) -> tuple[Choice, ...]:
        return (MoveToSlot(1), MoveToSlot(5), Skip())

    def prompt(self, g: Core) -> str:
        return f"Boost: put the {self.action} card into slot 1 or slot 5?"

    def on_choice(self, g: Core, choice: MoveToSlot | Skip) -> None:
        if not isinstance(choice, MoveToSlot):
            return
        if choice.slot == 1:
            move_to_slot_one(g, self.seat, self.action)
        else:
            player = g.state.players[self.seat]
            card = player.action_card(self.action)
            player.action_cards = (
                *(c for c in player.action_cards if c.action != self.action),
                card,
            )
            g.emit(ActionCardsMoved(self.seat, tuple(c.action for c in player.action_cards)))


@handler("boost")
def _boost(g: Core, seat: int, value: AbilityValue, card: str) -> list[Frame]:
    return after_finishing(g, seat, Boost(seat, str(value)))


@frozen
class ExtraAction(ChoiceFrame[ChooseAction | Skip], EffectFrame):
    """Action: X (that action) or Determination (any other action card): you may perform one
    more action with one of `actions`, at its slot strength (+ X-tokens)."""

    kind = DecisionKind.EXTRA_ACTION
    choice_types = (ChooseAction, Skip)

    actions: tuple[str, ...]

    @property
    def label(self) -> str:
        return "extra action: " + "/".join(self.actions)

    def options(self, g: Core) -> tuple[Choice, ...]:
        options = card_options(g, self.seat, self.actions)
        return (*options, Skip()) if options else ()

    def prompt(self, g: Core) -> str:
        return "You may perform an extra action"

    def on_no_options(self, g: Core) -> None:
        g.pop()

    def on_choice(self, g: Core, choice: ChooseAction | Skip) -> None:
        if isinstance(choice, ChooseAction):
            begin_action(g, self.seat, choice)


@handler("action")
def _action(g: Core, seat: int, value: AbilityValue, card: str) -> list[Frame]:
    return after_finishing(g, seat, ExtraAction(seat, (str(value),)))


@handler("determination")
def _determination(g: Core, seat: int, value: AbilityValue, card: str) -> list[Frame]:
    others = tuple(a for a in ACTIONS if a != ANIMALS)
    return after_finishing(g, seat, ExtraAction(seat, others))


@frozen
class Hypnosis(EffectFrame):
    """Perform one action of the player with most appeal (not you), with their card in slot
    1..`slots`, its side and slot strength (+ your X-tokens); their card does not move."""

    slots: int
    # The leader picked on a tie (ChooseVictim). Left out of repr, so that the frame reads as
    # before in the digest of a save from before version 4.
    chosen: int | None = field(default=None, repr=False)

    @property
    def label(self) -> str:
        return f"hypnosis {self.slots}"

    def victim(self, g: Core) -> int | None:
        if self.chosen is not None:
            return self.chosen
        allowed, _ = victim_options(g, self.seat, "appeal")
        return allowed[0] if allowed else None

    def decide(self, g: Core) -> Decision | None:
        if self.chosen is None:
            allowed, choose = victim_options(g, self.seat, "appeal")
            if choose:
                return victim_decision(self.seat, "Hypnosis", "appeal", allowed)
        victim = self.victim(g)
        if victim is None:
            return None
        me = g.state.players[self.seat]
        options: list[Choice] = []
        for index, card in enumerate(g.state.players[victim].action_cards[: self.slots]):
            rules = g.bus.actions.get(card.action)
            if rules is None:
                continue
            needed = rules.min_strength(g, self.seat, card.upgraded)
            if needed is None:
                continue
            options.extend(
                ChooseAction(card.action, x)
                for x in range(me.x_tokens + 1)
                if card_strength(card, index + 1, x) >= max(1, needed)
            )
        if not options:
            return None
        return Decision(
            self.seat,
            DecisionKind.HYPNOSIS,
            (*options, Skip()),
            f"Hypnosis: use an action card of player {victim + 1}",
        )

    def run(self, g: Core) -> None:
        g.pop()

    def resolve(self, g: Core, choice: Choice) -> None:
        if isinstance(choice, ChooseVictim):
            g.replace(evolve(self, chosen=choice.seat))
            return
        g.pop()
        if not isinstance(choice, ChooseAction):
            return
        victim = self.victim(g)
        assert victim is not None
        theirs = g.state.players[victim]
        card = theirs.action_card(choice.action)
        strength = card_strength(card, theirs.slot_of(choice.action), choice.x_tokens)
        if choice.x_tokens:
            gains.gain_x_tokens(g, self.seat, -choice.x_tokens, "spent on strength")
        hypnotised_card_tokens(g, victim, choice.action)
        g.emit(ActionStarted(self.seat, choice.action, strength, card.upgraded))
        g.bus.actions[choice.action].start(g, self.seat, strength, card.upgraded)


@handler("hypnosis")
def _hypnosis(g: Core, seat: int, value: AbilityValue, card: str) -> list[Frame]:
    return after_finishing(g, seat, Hypnosis(seat, level(value)))


# -- interactive ----------------------------------------------------------------------------------


@handler("venom")
def _venom(g: Core, seat: int, value: AbilityValue, card: str) -> list[Frame]:
    return [Venom(seat, level(value))]


@handler("constriction")
def _constriction(g: Core, seat: int, value: AbilityValue, card: str) -> list[Frame]:
    return [Constriction(seat)]


@frozen
class Pilfer(ChoiceFrame[GiveCard]):
    """The victim gives the thief a random hand card or 5 money: the victim chooses."""

    kind = DecisionKind.PILFERED
    choice_types = GiveCard
    thief: int

    def options(self, g: Core) -> tuple[Choice, ...]:
        victim = g.state.players[self.seat]
        found: list[Choice] = []
        if victim.hand:
            found.append(GiveCard(True))
        if victim.money >= PILFER_MONEY:
            found.append(GiveCard(False))
        return tuple(found)

    def prompt(self, g: Core) -> str:
        return f"Player {self.thief + 1} pilfers: give a random hand card or {PILFER_MONEY} money"

    def on_no_options(self, g: Core) -> None:
        g.pop()  # no card and too little money: all the money goes
        victim = g.state.players[self.seat]
        amount = victim.money
        gains.gain_money(g, self.seat, -amount, "pilfered")
        gains.gain_money(g, self.thief, amount, "pilfering")

    def on_choice(self, g: Core, choice: GiveCard) -> None:
        st = g.state
        victim = st.players[self.seat]
        if choice.card:
            card = victim.hand[st.rng.randrange(len(victim.hand))]
            index = victim.hand.index(card)
            victim.hand = victim.hand[:index] + victim.hand[index + 1 :]
            thief = st.players[self.thief]
            thief.hand = (*thief.hand, card)
            g.emit(CardMoved(card, "hand", "hand", self.thief, from_seat=self.seat))
        else:
            gains.gain_money(g, self.seat, -PILFER_MONEY, "pilfered")
            gains.gain_money(g, self.thief, PILFER_MONEY, "pilfering")


def pilfering_tracks(count: int) -> tuple[str, ...]:
    """Pilfering 1 takes from the leader on appeal; Pilfering 2 also from the leader on CP."""
    return ("appeal", "conservation") if count >= 2 else ("appeal",)


@frozen
class Pilfering(EffectFrame):
    count: int

    @property
    def label(self) -> str:
        return f"pilfering {self.count}"

    def run(self, g: Core) -> None:
        g.pop()
        tracks = pilfering_tracks(self.count)
        found = [victim_options(g, self.seat, track) for track in tracks]
        if any(choose for _, choose in found):
            g.push(PilferVictims(self.seat, tracks))
            return
        g.push(*(Pilfer(allowed[0], self.seat) for allowed, _ in found if allowed))


@frozen
class PilferVictims(ChoiceFrame[ChooseVictim]):
    """Pilfering on a tie for the lead: the thief picks the victim of each track in turn
    (appeal, then CP); then each victim gives, in that order."""

    kind = DecisionKind.CHOOSE_VICTIM
    choice_types = ChooseVictim
    tracks: tuple[str, ...]
    victims: tuple[int, ...] = ()  # one per track decided so far; NOBODY for none

    def options(self, g: Core) -> tuple[ChooseVictim, ...]:
        if len(self.victims) == len(self.tracks):
            return ()
        allowed, choose = victim_options(g, self.seat, self.tracks[len(self.victims)])
        return tuple(ChooseVictim(s) for s in allowed) if choose else ()

    def prompt(self, g: Core) -> str:
        return victim_prompt("Pilfering", self.tracks[len(self.victims)])

    def on_no_options(self, g: Core) -> None:
        if len(self.victims) < len(self.tracks):  # a sole leader, or nobody: no choice
            allowed, _ = victim_options(g, self.seat, self.tracks[len(self.victims)])
            g.replace(evolve(self, victims=(*self.victims, allowed[0] if allowed else NOBODY)))
            return
        g.pop()
        g.push(*(Pilfer(v, self.seat) for v in self.victims if v != NOBODY))

    def on_choice(self, g: Core, choice: ChooseVictim) -> None:
        g.push(evolve(self, victims=(*self.victims, choice.seat)))


@handler("pilfering")
def _pilfering(g: Core, seat: int, value: AbilityValue, card: str) -> list[Frame]:
    return [Pilfering(seat, level(value))]
