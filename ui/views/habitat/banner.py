"""The banner under the common row: what to do now (prompt, pick, whose turn) and the
buttons of the moment (End turn, Cancel, Let it burn, Done, Play <event>, the Niche's ranks)."""
from __future__ import annotations

from ... import theme
from ...widgets import draw_panel
from ..base import Region
from ..kit import cardtable as CT
from . import paint as P


class Banner(Region):
    def __init__(self, view):
        super().__init__(view)
        self._buttons = (None, [])

    def buttons(self) -> list:
        """The buttons for the current pick (laid out again only when the pick changes)."""
        model = self.view.model
        key = (model.obs_key, model.sel, tuple(self.rect))
        if self._buttons[0] != key:
            specs = model.button_specs(self.view.tx)
            size = 18 if len(specs) > 4 else 20
            pad = 9 if len(specs) > 4 else 16
            r = self.rect
            right = r.right - 5
            ends = ("button", "end_turn")
            if model.turn_can_end() and all(s[1] != ends for s in specs):
                # End turn keeps its own place at the right even before it is offered, so a
                # second click on Done (or Decline...) never lands on the End turn that follows
                label = self.view.tx("end_turn")
                right -= self.view.fonts.font(size, True).size(label)[0] + 2 * pad + 6
            self._buttons = (key, CT.row_of_buttons(right, r.y + 4, r.h - 8, specs, 6,
                                                    self.view.fonts, size, pad))
        return self._buttons[1]

    def hovered(self, mouse):
        """The button under the mouse (drawn lit), or None."""
        return next((k for k, b in enumerate(self.buttons()) if b.rect.collidepoint(mouse)), None)

    def marks(self) -> dict:
        return {b.action: b.rect for b in self.buttons()}

    def draw(self, surf, snap):
        view, model = self.view, self.view.model
        r = self.rect
        mine = model.mine
        asked = mine and model.prompt_of() is not None
        draw_panel(surf, r, (54, 50, 30) if asked else (34, 46, 40), theme.ACCENT if asked else theme.LINE, 8)
        buttons = self.buttons()
        left = buttons[0].rect.x - 8 if buttons else r.right - 8
        text = model.banner(view.tx)
        colour = theme.HILITE if mine else theme.TEXT
        # one line at 20 down to the readable size, else two; beside the Niche's many buttons a
        # hint's long line ends with "…" (the hint's message at the side says it whole)
        P.boxed_text(view, surf, text, (r.x + 10, r.y + 1, left - r.x - 14, r.h - 2), 20, colour,
                     most_lines=2, readable=17)
        for b in buttons:
            b.draw(surf, view.fonts, view.app.mouse)

    def hit(self, pos, snap):
        for b in self.buttons():
            if b.rect.collidepoint(pos):
                return ("button", b.action)
        return None
