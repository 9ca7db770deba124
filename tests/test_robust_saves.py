"""No save file can stop the app (issue 16, items 1 and 3).

Each bad file is listed as damaged with its reason, never crashes, never hides the other
saves, and is never modified. Property-based tests mutate real saves at random.
"""
from __future__ import annotations

import json
import os
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import saved_games
from engine.core import saves
from engine.core.errors import SaveError
from engine.core.match import Match, Seat
from engine.registry import GAMES

FAST = settings(max_examples=120, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


def pebbles_match(steps=6, seats=None):
    g = GAMES["pebbles"]
    seats = seats or [Seat("human", name="Ann"), Seat("ai", "easy", "Bot")]
    m = Match.new(g, g.default_options(len(seats)), 11, seats)
    for _ in range(steps):
        m.play(g.legal_actions(m.state)[0])
    return m


def write(name: str, content) -> str:
    folder = saves.saves_dir()
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, name)
    if isinstance(content, str):   # lone surrogates become bytes that are not UTF-8
        content = content.encode("utf-8", "surrogatepass")
    with open(path, "wb") as f:
        f.write(content)
    return path


def read_bytes(path: str) -> bytes:
    with open(path, "rb") as f:
        return f.read()


def good_save() -> str:
    m = pebbles_match()
    path = os.path.join(saves.saves_dir(), "good.json")
    saves.save_match(m, path)
    return path


def listed(path):
    return next(i for i in saved_games.list_saves() if i.path == path)


def doc_with(**changes) -> str:
    doc = saves.to_document(pebbles_match())
    doc.update(changes)
    return json.dumps(doc, separators=(",", ":"))


# ---- the files the issue names ----------------------------------------------------------------
BAD_FIELDS = {
    "round is text": lambda t: t.replace('"round":', '"round":"three","r":'),
    "round is a list": lambda t: t.replace('"round":', '"round":[1,2],"r":'),
    "round is 1e400": lambda t: t.replace('"round":', '"round":1e400,"r":'),
    "5,000-digit seed": lambda t: t.replace('"seed":11', '"seed":' + "7" * 5000),
    "4,000-digit seed": lambda t: t.replace('"seed":11', '"seed":' + "7" * 4000),
    "deeply nested actions": lambda t: t.replace('"actions":[', '"actions":[' + "[" * 50000 + "]" * 50000 + ","),
    "nested 6 deep": lambda t: t.replace('"actions":[', '"actions":[[[[[[["pick",1]]]]]],'),
    "unknown level": lambda t: t.replace('"level":"easy"', '"level":"godlike"'),
    "NUL in a name": lambda t: t.replace('"name":"Ann"', '"name":"A\\u0000nn"'),
    "lone surrogate in a name": lambda t: t.replace('"name":"Ann"', '"name":"\\ud800"'),
    "seat is a number": lambda t: t.replace('"seats":[', '"seats":[7,'),
    "float in a move": lambda t: t.replace('"actions":[["pick",', '"actions":[["pick",1.0],["pick",'),
    "NaN seed": lambda t: t.replace('"seed":11', '"seed":NaN'),
    "version true": lambda t: t.replace('"version":3', '"version":true'),
}


@pytest.mark.parametrize("what", sorted(BAD_FIELDS))
def test_a_bad_field_is_listed_as_damaged_and_hides_nothing(tmp_home, app, what):
    good = good_save()
    text = BAD_FIELDS[what](doc_with())
    bad = write("bad.json", text)
    before = read_bytes(bad)
    info = listed(bad)
    assert info.error and info.problem is not None, what
    if what.startswith("round"):   # the summary's round: what the lists show is checked too
        assert info.problem.key == "summary"
    with pytest.raises(SaveError):
        saved_games.load_match(bad, GAMES)
    assert not listed(good).error, "a bad file never hides the others"
    assert read_bytes(bad) == before
    open_menu_and_load(app)


def open_menu_and_load(app):
    """The menu (Continue) and the Load screen build and draw with whatever is on disk."""
    from ui.scenes.load import LoadScene
    from ui.scenes.menu import MainMenu
    app.push(MainMenu(app))
    app.frame([], 1 / 60)
    app.push(LoadScene(app))
    app.frame([], 1 / 60)
    for i, info in enumerate(app.top.infos):
        app.top.on_pick(i)
        app.frame([], 1 / 60)
        while len(app.stack) > 2:
            app.pop()
        assert info.path


