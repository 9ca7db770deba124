"""The review's doors: the Review button of the results (offered only for games whose estimates
the bench found honest, with the reason otherwise), the Review button of each finished save on
the Load screen, and the AI process answering review requests."""
from __future__ import annotations

import time

import pygame
import pytest

from engine.ai.worker import AIWorker
from engine.core import saves
from engine.review import figures
from engine.review.game import requests
from tests.review.helpers import finished
from tests.uikit import click, frame
from ui.app import H, W
from ui.scenes.load import LoadScene
from ui.scenes.results import ResultsScene
from ui.scenes.review import ReviewScene

HONEST = {"agreement": 0.7, "positions": 200, "review_seconds": 20.0}


def button(scene, label):
    return next(w for w in scene.widgets if getattr(w, "label", None) == label)


def test_the_ai_process_answers_a_review_request():
    m = finished("cascadia")
    req = requests(m, 0, "k", budget=0.0)[0]
    worker = AIWorker()
    try:
        rid = worker.ask(req)
        deadline, got = time.monotonic() + 60, None
        while got is None and time.monotonic() < deadline:
            got = worker.poll()
            time.sleep(0.05)
    finally:
        worker.close()
    assert got is not None and got[0] == rid and got[2] is None
    answer = got[1]
    assert answer["step"] == req["step"] and isinstance(answer["ai"], list)


def test_results_offer_the_review_only_where_the_bench_found_it_honest(app, monkeypatch):
    m = finished("kauri")
    monkeypatch.setattr(figures, "MEASURED", {"kauri": {**HONEST, "agreement": 0.5}})
    scene = ResultsScene(app, m, 0)
    app.push(scene)
    off = button(scene, "Review")
    assert not off.enabled and "50%" in off.tooltip and "65%" in off.tooltip
    monkeypatch.setattr(figures, "MEASURED", {"kauri": HONEST})
    scene.build()
    on = button(scene, "Review")
    assert on.enabled
    click(app, on.rect.center)
    assert isinstance(app.top, ReviewScene) and app.top.player == 0


def test_a_greyed_review_says_why_under_the_pointer_and_when_clicked(app, monkeypatch):
    """The reason is not only in the data: hovering draws it, a click says it as advice."""
    monkeypatch.setattr(figures, "MEASURED", {"kauri": {**HONEST, "positions": 42}})
    scene = ResultsScene(app, finished("kauri"), 0)
    app.push(scene)
    off = button(scene, "Review")
    surf = pygame.Surface((W, H))
    scene.draw(surf)
    plain = pygame.image.tobytes(surf, "RGB")
    app.mouse = (off.rect.x - 40, off.rect.y - 40)          # off every button: nothing drawn
    scene.draw_tip(surf)
    assert pygame.image.tobytes(surf, "RGB") == plain
    app.mouse = off.rect.center
    scene.draw_tip(surf)
    assert pygame.image.tobytes(surf, "RGB") != plain
    click(app, off.rect.center)
    kind, text, *_ = app.message
    assert kind == "advice" and "42 of the 200" in text and app.top is scene
    app.mouse = off.rect.center
    scene.draw(surf)
    scene.draw_tip(surf)                # said once: no tooltip under the message until the pointer moves
    assert pygame.image.tobytes(surf, "RGB") == plain


def test_a_finished_save_has_a_review_button_on_the_load_screen(app, tmp_home, monkeypatch):
    monkeypatch.setattr(figures, "MEASURED", {"kauri": HONEST})
    m = finished("kauri")
    saves.save_match(m, saves.new_save_path("kauri"))
    m.rewind(10)
    saves.save_match(m, saves.new_save_path("kauri"))     # an unfinished one: no review
    scene = LoadScene(app)
    app.push(scene)
    frame(app)
    done = [i for i, info in enumerate(scene.infos) if info.finished]
    assert len(done) == 1 and scene.list.reviewable == set(done)
    k = done[0] - scene.list.offset
    assert len(scene.list.buttons(k)) == 2 and len(scene.list.buttons(1 - k)) == 1
    click(app, scene.list.review_rect(k).center)
    assert isinstance(app.top, ReviewScene) and app.top.take_lock


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_review_screen_draws_its_progress_and_its_moments(app, lang):
    from tests.review.helpers import HereWorker
    from ui.review_job import ReviewJob
    app.settings.language = lang
    m = finished("kauri")
    worker = HereWorker()
    scene = ReviewScene(app, m, 0, None, job_factory=lambda match, p, _: ReviewJob(match, p, lambda: worker, 0.0))
    app.push(scene)
    frame(app)
    for _ in range(500):
        frame(app)
        if scene.job is None:
            break
    assert scene.review is not None
    frame(app)
    for mo in scene.review["moments"]:
        assert scene.move_text(mo["step"], mo["ai"]) != "?"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_review_with_no_moment_says_so_in_full(app, lang):
    from ui.scenes.review import NONE_RECT
    from ui.widgets import label_fits
    app.settings.language = app.t.lang = lang
    text = app.t("review.none", name="Charlie")
    assert "Charlie" in text and label_fits(app.fonts, text, 26, NONE_RECT)


def test_a_moment_whose_move_is_cut_shows_it_whole_under_the_pointer(app):
    m = finished("kauri")
    scene = ReviewScene(app, m, 0, None)
    scene.job = None
    scene.review = {"decisions": 9, "worlds": 90, "estimated": 9,
                    "moments": [{"step": 5, "round": 1, "played": [], "ai": [], "loss": 4.0}]}
    long = " ".join(["moves a possum from a far region"] * 8)
    scene.move_text = lambda step, action, *rest: long
    app.push(scene)
    surf = pygame.Surface((W, H))
    scene.draw(surf)
    (row, whole), = scene.cut_rows[:1]
    assert long in whole and len(scene.cut_rows) == 2, "both lines were cut, the tooltip has them whole"
    plain = pygame.image.tobytes(surf, "RGB")
    app.mouse = (row.x + 20, row.bottom - 8)
    scene.draw_tip(surf)
    assert pygame.image.tobytes(surf, "RGB") != plain
