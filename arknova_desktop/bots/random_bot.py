"""The simplest computer player: a uniformly random legal choice, from its own seeded generator
(so a game with bots replays the same from the same seeds)."""

from __future__ import annotations

import random

from ..engine import (
    Choice,
    Decision,
    Game,
)


class RandomBot:
    name = "Random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, decision: Decision, game: Game | None = None) -> Choice:
        return self._rng.choice(decision.options)
