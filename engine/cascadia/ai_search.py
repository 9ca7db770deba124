"""Hard's look-ahead: value a take by the turn that follows it, over sampled refills.

Solo (look_solo): play the take as planned, redraw the refill a few times (the two pairs
that slide are known) and average the best value of the next turn.

2-4 players (Reply): for each candidate take (my best ones, plus the pair an opponent
values most: taking it denies it to them) play my turn as planned, then, on each sampled
refill, let every opponent play the turn a normal bot would play (its Planner: boards are
public) until my next turn, where my best take is valued. A candidate is worth my mean
value at my next turn minus `rival` times the opponents' mean value after their turn, so
what they lose counts as what I win: the pair they wanted, a majority I took from them or
kept from them (their Planner values their corridors against mine). When the game ends
before a player moves again, that player's board is valued as it stands (the exact score
on the last turn). The samples are the same for every candidate (common random numbers),
so the differences between candidates are mostly not sampling noise. A candidate may also be
a take with one of its next-best placements (bot.plans_many), judged the same way.
With 3-4 players the best few candidates (bot.deep) are judged again a round deeper
(Reply.second_round): I play my best pair, the opponents reply again, and my best take then
is the value.
"""
from __future__ import annotations

import random

from engine.ai.clock import thinking_clock

from .habitats import largest
from .hexgrid import coords
from .planner import Planner, Weights
from .state import EMPTY, OVER, PLACE, TAKE


def placement_step(s, plan) -> tuple:
    """The step that plays `plan` (value, cell, rotation, token cell or None) in s's phase."""
    v, c, rot, y = plan
    if s.phase == PLACE:
        return ("place",) + coords(c) + (rot,)
    return ("discard_token",) if y is None else ("token",) + coords(y)


def place_planned(game, s, plan) -> tuple:
    """Place the held tile as planned and return the token step, still to play: its refill
    is drawn from the state's rng, so the caller first chooses which rng that is."""
    game.apply(s, placement_step(s, plan))
    return placement_step(s, plan)


def look_solo(bot, game, s, p, take, rng, plan=None, seeds=None) -> float:
    """Solo look-ahead: play `take` (by `plan`, or as planned), then the mean best value of
    the next turn over bot.ahead redraws of the refill (over `seeds` when given: the same
    refills for every candidate)."""
    c = game.clone(s)
    game.apply(c, take)
    if plan is None:
        plan = Planner(game, c, p, bot.w, bot.use_potential).plan_pair(c.held_tile, c.held_token)
    last = place_planned(game, c, plan)
    total = 0.0
    for k in range(len(seeds) if seeds else bot.ahead):
        # the refill is drawn from the sample's rng
        d = game.determinize(c, p, random.Random(seeds[k]) if seeds else rng)
        game.apply(d, last)
        total += next_value(bot, game, d, p)
    return total / (len(seeds) if seeds else bot.ahead)


def next_value(bot, game, d, p) -> float:
    """Value of p's turn starting on d: its best take's value (the board's, once over)."""
    pl = Planner(game, d, p, bot.w, bot.use_potential)
    if d.phase == OVER:
        return pl.value_now()
    return bot.rank_takes(game, d, p, pl)[0][0]


