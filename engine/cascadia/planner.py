"""The turn planner of the Cascadia AI and its evaluation of an environment.

Value of an environment = its exact score now (wildlife cards, corridors with the solo or
majority bonus, nature tokens) + a potential: for each animal, what one more token would add
on each open slot (an empty tile showing that animal), best slots first, weighted by how
many turns are left. The potential is what sees partial groups (a lone bear next to a free
bear slot, a salmon run with a free slot at its end, a hawk slot far from other hawks...)
for every card, since it is measured with the card's own scoring. Optionally (hard) the
potential also counts the ways out of each habitat's largest corridor: the empty hexes its
habitat's edges face, up to a few, since a corridor with no way out can no longer grow.

The planner decomposes a turn: the tile's position and rotation change the corridors and add
new open slots; the token's spot changes the wildlife score and the other slots' gains. It
values every (take, position, rotation, token spot) of the turn with that decomposition.
The look-ahead builds many planners of one board (the others' corridors differ): they share
what the board alone decides (its wildlife's gains, its corridors, where a tile can go).
"""
from __future__ import annotations

from .habitats import corridors, largest, majority
from .hexgrid import STEP
from .wildlife import PER_TOKEN, score_card

_STEPS = frozenset(STEP)

# cards whose points also depend on the tokens of other animals
DEPENDENT = {"fox_types", "fox_pairs", "fox_most", "fox_duo", "salmon_neighbours", "hawk_pairing"}
# ... of which those that only see the tokens next to their own animal's: another animal's
# token changes them only when it lands next to one of their tokens
NEXT_TO = DEPENDENT - {"hawk_pairing"}


class Weights:
    """Tuning of the evaluation (measured by self-play, see bench.py)."""
    def __init__(self, slots=(0.35, 0.2, 0.1), horizon=5, nature=0.4, corridor=0.0,
                 bonus_reach=0.5, pairs=False, rival=0.0, opening=0.0, open_cap=2):
        self.slots = slots          # weight of the best, 2nd, 3rd open slot gain of each animal
        self.horizon = horizon      # turns left at which the potential counts in full
        self.nature = nature        # value of holding a nature token, beyond its end point
        self.corridor = corridor    # value of each tile in corridors other than the largest
        self.bonus_reach = bonus_reach  # share of the solo 7+ bonus counted when in reach
        self.pairs = pairs          # also value slots that pay only with a second token (gain2)
        self.rival = rival          # 2-4 players: weight of the others' majority bonuses (lost
                                    # by them when I take the lead: counted as mine)
        self.opening = opening      # value of each way out of a largest corridor (an empty hex
        self.open_cap = open_cap    # its habitat faces), up to open_cap of them per habitat


class Wild:
    """One environment's wildlife and its card scores; with_token() shares what it can."""
    __slots__ = ("cards", "dep", "wild", "cells", "scores", "total", "touched")

    def __init__(self, cards, dep, wild, cells, scores, touched=None):
        self.cards, self.dep, self.wild, self.cells, self.scores = cards, dep, wild, cells, scores
        self.total = sum(scores)
        # per animal: the cards a new token of it may change (its own, then the dependent ones)
        self.touched = touched or tuple((a,) + tuple(k for k in dep if k != a) for a in range(5))

    @classmethod
    def of(cls, cards, dep, wild):
        cells = [[], [], [], [], []]
        for c, a in wild.items():
            cells[a].append(c)
        wild = dict(wild)   # planners that share it outlive the state it was read from
        return cls(cards, dep, wild, cells, [score_card(cards[a], cells[a], wild) for a in range(5)])

    def with_token(self, a, y) -> "Wild":
        wild = dict(self.wild)
        wild[y] = a
        cells = self.cells[:]
        cells[a] = cells[a] + [y]
        scores = self.scores[:]
        for k in self.touched[a]:
            card = self.cards[k]
            one = PER_TOKEN.get(card.rule)
            if one is not None and y not in self.wild:      # only y and its neighbours change
                scores[k] += self._near_change(one, card, k, y, wild)
                if k == a:
                    scores[k] += one(card, y, wild)
            elif k not in self.dep:     # k == a, on a card that sees its own animal alone
                scores[k] = own_score(card, cells[k])
            elif k == a or card.rule not in NEXT_TO or _next_to(y, k, wild):
                scores[k] = score_card(card, cells[k], wild)
        return Wild(self.cards, self.dep, wild, cells, scores, self.touched)

    def _near_change(self, one, card, k, y, wild) -> int:
        """Change of the values of animal k's tokens next to y once `wild` has a token at y
        (a PER_TOKEN rule: the others do not change)."""
        old = self.wild
        change = 0
        for s in STEP:
            c = y + s
            if old.get(c) == k:
                change += one(card, c, wild) - one(card, c, old)
        return change

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


