"""The action card row: choosing a card, strength, X-tokens, tokens on cards, slot 1.

Each action module installs an `ActionRules` on the trigger bus (is it legal at this strength, and
how it starts). An action card is offered only when its action can be completed; an action without
installed rules is never offered.
"""

from __future__ import annotations

from functools import cache

from attrs import frozen

from ..base.constants import MULTIPLIER
from ..base.tracks import X_TOKENS_MAX
from ..kernel.choices import Choice, ChooseAction, RepeatAction, Skip, TakeXToken
from ..kernel.core import ChoiceFrame, Core, Decision, Frame, RulesError, push_effects
from ..kernel.decisions import DecisionKind
from ..kernel.events import ActionCardsMoved, ActionStarted
from ..kernel.state import ActionCard
from . import gains
from .card_tokens import set_tokens, use_card_tokens


def turn_extra_options(g: Core, seat: int) -> tuple[Choice, ...]:
    found: tuple[Choice, ...] = ()
    for extra in g.bus.turn_extras:  # asked twice a turn, and mostly empty: no generator
        options = extra.options(g, seat)
        if options:
            found = (*found, *options) if found else options
    return found


def apply_turn_extra(g: Core, seat: int, choice: Choice) -> bool:
    """Carry out `choice` if it is a turn extra; False if it is not one."""
    for extra in g.bus.turn_extras:
        if isinstance(choice, extra.choice_type):
            extra.apply(g, seat, choice)
            return True
    return False


@cache
def choose_action(action: str, x_tokens: int) -> ChooseAction:
    """The choice, made once: the same few are offered at every turn of every game."""
    return ChooseAction(action, x_tokens)


@cache
def choose_actions(action: str, fewest: int, most: int) -> tuple[ChooseAction, ...]:
    """`choose_action(action, x)` for x from `fewest` to `most` X-tokens, made once."""
    return tuple(choose_action(action, x) for x in range(fewest, most + 1))


@cache
def take_x_token(action: str) -> TakeXToken:
    return TakeXToken(action)


def card_strength(card: ActionCard, slot: int, x_tokens: int) -> int:
    """Slot number + 1 per X-token spent, −2 for a Constriction token on the card."""
    return slot + x_tokens - 2 * min(card.constriction, 1)


def action_options(g: Core, seat: int) -> tuple[Choice, ...]:
    player = g.state.players[seat]
    options = _card_options(g, seat, None)
    if player.x_tokens < X_TOKENS_MAX:
        options.extend(_take_x_tokens(player.action_cards))
    if g.bus.turn_extras:
        options.extend(turn_extra_options(g, seat))
    return tuple(options)


def _take_x_tokens(cards: tuple[ActionCard, ...]) -> tuple[TakeXToken, ...]:
    """`take_x_token` of each card in slot order, kept per order of the row (120 at most)."""
    order = tuple([card.action for card in cards])
    found = _x_tokens_kept.get(order)
    if found is None:
        found = _x_tokens_kept[order] = tuple(take_x_token(action) for action in order)
    return found


_x_tokens_kept: dict[tuple[str, ...], tuple[TakeXToken, ...]] = {}


def move_to_slot_one(g: Core, seat: int, action: str) -> None:
    """The used card goes to slot 1; the cards left of it shift one slot right."""
    player = g.state.players[seat]
    cards = player.action_cards
    index = player.slot_of(action) - 1
    moved = (cards[index], *cards[:index], *cards[index + 1 :])
    player.action_cards = moved
    g.emit(ActionCardsMoved(seat, tuple([c.action for c in moved])))


@frozen
class ChooseActionCard(Frame):
    """The start of a turn: choose an action card (and X-tokens), or the X-token action."""

    asks_later = True  # always asks (or the rules are broken): listed when first read

    def decide(self, g: Core) -> Decision | None:
        options = action_options(g, self.seat)
        if not options:
            raise RulesError(f"player {self.seat + 1} has no legal action")
        return Decision(self.seat, DecisionKind.CHOOSE_ACTION, options, "Choose an action card")

    def resolve(self, g: Core, choice: Choice) -> None:
        if apply_turn_extra(g, self.seat, choice):
            return  # still to choose an action
        g.pop()
        if isinstance(choice, TakeXToken):
            use_card_tokens(g, self.seat, choice.action)
            move_to_slot_one(g, self.seat, choice.action)
            gains.gain_x_tokens(g, self.seat, 1, "X-token action")
            return
        assert isinstance(choice, ChooseAction)
        begin_action(g, self.seat, choice)


