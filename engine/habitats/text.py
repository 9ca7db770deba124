"""French and English texts: log lines for actions and the reasons moves are refused.

Players' words only: tile names as printed, directions as the figure sees them, neighbours
by name; never coordinates or ids.
"""
from __future__ import annotations

from engine.core import IllegalAction

from .data import ENTRANCE, INSECT, ROAD, TOURIST
from .market import player_choices
from .park import STEP, cell

SIDE_WORDS = {"en": ("the top", "the right", "the bottom", "the left"),
              "fr": ("le haut", "la droite", "le bas", "la gauche")}
HOW_WORDS = {"en": {"ahead": "ahead of its figure", "left": "on its figure's left",
                    "right": "on its figure's right", "behind": "behind its figure (nothing ahead or beside)",
                    "anywhere": "from anywhere in the market (no tile in line)"},
             "fr": {"ahead": "devant sa figurine", "left": "à gauche de sa figurine",
                    "right": "à droite de sa figurine",
                    "behind": "derrière sa figurine (rien devant ni sur les côtés)",
                    "anywhere": "n'importe où dans le marché (aucune tuile en ligne)"}}


def landscape_name(data, land: int, lang: str) -> str:
    return getattr(data.game.landscapes[land].name, lang).lower()


def face_label(data, tile: int, lang: str) -> str:
    """The name on the tile's face: the landscape is its colour and letter; a road tile shows
    its roads and no name."""
    if data.cat[tile] == ROAD:
        return ""
    if data.cat[tile] == ENTRANCE:
        return tile_name(data, tile, lang)
    return getattr(data.kind_of(tile).name, lang)


def tile_name(data, tile: int, lang: str) -> str:
    """The name printed on the tile; insects, tourists and road tiles add their landscape,
    inside the name's own brackets when it has some: "2-road tile (corner, water)"."""
    if data.cat[tile] == ENTRANCE:
        return "entrée" if lang == "fr" else "entrance"
    rec = data.kind_of(tile)
    name = getattr(rec.name, lang)
    if data.cat[tile] in (INSECT, TOURIST, ROAD):
        land = landscape_name(data, data.land[tile], lang)
        name = f"{name[:-1]}, {land})" if name.endswith(")") else f"{name} ({land})"
    return name


FEMININE = ("Girafe", "Autruche", "Loutre", "Salamandre", "Abeille", "Fleur", "Tuile", "Tour", "entrée")
PLURAL = ("Fourmis", "Touristes")


def _the(name: str, lang: str, of: bool = False) -> str:
    """'the Zebra'; in French 'le Zèbre' / 'la Girafe' / "l'Impala" / 'les Fourmis', or with
    of=True 'du Zèbre' / 'de la Girafe' / "de l'Impala" / 'des Fourmis'."""
    if lang == "en":
        return f"the {name}"
    if name.startswith(PLURAL):
        return f"des {name}" if of else f"les {name}"
    if name[0].lower() in "aeiouéè" or name.startswith("Hippo"):
        return f"de l'{name}" if of else f"l'{name}"
    if name.startswith(FEMININE):
        return f"de la {name}" if of else f"la {name}"
    return f"du {name}" if of else f"le {name}"


def _join(items, lang):
    if len(items) == 1:
        return items[0]
    word = " and " if lang == "en" else " et "
    return ", ".join(items[:-1]) + word + items[-1]


def neighbours_text(data, park, c, lang) -> str:
    names = []
    for st in STEP:
        code = park.get(c + st)
        if code is not None:
            n = _the(tile_name(data, code >> 2, lang), lang, of=True)
            if n not in names:
                names.append(n)
    return _join(names, lang)


def roads_text(data, tile, rot, lang) -> str:
    mask = data.roads[tile * 4 + rot]
    sides = [SIDE_WORDS[lang][d] for d in range(4) if mask >> d & 1]
    if lang == "fr":
        return f", route{'s' if len(sides) > 1 else ''} vers {_join(sides, lang)}"
    return f", road{'s' if len(sides) > 1 else ''} towards {_join(sides, lang)}"


