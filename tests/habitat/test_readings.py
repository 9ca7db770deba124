"""Readings the rules page states (issue 17), each pinned by a test: when the pile is rebuilt,
end-of-turn deaths decided at once, Migration before drawing, who places a burnt card,
Wildfire and Abundance, hand plays only where fed; plus corner cases of Territory, scavengers,
rescue, Winter and the player count."""
import pytest

from engine.core import IllegalAction
from engine.habitat import feeding as F
from engine.habitat import moves
from engine.habitat.state import DRAW, MAIN, START
from tests.habitat.helpers import DECK, GAME, build, names, play, table

I = DECK.index


def dying_names(s):
    return [names(d) for d in s.dying]


# ---- the draw pile is rebuilt only when the next card is needed ---------------------------------
def test_an_empty_pile_is_rebuilt_only_when_a_card_is_needed_and_feeds_scavengers_until_then():
    s = build(tables=[[["coyote"]], []], hands=[[]], dying=[["deer"], ["plants"], ["eggs"]],
              display=["mouse", "insects", "lynx"], phase=START)
    s.pile = s.pile[-1:]            # one card left (the rest of the deck plays no part here)
    play(s, ("draw_pile",))
    assert s.pile == [] and s.rebuilds == 0 and s.phase == DRAW
    # the pile is empty but not rebuilt: the dying Deer still feeds the Coyote
    assert dying_names(s) == [["deer"], ["plants"], ["eggs"]]
    assert F.starving(DECK, s, 0) == []
    play(s, ("draw_pile",))         # the next card is needed now: rebuild, then draw
    assert s.rebuilds == 1 and s.dying == [[], [], []]
    assert len(s.hands[0]) == 2 and F.starving(DECK, s, 0) == [I["coyote-1"]]


def test_taking_the_last_display_card_needs_a_refill_so_the_pile_is_rebuilt_then():
    s = build(hands=[[]], dying=[["deer"], ["plants"], ["eggs"]], display=["mouse", "insects", "lynx"],
              phase=START)
    s.pile = []
    play(s, ("draw_display", 0))
    assert s.rebuilds == 1 and s.dying == [[], [], []] and names(s.hands[0]) == ["mouse"]


# ---- end of turn: every death is decided at once ------------------------------------------------
def test_end_of_turn_deaths_are_decided_together_a_dying_card_does_not_rescue_a_scavenger():
    # no species on the dying display: the Coyote starves, and so does the Deer (no food);
    # the Deer landing on the dying display does not feed the Coyote in time
    s = build(tables=[[["coyote"], ["deer"]], []], hands=[[]], dying=[["plants"], ["eggs"], ["insects"]])
    play(s, ("end_turn",))
    assert s.pending[0][:2] == ("place", 0) and set(s.pending[0][2]) == {I["coyote-1"], I["deer-1"]}
    assert table(s, 0) == []
    play(s, ("place", "deer-1", 0), ("place", "coyote-1", 1))
    assert names(s.dying[0])[-1] == "deer" and table(s, 0) == []


def test_a_scavenger_fed_when_deaths_are_decided_survives_a_discard_covering_its_food():
    s = build(tables=[[["coyote"]], []], hands=[["eggs", "plants", "mushrooms", "insects"]],
              dying=[["deer"], ["plants"], ["eggs"]])
    play(s, ("end_turn",), ("discard", "eggs-1", 0))      # the Deer is covered by the discard
    assert s.current == 1 and table(s, 0) == [["coyote"]]
    assert F.starving(DECK, s, 0) == [I["coyote-1"]]      # it will die at its owner's next turn end


# ---- Migration played before drawing ---------------------------------------------------------------
def test_migration_before_drawing_still_draws_but_no_territory_and_then_only_rescue():
    s = build(tables=[[], [["plants", "moose"]]], hands=[["migration", "wolves"], ["cougar"]],
              dying=[["deer"], ["eggs"], ["insects"]], display=["mouse", "lynx", "plants"], phase=START)
    assert ("territory", "wolves-1", 1, 0) in GAME.legal_actions(s)
    play(s, ("event", "migration-1"), ("place", "migration-1", 1))
    assert names(s.hands[0]) == ["cougar"] and names(s.hands[1]) == ["wolves"]
    assert s.phase == START
    assert {a[0] for a in GAME.legal_actions(s)} == {"draw_pile", "draw_display"}
    with pytest.raises(IllegalAction, match="Migration"):
        GAME.play(s, ("territory", "cougar-1", 1, 0))
    play(s, ("draw_pile",), ("draw_pile",))
    assert len(s.hands[0]) == 3 and s.phase == MAIN
    assert {a[0] for a in GAME.legal_actions(s)} <= {"rescue", "end_turn"}


