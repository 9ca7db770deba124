"""Earth: each player grows a 4 x 4 island tableau of flora and terrains (1-5 players)."""
from .game import EarthGame

__all__ = ["EarthGame"]
