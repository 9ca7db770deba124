"""§3: who eats whom, scavenging, fed chains, and the seed's chain examples."""
import pytest

from engine.core import IllegalAction
from engine.habitat import feeding as F
from tests.habitat.helpers import DECK, GAME, build, play, table

I = DECK.index


def eats(u, l, s=None):
    s = s or build()
    return F.can_eat(DECK, s, I[u + "-1"], I[l + "-1"])


@pytest.mark.parametrize("u, l, ok", [
    ("deer", "fruit_berries", True),        # herbivore, listed food
    ("deer", "insects", False),             # not printed on the card
    ("mouse", "invertebrates", True),
    ("cougar", "plants", False),            # carnivores never eat Resources
    ("cougar", "deer", True),               # carnivore eats a lower herbivore
    ("cougar", "wolves", False),            # never a carnivore
    ("wolves", "deer", True),
    ("black_bear", "mouse", True),          # omnivore eats a lower omnivore
    ("black_bear", "moose", True),
    ("black_bear", "wolves", False),        # omnivores never eat carnivores
    ("deer", "mouse", False),               # herbivores eat only Resources
    ("mink", "mouse", True),
    ("mouse", "mouse", False),              # rank must be higher
    ("moose", "deer", False),
    ("osprey", "deer", False),              # no shared environment
    ("mink", "songbird", False),            # flying prey needs a flying predator
    ("great_horned_owl", "songbird", True),
    ("bald_eagle", "mallard", True),
    ("coyote", "vulture", False),           # the vulture is never eaten
    ("vulture", "mouse", False),            # the vulture eats no chain card
])
def test_can_eat(u, l, ok):
    assert eats(u, l) is ok


def view(*tops):
    return F.view_of_tops(DECK, [I[t] for t in tops])


def test_scavengers_by_kind():
    coyote, eagle, vulture = I["coyote-1"], I["bald_eagle-1"], I["vulture-1"]
    assert F.scavenges(DECK, coyote, view("black_bear-1"))       # higher rank allowed
    assert F.scavenges(DECK, coyote, view("brook_trout-1"))      # terrestrial eats aquatic too
    assert F.scavenges(DECK, vulture, view("brook_trout-1"))
    assert not F.scavenges(DECK, eagle, view("deer-1"))          # aquatic scavengers: aquatic only
    assert F.scavenges(DECK, eagle, view("moose-1"))
    assert not F.scavenges(DECK, coyote, view("plants-1"))       # a Resource feeds no scavenger
    assert not F.scavenges(DECK, coyote, view("disease-1"))
    assert not F.scavenges(DECK, I["cougar-1"], view("deer-1"))  # no scavenger icon


def test_only_the_top_of_a_dying_pile_is_edible():
    s = build(tables=[[["coyote"]], []], dying=[["deer", "plants"], [], []])
    assert F.starving(DECK, s, 0) == [I["coyote-1"]]
    s = build(tables=[[["coyote"]], []], dying=[["plants", "deer"], [], []])
    assert F.starving(DECK, s, 0) == []


def test_fed_is_recursive_and_a_fed_scavenger_feeds_what_is_above():
    # Wolves on Deer on Mouse(!) on Invertebrates: Deer cannot eat Mouse, so Deer and Wolves starve
    s = build(tables=[[["invertebrates", "mouse", "deer", "wolves"]], []])
    assert F.chain_fed(DECK, s, s.tables[0][0], (False, False)) == (True, True, False, False)
    # a Raccoon fed by a dying species is a base; a Bear... (Bear eats Raccoon)
    s = build(tables=[[["raccoon", "black_bear"]], []], dying=[["deer"], [], []])
    assert F.starving(DECK, s, 0) == []
    s = build(tables=[[["raccoon", "black_bear"]], []])
    assert set(F.starving(DECK, s, 0)) == {I["raccoon-1"], I["black_bear-1"]}


def test_a_vulture_chain_is_the_vulture_alone():
    s = build(tables=[[["vulture"]], []], hands=[["cougar"]], dying=[["deer"], [], []])
    acts = GAME.legal_actions(s)
    assert not any(a[0] == "play" and a[2] == 0 for a in acts)   # nothing eats a vulture


