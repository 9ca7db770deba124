"""Habitat's last moves drawn (lastmove.py says which): each card outlined where it lies now, on
the viewer's table or an opponent's panel, and a chain begun or stolen outlined whole."""
from __future__ import annotations

from ..kit.lastmark import outline_rect


def rect(view, place):
    if place[0] == "card":
        return view.rect_of("card", *place[1:])
    q, ci = place[1], place[2]
    return view.rect_of("chain", ci) if q == view.model.me else view.rect_of("oppchain", q, ci)


def draw(view, surf):
    snap = view.snap
    shown = view.last.shown(snap.viewer) if snap is not None else {}
    for seat, places in sorted(shown.items()):
        for place in sorted(places):
            r = rect(view, place)
            if r is not None and r.w > 0:
                outline_rect(surf, r, seat, view.palette)
