"""Board views, one per game; the generic view (a list of legal moves) is the fallback."""
from __future__ import annotations

import importlib

# game name -> "module:Class"
VIEWS = {
    # views: one line each, "name": "ui.views.<module>:<ViewClass>"
    "kauri": "ui.views.kauri:KauriView",
    "cascadia": "ui.views.cascadia:CascadiaView",
    "habitat": "ui.views.habitat:HabitatView",
}


def make_view(game, app):
    target = VIEWS.get(game.name)
    if target is None:
        from .generic import GenericView
        return GenericView(game, app)
    module, cls = target.split(":")
    return getattr(importlib.import_module(module), cls)(game, app)
