"""Computer players. They see the game only through the engine's public API."""

from .random_bot import RandomBot

__all__ = ["RandomBot"]
