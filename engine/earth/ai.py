"""Earth AI: an evaluation that prices the engine, a greedy step policy and three levels.

The evaluation is the current score plus what the island will still produce: every ability
is priced (gains minus costs, from the data language) and multiplied by the number of times
its colour should still fire before the end (turns left x the chance a turn is that colour),
plus resources valued at what they turn into (soil and cards become planted cards, pieces
are points). Levels:
  easy    as normal, but 35% of the time one of its 3 best moves at random (it used to choose
          its action one step ahead too, and won 0-13% against any Gaia)
  normal  one-step greedy; the action of the turn is chosen by playing the whole turn out once
          per action (every seat greedy) on a re-dealt copy; a card it may plant is read by
          its points and cost only (hard also reads what its abilities will produce)
  hard    as normal, with 3 re-dealt copies per action and a look one step deeper for its
          own piece and planting choices
"""
from __future__ import annotations

import random

from engine.ai.bots import Bot

from .abilities import ACTION_COLOURS
from .effects import plant_options, room, targets
from .gaia import score as gaia_score
from .scoring import row
from .state import team_of, team_seats
from .team import take_all

TEAM_MOVES = ("share", "send", "send_card", "send_piece", "board")

SOIL, CARD, SPROUT, GROWTH, COMPOST = 0.6, 0.9, 1.0, 1.1, 1.0
ROOM_SPROUT, ROOM_GROWTH = 0.5, 0.4     # a free sprout / growth space (at most 2 counted per flora)
PLANTED = 2.5                           # a planted card, beyond its points and its engine
END_GUESS = 3.0                         # an end-game score of a card not yet placed
GAIN_VALUE = {"soil": SOIL, "draw": CARD, "compost_deck": COMPOST, "plant": 2.5, "copy": 1.5}
COST_VALUE = {"pay_soil": SOIL, "return_sprout": SPROUT, "return_growth": GROWTH,
              "compost_hand": CARD - COMPOST, "discard_compost": COMPOST, "discard_hand": CARD}


def ability_value(ab) -> float:
    """What one firing is worth, read from the parsed ability."""
    v = 0.0
    for g in ab.gains:
        if g.kind in ("sprout", "growth"):
            per = SPROUT if g.kind == "sprout" else GROWTH
            v += per * g.n * (1.6 if g.where and g.where.mode == "each" else 0.8)
        else:
            v += GAIN_VALUE.get(g.kind, 0.5) * g.n
    v -= sum(COST_VALUE[c.kind] * c.n for c in ab.costs)
    return max(0.0, v)


def turns_left(s) -> float:
    """A rough count of the turns still to come in the game (any seat's turns)."""
    if s.phase == "over":
        return 0.0
    if s.solo:
        return max(0.0, 2 * (12 - (s.gaia.turns if s.gaia else 0)))
    most = max(len(g) for g in s.grid)
    rounds = max(0.0, (16 - most) / 1.6) if not s.ending else 0.3
    return rounds * s.players


def engine_value(d, s, p, left) -> float:
    if left <= 0:
        return 0.0
    v = 0.0
    cards = list(s.grid[p].values())
    for cid in cards:
        for ab in d.abilities[cid]:
            if ab.colour in ACTION_COLOURS:
                v += ability_value(ab) * left * 0.25
            elif ab.colour == "multi":
                v += ability_value(ab) * left * 0.75
        v += ROOM_SPROUT * min(room(d, s, cid, "sprout"), 2) + ROOM_GROWTH * min(room(d, s, cid, "growth"), 2)
    for src, key in (("island", s.island[p]), ("climate", s.climate[p])):
        if key is not None:
            ab = (d.island_ab if src == "island" else d.climate_ab)[key]
            mult = 0.75 if ab.colour == "multi" else 0.25
            v += ability_value(ab) * left * mult
    return v * 0.6


def seat_value(d, s, p, engine=True) -> float:
    r = row(d, s, p)
    total = sum(r.values())
    left = turns_left(s)
    if left <= 0:
        return total + 0.01 * s.soil[p]
    return total + engine_value(d, s, p, left) + potential(d, s, p, left) + pending(d, s, p, engine)


PIECE = {"sprout": SPROUT, "growth": GROWTH}


