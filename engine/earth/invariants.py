"""Everything that must always hold in an Earth state (tests call it after every step)."""
from __future__ import annotations

from collections import Counter

from .measures import fits
from .state import GAIA, card_places


def _fail(msg):
    raise AssertionError(f"Earth invariant broken: {msg}")


def check_cards(d, s):
    """Card conservation: every Earth card is in exactly one place."""
    c = Counter(card_places(s))
    if sorted(c) != sorted(d.deck_ids(s.players)) or any(n != 1 for n in c.values()):
        dup = [k for k, n in c.items() if n != 1]
        _fail(f"cards not conserved (duplicates {dup[:5]}, {len(c)} present)")


def check_tableaux(d, s):
    owners = {}
    for p in range(s.players):
        g = s.grid[p]
        if len(g) > 16:
            _fail(f"seat {p} has {len(g)} cards")
        if g:
            first = next(iter(g))
            if not fits({rc: 0 for rc in g if rc != first}, first) and len(g) > 1:
                _fail(f"seat {p}'s tableau exceeds 4 x 4")
        for cid in g.values():
            owners[cid] = p
            if d.cards[cid].kind == "event":
                _fail("an event was planted")
        if s.soil[p] < 0:
            _fail(f"seat {p} has negative soil")
    for store, cap in ((s.sprouts, "sprouts"), (s.growth, "growth")):
        for cid, n in store.items():
            if cid not in owners or n <= 0 or n > getattr(d.cards[cid], cap):
                _fail(f"{n} {cap} on card {cid} (limit {getattr(d.cards[cid], cap)})")


def check_boards(d, s):
    ladder = len(d.rules.fauna_ladder)
    for slot, seats in enumerate(s.leaves):
        if len(seats) != len(set(seats)) or len(seats) > ladder:
            _fail(f"fauna slot {slot} has leaves {seats}")
        if any(not (q == GAIA or 0 <= q < s.players) for q in seats):
            _fail(f"unknown seat on fauna slot {slot}")
    if s.gaia is not None:
        g = s.gaia
        if any(n < 0 or n > cap for n, (_, cap) in zip(g.boxes, d.rules.gaia_boxes)):
            _fail(f"Gaia's growth boxes {g.boxes}")
        if g.soil < 0 or g.soil >= d.rules.gaia_compost_at or g.sprouts < 0:
            _fail("Gaia's soil or sprouts out of range")
        if sorted(g.deck + g.used + ([g.card] if g.card else [])) != sorted(x.id for x in d.gaia):
            _fail("Gaia's cards not conserved")
    if s.phase == "play" and not s.tasks:
        _fail("nothing to do but the game is not over")
    if s.phase == "over" and s.tasks:
        _fail("steps left in a finished game")
    if s.looking and not (s.tasks and s.tasks[-1][0] == "keep"):
        _fail("cards drawn by Planting wait outside the keep step")
    if s.bonus is not None and not s.ending and s.phase != "over":
        _fail("completion bonus given but the end not triggered")
    if s.bonus is not None and s.bonus >= 0 and len(s.grid[s.bonus]) < 16:
        _fail("the completion bonus went to an incomplete tableau")


def check_team(d, s):
    """The team board is only there in the team game, holds nothing negative, and whatever it
    holds will be discarded at the end of this turn (a turn is choosing its action, or its
    last step, the discard, is still to come)."""
    if not s.teams:
        if s.board or any(s.share):
            _fail("a team board outside the team game")
        return
    if s.players != 4 or len(s.board) != 2 or len(s.share) != 4:
        _fail("the team game needs 4 seats and 2 sides of the team board")
    for side in s.board:
        if min(side.soil, side.sprout, side.growth) < 0:
            _fail(f"negative amounts on the team board: {side}")
        pending = ("clearboard",) in s.tasks or (s.tasks and s.tasks[0][0] == "choose")
        if not side.empty() and not pending:
            _fail("the team board holds something no end of turn will discard")


def check_invariants(d, s):
    check_cards(d, s)
    check_tableaux(d, s)
    check_boards(d, s)
    check_team(d, s)
