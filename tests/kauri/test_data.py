"""Kauri's data: component counts, the map's geometry against its neighbour table, and
broken copies of the data refused with a DataError naming the file and the key path."""
from __future__ import annotations

import math
import os
import shutil

import pytest

from engine.core.data import gamedata_dir
from engine.core.errors import DataError
from engine.kauri.data import FACTIONS, load

DATA = load()
SRC = os.path.join(gamedata_dir(), "kauri")


# ---- counts the seed fixes ----------------------------------------------------------------
def test_component_counts_match_the_rulebook():
    c = DATA.game.components
    assert (c.kauri, c.kiwi, c.possum, c.whare, c.road, c.flood, c.reserve, c.poison, c.epidemic,
            c.settler_pawns, c.maori_pawns) == (30, 28, 30, 8, 8, 2, 3, 2, 1, 2, 1)
    assert len(DATA.cards) == 36
    for f in range(4):
        cards = [DATA.cards[c] for c in DATA.faction_cards[f]]
        assert len(cards) == 9
        assert sum(1 for c in cards if c.actions[0].kind == "claim") == 1
        assert all(1 <= c.initiative <= 4 for c in cards)
    assert len(DATA.legacies) == 17
    assert [len(DATA.faction_legacies[f]) for f in range(4)] == [5, 4, 4, 4]


def test_seed_names_exist():
    names = {c.name.fr for c in DATA.cards.values()}
    for n in ("Marche forcée", "Migration de masse et Fourragement", "Magnétisme", "Répugnance",
              "Intendance", "Banlieue"):
        assert n in names
    leg = {x.name.fr for x in DATA.legacies.values()}
    for n in ("Éruption volcanique", "Malédiction Huia", "Traité de Waitangi", "Activisme politique"):
        assert n in leg
    migration = DATA.cards["possum_migration"]
    assert migration.join == "and" and [a.kind for a in migration.actions] == ["move", "forage"]
    assert DATA.cards["maori_suburb"].actions[0].needs == "treaty"


def test_the_deck_has_and_and_or_cards():
    joins = {c.join for c in DATA.cards.values()}
    assert {"single", "and", "or"} <= joins


# ---- the map ------------------------------------------------------------------------------
def test_map_has_25_land_regions_3_cities_and_a_volcano_ring():
    assert len(DATA.map.regions) == 25
    assert sorted(DATA.names[c].key for c in DATA.cities) == ["auckland", "gisborne", "wellington"]
    assert DATA.ring == (10, 12, 13, 14, 15)
    assert len(DATA.borders) == 48
    for c in DATA.cities:
        assert len(DATA.adj[c]) >= 3


def _segments(outline):
    pts = list(outline)
    return [(pts[i], pts[(i + 1) % len(pts)]) for i in range(len(pts))]


def _shared_length(a, b, tol=1.5):
    """Total length of the outline segments of a that lie on segments of b."""
    total = 0.0
    for p, q in _segments(a):
        for u, v in _segments(b):
            if (math.dist(p, u) < tol and math.dist(q, v) < tol) or \
               (math.dist(p, v) < tol and math.dist(q, u) < tol):
                total += math.dist(p, q)
    return total


def _outline(r):
    return DATA.map.volcano.outline if r == 0 else DATA.names[r].outline


def test_neighbours_share_a_border_segment_and_others_do_not():
    for a in range(0, 26):
        for b in range(a + 1, 26):
            shared = _shared_length(_outline(a), _outline(b))
            if b in DATA.adj[a]:
                assert shared > 10, f"regions {a} and {b} are neighbours but share no border"
            else:
                assert shared == 0, f"regions {a} and {b} share a border but are not neighbours"


def _inside(pt, poly):
    x, y = pt
    inside = False
    for (x1, y1), (x2, y2) in _segments(poly):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def test_labels_lie_inside_their_regions():
    for r in DATA.map.regions:
        assert _inside(r.label, r.outline), r.key
    assert _inside(DATA.map.volcano.label, DATA.map.volcano.outline)


