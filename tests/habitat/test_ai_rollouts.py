"""The hard level's rollouts try plays, new chains and rescues in place and take them back
(no copy of the state for each): the position tried is the one game.apply makes, and taking
it back leaves the state as it was, on positions of played-out games at 2 to 6 players."""
import random

from engine.habitat import moves
from engine.habitat.ai import UNDOABLE, ReplySearch, ai_levels, candidates, rollout_action, step_in_place
from engine.habitat.state import MAIN, START
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
    return {k: v for k, v in vars(s).items() if k not in ("rng", "rng_shared")}


def test_a_step_in_place_is_apply_and_is_taken_back_exactly():
    tried = {k: 0 for k in UNDOABLE}
    for players in (2, 4, 6):
        for seed in range(3):
            for s in main_positions(players, 500 + 10 * players + seed):
                before = fields(GAME.clone(s))
                work = GAME.clone(s)
                p = GAME.to_move(s)
                for a in moves.legal(DECK, s, table_moves=False):
                    if a[0] not in UNDOABLE:
                        continue
                    applied = GAME.clone(s)
                    GAME.apply(applied, a)
                    undo = step_in_place(DECK, work, p, a)
                    assert fields(work) == fields(applied), a
                    undo()
                    assert fields(work) == before, a
                    tried[a[0]] += 1
                assert fields(s) == before
    assert min(tried.values()) > 20, tried


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
