"""GAMES: the one list the UI, AI, bench and tests iterate.

One entry per game names its rules (the Game class) and its board view (for the UI; a string,
so the engine never imports the UI). Games load lazily (their data is read on first use) so the
main menu starts fast; `name in GAMES` never loads anything. A game whose code or data fails to
load is replaced by an UnavailableGame: it is listed as unavailable with the file and key of the
error, refuses to start, and the other games play.
"""
from __future__ import annotations

import importlib
import sys
from collections.abc import Mapping

from .core.errors import DataError, IllegalAction
from .core.game import Game

# name -> ("module:Class" of the rules, "module:Class" of the board view)
_ENTRIES = {
    # games: one line each, "name": ("engine.<game>:<GameClass>", "ui.views.<game>:<ViewClass>")
    "cascadia": ("engine.cascadia:CascadiaGame", "ui.views.cascadia:CascadiaView"),
    "habitat": ("engine.habitat:HabitatGame", "ui.views.habitat:HabitatView"),
    "habitats": ("engine.habitats:HabitatsGame", "ui.views.habitats:HabitatsView"),
    "kauri": ("engine.kauri:KauriGame", "ui.views.kauri:KauriView"),
    "earth": ("engine.earth:EarthGame", "ui.views.earth:EarthView"),
}


class UnavailableGame(Game):
    """Stands in for a game that failed to load; `unavailable` says why (file: key: problem)."""

    def __init__(self, name: str, title: dict, problem: str):
        self.name, self.unavailable = name, problem
        self.base_title = {"en": title.get("en") or name, "fr": title.get("fr") or name}
        self.title = {"en": f"{self.base_title['en']} (unavailable)",
                      "fr": f"{self.base_title['fr']} (indisponible)"}

    def refusal(self) -> IllegalAction:
        en, fr = self.base_title["en"], self.base_title["fr"]
        return IllegalAction(f"{en} cannot be played: its data is broken ({self.unavailable})",
                             f"{fr} ne peut pas être joué : ses données sont abîmées ({self.unavailable})")

    def check_options(self, options):
        raise self.refusal()

    def setup(self, options, seed):
        raise self.refusal()

    def rules(self, lang: str = "en"):
        return [(self.title.get(lang, self.title["en"]), self.refusal().reason(lang))]


def _problem(e: Exception) -> str:
    text = str(e) if isinstance(e, DataError) else f"{type(e).__name__}: {e}"
    return text if len(text) <= 300 else text[:299] + "…"


def _load(name: str, target: str):
    module, attr = target.split(":")
    cls = None
    try:
        cls = getattr(importlib.import_module(module), attr)
        return cls()
    except Exception as e:  # noqa: BLE001 - broken data or code: only this game is unavailable
        print(f"terrarium: game {name!r} is unavailable: {_problem(e)}", file=sys.stderr)
        return UnavailableGame(name, dict(getattr(cls, "title", None) or {}), _problem(e))


class _Registry(Mapping):
    def __init__(self, entries: dict):
        self._entries = dict(entries)
        self._loaded: dict = {}

    def __getitem__(self, name):
        if name not in self._entries:
            raise KeyError(name)
        if name not in self._loaded:
            self._loaded[name] = _load(name, self._entries[name][0])
        return self._loaded[name]

    def __contains__(self, name) -> bool:   # Mapping's default would load the game
        return name in self._entries

    def problem(self, name: str) -> str | None:
        """Why `name` cannot be played (its data fails to load), or None (loads it)."""
        return getattr(self[name], "unavailable", None)

    def __iter__(self):
        return iter(self._entries)

    def __len__(self):
        return len(self._entries)

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

    def unregister(self, name: str) -> None:
        """Take a game off the list (tests that register a broken game clean up this way)."""
        self._entries.pop(name, None)
        self._loaded.pop(name, None)


GAMES = _Registry(_ENTRIES)
