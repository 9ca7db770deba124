"""English and French texts: the log line of each action and the reason a step is refused."""
from __future__ import annotations

# reason key -> (English, French): the rule that forbids the step.
REASONS = {
    "unknown": ("that is not a Kauri move", "ce n'est pas un coup de Kauri"),
    "bad_shape": ("that move is malformed", "ce coup est mal formé"),
    "wrong_phase": ("that cannot be done at this moment of the turn",
                    "cela ne peut pas se faire à ce moment du tour"),
    "setup_first": ("finish the set-up placements first", "terminez d'abord la mise en place"),
    "possum_start": ("the first possums go in regions next to the Settler's city",
                     "les premiers possums vont dans des régions voisines de la ville du colon"),
    "revive_first": ("your possums are extinct: place one in a city first",
                     "vos possums ont disparu : placez-en d'abord un dans une ville"),
    "pick_cards": ("choose two different cards from your hand",
                   "choisissez deux cartes différentes de votre main"),
    "no_mulligan": ("the mulligan is only allowed once, before your first pick, with the advanced rule",
                    "le changement de main n'est permis qu'une fois, avant votre premier choix, en règle avancée"),
    "no_action": ("your card has no such action", "votre carte n'a pas cette action"),
    "or_used": ("this card says [or]: you already used its other action",
                "cette carte indique [ou] : vous avez déjà utilisé son autre action"),
    "used_up": ("that action is used up", "cette action est épuisée"),
    # the Lumberjack/Ranger spaces differ with 2 players (gamedata/kauri/game.yaml; a test checks)
    "needs_lumberjack": ("that action needs the Settler to be a Lumberjack (Conscience marker on 1-6)",
                         "cette action exige que le colon soit Bûcheron (marqueur de Conscience sur 1 à 6)"),
    "needs_lumberjack_2p": ("that action needs the Settler to be a Lumberjack (Conscience marker on 1-5)",
                            "cette action exige que le colon soit Bûcheron (marqueur de Conscience sur 1 à 5)"),
    "needs_ranger": ("that action needs the Settler to be a Ranger (Conscience marker on 7-12)",
                     "cette action exige que le colon soit Ranger (marqueur de Conscience sur 7 à 12)"),
    "needs_ranger_2p": ("that action needs the Settler to be a Ranger (Conscience marker on 6-12)",
                        "cette action exige que le colon soit Ranger (marqueur de Conscience sur 6 à 12)"),
    "needs_treaty": ("that action needs the Treaty of Waitangi to be claimed",
                     "cette action exige que le Traité de Waitangi soit revendiqué"),
    "not_your_region": ("you have no pawn in that region", "vous n'avez pas de pion dans cette région"),
    "no_pawn_there": ("you have no pawn to move in that region",
                      "vous n'avez pas de pion à déplacer dans cette région"),
    "same_region": ("a move must leave the region", "un déplacement doit quitter la région"),
    "not_neighbour": ("those regions do not share a border (and no road joins them)",
                      "ces régions ne sont pas voisines (et aucune route ne les relie)"),
    "flooded": ("that border is flooded", "cette frontière est inondée"),
    "road_flooded": ("no road can be built on a flooded border (not even with the Railway)",
                     "on ne construit pas de route sur une frontière inondée (même avec le Chemin de fer)"),
    "epidemic_entry": ("Settler and Māori pawns cannot enter the epidemic region",
                       "les pions colon et māori ne peuvent pas entrer dans la région de l'épidémie"),
    "epidemic_take": ("the epidemic protects the possums of that region from Settler and Māori actions",
                      "l'épidémie protège les possums de cette région des actions du colon et de la māori"),
    "poison_entry": ("no possum may enter a poisoned region",
                     "aucun possum ne peut entrer dans une région empoisonnée"),
    "poisoned": ("that region is poisoned: no possum may be added", "cette région est empoisonnée"),
    "already_flooded": ("that border is already flooded", "cette frontière est déjà inondée"),
    "border_not_yours": ("that border is not a border of your region",
                         "cette frontière ne borde pas votre région"),
    "no_flood_left": ("both floods are on the map: move one instead",
                      "les deux inondations sont posées : déplacez-en une"),
    "not_a_flood": ("there is no flood on that border", "il n'y a pas d'inondation sur cette frontière"),
    "wrong_amount": ("the card does not allow that amount", "la carte ne permet pas cette valeur"),
    "conscience_limit": ("the Conscience marker stays between 1 and 12",
                         "le marqueur de Conscience reste entre 1 et 12"),
    "has_reserve": ("that region already has a reserve", "cette région a déjà une réserve"),
    "no_reserve_left": ("all 3 reserves are on the map", "les 3 réserves sont posées"),
    "no_kauri": ("there is no kauri in that region", "il n'y a pas de kauri dans cette région"),
    "has_kauri": ("that region already has a kauri (one per region)",
                  "cette région a déjà un kauri (un par région)"),
    "no_kauri_left": ("no kauri waits on the South Island", "aucun kauri n'attend sur l'île du Sud"),
    "region_used": ("you already chose that region for this action",
                    "vous avez déjà choisi cette région pour cette action"),
    "no_kiwi_left": ("the kiwi supply is empty", "la réserve de kiwis est vide"),
    "no_possum_left": ("the possum supply is empty", "la réserve de possums est vide"),
    "no_possum": ("there is no possum in that region", "il n'y a pas de possum dans cette région"),
    "no_kiwi": ("there is no kiwi in that region", "il n'y a pas de kiwi dans cette région"),
    "no_predator": ("No predator: one action cannot remove more possums from that region",
                    "Sans prédateur : une action ne peut pas retirer plus de possums de cette région"),
    "one_region": ("this action takes all its pieces from one region",
                   "cette action prend toutes ses pièces dans une seule région"),
    "ally_region": ("the Ranger's ally needs a region with your kiwi and a Settler pawn",
                    "l'alliée du Ranger exige une région avec votre kiwi et un pion colon"),
    "reserve_kiwi": ("the reserve protects the kiwis of that region", "la réserve protège les kiwis de cette région"),
    "reserve_kauri": ("the reserve protects the kauri of that region", "la réserve protège le kauri de cette région"),
    "tapu": ("a Tapu protects the kauris of that region this period",
             "un Tapu protège les kauris de cette région pendant la période"),
    "treaty_whare": ("under the Treaty of Waitangi the Settler cannot fell a kauri in a region with a whare",
                     "sous le Traité de Waitangi le colon ne peut pas abattre le kauri d'une région qui a un whare"),
    "epidemic_here": ("the epidemic is already there", "l'épidémie est déjà là"),
    "has_possum": ("that region already has possums", "cette région a déjà des possums"),
    "not_next_to_yours": ("that region is not next to one of your regions",
                          "cette région n'est pas voisine d'une des vôtres"),
    "sawmill_reach": ("the Sawmill takes the kauri of your region or of a region joined to it by a road",
                      "la Scierie prend le kauri de votre région ou d'une région reliée à elle par une route"),
    "timber_reach": ("the Timber company fells next to a felled region, on your road network",
                     "la Compagnie forestière abat à côté d'une région abattue, sur votre réseau"),
    "has_road": ("there is already a road on that border", "il y a déjà une route sur cette frontière"),
    "no_road_left": ("all 8 roads are built", "les 8 routes sont construites"),
    "no_road": ("there is no road on that border", "il n'y a pas de route sur cette frontière"),
    "no_poison_left": ("both poisons are on the map", "les deux poisons sont posés"),
    "no_kept_card": ("you have no kept card to swap", "vous n'avez pas de carte gardée à échanger"),
    "not_in_deck": ("that card is not in your draw pile", "cette carte n'est pas dans votre pioche"),
    "colony_done": ("your second pawn is already on the map", "votre second pion est déjà sur le plateau"),
    "not_city": ("that region is not a city", "cette région n'est pas une ville"),
    "city": ("temples are built outside cities", "les temples se bâtissent hors des villes"),
    "has_kiwi": ("a temple needs a region without kiwis", "un temple exige une région sans kiwi"),
    "has_whare": ("that region already has a whare (one per region)",
                  "cette région a déjà un whare (un par région)"),
    "no_whare_left": ("all 8 whares are built", "les 8 whares sont bâtis"),
    "no_whare": ("there is no whare in that region", "il n'y a pas de whare dans cette région"),
    "rahui_reach": ("a rāhui covers your region or a region next to it",
                    "un rāhui couvre votre région ou une région voisine"),
    "nothing_to_push": ("there is no kiwi or possum to push there",
                        "il n'y a ni kiwi ni possum à repousser là"),
    "push_from": ("push the animals out of the region chosen for the rāhui",
                  "repoussez les animaux de la région choisie pour le rāhui"),
    "tree_dweller": ("Tree dweller: possums in a region with a kauri cannot be taken by the Māori",
                     "Arboricole : les possums d'une région avec un kauri ne peuvent pas être pris par la māori"),
    "not_your_legacy": ("that legacy is not one of yours", "cet Héritage n'est pas le vôtre"),
    "claimed": ("that legacy is already claimed", "cet Héritage est déjà revendiqué"),
    "no_token_left": ("you have no legacy token left", "vous n'avez plus de jeton Héritage"),
    "curse_target": ("the Huia curse goes on a legacy of another faction in play",
                     "la Malédiction Huia se pose sur un Héritage d'une autre faction en jeu"),
    "not_settler_region": ("the Settler acts in his own region", "le colon agit dans sa propre région"),
    "game_over": ("the game is over", "la partie est finie"),
}


