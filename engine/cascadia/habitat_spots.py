"""What a tile adds to the habitats' value at each spot and rotation, for the turn planner
(planner.py's Planner inherits it): the board's corridors, the terms each spot's corridors
add (the merged corridor's size where it grows past the largest, the corridor weight, the ways
out of the largest corridors it opens or closes), remembered per board, and their value
against this planner's rivals (the majority bonuses, or the solo bonus)."""
from __future__ import annotations

from .habitats import FACES_KINDS, board_corridors, majority, tile_faces
from .hexgrid import NEIGHBOURS, STEP

BACK = (3, 4, 5, 0, 1, 2)     # the edge of a neighbour in direction d that faces back
STEPS_OF = tuple(tuple(STEP[d] for d in range(6) if m >> d & 1) for m in range(64))  # of a faces() mask


_VERSUS = {}    # (id of the majority rules, rival weight, size, the others' sizes) -> versus()
_HELD = {}      # id -> majority rules of _VERSUS's keys: held, so that no other takes the id
_KINDS = {}     # (a tile's edges, keystone) -> (the edges table, kind_of())


def versus(size, others, rules, rival) -> float:
    """A habitat's value to a player whose largest corridor has `size` tiles against the
    others' largest (2-4 players): the size and the majority bonus, less the others' bonuses
    weighted by rival. The same for every planner of a table: _hab_value() remembers it."""
    m = majority([size, *others], rules)
    if rival:
        return size + m[0] - rival * sum(m[1:]) / len(others)
    return size + m[0]


def forget_versus() -> None:
    """Empty versus()' and kind_of()'s memos."""
    _VERSUS.clear()
    _HELD.clear()
    _KINDS.clear()