class Reply:
    """The multiplayer look-ahead of one decision (see the module doc)."""

    def __init__(self, bot, game, s, me, rng, samples=None):
        self.bot, self.game, self.s, self.me = bot, game, s, me
        self.edges = game.data.edges
        self.seeds = [rng.getrandbits(64) for _ in range(samples or bot.reply)]
        self.sizes = {}      # (player, its move or None) -> largest corridor per habitat
        self.planners = {}   # (player, its move, others' sizes) -> (Planner, pair memo)
        self.boards = {}     # (player, its move) -> the board dict its planners share
        self.model = Weights()   # the opponents are modelled as the normal level plays

    # ---- planners shared by every sample and candidate ---------------------------------------
    def size_of(self, d, p, moves):
        key = (p, moves.get(p))
        v = self.sizes.get(key)
        if v is None:
            v = self.sizes[key] = largest(d.env[p], self.edges)
        return v

    def planner(self, d, p, moves):
        """Planner of player p on d, where each player has made at most the move in
        `moves` since the decision: boards are then known from moves alone."""
        others = [self.size_of(d, q, moves) for q in range(d.players) if q != p]
        key = (p, moves.get(p), tuple(map(tuple, others)))
        got = self.planners.get(key)
        if got is None:
            # on a copy: the Planner keeps the state's dicts, and d goes on being played
            w = self.bot.w if p == self.me else self.model
            board = self.boards.setdefault(key[:2], {})     # what the board alone decides
            got = self.planners[key] = (Planner(self.game, d.clone(rng=False), p, w, True, others, board), {})
        return got

    def best_pair(self, d, p, moves):
        """(plan, display slot) of p's best pair on the display, as normal would take it."""
        pl, memo = self.planner(d, p, moves)

        def plan_of(t, a):
            plan = memo.get((t, a))
            if plan is None:
                plan = memo[(t, a)] = pl.plan_pair(t, a)
            return plan
        return best_slot(d, plan_of)

    def value_now(self, d, p, moves) -> float:
        return self.planner(d, p, moves)[0].value_now()

    # ---- candidates ---------------------------------------------------------------------
    def denials(self) -> set:
        """Display slots holding the pair some opponent would take now."""
        s = self.s
        out = set()
        for q in range(s.players):
            if q != self.me:
                plan, slot = self.best_pair(s, q, {})
                if slot is not None:
                    out.add(slot)
        return out

    def value(self, take, plan=None, rounds=1, seeds=None) -> float:
        """Mean of (my next best take) - rival * (opponents' values) after `take`, placed by
        `plan` (or as planned); with rounds=2, of my best take a round later (second_round);
        over `seeds` (default: all of this search's refills)."""
        game, me, bot = self.game, self.me, self.bot
        c = game.clone(self.s)
        for step in take if isinstance(take[0], tuple) else (take,):    # (nature_free, take)
            game.apply(c, step)
        if plan is None:
            plan = self.planner(c, me, {})[0].plan_pair(c.held_tile, c.held_token)
        last = place_planned(game, c, plan)
        mine = (c.placed, c.env[me][c.placed], c.held_token, last)
        rival = bot.rivalry(c.players)[0]
        total = 0.0
        seeds = self.seeds if seeds is None else seeds
        for seed in seeds:
            d = game.determinize(c, me, random.Random(seed))
            game.apply(d, last)
            moves = {me: mine}
            theirs = {}
            while d.phase != OVER and d.current != me:
                q = d.current
                if d.phase != TAKE:
                    raise AssertionError("an opponent's turn starts at its take")
                # an opponent's planner sees my move but not the other opponents' moves of
                # this round (exact with 2 players; with more, shared by every sample)
                plan, slot = self.best_pair(d, q, {me: mine})
                moves[q] = play_pair(game, d, plan, slot)
                theirs[q] = plan[0]
            if d.phase == OVER:
                v = self.value_now(d, me, moves)
            elif rounds == 2:
                v = self.second_round(d, moves)
            else:
                v = self.best_pair(d, me, moves)[0][0]
            opp = [theirs[q] if q in theirs else self.value_now(d, q, moves)
                   for q in range(d.players) if q != me]
            total += v - rival * sum(opp) / len(opp)
        return total / len(seeds)

    def second_round(self, d, moves) -> float:
        """From my next turn on d: I play my best pair, the opponents reply as normal would,
        and my best take then is the value (the board's, if the game ended). A player's board
        is known from its moves since the decision (`moves` holds one each): its planners are
        shared with the other samples where it moved the same."""
        game, me = self.game, self.me
        later = dict(moves)
        later[me] = (moves.get(me), play_pair(game, d, *self.best_pair(d, me, moves)))
        while d.phase != OVER and d.current != me:
            q = d.current
            later[q] = (later.get(q), play_pair(game, d, *self.best_pair(d, q, later)))
        if d.phase == OVER:
            return self.value_now(d, me, later)
        return self.best_pair(d, me, later)[0][0]


def play_pair(game, d, plan, slot) -> tuple:
    """Take display pair `slot` and play it by `plan`; returns (cell, tile code, token, token step)."""
    game.apply(d, ("take", slot, slot))
    step = place_planned(game, d, plan)
    move = (d.placed, d.env[d.current][d.placed], d.held_token, step)
    game.apply(d, step)
    return move


def fresh_best_pair(game, d, p, weights, board=None) -> tuple:
    """(plan, display slot) of p's best pair on d, planned afresh (best_pair, unshared; a
    board dict shares what p's board alone decides, see Planner)."""
    return best_slot(d, Planner(game, d, p, weights, True, None, board).plan_pair)


