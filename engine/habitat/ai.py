"""Habitat AI: evaluation, a cheap rollout policy, and the three levels.

Every bot decides on a determinized state (engine.ai.bots.Bot.choose re-deals hands and the
draw pile first), so none can see hidden cards. The hard bot also remembers cards it saw go
into the opponent's hand (public in the card game, but not kept by the state): see Memory.

Levels: easy and normal are one-move greedy players (TurnGreedy) with evaluate() below,
normal finishing its turn with the cheap policy before valuing the draw-or-Territory
choice; hard is ReplySearch, which plans its turn two steps deep, values positions with
outlook.evaluate (fitted weights) and plays the opponent's reply out with a model of our
greedy levels: the draw-or-Territory choice valued at the end of its turn, then one-move
greedy play.

evaluate() values, for each player: distinct fed ranks (chain completeness), spare fed
cards, minus the threat that others' Territory moves take a chain, minus fragile
scavenger-only feeding; for the deciding player also the hand's promise (cards of missing
ranks, playable now or later). The score is mine minus the best opponent's.
"""
from __future__ import annotations

import gc
import random
from contextlib import contextmanager

from engine.ai.bots import Bot
from engine.ai.clock import thinking_clock

from . import feeding as F
from . import flow, moves
from . import outlook
from .flow import HAND_LIMIT
from .state import DRAW, MAIN, OVER, SETUP, START

WIN = 1000.0
RANK_VALUE = 10.0


# ---- evaluation -------------------------------------------------------------------------------
def progress(deck, s, p: int, view, facts=None) -> tuple[float, frozenset]:
    """Table value of player p and the set of fed ranks, remembered with feeding's facts about
    the same table (the rollouts value the same tables again and again)."""
    facts = F.table_facts(deck, s, p, view) if facts is None else facts
    key = ("progress", s.players)
    out = facts.memo.get(key)
    if out is None:
        out = facts.memo[key] = _progress(deck, s, p, facts)
    return out


def _progress(deck, s, p: int, facts) -> tuple[float, frozenset]:
    extra = 0.0
    chains = s.tables[p]
    fedl, ranks = facts.fed, facts.counts     # fed cards per effective rank
    value = RANK_VALUE * len(ranks)
    for r, k in ranks.items():
        extra += min(k - 1, 2) * 1.0
    # threats: a chain on a Resource whose top is not rank 8 can be taken by Territory;
    # scavengers with nothing but the dying display are fragile.
    opp = s.players - 1
    threat = 0.0
    for ch, fed in zip(chains, fedl):
        if not fed[0]:
            continue
        if F.is_food_like(deck, ch[0]):
            top = max(F.eff_rank(deck, s, c) for c in ch)
            if top < 8 and len(ch) > 1:
                alone = sum(1 for c, ok in zip(ch, fed) if ok and ranks.get(F.eff_rank(deck, s, c)) == 1)
                threat += alone * RANK_VALUE * min(0.45, 0.04 * (8 - top) * opp)
        for i, (c, ok) in enumerate(zip(ch, fed)):
            if ok and deck.scav[c] and (i == 0 or not F.can_eat(deck, s, c, ch[i - 1])):
                threat += 1.5
    return value + extra - threat, facts.ranks


def hand_promise(deck, s, p: int, view, facts=None) -> float:
    """What player p's hand promises to the table: remembered with the table's facts per hand
    (the rollouts value the same hand on the same table again and again)."""
    facts = F.table_facts(deck, s, p, view) if facts is None else facts
    key = ("promise", tuple(s.hands[p]))
    out = facts.memo.get(key)
    if out is None:
        out = facts.memo[key] = _hand_promise(deck, s, p, facts.ranks, view, facts)
    return out


def _hand_promise(deck, s, p: int, ranks, view, facts) -> float:
    seen = set()
    value = 0.0
    for c in s.hands[p]:
        if deck.kind[c] == 2:
            value += 1.5
            continue
        r = deck.rank[c]
        if r in ranks or r in seen:
            value += 0.3
            continue
        seen.add(r)
        if F.base_ok(deck, c, view):
            value += 5.0
            continue
        if moves.place_on_table(deck, s, p, c, view, facts) is not None:
            value += 5.0
        else:
            value += 2.0
    return value


