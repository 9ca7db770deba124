"""review_agreement in pieces: every sampled position is written as it is made (`--out`), a run
goes on from what its file holds (the games done are not played again), and the figure summed up
from the records is the run's."""
from __future__ import annotations

import gzip
import json

from engine.registry import GAMES
from engine.review import bench


def fake_positions(calls):
    """Seed s: decisions s*10 (shown, the review's move better when s is even) and s*10+1 (not shown)."""
    def seed_positions(game, seed, per_game=8, skip=frozenset()):
        calls.append((seed, set(skip)))
        for k, shown in ((seed * 10, True), (seed * 10 + 1, False)):
            if k in skip:
                continue
            row = {"game": game.name, "seed": seed, "step": k, "shown": shown}
            if shown:
                row.update(played=0.0, review=1.0 if seed % 2 == 0 else -1.0, estimate=2.0)
            yield row
        yield {"game": game.name, "seed": seed, "done": True}
    return seed_positions


def test_a_run_in_pieces_goes_on_from_its_file(tmp_path, monkeypatch):
    calls = []
    monkeypatch.setattr(bench, "seed_positions", fake_positions(calls))
    out = str(tmp_path / "kauri.jsonl")
    game = GAMES["kauri"]
    first = bench.review_agreement(game, 2, out=out, seed0=100)
    assert first["positions"] == 2 and [s for s, _ in calls] == [101, 102]
    rows = bench.read_records([out])
    assert len(rows) == 4 and [r["seed"] for r in rows if r.get("done")] == [101]   # 102 stopped at its 2nd
    calls.clear()
    second = bench.review_agreement(game, 4, out=out, seed0=100)
    assert calls[0] == (102, {1020})                      # 101 is not played again, 102 goes on
    assert [s for s, _ in calls] == [102, 103, 104]
    assert second == bench.summarize(bench.read_records([out]), "kauri")
    assert second["positions"] == 4 and second["better"] == 2 and second["worse"] == 2
    assert second["rate"] == 0.5 and second["games"] == 4 and second["decisions_sampled"] == 7


def test_a_game_cut_short_is_finished_without_its_recorded_positions(tmp_path, monkeypatch):
    calls = []
    monkeypatch.setattr(bench, "seed_positions", fake_positions(calls))
    out = tmp_path / "kauri.jsonl"
    out.write_text(json.dumps({"game": "kauri", "seed": 101, "step": 1010, "shown": True, "played": 2.0,
                               "review": 2.0, "estimate": 1.0}) + "\n" + '{"game": "kau')   # a line cut short
    got = bench.review_agreement(GAMES["kauri"], 2, out=str(out), seed0=100)
    assert calls[0] == (101, {1010}) and got["ties"] == 1 and got["positions"] == 2


def test_records_are_read_plain_or_gzipped_and_summed_per_game(tmp_path):
    rows = [{"game": "earth", "seed": 1, "step": 5, "shown": True, "played": -3, "review": 4, "estimate": 2},
            {"game": "earth", "seed": 1, "step": 9, "shown": True, "played": 1, "review": 1, "estimate": 2},
            {"game": "earth", "seed": 2, "step": 7, "shown": False},
            {"game": "kauri", "seed": 1, "step": 5, "shown": True, "played": 3, "review": 0, "estimate": 2}]
    with gzip.open(tmp_path / "a.jsonl.gz", "wt", encoding="utf-8") as f:
        f.write("".join(json.dumps(r) + "\n" for r in rows[:2]))
    (tmp_path / "b.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows[2:]))
    got = bench.read_records([tmp_path / "a.jsonl.gz", tmp_path / "b.jsonl", tmp_path / "missing.jsonl"])
    assert got == rows
    assert bench.summarize(got, "earth") == {"rate": 0.75, "positions": 2, "better": 1, "ties": 1, "worse": 0,
                                             "decisions_sampled": 3, "games": 2}
    assert bench.summarize(got, "kauri")["rate"] == 0.0 and bench.summarize(got, "cascadia")["rate"] is None
