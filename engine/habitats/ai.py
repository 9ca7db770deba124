"""Habitats AI: a park evaluation, a planner over (take, place) and three bot levels.

The Planner values a park as: its score now + what the goals would pay if scored now
(against the others' parks as they stand; later years weigh less) + the promise of what is
not scoring yet (animals and insects part-way to their demand, road tiles with open sides
still free), fading as the player's turns run out, minus a penalty when the park has almost
no free spaces left. The bot values each market tile by its best placement and plays the
best (take, place) one step at a time (each step re-plans: the bot keeps no memory).

Levels:
  easy    the score now only (no promise, no goals ahead), and half of its takes at random
          among its 3 best
  normal  the full evaluation, one tile ahead of nothing
  hard    also weighs the market walk: what its take leaves the next player (the best gain
          among the tiles that player's figure will see) and what its own figure will see
          from where it ends up (the best gain among those tiles, if they are still there)
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from engine.ai.bots import Bot
from engine.ai.clock import thinking_clock

from .data import ANIMAL, INSECT, ROAD
from .goals import measure, rank_values
from .market import choices
from .park import STEP, below_entrance, coords, linked_flowers, open_sides, placements
from .scoring import ParkFacts, cell_points
from .state import EMPTY, PLACE, TAKE

UNKNOWN = -2     # the refill of the space a figure left: a tile, but not known yet


@dataclass
class Weights:
    promise: float = 0.75       # worth of a half-met demand relative to its points, early on
    fade: float = 7.0           # turns left at which the promise is worth it in full
    goal_now: float = 1.0       # the current year's goal, as it stands
    goal_later: float = 0.55    # the later years' goals
    cramped: float = 4.0        # penalty when fewer than 2 spaces still take a plain tile
    deny: float = 0.45          # hard: weight of the next player's best gain (2 players)
    ahead: float = 0.35         # hard: weight of my next turn's best gain


class Planner:
    """Values parks of one player against the others' parks as they stand."""

    def __init__(self, game, s, p, w: Weights | None = None, promise=True, goals=True):
        self.game, self.data, self.s, self.p = game, game.data, s, p
        self.w = w or Weights()
        self.use_promise, self.use_goals = promise, goals
        left = game.turns_left(s, p) - (1 if s.current == p and s.phase in (TAKE, PLACE) else 0)
        self.left = max(0, left)
        year = game.year_of(s)
        ends = game.year_ends(s.players)
        self.goal_years = [] if not goals else \
            [(y, s.goals[y], self.w.goal_now if y == year else self.w.goal_later)
             for y in range(3) if s.turn < ends[y]]
        self.others = {y: [measure(g, self.data, park)[0] for q, park in enumerate(s.parks) if q != p]
                       for y, g, _ in self.goal_years}

    def fade(self) -> float:
        return min(1.0, self.left / self.w.fade)

    def goal_value(self, park, park_areas=None) -> float:
        d, n = self.data, self.s.players
        total = 0.0
        for y, g, weight in self.goal_years:
            key = measure(g, d, park, park_areas)[0]
            total += weight * rank_values([key] + self.others[y], d.years[n].goal_values[y])[0]
        return total

    def promise(self, facts: ParkFacts) -> float:
        d, park = self.data, facts.park
        f = self.fade()
        if f <= 0:
            return 0.0
        total = 0.0
        for c, code in park.items():
            t = code >> 2
            k = d.cat[t]
            if k == ANIMAL and c not in facts.met:
                have = facts.habitat_counts(c)
                need = d.demand[t]
                part = sum(min(h, x) for h, x in zip(have, need)) / sum(need)
                total += d.points[t] * part * part
            elif k == INSECT and c not in facts.met:
                total += d.points[t] * linked_flowers(d, park, c) / (d.need[t] + 1)
            elif k == ROAD:
                total += self.road_promise(park, c, code)
        return total * f * self.w.promise

    def road_promise(self, park, c, code) -> float:
        d = self.data
        roads = d.roads[code]
        gaps = 0
        for k in range(4):
            n = c + STEP[k]
            if roads >> k & 1 or n in park:
                continue
            if below_entrance(n) or open_sides(d, park, n)[1]:
                return 0.0      # that side can never be closed
            gaps += 1
        return d.points[code >> 2] * (0.5 ** gaps) if gaps else 0.0

    def room(self, park) -> float:
        """Penalty when the park is nearly closed (a tile that fits nowhere is lost)."""
        if self.left <= 0:
            return 0.0
        free = 0
        seen = set()
        roads = self.data.roads
        for c, code in park.items():
            for d in range(4):
                n = c + STEP[d]
                if n in park or n in seen or roads[code] >> d & 1 or below_entrance(n):
                    continue
                seen.add(n)
                if not open_sides(self.data, park, n)[1]:
                    free += 1
                    if free >= 2:
                        return 0.0
        return self.w.cramped * (2 - free) / 2

    def value(self, park) -> float:
        facts = ParkFacts(self.data, park)
        v = float(sum(cell_points(self.data, park, facts).values()))
        if self.use_promise:
            v += self.promise(facts) - self.room(park)
        if self.goal_years:
            v += self.goal_value(park, facts.areas)
        return v

    def best_place(self, tile: int) -> tuple[float, int | None, int]:
        """(value, cell, rotation) of the best placement of `tile` (cell None: set aside)."""
        park = self.s.parks[self.p]
        spots = placements(self.data, park, tile)
        if not spots:           # set aside: the tile is lost, worth a little less than nothing
            return self.value(park) - 1.0, None, 0
        best = (float("-inf"), None, 0)
        for c, r in spots:
            park[c] = tile * 4 + r
            v = self.value(park)
            del park[c]
            if v > best[0]:
                best = (v, c, r)
        return best


