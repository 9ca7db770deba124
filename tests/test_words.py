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
