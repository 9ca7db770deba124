"""Which sound a moment of play gets, read without rules: the step's kind (the first word of
its action), whose step it was, whose turn follows and the viewer's visible score. No pygame
here (the play session uses it); ui/sound.py makes and plays the sounds."""
from __future__ import annotations

TURN, TAKE, PLACE, SCORE, REFUSED, END = "turn", "take", "place", "score", "refused", "end"
CUES = (TURN, TAKE, PLACE, SCORE, REFUSED, END)

# the words the games' actions start with, heard as taking or as putting down
TAKE_KINDS = frozenset({"take", "pick", "draw", "draw_pile", "draw_display", "keep", "rescue"})
PLACE_KINDS = frozenset({"place", "token", "play", "put", "plant", "new_chain", "place_settler",
                         "place_possum", "cell", "move", "compost", "reserve"})


def step_kind(action) -> str:
    """The first word of an action ("take" for ("take", 1, 2)); "" when it has none."""
    if isinstance(action, tuple) and action and isinstance(action[0], str):
        return action[0]
    return action if isinstance(action, str) else ""


def total(sheet, seat) -> int | None:
    """A seat's visible total on a score sheet, None without one."""
    try:
        return sheet.totals[seat]
    except (AttributeError, IndexError, TypeError):
        return None


def step_cue(action, mover, next_seat, humans, over: bool, before=None, after=None) -> str | None:
    """The cue after `mover` played `action`: the game's end; a human's turn coming round after
    someone else moved; a rise of the mover's own score (`before`/`after`: their visible
    totals, given for a human's own step); else taking or putting down, by the step's kind."""
    if over:
        return END
    if next_seat in humans and next_seat != mover:
        return TURN
    if before is not None and after is not None and after > before:
        return SCORE
    kind = step_kind(action)
    if kind in TAKE_KINDS:
        return TAKE
    if kind in PLACE_KINDS:
        return PLACE
    return None