def describe(data, s, a, lang: str) -> str:
    kind = a[0]
    fr = lang == "fr"
    p = s.current
    if kind == "take":
        space = a[1] * s.cols + a[2]
        how = next(h for i, _, h in player_choices(s, p) if i == space)
        name = tile_name(data, s.market[space], lang)
        where = HOW_WORDS[lang][how]
        if data.cat[s.market[space]] == ROAD:       # its name already says "tile"
            return f"prend {_the(name, lang)} {where}" if fr else f"takes the {name} {where}"
        return f"prend la tuile {name} {where}" if fr else f"takes the {name} tile {where}"
    if kind == "place":
        tile = s.held
        name = _the(tile_name(data, tile, lang), lang)
        beside = neighbours_text(data, s.parks[p], cell(a[1], a[2]), lang)
        roads = roads_text(data, tile, a[3], lang) if data.cat[tile] == ROAD else ""
        return f"pose {name} à côté {beside}{roads}" if fr else f"places {name} beside {beside}{roads}"
    if kind == "set_aside":
        name = _the(tile_name(data, s.held, lang), lang)
        return (f"met {name} de côté : la tuile ne va nulle part dans son parc" if fr else
                f"sets {name} aside: it fits nowhere in the park")
    raise ValueError(f"unknown action {a!r}")


def refuse(pair) -> IllegalAction:
    return IllegalAction(*pair)


GAME_OVER = ("the game is over", "la partie est finie")
NOT_A_MOVE = ("that is not a Habitats move", "ce n'est pas un coup de Habitats")
TAKE_FIRST = ("first take a tile from the market", "prenez d'abord une tuile dans le marché")
PLACE_FIRST = ("first add the tile you took to your park", "ajoutez d'abord à votre parc la tuile prise")
NO_SUCH_SPACE = ("the market has no such space", "le marché n'a pas cette case")
EMPTY_SPACE = ("that market space holds no tile", "cette case du marché n'a pas de tuile")
BEHIND = ("you may not take the tile behind your figure while a tile lies ahead, on its left or on its right",
          "vous ne pouvez pas prendre la tuile derrière votre figurine tant qu'une tuile se trouve devant, "
          "à sa gauche ou à sa droite")
NOT_FIRST = ("take the first tile in a line from your figure: ahead, on its left or on its right",
             "prenez la première tuile dans une ligne depuis votre figurine : devant, à sa gauche ou à sa droite")
NOT_FIRST_BEHIND = ("nothing lies ahead or beside your figure: take the first tile behind it",
                    "rien devant ni à côté de votre figurine : prenez la première tuile derrière elle")
NOT_IN_LINE = ("your figure takes a tile in a straight line ahead, on its left or on its right",
               "votre figurine prend une tuile en ligne droite devant elle, à sa gauche ou à sa droite")
PLACE_RULES = {
    "occupied": ("that space of your park already holds a tile", "cette case de votre parc a déjà une tuile"),
    "column": ("no park tile may go in the column below your entrance: that is the entrance road",
               "aucune tuile ne va dans la colonne sous votre entrée : c'est la route d'entrée"),
    "adjacent": ("a new tile goes side by side with a tile of your park",
                 "une nouvelle tuile se pose côte à côte avec une tuile de votre parc"),
    "own_road": ("a side with a road may never touch a tile: turn the tile or choose another space",
                 "un côté avec une route ne touche jamais une tuile : tournez la tuile ou choisissez une autre case"),
    "their_road": ("that space touches a road side of a tile in your park; road sides never touch a tile",
                   "cette case touche un côté à route d'une tuile de votre parc ; un côté à route ne touche "
                   "jamais une tuile"),
}
FAR = ("that space is too far from your park", "cette case est trop loin de votre parc")
BAD_ROTATION = ("a rotation is a quarter turn from 0 to 3", "une rotation est un quart de tour de 0 à 3")
NO_ROADS = ("only road tiles are turned: place this tile upright (rotation 0)",
            "seules les tuiles à routes se tournent : posez celle-ci droite (rotation 0)")
SAME_ROADS = ("that turn shows the same roads as a smaller one: use rotation 0 or 1",
              "ce quart de tour montre les mêmes routes qu'un plus petit : utilisez la rotation 0 ou 1")
FITS_SOMEWHERE = ("the tile fits in your park: place it (only a tile that fits nowhere is set aside)",
                  "la tuile va dans votre parc : posez-la (seule une tuile qui ne va nulle part est mise de côté)")
NO_PLACE = ("this tile fits nowhere in your park: set it aside",
            "cette tuile ne va nulle part dans votre parc : mettez-la de côté")
