"""The resolution panel: the card being resolved (or the automated Settler, or Tāne Mahuta's
replanting), one row per sub-action with what is left, what to do now, the choices that are not
on the map (choices.py), the resolution order, the cards kept in hand, and Done."""
from __future__ import annotations

import pygame

from engine.kauri import view_info as VI

from ... import theme
from ...messages import CONFIRM, LOOKS
from ...widgets import blit_text
from ..kit import cardtable as CT
from . import art as ART
from .choices import Choices
from .look import TARGET, tick

KIND_ICON = {
    "move": "kiwi", "flood": "flood", "storm": "flood", "conscience": "ranger", "activism": "ranger",
    "reserve": "reserve", "hatch": "kiwi", "replant": "kauri", "wrath": "kauri", "ally": "ranger",
    "raid": "possum", "epidemic": "epidemic", "forage": "possum", "litter": "possum", "breed": "possum",
    "invade": "possum", "fell": "axe", "sawmill": "axe", "timber": "axe", "road": "road", "survey": "road",
    "quake": "road", "hunt": "possum", "poison": "poison", "swap": "treaty", "colony": "city",
    "expedition": "possum", "possum_hunt": "possum", "temple": "temple", "kiwi_hunt": "kiwi",
    "feast": "kiwi", "rahui": "tapu", "push": "kiwi", "suburb": "suburb", "marae": "temple",
    "tapu": "tapu", "claim": "feather", "curse": "feather", "tane": "kauri", "auto_move": "axe",
    "auto_fell": "axe", "auto_hunt": "ranger", "auto_take": "axe",
}
MOVE_ICON = {VI.KIWI: "kiwi", VI.POSSUM: "possum", VI.SETTLER: "axe", VI.MAORI: "tapu"}
CW, CH = 112, 157
CHIP_H, CHIP_LINE = 22, 16      # a kept card's chip: its height on one line, each further line
CHIP_PAD, CHIP_NAME_X = 4, 17   # ... its margins; where its name starts after the strip (past the initiative)


