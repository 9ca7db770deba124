"""One row per faction at the top of the right column: emblem, name, score and aid button;
legacies, legacy tokens and supplies; the hand, this turn's pick and the resolution order.
With 2 players, a row for the automated Settler follows."""
from __future__ import annotations

import pygame

from engine.kauri import view_info as VI

from ... import theme
from ...widgets import blit_text
from ..kit import cardtable as CT
from . import art as ART
from .look import HINT, TARGET, Planned, tick

ROW_H = 78
AUTO_ROW_H = 46
SLOT_W, SLOT_H = 24, 20


class FactionRows(Planned):
    def height(self, players):
        return players * (ROW_H + 4) + ((AUTO_ROW_H + 4) if players < 3 else 0)

    def row_rect(self, f):
        return pygame.Rect(self.rect.x, self.rect.y + 4 + f * (ROW_H + 4), self.rect.w, ROW_H)

    def auto_rect(self, players):
        return pygame.Rect(self.rect.x, self.rect.y + 4 + players * (ROW_H + 4), self.rect.w, AUTO_ROW_H)

    # ---- the plan: every spot of every row -------------------------------------------------------
    def make_plan(self, snap, spots):
        obs = snap.obs
        rows = [self.plan_row(snap, f, self.row_rect(f), spots) for f in range(obs.players)]
        if obs.players < 3:
            spots.add(self.auto_rect(obs.players), "auto_row")
        return rows

    def plan_row(self, snap, f, rect, spots):
        obs, d = snap.obs, self.look.d
        x = rect.x + 58
        row = {"rect": rect, "aid": pygame.Rect(rect.right - 50, rect.y + 5, 44, 24), "score": None}
        spots.add((rect.x + 8, rect.y + 6, 42, 42), "faction", f)
        spots.add(row["aid"], "btn", ("aid", f))
        totals = snap.scores.totals if snap.scores is not None else None
        if totals is not None and f < len(totals):
            vp = self.look.fonts.render(self.look.tx("vp"), theme.READABLE)
            vp = vp.get_rect(midright=(row["aid"].x - 6, rect.y + 18))
            sc = self.look.fonts.render(str(totals[f]), 27, theme.ACCENT, True).get_rect(
                midright=(vp.x - 4, rect.y + 17))
            row["score"], row["vp"] = sc, vp
            spots.add(sc.union(vp), "score", f)
        y2 = rect.y + 30
        keys = d.faction_legacies[f]
        row["legacies"] = [(k, pygame.Rect(x + i * (SLOT_W + 3), y2, SLOT_W, SLOT_H)) for i, k in enumerate(keys)]
        for k, r in row["legacies"]:
            spots.add(r, "legacy", f, k)
        row["tokens"] = pygame.Rect(x + len(keys) * (SLOT_W + 3), y2, 26, SLOT_H)
        spots.add(row["tokens"], "tokens", f)
        sx = x + 5 * (SLOT_W + 3) + 30
        row["supplies"] = []
        for i, (kind, n, key) in enumerate(snap.facts["supplies"][f]):
            r = pygame.Rect(sx + i * 46, y2, 44, SLOT_H)
            row["supplies"].append((kind, n, r))
            spots.add(r, "supply", f, kind, n, key)
        nh = len(obs.hands[f])
        spots.add(pygame.Rect(x, rect.y + 52, 13 + 8 * max(0, nh - 1), 19).inflate(4, 4), "hand_count", f, nh)
        self.plan_pick(snap, f, rect, row, spots)
        return row

    def plan_pick(self, snap, f, rect, row, spots):
        """This turn's pick: its order circle and the two cards' chips, once they are public."""
        obs = snap.obs
        pick = obs.picks[f] if f < len(obs.picks) else None
        row["chips"] = None
        cx, y3 = rect.x + 98, rect.y + 54
        if obs.phase == "pick" and pick is not None and pick[0] != VI.HIDDEN and f == self.model.me:
            row["chips"] = chip_rects(cx, y3, rect.right - 8)
        elif obs.phase == "act" and pick is not None and pick[0] != VI.HIDDEN:
            row["chips"] = chip_rects(cx, y3, rect.right - 40)
            if f in obs.order:
                c = (rect.right - 20, rect.y + rect.h - 18)
                spots.add((c[0] - 14, c[1] - 14, 28, 28), "order", f)
        if row["chips"] is not None and self.look.d.cards.get(pick[0]) and self.look.d.cards.get(pick[1]):
            spots.add(row["chips"][0], "chip", pick[0])
            spots.add(row["chips"][1], "chip", pick[1])

    # ---- drawing ------------------------------------------------------------------------------------
    def draw(self, surf, snap):
        rows = self.planned(snap)
        for f, row in enumerate(rows):
            self.draw_row(surf, snap, f, row)
        if snap.obs.players < 3:
            self.draw_auto_row(surf, snap.facts["ranger"], self.auto_rect(snap.obs.players), snap.obs.phase)

    def draw_row(self, surf, snap, f, row):
        obs, look, rect = snap.obs, self.look, row["rect"]
        active = (obs.phase in ("act", "auto", "tane", "setup", "revive") and obs.actor == f) or \
                 (obs.phase == "pick" and snap.to_move == f)
        pygame.draw.rect(surf, (46, 62, 54) if active else (34, 46, 40), rect, border_radius=8)
        pygame.draw.rect(surf, theme.ACCENT if active else theme.LINE, rect, 2 if active else 1, border_radius=8)
        pygame.draw.rect(surf, look.colour(f), (rect.x, rect.y + 6, 4, rect.h - 12), border_radius=2)
        surf.blit(look.badge(f, 42), (rect.x + 8, rect.y + 6))
        x = rect.x + 58
        name = look.fname(f)
        who = snap.name(f, "")
        t = blit_text(surf, look.fonts, name, (x, rect.y + 5), 21, theme.TEXT, bold=True)
        if who and who != name:
            blit_text(surf, look.fonts, CT.fit_text(look.fonts, who, 17, 110), (t.right + 6, rect.y + 8), 17,
                      theme.MUTED)
        look.button(surf, row["aid"], look.tx("aid"), ("aid", f), small=True)
        if row["score"] is not None:
            surf.blit(look.fonts.render(look.tx("vp"), theme.READABLE, theme.MUTED), row["vp"])
            surf.blit(look.fonts.render(str(snap.scores.totals[f]), 27, theme.ACCENT, True), row["score"])
        self.draw_legacies(surf, snap, f, row)
        for kind, n, r in row["supplies"]:
            surf.blit(look.icon(kind, 18), (r.x, r.y + 1))
            blit_text(surf, look.fonts, str(n), (r.x + 20, r.y + SLOT_H // 2 + 1), 18, theme.TEXT, "midleft", True)
        for i in range(len(obs.hands[f])):
            surf.blit(look.back_surface(f, 13, 19), (x + i * 8, rect.y + 52))
        self.draw_pick(surf, snap, f, row)

    def draw_legacies(self, surf, snap, f, row):
        obs, look = snap.obs, self.look
        claimable = self.model.claimable()
        hint = snap.hint
        for k, r in row["legacies"]:
            surf.blit(look.legacy_tile(k, VI.legacy_state(obs, f, k), f, SLOT_W, SLOT_H), r.topleft)
            if k in claimable:            # lit, and still: no pulse
                CT.outline(surf, r, TARGET, 3, 5, 3)
            if hint is not None and len(hint) == 2 and hint[0] in ("claim", "curse") and hint[1] == k:
                CT.outline(surf, r, HINT, 2, 5)
                look.hint_mark(surf, r.topright, 6)
        left = look.d.game.factions[f].legacy_tokens - obs.tokens[f]
        img = look.fonts.render(f"×{left}", theme.READABLE, theme.MUTED, True)
        surf.blit(img, img.get_rect(midleft=(row["tokens"].x + 1, row["tokens"].centery)))

    def draw_pick(self, surf, snap, f, row):
        obs, look, rect = snap.obs, self.look, row["rect"]
        pick = obs.picks[f] if f < len(obs.picks) else None
        cx, y3 = rect.x + 98, rect.y + 54
        if obs.phase == "pick" and row["chips"] is None:
            if pick is None:
                key = "waiting_pick" if snap.to_move != f else "choosing"
                blit_text(surf, look.fonts, look.tx(key), (cx, y3 + 8), 17, theme.MUTED, "midleft")
            else:
                for i in range(2):
                    surf.blit(look.back_surface(f, 14, 20), (cx + i * 11, y3 - 2))
                tick(surf, (cx + 34, y3 + 8), 12, theme.GOOD)
                blit_text(surf, look.fonts, look.tx("chosen"), (cx + 48, y3 + 8), 17, theme.GOOD, "midleft")
        if row["chips"] is not None:
            self.pair_chips(surf, f, pick, row["chips"])
        if obs.phase == "act" and row["chips"] is not None and f in obs.order:
            self.order_circle(surf, obs, f, (rect.right - 20, rect.y + rect.h - 18))

    def order_circle(self, surf, obs, f, c):
        k = obs.order.index(f)
        cur = k == obs.cursor
        fill = theme.ACCENT if cur else (70, 80, 74) if k < obs.cursor else (50, 62, 56)
        pygame.draw.circle(surf, fill, c, 13)
        pygame.draw.circle(surf, ART.INK, c, 13, 2)
        blit_text(surf, self.look.fonts, str(k + 1), c, 21, ART.INK if cur else theme.TEXT, "center", True)

    def pair_chips(self, surf, f, pick, rects):
        """The Action card as a name chip and the Initiative card's number in a flag."""
        look = self.look
        card, icard = look.d.cards.get(pick[0]), look.d.cards.get(pick[1])
        if card is None or icard is None:
            return
        chip, flag = rects
        pygame.draw.rect(surf, ART.PARCH, chip, border_radius=5)
        pygame.draw.rect(surf, look.colour(f), (chip.x, chip.y, 6, chip.h), border_top_left_radius=5,
                         border_bottom_left_radius=5)
        pygame.draw.rect(surf, ART.INK, chip, 1, border_radius=5)
        CT.blit_fit(surf, look.fonts, card.name.get(look.lang), (chip.x + 10, chip.centery + 1), 17, chip.w - 14,
                    ART.INK, "midleft", True)
        pygame.draw.rect(surf, (48, 58, 70), flag, border_radius=5)
        pygame.draw.rect(surf, theme.LINE, flag, 1, border_radius=5)
        blit_text(surf, look.fonts, look.tx("init"), (flag.x + 5, flag.centery + 1), theme.READABLE, theme.MUTED,
                  "midleft")
        blit_text(surf, look.fonts, str(icard.initiative), (flag.right - 8, flag.centery + 1), 22, theme.TEXT,
                  "midright", True)
        self.view.drawn[pick[0]] = pygame.Rect(chip)
        self.view.drawn[pick[1]] = pygame.Rect(flag)

    def draw_auto_row(self, surf, ranger, rect, phase):
        look = self.look
        active = phase == "auto"
        pygame.draw.rect(surf, (46, 62, 54) if active else (34, 46, 40), rect, border_radius=8)
        pygame.draw.rect(surf, theme.ACCENT if active else theme.LINE, rect, 2 if active else 1, border_radius=8)
        surf.blit(look.pawn_icon(None, 36), (rect.x + 10, rect.y + 5))
        blit_text(surf, look.fonts, look.tx("auto_row"), (rect.x + 58, rect.y + 5), 20, theme.TEXT, bold=True)
        surf.blit(look.icon("ranger" if ranger else "axe", 16), (rect.x + 58, rect.y + 26))
        blit_text(surf, look.fonts, look.tx("auto_ranger" if ranger else "auto_lumber"), (rect.x + 78, rect.y + 26),
                  17, (140, 220, 150) if ranger else (236, 190, 130))
        theme.draw_marker(surf, VI.KIWI if ranger else VI.POSSUM, (rect.right - 20, rect.centery), 9,
                          self.view.palette)


def chip_rects(x, y, right):
    """The Action card's chip and the Initiative card's flag, side by side."""
    flag = pygame.Rect(right - 62, y - 3, 62, 22)
    return pygame.Rect(x, y - 3, flag.x - 6 - x, 22), flag
