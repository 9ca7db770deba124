"""Makes Terrarium's original art (committed as PNG): run `python sprites/make_sprites.py`.

Everything here is drawn by code; no image comes from elsewhere.
"""
from __future__ import annotations

import io
import math
import os
import struct
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def icon(size: int = 256) -> pygame.Surface:
    """A glass terrarium dome with a fern and a hex tile floor."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pygame.draw.circle(s, (30, 60, 48), (c, c), size * 0.48)
    pygame.draw.circle(s, (236, 196, 92), (c, c), size * 0.48, max(2, size // 40))
    # hex floor
    r = size * 0.09
    for col in range(-2, 3):
        for row in range(0, 2):
            x = c + col * r * 1.5
            y = size * 0.72 + row * r * 1.7 + (col % 2) * r * 0.85
            pts = [(x + r * math.cos(math.pi / 3 * k), y + r * math.sin(math.pi / 3 * k)) for k in range(6)]
            shade = (70 + 20 * ((col + row) % 3), 140 - 15 * row, 80)
            pygame.draw.polygon(s, shade, pts)
            pygame.draw.polygon(s, (24, 48, 36), pts, max(1, size // 128))
    # fern: a curved stem with leaflets
    for side in (-1, 1):
        for k in range(9):
            t = k / 9
            x = c + side * 4 * t
            y = size * 0.68 - t * size * 0.45
            length = size * 0.16 * (1 - t * 0.7)
            end = (x + side * length, y - length * 0.35)
            pygame.draw.line(s, (110, 190, 90), (x, y), end, max(2, size // 50))
    pygame.draw.line(s, (90, 160, 70), (c, size * 0.7), (c, size * 0.22), max(2, size // 40))
    # glass highlight
    pygame.draw.arc(s, (220, 240, 230), (size * 0.14, size * 0.12, size * 0.72, size * 0.72),
                    math.radians(100), math.radians(160), max(2, size // 40))
    # clip to the disc
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (c, c), size * 0.49)
    s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return s


def png_bytes(surf: pygame.Surface) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(surf, buf, "icon.png")
    return buf.getvalue()


def write_ico(path: str, sizes=(16, 32, 48, 256)) -> None:
    """An .ico holding PNG images (Windows Vista and later read these)."""
    images = [png_bytes(pygame.transform.smoothscale(icon(256), (n, n))) for n in sizes]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries = b""
    for n, data in zip(sizes, images):
        entries += struct.pack("<BBBBHHII", n % 256, n % 256, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    with open(path, "wb") as f:
        f.write(header + entries + b"".join(images))


def main() -> int:
    pygame.init()
    pygame.image.save(icon(256), os.path.join(HERE, "icon.png"))
    write_ico(os.path.join(HERE, "icon.ico"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