def evaluate(game, s, me: int) -> float:
    deck = game.deck
    if s.phase == OVER:
        if me in s.winners:
            return WIN / len(s.winners) - s.turn * 0.1
        return -WIN
    view = F.view_now(deck, s)
    return own_value(deck, s, me, view) - best_other(deck, s, me, view)


def own_value(deck, s, me: int, view) -> float:
    facts = F.table_facts(deck, s, me, view)
    return progress(deck, s, me, view, facts)[0] + hand_promise(deck, s, me, view, facts)


def best_other(deck, s, me: int, view) -> float:
    """The best opponent's table value, plus a point per card in hand."""
    best = -1e9
    for q in range(s.players):
        if q != me:
            v, _ = progress(deck, s, q, view)
            v += 1.0 * len(s.hands[q])
            best = max(best, v)
    return best


class AfterMyStep:
    """evaluate(game, c, me) of positions c reached from `base` by me: each table (mine and
    the opponents') is valued once per view of the dying display, in `base`, for every c where
    that table, Population Boom and Abundance are as in `base`."""

    def __init__(self, game, base, me: int, turn: dict | None = None):
        self.game, self.base, self.me = game, base, me
        self.others = [q for q in range(base.players) if q != me]
        self.values: dict = {}   # (player, view) -> progress of that table of base
        self.best = opponents_seen(base, me, self.others, turn)  # view -> best_other(...)

    def __call__(self, c) -> float:
        deck, b, me = self.game.deck, self.base, self.me
        if c.phase == OVER:
            return evaluate(self.game, c, me)
        view = F.view_now(deck, c)
        if c.boom != b.boom or c.abund_type != b.abund_type:
            return evaluate(self.game, c, me)
        if c.tables[me] == b.tables[me]:     # own_value(deck, c, me, view)
            mine = self.table(me, view)[0] + hand_promise(deck, c, me, view)
        else:
            mine = own_value(deck, c, me, view)
        ct, bt, ch, bh = c.tables, b.tables, c.hands, b.hands
        for q in self.others:
            if ct[q] != bt[q] or len(ch[q]) != len(bh[q]):
                break
        else:       # no opponent's table or hand changed
            best = self.best.get(view)
            if best is None:
                best = self.best[view] = best_other(deck, b, me, view)
            return mine - best
        best = -1e9      # best_other(deck, c, me, view)
        for q in self.others:
            if ct[q] == bt[q]:
                v = self.table(q, view)[0]
            else:
                v, _ = progress(deck, c, q, view)
            v += 1.0 * len(ch[q])
            best = max(best, v)
        return mine - best

    def table(self, q: int, view) -> tuple:
        out = self.values.get((q, view))
        if out is None:
            out = self.values[(q, view)] = progress(self.game.deck, self.base, q, view)
        return out


def opponents_seen(s, me: int, others: list, turn: dict | None) -> dict:
    """A dict for best_other(deck, s, me, view) by view, shared through `turn` (a rollout's
    memo) by every position of my turn where no opponent's table or hand size has changed,
    nor Population Boom or Abundance."""
    if turn is None:
        return {}
    seen = turn.get(me)
    if seen is not None:
        tables, hands, boom, abund, best = seen
        if boom == s.boom and abund == s.abund_type and \
                all(s.tables[q] == tables[q] and len(s.hands[q]) == hands[q] for q in others):
            return best
    tables = {q: s.tables[q] for q in others}
    for q in others:        # shared with the memo as with a clone: a change copies them first
        s.mine[q] = False
    best: dict = {}
    turn[me] = (tables, {q: len(s.hands[q]) for q in others}, s.boom, s.abund_type, best)
    return best


