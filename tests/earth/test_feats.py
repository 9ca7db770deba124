"""Earth's feats sheet (gamedata/earth/feats.yaml, the rulebook's 23 feats): each feat on a constructed
game end, earned when won with its condition, not earned without it or when lost.

The end is a real Earth state (tableau, hand, soil, events, sprouts, finisher set by hand); the score
sheet's points come from the engine and then are set per category, so that a threshold (300 VP, 67 on
the fauna board) is reached without building a whole game."""
from __future__ import annotations

import pytest

from engine.core.match import Match, Seat
from engine.record.facts import facts_of
from engine.record.feats import earned, feats_of

from .helpers import D, GAME, fresh, place, to_compost

FEATS = {f.id: f for f in feats_of(GAME)}
FLORA = [k for k, c in D.cards.items() if c.kind == "flora" and k < 1000]
TERRAINS = [k for k, c in D.cards.items() if c.kind == "terrain" and k < 1000]
EVENTS = [k for k, c in D.cards.items() if c.kind == "event" and k < 1000]
# an ordinary win: 190 against 100, nothing extreme
BASE_POINTS = {"cards": 45, "events": 5, "compost": 10, "sprouts": 3, "growth": 20, "terrains": 20,
               "ecosystems": 40, "fauna": 40, "bonus": 7}


def move(s, k):
    for zone in [s.deck, s.discard] + s.hands + s.compost + s.events:
        if k in zone:
            zone.remove(k)
    return k


