"""Cascadia AI: the bot and its three levels (the evaluation is in planner.py, the hard
level's look-ahead in ai_search.py).

The bot values every (take, position, rotation, token spot) of its turn with the Planner and
plays the best one, one protocol step at a time (each step re-plans from the state; the one
memory is the placement hard's look-ahead chose at the take, and a bot without it re-plans). Levels
differ in what else they weigh: easy plays the immediate score with noise; normal adds the
potential and buys free choices with nature tokens; hard also samples the redraws of the
optional overpopulation wipe and looks one turn ahead: in solo, for its 3 best takes and
each one's 3 best placements (tile spot, rotation and token spot, within 3 points of the
best) it plays the turn, samples 8 refills of the display (the two pairs that slide are
known; the same 8 for every candidate) and keeps the take and placement whose next turn is
best on average; with 2-4 players it also plays the opponents' replies (as normal would play
them) and, with 2 players, counts what they lose as its gain (ai_search.Reply; with 3-4 a
denial costs me points to take them from one opponent of three, and did not win more games);
there too it judges the best takes' next-best placements (tile spot, rotation, token spot)
and the best free choices a nature token buys (the memory then also keeps the bought take).
With 3-4 players its 8 best candidates are then judged again two rounds deep: after the
opponents' replies it plays its own best pair, they reply again, and its best take then is
the value (ai_search.Reply.second_round, on up to 48 refills of their own, 4 at a time; past
8, no more start that would end after `deep_seconds` of the decision's CPU, so that a slower
machine thinks on fewer refills rather than for longer).
Hard's evaluation also values the ways out of its largest corridors (Weights.opening).
Hard's look-ahead stops at its `seconds` of CPU (the two best takes are always compared).
"""
from __future__ import annotations

from engine.ai.bots import Bot
from engine.ai.clock import thinking_clock

from .actions import FREE, WIPE3
from .ai_search import look_solo, placement_step, rank_reply, within
from .planner import Planner, Weights, evaluate  # noqa: F401  (re-exported)
from .state import PLACE, TAKE, TOKEN


