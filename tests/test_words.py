"""Words: one of a thing is singular in both languages, French puts a space before its colon,
and every message starts with a capital."""
from __future__ import annotations

import re

from ui.i18n import I18n, strings

COUNTED = re.compile(r"\{(n|k|count)\}(?: \w+)? (\w+s)\b")      # "{n} tiles", "{k} turns left"
# earth.* and habitat.* belong to those views' own work and are checked there
OWNERS_ELSEWHERE = ("earth.", "habitat.")


def test_a_count_of_things_has_its_singular_in_both_languages():
    en, fr = strings("en"), strings("fr")
    missing = [k for k, v in en.items() if isinstance(v, str) and not k.endswith("_one")
               and not k.startswith(OWNERS_ELSEWHERE) and COUNTED.search(v) and f"{k}_one" not in en]
    assert missing == []
    for k in en:
        if k.endswith("_one") and not k.startswith(OWNERS_ELSEWHERE):
            assert k in fr, k


def test_one_turn_left_is_one_turn():
    assert I18n("en")("habitats.left", k=1) == "1 turn left for you"
    assert I18n("fr")("habitats.left", k=1) == "1 tour restant pour vous"
    assert I18n("en")("cascadia.stack", n=1) == "1 tile in the stack"


def test_a_hint_in_french_has_the_space_before_its_colon():
    assert I18n("fr")("hint_says", text="prenez la tuile") == "Conseil : prenez la tuile"
    assert I18n("en")("hint_says", text="take the tile") == "Hint: take the tile"


def test_every_message_starts_with_a_capital(app):
    from ui.messages import message_box
    _, lines = message_box(app.fonts, "choose two different cards from your hand", 600)
    assert lines[0].startswith("Choose")


def test_names_the_app_made_follow_the_language_and_typed_ones_stay(app):
    """Issue 42: "Joueur 1, your turn" after a switch to English; the Load list mixed languages."""
    import random
    from engine.core import saves
    from engine.core.match import Match, Seat
    from engine.registry import GAMES
    from ui.scenes.load import LoadScene
    from ui.session import PlaySession, made_name
    g = GAMES["habitat"]
    m = Match.new(g, g.default_options(3), 2, [Seat("human", name="Joueur 1"), Seat("ai", "easy", "IA 2"),
                                               Seat("human", name="Zoé")])
    rng = random.Random(2)
    while not any("IA 2" in st.text["en"] for st in m.steps) and len(m.steps) < 400:
        m.play(rng.choice(g.legal_actions(m.state)))
    s = PlaySession(m, saves.new_save_path("habitat"), lang="en")
    assert s.names() == ["Player 1", "AI 2", "Zoé"]
    lines = [s.log_text(k) for k in range(len(s.log_rows))]
    assert any(line.startswith("AI 2: ") for line in lines)
    assert not any("IA 2" in line or "Joueur 1" in line for line in lines), "nor inside a line"
    s.lang = "fr"
    assert s.names() == ["Joueur 1", "IA 2", "Zoé"]
    s.autosave()
    s.close()
    app.settings.language = app.t.lang = "en"
    load = LoadScene(app)
    assert "Player 1, AI 2 (easy), Zoé" in load.list.rows[0][0]
    assert made_name(g, 3, 1, "ai", "fr") == "IA 2"
