"""Board views, one package per game (registered with its rules in engine/registry.py); the
generic view (a list of legal moves) serves a game that has none yet."""
from __future__ import annotations

import importlib

from engine.registry import GAMES


def make_view(game, app):
    target = GAMES.view_target(game.name) if game.name in GAMES else None
    if target is None:
        from .generic import GenericView
        return GenericView(game, app)
    module, cls = target.split(":")
    return getattr(importlib.import_module(module), cls)(game, app)
