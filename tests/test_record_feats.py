"""The feats language (engine/record/feats.py): clauses, strict reading of feats.yaml, and the general
facts of a finished match (engine/record/facts.py)."""
from __future__ import annotations

import pytest

from engine.core import DataError
from engine.core.match import Match, Seat
from engine.record.facts import facts_of, known_facts
from engine.record.feats import Clause, earned, feats_of, parse_clause, read_feats
from engine.registry import GAMES

KNOWN = {"won", "total", "soil"}
GOOD = """feats:
  - id: rich
    condition: [won, total >= 100, not soil]
    name: {en: Rich, fr: Riche}
    how: {en: Win with 100 or more and no soil, fr: Gagner avec 100 ou plus et sans sol}
"""


def write(tmp_path, text):
    p = tmp_path / "feats.yaml"
    p.write_text(text, encoding="utf-8")
    return str(p)


def test_a_condition_holds_only_when_every_clause_does(tmp_path):
    (feat,) = read_feats(write(tmp_path, GOOD), KNOWN)
    assert feat.earned({"won": 1, "total": 100, "soil": 0})
    assert not feat.earned({"won": 0, "total": 100, "soil": 0})
    assert not feat.earned({"won": 1, "total": 99, "soil": 0})
    assert not feat.earned({"won": 1, "total": 120, "soil": 2})
    assert not feat.earned({"won": 1, "total": 120}), "a missing fact never holds"


@pytest.mark.parametrize("text,op,value", [("total < 5", "<", 5), ("total<=5", "<=", 5), ("total == -2", "==", -2),
                                           ("total != 0", "!=", 0), ("total >= 7", ">=", 7),
                                           ("total > 7", ">", 7), ("won", "!=", 0), ("not won", "==", 0)])
def test_clauses_read(text, op, value):
    c = parse_clause(text, {"total", "won"}, "f.yaml", "p")
    assert (c.op, c.value) == (op, value)


@pytest.mark.parametrize("bad,where,says", [
    ("[won, total => 3]", "feats[0].condition[1]", "cannot read"),
    ("[won, score > 3]", "feats[0].condition[1]", "unknown fact 'score'"),
    ("[not total > 3]", "feats[0].condition[0]", "'not' goes before a fact alone"),
    ("[]", "feats[0].condition", "at least one clause"),
    ("[total > 99999999]", "feats[0].condition[0]", "cannot read"),
])
def test_a_bad_condition_is_refused_naming_file_and_key(tmp_path, bad, where, says):
    with pytest.raises(DataError) as e:
        read_feats(write(tmp_path, GOOD.replace("[won, total >= 100, not soil]", bad)), KNOWN)
    assert e.value.file == "feats.yaml" and e.value.path == where and says in e.value.problem


@pytest.mark.parametrize("change,where", [
    (("fr: Riche}", "}"), "feats[0].name.fr"),
    (("    how:", "    colour: red\n    how:"), "feats[0].colour"),
    (("id: rich", "id: Rich!"), "feats[0].id"),
    (("id: rich", "id: 7"), "feats[0].id"),
])
def test_a_bad_entry_is_refused(tmp_path, change, where):
    text = GOOD.replace(*change)
    with pytest.raises(DataError) as e:
        read_feats(write(tmp_path, text), KNOWN)
    assert e.value.path.startswith(where)


def test_duplicate_ids_are_refused(tmp_path):
    text = GOOD + GOOD.split("\n", 1)[1]
    with pytest.raises(DataError, match="duplicate id"):
        read_feats(write(tmp_path, text), KNOWN)


def test_clause_default_is_not_zero():
    assert Clause("won").holds({"won": 1}) and not Clause("won").holds({"won": 0})


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_games_feats_file_reads(name):
    """Every feats.yaml in gamedata reads against its game's facts (none is fine)."""
    feats = feats_of(GAMES[name])
    assert len({f.id for f in feats}) == len(feats)


