"""Cascadia's last moves drawn (lastmove.py says which): each tile and token outlined on the
environment shown, and the tab of a player whose environment is not shown."""
from __future__ import annotations

from engine.cascadia.view_info import coords

from ..kit import hexgrid as HG
from ..kit.lastmark import outline, outline_rect


def draw(view, surf):
    snap = view.snap
    shown = view.last.shown(snap.viewer) if snap is not None else {}
    if not shown:
        return
    p = view.model.shown()
    cam = view.env.camera(snap.obs, p)
    clip = surf.get_clip()
    surf.set_clip(view.env.fit_area().clip(clip) if clip else view.env.fit_area())
    for seat, places in sorted(shown.items()):
        for kind, owner, c in sorted(places):
            q, r = coords(c)
            if owner == p and cam.visible(q, r):
                size = cam.size * (0.92 if kind == "env" else 0.5)
                outline(surf, HG.corners(*cam.to_screen(q, r), size), seat, view.palette,
                        marker=kind == "env" or ("env", owner, c) not in places)
    surf.set_clip(clip)
    for seat, places in sorted(shown.items()):
        tab = view.tabs.rect_of("tab", seat, snap)
        if tab is not None and any(pl[1] == seat != p for pl in places):
            outline_rect(surf, tab.inflate(-6, -6), seat, view.palette, width=2)