class ActPanel:
    def __init__(self, panel):
        self.panel = panel
        self.look = panel.look
        self.view = panel.view
        self.choices = Choices(self)

    # ---- the plan ----------------------------------------------------------------------------------
    def plan(self, snap, P, spots):
        model, obs = self.view.model, snap.obs
        mine = model.mine
        need = self.auto_lines(obs)[2] if obs.phase == "auto" else \
            self.look.card_need([obs.card], CW) if obs.card else 0
        card_r = pygame.Rect(P.x + 10, P.y + 34, CW, max(CH, need))      # every word of it readable
        if obs.phase == "act" and obs.card:
            spots.add(card_r, "card", obs.card)
        plan = {"mine": mine, "card": card_r, "rows": [], "text": [], "choices": None, "kept": [],
                "done": None, "order": []}
        rx = card_r.right + 10
        rw = P.right - 8 - rx
        ry = self.plan_rows(obs, plan, rx, rw, card_r.y, spots)
        if mine:
            ry += 2
            text = " ".join(self.look.tx(k) for k in model.instruction(model.kind))
            plan["text"] = self.look.fonts.wrap(text, theme.READABLE, rw, most=3)
            ry += 17 * len(plan["text"]) + 4
            if model.bkind is not None:
                wide = model.bkind in ("curse", "swap")
                area = pygame.Rect(P.x + 8, max(ry, card_r.bottom + 8), P.w - 16, 0) if wide \
                    else pygame.Rect(rx, ry, rw, 0)
                area.h = P.bottom - (106 if model.ask_done else 48) - area.y     # clear of Done / the question
                plan["choices"] = self.choices.plan(snap, model.bkind, area, spots)
            if model.ask_done:
                plan["ask"] = self.plan_ask(P, spots)
            else:
                plan["done"] = pygame.Rect(P.right - 196, P.bottom - 42, 186, 34)
                spots.add(plan["done"], "btn", ("done",))
        if obs.phase == "act" and obs.order and plan.get("ask") is None:
            self.plan_order(obs, plan, P.x + 10, P.bottom - 25, spots)
        kept = [c for c in obs.hands[model.me] if c != VI.HIDDEN]
        if kept and (not mine or model.bkind not in ("curse", "swap")):
            y = card_r.bottom + 25
            for cid in kept[:2]:
                chip = pygame.Rect(card_r.x, y, CW, CHIP_H + CHIP_LINE * (len(self.chip_lines(cid)) - 1))
                plan["kept"].append((cid, chip))
                spots.add(chip, "card", cid)
                y = chip.bottom + 3
        return plan

    def plan_rows(self, obs, plan, rx, rw, ry, spots):
        """The sub-action rows, with an 'and'/'or' pill between the card's actions."""
        model = self.view.model
        card = self.look.d.cards.get(obs.card) if obs.phase == "act" else None
        n_card = len(card.actions) if card else 0
        for i, sl in enumerate(model.live_slots()):
            pill = None
            if 0 < i < n_card and card.join in ("and", "or"):
                pill = pygame.Rect(0, 0, 44, 18)
                pill.midtop = (rx + rw // 2, ry - 1)
                ry += 18
            r = pygame.Rect(rx, ry, rw, 32)
            plan["rows"].append((sl, r, pill, card.join if pill else None))
            if model.mine and sl[VI.REMAINING] > 0:
                spots.add(r, "slot", sl[VI.KIND])
            ry += 35
        return ry

    def plan_ask(self, P, spots):
        """The question Done with moves left asks, at the foot of the panel where Done was:
        (box, [(button, label key, action)])."""
        box = pygame.Rect(P.x + 8, P.bottom - 100, P.w - 16, 94)
        w = (box.w - 30) // 2
        buttons = [(pygame.Rect(box.x + 10, box.bottom - 44, w, 34), "end_anyway", ("done_sure",)),
                   (pygame.Rect(box.right - 10 - w, box.bottom - 44, w, 34), "keep_playing", ("done_keep",))]
        for r, _, action in buttons:
            spots.add(r, "btn", action)
        return box, buttons

    def draw_ask(self, surf, plan):
        """The confirm's own look (ui/messages), its question wrapped in the box."""
        look, (box, buttons) = self.look, plan["ask"]
        fill, border = LOOKS[CONFIRM]
        pygame.draw.rect(surf, fill, box, border_radius=9)
        pygame.draw.rect(surf, border, box, 2, border_radius=9)
        text = look.tx("done_ask", n=self.view.model.ask_done)
        lines = look.fonts.wrap(text, 18, box.w - 20, True)
        if len(lines) > 2:      # never out of the box: two lines at most, the second shortened
            lines = [lines[0], CT.fit_text(look.fonts, " ".join(lines[1:]), 18, box.w - 20, True)]
        for k, line in enumerate(lines):
            blit_text(surf, look.fonts, line, (box.x + 10, box.y + 14 + 17 * k), 18, theme.TEXT, "midleft", True)
        for r, key, action in buttons:
            look.button(surf, r, CT.fit_text(look.fonts, look.tx(key), 18, r.w - 12, True), action,
                        primary=action == ("done_sure",), size=18)

    def plan_order(self, obs, plan, x, cy, spots):
        img = self.look.fonts.render(self.look.tx("order"), theme.READABLE, theme.MUTED, True).get_rect(midleft=(x, cy))
        x = img.right + 8
        for k, f in enumerate(obs.order):
            r = pygame.Rect(x, cy - 13, 26, 26)
            plan["order"].append((k, f, r))
            spots.add(r, "order", f)
            x += 26 + (12 if k + 1 < len(obs.order) else 0)

    # ---- drawing ----------------------------------------------------------------------------------------
    def draw(self, surf, snap, plan):
        look, obs, P = self.look, snap.obs, self.panel.rect
        x, y = P.x + 10, P.y + 8
        card_r = plan["card"]
        if obs.phase == "act":
            title = look.tx("your_card") if plan["mine"] else look.tx("resolve_title", name=look.fname(obs.actor))
            CT.blit_fit(surf, look.fonts, title, (x, y), 20, P.w - 20, theme.ACCENT, bold=True)
            if obs.card:
                surf.blit(look.card_surface(obs.card, card_r.w, card_r.h), card_r.topleft)
                self.view.drawn[obs.card] = pygame.Rect(card_r)
        elif obs.phase == "auto":
            CT.blit_fit(surf, look.fonts, look.tx("auto_title"), (x, y), 20, P.w - 20, theme.ACCENT, bold=True)
            self.auto_card(surf, obs, card_r)
        else:
            CT.blit_fit(surf, look.fonts, look.tx("tane_title"), (x, y), 20, P.w - 20, theme.ACCENT, bold=True)
            self.tane_card(surf, card_r)
        for sl, r, pill, join in plan["rows"]:
            if pill is not None:
                pygame.draw.rect(surf, (120, 48, 40) if join == "or" else (54, 82, 56), pill, border_radius=8)
                blit_text(surf, look.fonts, look.tx(join), pill.center, theme.READABLE, ART.CREAM, "center", True)
            self.slot_row(surf, obs, sl, r, plan["mine"])
        if plan["text"]:
            ty = plan["rows"][-1][1].bottom + 5 if plan["rows"] else card_r.y + 2
            for line in plan["text"]:
                blit_text(surf, look.fonts, line, (card_r.right + 10, ty), theme.READABLE, theme.HILITE)
                ty += 17
        if plan["choices"] is not None:
            self.choices.draw(surf, snap, plan["choices"])
        self.draw_order(surf, obs, plan)
        self.draw_kept(surf, plan)
        if plan.get("ask") is not None:
            self.draw_ask(surf, plan)
        if plan["done"] is not None:
            only_done = all(a[0] == "done" for a in snap.legal)
            label = look.tx("done_card" if obs.phase == "act" else "done")
            look.button(surf, plan["done"], label, ("done",), primary=only_done,
                        lit=only_done or snap.hint == ("done",))
            if snap.hint == ("done",):
                look.hint_mark(surf, (plan["done"].right - 6, plan["done"].y + 6), 6)

    def draw_order(self, surf, obs, plan):
        """Who resolves in which order this turn: small badges with arrows."""
        if not plan["order"]:
            return
        cy = self.panel.rect.bottom - 25
        blit_text(surf, self.look.fonts, self.look.tx("order"), (self.panel.rect.x + 10, cy), theme.READABLE,
                  theme.MUTED, "midleft", True)
        for k, f, r in plan["order"]:
            surf.blit(self.look.badge(f, 26), r.topleft)
            if k == obs.cursor:
                CT.outline(surf, r, theme.ACCENT, 2, 6, 2)
            elif k < obs.cursor:
                surf.blit(CT.shade(self.look.cache, 26, 26, (10, 14, 12, 140), 5), r.topleft)
            if k + 1 < len(plan["order"]):
                x = r.right
                pygame.draw.polygon(surf, theme.MUTED, [(x + 3, cy - 4), (x + 9, cy), (x + 3, cy + 4)])

    def draw_kept(self, surf, plan):
        if not plan["kept"]:
            return
        card_r = plan["card"]
        blit_text(surf, self.look.fonts, self.look.tx("kept"), (card_r.x, card_r.bottom + 8), theme.READABLE,
                  theme.MUTED,
                  bold=True)
        for cid, chip in plan["kept"]:
            self.card_chip(surf, cid, chip)

    def chip_strip(self, cid) -> int:
        """The width of a chip's faction strip (wider with the colour-blind letter on it)."""
        return 16 if self.look.faction_letter(VI.faction_of_card(self.look.d, cid)) else 6

    def chip_lines(self, cid) -> list:
        """A kept card's name in the lines its chip shows: the first beside the initiative
        (empty when not even the first word fits there), the others the chip's whole width;
        more lines rather than a word cut short (French names are long)."""
        look = self.look
        words = look.d.cards[cid].name.get(look.lang).split(" ")
        font = look.fonts.font(theme.READABLE)
        strip = self.chip_strip(cid)
        lines, line, width = [], "", CW - strip - CHIP_NAME_X - CHIP_PAD
        for word in words:
            trial = f"{line} {word}" if line else word
            if font.size(trial)[0] > width and (line or not lines):
                lines.append(line)
                trial, width = word, CW - strip - 2 * CHIP_PAD
            line = trial
        return lines + [line]

    def card_chip(self, surf, cid, rect):
        """A card as a chip: the seat colour, its initiative and its name (on more lines when
        one does not hold it)."""
        look = self.look
        card = look.d.cards[cid]
        pygame.draw.rect(surf, ART.PARCH, rect, border_radius=5)
        f = VI.faction_of_card(look.d, cid)
        letter = look.faction_letter(f)         # colour-blind mode: the faction's initial on its colour
        strip = self.chip_strip(cid)
        pygame.draw.rect(surf, look.colour(f), (rect.x, rect.y, strip, rect.h),
                         border_top_left_radius=5, border_bottom_left_radius=5)
        if letter:
            blit_text(surf, look.fonts, letter, (rect.x + 8, rect.centery + 1), theme.READABLE, ART.INK, "center", True)
        pygame.draw.rect(surf, ART.INK, rect, 1, border_radius=5)
        lines = self.chip_lines(cid)
        y = rect.y + CHIP_H // 2 + 1
        blit_text(surf, look.fonts, str(card.initiative), (rect.x + strip + CHIP_PAD, y), 18, ART.INK, "midleft", True)
        bold = len(lines) == 1          # one line: bold while it fits (blit_fit turns it regular)
        for k, line in enumerate(lines):
            x = rect.x + strip + (CHIP_NAME_X if k == 0 else CHIP_PAD)
            CT.blit_fit(surf, look.fonts, line, (x, y + k * CHIP_LINE), theme.READABLE, rect.right - CHIP_PAD - x,
                        ART.INK, "midleft", bold)
        self.view.drawn[cid] = pygame.Rect(rect)

    def auto_card(self, surf, obs, rect):
        look = self.look
        pygame.draw.rect(surf, ART.PARCH, rect, border_radius=9)
        pygame.draw.rect(surf, ART.NEUTRAL, (rect.x, rect.y, rect.w, 30), border_top_left_radius=9,
                         border_top_right_radius=9)
        pygame.draw.rect(surf, ART.INK, rect, 2, border_radius=9)
        surf.blit(look.pawn_icon(None, 26), (rect.x + 4, rect.y + 2))
        theme.draw_marker(surf, obs.actor, (rect.right - 16, rect.y + 15), 9, self.view.palette)
        steer, help_, _ = self.auto_lines(obs)
        y = rect.y + 36
        for line in steer:
            blit_text(surf, look.fonts, line, (rect.x + 6, y), theme.READABLE, ART.INK, bold=True)
            y += 16
        y += 4
        for line in help_:
            blit_text(surf, look.fonts, line, (rect.x + 6, y), theme.READABLE, (60, 54, 46))
            y += 16

    def auto_lines(self, obs):
        """The automated Settler's card: who steers him, what his controller may do, and the
        height that takes."""
        fonts, w = self.look.fonts, CW - 10
        steer = fonts.wrap(self.look.tx("auto_steer", name=self.look.fname(obs.actor)), theme.READABLE, w, True)
        help_ = fonts.wrap(self.look.tx("auto_help"), theme.READABLE, w)
        return steer, help_, 36 + 16 * (len(steer) + len(help_)) + 12

    def tane_card(self, surf, rect):
        look = self.look
        pygame.draw.rect(surf, ART.PARCH, rect, border_radius=9)
        pygame.draw.rect(surf, look.colour(VI.KIWI), (rect.x, rect.y, rect.w, 30), border_top_left_radius=9,
                         border_top_right_radius=9)
        pygame.draw.rect(surf, ART.INK, rect, 2, border_radius=9)
        ic = look.icon("kauri", 70)
        surf.blit(ic, ic.get_rect(center=(rect.centerx, rect.y + 72)))
        blit_text(surf, look.fonts, look.d.legacies["tane_mahuta"].name.get(look.lang), (rect.centerx, rect.y + 112),
                  17, ART.INK, "midtop", True)

    def slot_icon(self, obs, step):
        look = self.look
        if step == "move" and obs.actor in (VI.SETTLER, VI.MAORI):
            return look.pawn_icon(obs.actor, 22)
        if step == "auto_move":
            return look.pawn_icon(None, 22)
        return look.icon(MOVE_ICON.get(obs.actor, "kiwi") if step == "move" else KIND_ICON.get(step, "kiwi"), 22)

    def slot_status(self, obs, rem, needs):
        """The words and colour at the right of a sub-action's row."""
        look = self.look
        if rem < 0:
            return look.tx("not_chosen"), theme.MUTED
        if rem == 0:
            return look.tx("used"), theme.GOOD
        if not self.view.snap.facts["needs_met"][needs]:
            return look.tx("needs_x", x=look.tx("needs_" + needs)), theme.BAD
        return look.tx("left", n=rem), theme.ACCENT

    def slot_row(self, surf, obs, sl, r, mine):
        look, model = self.look, self.view.model
        rem, needs = sl[VI.REMAINING], sl[VI.NEEDS]
        steps = model.step_kinds(sl[VI.KIND])
        lit = mine and rem > 0 and any(k in model.L for k in steps)
        is_now = mine and model.kind in steps
        pygame.draw.rect(surf, (66, 90, 72) if is_now else (40, 54, 47), r, border_radius=6)
        border = theme.ACCENT if is_now else TARGET if lit else theme.LINE
        pygame.draw.rect(surf, border, r, 2 if is_now or lit else 1, border_radius=6)
        surf.blit(self.slot_icon(obs, steps[0]), (r.x + 5, r.centery - 11))
        muted = rem <= 0 or not self.view.snap.facts["needs_met"][needs]
        status, st_col = self.slot_status(obs, rem, needs)
        st = look.fonts.render(status, theme.READABLE, st_col, True)
        sr = surf.blit(st, st.get_rect(midright=(r.right - 8, r.centery)))
        if rem == 0:
            tick(surf, (sr.x - 9, r.centery), 12, theme.GOOD)
        lab = CT.fit_text(look.fonts, look.kind_label(steps[0]), 18, r.w - 40 - st.get_width() - 12, not muted)
        img = blit_text(surf, look.fonts, lab, (r.x + 32, r.centery + 1), 18, theme.MUTED if muted else theme.TEXT,
                        "midleft", not muted)
        if rem < 0:
            pygame.draw.line(surf, theme.MUTED, (img.x, img.centery), (img.right, img.centery), 2)
        if is_now:
            pygame.draw.polygon(surf, theme.ACCENT, [(r.x - 7, r.centery - 6), (r.x - 1, r.centery),
                                                     (r.x - 7, r.centery + 6)])