def finished(name, players, seed=3):
    from tests.playout import random_playout
    g = GAMES[name]
    opts = g.default_options(players)
    state, _ = random_playout(g, opts, seed)
    return Match(g, opts, seed, [Seat("human", name=f"P{i}") for i in range(players)], state=state)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_general_facts_of_a_finished_game(name):
    g = GAMES[name]
    players = max(2, g.min_players)
    m = finished(name, players)
    sheet = g.scores(m.state)
    winners = sheet.winners()
    for p in range(players):
        f = facts_of(m, p, games_before=4)
        assert f["won"] == int(p in winners) and f["total"] == sheet.totals[p]
        assert (f["rank"] == 1) == (p in winners) and f["games_before"] == 4 and f["players"] == players
        assert set(f) <= known_facts(g) and set(known_facts(g)) <= set(f)
    assert earned(feats_of(g), facts_of(m, winners[0])) == [x.id for x in feats_of(g)
                                                           if x.earned(facts_of(m, winners[0]))]


def satisfying(clause) -> int:
    return {"<": clause.value - 1, "<=": clause.value, "==": clause.value, "!=": clause.value + 1,
            ">=": clause.value, ">": clause.value + 1}[clause.op]


def breaking(clause) -> int:
    return {"<": clause.value, "<=": clause.value + 1, "==": clause.value + 1, "!=": clause.value,
            ">=": clause.value - 1, ">": clause.value}[clause.op]


ALL_FEATS = [(name, f) for name in ("cascadia", "habitat", "habitats", "kauri") for f in feats_of(GAMES[name])]


@pytest.mark.parametrize("name,feat", ALL_FEATS, ids=[f"{n}-{f.id}" for n, f in ALL_FEATS])
def test_each_feat_is_earned_at_its_edge_and_lost_by_any_one_clause(name, feat):
    """Every feat of the four other games: a game end holding each clause just at its edge earns it;
    the same end with any one clause just missed does not (no clause is idle, none contradicts)."""
    base = facts_of(finished(name, max(2, GAMES[name].min_players)), 0)
    edge = dict(base) | {c.fact: satisfying(c) for c in feat.clauses}
    assert feat.earned(edge)
    for c in feat.clauses:
        assert not feat.earned(edge | {c.fact: breaking(c)}), f"{feat.id}: {c.fact} {c.op} {c.value}"


@pytest.mark.parametrize("name", ["cascadia", "habitat", "habitats", "kauri"])
def test_eight_to_twelve_feats_per_other_game(name):
    assert 8 <= len(feats_of(GAMES[name])) <= 12


def test_a_solo_game_with_no_rival_is_neither_won_nor_lost():
    """Cascadia alone has no one to beat: not won (no win feat), ranked first, no margin; Earth
    alone is against Gaia, won only by beating her."""
    solo = facts_of(finished("cascadia", 1), 0)
    assert (solo["won"], solo["contested"], solo["rank"], solo["margin"]) == (0, 0, 1, 0)
    assert facts_of(finished("cascadia", 2), 0)["contested"] == 1
    m = finished("earth", 1)
    sheet = m.game.scores(m.state)
    gaia = facts_of(m, 0)
    assert gaia["contested"] == 1 and gaia["won"] == int(sheet.totals[0] > sheet.rival_total)


def test_earths_rules_page_states_how_the_feats_sheet_is_read():
    for lang, title, reading in (("en", "Feats", '"67 VP on the fauna board" counts 67 VP or more'),
                                 ("fr", "Succès", "« 67 PV sur le plateau Faune » compte 67 PV ou plus")):
        assert reading in dict(GAMES["earth"].rules(lang))[title]
    fauna = next(f for f in feats_of(GAMES["earth"]) if f.id == "fauna_67")
    assert fauna.earned({"won": 1, "points_fauna": 67}) and not fauna.earned({"won": 1, "points_fauna": 66})


def test_habitats_quiet_win_is_a_lean_habitat():
    """Redesigned after 200 normal-AI games never reached the safety cap: a win with 10 cards or
    fewer in one's chains (the score sheet's tie-break)."""
    m = finished("habitat", 2)
    sheet = m.game.scores(m.state)
    for p in range(2):
        assert facts_of(m, p)["chain_cards"] == sheet.tiebreak[p][0]
    quiet = next(f for f in feats_of(GAMES["habitat"]) if f.id == "quiet_win")
    assert quiet.earned({"won": 1, "chain_cards": 10}) and not quiet.earned({"won": 1, "chain_cards": 11})
