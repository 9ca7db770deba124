"""Drawn over every region: what can be picked up, the lit targets of the pick (still, no
pulse), the pick itself, the AI's hint and the card the last move named."""
from __future__ import annotations

from ..kit import cardtable as CT
from . import paint as P


def draw_highlights(view, surf, snap):
    model, table = view.model, view.table
    marks = view.marks()
    targets = model.targets()
    for src in model.pickable():
        rect = marks.get(src)
        if rect is not None:
            CT.outline(surf, rect, CT.mix(CT.TARGET, (40, 40, 30), 0.45), 2, 8, 1)
    for key in targets:
        if key[0] == "slot":
            table.slot_bar(surf, key[1], key[2], CT.TARGET)
        elif key[0] != "button" and key in marks:
            P.still_glow(surf, marks[key])
    draw_pick(view, surf, marks)
    if model.hint is not None:
        draw_hint(view, surf, marks)
    c = model.last_card
    if c is not None and c in view.drawn:
        CT.dashed_rect(surf, CT.LAST, view.drawn[c].inflate(6, 6), 5, 2)


def table_card_rect(view, marks, uid):
    where = view.model.find_on_table(view.model.me, view.deck.index[uid])
    return marks.get(("card", view.model.me) + where) if where else None


def draw_pick(view, surf, marks):
    s = view.model.sel
    if s is None:
        return
    if s[0] == "seg":
        _, ci, lo, n = s
        rs = [marks.get(("card", view.model.me, ci, k)) for k in range(lo, lo + n)]
        rs = [r for r in rs if r is not None]
        if rs:
            CT.outline(surf, rs[0].unionall(rs[1:]), CT.SELECT, 3, 6, 2)
        return
    rect = table_card_rect(view, marks, s[1]) if s[0] == "tcard" else marks.get(s)
    if rect is not None:
        CT.outline(surf, rect, CT.SELECT, 3, 6 if s[0] == "tcard" else 8, 2)


def draw_hint(view, surf, marks):
    me = view.model.me
    for key in view.model.hint:
        if key is None:
            continue
        if key[0] == "slot":
            view.table.slot_bar(surf, key[1], key[2], CT.HINT)
        elif key[0] == "seg":
            rect = marks.get(("card", me, key[1], key[2]))
            if rect is not None:
                CT.outline(surf, rect, CT.HINT, 3, 6, 4)
        elif key[0] == "tcard":
            rect = table_card_rect(view, marks, key[1])
            if rect is not None:
                CT.outline(surf, rect, CT.HINT, 3, 6, 4)
        elif key in marks:
            CT.outline(surf, marks[key], CT.HINT, 3, 8, 5)
