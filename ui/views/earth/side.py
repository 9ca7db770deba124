"""The right column: the four actions (name, colour letter, what you get, what the others get;
lit when you choose), or during an activation the abilities of the moment in order (the one
asked now marked); under them the fauna board (objective, ladder, leaves by seat marker) and
the shared ecosystems."""
from __future__ import annotations

import pygame

from ... import theme
from ...theme import draw_marker
from ...widgets import draw_panel
from ..base import Region
from ..kit import cardtable as CT
from . import art as A

# every text here is drawn at the readable size (11 px at the smallest window); a line too long
# for its box ends with "…" and the box's tooltip says it whole
SIZE = theme.READABLE
STEP = 16                                   # between two lines of readable type
TITLE_H = 18
ACTION_H, FAUNA_ROW, ECO_ROW = 72, 40, 38     # all of it fits the 602 px the column has at 1280x800
ACTIONS_H = TITLE_H + 4 * (ACTION_H + 2)


class Side(Region):
    def layout(self, rect):
        super().layout(rect)
        r = self.rect
        self.top = pygame.Rect(r.x, r.y, r.w, ACTIONS_H)
        self.action_rects = {col: pygame.Rect(r.x, r.y + TITLE_H + k * (ACTION_H + 2), r.w, ACTION_H)
                             for k, col in enumerate(("green", "red", "blue", "yellow"))}
        fy = self.top.bottom + TITLE_H
        self.fauna_rects = [pygame.Rect(r.x, fy + k * (FAUNA_ROW + 2), r.w, FAUNA_ROW) for k in range(4)]
        ey = self.fauna_rects[-1].bottom + TITLE_H
        self.eco_rects = [pygame.Rect(r.x, ey + k * (ECO_ROW + 3), r.w, ECO_ROW) for k in range(2)]

    def activating(self) -> bool:
        return self.view.facts.get("queue") is not None and self.view.model.kind not in ("choose", None)

    def rect_of(self, key):
        kind = key[0]
        if kind == "action":
            return self.action_rects.get(key[1])
        if kind == "fauna":
            return self.fauna_rects[key[1]] if 0 <= key[1] < 4 else None
        if kind == "eco":
            return self.eco_rects[key[1]] if 0 <= key[1] < len(self.view.facts.get("ecos", [])) else None
        return None

    # ---- drawing --------------------------------------------------------------------------------
    def draw(self, surf, snap):
        view = self.view
        if self.activating():
            self.draw_queue(surf)
        else:
            self.draw_actions(surf)
        self.title(surf, view.tx("fauna_title"), self.fauna_rects[0].y - TITLE_H)
        for k, f in enumerate(view.facts["fauna"]):
            self.draw_fauna(surf, self.fauna_rects[k], f)
        ecos = view.facts["ecos"]
        if ecos:
            self.title(surf, view.tx("eco_title"), self.eco_rects[0].y - TITLE_H)
        for e, r in zip(ecos, self.eco_rects):
            draw_panel(surf, r, (34, 48, 42), theme.LINE, 6)
            self.two_lines(surf, r, view.say(e["name"]), view.say(e["text"]))

    def title(self, surf, text, y):
        fonts = self.view.fonts
        surf.blit(fonts.render(CT.fit_text(fonts, text, SIZE, self.rect.w - 8, True), SIZE, theme.ACCENT, True),
                  (self.rect.x + 4, y))

    def two_lines(self, surf, r, head, text):
        """A bold head and, under it, as many lines of `text` as the box holds."""
        fonts = self.view.fonts
        surf.blit(fonts.render(CT.fit_text(fonts, head, SIZE, r.w - 16, True), SIZE, theme.TEXT, True),
                  (r.x + 8, r.y + 1))
        most = max(1, (r.h - 20) // STEP)
        for k, line in enumerate(fonts.wrap(text, SIZE, r.w - 16, most=most)):
            img = fonts.render(CT.fit_text(fonts, line, SIZE, r.w - 16), SIZE, theme.MUTED)
            surf.blit(img, (r.x + 8, r.y + 18 + k * STEP))

    def draw_actions(self, surf):
        view, model = self.view, self.view.model
        self.title(surf, view.tx("actions_title"), self.rect.y)
        hint = model.hint_target()
        current = model.obs.action if model.obs.phase == "play" and model.kind != "choose" else None
        for a in view.facts["actions"]:
            col, r = a["colour"], self.action_rects[a["colour"]]
            lit = col in model.lit_actions
            draw_panel(surf, r, (34, 48, 42), theme.LINE, 8)
            A.colour_chip(surf, view.fonts, col, view.tx(f"letter_{col}"), (r.x + 6, r.y + 4, 20, 18))
            head = view.say(a["name"]) + ("  " + view.tx("this_turn") if col == current else "")
            surf.blit(view.fonts.render(CT.fit_text(view.fonts, head, SIZE, r.w - 40, True), SIZE, theme.TEXT, True),
                      (r.x + 32, r.y + 3))
            mine = view.fonts.wrap(view.tx("you_get", text=view.say(a["active"])), SIZE, r.w - 14, most=2)
            lines = [(line, theme.TEXT) for line in mine]
            lines.append((CT.fit_text(view.fonts, view.tx("others_get", text=view.say(a["others"])), SIZE, r.w - 14),
                          theme.MUTED))
            for k, (line, colour) in enumerate(lines[:3]):
                surf.blit(view.fonts.render(line, SIZE, colour), (r.x + 8, r.y + 20 + k * STEP))
            if lit:
                CT.outline(surf, r, CT.TARGET, 2, 8)
            if col == current:
                CT.outline(surf, r, theme.ACCENT, 2, 8)
            if hint == ("action", col):
                CT.outline(surf, r, CT.HINT, 4, 8, 4)

    def draw_live(self, surf, snap):
        """The lit action under the mouse is outlined (drawn every frame over the board's layer)."""
        model = self.view.model
        if self.activating():
            return
        for col, r in self.action_rects.items():
            if col in model.lit_actions and r.collidepoint(self.view.app.mouse):
                CT.outline(surf, r, theme.ACCENT, 3, 8)

    def draw_queue(self, surf):
        """The activation of the moment: whose, which colour, the ability asked now, then the rest."""
        view, model = self.view, self.view.model
        q = view.facts["queue"]
        r = self.top
        draw_panel(surf, r, (40, 44, 34), theme.ACCENT, 8)
        colour = view.say(view.facts["colours"][q["colour"]])
        self.title(surf, view.tx("activation_title", name=view.name(q["seat"]), colour=colour), r.y + 4)
        y = r.y + 26
        question = model.question
        rows = []
        if question and question["kind"] in ("ask", "short"):
            rows.append((True, model.source_name(question["source"]), view.say(question["text"])))
        rows += [(False, model.source_name(it["source"]), view.say(it["text"])) for it in q["next"]]
        if not rows:
            surf.blit(view.fonts.render(view.tx("activation_done"), SIZE, theme.MUTED), (r.x + 10, y))
        for now, name, text in rows:
            if y > r.bottom - 60:
                surf.blit(view.fonts.render(view.tx("and_more"), SIZE, theme.MUTED), (r.x + 10, y))
                break
            box = pygame.Rect(r.x + 6, y, r.w - 12, 54 if now else 38)
            if now:
                pygame.draw.rect(surf, (70, 64, 36), box, border_radius=6)
                pygame.draw.rect(surf, theme.HILITE, box, 2, border_radius=6)
            mark = view.tx("now") if now else view.tx("next")
            self.two_lines(surf, box, f"{mark} {name}", text)
            y += box.h + 4

    def draw_fauna(self, surf, r, f):
        view, model = self.view, self.view.model
        draw_panel(surf, r, (34, 48, 42), theme.LINE, 6)
        fonts = view.fonts
        ladder_w = 5 * 24
        head = CT.fit_text(fonts, view.say(f["name"]), SIZE, r.w - ladder_w - 16, True)
        surf.blit(fonts.render(head, SIZE, theme.TEXT, True), (r.x + 8, r.y + 2))
        objective = CT.fit_text(fonts, view.say(f["objective"]), SIZE, r.w - ladder_w - 16)
        surf.blit(fonts.render(objective, SIZE, theme.MUTED), (r.x + 8, r.y + 20))
        for k, vp in enumerate(f["ladder"]):
            cell = pygame.Rect(r.right - ladder_w - 4 + k * 24, r.y + 3, 22, r.h - 6)
            taken = f["leaves"][k] if k < len(f["leaves"]) else None
            pygame.draw.rect(surf, (26, 36, 30), cell, border_radius=4)
            img = fonts.render(str(vp), SIZE, theme.MUTED if taken else A.VP, True)
            surf.blit(img, img.get_rect(midtop=(cell.centerx, cell.y)))
            if taken is not None:
                self.leaf(surf, (cell.centerx, cell.bottom - 8), taken)
        if f["slot"] in model.lit_fauna:
            CT.outline(surf, r, CT.TARGET, 2, 6)
        if model.hint_target() == ("fauna", f["slot"]):
            CT.outline(surf, r, CT.HINT, 4, 6, 4)

    def leaf(self, surf, center, taken):
        if taken["gaia"]:
            A.token(surf, self.view.fonts, center, 8, (90, 150, 90), "G")
        else:
            draw_marker(surf, taken["seat"], center, 7, self.view.palette)

    # ---- clicks and tips ---------------------------------------------------------------------------
    def hit(self, pos, snap):
        if not self.activating():
            for col, r in self.action_rects.items():
                if r.collidepoint(pos):
                    return ("action", col)
        for k, r in enumerate(self.fauna_rects):
            if r.collidepoint(pos):
                return ("fauna", k)
        return None

    def tooltip(self, pos, snap):
        view = self.view
        if not self.activating():
            for a in view.facts["actions"]:
                if self.action_rects[a["colour"]].collidepoint(pos):
                    return view.tx("action_tip", name=view.say(a["name"]), active=view.say(a["active"]),
                                   others=view.say(a["others"]), fires=view.say(a["fires"]))
        for f, r in zip(view.facts["fauna"], self.fauna_rects):
            if r.collidepoint(pos):
                who = ", ".join(f"{view.name(x['seat']) if not x['gaia'] else 'Gaia'} ({x['vp']})" for x in f["leaves"])
                return view.tx("fauna_tip", name=view.say(f["name"]), objective=view.say(f["objective"]),
                               who=who or view.tx("nobody"))
        for e, r in zip(view.facts["ecos"], self.eco_rects):
            if r.collidepoint(pos):
                return f"{view.say(e['name'])}\n{view.say(e['text'])}"
        return None