def begin_action(g: Core, seat: int, choice: ChooseAction) -> None:
    """Use an action card: pay the X-tokens, remove its Venom/Constriction token, perform the
    action; `FinishAction` then moves it to slot 1."""
    player = g.state.players[seat]
    card = player.action_card(choice.action)
    strength = card_strength(card, player.slot_of(choice.action), choice.x_tokens)
    if choice.x_tokens:
        gains.gain_x_tokens(g, seat, -choice.x_tokens, "spent on strength")
    use_card_tokens(g, seat, choice.action)
    base = strength - choice.x_tokens  # the Multiplier's second run keeps this strength
    g.push(FinishAction(seat, choice.action, card.multiplier > 0, base))
    start_action(g, seat, choice.action, strength)


def card_options(g: Core, seat: int, actions: tuple[str, ...]) -> tuple[Choice, ...]:
    """ChooseAction options (with any X-tokens) for these of the player's action cards."""
    return tuple(_card_options(g, seat, actions))


def _card_options(g: Core, seat: int, actions: tuple[str, ...] | None) -> list[Choice]:
    """`card_options` as a list; `actions` None: every card of the row (each turn's listing)."""
    player = g.state.players[seat]
    rules_of = g.bus.actions
    x_tokens = player.x_tokens
    found: list[Choice] = []
    slot = 0
    for card in player.action_cards:
        slot += 1
        action = card.action
        rules = rules_of.get(action)
        if rules is None or (actions is not None and action not in actions):
            continue
        needed = rules.min_strength(g, seat, card.upgraded)
        if needed is None:
            continue
        # Strength grows by 1 per X-token: the fewest that reach `needed`, then every one more.
        fewest = (needed if needed > 1 else 1) - (
            card_strength(card, slot, 0) if card.constriction else slot
        )
        found.extend(choose_actions(action, fewest if fewest > 0 else 0, x_tokens))
    return found


def start_action(g: Core, seat: int, action: str, strength: int) -> None:
    upgraded = g.state.players[seat].is_upgraded(action)
    g.emit(ActionStarted(seat, action, strength, upgraded))
    g.bus.actions[action].start(g, seat, strength, upgraded)


@frozen
class FinishAction(ChoiceFrame[RepeatAction | Skip]):
    """After the action: the Multiplier's second run, the card to slot 1, "after finishing"."""

    kind = DecisionKind.MULTIPLIER
    choice_types = (RepeatAction, Skip)
    action: str
    can_repeat: bool
    base_strength: int  # slot strength of the first run, Constriction included, no X-tokens

    def options(self, g: Core) -> tuple[Choice, ...]:
        if not self.can_repeat:
            return ()
        player = g.state.players[self.seat]
        card = player.action_card(self.action)
        if card.multiplier == 0:
            return ()
        rules = g.bus.actions[self.action]
        options: list[Choice] = [
            RepeatAction(x)
            for x in range(player.x_tokens + 1)
            if rules.allows(g, self.seat, self.base_strength + x, card.upgraded)
        ]
        options.append(Skip())
        return tuple(options)

    def prompt(self, g: Core) -> str:
        return "Use the Multiplier: perform the action again?"

    def on_choice(self, g: Core, choice: RepeatAction | Skip) -> None:
        player = g.state.players[self.seat]
        card = player.action_card(self.action)
        # The token is spent whether the second run is taken or declined.
        set_tokens(g, self.seat, self.action, MULTIPLIER, card.multiplier - 1)
        g.push(FinishAction(self.seat, self.action, False, self.base_strength))
        if isinstance(choice, RepeatAction):
            strength = self.base_strength + choice.x_tokens
            if choice.x_tokens:
                gains.gain_x_tokens(g, self.seat, -choice.x_tokens, "spent on strength")
            start_action(g, self.seat, self.action, strength)

    def on_no_options(self, g: Core) -> None:
        g.pop()
        move_to_slot_one(g, self.seat, self.action)
        pending = g.state.after_finishing
        if pending:
            g.state.after_finishing = ()
            push_effects(g, self.seat, pending)


@frozen
class TurnExtras(Frame):
    """After the action, before the turn ends: the last chance for turn extras."""

    def decide(self, g: Core) -> Decision | None:
        options = turn_extra_options(g, self.seat)
        if not options:
            return None
        return Decision(
            self.seat,
            DecisionKind.TURN_EXTRAS,
            (*options, Skip()),
            "Anything else before your turn ends?",
        )

    def run(self, g: Core) -> None:
        g.pop()

    def resolve(self, g: Core, choice: Choice) -> None:
        if not apply_turn_extra(g, self.seat, choice):
            g.pop()
