"""Cascadia AI: a turn planner with a pattern-aware evaluation, at three levels.

Value of an environment = its exact score now (wildlife cards, corridors with the solo or
majority bonus, nature tokens) + a potential: for each animal, what one more token would add
on each open slot (an empty tile showing that animal), best slots first, weighted by how
many turns are left. The potential is what sees partial groups (a lone bear next to a free
bear slot, a salmon run with a free slot at its end, a hawk slot far from other hawks...)
for every card, since it is measured with the card's own scoring.

The planner decomposes a turn: the tile's position and rotation change the corridors and add
new open slots; the token's spot changes the wildlife score and the other slots' gains. It
values every (take, position, rotation, token spot) of the turn with that decomposition and
plays the best one, one protocol step at a time (each step re-plans from the state, so the
bot keeps no memory between calls). Levels differ in what else they weigh: easy plays the
immediate score with noise; normal adds the potential and buys free choices with nature
tokens; hard also samples the redraws of the optional overpopulation wipe and, in solo,
looks one turn ahead: for its 3 best takes it plays the planned turn, samples 8 refills of
the display (the two pairs that slide are known) and keeps the take whose next turn is best
on average. In multiplayer, hard has no look-ahead (measured: about as strong as normal).
"""
from __future__ import annotations

from engine.ai.bots import Bot

from .habitats import corridors, largest, majority
from .hexgrid import STEP, coords
from .state import PLACE, TAKE, TOKEN
from .wildlife import score_card

_STEPS = frozenset(STEP)

# cards whose points also depend on the tokens of other animals
DEPENDENT = {"fox_types", "fox_pairs", "fox_most", "fox_duo", "salmon_neighbours", "hawk_pairing"}


class Weights:
    """Tuning of the evaluation (measured by self-play, see bench.py)."""
    def __init__(self, slots=(0.35, 0.2, 0.1), horizon=5, nature=0.4, corridor=0.0,
                 bonus_reach=0.5, pairs=False):
        self.slots = slots          # weight of the best, 2nd, 3rd open slot gain of each animal
        self.horizon = horizon      # turns left at which the potential counts in full
        self.nature = nature        # value of holding a nature token, beyond its end point
        self.corridor = corridor    # value of each tile in corridors other than the largest
        self.bonus_reach = bonus_reach  # share of the solo 7+ bonus counted when in reach
        self.pairs = pairs          # also value slots that pay only with a second token (gain2)


class Wild:
    """One environment's wildlife and its card scores; with_token() shares what it can."""
    __slots__ = ("cards", "dep", "wild", "cells", "scores", "total")

    def __init__(self, cards, dep, wild, cells, scores):
        self.cards, self.dep, self.wild, self.cells, self.scores = cards, dep, wild, cells, scores
        self.total = sum(scores)

    @classmethod
    def of(cls, cards, dep, wild):
        cells = [[], [], [], [], []]
        for c, a in wild.items():
            cells[a].append(c)
        return cls(cards, dep, wild, cells, [score_card(cards[a], cells[a], wild) for a in range(5)])

    def with_token(self, a, y) -> "Wild":
        wild = dict(self.wild)
        wild[y] = a
        cells = self.cells[:]
        cells[a] = cells[a] + [y]
        scores = self.scores[:]
        scores[a] = score_card(self.cards[a], cells[a], wild)
        for k in self.dep:
            if k != a:
                scores[k] = score_card(self.cards[k], cells[k], wild)
        return Wild(self.cards, self.dep, wild, cells, scores)

    def gain(self, a, y) -> int:
        return self.with_token(a, y).total - self.total

    def gain2(self, a, y, slots) -> float:
        """Gain of a token at y; where one token alone adds nothing (a lone bear for a pair
        card), half of what it adds with a second one on a neighbouring open slot."""
        one = self.with_token(a, y)
        g = one.total - self.total
        if g > 0:
            return g
        best = g
        for z in slots:
            if z != y and z - y in _STEPS:
                half = (one.with_token(a, z).total - self.total) / 2
                if half > best:
                    best = half
        return best


