"""Solo mode: Gaia's minor benefits by level, her turns, her fauna leaves, the end and her score."""
from __future__ import annotations

from engine.earth import gaia
from engine.earth.state import GAIA
from tests.earth.helpers import GAME, D, cid, fresh, place, play, settle, top


def gaia_card(colour):
    return next(g.id for g in D.gaia if g.colour == colour)


def test_gaia_takes_the_minor_benefit_of_your_action_by_level():
    for level, sprouts in (("medium", 2), ("expert", 5)):
        s = fresh(1, gaia=level)
        play(s, ("action", "blue"))
        settle(s, until="choose")
        assert s.gaia.sprouts >= sprouts
    s = fresh(1, gaia="medium")
    s.gaia.deck = [gaia_card("green")]          # keep her own turn out of the way
    play(s, ("action", "red"))
    assert s.gaia.soil == 3


def test_growth_boxes_fill_from_the_big_box_or_the_small_box():
    s = fresh(1, gaia="easy")
    gaia.add_growth(D, s, 6)
    assert s.gaia.boxes == [5, 1, 0, 0, 0]
    assert gaia.score(D, s)["growth"] == 7 + 1          # canopy of the (7,5) box, one trunk
    s = fresh(1, gaia="hard")
    gaia.add_growth(D, s, 3)
    assert s.gaia.boxes == [0, 0, 0, 2, 1]
    assert gaia.score(D, s)["growth"] == 3 + 4


def test_gaia_composts_five_cards_each_time_her_soil_reaches_ten():
    s = fresh(1)
    gaia.add_soil(D, s, 8)
    gaia.add_soil(D, s, 5)
    assert s.gaia.soil == 3 and len(s.gaia.compost) == 5


def test_your_three_unkept_cards_go_to_her_score_pile():
    s = fresh(1)
    play(s, ("action", "green"))
    settle(s, until="keep")
    play(s, ("keep", s.looking[0]))
    assert len(s.gaia.pile) == 3


def test_gaia_yellow_turn_mirrors_the_cards_you_gained():
    s = fresh(1, gaia="expert")
    place(s, 0, "Pomegranate Tree", 0, 0)                 # yellow: draw 2
    s.gaia.deck = [gaia_card("yellow")]
    play(s, ("action", "red"))                           # your turn; then Gaia's
    settle(s, until="choose")
    assert s.gaia.turns == 1
    # upper ability: you draw 2; your yellow Pomegranate: 2 more -> Gaia gains 4 growth
    assert sum(s.gaia.boxes) == 4
    assert len(s.hands[0]) == 4


def test_gaia_red_turn_mirrors_soil_but_not_from_events():
    s = fresh(1, gaia="medium")
    place(s, 0, "Lobster Mushroom", 0, 0)                 # red: soil 3
    s.gaia.deck = [gaia_card("red")]
    play(s, ("action", "blue"))
    settle(s, until="choose")
    assert s.gaia.soil == 2 + 3                           # upper 2 soil + Lobster 3


def test_brown_card_puts_her_leaf_on_a_named_fauna_you_choose():
    s = fresh(1, gaia="medium")
    brown = next(g for g in D.gaia if g.colour == "brown")
    s.gaia.deck = [brown.id]
    play(s, ("action", "red"))
    settle(s, until="gaia_fauna")
    assert top(s)[0] == "gaia_fauna" and GAME.to_move(s) == 0
    assert GAME.legal_actions(s) == [("fauna", x) for x in brown.fauna]
    play(s, ("fauna", brown.fauna[1]))
    assert s.leaves[brown.fauna[1]] == [GAIA]
    assert gaia.score(D, s)["fauna"] == D.rules.fauna_ladder[0]


def test_the_game_ends_after_twelve_gaia_turns_and_she_takes_the_bonus():
    s = fresh(1, gaia="medium")
    for _ in range(12):
        assert top(s) == ("choose", 0)
        play(s, ("action", "red"))
        settle(s, until="choose", prefer=("skip", "stop", "fauna"))
    assert GAME.is_over(s) and s.gaia.turns == 12 and s.bonus == GAIA
    sheet = GAME.scores(s)
    assert sheet.gaia["bonus"] == 7 and sheet.table[0]["bonus"] == 0


