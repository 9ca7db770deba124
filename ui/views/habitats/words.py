"""A tile in players' words (tooltips): its name as printed, what it is and how it scores, its
landscape, and in a park its points now and, for an animal upside down, what it still lacks."""
from __future__ import annotations

from .art import LANDSCAPES


def needs(v, counts: dict) -> str:
    """'2 Grassland, 1 Forest' in the view's language."""
    return ", ".join(f"{counts[land]} {v.tx('land_' + land)}" for land in LANDSCAPES if counts.get(land))


def kind_line(v, info) -> str:
    kind, pts = info["kind"], info["points_printed"]
    if kind == "animal":
        return v.tx("animal_line", pts=pts, need=needs(v, info["demand"]))
    if kind == "insect":
        return v.tx("insect_line", pts=pts, n=info["flowers_needed"])
    if kind == "watchtower":
        return v.tx("tower_" + (info["view"] or "near"))
    if kind == "tourist":
        return v.tx("tourist_" + (info["tourist"] or "big"))
    if kind == "road":
        return v.tx("road_line", pts=pts)
    if kind == "flower":
        return v.tx("flower_line")
    return v.tx("entrance_line")


def tile_text(v, info, lang, cell=False) -> str:
    lines = [info["name"][lang] if info["kind"] != "entrance" else v.tx("entrance"), kind_line(v, info)]
    if info["landscape"] is not None:
        lines.append(v.tx("landscape", land=v.tx("land_" + info["landscape"])))
    if not cell or info["kind"] == "entrance":
        return "\n".join(lines)
    if info.get("met") is False:
        lack = info.get("missing", {})
        short = v.tx("lack_flowers", n=lack["flowers"]) if "flowers" in lack else needs(v, lack)
        lines.append(v.tx("unmet", need=short))
    elif info.get("met"):
        lines.append(v.tx("met"))
    lines.append(v.tx("points_now", n=info.get("points", 0)))
    return "\n".join(lines)
