"""What a player may choose on the players' boards and on the deck now, and why not the rest:
typed data for the lit and dimmed things of those places, never prose (like explain_board.py).

`player_options(g, seat, decision)` answers for the open decision of `seat` when it is about
players: whom an interactive effect hits on a tie for the lead (`ChooseVictim`, each other
player's board), and what a pilfered player gives (`GiveCard`: the hand count or the money of
their own board), and which of the hypnotised player's action cards is used (`ChooseAction`
with the fewest X-tokens it needs, on that player's board). Each thing says the board it is on
(`board`) and the part of it (`part`).

`deck_options(g, seat, decision)` answers for WAZA Special Assignment's choice of small or large
animals: the first such animal of the deck comes to the hand, so the choice is drawn on the deck.

Read-only, derived from the rule functions, so a reason never contradicts the options.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from attrs import frozen

from .explain import Reason, Unusable
from .explain_board import BoardOption
from .kernel.choices import Choice, ChooseAction, ChooseVictim, GiveCard, TakeBonus
from .kernel.decisions import DecisionKind
from .rules.abilities import PILFER_MONEY, Hypnosis, Pilfer
from .rules.action_cards import FinishAction, card_strength
from .rules.custom_cards import SIZES, ChooseAnimalSize

if TYPE_CHECKING:
    from .kernel.core import Core, Decision

# `PlayerOption.part`: where on a player's board the thing is.
PART_BOARD = "board"
PART_HAND = "hand"
PART_MONEY = "money"
PART_ACTION = "action:"  # + the action: one of the board's action cards
# + the number of X-tokens, after PART_ACTION + the action: the same card used with more X-tokens
# than the fewest it needs (a chip of its own beside the card's).
PART_MORE_X = "+x:"
# `Reason.detail` of NOTHING_TO_TAKE for an empty hand.
HAND_THING = "hand"


@frozen
class PlayerOption:
    """One thing on a player's board and the Choice it stands for. `reason` None: one of the
    open decision's options."""

    choice: Choice
    board: int  # the seat whose board it is on
    part: str  # PART_BOARD, PART_HAND or PART_MONEY
    reason: Reason | None = None


def player_options(g: Core, seat: int, decision: Decision | None) -> tuple[PlayerOption, ...]:
    """The players' boards' things for `seat`'s open decision (empty: it is not about them)."""
    stack = g.state.stack
    if decision is None or decision.seat != seat or not stack:
        return ()
    if decision.kind == DecisionKind.CHOOSE_VICTIM:
        return _victims(g, seat, decision)
    step = stack[-1]
    if isinstance(step, Pilfer):
        return _pilfered(g, seat, decision)
    if isinstance(step, Hypnosis) and decision.kind == DecisionKind.HYPNOSIS:
        return _hypnotised(g, seat, step, decision)
    return ()


def repeated_action(g: Core, seat: int, decision: Decision | None) -> str:
    """The action card `seat`'s open Multiplier decision would perform again ("" when the open
    decision is not one): its "again" is drawn on that card."""
    stack = g.state.stack
    if decision is None or decision.seat != seat or decision.kind != DecisionKind.MULTIPLIER:
        return ""
    step = stack[-1] if stack else None
    return step.action if isinstance(step, FinishAction) else ""


def _hypnotised(g: Core, seat: int, step: Hypnosis, decision: Decision) -> tuple[PlayerOption, ...]:
    """The hypnotised player's action cards: each one `seat` may use is lit, as its use with
    the fewest X-tokens that reach its strength, and each use with more X-tokens as a part of its
    own (PART_MORE_X); the others say why not."""
    victim = step.victim(g)
    if victim is None:
        return ()
    x_tokens = g.state.players[seat].x_tokens
    found = []
    for slot, card in enumerate(g.state.players[victim].action_cards, start=1):
        uses = [
            o for o in decision.options if isinstance(o, ChooseAction) and o.action == card.action
        ]
        reason: Reason | None = None
        choice = min(uses, key=lambda o: o.x_tokens) if uses else ChooseAction(card.action, 0)
        if not uses:
            rules = g.bus.actions.get(card.action)
            needed = rules.min_strength(g, seat, card.upgraded) if rules is not None else None
            if slot > step.slots:
                reason = Reason(Unusable.BEYOND_REACH, step.slots, slot)
            elif needed is None:
                reason = Reason(Unusable.NOTHING_TO_TAKE)
            else:
                reason = Reason(
                    Unusable.TOO_FEW_STRENGTH, needed, card_strength(card, slot, x_tokens)
                )
        found.append(PlayerOption(choice, victim, PART_ACTION + card.action, reason))
        for more in sorted(uses, key=lambda o: o.x_tokens)[1:]:  # stronger, with more X-tokens
            part = f"{PART_ACTION}{card.action}{PART_MORE_X}{more.x_tokens}"
            found.append(PlayerOption(more, victim, part))
    return tuple(found)


def _victims(g: Core, seat: int, decision: Decision) -> tuple[PlayerOption, ...]:
    """Every other player's board: the tied leaders it may hit are lit."""
    found = []
    for other in range(len(g.state.players)):
        if other == seat:
            continue
        choice = ChooseVictim(other)
        reason = None if decision.allows(choice) else Reason(Unusable.NOT_A_TARGET)
        found.append(PlayerOption(choice, other, PART_BOARD, reason))
    return tuple(found)


def _pilfered(g: Core, seat: int, decision: Decision) -> tuple[PlayerOption, ...]:
    """The pilfered player's own hand (a random card of it) and money (5 of it)."""
    player = g.state.players[seat]
    card, money = GiveCard(True), GiveCard(False)
    no_card = None if player.hand else Reason(Unusable.NOTHING_TO_TAKE, detail=HAND_THING)
    no_money = (
        None
        if player.money >= PILFER_MONEY
        else Reason(Unusable.NOT_ENOUGH_MONEY, PILFER_MONEY, player.money)
    )
    return (
        PlayerOption(card, seat, PART_HAND, _unless_option(decision, card, no_card)),
        PlayerOption(money, seat, PART_MONEY, _unless_option(decision, money, no_money)),
    )


def _unless_option(decision: Decision, choice: Choice, reason: Reason | None) -> Reason | None:
    """An option of the decision is never dimmed; one that is not always has a reason."""
    if decision.allows(choice):
        return None
    return reason or Reason(Unusable.NO_RULES)


def deck_options(g: Core, seat: int, decision: Decision | None) -> tuple[BoardOption, ...]:
    """The deck's things for `seat`'s open decision: WAZA's small or large animals (empty for
    any other decision)."""
    stack = g.state.stack
    if decision is None or decision.seat != seat or not stack:
        return ()
    if not isinstance(stack[-1], ChooseAnimalSize):
        return ()
    found = []
    for size in SIZES:
        choice = TakeBonus(size)
        reason = None if decision.allows(choice) else Reason(Unusable.NO_RULES)
        found.append(BoardOption(choice, reason))
    return tuple(found)
