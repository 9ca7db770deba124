"""What the step machine does by itself (a gain taken in full, a step with nothing to do, an
ability fired without a question, Gaia's turn), noted so the log can tell it.

Notes are kept only on a state whose `notes` is a list: the log line of a move applies the
move to a copy with notes on (logtext.notes_after), so play and search never pay for them.
"""
from __future__ import annotations


def note(s, *item):
    if s.notes is not None:
        s.notes.append(item)