def best_slot(d, plan_of) -> tuple:
    """(plan, display slot) of the display pair whose plan_of(tile, token) is best."""
    best, slot = None, None
    for i in range(4):
        t, a = d.tiles[i], d.tokens[i]
        if t != EMPTY and a != EMPTY:
            plan = plan_of(t, a)
            if best is None or plan[0] > best[0]:
                best, slot = plan, i
    return best, slot


def deeper(bot, game, s, me, out, rng, since=None, clock=thinking_clock) -> list:
    """`out` (rank_reply's, best first) with its bot.deep best candidates re-judged two rounds
    deep (Reply.second_round) on bot.deep_samples refills of their own, and ranked first.
    The refills are judged a batch at a time, every candidate on the same ones; past
    bot.deep_least of them, no batch starts that would end (as long as the last ones took)
    after bot.deep_seconds of the decision's CPU: a slower machine thinks on fewer refills
    rather than for longer."""
    search = Reply(bot, game, s, me, rng, bot.deep_samples)
    top = [c for _, c in out[:bot.deep]]
    sums, done = [0.0] * len(top), 0
    begun = clock()
    start = begun if since is None else since
    while done < len(search.seeds):
        if done >= max(1, bot.deep_least) and bot.deep_seconds is not None:
            now = clock()
            if now + (now - begun) * DEEP_BATCH / done > start + bot.deep_seconds:
                break
        batch = search.seeds[done:done + DEEP_BATCH]
        for i, c in enumerate(top):
            sums[i] += search.value(*c, rounds=2, seeds=batch) * len(batch)
        done += len(batch)
    judged = sorted(((v / done, c) for v, c in zip(sums, top)), key=lambda x: -x[0])
    return judged + out[bot.deep:]


DEEP_BATCH = 4      # refills judged at a time by the two-round judgement


def rank_reply(bot, game, s, me, ranked, rng, since=None, bought=()) -> list:
    """[(value, (take, plan or None))], best first: the best takes (and the denials) re-ranked
    by the multiplayer look-ahead; with bot.plans_many > 1 the best takes' next-best
    placements are judged too, after every take's best one. `bought`: free choices
    ((nature_free,), take) judged beside them, after the denials."""
    best_v = ranked[0][0]
    cands = [(a, None) for v, a in ranked[:bot.width] if v > best_v - bot.span]
    search = Reply(bot, game, s, me, rng)
    if not s.free:
        mine = dict((a, v) for v, a in ranked)
        for slot in sorted(search.denials()):
            a = ("take", slot, slot)
            if (a, None) not in cands and mine.get(a, -1e9) > best_v - bot.rivalry(s.players)[1]:
                cands.append((a, None))
    cands += [(a, None) for a in bought]
    if bot.plans_many > 1:
        pl = search.planner(s, me, {})[0]   # the one Reply.value plans my turn with
        takes = [a for a, _ in cands if a[0] == "take"][:bot.width]
        cands += more_placements(bot, s, pl, takes, best_v)
    if len(cands) < 2:
        return [(v, (a, None)) for v, a in ranked]
    out = within(bot, cands, lambda c: search.value(*c), since)
    out.sort(key=lambda x: -x[0])
    if bot.deep > 1 and s.players > 2:
        return deeper(bot, game, s, me, out, rng, since)
    return out


def more_placements(bot, s, pl, takes, best_v) -> list:
    """(take, plan) for the 2nd.. bot.plans_many-th best placements of each take, within
    bot.plan_span of the best value, best first (the first placement is judged as planned)."""
    more = []
    for a in takes:
        for plan in pl.top_plans(s.tiles[a[1]], s.tokens[a[2]], bot.plans_many)[1:]:
            if plan[0] > best_v - bot.plan_span:
                more.append((plan[0], a, plan))
    more.sort(key=lambda x: -x[0])
    return [(a, plan) for _, a, plan in more]


def within(bot, cands, value, since=None, clock=thinking_clock) -> list:
    """[(value(a), a)] for the candidates, best first: the first two always, the others while
    the bot's thinking time (`bot.seconds` of CPU from `since`, the decision's start; None = no
    limit) lasts, so that a crowded display keeps the decision within a player's patience."""
    deadline = None if bot.seconds is None else (clock() if since is None else since) + bot.seconds
    out = []
    for a in cands:
        if len(out) >= 2 and deadline is not None and clock() > deadline:
            break
        out.append((value(a), a))
    return out
