"""The lesson overlay in the app (dummy video driver): Learn to play from the main menu, the
bubble beside its target and never over it, a click on the lit target plays the step."""
from __future__ import annotations

import pygame
import pytest

from ui.scenes.lesson import LessonPicker, LessonScene, lesson_games, start_lesson
from ui.scenes.menu import MainMenu


def click(app, pos):
    app.top.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.top.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def button(scene, label):
    return next(w for w in scene.widgets if getattr(w, "label", None) == label)


def test_learn_to_play_from_the_main_menu(app):
    app.push(MainMenu(app))
    click(app, button(app.top, "Learn to play").rect.center)
    assert isinstance(app.top, LessonPicker)
    click(app, button(app.top, "Cascadia").rect.center)
    assert isinstance(app.top, LessonScene) and app.top.game.name == "cascadia"


def test_the_bubble_stands_beside_its_target_and_the_target_plays(app):
    assert start_lesson(app, "cascadia")
    scene = app.top
    surf = pygame.Surface((app.width, 800))
    scene.draw(surf)
    assert scene.runner.reading() and scene.bubble[1] is None     # the welcome: no target
    click(app, scene.bubble_btns[-1].rect.center)                  # Next
    scene.draw(surf)
    click(app, scene.bubble_btns[-1].rect.center)                  # the display: read it
    assert scene.runner.step.say == "cascadia.take"
    scene.draw(surf)
    bubble, target = scene.bubble
    assert target is not None and not bubble.colliderect(target), "the bubble leaves the target clear"
    assert scene.board_rect.contains(bubble)
    click(app, target.center)
    assert scene.runner.step.say == "cascadia.place", "the pair was taken"
    assert scene.match.steps[-1].action == ("take", 1, 1)


def test_the_learner_may_leave_at_any_time(app):
    app.push(MainMenu(app))
    assert start_lesson(app, "cascadia")
    scene = app.top
    scene.draw(pygame.Surface((app.width, 800)))
    click(app, scene.bubble_btns[0].rect.center)                   # Leave the lesson
    assert isinstance(app.top, MainMenu)


def test_a_kind_word_is_the_lessons_own_not_a_hint(app):
    assert start_lesson(app, "cascadia")
    scene = app.top
    scene.try_play(("take", 0, 0))              # on the welcome, before Next
    assert app.toast_text == "Read the bubble first, then press Next."
    assert app.message[0] == "advice"


def test_an_action_of_two_clicks_moves_the_bubble_to_its_second_target(app):
    assert start_lesson(app, "cascadia")
    scene = app.top
    surf = pygame.Surface((app.width, 800))
    while scene.runner.step.say != "cascadia.free_take":      # the learner does as told
        if scene.runner.reading():
            scene.on_next()
        elif scene.session.my_turn():
            scene.try_play(scene.session.snapshot().legal[0])
        else:
            scene.update(0.0)
    scene.draw(surf)
    assert scene.bubble[1] == scene.view.rect_of("tile", 1)
    click(app, scene.bubble[1].center)                        # the tile: half the choice
    scene.draw(surf)
    assert scene.bubble[1] == scene.view.rect_of("token", 2), "now the token to take with it"
    assert not scene.bubble[0].colliderect(scene.bubble[1])
    click(app, scene.bubble[1].center)
    assert scene.match.steps[-1].action == ("take", 1, 2)


def covers(scene) -> list:
    """What must be clicked next (this step's later targets, or the next acting step's) that
    the bubble covers."""
    return [r for r in scene.clicked_next() if scene.bubble[0].colliderect(r)]


def settle(scene):
    """Let the opponents play until the learner is to move (the AI speed is instant)."""
    for _ in range(400):
        if scene.session.my_turn() or scene.match.to_move() is None:
            return
        scene.update(0.0)


@pytest.mark.parametrize("name", lesson_games())
def test_every_lesson_is_played_by_clicking_what_the_bubble_points_at(app, name):
    """A learner who clicks only the bubble's targets (and Next) finishes the lesson: every
    target is on screen, clear of the bubble, and each click is the one the step teaches."""
    assert start_lesson(app, name)
    scene, surf = app.top, pygame.Surface((app.width, 800))
    runner = scene.runner
    while not runner.done:
        step, index = runner.step, runner.index
        if not step.reading or step.point is not None:
            settle(scene)
        scene.draw(surf)
        if step.reading:
            assert step.point is None or scene.bubble[1] is not None, f"{step.say}: what it shows is there"
            assert not covers(scene), f"{step.say}: the bubble leaves what is clicked next clear"
            click(app, scene.bubble_btns[-1].rect.center)
            continue
        for _ in range(len(step.targets)):
            scene.draw(surf)
            bubble, target = scene.bubble
            assert target is not None, f"{step.say}: its target is on screen"
            assert not bubble.colliderect(target), f"{step.say}: the bubble leaves its target clear"
            assert not covers(scene), f"{step.say}: the bubble leaves what is clicked next clear"
            click(app, target.center)
            if runner.index != index:
                break
        assert runner.index == index + 1, f"{step.say}: clicking its targets plays it ({app.toast_text})"


