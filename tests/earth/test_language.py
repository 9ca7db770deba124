"""The card data language: every form parses, broken cards are refused at load with the file
and key, and card text is generated from the data in both languages."""
from __future__ import annotations

import os
import shutil

import pytest
import yaml

from engine.core.errors import DataError
from engine.earth.abilities import (
    LangError,
    parse_ability,
    parse_objective,
    parse_score,
)
from engine.earth.cardtext import ability_text, objective_text, score_text
from engine.earth.data import load
from tests.earth.helpers import D, cid

FORMS = [
    "green: compost_hand 1 -> draw 1",
    "red: discard_compost 1 -> soil 3",
    "multi: discard_compost 1, return 1 growth -> sprout 1, soil 2",
    "yellow: copy yellow",
    "blue: sprout 3 on any flora adjacent",
    "blue: sprout 1 on each tree in_column",
    "yellow: growth 1 on each herb in_row",
    "green: sprout 2 on self",
    "red: compost_hand 1, pay 1 soil -> draw 2",
    "red: return 1 sprout -> compost_deck 3",
    "green: discard_hand 1 -> plant 1 free",
    "black: plant 1",
    "event: growth 2 on any flora+habitat:wet orthogonal",
    "brown: end 3 vp per herb in_row",
    "brown: end 4 vp per empty_space orthogonal",
    "brown: end 1 vp per card",
    "brown: end 6 vp if set of (tree, herb, mushroom, bush)",
    "brown: end 4 vp per line row of 4 card",
    "brown: passive pay_cost_with sprout",
]


@pytest.mark.parametrize("text", FORMS)
def test_every_form_parses_and_has_text(text):
    ab = parse_ability(text)
    assert ab.colour == text.split(":")[0]
    for lang in ("en", "fr"):
        assert ability_text(ab, lang).strip()
    assert ability_text(ab, "en") != ability_text(ab, "fr")


@pytest.mark.parametrize("bad", [
    "purple: soil 2", "green: soil", "green: fly 2", "red: pay 2 gold -> soil 3", "blue: sprout 2 on nowhere",
    "yellow: copy brown", "green: copy green, soil 1", "brown: end 3 vp per unicorn", "brown: passive fly",
    "green: soil 99", "blue: sprout 2 on any flora sideways", "black: copy green", "green: soil 0",
])
def test_broken_abilities_are_refused(bad):
    with pytest.raises(LangError):
        parse_ability(bad)


def test_objectives_and_scores_parse():
    meas, n = parse_objective("count card+vp<=3 >= 11")
    assert (meas.kind, meas.filter, n) == ("count", ("card", "vp<=3"), 11)
    assert parse_objective("line row of 4 flora")[1] == 1
    assert parse_objective("flora with full growth >= 3")[0].filter == ("full",)
    sc = parse_score("table 2:5 3:9 4:13 for count herb")
    assert sc.table == ((2, 5), (3, 9), (4, 13))
    assert "13" in score_text(sc, "en") and "herbes" in score_text(sc, "fr")
    assert "11+" in objective_text(meas, n, "en")
    with pytest.raises(LangError):
        parse_score("table 3:9 2:5 for count herb")


def test_a_chain_goal_reads_as_the_group_to_build_and_a_chain_score_as_the_largest_group():
    meas, n = parse_objective("chain tree orthogonal >= 3")
    assert objective_text(meas, n, "en") == "a group of 3+ trees connected side by side"
    assert objective_text(meas, n, "fr") == "un groupe de 3+ arbres reliés (orthogonalement adjacents)"
    sc = parse_score("table 3:6 5:12 for chain tree orthogonal")
    assert score_text(sc, "en").startswith("largest group of trees connected side by side → VP")


def test_seed_cards_read_as_printed():
    quince = D.cards[cid("Chinese Quince")]
    assert (quince.type, quince.cost, quince.vp, quince.growth, quince.canopy) == ("tree", 6, 4, 4, 6)
    assert ability_text(D.abilities[cid("Chinese Quince")][0], "en") == "Yellow: pay 1 soil → draw 3 cards"
    assert ability_text(D.abilities[cid("Common Onion")][0], "fr") == \
        "Rouge\u00a0: compostez 1 carte de votre main, payez 1 sol → piochez 2 cartes"
    assert sum(1 for k in D.base_ids if D.cards[k].seed) == 17


def _broken_copy(tmp_path, edit):
    folder = tmp_path / "earth"
    shutil.copytree(os.path.join(os.path.dirname(__file__), "../../gamedata/earth"), folder)
    path = folder / "cards.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    edit(data["cards"])
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return str(folder)


@pytest.mark.parametrize("edit,where,words", [
    (lambda cs: cs[4].__setitem__("abilities", ["green: grow 5"]), "cards[4].abilities[0]", "unknown gain"),
    (lambda cs: cs[0].__setitem__("cost", 14), "cards[0].cost", "0 to 10"),
    (lambda cs: cs.pop(), "cards", "expected 16 event"),
    (lambda cs: cs[3].__setitem__("abilities", ["red: return 11 sprout -> soil 3", "red: soil 1"]),
     "cards[3].abilities[0]", "impossible cost"),
    (lambda cs: cs[100].__setitem__("abilities", ["blue: sprout 2 on self"]), "cards[100].abilities[0]",
     "no sprout space"),
    (lambda cs: cs[0].update(growth=5, canopy=2), "cards[0].canopy", "below the 4 trunks"),
])
def test_broken_cards_are_refused_at_load_with_file_and_key(tmp_path, edit, where, words):
    folder = _broken_copy(tmp_path, edit)
    with pytest.raises(DataError) as err:
        load(folder)
    assert err.value.file == "cards.yaml"
    assert err.value.path.startswith(where)
    assert words in err.value.problem


def test_our_deck_meets_the_targets():
    base = [D.cards[c] for c in D.base_ids]
    assert len(base) >= 120
    flora = [c for c in base if c.kind == "flora"]
    assert len(flora) == 76 and sum(c.kind == "terrain" for c in base) == 28
    assert sum(c.kind == "event" for c in base) == 16
    habitat_counts = [sum(h in c.habitats for c in base) for h in ("sunny", "wet", "rocky", "cold")]
    assert max(habitat_counts) - min(habitat_counts) <= 2
    colours = [a.colour for c in D.base_ids if D.cards[c].kind == "flora" for a in D.abilities[c]]
    for col in ("green", "red", "blue", "yellow"):
        assert 0.18 <= colours.count(col) / len(colours) <= 0.24, col
    assert all(-3 <= c.vp <= 5 for c in base if c.kind == "event")


def test_french_card_text_puts_a_no_break_space_before_its_colons():
    """Issue 42: "Jaune: payez" is "Jaune : payez" in French (the space never breaks a line);
    English keeps "Yellow: pay"."""
    import re
    for k in D.base_ids:
        for a in D.abilities[k]:
            fr, en = ability_text(a, "fr"), ability_text(a, "en")
            assert not re.search(r"[^\u00a0]:", fr), fr
            assert "\u00a0" not in en and " :" not in en, en
    assert ability_text(D.abilities[cid("Chinese Quince")][0], "fr") == "Jaune\u00a0: payez 1 sol → piochez 3 cartes"
