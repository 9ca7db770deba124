"""The Kauri board view (ui/views/README.md describes the shape)."""
from .view import KauriView

__all__ = ["KauriView"]
