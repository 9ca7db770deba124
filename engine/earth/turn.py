"""The parts of Earth's turn as automatic steps: set-up, the four actions' benefits, the
activation of abilities, the end of a turn (fauna, the completion, the next seat).

Everything pending lives on `state.tasks`, a stack of small tuples, top = end. This module
pushes and runs the automatic steps; the seat's decisions are in steps.py, and flow.py runs
the stack until a seat must decide.
"""
from __future__ import annotations

import random

from . import effects as fx
from . import gaia, team
from .fauna import check_fauna
from .journal import note
from .state import EarthState, TeamSide, order_from


def seat_of(s, t) -> int:
    """The seat that decides step t (Gaia's fauna leaf is chosen by the solo player)."""
    return 0 if t[0] == "gaia_fauna" else t[1]


def set_up(d, players, mode, gaia_level, seed, teams=False, open_hands=False) -> EarthState:
    """A new game's state, its set-up choices waiting on the step stack (flow.new_state runs it)."""
    rng = random.Random(seed)
    s = EarthState(players, mode, gaia_level if players == 1 else "", rng)
    if teams and players == 4:
        s.teams, s.open_hands = True, open_hands
        s.board, s.share = [TeamSide(), TeamSide()], [False] * players
    s.deck = d.deck_ids(players)
    rng.shuffle(s.deck)
    n = players
    s.hands, s.compost, s.events = [[] for _ in range(n)], [[] for _ in range(n)], [[] for _ in range(n)]
    s.grid, s.soil = [{} for _ in range(n)], [0] * n
    s.island, s.climate, s.eco = [None] * n, [None] * n, [None] * n
    fauna = rng.sample([f.id for f in d.fauna], 4)
    s.fauna = [(f, rng.randrange(2)) for f in fauna]
    s.leaves = [[] for _ in range(4)]
    ecos = [e.id for e in d.ecosystems]
    rng.shuffle(ecos)
    if mode != "beginner":
        s.shared_eco = [(ecos.pop(), rng.randrange(2)) for _ in range(2)]
    k = 2 if mode == "advanced" else 1
    isl, cli = [i.id for i in d.islands], [c.id for c in d.climates]
    rng.shuffle(isl)
    rng.shuffle(cli)
    for p in range(n):
        offer = {"island": [isl.pop() for _ in range(k)], "climate": [cli.pop() for _ in range(k)],
                 "eco": [ecos.pop() for _ in range(k)] if mode != "beginner" else []}
        s.offers.append(offer)
    if players == 1:
        s.gaia = gaia.new_gaia(d, s)
    steps = []
    for p in range(n):
        steps += [("pick", p, "island"), ("pick", p, "climate")]
        if mode != "beginner":
            steps.append(("pick", p, "eco"))
    steps.append(("deal",))
    s.tasks = list(reversed(steps))
    return s


def deal(d, s):
    """All choices made: first player, then each island's draw, compost and soil."""
    if s.teams:         # a random team plays first, its first player first
        s.first = 2 * s.rng.randrange(2)
    else:
        s.first = 0 if s.solo else s.rng.randrange(s.players)
    s.active = s.first
    s.epoch += 1
    if not s.solo:
        note(s, "first", s.first)
    steps = []
    for p in range(s.players):
        face = d.islands_by_id[s.island[p][0]].faces[s.island[p][1]]
        note(s, "island", p, fx.draw(s, p, face.draw), face.soil)
        s.soil[p] += face.soil
        steps.append(("setup_compost", p, face.compost))
    steps.append(("start",))
    s.tasks.extend(reversed(steps))


# ---- the turn ---------------------------------------------------------------------------------------


def may(q, kind, n) -> tuple:
    """An action benefit the rulebook introduces with "may": all of it or none."""
    return ("upto", q, kind, n, False, False)


def benefit(d, s, q, colour, major) -> list:
    b = d.rules.benefits
    if colour == "green":
        if major:
            return [("plant", q, b["plant_major"], False), ("drawlook", q)]
        return [("plant", q, b["plant_minor"], False), may(q, "draw", b["minor_draw"])]
    if not major:
        return [("minor", q, colour)]
    if colour == "red":
        return [may(q, "soil", b["red_major_soil"]),
                ("gain", q, "compost_deck", b["red_major_compost"], False, "told")]
    if colour == "blue":
        return [("place", q, "sprout", b["blue_major_sprouts"], ("flora",), "tableau", None),
                may(q, "soil", b["blue_major_soil"])]
    return [may(q, "draw", b["yellow_major_draw"]),
            ("place", q, "growth", b["yellow_major_growth"], ("flora",), "tableau", None)]


def minor_steps(d, s, q, colour, option) -> list:
    """The steps of the minor benefit chosen; "none" declines it (the rulebook's "may")."""
    b = d.rules.benefits
    table = {
        ("red", "soil"): [may(q, "soil", b["red_minor_soil"])],
        ("red", "compost"): [may(q, "compost_deck", b["red_minor_compost"])],
        ("blue", "sprouts"): [("place", q, "sprout", b["blue_minor_sprouts"], ("flora",), "tableau", None)],
        ("blue", "soil"): [may(q, "soil", b["blue_minor_soil"])],
        ("yellow", "draw"): [may(q, "draw", b["yellow_minor_draw"])],
        ("yellow", "growth"): [("place", q, "growth", b["yellow_minor_growth"], ("flora",), "tableau", None)],
    }
    return table.get((colour, option), [])


