"""What the step machine does by itself (a gain taken in full, a step with nothing to do, an
ability fired without a question, Gaia's turn), noted so the log can tell it.

Notes are kept only on a state whose `notes` is a list: the log line of a move applies the
move to a copy with notes on (see lines_after), so play and search never pay for them.
"""
from __future__ import annotations

import random


def note(s, *item):
    if s.notes is not None:
        s.notes.append(item)


def notes_after(d, s, a) -> list:
    """The notes of everything automatic that follows move `a` (assumed legal) in state `s`,
    played on a copy whose rng is a copy too, so the real game is left as it was."""
    from .steps import apply_decision
    c = s.clone()
    if s.rng is not None:
        c.rng = random.Random()
        c.rng.setstate(s.rng.getstate())
    else:
        c.rng = random.Random(0)      # an observation: only counts are told, never cards drawn
    c.notes = []
    apply_decision(d, c, a)
    return c.notes
