"""Earth board view."""
from .emblem import emblem
from .view import EarthView

__all__ = ["EarthView", "emblem"]
