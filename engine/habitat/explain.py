"""Why an action is refused: the rule that forbids it, in English and French."""
from __future__ import annotations

from engine.core import IllegalAction, tr

from . import feeding as F
from . import moves
from .data import CARNIVORE, HERBIVORE, VULTURE
from .state import DRAW, MAIN, MAX_MOVES, OVER, SETUP, START


def _n(deck, c, lang="en"):
    return tr(deck.names[deck.type_id[c]], lang)


def why_not_eat(deck, s, u: int, l: int) -> IllegalAction:
    """The §3.1 rule that stops u from eating l."""
    U, L = _n(deck, u), _n(deck, l)
    Uf, Lf = _n(deck, u, "fr"), _n(deck, l, "fr")
    ru, rl = F.eff_rank(deck, s, u), F.eff_rank(deck, s, l)
    if not deck.is_species[u]:
        return IllegalAction(f"{U} is not a species and eats nothing",
                             f"{Uf} n'est pas une espèce et ne mange rien")
    if deck.diet[u] == VULTURE:
        return IllegalAction("the vulture eats only dying species, never a card of a chain",
                             "le vautour ne mange que des espèces mourantes, jamais une carte d'une chaîne")
    if ru <= rl:
        return IllegalAction(f"{U} (rank {ru}) must outrank {L} (rank {rl}) to eat it",
                             f"{Uf} (rang {ru}) doit avoir un rang plus élevé que {Lf} (rang {rl}) pour le manger")
    if F.is_food_like(deck, l):
        if deck.diet[u] == CARNIVORE:
            return IllegalAction("carnivores never eat Resources",
                                 "les carnivores ne mangent jamais de Ressources")
        return IllegalAction(f"{U} does not eat {L} (see the foods printed on the card)",
                             f"{Uf} ne mange pas {Lf} (voir les aliments imprimés sur la carte)")
    if not deck.is_species[l]:
        return IllegalAction(f"{L} cannot be eaten", f"{Lf} ne peut pas être mangé")
    if deck.diet[u] == HERBIVORE:
        return IllegalAction("herbivores eat only Resources",
                             "les herbivores ne mangent que des Ressources")
    if deck.diet[l] == CARNIVORE:
        return IllegalAction("nobody eats carnivores", "personne ne mange les carnivores")
    if deck.diet[l] == VULTURE:
        return IllegalAction("the vulture is never eaten", "le vautour n'est jamais mangé")
    if not deck.env[u] & deck.env[l]:
        return IllegalAction(f"{U} and {L} share no environment",
                             f"{Uf} et {Lf} n'ont aucun environnement en commun")
    return IllegalAction("only a flying predator can catch flying prey",
                         "seul un prédateur volant peut attraper une proie volante")


def why_not_fit(deck, s, chain, fed, pos, bottom, top, view) -> IllegalAction:
    if F.is_food_like(deck, bottom):
        if pos:
            return IllegalAction("a Resource can only be at the bottom of a chain",
                                 "une Ressource ne peut être qu'en bas d'une chaîne")
    elif not F.scavenges(deck, bottom, view):
        if not pos:
            return IllegalAction(
                "only a Resource or a fed scavenger can be at the bottom of a chain",
                "seule une Ressource ou un charognard nourri peut être en bas d'une chaîne")
        below = chain[pos - 1]
        if not F.can_eat(deck, s, bottom, below):
            return why_not_eat(deck, s, bottom, below)
        if not fed[pos - 1]:
            return IllegalAction(f"{_n(deck, below)} is starving itself, so it cannot feed "
                                 f"{_n(deck, bottom)}",
                                 f"{_n(deck, below, 'fr')} est affamé et ne peut donc pas nourrir "
                                 f"{_n(deck, bottom, 'fr')}")
    elif pos and F.is_vulture(deck, bottom):
        return IllegalAction("the vulture's chain is the vulture alone: it cannot go on another card",
                             "la chaîne du vautour, c'est le vautour seul : il ne va sur aucune carte")
    elif pos and F.eff_rank(deck, s, bottom) <= F.eff_rank(deck, s, chain[pos - 1]):
        return IllegalAction("a chain is ordered by rank: each card outranks the one below it",
                             "une chaîne est ordonnée par rang : chaque carte dépasse celle du dessous")
    if pos < len(chain) and not F.can_eat(deck, s, chain[pos], top):
        r = why_not_eat(deck, s, chain[pos], top)
        return IllegalAction("the card above must be able to eat it: " + r.text["en"],
                             "la carte du dessus doit pouvoir la manger : " + r.text["fr"])
    return IllegalAction("that card cannot go there", "cette carte ne peut pas aller là")


