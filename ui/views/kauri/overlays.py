"""What opens over the board on demand: a faction's aid (its 9 cards, how it scores, its
legacies), the key of the map's pieces, and the question kiwi-or-possum next to a click."""
from __future__ import annotations

import pygame

from engine.kauri import view_info as VI

from ... import theme
from ...widgets import blit_text, draw_panel
from ..kit import cardtable as CT
from . import art as ART
from .look import TARGET, Planned

KEY_ITEMS = ("kauri", "kiwi", "possum", "temple", "suburb", "reserve", "poison", "epidemic", "tapu", "flood",
             "road", "pawn_m", "pawn_s", "city", "volcano", "feather")
POPUP_W, POPUP_H = 116, 34
TAG_H = 20      # the strip under an aid card for its tag ("played", "in your hand"): never over its text


class Overlays(Planned):
    def aid_rect(self):
        return self.rect.inflate(-16, -16)

    def aid_cards(self, f):
        R = self.aid_rect()
        top, gap = R.y + 84, 6
        chh = (R.bottom - 12 - top - 2 * gap) // 3 - TAG_H
        cw = min(160, int(chh * 1.1))
        return [(cid, pygame.Rect(R.x + 16 + (i % 3) * (cw + gap), top + (i // 3) * (chh + TAG_H + gap), cw, chh))
                for i, cid in enumerate(self.look.d.faction_cards[f])]

    def popup_items(self):
        """[(rect, species, action)] of the species question, next to where the map was clicked."""
        pos, options = self.model.popup
        m = self.view.map.rect
        total = len(options) * (POPUP_W + 6) - 6
        x = max(m.x + 4, min(pos[0] - total // 2, m.right - total - 4))
        y = pos[1] + 14 if pos[1] + 14 + POPUP_H < m.bottom else pos[1] - 14 - POPUP_H
        return [(pygame.Rect(x + k * (POPUP_W + 6), y, POPUP_W, POPUP_H), sp, a) for k, (sp, a) in enumerate(options)]

    def make_plan(self, snap, spots):
        model = self.model
        if model.aid is not None:
            R = self.aid_rect()
            spots.add((R.right - 120, R.y + 12, 106, 32), "btn", ("close_aid",))
            for cid, rect in self.aid_cards(model.aid):
                spots.add(rect, "card_tip", cid)
        elif model.popup is not None:
            for rect, _, a in self.popup_items():
                spots.add(rect, "popup", a)

    def tooltip(self, pos, snap):
        return None

    def draw(self, surf, snap):
        model = self.model
        self.planned(snap)
        if model.popup is not None:
            self.draw_popup(surf)
        if model.aid is not None:
            self.draw_aid(surf, snap, model.aid)
        elif model.legend:
            self.draw_key(surf)

    def draw_popup(self, surf):
        look = self.look
        for rect, sp, _ in self.popup_items():
            hover = rect.collidepoint(self.view.app.mouse)
            pygame.draw.rect(surf, (20, 26, 23), rect.inflate(6, 6), border_radius=9)
            pygame.draw.rect(surf, theme.PANEL_HI if hover else theme.PANEL, rect, border_radius=8)
            pygame.draw.rect(surf, TARGET, rect, 2, border_radius=8)
            surf.blit(look.icon(sp, 24), (rect.x + 6, rect.centery - 12))
            blit_text(surf, look.fonts, look.tx("popup_" + sp), (rect.x + 36, rect.centery + 1), 19, theme.TEXT,
                      "midleft", True)

    # ---- a faction's aid ---------------------------------------------------------------------------
    def draw_aid(self, surf, snap, f):
        """A faction's aid over the board: its 9 cards, its legacies, how it scores."""
        look, R = self.look, self.aid_rect()
        surf.blit(CT.shade(look.cache, self.rect.w, self.rect.h, (8, 12, 10, 200)), self.rect.topleft)
        draw_panel(surf, R, (30, 40, 35), theme.ACCENT, 12)
        fac = look.d.game.factions[f]
        surf.blit(look.badge(f, 48), (R.x + 14, R.y + 10))
        room = R.right - 130 - R.x - 72     # up to the Close button
        CT.blit_fit(surf, look.fonts, look.tx("aid_title", faction=fac.name.get(look.lang),
                                              epithet=fac.epithet.get(look.lang)),
                    (R.x + 72, R.y + 12), 26, room, theme.ACCENT, bold=True)
        who = snap.name(f, "")
        if who:
            CT.blit_fit(surf, look.fonts, who, (R.x + 72, R.y + 38), 18, room, theme.MUTED)
        look.button(surf, pygame.Rect(R.right - 120, R.y + 12, 106, 32), look.tx("aid_close"), ("close_aid",))
        cards = self.aid_cards(f)
        blit_text(surf, look.fonts, look.tx("aid_cards"), (R.x + 16, R.y + 64), 17, theme.MUTED, bold=True)
        self.draw_aid_cards(surf, snap.obs, f, cards)
        x = cards[2][1].right + 8 + 14
        self.draw_aid_text(surf, snap.obs, f, x, R.right - 16 - x, R)

    def draw_aid_cards(self, surf, obs, f, cards):
        """The 9 cards as a reference, tagged when played or in the viewer's own hand."""
        look = self.look
        played = set(obs.discards[f]) if f < len(obs.discards) else set()
        now = set()
        if f < len(obs.picks) and obs.picks[f] is not None and obs.picks[f][0] != VI.HIDDEN:
            now = set(obs.picks[f])
        hand = set(obs.hands[f]) if f == self.model.me else set()
        for cid, rect in cards:
            surf.blit(look.card_surface(cid, rect.w, rect.h), rect.topleft)
            tag = "aid_now" if cid in now else "aid_played" if cid in played else "aid_hand" if cid in hand else None
            if tag is None:
                continue
            if cid in played or cid in now:
                surf.blit(CT.shade(look.cache, rect.w, rect.h, (10, 14, 12, 120), 9), rect.topleft)
            img = look.fonts.render(look.tx(tag), theme.READABLE, ART.INK, True)
            tr = pygame.Rect(0, 0, img.get_width() + 10, TAG_H - 2)
            tr.midtop = (rect.centerx, rect.bottom + 1)
            pygame.draw.rect(surf, theme.ACCENT, tr, border_radius=6)
            surf.blit(img, img.get_rect(center=tr.center))

    def draw_aid_text(self, surf, obs, f, x, w, R):
        """How the faction scores, its role, and its legacies with their texts."""
        look, fonts = self.look, self.look.fonts
        y = R.y + 64
        blit_text(surf, fonts, look.tx("aid_scores"), (x, y), 17, theme.MUTED, bold=True)
        y += 20
        for line in fonts.wrap(look.score_text(obs.players, f), 18, w, True):
            blit_text(surf, fonts, line, (x, y), 18, theme.TEXT, bold=True)
            y += 19
        y += 4
        for line in fonts.wrap(look.tx("about_" + VI.FACTIONS[f]), theme.READABLE, w):
            blit_text(surf, fonts, line, (x, y), theme.READABLE, theme.MUTED)
            y += 17
        y += 8
        total = look.d.game.factions[f].legacy_tokens
        blit_text(surf, fonts, look.tx("aid_legacies") + "  ·  " + look.tx("tokens", n=total - obs.tokens[f], m=total),
                  (x, y), 17, theme.MUTED, bold=True)
        y += 22
        for k in look.d.faction_legacies[f]:
            y = self.draw_aid_legacy(surf, obs, f, k, x, y, w, R.bottom - 18)

    def draw_aid_legacy(self, surf, obs, f, k, x, y, w, bottom):
        look, fonts = self.look, self.look.fonts
        leg = look.d.legacies[k]
        state = VI.legacy_state(obs, f, k)
        surf.blit(look.legacy_tile(k, state, f, 26, 22), (x, y))
        kind = look.tx("l_perm" if leg.type == "permanent" else "l_eph")
        head = f"{leg.name.get(look.lang)}  ({kind}; {look.tx('l_' + state)})"
        blit_text(surf, fonts, CT.fit_text(fonts, head, 17, w - 34, True), (x + 32, y + 2), 17, theme.TEXT, bold=True)
        y += 20
        for line in fonts.wrap(leg.text.get(look.lang), theme.READABLE, w - 32):
            if y > bottom:
                break
            blit_text(surf, fonts, line, (x + 32, y), theme.READABLE, theme.MUTED)
            y += 16
        return y + 5

    # ---- the key ---------------------------------------------------------------------------------------
    def draw_key(self, surf):
        look = self.look
        half = (len(KEY_ITEMS) + 1) // 2
        R = pygame.Rect(0, 0, 520, 40 + 26 * half + 16)
        R.center = self.view.map.rect.center
        surf.blit(CT.shade(look.cache, self.rect.w, self.rect.h, (8, 12, 10, 150)), self.rect.topleft)
        draw_panel(surf, R, (30, 40, 35), theme.ACCENT, 12)
        blit_text(surf, look.fonts, look.tx("key_title"), (R.x + 16, R.y + 10), 22, theme.ACCENT, bold=True)
        for i, k in enumerate(KEY_ITEMS):
            c, r = divmod(i, half)
            x, y = R.x + 16 + c * 250, R.y + 42 + r * 26
            if k == "pawn_m":
                ic = look.pawn_icon(VI.MAORI, 22)
            elif k == "pawn_s":
                ic = look.pawn_icon(VI.SETTLER, 22)
            else:
                ic = look.icon(k, 22)
            surf.blit(ic, (x, y))
            blit_text(surf, look.fonts, look.tx("key_" + k), (x + 30, y + 11), 17, theme.TEXT, "midleft")
