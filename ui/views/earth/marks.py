"""Earth's last moves drawn (lastmove.py says which): each card outlined on the island shown,
and the tab of a player whose island is not shown."""
from __future__ import annotations

from ..kit.lastmark import outline_rect


def draw(view, surf):
    snap = view.snap
    shown = view.last.shown(snap.viewer) if snap is not None else {}
    island = view.island.seat()
    showing = island is not None and not view.island.showing_offers()
    for seat, places in sorted(shown.items()):
        for _kind, owner, card in sorted(places):
            r = view.island.rect_of(("card", card)) if showing and owner == island else None
            if r is not None:
                outline_rect(surf, r.inflate(-2, -2), seat, view.palette)
        owners = {pl[1] for pl in places} - {island}
        for owner in sorted(owners):
            tab = view.tabs.rect_of(("tab", owner))
            if tab is not None:
                outline_rect(surf, tab.inflate(-6, -6), seat, view.palette, width=2)