def ordinary_end():
    """Seat 0 ends the game with a full tableau (3 terrains), 5 cards in hand, 5 soil, 3 events,
    3 sprouts, 10 compost; seat 1 has a little of everything."""
    s = fresh(2)
    for i, k in enumerate(FLORA[:13] + TERRAINS[:3]):
        s.grid[0][(i // 4, i % 4)] = move(s, k)
    s.sprouts[FLORA[0]] = 3
    s.hands[0] = [move(s, k) for k in FLORA[20:25]]
    s.events[0] = [move(s, k) for k in EVENTS[:3]]
    s.soil = [5, 5]
    to_compost(s, 0, 10)
    s.hands[1] = [move(s, k) for k in FLORA[30:33]]
    place(s, 1, D.cards[FLORA[40]].name.en, 0, 0)
    s.bonus = 0
    return s


@pytest.fixture
def points(monkeypatch):
    """The score sheet's points per category for seats 0 and 1, set by the test."""
    table = [dict(BASE_POINTS), {c: 0 for c in BASE_POINTS} | {"cards": 100}]
    real = type(GAME).scores

    def scores(self, s):
        sheet = real(self, s)
        sheet.table = [dict(row) for row in table]
        return sheet
    monkeypatch.setattr(type(GAME), "scores", scores)
    return table


def facts(s, games_before=1):
    m = Match(GAME, GAME.default_options(2), 1, [Seat("human", name="Ana"), Seat("ai")], state=s)
    return facts_of(m, 0, games_before)


def more(n):
    return lambda s: [s.events[0].append(move(s, k)) for k in EVENTS[3:3 + n]]


HIGH = {"cards": 55, "growth": 55, "terrains": 55, "ecosystems": 55, "fauna": 55}   # 300 in all


# feat id -> what turns the ordinary end into one that earns it: ("state", edit) or ("points", {...})
# or ("before", games_before)
EARN = {
    "first_game": ("before", 0),
    "under_140": ("points", {"growth": 0, "terrains": 0, "cards": 34}),     # 139
    "over_300": ("points", HIGH | {"compost": 11}),      # 301
    "tableau_unfinished": ("state", lambda s: s.grid[0].pop((3, 3))),
    "not_the_finisher": ("state", lambda s: setattr(s, "bonus", 1)),
    "no_compost": ("points", {"compost": 0}),
    "growth_over_60": ("points", {"growth": 61}),
    "no_sprouts": ("state", lambda s: s.sprouts.clear()),
    "events_over_15": ("state", more(13)),
    "terrains_7": ("state", lambda s: [s.grid[0].__setitem__((1, i), move(s, TERRAINS[3 + i])) for i in range(4)]),
    "compost_over_60": ("points", {"compost": 61}),
    "terrain_points_over_60": ("points", {"terrains": 61}),
    "no_events": ("state", lambda s: s.events[0].clear()),
    "fauna_67": ("points", {"fauna": 67}),
    "fauna_under_30": ("points", {"fauna": 29}),
    "ecosystems_over_60": ("points", {"ecosystems": 61}),
    "ecosystems_under_30": ("points", {"ecosystems": 29}),
    "base_under_30": ("points", {"cards": 29}),
    "base_over_60": ("points", {"cards": 61}),
    "hand_over_30": ("state", lambda s: s.hands[0].extend(move(s, k) for k in FLORA[50:76])),
    "empty_hand": ("state", lambda s: s.hands[0].clear()),
    "soil_over_20": ("state", lambda s: s.soil.__setitem__(0, 21)),
    "no_soil": ("state", lambda s: s.soil.__setitem__(0, 0)),
}
# just short of the feat: the same edit one step before the threshold
SHORT = {
    "over_300": ("points", HIGH),                     # 300, not over
    "growth_over_60": ("points", {"growth": 60}),
    "events_over_15": ("state", more(12)),            # 15 events
    "compost_over_60": ("points", {"compost": 60}),
    "fauna_67": ("points", {"fauna": 66}),
    "fauna_under_30": ("points", {"fauna": 30}),
    "base_over_60": ("points", {"cards": 60}),
    "hand_over_30": ("state", lambda s: s.hands[0].extend(move(s, k) for k in FLORA[50:75])),  # 30
    "soil_over_20": ("state", lambda s: s.soil.__setitem__(0, 20)),
    "under_140": ("points", {"growth": 0, "terrains": 0, "cards": 35}),     # 140
    "terrains_7": ("state", lambda s: [s.grid[0].__setitem__((1, i), move(s, TERRAINS[3 + i])) for i in range(3)]),
}


def end_with(change, points, games_before=1):
    s = ordinary_end()
    kind, what = change
    if kind == "state":
        what(s)
    elif kind == "points":
        points[0].update(what)
    else:
        games_before = what
    return s, games_before


def test_the_sheet_holds_the_rulebooks_23_feats():
    assert len(FEATS) == 23 and set(EARN) == set(FEATS)


def test_the_ordinary_win_earns_none(points):
    f = facts(ordinary_end())
    assert f["won"] == 1 and f["total"] == 190 and f["tableau_complete"] == 1 and f["ended_game"] == 1
    assert f["terrains_in_tableau"] == 3 and f["events_played"] == 3 and f["cards_in_hand"] == 5
    assert earned(FEATS.values(), f) == []


@pytest.mark.parametrize("fid", sorted(EARN))
def test_a_win_with_the_condition_earns_the_feat(fid, points):
    s, before = end_with(EARN[fid], points)
    assert earned(FEATS.values(), facts(s, before)) == [fid]


@pytest.mark.parametrize("fid", sorted(EARN))
def test_a_loss_with_the_condition_earns_nothing(fid, points):
    s, before = end_with(EARN[fid], points)
    points[1]["cards"] = 1000
    assert facts(s, before)["won"] == 0
    assert earned(FEATS.values(), facts(s, before)) == []


@pytest.mark.parametrize("fid", sorted(SHORT))
def test_just_short_of_the_threshold_is_not_the_feat(fid, points):
    s, before = end_with(SHORT[fid], points)
    assert fid not in earned(FEATS.values(), facts(s, before))


def test_the_facts_are_the_engines_own_when_nothing_is_set():
    """Without the points fixture: compost cards count one each, the hand and soil are as placed."""
    s = ordinary_end()
    f = facts(s)
    assert f["points_compost"] == 10 and f["cards_in_hand"] == 5 and f["soil"] == 5
    assert f["points_cards"] == sum(D.cards[k].vp for k in s.grid[0].values())
    assert f["total"] == GAME.scores(s).totals[0]


def test_solo_win_is_beating_gaia():
    s = fresh(1)
    to_compost(s, 0, 30)
    m = Match(GAME, GAME.default_options(1) | {"gaia": "medium"}, 1, [Seat("human", name="Ana")], state=s)
    sheet = GAME.scores(s)
    f = facts_of(m, 0)
    assert f["won"] == int(sheet.totals[0] > sheet.rival_total)
    assert f["margin"] == sheet.totals[0] - sheet.rival_total
