"""The feats figure is one of `python main.py bench`'s figures (--only feats_earned)."""
from __future__ import annotations

import json

from engine.bench import main


def test_main_bench_prints_the_feats_figure_alone(capsys):
    assert main(["--game", "habitat", "--only", "feats_earned", "--games", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    fig = out["feats_earned"]
    assert set(out) == {"game", "feats_earned", "bench_seconds"}
    assert (fig["games"], fig["players"]) == (2, 2) and "quiet_win" in fig["feats"]
    assert fig["never"] == [k for k, v in fig["feats"].items() if v == 0]
    assert all(0 <= n <= 2 for n in fig["feats"].values())