# ---- a cheap policy (rollouts, and the easy bot) ---------------------------------------------------
def keep_value(deck, s, p, c, ranks) -> float:
    if deck.kind[c] == 2:
        return 3.0
    return 10.0 - deck.rank[c] * 0.1 if deck.rank[c] not in ranks else 1.0 + deck.rank[c] * 0.1


def rollout_action(game, s, rng):
    deck = game.deck
    p = game.to_move(s)
    if s.pending:
        if s.pending[0][0] == "discard":     # the first of the worst card's discards, unlisted
            ranks = F.fed_ranks(deck, s, p)
            worst = min(s.hands[p], key=lambda c: (keep_value(deck, s, p, c, ranks), c))
            return ("discard", deck.uid[worst], flow.allowed_piles(s)[0])
        acts = game.legal_actions(s)
        kind = acts[0][0]
        if kind not in ("keep", "save", "renew"):
            return rng.choice(acts)
        ranks = F.fed_ranks(deck, s, p) if s.phase != SETUP else set()
        if kind == "keep":
            return max(acts, key=lambda a: keep_value(deck, s, p, deck.index[a[1]], ranks))
        if kind == "save":
            return acts[0]
        if kind == "renew":
            for a in acts:
                if a[0] == "renew" and deck.rank[s.dying[a[1]][a[2]]] not in ranks:
                    return a
            return acts[-1]
    view = F.view_now(deck, s)
    if s.phase == SETUP:
        acts = game.legal_actions(s)
        best = max(acts, key=lambda a: _setup_score(deck, s, p, a) + rng.random() * 0.1)
        return best
    facts = F.table_facts(deck, s, p, view)
    ranks = facts.ranks
    if s.phase in (START, DRAW):
        if s.phase == START and not s.locked:
            chains = None
            for group in moves.hand_groups(deck, s.hands[p]):
                c = group[0]
                if deck.is_species[c] and deck.rank[c] not in ranks:
                    chains = moves.attackable(deck, s) if chains is None else chains
                    t = moves.territory_targets(deck, s, c, chains)
                    if t:
                        q, ci = t[0]
                        return ("territory", deck.uid[c], q, ci)
        return draw_choice(deck, s, ranks)
    return _main_policy(game, s, p, facts, view, rng)


def draw_choice(deck, s, ranks) -> tuple:
    """The cheap policy's draw: a display card of a missing rank, else the pile."""
    best, score = ("draw_pile",), 2.0
    for i, c in enumerate(s.display):
        if c >= 0 and deck.kind[c] != 2:
            v = 6.0 if deck.rank[c] not in ranks else 1.0
            if v > score:
                best, score = ("draw_display", i), v
    return best


def _setup_score(deck, s, p, a) -> float:
    c = deck.index[a[1]]
    if a[0] == "play":
        return 10.0 + deck.rank[c] * 0.1
    if a[0] == "new_chain":
        hand_eats = any(deck.foods[x] >> deck.res_type[c] & 1 for x in s.hands[p])
        have = any(F.is_food_like(deck, ch[0]) and len(ch) == 1 for ch in s.tables[p])
        return 6.0 if hand_eats and not have else 2.0
    return 4.0 - deck.rank[c] * 0.01 if deck.kind[c] == 2 else 1.0


def lone_food_types(deck, s, chains, facts) -> set:
    """Types of the lone Resources (or Abundance) among these chains, the table's facts'."""
    out = facts.memo.get("lone food")
    if out is None:
        out = facts.memo["lone food"] = {F.food_type(deck, s, ch[0]) for ch in chains
                                         if len(ch) == 1 and F.is_food_like(deck, ch[0])}
    return out


