"""The content files: counts of rules sect. 7 and strict refusal of broken copies."""
import os
import shutil

import pytest

from engine.core import DataError
from engine.core.data import gamedata_dir
from engine.cascadia.data import ANIMALS, HABITATS, load
from engine.cascadia.hexgrid import DIRS
from tests.cascadia.helpers import DATA

SRC = os.path.join(gamedata_dir(), "cascadia")


def test_manifest_invariants():
    tiles = DATA.tiles[:85]
    assert len(tiles) == 85
    keystones = [t for t in tiles if len(set(t.edges)) == 1]
    assert len(keystones) == 25
    for h in HABITATS:
        assert sum(t.edges[0] == h for t in keystones) == 5
    for a in ANIMALS:
        assert sum(a in t.wildlife for t in tiles) == 32
    duals = [t for t in tiles if len(set(t.edges)) == 2]
    assert sum(len(t.wildlife) == 2 for t in duals) == 45
    assert sum(len(t.wildlife) == 3 for t in duals) == 15
    pairs = {}
    for t in duals:
        pairs[frozenset(t.edges)] = pairs.get(frozenset(t.edges), 0) + 1
    assert len(pairs) == 10 and set(pairs.values()) == {6}


def test_components_and_cards():
    c = DATA.components
    assert sum(w.tokens for w in c.wildlife) == 100 and c.nature_tokens == 25
    letters = {(x.animal, x.letter) for x in DATA.cards.values()}
    assert len(letters) == 22
    assert all((a, letter) in letters for a in ANIMALS for letter in "ABCD")
    assert all(x.name.en and x.name.fr and x.text.en and x.text.fr for x in DATA.cards.values())


STARTERS = {  # rules sect. 7.3: keystone, dual A (faces K, faces B), dual B (faces K, faces A)
    "S1": ("mountain", ("forest", "wetland"), ("river", "prairie")),
    "S2": ("wetland", ("river", "forest"), ("prairie", "mountain")),
    "S3": ("prairie", ("wetland", "river"), ("forest", "mountain")),
    "S4": ("forest", ("mountain", "river"), ("wetland", "prairie")),
    "S5": ("river", ("prairie", "forest"), ("mountain", "wetland")),
}


@pytest.mark.parametrize("sid", sorted(STARTERS))
def test_starter_orientation_matches_the_manifest(sid):
    k, a, b = STARTERS[sid]
    rec = next(s for s in load_files()["starters"] if s.id == sid)
    hk, ha, hb = rec.hexes

    def facing(h, other):
        d = DIRS.index((other.q - h.q, other.r - h.r))
        return h.edges[d]
    assert set(hk.edges) == {k}
    assert (facing(ha, hk), facing(ha, hb)) == a
    assert (facing(hb, hk), facing(hb, ha)) == b


def load_files():
    from engine.core.data import load_yaml
    from engine.cascadia.data import StartersFile
    return {"starters": load_yaml(os.path.join(SRC, "starters.yaml"), StartersFile).starters}


# ---- broken copies ----------------------------------------------------------------------------------
def broken(tmp_path, file, old, new, count=1):
    dst = tmp_path / "cascadia"
    shutil.copytree(SRC, dst)
    path = dst / file
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, count), encoding="utf-8")
    return str(dst)


