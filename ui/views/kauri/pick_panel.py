"""The pick panel: the viewer's hand, the first click choosing the Action card and the second the
Initiative card (a right click makes the Initiative card), then Confirm; a new hand when allowed."""
from __future__ import annotations

import pygame

from engine.core.text import colon

from ... import theme
from ...widgets import blit_text
from ..kit import cardtable as CT
from . import art as ART
from .look import HINT

HELP_Y = 30         # the line under the panel's title, from the panel's top
RIBBON_RISE = 10    # a card's ribbon (Action, Initiative, kept) stands this far above its top
LIFT = 4            # a card under the mouse rises this far


def help_bottom(fonts, P) -> int:
    """The foot of the line under the panel's title (the help, or whom we wait for)."""
    return P.y + HELP_Y + fonts.font(theme.READABLE).get_linesize()


class PickPanel:
    def __init__(self, panel):
        self.panel = panel
        self.look = panel.look
        self.view = panel.view

    def plan(self, snap, P, spots):
        model, obs = self.view.model, snap.obs
        me = model.me
        mine = bool(model.L.get("pick")) and snap.to_move == me
        pick = obs.picks[me]
        chosen = list(pick) if pick is not None else []
        shown = chosen + list(obs.hands[me])
        top = help_bottom(self.look.fonts, P) + RIBBON_RISE + LIFT + 2   # the help stays readable
        w = 122
        room = P.bottom - top - 62 - 46        # Confirm under the cards, the new hand at the foot
        h = min(max(171, self.look.card_need(shown, w)), max(120, room))   # every word readable
        cards = []
        for k, (cid, r) in enumerate(zip(shown, CT.fan(P.x + 8, P.right - 8, top, w, h, len(shown), 10))):
            if k < len(chosen):
                role = "action" if k == 0 else "init"
            elif mine:
                role = "action" if cid == model.pick[0] else "init" if cid == model.pick[1] else None
            else:
                role = None
            cards.append((cid, r, role))
            spots.add(r, "hand" if mine else "card", cid)
        plan = {"mine": mine, "cards": cards, "confirm": None, "mulligan": None}
        if mine:
            by = P.bottom - 42
            a, i = model.pick
            # under the cards, not at the panel's foot where "Done with this card" comes next:
            # a second click never lands on a button that was not there when it was aimed
            below = max((r.bottom for _, r, _ in cards), default=P.y) + 12
            plan["confirm"] = (pygame.Rect(P.centerx - 70, min(below, by - 80), 140, 34),
                               ("pick", a, i) if a and i else ("noop",))
            if a and i:
                spots.add(plan["confirm"][0], "btn", plan["confirm"][1])
            if "mulligan" in model.L:
                plan["mulligan"] = pygame.Rect(P.x + 10, by, 140, 34)
                spots.add(plan["mulligan"], "btn", ("mulligan",))
        return plan

    def draw(self, surf, snap, plan):
        P, look = self.panel.rect, self.look
        x, y = P.x + 10, P.y + 8
        if plan["mine"]:
            CT.blit_fit(surf, look.fonts, look.tx("pick_title"), (x, y), 21, P.w - 20, theme.ACCENT, bold=True)
            CT.blit_fit(surf, look.fonts, look.tx("pick_help"), (x, P.y + HELP_Y), theme.READABLE, P.w - 20,
                        theme.MUTED)
        else:
            me, to_move = self.view.model.me, snap.to_move
            if snap.obs.picks[me] is not None:
                title = look.tx("you_chose")
            elif to_move == me:     # to choose, nothing playable yet (a lesson's reading step)
                title = look.tx("pick_title")
            else:
                title = look.tx("you_after", name=snap.name(to_move))
            CT.blit_fit(surf, look.fonts, title, (x, y), 19, P.w - 20, theme.ACCENT, bold=True)
            if to_move is not None and to_move != me:
                CT.blit_fit(surf, look.fonts, look.tx("waiting_for", name=look.fname(to_move)), (x, P.y + HELP_Y),
                            theme.READABLE,
                            P.w - 20, theme.MUTED)
        hint = snap.hint if snap.hint and snap.hint[0] == "pick" else None
        for cid, r, role in plan["cards"]:
            self.draw_card(surf, plan, cid, r, role, hint)
        if plan["mine"]:
            self.draw_buttons(surf, snap, plan)

    def draw_card(self, surf, plan, cid, r, role, hint):
        look, mine = self.look, plan["mine"]
        lift = LIFT if mine and role is None and r.collidepoint(self.view.app.mouse) else 0
        rr = r.move(0, -lift)
        if role == "init":
            # the Initiative card lies sideways on the Action card in the real game: a tilt
            img = pygame.transform.rotozoom(look.card_surface(cid, rr.w, rr.h), -6, 1.0)
            surf.blit(img, img.get_rect(center=rr.center))
        else:
            surf.blit(look.card_surface(cid, rr.w, rr.h), rr.topleft)
        self.view.drawn[cid] = pygame.Rect(rr)
        if role is not None:
            col = theme.ACCENT if role == "action" else HINT
            CT.outline(surf, rr, col, 3, 9, 2)
            self.ribbon(surf, rr, look.tx("ribbon_action" if role == "action" else "ribbon_init"), col)
        elif mine and all(self.view.model.pick):
            self.ribbon(surf, rr, look.tx("ribbon_kept"), theme.MUTED)
        if hint is not None and cid in hint[1:]:
            which = "ribbon_action" if cid == hint[1] else "ribbon_init"
            CT.outline(surf, rr, HINT, 2, 9, 6)
            tag = f"{look.tx('hint')}{colon(look.lang)}{look.tx(which).lower()}"
            blit_text(surf, look.fonts, tag, (rr.centerx, rr.bottom + 10), theme.READABLE, HINT, "center", True)

    def draw_buttons(self, surf, snap, plan):
        look, model, P = self.look, self.view.model, self.panel.rect
        a, i = model.pick
        if a and i:
            text = look.tx("summary", a=look.card_name(a), i=look.d.cards[i].initiative, b=look.card_name(i))
        elif a:
            text = look.tx("summary_a", a=look.card_name(a))
        else:
            text = look.tx("summary_none")
        by = P.bottom - 42
        blit_text(surf, look.fonts, CT.fit_text(look.fonts, text, 17, P.w - 20), (P.x + 10, by - 14), 17,
                  theme.TEXT, "midleft")
        ok = bool(a and i)
        rect, action = plan["confirm"]
        look.button(surf, rect, look.tx("confirm"), action, primary=True, enabled=ok, lit=ok)
        if plan["mulligan"] is not None:
            look.button(surf, plan["mulligan"], look.tx("mulligan"), ("mulligan",), lit=snap.hint == ("mulligan",))
            if snap.hint == ("mulligan",):
                look.hint_mark(surf, (plan["mulligan"].right - 6, plan["mulligan"].y + 6), 6)

    def ribbon(self, surf, rect, text, colour):
        img = self.look.fonts.render(text, theme.READABLE, ART.INK, True)
        r = pygame.Rect(0, 0, img.get_width() + 14, 20)
        r.midtop = (rect.centerx, rect.y - RIBBON_RISE)
        pygame.draw.rect(surf, colour, r, border_radius=6)
        pygame.draw.rect(surf, ART.INK, r, 1, border_radius=6)
        surf.blit(img, img.get_rect(center=r.center))
