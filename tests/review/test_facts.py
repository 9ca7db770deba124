"""What a hinted move sets up, named in each game's own terms (engine/<game>/setsup.py, Game.move_facts): found on
real positions of every game, checked against the game's own figures, and worded in both
languages with the printed names (no id, no placeholder left)."""
from __future__ import annotations

import functools
import random
import re

import pytest

from engine.habitats.goals import goal_points
from engine.registry import GAMES
from engine.review.reasons import reason
from ui.reasons import reason_text

# game -> the facts a short random game must show
EXPECTED = {"cascadia": {"cascadia_corridor", "cascadia_nature"},
            "habitat": {"habitat_fed", "habitat_starving"},
            "habitats": {"habitats_goal_first", "habitats_goal_shared"},
            "kauri": {"kauri_kiwi_more", "kauri_possum_more"},
            "earth": {"earth_fauna_met", "earth_fauna_taken"}}


SEED = {"habitat": 1, "habitats": 1}     # a random game where those facts all come up


@functools.lru_cache(maxsize=None)
def found(name: str, steps: int = 300, tries: int = 12) -> dict:
    """key -> [(state before, mover, action, state after, values)] along a seeded random game."""
    seed = SEED.get(name, 4)
    game, rng = GAMES[name], random.Random(seed)
    s = game.setup(game.default_options(2), seed)
    out: dict = {}
    for _ in range(steps):
        p = game.to_move(s)
        if p is None:
            break
        for a in game.legal_actions(s)[:tries]:
            after = game.clone(s)
            game.apply(after, a)
            for key, values in game.move_facts(s, after, p):
                if len(out.setdefault(key, [])) < 6:
                    out[key].append((game.clone(s), p, a, after, values))
        game.apply(s, game.rollout_action(s, rng))
    return out


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_every_game_names_what_its_moves_set_up(name):
    assert EXPECTED[name] <= set(found(name)), sorted(found(name))


def test_cascadia_facts_agree_with_its_scoring():
    g = GAMES["cascadia"]
    for before, p, _, after, v in found("cascadia")["cascadia_corridor"]:
        h = next(k for k, label in g.scores(after).labels.items() if label == v["habitat"])
        assert g.scores(after).table[p][h] == v["n"] > g.scores(before).table[p][h]
    for before, p, _, after, v in found("cascadia")["cascadia_nature"]:
        assert after.nature[p] - before.nature[p] == v["n"] >= 1


def test_kauri_and_earth_facts_agree_with_their_boards():
    for key, animal in (("kauri_kiwi_more", "kiwi"), ("kauri_possum_more", "possum")):
        for before, p, _, after, v in found("kauri")[key]:
            counts = [(b, a) for b, a in zip(getattr(before, animal), getattr(after, animal)) if a > b]
            assert v["n"] in [a for _, a in counts]
    for before, p, _, after, v in found("earth")["earth_fauna_taken"]:
        assert sum(p in leaves for leaves in after.leaves) > sum(p in leaves for leaves in before.leaves)


def test_habitat_and_habitats_facts_agree_with_their_scoring():
    g = GAMES["habitat"]
    for key, sign in (("habitat_fed", 1), ("habitat_starving", -1)):
        for before, p, _, after, v in found("habitat")[key]:
            row0, row1 = g.scores(before).table[p], g.scores(after).table[p]
            assert any(sign * (row1[c] - row0[c]) > 0 for c in row1), (key, row0, row1)   # fed ranks move
    h = GAMES["habitats"]
    for before, p, _, after, v in found("habitats")["habitats_goal_first"]:
        year = h.year_of(before)
        goal = before.goals[year]
        assert v["goal"]["en"] == h.data.goals[goal].name.en
        points = goal_points(h.data, goal, after.parks, year)      # were the year to end now
        assert points[p] > max(x for q, x in enumerate(points) if q != p)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_hints_reason_says_the_facts_in_both_languages(name):
    game = GAMES[name]
    for key in sorted(EXPECTED[name]):
        before, p, action, _, values = found(name)[key][0]
        why = reason(game, before, p, [action], seed=1)
        assert (key, values) in why.facts
        for lang in ("en", "fr"):
            text = reason_text(why, lang)
            assert "{" not in text and "hint." not in text, text
            for v in values.values():
                assert (str(v) if isinstance(v, int) else v[lang]) in text, (lang, text)
            assert not re.search(r"\b(player|joueur) ?\d", text, re.I), text