_OWN = {}     # (id of a card, its animal's cells) -> points, for the cards that see only those
_HELD = {}    # id -> card of _OWN's cards: held, so that no other card takes the id meanwhile


def own_score(card, cells) -> int:
    """score_card() of a card whose points depend on its own animal's cells alone,
    remembered (boards share most of their groups; bounded, as a long session plays on)."""
    key = (id(card), frozenset(cells))
    v = _OWN.get(key)
    if v is None:
        if len(_OWN) > 50_000:
            _OWN.clear()
            _HELD.clear()
        _HELD[id(card)] = card
        v = _OWN[key] = score_card(card, cells, None)
    return v


def faces(e, h) -> int:
    """Bitmask of the directions where edges e show habitat h."""
    return sum(1 << d for d in range(6) if e[d] == h)


_FACES = {}
FACES_KINDS = 1024      # more than the tiles' kinds of edges (a tile's sig is below it)


def tile_faces(edges) -> list:
    """Per tile code of the edges table: (sig, shown, hidden), where shown is (habitat,
    faces()) for each habitat it shows, in set order, hidden the habitats it does not show,
    and sig numbers the codes' kinds (codes with the same shown have the same sig). Made once
    per game's data."""
    got = _FACES.get(id(edges))
    if got is None or got[0] is not edges:
        sigs, table = {}, []
        for e in edges:
            shown = tuple((h, faces(e, h)) for h in set(e))
            sig = sigs.setdefault(shown, len(sigs))
            table.append((sig, shown, tuple(h for h in range(5) if h not in e)))
        if len(sigs) > FACES_KINDS:
            raise ValueError("more kinds of tile edges than FACES_KINDS")
        got = _FACES[id(edges)] = (edges, table)
    return got[1]


def _next_to(y, a, wild) -> bool:
    """Is a token of animal a next to cell y?"""
    return any(wild.get(y + s) == a for s in STEP)


