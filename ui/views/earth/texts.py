"""Tooltips in the players' words: a card as printed, with what sits on it now; a card pointed
at is shown whole (its face large, every ability written out) with these words under it."""
from __future__ import annotations

import pygame

from engine.core.text import colon

from ... import theme
from ...widgets import draw_panel
from .art import kind_of

TIP_SIZE, TIP_LINE = 20, 22


class TipImage(pygame.Surface):
    """A tooltip drawn as a picture, with its words (`text`) for whoever reads rather than looks."""
    text = ""


def card_tip(view, cid, face, placed=None, extra: str = "") -> TipImage | str:
    """The card pointed at: its face whole and large, then its other facts (and `extra`)."""
    if face is None:
        return view.tx("hidden_card")
    img = view.art.zoom(cid, face, view.snap.lang)
    text = card_text(view, face, placed, abilities=False) + (f"\n{extra}" if extra else "")
    fonts, w = view.fonts, img.get_width()
    lines = [ln for part in text.split("\n") for ln in fonts.wrap(part, TIP_SIZE, w - 16)]
    out = TipImage((w, img.get_height() + 10 + TIP_LINE * len(lines) + 10), pygame.SRCALPHA)
    out.text = card_text(view, face, placed) + (f"\n{extra}" if extra else "")
    out.blit(img, (0, 0))
    box = pygame.Rect(0, img.get_height() + 4, w, out.get_height() - img.get_height() - 4)
    draw_panel(out, box, (20, 26, 23), theme.ACCENT, 6)
    for k, line in enumerate(lines):
        out.blit(fonts.render(line, TIP_SIZE), (box.x + 8, box.y + 6 + TIP_LINE * k))
    return out


def card_text(view, face, placed=None, abilities=True) -> str:
    """Name, kind, cost, VP, habitats, sprout spaces, growth and every ability's text."""
    if face is None:
        return view.tx("hidden_card")
    lines = [view.say(face["name"]) + (f" ({face['latin']})" if face.get("latin") else "")]
    lines.append(view.tx("tip_stats", kind=view.tx(f"kind_{kind_of(face)}"), cost=face["cost"], vp=face["vp"]))
    if face["habitats"]:
        lines.append(view.tx("tip_habitats", habitats=", ".join(view.tx(f"hab_{h}") for h in face["habitats"])))
    if face["sprout_spaces"] or face["growth_max"]:
        lines.append(view.tx("tip_spaces", sprouts=face["sprout_spaces"], growth=face["growth_max"],
                             canopy=face["canopy_vp"]))
    if face.get("share"):
        share = face["share"]
        lines.append(view.tx("tip_share", percent=share["percent"], what=view.say(share["of"])))
    if placed is not None and (placed["sprouts"] or placed["growth"]):
        lines.append(view.tx("tip_on_it", sprouts=placed["sprouts"], growth=placed["growth"]))
    # each ability's text opens with its colour's word ("Yellow: ...") or its moment ("End of
    # game: ..."), as printed: no tag before it
    if abilities:
        lines += [view.say(text) for text in face["texts"]]
    return "\n".join(lines)


def board_text(view, what, face) -> str:
    """An island, climate or ecosystem card: name, VP, habitats and text."""
    lines = [f"{view.tx('w_' + what)}{colon(view.snap.lang)}{view.say(face['name'])}"]
    if "vp" in face:
        lines.append(view.tx("tip_vp", vp=face["vp"]))
    if face.get("habitats"):
        lines.append(view.tx("tip_habitats", habitats=", ".join(view.tx(f"hab_{h}") for h in face["habitats"])))
    if "draw" in face:
        lines.append(view.tx("tip_island", draw=face["draw"], compost=face["compost"], soil=face["soil"]))
    lines.append(view.say(face["text"]))
    return "\n".join(lines)
