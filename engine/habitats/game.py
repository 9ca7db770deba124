"""HabitatsGame: set-up, the turn as protocol steps, years and goals, hidden stock, scores.

A turn, one action per click:
  ("take", row, col)            the market tile at (row, col): the figure walks there, faces the
                                way it went, and the space it left is refilled from the stock
  ("place", row, col, rotation) the tile into the park; (0, 0) is the entrance, rows grow
                                downwards; rotation = quarter turns clockwise (road tiles only)
  ("set_aside",)                only when the tile fits nowhere in the park (our ruling)
After the last turn of a year its goal is scored; after year 3 the game ends.
"""
from __future__ import annotations

import random

from engine.core import Game

from . import text as T
from .data import GOALS, load
from .goals import goal_points
from .market import player_choices
from .park import ORIGIN, STEP, cell, coords, in_range, placements, refusal
from .scoring import sheet
from .state import EMPTY, OVER, PLACE, TAKE, HabitatsState

SET_ASIDE = ("set_aside",)
SIDES = "NESW"


class HabitatsGame(Game):
    name = "habitats"
    title = {"en": "Habitats", "fr": "Habitats"}
    min_players, max_players = 2, 5
    hidden_information = True
    private_hands = False   # the stock order is hidden from everyone alike: no pass screen

    def __init__(self, data_dir: str | None = None):
        self.data = load(data_dir)

    # ---- set-up (rules §2) --------------------------------------------------------------
    def setup(self, options, seed):
        options = self.check_options(options)
        n = options["players"]
        d = self.data
        rng = random.Random(seed)
        first = rng.randrange(n)
        goals = tuple(rng.sample(GOALS, 3))
        m = d.markets[n]
        fig_pos, fig_dir = [0] * n, [0] * n
        for k, f in enumerate(m.figures):     # figures in turn order from the start player
            seat = (first + k) % n
            fig_pos[seat], fig_dir[seat] = f.row * m.cols + f.col, SIDES.index(f.facing)
        parks = [{ORIGIN: d.entrance(p) * 4} for p in range(n)]
        s = HabitatsState(n, goals, m.rows, m.cols, [EMPTY] * (m.rows * m.cols), fig_pos, fig_dir,
                          parks, list(range(d.num_tiles)), [[0, 0, 0] for _ in range(n)],
                          current=first, first=first)
        s.rng = rng
        for i in range(m.rows * m.cols):
            if i not in fig_pos:
                s.market[i] = self._draw(s)
        s.epoch = 0
        return s

    def _draw(self, s) -> int:
        if not s.unseen:
            return EMPTY
        s.epoch += 1
        return s.unseen.pop(s.rng.randrange(len(s.unseen)))

    # ---- years (rules §5) -------------------------------------------------------------------
    def year_ends(self, players: int) -> tuple[int, int, int]:
        """Turns completed (all players) when years 1, 2 and 3 end."""
        t = self.data.years[players].turns
        return t[0] * players, (t[0] + t[1]) * players, (t[0] + t[1] + t[2]) * players

    def year_of(self, s) -> int:
        """The year being played, 0-2 (2 once the game is over)."""
        ends = self.year_ends(s.players)
        return next((y for y in range(3) if s.turn < ends[y]), 2)

    def turns_left(self, s, player: int) -> int:
        """Turns `player` still has to play (this one included while it is theirs)."""
        total = self.year_ends(s.players)[2] // s.players
        done = s.turn // s.players + int((player - s.first) % s.players < s.turn % s.players)
        return total - done

    # ---- flow (rules §4) --------------------------------------------------------------------
    def to_move(self, s):
        return None if s.phase == OVER else s.current

    def legal_actions(self, s):
        if s.phase == TAKE:
            cols = s.cols
            return [("take", i // cols, i % cols) for i, _, _ in player_choices(s, s.current)]
        if s.phase == PLACE:
            acts = [("place", *coords(c), r) for c, r in placements(self.data, s.parks[s.current], s.held)]
            return acts or [SET_ASIDE]
        return []

    def apply(self, s, a):
        kind = a[0]
        p = s.current
        if kind == "take":
            space = a[1] * s.cols + a[2]
            d = next(d for i, d, _ in player_choices(s, p) if i == space)
            s.held, s.market[space] = s.market[space], EMPTY
            old = s.fig_pos[p]
            s.fig_pos[p], s.fig_dir[p] = space, d
            s.market[old] = self._draw(s)
            s.phase = PLACE
        elif kind == "place":
            s.parks[p][cell(a[1], a[2])] = s.held * 4 + a[3]
            s.held = EMPTY
            self._end_turn(s)
        elif kind == "set_aside":
            s.set_aside.append(s.held)
            s.held = EMPTY
            self._end_turn(s)
        else:
            raise ValueError(f"unknown action {a!r}")

    def _end_turn(self, s) -> None:
        s.turn += 1
        ends = self.year_ends(s.players)
        if s.turn in ends:
            y = ends.index(s.turn)
            for p, v in enumerate(goal_points(self.data, s.goals[y], s.parks, y)):
                s.goal_points[p][y] = v
            if y == 2:
                s.phase = OVER
                return
        s.current = (s.current + 1) % s.players
        s.phase = TAKE

    # ---- refusals ----------------------------------------------------------------------------
    def explain_illegal(self, s, a):
        if s.phase == OVER:
            return T.refuse(T.GAME_OVER)
        kind = a[0] if isinstance(a, tuple) and a else None
        shapes = {"take": 3, "place": 4, "set_aside": 1}
        if kind not in shapes or len(a) != shapes[kind] or \
                not all(isinstance(x, int) and not isinstance(x, bool) for x in a[1:]):
            return T.refuse(T.NOT_A_MOVE)
        if kind == "take":
            if s.phase != TAKE:
                return T.refuse(T.PLACE_FIRST)
            return self._explain_take(s, a[1], a[2])
        if s.phase != PLACE:
            return T.refuse(T.TAKE_FIRST)
        legal = self.legal_actions(s)
        if kind == "set_aside":
            return T.refuse(T.FITS_SOMEWHERE if legal != [SET_ASIDE] else T.NOT_A_MOVE)
        if legal == [SET_ASIDE]:
            return T.refuse(T.NO_PLACE)
        return self._explain_place(s, *a[1:])

    def _explain_take(self, s, row, col):
        if not (0 <= row < s.rows and 0 <= col < s.cols):
            return T.refuse(T.NO_SUCH_SPACE)
        space = row * s.cols + col
        if s.market[space] == EMPTY:
            return T.refuse(T.EMPTY_SPACE)
        p = s.current
        r0, c0 = divmod(s.fig_pos[p], s.cols)
        if row != r0 and col != c0:
            return T.refuse(T.NOT_IN_LINE)
        facing = s.fig_dir[p]
        behind = (facing + 2) % 4
        step = (-1, 0) if row < r0 else (1, 0) if row > r0 else (0, 1) if col > c0 else (0, -1)
        direction = [(-1, 0), (0, 1), (1, 0), (0, -1)].index(step)
        behind_allowed = any(how == "behind" for _, _, how in player_choices(s, p))
        if direction == behind and not behind_allowed:
            return T.refuse(T.BEHIND)
        return T.refuse(T.NOT_FIRST_BEHIND if behind_allowed else T.NOT_FIRST)

    def _explain_place(self, s, row, col, rot):
        if not 0 <= rot < 4:
            return T.refuse(T.BAD_ROTATION)
        if not in_range(row, col):
            return T.refuse(T.FAR)
        d = self.data
        tile = s.held
        if rot not in d.rotations[tile]:
            return T.refuse(T.NO_ROADS if d.rotations[tile] == (0,) else T.SAME_ROADS)
        why = refusal(d, s.parks[s.current], tile, cell(row, col), rot)
        return T.refuse(T.PLACE_RULES.get(why, T.NOT_A_MOVE))

    # ---- hidden information ------------------------------------------------------------------
    def observe(self, s, player):
        o = s.clone()
        o.rng = None
        return o

    def determinize(self, s, player, rng):
        """The stock's order exists only as future draws of state.rng (state.py): a fresh rng
        re-deals it."""
        det = s.clone()
        det.rng = random.Random(rng.getrandbits(64))
        return det

    # ---- scores, text, turns -----------------------------------------------------------------
    def player_names(self, s):
        return [{"en": f"{e.name.en} player", "fr": f"Joueur {e.name.fr.lower()}"}
                for e in self.data.game.entrances[: s.players]]

    def scores(self, s):
        return sheet(self.data, s)

    def describe(self, s, a, lang="en"):
        # Match.play describes a move before checking it: a bogus one must not crash here
        try:
            return T.describe(self.data, s, a, lang)
        except (IndexError, KeyError, TypeError, ValueError, AttributeError, StopIteration):
            return " ".join(str(x) for x in a) if isinstance(a, tuple) else str(a)

    def round_number(self, s):
        return min(s.turn // s.players + 1, self.year_ends(s.players)[2] // s.players)

    def check_invariants(self, s) -> None:
        """Every tile is in exactly one place; parks and the market obey the rules."""
        d = self.data
        seen = list(s.unseen) + [t for t in s.market if t != EMPTY] + s.set_aside
        seen += [code >> 2 for park in s.parks for code in park.values() if code >> 2 < d.num_tiles]
        if s.held != EMPTY:
            seen.append(s.held)
        assert sorted(seen) == list(range(d.num_tiles)), "tiles lost or duplicated"
        assert s.unseen == sorted(s.unseen), "the stock is kept sorted"
        assert len(set(s.fig_pos)) == s.players, "two figures share a space"
        for pos in s.fig_pos:
            assert s.market[pos] == EMPTY, "a figure stands on a tile"
        assert sum(1 for t in s.market if t == EMPTY) == s.players, "one empty space per figure"
        for p, park in enumerate(s.parks):
            assert park.get(ORIGIN) == d.entrance(p) * 4, "the entrance stays at its place"
            self._check_park(park)
        placed = sum(len(park) - 1 for park in s.parks) + len(s.set_aside)
        assert placed == s.turn, "one tile placed or set aside per completed turn"
        assert (s.held != EMPTY) == (s.phase == PLACE)

    def _check_park(self, park) -> None:
        d = self.data
        for c, code in park.items():
            assert code & 3 in d.rotations[code >> 2], "an unused rotation"
            if c != ORIGIN:
                assert not (c % 64 == 32 and c > ORIGIN), "a tile below the entrance"
                assert any(c + st in park for st in STEP), "a tile touches nothing"
            for k in range(4):
                if d.roads[code] >> k & 1 and c != ORIGIN:
                    assert c + STEP[k] not in park, "a road side touches a tile"

    # ---- position files and AI -----------------------------------------------------------------
    def export_position(self, s, player):
        from .position import export_position
        return export_position(self.data, s, player)

    def evaluate(self, s, player):
        from .ai import evaluate
        return evaluate(self, s, player)

    def ai_levels(self):
        from .ai import LEVELS
        return LEVELS
