"""Why a move is good, in facts the UI words: the points it adds now by scoring category, whether
it takes the lead, what it sets up in the game's own terms (engine/<game>/setsup.py: a run grown, a
species fed, a goal met) and whether the AI's evaluation rates the position after it higher than
the points alone say (it sets something up that no named fact says).

Everything is computed on a determinization of the mover's observation (the hidden things
re-dealt), never on the true state: a reason cannot tell the player what they cannot see.
"""
from __future__ import annotations

import random
from dataclasses import dataclass



@dataclass(frozen=True)
class Reason:
    """What a move (or the steps of one hinted turn) gains for the mover."""
    gains: tuple = ()           # (category label {"en","fr"}, points) for each category that changes
    takes_lead: bool = False    # the mover was not ahead before and is alone ahead after
    sets_up: bool = False       # the AI's evaluation gains more than the points now explain
    facts: tuple = ()           # (key, values) named facts of the game (engine/<game>/setsup.py)

    @property
    def now(self) -> int:
        return sum(points for _, points in self.gains)

    @property
    def empty(self) -> bool:
        return not self.gains and not self.takes_lead and not self.sets_up and not self.facts


def lead(totals: list, player: int) -> int:
    others = [t for p, t in enumerate(totals) if p != player]
    return totals[player] - max(others) if others else totals[player]


def reason(game, state, player: int, actions, seed: int = 0) -> Reason | None:
    """The reason for `actions` (played in a row by `player` from `state`), computed from what
    `player` sees of `state` only. None when the game cannot score or evaluate the position."""
    obs = game.observe(state, player)
    try:
        before = game.determinize(obs, player, random.Random(seed))
        after = game.clone(before)
        for a in actions:
            game.apply(after, a)
        sheet0, sheet1 = game.scores(before), game.scores(after)
        ev0, ev1 = game.evaluate(before, player), game.evaluate(after, player)
    except Exception:  # noqa: BLE001 - a reason is a bonus: no reason rather than no hint
        return None
    try:
        found = game.move_facts(before, after, player)
    except Exception:  # noqa: BLE001 - nor lose the points for want of a named fact
        found = ()
    row0, row1 = sheet0.table[player], sheet1.table[player]
    gains = tuple((sheet1.labels.get(c) or sheet0.labels.get(c) or {"en": c, "fr": c},
                   row1.get(c, 0) - row0.get(c, 0))
                  for c in sheet1.categories if row1.get(c, 0) != row0.get(c, 0))
    t0, t1 = sheet0.totals, sheet1.totals
    alone_ahead = len(t1) > 1 and lead(t1, player) > 0
    takes_lead = alone_ahead and lead(t0, player) <= 0
    lead_gain = lead(t1, player) - lead(t0, player)
    return Reason(gains, takes_lead, ev1 - ev0 > max(0, lead_gain) + 0.5, found)
