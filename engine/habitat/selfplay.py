"""One seeded Habitat game between AI levels, played as the app plays it (one bot per seat,
each fed only its seat's observation). The balance table (balance.py) and the bench's
figures (bench.py) both read their games from here."""
from __future__ import annotations

from collections import Counter

from engine.ai.seats import play_out


def play_game(game, levels, seed, options=None, seen=None):
    """One seeded game; returns (state, per-level decision times in ms of CPU time, action kinds).
    `seen`, a set, collects the event cards that were ever in a hand (drawn)."""
    options = options or game.default_options(len(levels))
    s = game.setup(options, seed)
    times = {lv: [] for lv in levels}
    kinds = Counter()

    def watch(state, p, a, seconds, forced, cpu):   # before `a` is applied
        if not forced:
            times[levels[p]].append(cpu * 1000)   # bots think by CPU time: so is the figure
        kinds[a[0] if a[0] != "event" else "event:" + a[1].rsplit("-", 1)[0]] += 1
        if seen is not None:
            seen.update(c for h in state.hands for c in h if game.deck.kind[c] == 2)

    play_out(game, s, list(levels), f"habitat-{seed}", watch, max_steps=20000)   # as the app plays
    if seen is not None:
        seen.update(c for h in s.hands for c in h if game.deck.kind[c] == 2)
    return s, times, kinds