def test_insertion_example_elk_between_bear_and_plants():
    """Seed: a Black Bear eats Plants; an Elk can be inserted between them."""
    s = build(tables=[[["plants", "black_bear"]], []], hands=[["moose"]])
    assert ("play", "moose-1", 0, 1) in GAME.legal_actions(s)
    play(s, ("play", "moose-1", 0, 1))
    assert table(s, 0) == [["plants", "moose", "black_bear"]]
    assert F.starving(DECK, s, 0) == []


def test_insertion_must_not_break_the_card_above():
    s = build(tables=[[["fruit_berries", "coyote"]], []], hands=[["chipmunk", "songbird"]])
    assert ("play", "chipmunk-1", 0, 1) in GAME.legal_actions(s)   # coyote eats chipmunk
    with pytest.raises(IllegalAction, match="card above must be able to eat it"):
        GAME.play(s, ("play", "songbird-1", 0, 1))                 # coyote cannot fly


def test_transfer_example_bear_mouse_invertebrates_and_a_new_mink():
    """Seed: Bear on Mouse on Invertebrates; a Mink is drawn; Mouse and Invertebrates move
    under the Mink; the Bear, a scavenger, stays fed alone if a dying species is visible."""
    s = build(tables=[[["invertebrates", "mouse", "black_bear"]], []], hands=[["mink"]],
              dying=[["deer"], [], []])
    play(s, ("move", 0, 2, 1, 0, 1),           # the Bear alone (a fed scavenger)
         ("play", "mink-1", 0, 2))              # the Mink on the Mouse
    assert table(s, 0) == [["invertebrates", "mouse", "mink"], ["black_bear"]]
    assert F.starving(DECK, s, 0) == []
    # the same with no visible dying species: the Bear starves
    s.dying = [[], [], []]
    s.dying_changed()      # a hand-made change: the state is told, as the rules' code tells it
    assert F.starving(DECK, s, 0) == [I["black_bear-1"]]


def test_transfer_can_also_move_the_bottom_of_a_chain():
    s = build(tables=[[["invertebrates", "mouse", "black_bear"]], []], hands=[["mink"]],
              dying=[["deer"], [], []])
    play(s, ("move", 0, 0, 1, 0, 2), ("play", "mink-1", 1, 2))
    assert sorted(table(s, 0)) == [["black_bear"], ["invertebrates", "mouse", "mink"]]


def test_chains_stay_ordered_by_rank_even_for_scavengers():
    s = build(tables=[[["plants", "black_bear"]], []], hands=[["wolverine"]],
              dying=[["deer"], [], []])
    with pytest.raises(IllegalAction, match="ordered by rank"):
        GAME.play(s, ("play", "wolverine-1", 0, 2))
    assert ("new_chain", "wolverine-1") in GAME.legal_actions(s)


@pytest.mark.parametrize("action, reason", [
    (("play", "cougar-1", 0, 1), "carnivores never eat Resources"),
    (("play", "deer-1", 0, 1), "does not eat"),
    (("play", "mink-1", 1, 2), "flying"),
    (("play", "osprey-1", 2, 2), "share no environment"),
    (("new_chain", "deer-1"), "Resource or a fed scavenger"),
    (("play", "plants-1", 0, 1), "bottom of a chain"),
    (("play", "mink-1", 3, 2), "starving itself"),
])
def test_refusals_name_the_rule(action, reason):
    s = build(tables=[[["insects"], ["fruit_berries", "songbird"], ["fruit_berries", "chipmunk"],
                       ["fruit_berries", "mouse"]], []],
              hands=[["cougar", "deer", "mink", "osprey", "plants"]])
    with pytest.raises(IllegalAction) as err:
        GAME.play(s, action)
    assert reason in err.value.reason("en")
    assert err.value.reason("fr")


def test_the_vulture_never_goes_on_top_of_another_chain():
    """§3.1 ruling: a vulture chain is the vulture alone (played, moved or rescued)."""
    s = build(tables=[[["invertebrates", "mouse"]], []], hands=[["vulture"]],
              dying=[["deer"], [], []])
    acts = GAME.legal_actions(s)
    assert not any(a[0] == "play" and a[1].startswith("vulture") and a[2] == 0 for a in acts)
    assert ("new_chain", "vulture-1") in acts                   # a chain of its own
    with pytest.raises(IllegalAction, match="vulture alone"):
        GAME.play(s, ("play", "vulture-1", 0, 2))
