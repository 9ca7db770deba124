"""Tooltip texts in the players' words: a card as printed, with what sits on it now."""
from __future__ import annotations

from .art import kind_of


def card_text(view, face, placed=None) -> str:
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
    lines += [view.say(text) for text in face["texts"]]
    return "\n".join(lines)


def board_text(view, what, face) -> str:
    """An island, climate or ecosystem card: name, VP, habitats and text."""
    lines = [f"{view.tx('w_' + what)}: {view.say(face['name'])}"]
    if "vp" in face:
        lines.append(view.tx("tip_vp", vp=face["vp"]))
    if face.get("habitats"):
        lines.append(view.tx("tip_habitats", habitats=", ".join(view.tx(f"hab_{h}") for h in face["habitats"])))
    if "draw" in face:
        lines.append(view.tx("tip_island", draw=face["draw"], compost=face["compost"], soil=face["soil"]))
    lines.append(view.say(face["text"]))
    return "\n".join(lines)
