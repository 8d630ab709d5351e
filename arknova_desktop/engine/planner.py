"""What a player may plan with, as typed data: the income the next break pays, the action cards'
strengths over the next turns in an order the player picks, and the zoo cards the seat has not
seen (the deck and the other hands, as one sorted pool: never their places).

Everything is worked out by the rules themselves, on a throw-away copy of the game: the break's
income step (`flow/breaks.Income`, with every `IncomeDue` source on the trigger bus), the action
row's own moves (`rules/action_cards.card_strength`, `use_card_tokens`, `move_to_slot_one`). The
game itself never changes; no random number of it is drawn.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from attrs import frozen

from .base.tracks import CONSERVATION_MAX, appeal_income
from .flow.breaks import Income
from .kernel.choices import PlaySponsorCard
from .kernel.core import Frame, OrderEffects
from .kernel.decisions import DecisionKind
from .kernel.events import CardMoved, ResourceChanged
from .kernel.triggers import IncomeDue
from .rules.action_cards import card_strength, move_to_slot_one
from .rules.bonuses import GainTrack, TakeCard
from .rules.build import FreeBuilding
from .rules.card_tokens import use_card_tokens
from .rules.gains import CONSERVATION_BONUS_SPACES
from .rules.sponsors import play_sponsor

if TYPE_CHECKING:
    from .game import Game

INCOME_STEPS_MAX = 200  # a break's income is a few effects; more would be a loop, not income
CARDS = "cards"  # an income item of cards drawn into the hand


@frozen
class IncomeItem:
    """One part of the income: `amount` of `resource` (money, appeal, conservation, reputation,
    x_tokens, or "cards" drawn) for `reason`, the engine's reason of the gain ("appeal income",
    "income" for kiosks and the map, a card id for a sponsor, "left edge: <bonus>"...)."""

    resource: str
    amount: int
    reason: str


@frozen
class BreakIncome:
    """What break step 5 would pay `seat` if the break came now: each gain in the order paid,
    and the DecisionKinds of the income effects that wait for the player's own choice (a free
    building...), which are not counted in `items` (a card to take from the deck or the display
    is: one card, whichever the player takes). `spaces_left`:
    how far the break token still is from the end of the break track (0: the break is due)."""

    seat: int
    items: tuple[IncomeItem, ...]
    choices: tuple[DecisionKind, ...]
    spaces_left: int

    def total(self, resource: str) -> int:
        return sum(i.amount for i in self.items if i.resource == resource)


def break_income(game: Game, seat: int) -> BreakIncome:
    """Break step 5 for `seat`, run on a copy: appeal income, then every income source in the
    rules' own order. Several gains due at once are taken in the first order offered (the sum
    is the same); a card to take counts as one card; an effect that asks another choice is left
    out and named in `choices`."""
    twin = game.clone()
    st = twin.state
    st.stack = [Income(seat)]
    st.in_break = True
    twin._events = []
    items, choices = run_on_copy(twin, seat)
    track = game.state.break_track
    return BreakIncome(seat, tuple(items), tuple(choices), max(0, track.length - track.position))


def break_money(game: Game, seat: int) -> int:
    """`break_income(game, seat).total("money")`, without the copy of the game where every
    income source pays money, X-tokens, a card to take, a free building or conservation points
    that reach no bonus space (2, 5, 8): their sum is the money whatever the order (a computer
    player asks this at every position it weighs). Any other effect (one that may set off
    another) is run as `break_income` runs it."""
    player = game.state.players[seat]
    money = appeal_income(player.appeal)
    conservation = 0
    for paid, frames in game.bus.fire(game, IncomeDue(seat)):
        money += paid
        for frame in frames:
            gained = _plain_gain(frame, seat)
            if gained is None:
                return break_income(game, seat).total("money")
            money += gained[0]
            conservation += gained[1]
    reached = min(CONSERVATION_MAX, player.conservation + conservation)
    # A bonus space may pay at once (the discard round at 10 pays nothing: it is run alone).
    if any(player.conservation < space <= reached for space in CONSERVATION_BONUS_SPACES):
        return break_income(game, seat).total("money")
    return money


def _plain_gain(frame: Frame, seat: int) -> tuple[int, int] | None:
    """(money, conservation points) that an income effect pays `seat`; None for any effect that
    may set off another. A card to take and a free building pay no money in the forecast: one
    is counted as a card, the other waits for the player's choice (or has no place to go)."""
    if isinstance(frame, TakeCard | FreeBuilding) and frame.seat == seat:
        return 0, 0
    if not isinstance(frame, GainTrack) or frame.seat != seat:
        return None
    if frame.resource == "money":
        return frame.amount, 0
    if frame.resource == "conservation":
        return 0, frame.amount
    return (0, 0) if frame.resource == "x_tokens" else None


