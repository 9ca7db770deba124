"""The fit of hard's evaluation (engine/cascadia/fit.py): recorded games replay to the same
points, and the least squares find the weights planted in made-up positions."""
import json
import random

import pytest

from engine.ai.seats import play_out
from engine.cascadia import bench, fit
from engine.cascadia.ai import LEVELS
from engine.cascadia.bench import timed
from engine.cascadia.game import CascadiaGame


def test_a_recorded_game_replays_to_its_points():
    game = CascadiaGame()
    s = game.setup(game.default_options(2), 31)
    actions = []
    play_out(game, s, ["normal", "normal"], "fit-31", timed([], [], actions))
    rows = fit.replay(game, 31, [list(a) for a in actions], players=2)
    table = game.scores(s).table
    assert len(rows) == 2 * game.turns
    for r in rows:
        final, points = r["final"], table[r["p"]]
        assert final["wild"] == sum(points[a] for a in ("bear", "elk", "salmon", "hawk", "fox"))
        assert final["hab"] == sum(points[h] for h in ("mountain", "forest", "prairie", "wetland", "river"))
        assert final["nature"] == points["nature"]
    assert [r["left"] for r in rows if r["p"] == 0] == list(range(game.turns - 1, -1, -1))


def test_least_squares_find_planted_weights():
    rng = random.Random(5)
    xs = [[1.0, rng.random(), rng.random()] for _ in range(50)]
    ys = [2 + 0.5 * x[1] - 3 * x[2] for x in xs]
    assert [round(b, 6) for b in fit.solve(xs, ys)] == [2, 0.5, -3]


def test_the_joint_fit_finds_a_planted_ramp():
    rng = random.Random(7)
    feats = []
    for _ in range(400):
        left, g = rng.randint(1, 19), [rng.randint(0, 6) for _ in range(3)]
        t = min(1.0, left / 4)
        wild = 3 * left + t * (0.6 * g[0] + 0.25 * g[1] + 0.1 * g[2]) + rng.gauss(0, 0.05)
        feats.append((left, g, 0.0, 0, wild, 0.0, 0))
    err, horizon, weights = fit.joint_fit(feats, lambda f: (f[1], f[4]))
    assert horizon == 4
    assert all(abs(w - want) < 0.02 for w, want in zip(weights, (0.6, 0.25, 0.1)))


def test_paired_runs_compare_game_by_game(tmp_path):
    def raw(name, seeds, points):
        path = tmp_path / name
        path.write_text(json.dumps({"without": points, "games": [[k, []] for k in seeds]}))
        return str(path)
    old = raw("old.json", [5, 6, 7], [90] * 4 + [94] * 4 + [96] * 4)
    new = raw("new.json", [6, 5], [95, 95, 95, 96] + [91] * 4)   # seed 7 not played
    got = bench.paired(old, new)
    assert got == {"games": 2, "before": 92.0, "after": 93.12, "difference": 1.12, "se": 0.12,
                   "up": 2, "down": 0}
    with pytest.raises(SystemExit):
        bench.paired(old, raw("other.json", [8], [90] * 4))


def test_a_screen_changes_some_of_hards_weights_and_keeps_the_rest(monkeypatch):
    monkeypatch.setitem(LEVELS, "hard", dict(LEVELS["hard"]))
    before = vars(LEVELS["hard"]["weights"])
    bench.override_hard('{"weights": {"horizon": 2, "slots": [0.4, 0.1, 0.1]}, "deep": 3}')
    after = vars(LEVELS["hard"]["weights"])
    assert after == {**before, "horizon": 2, "slots": (0.4, 0.1, 0.1)}
    assert LEVELS["hard"]["deep"] == 3
    with pytest.raises(SystemExit):
        bench.override_hard('{"weights": {"horizn": 2}}')
