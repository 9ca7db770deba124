"""Whether the review is offered for a game: only where the bench measured its estimates honest.

MEASURED holds the figures of `python main.py bench --only review_seconds,review_agreement`
(engine/review/bench.py), with how many positions they rest on. The review is offered for a game
whose agreement is at least GOAL_AGREEMENT over at least LEAST_POSITIONS positions and whose whole
review of a 2-player game takes at most GOAL_SECONDS; otherwise `why_not` says which it missed.
"""
from __future__ import annotations

GOAL_AGREEMENT = 0.65
GOAL_SECONDS = 60.0
LEAST_POSITIONS = 20

# game -> {"agreement": rate or None, "positions": n, "review_seconds": s or None}, from
# `nice -n 10 python main.py bench --game G --only review_seconds,review_agreement --positions 200
#  --agreement-minutes M` on 2026-11-28 (2 shared cores; M minutes: positions is how many fitted)
MEASURED: dict = {
    # 41 better, 10 ties, 26 worse in 20 minutes; 18.2 s for 61 decisions
    "cascadia": {"agreement": 0.597, "positions": 77, "review_seconds": 18.2},
    # 36 better, 2 ties, 11 worse in 16 minutes; 5.8 s for 37 decisions
    "habitats": {"agreement": 0.755, "positions": 49, "review_seconds": 5.8},
    # 28 better, 39 ties, 23 worse in 13 minutes; 6.8 s for 61 decisions
    "kauri": {"agreement": 0.528, "positions": 90, "review_seconds": 6.8},
    # 15 better, 6 ties, 11 worse in 13 minutes; 14.6 s for 198 decisions
    "earth": {"agreement": 0.562, "positions": 32, "review_seconds": 14.6},
    # 3 better, 5 ties, 4 worse in 10 minutes (its hard AIs take ~30 s a playout); 20.4 s for 74 decisions
    "habitat": {"agreement": 0.458, "positions": 12, "review_seconds": 20.4},
}


def why_not(game: str) -> str | None:
    """None when the review is offered for `game`; else the reason, in figures (shown as is)."""
    m = MEASURED.get(game)
    if not m or m.get("agreement") is None:
        return "agreement not measured"
    if m.get("review_seconds") is None or m["review_seconds"] > GOAL_SECONDS:
        return f"review_seconds {m.get('review_seconds')} > {GOAL_SECONDS:g}"
    if m["positions"] < LEAST_POSITIONS:
        return f"agreement over {m['positions']} positions < {LEAST_POSITIONS}"
    if m["agreement"] < GOAL_AGREEMENT:
        return f"agreement {m['agreement']:.2f} < {GOAL_AGREEMENT} over {m['positions']} positions"
    return None


def offered(game: str) -> bool:
    return why_not(game) is None