MINOR_OPTIONS = {"red": ("soil", "compost", "none"), "blue": ("sprouts", "soil", "none"),
                 "yellow": ("draw", "growth", "none")}


def start_turn(d, s, colour):
    a = s.active
    s.action = colour
    s.turn += 1
    steps = []
    for q in order_from(s, a):
        steps += benefit(d, s, q, colour, q == a) + [("activate", q, colour)]
    if s.solo:
        steps.append(("gaia_minor", colour))
    steps += team.end_steps(s) + [("end_turn",)]
    s.tasks.extend(reversed(steps))


def activate(d, s, p, colour):
    """Queue seat p's abilities of this colour; the island and climate go before or after."""
    board, tab = fx.firing(d, s, p, colour)
    if board and tab:
        s.tasks.append(("order", p, colour, tuple(board), tuple(tab)))
    else:
        s.tasks.append(("queue", p, colour, tuple(board + tab)))


def run_queue(d, s, t):
    """Fire the next queued ability: asked if it has a cost (unless the seat chose "activate
    all"), fired at once otherwise. A cost that cannot be paid now is passed over, unless
    converting sprouts, an event or (the team game) the team board could pay it: then the seat
    is asked first (a "short" step)."""
    _, p, colour, queue = t[:4]
    auto = t[4:] == (True,)
    if not queue:
        return
    (src, idx), rest = queue[0], queue[1:]
    s.tasks.append(("queue", p, colour, rest) + ((True,) if auto else ()))
    ab = fx.ability_of(d, s, p, src, idx)
    if not fx.can_pay(d, s, p, ab):
        if fx.could_pay_after(d, s, p, ab) or team.could_pay_with_board(d, s, p, ab):
            s.tasks.append(("short", p, colour, src, idx, auto))
        else:
            note(s, "unpaid", p, src, idx)
        return
    fire_or_ask(d, s, p, colour, src, idx, ab, auto)


def fire_or_ask(d, s, p, colour, src, idx, ab, auto):
    if ab.costs and not auto:
        s.tasks.append(("ask", p, colour, src, idx))
    else:
        note(s, "fires", p, src, idx)
        fx.resolve(d, s, p, src, idx)


def end_turn(d, s):
    check_fauna(d, s, s.active)
    if s.solo:
        if s.ending:
            s.phase = "over"
            note(s, "end", "bonus")
        else:
            s.tasks.append(("gaia_turn",))
        return
    nxt = (s.active + 1) % s.players
    if nxt == s.first:
        stalled = not s.deck and not s.discard
        if s.ending or stalled or s.round >= d.rules.max_rounds:
            s.capped = not s.ending and not stalled
            s.phase = "over"
            note(s, "end", "bonus" if s.ending else "stalled" if stalled else "capped")
            return
        s.round += 1
    s.active = nxt
    s.tasks.append(("choose", nxt))


# ---- the automatic steps -------------------------------------------------------------------------


def gain(d, s, t):
    """A gain taken in full; one that no question came before ("told") is noted for the log."""
    _, p, kind, n, track = t[:5]
    got = n
    if kind == "soil":
        s.soil[p] += n
        if track:
            s.gained[1] += n
    elif kind == "draw":
        got = fx.draw(s, p, n)
        if track:
            s.gained[0] += got
    else:
        got = fx.compost_deck(s, p, n)
    if t[5:] == ("told",):
        note(s, "gain", p, kind, got, n, s.action, p == s.active)
    team.after_gain(s, p, kind, got)


def place_each(d, s, t):
    _, p, kind, n, filt, scope, anchor = t
    for cid in fx.targets(d, s, p, kind, filt, scope, anchor):
        fx.add_piece(s, cid, kind, min(n, fx.room(d, s, cid, kind)))


def give_ability(d, s, t):
    """An ability given from outside the tableau (an event played, a Gaia card)."""
    _, p, src, idx, anchor, track = t
    if isinstance(src, tuple):
        note(s, "gaia_gives", p, src, idx)
    fx.resolve(d, s, p, src, idx, track, anchor)


def place_self(d, s, t):
    _, _, kind, n, cid = t
    fx.add_piece(s, cid, kind, min(n, fx.room(d, s, cid, kind)))


def discard_compost(d, s, t):
    for _ in range(t[2]):
        s.discard.append(s.compost[t[1]].pop())


def draw_look(d, s, t):
    """Planting's draw 4, keep 1: the cards wait in `looking` for the keep step."""
    s.looking = fx.take_from_deck(s, d.rules.benefits["keep_draw"])
    if s.looking:
        s.tasks.append(("keep", t[1]))
    else:
        note(s, "no_look", t[1])


def start_play(d, s, t):
    s.phase = "play"
    s.tasks.append(("choose", s.active))


def pay_soil(d, s, t):
    s.soil[t[1]] -= t[2]


# an automatic step's kind -> what runs it, from (data, state, step)
AUTO = {"ability": give_ability, "gain": gain, "each": place_each, "self": place_self, "paysoil": pay_soil,
        "dcompost": discard_compost, "activate": lambda d, s, t: activate(d, s, t[1], t[2]),
        "queue": run_queue, "drawlook": draw_look, "end_turn": lambda d, s, t: end_turn(d, s),
        "deal": lambda d, s, t: deal(d, s), "start": start_play,
        "clearboard": lambda d, s, t: team.clear(s)}


def run_auto(d, s, t):
    """Run one automatic step (it was popped from the stack); Gaia's steps are hers."""
    AUTO.get(t[0], gaia.run_auto)(d, s, t)
