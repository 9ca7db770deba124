"""Where sprites live (beside the source, or inside a PyInstaller bundle), with a load cache."""
from __future__ import annotations

import os
import sys

import pygame

_images: dict = {}


def sprites_dir() -> str:
    base = getattr(sys, "_MEIPASS", None)
    root = base or os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    return os.path.join(root, "sprites")


def sprite_path(name: str) -> str:
    return os.path.join(sprites_dir(), name)


def image(name: str) -> pygame.Surface:
    if name not in _images:
        img = pygame.image.load(sprite_path(name))
        _images[name] = img.convert_alpha() if pygame.display.get_surface() else img
    return _images[name]