WRONG_TIME = {
    SETUP: ("during set-up you only play Resources, fed species or set cards aside",
            "pendant la mise en place on joue seulement des Ressources, des espèces nourries, ou on écarte des cartes"),
    START: ("first draw two cards or use the Territory action",
            "piochez d'abord deux cartes ou faites l'action Territoire"),
    DRAW: ("draw your second card first", "piochez d'abord votre deuxième carte"),
    MAIN: ("you have already drawn this turn", "vous avez déjà pioché ce tour-ci"),
}

PROMPT = {
    "place": ("first choose where each card goes on the dying display",
              "choisissez d'abord où va chaque carte dans l'exposition des mourants"),
    "pollution": ("Pollution: choose your highest-ranked species to lose",
                  "Pollution : choisissez votre espèce de plus haut rang à perdre"),
    "winter": ("Winter: choose one of your Resources to lose",
               "Hiver : choisissez une de vos Ressources à perdre"),
    "wildfire": ("Wildfire: save the burnt chain on a free Resource of the same type, or decline",
                 "Incendie : sauvez la chaîne brûlée sur une Ressource libre du même type, ou refusez"),
    "spring": ("Spring: choose the card you keep", "Printemps : choisissez la carte gardée"),
    "renewal": ("Renewal: take a species and a Resource from the dying display, or stop",
                "Renouveau : prenez une espèce et une Ressource des mourants, ou arrêtez"),
    "discard": ("end of turn: discard down to 3 cards", "fin de tour : défaussez jusqu'à 3 cartes"),
}


KINDS = ("play", "new_chain", "setup_discard", "draw_pile", "draw_display", "territory",
         "move", "rescue", "event", "end_turn", "place", "discard", "save", "decline",
         "keep", "renew", "renew_done")


def explain(game, s, a) -> IllegalAction:
    """The rule that refuses a, checked in rulebook order: the move's shape, a question
    waiting for its answer, the card in hand, set-up, then the turn's steps."""
    why = _why_shape(game, s, a)
    if why is not None:
        return why
    if s.pending:
        return _why_pending(s, a)
    if a[0] in ("play", "new_chain", "territory", "event", "setup_discard") and \
            (len(a) < 2 or game.deck.index.get(a[1]) not in s.hands[s.current]):
        return IllegalAction("you do not hold that card", "vous n'avez pas cette carte")
    if s.phase == SETUP:
        return _why_setup(game, s, a)
    return _why_in_turn(game, s, a)


def _why_shape(game, s, a) -> IllegalAction | None:
    if not isinstance(a, tuple) or not a or not isinstance(a[0], str):
        return IllegalAction("that is not a move", "ce n'est pas un coup")
    if s.phase == OVER:
        return IllegalAction("the game is over", "la partie est finie")
    if a[0] not in KINDS:
        return IllegalAction("that is not a Habitat move", "ce n'est pas un coup de Habitat")
    if any(isinstance(x, str) and x not in game.deck.index for x in a[1:]):
        return IllegalAction("that card is not in the game", "cette carte n'est pas dans le jeu")
    return None


def _why_pending(s, a) -> IllegalAction:
    """A question waits (an event's choice, the dying display, the end of turn's discard)."""
    kind, pr = a[0], s.pending[0]
    if kind in ("place", "discard") and len(a) == 3 and a[2] not in moves.allowed_piles(s):
        return IllegalAction("an empty dying pile must be filled first",
                             "une pile de mourants vide doit être remplie d'abord")
    if kind == "place" and pr[0] == "pollution":
        return IllegalAction("Pollution takes your highest-ranked species",
                             "Pollution prend votre espèce de plus haut rang")
    return IllegalAction(*PROMPT.get(pr[0], ("answer the question first", "répondez d'abord à la question")))


def _why_setup(game, s, a) -> IllegalAction:
    deck, kind = game.deck, a[0]
    if kind == "event" or (kind in ("play", "new_chain") and deck.kind[deck.index[a[1]]] == 2):
        return IllegalAction("event cards cannot be played during set-up",
                             "les cartes événement ne se jouent pas pendant la mise en place")
    if kind == "new_chain":
        return IllegalAction("during set-up a chain must start with a Resource",
                             "pendant la mise en place une chaîne commence par une Ressource")
    if kind == "play":
        return _why_play(game, s, a, setup=True)
    return IllegalAction(*WRONG_TIME[SETUP])


