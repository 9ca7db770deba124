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

The wildlife side lives in wild.py (Wild: a board's tokens and card scores; Plus: one token
more) and card_rules.py (what a set of cards decides about a token's gain); the habitat side
(what a tile's spot and rotation add to the corridors) in habitat_spots.py. The same numbers,
worked out with less (see gamedata/cascadia/DESIGN.md, Thinking time): a token's gain comes
from the groups next to it (groups.py) and, on cards that see one token's neighbours, from the
tokens within two hexes; a token option is the base wildlife plus one token (Plus), scored
without copying it; a cell where no habitat can gain is skipped; the potential is summed again
only on the cells where a new slot changes an animal's best slots.
Every sum keeps its order, so plans compare (and tie) exactly as they always did. The memos a
board keeps hold tuples of numbers where they can: the garbage collector stops walking those,
and hard's look-ahead keeps many boards' memos at once.
"""
from __future__ import annotations

from .card_rules import DEPENDENT, NEAR2, forget_own
from .groups import forget_values
from .habitats import forget_boards
from .habitat_spots import HabitatSpots, forget_versus
from .wild import Plus, Wild

BITS = tuple(tuple(a for a in range(5) if m >> a & 1) for m in range(32))   # the animals of a mask
_WEIGHTED = {}  # (slot weights, best gains) -> Planner.weighted()


class Weights:
    """Tuning of the evaluation (measured by self-play, see bench.py)."""
    def __init__(self, slots=(0.35, 0.2, 0.1), horizon=5, nature=0.4, corridor=0.0,
                 bonus_reach=0.5, pairs=False, rival=0.0, opening=0.0, open_cap=2):
        self.slots = tuple(slots)   # weight of the best, 2nd, 3rd open slot gain of each animal
        self.horizon = horizon      # turns left at which the potential counts in full
        self.nature = nature        # value of holding a nature token, beyond its end point
        self.corridor = corridor    # value of each tile in corridors other than the largest
        self.bonus_reach = bonus_reach  # share of the solo 7+ bonus counted when in reach
        self.pairs = pairs          # also value slots that pay only with a second token (gain2)
        self.rival = rival          # 2-4 players: weight of the others' majority bonuses (lost
                                    # by them when I take the lead: counted as mine)
        self.opening = opening      # value of each way out of a largest corridor (an empty hex
        self.open_cap = open_cap    # its habitat faces), up to open_cap of them per habitat


def open_slots(env, wild, wmask) -> list:
    """Per animal, the tiles of env without a token that show it (its open slots), in env's order."""
    out = [[], [], [], [], []]
    for c, code in env.items():
        if c not in wild:
            for a in BITS[wmask[code]]:
                out[a].append(c)
    return out


def forget() -> None:
    """Empty the memos that outlive a planner (the bench times each position from cold)."""
    forget_own()
    forget_values()
    forget_boards()
    forget_versus()
    _WEIGHTED.clear()


class Planner(HabitatSpots):
    """Everything about one player's environment that the turn's options share."""

    def __init__(self, game, s, p, weights: Weights, potential=True, others=None, board=None):
        """board: a dict shared by the planners of one board at one turn with the same weights
        (the look-ahead makes one per player's board, whatever the others' corridors): it
        keeps what only the board's wildlife decides, computed once for all of them."""
        d = game.data
        self.game, self.p, self.w = game, p, weights     # not s: a copy made for me may go
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
        self.local = self.base.rules.local
        self.summed = self.base.rules.summed
        self._front = self.board.setdefault("front", {})
        self._kept = self.board.setdefault("kept", {})  # prepare() rows of the animals a token does not change
        self._free = self.board.setdefault("free", [None] * 5)  # ... per animal, a token on none of its slots
        self._options = self.board.setdefault("options", {})    # token_options() per animal
        self._on_tile = self.board.setdefault("on_tile", {})    # on_new_tile() per (animal, cell)
        self._token_values = self.board.setdefault("token_values", {})     # token_values() per animal
        self._above = self.board.setdefault("above", {})    # (animal, gain) -> frontier cells gaining more
        self._after = self.board.setdefault("after", ({}, {}, {}, {}, {}))  # ... gains_on_slot()
        self._corridor_setup(game, s, p, others)

    def _wild_setup(self, wild):
        self.base = Wild.of(self.cards, self.dep, wild)
        self.open = open_slots(self.env, self.base.wild, self.wmask)
        self.base_gain = [dict(zip(self.open[a], self.gains(self.base, a, self.open[a], self.open[a])))
                          if self.time else {} for a in range(5)]
        self.board["base"] = (self.base, self.open, self.base_gain)

    # ---- wildlife ----------------------------------------------------------------------------
    def gain(self, wild, a, y, slots):
        return wild.gain2(a, y, slots) if self.pairs else wild.gain(a, y)

    def gains(self, wild: Wild, a, cells, slots) -> list:
        """[gain(wild, a, y, slots) for y in cells]."""
        if not self.pairs and wild.quick[a]:
            return wild.gains(a, cells)
        return [self.gain(wild, a, y, slots) for y in cells]

    def front_gain(self, a):
        """Gain of animal a on each empty hex next to the environment (base wildlife)."""
        g = self._front.get(a)
        if g is None:
            g = self._front[a] = dict(zip(self.frontier, self.gains(self.base, a, self.frontier, self.open[a])))
        return g

    def prepare(self, wild: Wild, changed, taken):
        """The potential's parts that do not depend on where the new tile goes, after one
        token went to `taken` (or nowhere): per animal (best positive open-slot gains in
        descending order, their weighted sum, the slots if the animal's gains changed, taken,
        the gain a new slot must beat to change the sum, with_extra()'s memo)."""
        if not self.time:
            return None
        rows, free, base_gain = [], self._free, self.base_gain
        for a in range(5):
            if a not in changed:
                if taken in base_gain[a]:
                    rows.append(self.kept_row(a, taken))
                else:
                    row = free[a]
                    rows.append(self.kept_row(a, None) if row is None else row)
                continue
            slots = tuple([y for y in self.open[a] if y != taken])
            best = self.changed_best(wild, a, slots)
            if best is None:    # the same gains: the same sums
                row = self.kept_row(a, taken)
                rows.append((row[0], row[1], slots, taken, row[4], row[5]))
                continue
            rows.append((best, self.weighted(best), slots, taken, self.threshold(best), {}))
        return tuple(rows)

    def changed_best(self, wild: Plus, a, slots):
        """prepare()'s best gains of an animal whose gains the token of wild may change, on
        its slots left (descending), or None where they are the base's (unmoved())."""
        if self.unmoved(wild, a, slots):
            return None
        if a == wild.a and not self.pairs and wild.y in self.base_gain[a]:
            gains = self.gains_on_slot(wild, slots)
        else:
            gains = self.moved_gains(wild, a, slots, slots, self.base_gain[a])
        return tuple(sorted([g for g in gains if g > 0], reverse=True))

    def token_potential(self, wild: Wild, changed, taken) -> float:
        """potential_at(prepare(wild, changed, taken), wild, None, 0), of whose rows it sums
        the weighted gains alone (a token step: no new tile)."""
        if not self.time:
            return 0.0
        values, base_gain, open_ = [], self.base_gain, self.open
        for a in range(5):
            if a in changed:
                best = self.changed_best(wild, a, tuple([y for y in open_[a] if y != taken]))
                if best is not None:
                    values.append(self.weighted(best))
                    continue
            values.append(self.kept_row(a, taken if taken in base_gain[a] else None)[1])
        # summed in animal order, as the plans' values have always been
        return (values[0] + values[1] + values[2] + values[3] + values[4]) * self.time

    def kept_row(self, a, taken) -> tuple:
        """prepare()'s row of an animal whose gains a token at `taken` did not change: its
        free row (a token on none of its slots) less taken's gain, if taken is a slot. Slots
        of the same gain leave the same best gains: their rows are one, but for taken."""
        kept = self.base_gain[a]
        key = (a, taken if taken in kept else None)     # another cell takes no slot
        row = self._kept.get(key)
        if row is None:
            if key[1] is None:
                best = tuple(sorted([g for g in kept.values() if g > 0], reverse=True))
                row = self._free[a] = (best, self.weighted(best), None, taken, self.threshold(best), {})
            else:
                row = self.less_one(a, kept[taken])
                row = (row[0], row[1], None, taken, row[4], row[5])
            self._kept[key] = row
        return row

    def less_one(self, a, g) -> tuple:
        """kept_row()'s row of a slot of gain g (taken aside): the free best gains less one
        g (a gain of 0 or less is not among them)."""
        free = self._free[a] or self.kept_row(a, None)
        if g <= 0:
            return free
        row = self._kept.get((a, None, g))
        if row is None:
            best, i = free[0], free[0].index(g)
            best = best[:i] + best[i + 1:]
            row = self._kept[(a, None, g)] = (best, self.weighted(best), None, None, self.threshold(best), {})
        return row

    def weighted(self, best) -> float:
        """The weighted sum of the best gains (the first ones, as many as there are
        weights): remembered, as the gains are few small numbers."""
        ws = self.w.slots
        key = (ws, tuple(best[:len(ws)]))
        v = _WEIGHTED.get(key)
        if v is None:
            if len(_WEIGHTED) > 20_000:     # bounded, as a long session plays on
                _WEIGHTED.clear()
            v = _WEIGHTED[key] = sum(w * g for w, g in zip(ws, key[1]))
        return v

    def unmoved(self, wild: Plus, b, slots) -> bool:
        """Are b's gains on `slots` the base's, the token of wild being too far from them to
        change them (see local)?"""
        if self.pairs or not self.base.quick[b]:
            return False
        a, y = wild.a, wild.y
        if self.local[b][a]:
            for z in slots:
                if z - y in NEAR2:
                    return False
            return True
        if a != b or not self.summed[b]:
            return False
        # b's own card adds up a value per group: a slot that joins none of the groups y
        # joined keeps its gain
        joins = self.base.groups_of(b).joins
        ids_y = joins(y)
        for z in slots:
            if z - y in NEAR2 or not joins(z).isdisjoint(ids_y):
                return False
        return True

    def moved_gains(self, wild: Plus, b, cells, slots, base_gains) -> list:
        """[gain(wild, b, z, slots) for z in cells], where wild is the base wildlife with one
        more token: base_gains[z] (the base's gain) where that token is too far from z to
        change it (see local)."""
        if not self.pairs and self.base.quick[b]:
            return self.base.gains_after(wild.a, wild.y, b, cells, base_gains, self.local[b][wild.a])
        return [self.gain(wild, b, z, slots) for z in cells]

    def gains_on_slot(self, wild: Plus, slots) -> list:
        """moved_gains() of the token's own animal on its other slots once the token sits on
        its slot y = wild.y: as in on_new_tiles(), the gain at z after y is the gain at y
        after z + gain(z) - gain(y), where z's token option worked its gains out."""
        a, y = wild.a, wild.y
        seen = self._after[a]   # slot -> {other slot: gain after a token at the slot}
        out = self.gains_from_other_side(wild, slots, seen, self.base_gain[a][y])
        seen[y] = dict(zip(slots, out))
        return out

    def gains_from_other_side(self, wild: Plus, slots, after, at_y) -> list:
        """The gains on `slots` after the token at y = wild.y (whose own gain is at_y): from
        after[z] (the gains after a token at z) where known, else worked out."""
        a, y = wild.a, wild.y
        base = self.base_gain[a]
        out, todo = [], []
        for i, z in enumerate(slots):
            g = after.get(z)
            if g is None:
                todo.append(i)
                out.append(None)
            else:
                out.append(g[y] + base[z] - at_y)
        if todo:
            got = self.moved_gains(wild, a, [slots[i] for i in todo], slots, base)
            for i, v in zip(todo, got):
                out[i] = v
        return out

    def potential_at(self, rows, wild: Wild, new_cell, new_mask) -> float:
        """Potential of the open slots (prepared by prepare()) once a tile with slot mask
        new_mask went to new_cell (new_mask 0 if the token sits on it)."""
        if rows is None:
            return 0.0
        values = [row[1] for row in rows]
        for a in BITS[new_mask]:
            values[a] = self.with_extra(rows[a], self.extra(rows[a], wild, a, new_cell))
        # summed in animal order, as the plans' values have always been
        return (values[0] + values[1] + values[2] + values[3] + values[4]) * self.time

    def extra(self, row, wild: Wild, a, c):
        """Gain of animal a on a new open slot at c, after prepare()'s row."""
        slots = row[2]
        if slots is None:
            return self.front_gain(a)[c]
        return self.moved_gains(wild, a, (c,), slots, self.front_gain(a))[0]

    def with_extra(self, row, extra):
        """An animal's weighted best open-slot gains (prepare()'s row) once a new slot adds
        `extra`."""
        if extra <= row[4]:
            return row[1]   # not among the weighted ones: the same sum
        v = row[5].get(extra)
        if v is None:
            ws, best = self.w.slots, row[0]
            i = 0           # where sorting best + [extra] from the largest puts extra
            while i < len(best) and best[i] >= extra:
                i += 1
            v = row[5][extra] = self.weighted(best[:i] + (extra,) + best[i:len(ws) - 1])
        return v

    def threshold(self, best):
        """The gain a new slot must beat to change the weighted sum of `best`."""
        k = len(self.w.slots)
        if k == 0:
            return float("inf")
        return best[k - 1] if len(best) >= k else 0

    def option_pots(self, option, mask) -> tuple:
        """(potential_at() of a token option where a tile with slot mask `mask` changes no
        animal's weighted slots, {cell: potential_at()} where it does), remembered."""
        y, wild, rows, pots, extras = option
        got = pots.get(mask)
        if got is not None:
            return got
        if rows is None:
            got = pots[mask] = (0.0, {})
            return got
        gains = []      # (animal, {cell: its gain there}, ...) for the animals the tile shows
        cells = set()
        for a in BITS[mask]:
            row = rows[a]
            thr = row[4]
            if row[2] is None:      # the base's gains: the cells above thr are the same
                g = self.front_gain(a)
                above = self._above.get((a, thr))
                if above is None:
                    above = self._above[(a, thr)] = [c for c, e in g.items() if e > thr]
            else:
                g = extras.get(a)
                if g is None:
                    g = extras[a] = dict(zip(self.frontier, self.moved_gains(
                        wild, a, self.frontier, row[2], self.front_gain(a))))
                above = [c for c, e in g.items() if e > thr]
            cells.update(above)
            gains.append((a, g, row, row[5], thr))
        now = [row[1] for row in rows]
        got = pots[mask] = ((now[0] + now[1] + now[2] + now[3] + now[4]) * self.time,
                            self.pots_by_gains(now, gains, cells))
        return got

    def pots_by_gains(self, now, gains, cells) -> dict:
        """option_pots()' {cell: potential} on the cells where a new slot changes an animal's
        weighted sum: the same wherever the new slots gain the same, so each set of gains is
        summed once (the frontier's cells share a few small gains)."""
        special, by_gains, time, with_extra = {}, {}, self.time, self.with_extra
        dicts = [x[1] for x in gains]
        n, g1, g2 = len(dicts), dicts[0] if dicts else None, dicts[-1] if dicts else None
        for c in cells:     # keys written out for the tiles' one or two animals
            key = g1[c] if n == 1 else (g1[c], g2[c]) if n == 2 else tuple([g[c] for g in dicts])
            v = by_gains.get(key)
            if v is None:
                values = now[:]
                for a, g, row, memo, thr in gains:
                    e = g[c]
                    if e > thr:     # else with_extra() keeps the sum
                        x = memo.get(e)
                        values[a] = with_extra(row, e) if x is None else x
                v = by_gains[key] = (values[0] + values[1] + values[2] + values[3] + values[4]) * time
            special[c] = v
        return special

    def potential(self, wild: Wild, changed, taken, new_cell, new_mask) -> float:
        """Potential of the open slots after one token went to `taken` (or nowhere) and a
        tile with slot mask new_mask went to new_cell (new_mask 0 if the token sits on it)."""
        return self.potential_at(self.prepare(wild, changed, taken), wild, new_cell, new_mask)

    def token_options(self, a) -> list:
        """[(token cell or None, wildlife, prepare() rows, potentials, gains)] for a token of
        animal a on each open slot of the environment, or back to the bag (None); the two
        dicts keep option_pots() per slot mask and the new slots' gains per animal whose
        gains the token changed."""
        got = self._options.get(a)
        if got is None:
            changed = self.base.touched[a]
            got = [(None, self.base, self.prepare(self.base, (), None), {}, {})]
            for y in self.open[a]:
                wild = Plus(self.base, a, y, None if self.pairs else self.base_gain[a].get(y))
                got.append((y, wild, self.prepare(wild, changed, y), {}, {}))
            self._options[a] = got
        return got

    def on_new_tile(self, a, c) -> float:
        """Wildlife score and potential once a token of animal a sits on a new tile at c."""
        v = self._on_tile.get(c * 5 + a)
        if v is None:
            self.on_new_tiles(a, (c,))
            v = self._on_tile[c * 5 + a]
        return v

    def on_new_tiles(self, a, cells) -> None:
        """on_new_tile() of the cells not worked out yet, in one loop (the bounds ask every
        cell's): the wildlife's total and potential_at(prepare(...), ...) of whose rows it
        needs the weighted sums alone: c is no open slot, so every animal the token does not
        change keeps its free row. Tokens at c then at z score what tokens at z then at c do,
        so the token's own animal's gain at z after c is the gain at c after z (the new-slot
        gains of z's token option, where they were worked out) + gain(z) - gain(c)."""
        memo, base, pairs, time = self._on_tile, self.base, self.pairs, self.time
        todo = [c for c in cells if c * 5 + a not in memo]
        front = None if pairs or not time else self.front_gain(a)
        if not time:
            for c in todo:
                memo[c * 5 + a] = Plus(base, a, c).total + 0.0
            return
        free = self.board.get("free_values") or self._free_values()
        slots_of = self.board.get("slots") or self._slots()
        options = self._options.get(a)
        after = {} if options is None or pairs else {o[0]: o[4].get(a) for o in options[1:]}
        for c in todo:
            wild = Plus(base, a, c, None if front is None else front[c])
            values = free[:]
            for b in base.touched[a]:
                slots = slots_of[b]
                if self.unmoved(wild, b, slots):    # the same gains: the free row's sum
                    continue
                if b == a and not pairs:
                    gains = self.gains_from_other_side(wild, slots, after, front[c])
                else:
                    gains = self.moved_gains(wild, b, slots, slots, self.base_gain[b])
                values[b] = self.weighted(sorted([g for g in gains if g > 0], reverse=True))
            # summed in animal order, as the plans' values have always been
            memo[c * 5 + a] = wild.total + (values[0] + values[1] + values[2] + values[3] + values[4]) * time

    def _free_values(self) -> list:
        got = self.board["free_values"] = [self.kept_row(b, None)[1] for b in range(5)]
        return got

    def _slots(self) -> tuple:
        got = self.board["slots"] = tuple(tuple(cells) for cells in self.open)
        return got

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
        if placed:
            if into is None:
                return self.token_step(a)
            return self.plans(t, a, ((None, 0.0, None),), True, into)
        if into is not None:
            return self.plans(t, a, self.spots(t), False, into)
        return self.plans(t, a, self.hopeful_spots(t, a), False, None)

    def token_step(self, a):
        """plans() at a token step (the tile placed, no new slot): each token option's value
        needs its potential's sum alone (token_values()), not prepare()'s rows."""
        best, top = None, float("-inf")
        off, nat = self.offset, 1 + self.w.nature * (self.left > 0)
        key, env = self.key, self.env
        for y, total, pot in self.token_values(a):
            val = off + 0.0 + total + pot   # plans()' sum: no habitat value, no new slot
            if y is not None and key[env[y]]:
                val += nat
            if val > top:
                top, best = val, (val, None, None, y)
        return best

    def token_values(self, a) -> list:
        """[(token cell or None, wildlife total, potential)] of token_options(a) with no new
        slot, from those options if worked out, else with token_potential() in their order
        (each option takes its own animal's gains from the ones before it)."""
        got = self._token_values.get(a)
        if got is None:
            options = self._options.get(a)
            if options is not None:
                got = [(o[0], o[1].total, self.option_pots(o, 0)[0]) for o in options]
            else:
                base, changed = self.base, self.base.touched[a]
                got = [(None, base.total, self.token_potential(base, (), None))]
                for y in self.open[a]:
                    wild = Plus(base, a, y, None if self.pairs else self.base_gain[a].get(y))
                    got.append((y, wild.total, self.token_potential(wild, changed, y)))
            self._token_values[a] = got
        return got

    def hopeful_spots(self, t, a) -> list:
        """spots(t) but for the cells whose every plan is below one plan of another cell
        (spot_bound()): the best plan and its ties are among those left, in the same order.
        A cell gets its exact habitat value only when its bound reaches the best plan found
        so far."""
        cells = self.frontier
        if not cells:
            return []
        kind, rows = self.tile_kind(t)
        bounds, best = self.cell_bounds_of(t, a, kind, rows)
        off = self.offset
        top, done = float("-inf"), {}
        first = bounds.index(max(bounds))   # its best plan sets the bar first
        for i in [first] + list(range(len(cells))):
            if i in done or bounds[i] < top:
                continue
            c = cells[i]
            hv, rot = done[i] = self.best_rotation(rows.get(c) or self.template_row(kind, rows, c))
            top = max(top, off + hv + best[i])
        return [(cells[i], hv, rot) for i, (hv, rot) in sorted(done.items())]

    def cell_bounds_of(self, t, a, kind, rows) -> tuple:
        """([per frontier cell, a bound its plans never go above], [per cell, its best plan
        but for the offset and its habitat value]), as hopeful_spots() asks them."""
        wm_t = self.wmask[t * 6]
        key, env, off = self.key, self.env, self.offset
        nat = 1 + self.w.nature * (self.left > 0)
        opts = []       # (total, potential, special) of each token option
        for option in self.token_options(a):
            y = option[0]
            pot, special = self.option_pots(option, wm_t)
            total = option[1].total + (nat if y is not None and key[env[y]] else 0)
            opts.append((total, pot, special))
        flat = max(total + pot for total, pot, _ in opts)     # a cell no option sees apart
        cell_best = {}
        for total, pot, special in opts:
            for c, v in special.items():
                v += total
                if v > cell_best.get(c, flat):
                    cell_best[c] = v
        tile = wm_t >> a & 1    # the token may go on the tile
        tile_nat = nat if key[t * 6] else 0
        bounds, best = [], []
        get_best, get_row = cell_best.get, rows.get
        if tile:
            self.on_new_tiles(a, self.frontier)
        memo = self._on_tile
        i, j, k, m, n = kind[3]     # spot_bound()'s parts, read in place
        get_parts, cell_bounds = self._bounds.get, self.cell_bounds
        for c in self.frontier:
            w = get_best(c, flat)
            if tile:
                v = memo[c * 5 + a] + tile_nat
                if v > w:
                    w = v
            best.append(w)
            row = get_row(c)
            if row is not None and row[3] is None:
                hv = row[1]
            else:
                got = get_parts(c) or cell_bounds(c)
                hv = got[i] + got[j] + got[k] + got[m] + got[n]
            bounds.append(off + hv + w + 1e-6)      # 1e-6: the sums' rounding
        return bounds, best

    def plans(self, t, a, spots, placed, into):
        """plan_pair() over the given spots."""
        wm_t = 0 if placed else self.wmask[t * 6]
        best, top = None, float("-inf")     # top: best's value
        off = self.offset
        nat = 1 + self.w.nature * (self.left > 0)
        key, env = self.key, self.env
        # the token on an open slot of the environment, or back to the bag
        for option in self.token_options(a):
            y, total = option[0], option[1].total
            keystone = y is not None and key[env[y]]
            pot, special = self.option_pots(option, wm_t)
            if into is None and not keystone:   # the same sums, fewer tests
                get = special.get
                for c, hv, rot in spots:
                    val = off + hv + total + get(c, pot)
                    if val > top:
                        top, best = val, (val, c, rot, y)
                continue
            for c, hv, rot in spots:
                val = off + hv + total + special.get(c, pot)
                if keystone:
                    val += nat
                if into is not None:
                    into.append((val, c, rot, y))
                if val > top:
                    top, best = val, (val, c, rot, y)
        if placed:
            return best
        # the token on the new tile itself
        if wm_t >> a & 1:
            for c, hv, rot in spots:
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
