"""§6: the Territory action, with the seed's example and Abundance's two chains."""
import pytest

from engine.core import IllegalAction
from engine.habitat import feeding as F
from engine.habitat.state import MAIN, START
from tests.habitat.helpers import DECK, GAME, build, play, table

I = DECK.index


def test_seed_example_cougar_against_wolves_deer_and_berries():
    """Matt (P1) plays a Cougar against Joe's (P2) Wolves on Deer on Fruit & berries."""
    s = build(tables=[[], [["fruit_berries", "deer", "wolves"]]], hands=[["cougar"], []], phase=START)
    assert ("territory", "cougar-1", 1, 0) in GAME.legal_actions(s)
    play(s, ("territory", "cougar-1", 1, 0))
    assert table(s, 0) == [["fruit_berries", "deer", "cougar"]]
    assert table(s, 1) == [["wolves"]]                 # the Wolves fled and stay with Joe
    assert s.phase == MAIN                             # Matt goes on with step 2
    assert F.starving(DECK, s, 1) == [I["wolves-1"]]   # Joe's Wolves now starve
    assert F.starving(DECK, s, 0) == []


def test_the_whole_chain_moves_if_the_top_is_edible():
    s = build(tables=[[], [["plants", "moose"]]], hands=[["wolves"], []], phase=START)
    play(s, ("territory", "wolves-1", 1, 0))
    assert table(s, 0) == [["plants", "moose", "wolves"]] and table(s, 1) == []


def test_aggressor_must_outrank_the_highest_card():
    s = build(tables=[[], [["fruit_berries", "deer", "wolves"]]], hands=[["lynx"], []], phase=START)
    with pytest.raises(IllegalAction, match="outrank the highest"):
        GAME.play(s, ("territory", "lynx-1", 1, 0))


def test_chains_on_a_scavenger_cannot_be_attacked():
    s = build(tables=[[], [["coyote", "wolves"]]], hands=[["cougar"], []], phase=START,
              dying=[["deer"], [], []])
    with pytest.raises(IllegalAction, match="built on a Resource"):
        GAME.play(s, ("territory", "cougar-1", 1, 0))


def test_the_aggressor_must_eat_a_species_the_resource_does_not_count():
    """§6.4 as the seed words it: a chain is a target only if the aggressor can eat one of its
    species. The Cougar eats the Mouse: legal."""
    s = build(tables=[[], [["invertebrates", "mouse"]]], hands=[["cougar"], []], phase=START)
    assert ("territory", "cougar-1", 1, 0) in GAME.legal_actions(s)


@pytest.mark.parametrize("aggressor, name, chain", [
    ("moose", "Moose", ["aquatic_plants", "mallard"]),      # a Herbivore: Aquatic plants only
    ("black_bear", "Black Bear", ["plants", "mallard"]),    # eats Plants, not the flying Mallard
    ("deer", "Deer", ["fruit_berries"]),                    # a lone Resource: no species at all
])
def test_an_aggressor_that_could_eat_only_the_resource_is_refused(aggressor, name, chain):
    s = build(tables=[[], [chain]], hands=[[aggressor], []], phase=START)
    u = f"{aggressor}-1"
    assert F.can_eat(DECK, s, I[u], s.tables[1][0][0])    # it could eat the Resource
    assert not [a for a in GAME.legal_actions(s) if a[0] == "territory"]
    with pytest.raises(IllegalAction) as refused:
        GAME.play(s, ("territory", u, 1, 0))
    assert refused.value.text["en"] == (f"{name} can eat no species of that chain "
                                        "(the Resource at its base does not count)")
    assert "la Ressource à sa base ne compte pas" in refused.value.text["fr"]
    assert table(s, 1) == [chain] and s.hands[0] == [I[u]]   # nothing moved


def test_an_aggressor_eating_a_middle_species_takes_it_and_everything_below():
    """Wolves on Raccoon on Mouse on Invertebrates: the Cougar cannot eat the Wolves, which
    flee; it eats the Raccoon and takes Raccoon, Mouse and the Invertebrates."""
    s = build(tables=[[], [["invertebrates", "mouse", "raccoon", "wolves"]]], hands=[["cougar"], []],
              phase=START)
    assert F.starving(DECK, s, 1) == []
    play(s, ("territory", "cougar-1", 1, 0))
    assert table(s, 0) == [["invertebrates", "mouse", "raccoon", "cougar"]]
    assert table(s, 1) == [["wolves"]]
    assert F.starving(DECK, s, 0) == [] and F.starving(DECK, s, 1) == [I["wolves-1"]]


