"""Whether the review is offered for a game: only where the bench measured its estimates honest.

MEASURED holds the figures of `python main.py bench --only review_seconds,review_agreement`
(engine/review/bench.py), with how many positions they rest on. The review is offered for a game
whose agreement is at least GOAL_AGREEMENT over at least LEAST_POSITIONS positions and whose whole
review of a 2-player game takes at most GOAL_SECONDS; otherwise `why_not` says which it missed.
"""
from __future__ import annotations

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
    "earth": {"agreement": 0.583, "positions": 42, "review_seconds": 14.6},
    "habitat": {"agreement": 0.545, "positions": 56, "review_seconds": 20.4},
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
        return f"agreement {m['agreement']:.3f} < {GOAL_AGREEMENT} over {m['positions']} positions"
    return None


def offered(game: str) -> bool:
    return why_not(game) is None
