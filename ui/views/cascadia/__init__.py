"""The Cascadia board view (registered in engine/registry.py as ui.views.cascadia:CascadiaView)."""
from .view import CascadiaView

__all__ = ["CascadiaView"]
