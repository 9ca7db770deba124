"""The bench figures the lead's `main.py bench` collects (tiny run: shape, not values)."""
from __future__ import annotations

from engine.kauri.bench import extra, play


def test_extra_returns_the_demanded_figures():
    out = extra(games=1, quick=True, hard_samples=1)
    assert set(out["faction_win_rate"]) == {"kiwi", "possum", "settler", "maori"}
    assert abs(sum(out["faction_win_rate"].values()) - 1) < 1e-9
    assert set(out["two_player_win_rate"]) == {"kiwi", "possum"}
    assert set(out["three_player_win_rate"]) == {"kiwi", "possum", "settler"}
    assert abs(sum(out["three_player_win_rate"].values()) - 1) < 1e-9
    assert abs(sum(out["normal_faction_win_rate"].values()) - 1) < 1e-9
    assert 0 <= out["hard_vs_normal_win_rate"] <= 1
    assert out["ai_ms"]["hard"] >= 0 and out["ai_ms"]["normal"] >= 0
    assert out["hard_samples"] == 1


def test_only_the_figures_asked_are_played():
    out = extra(games=1, quick=True, only={"normal_faction_win_rate"})
    assert set(out["normal_faction_win_rate"]) == {"kiwi", "possum", "settler", "maori"}
    assert "faction_win_rate" not in out and set(out["ai_ms"]) == {"normal", "normal_pick"}, "no hard game played"


def test_seeded_games_repeat():
    a = play(2, 5, ("normal", "easy"))
    b = play(2, 5, ("normal", "easy"))
    assert a[:2] == b[:2]
