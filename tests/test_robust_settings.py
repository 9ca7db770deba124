"""No settings file can stop the app; defaults are used and the player is told once."""
from __future__ import annotations

import json
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ui.settings import (
    AI_SPEEDS,
    ANIM_SPEEDS,
    MOTIONS,
    Settings,
    load_settings,
    settings_path,
    take_load_problem,
)

FAST = settings(max_examples=150, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture])


def write_settings(content) -> None:
    os.makedirs(os.path.dirname(settings_path()), exist_ok=True)
    if os.path.lexists(settings_path()):
        os.remove(settings_path())
    if isinstance(content, str):
        content = content.encode("utf-8", "surrogatepass")
    with open(settings_path(), "wb") as f:
        f.write(content)


def well_formed(s: Settings) -> bool:
    return (s.language in ("en", "fr") and s.ai_speed in AI_SPEEDS and s.animation in ANIM_SPEEDS
            and type(s.fullscreen) is bool and type(s.colorblind) is bool
            and s.motion in MOTIONS and type(s.volume) is int and 0 <= s.volume <= 100
            and type(s.mute) is bool
            and isinstance(s.last_names, tuple) and all(isinstance(n, str) for n in s.last_names))


@pytest.mark.parametrize("content, problem", [
    ("[]", "settings_damaged"),
    ("{not json", "settings_damaged"),
    ("", "settings_damaged"),
    ('{"last_names": 5}', "settings_invalid"),
    ('{"last_names": ["a\\u0000b"]}', "settings_invalid"),
    ('{"last_names": ["\\ud800"]}', "settings_invalid"),
    ('{"fullscreen": "yes"}', "settings_invalid"),
    ('{"language": ["fr"]}', "settings_invalid"),
    ('{"ai_speed": 1e400}', "settings_invalid"),
    ('{"motion": "wild"}', "settings_invalid"),
    ('{"motion": ["full"]}', "settings_invalid"),
    ('{"volume": 101}', "settings_invalid"),
    ('{"volume": -1}', "settings_invalid"),
    ('{"volume": 50.5}', "settings_invalid"),
    ('{"volume": true}', "settings_invalid"),
    ('{"mute": 1}', "settings_invalid"),
    ('{"ai_speed": ' + "9" * 5000 + "}", "settings_damaged"),
])
def test_a_bad_settings_file_gives_defaults_and_says_why(tmp_home, content, problem):
    write_settings(content)
    s = load_settings()
    assert well_formed(s)
    assert take_load_problem()[0] == problem
    assert take_load_problem() is None, "said once"


def test_a_bad_feel_value_falls_back_to_its_default_alone(tmp_home):
    write_settings(json.dumps({"motion": "wild", "volume": 300, "mute": "yes", "ai_speed": "fast"}))
    s = load_settings()
    assert (s.motion, s.volume, s.mute, s.ai_speed) == ("full", 70, False, "fast")


def test_motion_volume_and_mute_are_kept(tmp_home):
    from ui.settings import save_settings
    write_settings(json.dumps({"motion": "reduced", "volume": 0, "mute": True}))
    s = load_settings()
    assert (s.motion, s.volume, s.mute) == ("reduced", 0, True) and take_load_problem() is None
    s.motion, s.volume = "none", 40
    save_settings(s)
    assert (load_settings().motion, load_settings().volume) == ("none", 40)


def test_a_good_file_says_nothing(tmp_home):
    write_settings(json.dumps({"language": "fr", "ai_speed": "fast", "last_names": ["Zoé"]}))
    s = load_settings()
    assert (s.language, s.ai_speed, s.last_names) == ("fr", "fast", ("Zoé",))
    assert take_load_problem() is None


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
@pytest.mark.parametrize("kind", ["fifo", "zero", "dangling", "folder"])
def test_settings_that_are_not_a_regular_file_never_hang(tmp_home, kind):
    path = settings_path()
    os.makedirs(os.path.dirname(path), exist_ok=True)
    {"fifo": lambda: os.mkfifo(path), "zero": lambda: os.symlink("/dev/zero", path),
     "dangling": lambda: os.symlink(path + ".gone", path), "folder": lambda: os.mkdir(path)}[kind]()
    assert well_formed(load_settings())
    assert take_load_problem()[0] == "settings_unreadable"


def test_the_menu_says_it_once(tmp_home):
    from ui.app import App
    from ui.scenes.menu import MainMenu
    write_settings("[]")
    app = App()
    try:
        app.push(MainMenu(app))
        assert "defaults" in app.toast_text and app.message[3] is app.top, "shown on the menu"
        app.message = None
        app.push(MainMenu(app))
        assert app.toast_text == ""
    finally:
        app.shutdown()


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=6),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=12), inner,
                                                                               max_size=4), max_leaves=10)
KEYS = st.sampled_from(["language", "ai_speed", "animation", "fullscreen", "colorblind", "last_names",
                        "motion", "volume", "mute", "x"])


@FAST
@given(doc=st.dictionaries(KEYS, JSON, max_size=6) | JSON, cut=st.integers(0, 200))
def test_any_settings_file_gives_usable_settings(tmp_home, doc, cut):
    text = json.dumps(doc)
    write_settings(text[:cut] if cut < len(text) else text)
    s = load_settings()
    take_load_problem()
    assert well_formed(s)
    from ui.settings import save_settings
    save_settings(s)                       # and they can be written back
    assert well_formed(load_settings()) and take_load_problem() is None