def reason_text(key: str) -> tuple[str, str]:
    return REASONS.get(key, ("that move is not allowed now", "ce coup n'est pas permis maintenant"))


def region_name(d, r, lang):
    if not isinstance(r, int) or not 0 < r < len(d.names):
        return str(r)
    return d.names[r].name.get(lang)


def border_name(d, b, lang):
    if not isinstance(b, tuple) or len(b) != 2:
        return str(b)
    return f"{region_name(d, b[0], lang)}–{region_name(d, b[1], lang)}"


def card_name(d, c, lang):
    card = d.cards.get(c) if isinstance(c, str) else None
    return card.name.get(lang) if card else str(c)


def legacy_name(d, k, lang):
    leg = d.legacies.get(k) if isinstance(k, str) else None
    return leg.name.get(lang) if leg else str(k)


SPECIES = {"kiwi": ("a kiwi", "un kiwi"), "possum": ("a possum", "un possum")}


# actions whose log line names one region: (English, French)
REGION_LINES = {
    "place_maori": ("places the Māori pawn in {}", "place le pion māori en {}"),
    "place_settler": ("places a Settler pawn in {}", "place un pion colon à {}"),
    "place_possum": ("places a possum in {}", "place un possum en {}"),
    "revive": ("possums return in {}", "les possums reviennent à {}"),
    "reserve": ("puts a reserve in {}", "pose une réserve en {}"),
    "hatch": ("hatches a kiwi in {}", "fait éclore un kiwi en {}"),
    "replant": ("replants a kauri in {}", "replante un kauri en {}"),
    "wrath": ("the bush drives a possum out of {}", "la forêt chasse un possum de {}"),
    "ally": ("the Ranger's ally catches a possum in {}", "l'alliée du Ranger attrape un possum en {}"),
    "raid": ("raids a kiwi nest in {}", "pille un nid de kiwi en {}"),
    "epidemic": ("spreads the epidemic in {}", "propage l'épidémie en {}"),
    "forage": ("forages the kauri of {}", "dévore le kauri de {}"),
    "litter": ("a litter of possums is born in {}", "une portée de possums naît en {}"),
    "breed": ("a possum is born in {}", "un possum naît en {}"),
    "invade": ("possums invade {}", "les possums envahissent {}"),
    "fell": ("fells the kauri of {}", "abat le kauri de {}"),
    "sawmill": ("the sawmill takes the kauri of {}", "la scierie prend le kauri de {}"),
    "timber": ("the timber company fells the kauri of {}", "la compagnie forestière abat le kauri de {}"),
    "hunt": ("hunts a possum in {}", "chasse un possum en {}"),
    "poison": ("lays poison in {}", "empoisonne {}"),
    "colony": ("founds a colony in {}", "fonde une colonie à {}"),
    "expedition": ("takes a possum in {}", "prend un possum en {}"),
    "possum_hunt": ("hunts a possum in {}", "chasse un possum en {}"),
    "temple": ("builds a temple in {}", "bâtit un temple en {}"),
    "kiwi_hunt": ("hunts a kiwi in {}", "chasse un kiwi en {}"),
    "rahui": ("declares a rāhui over {}", "déclare un rāhui sur {}"),
    "suburb": ("builds a suburb in {}", "bâtit une banlieue à {}"),
    "marae": ("builds a marae temple in {}", "bâtit un temple marae en {}"),
    "tapu": ("declares {} tapu", "déclare {} tapu"),
    "tane": ("Tāne Mahuta replants a kauri in {}", "Tāne Mahuta replante un kauri en {}"),
    "auto_fell": ("the Settler fells the kauri of {}", "le colon abat le kauri de {}"),
    "auto_hunt": ("the Settler hunts a possum in {}", "le colon chasse un possum en {}"),
}