class Planner:
    """Everything about one player's environment that the turn's options share."""

    def __init__(self, game, s, p, weights: Weights, potential=True, others=None, board=None):
        """board: a dict shared by the planners of one board at one turn with the same weights
        (the look-ahead makes one per player's board, whatever the others' corridors): it
        keeps what only the board's wildlife decides, computed once for all of them."""
        d = game.data
        self.game, self.s, self.p, self.w = game, s, p, weights
        self.edges, self.wmask, self.key = d.edges, d.wild_mask, d.keystone
        self.cards = [d.cards[c] for c in s.cards]
        self.dep = tuple(a for a in range(5) if self.cards[a].rule in DEPENDENT)
        self.env = s.env[p]
        self.frontier = s.frontier[p]
        self.left = max(0, game.turns - game.turn_of(s, p) - 1)     # turns after this one
        self.time = min(1.0, self.left / weights.horizon) if potential else 0.0
        self.pairs = weights.pairs
        self.board = {} if board is None else board
        if "base" not in self.board:
            self._wild_setup(s.wild[p])
        self.base, self.open, self.base_gain = self.board["base"]
        self._front = self.board.setdefault("front", {})
        self._kept = self.board.setdefault("kept", {})  # prepare() rows of the animals a token does not change
        self._options = self.board.setdefault("options", {})    # token_options() per animal
        self._on_tile = self.board.setdefault("on_tile", {})    # on_new_tile() per (animal, cell)
        self._corridor_setup(game, s, p, others)

    def _wild_setup(self, wild):
        self.base = Wild.of(self.cards, self.dep, wild)
        self.open = [[c for c, code in self.env.items() if self.wmask[code] >> a & 1
                      and c not in self.base.wild] for a in range(5)]
        self.base_gain = [{y: self.gain(self.base, a, y, self.open[a]) for y in self.open[a]}
                          if self.time else {} for a in range(5)]
        self.board["base"] = (self.base, self.open, self.base_gain)

    # ---- habitats ------------------------------------------------------------------------
    def _corridor_setup(self, game, s, p, others):
        if "corridors" not in self.board:
            self._corridors_of_board()
        self.comp_of, self.comp_size, self.largest, self.comp_open, self.open_now = \
            self.board["corridors"]
        self._geometry = self.board.setdefault("geometry", {})
        self._terms = self.board.setdefault("terms", {})   # geometry()'s keys -> spot_terms()
        self._spot_values = {}      # geometry()'s keys -> terms_value() (the others' corridors count)
        self.solo = s.players == 1
        comp = game.data.components
        self.solo_bonus = comp.solo_bonus
        self.majority = comp.majority
        if not self.solo:
            # the other players' largest corridors, in seat order (the caller may know them)
            self.others = others if others is not None else \
                [largest(s.env[q], self.edges) for q in range(s.players) if q != p]
        self._hab_memo = {}
        self.hab_base = sum(self.hab_value(h, self.largest[h]) for h in range(5))
        self._place_cache = {}      # tile's edges -> its placements (tiles may share edges)
        # plan values are absolute (comparable between turns for the look-ahead)
        self.offset = self.hab_base + s.nature[p] * (1 + self.w.nature * (self.left > 0))
        if self.w.opening and self.time:      # the ways out as they stand (placements add the change)
            cap = self.w.open_cap
            self.offset += self.w.opening * self.time * sum(min(cap, len(o)) for o in self.open_now)

    def _corridors_of_board(self):
        comps = corridors(self.env, self.edges)
        self.comp_of = [{} for _ in range(5)]
        self.comp_size = [[] for _ in range(5)]
        for h in range(5):
            for i, comp in enumerate(comps[h]):
                self.comp_size[h].append(len(comp))
                for c in comp:
                    self.comp_of[h][c] = i
        self.largest = [max(sz, default=0) for sz in self.comp_size]
        self.comp_open = self.open_now = None
        if self.w.opening:
            self._opening_setup(comps)
        self.board["corridors"] = (self.comp_of, self.comp_size, self.largest, self.comp_open,
                                   self.open_now)

    def _opening_setup(self, comps):
        """Per habitat and corridor, the empty hexes its habitat's edges face: where it can
        grow. The largest corridors' ones are the openings the evaluation values."""
        env, edges = self.env, self.edges
        self.comp_open = [[] for _ in range(5)]
        self.open_now = []
        for h in range(5):
            for comp in comps[h]:
                out = set()
                for x in comp:
                    ex = edges[env[x]]
                    for d in range(6):
                        if ex[d] == h and x + STEP[d] not in env:
                            out.add(x + STEP[d])
                self.comp_open[h].append(out)
            top = [o for o, sz in zip(self.comp_open[h], self.comp_size[h]) if sz == self.largest[h]]
            self.open_now.append(set().union(*top) if top else set())

    def opening_gain(self, h, c, mask, merged_ids, merged) -> float:
        """Change of the openings' value of habitat h when a tile whose edges show h towards
        the directions of `mask` (faces()) goes to c, joining the corridors merged_ids into
        one of `merged` tiles."""
        cap = self.w.open_cap
        now = self.open_now[h]
        if merged >= self.largest[h]:
            new = set().union(*(self.comp_open[h][i] for i in merged_ids))
            if merged == self.largest[h]:
                new |= now          # a tie: both largest corridors may grow
            env = self.env
            for d in range(6):
                if mask >> d & 1 and c + STEP[d] not in env:
                    new.add(c + STEP[d])
            new.discard(c)
        elif c in now:
            new = now - {c}
        else:
            return 0.0
        return self.w.opening * self.time * (min(cap, len(new)) - min(cap, len(now)))

    def hab_value(self, h, size) -> float:
        v = self._hab_memo.get((h, size))
        if v is None:
            v = self._hab_memo[(h, size)] = self._hab_value(h, size)
        return v

    def _hab_value(self, h, size) -> float:
        if self.solo:
            b = self.solo_bonus
            v = size + (b.points if size >= b.min_corridor else 0)
            short = b.min_corridor - size
            if 0 < short <= 2 and self.left >= 2 * short:
                v += self.w.bonus_reach * b.points / short
            return v
        sizes = [size] + [o[h] for o in self.others]
        m = majority(sizes, self.majority)
        if self.w.rival:
            return size + m[0] - self.w.rival * sum(m[1:]) / len(self.others)
        return size + m[0]

    def placements(self, t):
        """[(habitat value gained, cell, rotation)] for every legal spot of tile t."""
        shape = self.edges[t * 6]
        out = self._place_cache.get(shape)
        if out is None:
            values, terms = self._spot_values, self._terms
            out = []
            for key, c, rot in self.geometry(t):
                v = values.get(key)
                if v is None:
                    v = values[key] = self.terms_value(terms[key])
                out.append((v, c, rot))
            self._place_cache[shape] = out
        return out

    def terms_value(self, terms) -> float:
        """Habitat value gained by a spot's terms (geometry()) against this planner's rivals."""
        hv, top = self.hab_value, self.largest
        v = 0.0
        for h, x in terms:
            v += x if h < 0 else hv(h, x) - hv(h, top[h])
        return v

    def geometry(self, t) -> list:
        """[(key, cell, rotation)] for every legal spot of tile t, where self._terms[key]
        holds the terms whose sum in order is the habitat value gained: (habitat, merged
        corridor size) where a corridor grows past the largest, (-1, value) for what the
        board alone decides. Tiles whose edges face the same ways share a key."""
        shape = self.edges[t * 6]
        out = self._geometry.get(shape)
        if out is not None:
            return out
        out = []
        table = tile_faces(self.edges)
        codes = [(rot, table[t * 6 + rot]) for rot in ((0,) if self.key[t * 6] else range(6))]
        terms = self._terms
        for c in self.frontier:
            for rot, (sig, shown, hidden) in codes:
                key = c * FACES_KINDS + sig
                if key not in terms:
                    terms[key] = self.spot_terms(c, shown, hidden)
                out.append((key, c, rot))
        self._geometry[shape] = out
        return out

    def spot_terms(self, c, shown, hidden) -> list:
        """geometry()'s terms for a tile at c showing the habitats `shown` ((habitat,
        faces())) and not those `hidden`."""
        terms = []
        opening = self.w.opening and self.time
        for h, mask in shown:
            merged, seen = 1, set()
            for d in range(6):
                if mask >> d & 1:
                    code = self.env.get(c + STEP[d])
                    if code is not None and self.edges[code][(d + 3) % 6] == h:
                        i = self.comp_of[h][c + STEP[d]]
                        if i not in seen:
                            seen.add(i)
                            merged += self.comp_size[h][i]
            if merged > self.largest[h]:
                terms.append((h, merged))
            elif self.w.corridor:
                terms.append((-1, self.w.corridor * (merged - 1)))
            if opening:
                terms.append((-1, self.opening_gain(h, c, mask, seen, merged)))
        if opening:
            for h in hidden:
                if c in self.open_now[h]:
                    terms.append((-1, self.opening_gain(h, c, 0, (), 0)))
        return [x for x in terms if x[1]]      # adding 0.0 changes nothing

    # ---- wildlife ----------------------------------------------------------------------------
    def gain(self, wild, a, y, slots):
        return wild.gain2(a, y, slots) if self.pairs else wild.gain(a, y)

    def front_gain(self, a):
        """Gain of animal a on each empty hex next to the environment (base wildlife)."""
        g = self._front.get(a)
        if g is None:
            g = self._front[a] = {c: self.gain(self.base, a, c, self.open[a]) for c in self.frontier}
        return g

    def prepare(self, wild: Wild, changed, taken):
        """The potential's parts that do not depend on where the new tile goes, after one
        token went to `taken` (or nowhere): per animal (best positive open-slot gains in
        descending order, their weighted sum, the slots if the animal's gains changed)."""
        if not self.time:
            return None
        ws = self.w.slots
        rows = []
        for a in range(5):
            if a in changed:
                slots = [y for y in self.open[a] if y != taken]
                gains = [self.gain(wild, a, y, slots) for y in slots]
            else:
                row = self._kept.get((a, taken))
                if row is not None:
                    rows.append(row)
                    continue
                slots = None
                gains = [g for y, g in self.base_gain[a].items() if y != taken]
            best = sorted((g for g in gains if g > 0), reverse=True)
            row = (best, sum(w * g for w, g in zip(ws, best)), slots)
            if slots is None:
                self._kept[(a, taken)] = row
            rows.append(row)
        return rows

    def potential_at(self, rows, wild: Wild, new_cell, new_mask, seen=None) -> float:
        """Potential of the open slots (prepared by prepare()) once a tile with slot mask
        new_mask went to new_cell (new_mask 0 if the token sits on it). seen: a dict that
        keeps the new slot's gains on `wild` per (animal, cell) (token_options' ones)."""
        if rows is None:
            return 0.0
        ws = self.w.slots
        total = 0.0
        for a in range(5):
            best, value, slots = rows[a]
            if new_mask >> a & 1:
                if slots is None:
                    extra = self.front_gain(a)[new_cell]
                elif seen is None:
                    extra = self.gain(wild, a, new_cell, slots)
                else:
                    extra = seen.get((a, new_cell))
                    if extra is None:
                        extra = seen[(a, new_cell)] = self.gain(wild, a, new_cell, slots)
                if extra > 0:
                    best = best + [extra]
                    best.sort(reverse=True)
                    value = sum(w * g for w, g in zip(ws, best))
            total += value
        return total * self.time

    def potential(self, wild: Wild, changed, taken, new_cell, new_mask) -> float:
        """Potential of the open slots after one token went to `taken` (or nowhere) and a
        tile with slot mask new_mask went to new_cell (new_mask 0 if the token sits on it)."""
        return self.potential_at(self.prepare(wild, changed, taken), wild, new_cell, new_mask)

    def token_options(self, a) -> list:
        """[(token cell or None, wildlife, prepare() rows, new slots' gains)] for a token of
        animal a on each open slot of the environment, or back to the bag (None)."""
        got = self._options.get(a)
        if got is None:
            changed = self.base.touched[a]
            got = [(None, self.base, self.prepare(self.base, (), None), {})]
            for y in self.open[a]:
                wild = self.base.with_token(a, y)
                got.append((y, wild, self.prepare(wild, changed, y), {}))
            self._options[a] = got
        return got

    def on_new_tile(self, a, c) -> float:
        """Wildlife score and potential once a token of animal a sits on a new tile at c."""
        v = self._on_tile.get((a, c))
        if v is None:
            wild = self.base.with_token(a, c)
            changed = self.base.touched[a]
            v = self._on_tile[(a, c)] = wild.total + self.potential(wild, changed, c, c, 0)
        return v

    def top_plans(self, t, a, k) -> list:
        """The k best (value, cell, rotation, token cell or None) for tile t and token a,
        best first: one per (cell, token cell), each cell with its best rotation."""
        every = []
        self.plan_pair(t, a, into=every)
        every.sort(key=lambda x: -x[0])
        return every[:k]

    def plan_pair(self, t, a, placed=False, into=None):
        """Best (value, cell, rotation, token cell or None) for tile t and token a.
        placed: the tile already lies in the environment (the token step).
        into: a list that also receives every plan looked at."""
        wm_t = self.wmask[t * 6]
        if placed:
            best_at = {None: (0.0, None)}
            wm_t = 0
        else:
            best_at = {}
            for v, c, rot in self.placements(t):
                if c not in best_at or v > best_at[c][0]:
                    best_at[c] = (v, rot)
        best = None
        off = self.offset
        nat = 1 + self.w.nature * (self.left > 0)
        # the token on an open slot of the environment, or back to the bag
        for y, wild, rows, seen in self.token_options(a):
            for c, (hv, rot) in best_at.items():
                val = off + hv + wild.total + self.potential_at(rows, wild, c, wm_t, seen)
                if y is not None and self.key[self.env[y]]:
                    val += nat
                if into is not None:
                    into.append((val, c, rot, y))
                if best is None or val > best[0]:
                    best = (val, c, rot, y)
        if placed:
            return best
        # the token on the new tile itself
        if wm_t >> a & 1:
            for c, (hv, rot) in best_at.items():
                val = off + hv + self.on_new_tile(a, c)
                if self.key[t * 6]:
                    val += nat
                if into is not None:
                    into.append((val, c, rot, c))
                if val > best[0]:
                    best = (val, c, rot, c)
        return best

    def value_now(self) -> float:
        """Value of the environment as it stands (for evaluate())."""
        return self.offset + self.base.total + self.potential(self.base, (), None, None, 0)


def evaluate(game, s, player, weights=None) -> float:
    pl = Planner(game, s, player, weights or Weights())
    return pl.value_now()