def test_the_picker_offers_every_game_and_new_game_offers_its_own(app):
    from ui.scenes.newgame import NewGame
    assert set(lesson_games()) == {"cascadia", "habitat", "habitats", "kauri", "earth"}
    app.push(MainMenu(app))
    app.push(NewGame(app, "kauri"))
    click(app, button(app.top, "Learn to play").rect.center)
    assert isinstance(app.top, LessonScene) and app.top.game.name == "kauri"
    app.pop()
    app.push(LessonPicker(app))
    labels = [w.label for w in app.top.widgets]
    assert labels[:5] == ["Cascadia", "Habitat (North Woods)", "Habitats", "Kauri", "Earth"]


def test_a_broken_lesson_file_is_explained_and_nothing_else_changes(app, tmp_path, monkeypatch):
    from engine.lessons import lesson as L
    bad = tmp_path / "lesson.yaml"
    bad.write_text("seed: 20\nplayers: 2\nsteps:\n  - say: cascadia.take\n    do: [take, 9, 9]\n",
                   encoding="utf-8")
    monkeypatch.setattr(L, "lesson_path", lambda name, folder=None: str(bad))
    menu = MainMenu(app)
    app.push(menu)
    assert start_lesson(app, "cascadia") is False
    assert app.top is menu
    assert "cascadia/lesson.yaml: steps[0].do" in app.toast_text and "not legal here" in app.toast_text


def test_the_learner_and_the_teacher_have_names_and_the_pause_menu_says_nothing_is_saved(app):
    from ui.scenes.pause import PauseScene
    app.settings.last_names = ()
    assert start_lesson(app, "kauri")
    scene = app.top
    assert scene.session.names() == ["Learner", "Possum", "Settler", "Māori"], "rivals by faction"
    app.push(PauseScene(app, scene))
    app.top.draw(pygame.Surface((app.width, 800)))
    assert getattr(scene, "keeps_save", True) is False
    app.pop()
    app.home()
    app.settings.last_names = ("Maia",)
    assert start_lesson(app, "habitat")
    assert "Maia" in app.top.session.names() and "Robin" in app.top.session.names()


def test_a_bubble_without_a_target_leaves_the_hand_clear(app):
    """Habitat's welcome: the learner's hand (taught two steps later) stays in sight."""
    assert start_lesson(app, "habitat")
    scene = app.top
    scene.draw(pygame.Surface((app.width, 800)))
    hand = [scene.view.rect_of("hand", uid) for uid in ("bald_eagle-2", "migration-1", "muskrat-3")]
    assert all(hand) and not any(scene.bubble[0].colliderect(r) for r in hand)
    assert scene.board_rect.contains(scene.bubble[0])


def test_the_top_bar_says_what_the_lesson_wants(app):
    assert start_lesson(app, "habitat")
    scene = app.top
    scene.draw(pygame.Surface((app.width, 800)))
    assert scene.status_words(scene.snap) == ("Learner, your turn", "Read the bubble, then press Next")
    while scene.runner.reading():
        scene.on_next()
    assert scene.status_words(scene.snap)[1] == "Click what is lit: the bubble says why"
    while scene.session.my_turn() or scene.runner.reading():      # the learner's first turn
        if scene.runner.reading():
            scene.on_next()
        else:
            scene.try_play(scene.session.snapshot().legal[0])
    assert scene.status_words(scene.snap) == ("Robin plays: watch the board", ""), "not 'is thinking'"


def test_a_rivals_move_does_not_move_the_bubble_being_read(app):
    """Cascadia's 'your opponent plays now' bubble stays where it is while the rival's move lands."""
    assert start_lesson(app, "cascadia")
    scene, surf = app.top, pygame.Surface((app.width, 800))
    while scene.runner.step.say != "cascadia.nature":
        if scene.runner.reading():
            scene.on_next()
        elif scene.session.my_turn():
            scene.try_play(scene.session.snapshot().legal[0])
    scene.draw(surf)
    before, steps = scene.bubble[0], len(scene.match.steps)
    settle(scene)
    scene.draw(surf)
    assert len(scene.match.steps) > steps and scene.bubble[0] == before


def test_a_seat_the_learner_leaves_is_not_called_an_easy_ai(app):
    """Kauri's lesson hands the learner the Settler for a step: the side panel names the seat
    they left without a level (the lesson plays it), and levels come back once the lesson ends."""
    from ui.scenes.playchrome import seat_line
    app.settings.last_names = ()
    assert start_lesson(app, "kauri")
    scene = app.top
    scene.runner.index = next(i for i, s in enumerate(scene.runner.lesson.steps) if s.seat == 2)
    scene.session.snapshot()
    assert scene.session.viewer == 2 and scene.match.seats[0].is_ai, "the learner plays the Settler"
    assert [seat_line(scene, i, n) for i, n in enumerate(scene.session.names())] == [
        "Learner", "Possum", "Settler", "Māori"]
    scene.runner.left = True
    scene.session.snapshot()
    assert seat_line(scene, 1, "Possum") == "Possum (easy)"
