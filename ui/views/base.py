"""What the play scene expects of a board view, and the shape every view has.

A view draws the play session's snapshot (`ui.session.Snapshot`: the observation, never the full
state, with the legal actions, scores, hint and the view's own facts) inside the rectangle the
play scene gives it, and turns clicks into protocol actions. It holds only interaction state
(selection, pan, zoom, hover), never rules: what is allowed comes from `snap.legal` and the
game's `view_info`, and any action it returns is checked by the engine, whose refusal reason the
play scene shows to the player.

The shape (ui/views/README.md says it in full):
- `BoardView` (this file): lays out its regions and routes draw / click / hover / prompt;
- a pygame-free selection model, unit-tested from observation + legal actions;
- `Region`s, one module per part of the screen: layout(rect), draw, hit -> intent, tooltip.
  Clicks are looked up from the current layout, never from the previous frame's drawing.
"""
from __future__ import annotations

import pygame


def view_text(table: dict, lang: str, key: str, /, **fmt):
    """A string `key` in `lang` from a {lang: {key: text}} table, English when the language or
    the key is missing, the key itself when English lacks it too."""
    s = table.get(lang, table["en"]).get(key, table["en"].get(key, key))
    return s.format(**fmt) if fmt and isinstance(s, str) else s


class Region:
    """One part of a board screen. `hit` answers from the layout alone (the rectangles that
    `layout` computed), so a click is understood even before the first frame is drawn."""

    def __init__(self, view: "BoardView"):
        self.view = view
        self.rect = pygame.Rect(0, 0, 0, 0)

    def layout(self, rect) -> None:
        self.rect = pygame.Rect(rect)

    def draw(self, surf, snap) -> None:
        raise NotImplementedError

    def hit(self, pos, snap):
        """What a click at `pos` means here: an intent for the view's model, or None."""
        return None

    def tooltip(self, pos, snap) -> str | None:
        return None


class BoardView:
    """A game's board: regions laid out in the board rectangle, one selection model."""
    side_panel_height = 0     # height the view wants in the play screen's side panel

    def __init__(self, game, app):
        self.game, self.app = game, app
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.regions: list[Region] = []
        self.snap = None        # the snapshot shown (the views keep it in on_snapshot)
        self.timeline = None    # the step that travels on the board now (kit/motion.py), or None

    # ---- helpers every view uses -----------------------------------------------------
    @property
    def fonts(self):
        return self.app.fonts

    @property
    def palette(self):
        return self.app.palette

    unnamed = "?"       # the name of a seat no player sits in

    def name(self, p) -> str:
        """A player's display name in the snapshot shown."""
        return self.snap.name(p, self.unnamed) if self.snap is not None else self.unnamed

    def t(self, key, **fmt):
        """An app-wide string (ui/locale/<lang>.yaml)."""
        return self.app.t(key, **fmt)

    def tx(self, key, **fmt):
        """This game's own string (ui/locale/<lang>/<game>.yaml, keys namespaced by game), in
        the language of the moment (the settings may have changed since the app started)."""
        from ..i18n import I18n
        return I18n(self.app.settings.language)(f"{self.game.name}.{key}", **fmt)

    # ---- what the play scene calls ---------------------------------------------------
    def layout(self, rect) -> None:
        self.rect = pygame.Rect(rect)

    def reset(self) -> None:
        """Forget any half-made selection (after undo, load, or another viewer)."""

    def on_snapshot(self, snap) -> None:
        """A new snapshot (a step was played, the viewer or language changed): derive facts once
        here (into `snap.facts`), never in draw."""

    def animating(self) -> bool:
        """True while the view runs an animation and needs frames without input."""
        return False

    def motion(self, before, after, mode: str):
        """The timeline of the step between two snapshots (the game's motion.py), or None: a
        view without one shows every step at once."""
        return None

    def draw(self, surf, snap) -> None:
        for region in self.regions:
            region.draw(surf, snap)

    def region_at(self, pos):
        for region in reversed(self.regions):
            if region.rect.collidepoint(pos):
                return region
        return None

    def click(self, pos, button, snap):
        """An action to play, or None (the click only changed the view's own state)."""
        region = self.region_at(pos)
        intent = region.hit(pos, snap) if region is not None else None
        return self.act(intent, button, snap) if intent is not None else None

    def act(self, intent, button, snap):
        """Turn a region's intent into an action (or a change of selection: None)."""
        return None

    def hint_looks_ahead(self, action) -> str | None:
        """How a hint of `action` looks on through the choices that follow it in the same turn
        (see PlaySession.looks_ahead; ui.reasons names the answers): STEPS, it tells them too
        (its own words alone would mislead); WHY, it says only what the whole turn gains (the
        action gains nothing by itself); None, it does not look ahead."""
        return None

    def close_popup(self) -> bool:
        """Escape: close the topmost thing the view opened over the board (a question, a key,
        an aid) and say True; with nothing open, False (the play screen opens its menu)."""
        return False

    def key(self, event, snap):
        return None

    def wheel(self, pos, dy, snap):
        return None

    def drag(self, pos, rel, buttons, snap) -> None:
        pass

    def tooltip(self, pos, snap) -> str | None:
        region = self.region_at(pos)
        return region.tooltip(pos, snap) if region is not None else None

    def prompt(self, snap) -> str:
        """One line telling the player what to do next."""
        return ""

    def side_panel(self, surf, rect, snap) -> None:
        """Draw game-specific info (e.g. scoring cards) in the play screen's side panel."""
