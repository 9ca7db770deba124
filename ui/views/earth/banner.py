"""The banner under the tabs: what to do now in the players' words, and the buttons of the
moment (Stop planting, Activate / Skip, island first or tableau first, a minor benefit, the
sprout payment of a card, 3 sprouts -> 2 soil). The hinted button is outlined."""
from __future__ import annotations

from ... import theme
from ...widgets import draw_panel
from ..base import Region
from ..kit import cardtable as CT

COPY_WIDTH = 300    # px of a copy button's ability text: three such buttons and Cancel fit the row


class Banner(Region):
    def __init__(self, view):
        super().__init__(view)
        self._buttons = (None, [])

    def buttons(self) -> list:
        model = self.view.model
        specs = model.buttons()
        key = (tuple(s[2] for s in specs), model.lang, tuple(self.rect))
        if self._buttons[0] != key:
            size = 17 if len(specs) > 3 else 19
            labels = [(self.view.tx(k, **self._fitted(k, fmt, size)), a, primary) for k, fmt, a, primary in specs]
            r = self.rect
            self._buttons = (key, CT.row_of_buttons(r.right - 6, r.y + 6, r.h - 12, labels, 6,
                                                    self.view.fonts, size, 10))
        return self._buttons[1]

    def _fitted(self, key, fmt, size):
        """A copied ability's text, whole words up to COPY_WIDTH (its tooltip says it whole)."""
        if key != "b_copy":
            return fmt
        return dict(fmt, text=CT.fit_text(self.view.fonts, fmt["text"], size, COPY_WIDTH))

    def rect_of(self, key):
        return next((b.rect for b in self.buttons() if ("button", b.action) == key), None)

    def draw(self, surf, snap):
        view, model = self.view, self.view.model
        r = self.rect
        mine = model.mine
        draw_panel(surf, r, (54, 50, 30) if mine else (34, 46, 40), theme.ACCENT if mine else theme.LINE, 8)
        buttons = self.buttons()
        right = (buttons[0].rect.x if buttons else r.right) - 10
        # the play screen's top line says what to do; the banner says where the turn stands,
        # or, at a choice of its own (a sprout payment), the question
        text = view.prompt(snap) if model.sel is not None else view.status(snap)
        colour = theme.HILITE if mine else theme.TEXT
        for size in (19, 16):
            lines = view.fonts.wrap(text, size, right - r.x - 14)
            if len(lines) <= 2:
                break
        lines = lines[:2]
        y = r.centery - len(lines) * size // 2
        for k, line in enumerate(lines):
            surf.blit(view.fonts.render(CT.fit_text(view.fonts, line, size, right - r.x - 14), size, colour),
                      (r.x + 10, y + k * size))

    def draw_live(self, surf, snap):
        """The buttons follow the mouse: drawn every frame over the board's layer."""
        view = self.view
        hint = view.model.hint_target()
        for b in self.buttons():
            b.draw(surf, view.fonts, view.app.mouse)
            if hint == ("button", b.action):
                CT.outline(surf, b.rect, CT.HINT, 3, 7)

    def hit(self, pos, snap):
        for b in self.buttons():
            if b.rect.collidepoint(pos):
                return ("button", b.action)
        return None

    def tooltip(self, pos, snap):
        for b in self.buttons():
            if b.rect.collidepoint(pos) and b.action[0] == "convert":
                return self.view.tx("convert_tip")
            if b.rect.collidepoint(pos) and b.action[0] == "copy":
                return self.view.tx("b_copy", text=self.view.model.copy_text(b.action))
        return None
