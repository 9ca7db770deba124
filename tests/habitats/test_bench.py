"""The balance figures of engine/habitats/bench.py add up (figures, never strength claims)."""
from __future__ import annotations

from engine.habitats.bench import balance


def test_balance_figures_are_consistent():
    out = balance((3,), 2, "easy")["3p"]
    assert out["games"] == 2
    assert abs(sum(out["seat_win_rate"]) - 1.0) < 0.01
    assert len(out["seat_mean_total"]) == 3 and min(out["seat_mean_total"]) > 0
    assert abs(sum(out["category_share"].values()) - 1.0) < 0.01
    assert all(0 <= v <= 1 for v in out["animal_met_rate"].values())
    assert 0 <= out["goal_share"] <= 1
    assert sum(1 for _ in out["goal_separation"]) >= 1
    assert out["winner_median"] > 0
