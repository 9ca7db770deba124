"""GAMES: the one list the UI, AI, bench and tests iterate.

One entry per game names its rules (the Game class) and its board view (for the UI; a string,
so the engine never imports the UI). Games load lazily (their data is read on first use) so the
main menu starts fast; `name in GAMES` never loads anything. `problem(name)` (the New game list
asks it of every game, once per start) reads all of a game's data, also what it would read only
at Start. A game whose code or data fails to load is replaced by an UnavailableGame: it is
listed as unavailable with the file and key of the error, in the player's language, refuses to
start, and the other games play.
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
    """Stands in for a game that failed to load; `unavailable` says why (file: key: problem),
    `where(lang)` says it in the player's language."""

    def __init__(self, name: str, title: dict, error: Exception):
        self.name, self.unavailable = name, _problem(error)
        self.file, self.key = (error.file, error.path) if isinstance(error, DataError) else ("", "")
        self.base_title = {"en": title.get("en") or name, "fr": title.get("fr") or name}
        self.title = {"en": f"{self.base_title['en']} (unavailable)",
                      "fr": f"{self.base_title['fr']} (indisponible)"}

    def where(self, lang: str = "en") -> str:
        """The broken file and key (the loader's own words are English: French names the place)."""
        if lang != "fr":
            return self.unavailable
        if not self.file:
            return f"erreur du programme : {self.unavailable}"
        return f"fichier {self.file}, clé {self.key}" if self.key else f"fichier {self.file}"

    def refusal(self) -> IllegalAction:
        en, fr = self.base_title["en"], self.base_title["fr"]
        return IllegalAction(f"{en} cannot be played: its data is broken ({self.where('en')})",
                             f"{fr} ne peut pas être joué : ses données sont abîmées ({self.where('fr')})")

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
        return _unavailable(name, cls, e)


def _unavailable(name: str, cls, e: Exception) -> UnavailableGame:
    print(f"terrarium: game {name!r} is unavailable: {_problem(e)}", file=sys.stderr)
    return UnavailableGame(name, dict(getattr(cls, "title", None) or {}), e)


class _Registry(Mapping):
    def __init__(self, entries: dict):
        self._entries = dict(entries)
        self._loaded: dict = {}
        self._checked: set = set()     # games whose every data file was read

    def __getitem__(self, name):
        if name not in self._entries:
            raise KeyError(name)
        if name not in self._loaded:
            self._loaded[name] = _load(name, self._entries[name][0])
        return self._loaded[name]

    def __contains__(self, name) -> bool:   # Mapping's default would load the game
        return name in self._entries

    def problem(self, name: str) -> str | None:
        """Why `name` cannot be played (its code or any of its data fails to load), or None.
        Loads the game and reads all its data, once per process."""
        game = self[name]
        if name not in self._checked:
            self._checked.add(name)
            try:
                getattr(game, "load_data", lambda: None)()
            except Exception as e:  # noqa: BLE001 - broken data or code: only this game is unavailable
                game = self._loaded[name] = _unavailable(name, type(game), e)
        return getattr(game, "unavailable", None)

    def problems(self) -> dict:
        """name -> why it cannot be played, for every game that cannot (the New game list)."""
        return {name: p for name in self if (p := self.problem(name)) is not None}

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
        self._checked.discard(name)

    def unregister(self, name: str) -> None:
        """Take a game off the list (tests that register a broken game clean up this way)."""
        self._entries.pop(name, None)
        self._loaded.pop(name, None)
        self._checked.discard(name)


GAMES = _Registry(_ENTRIES)