def test_territory_only_at_the_start_instead_of_drawing():
    s = build(tables=[[], [["plants", "moose"]]], hands=[["wolves"], []], phase=START)
    play(s, ("draw_pile",), ("draw_pile",))
    with pytest.raises(IllegalAction, match="replaces drawing"):
        GAME.play(s, ("territory", "wolves-1", 1, 0))
    s = build(tables=[[], [["plants", "moose"]]], hands=[["wolves"], []], phase=START)
    with pytest.raises(IllegalAction, match="another player"):
        GAME.play(s, ("territory", "wolves-1", 0, 0))


def abundance_position():
    """P2 has Plants feeding Moose, and Abundance on those Plants feeding a Snowshoe Hare."""
    s = build(tables=[[], [["plants", "moose"]]], hands=[["cougar"], ["abundance", "snowshoe_hare"]],
              phase=MAIN, current=1)
    play(s, ("event", "abundance-1", 0, 0), ("play", "snowshoe_hare-1", 1, 1))
    assert table(s, 1) == [["plants", "moose"], ["abundance", "snowshoe_hare"]]
    assert F.starving(DECK, s, 1) == []
    s.current, s.phase = 0, START
    return s


def test_abundance_aggressor_must_outrank_both_chains():
    s = abundance_position()
    s.hands[0] = [I["mink-1"]]          # rank 4: beats the Hare (3) but not the Moose (6)
    assert not [a for a in GAME.legal_actions(s) if a[0] == "territory"]
    s = abundance_position()
    s.tables[1][1].pop()                 # Abundance chain now without the Hare
    s.tables[1][0][1] = I["chipmunk-1"]  # wrong food but rank 2: a Lynx (6) outranks all
    s.hands[0] = [I["lynx-1"]]
    assert ("territory", "lynx-1", 1, 0) in GAME.legal_actions(s)


def test_abundance_attacker_takes_the_attacked_chain_and_the_other_stays():
    s = abundance_position()
    play(s, ("territory", "cougar-1", 1, 0))
    assert table(s, 0) == [["plants", "moose", "cougar"]]
    assert table(s, 1) == [["abundance", "snowshoe_hare"]]
    assert s.abund_link == -1 and F.starving(DECK, s, 1) == []   # now a Plants Resource


def test_abundance_chains_need_a_species_the_aggressor_eats():
    """§6.4 with Abundance: Plants feed a Beaver (aquatic) and, through Abundance, a Snowshoe
    Hare. A Black Bear outranks both chains and eats Plants, but not the Beaver: that chain is
    refused; it eats the Hare, so the Abundance chain is a target (and takes the real Plants)."""
    s = abundance_position()
    s.tables[1][0][1] = I["beaver-1"]
    s.hands[0] = [I["black_bear-1"]]
    assert [a for a in GAME.legal_actions(s) if a[0] == "territory"] == [("territory", "black_bear-1", 1, 1)]
    with pytest.raises(IllegalAction, match="can eat no species of that chain"):
        GAME.play(s, ("territory", "black_bear-1", 1, 0))
    play(s, ("territory", "black_bear-1", 1, 1))
    assert table(s, 0) == [["plants", "snowshoe_hare", "black_bear"]]
    assert table(s, 1) == [["abundance", "beaver"]]
    s = abundance_position()
    s.tables[1][1].pop()                 # Abundance alone: no species, not a target
    s.hands[0] = [I["black_bear-1"]]
    assert ("territory", "black_bear-1", 1, 1) not in GAME.legal_actions(s)
    with pytest.raises(IllegalAction, match="can eat no species of that chain"):
        GAME.play(s, ("territory", "black_bear-1", 1, 1))


def test_attacking_the_abundance_chain_takes_the_real_resource():
    s = abundance_position()
    play(s, ("territory", "cougar-1", 1, 1))
    assert table(s, 0) == [["plants", "snowshoe_hare", "cougar"]]
    assert table(s, 1) == [["abundance", "moose"]]
    assert F.starving(DECK, s, 1) == []
