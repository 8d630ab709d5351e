"""The Ark Nova rules engine: pure Python, deterministic, never imports Qt."""

from .config import GameConfig
from .core import Decision, IllegalChoice, RulesError
from .game import Game, new_game
from .scoring import SeatScore

__all__ = [
    "Decision",
    "Game",
    "GameConfig",
    "IllegalChoice",
    "RulesError",
    "SeatScore",
    "new_game",
]
