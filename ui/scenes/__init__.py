"""Scenes of the scene stack: menu, new game, play, pause, results, replay, rules, settings, load."""
