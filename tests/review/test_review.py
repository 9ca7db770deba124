"""The review of a finished game: it reads only the player's observations (re-deal what they could
not see: the same review), keeps its result in the save (a second look is instant, an old save
loads as before), and a cancelled review leaves the save unchanged."""
from __future__ import annotations

import random

import pygame
import pytest

from engine import saved_games
from engine.core import saves
from engine.review import store
from engine.review.game import MOST_MOMENTS, SURE, assemble, loss, requests, run_here
from tests.review.helpers import REAL, HereWorker, finished
from tests.uikit import frame
from ui.review_job import ReviewJob
from ui.scenes.review import ReviewReplay, ReviewScene

SENT = {"game", "player", "level", "step", "key", "obs", "seen", "kind", "played", "draws", "playout", "seconds"}


def redealt(game, reqs, seed: int):
    """The same requests, each holding a whole state in which everything the player could not
    see was dealt again (were the review to read it, its answers would change)."""
    out = []
    for r in reqs:
        rng = random.Random(seed * 1000 + r["step"])
        out.append({**r, "obs": game.determinize(r["obs"], r["player"], rng)})
    return out


@pytest.mark.parametrize("name", REAL)
def test_a_review_is_sent_the_players_observations_only(name):
    m = finished(name)
    reqs = requests(m, 0, "k", budget=0.0)
    states = [s for _, s in m.replay_states()]
    assert reqs and all(set(r) == SENT for r in reqs)
    for r in reqs:
        assert r["obs"] == m.game.observe(states[r["step"]], 0)
        assert r["played"] == m.steps[r["step"]].action and m.steps[r["step"]].player == 0


@pytest.mark.parametrize("name", REAL)
def test_a_review_never_reads_hidden_information(name):
    """Re-deal the hidden cards (two different ways) at every decision: the same review."""
    m = finished(name)
    reqs = requests(m, 0, "k", budget=0.0)[:8]
    one = run_here(m, 0, reqs=redealt(m.game, reqs, 1))
    two = run_here(m, 0, reqs=redealt(m.game, reqs, 2))
    assert one == two
    assert one == run_here(m, 0, reqs=reqs)


def test_the_moments_are_the_worst_losses_at_most_five():
    m = finished("cascadia")
    answers = [{"step": r["step"], "ai": list(r["played"]), "played_est": 0.0, "ai_est": float(i % 9),
                "worlds": 4} for i, r in enumerate(requests(m, 0, "k", budget=0.0))]
    review = assemble(m, 0, answers)
    losses = [mo["loss"] for mo in review["moments"]]
    assert len(losses) == MOST_MOMENTS and losses == sorted(losses, reverse=True) and min(losses) == 8.0
    assert all(mo["played"] == list(m.steps[mo["step"]].action) for mo in review["moments"])
    assert review["decisions"] == len(answers) and loss({"played_est": None}) == 0.0


def test_a_loss_within_three_standard_errors_is_no_moment():
    """At one standard error the moments shown were barely better than a coin (agreement/README.md)."""
    assert SURE == 3.0
    assert loss({"played_est": 0.0, "ai_est": 5.0, "spread": 2.0}) == 0.0        # 5 <= 3 x 2
    assert loss({"played_est": 0.0, "ai_est": 5.0, "spread": 1.5}) == 5.0        # 5 > 3 x 1.5


def saved(tmp_home, m):
    path = saves.new_save_path(m.game.name)
    saves.save_match(m, path)
    return path


def review_scene(app, m, path, worker):
    scene = ReviewScene(app, m, 0, path, job_factory=lambda match, p, _: ReviewJob(match, p, lambda: worker, 0.0))
    app.push(scene)
    return scene


def test_a_cancelled_review_leaves_the_save_unchanged(app, tmp_home):
    m = finished("kauri")
    path = saved(tmp_home, m)
    before = open(path, "rb").read()
    worker = HereWorker()
    scene = review_scene(app, m, path, worker)
    for _ in range(3):
        frame(app)
    assert 0 < scene.job.done < scene.job.total and scene.animating()
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert app.top is not scene and worker.forgotten
    assert open(path, "rb").read() == before
    assert store.stored(path, 0) is None


def test_a_finished_review_is_kept_with_the_save_and_shown_at_once_next_time(app, tmp_home):
    m = finished("kauri")
    path = saved(tmp_home, m)
    worker = HereWorker()
    scene = review_scene(app, m, path, worker)
    for _ in range(500):
        frame(app)
        if scene.job is None:
            break
    assert scene.review is not None and scene.review["decisions"] == len(worker.asked)
    assert store.stored(path, 0) == scene.review
    loaded, _ = saved_games.load_match(path)            # the save loads as before
    assert loaded.actions == m.actions
    again = review_scene(app, m, path, HereWorker())
    assert again.job is None and again.review == scene.review
    frame(app)
    if scene.review["moments"]:
        again.open_replay(scene.review["moments"][0])
        frame(app)
        assert isinstance(app.top, ReviewReplay) and app.top.index == scene.review["moments"][0]["step"]


def test_a_review_that_no_longer_fits_its_save_is_ignored(tmp_home):
    m = finished("kauri")
    path = saved(tmp_home, m)
    review = run_here(m, 0, budget=0.0, reqs=requests(m, 0, "k", budget=0.0)[:3])
    assert store.keep(path, review) and store.stored(path, 0) == review
    assert store.stored(path, 1) is None                 # another seat's review is not this one
    m.rewind(len(m.steps) - 1)                          # the save now holds another game
    saves.save_match(m, path)
    assert store.stored(path, 0) is None and not store.keep(path, review)
    broken = {**review, "moments": "many"}
    assert not store.well_formed(broken, review["key"])