class HabitatSpots:
    """The habitat side of a Planner, which sets env, edges, key, frontier, w, time, left
    and board before _corridor_setup()."""

    def _corridor_setup(self, game, s, p, others):
        if "corridors" not in self.board:
            self._corridors_of_board()
        self.comp_of, self.comp_size, self.largest, self.comp_open, self.open_now = \
            self.board["corridors"]
        self._geometry = self.board.setdefault("geometry", {})
        self._terms = self.board.setdefault("terms", {})   # geometry()'s keys -> spot_terms()
        self._facing = self.board.setdefault("facing", {})  # cell -> facing()
        self._loud = self.board.setdefault("loud", {})      # cell -> loud()
        self._pieces = self.board.setdefault("pieces", {})  # shown_terms() by what it depends on
        self._tiled = self.board.setdefault("tiled", {})    # cell -> tiled()
        self._templates = self.board.setdefault("templates", {})    # tile's edges -> tile_kind()
        self._spot_values = {}      # geometry()'s keys -> terms_value() (the others' corridors count)
        self.solo = s.players == 1
        comp = game.data.components
        self.solo_bonus = comp.solo_bonus
        self.majority = comp.majority
        if not self.solo:
            # the other players' largest corridors, in seat order (the caller may know them)
            self.others = others if others is not None else \
                [board_corridors(s.env[q], self.edges).largest for q in range(s.players) if q != p]
        self._hab_memo = {}
        self._closing = [None] * 5  # per habitat: opening_gain() where the largest corridor stays
        self.hab_now = [self.hab_value(h, self.largest[h]) for h in range(5)]     # as they stand
        self.hab_base = sum(self.hab_now)
        self._place_cache = {}      # tile's edges -> its placements (tiles may share edges)
        self._spots = {}            # tile's edges -> spots()
        self._bounds = {}           # cell -> cell_bounds()
        self._reach_tops = {}       # reach * 5 + habitat -> reach_top()
        # plan values are absolute (comparable between turns for the look-ahead)
        self.offset = self.hab_base + s.nature[p] * (1 + self.w.nature * (self.left > 0))
        if self.w.opening and self.time:      # the ways out as they stand (placements add the change)
            cap = self.w.open_cap
            self.offset += self.w.opening * self.time * sum(min(cap, len(o)) for o in self.open_now)

    def _corridors_of_board(self):
        """Per habitat, the corridor of each tile (comp_of), the corridors' sizes and, when the
        ways out count, the empty hexes each corridor's habitat edges face: where it can grow
        (the largest corridors' ones are the openings the evaluation values). Corridor ids are
        cells (habitats.Corridors), so the sizes and ways out are dicts."""
        got = board_corridors(self.env, self.edges)
        self.comp_of, self.comp_size, self.largest = got.of, got.size, got.largest
        self.comp_open = self.open_now = None
        if self.w.opening:
            self.comp_open = got.ways
            self.open_now = [got.largest_ways(h) for h in range(5)]
        self.board["corridors"] = (self.comp_of, self.comp_size, self.largest, self.comp_open,
                                   self.open_now)

    def opening_gain(self, h, c, mask, merged_ids, merged) -> float:
        """Change of the openings' value of habitat h when a tile whose edges show h towards
        the directions of `mask` (faces()) goes to c, joining the corridors merged_ids into
        one of `merged` tiles."""
        if merged < self.largest[h]:   # the largest stays: c closes one of its ways out, if any
            if c not in self.open_now[h]:
                return 0.0
            x = self._closing[h]
            if x is None:
                x = self._closing[h] = self._opening_change(h, c, mask, merged_ids, merged)
            return x
        return self._opening_change(h, c, mask, merged_ids, merged)

    def _opening_change(self, h, c, mask, merged_ids, merged) -> float:
        cap = self.w.open_cap
        now = self.open_now[h]
        if merged >= self.largest[h]:
            ways = [self.comp_open[h][i] for i in merged_ids]
            if merged == self.largest[h]:
                ways.append(now)    # a tie: both largest corridors may grow
            count = None
            for o in ways:
                if len(o) > cap:
                    count = cap     # more than cap ways out, less c: still cap at least
                    break
            if count is None:
                new = set().union(*ways)
                env = self.env
                for d in range(6):
                    if mask >> d & 1 and c + STEP[d] not in env:
                        new.add(c + STEP[d])
                new.discard(c)
                count = min(cap, len(new))
        elif c in now:
            count = min(cap, len(now) - 1)
        else:
            return 0.0
        return self.w.opening * self.time * (count - min(cap, len(now)))

    def hab_value(self, h, size) -> float:
        v = self._hab_memo.get(size * 5 + h)
        if v is None:
            v = self._hab_memo[size * 5 + h] = self._hab_value(h, size)
        return v

    def _hab_value(self, h, size) -> float:
        if self.solo:
            b = self.solo_bonus
            v = size + (b.points if size >= b.min_corridor else 0)
            short = b.min_corridor - size
            if 0 < short <= 2 and self.left >= 2 * short:
                v += self.w.bonus_reach * b.points / short
            return v
        others = tuple([o[h] for o in self.others])
        key = (id(self.majority), self.w.rival, size, others)
        v = _VERSUS.get(key)
        if v is None:
            v = versus(size, others, self.majority, self.w.rival)
            if len(_VERSUS) > 20_000:       # bounded, as a long session plays on
                _VERSUS.clear()
            _HELD[id(self.majority)] = self.majority
            _VERSUS[key] = v
        return v

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

    def spots(self, t) -> list:
        """[(cell, habitat value gained, rotation)] of tile t: each cell's best rotation (the
        first of the best), cells in the order placements() gives them."""
        shape = self.edges[t * 6]
        out = self._spots.get(shape)
        if out is None:
            best = self.best_rotation
            out = self._spots[shape] = tuple([(row[0],) + best(row) for row in self.template(t)])
        return out

    def best_rotation(self, row) -> tuple:
        """(value, rotation) of a template() row against this planner's rivals."""
        c, v, rot, rots = row
        if rots is not None:        # a corridor may grow past the largest: my rivals count
            for r, terms in rots:
                x = self.terms_value(terms)
                if v is None or x > v:
                    v, rot = x, r
        return v, rot

    def template(self, t) -> tuple:
        """spots() of tile t as the board alone decides them: (cell, value, rotation, None)
        where no rotation grows a corridor past the largest (the value is the same whoever the
        rivals), else (cell, None, None, [(rotation, spot_terms())])."""
        kind, rows = self.tile_kind(t)
        get, row = rows.get, self.template_row
        return tuple([get(c) or row(kind, rows, c) for c in self.frontier])

    def tile_kind(self, t) -> tuple:
        """((the rotations tile t may take with their faces, the habitats it shows as a
        bitmask, its first rotation, which of cell_bounds() are its), {cell: template_row()}),
        remembered per board for the tiles with its edges: the rows are worked out as cells
        are asked."""
        shape = self.edges[t * 6]
        got = self._templates.get(shape)
        if got is None:
            got = self._templates[shape] = (self.kind_of(t), {})
        return got

    def kind_of(self, t) -> tuple:
        """tile_kind()'s first part, which the tile alone decides: remembered for every
        board (a decision's boards each ask their four tiles')."""
        keystone = self.key[t * 6]
        got = _KINDS.get((self.edges[t * 6], keystone))
        if got is not None and got[0] is self.edges:
            return got[1]
        table = tile_faces(self.edges)
        codes = tuple((rot,) + table[t * 6 + rot][:2] for rot in ((0,) if keystone else range(6)))
        mine = 0        # the habitats the tile shows, whatever its rotation
        for h, _ in codes[0][2]:
            mine |= 1 << h
        picks = tuple(h if mine >> h & 1 else h + 5 for h in range(5))    # see cell_bounds()
        kind = (codes, mine, codes[0][0], picks)
        _KINDS[(self.edges[t * 6], keystone)] = (self.edges, kind)
        return kind

    def template_row(self, kind, rows, c) -> tuple:
        """template()'s row of cell c for a tile of this kind (tile_kind()), kept in rows."""
        codes, mine, first = kind[:3]
        got = self._loud.get(c) or self.loud(c)
        loud, ways = got[2], got[3]
        if not loud & mine:
            v = 0.0     # every rotation gains the same: the first
            if ways & ~mine:
                for h, x in got[1]:
                    if not mine >> h & 1:
                        v += x
            row = rows[c] = (c, v, first, None)
            return row
        # the ways out the tile closes (the habitats it hides), after what it shows
        tail = tuple([(-1, x) for h, x in got[1] if not mine >> h & 1]) if ways & ~mine else None
        piece = self.shown_terms
        rots, grows, best, best_rot = [], False, None, None
        for rot, _, shown in codes:
            terms = ()
            for h, mask in shown:
                if loud >> h & 1:
                    terms += piece(c, h, mask)
            if tail:
                terms += tail
            v = 0.0
            for h, x in terms:
                if h >= 0:
                    grows = True
                v += x
            rots.append((rot, terms))
            if best is None or v > best:
                best, best_rot = v, rot
        row = rows[c] = (c, None, None, tuple(rots)) if grows else (c, best, best_rot, None)
        return row

    def spot_bound(self, kind, c) -> float:
        """A bound the habitat value a tile of this kind (tile_kind()) gains at c is never
        above, whatever its rotation (plan_pair skips the cells that cannot beat its best)."""
        got = self._bounds.get(c) or self.cell_bounds(c)
        i, j, k, m, n = kind[3]
        return got[i] + got[j] + got[k] + got[m] + got[n]

    def cell_bounds(self, c) -> tuple:
        """spot_bound()'s parts at c: per habitat, the most a tile showing it gains with it
        (it at most merges every corridor next to c, and opens or closes as many ways out as
        may count), then per habitat what a tile hiding it gains (the ways out it closes)."""
        got = self._loud.get(c)
        if got is None:
            return self.cell_tables(c)
        out = [0.0] * 10
        for h, x in got[1]:
            out[h + 5] = x
        loud, reach, tops = got[2], got[4], self._reach_tops
        for h in range(5):
            if loud >> h & 1:
                key = reach[h] * 5 + h
                top = tops.get(key)
                out[h] = self.reach_top(h, reach[h]) if top is None else top
        got = self._bounds[c] = tuple(out)
        return got

    def cell_tables(self, c) -> tuple:
        """cell_bounds(c), with facing(c) and loud(c) on the way, in one loop (the bounds ask
        every frontier cell's): the same tables, fewer steps."""
        out, reach = [(), (), (), (), ()], [1, 1, 1, 1, 1]
        get, edges, comp_of, sizes = self.env.get, self.edges, self.comp_of, self.comp_size
        for d, n in enumerate(NEIGHBOURS[c]):
            code = get(n)
            if code is not None:
                h = edges[code][BACK[d]]
                i, near = comp_of[h][n], out[h]
                for _, j in near:
                    if j == i:
                        break
                else:       # a corridor not met yet
                    reach[h] += sizes[h][i]
                out[h] = near + ((d, i),)
        loud, ways_out, lmask, wmask, parts = [], [], 0, 0, [0.0] * 10
        corridor, largest, tops = self.w.corridor, self.largest, self._reach_tops
        open_now = self.open_now if self.w.opening and self.time else None
        for h in range(5):
            r = reach[h]
            if r >= largest[h] or corridor and out[h]:
                loud.append(h)
                lmask |= 1 << h
                top = tops.get(r * 5 + h)
                parts[h] = self.reach_top(h, r) if top is None else top
            if open_now is not None and c in open_now[h]:
                x = self.opening_gain(h, c, 0, (), 0)
                if x:       # adding 0.0 changes nothing
                    ways_out.append((h, x))
                    wmask |= 1 << h
                    parts[h + 5] = x
        self._facing[c] = tuple(out)
        self._loud[c] = (tuple(loud), tuple(ways_out), lmask, wmask, tuple(reach))
        got = self._bounds[c] = tuple(parts)
        return got

    def reach_top(self, h, r) -> float:
        """cell_bounds()' part of habitat h where a tile showing it merges r tiles at most."""
        top = max(0.0, self.w.corridor * (r - 1))
        for size in range(self.largest[h] + 1, r + 1):
            top = max(top, self.hab_value(h, size) - self.hab_now[h])
        opening, cap = self.w.opening * self.time, self.w.open_cap
        if opening:     # opening_gain() counts between none and cap ways out
            ways = min(cap, len(self.open_now[h]))
            top += max(opening * (cap - ways), -opening * ways)
        self._reach_tops[r * 5 + h] = top
        return top

    def terms_value(self, terms) -> float:
        """Habitat value gained by a spot's terms (geometry()) against this planner's rivals."""
        hv, now = self.hab_value, self.hab_now
        v = 0.0
        for h, x in terms:
            v += x if h < 0 else hv(h, x) - now[h]
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
        loud, ways_out = self.loud(c)[:2]
        terms = []
        for h, mask in shown:
            if h in loud:
                terms += self.shown_terms(c, h, mask)
        for h, x in ways_out:
            if h in hidden:
                terms.append((-1, x))
        return terms

    def shown_terms(self, c, h, mask) -> tuple:
        """spot_terms()' terms for habitat h shown towards the directions of `mask` at c
        (remembered per board by what they depend on: tiles that differ only towards tiles
        that do not show h back, or towards empty hexes when the corridor stays below the
        largest, share them; a row asks each cell's faces once, so not by the faces)."""
        merged, seen, facing = 1, [], 0
        sizes = self.comp_size[h]
        for d, i in (self._facing.get(c) or self.facing(c))[h]:
            if mask >> d & 1:
                facing |= 1 << d
                if i not in seen:
                    seen.append(i)
                    merged += sizes[i]
        opening, top, free = self.w.opening and self.time, self.largest[h], None
        capped = opening and merged >= top and self.capped(h, seen, merged)
        if opening and merged >= top and not capped:
            free = mask & ~self.tiled(c)
            facing |= free << 6      # the ways out it adds count
        same = -1 - ((c * 5 + h) << 12 | facing)     # apart from the keys above
        got = self._pieces.get(same)
        if got is None:
            got = ()
            if merged > top:
                got = ((h, merged),)
            elif self.w.corridor and merged > 1:    # adding 0.0 changes nothing
                got = ((-1, self.w.corridor * (merged - 1)),)
            if opening:     # capped: cap ways out, whatever it adds (_opening_change())
                x = self.capped_gain(h) if capped else self.opening_gain(h, c, mask, seen, merged) \
                    if free is None else self.uncapped_gain(h, c, free, seen, merged)
                if x:
                    got += ((-1, x),)
            self._pieces[same] = got
        return got

    def capped_gain(self, h) -> float:
        """_opening_change() of a corridor of habitat h that keeps open_cap ways out."""
        cap = self.w.open_cap
        return self.w.opening * self.time * (cap - min(cap, len(self.open_now[h])))

    def uncapped_gain(self, h, c, free, merged_ids, merged) -> float:
        """_opening_change() of a corridor of habitat h that merges merged_ids into `merged`
        tiles, at least the largest, and is not capped(): free, the directions of its new
        ways out (the tile shows h there and no tile lies there)."""
        cap, ways, now = self.w.open_cap, self.comp_open[h], self.open_now[h]
        new = set(now) if merged == self.largest[h] else set()  # a tie: both may grow
        for i in merged_ids:
            new.update(ways[i])
        for s in STEPS_OF[free]:
            new.add(c + s)
        new.discard(c)
        return self.w.opening * self.time * (min(cap, len(new)) - min(cap, len(now)))

    def capped(self, h, merged_ids, merged) -> bool:
        """Does a corridor of habitat h that merges merged_ids into `merged` tiles keep
        open_cap ways out, whatever else it adds? (See opening_gain.)"""
        cap, comp_open = self.w.open_cap, self.comp_open[h]
        for i in merged_ids:
            if len(comp_open[i]) > cap:
                return True
        return merged == self.largest[h] and len(self.open_now[h]) > cap

    def tiled(self, c) -> int:
        """Bitmask of the directions where c has a tile next to it."""
        got = self._tiled.get(c)
        if got is None:
            env = self.env
            got = self._tiled[c] = sum(1 << d for d in range(6) if c + STEP[d] in env)
        return got

    def loud(self, c) -> tuple:
        """(the habitats a tile at c may change the value of when it shows them, (habitat,
        value) of the largest corridors' ways out that c closes when the tile hides their
        habitat), then both as bitmasks of habitats, then per habitat the size of the
        corridor a tile showing it on every edge would make there. Any other habitat gains nothing there: no
        corridor it can join at c reaches the largest."""
        got = self._loud.get(c)
        if got is None:
            loud, ways_out, lmask, wmask, reaches = [], [], 0, 0, []
            opening = self.w.opening and self.time
            corridor, sizes, largest = self.w.corridor, self.comp_size, self.largest
            for h, near in enumerate(self.facing(c)):
                if not near:
                    reach = 1
                elif len(near) == 1:
                    reach = 1 + sizes[h][near[0][1]]
                else:
                    reach = 1
                    for i in {i for d, i in near}:
                        reach += sizes[h][i]
                reaches.append(reach)
                if reach >= largest[h] or corridor and near:
                    loud.append(h)
                    lmask |= 1 << h
                if opening and c in self.open_now[h]:
                    x = self.opening_gain(h, c, 0, (), 0)
                    if x:       # adding 0.0 changes nothing
                        ways_out.append((h, x))
                        wmask |= 1 << h
            got = self._loud[c] = (tuple(loud), tuple(ways_out), lmask, wmask, tuple(reaches))
        return got

    def facing(self, c) -> tuple:
        """Per habitat, (direction, corridor index) of each tile next to c whose edge facing
        c shows that habitat."""
        got = self._facing.get(c)
        if got is None:
            # tuples: the garbage collector stops walking tuples of numbers (hard's look-ahead
            # keeps many boards' memos while its full collections walk them)
            out = [(), (), (), (), ()]
            get, edges, comp_of = self.env.get, self.edges, self.comp_of
            for d, n in enumerate(NEIGHBOURS[c]):
                code = get(n)
                if code is not None:
                    h = edges[code][BACK[d]]
                    out[h] += ((d, comp_of[h][n]),)
            got = self._facing[c] = tuple(out)
        return got
