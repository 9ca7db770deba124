"""Earth's facts: a fauna objective met (its leaf to be taken at the end of the turn) or taken."""
from __future__ import annotations

from .measures import Board, objective_met

from engine.core.text import both_of as label


def facts(game, before, after, p):
    d = game.data
    if len(after.fauna) != len(before.fauna):
        return []
    out = []
    b0, b1 = Board(d, before, p), Board(d, after, p)
    for slot, (fid, face) in enumerate(after.fauna):
        name = label(d.fauna_by_id[fid].faces[face].name)
        if p in after.leaves[slot]:
            if p not in before.leaves[slot]:
                out.append(("earth_fauna_taken", {"fauna": name}))
            continue
        if len(after.leaves[slot]) >= len(d.rules.fauna_ladder):
            continue
        goal = d.fauna_goal[(fid, face)]
        if objective_met(b1, goal) and not objective_met(b0, goal):
            out.append(("earth_fauna_met", {"fauna": name}))
    return out