# actions whose log line names nothing: (English, French)
FIXED_LINES = {
    "pick": ("chooses an action card and an initiative card (hidden)",
             "choisit une carte Actions et une carte Initiative (cachées)"),
    "mulligan": ("shuffles the hand back and draws 3 new cards", "remélange sa main et pioche 3 nouvelles cartes"),
    "done": ("ends the action", "termine l'action"),
    "swap": ("swaps the kept card with a card of the draw pile",
             "échange la carte gardée avec une carte de la pioche"),
}

# actions whose log line names one border: (English, French)
BORDER_LINES = {
    "road": ("builds a road on {}", "construit une route sur {}"),
    "survey": ("builds a road on {}", "construit une route sur {}"),
    "quake": ("the earthquake destroys the road {}", "le séisme détruit la route {}"),
}


def describe(d, s, a, lang="en") -> str:
    """Log line for `a` in `s` (before it is applied)."""
    k = a[0] if a else ""
    i = 1 if lang == "fr" else 0
    try:
        if k in FIXED_LINES:
            return FIXED_LINES[k][i]
        if k in REGION_LINES:
            return REGION_LINES[k][i].format(region_name(d, a[1], lang))
        if k in BORDER_LINES:
            return BORDER_LINES[k][i].format(border_name(d, a[1], lang))
        line = _named_line(d, a, lang)
        if line is not None:
            return line
    except (IndexError, TypeError, ValueError):
        pass
    return " ".join(str(x) for x in a) or "?"


