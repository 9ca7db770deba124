"""A review goes over the reviewed player's own moves: their secret choices are named there
(the log, which everyone at the screen reads, keeps them hidden)."""
from __future__ import annotations

import random

import pytest

from engine.core import tr
from engine.registry import GAMES

NAMES = ["Ann", "Bob", "Cleo", "Dan"]


@pytest.mark.parametrize("name,players,kind", [("kauri", 4, "pick"), ("habitat", 2, "setup_discard")])
def test_a_secret_choice_is_named_in_the_movers_words_only(name, players, kind):
    g = GAMES[name]
    s = g.setup(g.default_options(players), 3)
    rng = random.Random(1)
    seen = 0
    for _ in range(40):
        acts = g.legal_actions(s)
        for a in acts:
            if a[0] != kind:
                continue
            public, own = g.describe_with_names(s, a, "en", NAMES), g.describe_own(s, a, "en", NAMES)
            cards = [g.describe_own(s, a, lang, NAMES) for lang in ("en", "fr")]
            assert "(hidden)" not in own and own != public and cards[0] != cards[1]
            shown = a[1:] if name == "kauri" else a[1:2]
            for c in shown:
                if name == "kauri":
                    label = g.data.cards[c].name.get("en")
                else:
                    label = tr(g.deck.names[g.deck.type_id[g.deck.index[c]]], "en")
                assert label in own and label not in public, (own, public)
            seen += 1
        g.apply(s, rng.choice(acts))
    assert seen