def pending(d, s, p, engine=True) -> float:
    """Gains already on the step stack for seat p (soil after Watering's sprouts, the pieces
    still to place): without them, placing a piece before a gain looked like losing the gain,
    and the bots stopped Watering's sprouts at once and never took sprouts as a minor benefit."""
    v = 0.0
    for t in s.tasks:
        if t[0] in ("gain", "upto") and t[1] == p:
            v += GAIN_VALUE.get(t[2], 0.0) * t[3]
        elif t[0] == "place" and t[1] == p:
            spaces = sum(room(d, s, cid, t[2]) for cid in targets(d, s, p, t[2], t[4], t[5], t[6]))
            v += 0.9 * PIECE[t[2]] * min(t[3], spaces)
        elif t[0] == "cell" and t[1] == p:
            v += plant_gain(d, s, t[2], t[3], engine)
        elif t[0] == "plant" and t[1] == p and t[2] > 0:
            v += 0.9 * _best_plantings(d, s, p, t[2], t[3], engine)
    return v


def plant_gain(d, s, cid, free, engine=True) -> float:
    """What planting a card from hand should add, read from its data alone (the cell is not
    known yet): without it the bots were blind to which card they picked (every card scored
    the same until its cell was chosen: normal planted the lowest card number it could pay)
    and never fired an ability that plants, which costs before it plants."""
    c = d.cards[cid]
    left = turns_left(s)
    grow = min(1.0, left / 8)
    v = c.vp + grow * (PLANTED - 0.35 * (c.vp + 1.5))
    if not engine:                      # easy and normal: points and cost only
        return v - (0 if free else SOIL * c.cost)
    for ab in d.abilities[cid]:
        if ab.colour in ACTION_COLOURS:
            v += ability_value(ab) * left * 0.25 * 0.6
        elif ab.colour == "multi":
            v += ability_value(ab) * left * 0.75 * 0.6
        elif ab.colour == "black":
            v += ability_value(ab)
        elif ab.score is not None:
            v += END_GUESS
    v += 0.6 * (ROOM_SPROUT * min(c.sprouts, 2) + ROOM_GROWTH * min(c.growth, 2))
    return v - (0 if free else SOIL * c.cost)


def _best_plantings(d, s, p, n, free, engine=True) -> float:
    """A planting still to come (an ability, an event): the best cards it could plant."""
    gains = sorted((plant_gain(d, s, o[1], free, engine) for o in plant_options(d, s, p, free)
                    if len(o) == 2), reverse=True)
    return sum(max(0.0, g) for g in gains[:n])


def potential(d, s, p, left) -> float:
    """Soil and cards in hand, worth what they can still become: soil only up to the cost of
    the best cards it could plant (a hoard buys nothing), cards only as many as can be planted."""
    grow = min(1.0, left / 8)
    hand = sorted((c for c in s.hands[p] if d.cards[c].kind != "event"),
                  key=lambda c: -(d.cards[c].vp + 1.5))
    best = hand[:min(len(hand), 16 - len(s.grid[p]), 4)]
    need = sum(d.cards[c].cost for c in best) + 3
    soil = min(s.soil[p], need) * SOIL + max(0, s.soil[p] - need) * 0.1
    cards = sum(0.35 * (d.cards[c].vp + 1.5) for c in best)
    events = sum(max(0, d.cards[c].vp) + 2 for c in s.hands[p] if d.cards[c].kind == "event")
    return grow * (soil + cards + PLANTED * len(s.grid[p])) + events


def evaluate(game, s, player, engine=True) -> float:
    """My value less the best other's (or Gaia's); in the team game my team's less the other
    team's. engine=False reads a card to plant by its points and cost only (easy and normal)."""
    d = game.data
    if s.teams:
        return team_value(d, s, team_of(player), engine) - team_value(d, s, 1 - team_of(player), engine)
    mine = seat_value(d, s, player, engine)
    if s.solo:
        return mine - _gaia_total(d, s)
    others = [seat_value(d, s, q, engine) for q in range(s.players) if q != player]
    return mine - max(others)


def team_value(d, s, team, engine=True) -> float:
    """Both players' values, and what lies on the team's side of the team board."""
    return sum(seat_value(d, s, q, engine) for q in team_seats(team)) + board_value(d, s, team, engine)


def board_value(d, s, team, engine=True) -> float:
    """What the team board's side is worth: what it adds to the teammate who gains most by
    taking it all, among those who may still take (a seat whose end-of-turn step is still to
    come); nothing once no one may, since the leftovers are discarded."""
    b = s.board[team]
    if b.empty():
        return 0.0
    best = 0.0
    for q in team_seats(team):
        if ("teamtake", q) not in s.tasks:
            continue
        c = s.clone()
        take_all(d, c, q)
        best = max(best, seat_value(d, c, q, engine) - seat_value(d, s, q, engine))
    return best


def _gaia_total(d, s) -> float:
    return sum(gaia_score(d, s).values()) + _gaia_pending(d, s)


