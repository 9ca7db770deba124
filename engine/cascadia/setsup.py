"""Cascadia's facts: a salmon run grown, a habitat's largest corridor grown, a Nature token earned."""
from __future__ import annotations

from .data import ANIMALS, HABITATS
from .habitats import largest
from .hexgrid import STEP
from .scoring import labels
from .wildlife import groups

SALMON = ANIMALS.index("salmon")
CORRIDOR = 3     # a corridor is worth naming from this size (two tiles side by side are no news)


def is_run(group) -> bool:
    """A salmon run: every salmon touches at most two others of the group (rules: runs)."""
    cells = set(group)
    return all(sum(c + s in cells for s in STEP) <= 2 for c in group)


def facts(game, before, after, p):
    names = labels(game.data)
    out = []
    for c, a in after.wild[p].items():
        if a != SALMON or before.wild[p].get(c) == a:
            continue
        group = next(g for g in groups([x for x, b in after.wild[p].items() if b == a]) if c in g)
        if len(group) >= 2 and is_run(group):
            out.append(("cascadia_run", {"animal": names["salmon"], "n": len(group)}))
    was, now = largest(before.env[p], game.data.edges), largest(after.env[p], game.data.edges)
    for h, name in enumerate(HABITATS):
        if now[h] > was[h] and now[h] >= CORRIDOR:
            out.append(("cascadia_corridor", {"habitat": names[name], "n": now[h]}))
    if after.nature[p] > before.nature[p]:
        out.append(("cascadia_nature", {"n": after.nature[p] - before.nature[p]}))
    return out
