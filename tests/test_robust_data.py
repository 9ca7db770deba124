"""Broken game data never takes the menu down (issue 16, item 2)."""
from __future__ import annotations

import os
import shutil
import time
from typing import ClassVar

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.data import MAX_DEPTH, parse_yaml, read_yaml
from engine.core.errors import DataError, IllegalAction
from engine.core.match import Match, Seat
from engine.registry import GAMES, UnavailableGame, _Registry

GAMEDATA = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "gamedata")


def refused(text, name="cards.yaml") -> DataError:
    raw = text if isinstance(text, bytes) else text.encode("utf-8")
    with pytest.raises(DataError) as e:
        parse_yaml(raw, name)
    assert len(str(e.value)) < 400, "messages stay short"
    return e.value


def test_duplicate_keys_are_refused_with_the_line():
    e = refused("cards:\n  - id: fox\n    cost: 1\n    cost: 2\n")
    assert "duplicate key 'cost'" in str(e) and "line 4" in str(e)


def test_a_bad_utf8_byte_names_the_file_and_where():
    e = refused(b"cards:\n  - id: f\xe9e\n", "kauri/cards.yaml")
    assert e.file == "kauri/cards.yaml" and e.path == "line 2" and "0xe9 at offset 16" in str(e)


def test_nesting_is_capped_before_python_recursion():
    e = refused("a: " + "[" * 5000 + "]" * 5000)
    assert f"more than {MAX_DEPTH} levels" in str(e)