def _named_line(d, a, lang) -> str | None:
    """The lines that name more than one thing: moves, floods, the Conscience, legacies and
    the Māori's feasts and pushes."""
    k, en = a[0], lang != "fr"
    R = lambda r: region_name(d, r, lang)  # noqa: E731
    B = lambda b: border_name(d, b, lang)  # noqa: E731

    def t(e, f):
        return e if en else f

    if k in ("move", "auto_move"):
        who = t("the Settler", "le colon") if k == "auto_move" else t("a pawn", "un pion")
        return t(f"moves {who} from {R(a[1])} to {R(a[2])}", f"déplace {who} de {R(a[1])} à {R(a[2])}")
    if k in ("flood", "storm"):
        src = "" if a[2] is None else t(f" (from {B(a[2])})", f" (depuis {B(a[2])})")
        return t(f"floods the border {B(a[1])}{src}", f"inonde la frontière {B(a[1])}{src}")
    if k in ("conscience", "activism"):
        return t(f"moves the Conscience marker {a[1]:+d}", f"déplace la Conscience de {a[1]:+d}")
    if k == "claim":
        return t(f"claims the legacy {legacy_name(d, a[1], lang)}",
                 f"revendique l'Héritage {legacy_name(d, a[1], lang)}")
    if k == "curse":
        return t(f"puts the Huia curse on {legacy_name(d, a[1], lang)}",
                 f"pose la Malédiction Huia sur {legacy_name(d, a[1], lang)}")
    if k in ("feast", "push"):
        sp = SPECIES.get(a[2], (str(a[2]),) * 2)[0 if en else 1]
        if k == "feast":
            return t(f"feasts on {sp} in {R(a[1])}", f"festoie d'{sp} en {R(a[1])}")
        return t(f"pushes {sp} from {R(a[1])} to {R(a[3])}", f"repousse {sp} de {R(a[1])} vers {R(a[3])}")
    return None


def describe_own(d, s, a, lang="en") -> str:
    """The line as the mover reads it: a secret pick names its two cards (the log hides them)."""
    if a and a[0] == "pick" and len(a) == 3:
        act, init = card_name(d, a[1], lang), card_name(d, a[2], lang)
        if lang == "fr":
            return f"choisit {act} comme carte Actions et {init} comme carte Initiative"
        return f"chooses {act} as the action card and {init} as the initiative card"
    return describe(d, s, a, lang)
