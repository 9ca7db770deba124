"""The hard level's evaluation (outlook.py): its features on small positions, and the
behaviour its fitted weights must keep."""
from engine.habitat import feeding as F
from engine.habitat import outlook as O
from engine.habitat.state import OVER
from tests.habitat.helpers import DECK, GAME, build


def test_chance_to_hold_a_card_is_hypergeometric():
    assert O.p_holds(10, 2, 3) == 1 - (8 / 10) * (7 / 9) * (6 / 8)
    assert O.p_holds(10, 0, 3) == 0.0 and O.p_holds(10, 2, 0) == 0.0
    assert O.p_holds(2, 1, 3) == 1.0
    assert O.p_holds(5, 5, 1) == 1.0


def test_weights_value_every_extra_rank_and_fear_their_ranks():
    w = dict(zip(O.NAMES, O.WEIGHTS))
    assert len(O.NAMES) == len(O.WEIGHTS)
    mine = [w["me_r%d" % n] for n in range(8)]
    theirs = [w["op_r%d" % n] for n in range(8)]      # an opponent with no fed rank too
    assert all(b > a for a, b in zip(mine, mine[1:]))
    assert all(b < a for a, b in zip(theirs, theirs[1:]))
    # the last ranks weigh more than the first ones
    assert mine[7] - mine[6] > mine[2] - mine[1]
    assert w["me_risk"] < 0 < w["op_risk"] and w["op_rescue"] < 0


def test_features_count_ranks_per_side():
    s = build(tables=[[["plants", "moose"], ["eggs"]], [["insects"]]], hands=[[], []])
    x = dict(zip(O.NAMES, O.features(GAME, s, 0)))
    assert (x["me_r2"], x["op_r1"], x["me_r1"]) == (1.0, 1.0, 0.0)
    assert x["me_free"] == 1 and x["op_free"] == 1


def test_more_fed_ranks_evaluate_higher():
    a = build(tables=[[["plants", "moose"]], [["eggs"]]])
    b = build(tables=[[["plants"]], [["eggs"]]])
    assert O.evaluate(GAME, a, 0) > O.evaluate(GAME, b, 0)


def test_a_chain_capped_by_a_rank_8_cannot_be_taken():
    T = O.types_of(DECK)
    exposed = build(tables=[[["plants", "moose"]], []], hands=[[], ["mouse", "deer", "eggs"]])
    capped = build(tables=[[["plants", "moose", "black_bear"]], []],
                   hands=[[], ["mouse", "deer", "eggs"]])
    for s, positive in ((exposed, True), (capped, False)):
        view = F.scavenge_view(DECK, s.dying)
        side = O.Side(DECK, s, 0, view)
        unseen, n = O.unseen_counts(s, 0, T)
        risk = O.territory_risk(DECK, s, 0, side, 3, unseen, n, T)
        assert (risk > 0) == positive
        assert risk <= 2          # at most the two ranks of the chain


def test_my_known_hand_threatens_their_chain():
    # rules page example: my Cougar can take their Wolves-Deer-Fruit & berries chain
    s = build(tables=[[["plants"]], [["fruit_berries", "deer", "wolves"]]], hands=[["cougar"], []])
    x = dict(zip(O.NAMES, O.features(GAME, s, 0)))
    assert x["op_risk"] == 3
    s = build(tables=[[["plants"]], [["fruit_berries", "deer", "wolves"]]], hands=[["mouse"], []])
    assert dict(zip(O.NAMES, O.features(GAME, s, 0)))["op_risk"] == 0


def test_a_chain_whose_only_food_is_its_resource_is_not_threatened():
    # §6.4: my Moose eats their Plants and Aquatic plants but no species of theirs, so neither
    # a lone Resource nor the Mallard's chain is at risk from it
    s = build(tables=[[["eggs"]], [["plants"], ["aquatic_plants", "mallard"]]], hands=[["moose"], []])
    assert dict(zip(O.NAMES, O.features(GAME, s, 0)))["op_risk"] == 0


def test_rescue_from_the_dying_display_is_seen():
    s = build(tables=[[["eggs"]], [["plants"]]], dying=[["moose"], [], []])
    x = dict(zip(O.NAMES, O.features(GAME, s, 0)))
    assert x["op_rescue"] == 1 and x["me_rescue"] == 0


def test_finished_games_score_the_result():
    s = build(tables=[[["plants"]], [["eggs"]]])
    s.phase, s.winners, s.turn = OVER, (0,), 10
    assert O.evaluate(GAME, s, 0) == O.WIN - 1.0
    assert O.evaluate(GAME, s, 1) == -O.WIN
