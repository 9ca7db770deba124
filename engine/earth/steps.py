"""The seat's one-click decisions: what is legal at the top step, and applying a choice.

Besides the step's own choices, at a calm moment (choosing an action or a minor benefit,
planting, before an ability) the seat may also play an event from hand or convert 3 sprouts
of its tableau into 2 soil; never convert inside an ability (while it plants or copies).
"""
from __future__ import annotations

from . import effects as fx
from . import team
from .abilities import ACTION_COLOURS
from .turn import MINOR_OPTIONS, minor_steps, seat_of, start_turn
from .gaia import claim, open_slots
from .journal import note

# an event may be played (and sprouts converted, but during a copy); "teamtake": the end of a
# turn of the team game, when each player may take from the team board
CALM = {"choose", "minor", "plant", "ask", "order", "copy", "short", "teamtake"}


def may_convert(t) -> bool:
    """Sprouts convert at a calm moment, never inside an ability (the seed): not while an
    ability plants a card (its plant step ends with True) nor while it copies."""
    return t[0] in CALM and t[0] != "copy" and not (t[0] == "plant" and t[4:] == (True,))


def extras(d, s, t) -> list:
    """At a calm moment: play an event, convert sprouts; in the team game also take from the
    team board and turn the "ask where my gains go" switch."""
    if t[0] not in CALM:
        return []
    p = seat_of(s, t)
    out = [("event", cid) for cid in sorted(set(s.hands[p])) if d.cards[cid].kind == "event"]
    if may_convert(t) and fx.pieces(s, p, "sprout") >= d.rules.convert_sprouts:
        out.append(("convert",))
    if s.teams and s.phase == "play":     # at "teamtake" the takes are the step's own options
        out += ([] if t[0] == "teamtake" else team.takes(d, s, p)) + [("share", 0 if s.share[p] else 1)]
    return out


def _ask(d, s, t, p) -> list:
    if not fx.can_pay(d, s, p, fx.ability_of(d, s, p, t[3], t[4])):
        return [("skip",)]      # an event played meanwhile may have spent what the cost needs
    return [("activate",), ("skip",), ("activate_all",)]


# the step's kind -> its own options, from (data, state, step, seat)
CHOICES = {
    "pick": lambda d, s, t, p: [("face", i, f) for i in range(len(s.offers[p][t[2]])) for f in (0, 1)],
    "setup_compost": lambda d, s, t, p: [("compost", cid) for cid in sorted(set(s.hands[p]))],
    "choose": lambda d, s, t, p: [("action", c) for c in ACTION_COLOURS],
    "plant": lambda d, s, t, p: fx.plant_options(d, s, p, t[3]) + [("stop",)],
    "cell": lambda d, s, t, p: [("cell", r, c) for r, c in fx.legal_cells(s, p)],
    "keep": lambda d, s, t, p: [("keep", cid) for cid in sorted(set(s.looking))],
    "minor": lambda d, s, t, p: [("minor", o) for o in MINOR_OPTIONS[t[2]]],
    "place": lambda d, s, t, p: [("put", cid) for cid in fx.targets(d, s, p, t[2], t[4], t[5], t[6])]
    + ([("send_piece",)] if team.may_place_on_board(s) else []) + [("stop",)],
    "remove": lambda d, s, t, p: [("take", cid) for cid in fx.holders(s, p, t[2])],
    "hand": lambda d, s, t, p: [("give", cid) for cid in sorted(set(s.hands[p]))],
    "order": lambda d, s, t, p: [("order", "board"), ("order", "tableau")],
    "ask": _ask,
    "copy": lambda d, s, t, p: [("copy", cid, i) for cid, i in fx.copy_targets(d, s, p, t[2], t[3])]
    + [("stop",)],
    "gaia_fauna": lambda d, s, t, p: [("fauna", x) for x in open_slots(d, s, t[1])],
    "upto": lambda d, s, t, p: [("amount", k) for k in fx.upto_amounts(s, t)],
    "pickline": lambda d, s, t, p: fx.line_choices(d, s, t),
    "short": lambda d, s, t, p: [("skip",)],
    "split": lambda d, s, t, p: team.split_choices(s, t),
    "teamtake": lambda d, s, t, p: team.takes(d, s, p) + [("stop",)],
}


def choices(d, s, t) -> list:
    """The step's own options (events and conversion aside)."""
    options = CHOICES.get(t[0])
    return options(d, s, t, seat_of(s, t)) if options is not None else []


def legal(d, s) -> list:
    if s.phase == "over" or not s.tasks:
        return []
    t = s.tasks[-1]
    return choices(d, s, t) + extras(d, s, t)


