"""Cascadia: draft habitat tiles and wildlife tokens, build an environment, score patterns."""
from .game import CascadiaGame

__all__ = ["CascadiaGame"]
