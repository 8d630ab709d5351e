"""A computer player that looks one turn ahead: for each option it plays the rest of its own turn
a few times at random and keeps the option whose results score best. It uses only the engine's
public API (a dealer of determinized copies, apply, decision, and the seat's facts): it never sees
a card its seat cannot see."""

from __future__ import annotations

import random

from ..engine import (
    Choice,
    Dealer,
    Decision,
    Game,
    appeal_income,
    target_number,
)

MAX_OPTIONS = 24  # long lists (building placements) are sampled
ROLLOUTS = 2
ROLLOUT_DEPTH = 30


def position_value(game: Game, seat: int) -> float:
    """How good the position is for `seat`: victory points now, plus what money, cards, tokens,
    reputation and appeal income will turn into later (rough weights, tuned against random play
    over seeded games). Read from the seat's own facts: nothing it may not see."""
    player = game.player_facts(seat, seat)  # (what the screen needs besides is not made)
    vp = player.appeal - target_number(player.conservation)
    upgrades = sum(1 for c in player.action_cards if c.upgraded)
    return (
        vp
        + 0.2 * player.money
        + 1.0 * player.x_tokens
        + 1.0 * player.reputation
        + 0.5 * len(player.hand)
        + 3.0 * upgrades
        + 1.5 * player.workers
        + 1.0 * len(player.zoo_cards)
        + 0.3 * sum(len(b.cells) for b in player.buildings)
        + 1.0 * appeal_income(player.appeal)
    )


class GreedyBot:
    name = "Greedy"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, decision: Decision, game: Game) -> Choice:
        options = list(decision.options)
        if len(options) == 1:
            return options[0]
        if len(options) > MAX_OPTIONS:
            options = self._rng.sample(options, MAX_OPTIONS)
        seat = decision.seat
        dealer = game.dealer(seat)  # the unseen cards gathered once, dealt anew per rollout
        best: tuple[float, int] | None = None
        for index, option in enumerate(options):
            total = 0.0
            for _ in range(ROLLOUTS):
                total += self._rollout(dealer, seat, option)
            if best is None or total > best[0]:
                best = (total, index)
        assert best is not None
        return options[best[1]]

    def _rollout(self, dealer: Dealer, seat: int, option: Choice) -> float:
        """Apply the option, finish this seat's decisions at random, score the position — in a
        copy where every card the seat cannot see is dealt anew, so it never peeks."""
        twin = dealer.deal(self._rng)
        twin.apply(option)
        for _ in range(ROLLOUT_DEPTH):
            if twin.decision_seat != seat:  # the turn passed (its options are never listed)
                break
            decision = twin.decision
            assert decision is not None
            twin.apply(self._rng.choice(decision.options))
        return position_value(twin, seat)
