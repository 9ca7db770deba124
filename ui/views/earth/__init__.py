"""Earth board view."""
from .view import EarthView

__all__ = ["EarthView"]
