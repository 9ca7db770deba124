"""§7: every event card, exactly."""
import pytest

from engine.core import IllegalAction
from engine.habitat import feeding as F
from engine.habitat.state import MAIN
from tests.habitat.helpers import DECK, GAME, build, names, play, table

I = DECK.index


def answer_all(s, pick=lambda acts: acts[0]):
    while s.pending:
        play(s, pick(GAME.legal_actions(s)))


def dying_names(s):
    return [names(d) for d in s.dying]


def test_disease_kills_an_opponents_species_placed_by_the_player():
    s = build(tables=[[], [["fruit_berries", "deer", "wolves"]]], hands=[["disease"], []],
              dying=[["eggs"], ["plants"], ["insects"]])
    with pytest.raises(IllegalAction, match="species of an opponent"):
        GAME.play(s, ("event", "disease-1", 1, 0, 0))          # a Resource
    play(s, ("event", "disease-1", 1, 0, 1))
    assert table(s, 1) == [["fruit_berries", "wolves"]]        # the gap closes
    assert GAME.to_move(s) == 0
    play(s, ("place", "deer-1", 2), ("place", "disease-1", 0))
    assert dying_names(s) == [["eggs", "disease"], ["plants"], ["insects", "deer"]]


def test_disease_cannot_target_my_own_species():
    s = build(tables=[[["plants", "moose"]], [["plants", "beaver"]]], hands=[["disease"], []])
    targets = [a for a in GAME.legal_actions(s) if a[0] == "event"]
    assert targets == [("event", "disease-1", 1, 0, 1)]


def test_wildfire_burns_a_resource_and_the_victim_may_save_the_chain():
    s = build(tables=[[], [["plants", "moose", "black_bear"], ["plants"], ["eggs"]]],
              hands=[["wildfire"], []], dying=[["eggs"], ["mouse"], ["insects"]])
    play(s, ("event", "wildfire-1", 1, 0, 0))
    play(s, ("place", "plants-1", 0), ("place", "wildfire-1", 0))
    assert GAME.to_move(s) == 1
    assert set(GAME.legal_actions(s)) == {("save", 1), ("decline",)}
    play(s, ("save", 1))
    assert sorted(table(s, 1)) == [["eggs"], ["plants", "moose", "black_bear"]]
    assert GAME.to_move(s) == 0 and F.starving(DECK, s, 1) == []


def test_wildfire_decline_or_no_free_resource():
    s = build(tables=[[], [["plants", "moose"], ["plants"]]], hands=[["wildfire"], []],
              dying=[["eggs"], ["mouse"], ["insects"]])
    play(s, ("event", "wildfire-1", 1, 0, 0))
    answer_all(s, lambda acts: acts[-1])      # places, then declines
    assert sorted(table(s, 1)) == [["moose"], ["plants"]]
    s = build(tables=[[], [["plants", "moose"], ["eggs"]]], hands=[["wildfire"], []],
              dying=[["eggs"], ["mouse"], ["insects"]])
    play(s, ("event", "wildfire-1", 1, 0, 0))
    answer_all(s)
    assert GAME.to_move(s) == 0 and not s.pending      # no save offered
    assert sorted(table(s, 1)) == [["eggs"], ["moose"]]


def test_spring_new_display_keep_one_and_no_winter():
    s = build(hands=[["spring"], ["winter"]], display=["deer", "mouse", "plants"],
              dying=[["eggs"], ["lynx"], ["insects"]], pile=["cougar", "moose", "beaver", "frog"])
    play(s, ("event", "spring-1", ))
    # the old display goes to the dying display (player's order and piles)
    answer_place = [a for a in GAME.legal_actions(s)]
    assert {a[0] for a in answer_place} == {"place"}
    play(s, ("place", "deer-1", 0), ("place", "mouse-1", 1), ("place", "plants-1", 2))
    assert GAME.legal_actions(s)[0][0] == "keep"
    assert sorted(names(s.spring_cards)) == ["beaver", "cougar", "frog", "moose"]
    seen = GAME.observe(s, 1)
    assert all(c == -1 for c in seen.spring_cards)           # others do not see them
    play(s, ("keep", "cougar-1"))
    assert sorted(names(s.display)) == ["beaver", "frog", "moose"]
    assert "cougar" in names(s.hands[0])
    answer_all(s)
    assert "spring" in [n for d in dying_names(s) for n in d]
    assert s.spring_block == 0
    # player 2 may not play Winter in their turn; the block ends when player 1's turn starts
    s.current, s.phase = 1, MAIN
    with pytest.raises(IllegalAction, match="Spring forbids Winter"):
        GAME.play(s, ("event", "winter-1"))
    s.current, s.phase = 0, MAIN
    play(s, ("end_turn",))
    answer_all(s)
    assert s.spring_block == 0                                # still blocked in P2's turn
    s2 = s.clone()
    play(s2, ("draw_pile",), ("draw_pile",))
    assert ("event", "winter-1") not in GAME.legal_actions(s2)
    play(s2, ("end_turn",))
    answer_all(s2)
    assert s2.current == 0 and s2.spring_block == -1