def test_an_alias_bomb_is_refused_quickly_with_a_short_message():
    lines = ['a0: &a0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    for i in range(1, 10):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]")
    start = time.monotonic()
    e = refused("\n".join(lines))
    assert time.monotonic() - start < 5
    assert "aliases expand" in str(e)


def test_a_recursive_alias_is_refused():
    assert "refers to itself" in str(refused("a: &a [1, *a]"))


def test_a_wrong_type_message_shows_a_short_value():
    from dataclasses import dataclass

    from engine.core.data import build

    @dataclass(frozen=True)
    class Card:
        cost: int
    big = list(range(100_000))
    with pytest.raises(DataError) as e:
        build({"cost": big}, Card, "cards.yaml", "")
    assert len(str(e.value)) < 200 and "cost" in str(e.value)


def test_a_fifo_or_missing_data_file_is_a_data_error(tmp_path):
    with pytest.raises(DataError, match="file not found"):
        read_yaml(str(tmp_path / "nope.yaml"))
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe.yaml")
        with pytest.raises(DataError, match="not a regular file"):
            read_yaml(str(tmp_path / "pipe.yaml"))


# ---- the registry ----------------------------------------------------------------------------------
class Counting:
    pass


class Broken:
    title: ClassVar[dict] = {"en": "Broken Woods", "fr": "Bois cassé"}

    def __init__(self):
        raise DataError("brokenwoods/cards.yaml", "cards[3].cost", "expected a whole number, got 'x'")


def test_in_never_loads_a_game():
    reg = _Registry({"counting": ("tests.test_robust_data:Counting", None)})
    assert "counting" in reg and "other" not in reg
    assert reg._loaded == {}, "'in' loaded the game"
    game = reg["counting"]
    assert type(game).__name__ == "Counting" and reg["counting"] is game


@pytest.fixture
def broken_game():
    GAMES.register("brokenwoods", "tests.test_robust_data:Broken")
    yield GAMES["brokenwoods"]
    GAMES.unregister("brokenwoods")


def test_a_game_whose_data_fails_is_unavailable_and_the_others_play(broken_game, app):
    from ui.scenes.newgame import NewGame
    from ui.scenes.rules import RulesScene
    g = broken_game
    assert isinstance(g, UnavailableGame)
    assert g.title["en"] == "Broken Woods (unavailable)" and g.title["fr"] == "Bois cassé (indisponible)"
    assert "brokenwoods/cards.yaml: cards[3].cost" in GAMES.problem("brokenwoods")
    with pytest.raises(IllegalAction, match="cards.yaml: cards\\[3\\].cost"):
        Match.new(g, {"players": 2}, 1, [Seat(), Seat()])
    assert GAMES.problem("pebbles") is None
    pebbles = GAMES["pebbles"]
    Match.new(pebbles, pebbles.default_options(2), 1, [Seat(), Seat()])
    for scene in (NewGame(app, "brokenwoods"), RulesScene(app, "brokenwoods"), NewGame(app)):
        app.push(scene)
        app.frame([], 1 / 60)
    app.stack[-3].on_start()
    assert "cannot be played" in app.stack[-3].error


def test_a_save_of_an_unavailable_game_is_listed_with_the_reason(broken_game, tmp_home):
    import json

    from engine import saved_games
    from engine.core import saves
    m = Match.new(GAMES["pebbles"], GAMES["pebbles"].default_options(2), 1, [Seat(), Seat()])
    doc = saves.to_document(m)
    doc["game"] = "brokenwoods"
    doc["checksum"] = saves.checksum(doc)
    path = saves.new_save_path("brokenwoods")
    saves.write_atomic(path, json.dumps(doc))
    (info,) = saved_games.list_saves()
    assert info.problem.key == "unavailable" and "cards[3].cost" in info.error


# ---- broken data is found when the New game list is built, not at Start (issue 36, item 3) --------
BROKEN_KEY = {"earth": "cost", "kauri": "initiative"}


@pytest.fixture
def broken_earth_and_kauri(tmp_path, monkeypatch):
    """A copy of gamedata/ whose Earth and Kauri card files hold a card whose number is 'x',
    and a fresh list of games reading it (Earth and Kauri read their data only when first used)."""
    import engine.core.data
    from engine.earth import data as earth_data
    from engine.kauri import data as kauri_data
    shutil.copytree(GAMEDATA, tmp_path / "gamedata")
    for game, key in BROKEN_KEY.items():
        path = tmp_path / "gamedata" / game / "cards.yaml"
        doc = yaml.safe_load(path.read_text(encoding="utf-8"))
        doc["cards"][3][key] = "x"
        path.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    monkeypatch.setattr(engine.core.data, "GAMEDATA_DIR", str(tmp_path / "gamedata"))
    for cached in (earth_data.default_data, kauri_data.default_data):
        cached.cache_clear()
    games = _Registry(GAMES.entries())
    monkeypatch.setattr("ui.scenes.newgame.GAMES", games)
    yield games
    for cached in (earth_data.default_data, kauri_data.default_data):
        cached.cache_clear()


@pytest.mark.parametrize("lang, where, hidden", [
    ("en", "cards.yaml: cards[3].{key}: expected a whole number", None),
    ("fr", "fichier cards.yaml, clé cards[3].{key}", "expected")])
def test_broken_lazy_data_is_marked_in_the_new_game_list(broken_earth_and_kauri, app, lang, where, hidden):
    from ui.i18n import I18n
    from ui.scenes.newgame import NewGame
    app.settings.language, app.t = lang, I18n(lang)
    games = broken_earth_and_kauri
    scene = NewGame(app)
    assert set(games.problems()) == {"earth", "kauri"}
    word = "(unavailable)" if lang == "en" else "(indisponible)"
    labels = [w.label for w in scene.widgets[:len(scene.names)]]
    assert [name for name, label in zip(scene.names, labels) if label.endswith(word)] == ["kauri", "earth"]
    for name in ("earth", "kauri"):
        scene._pick_game(name)()
        assert where.format(key=BROKEN_KEY[name]) in scene.error, "the file and the key, before Start"
        assert hidden is None or hidden not in scene.error, "in the player's language"
        assert not any(getattr(w, "label", "") in ("Start", "Commencer") for w in scene.widgets)
        app.push(scene)
        app.frame([], 1 / 60)
        app.pop()
    scene._pick_game("cascadia")()
    assert scene.error == "" and any(getattr(w, "label", "") in ("Start", "Commencer") for w in scene.widgets)


def test_the_data_check_runs_once_per_start(broken_earth_and_kauri, monkeypatch):
    games = broken_earth_and_kauri
    first = games.problems()
    from engine.kauri import data as kauri_data
    monkeypatch.setattr(kauri_data, "load", lambda *a: pytest.fail("read twice"))
    assert games.problems() == first


# ---- property-based: any YAML, any mutation of the real data files ----------------------------------
FAST = settings(max_examples=150, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


@FAST
@given(raw=st.binary(max_size=200) | st.text(max_size=200).map(lambda t: t.encode("utf-8", "surrogatepass")))
def test_any_bytes_give_values_or_a_short_data_error(raw):
    try:
        parse_yaml(raw, "x.yaml")
    except DataError as e:
        assert len(str(e)) < 400


def mutate_text(text: str, data) -> str:
    lines = text.splitlines()
    for _ in range(data.draw(st.integers(1, 3))):
        if not lines:
            break
        i = data.draw(st.integers(0, len(lines) - 1))
        kind = data.draw(st.sampled_from(["drop", "dup", "swap-value", "indent", "bytes"]))
        if kind == "drop":
            del lines[i]
        elif kind == "dup":
            lines.insert(i, lines[i])
        elif kind == "swap-value" and ":" in lines[i]:
            key = lines[i].split(":", 1)[0]
            lines[i] = key + ": " + data.draw(st.sampled_from(
                ["-1", "1.5", "x", "[]", "{}", "~", "true", "9" * 50, "&a [*a]", "!!binary aGk=", "'\\x00'"]))
        elif kind == "indent":
            lines[i] = "  " + lines[i]
        else:
            lines[i] = data.draw(st.text(max_size=20))
    return "\n".join(lines)


GAME_FILES = [(g, f) for g in ("kauri", "habitat", "cascadia")
              for f in sorted(os.listdir(os.path.join(GAMEDATA, g))) if f.endswith(".yaml") and f != "rules.yaml"]


def loader(game: str):
    import importlib
    return importlib.import_module(f"engine.{game}.data").load


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(data=st.data())
def test_a_mutated_data_file_loads_or_gives_a_data_error(tmp_path_factory, data):
    game, file = data.draw(st.sampled_from(GAME_FILES))
    folder = tmp_path_factory.mktemp(game)
    shutil.copytree(os.path.join(GAMEDATA, game), folder, dirs_exist_ok=True)
    with open(os.path.join(GAMEDATA, game, file), encoding="utf-8") as f:
        text = mutate_text(f.read(), data)
    with open(folder / file, "w", encoding="utf-8", errors="surrogatepass") as f:
        f.write(text)
    try:
        loader(game)(str(folder))
    except DataError as e:
        assert len(str(e)) < 400
    except yaml.YAMLError as e:  # pragma: no cover - would mean parse_yaml let one through
        raise AssertionError(f"raw YAML error escaped: {e}") from None
