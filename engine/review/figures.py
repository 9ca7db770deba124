"""Whether the review is offered for a game: only where the bench measured its estimates honest.

MEASURED holds the figures of `python main.py bench --only review_seconds,review_agreement`
(engine/review/bench.py), with how many positions they rest on. The review is offered for a game
whose agreement is at least GOAL_AGREEMENT over at least LEAST_POSITIONS positions and whose whole
review of a 2-player game takes at most GOAL_SECONDS; otherwise `why_not` says which it missed
(and the UI says it in the player's words).
"""
from __future__ import annotations

import math

GOAL_AGREEMENT = 0.65
GOAL_SECONDS = 60.0
LEAST_POSITIONS = 200   # the sample: a figure over fewer positions decides nothing

# game -> {"agreement": rate or None, "positions": n, "review_seconds": s or None}: the agreement
# of the review as it is (SURE 3) over the records in engine/review/agreement/<game>.jsonl.gz
# (tests/review/test_figures.py checks that it is), played in pieces by `nice -n 15 python main.py
# bench --game G --only review_agreement --positions 200 --agreement-minutes M --out G.jsonl`
# (gunzip a record to go on with it); the review_seconds of `python main.py bench --game G --only
# review_seconds` on 2026-11-28. The figures of the review at SURE 1 are in agreement/README.md.
MEASURED: dict = {
    "cascadia": {"agreement": 0.714, "positions": 201, "review_seconds": 18.2},
    "habitats": {"agreement": 0.772, "positions": 200, "review_seconds": 5.8},
    "kauri": {"agreement": 0.716, "positions": 215, "review_seconds": 6.8},
    "earth": {"agreement": 0.731, "positions": 201, "review_seconds": 14.6},
    "habitat": {"agreement": 0.555, "positions": 200, "review_seconds": 20.4},
}


def why_not(game: str) -> tuple | None:
    """None when the review is offered for `game`; else which goal it missed and its figures, as
    (key, values) for the UI to word: "unmeasured", "slow" (seconds, goal), "few" (checked,
    needed) or "weak" (percent, goal, checked), whole numbers never rounded to the goal."""
    m = MEASURED.get(game)
    if not m or m.get("agreement") is None:
        return "unmeasured", {}
    if m.get("review_seconds") is None or m["review_seconds"] > GOAL_SECONDS:
        seconds = m.get("review_seconds")
        return "slow", {"seconds": "?" if seconds is None else math.ceil(seconds), "goal": round(GOAL_SECONDS)}
    if m["positions"] < LEAST_POSITIONS:
        return "few", {"checked": m["positions"], "needed": LEAST_POSITIONS}
    if m["agreement"] < GOAL_AGREEMENT:
        percent = math.floor(100 * m["agreement"])          # 0.649 is 64%, never the goal's 65
        return "weak", {"percent": percent, "goal": round(100 * GOAL_AGREEMENT), "checked": m["positions"]}
    return None


def offered(game: str) -> bool:
    return why_not(game) is None