def test_pollution_each_other_player_loses_a_highest_species_in_turn_order():
    s = build(players=3,
              tables=[[["plants", "black_bear"]],
                      [["fruit_berries", "deer", "wolves"], ["plants", "moose"]],
                      [["plants", "beaver"], ["fruit_berries", "snowshoe_hare"], ["eggs", "coyote"]]],
              hands=[["pollution"], [], []], dying=[["eggs"], ["mouse"], ["insects"]])
    play(s, ("event", "pollution-1"))
    # player 2 (on the left) first: their Wolves (7) are forced; they choose the pile
    assert GAME.to_move(s) == 1
    assert {a[1] for a in GAME.legal_actions(s)} == {"wolves-1"}
    play(s, ("place", "wolves-1", 0))
    # player 3's highest is the Coyote (6)
    assert GAME.to_move(s) == 2
    play(s, ("place", "coyote-1", 1))
    assert table(s, 0) == [["plants", "black_bear"]]        # the player is spared
    assert table(s, 1) == [["fruit_berries", "deer"], ["plants", "moose"]]
    answer_all(s)
    assert not s.pending and GAME.to_move(s) == 0


def test_pollution_owner_picks_among_ties_and_boom_counts():
    s = build(tables=[[], [["plants", "moose"], ["fruit_berries", "coyote"]]],
              hands=[["pollution"], []], dying=[["eggs"], ["mouse"], ["insects"]])
    s.boom = I["coyote-1"]           # coyote 6 -> 5 (fed as scavenger): Moose (6) is the highest
    play(s, ("event", "pollution-1"))
    assert {a[1] for a in GAME.legal_actions(s)} == {"moose-1"}
    s = build(tables=[[], [["plants", "moose"], ["eggs", "coyote"]]],
              hands=[["pollution"], []], dying=[["eggs"], ["mouse"], ["insects"]])
    play(s, ("event", "pollution-1"))
    assert {a[1] for a in GAME.legal_actions(s)} == {"moose-1", "coyote-1"}


def test_winter_others_lose_a_resource_then_dying_display_into_the_pile():
    s = build(players=3, tables=[[["plants"]], [["plants", "moose"], ["eggs"]], []],
              hands=[["winter"], [], []], dying=[["eggs"], ["mouse", "deer"], ["insects"]])
    pile = len(s.pile)
    e = s.epoch
    play(s, ("event", "winter-1"))
    assert GAME.to_move(s) == 1 and {a[1] for a in GAME.legal_actions(s)} == {"plants-2", "eggs-1"}
    play(s, ("place", "eggs-1", 0))                            # player 2 gives the Eggs
    assert table(s, 1) == [["plants", "moose"]] and table(s, 0) == [["plants"]]
    # player 3 has no Resource: nothing to do; the dying display went into the pile
    assert len(s.pile) == pile + 5 and s.epoch > e
    assert dying_names(s) == [["winter"], [], []]


def test_abundance_feeds_two_chains_and_leaves_with_its_resource():
    s = build(tables=[[["plants", "moose"]], []], hands=[["abundance", "beaver"], ["wildfire"]],
              dying=[["eggs"], ["mouse"], ["insects"]])
    with pytest.raises(IllegalAction, match="your own Resources"):
        GAME.play(s, ("event", "abundance-1", 0, 1))
    play(s, ("event", "abundance-1", 0, 0), ("play", "beaver-1", 1, 1))
    assert F.fed_ranks(DECK, s, 0) == {1, 4, 6} and F.starving(DECK, s, 0) == []
    # the linked Abundance card is no Wildfire target: only the Plants are
    s.current = 1
    acts = [a for a in GAME.legal_actions(s) if a[0] == "event"]
    assert acts == [("event", "wildfire-1", 0, 0, 0)]


def test_abundance_goes_under_its_resource_when_the_resource_dies():
    s = build(tables=[[], [["plants", "moose"]]], hands=[["wildfire"], ["abundance", "beaver"]],
              dying=[["eggs"], ["mouse"], ["insects"]], current=1)
    play(s, ("event", "abundance-1", 0, 0), ("play", "beaver-1", 1, 1))
    s.current = 0
    targets = [a for a in GAME.legal_actions(s) if a[0] == "event"]
    assert targets == [("event", "wildfire-1", 1, 0, 0)]
    play(s, ("event", "wildfire-1", 1, 0, 0), ("place", "plants-1", 2))
    assert names(s.dying[2]) == ["insects", "abundance", "plants"]
    assert s.abund_link == -1
    assert sorted(table(s, 1)) == [["beaver"], ["moose"]]