def test_the_volcano_is_small():
    def area(poly):
        return abs(sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in _segments(poly))) / 2
    land = [area(r.outline) for r in DATA.map.regions]
    assert area(DATA.map.volcano.outline) < min(land)


# ---- broken copies --------------------------------------------------------------------------
def broken(tmp_path, file, old, new):
    folder = tmp_path / "kauri"
    shutil.copytree(SRC, folder)
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {file}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return str(folder)


@pytest.mark.parametrize("file, old, new, where", [
    ("game.yaml", "  kiwi: 28", "  kiwi: 27", "game.yaml: components.kiwi"),
    ("game.yaml", "  whare: 8", "  whare: 7", "game.yaml: components.whare"),
    ("game.yaml", "  ranger_from: 7      # spaces", "  ranger_from: seven  # spaces",
     "game.yaml: conscience.ranger_from"),
    ("game.yaml", "  settler_takes: 1 ", "  settler_takes: 5 ", "game.yaml: two_players.settler_takes"),
    ("game.yaml", "  possum_uncounted: 4", "  possum_uncounted: 40", "game.yaml: three_players.possum_uncounted"),
    ("game.yaml", "  per_period: 2", "  per_period: 2\n  speed: 3", "game.yaml: conscience.speed"),
    ("game.yaml", "    legacy_tokens: 5", "    legacy_tokens: 4", "game.yaml: factions[0].legacy_tokens"),
    ("game.yaml", "priority: [maori, possum, settler, kiwi]", "priority: [maori, possum, possum, kiwi]",
     "game.yaml: priority"),
    ("map.yaml", "neighbours: [2, 3]", "neighbours: [2, 3, 40]", "map.yaml: regions[0].neighbours[2]"),
    ("map.yaml", "neighbours: [2, 3]", "neighbours: [2, 3, 7]", "map.yaml: regions[0].neighbours[2]"),
    ("map.yaml", "    city: true", "    city: false", "map.yaml: regions"),
    ("map.yaml", "    key: te_hiku\n", "", "map.yaml: regions[0].key"),
    ("map.yaml", "  ring: [10, 12, 13, 14, 15]", "  ring: [10, 12, 13, 14, 99]", "map.yaml: volcano.ring[4]"),
    ("cards.yaml", "    initiative: 1\n", "    initiative: 5\n", "cards.yaml: cards[1].initiative"),
    ("cards.yaml", "{kind: move, amount: 3}", "{kind: teleport, amount: 3}", "cards.yaml: cards[1].actions[0].kind"),
    ("cards.yaml", "{kind: reserve, amount: 1}", "{kind: fell, amount: 1}", "cards.yaml: cards[4].actions[0].kind"),
    ("cards.yaml", "    faction: kiwi\n    name: {en: \"Exodus\"", "    faction: possum\n    name: {en: \"Exodus\"",
     "cards.yaml: cards"),
    ("cards.yaml", "needs: ranger}", "needs: sometimes}", "cards.yaml: cards[8].actions[0].needs"),
    ("cards.yaml", "    join: single\n    actions: [{kind: move, amount: 3}]",
     "    join: and\n    actions: [{kind: move, amount: 3}]", "cards.yaml: cards[1].actions"),
    ("legacies.yaml", "  - key: eruption", "  - key: lava", "legacies.yaml: legacies[0].key"),
    ("legacies.yaml", "    faction: kiwi\n    name: {en: \"Huia curse\"",
     "    faction: possum\n    name: {en: \"Huia curse\"",
     "legacies.yaml: legacies[1].faction"),
    ("legacies.yaml", "    type: ephemeral", "    type: sometimes", "legacies.yaml: legacies[0].type"),
    ("actions.yaml", "  claim:", "  claimed:", "actions.yaml: actions.claimed"),
])
def test_a_broken_copy_names_file_and_key(tmp_path, file, old, new, where):
    folder = broken(tmp_path, file, old, new)
    with pytest.raises(DataError) as err:
        load(folder)
    assert str(err.value).startswith(where), str(err.value)