def _main_policy(game, s, p, facts, view, rng):
    deck = game.deck
    chains = s.tables[p]
    ranks = facts.ranks
    if not s.locked:
        best, score = None, 0.0
        free_types = None     # types of my lone Resources, worked out if a Resource is in hand
        for group in moves.hand_groups(deck, s.hands[p]):
            c = group[0]
            if deck.kind[c] == 2:
                continue
            r = deck.rank[c]
            if deck.is_res[c]:
                if free_types is None:
                    free_types = lone_food_types(deck, s, chains, facts)
                if deck.res_type[c] in free_types:
                    continue
                eaters = sum(1 for x in s.hands[p] if deck.foods[x] >> deck.res_type[c] & 1)
                v = 3.0 + eaters if 1 not in ranks or eaters else 0.0
                if v > score:
                    best, score = ("new_chain", deck.uid[c]), v
                continue
            v = 10.0 + r * 0.1 if r not in ranks else 0.5
            if v <= score:
                continue
            target = moves.place_on_table(deck, s, p, c, view, facts)
            if target is not None:
                ci, pos = target
                best, score = ("play", deck.uid[c], ci, pos), v
            elif F.base_ok(deck, c, view):
                best, score = ("new_chain", deck.uid[c]), v
        if best is not None and score >= 1.0:
            return best
    for a in moves.rescue_actions(deck, s, skip_ranks=ranks):
        return a         # the first rescue of a rank I miss
    return ("end_turn",)


# ---- bots -----------------------------------------------------------------------------------
def canonical(deck, a) -> tuple:
    """Copies of a card type are interchangeable: name them by type."""
    return tuple(deck.type_id[deck.index[x]] if isinstance(x, str) and x in deck.index else x
                 for x in a)


def candidates(game, s, acts=None) -> list:
    """The legal actions (or `acts`), one per distinct action (copies named by type)."""
    seen, out = set(), []
    deck = game.deck
    names = F.deck_cache(deck, "canonical")     # action -> canonical(deck, action)
    for a in game.legal_actions(s) if acts is None else acts:
        k = names.get(a)
        if k is None:
            if len(names) > 100000:
                names.clear()
            k = names[a] = canonical(deck, a)
        if k not in seen:
            seen.add(k)
            out.append(a)
    return out


CHANCE = ("draw_pile", "draw_display", "event", "end_turn")


def finish_turn(game, s, me, rng, limit=40):
    """Play my own steps with the cheap policy until my turn ends."""
    for _ in range(limit):
        if game.to_move(s) != me or s.phase == OVER or (s.current != me and not s.pending):
            return
        if s.current != me:
            return
        game.apply(s, rollout_action(game, s, rng))


def answer_others(game, s, me, rng, limit=40):
    """Let the others answer the prompts my step left them (which species a Pollution takes,
    which pile a Winter strikes) with the cheap policy, so what my step costs them shows."""
    for _ in range(limit):
        if not s.pending or game.to_move(s) in (None, me):
            return
        game.apply(s, rollout_action(game, s, rng))


class TurnGreedy(Bot):
    """Tries each distinct action, finishes the turn with the cheap policy (when `finish`),
    evaluates. Chance steps are averaged over `samples` re-shuffles of the hidden cards.
    Without `finish` the position right after the action is valued: a plain one-move
    greedy player, which misses plans of two steps (the easy level). finish="start"
    (the normal level) finishes the turn only for the draw-or-Territory choice: valued
    right after it, a draw never shows the species it lets me play next, so a one-move
    player took Territory, even for a lone Resource, far more than it pays. It also values an
    event once the others have answered its prompts: valued while their answers are open,
    Winter and Pollution showed only the card leaving the hand, and were rarely played."""

    def __init__(self, samples: int = 3, noise: float = 0.0, top: int = 3, value=None,
                 finish: bool | str = True, **_defaults):
        # **_defaults: make_bot merges the generic level spec (lookahead, beam...) first
        self.samples, self.noise, self.top = samples, noise, top
        self.value = value    # evaluate(game, state, me); None: the game's own evaluate
        self.finish = finish

    def ranked(self, game, s, me, rng):
        cands = candidates(game, s)
        finish = self.finish is True or (self.finish == "start" and s.phase == START and not s.pending)
        scored = []
        for a in cands:
            k = self.samples if a[0] in CHANCE and s.current == me else 1
            v = 0.0
            for i in range(k):
                c = game.clone(s)
                if i:
                    c.pile.sort()
                    rng.shuffle(c.pile)
                game.apply(c, a)
                if a[0] == "event" and self.finish == "start":
                    answer_others(game, c, me, random.Random(i))
                if finish:
                    finish_turn(game, c, me, rng)
                v += game.evaluate(c, me) if self.value is None else self.value(game, c, me)
            # a table move must pay for itself: rearranging for nothing wastes the turn
            scored.append((v / k - (0.05 if a[0] == "move" else 0.0), a))
        scored.sort(key=lambda x: -x[0])
        return scored

    def decide(self, game, s, me, rng):
        scored = self.ranked(game, s, me, rng)
        if self.noise and rng.random() < self.noise:
            return rng.choice(scored[: self.top])[1]
        return scored[0][1]


