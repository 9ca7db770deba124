"""Position files: the format, its checks and `main.py score habitats FILE.json`."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from engine.habitats.position import PositionError, export_position, read_park, score_position

from .helpers import DATA, GAME, fresh, park
from .test_seed_example import YELLOW

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLE = os.path.join(ROOT, "gamedata", "habitats", "example_position.json")


def doc(*tiles, **top):
    d = {"format": "habitats-position", "version": 1,
         "tiles": [dict(zip(("row", "col", "tile", "rotation"), t)) for t in tiles]}
    d.update(top)
    return d


def test_the_example_file_is_the_seeds_yellow_park():
    with open(EXAMPLE, encoding="utf-8") as f:
        result = score_position(json.load(f))
    assert result["park_score"] == 34
    assert result["categories"]["watchtowers"] == 10
    hippo = next(t for t in result["tiles"] if t["tile"] == "hippo")
    assert hippo["met"] is False and hippo["points"] == 0


def test_export_then_read_gives_the_same_park():
    s = fresh(2, seed=1)
    s.parks[1] = park(*YELLOW, seat=1)
    d = json.loads(json.dumps(export_position(DATA, s, 1)))
    assert read_park(d) == s.parks[1]
    assert GAME.export_position(s, 1) == d


@pytest.mark.parametrize("bad,where", [
    ({"format": "cascadia-position"}, "format"),
    ({"version": 2}, "version"),
    ({"extra": 1}, "extra: unknown key"),
])
def test_bad_top_level_keys_are_named(bad, where):
    with pytest.raises(PositionError) as e:
        read_park(doc((-1, 0, "zebra"), **bad))
    assert where in str(e.value)


def test_bad_tiles_are_named_with_their_index():
    cases = [
        (doc((-1, 0, "zebra"), (-1, 0, "ants")), "tiles[1]: two tiles"),
        (doc((-1, 0, "unicorn")), "tiles[0].tile: unknown tile"),
        (doc((-1, 0, "zebra", 1)), "tiles[0].rotation: only road tiles turn"),
        (doc((2, 1, "zebra")), "tiles[0]: not joined"),
        (doc((1, 0, "zebra")), "column below the entrance"),
        (doc((0, 0, "zebra")), "row 0, col 0 is the entrance"),
        (doc((-1, 0, "road1_water", 0), (-2, 0, "zebra")), "tiles[0]: a side with a road touches a tile"),
        (doc(*[(-1 - i, 0, "impala") for i in range(3)]), "tiles[2].tile: the box holds only 2"),
        (doc((-1, "a", "zebra")), "tiles[0].col: expected a whole number"),
        ({"format": "habitats-position", "version": 1}, "tiles: missing key"),
    ]
    for d, message in cases:
        with pytest.raises(PositionError) as e:
            read_park(d)
        assert message in str(e.value), (message, str(e.value))


def test_a_straight_road_turned_by_half_a_turn_is_the_same_tile():
    a = read_park(doc((-1, 0, "road2_grassland", 1)))
    b = read_park(doc((-1, 0, "road2_grassland", 3)))
    assert a == b


def test_main_score_command_prints_json_and_refuses_bad_files(tmp_path):
    ok = subprocess.run([sys.executable, "main.py", "score", "habitats", EXAMPLE], cwd=ROOT,
                        capture_output=True, text=True, timeout=60)
    assert ok.returncode == 0 and json.loads(ok.stdout)["park_score"] == 34
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(doc((1, 0, "zebra"))), encoding="utf-8")
    r = subprocess.run([sys.executable, "main.py", "score", "habitats", str(bad)], cwd=ROOT,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 1 and "column below the entrance" in r.stderr
