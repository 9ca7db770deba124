"""The Kauri board view (ui/views/README.md describes the shape)."""
from .emblem import emblem
from .view import KauriView

__all__ = ["KauriView", "emblem"]
