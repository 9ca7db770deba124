"""Habitats (Cwali): take park tiles from a shared market, build an African wildlife park."""
from .game import HabitatsGame

__all__ = ["HabitatsGame"]
