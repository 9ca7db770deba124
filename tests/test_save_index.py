"""Start-up does not grow with the number of saves (issue 36, item 1).

The menu's Continue entry and the Load list come from each save's checked summary, kept in an
index beside the saves: nothing is replayed to list a save. A save from before summaries is
replayed once, then remembered; the index follows the files and is rebuilt when it is wrong.
"""
from __future__ import annotations

import json
import os

import pytest

from engine import saved_games
from engine.core import save_index, saves
from engine.core.match import Match, Seat
from engine.registry import GAMES


def pebbles_match(steps: int, seed: int = 11) -> Match:
    g = GAMES["pebbles"]
    m = Match.new(g, g.default_options(2), seed, [Seat("human", name="Ann"), Seat("ai", "easy", "Bot")])
    for _ in range(steps):
        if m.is_over():
            break
        m.play(g.legal_actions(m.state)[0])
    return m


def finished_match(seed: int = 11) -> Match:
    m = pebbles_match(10_000, seed)
    assert m.is_over()
    return m


def save_as(m: Match, name: str) -> str:
    path = os.path.join(saves.saves_dir(), name)
    saves.save_match(m, path)
    return path


def format_2(m: Match) -> dict:
    """The document the previous version wrote: no summary, a round and finished never trusted."""
    doc = saves.to_document(m)
    del doc["summary"]
    doc.update(version=2, round=99, finished=True)
    doc["checksum"] = saves.checksum(doc)
    return doc


def write_text(name: str, text: str) -> str:
    folder = saves.saves_dir()
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, name)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return path


@pytest.fixture
def replays(monkeypatch):
    """Counts the saves replayed (every load and every summary of an old save goes through it)."""
    seen = []
    real = saves.replay

    def counting(doc, game, name="save"):
        seen.append(name)
        return real(doc, game, name)
    monkeypatch.setattr(saves, "replay", counting)
    return seen


def test_a_save_carries_a_summary_under_its_checksum(tmp_home):
    m = pebbles_match(7)
    doc = saves.to_document(m)
    assert doc["version"] == 3
    assert doc["summary"] == {"round": m.game.round_number(m.state), "finished": False,
                              "title": {"en": "Pebbles", "fr": "Galets"}}
    lying = dict(doc, summary=dict(doc["summary"], finished=True))
    path = write_text("lying.json", json.dumps(lying))
    info = saved_games.inspect_save(path)
    assert info.problem.key == "changed", "a summary edited by hand is caught by the checksum"


def test_listing_and_continue_replay_nothing(tmp_home, replays, app):
    from ui.scenes.load import LoadScene
    from ui.scenes.menu import MainMenu
    for k in range(12):
        save_as(finished_match(k + 1), f"done-{k}.json")
    playing = save_as(pebbles_match(5), "playing.json")
    os.utime(playing, (2e9, 2e9))
    infos = saved_games.list_saves()
    assert len(infos) == 13 and not any(i.error for i in infos)
    assert sum(i.finished for i in infos) == 12
    assert saved_games.latest_unfinished().path == playing
    menu = MainMenu(app)
    assert menu.latest.path == playing and menu.latest.round == pebbles_match(5).game.round_number(
        pebbles_match(5).state)
    app.push(menu)
    app.push(LoadScene(app))
    app.frame([], 1 / 60)
    assert len(app.top.infos) == 13
    assert replays == [], "listing read the summaries; it replayed no game"


def test_continue_names_the_game_without_loading_it(tmp_home, monkeypatch):
    """The menu's Continue line comes from the save's summary: no game module is imported."""
    save_as(pebbles_match(3), "playing.json")
    loaded = []
    real = type(GAMES).__getitem__

    def watching(self, name):
        loaded.append(name)
        return real(self, name)
    monkeypatch.setattr(type(GAMES), "__getitem__", watching)
    info = saved_games.latest_unfinished()
    assert info.title == {"en": "Pebbles", "fr": "Galets"} and loaded == []


def test_an_old_save_is_replayed_once_then_remembered(tmp_home, replays):
    m = pebbles_match(6)
    path = write_text("old.json", json.dumps(format_2(m)))
    before = open(path, "rb").read()
    (info,) = saved_games.list_saves()
    assert not info.error and info.round == m.game.round_number(m.state) and info.finished is False
    assert info.title["fr"] == "Galets"
    assert replays == ["old.json"]
    again = saved_games.list_saves()
    assert [(i.round, i.finished) for i in again] == [(info.round, False)]
    assert saved_games.latest_unfinished().path == path
    assert replays == ["old.json"], "the second listing came from the index"
    assert open(path, "rb").read() == before, "the old save itself is never rewritten"
    loaded, doc = saved_games.load_match(path)
    assert loaded.state == m.state and "summary" not in doc


