"""The Cascadia board view (registered in engine/registry.py as ui.views.cascadia:CascadiaView)."""
from .emblem import emblem
from .view import CascadiaView

__all__ = ["CascadiaView", "emblem"]