class TurnSearch(Bot):
    """Searches my own turn two steps deep on several determinizations.

    Level 1 scores every distinct action as TurnGreedy does; the `beam` best that keep me on
    move are expanded once more (each follow-up scored the same way) and take the value of
    their best follow-up when it is higher. This runs on `worlds` determinizations (hands and
    draw pile re-dealt each time) and the scores are summed per action, so set-ups that need
    two steps (set a card aside, then play on it; an event, then a rescue) are found and no
    single guess about hidden cards decides. Prompts and set-up use the first world only."""

    def __init__(self, worlds: int = 3, beam: int = 5, samples: int = 4, seconds: float = 1.2,
                 value=None, **_defaults):
        self.worlds, self.beam, self.seconds = worlds, beam, seconds
        self.greedy = TurnGreedy(samples=samples, value=value)

    def decide(self, game, s, me, rng):
        deadline = thinking_clock() + self.seconds
        deck = game.deck
        worlds = 1 if (s.pending or s.phase == SETUP) else self.worlds
        total, first = {}, {}
        for w in range(worlds):
            d = s if w == 0 else game.determinize(s, me, rng)
            for v, a in self.deep(game, d, me, rng, deadline):
                k = canonical(deck, a)
                total[k] = total.get(k, 0.0) + v
                first.setdefault(k, a)
            if thinking_clock() > deadline:
                break
        best = max(total, key=lambda k: total[k])
        return first[best]

    def deep(self, game, s, me, rng, deadline):
        scored = self.greedy.ranked(game, s, me, rng)
        out = []
        for i, (v, a) in enumerate(scored):
            if i < self.beam and a[0] not in CHANCE and thinking_clock() < deadline:
                c = game.clone(s)
                game.apply(c, a)
                if game.to_move(c) == me and c.current == me and c.phase != OVER:
                    follow = self.greedy.ranked(game, c, me, rng)
                    if follow and follow[0][0] > v:
                        v = follow[0][0] - 0.01   # reaching it takes one more step
            out.append((v, a))
        return out


# ---- hard: reply search ---------------------------------------------------------------------
def greedy_action(game, s, turn=None):
    """The action whose resulting position game.evaluate likes best, one step ahead: how
    the normal level plays, without its chance sampling. Table moves are left out (cheap):
    they are not even listed. `turn`: the rollout's memo for AfterMyStep."""
    p = game.to_move(s)
    deck = game.deck
    best, score = None, -1e18
    value = AfterMyStep(game, s, p, turn)
    work = None      # one copy of s where plays, rescues and draws are tried and taken back
    for a in candidates(game, s, moves.legal(deck, s, table_moves=False)):
        if in_place(s, a):
            work = game.clone(s) if work is None else work
            undo = step_in_place(deck, work, p, a)
            v = value(work)
            undo()
        elif a[0] == "end_turn" and ends_quietly(deck, s, p):
            v = value(s)
        else:
            c = game.clone(s)
            game.apply(c, a)
            v = value(c)
        if v > score:
            best, score = a, v
    return best if best is not None else candidates(game, s)[0]


UNDOABLE = ("play", "new_chain", "rescue", "draw_pile", "draw_display")


def in_place(s, a) -> bool:
    """May step_in_place make `a` in s? Plays, new chains and rescues in step 2, draws that
    leave a card in the draw pile (none rebuilds it), never with a prompt open."""
    if s.pending:
        return False
    if s.phase == MAIN:
        return a[0] in UNDOABLE[:3]
    return s.phase == DRAW and a[0] in UNDOABLE[3:] and len(s.pile) > 0


