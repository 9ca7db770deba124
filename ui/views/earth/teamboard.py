"""The team board in the team game, a strip under the island's grid: your team's side (soil,
compost, sprouts, growth as lettered tokens with their counts, the cards as small named tiles)
lit when you may take from it, who may take and until whose turn ends, the other team's side
in counts (its cards are hidden), and your "ask where my gains go" switch. Clicks make ("team", ...)
intents; the selection model turns them into takes."""
from __future__ import annotations

import pygame

from ... import theme
from ...widgets import draw_panel
from ..base import Region
from ..kit import cardtable as CT
from . import art as A
from .texts import card_text

TOKENS = (("soil", A.SOIL), ("compost", (90, 70, 50)), ("sprout", A.SPROUT), ("growth", A.GROWTH))
CHIP_W, CARD_W, SWITCH_W = 48, 92, 190
LETTERS = {"soil": "S", "compost": "C", "sprout": "G", "growth": "T"}


class TeamBoard(Region):
    def facts(self):
        return self.view.facts.get("team")

    def my_side(self):
        f = self.facts()
        return f["sides"][f["mine"]] if f and f["mine"] is not None else None

    def parts(self) -> list:
        """(intent, rect) of every clickable thing: the switch (top right), then the tokens and
        the cards in a row."""
        side, r = self.my_side(), self.rect
        if side is None:
            return []
        out = [(("team", "share"), pygame.Rect(r.right - SWITCH_W - 6, r.y + 3, SWITCH_W, 22))]
        x, y = r.x + 8, r.y + 27
        for kind, _ in TOKENS:
            if side[kind]:
                out.append((("team", kind), pygame.Rect(x, y, CHIP_W, 24)))
                x += CHIP_W + 4
        for cid in side["cards"]:
            if x + CARD_W > r.right - 6:
                break
            out.append((("team", "card", cid), pygame.Rect(x, y, CARD_W, 24)))
            x += CARD_W + 4
        return out

    def rect_of(self, key):
        return next((rect for intent, rect in self.parts() if intent == tuple(key)), None)

    # ---- drawing --------------------------------------------------------------------------------
    def draw(self, surf, snap):
        f, view = self.facts(), self.view
        if f is None or f["mine"] is None:
            return
        draw_panel(surf, self.rect, (36, 44, 56), theme.LINE, 8)
        side, fonts = self.my_side(), view.fonts
        names = self.names(side["seats"])
        title = CT.fit_text(fonts, view.tx("team_title", names=names), theme.READABLE, self.rect.w - SWITCH_W - 24,
                            True)
        surf.blit(fonts.render(title, theme.READABLE, theme.ACCENT, True), (self.rect.x + 8, self.rect.y + 4))
        if side["empty"]:
            surf.blit(fonts.render(view.tx("team_empty"), theme.READABLE, theme.MUTED),
                      (self.rect.x + 8, self.rect.y + 30))
        model = view.model
        for intent, rect in self.parts():
            lit = model.team_lit(intent)
            if intent[1] == "share":
                self.draw_switch(surf, rect, lit)
            elif intent[1] == "card":
                self.draw_card(surf, rect, intent[2])
            else:
                self.draw_token(surf, rect, intent[1], side[intent[1]])
            if lit:
                CT.outline(surf, rect, CT.TARGET, 2, 6)
            if model.hint_target() == intent:
                CT.outline(surf, rect, CT.HINT, 3, 6, 3)
        self.draw_footer(surf, f)

    def names(self, seats) -> str:
        return self.view.tx("and_names", a=self.view.name(seats[0]), b=self.view.name(seats[1]))

    def draw_token(self, surf, rect, kind, n):
        """A token: its colour and letter (colour-blind players), then how many."""
        pygame.draw.rect(surf, (28, 34, 44), rect, border_radius=6)
        pygame.draw.circle(surf, dict(TOKENS)[kind], (rect.x + 12, rect.centery), 8)
        img = self.view.fonts.render(LETTERS[kind], 12, (20, 20, 20), True, mark=True)
        surf.blit(img, img.get_rect(center=(rect.x + 12, rect.centery)))
        img = self.view.fonts.render(str(n), theme.READABLE, theme.TEXT, True)
        surf.blit(img, img.get_rect(midleft=(rect.x + 25, rect.centery)))

    def draw_card(self, surf, rect, cid):
        face = self.view.facts["faces"].get(cid)
        pygame.draw.rect(surf, (46, 70, 52), rect, border_radius=5)
        name = self.view.say(face["name"]) if face else self.view.tx("hidden_card")
        text = CT.fit_text(self.view.fonts, name, theme.READABLE, rect.w - 8)
        surf.blit(self.view.fonts.render(text, theme.READABLE, theme.TEXT), (rect.x + 4, rect.y + 3))

    def draw_switch(self, surf, rect, lit):
        on = self.facts()["share"][self.view.model.me]
        pygame.draw.rect(surf, (70, 90, 60) if on else (44, 50, 58), rect, border_radius=6)
        text = self.view.tx("team_share_on" if on else "team_share_off")
        text = CT.fit_text(self.view.fonts, text, theme.READABLE, rect.w - 8, on)
        colour = theme.TEXT if lit else theme.MUTED
        img = self.view.fonts.render(text, theme.READABLE, colour, on)
        surf.blit(img, img.get_rect(center=rect.center))

    def draw_footer(self, surf, f):
        """Who may take and until when; the other team's side, in counts."""
        view, r = self.view, self.rect
        mine = f["sides"][f["mine"]]
        other = f["sides"][1 - f["mine"]]
        lines = [view.tx("team_until", names=self.names(mine["seats"]), active=view.name(f["until"]))]
        if not other["empty"]:
            counts = {"card": len(other["cards"]), "soil": other["soil"], "sprout": other["sprout"],
                      "growth": other["growth"], "compost": other["compost"]}
            what = ", ".join(view.tx(f"team_n_{k}" + ("_one" if n == 1 else ""), n=n) for k, n in counts.items() if n)
            lines.append(view.tx("team_other", names=self.names(other["seats"]), what=what))
        y = r.y + 53
        for line in lines:       # cut with "…" if too long: the tooltip says it whole
            if y + 15 > r.bottom:
                break
            surf.blit(view.fonts.render(CT.fit_text(view.fonts, line, theme.READABLE, r.w - 16), theme.READABLE,
                                        theme.MUTED), (r.x + 8, y))
            y += 16

    # ---- clicks and tips ---------------------------------------------------------------------------
    def hit(self, pos, snap):
        return next((intent for intent, rect in self.parts() if rect.collidepoint(pos)), None)

    def tooltip(self, pos, snap):
        intent = self.hit(pos, snap)
        if intent is None:
            return None
        view = self.view
        if intent[1] == "share":
            return view.tx("team_share_tip")
        wait = "" if view.model.team_lit(intent) else "\n" + view.tx("team_wait_tip")
        if intent[1] == "card":
            face = view.facts["faces"].get(intent[2])
            return view.tx("team_card_tip", card=card_text(view, face)) + wait
        what = view.tx(f"team_{intent[1]}", n=self.my_side()[intent[1]])
        return what + "\n" + view.tx("team_take_tip") + wait
