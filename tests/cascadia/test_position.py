"""Position files: the documented JSON format, scoring, errors and export."""
import json
import os
import random

import pytest

from engine.core.data import gamedata_dir
from engine.cascadia.position import (PositionError, export_position, load_position, main,
                                      score_position)
from tests.cascadia.helpers import GAME

EXAMPLE = os.path.join(gamedata_dir(), "cascadia", "example_position.json")


def doc(tiles, cards=None, **extra):
    return {"format": "cascadia-position", "version": 1,
            "cards": cards or {"bear": "A", "elk": "A", "salmon": "A", "hawk": "A", "fox": "A"},
            "tiles": tiles, **extra}


def t(q, r, habitats, wildlife, token=None, rotation=0, **kw):
    return {"q": q, "r": r, "habitats": habitats, "wildlife": wildlife, "rotation": rotation,
            "token": token, **kw}


def test_the_example_file_scores_as_documented():
    result = score_position(load_position(EXAMPLE))
    assert result["total"] == 96
    assert result["points"] == {"bear": 11, "elk": 9, "salmon": 20, "hawk": 8, "fox": 9,
                                "mountain": 9, "forest": 3, "prairie": 9, "wetland": 3, "river": 6,
                                "bonus": 4, "nature": 5}
    json.dumps(result)


def test_hand_built_position():
    tiles = [
        t(0, 0, ["forest"], ["bear"], "bear", id="K06"),
        t(1, 0, ["forest", "river"], ["bear", "fox"], "bear", rotation=3),   # forest faces west
        t(2, 0, ["river"], ["hawk"], "hawk"),
        t(0, 1, ["mountain", "forest"], ["elk", "fox"], "fox"),
    ]
    r = score_position(doc(tiles, nature_tokens=2, solo=True))
    # the fox at (0, 1) touches the two bears only: 1 type
    assert r["wildlife"] == {"bear": 4, "elk": 0, "salmon": 0, "hawk": 2, "fox": 1}
    # forest: K06 + the (1, 0) dual's west edge (rotation 3 puts forest on edges 3-5) + the
    # (0, 1) dual's north-west edge (rotation 0 puts forest on edges 3-5) = 3
    assert r["habitats"]["forest"]["largest"] == 3
    # the river keystone touches the dual's east edge (edge 0 = river at rotation 3)
    assert r["habitats"]["river"]["largest"] == 2
    assert r["points"]["nature"] == 2 and r["points"]["bonus"] == 0
    assert r["total"] == sum(r["points"].values())


def test_family_cards_and_solo_bonus():
    line = [t(q, 0, ["mountain"], ["elk"], "elk") for q in range(7)]
    r = score_position(doc(line, cards="family", solo=True))
    assert r["wildlife"]["elk"] == 9 and r["habitats"]["mountain"] == {"largest": 7, "corridors": [7],
                                                                       "bonus": 2}
    assert score_position(doc(line, cards="family"))["points"]["bonus"] == 0


def test_coordinates_need_not_start_at_the_origin():
    a = [t(0, 0, ["mountain"], ["elk"], "elk"), t(1, 0, ["mountain"], ["elk"], "elk")]
    b = [t(40, -7, ["mountain"], ["elk"], "elk"), t(41, -7, ["mountain"], ["elk"], "elk")]
    assert score_position(doc(a)) == score_position(doc(b))


@pytest.mark.parametrize("change,message", [
    (lambda d: d.update(format="chess"), "format: expected 'cascadia-position'"),
    (lambda d: d.update(version=2), "version: this app reads version 1"),
    (lambda d: d.update(colour=1), "colour: unknown key"),
    (lambda d: d.pop("tiles"), "tiles: missing key"),
    (lambda d: d["cards"].update(elk="E"), "cards.elk: expected A, B, C or D"),
    (lambda d: d["cards"].pop("fox"), "cards.fox: missing key"),
    (lambda d: d.update(nature_tokens=-1), "nature_tokens: expected 0 to"),
    (lambda d: d.update(solo="yes"), "solo: expected true or false"),
    (lambda d: d["tiles"][1].update(token="fox"), "tiles[1].token: the tile does not show the fox"),
    (lambda d: d["tiles"][1].update(habitats=["mountain", "lava"]), "tiles[1].habitats[1]: unknown habitat"),
    (lambda d: d["tiles"][0].update(wildlife=["bear", "elk"]), "tiles[0].wildlife: a keystone tile"),
    (lambda d: d["tiles"][1].update(rotation=6), "tiles[1].rotation: expected 0 to 5"),
    (lambda d: d["tiles"][1].update(q=0), "tiles[1]: two tiles at (0, 0)"),
    (lambda d: d["tiles"][1].update(q=5), "not connected"),
    (lambda d: d["tiles"][1].update(id="D99"), "tiles[1].id: unknown tile"),
    (lambda d: d["tiles"][1].update(id="D02"), "tiles[1].id: tile D02 does not show"),
    (lambda d: d["tiles"][1].update(extra=1), "tiles[1].extra: unknown key"),
    (lambda d: d["tiles"][1].update(q="1"), "tiles[1].q: expected a whole number"),
])
def test_errors_name_the_key_path(change, message):
    d = doc([t(0, 0, ["mountain"], ["bear"], "bear"),
             t(1, 0, ["mountain", "forest"], ["bear", "hawk"], "hawk", id="D01")])
    score_position(d)
    change(d)
    with pytest.raises(PositionError) as err:
        score_position(d)
    assert message in str(err.value)


def test_load_position_reports_bad_files(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(PositionError, match="not valid JSON"):
        load_position(str(bad))
    with pytest.raises(PositionError, match="cannot be read"):
        load_position(str(tmp_path / "missing.json"))
    bad.write_text(json.dumps({"format": "cascadia-position"}), encoding="utf-8")
    with pytest.raises(PositionError, match="bad.json: version: missing key"):
        load_position(str(bad))


@pytest.mark.parametrize("players,cards", [(1, "a"), (1, "family"), (2, "random"), (4, "d")])
def test_export_then_score_matches_the_game(players, cards):
    s = GAME.setup({**GAME.default_options(players), "cards": cards}, 9)
    rng = random.Random(2)
    while GAME.to_move(s) is not None:
        GAME.apply(s, rng.choice(GAME.legal_actions(s)))
    sheet = GAME.scores(s)
    for p in range(players):
        d = json.loads(json.dumps(export_position(s, p)))
        r = score_position(d)
        row = dict(sheet.table[p])
        if players > 1:
            row["bonus"] = 0          # majorities need the other players
        assert r["points"] == row
        assert len(d["tiles"]) == 23 and all("id" in x for x in d["tiles"])


def test_command_line(tmp_path, capsys):
    assert main([EXAMPLE]) == 0
    assert json.loads(capsys.readouterr().out)["total"] == 96
    bad = tmp_path / "x.json"
    bad.write_text("[]", encoding="utf-8")
    assert main([str(bad)]) == 1
    assert "expected an object" in capsys.readouterr().err
    assert main([]) == 2