def ends_quietly(deck, s, p: int) -> bool:
    """Would ending p's turn now change nothing but whose turn it is (no species starves, no
    card to discard, no Habitat, not the last round)? Then the position after it has the
    very value of this one (AfterMyStep reads tables, hands, the dying display, Population
    Boom, Abundance, and whether the game is over)."""
    facts = F.table_facts(deck, s, p)
    return not (facts.starving or facts.habitat or s.last_round) and len(s.hands[p]) <= HAND_LIMIT


def step_in_place(deck, s, p: int, a):
    """game.apply(s, a) for what in_place allows (they move one card, and start nothing),
    made in place; returns what takes it back (the table's kept facts too)."""
    kind = a[0]
    if kind in ("draw_pile", "draw_display"):
        return draw_in_place(s, p, a)
    known, view = s.known[p], s.dying_view
    chains = s.table_to_change(p)
    if kind == "rescue":
        _, pile, ci, pos = a
        c = s.dying[pile].pop()
        s.dying_changed()
        back = s.dying[pile].append
    else:
        c = deck.index[a[1]]
        hand = s.hands[p]
        i = hand.index(c)
        del hand[i]
        back = lambda c: hand.insert(i, c)     # noqa: E731
        ci, pos = (len(chains), 0) if kind == "new_chain" else a[2:4]
    if ci == len(chains):
        chains.append([c])
        take = chains.pop
    else:
        chains[ci].insert(pos, c)
        take = lambda: chains[ci].pop(pos)     # noqa: E731

    def undo():
        take()
        back(c)
        s.known[p], s.dying_view = known, view
    return undo


def draw_in_place(s, p: int, a):
    """A draw (the draw pile not empty) made as game.apply makes it; returns its undo."""
    was = s.phase, s.draws, s.epoch
    if a[0] == "draw_pile":
        c = flow.draw_card(s)
    else:
        c = flow.take_display(s, a[1])
    flow.give(s, p, c)
    flow.after_draw(s)

    def undo():
        s.hands[p].remove(c)
        if a[0] == "draw_pile":
            s.pile.append(c)
        else:
            s.pile.append(s.display[a[1]])
            s.display[a[1]] = c
        s.phase, s.draws, s.epoch = was
    return undo


def start_choice(game, s, rng, turn=None):
    """The draw-or-Territory choice as the normal level (and `reference`) make it: each
    distinct option (draws, Territory moves, events), the turn finished by the cheap policy,
    the end of the turn valued by evaluate(); one deal of the hidden cards, no sampling."""
    p = game.to_move(s)
    best, score = None, -1e18
    value = AfterMyStep(game, s, p, turn)
    for a in candidates(game, s):
        c = game.clone(s)
        game.apply(c, a)
        finish_turn(game, c, p, rng)
        v = value(c)
        if v > score:
            best, score = a, v
    return best


def reply_action(game, s, rng, turn=None):
    """The opponents' model in the hard bot's rollouts: at turn start the draw-or-Territory
    choice valued at the end of the turn, as our own greedy levels make it (start_choice);
    then the one-step greedy player; prompts by the cheap policy."""
    if s.phase == START and not s.pending:
        return start_choice(game, s, rng, turn)
    if s.pending:
        return rollout_action(game, s, rng)
    return greedy_action(game, s, turn)


def play_out_others(game, s, me, rng, limit=200):
    """Everyone plays reply_action until my own turn starts again (or the game ends)."""
    turn: dict = {}     # what the values after a step may share over the rollout
    for _ in range(limit):
        if s.phase == OVER or (game.to_move(s) == me and s.current == me):
            return
        game.apply(s, reply_action(game, s, rng, turn))