def _why_in_turn(game, s, a) -> IllegalAction:
    kind = a[0]
    if kind in ("draw_pile", "draw_display"):
        if s.phase not in (START, DRAW):
            return IllegalAction(*WRONG_TIME[MAIN])
        return IllegalAction("that display slot is empty", "cet emplacement de l'exposition est vide")
    if s.locked and kind in ("play", "new_chain", "move", "event", "territory"):
        return IllegalAction("after Migration you may only rescue this turn",
                             "après Migration vous pouvez seulement sauver ce tour-ci")
    if kind == "territory":
        if s.phase != START:
            return IllegalAction("Territory replaces drawing, at the start of your turn",
                                 "Territoire remplace la pioche, au début de votre tour")
        return _why_territory(game, s, a)
    if kind == "event":
        if s.phase == DRAW:
            return IllegalAction(*WRONG_TIME[DRAW])
        return _why_event(game, s, a)
    if s.phase in (START, DRAW):
        return IllegalAction(*WRONG_TIME[s.phase])
    if kind in ("play", "new_chain"):
        return _why_play(game, s, a)
    if kind == "move":
        if s.moves >= MAX_MOVES:
            return IllegalAction(f"at most {MAX_MOVES} moves per turn (safety rule)",
                                 f"au plus {MAX_MOVES} déplacements par tour (règle de sécurité)")
        return _why_move(game, s, a)
    if kind == "rescue":
        return _why_rescue(game, s, a)
    return IllegalAction("that move is not allowed now", "ce coup n'est pas permis maintenant")


def _why_play(game, s, a, setup=False) -> IllegalAction:
    deck = game.deck
    c = deck.index[a[1]]
    chains = s.tables[s.current]
    if deck.kind[c] == 2:
        return IllegalAction("play an event card with its own effect",
                             "une carte événement se joue par son effet")
    view = (False, False) if setup else F.scavenge_view(deck, s.dying)
    if a[0] == "new_chain":
        return IllegalAction("a new chain starts with a Resource or a fed scavenger",
                             "une nouvelle chaîne commence par une Ressource ou un charognard nourri")
    if len(a) != 4 or not isinstance(a[2], int) or not 0 <= a[2] < len(chains) \
            or not isinstance(a[3], int) or not 0 <= a[3] <= len(chains[a[2]]):
        return IllegalAction("there is no such place in your chains",
                             "cet emplacement n'existe pas dans vos chaînes")
    chain = chains[a[2]]
    return why_not_fit(deck, s, chain, F.chain_fed(deck, s, chain, view), a[3], c, c, view)


def _why_move(game, s, a) -> IllegalAction:
    deck = game.deck
    chains = s.tables[s.current]
    if len(a) != 6 or not all(isinstance(x, int) for x in a[1:]):
        return IllegalAction("a move names a chain, a position, a target and a count",
                             "un déplacement indique chaîne, position, cible et nombre")
    _, fc, fp, tc, tp, count = a
    if not 0 <= fc < len(chains) or count < 1 or fp < 0 or fp + count > len(chains[fc]):
        return IllegalAction("there are no such cards in your chains",
                             "ces cartes n'existent pas dans vos chaînes")
    if tc == fc:
        return IllegalAction("move cards to another chain or a new one",
                             "déplacez des cartes vers une autre chaîne ou une nouvelle")
    seg = chains[fc][fp:fp + count]
    view = F.scavenge_view(deck, s.dying)
    if tc == len(chains):
        return IllegalAction("a new chain starts with a Resource or a fed scavenger (or takes "
                             "the top of a chain)",
                             "une nouvelle chaîne commence par une Ressource ou un charognard "
                             "nourri (ou prend le haut d'une chaîne)")
    if not 0 <= tc < len(chains) or not 0 <= tp <= len(chains[tc]):
        return IllegalAction("there is no such place in your chains",
                             "cet emplacement n'existe pas dans vos chaînes")
    chain = chains[tc]
    return why_not_fit(deck, s, chain, F.chain_fed(deck, s, chain, view), tp, seg[0], seg[-1], view)


