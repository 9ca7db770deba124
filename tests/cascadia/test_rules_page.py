"""The in-app rules page: both languages, the tables, and agreement with cards.yaml."""
import re

from engine.core.rulesdoc import load_doc
from tests.cascadia.helpers import DATA, GAME


def test_both_languages_have_every_section():
    en, fr = GAME.rules("en"), GAME.rules("fr")
    assert len(en) == len(fr) >= 10
    for (te, be), (tf, bf) in zip(en, fr):
        assert te and tf and be.strip() and bf.strip()
        assert be.count("\n|") == bf.count("\n|"), te      # same tables in both languages


def test_card_tables_on_the_page_match_the_data():
    doc = {s.title.en: s.body for s in load_doc("cascadia").sections}
    for card in DATA.cards.values():
        section = {"bear": "Bear cards", "elk": "Elk cards", "salmon": "Salmon cards",
                   "hawk": "Hawk cards", "fox": "Fox cards", "all": "Family and Intermediate variants"}
        body = doc[section[card.animal]]
        for lang in ("en", "fr"):
            numbers = set(re.findall(r"\d+", getattr(body, lang)))
            for v in card.points:
                assert v == 0 or str(v) in numbers, (card.id, v, lang)


def test_setup_table_matches_the_data():
    body = {s.title.en: s.body for s in load_doc("cascadia").sections}["Setup"].en
    for players, tiles in DATA.tiles_in_play.items():
        assert f"|{tiles}|{85 - tiles}" in body


def test_examples_section_lists_the_worked_examples():
    body = {s.title.en: s.body for s in load_doc("cascadia").sections}["Examples"]
    for lang in ("en", "fr"):
        text = getattr(body, lang)
        for fact in ("7, 7, 5", "6, 4", "5", "= 18", "12"):
            assert fact in text