# ---- Wildfire -------------------------------------------------------------------------------------
def test_the_wildfire_player_places_the_burnt_resource_and_chooses_its_pile():
    s = build(tables=[[], [["plants", "moose"]]], hands=[["wildfire"], []],
              dying=[["eggs"], ["mouse"], ["insects"]])
    play(s, ("event", "wildfire-1", 1, 0, 0))
    assert GAME.to_move(s) == 0
    assert {a[1] for a in GAME.legal_actions(s)} == {"plants-1", "wildfire-1"}
    play(s, ("place", "plants-1", 1), ("place", "wildfire-1", 2))
    assert dying_names(s) == [["eggs"], ["mouse", "plants"], ["insects", "wildfire"]]


def test_wildfire_on_a_resource_shared_by_abundance_starves_both_chains_and_saves_only_its_own():
    s = build(tables=[[], [["plants", "moose"], ["plants"]]], hands=[["wildfire"], ["abundance", "beaver"]],
              dying=[["eggs"], ["mouse"], ["insects"]], current=1)
    play(s, ("event", "abundance-1", 0, 0), ("play", "beaver-1", 2, 1))
    assert table(s, 1) == [["plants", "moose"], ["plants"], ["abundance", "beaver"]]
    s.current = 0
    # the attached Abundance card is no target: the Resource under the Moose is
    assert [a for a in GAME.legal_actions(s) if a[0] == "event"] == \
        [("event", "wildfire-1", 1, 0, 0), ("event", "wildfire-1", 1, 1, 0)]
    play(s, ("event", "wildfire-1", 1, 0, 0), ("place", "plants-1", 0), ("place", "wildfire-1", 1))
    assert names(s.dying[0]) == ["eggs", "abundance", "plants"]      # Abundance goes with it
    # only the burnt chain (the Moose) may be saved onto the free Plants; not the Beaver's
    assert GAME.to_move(s) == 1 and set(GAME.legal_actions(s)) == {("save", 1), ("decline",)}
    play(s, ("save", 1))
    assert sorted(table(s, 1)) == [["beaver"], ["plants", "moose"]]
    assert F.starving(DECK, s, 1) == [I["beaver-1"]]


def test_wildfire_burns_a_free_standing_abundance_as_a_resource():
    s = build(tables=[[], [["plants", "moose"]]], hands=[["cougar", "wildfire"], ["abundance", "beaver"]],
              dying=[["eggs"], ["mouse"], ["insects"]], current=1)
    play(s, ("event", "abundance-1", 0, 0), ("play", "beaver-1", 1, 1))
    s.current, s.phase = 0, START
    play(s, ("territory", "cougar-1", 1, 0))
    assert table(s, 1) == [["abundance", "beaver"]] and s.abund_link == -1
    play(s, ("event", "wildfire-1", 1, 0, 0), ("place", "abundance-1", 0), ("place", "wildfire-1", 1))
    assert table(s, 1) == [["beaver"]] and s.abund_type == -1


# ---- a species from hand goes only where it is fed ------------------------------------------------
def test_a_species_from_hand_is_played_only_where_it_is_fed_now():
    # the Deer (no food under it) starves: a Wolves cannot be put on it, even if the Deer
    # could be moved onto Fruit & berries later in the turn
    s = build(tables=[[["deer"], ["fruit_berries"]], []], hands=[["wolves", "coyote"]],
              dying=[["plants"], ["eggs"], ["insects"]])
    acts = GAME.legal_actions(s)
    assert not [a for a in acts if a[0] in ("play", "new_chain") and a[1] == "wolves-1"]
    with pytest.raises(IllegalAction, match="starving itself"):
        GAME.play(s, ("play", "wolves-1", 0, 1))
    with pytest.raises(IllegalAction, match="fed scavenger"):
        GAME.play(s, ("new_chain", "coyote-1"))       # nothing dying to scavenge
    play(s, ("move", 0, 0, 1, 1, 1), ("play", "wolves-1", 0, 2))
    assert table(s, 0) == [["fruit_berries", "deer", "wolves"]] and F.starving(DECK, s, 0) == []


