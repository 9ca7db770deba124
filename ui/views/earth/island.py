"""The shown island: the grid of planted cards with sprouts and growth on them, the lit spaces
where a card may go, the lit cards a piece may go on; beside it the island, climate and
ecosystem cards and the reserve. At set-up, the faces to choose from take the grid's place."""
from __future__ import annotations

import pygame

from ... import theme
from ...widgets import draw_panel
from ..base import Region
from ..kit import cardtable as CT
from . import art as A
from .texts import board_text, card_tip

COL_W = 196
GAP = 3


class Island(Region):
    def __init__(self, view):
        super().__init__(view)
        self._cells = (None, {})

    def layout(self, rect, below=0):
        """`below`: the height kept free under the grid (the team board, in the team game),
        at `self.under`; the column beside the grid keeps the whole height."""
        super().layout(rect)
        r = self.rect
        self.grid_area = pygame.Rect(r.x + 6, r.y + 2, r.w - COL_W - 16, r.h - 6 - below)
        self.under = pygame.Rect(r.x + 4, self.grid_area.bottom + 4, self.grid_area.w + 4, max(0, below - 6))
        self.column = pygame.Rect(self.grid_area.right + 8, r.y + 2, COL_W, r.h - 6)
        self.boards = {what: pygame.Rect(self.column.x, self.column.y + k * 104, COL_W, 98)
                       for k, what in enumerate(("island", "climate", "ecosystem"))}
        self.reserve = pygame.Rect(self.column.x, self.column.y + 312, COL_W, self.column.h - 312)

    # ---- geometry ------------------------------------------------------------------------------
    def seat(self):
        shown = self.view.model.shown
        return shown if isinstance(shown, int) else None

    def cells(self) -> dict:
        """(row, col) -> rect of every space drawn for the shown island."""
        model, p = self.view.model, self.seat()
        if model.obs is None or p is None:
            return {}
        win = model.window(p)
        key = (win, tuple(self.grid_area))
        if self._cells[0] != key:
            top, left, rows, cols = win
            a = self.grid_area
            ch = (a.h - GAP * (rows - 1)) // rows
            cw = min(int(ch * 0.95), (a.w - GAP * (cols - 1)) // cols)
            x0 = a.x + (a.w - cols * cw - GAP * (cols - 1)) // 2
            out = {(top + i, left + j): pygame.Rect(x0 + j * (cw + GAP), a.y + i * (ch + GAP), cw, ch)
                   for i in range(rows) for j in range(cols)}
            self._cells = (key, out)
        return self._cells[1]

    def offer_rects(self) -> list:
        offers = self.view.facts.get("offers", [])
        a = self.grid_area
        w, h = (a.w - 12) // 2, min(150, (a.h - 40) // max(1, (len(offers) + 1) // 2) - 8)
        return [(o, pygame.Rect(a.x + (k % 2) * (w + 12), a.y + 30 + (k // 2) * (h + 8), w, h))
                for k, o in enumerate(offers)]

    def showing_offers(self) -> bool:
        return bool(self.view.facts.get("offers")) and self.seat() == self.view.model.me

    def rect_of(self, key):
        kind = key[0]
        if kind == "cell":
            return self.cells().get((key[1], key[2]))
        if kind == "card":
            grid = self.view.model.obs.grid[self.seat()]
            return next((self.cells().get(rc) for rc, c in grid.items() if c == key[1]), None)
        if kind == "offer":
            return next((r for o, r in self.offer_rects() if (o["index"], o["face"]) == key[1:3]), None)
        if kind == "board":
            return self.boards.get(key[1])
        return None

    # ---- drawing ---------------------------------------------------------------------------------
    def draw(self, surf, snap):
        p = self.seat()
        if p is None:
            return
        if self.showing_offers():
            self.draw_offers(surf, snap)
        else:
            self.draw_grid(surf, snap, p)
        self.draw_boards(surf, snap, p)

    def draw_grid(self, surf, snap, p):
        view, model = self.view, self.view.model
        tab = view.facts["tableau"][p]
        hint = model.hint_target() if p == model.me else None
        lit_cards = model.lit_cards if p == model.me else {}
        lit_cells = model.lit_cells if p == model.me else {}
        asked = model.question.get("source") if model.question and model.kind == "ask" else None
        for rc, rect in self.cells().items():
            placed = tab.get(rc)
            if placed is not None and placed["card"] in view.hidden_cards:
                placed = None           # on its way there (moving.py draws it)
            if placed is None:
                lit = rc in lit_cells
                pygame.draw.rect(surf, (30, 44, 38), rect, border_radius=7)
                CT.dashed_rect(surf, CT.TARGET if lit else (60, 76, 68), rect.inflate(-4, -4), 6, 2 if lit else 1)
                if hint == ("cell",) + rc:
                    CT.outline(surf, rect, CT.HINT, 4, 8, 4)
                continue
            self.draw_card(surf, placed, rect, snap.lang)
            if placed["card"] in lit_cards:
                CT.outline(surf, rect, CT.TARGET, 3, 8)
            elif placed["card"] == asked:
                CT.outline(surf, rect, CT.SELECT, 4, 8, 3)
            if hint == ("card", placed["card"]):
                CT.outline(surf, rect, CT.HINT, 4, 8, 4)

    def draw_card(self, surf, placed, rect, lang):
        view = self.view
        face = view.facts["faces"].get(placed["card"])
        if face is None:
            return
        surf.blit(view.art.face(placed["card"], face, rect.w, rect.h, lang, "placed"), rect)
        if not (face["sprout_spaces"] or face["growth_max"]):
            return
        strip = pygame.Rect(rect.x + 2, rect.bottom - 18, rect.w - 4, 16)
        pygame.draw.rect(surf, (16, 22, 18), strip, border_radius=4)
        x = strip.x + 3
        ns, ng = face["sprout_spaces"], face["growth_max"]
        size = 8 if (ns + ng) * 10 + 34 < strip.w else 6
        y = strip.centery - size // 2
        if ns:      # a sprout shape, then the sprout spaces (a shape too, not only a colour)
            b = strip.bottom - 3
            pygame.draw.polygon(surf, A.SPROUT, [(x + 3, strip.y + 3), (x, b), (x + 6, b)])
            x += 9
            x += A.pieces_row(surf, x, y, placed["sprouts"], ns, A.SPROUT, size) + 4
        if ng:      # a trunk, then the growth spaces
            pygame.draw.rect(surf, A.GROWTH, (x, strip.y + 3, 3, strip.h - 6))
            x += 6
            A.pieces_row(surf, x, y, placed["growth"], ng, A.GROWTH, size)
        if placed["canopy"]:
            pygame.draw.circle(surf, (60, 170, 70), (strip.right - 8, strip.centery), 6)
            pygame.draw.circle(surf, (15, 15, 15), (strip.right - 8, strip.centery), 6, 1)

    def draw_offers(self, surf, snap):
        view, model = self.view, self.view.model
        a = self.grid_area
        top = model.obs.tasks[-1][2]
        surf.blit(view.fonts.render(view.tx(f"choose_{top}"), 20, theme.ACCENT, True), (a.x + 4, a.y + 4))
        hint = model.hint_target()
        for o, r in self.offer_rects():
            draw_panel(surf, r, (40, 58, 48), theme.LINE, 8)
            CT.outline(surf, r, CT.TARGET, 2, 8)
            if hint == ("offer", o["index"], o["face"]):
                CT.outline(surf, r, CT.HINT, 4, 8, 4)
            self.board_face(surf, r, top if top != "eco" else "ecosystem", o)

    def board_face(self, surf, r, what, face):
        """A board card (island, climate, ecosystem) in a panel: name, VP, habitats, text."""
        view = self.view
        fonts = view.fonts
        icons = 15 * len(face.get("habitats", []))
        title = CT.fit_text(fonts, view.say(face["name"]), theme.READABLE, r.w - 40 - icons, True)
        img = fonts.render(title, theme.READABLE, theme.TEXT, True)
        surf.blit(img, (r.x + 8, r.y + 4))
        if face.get("vp"):
            A.token(surf, fonts, (r.right - 16, r.y + 14), 10, A.VP, str(face["vp"]), dark=True)
        x = r.x + 8 + img.get_width() + 10
        for hab in face.get("habitats", []):
            A.habitat_icon(surf, hab, (x, r.y + 13), 6)
            x += 15
        # the panel's place says what it is (island, climate, ecosystem); its set-up and text in
        # as many lines as it holds, the last ending "…" if more: its tooltip says it whole
        y = r.y + 24
        most = max(1, (r.bottom - y - 2) // 16)
        lines = []
        if "draw" in face:
            setup = view.tx("island_setup", draw=face["draw"], compost=face["compost"], soil=face["soil"])
            lines = [(ln, theme.MUTED) for ln in fonts.wrap(setup, theme.READABLE, r.w - 16, most=most - 1)]
        text = fonts.wrap(view.say(face["text"]), theme.READABLE, r.w - 16, most=max(1, most - len(lines)))
        lines += [(ln, theme.TEXT) for ln in text]
        for line, colour in lines:
            surf.blit(fonts.render(line, theme.READABLE, colour), (r.x + 8, y))
            y += 16

    def draw_boards(self, surf, snap, p):
        view = self.view
        faces = view.facts["boards"][p]
        for what, r in self.boards.items():
            face = faces.get(what)
            draw_panel(surf, r, (34, 50, 42), theme.LINE, 8)
            if face is None:
                CT.empty_slot(surf, view.fonts, r, view.tx("w_" + what), size=theme.READABLE)
                continue
            self.board_face(surf, r, what, face)
        self.draw_reserve(surf, p)

    def draw_reserve(self, surf, p):
        view, r = self.view, self.reserve
        s = view.facts["summary"][p]
        draw_panel(surf, r, (30, 42, 36), theme.LINE, 8)
        rows = [(A.SOIL, view.tx("r_soil", n=s["soil"])), (A.SPROUT, view.tx("r_sprouts", n=s["sprouts"])),
                (A.GROWTH, view.tx("r_growth", n=s["growth"])), ((90, 70, 50), view.tx("r_compost", n=s["compost"])),
                ((60, 90, 70), view.tx("r_hand", n=s["hand"])),
                ((90, 150, 170), view.tx("r_events", n=len(view.facts["summary"][p]["events"])))]
        y = r.y + 6
        for colour, text in rows:
            if y > r.bottom - 16:
                break
            pygame.draw.rect(surf, colour, (r.x + 8, y + 3, 10, 10))
            surf.blit(view.fonts.render(text, theme.READABLE, theme.TEXT), (r.x + 24, y))
            y += 18

    # ---- clicks and tips -------------------------------------------------------------------------
    def hit(self, pos, snap):
        p = self.seat()
        if p is None:
            return None
        if self.showing_offers():
            for o, r in self.offer_rects():
                if r.collidepoint(pos):
                    return ("offer", o["index"], o["face"])
            return None
        for rc, rect in self.cells().items():
            if rect.collidepoint(pos):
                cid = self.view.model.obs.grid[p].get(rc)
                return ("card", cid) if cid is not None else ("cell",) + rc
        return None

    def tooltip(self, pos, snap):
        view, p = self.view, self.seat()
        if p is None:
            return None
        for what, r in self.boards.items():
            face = view.facts["boards"][p].get(what)
            if r.collidepoint(pos) and face is not None:
                return board_text(view, what, face)
        if self.showing_offers():
            top = view.model.obs.tasks[-1][2]
            return next((board_text(view, top if top != "eco" else "ecosystem", o)
                         for o, r in self.offer_rects() if r.collidepoint(pos)), None)
        got = self.hit(pos, snap)
        if got and got[0] == "card":
            placed = next(t for t in view.facts["tableau"][p].values() if t["card"] == got[1])
            return card_tip(view, got[1], view.facts["faces"].get(got[1]), placed)   # the card whole
        if got and got[0] == "cell" and got[1:] in view.model.lit_cells:
            return view.tx("cell_tip")
        return None
