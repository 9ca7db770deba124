"""The rules page is for players: designers' notes live in gamedata/cascadia/DESIGN.md (issue 14),
and a short "This edition" section lists the differences from the printed game."""
import re

import pytest

from engine.core.rulesdoc import load_doc

NOTES = re.compile(r"%|\bbench\b|engine/|\.py\b|self-play|win rate|we measured|AI\b|\bIA\b|tuned|réglé")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_designers_notes_on_the_rules_page(lang):
    for sec in load_doc("cascadia").sections:
        text = sec.title.get(lang) + "\n" + sec.body.get(lang)
        assert not NOTES.search(text), (sec.title.en, NOTES.search(text).group())


def test_the_edition_section_lists_the_differences_in_both_languages():
    sec = {s.title.en: s for s in load_doc("cascadia").sections}["This edition"]
    assert sec.title.fr == "Cette édition"
    en, fr = sec.body.en.strip(), sec.body.fr.strip()
    assert en.startswith("This edition differs from the printed game in")
    assert fr.startswith("Cette édition diffère du jeu imprimé")
    assert en.count("\n- ") == fr.count("\n- ") >= 3


NOUNS = "turn|card|tile|token|kiwi|possum|kauri|region|move|rank|point|tour|carte|tuile|jeton|région|rang"
ONE_PLURAL = re.compile(rf"(?<![\d.,])\b1 ({NOUNS})s\b")
MANY_SINGULAR = re.compile(rf"\b([2-9]|\d\d+) ({NOUNS})\b(?!s)(?![-'’])(?! moves)")  # '24 card moves' is fine


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_hand_built_plural_goes_wrong_on_the_page(lang):
    for sec in load_doc("cascadia").sections:
        body = sec.body.get(lang)
        assert not ONE_PLURAL.search(body), (sec.title.en, ONE_PLURAL.search(body).group())
        assert not MANY_SINGULAR.search(body), (sec.title.en, MANY_SINGULAR.search(body).group())
