"""The hard level's rollouts try plays, new chains, rescues and draws in place and take them
back (no copy of the state for each): the position tried is the one game.apply makes, and
taking it back leaves the state as it was, on positions of played-out games at 2 to 6 players.
An end of turn that changes nothing a value reads is valued as the position itself."""
import random

from engine.habitat import feeding as F
from engine.habitat import moves
from engine.habitat.ai import (UNDOABLE, AfterMyStep, ReplySearch, ai_levels, candidates, ends_quietly,
                               evaluate, in_place, rollout_action, step_in_place)
from engine.habitat.state import DRAW, MAIN, START
from tests.habitat.helpers import DECK, GAME


def main_positions(players, seed, steps=80, phases=(MAIN,)):
    """Positions with no prompt (in step 2, or in `phases`) of a game played by the cheap policy."""
    s = GAME.setup({"players": players, "starter": "random"}, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if GAME.to_move(s) is None:
            return
        if s.phase in phases and not s.pending:
            yield s
        GAME.apply(s, rollout_action(GAME, s, rng))


def fields(s) -> dict:
    """The state's fields but its random stream, what it keeps of its tables and dying display
    (caches, checked by kept_facts_hold) and which tables it shares with clones."""
    return {k: v for k, v in vars(s).items() if k not in ("rng", "rng_shared", "known", "mine", "dying_view")}


def kept_facts_hold(s) -> bool:
    """Every table fact the state keeps is about its table as it stands, and so is what it
    keeps of the dying display."""
    return all(t is None or t.chains == tuple(map(tuple, s.tables[p])) for p, t in enumerate(s.known)) \
        and s.dying_view in (None, F.scavenge_view(DECK, s.dying))


def test_a_step_in_place_is_apply_and_is_taken_back_exactly():
    tried = {k: 0 for k in UNDOABLE}
    for players in (2, 4, 6):
        for seed in range(3):
            for s in main_positions(players, 500 + 10 * players + seed, phases=(MAIN, DRAW)):
                before = fields(GAME.clone(s))
                work = GAME.clone(s)
                p = GAME.to_move(s)
                for a in moves.legal(DECK, s, table_moves=False):
                    if not in_place(s, a):
                        continue
                    applied = GAME.clone(s)
                    GAME.apply(applied, a)
                    undo = step_in_place(DECK, work, p, a)
                    assert fields(work) == fields(applied), a
                    assert kept_facts_hold(work), a
                    moves.legal(DECK, work)          # the facts of the tried position are kept
                    undo()
                    assert fields(work) == before, a
                    assert kept_facts_hold(work), a
                    tried[a[0]] += 1
                assert fields(s) == before
    assert min(tried.values()) > 20, tried


def test_a_quiet_end_of_turn_is_valued_as_the_position_itself():
    quiet = loud = 0
    for players in (2, 4, 6):
        for seed in range(3):
            for s in main_positions(players, 600 + 10 * players + seed):
                p = GAME.to_move(s)
                c = GAME.clone(s)
                GAME.apply(c, ("end_turn",))
                if ends_quietly(DECK, s, p):
                    assert AfterMyStep(GAME, s, p)(c) == AfterMyStep(GAME, s, p)(s) == evaluate(GAME, c, p)
                    quiet += 1
                else:
                    loud += 1
    assert quiet > 50 and loud > 20, (quiet, loud)


def test_a_candidate_whose_turn_ends_as_another_takes_its_value():
    """Two candidates that end my turn in the same position, with both random streams in the
    same state, play the same rollout: the value taken over is the one the rollout gives."""
    spec = dict(ai_levels()["hard"])
    spec.pop("bot")
    bot = ReplySearch(**spec)
    reused = compared = 0
    for seed in range(3):
        for s in main_positions(6, 700 + seed, steps=60, phases=(START, MAIN)):
            if s.phase == MAIN and s.turn % 3:
                continue
            p = GAME.to_move(s)
            ends: list = []
            for a in candidates(GAME, s, moves.legal(DECK, s, table_moves=False))[:5]:
                values, known = [], len(ends)
                for memo in (ends, None):
                    c = GAME.clone(s)
                    c.rng, c.rng_shared = random.Random(seed), False
                    values.append(bot.rollout(GAME, c, a, p, random.Random(seed + 1), memo))
                assert values[0] == values[1], a
                reused += known == len(ends)
                compared += 1
    assert reused > 0 and compared > 50, (reused, compared)