def test_missing_file_and_bad_yaml(tmp_path):
    folder = broken(tmp_path, "cards.yaml", "\ncards:\n", "\ncards: [\n")
    with pytest.raises(DataError, match="cards.yaml: line"):
        load(folder)
    os.remove(os.path.join(folder, "legacies.yaml"))
    os.remove(os.path.join(folder, "cards.yaml"))
    with pytest.raises(DataError, match="cards.yaml: file not found"):
        load(folder)


def test_the_game_runs_on_a_given_data_folder(tmp_path):
    from engine.kauri import KauriGame
    folder = broken(tmp_path, "game.yaml", "  maori_whare: ", "  maori_whare: 9\n  unused_whare: ")
    with pytest.raises(DataError, match="scoring.unused_whare"):
        KauriGame(load(folder))
    good = broken(tmp_path / "b", "game.yaml", "  maori_kiwi: ", "  maori_kiwi: 7 #")
    g = KauriGame(load(good))
    assert g.data.game.scoring.maori_kiwi == 7
    assert FACTIONS == ("kiwi", "possum", "settler", "maori")


# ---- the rules page -----------------------------------------------------------------------------
def test_rules_page_lists_every_card_and_legacy_in_both_languages():
    from engine.kauri import KauriGame
    g = KauriGame()
    for lang in ("en", "fr"):
        sections = g.rules(lang)
        assert len(sections) >= 12 and all(t and b for t, b in sections)
        text = "\n".join(b for _, b in sections)
        for c in DATA.cards.values():
            assert f"|{c.name.get(lang)}|{c.initiative}|" in text, c.id
        for x in DATA.legacies.values():
            assert f"|{x.name.get(lang)}|" in text, x.key
        sc = DATA.game.scoring
        assert f"{sc.settler_kauri} " in text and f"{sc.maori_whare} " in text


def test_rules_page_map_table_matches_the_map():
    from engine.kauri import KauriGame
    body = dict(KauriGame().rules("en"))["The map"]
    for r in DATA.map.regions:
        nb = ", ".join(str(n) for n in r.neighbours) + (", V" if r.id in DATA.ring else "")
        assert f"|{r.id}|" in body and body.split(f"\n|{r.id}|")[1].split("\n")[0].endswith(nb)


def test_card_texts_read_right_with_their_amounts():
    # "up to 1 possums" reads wrong: an action of amount 1 needs a text without "up to"
    for c in DATA.cards.values():
        for x in c.actions:
            for lang in ("en", "fr"):
                t = DATA.action_texts[x.kind].get(lang).format(n=x.amount)
                assert "up to 1 " not in t and "jusqu'à 1 " not in t, (c.id, t)


def test_mana_text_states_its_values():
    mana = DATA.legacies["mana"]
    assert f"{mana.amount} VP" in mana.text.en and f"{DATA.game.scoring.maori_whare}." in mana.text.en
    assert f"{mana.amount} PV" in mana.text.fr and f"{DATA.game.scoring.maori_whare} " in mana.text.fr


def test_rules_page_states_the_two_player_values():
    from engine.kauri import KauriGame
    tp = DATA.game.two_players
    en = dict(KauriGame().rules("en"))["Two players"]
    fr = dict(KauriGame().rules("fr"))["Deux joueurs"]
    assert f"{tp.kiwi_on_map} VP per kiwi and {tp.possum_on_map} VP per possum" in en
    assert f"{tp.kiwi_on_map} PV par kiwi et {tp.possum_on_map} PV par possum" in fr
    assert f"from space {tp.ranger_from}." in en and f"case {tp.ranger_from}." in fr


def test_rules_page_states_the_three_player_handicap():
    from engine.kauri import KauriGame
    k = DATA.game.three_players.possum_uncounted
    en = dict(KauriGame().rules("en"))["Scoring"]
    fr = dict(KauriGame().rules("fr"))["Décompte"]
    assert f"the Possum's first {k} possums on the map score nothing" in en
    assert f"les {k} premiers possums du Possum sur la carte ne comptent pas" in fr