def _gaia_pending(d, s) -> float:
    """During Gaia's yellow or red turn she will match the cards or soil you gain: priced now,
    so that taking part of a gain can be seen to pay (a growth piece ~1 VP, 2 soil ~1 VP)."""
    g = s.gaia
    if g is None or not g.card or not any(t[0] == "gaia_lower" for t in s.tasks):
        return 0.0
    colour = d.gaia_by_id[g.card].colour
    if colour == "yellow":
        return 1.0 * s.gained[0]
    if colour == "red":
        return 0.5 * s.gained[1]
    return 0.0


def rollout_action(game, s, rng):
    legal = game.legal_actions(s)
    good = [a for a in legal if a[0] not in ("stop", "skip", "convert", "event") + TEAM_MOVES
            and a not in (("minor", "none"), ("amount", 0))]
    return rng.choice(good or legal)


def blind_to_board(legal) -> list:
    """The options of a seat that never uses the team board (the bench's yardstick team)."""
    return [a for a in legal if a[0] not in TEAM_MOVES] or legal


# ---- the bot ------------------------------------------------------------------------------------


def greedy(game, s, player, legal=None, engine=True) -> tuple:
    """The option with the best evaluation right after it (automatic steps included)."""
    legal = legal or game.legal_actions(s)
    if len(legal) == 1:
        return legal[0]
    best, best_v = legal[0], -1e9
    for a in legal:
        if a[0] in ("convert", "share"):      # neither is judged by the position right after
            continue
        c = game.clone(s)
        game.apply(c, a)
        v = evaluate(game, c, player, engine)
        if v > best_v + 1e-9:
            best, best_v = a, v
    return best


def short_choice(game, s, player, legal, engine=True) -> tuple:
    """A cost it cannot pay yet (convert / play an event / take from the team board / skip):
    each answer is played on until that ability is fired or passed over (going on the same
    way while still short), then judged; a conversion alone only looks like losing a sprout."""
    depth = len(s.tasks) - 1
    best, best_v = ("skip",), -1e9
    for a in legal:
        c = game.clone(s)
        game.apply(c, a)
        for _ in range(60):
            if game.to_move(c) != player or len(c.tasks) <= depth:
                break
            top, options = c.tasks[-1], game.legal_actions(c)
            if top[0] == "short" and len(c.tasks) - 1 == depth:
                nxt = _still_short(a, options)
            else:
                nxt = greedy(game, c, player, options, engine)
            game.apply(c, nxt)
        v = evaluate(game, c, player, engine)
        if v > best_v + 1e-9:
            best, best_v = a, v
    return best


def _still_short(first, options) -> tuple:
    """Still short after the answer `first`: go on the same way (convert again, take more of
    the same from the team board, then convert), else skip."""
    if first[0] == "board":
        more = [a for a in options if a[:2] == first[:2]]
        if more:
            return max(more, key=lambda a: a[2] if first[1] in ("soil", "compost") else 0)
        first = ("convert",)
    return first if first == ("convert",) and first in options else ("skip",)


def play_turn_out(game, s, limit=400, engine=True, blind=()) -> None:
    """Every seat plays greedily until the next action choice (or the end); the seats in
    `blind` never use the team board."""
    for _ in range(limit):
        p = game.to_move(s)
        if p is None or s.tasks and s.tasks[-1][0] == "choose":
            return
        legal = game.legal_actions(s)
        if p in blind:
            a = greedy(game, s, p, blind_to_board(legal), engine)
        else:
            a = team_rule(game, s, p, legal, engine) or greedy(game, s, p, legal, engine)
        game.apply(s, a)


# ---- the team board's moves that the position right after does not price -------------------------


def team_rule(game, s, p, legal, engine=True):
    """In the team game: take a piece from the team board onto a flora when that is no worse
    for the team (a piece left there is discarded at the end of the turn); and when the team
    board holds sprouts nobody has room for, convert 3 of your sprouts into 2 soil and put
    the board's sprouts in their place, when that is worth it (the pieces were lost, the
    soil plants cards). None when neither applies."""
    if not s.teams:
        return None
    takes = [a for a in legal if a[0] == "board" and a[1] in ("sprout", "growth")]
    if takes:
        now = evaluate(game, s, p, engine)
        values = {a: _value_after(game, s, a, p, engine) for a in takes}
        best = max(takes, key=lambda a: values[a])
        if values[best] >= now - 1e-9:
            return best
    if ("convert",) in legal and s.board[team_of(p)].sprout and _refill_pays(game, s, p, engine):
        return ("convert",)
    return None