class Memory:
    """What the table showed but the state no longer says: cards that went into the
    opponent's hand in view of everyone (taken from the display, from the dying display by
    Renewal, or my own hand passed by Migration). Two players only: with more, who took a
    card is not known. Everything is forgotten when the draw pile may have taken cards back
    (a rebuild, or Winter's shuffle), so a vanished card is never wrongly placed."""

    def __init__(self):
        self.seen = None        # (turn, rebuilds, Winter visible, cards I saw) at my last look
        self.known = set()      # cards the opponent holds for sure

    def update(self, deck, o, me: int) -> None:
        """o: the state as observed by me (game.observe)."""
        if o.players != 2 or o.phase == SETUP:
            self.seen, self.known = None, set()
            return
        visible = set(o.hands[me])
        for t in o.tables:
            for ch in t:
                visible.update(ch)
        for pile in o.dying:
            visible.update(pile)
        visible.update(c for c in o.display if c >= 0)
        visible.update(c for c in o.spring_cards if c >= 0)
        for pr in o.pending:            # cards on their way to the dying display
            if pr[0] == "place":
                visible.update(pr[2])
        if o.boom >= 0:                 # Population Boom in play lies under its species
            visible.add(deck.boom)
        winter = any(deck.type_id[c] == "winter" for c in visible)
        if self.seen is not None:
            turn, rebuilds, was_winter, before = self.seen
            # a new game or an undo (turn back), a rebuild or Winter: start again
            if o.turn < turn or o.rebuilds != rebuilds or winter and not was_winter:
                self.known = set()
            else:
                self.known |= before - visible
        self.known -= visible
        if len(self.known) > len(o.hands[1 - me]):
            self.known = set()
        self.seen = (o.turn, o.rebuilds, winter, visible)

    def apply(self, d, me: int, rng) -> None:
        """Put the known cards into the opponent's hand of determinization d (in place),
        swapping out random unknown ones."""
        if not self.known or d.players != 2:
            return
        hand = d.hands[1 - me]
        for c in sorted(self.known):
            if c in hand:
                continue
            free = [x for x in hand if x not in self.known]
            if not free or c not in d.pile:
                return
            x = free[rng.randrange(len(free))]
            d.pile[d.pile.index(c)] = x
            hand.remove(x)
            hand.append(c)
        hand.sort()


