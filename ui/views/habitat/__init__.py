"""Habitat (North Woods) board view: the package (see ui/views/README.md)."""
from .emblem import emblem
from .view import HabitatView

__all__ = ["HabitatView", "emblem"]