def top_value(gains, weights, extra=None) -> float:
    """Weighted sum of the best positive gains (plus one extra gain)."""
    best = sorted((g for g in gains if g > 0), reverse=True)
    if extra is not None and extra > 0:
        best.append(extra)
        best.sort(reverse=True)
    return sum(w * g for w, g in zip(weights, best))


class Planner:
    """Everything about one player's environment that the turn's options share."""

    def __init__(self, game, s, p, weights: Weights, potential=True):
        d = game.data
        self.game, self.s, self.p, self.w = game, s, p, weights
        self.edges, self.wmask, self.key = d.edges, d.wild_mask, d.keystone
        self.cards = [d.cards[c] for c in s.cards]
        self.dep = tuple(a for a in range(5) if self.cards[a].rule in DEPENDENT)
        self.env = s.env[p]
        self.frontier = s.frontier[p]
        self.base = Wild.of(self.cards, self.dep, s.wild[p])
        self.left = game.turns - game.turn_of(s, p) - 1      # turns after this one
        self.time = min(1.0, self.left / weights.horizon) if potential else 0.0
        self.open = [[c for c, code in self.env.items() if self.wmask[code] >> a & 1
                      and c not in self.base.wild] for a in range(5)]
        self.pairs = weights.pairs
        self.base_gain = [{y: self.gain(self.base, a, y, self.open[a]) for y in self.open[a]}
                          if self.time else {} for a in range(5)]
        self._front = {}
        self._corridor_setup(game, s, p)

    # ---- habitats ------------------------------------------------------------------------
    def _corridor_setup(self, game, s, p):
        comps = corridors(self.env, self.edges)
        self.comp_of = [{} for _ in range(5)]
        self.comp_size = [[] for _ in range(5)]
        for h in range(5):
            for i, comp in enumerate(comps[h]):
                self.comp_size[h].append(len(comp))
                for c in comp:
                    self.comp_of[h][c] = i
        self.largest = [max(sz, default=0) for sz in self.comp_size]
        self.solo = s.players == 1
        comp = game.data.components
        self.solo_bonus = comp.solo_bonus
        self.majority = comp.majority
        if not self.solo:
            self.others = [largest(s.env[q], self.edges) for q in range(s.players) if q != p]
        self.hab_base = sum(self.hab_value(h, self.largest[h]) for h in range(5))
        self._place_cache = {}
        # plan values are absolute (comparable between turns for the look-ahead)
        self.offset = self.hab_base + s.nature[p] * (1 + self.w.nature * (self.left > 0))

    def hab_value(self, h, size) -> float:
        if self.solo:
            b = self.solo_bonus
            v = size + (b.points if size >= b.min_corridor else 0)
            short = b.min_corridor - size
            if 0 < short <= 2 and self.left >= 2 * short:
                v += self.w.bonus_reach * b.points / short
            return v
        sizes = [size] + [o[h] for o in self.others]
        return size + majority(sizes, self.majority)[0]

    def placements(self, t):
        """[(habitat value gained, cell, rotation)] for every legal spot of tile t."""
        if t in self._place_cache:
            return self._place_cache[t]
        out = []
        env, edges = self.env, self.edges
        rots = (0,) if self.key[t * 6] else range(6)
        for c in self.frontier:
            nb = [(d, env.get(c + STEP[d])) for d in range(6)]
            for rot in rots:
                e = edges[t * 6 + rot]
                v = 0.0
                for h in set(e):
                    merged = 1
                    seen = set()
                    for d, code in nb:
                        if code is not None and e[d] == h and edges[code][(d + 3) % 6] == h:
                            i = self.comp_of[h][c + STEP[d]]
                            if i not in seen:
                                seen.add(i)
                                merged += self.comp_size[h][i]
                    if merged > self.largest[h]:
                        v += self.hab_value(h, merged) - self.hab_value(h, self.largest[h])
                    elif self.w.corridor:
                        v += self.w.corridor * (merged - 1)
                out.append((v, c, rot))
        self._place_cache[t] = out
        return out

    # ---- wildlife ----------------------------------------------------------------------------
    def gain(self, wild, a, y, slots):
        return wild.gain2(a, y, slots) if self.pairs else wild.gain(a, y)

    def front_gain(self, a):
        """Gain of animal a on each empty hex next to the environment (base wildlife)."""
        g = self._front.get(a)
        if g is None:
            g = self._front[a] = {c: self.gain(self.base, a, c, self.open[a]) for c in self.frontier}
        return g

    def potential(self, wild: Wild, changed, taken, new_cell, new_mask) -> float:
        """Potential of the open slots after one token went to `taken` (or nowhere) and a
        tile with slot mask new_mask went to new_cell (new_mask 0 if the token sits on it)."""
        if not self.time:
            return 0.0
        ws = self.w.slots
        total = 0.0
        for a in range(5):
            if a in changed:
                slots = [y for y in self.open[a] if y != taken]
                gains = [self.gain(wild, a, y, slots) for y in slots]
                extra = self.gain(wild, a, new_cell, slots) if new_mask >> a & 1 else None
            else:
                bg = self.base_gain[a]
                gains = [g for y, g in bg.items() if y != taken]
                extra = self.front_gain(a)[new_cell] if new_mask >> a & 1 else None
            total += top_value(gains, ws, extra)
        return total * self.time

    def plan_pair(self, t, a, placed=False):
        """Best (value, cell, rotation, token cell or None) for tile t and token a.
        placed: the tile already lies in the environment (the token step)."""
        wm_t = self.wmask[t * 6]
        if placed:
            best_at = {None: (0.0, None)}
            wm_t = 0
        else:
            best_at = {}
            for v, c, rot in self.placements(t):
                if c not in best_at or v > best_at[c][0]:
                    best_at[c] = (v, rot)
        changed = (a,) + tuple(k for k in self.dep if k != a)
        best = None
        off = self.offset
        nat = 1 + self.w.nature * (self.left > 0)
        # the token on an open slot of the environment, or back to the bag
        options = [(None, self.base)] + [(y, self.base.with_token(a, y)) for y in self.open[a]]
        for y, wild in options:
            for c, (hv, rot) in best_at.items():
                val = off + hv + wild.total + self.potential(wild, changed if y is not None else (), y,
                                                       c, wm_t)
                if y is not None and self.key[self.env[y]]:
                    val += nat
                if best is None or val > best[0]:
                    best = (val, c, rot, y)
        if placed:
            return best
        # the token on the new tile itself
        if wm_t >> a & 1:
            for c, (hv, rot) in best_at.items():
                wild = self.base.with_token(a, c)
                val = off + hv + wild.total + self.potential(wild, changed, c, c, 0)
                if self.key[t * 6]:
                    val += nat
                if val > best[0]:
                    best = (val, c, rot, c)
        return best

    def value_now(self) -> float:
        """Value of the environment as it stands (for evaluate())."""
        return self.offset + self.base.total + self.potential(self.base, (), None, None, 0)