def _why_rescue(game, s, a) -> IllegalAction:
    deck = game.deck
    if len(a) != 4 or not isinstance(a[1], int) or not 0 <= a[1] < len(s.dying) \
            or not s.dying[a[1]]:
        return IllegalAction("that dying pile is empty", "cette pile de mourants est vide")
    c = s.dying[a[1]][-1]
    if not deck.is_species[c]:
        return IllegalAction("only species can be rescued", "seules les espèces peuvent être sauvées")
    chains = s.tables[s.current]
    tops = [d[-1] if d else -1 for d in s.dying]
    pile = s.dying[a[1]]
    tops[a[1]] = pile[-2] if len(pile) > 1 else -1
    view = F.view_of_tops(deck, tops)
    if a[2] == len(chains):
        return IllegalAction("a rescued species must be fed at once: alone it must be a "
                             "scavenger with a visible dying species to eat",
                             "une espèce sauvée doit être nourrie aussitôt : seule, elle doit "
                             "être un charognard avec une espèce mourante visible à manger")
    if not isinstance(a[2], int) or not 0 <= a[2] < len(chains) or not isinstance(a[3], int) \
            or not 0 <= a[3] <= len(chains[a[2]]):
        return IllegalAction("there is no such place in your chains",
                             "cet emplacement n'existe pas dans vos chaînes")
    chain = chains[a[2]]
    r = why_not_fit(deck, s, chain, F.chain_fed(deck, s, chain, view), a[3], c, c, view)
    return IllegalAction("a rescued species must be fed at once: " + r.text["en"],
                         "une espèce sauvée doit être nourrie aussitôt : " + r.text["fr"])


def _why_territory(game, s, a) -> IllegalAction:
    deck = game.deck
    c = deck.index[a[1]]
    if not deck.is_species[c]:
        return IllegalAction("the aggressor must be a species from your hand",
                             "l'agresseur doit être une espèce de votre main")
    if len(a) != 4 or not isinstance(a[2], int) or not 0 <= a[2] < s.players or a[2] == s.current:
        return IllegalAction("Territory targets a chain of another player",
                             "Territoire vise une chaîne d'un autre joueur")
    chains = s.tables[a[2]]
    if not isinstance(a[3], int) or not 0 <= a[3] < len(chains):
        return IllegalAction("that player has no such chain", "ce joueur n'a pas cette chaîne")
    ch = chains[a[3]]
    if not F.is_food_like(deck, ch[0]):
        return IllegalAction("only chains built on a Resource can be attacked",
                             "seules les chaînes bâties sur une Ressource peuvent être attaquées")
    if not moves.eats_a_species(deck, s, c, ch):
        return IllegalAction(f"{_n(deck, c)} can eat no species of that chain "
                             "(the Resource at its base does not count)",
                             f"{_n(deck, c, 'fr')} ne peut manger aucune espèce de cette chaîne "
                             "(la Ressource à sa base ne compte pas)")
    if moves.abundance_pair(deck, s, a[2], a[3]) is not None:
        return IllegalAction("with Abundance, the aggressor must outrank every species of both "
                             "chains it feeds",
                             "avec Abondance, l'agresseur doit dépasser toutes les espèces des "
                             "deux chaînes nourries")
    return IllegalAction("the aggressor must outrank the highest card of the chain",
                         "l'agresseur doit avoir un rang plus élevé que la plus haute carte de la chaîne")


def _why_event(game, s, a) -> IllegalAction:
    deck = game.deck
    c = deck.index[a[1]]
    kind = deck.type_id[c]
    if deck.kind[c] != 2:
        return IllegalAction("that is not an event card", "ce n'est pas une carte événement")
    if kind == "winter" and s.spring_block >= 0:
        return IllegalAction("Spring forbids Winter until the start of its player's next turn",
                             "Printemps interdit Hiver jusqu'au prochain tour de son joueur")
    reasons = {
        "disease": ("Disease targets a species of an opponent",
                    "Maladie vise une espèce d'un adversaire"),
        "wildfire": ("Wildfire targets a Resource of an opponent",
                     "Incendie vise une Ressource d'un adversaire"),
        "population_boom": ("Population Boom goes under a species on the table",
                            "Explosion démographique se place sous une espèce en jeu"),
        "abundance": ("Abundance goes beside one of your own Resources",
                      "Abondance se place à côté d'une de vos Ressources"),
        "niche": ("Niche names a rank from 1 to 8", "Niche nomme un rang de 1 à 8"),
    }
    en, fr = reasons.get(kind, ("this event takes no target", "cet événement n'a pas de cible"))
    return IllegalAction(en, fr)
