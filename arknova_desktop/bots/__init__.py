"""Computer players. They see the game only through the engine's public API."""

from .greedy_bot import GreedyBot
from .random_bot import RandomBot
from .worker import BotCrashed, BotRequestError, BotWorker, BotWorkerError, bot_choice

__all__ = [
    "BotCrashed",
    "BotRequestError",
    "BotWorker",
    "BotWorkerError",
    "GreedyBot",
    "RandomBot",
    "bot_choice",
]