def test_an_old_save_that_does_not_replay_is_damaged_and_remembered(tmp_home, replays):
    doc = format_2(pebbles_match(6))
    doc["actions"][2] = ["lay", "moon"]
    doc["checksum"] = saves.checksum(doc)
    write_text("old.json", json.dumps(doc))
    (info,) = saved_games.list_saves()
    assert info.problem.key == "move" and info.problem.fields["n"] == 3
    (again,) = saved_games.list_saves()
    assert again.error == info.error and replays == ["old.json"]


def test_the_index_follows_the_files(tmp_home, replays):
    m = pebbles_match(3)
    a = save_as(m, "a.json")
    b = save_as(finished_match(), "b.json")
    assert {os.path.basename(i.path) for i in saved_games.list_saves()} == {"a.json", "b.json"}
    index = save_index.index_path(saves.saves_dir())
    assert os.path.isfile(index)
    for _ in range(4):                     # the game goes on: the autosave rewrites a.json
        m.play(m.game.legal_actions(m.state)[0])
    saves.save_match(m, a)
    os.unlink(b)
    (info,) = saved_games.list_saves()
    assert info.path == a and info.round == m.game.round_number(m.state)
    assert list(json.load(open(index))["saves"]) == ["a.json"], "a file gone is forgotten"
    assert replays == []


@pytest.mark.parametrize("garbage", ["", "{", "[1]", '{"format": "terrarium-save-index"}',
                                     "damaged entries"])
def test_a_damaged_index_is_rebuilt_from_the_files(tmp_home, garbage):
    m = pebbles_match(4)
    path = save_as(m, "a.json")
    save_as(finished_match(), "b.json")
    saved_games.list_saves()
    index = save_index.index_path(saves.saves_dir())
    if garbage == "damaged entries":           # valid JSON that lies in every way it can
        doc = json.load(open(index))
        doc["saves"]["a.json"]["info"].update(round="x", finished=True)
        doc["saves"]["b.json"]["info"] = {"problem": {"file": "b.json", "key": "no such key",
                                                      "fields": {}}, "updated": ""}
        garbage = json.dumps(doc)
    with open(index, "w") as f:
        f.write(garbage)
    infos = {os.path.basename(i.path): i for i in saved_games.list_saves()}
    assert set(infos) == {"a.json", "b.json"} and not any(i.error for i in infos.values())
    assert infos["a.json"].round == m.game.round_number(m.state) and not infos["a.json"].finished
    assert saved_games.latest_unfinished().path == path
    assert json.load(open(index))["format"] == "terrarium-save-index", "rewritten whole"


def test_an_index_written_by_another_version_is_not_trusted(tmp_home, monkeypatch):
    path = save_as(pebbles_match(4), "a.json")
    saved_games.list_saves()
    index = save_index.index_path(saves.saves_dir())
    doc = json.load(open(index))
    doc["saves"]["a.json"]["info"]["finished"] = True
    doc["app_version"] = "0.0.1"
    with open(index, "w") as f:
        json.dump(doc, f)
    assert saved_games.latest_unfinished().path == path


def test_a_damaged_file_is_remembered_as_damaged_and_never_touched(tmp_home):
    path = write_text("cut.json", json.dumps(saves.to_document(pebbles_match(4)))[:100])
    before = open(path, "rb").read()
    for _ in range(2):
        (info,) = saved_games.list_saves()
        assert info.problem.key == "not_json" and "cut.json" in info.error
    assert open(path, "rb").read() == before


def test_an_index_that_cannot_be_written_costs_nothing_but_time(tmp_home, monkeypatch):
    m = pebbles_match(2)
    save_as(m, "a.json")

    def full_disk(path, text):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(saves, "write_atomic", full_disk)
    for _ in range(2):
        (info,) = saved_games.list_saves()
        assert not info.error and info.round == m.game.round_number(m.state)
    assert not os.path.exists(save_index.index_path(saves.saves_dir()))


def test_the_index_is_never_listed_as_a_save(tmp_home):
    save_as(pebbles_match(2), "a.json")
    saved_games.list_saves()
    assert os.path.exists(save_index.index_path(saves.saves_dir()))
    assert [os.path.basename(i.path) for i in saved_games.list_saves()] == ["a.json"]