def evaluate(game, s, player, weights=None) -> float:
    pl = Planner(game, s, player, weights or Weights())
    return pl.value_now()


# ---- the bot ------------------------------------------------------------------------------------
class CascadiaBot(Bot):
    """Plans the whole turn with the Planner; plays its first step."""

    def __init__(self, potential=True, nature=True, wipes=0, noise=0.0, ahead=0, width=3,
                 weights=None, **_defaults):
        # make_bot() merges the framework's default spec (lookahead, seconds...) into ours
        self.use_potential, self.use_nature, self.wipes, self.noise = potential, nature, wipes, noise
        self.ahead = ahead   # solo: refill samples per take option (0 = none)
        self.width = width   # solo: how many of the best takes get the look-ahead
        self.w = weights or Weights()

    def decide(self, game, s, p, rng):
        if s.phase == TAKE:
            return self.take_step(game, s, p, rng)
        pl = Planner(game, s, p, self.w, self.use_potential)
        if s.phase == PLACE:
            v, c, rot, y = pl.plan_pair(s.held_tile, s.held_token)
            q, r = coords(c)
            return ("place", q, r, rot)
        if s.phase == TOKEN:
            v, c, rot, y = pl.plan_pair(s.env[p][s.placed] // 6, s.held_token, placed=True)
            if y is None:
                return ("discard_token",)
            q, r = coords(y)
            return ("token", q, r)
        return game.legal_actions(s)[0]

    def rank_takes(self, game, s, p, pl):
        out = []
        for a in game.legal_actions(s):
            if a[0] == "take":
                v = pl.plan_pair(s.tiles[a[1]], s.tokens[a[2]])[0]
                out.append((v, a))
        out.sort(key=lambda x: -x[0])
        return out

    def take_step(self, game, s, p, rng):
        pl = Planner(game, s, p, self.w, self.use_potential)
        ranked = self.rank_takes(game, s, p, pl)
        if self.noise and rng.random() < self.noise:
            return rng.choice(ranked[:3])[1]
        legal = game.legal_actions(s)
        best_v = ranked[0][0]
        # spending and wiping are judged on this turn's values
        if self.use_nature and ("nature_free",) in legal:
            free = game.clone(s)
            game.apply(free, ("nature_free",))
            fv = self.rank_takes(game, free, p, pl)[0][0] - (1 + self.w.nature * (pl.left > 0))
            if fv > best_v + 0.5:
                return ("nature_free",)
        if self.wipes and ("wipe3",) in legal:
            if self.sampled(game, s, p, ("wipe3",), rng) > best_v + 0.25:
                return ("wipe3",)
        if self.ahead and pl.left > 0 and s.players == 1 and len(ranked) > 1:
            cands = [a for v, a in ranked[:self.width] if v > best_v - 6]
            if len(cands) > 1:
                ranked = [(self.look(game, s, p, a, rng), a) for a in cands]
                ranked.sort(key=lambda x: -x[0])
        return ranked[0][1]

    def sampled(self, game, s, p, action, rng) -> float:
        """Mean best take after `action` over a few redraws of the bag."""
        total = 0.0
        for _ in range(self.wipes):
            c = game.determinize(s, p, rng)
            game.apply(c, action)
            pl = Planner(game, c, p, self.w, self.use_potential)
            total += self.rank_takes(game, c, p, pl)[0][0]
        return total / self.wipes

    def look(self, game, s, p, take, rng) -> float:
        """Solo look-ahead: play `take` as planned, then the mean best value of the next
        turn over a few redraws of the refill (the two pairs that slide are known)."""
        c = game.clone(s)
        game.apply(c, take)
        pl = Planner(game, c, p, self.w, self.use_potential)
        v, cell, rot, y = pl.plan_pair(c.held_tile, c.held_token)
        q, r = coords(cell)
        game.apply(c, ("place", q, r, rot))
        last = ("discard_token",) if y is None else ("token",) + coords(y)
        total = 0.0
        for _ in range(self.ahead):
            d = game.determinize(c, p, rng)     # the refill is drawn from the sample's rng
            game.apply(d, last)
            total += self.rank_takes(game, d, p, Planner(game, d, p, self.w, self.use_potential))[0][0]
        return total / self.ahead


LEVELS = {
    "easy": {"bot": CascadiaBot, "potential": False, "nature": False, "noise": 0.5},
    "normal": {"bot": CascadiaBot, "potential": True, "nature": True},
    "hard": {"bot": CascadiaBot, "potential": True, "nature": True, "wipes": 4, "ahead": 8, "width": 3},
}
