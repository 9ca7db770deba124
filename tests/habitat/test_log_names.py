"""Log lines name the other players by their names when the match knows them."""
from __future__ import annotations

import random

from engine.core.match import Match, Seat
from engine.registry import GAMES

G = GAMES["habitat"]
TARGETED = ("territory", "disease", "wildfire", "population_boom")


def targeted_steps(names, games=30):
    out = []
    for seed in range(games):
        m = Match.new(G, G.default_options(3), seed, [Seat("human", name=n) for n in names])
        rng = random.Random(seed)
        while not m.is_over() and len(m.steps) < 400:
            m.play(rng.choice(G.legal_actions(m.state)))
        out += [st for st in m.steps if st.action[0] in TARGETED]
    return out


def test_another_player_is_named_when_the_seats_have_names():
    steps = targeted_steps(["Ann", "Bob", "Cleo"])
    assert steps, "random games play attacks and events on others"
    others = [st for st in steps if "own chains" not in st.text["en"]]
    assert others
    for st in others:
        assert any(n in st.text["en"] for n in ("Ann", "Bob", "Cleo")), st.text["en"]
        assert "player on their" not in st.text["en"] and "Player " not in st.text["en"]
        assert "joueur à sa" not in st.text["fr"]


def test_unnamed_seats_are_told_by_where_they_sit():
    steps = [st for st in targeted_steps(["", "", ""], games=15) if "own chains" not in st.text["en"]]
    assert steps and all("Player " not in st.text["en"] for st in steps)
    assert any("player" in st.text["en"] for st in steps)