def test_migration_passes_hands_left_then_only_rescue():
    s = build(players=3, tables=[[["fruit_berries"]], [], []],
              hands=[["migration", "mouse"], ["deer", "lynx"], ["cougar"]],
              dying=[["deer"], ["eggs"], ["insects"]])
    e = s.epoch
    play(s, ("event", "migration-1"))
    assert names(s.hands[1]) == ["mouse"] and names(s.hands[2]) == ["deer", "lynx"]
    assert names(s.hands[0]) == ["cougar"] and s.epoch > e
    play(s, ("place", "migration-1", 1))        # not on the Deer
    kinds = {a[0] for a in GAME.legal_actions(s)}
    assert kinds == {"rescue", "end_turn"}
    with pytest.raises(IllegalAction, match="Migration"):
        GAME.play(s, ("new_chain", "cougar-1"))


def test_renewal_takes_one_species_and_one_resource_keeping_the_order():
    s = build(hands=[["renewal"]], dying=[["deer", "eggs", "lynx"], ["plants", "mouse"], ["disease"]])
    play(s, ("event", "renewal-1"))
    acts = GAME.legal_actions(s)
    assert ("renew", 0, 0) in acts and ("renew", 1, 0) in acts and ("renew", 2, 0) not in acts
    play(s, ("renew", 0, 0))                    # the Deer, from under two cards
    assert names(s.dying[0]) == ["eggs", "lynx"]
    assert not [a for a in GAME.legal_actions(s) if a[0] == "renew" and
                DECK.is_species[s.dying[a[1]][a[2]]]]   # one species only
    play(s, ("renew", 0, 0))                    # the Eggs
    assert sorted(names(s.hands[0])) == ["deer", "eggs"]
    answer_all(s)
    assert "renewal" in names([d[-1] for d in s.dying if d])


def test_niche_takes_the_first_card_of_the_rank_and_shuffles():
    s = build(hands=[["niche"]], pile=["wolves", "cougar", "mouse", "black_bear", "plants"],
              dying=[["eggs"], ["mouse"], ["insects"]])
    e = s.epoch
    play(s, ("event", "niche-1", 8))
    assert names(s.hands[0]) == ["black_bear"]   # the first rank 8 from the top
    assert s.epoch > e
    assert "cougar" in names(s.pile)
    answer_all(s)


def test_population_boom_lowers_a_rank_and_follows_its_species():
    s = build(tables=[[["plants", "moose"]], [["fruit_berries", "deer"]]],
              hands=[["population_boom", "wolves"], []],
              dying=[["eggs"], ["mouse"], ["insects"]])
    play(s, ("event", "population_boom-1", 1, 0, 1))
    assert F.eff_rank(DECK, s, I["deer-1"]) == 4
    # a rank-5 Raccoon can now eat the Deer; a Mink (4) still cannot (4 = 4)
    assert F.can_eat(DECK, s, I["raccoon-1"], I["deer-1"])
    assert not F.can_eat(DECK, s, I["mink-1"], I["deer-1"])
    s.boom = -1
    assert not F.can_eat(DECK, s, I["raccoon-1"], I["deer-1"])
    s2 = build(tables=[[], [["fruit_berries", "deer"]]], hands=[["population_boom", "disease"], []],
               dying=[["eggs"], ["mouse"], ["insects"]])
    play(s2, ("event", "population_boom-1", 1, 0, 1), ("event", "disease-1", 1, 0, 1),
         ("place", "deer-1", 1), ("place", "disease-1", 2))
    assert names(s2.dying[1]) == ["mouse", "population_boom", "deer"]
    assert s2.boom == -1


def test_population_boom_lets_a_new_predator_eat():
    s = build(tables=[[["plants", "moose"]], []], hands=[["population_boom", "lynx"], []])
    assert ("play", "lynx-1", 0, 2) not in GAME.legal_actions(s)    # 6 vs 6
    play(s, ("event", "population_boom-1", 0, 0, 1))
    assert ("play", "lynx-1", 0, 2) in GAME.legal_actions(s)


def test_used_events_go_to_the_dying_display_and_are_never_rescued():
    s = build(hands=[["niche"]], dying=[["deer"], ["eggs"], ["insects"]])
    play(s, ("event", "niche-1", 3), ("place", "niche-1", 0))
    assert not [a for a in GAME.legal_actions(s) if a[0] == "rescue" and a[1] == 0]


def test_population_boom_on_a_rank_two_species_starves_it():
    """Rank 1 no longer outranks a Resource (every rank check uses the lowered rank)."""
    s = build(tables=[[], [["seeds_nuts", "chipmunk"]]], hands=[["population_boom"], []],
              dying=[["eggs"], ["plants"], ["insects"]])
    assert F.starving(DECK, s, 1) == []
    play(s, ("event", "population_boom-1", 1, 0, 1))
    assert F.eff_rank(DECK, s, I["chipmunk-1"]) == 1
    assert [DECK.type_id[c] for c in F.starving(DECK, s, 1)] == ["chipmunk"]
