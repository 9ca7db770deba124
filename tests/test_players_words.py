"""Players' words, for every game (issue 14): log lines show no coordinate pair, seat number,
internal id or raw action; the rules page holds no designers' notes, ends with a "This edition"
list of differences in both languages, and builds no plural wrong."""
from __future__ import annotations

import random
import re

import pytest

from engine.core.rulesdoc import load_doc
from engine.registry import GAMES

SHIPPED = ("cascadia", "habitat", "habitats", "kauri", "earth")
COORD = re.compile(r"-?\d+\s*,\s*-?\d+")
SEAT = re.compile(r"\b(Player|Joueur|Seat|Place) ?\d")
PLACES = re.compile(r"\b(chain|chaîne|pile|pair|paire|slot|emplacement|tile|tuile|token|jeton) \d")
SNAKE_ID = re.compile(r"\b[a-z]+_[a-z_]+\b")         # data ids such as "fruit_berries"
IDS = {"cascadia": re.compile(r"\b[KDS]\d{1,3}\b"),  # tile ids such as "D59"
       "habitat": re.compile(r"\b[a-z]+(_[a-z]+)*-\d+\b|" + SNAKE_ID.pattern),  # "cougar-1"
       "habitats": SNAKE_ID, "kauri": SNAKE_ID, "earth": SNAKE_ID}


def bad_words(name, game, s, a, lang):
    text = game.describe(s, a, lang)
    raw = " ".join(str(x) for x in a)
    found = [m.group() for rx in (COORD, SEAT, PLACES, IDS[name]) for m in [rx.search(text)] if m]
    if text.strip() == raw.strip():
        found.append("raw action")
    return found


@pytest.mark.parametrize("name", SHIPPED)
def test_no_log_line_leaks_coordinates_seats_or_ids(name):
    game = GAMES[name]
    seen = 0
    for k, players in enumerate(sorted({game.min_players, 2, game.max_players} & set(range(2, 9)) or {1})):
        rng = random.Random(k)
        s = game.setup(game.default_options(players), k + 1)
        for _ in range(1500):
            if game.to_move(s) is None:
                break
            legal = game.legal_actions(s)
            a = rng.choice(legal)
            for b in {a, *rng.sample(legal, min(4, len(legal)))}:
                for lang in ("en", "fr"):
                    assert not bad_words(name, game, s, b, lang), (b, lang, game.describe(s, b, lang))
                    seen += 1
            game.apply(s, a)
    assert seen > 200


NOTES = re.compile(r"%|\bbench\b|engine/|\.py\b|self-play|win rate|we measured|AI\b|\bIA\b|tuned|réglé")
NOUNS = "turn|card|tile|token|kiwi|possum|kauri|region|move|rank|point|tour|carte|tuile|jeton|région|rang"
ONE_PLURAL = re.compile(rf"(?<![\d.,])\b1 ({NOUNS})s\b")
MANY_SINGULAR = re.compile(rf"\b([2-9]|\d\d+) ({NOUNS})\b(?!s)(?![-'’])(?! moves)")  # '24 card moves' is fine


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", SHIPPED)
def test_the_rules_page_is_for_players(name, lang):
    for sec in load_doc(name).sections:
        text = sec.title.get(lang) + "\n" + sec.body.get(lang)
        assert not NOTES.search(text), (sec.title.en, NOTES.search(text).group())


@pytest.mark.parametrize("name", SHIPPED)
def test_the_edition_section_lists_the_differences_in_both_languages(name):
    sec = {s.title.en: s for s in load_doc(name).sections}["This edition"]
    assert sec.title.fr == "Cette édition"
    en, fr = sec.body.en.strip(), sec.body.fr.strip()
    assert en.startswith("This edition differs from the printed game in")
    assert fr.startswith("Cette édition diffère du jeu imprimé")
    assert en.count("\n- ") == fr.count("\n- ") >= 3


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", SHIPPED)
def test_no_hand_built_plural_goes_wrong_on_the_page(name, lang):
    for sec in load_doc(name).sections:
        body = sec.body.get(lang)
        assert not ONE_PLURAL.search(body), (sec.title.en, ONE_PLURAL.search(body).group())
        assert not MANY_SINGULAR.search(body), (sec.title.en, MANY_SINGULAR.search(body).group())
