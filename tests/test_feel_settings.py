"""Settings of the feel layer (issue 37): Motion, Volume and Mute are chosen, saved and read back."""
from __future__ import annotations

import pygame

from tests import uikit


def cycler(scene, label):
    for k, (key, *_rest) in enumerate(scene.rows):
        if key == label:
            return scene.widgets[k]
    raise AssertionError(f"no row {label!r}")


def test_motion_volume_and_mute_are_chosen_and_saved(app):
    from ui.scenes.settings import SettingsScene
    from ui.settings import load_settings
    app.push(SettingsScene(app))
    scene = app.top
    assert cycler(scene, "feel.motion").choices == ["Full", "Reduced", "None"]
    uikit.click(app, cycler(scene, "feel.motion").right.center)
    uikit.click(app, cycler(scene, "feel.volume").left.center)
    uikit.click(app, cycler(scene, "feel.mute").right.center)
    assert (scene.draft.motion, scene.draft.volume, scene.draft.mute) == ("reduced", 60, True)
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")], 1 / 60)
    s = load_settings()
    assert (s.motion, s.volume, s.mute) == ("reduced", 60, True)
    assert (app.settings.motion, app.settings.volume, app.settings.mute) == ("reduced", 60, True)


def test_the_feel_rows_speak_french(app):
    from ui.scenes.settings import SettingsScene
    app.push(SettingsScene(app))
    uikit.click(app, app.top.widgets[0].right.center)          # language: Français
    assert cycler(app.top, "feel.motion").choices == ["Complets", "Réduits", "Aucun"]
    assert app.top.t("feel.mute") == "Couper le son"


def test_a_volume_between_steps_shows_the_nearest_step(app):
    import dataclasses

    from ui.scenes.settings import SettingsScene
    app.settings = dataclasses.replace(app.settings, volume=73)
    app.push(SettingsScene(app))
    assert cycler(app.top, "feel.volume").choices[cycler(app.top, "feel.volume").index] == "70 %"