def apply_choice(d, s, a):
    t = s.tasks[-1]
    p = seat_of(s, t)
    k = a[0]
    if k == "event":
        play_event(d, s, p, a[1])
    elif k == "convert":
        s.tasks.append(("gain", p, "soil", d.rules.convert_soil, False))
        s.tasks.append(("remove", p, "sprout", d.rules.convert_sprouts))
    elif k == "share":
        s.share[p] = bool(a[1])
    elif k == "board" and t[0] != "teamtake":
        team.take(s, p, a)
    else:
        s.tasks.pop()
        HANDLERS[t[0]](d, s, t, p, a)


def play_event(d, s, p, cid):
    s.hands[p].remove(cid)
    s.events[p].append(cid)
    s.tasks.append(("ability", p, cid, 0, None, False))


def _pick(d, s, t, p, a):
    what, i, f = t[2], a[1], a[2]
    key = (s.offers[p][what][i], f)
    if what == "island":
        s.island[p] = key
    elif what == "climate":
        s.climate[p] = key
    else:
        s.eco[p] = key


def _setup_compost(d, s, t, p, a):
    s.hands[p].remove(a[1])
    s.compost[p].append(a[1])
    if t[2] > 1:
        s.tasks.append(("setup_compost", p, t[2] - 1))


def _choose(d, s, t, p, a):
    start_turn(d, s, a[1])


def _plant(d, s, t, p, a):
    if a[0] == "stop":
        return
    if t[2] > 1:
        s.tasks.append(t[:2] + (t[2] - 1,) + t[3:])
    s.tasks.append(("cell", p, a[1], t[3], a[2] if len(a) > 2 else 0))


def _cell(d, s, t, p, a):
    _, _, cid, free, used = t
    fx.plant(d, s, p, cid, (a[1], a[2]), free, used)


def _keep(d, s, t, p, a):
    s.looking.remove(a[1])
    s.hands[p].append(a[1])
    rest = sorted(s.looking)
    if s.solo:
        s.gaia.pile.extend(rest)
        if rest:
            note(s, "gaia_pile", len(rest))
    else:
        s.discard.extend(rest)
    s.looking = []
    team.after_gain(s, p, "draw", 1)


def _minor(d, s, t, p, a):
    s.tasks.extend(reversed(minor_steps(d, s, p, t[2], a[1])))


def _place(d, s, t, p, a):
    if a[0] == "stop":
        return
    if a[0] == "send_piece":
        team.send_piece(s, p, t[2])
    else:
        fx.add_piece(s, a[1], t[2])
    if t[3] > 1:
        s.tasks.append(t[:3] + (t[3] - 1,) + t[4:])


def _remove(d, s, t, p, a):
    fx.take_piece(s, a[1], t[2])
    if t[3] > 1:
        s.tasks.append(t[:3] + (t[3] - 1,))


def _hand(d, s, t, p, a):
    s.hands[p].remove(a[1])
    (s.compost[p] if t[2] == "compost" else s.discard).append(a[1])
    if t[3] > 1:
        s.tasks.append(t[:3] + (t[3] - 1,))


def _order(d, s, t, p, a):
    _, _, colour, board, tab = t
    queue = board + tab if a[1] == "board" else tab + board
    s.tasks.append(("queue", p, colour, queue))


def _ask(d, s, t, p, a):
    if a[0] == "activate_all":      # this one and every later one whose cost can be paid
        queue = s.tasks.pop()
        s.tasks.append(queue[:4] + (True,))
    if a[0] in ("activate", "activate_all"):
        fx.resolve(d, s, p, t[3], t[4])


def _copy(d, s, t, p, a):
    if a[0] == "copy":
        fx.resolve(d, s, p, a[1], a[2])


def _gaia_fauna(d, s, t, p, a):
    claim(d, s, a[1])


def _upto(d, s, t, p, a):
    if a[1] > 0:
        s.tasks.append(("gain",) + t[1:3] + (a[1],) + t[4:5])


def _short(d, s, t, p, a):
    pass        # "skip": the ability is passed over


def _pickline(d, s, t, p, a):
    s.tasks.append(fx.line_chosen(s, t, a[1]))


def _teamtake(d, s, t, p, a):
    """The end of the turn: take one thing, then asked again (until "stop" or nothing left)."""
    if a[0] == "board":
        team.take(s, p, a)
        s.tasks.append(t)


HANDLERS = {"pick": _pick, "setup_compost": _setup_compost, "choose": _choose, "plant": _plant, "cell": _cell,
            "keep": _keep, "minor": _minor, "place": _place, "remove": _remove, "hand": _hand,
            "order": _order, "ask": _ask, "copy": _copy, "gaia_fauna": _gaia_fauna, "upto": _upto,
            "pickline": _pickline, "short": _short, "teamtake": _teamtake,
            "split": lambda d, s, t, p, a: team.apply_split(s, t, p, a)}
