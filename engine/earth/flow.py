"""Earth's turn structure: set-up, the four actions, activation, fauna, the end, and Gaia.

Everything pending lives on `state.tasks`, a stack of small tuples. `advance()` runs the
automatic steps until a step needs a seat's decision (steps.py lists and applies those).
"""
from __future__ import annotations

import random

from . import effects as fx
from . import gaia
from .journal import note
from .measures import Board, objective_met
from .state import EarthState

DECISIONS = {"pick", "setup_compost", "choose", "plant", "cell", "keep", "minor", "place", "remove", "hand",
             "order", "ask", "copy", "gaia_fauna", "upto", "pickline", "short"}


def order_from(s, a) -> list:
    return [(a + i) % s.players for i in range(s.players)]


# ---- set-up --------------------------------------------------------------------------------------


def new_state(d, players, mode, gaia_level, seed) -> EarthState:
    rng = random.Random(seed)
    s = EarthState(players, mode, gaia_level if players == 1 else "", rng)
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
    advance(d, s)
    return s


def deal(d, s):
    """All choices made: first player, then each island's draw, compost and soil."""
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
    steps.append(("end_turn",))
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
    converting sprouts or an event could pay it: then the seat is asked first (a "short" step)."""
    _, p, colour, queue = t[:4]
    auto = t[4:] == (True,)
    if not queue:
        return
    (src, idx), rest = queue[0], queue[1:]
    s.tasks.append(("queue", p, colour, rest) + ((True,) if auto else ()))
    ab = fx.ability_of(d, s, p, src, idx)
    if not fx.can_pay(d, s, p, ab):
        if fx.could_pay_after(d, s, p, ab):
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


def check_fauna(d, s, start):
    """Every seat now meeting an unclaimed fauna objective takes the highest free rung."""
    seats = order_from(s, start) if not s.solo else [0]
    for q in seats:
        b = Board(d, s, q)
        for slot, (fid, face) in enumerate(s.fauna):
            if q in s.leaves[slot] or len(s.leaves[slot]) >= len(d.rules.fauna_ladder):
                continue
            if objective_met(b, d.fauna_goal[(fid, face)]):
                s.leaves[slot].append(q)
                note(s, "leaf", q, slot, len(s.leaves[slot]) - 1)


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


def place_each(d, s, t):
    _, p, kind, n, filt, scope, anchor = t
    for cid in fx.targets(d, s, p, kind, filt, scope, anchor):
        fx.add_piece(s, cid, kind, min(n, fx.room(d, s, cid, kind)))


def run_auto(d, s, t):
    k = t[0]
    if k == "gain":
        gain(d, s, t)
    elif k == "each":
        place_each(d, s, t)
    elif k == "self":
        _, _, kind, n, cid = t
        fx.add_piece(s, cid, kind, min(n, fx.room(d, s, cid, kind)))
    elif k == "paysoil":
        s.soil[t[1]] -= t[2]
    elif k == "dcompost":
        for _ in range(t[2]):
            s.discard.append(s.compost[t[1]].pop())
    elif k == "activate":
        activate(d, s, t[1], t[2])
    elif k == "queue":
        run_queue(d, s, t)
    elif k == "drawlook":
        s.looking = fx.take_from_deck(s, d.rules.benefits["keep_draw"])
        if s.looking:
            s.tasks.append(("keep", t[1]))
        else:
            note(s, "no_look", t[1])
    elif k == "end_turn":
        end_turn(d, s)
    elif k == "deal":
        deal(d, s)
    elif k == "start":
        s.phase = "play"
        s.tasks.append(("choose", s.active))
    else:
        gaia.run_auto(d, s, t)


def auto_decision(d, s, t) -> bool:
    """Resolve a decision step that offers no real choice; True if it did something. Each such
    step is noted (journal.py), so the log tells what happened and why."""
    forced = FORCED.get(t[0])
    return forced is not None and forced(d, s, t)


def _choose_for(d, s, a):
    from .steps import apply_choice
    apply_choice(d, s, a)


def _skip(s, *item) -> bool:
    """Drop the step at the top, noting why when there was something to do."""
    s.tasks.pop()
    if item:
        note(s, *item)
    return True


def _place(d, s, t) -> bool:
    _, p, kind, n, filt, scope, anchor = t
    if n <= 0:
        return _skip(s)
    if not fx.targets(d, s, p, kind, filt, scope, anchor):
        return _skip(s, "no_room", p, kind)
    return False


def _remove(d, s, t) -> bool:
    _, p, kind, n = t
    hs = fx.holders(s, p, kind)
    if n <= 0:
        return _skip(s)
    if not hs:
        return _skip(s, "no_piece", p, kind)
    if len(hs) == 1:
        note(s, "take", p, kind, hs[0])
        _choose_for(d, s, ("take", hs[0]))
        return True
    return False


def _hand(d, s, t) -> bool:
    _, p, where, n = t
    if n <= 0:
        return _skip(s)
    if not s.hands[p]:
        return _skip(s, "no_hand", p, where)
    if len(set(s.hands[p])) == 1:
        note(s, "give", p, where)
        _choose_for(d, s, ("give", s.hands[p][0]))
        return True
    return False


def _keep(d, s, t) -> bool:
    if len(s.looking) > 1:
        return False
    if not s.looking:
        return _skip(s)
    note(s, "keep_only", t[1])
    _choose_for(d, s, ("keep", s.looking[0]))
    return True


def _setup_compost(d, s, t) -> bool:
    return (t[2] <= 0 or not s.hands[t[1]]) and _skip(s)


def _plant(d, s, t) -> bool:
    if t[2] <= 0:
        return _skip(s)
    if not fx.plant_options(d, s, t[1], t[3]):
        return _skip(s, "no_plant", t[1], len(s.grid[t[1]]) >= 16)
    return False


def _copy(d, s, t) -> bool:
    return not fx.copy_targets(d, s, t[1], t[2], t[3]) and _skip(s, "no_copy", t[1])


def _gaia_fauna(d, s, t) -> bool:
    open_ = gaia.open_slots(d, s, t[1])
    if len(open_) > 1:
        return False
    s.tasks.pop()
    if open_:
        gaia.claim(d, s, open_[0])
        note(s, "gaia_leaf", open_[0], len(s.leaves[open_[0]]) - 1)
    else:
        note(s, "gaia_no_leaf")
    return True


def _upto(d, s, t) -> bool:
    if fx.partial_matters(d, s, t):
        return False
    _, p, kind, n, track, partial = t
    s.tasks.pop()
    got = n if kind == "soil" else min(n, fx.piles(s))
    if n > 0:
        s.tasks.append(("gain", p, kind, n, track))
        if not partial or got < n:      # an ability's gain is told by the ability's own line
            note(s, "gain", p, kind, got, n, None if partial else s.action, p == s.active)
    return True


def _pickline(d, s, t) -> bool:
    options = fx.line_choices(d, s, t)
    if len(options) > 1:
        return False
    if not options:
        return _skip(s, "no_room", t[1], t[2])
    axis, k = options[0]
    note(s, "line_only", t[1], axis, tuple(fx.line_cards(s, t[1], axis, k)))
    _choose_for(d, s, options[0])
    return True


def _short(d, s, t) -> bool:
    """A cost the seat could not pay: asked while converting or an event could still pay it;
    once it can be paid, asked (or fired) as usual; passed over when nothing can help."""
    _, p, colour, src, idx, auto = t
    ab = fx.ability_of(d, s, p, src, idx)
    if fx.can_pay(d, s, p, ab):
        s.tasks.pop()
        fire_or_ask(d, s, p, colour, src, idx, ab, auto)
        return True
    if fx.could_pay_after(d, s, p, ab):
        return False
    return _skip(s, "unpaid", p, src, idx)


FORCED = {"place": _place, "remove": _remove, "hand": _hand, "keep": _keep, "setup_compost": _setup_compost,
          "plant": _plant, "copy": _copy, "gaia_fauna": _gaia_fauna, "upto": _upto, "pickline": _pickline,
          "short": _short}


def advance(d, s):
    """Run automatic steps until a seat must decide (or the game is over)."""
    guard = 0
    while s.tasks and s.phase != "over":
        guard += 1
        if guard > 100000:
            raise RuntimeError("Earth: the step machine does not settle")
        t = s.tasks[-1]
        if t[0] in DECISIONS:
            if not auto_decision(d, s, t):
                return
            continue
        s.tasks.pop()
        if t[0] == "ability":
            _, p, src, idx, anchor, track = t
            if isinstance(src, tuple):
                note(s, "gaia_gives", p, src, idx)
            fx.resolve(d, s, p, src, idx, track, anchor)
        else:
            run_auto(d, s, t)
    if s.phase == "over":
        s.tasks = []


def seat_of(s, t) -> int:
    return 0 if t[0] == "gaia_fauna" else t[1]