def test_all_ai_seats_are_a_valid_save(tmp_home):
    m = pebbles_match(seats=[Seat("ai", "easy", "A"), Seat("ai", "normal", "B")])
    path = saves.new_save_path("pebbles")
    saves.save_match(m, path)
    assert not listed(path).error


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_links_pipes_and_devices_never_hang_or_empty_the_list(tmp_home, app):
    good = good_save()
    folder = saves.saves_dir()
    os.symlink(os.path.join(folder, "gone.txt"), os.path.join(folder, "dangling.json"))
    os.mkfifo(os.path.join(folder, "pipe.json"))
    os.symlink("/dev/zero", os.path.join(folder, "zero.json"))
    os.mkdir(os.path.join(folder, "dir.json"))
    start = time.monotonic()
    infos = {os.path.basename(i.path): i for i in saved_games.list_saves()}
    assert time.monotonic() - start < 10
    assert not infos["good.json"].error
    assert infos["dangling.json"].problem.key == "missing"
    for name in ("pipe.json", "zero.json", "dir.json"):
        assert infos[name].problem.key == "not_regular", name
    assert saved_games.latest_unfinished().path == good
    open_menu_and_load(app)


def test_a_huge_file_is_refused_without_being_read(tmp_home):
    path = write("big.json", " " * (saves.MAX_BYTES + 10))
    assert listed(path).problem.key == "too_big"


# ---- a save says what it holds ------------------------------------------------------------------
def test_a_log_cut_at_a_move_boundary_is_damaged_not_a_shorter_game(tmp_home):
    doc = json.loads(doc_with())
    doc["actions"] = doc["actions"][:-2]
    path = write("cut.json", json.dumps(doc))
    info = listed(path)
    assert info.problem.key == "cut_short"
    doc["count"] = len(doc["actions"])      # count fixed by hand: the checksum still tells
    path = write("cut2.json", json.dumps(doc))
    assert listed(path).problem.key == "changed"
    doc = json.loads(doc_with())
    doc["actions"].append(doc["actions"][-1])
    assert listed(write("longer.json", json.dumps(doc))).problem.key == "changed"


@pytest.mark.parametrize("lang, words", [("en", "cut short (4 of 6 moves are left)"),
                                         ("fr", "tronquée (il en reste 4 sur 6)")])
def test_the_load_screen_says_why_in_the_players_language(tmp_home, app, lang, words):
    from ui.i18n import I18n
    from ui.scenes.load import LoadScene
    app.settings.language, app.t = lang, I18n(lang)
    doc = json.loads(doc_with())
    doc["actions"] = doc["actions"][:4]
    write("cut.json", json.dumps(doc))
    scene = LoadScene(app)
    assert words in scene.list.rows[0][0] and "cut.json" in scene.list.rows[0][0]


def test_an_edited_move_that_still_replays_is_damaged(tmp_home):
    doc = json.loads(doc_with())
    legal = json.loads(doc_with())
    g = GAMES["pebbles"]
    m = Match.new(g, doc["options"], doc["seed"], [Seat(), Seat()])
    for raw in doc["actions"][:-1]:
        m.play(tuple(raw))
    other = [list(a) for a in g.legal_actions(m.state) if list(a) != doc["actions"][-1]]
    assert other, "the last move had an alternative"
    legal["actions"][-1] = other[0]
    path = write("edited.json", json.dumps(legal))
    assert listed(path).problem.key == "changed"


def test_what_is_listed_comes_from_the_checked_summary(tmp_home):
    """Format 2's round and finished beside the summary are not read; an edited summary is
    caught by the checksum."""
    doc = json.loads(doc_with())
    real = listed(write("real.json", json.dumps(doc)))
    doc["round"], doc["finished"] = 99, True
    info = listed(write("stray.json", json.dumps(doc)))
    assert not info.error and info.round == real.round and info.finished is False
    assert saved_games.latest_unfinished() is not None, "a stray 'finished' does not hide it"
    doc["summary"]["finished"] = True
    assert listed(write("lying.json", json.dumps(doc))).problem.key == "changed"


