"""Bots that play any registered game through the protocol only."""
from .bots import Bot, GreedyBot, RandomBot, SearchBot
from .levels import LEVELS, make_bot

__all__ = ["Bot", "GreedyBot", "RandomBot", "SearchBot", "LEVELS", "make_bot"]
