"""The Habitats board view (registered in engine/registry.py as ui.views.habitats:HabitatsView)."""
from .emblem import emblem
from .view import HabitatsView

__all__ = ["HabitatsView", "emblem"]