def test_negative_event_vp_count_as_positive_for_gaia():
    s = fresh(1)
    neg = next(k for k in D.base_ids if D.cards[k].kind == "event" and D.cards[k].vp < 0)
    s.deck.remove(neg)
    s.gaia.pile = [neg]
    assert gaia.score(D, s)["pile"] == -D.cards[neg].vp > 0


def test_completing_your_tableau_ends_the_solo_game_with_your_bonus():
    s = fresh(1)
    flora = [k for k in s.deck if D.cards[k].kind == "flora" and not any(
        a.colour in ("black", "green") for a in D.abilities[k])][:16]
    for i, k in enumerate(flora[:15]):
        s.deck.remove(k)
        s.grid[0][(i // 4, i % 4)] = k
    s.deck.remove(flora[15])
    s.hands[0] = [flora[15]]
    s.soil[0] = 20
    play(s, ("action", "green"), ("plant", flora[15]), ("cell", 3, 3))
    settle(s)
    assert GAME.is_over(s) and s.bonus == 0 and GAME.scores(s).table[0]["bonus"] == 7
    assert cid("Oakmoss")


def test_on_expert_a_brown_card_also_gives_gaia_its_soil():
    brown = next(g for g in D.gaia if g.colour == "brown")
    got = {}
    for level in ("hard", "expert"):
        s = fresh(1, gaia=level)
        s.gaia.deck = [brown.id]
        play(s, ("action", "red"))                        # her minor: the lower slot's soil
        settle(s, until="gaia_fauna")
        play(s, ("fauna", brown.fauna[0]))
        got[level] = s.gaia.soil + len(s.gaia.compost) // D.rules.gaia_compost_cards * D.rules.gaia_compost_at
    assert got["hard"] == D.rules.gaia_tiers["lower"].soil
    assert got["expert"] == got["hard"] + brown.expert == got["hard"] + 6


def test_the_rules_page_gives_gaias_numbers_from_the_data():
    """The solo section is written by hand: it must say the tiers and card values the data use."""
    up, low = D.rules.gaia_tiers["upper"], D.rules.gaia_tiers["lower"]
    cards = {g.colour: g for g in D.gaia}
    brown = next(g for g in D.gaia if g.colour == "brown")
    page = dict(GAME.rules("en"))["Solo against Gaia"]
    for line in (f"| {up.sprouts} sprouts to her pool | {low.sprouts} sprouts |",
                 f"| {up.growth} growth pieces | {low.growth} growth pieces |",
                 f"| Composting (red) | {up.soil} soil | {low.soil} soil |",
                 f"she gains: blue, {cards['blue'].lower} sprouts; green, the top {cards['green'].lower} cards",
                 f"on Expert Gaia also gains {brown.expert} soil"):
        assert line in page, line
    page = dict(GAME.rules("fr"))["Mode solo contre Gaïa"]
    for line in (f"| {up.sprouts} germes dans sa réserve | {low.sprouts} germes |",
                 f"| Compostage (rouge) | {up.soil} sols | {low.soil} sols |",
                 f"bleue, {cards['blue'].lower} germes ; verte, les {cards['green'].lower} premières cartes",
                 f"en Expert, Gaïa gagne aussi {brown.expert} sols"):
        assert line in page, line


def test_terrain_cards_in_her_score_pile_score_nothing():
    """Seed: "Gaïa ne marque pas de points pour : les cartes TERRAIN et ÉCOSYSTÈME"."""
    s = fresh(1)
    terrain = next(k for k in D.base_ids if D.cards[k].kind == "terrain" and D.cards[k].vp > 0)
    flora = next(k for k in D.base_ids if D.cards[k].kind == "flora" and D.cards[k].vp > 0)
    for k in (terrain, flora):
        s.deck.remove(k)
    s.gaia.pile = [terrain, flora]
    assert gaia.score(D, s)["pile"] == D.cards[flora].vp
    assert GAME.scores(s).gaia["pile"] == D.cards[flora].vp
