"""Words: one of a thing is singular in both languages, French puts a space before its colon,
and every message starts with a capital."""
from __future__ import annotations

import re

from ui.i18n import I18n, strings

COUNTED = re.compile(r"\{(n|k|count)\}(?: \w+)? (\w+s)\b")      # "{n} tiles", "{k} turns left"
COUNTS = re.compile(r"\{(n|k|count)\}")


def test_a_count_of_things_has_its_singular_in_both_languages():
    en, fr = strings("en"), strings("fr")
    missing = [k for k, v in en.items() if isinstance(v, str) and not k.endswith("_one")
               and COUNTED.search(v) and f"{k}_one" not in en]
    assert missing == []
    for k in en:
        if k.endswith("_one"):
            assert k in fr, k


def test_a_string_with_a_singular_form_counts_one_thing():
    """The "_one" form is read when any of n, k or count is 1: a string with two of them
    ("{n} cards, rebuilt {k} times") would say "1 card" of fifty when k is 1."""
    for lang in ("en", "fr"):
        table = strings(lang)
        two = [k for k in table if f"{k}_one" in table and len(set(COUNTS.findall(table[k]))) > 1]
        assert two == [], lang


def test_habitat_and_earth_say_one_card():
    en, fr = I18n("en"), I18n("fr")
    assert en("habitat.pile_tip", n=1, rebuilt=1) == "Draw pile: 1 card (rebuilds: 1 of 3)"
    assert en("habitat.pile_tip", n=40, rebuilt=1) == "Draw pile: 40 cards (rebuilds: 1 of 3)"
    assert fr("habitat.p_place_n", n=1) == "Mettez cette carte sur une pile des mourants"
    assert en("earth.gaia_pile", n=1, deck=3, turns=2).startswith("Score pile: 1 card ·")


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
    """Issue 42: "Joueur 1, your turn" after a switch to English; the Load list mixed languages.
    A seat left unnamed gets a name (an AI "Hazel", a person "Alex"), never "Player 2" / "AI 2":
    an older save's "Joueur 1" and "IA 2" are shown with the names made today."""
    import random
    from engine.core import saves
    from engine.core.match import Match, Seat
    from engine.registry import GAMES
    from ui.scenes.load import LoadScene
    from ui.session import AI_NAMES, PEOPLE_NAMES, PlaySession, made_name
    g = GAMES["habitat"]
    m = Match.new(g, g.default_options(3), 2, [Seat("human", name="Joueur 1"), Seat("ai", "easy", "IA 2"),
                                               Seat("human", name="Zoé")])
    rng = random.Random(2)
    while not any("IA 2" in st.text["en"] for st in m.steps) and len(m.steps) < 400:
        m.play(rng.choice(g.legal_actions(m.state)))
    s = PlaySession(m, saves.new_save_path("habitat"), lang="en")
    assert s.names() == ["Alex", "Hazel", "Zoé"]
    lines = [s.log_text(k) for k in range(len(s.log_rows))]
    assert any(line.startswith("Hazel: ") for line in lines)
    assert not any(re.search(r"\b(IA|AI|Joueur|Player) \d", line) for line in lines), "nor inside a line"
    s.lang = "fr"
    assert s.names() == ["Alex", "Hazel", "Zoé"]
    s.autosave()
    s.close()
    app.settings.language = app.t.lang = "en"
    load = LoadScene(app)
    assert "Alex, Hazel (easy), Zoé" in load.list.rows[0][0]
    for lang in ("en", "fr"):
        made = [made_name(g, 6, i, kind, lang) for i in range(6) for kind in ("ai", "human")]
        assert not any(re.search(r"\d", n) for n in made) and set(made) == set(AI_NAMES) | set(PEOPLE_NAMES)


def test_every_french_string_puts_a_space_before_its_colon():
    """French typography: "Reboisement : cliquez", never "Reboisement: cliquez" (Kauri's act
    prompt wrote its colon in English)."""
    fr = strings("fr")
    tight = {k: v for k, v in fr.items() if isinstance(v, str) and re.search(r"[^\s\u00a0]:(\s|$)", v)}
    assert tight == {}
    assert I18n("fr")("kauri.act_prompt", card="Reboisement", what="cliquez") == "Reboisement : cliquez"


def test_a_french_log_line_puts_a_space_before_the_colon_after_the_name():
    """The log's "Ann: plays..." was written the English way in French too."""
    import random
    from engine.core.match import Match, Seat
    from engine.registry import GAMES
    from ui.session import PlaySession
    g = GAMES["habitats"]
    m = Match.new(g, g.default_options(2), 3, [Seat("human", name="Ann"), Seat("human", name="Bob")])
    rng = random.Random(3)
    for _ in range(4):
        m.play(rng.choice(g.legal_actions(m.state)))
    s = PlaySession(m, None, None, lang="fr")
    lines = [s.log_text(k) for k in range(len(s.log_rows))]
    assert lines and all(re.match(r"(Ann|Bob)\u00a0: \S", line) for line in lines), lines
    s.lang = "en"
    assert all(re.match(r"(Ann|Bob): \S", s.log_text(k)) for k in range(len(s.log_rows)))


def test_the_replays_title_puts_a_space_before_a_french_colon(app):
    """'Coup 84 sur 84 · Bob: pose…' was the English colon in French."""
    from tests.screens import finished_match
    from ui.scenes.replay import ReplayScene
    from ui.session import seat_names
    m = finished_match("habitats")
    scene = ReplayScene(app, m, 0)
    step = m.steps[-1]
    for lang, sep in (("fr", "\u00a0: "), ("en", ": ")):
        names = seat_names(m, lang)
        assert f"{names[step.player]}{sep}{step.text[lang]}" in scene.title(lang, names, step)
