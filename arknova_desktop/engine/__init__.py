"""The Ark Nova rules engine: pure Python, deterministic, never imports Qt."""

from .base.tracks import appeal_income, target_number
from .flow.scoring import SeatScore
from .game import Game, new_game
from .kernel.config import GameConfig
from .kernel.core import Decision, IllegalChoice, RulesError

__all__ = [
    "Decision",
    "Game",
    "GameConfig",
    "IllegalChoice",
    "RulesError",
    "SeatScore",
    "appeal_income",
    "new_game",
    "target_number",
]
