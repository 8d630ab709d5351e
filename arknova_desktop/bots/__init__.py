"""Computer players. They see the game only through the engine's public API."""

from .greedy_bot import GreedyBot
from .random_bot import RandomBot

__all__ = ["GreedyBot", "RandomBot"]
