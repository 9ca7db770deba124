"""French and English texts: log lines for actions and the reasons moves are refused."""
from __future__ import annotations

from engine.core import IllegalAction

from .data import ANIMALS, HABITATS
from .hexgrid import cell


def animal_name(data, a: int, lang: str) -> str:
    return getattr(data.components.wildlife[a].name, lang)


def habitat_name(data, h: int, lang: str) -> str:
    return getattr(data.components.habitats[h].name, lang)


def tile_name(data, t: int, lang: str) -> str:
    """'D59 Wetland/River (Hawk, Fox)': the board view's tooltip title (it quotes the id a
    position file uses). Log lines use the_tile(), which has no id."""
    return f"{data.tiles[t].id} {tile_label(data, t, lang)}"


def tile_label(data, t: int, lang: str) -> str:
    """The tile as a player sees it: its habitats and wildlife symbols (never its data id)."""
    rec = data.tiles[t]
    habs = []
    for h in rec.edges:
        if h not in habs:
            habs.append(h)
    hab = "/".join(habitat_name(data, HABITATS.index(h), lang) for h in habs)
    wild = ", ".join(animal_name(data, ANIMALS.index(a), lang) for a in rec.wildlife)
    return f"{hab} ({wild})"


def the_tile(data, t: int, lang: str) -> str:
    """'the Forest/River tile (Bear, Fox)' / 'la tuile Forêt/Rivière (Ours, Renard)'."""
    hab, wild = tile_label(data, t, lang).split(" (", 1)
    return f"la tuile {hab} ({wild}" if lang == "fr" else f"the {hab} tile ({wild}"


def animals_list(data, animals, lang: str) -> str:
    """'Bear, Elk and Fox' / 'Ours, Wapiti et Renard'."""
    names = [animal_name(data, a, lang) for a in animals]
    if len(names) < 2:
        return "".join(names)
    return ", ".join(names[:-1]) + (" et " if lang == "fr" else " and ") + names[-1]


def describe(data, s, a, lang: str) -> str:
    """The log line of `a`, in players' words: tiles by their habitats and animals, no slot
    numbers, coordinates or rotations."""
    kind = a[0]
    fr = lang == "fr"
    if kind == "take":
        t, k = s.tiles[a[1]], s.tokens[a[2]]
        if t < 0 or k < 0 or min(a[1], a[2]) < 0:
            raise ValueError("empty slot")
        tn, an = the_tile(data, t, lang), animal_name(data, k, lang)
        if a[1] == a[2]:
            return f"prend {tn} et le jeton {an}" if fr else f"takes {tn} and the {an} token"
        return (f"prend {tn} et, au choix, le jeton {an}" if fr else
                f"takes {tn} and, by free choice, the {an} token")
    if kind == "place":
        tn = the_tile(data, s.held_tile, lang)
        # no possessive: the same words serve the log ("Ann places...") and the player's hint
        return f"pose {tn}" if fr else f"places {tn}"
    if kind == "token":
        an = animal_name(data, s.held_token, lang)
        code = s.env[s.current][cell(a[1], a[2])]
        tn = the_tile(data, code // 6, lang)
        return f"pose le jeton {an} sur {tn}" if fr else f"puts the {an} token on {tn}"
    if kind == "discard_token":
        an = animal_name(data, s.held_token, lang)
        return f"remet le jeton {an} dans le sac" if fr else f"returns the {an} to the bag"
    if kind == "wipe3":
        return ("remplace trois jetons identiques (surpopulation)" if fr else
                "replaces three identical tokens (overpopulation)")
    if kind == "nature_wipe":
        names = animals_list(data, [s.tokens[i] for i in range(4) if a[1] >> i & 1 and s.tokens[i] >= 0], lang)
        return (f"dépense un jeton Nature pour remplacer les jetons {names}" if fr else
                f"spends a nature token to replace the {names} tokens")
    if kind == "nature_free":
        return ("dépense un jeton Nature pour prendre une tuile et un jeton au choix" if fr else
                "spends a nature token to take any tile with any token")
    raise ValueError(f"unknown action {kind!r}")


def refuse(en: str, fr: str) -> IllegalAction:
    return IllegalAction(en, fr)


GAME_OVER = ("the game is over", "la partie est finie")
NOT_A_MOVE = ("that is not a Cascadia move", "ce n'est pas un coup de Cascadia")
TAKE_FIRST = ("take a tile and a token from the display first",
              "prenez d'abord une tuile et un jeton dans la réserve")
PLACE_FIRST = ("place the tile you took first", "posez d'abord la tuile prise")
TOKEN_NOW = ("now place your wildlife token or return it to the bag",
             "placez maintenant votre jeton Faune ou remettez-le dans le sac")
NO_SUCH_SLOT = ("the display has no such slot", "la réserve n'a pas cet emplacement")
EMPTY_TILE = ("that tile slot of the display is empty", "cet emplacement de tuile est vide")
EMPTY_TOKEN = ("that token slot of the display is empty", "cet emplacement de jeton est vide")
PAIRED = ("take a tile with the token paired with it, unless you spend a nature token for a free choice",
          "prenez une tuile avec le jeton qui lui est associé, sauf si vous dépensez un jeton Nature "
          "pour un choix libre")
OCCUPIED = ("that hex already has a tile", "cet hexagone a déjà une tuile")
NOT_ADJACENT = ("that hex is not next to your environment", "cet hexagone ne touche pas votre environnement")
BAD_ROTATION = ("a rotation is a whole number from 0 to 5", "une rotation est un entier de 0 à 5")
KEYSTONE_ROTATION = ("a keystone tile looks the same in every rotation: place it with rotation 0",
                     "une tuile clé de voûte est identique dans toutes les rotations : posez-la en rotation 0")
NO_TILE_THERE = ("you have no tile on that hex", "vous n'avez pas de tuile sur cet hexagone")
HAS_TOKEN = ("that tile already has a wildlife token", "cette tuile porte déjà un jeton Faune")
NO_NATURE = ("you have no nature token to spend", "vous n'avez pas de jeton Nature à dépenser")
FREE_ALREADY = ("you already have a free choice this turn", "vous avez déjà un choix libre ce tour-ci")
BAD_MASK = ("choose 1 to 4 tokens of the display to replace",
            "choisissez de 1 à 4 jetons de la réserve à remplacer")
NO_THREE = ("the optional wipe needs exactly three identical tokens in the display",
            "le remplacement facultatif demande exactement trois jetons identiques dans la réserve")
WIPED_ALREADY = ("the three identical tokens may be replaced only once per turn",
                 "les trois jetons identiques ne se remplacent qu'une fois par tour")
WIPE_ORDER = ("the overpopulation check comes before spending nature tokens",
              "la vérification de surpopulation précède la dépense de jetons Nature")


def wrong_animal(data, a: int):
    en = animal_name(data, a, "en")
    fr = animal_name(data, a, "fr")
    return refuse(f"that tile does not show the {en} symbol", f"cette tuile ne montre pas le symbole {fr}")