def _value_after(game, s, a, p, engine):
    c = game.clone(s)
    game.apply(c, a)
    return evaluate(game, c, p, engine)


def _refill_pays(game, s, p, engine) -> bool:
    """Converting now, then filling the freed spaces from the team board: better than not?"""
    c = game.clone(s)
    game.apply(c, ("convert",))
    for _ in range(30):
        if game.to_move(c) != p:
            break
        legal = game.legal_actions(c)
        if c.tasks[-1][0] == "remove":
            game.apply(c, greedy(game, c, p, legal, engine))
            continue
        if c.tasks[-1][0] == "split":       # the 2 soil are kept
            game.apply(c, legal[0])
            continue
        takes = [a for a in legal if a[0] == "board" and a[1] == "sprout"]
        if not takes:
            break
        game.apply(c, takes[0])
    return evaluate(game, c, p, engine) > evaluate(game, s, p, engine) + 0.3


class EarthBot(Bot):
    def __init__(self, samples: int = 1, noise: float = 0.0, plan: bool = True, deep: bool = False,
                 engine: bool = True, board: bool = True, **_generic):  # generic level defaults do not apply
        self.samples, self.noise, self.plan, self.deep, self.engine = samples, noise, plan, deep, engine
        self.board = board      # False: never uses the team board (the bench's yardstick)

    def decide(self, game, s, player, rng):
        legal = game.legal_actions(s)
        if s.teams:
            if not self.board:
                legal = blind_to_board(legal)
            elif ("share", 1) in legal:     # be asked where each gain goes: the board helps
                return ("share", 1)
            # the switch is this rule's alone: to a search it is a move that changes nothing,
            # chosen whenever every real move looks worse, and turned back on next time (a loop)
            legal = [a for a in legal if a[0] != "share"] or legal
            if self.board:
                a = team_rule(game, s, player, legal, self.engine)
                if a is not None:
                    return a
        if self.noise and rng.random() < self.noise:
            return self._slip(game, s, player, rng, legal)
        kind = s.tasks[-1][0]
        if kind == "choose" and self.plan:
            return self._choose_action(game, s, player, rng, legal)
        if self.deep and kind in ("plant", "cell", "place"):
            return self._two_steps(game, s, player, legal)
        if kind == "short":
            return short_choice(game, s, player, legal, self.engine)
        return greedy(game, s, player, legal, self.engine)

    def _slip(self, game, s, player, rng, legal):
        """One of the 3 best moves at random."""
        ranked = sorted(legal, key=lambda a: -self._after(game, s, a, player))
        return rng.choice(ranked[:3])

    def _after(self, game, s, a, player):
        c = game.clone(s)
        game.apply(c, a)
        return evaluate(game, c, player, self.engine)

    def _choose_action(self, game, s, player, rng, legal):
        acts = [a for a in legal if a[0] == "action"]
        seeds = [rng.getrandbits(32) for _ in range(self.samples)]
        scores = {}
        for a in acts:
            total = 0.0
            for sd in seeds:
                c = game.determinize(s, player, random.Random(sd))
                game.apply(c, a)
                play_turn_out(game, c, engine=self.engine, blind=self._blind(s, player))
                total += evaluate(game, c, player, self.engine)
            scores[a] = total / len(seeds)
        return max(acts, key=lambda a: (scores[a], -acts.index(a)))

    def _blind(self, s, player) -> tuple:
        """The seats this bot expects never to use the team board: its team, if it never does."""
        return team_seats(team_of(player)) if s.teams and not self.board else ()

    def _two_steps(self, game, s, player, legal):
        best, best_v = legal[0], -1e9
        for a in legal:
            c = game.clone(s)
            game.apply(c, a)
            if game.to_move(c) == player and c.tasks and c.tasks[-1][0] in ("cell", "place", "plant"):
                nxt = game.legal_actions(c)
                v = max(self._after(game, c, b, player) for b in nxt[:30])
            else:
                v = evaluate(game, c, player, self.engine)
            if v > best_v + 1e-9:
                best, best_v = a, v
        return best


def levels() -> dict:
    """The three levels; "normal_no_board" (the team bench's yardstick, never offered in the
    app) is normal that never uses the team board."""
    return {"easy": {"bot": EarthBot, "samples": 1, "noise": 0.35, "engine": False},
            "normal": {"bot": EarthBot, "samples": 1, "engine": False},
            "hard": {"bot": EarthBot, "samples": 3, "deep": True},
            "normal_no_board": {"bot": EarthBot, "samples": 1, "engine": False, "board": False}}

