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

# The agreement counts (better, ties, worse) of the first runs of 2026-11-28, before each position
# was recorded (games from SEED0 + 1001 on, engine/review/bench.py). The later positions are
# recorded in engine/review/agreement/<game>.jsonl.gz (games from SEED0 + 5001 on: no game shared),
# played in pieces by `nice -n 15 python main.py bench --game G --only review_agreement
# --positions 200 --agreement-minutes M --out G.jsonl` (gunzip a record to go on with it).
PILOT = {"cascadia": (41, 10, 26), "habitats": (36, 2, 11), "kauri": (28, 39, 23), "earth": (15, 6, 11),
         "habitat": (3, 5, 4)}

# game -> {"agreement": rate or None, "positions": n, "review_seconds": s or None}: the agreement
# over PILOT and the records together (tests/review/test_figures.py checks that it is); the
# review_seconds of `python main.py bench --game G --only review_seconds` on 2026-11-28
MEASURED: dict = {
    # pilot 41/10/26, records 39/5/28 (151 games): 80 better, 15 ties, 54 worse
    "cascadia": {"agreement": 0.587, "positions": 149, "review_seconds": 18.2},
    # pilot 36/2/11, records 61/5/38 (233 games): 97 better, 7 ties, 49 worse
    "habitats": {"agreement": 0.657, "positions": 153, "review_seconds": 5.8},
    # pilot 28/39/23, records 53/41/42 (351 games): 81 better, 80 ties, 65 worse
    "kauri": {"agreement": 0.535, "positions": 226, "review_seconds": 6.8},
    # pilot 15/6/11, records 25/9/21 (64 games): 40 better, 15 ties, 32 worse
    "earth": {"agreement": 0.546, "positions": 87, "review_seconds": 14.6},
    # pilot 3/5/4, records 10/11/8 (33 games): 13 better, 16 ties, 12 worse
    "habitat": {"agreement": 0.512, "positions": 41, "review_seconds": 20.4},
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
