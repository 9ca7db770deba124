"""The protocol, errors, strict data loading, matches and saves."""
from .errors import IllegalAction, DataError, SaveError
from .game import Game, ScoreSheet, Variant, Action
from .text import tr, both

__all__ = ["IllegalAction", "DataError", "SaveError", "Game", "ScoreSheet", "Variant",
           "Action", "tr", "both"]
