"""Habitat (North Woods): build food chains holding every rank 1-8, all fed."""
from .game import HabitatGame

__all__ = ["HabitatGame"]
