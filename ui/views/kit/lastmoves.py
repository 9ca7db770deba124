"""The last move stays marked, pygame-free: each other player's last move, as the places it
changed, kept until the viewer acts.

A game's `ui/views/<game>/lastmove.py` gives `changed(before, after, seat)`: the places (the
view's own small tuples, ("env", seat, cell)...) that differ between two observations, from the
facts the view already draws. `LastMoves` sees every snapshot the view is given and keeps, per
seat, what its latest run of steps changed (from the snapshot before the run's first step to
the one after its last): a turn of several steps is marked whole. When the viewer acts, the
marks of the others go; the viewer's own move is kept for the next viewer (hot seat) and never
shown to its maker, except a move pinned by the review (the player's own move at a moment).
"""
from __future__ import annotations


class LastMoves:
    def __init__(self, changed):
        self.changed = changed          # (obs before, obs after, seat) -> set of places
        self.prev = None                # the snapshot seen last
        self.start = None               # (seat, snapshot before its run of steps)
        self.marks: dict = {}           # seat -> frozenset of places
        self.pinned: dict = {}          # seat -> places shown to every viewer (the review's)

    def clear(self):
        self.start, self.marks, self.pinned = None, {}, {}

    def pin(self, seat, places):
        """Show `places` as `seat`'s move to every viewer, its maker too, until the next clear:
        the review draws the move a player made beside the one the AI prefers."""
        self.pinned = {seat: frozenset(places)} if places else {}

    def see(self, snap):
        """A new snapshot: one step further marks that step's mover; undo or a jump forgets all."""
        prev, self.prev = self.prev, snap
        if prev is None or snap is prev or snap.step == prev.step:
            return                      # first sight, another viewer, language or hint
        mover = prev.to_move
        if snap.step != prev.step + 1 or mover is None:
            self.clear()                # undo, or a save opened elsewhere: nothing to compare
            return
        if mover == prev.viewer:        # the viewer acts: the others' moves have been seen
            self.marks = {s: m for s, m in self.marks.items() if s == mover}
        if self.start is None or self.start[0] != mover:
            self.start = (mover, prev)
        got = self.changed(self.start[1].obs, snap.obs, mover)
        self.marks[mover] = frozenset(got)

    def shown(self, viewer) -> dict:
        """seat -> places to outline for `viewer`: everyone's last move but the viewer's own (and
        the pinned move)."""
        out = {s: m for s, m in self.marks.items() if s != viewer and m}
        for s, m in self.pinned.items():
            out[s] = out.get(s, frozenset()) | m
        return out

    def at(self, viewer, kind) -> list[tuple]:
        """(seat, place) of the shown marks whose place is of `kind` (its first word)."""
        return sorted((s, p) for s, marks in self.shown(viewer).items() for p in marks if p[0] == kind)
