"""The part of a selection model that views with one board per player behind tabs share
(Cascadia's environments, Habitats' parks): whose board is shown, and home to my own board when
my turn starts. Pygame-free, as the models are."""
from __future__ import annotations


class TabbedModel:
    """Subclasses set `self.legal` (with an `any` flag) before asking acting()."""

    def __init__(self):
        self.obs = None
        self.me = 0
        self.showing = None         # player whose board is shown; None = the viewer's
        self.notice = None          # (key, player): a word for the player instead of an action
        self._turn_key = None

    def home(self, obs, starts: bool) -> None:
        """At a new turn of mine, show my board again (`starts`: the phase that begins a turn)."""
        key = (obs.turn, obs.current)
        if key != self._turn_key:
            self._turn_key = key
            if obs.current == self.me and starts:
                self.showing = None

    def close_top(self) -> bool:
        """Escape: another player's board shown goes back to mine; True if it did."""
        if self.showing is None:
            return False
        self.showing = None
        return True

    def show_tab(self, p) -> None:
        self.showing = None if p == self.me else p

    def shown(self) -> int:
        p = self.showing if self.showing is not None else self.me
        return p if self.obs is not None and 0 <= p < self.obs.players else 0

    def acting(self) -> bool:
        """The viewer is to move and a human at this screen."""
        return self.legal.any and self.obs is not None and self.obs.current == self.me
