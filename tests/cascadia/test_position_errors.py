"""Position files that used to crash or mislead (issue 14 item 10): `python main.py score cascadia
FILE.json` gives a clear message and exit code 1, never a traceback; fuzzed with hypothesis."""
from __future__ import annotations

import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cascadia.position import PositionError, score_position
from engine.scorecmd import main as score_main


def t(q, r, habitats, wildlife, token=None, **kw):
    return {"q": q, "r": r, "habitats": habitats, "wildlife": wildlife, "token": token, **kw}


GOOD = {"format": "cascadia-position", "version": 1, "solo": True, "nature_tokens": 1,
        "cards": {"bear": "A", "elk": "B", "salmon": "C", "hawk": "D", "fox": "A"},
        "tiles": [t(0, 0, ["mountain"], ["bear"], "bear", id="K01"),
                  t(1, 0, ["mountain", "forest"], ["bear", "hawk"], "hawk", id="D01", rotation=0),
                  t(0, 1, ["river", "wetland"], ["salmon", "fox"], None)]}


def score_file(tmp_path, capsys, doc):
    path = tmp_path / "position.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    code = score_main(["cascadia", str(path)])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_the_good_document_scores(tmp_path, capsys):
    code, out, err = score_file(tmp_path, capsys, GOOD)
    assert code == 0 and json.loads(out)["total"] > 0 and err == ""


@pytest.mark.parametrize("change,message", [
    (lambda d: d["tiles"][1].update(id=["D01"]), 'tiles[1].id: expected a tile id such as "K01" or "D12", got ["D01"]'),
    (lambda d: d["tiles"][1].update(id={"x": 1}), "tiles[1].id: expected a tile id"),
    (lambda d: d["tiles"][1].update(id=7), "tiles[1].id: expected a tile id"),
    (lambda d: d.update(version=True), "version: this app reads version 1, got true"),
    (lambda d: d.update(version=1.0), "version: this app reads version 1, got 1.0"),
    (lambda d: d["tiles"][0].update(q=5), "tiles[0]: the tile at (5, 0) is not connected to the other tiles"),
    (lambda d: d["tiles"][2].update(q=-4), "tiles[2]: the tile at (-4, 1) is not connected"),
])
def test_bad_position_files_give_a_clear_message_and_exit_code_1(tmp_path, capsys, change, message):
    d = copy.deepcopy(GOOD)
    change(d)
    code, out, err = score_file(tmp_path, capsys, d)
    assert code == 1 and out == ""
    assert message in err, err
    assert "Traceback" not in err and err.count("\n") == 1


def test_a_lone_first_tile_is_blamed_not_the_second():
    d = copy.deepcopy(GOOD)
    d["tiles"][0].update(q=9, r=-9)
    with pytest.raises(PositionError) as e:
        score_position(d)
    assert str(e.value).startswith("tiles[0]: the tile at (9, -9)")
    assert "largest group has 2 tiles, starting with tiles[1]" in str(e.value)


# ---- fuzzing: any JSON value anywhere gives a result or a PositionError -----------------------------------
JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-10**20, 10**20) | st.floats(allow_nan=False)
    | st.text(max_size=6) | st.sampled_from(["K01", "D01", "bear", "A", "family", "mountain", "river"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=6)

PATHS = [(), ("format",), ("version",), ("solo",), ("nature_tokens",), ("cards",), ("cards", "bear"),
         ("tiles",), ("tiles", 0), ("tiles", 1), ("tiles", 1, "id"), ("tiles", 1, "q"), ("tiles", 0, "r"),
         ("tiles", 1, "habitats"), ("tiles", 1, "habitats", 0), ("tiles", 2, "wildlife"),
         ("tiles", 2, "wildlife", 1), ("tiles", 1, "token"), ("tiles", 1, "rotation"), ("tiles", 0, "extra")]


def mutate(doc, path, value):
    if not path:
        return value
    target = doc
    for k in path[:-1]:
        target = target[k]
    target[path[-1]] = value
    return doc


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from(PATHS), JSON), min_size=1, max_size=3))
def test_fuzzed_position_documents_never_crash(changes):
    doc = copy.deepcopy(GOOD)
    for path, value in changes:
        try:
            doc = mutate(doc, path, value)
        except (KeyError, IndexError, TypeError):
            pass                      # an earlier change removed the place: keep what we have
    try:
        result = score_position(doc)
    except PositionError as e:
        assert str(e)
    else:
        json.dumps(result)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(st.integers(-4, 4), st.integers(-4, 4)), min_size=1, max_size=7, unique=True))
def test_fuzzed_tile_layouts_score_or_say_which_tile_is_apart(places):
    doc = copy.deepcopy(GOOD)
    doc["tiles"] = [t(q, r, ["prairie"], ["elk"], "elk") for q, r in places]
    try:
        score_position(doc)
    except PositionError as e:
        assert "is not connected to the other tiles" in str(e)
