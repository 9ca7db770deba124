"""The five wildlife scoring cards down the right of the board: a picture of the pattern, the
point table and the shown player's points for it (hover: the full text, and the matching
animals light up on the board)."""
from __future__ import annotations

import pygame

from engine.cascadia.view_info import ANIMALS, SIGHT_RULES

from ... import theme
from ...widgets import blit_text
from ..base import Region
from ..kit import cardtable as CT
from . import art as ART

# tables whose last entry also counts every larger number (shown as "k+")
OPEN_ENDED = {"bear_pairs", "groups_by_size", "salmon_runs", "hawk_alone", "hawk_alone_sight", "hawk_pairing"}


class Cards(Region):
    def card_rect(self, k) -> pygame.Rect:
        a, gap = self.rect, 5
        h = (a.h - 8 - 4 * gap) // 5
        return pygame.Rect(a.x + 4, a.y + 4 + k * (h + gap), a.w - 8, h)

    def card_at(self, pos):
        return next((k for k in range(5) if self.card_rect(k).collidepoint(pos)), None)

    def hit(self, pos, snap):
        k = self.card_at(pos)
        return ("card", k) if k is not None else None

    def rect_of(self, kind, k, snap=None):
        return self.card_rect(k) if kind == "card" else None

    # ---- words ---------------------------------------------------------------------------------
    def entries(self, card) -> list[str]:
        """The card's point table in short ("1: 4", "3+: 9", "set: +3"...)."""
        v, pts = self.view, card.points
        if not pts:
            p = card.params
            if card.rule == "hawk_sight_pairs":
                return [v.tx("per_pair", n=p.get("per_pair", 0))]
            if card.rule == "salmon_neighbours":
                return [v.tx("per_salmon", a=p.get("per_salmon", 0), b=p.get("per_neighbour", 0))]
            return []
        nz = [k for k in range(1, len(pts)) if pts[k] > 0]
        out = []
        for k in nz:
            plus = "+" if k == nz[-1] == len(pts) - 1 and card.rule in OPEN_ENDED else ""
            out.append(f"{k}{plus}: {pts[k]}")
        if card.params.get("set_bonus"):
            out.append(v.tx("set", n=card.params["set_bonus"]))
        return out

    def tooltip(self, pos, snap):
        a = self.card_at(pos)
        if a is None:
            return None
        v, lang = self.view, snap.lang
        card = v.data.cards[snap.obs.cards[a]]
        p = v.model.shown()
        lines = [getattr(card.name, lang, card.name.en), getattr(card.text, lang, card.text.en)]
        entries = self.entries(card)
        if entries:
            lines.append(v.tx("points", table=", ".join(entries)))
        if a == 3 and card.rule in SIGHT_RULES:
            lines.append(v.tx("card_tip_hawk"))
        lines.append(v.tx("now", name=v.name(p), pts=v.facts.rows[p]["points"][ANIMALS[a]]))
        return "\n".join(lines)

    # ---- drawing -------------------------------------------------------------------------------
    def draw(self, surf, snap):
        v = self.view
        pygame.draw.rect(surf, (30, 41, 36), self.rect)
        pygame.draw.line(surf, theme.LINE, self.rect.topleft, self.rect.bottomleft)
        pts = v.facts.rows[v.model.shown()]["points"]
        for a in range(5):
            r = self.card_rect(a)
            card = v.data.cards[snap.obs.cards[a]]
            surf.blit(self.surface(card, a, r.w, r.h, snap.lang), r)
            if r.collidepoint(v.app.mouse):
                CT.outline(surf, r, theme.ACCENT, 2, 8, 1)
            n = pts[ANIMALS[a]]
            c = (r.right - 20, r.bottom - 18)
            pygame.draw.circle(surf, (40, 36, 30), c, 16)
            pygame.draw.circle(surf, theme.ACCENT if n else (120, 110, 90), c, 16, 2)
            blit_text(surf, v.fonts, str(n), c, 22, theme.ACCENT if n else theme.MUTED, "center", True)

    def surface(self, card, a, w, h, lang):
        return self.view.images.get(("card", card.id, a, w, h, lang), lambda: self.make_card(card, a, w, h, lang))

    def make_card(self, card, a, w, h, lang):
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        body = pygame.Rect(0, 0, w, h)
        pygame.draw.rect(surf, (236, 228, 204), body, border_radius=8)
        tint = CT.mix(ART.ANIMAL_COLOUR[a], (255, 255, 255), 0.55)
        pygame.draw.rect(surf, tint, pygame.Rect(0, 0, w, 24), border_top_left_radius=8, border_top_right_radius=8)
        pygame.draw.line(surf, (60, 50, 40), (0, 24), (w, 24), 1)
        pygame.draw.rect(surf, (60, 50, 40), body, 1, border_radius=8)
        tok = ART.token_surface(a, 10, None)
        surf.blit(tok, tok.get_rect(center=(14, 12)))
        self.draw_title(surf, card, w, lang)
        pw = min(96, w // 2)
        surf.blit(ART.picture_surface(card, a, pw, h - 28), (2, 26))
        for k, ln in enumerate(self.table_lines(card, w - pw - 10, h)[:5]):
            surf.blit(self.view.fonts.render(ln, 17, (60, 54, 44)), (pw + 6, 30 + k * 15))
        return ART.fast(surf)

    def draw_title(self, surf, card, w, lang):
        fonts = self.view.fonts
        name = getattr(card.name, lang, card.name.en)
        letter = card.letter if card.letter in ("A", "B", "C", "D") else ""
        title = name.split(": ", 1)[1] if ": " in name else name
        title = title[:1].upper() + title[1:]
        x = 28
        if letter:
            pygame.draw.rect(surf, ART.INK, (x, 3, 18, 18), border_radius=4)
            img = fonts.render(letter, 18, (255, 255, 255), True)
            surf.blit(img, img.get_rect(center=(x + 9, 12)))
            x += 24
        img = fonts.render(CT.fit_text(fonts, title, 19, w - x - 4, True), 19, ART.INK, True)
        surf.blit(img, img.get_rect(midleft=(x, 12)))

    def table_lines(self, card, width, h) -> list[str]:
        """The point table in lines; lines beside the score badge leave it room."""
        f = self.view.fonts.font(17)
        room = (h - 30 - 36) // 15      # lines above the score badge use the full width
        lines, line = [], ""
        for e in self.entries(card):
            limit = width if len(lines) < room else width - 36
            trial = f"{line}  {e}".strip()
            if f.size(trial)[0] <= limit or not line:
                line = trial
            else:
                lines.append(line)
                line = e
        if line:
            lines.append(line)
        return lines