# ---- the bot ------------------------------------------------------------------------------------
class CascadiaBot(Bot):
    """Plans the whole turn with the Planner; plays its first step."""

    def __init__(self, potential=True, nature=True, wipes=0, noise=0.0, ahead=0, width=3,
                 reply=0, span=6.0, deny_span=8.0, rival=1.0, weights=None,
                 rival_many=None, deny_span_many=None, seconds=None, crn=False, plans=1,
                 plan_span=3.0, solo_width=None, plans_many=1, free_many=0, deep=0,
                 deep_samples=4, deep_seconds=None, deep_least=4, **_defaults):
        # make_bot() merges the framework's default spec (lookahead, seconds...) into ours
        self.use_potential, self.use_nature, self.wipes, self.noise = potential, nature, wipes, noise
        self.ahead = ahead   # solo: refill samples per take option (0 = none)
        self.width = width   # how many of the best takes get the look-ahead
        self.span = span     # ... if within this many points of the best
        self.reply = reply   # 2-4 players: refill samples per take option (0 = none)
        self.deny_span = deny_span  # 2-4 players: a denial may cost up to this much now
        self.rival = rival   # 2-4 players: weight of the opponents' values (see ai_search)
        # with 3-4 players a point taken from one opponent is a third of a point of lead,
        # and denying costs my own points: these may weigh the rivals less (None = as above)
        self.rival_many = rival if rival_many is None else rival_many
        self.deny_span_many = deny_span if deny_span_many is None else deny_span_many
        self.w = weights or Weights()
        self.seconds = seconds  # CPU seconds for the look-ahead beyond its first two takes
        self.crn = crn       # solo: the same sampled refills for every candidate
        self.plans = plans   # solo: placements judged per take (its best ones, within plan_span)
        self.plan_span = plan_span
        self.solo_width = width if solo_width is None else solo_width   # solo: takes judged
        self.plans_many = plans_many   # 2-4 players: placements judged per take (see rank_reply)
        self.free_many = free_many   # 2-4 players: free choices the look-ahead judges
        self.deep = deep     # 3-4 players: best candidates judged again two rounds deep,
        self.deep_samples = deep_samples    # on this many refills, or on fewer (no fewer than
        self.deep_least = deep_least        # this) when more would end after this much of
        self.deep_seconds = deep_seconds    # the decision's CPU (None: never fewer)
        self.chosen = None   # (turn, tile, token, plan) the look-ahead chose at the take
        self.bought = None   # (turn, take) the look-ahead chose with a nature token

    def decide(self, game, s, p, rng):
        if s.phase == TAKE:
            return self.take_step(game, s, p, rng)
        if s.phase not in (PLACE, TOKEN):
            return game.legal_actions(s)[0]
        plan = self.chosen_plan(s)
        # a remembered placement is played only while it still fits the position (a hint
        # the player did not follow, an undo); otherwise the step is planned again
        if plan is not None and placement_step(s, plan) in game.legal_actions(s):
            return placement_step(s, plan)
        pl = Planner(game, s, p, self.w, self.use_potential)
        if s.phase == PLACE:
            return placement_step(s, pl.plan_pair(s.held_tile, s.held_token))
        return placement_step(s, pl.plan_pair(s.env[p][s.placed] // 6, s.held_token, placed=True))

    def rivalry(self, players) -> tuple:
        """(rival weight, deny span) for this player count."""
        if players <= 2:
            return self.rival, self.deny_span
        return self.rival_many, self.deny_span_many

    def rank_takes(self, game, s, p, pl):
        out = []
        for a in game.legal_actions(s):
            if a[0] == "take":
                v = pl.plan_pair(s.tiles[a[1]], s.tokens[a[2]])[0]
                out.append((v, a))
        out.sort(key=lambda x: -x[0])
        return out

    def take_step(self, game, s, p, rng):
        since = thinking_clock()
        legal = game.legal_actions(s)
        bought = self.bought_take(s)
        if bought in legal:
            return bought
        pl = Planner(game, s, p, self.w, self.use_potential)
        ranked = self.rank_takes(game, s, p, pl)
        if self.noise and rng.random() < self.noise:
            return rng.choice(ranked[:3])[1]
        best_v = ranked[0][0]
        solo_ahead = self.ahead and pl.left > 0 and s.players == 1 and len(ranked) > 1
        reply = self.reply and s.players > 1 and len(ranked) > 1
        # spending and wiping are judged on this turn's values, unless the 2-4 player
        # look-ahead judges the best free choices beside the pairs (free_many)
        judge_free = reply and self.free_many
        free = self.free_choices(game, s, p, pl) if self.use_nature and FREE in legal else []
        if free and not judge_free and free[0][0] > best_v + 0.5:
            return FREE
        if self.wipes and WIPE3 in legal:
            if self.sampled(game, s, p, WIPE3, rng) > best_v + 0.25:
                return WIPE3
        if solo_ahead:
            return self.look_ahead_solo(game, s, p, pl, ranked, rng, since)
        if reply:
            buys = [(FREE, a) for v, a in free if judge_free and v > best_v and a[1] != a[2]]
            take, plan = rank_reply(self, game, s, p, ranked, rng, since, buys[:self.free_many])[0][1]
            if take[0] == FREE:     # buy the free choice now, take it at the next step
                self.bought = (s.turn, take[1])
                self.remember(s, take[1], plan)
                return FREE
            self.remember(s, take, plan)
            return take
        return ranked[0][1]

    def free_choices(self, game, s, p, pl) -> list:
        """[(value now less the token's, take)] of the takes a nature token would allow,
        best first."""
        free = game.clone(s)
        game.apply(free, FREE)
        cost = 1 + pl.w.nature * (pl.left > 0)
        return [(v - cost, a) for v, a in self.rank_takes(game, free, p, pl)]

    def bought_take(self, s):
        """The take the look-ahead chose when it bought this turn's free choice, if bought."""
        if self.bought is not None and s.free and self.bought[0] == s.turn:
            return self.bought[1]
        return None

    def look_ahead_solo(self, game, s, p, pl, ranked, rng, since):
        """The take (and, with plans > 1, the placement) whose next turn is best on average."""
        best_v = ranked[0][0]
        cands = self.solo_cands(s, pl, ranked, best_v)     # (value now, take, plan)
        if len(cands) < 2:
            return ranked[0][1]
        cands.sort(key=lambda x: -x[0])
        seeds = [rng.getrandbits(64) for _ in range(self.ahead)] if self.crn else None
        judged = within(self, [c[1:] for c in cands],
                        lambda c: look_solo(self, game, s, p, c[0], rng, c[1], seeds), since)
        v, (take, plan) = max(judged, key=lambda x: x[0])
        self.remember(s, take, plan)
        return take

    def remember(self, s, take, plan):
        """Keep the placement the look-ahead chose for this turn's take (None: plan again)."""
        if plan is not None and take[0] == "take":
            self.chosen = (s.turn, s.tiles[take[1]], s.tokens[take[2]], plan)

    def solo_cands(self, s, pl, ranked, best_v) -> list:
        """[(value now, take, plan or None)] for the best takes of `ranked` ((value, take),
        best first) and, with plans > 1, their best placements."""
        out = []
        for v, a in ranked[:self.solo_width]:
            if v <= best_v - self.span:
                continue
            if self.plans <= 1:
                out.append((v, a, None))
                continue
            for plan in pl.top_plans(s.tiles[a[1]], s.tokens[a[2]], self.plans):
                if plan[0] > best_v - self.plan_span or plan[0] == v:
                    out.append((plan[0], a, plan))
        return out

    def chosen_plan(self, s):
        """The plan the solo look-ahead chose for this turn's take, if it was for this pair
        (and, at the token step, for the tile just placed)."""
        got = self.chosen
        if got is None or got[0] != s.turn:
            return None
        turn, tile, token, plan = got
        if s.phase == PLACE and (s.held_tile, s.held_token) != (tile, token):
            return None
        if s.phase == TOKEN and plan[1] != s.placed:
            return None
        return plan

    def sampled(self, game, s, p, action, rng) -> float:
        """Mean best take after `action` over a few redraws of the bag."""
        total = 0.0
        for _ in range(self.wipes):
            c = game.determinize(s, p, rng)
            game.apply(c, action)
            pl = Planner(game, c, p, self.w, self.use_potential)
            total += self.rank_takes(game, c, p, pl)[0][0]
        return total / self.wipes


# hard also values the ways out of its largest corridors (measured: gamedata/cascadia/DESIGN.md)
HARD_WEIGHTS = Weights(opening=0.6, open_cap=3)

# every setting of hard was measured by paired games; the figures, and the changes screened and
# dropped, are in gamedata/cascadia/DESIGN.md (AI)
LEVELS = {
    "easy": {"bot": CascadiaBot, "potential": False, "nature": False, "noise": 0.5},
    "normal": {"bot": CascadiaBot, "potential": True, "nature": True},
    "hard": {"bot": CascadiaBot, "potential": True, "nature": True, "wipes": 4, "ahead": 8, "width": 5,
             "reply": 8, "weights": HARD_WEIGHTS, "seconds": 1.0,
             "solo_width": 3, "plans": 3, "crn": True, "plans_many": 3, "rival_many": 0.0,
             "deny_span_many": 0.0, "free_many": 2, "deep": 8, "deep_samples": 48,
             "deep_seconds": 0.95, "deep_least": 8},
}