@pytest.mark.parametrize("file,old,new,where,problem", [
    ("tiles.yaml", "{id: K01, edges", "{id: K01, colour: red, edges", "tiles[0].colour", "unknown key"),
    ("tiles.yaml", ", wildlife: [bear]}", "}", "tiles[0].wildlife", "missing key"),
    ("tiles.yaml", "{id: K02, edges: [mountain,", "{id: K02, edges: [volcano,", "tiles[1].edges[0]",
     "unknown habitat"),
    ("tiles.yaml", "wildlife: [bear, hawk]}", "wildlife: [bear, owl]}", "wildlife[1]", "unknown animal"),
    ("tiles.yaml", "{id: K03,", "{id: K02,", "tiles[2]", "duplicate id"),
    ("tiles.yaml", "wildlife: [elk]}", "wildlife: [elk, hawk]}", "tiles[1].wildlife", "exactly 1"),
    ("tiles.yaml", "edges: [mountain, mountain, mountain, forest, forest, forest], wildlife: [bear, hawk]",
     "edges: [mountain, forest, mountain, forest, forest, mountain], wildlife: [bear, hawk]",
     "tiles[25].edges", "first habitat on edges 0-2"),
    ("tiles.yaml", "  - {id: D60", "  # - {id: D60", "tiles", "expected 85 habitat tiles"),
    ("tiles.yaml", "wildlife: [bear, salmon, hawk]}\n", "wildlife: [bear, salmon, fox]}\n", "tiles",
     "32 tiles showing"),
    ("starters.yaml", "{id: S1B, q: 0, r: 1", "{id: S1B, q: 3, r: 1", "starters[0].hexes[2]",
     "does not touch"),
    ("starters.yaml", "{id: S2K, q: 0, r: 0, edges: [wetland, wetland, wetland, wetland, wetland, wetland]",
     "{id: S2K, q: 0, r: 0, edges: [wetland, wetland, wetland, river, river, river]",
     "starters[1].hexes[0].wildlife", "a dual tile shows 2 or 3 wildlife symbols"),
    ("starters.yaml", "{id: S3A,", "{id: K01,", "starters[2].hexes[1].id", "duplicate id"),
    ("components.yaml", "tokens: 20}\n  - {id: elk", "tokens: 21}\n  - {id: elk", "wildlife",
     "expected 100 wildlife tokens"),
    ("components.yaml", "nature_tokens: 25", "nature_tokens: twenty", "nature_tokens",
     "expected a whole number"),
    ("components.yaml", "{players: 3, tiles: 63}", "{players: 3, tiles: 62}", "tiles_in_play[2].tiles",
     "do not give 20 turns"),
    ("components.yaml", "largest_tied: 1}", "largest_tied: 1, third: 0}",
     "majority.two_players.third", "unknown key"),
    ("cards.yaml", "rule: bear_pairs", "rule: bear_triples", "cards[0].rule", "expected one of"),
    ("cards.yaml", "rule: elk_shapes\n    points: [0, 2, 5, 9, 13]", "rule: elk_shapes\n    points: [0, 2, 5]",
     "cards[5].points", "at least 5"),
    ("cards.yaml", "params: {per_pair: 3}", "params: {per_pair: 3, range: 2}", "cards[14].params.range",
     "unknown parameter"),
    ("cards.yaml", "params: {min_run: 3, per_salmon: 1, per_neighbour: 1}", "params: {min_run: 3, per_salmon: 1}",
     "cards[11].params.per_neighbour", "missing key"),
    ("cards.yaml", "animal: fox\n    letter: D\n    rule: fox_duo", "animal: fox\n    letter: D\n    rule: elk_rings",
     "cards[19].rule", "scores elk"),
    ("cards.yaml", "  - id: intermediate\n", "  - id: intermediat\n", "cards[21]", "intermediate"),
    ("cards.yaml", "text:\n      en: \"Count your bear", "text:\n      de: \"Bären\"\n      en: \"Count your bear",
     "cards[0].text.de", "unknown key"),
])
def test_broken_copies_are_refused_with_file_and_path(tmp_path, file, old, new, where, problem):
    folder = broken(tmp_path, file, old, new)
    with pytest.raises(DataError) as err:
        load(folder)
    msg = str(err.value)
    assert msg.startswith(file), msg
    assert where in msg and problem in msg, msg


def test_missing_and_unreadable_files(tmp_path):
    folder = broken(tmp_path, "cards.yaml", "\ncards:\n", "\ncards: [\n")
    with pytest.raises(DataError, match="cards.yaml.*not valid YAML"):
        load(folder)
    os.remove(os.path.join(folder, "tiles.yaml"))
    with pytest.raises(DataError, match="tiles.yaml.*file not found"):
        load(folder)


def test_a_missing_card_is_named(tmp_path):
    src = (tmp_path / "x")
    shutil.copytree(SRC, src)
    text = (src / "cards.yaml").read_text(encoding="utf-8")
    start = text.index("  - id: hawk_c")
    end = text.index("  - id: hawk_d")
    (src / "cards.yaml").write_text(text[:start] + text[end:], encoding="utf-8")
    with pytest.raises(DataError, match="card hawk_c is missing"):
        load(str(src))


def test_the_real_data_loads_from_a_copy(tmp_path):
    dst = tmp_path / "copy"
    shutil.copytree(SRC, dst)
    assert len(load(str(dst)).tiles) == 100
