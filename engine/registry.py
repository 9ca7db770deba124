"""GAMES: the one list the UI, AI, bench and tests iterate.

Games load lazily (their data is read on first use) so the main menu starts fast.
"""
from __future__ import annotations

import importlib
from collections.abc import Mapping

# name -> "module:attribute" of the Game instance factory
_ENTRIES = {
    # games: one line each, "name": "engine.<package>:<GameClass>"
    "cascadia": "engine.cascadia:CascadiaGame",
    "habitat": "engine.habitat:HabitatGame",
    "kauri": "engine.kauri:KauriGame",
    "earth": "engine.earth:EarthGame",
}


class _Registry(Mapping):
    def __init__(self, entries: dict):
        self._entries = dict(entries)
        self._loaded: dict = {}

    def __getitem__(self, name):
        if name not in self._entries:
            raise KeyError(name)
        if name not in self._loaded:
            module, attr = self._entries[name].split(":")
            self._loaded[name] = getattr(importlib.import_module(module), attr)()
        return self._loaded[name]

    def __iter__(self):
        return iter(self._entries)

    def __len__(self):
        return len(self._entries)

    def entries(self) -> dict:
        return dict(self._entries)

    def register(self, name: str, target: str) -> None:
        """Add a game (tests add their toy game this way)."""
        self._entries[name] = target
        self._loaded.pop(name, None)

    def unregister(self, name: str) -> None:
        self._entries.pop(name, None)
        self._loaded.pop(name, None)


GAMES = _Registry(_ENTRIES)