# ---- Territory after an event played at the start of the turn --------------------------------------
def test_territory_is_still_open_after_an_event_at_the_start_of_the_turn():
    s = build(tables=[[], [["plants", "moose"]]], hands=[["niche", "wolves"], []], phase=START,
              dying=[["eggs"], ["mouse"], ["insects"]])
    play(s, ("event", "niche-1", 2), ("place", "niche-1", 0))
    assert s.phase == START and s.draws == 0
    play(s, ("territory", "wolves-1", 1, 0))
    assert table(s, 0) == [["plants", "moose", "wolves"]] and s.phase == MAIN
    with pytest.raises(IllegalAction, match="already drawn"):
        GAME.play(s, ("draw_pile",))


# ---- a scavenger on a card it cannot eat -----------------------------------------------------------
def test_a_scavenger_on_a_card_it_cannot_eat_lives_on_the_dying_display_alone():
    # the Coyote cannot eat the Mink (a carnivore) below it: it is fed only by scavenging,
    # and it still feeds the Wolves above it
    s = build(tables=[[["fruit_berries", "chipmunk", "mink"]], []], hands=[["coyote", "wolves"]],
              dying=[["deer"], ["eggs"], ["insects"]])
    assert not F.can_eat(DECK, s, I["coyote-1"], I["mink-1"])
    play(s, ("play", "coyote-1", 0, 3), ("play", "wolves-1", 0, 4))
    assert F.starving(DECK, s, 0) == []
    s.dying[0].append(I["plants-1"])               # the dying Deer is covered
    s.dying_changed()                              # (a hand-made change: the state is told)
    assert F.starving(DECK, s, 0) == [I["coyote-1"], I["wolves-1"]]


def test_a_scavenger_cannot_go_on_a_card_it_cannot_eat_when_nothing_is_dying():
    s = build(tables=[[["fruit_berries", "chipmunk", "mink"]], []], hands=[["coyote"]],
              dying=[["plants"], ["eggs"], ["insects"]])
    with pytest.raises(IllegalAction, match="carnivores"):
        GAME.play(s, ("play", "coyote-1", 0, 3))


# ---- a rescue into the middle of a chain -----------------------------------------------------------
def test_a_rescued_species_can_go_into_the_middle_of_a_chain():
    s = build(tables=[[["fruit_berries", "wolves"]], []], dying=[["eggs", "deer"], ["plants"], ["insects"]])
    assert F.starving(DECK, s, 0) == [I["wolves-1"]]
    assert ("rescue", 0, 0, 1) in GAME.legal_actions(s)
    play(s, ("rescue", 0, 0, 1))
    assert table(s, 0) == [["fruit_berries", "deer", "wolves"]] and F.starving(DECK, s, 0) == []
    assert names(s.dying[0]) == ["eggs"]


# ---- Winter and a free-standing Abundance ----------------------------------------------------------
def test_winter_can_take_a_free_standing_abundance():
    s = build(tables=[[], [["plants", "moose"]]], hands=[["cougar", "winter"], ["abundance", "beaver"]],
              dying=[["eggs"], ["mouse"], ["insects"]], current=1)
    play(s, ("event", "abundance-1", 0, 0), ("play", "beaver-1", 1, 1))
    s.current, s.phase = 0, START
    play(s, ("territory", "cougar-1", 1, 0))
    assert table(s, 1) == [["abundance", "beaver"]]
    assert moves.winter_choices(DECK, s, 1) == [I["abundance-1"]]
    play(s, ("event", "winter-1"))          # the one possible answer is given at once
    assert table(s, 1) == [["beaver"]] and s.abund_type == -1
    assert I["abundance-1"] in s.pile          # shuffled into the draw pile with the dying display


# ---- the player count --------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [1, 7])
def test_one_or_seven_players_are_refused(players):
    with pytest.raises(IllegalAction, match="2 to 6 players"):
        GAME.setup({"players": players}, 0)
