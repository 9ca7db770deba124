"""Fauna claims: at the end of each turn every seat now meeting an unclaimed fauna objective
takes the highest free rung of its ladder; what each rung is worth."""
from __future__ import annotations

from .journal import note
from .measures import Board, objective_met
from .state import order_from


def check_fauna(d, s, start):
    """Every seat now meeting an unclaimed fauna objective takes the highest free rung."""
    seats = order_from(s, start) if not s.solo else [0]
    for q in seats:
        b = Board(d, s, q)
        for slot, (fid, face) in enumerate(s.fauna):
            if q in s.leaves[slot] or len(s.leaves[slot]) >= len(d.rules.fauna_ladder):
                continue
            if objective_met(b, d.fauna_goal[(fid, face)]):
                s.leaves[slot].append(q)
                note(s, "leaf", q, slot, len(s.leaves[slot]) - 1)


def fauna_points(d, s, slot, rung) -> int:
    if s.mode == "beginner":
        return d.rules.beginner_fauna_vp
    ladder = d.rules.fauna_ladder
    return ladder[rung] if rung < len(ladder) else 0
