"""The deck: counts, the seed's fixed facts, design constraints, and strict loading."""
import os
import shutil

import pytest
import yaml

from engine.core import DataError
from engine.habitat.data import EVENT_IDS, load
from tests.habitat.helpers import DECK

SRC = os.path.join(os.path.dirname(__file__), "..", "..", "gamedata", "habitat")


def spec(i):
    return next(s for s in DECK.species_types if s.id == i)


def test_123_cards_10_events_113_rank_cards():
    assert DECK.n == 123
    assert sorted(e.id for e in DECK.event_types) == sorted(EVENT_IDS)
    assert sum(1 for c in DECK.cards if c.kind != 2) == 113
    assert len(DECK.resource_types) == 8
    assert len(set(DECK.uid)) == 123
    assert all(u.rsplit("-", 1)[1].isdigit() for u in DECK.uid)


def test_one_true_scavenger_and_every_class_environment_and_scavenger_kind():
    assert [s.id for s in DECK.species_types if s.diet == "scavenger"] == ["vulture"]
    assert {s.diet for s in DECK.species_types} == {"herbivore", "carnivore", "omnivore", "scavenger"}
    assert {e for s in DECK.species_types for e in s.environments} == {"terrestrial", "aquatic", "flying"}
    assert {s.scavenger for s in DECK.species_types} == {"none", "aquatic", "terrestrial"}
    flying_predators = [s for s in DECK.species_types if s.diet in ("carnivore", "omnivore")
                        and "flying" in s.environments]
    assert len(flying_predators) >= 2


def test_every_rank_has_several_cards_and_every_species_two_foods():
    for r in range(2, 9):
        assert sum(s.copies for s in DECK.species_types if s.rank == r) >= 2
    for s in DECK.species_types:
        if s.diet != "scavenger":
            assert len(s.foods) + len(DECK.prey_types(s)) >= 2, s.id


def test_seed_facts():
    bear, cougar, wolves = spec("black_bear"), spec("cougar"), spec("wolves")
    assert (bear.rank, bear.diet, bear.scavenger) == (8, "omnivore", "terrestrial")
    assert "terrestrial" in bear.environments and "plants" in bear.foods
    assert {"mouse", "moose", "deer"} <= set(DECK.prey_types(bear))
    assert (cougar.rank, cougar.diet) == (8, "carnivore") and "deer" in DECK.prey_types(cougar)
    assert "wolves" not in DECK.prey_types(cougar)
    assert (wolves.rank, wolves.diet) == (7, "carnivore") and "deer" in DECK.prey_types(wolves)
    coyote = spec("coyote")
    assert (coyote.rank, coyote.scavenger) == (6, "terrestrial")
    deer = spec("deer")
    assert (deer.rank, deer.diet) == (5, "herbivore") and "fruit_berries" in deer.foods
    assert spec("mink").rank == 4 and "mouse" in DECK.prey_types(spec("mink"))
    mouse = spec("mouse")
    assert mouse.rank == 2 and "invertebrates" in mouse.foods
    moose = spec("moose")
    assert moose.diet == "herbivore" and "plants" in moose.foods and 2 <= moose.rank <= 7
    assert spec("vulture").diet == "scavenger"


def test_each_resource_feeds_three_species_at_two_ranks():
    for r in DECK.resource_types:
        eaters = [s for s in DECK.species_types if r.id in s.foods]
        assert len(eaters) >= 3 and len({s.rank for s in eaters}) >= 2, r.id


def test_every_rank_is_reachable_from_several_resources():
    """From each resource type, which species ranks can be fed through a chain?"""
    species = [s for s in DECK.species_types if s.diet != "scavenger"]
    for rank in range(2, 9):
        roots = set()
        for r in DECK.resource_types:
            fed = {s.id for s in species if r.id in s.foods}
            grew = True
            while grew:
                grew = False
                for s in species:
                    if s.id not in fed and any(p in fed for p in DECK.prey_types(s)):
                        fed.add(s.id)
                        grew = True
            if any(spec(i).rank == rank for i in fed):
                roots.add(r.id)
        assert len(roots) >= 2, (rank, roots)


# ---- strict loading: a broken copy names the file and the key path ---------------------------
def broken(tmp_path, edit):
    d = tmp_path / "habitat"
    shutil.copytree(SRC, d)
    doc = yaml.safe_load(open(d / "cards.yaml", encoding="utf-8"))
    edit(doc)
    yaml.safe_dump(doc, open(d / "cards.yaml", "w", encoding="utf-8"), allow_unicode=True)
    with pytest.raises(DataError) as err:
        load(str(d))
    return str(err.value)


def test_good_copy_loads(tmp_path):
    d = tmp_path / "habitat"
    shutil.copytree(SRC, d)
    assert load(str(d)).n == 123


@pytest.mark.parametrize("edit, where", [
    (lambda d: d["species"][0].update(size=3), "cards.yaml: species[0].size: unknown key"),
    (lambda d: d["species"][1].pop("rank"), "cards.yaml: species[1].rank: missing key"),
    (lambda d: d["species"][2].update(rank="two"), "cards.yaml: species[2].rank: expected a whole number"),
    (lambda d: d["species"][0].update(foods=["pebbles"]), "cards.yaml: species[0].foods[0]: unknown resource type"),
    (lambda d: d["species"][0].update(environments=["underground"]), "cards.yaml: species[0].environments[0]"),
    (lambda d: d["species"][0].update(copies=d["species"][0]["copies"] + 1), "expected 113 resource and species cards"),
    (lambda d: d["species"][4].update(diet="scavenger", foods=[], scavenger="terrestrial"),
     "exactly one true scavenger"),
    (lambda d: d["events"].pop(), "cards.yaml: events: missing event"),
    (lambda d: d["resources"].pop(), "cards.yaml: resources: expected 8 resource types"),
    (lambda d: d["species"][8].update(diet="herbivore"), "cards.yaml: species[8].foods: a herbivore must list"),
    (lambda d: d["species"][1].update(id="mouse"), "cards.yaml: species[1]: duplicate id"),
])
def test_broken_copy_is_refused(tmp_path, edit, where):
    assert where in broken(tmp_path, edit)


def test_missing_file_is_refused(tmp_path):
    with pytest.raises(DataError, match="cards.yaml"):
        load(str(tmp_path))


# ---- the rules page shows the deck as it is ----------------------------------------------------------
def test_rules_page_counts_match_the_deck():
    import re

    from engine.core.rulesdoc import load_rules
    sections = dict(load_rules("habitat", "en"))
    table = sections["The species"]
    for s in DECK.species_types:
        m = re.search(re.escape(s.name.get("en")) + r" x(\d+)", table)
        assert m and int(m.group(1)) == s.copies, s.id
    res = sum(r.copies for r in DECK.resource_types)
    cards = sections["The cards"]
    assert f"{res} Resources (rank 1), {113 - res} species" in cards
    per_type = {r.copies for r in DECK.resource_types}
    assert len(per_type) == 1 and f"{per_type.pop()} of each" in cards
