"""Kauri's last moves drawn on the map (lastmove.py says which): the regions outlined and the
borders traced in each player's colour, dash and marker."""
from __future__ import annotations

from ..kit.lastmark import line, outline


def draw(view, surf):
    snap = view.snap
    shown = view.last.shown(snap.viewer) if snap is not None else {}
    if not shown:
        return
    m = view.map
    polys = m.polys()
    pairs = {bid: pair for pair, bid in m.d.border_id.items()}
    for seat, places in sorted(shown.items()):
        for kind, what in sorted(places):
            if kind == "region" and what in polys:
                outline(surf, polys[what], seat, view.palette)
            elif kind == "border" and what in pairs:
                line(surf, m.border_screen(pairs[what]), seat, view.palette)
