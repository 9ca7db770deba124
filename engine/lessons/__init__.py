"""Lessons: a guided first game per game, read from gamedata/<game>/lesson.yaml.

`load_lesson(game)` reads a lesson and plays it through against the rules (every expected
action must be legal where it stands, or the file and the step are named); `Runner` follows a
lesson in progress: the current step, whether an action is the one taught, which legal
actions are lit. Pure Python: the lesson overlay in ui/ drives an ordinary play session."""
from .lesson import Lesson, LessonStep, has_lesson, lesson_path, load_lesson, walk
from .policy import matches
from .runner import Runner

__all__ = ["Lesson", "LessonStep", "Runner", "has_lesson", "lesson_path", "load_lesson", "matches", "walk"]
