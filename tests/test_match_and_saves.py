"""Matches, undo, replay and saves (with every kind of bad file)."""
from __future__ import annotations

import json
import os
import random

import pytest

from engine import saved_games
from engine.core import IllegalAction, SaveError, saves
from engine.core.match import Match, Seat
from engine.registry import GAMES


def new_match(players=2, seed=5, length="full"):
    g = GAMES["pebbles"]
    seats = [Seat("human", name="Ann")] + [Seat("ai", "easy", f"Bot{i}") for i in range(1, players)]
    return Match.new(g, {"players": players, "length": length}, seed, seats)


def play_some(m, n, seed=1):
    rng = random.Random(seed)
    for _ in range(n):
        if m.is_over():
            break
        m.play(rng.choice(m.game.legal_actions(m.state)))


def test_bad_options_are_refused_with_a_reason():
    g = GAMES["pebbles"]
    with pytest.raises(IllegalAction, match="1 to 3 players"):
        Match.new(g, {"players": 9}, 1, [Seat()] * 9)
    with pytest.raises(IllegalAction, match="unknown option"):
        Match.new(g, {"players": 2, "colour": "red"}, 1, [Seat()] * 2)
    with pytest.raises(IllegalAction, match="cannot be"):
        Match.new(g, {"players": 2, "length": "epic"}, 1, [Seat()] * 2)


def test_illegal_play_leaves_the_match_unchanged():
    m = new_match()
    before = m.game.clone(m.state)
    with pytest.raises(IllegalAction) as e:
        m.play(("lay", "garden"))
    assert e.value.reason("en") == "pick a card first"
    assert e.value.reason("fr") == "choisissez d'abord une carte"
    assert m.state == before and m.steps == []


def test_undo_within_the_turn_but_never_past_a_draw():
    m = new_match()
    p = m.to_move()
    pick = m.game.legal_actions(m.state)[0]
    m.play(pick)
    assert m.undoable_steps(p) == 1
    assert m.undo(p)
    assert m.steps == [] and m.state == new_match().state
    m.play(pick)
    m.play(("lay", "garden"))      # ends the turn and draws a card: no undo past it
    assert m.undoable_steps(p) == 0
    assert not m.undo(p)
    assert len(m.steps) == 2


def test_undo_is_only_for_your_own_steps():
    m = new_match()
    m.play(m.game.legal_actions(m.state)[0])
    other = 1 - m.to_move()
    assert m.undoable_steps(other) == 0


def test_replay_states_and_score_history():
    m = new_match()
    play_some(m, 200)
    assert m.is_over()
    states = [s for _, s in m.replay_states()]
    assert len(states) == len(m.steps) + 1
    assert states[-1] == m.state
    hist = m.score_history()
    assert hist[0][1] == [0, 0]
    assert hist[-1][1] == m.game.scores(m.state).totals
    assert [r for r, _ in hist] == sorted(r for r, _ in hist)
    assert hist[0][0] == 0 and len({r for r, _ in hist}) == len(hist), "one point per round"


def test_save_and_load_roundtrip(tmp_home):
    m = new_match(3)
    play_some(m, 9)
    path = saves.new_save_path("pebbles")
    saves.save_match(m, path)
    assert path.startswith(str(tmp_home))
    loaded, doc = saved_games.load_match(path, GAMES)
    assert loaded.state == m.state and loaded.actions == m.actions
    assert [s.name for s in loaded.seats] == ["Ann", "Bot1", "Bot2"]
    infos = saved_games.list_saves()
    assert len(infos) == 1 and infos[0].game == "pebbles" and not infos[0].error
    assert saved_games.latest_unfinished().path == path


def test_atomic_write_leaves_no_temp_files(tmp_home):
    m = new_match()
    path = saves.new_save_path("pebbles")
    for _ in range(3):
        play_some(m, 1)
        saves.save_match(m, path)
    assert os.listdir(os.path.dirname(path)) == [os.path.basename(path)]


def bad_file(tmp_home, content: bytes | str, name="bad.json"):
    folder = saves.saves_dir()
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, name)
    mode = "wb" if isinstance(content, bytes) else "w"
    with open(path, mode) as f:
        f.write(content)
    return path


def good_doc():
    m = new_match()
    play_some(m, 6)
    return saves.to_document(m)


@pytest.mark.parametrize("content, message", [
    ("", "the file is empty"),
    ('{"format": "terrarium-save", "version": 1, "game": "peb', "damaged or cut short"),
    (b"\xff\xfe\x00garbage", "damaged or cut short"),
    ('{"hello": "world"}', "not a Terrarium save"),
    ('[1, 2, 3]', "not a Terrarium save"),
    ('{"format": "terrarium-save", "version": 99}', "newer Terrarium"),
    ('{"format": "terrarium-save", "version": "x"}', "no valid version"),
    ('{"format": "terrarium-save", "version": 1, "game": "pebbles"}', "damaged"),
])
def test_bad_saves_give_a_clear_message_and_stay_untouched(tmp_home, content, message):
    path = bad_file(tmp_home, content)
    before = open(path, "rb").read()
    with pytest.raises(SaveError, match=message):
        saved_games.load_match(path, GAMES)
    assert open(path, "rb").read() == before
    infos = saved_games.list_saves()
    assert infos[0].error and message.split()[0] in infos[0].error or message in infos[0].error


def test_truncated_real_save(tmp_home):
    text = json.dumps(good_doc())
    path = bad_file(tmp_home, text[: len(text) // 2])
    with pytest.raises(SaveError, match="cut short"):
        saved_games.load_match(path, GAMES)


def test_tampered_action_log_is_refused_by_replay(tmp_home):
    doc = good_doc()
    doc["actions"][2] = ["lay", "moon"]
    path = bad_file(tmp_home, json.dumps(doc))
    with pytest.raises(SaveError, match="move 3 of the save does not replay"):
        saved_games.load_match(path, GAMES)


def test_unknown_game_and_bad_setup(tmp_home):
    doc = good_doc()
    doc["game"] = "chess"
    with pytest.raises(SaveError, match="game this version does not have"):
        saved_games.load_match(bad_file(tmp_home, json.dumps(doc)), GAMES)
    doc = good_doc()
    doc["options"]["players"] = 12
    with pytest.raises(SaveError, match="set-up is not valid"):
        saved_games.load_match(bad_file(tmp_home, json.dumps(doc), "b2.json"), GAMES)


def test_older_versions_are_upgraded_step_by_step(tmp_home, monkeypatch):
    doc = good_doc()
    doc["version"] = 0
    doc["moves"] = doc.pop("actions")

    def upgrade_0(d):
        d = dict(d)
        d["actions"] = d.pop("moves")
        d["version"] = 1
        return d
    monkeypatch.setitem(saves.UPGRADERS, 0, upgrade_0)
    path = bad_file(tmp_home, json.dumps(doc))
    m, _ = saved_games.load_match(path, GAMES)
    assert len(m.steps) == 6
    assert json.load(open(path))["version"] == 0, "upgrades happen in memory, the file is untouched"
