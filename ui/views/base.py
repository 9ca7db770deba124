"""What the play scene expects of a board view.

A view draws an observation (`game.observe(state, viewer)`, never the full state) inside the
rectangle the play scene gives it, and turns clicks into protocol actions. It holds only
interaction state (selection, pan, zoom, hover), never rules: to know what is allowed it
reads `ctx.legal`, and any action it returns is checked by the engine, whose refusal reason
the play scene shows to the player.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame


def view_text(table: dict, lang: str, key: str, /, **fmt):
    """A view's own string `key` in `lang` (from its {lang: {key: text}} table), English when
    the language or the key is missing, the key itself when English lacks it too."""
    s = table.get(lang, table["en"]).get(key, table["en"].get(key, key))
    return s.format(**fmt) if fmt and isinstance(s, str) else s


@dataclass
class ViewContext:
    viewer: int | None          # whose eyes: the human to move, else the last human seat
    to_move: int | None
    legal: list                 # legal actions when a human at this screen is to move, else []
    lang: str
    names: list                 # seat display names
    hint: tuple | None = None   # an action the AI suggested, to highlight
    last_action: tuple | None = None
    scores: object = None       # the live ScoreSheet
    extra: dict = field(default_factory=dict)


class BoardView:
    def __init__(self, game, app):
        self.game, self.app = game, app
        self.rect = pygame.Rect(0, 0, 0, 0)

    @property
    def fonts(self):
        return self.app.fonts

    @property
    def palette(self):
        return self.app.palette

    def t(self, key, **fmt):
        return self.app.t(key, **fmt)

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)

    def reset(self) -> None:
        """Forget any half-made selection (after undo, load, or a new turn)."""

    def draw(self, surf, obs, ctx: ViewContext) -> None:
        raise NotImplementedError

    def click(self, pos, button, obs, ctx: ViewContext):
        """An action to play, or None (the click only changed the view's own state)."""
        return None

    def key(self, event, obs, ctx: ViewContext):
        return None

    def wheel(self, pos, dy, obs, ctx: ViewContext):
        return None

    def drag(self, pos, rel, buttons, obs, ctx: ViewContext) -> None:
        pass

    def tooltip(self, pos, obs, ctx: ViewContext) -> str | None:
        return None

    def prompt(self, obs, ctx: ViewContext) -> str:
        """One line telling the player what to do next."""
        return ""

    def side_panel(self, surf, rect, obs, ctx: ViewContext) -> bool:
        """Draw game-specific info (e.g. scoring cards) in the side panel; False = nothing."""
        return False
