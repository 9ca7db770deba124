"""Earth's step machine, the top of the turn: it runs the automatic steps (turn.py) and the
decisions that offer no real choice, until a seat must decide; a seat's decision (steps.py)
is applied, then the machine runs on.
"""
from __future__ import annotations

from . import effects as fx
from . import gaia, team
from .journal import note
from .steps import CHOICES, apply_choice
from .turn import fire_or_ask, run_auto, set_up


def new_state(d, players, mode, gaia_level, seed, teams=False, open_hands=False):
    """A new game, run up to the first set-up choice."""
    s = set_up(d, players, mode, gaia_level, seed, teams, open_hands)
    advance(d, s)
    return s


def apply_decision(d, s, a):
    """Apply a choice to the top step (assumed legal), then run the automatic steps."""
    apply_choice(d, s, a)
    advance(d, s)


def auto_decision(d, s, t) -> bool:
    """Resolve a decision step that offers no real choice; True if it did something. Each such
    step is noted (journal.py), so the log tells what happened and why."""
    forced = FORCED.get(t[0])
    return forced is not None and forced(d, s, t)


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
    if not fx.targets(d, s, p, kind, filt, scope, anchor) and not team.asks(s, p):
        return _skip(s, "no_room", p, kind)     # asked, the seat may still send it to its team
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
        apply_choice(d, s, ("take", hs[0]))
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
        apply_choice(d, s, ("give", s.hands[p][0]))
        return True
    return False


def _keep(d, s, t) -> bool:
    if len(s.looking) > 1:
        return False
    if not s.looking:
        return _skip(s)
    note(s, "keep_only", t[1])
    apply_choice(d, s, ("keep", s.looking[0]))
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
    apply_choice(d, s, options[0])
    return True


def _short(d, s, t) -> bool:
    """A cost the seat could not pay: asked while converting, an event or the team board could
    still pay it; once it can be paid, asked (or fired) as usual; passed over when nothing
    can help."""
    _, p, colour, src, idx, auto = t
    ab = fx.ability_of(d, s, p, src, idx)
    if fx.can_pay(d, s, p, ab):
        s.tasks.pop()
        fire_or_ask(d, s, p, colour, src, idx, ab, auto)
        return True
    if fx.could_pay_after(d, s, p, ab) or team.could_pay_with_board(d, s, p, ab):
        return False
    return _skip(s, "unpaid", p, src, idx)


def _split(d, s, t) -> bool:
    return t[3] <= 0 and _skip(s)


def _teamtake(d, s, t) -> bool:
    """Asked only when the seat can take something from its team's side, or could make room
    for its sprouts by converting 3 of its own into 2 soil."""
    p = t[1]
    room_after = team.side(s, p).sprout and fx.pieces(s, p, "sprout") >= d.rules.convert_sprouts
    return not team.takes(d, s, p) and not room_after and _skip(s)


FORCED = {"place": _place, "remove": _remove, "hand": _hand, "keep": _keep, "setup_compost": _setup_compost,
          "plant": _plant, "copy": _copy, "gaia_fauna": _gaia_fauna, "upto": _upto, "pickline": _pickline,
          "short": _short, "split": _split, "teamtake": _teamtake}


def advance(d, s):
    """Run automatic steps until a seat must decide (or the game is over)."""
    guard = 0
    while s.tasks and s.phase != "over":
        guard += 1
        if guard > 100000:
            raise RuntimeError("Earth: the step machine does not settle")
        t = s.tasks[-1]
        if t[0] in CHOICES:
            if not auto_decision(d, s, t):
                return
            continue
        s.tasks.pop()
        run_auto(d, s, t)
    if s.phase == "over":
        s.tasks = []
