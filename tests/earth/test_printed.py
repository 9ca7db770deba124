"""Printed faces as the seed prints them: names, numbers and the share printed on some cards."""
from __future__ import annotations

from engine.earth import view_info as V
from engine.earth.cardtext import ability_text
from tests.earth.helpers import D, cid


def test_slime_mold_carries_its_printed_latin_name():
    assert D.cards[cid("Slime Mold")].latin == "Leocarpus fragilis"
    assert V.card_face(D, cid("Slime Mold"))["latin"] == "Leocarpus fragilis"


def test_white_oak_keeps_its_printed_numbers():
    """Seed, example page: White Oak "4 4 / +2 / 4 / 2": growth 4, canopy 4, cost 4, VP 2."""
    oak = D.cards[cid("White Oak")]
    assert (oak.growth, oak.canopy, oak.cost, oak.vp) == (4, 4, 4, 2)
    assert ability_text(D.abilities[cid("White Oak")][0], "en") == "Green: gain 2 soil"


def _share(test):
    """The percent of one copy of the deck meeting `test`, rounded half up (counted here)."""
    n = sum(1 for k in D.base_ids if test(D.cards[k]))
    return int(100 * n / len(D.base_ids) + 0.5)


def test_the_seeds_share_cards_show_the_share_of_our_deck():
    """Digest 2.7: "19%" on Scrubland, Mountain Forest, Sunflower and Wall Screw-Moss is the
    share of the game's cards meeting the objective; ours is computed from our deck, a
    wildcard flora counting as every type."""
    bush = _share(lambda c: c.kind == "flora" and (c.type == "bush" or c.wild))
    tree = _share(lambda c: c.kind == "flora" and (c.type == "tree" or c.wild))
    herb = _share(lambda c: c.kind == "flora" and (c.type == "herb" or c.wild))
    for name, percent, en, fr in (("Scrubland", bush, "bushes", "buissons"),
                                  ("Mountain Forest", tree, "trees", "arbres"),
                                  ("Sunflower", herb, "herbs", "herbes"),
                                  ("Wall Screw-Moss", tree, "trees", "arbres")):
        assert V.card_face(D, cid(name))["share"] == {"percent": percent, "of": {"en": en, "fr": fr}}, name
    assert V.card_face(D, cid("Scrubland") + 1000)["share"]["percent"] == bush     # a second copy too
    wet = _share(lambda c: "wet" in c.habitats)
    assert V.card_face(D, cid("Riverbank"))["share"]["percent"] == wet


def test_cards_without_a_narrow_printed_objective_show_no_share():
    for name in ("Lobster Mushroom", "Wasteland", "Beach", "Marsh", "Chicken of the Woods", "Delta"):
        assert V.card_face(D, cid(name))["share"] is None, name
