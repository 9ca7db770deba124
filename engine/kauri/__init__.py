"""Kauri: four factions share New Zealand's North Island over five periods."""
from .game import KauriGame

__all__ = ["KauriGame"]