def test_format_1_saves_are_upgraded_and_still_load(tmp_home):
    doc = json.loads(doc_with())
    for key in ("count", "checksum"):
        del doc[key]
    doc["version"] = 1
    path = write("v1.json", json.dumps(doc))
    m, upgraded = saved_games.load_match(path, GAMES)
    assert len(m.steps) == 6 and upgraded["legacy"] == 1 and upgraded["count"] == 6
    assert json.loads(read_bytes(path))["version"] == 1, "the file itself is not rewritten"


def test_leftover_temp_files_are_removed_at_start(tmp_home, app):
    from ui.scenes.menu import MainMenu
    folder = saves.saves_dir()
    old = write(".tmp-abc123.json", '{"half": ')
    write(".tmp-def456.json", '{"half": ')
    other = write("notes.txt", "mine")
    past = time.time() - 3600
    os.utime(old, (past, past))
    app.push(MainMenu(app))
    names = os.listdir(folder)
    assert ".tmp-abc123.json" not in names
    assert ".tmp-def456.json" in names, "a fresh one may belong to a second copy of the app"
    assert os.path.basename(other) in names


# ---- property-based: any mutation of a real save --------------------------------------------------
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False),
                    st.text(max_size=8), st.just("\x00"), st.just("\ud800"))
VALUES = st.recursive(SCALARS, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                       st.dictionaries(st.text(max_size=5), inner,
                                                                       max_size=3)), max_leaves=12)
FIELDS = st.sampled_from(["format", "version", "game", "options", "seed", "seats", "actions",
                          "count", "checksum", "round", "finished", "created", "updated"])


def mutate(doc: dict, data) -> dict:
    doc = json.loads(json.dumps(doc))
    for _ in range(data.draw(st.integers(1, 3))):
        kind = data.draw(st.sampled_from(["set", "drop", "seat", "move", "option"]))
        if kind == "set":
            doc[data.draw(FIELDS)] = data.draw(VALUES)
        elif kind == "drop":
            doc.pop(data.draw(FIELDS), None)
        elif kind == "seat" and isinstance(doc.get("seats"), list) and doc["seats"]:
            seat = doc["seats"][data.draw(st.integers(0, len(doc["seats"]) - 1))]
            if isinstance(seat, dict):
                seat[data.draw(st.sampled_from(["kind", "level", "name"]))] = data.draw(VALUES)
        elif kind == "move" and isinstance(doc.get("actions"), list) and doc["actions"]:
            i = data.draw(st.integers(0, len(doc["actions"]) - 1))
            doc["actions"][i] = data.draw(VALUES)
        elif kind == "option" and isinstance(doc.get("options"), dict):
            doc["options"][data.draw(st.text(max_size=6))] = data.draw(VALUES)
    return doc


@FAST
@given(data=st.data())
def test_any_mutated_save_is_loaded_or_refused_cleanly(tmp_home, data):
    base = saves.to_document(pebbles_match())
    doc = mutate(base, data)
    text = json.dumps(doc, ensure_ascii=data.draw(st.booleans()))
    if data.draw(st.booleans()):
        cut = data.draw(st.integers(0, len(text)))
        text = text[:cut]
    path = write("m.json", text)
    before = read_bytes(path)
    try:
        m, _ = saved_games.load_match(path, GAMES)
    except SaveError as e:
        assert getattr(e, "key", None) in saves.MESSAGES
        assert len(str(e)) < 400
    else:   # it loaded: it is the same game as written
        assert json.loads(text)["actions"] == [list(a) for a in m.actions]
    info = saved_games.inspect_save(path, GAMES)
    assert bool(info.error) == (info.problem is not None)
    assert read_bytes(path) == before


@FAST
@given(raw=st.binary(max_size=300))
def test_any_bytes_are_refused_cleanly(tmp_home, raw):
    path = write("b.json", raw)
    with pytest.raises(SaveError):
        saved_games.load_match(path, GAMES)


def test_every_reason_a_save_is_refused_is_said_in_both_languages():
    """Each SaveProblem key has its words in ui/locale, with only the fields the problem gives."""
    import string

    from ui.i18n import strings

    def fields(text):
        return {f for _, f, _, _ in string.Formatter().parse(text) if f}
    for key, english in saves.MESSAGES.items():
        for lang in ("en", "fr"):
            text = strings(lang).get("save_" + key)
            assert text, f"save_{key} in {lang}.yaml"
            assert fields(text) <= fields(english) | {"detail"}, (key, lang)
