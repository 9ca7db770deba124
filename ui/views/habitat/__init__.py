"""Habitat (North Woods) board view: the package (see ui/views/README.md)."""
from .view import HabitatView

__all__ = ["HabitatView"]