class HabitatsBot(Bot):
    def __init__(self, promise=True, goals=True, noise=0.0, look=False, samples=0, width=3,
                 seconds=0.8, weights=None, **_defaults):
        # make_bot() merges the framework's default spec (lookahead...) into ours
        self.use_promise, self.use_goals, self.noise, self.look = promise, goals, noise, look
        self.samples, self.width, self.seconds = samples, width, seconds
        self.w = weights or Weights()

    def planner(self, game, s, p) -> Planner:
        return Planner(game, s, p, self.w, self.use_promise, self.use_goals)

    def decide(self, game, s, p, rng):
        if s.phase == PLACE:
            v, c, r = self.planner(game, s, p).best_place(s.held)
            return ("set_aside",) if c is None else ("place", *coords(c), r)
        ranked = self.rank_takes(game, s, p)
        if self.noise and rng.random() < self.noise:
            return rng.choice(ranked[:3])[1]
        if self.samples and len(ranked) > 1 and game.turns_left(s, p) > 1:
            return self.sampled_take(game, s, p, rng, ranked)
        return ranked[0][1]

    def sampled_take(self, game, s, p, rng, ranked):
        """Plays each of the best takes on, through my next turn, over re-dealt stocks (the
        same stocks for every take), the others and myself playing as `normal`; keeps the
        take whose outcome (my value minus the best other's) is best on average. Samples go
        round by round over the takes and stop early after `seconds` (at least 2 rounds)."""
        deadline = thinking_clock() + self.seconds
        policy = HabitatsBot()
        cands = [a for _, a in ranked[: self.width]]
        totals = [0.0] * len(cands)
        for k in range(self.samples):
            seed = rng.getrandbits(32)
            for i, a in enumerate(cands):
                totals[i] += self.rollout(game, s, p, a, random.Random(seed), policy)
            if k >= 1 and thinking_clock() > deadline:
                break
        best = max(range(len(cands)), key=lambda i: (totals[i], -i))
        return cands[best]

    @staticmethod
    def rollout(game, s, p, a, rng, policy) -> float:
        c = game.determinize(s, p, rng)
        game.apply(c, a)
        steps = 2 * s.players + 1      # my placement, the others' turns, my next turn
        while steps and game.to_move(c) is not None:
            q = game.to_move(c)
            game.apply(c, policy.decide(game, c, q, rng))
            steps -= 1
        return evaluate(game, c, p)

    def rank_takes(self, game, s, p) -> list:
        pl = self.planner(game, s, p)
        base = pl.value(s.parks[p])
        out = []
        opts = choices(s.market, s.rows, s.cols, s.fig_pos[p], s.fig_dir[p])
        for i, d, _ in opts:
            v = pl.best_place(s.market[i])[0]
            if self.look:
                v += self.walk_terms(game, s, p, i, d, pl, base)
            out.append((v, ("take", i // s.cols, i % s.cols)))
        out.sort(key=lambda x: -x[0])
        return out

    def gains(self, game, s, q, market, pos, facing, pl=None) -> list[float]:
        """Player q's gain for each tile its figure would see from (pos, facing)."""
        pl = pl or self.planner(game, s, q)
        base = pl.value(s.parks[q])
        out = []
        for i, _, _ in choices(market, s.rows, s.cols, pos, facing):
            t = market[i]
            out.append(None if t == UNKNOWN else pl.best_place(t)[0] - base)
        known = [g for g in out if g is not None]
        mean = sum(known) / len(known) if known else 0.0
        return [mean if g is None else g for g in out]

    def walk_terms(self, game, s, p, i, d, pl, base) -> float:
        """Hard: the next player's best gain after this take (a loss for me) and my own best
        gain from where my figure ends up, if my tiles are still there next turn."""
        market = s.market[:]
        market[i] = EMPTY
        market[s.fig_pos[p]] = UNKNOWN
        n = s.players
        v = 0.0
        q = (p + 1) % n
        if game.turns_left(s, q) > (1 if q == p else 0):
            g = self.gains(game, s, q, market, s.fig_pos[q], s.fig_dir[q])
            v -= self.w.deny * (2 / n) * max(g, default=0.0)
        if pl.left > 0:
            mine = self.gains(game, s, p, market, i, d, pl)
            if mine:
                v += self.w.ahead * max(mine) * (0.8 if n > 2 else 1.0)
        return v


def player_value(game, s, p) -> float:
    """A player's expected final score: goals won + the park's value (promise included)."""
    return sum(s.goal_points[p]) + Planner(game, s, p).value(s.parks[p])


def evaluate(game, s, player) -> float:
    """My value minus the best other's (for the generic bots and searches)."""
    mine = player_value(game, s, player)
    best = max(player_value(game, s, q) for q in range(s.players) if q != player)
    return mine - best


LEVELS = {
    "easy": {"bot": HabitatsBot, "promise": False, "goals": False, "noise": 0.5},
    "normal": {"bot": HabitatsBot, "promise": True, "goals": True},
    "hard": {"bot": HabitatsBot, "promise": True, "goals": True, "look": True, "samples": 6, "seconds": 0.8},
}
