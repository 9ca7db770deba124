"""GAMES: the one list the UI, AI, bench and tests iterate.

One entry per game names its rules (the Game class) and its board view (for the UI; a string,
so the engine never imports the UI). Games load lazily (their data is read on first use) so the
main menu starts fast.
"""
from __future__ import annotations

import importlib
from collections.abc import Mapping

# name -> ("module:Class" of the rules, "module:Class" of the board view)
_ENTRIES = {
    # games: one line each, "name": ("engine.<game>:<GameClass>", "ui.views.<game>:<ViewClass>")
    "cascadia": ("engine.cascadia:CascadiaGame", "ui.views.cascadia:CascadiaView"),
    "habitat": ("engine.habitat:HabitatGame", "ui.views.habitat:HabitatView"),
    "habitats": ("engine.habitats:HabitatsGame", "ui.views.habitats:HabitatsView"),
    "kauri": ("engine.kauri:KauriGame", "ui.views.kauri:KauriView"),
    "earth": ("engine.earth:EarthGame", "ui.views.earth:EarthView"),
}


class _Registry(Mapping):
    def __init__(self, entries: dict):
        self._entries = dict(entries)
        self._loaded: dict = {}

    def __getitem__(self, name):
        if name not in self._entries:
            raise KeyError(name)
        if name not in self._loaded:
            module, attr = self._entries[name][0].split(":")
            self._loaded[name] = getattr(importlib.import_module(module), attr)()
        return self._loaded[name]

    def __iter__(self):
        return iter(self._entries)

    def __len__(self):
        return len(self._entries)

    def __contains__(self, name):
        return name in self._entries   # never loads the game's data

    def view_target(self, name: str) -> str | None:
        """"module:Class" of the game's board view, None for the generic list of moves."""
        return self._entries[name][1]

    def entries(self) -> dict:
        return dict(self._entries)

    def register(self, name: str, rules, view: str | None = None) -> None:
        """Add a game (tests add their toy game this way; the AI process copies entries)."""
        if isinstance(rules, (tuple, list)):
            rules, view = rules
        self._entries[name] = (rules, view)
        self._loaded.pop(name, None)


GAMES = _Registry(_ENTRIES)