@contextmanager
def collector_paused():
    """Python's cycle collector held off while hard decides (as it was, after): the rollouts
    make millions of short-lived objects but only hundreds of cycles a decision, and each of
    its passes walks the AI's big memos; a decision costs about a tenth less CPU, same moves."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def layout(s, p: int) -> tuple:
    return tuple(tuple(ch) for ch in s.tables[p])


class ReplySearch(Bot):
    """Hard: TurnSearch ranks my actions (with outlook's evaluation); its `top` candidates
    are then replayed in `replies` more worlds: my turn finished by the cheap policy, the
    opponents' turns by reply_action, and the position valued when my next turn starts
    (2 players: from the opponent's side, negated, as outlook reads a position just after
    its player's turn; with `open_hand` my Territory threat is read from the hand I hold).
    Each candidate's score is its TurnSearch value plus its mean
    rollout value, so threats the opponent really carries out (Territory above all) count.
    Every world keeps the cards Memory knows to be in the opponent's hand."""

    def __init__(self, worlds: int = 3, beam: int = 5, samples: int = 4, replies: int = 16,
                 top: int = 4, seconds: float = 1.2, open_hand: bool = False, **_defaults):
        self.search = TurnSearch(worlds=worlds, beam=beam, samples=samples, seconds=1e9,
                                 value=outlook.evaluate)
        self.replies, self.top, self.seconds = replies, top, seconds
        # a rollout's leaf is valued from the opponent's side, where my hand is unseen: read
        # my Territory threat from the hand I hold instead of its odds over hidden cards
        self.open_hand = open_hand
        self.memory = Memory()
        self.turn, self.layouts = None, set()   # my table layouts seen this turn

    def choose(self, game, state, player, rng):
        legal = game.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        self.witness(game, state, player)
        with collector_paused():
            return self.decide(game, self.world(game, state, player, rng), player, rng)

    def witness(self, game, state, player) -> None:
        """Remember what this seat sees now (cards seen going into the opponent's hand). The AI
        process also shows a new bot every past position its seat decided in, after a Load."""
        self.memory.update(game.deck, game.observe(state, player), player)

    def world(self, game, s, me, rng):
        d = game.determinize(s, me, rng)
        self.memory.apply(d, me, rng)
        return d

    def decide(self, game, s, me, rng):
        ts = self.search
        if s.pending or s.phase == SETUP:
            return ts.decide(game, s, me, rng)
        deadline = thinking_clock() + self.seconds
        deck = game.deck
        total, first = {}, {}
        for w in range(ts.worlds):
            if w and thinking_clock() > deadline:
                break
            d = s if w == 0 else self.world(game, s, me, rng)
            for v, a in ts.deep(game, d, me, rng, deadline):
                k = canonical(deck, a)
                total[k] = total.get(k, 0.0) + v / ts.worlds
                first.setdefault(k, a)
        ranked = sorted(total, key=lambda k: -total[k])
        keys = []
        for k in ranked:
            if len(keys) < self.top and not self.revisits(game, s, me, first[k]):
                keys.append(k)
        keys = keys or ranked[: self.top]
        if len(keys) == 1:
            return first[keys[0]]
        roll, n = [0.0] * len(keys), 0
        for w in range(self.replies):
            if w and thinking_clock() > deadline:
                break
            d = self.world(game, s, me, rng)
            seed = rng.getrandbits(32)
            ends: list = []    # this world's ends of my turn played out so far, with their values
            for i, k in enumerate(keys):
                c = game.clone(d)
                c.rng, c.rng_shared = random.Random(seed), False   # same chance for all
                roll[i] += self.rollout(game, c, first[k], me, random.Random(seed + 1), ends)
            n += 1
        best = max(range(len(keys)), key=lambda i: total[keys[i]] + roll[i] / n)
        return first[keys[best]]

    def rollout(self, game, c, a, me, r, ends=None) -> float:
        """Play `a` in world c, finish my turn, play the others' turns: the value then.
        `ends`: (end of my turn, value) of the other candidates in this world; a candidate
        whose turn ends in the same position, with both random streams in the same state,
        would play the very same rollout, so it takes that value (one in 14 at 6 players)."""
        game.apply(c, a)
        finish_turn(game, c, me, r)
        if ends is not None:
            end = (game.clone(c), c.rng.getstate() if c.rng is not None else None, r.getstate())
            for seen, v in ends:
                if seen == end:
                    return v
        play_out_others(game, c, me, r)
        v = self.value_after(game, c, me)
        if ends is not None:
            ends.append((end, v))
        return v

    def revisits(self, game, s, me, a) -> bool:
        """Is `a` a table move back to a layout I already had this turn? Equal values let
        the search shuffle cards to and fro up to the move cap: slow, and silly to watch."""
        if (s.turn, me) != self.turn:
            self.turn, self.layouts = (s.turn, me), set()
        self.layouts.add(layout(s, me))
        if a[0] != "move":
            return False
        c = game.clone(s)
        game.apply(c, a)
        return layout(c, me) in self.layouts

    def value_after(self, game, s, me) -> float:
        if s.phase == OVER or s.players != 2:
            return outlook.evaluate(game, s, me)
        return -outlook.evaluate(game, s, 1 - me, open_hand=self.open_hand)


def ai_levels() -> dict:
    return {
        "easy": {"bot": TurnGreedy, "samples": 1, "noise": 0.4, "top": 4, "finish": False},
        "normal": {"bot": TurnGreedy, "samples": 3, "finish": "start"},
        "hard": {"bot": ReplySearch, "worlds": 3, "beam": 5, "samples": 4, "replies": 16,
                 "top": 4, "seconds": 1.2, "open_hand": True},
        # the yardstick for the levels (the bench only): the former normal level, a greedy
        # player that finishes its turn before valuing, frozen so no level passes by a weaker one
        "reference": {"bot": TurnGreedy, "samples": 3, "finish": True},
    }
