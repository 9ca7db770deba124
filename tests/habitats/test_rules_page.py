"""The rules page's tables say what the data holds: the tile mix, the animals, the goal values
and the figure starts (the content is tuned for balance, the page must follow it)."""
from __future__ import annotations

import pytest

from engine.habitats.data import LANDSCAPES
from engine.registry import GAMES

from .helpers import DATA

FACING = {"en": {"N": "up", "E": "right", "S": "down", "W": "left"},
          "fr": {"N": "haut", "E": "droite", "S": "bas", "W": "gauche"}}


def tables(lang, title):
    """The rows of every table in the section called `title`."""
    body = dict(GAMES["habitats"].rules(lang))[title]
    return [[c.strip() for c in line.strip().strip("|").split("|")]
            for line in body.splitlines() if line.strip().startswith("|") and "---" not in line]


def copies(kind: str) -> int:
    return sum(t.copies for t in DATA.kinds if t.kind == kind)


@pytest.mark.parametrize("lang, title", [("en", "Components"), ("fr", "Matériel")])
def test_the_tile_mix_table_counts_what_the_box_holds(lang, title):
    rows = {r[0].split()[0].rstrip(":"): r for r in tables(lang, title) if len(r) == 3}
    words = {"en": ("Animals", "Insects", "Flowers", "Tourists", "Extra", "Watchtowers"),
             "fr": ("Animaux", "Insectes", "Fleurs", "Touristes", "Routes", "Tours")}[lang]
    for word, kind in zip(words, ("animal", "insect", "flower", "tourist", "road", "watchtower")):
        assert int(rows[word][1]) == copies(kind), kind
        if kind != "watchtower":
            assert int(rows[word][2].split()[0].rstrip(":")) * len(LANDSCAPES) == copies(kind), kind


@pytest.mark.parametrize("lang, title", [("en", "The animals"), ("fr", "Les animaux")])
def test_the_animal_table_is_the_data(lang, title):
    rows = [r for r in tables(lang, title)[1:]]
    animals = [t for t in DATA.kinds if t.kind == "animal"]
    assert len(rows) == len(animals)
    for row, t in zip(rows, animals):
        assert row[0] == t.name.get(lang)
        assert int(row[2]) == t.copies, t.id
        demand = {}
        for part in row[3].split(" + "):
            n, land = part.split(" ", 1)
            demand[land] = int(n)
        names = {x.name.get(lang).lower(): x.id for x in DATA.game.landscapes}
        assert {names[k]: v for k, v in demand.items()} == dict(t.demand), t.id
        assert int(row[4]) == t.points, t.id


@pytest.mark.parametrize("lang, title", [("en", "Years and goals"), ("fr", "Années et objectifs")])
def test_the_goal_value_table_is_the_data(lang, title):
    rows = [r for r in tables(lang, title) if len(r) == 4 and r[0].isdigit()]
    assert [int(r[0]) for r in rows] == [2, 3, 4, 5]
    for r in rows:
        got = tuple(tuple(int(x) for x in cell.split(" / ")) for cell in r[1:])
        assert got == DATA.years[int(r[0])].goal_values


@pytest.mark.parametrize("lang, title", [("en", "Setting up"), ("fr", "Mise en place")])
def test_the_figure_starts_are_the_data(lang, title):
    rows = [r for r in tables(lang, title) if r[0].isdigit()]
    assert [int(r[0]) for r in rows] == [2, 3, 4, 5]
    for r in rows:
        m = DATA.markets[int(r[0])]
        spots = [s.strip() for s in r[3].split(";")]
        assert len(spots) == len(m.figures)
        for spot, f in zip(spots, m.figures):
            nums = [int(w) for w in spot.replace(".", " ").split() if w.isdigit()]
            assert nums == [f.row + 1, f.col + 1], spot
            assert spot.split()[-1] == FACING[lang][f.facing], spot
