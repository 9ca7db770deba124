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


def test_aggressor_must_eat_some_card_and_the_resource_counts():
    s = build(tables=[[], [["invertebrates", "mouse"]]], hands=[["cougar", "black_bear"], []], phase=START)
    # the Cougar eats the Mouse (terrestrial): allowed
    assert ("territory", "cougar-1", 1, 0) in GAME.legal_actions(s)
    s = build(tables=[[], [["aquatic_plants", "mallard"]]], hands=[["cougar", "moose"], []],
              phase=START)
    # Cougar: not the (flying) mallard, not a Resource -> illegal; Moose eats aquatic plants
    with pytest.raises(IllegalAction, match="can eat no card"):
        GAME.play(s, ("territory", "cougar-1", 1, 0))
    play(s, ("territory", "moose-1", 1, 0))
    assert table(s, 0) == [["aquatic_plants", "moose"]] and table(s, 1) == [["mallard"]]


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


def test_attacking_the_abundance_chain_takes_the_real_resource():
    s = abundance_position()
    play(s, ("territory", "cougar-1", 1, 1))
    assert table(s, 0) == [["plants", "snowshoe_hare", "cougar"]]
    assert table(s, 1) == [["abundance", "moose"]]
    assert F.starving(DECK, s, 1) == []
