"""Habitats' last moves drawn (lastmove.py says which): the tiles outlined in the park shown,
the figure's new space in the market, and the tab of a player whose park is not shown."""
from __future__ import annotations

from ..kit.lastmark import outline_rect


def draw(view, surf):
    snap = view.snap
    shown = view.last.shown(snap.viewer) if snap is not None else {}
    p = view.model.shown()
    for seat, places in sorted(shown.items()):
        for place in sorted(places):
            if place[0] == "space":
                outline_rect(surf, view.market.space_rect(place[1], place[2], snap), seat, view.palette)
            elif place[1] == p:
                outline_rect(surf, view.park.cell_rect(place[2], place[3], p).inflate(-4, -4), seat, view.palette)
        tab = view.tabs.rect_of("tab", seat, snap)
        if tab is not None and seat != p and any(pl[0] == "cell" for pl in places):
            outline_rect(surf, tab.inflate(-6, -6), seat, view.palette, width=2)