def run_on_copy(twin: Game, seat: int) -> tuple[list[IncomeItem], list[DecisionKind]]:
    """Runs the frames on `twin`'s stack to the end; several effects due at once in the first
    order offered (the sum is the same), an effect that asks another choice left out (its kind
    is returned). What `seat` gained: the ResourceChanged and cards into its hand among the
    events emitted since `twin._events` was emptied."""
    st = twin.state
    choices: list[DecisionKind] = []
    taken: list[IncomeItem] = []  # a card to take from the deck or the display: one card
    for _ in range(INCOME_STEPS_MAX):
        if not st.stack:
            break
        top = st.stack[-1]
        decision = top.decide(twin)
        if decision is None:
            top.run(twin)
        elif isinstance(top, OrderEffects):
            top.resolve(twin, decision.options[0])
        elif isinstance(top, TakeCard) and top.seat == seat:
            taken.append(IncomeItem(CARDS, 1, top.reason))
            st.stack.pop()
        else:
            choices.append(decision.kind)
            st.stack.pop()
    items: list[IncomeItem] = []
    for event in twin._events:
        if isinstance(event, ResourceChanged) and event.seat == seat and event.delta:
            items.append(IncomeItem(event.resource, event.delta, event.reason))
        elif isinstance(event, CardMoved) and event.seat == seat and event.target == "hand":
            items.append(IncomeItem(CARDS, 1, event.reason))
    return items + taken, choices


@frozen
class PlannedUse:
    """One use in a planned order of action cards: the card is in `slot`, its strength there is
    `strength` (Constriction counted) and `with_x_tokens` with all the seat's X-tokens spent on
    it; after the use it moves to slot 1 and the cards left of it one slot right."""

    action: str
    slot: int
    upgraded: bool
    strength: int
    with_x_tokens: int


def action_plan(game: Game, seat: int, order: tuple[str, ...]) -> tuple[PlannedUse, ...]:
    """`seat`'s action cards used one per turn in `order` (action names; one may come again),
    with the row moved by the rules after each use. Nothing else is assumed to happen between
    (no Venom or Constriction from others, no X-tokens gained)."""
    twin = game.clone()
    player = twin.state.players[seat]
    uses: list[PlannedUse] = []
    for action in order:
        card = player.action_card(action)
        slot = player.slot_of(action)
        strength = card_strength(card, slot, 0)
        with_x = card_strength(card, slot, player.x_tokens)
        uses.append(PlannedUse(action, slot, card.upgraded, strength, with_x))
        use_card_tokens(twin, seat, action)
        move_to_slot_one(twin, seat, action)
    return tuple(uses)


def unseen_cards(game: Game, seat: int) -> tuple[str, ...]:
    """The zoo cards `seat` cannot see now, sorted: the deck, the other seats' hands and dealt
    cards, and cards revealed for another seat's keep choice. The seat could count them itself
    (every zoo card less those in sight); their places are not told."""
    st = game.state
    decision = game.decision
    sees_revealed = decision is not None and decision.seat == seat
    pool: Counter[str] = Counter(st.deck)
    for player in st.players:
        if player.seat != seat:
            pool.update(player.hand)
            pool.update(player.setup_cards)
    if not sees_revealed:
        pool.update(st.revealed)
    return tuple(sorted(pool.elements()))


def sponsor_gains(game: Game, seat: int, card_id: str) -> tuple[tuple[str, int], ...]:
    """What playing the sponsor `card_id` from `seat`'s hand would give `seat` at once: the
    card played on a copy by the rules (its effects when played, its reactions to its own icons
    and every zoo's reactions that pay `seat`), as (resource, total) in the order first gained;
    cards drawn or taken as "cards". Effects that ask a choice (a building to place, a card to
    play) are left out. Changes nothing."""
    twin = game.clone()
    twin.state.stack = []
    twin._events = []
    play_sponsor(twin, seat, PlaySponsorCard(card_id, 0))
    items, _choices = run_on_copy(twin, seat)
    totals: dict[str, int] = {}
    for item in items:
        totals[item.resource] = totals.get(item.resource, 0) + item.amount
    return tuple((resource, n) for resource, n in totals.items() if n)
