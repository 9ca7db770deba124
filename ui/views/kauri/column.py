"""The right column (the faction rows and the panel of the moment) kept as one surface, redrawn
only when the snapshot, the selection or what lies under the mouse changes: an idle or moving
mouse then costs one blit."""
from __future__ import annotations

import pygame


class RightColumn:
    def __init__(self, view):
        self.view = view
        self._cached = None        # (snapshot, key, surface) as last drawn

    def draw(self, surf, snap):
        area = self.view.right.inflate(4, 0)
        surf.blit(self.surface(snap, area), area.topleft, area)

    def surface(self, snap, area):
        view = self.view
        key = (view.model.version, view.lang, id(view.palette), tuple(area),
               view.rows.hovered(snap, view.app.mouse), view.panel.hovered(snap, view.app.mouse))
        cached = self._cached
        if cached is not None and cached[0] is snap and cached[1] == key:
            return cached[2]
        s = cached[2] if cached is not None and cached[2].get_size() == (area.right, area.bottom) else None
        if s is None:
            s = pygame.Surface((area.right, area.bottom))
            try:
                s = s.convert()
            except pygame.error:
                pass
        view.drawn = {}
        pygame.draw.rect(s, (26, 36, 31), area)
        view.rows.draw(s, snap)
        view.panel.draw(s, snap)
        self._cached = (snap, key, s)
        return s
