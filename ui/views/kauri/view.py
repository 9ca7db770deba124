"""Kauri board view: the North Island map, the faction boards, the cards and each step.

Layout of the 960x682 board:
  left   the map (regions, borders, cities, volcano, roads, floods, every piece with counts);
         the Period and Conscience tracks in the north-east sea, the South Island pool and
         the key in the south-west sea, zoom buttons in the south-east sea
  right  one row per faction (emblem, score, legacies, supplies, this turn's cards and the
         resolution order), then the panel of the moment: the hand to choose the Action and
         Initiative cards, the card being resolved with its sub-actions and "Done", the
         automated Settler of the 2-player game, set-up and extinction prompts
  over   a faction's aid (its 9 cards, legacies and how it scores) and the key, on demand

Everything is drawn from the observation; what is legal comes from ctx.legal only. A click
returns the intended action even when it is not legal, so the engine's reason is shown.
"""
from __future__ import annotations

import math

import pygame

from engine.kauri import board as KB
from engine.kauri.data import KIWI, MAORI, POSSUM, SETTLER
from engine.kauri.steps import AMOUNT, KIND, LOCK, NEEDS, REMAINING, SLOT_OF

from ... import theme
from ...widgets import blit_text, draw_panel
from ..kit import cardtable as CT
from . import art as ART
from ..kit import regionmap as RM
from ..base import BoardView, view_text

HIDDEN = "?"
MAP_W = 548
ROW_H = 78
AUTO_ROW_H = 46
HINT = CT.HINT
LAST = CT.LAST
TARGET = CT.TARGET
SELECT = (255, 160, 60)

REGION_KINDS = {"reserve", "hatch", "replant", "wrath", "ally", "raid", "epidemic", "forage", "litter",
                "breed", "invade", "fell", "sawmill", "timber", "hunt", "poison", "colony",
                "expedition", "possum_hunt", "temple", "kiwi_hunt", "rahui", "suburb", "marae",
                "tapu", "tane", "auto_fell", "auto_hunt", "place_maori", "place_settler",
                "place_possum", "revive"}
MOVE_KINDS = {"move", "auto_move"}
BORDER_KINDS = {"road", "survey", "quake"}
FLOOD_KINDS = {"flood", "storm"}
BUTTON_KINDS = {"conscience", "activism", "claim", "curse", "swap"}
SPECIES = ("kiwi", "possum")
ROMAN = ("I", "II", "III", "IV", "V", "VI")
YEARS = (1800, 1850, 1900, 1950, 2000)

TEXT = {
    "en": {
        "aid": "Aid", "vp": "VP", "choosing": "choosing…", "chosen": "has chosen",
        "waiting_pick": "waiting", "hand_n": "{n} in hand", "init": "init.",
        "order_tip": "Resolution order: {k} of {n}. Lowest initiative first; ties go by the priority table (Māori, Possum, Settler, Kiwi).",
        "order_tie": "Initiative {i}, tied: the priority table decides (Māori, Possum, Settler, Kiwi).",
        "order_alone": "Initiative {i}.",
        "resolving": "resolving", "resolved": "done",
        "your_hand": "Your hand", "pick_title": "Choose your two cards",
        "pick_help": "1st click: the Action card · 2nd click: the Initiative card",
        "ribbon_action": "ACTION", "ribbon_init": "INITIATIVE", "ribbon_kept": "KEPT",
        "confirm": "Confirm", "mulligan": "New hand",
        "summary": "Action: {a}  ·  Initiative {i} ({b})", "summary_a": "Action: {a}  ·  now the Initiative card",
        "summary_none": "Click the card whose actions you will play",
        "waiting_for": "Waiting for {name} to choose…", "you_chose": "Your choice (hidden until the reveal)",
        "you_after": "You choose after {name}",
        "resolve_title": "{name} resolves", "your_card": "Your card",
        "done_card": "Done with this card", "done": "Done",
        "left": "{n} left", "used": "done", "not_chosen": "not chosen", "needs_x": "needs {x}",
        "and": "and", "or": "or",
        "needs": {"lumberjack": "Lumberjack", "ranger": "Ranger", "treaty": "Treaty"},
        "i_region": "Click a lit region.",
        "i_move": "Click one of your lit regions, then a lit destination.",
        "i_move_to": "Now click a lit destination (or another of your regions).",
        "i_auto_move": "Click a lit region next to the Settler.",
        "i_border": "Click a lit border.",
        "i_flood": "Click a lit border. To move a flood already placed, click it first.",
        "i_flood_move": "Click a lit border to move this flood there.",
        "i_feast": "Click a lit region; choose kiwi or possum if both are there.",
        "i_push": "Click a lit neighbouring region to push one animal there.",
        "i_conscience": "Press the button to move the Conscience marker.",
        "i_activism": "Choose how far to move the Conscience marker.",
        "i_claim": "Choose one of your legacies.",
        "i_curse": "Choose a legacy of another faction to curse.",
        "i_swap": "Choose the card of your draw pile to take into your hand.",
        "i_nothing": "Nothing can be done with this action now.",
        "i_all_done": "Nothing left to do: press Done.",
        "p_setup_maori": "Place the Māori pawn in a lit region (not a city)",
        "p_setup_settler": "Choose the Settler's starting city",
        "p_setup_settler_2p": "Choose the Settler's starting city (you place him)",
        "p_setup_possum": "Place a possum next to the Settler's city ({n} to place)",
        "p_revive": "Your possums are extinct: place one in a lit city",
        "p_pick_action": "Choose your Action card",
        "p_pick_init": "Now choose your Initiative card",
        "p_pick_confirm": "Confirm your two cards",
        "p_auto": "Automated Settler: move him one region and/or {take}",
        "p_tane": "Tāne Mahuta: replant a kauri where a kiwi has none",
        "take_fell": "fell the kauri of his region", "take_hunt": "remove a possum of his region",
        "setup_title": "Set-up", "setup_line_maori": "Māori pawn: any region that is not a city",
        "setup_line_settler": "Settler pawn: one of the three cities",
        "setup_line_possum": "Possums: next to the Settler's city, one per region",
        "revive_title": "Possum extinction",
        "revive_text": "No possum is left on the map: the Possum brings one back in a city (not a poisoned one).",
        "auto_title": "Automated Settler", "auto_steer": "Steered now by {name}",
        "auto_row": "Automated Settler", "auto_lumber": "Lumberjack: the Possum steers him",
        "auto_ranger": "Ranger: the Kiwi steers him",
        "auto_help": "At the end of each turn his controller may move him one region and make him act in his region, in either order.",
        "tane_title": "End of period: Tāne Mahuta",
        "over_title": "Game over", "over_win": "{names} wins", "over_tie": "Tied at the top: {names}",
        "period": "Period", "turn": "Turn", "conscience": "Conscience",
        "lumberjack": "Lumberjack", "ranger": "Ranger",
        "south": "South Island", "south_tip": "South Island: {n} kauri(s) removed from the map wait here and may be replanted.",
        "key": "Key", "fit": "Fit", "zoom_tip": "Zoom: mouse wheel or + / −; drag with the right button to pan; F fits the map",
        "period_tip": "Period {p} of 5 ({y}), turn {t} of 4.",
        "conscience_tip": "Conscience {c}: the Settler is a {state}. Spaces 1–{l} Lumberjack (fells kauris), {r}–12 Ranger (hunts possums). +2 at each end of period.",
        "conscience_tip_2p": "Conscience {c}: the automated Settler is a {state} (Ranger from {r}). +2 at each end of period.",
        "r_city": "City", "r_ring": "Next to the volcano (Volcanic eruption)", "r_kauri": "Kauri",
        "r_no_kauri": "No kauri", "r_kiwis": "Kiwis: {n}", "r_possums": "Possums: {n}",
        "r_temple": "Whare: temple", "r_suburb": "Whare: suburb",
        "r_reserve": "Reserve: its kauri and kiwis cannot be removed by actions",
        "r_poison": "Poisoned: no possum may be added or enter",
        "r_epidemic": "Epidemic: Settler and Māori pawns cannot enter nor take possums here",
        "r_tapu": "Tapu: no kauri may be removed here or next door this period",
        "r_tapu_near": "Protected by the Tapu next door this period",
        "r_maori": "The Māori pawn", "r_settler": "Settler pawn", "r_settlers": "Settler pawns: {n}",
        "r_network": "On the road network",
        "r_neigh": "Neighbours: {names}",
        "volcano_tip": "Tongariro, the volcano: nothing may enter, cross or be placed on it.",
        "b_border": "Border {a} – {b}", "b_road": "Road", "b_road_cut": "Road, cut by the flood",
        "b_flood": "Flooded until the end of period {p}: nobody may cross",
        "legacies": "Legacies", "tokens": "{n} of {m} legacy tokens left",
        "l_claimed": "claimed", "l_cursed": "cursed by the Huia: claim it twice", "l_free": "free slot",
        "l_perm": "permanent", "l_eph": "ephemeral",
        "sup_kiwi": "Kiwis in the supply: {n}", "sup_flood": "Floods left to place: {n} of 2",
        "sup_reserve": "Reserves left: {n} of 3", "sup_possum": "Possums in the supply: {n}",
        "sup_epidemic": "Epidemic: {x}", "epi_free": "in the supply", "epi_placed": "on the map",
        "sup_kauri_board": "Kauris felled on his board: {n}", "sup_possum_board": "Possums caught on the board: {n}",
        "sup_road": "Roads left to build: {n} of 8", "sup_poison": "Poisons left: {n} of 2",
        "sup_whare": "Whares left to build: {n} of 8", "sup_kiwi_board": "Kiwis on her board: {n}",
        "sup_possum_board_m": "Possums on her board: {n}",
        "score_tip": "{name}: {total} VP", "hand_tip": "{n} card(s) in hand",
        "your_hand_tip": "In your hand: {names}",
        "aid_title": "{faction} — {epithet}", "aid_cards": "The 9 cards", "aid_legacies": "Legacies",
        "aid_scores": "How it scores", "aid_close": "Close", "aid_played": "played this period",
        "aid_hand": "in your hand", "aid_now": "played this turn",
        "key_title": "Key",
        "popup_kiwi": "Kiwi", "popup_possum": "Possum",
        "hidden_card": "A hidden card",
        "hint": "hint", "kept": "Kept in hand", "order": "Order",
    },
    "fr": {
        "aid": "Aide", "vp": "PV", "choosing": "choisit…", "chosen": "a choisi",
        "waiting_pick": "attend", "hand_n": "{n} en main", "init": "init.",
        "order_tip": "Ordre de résolution : {k} sur {n}. La plus faible initiative d'abord ; les égalités suivent le tableau des priorités (Māori, Possum, Colon, Kiwi).",
        "order_tie": "Initiative {i}, à égalité : le tableau des priorités départage (Māori, Possum, Colon, Kiwi).",
        "order_alone": "Initiative {i}.",
        "resolving": "résout", "resolved": "fini",
        "your_hand": "Votre main", "pick_title": "Choisissez vos deux cartes",
        "pick_help": "1er clic : la carte Actions · 2e clic : la carte Initiative",
        "ribbon_action": "ACTIONS", "ribbon_init": "INITIATIVE", "ribbon_kept": "GARDÉE",
        "confirm": "Valider", "mulligan": "Nouvelle main",
        "summary": "Actions : {a}  ·  Initiative {i} ({b})", "summary_a": "Actions : {a}  ·  puis la carte Initiative",
        "summary_none": "Cliquez la carte dont vous jouerez les actions",
        "waiting_for": "{name} choisit ses cartes…", "you_chose": "Votre choix (caché jusqu'à la révélation)",
        "you_after": "Vous choisissez après {name}",
        "resolve_title": "{name} résout", "your_card": "Votre carte",
        "done_card": "Terminer cette carte", "done": "Terminé",
        "left": "reste {n}", "used": "fait", "not_chosen": "non choisie", "needs_x": "exige {x}",
        "and": "et", "or": "ou",
        "needs": {"lumberjack": "Bûcheron", "ranger": "Ranger", "treaty": "Traité"},
        "i_region": "Cliquez une région éclairée.",
        "i_move": "Cliquez une de vos régions éclairées, puis une destination éclairée.",
        "i_move_to": "Cliquez maintenant une destination éclairée (ou une autre de vos régions).",
        "i_auto_move": "Cliquez une région éclairée voisine du colon.",
        "i_border": "Cliquez une frontière éclairée.",
        "i_flood": "Cliquez une frontière éclairée. Pour déplacer une inondation posée, cliquez-la d'abord.",
        "i_flood_move": "Cliquez une frontière éclairée pour y déplacer cette inondation.",
        "i_feast": "Cliquez une région éclairée ; choisissez kiwi ou possum si les deux y sont.",
        "i_push": "Cliquez une région voisine éclairée pour y repousser un animal.",
        "i_conscience": "Appuyez sur le bouton pour déplacer le marqueur de Conscience.",
        "i_activism": "Choisissez de combien déplacer le marqueur de Conscience.",
        "i_claim": "Choisissez un de vos Héritages.",
        "i_curse": "Choisissez l'Héritage d'une autre faction à maudire.",
        "i_swap": "Choisissez la carte de votre pioche à prendre en main.",
        "i_nothing": "Cette action ne peut rien faire maintenant.",
        "i_all_done": "Plus rien à faire : appuyez sur Terminé.",
        "p_setup_maori": "Placez le pion māori dans une région éclairée (pas une ville)",
        "p_setup_settler": "Choisissez la ville de départ du colon",
        "p_setup_settler_2p": "Choisissez la ville de départ du colon (vous le placez)",
        "p_setup_possum": "Placez un possum à côté de la ville du colon (encore {n})",
        "p_revive": "Vos possums ont disparu : placez-en un dans une ville éclairée",
        "p_pick_action": "Choisissez votre carte Actions",
        "p_pick_init": "Choisissez maintenant votre carte Initiative",
        "p_pick_confirm": "Validez vos deux cartes",
        "p_auto": "Colon automatique : déplacez-le d'une région et/ou {take}",
        "p_tane": "Tāne Mahuta : replantez un kauri là où un kiwi n'en a pas",
        "take_fell": "abattez le kauri de sa région", "take_hunt": "retirez un possum de sa région",
        "setup_title": "Mise en place", "setup_line_maori": "Pion māori : une région qui n'est pas une ville",
        "setup_line_settler": "Pion colon : une des trois villes",
        "setup_line_possum": "Possums : à côté de la ville du colon, un par région",
        "revive_title": "Extinction des possums",
        "revive_text": "Plus aucun possum sur la carte : le Possum en ramène un dans une ville (non empoisonnée).",
        "auto_title": "Colon automatique", "auto_steer": "Dirigé maintenant par {name}",
        "auto_row": "Colon automatique", "auto_lumber": "Bûcheron : le Possum le dirige",
        "auto_ranger": "Ranger : le Kiwi le dirige",
        "auto_help": "À la fin de chaque tour, celui qui le dirige peut le déplacer d'une région et le faire agir dans sa région, dans l'ordre voulu.",
        "tane_title": "Fin de période : Tāne Mahuta",
        "over_title": "Partie terminée", "over_win": "Victoire : {names}", "over_tie": "Égalité en tête : {names}",
        "period": "Période", "turn": "Tour", "conscience": "Conscience",
        "lumberjack": "Bûcheron", "ranger": "Ranger",
        "south": "Île du Sud", "south_tip": "Île du Sud : {n} kauri(s) retiré(s) de la carte attendent ici et peuvent être replantés.",
        "key": "Légende", "fit": "Ajuster", "zoom_tip": "Zoom : molette ou + / − ; glissez avec le bouton droit pour déplacer ; F ajuste la carte",
        "period_tip": "Période {p} sur 5 ({y}), tour {t} sur 4.",
        "conscience_tip": "Conscience {c} : le colon est {state}. Cases 1–{l} Bûcheron (abat les kauris), {r}–12 Ranger (chasse les possums). +2 à chaque fin de période.",
        "conscience_tip_2p": "Conscience {c} : le colon automatique est {state} (Ranger dès {r}). +2 à chaque fin de période.",
        "r_city": "Ville", "r_ring": "Voisine du volcan (Éruption volcanique)", "r_kauri": "Kauri",
        "r_no_kauri": "Pas de kauri", "r_kiwis": "Kiwis : {n}", "r_possums": "Possums : {n}",
        "r_temple": "Whare : temple", "r_suburb": "Whare : banlieue",
        "r_reserve": "Réserve : son kauri et ses kiwis ne peuvent pas être retirés par des actions",
        "r_poison": "Empoisonnée : aucun possum ne peut y être ajouté ni y entrer",
        "r_epidemic": "Épidémie : les pions colon et māori ne peuvent ni y entrer ni y prendre de possums",
        "r_tapu": "Tapu : aucun kauri ne peut être retiré ici ni à côté pendant la période",
        "r_tapu_near": "Protégée par le Tapu voisin pendant la période",
        "r_maori": "Le pion māori", "r_settler": "Pion colon", "r_settlers": "Pions colon : {n}",
        "r_network": "Sur le réseau routier",
        "r_neigh": "Voisines : {names}",
        "volcano_tip": "Le Tongariro, volcan : rien ne peut y entrer, le traverser ni y être posé.",
        "b_border": "Frontière {a} – {b}", "b_road": "Route", "b_road_cut": "Route, coupée par l'inondation",
        "b_flood": "Inondée jusqu'à la fin de la période {p} : personne ne peut la franchir",
        "legacies": "Héritages", "tokens": "{n} jeton(s) Héritage sur {m} restant(s)",
        "l_claimed": "revendiqué", "l_cursed": "maudit par le Huia : à revendiquer deux fois", "l_free": "emplacement libre",
        "l_perm": "permanent", "l_eph": "éphémère",
        "sup_kiwi": "Kiwis en réserve : {n}", "sup_flood": "Inondations à poser : {n} sur 2",
        "sup_reserve": "Réserves restantes : {n} sur 3", "sup_possum": "Possums en réserve : {n}",
        "sup_epidemic": "Épidémie : {x}", "epi_free": "en réserve", "epi_placed": "sur la carte",
        "sup_kauri_board": "Kauris abattus sur son plateau : {n}", "sup_possum_board": "Possums capturés sur son plateau : {n}",
        "sup_road": "Routes à construire : {n} sur 8", "sup_poison": "Poisons restants : {n} sur 2",
        "sup_whare": "Whares à bâtir : {n} sur 8", "sup_kiwi_board": "Kiwis sur son plateau : {n}",
        "sup_possum_board_m": "Possums sur son plateau : {n}",
        "score_tip": "{name} : {total} PV", "hand_tip": "{n} carte(s) en main",
        "your_hand_tip": "Dans votre main : {names}",
        "aid_title": "{faction} — {epithet}", "aid_cards": "Les 9 cartes", "aid_legacies": "Héritages",
        "aid_scores": "Comment marquer", "aid_close": "Fermer", "aid_played": "jouée cette période",
        "aid_hand": "dans votre main", "aid_now": "jouée ce tour",
        "key_title": "Légende",
        "popup_kiwi": "Kiwi", "popup_possum": "Possum",
        "hidden_card": "Une carte cachée",
        "hint": "conseil", "kept": "Gardée en main", "order": "Ordre",
    },
}

# short names of each step kind (the sub-action rows of the card being resolved)
KIND_LABEL = {
    "move": ("Move", "Déplacer"), "flood": ("Flood a border", "Inonder une frontière"),
    "storm": ("Storm: place the floods", "Tempête : poser les inondations"),
    "conscience": ("Move Conscience", "Déplacer la Conscience"),
    "activism": ("Political activism", "Activisme politique"), "reserve": ("Place a reserve", "Poser une réserve"),
    "hatch": ("Hatch kiwis", "Faire éclore des kiwis"), "replant": ("Replant a kauri", "Replanter un kauri"),
    "wrath": ("Drive out possums", "Chasser des possums"), "ally": ("Ranger's ally", "Alliée du Ranger"),
    "raid": ("Raid a kiwi nest", "Piller un nid"), "epidemic": ("Place the epidemic", "Poser l'épidémie"),
    "forage": ("Forage a kauri", "Dévorer un kauri"), "litter": ("Litter", "Portée"),
    "breed": ("Breeding", "Reproduction"), "invade": ("Invade", "Envahir"),
    "fell": ("Fell the kauri", "Abattre le kauri"), "sawmill": ("Sawmill", "Scierie"),
    "timber": ("Timber company", "Compagnie forestière"), "road": ("Build a road", "Construire une route"),
    "survey": ("Survey: build roads", "Arpenter : routes"), "quake": ("Earthquake: remove roads", "Séisme : retirer des routes"),
    "hunt": ("Hunt possums", "Chasser des possums"), "poison": ("Lay poison", "Empoisonner"),
    "swap": ("Swap the kept card", "Échanger la carte gardée"), "colony": ("Found a colony", "Fonder une colonie"),
    "expedition": ("Take a possum", "Prendre un possum"), "possum_hunt": ("Possum hunt", "Chasse au possum"),
    "temple": ("Build a temple", "Bâtir un temple"), "kiwi_hunt": ("Kiwi hunt", "Chasse au kiwi"),
    "feast": ("Feast: take a kiwi or possum", "Festin : prendre kiwi ou possum"), "rahui": ("Declare a rāhui", "Déclarer un rāhui"),
    "push": ("Push the animals out", "Repousser les animaux"), "suburb": ("Build a suburb", "Bâtir une banlieue"),
    "marae": ("Build a marae temple", "Bâtir un temple marae"), "tapu": ("Declare a tapu", "Déclarer un tapu"),
    "claim": ("Claim a legacy", "Revendiquer un Héritage"), "curse": ("Huia curse", "Malédiction Huia"),
    "tane": ("Replant a kauri", "Replanter un kauri"), "auto_move": ("Move the Settler", "Déplacer le colon"),
    "auto_fell": ("Fell the kauri here", "Abattre le kauri ici"), "auto_hunt": ("Remove a possum here", "Retirer un possum ici"),
}
# the icon of each step kind's row
KIND_ICON = {
    "move": "kiwi", "flood": "flood", "storm": "flood", "conscience": "ranger", "activism": "ranger",
    "reserve": "reserve", "hatch": "kiwi", "replant": "kauri", "wrath": "kauri", "ally": "ranger",
    "raid": "possum", "epidemic": "epidemic", "forage": "possum", "litter": "possum", "breed": "possum",
    "invade": "possum", "fell": "axe", "sawmill": "axe", "timber": "axe", "road": "road", "survey": "road",
    "quake": "road", "hunt": "possum", "poison": "poison", "swap": "treaty", "colony": "city",
    "expedition": "possum", "possum_hunt": "possum", "temple": "temple", "kiwi_hunt": "kiwi",
    "feast": "kiwi", "rahui": "tapu", "push": "kiwi", "suburb": "suburb", "marae": "temple",
    "tapu": "tapu", "claim": "feather", "curse": "feather", "tane": "kauri", "auto_move": "axe",
    "auto_fell": "axe", "auto_hunt": "ranger", "auto_take": "axe",
}
MOVE_ICON = {KIWI: "kiwi", POSSUM: "possum", SETTLER: "axe", MAORI: "tapu"}

FACTION_TEXT = {
    "en": [
        "Guardian of the kauri forest. Keep your kiwis alive under the trees: at each end of period, kiwis in a region without a kauri leave. Flood borders to block intruders and protect regions with reserves.",
        "Brought to the island in the 19th century, the possum breeds fast, raids kiwi nests and forages the kauris. It thrives wherever nobody hunts it.",
        "While Conscience is low he is a Lumberjack who fells kauris and builds roads; once it is high he becomes a Ranger who hunts and poisons possums.",
        "Kaitiaki, guardian of the land. Quick and mobile, she builds whares (temples beside a kauri, suburbs in cities after the Treaty of Waitangi) and hunts possums and kiwis.",
    ],
    "fr": [
        "Gardien de la forêt de kauris. Gardez vos kiwis à l'abri des arbres : à chaque fin de période, les kiwis d'une région sans kauri s'en vont. Inondez des frontières pour bloquer les intrus et protégez des régions par des réserves.",
        "Introduit sur l'île au XIXe siècle, le possum se reproduit vite, pille les nids de kiwis et dévore les kauris. Il prospère là où personne ne le chasse.",
        "Tant que la Conscience est basse, il est Bûcheron : il abat les kauris et trace des routes ; quand elle monte, il devient Ranger et chasse et empoisonne les possums.",
        "Kaitiaki, gardienne de la terre. Rapide et mobile, elle bâtit des whares (des temples près d'un kauri, des banlieues dans les villes après le Traité de Waitangi) et chasse possums et kiwis.",
    ],
}


# two letters on a legacy tile (unique within a faction); the full name is in the tooltips
LEGACY_CODE = {
    "eruption": ("Er", "Év"), "huia": ("Hu", "Hu"), "earthquake": ("Eq", "Sé"), "tane_mahuta": ("TM", "TM"),
    "storm": ("St", "Te"), "proliferation": ("Pr", "Pr"), "no_predator": ("NP", "SP"),
    "tree_dweller": ("TD", "Ar"), "stowaways": ("Sw", "PC"), "activism": ("Ac", "Ac"), "colony": ("Co", "Co"),
    "railway": ("Rw", "CF"), "timber_company": ("TC", "Cf"), "treaty": ("TW", "TW"), "mana": ("Ma", "Ma"),
    "marae": ("Mr", "Mr"), "tapu": ("Ta", "Ta"),
}


def tick(surf, center, size, colour):
    """A check mark drawn with lines (the default font has no glyph for it)."""
    x, y = center
    k = size / 12
    pts = [(x - 5 * k, y), (x - 1.5 * k, y + 4 * k), (x + 5.5 * k, y - 4.5 * k)]
    pygame.draw.lines(surf, colour, False, pts, max(2, int(2.5 * k)))


def short_name(name: str) -> str:
    return name.split(" (")[0]


class KauriView(BoardView):
    legacy = True   # still drawn through (obs, ctx): see ui.views.base.LegacyView
    def __init__(self, game, app):
        super().__init__(game, app)
        d = self.d = game.data
        outlines = {r.id: r.outline for r in d.map.regions}
        outlines[0] = d.map.volcano.outline
        labels = {r.id: r.label for r in d.map.regions}
        labels[0] = d.map.volcano.label
        self.geom = RM.MapGeometry(outlines, d.borders, labels)
        self.land = [r.id for r in d.map.regions]
        self.tones = self._map_colouring()
        self.cam = RM.MapCamera()
        self.cache = CT.CardCache(2500)      # icons, cards, labels, piece clusters (small)
        self.big = RM.SurfaceLRU(8)          # map-sized art (the base map, lit/dimmed layers)
        self.hits = CT.Hits()
        self.side_panel_height = 0
        # interaction state
        self.sel_from = None        # source region of a move
        self.flood_src = None       # a placed flood picked up to be moved
        self.active = None          # the slot kind the player works on
        self.pick = [None, None]    # chosen Action and Initiative cards
        self.popup = None           # (rect, [(rect, label, icon, action)])
        self.aid = None             # faction whose aid is open
        self.legend = False
        self.drawn: dict = {}       # card id -> rect, cards drawn face up this frame (not the aid)
        self._seen = None
        self._turn_key = None
        self._legal_key = None
        self._L = None
        self._polys = (None, {})
        self._room: dict = {}
        self._composed = (None, None)
        self._inset_hits: list = []

    # ---- text --------------------------------------------------------------------------------------
    def tx(self, lang, key, **fmt):
        return view_text(TEXT, lang, key, **fmt)

    def kind_label(self, kind, lang):
        pair = KIND_LABEL.get(kind, (kind, kind))
        return pair[1] if lang == "fr" else pair[0]

    def rname(self, r, lang):
        if r == 0:
            return self.d.map.volcano.name.get(lang)
        return self.d.names[r].name.get(lang)

    def fname(self, f, lang):
        return self.d.game.factions[f].name.get(lang)

    def card_name(self, cid, lang):
        c = self.d.cards.get(cid)
        return c.name.get(lang) if c else "?"

    def action_text(self, x, lang):
        t = self.d.action_texts[x.kind].get(lang)
        try:
            return t.format(n=x.amount)
        except (ValueError, KeyError):
            return t

    # ---- geometry ------------------------------------------------------------------------------------
    def _map_colouring(self):
        """A colour index per region so that neighbours differ (greedy, 4 tones)."""
        out = {}
        for r in self.land:
            used = {out[n] for n in self.d.adj[r] if n in out}
            out[r] = next(k for k in range(6) if k not in used)
        return out

    def layout(self, rect):
        super().layout(rect)
        r = self.rect
        self.map_rect = pygame.Rect(r.x, r.y, min(MAP_W, r.w - 380), r.h)
        self.right = pygame.Rect(self.map_rect.right + 4, r.y, r.right - self.map_rect.right - 8, r.h)
        self.cam.fit(self.map_rect, self.geom.bounds(), 6)
        m = self.map_rect
        self.track_rect = pygame.Rect(m.x + 214, m.y + 6, m.w - 222, 150)
        self.south_rect = pygame.Rect(m.x + 6, m.bottom - 132, 150, 126)
        self.zoom_rect = pygame.Rect(m.right - 40, m.bottom - 118, 34, 112)

    def polys(self):
        if self._polys[0] != self.cam.version:
            self._polys = (self.cam.version, {k: self.cam.screen_points(v)
                                              for k, v in self.geom.outlines.items()})
        return self._polys[1]

    def label_pos(self, r):
        return self.cam.to_screen(*self.geom.labels[r])

    def region_center(self, r):
        """Screen point of region r where a click lands on it (for tests and arrows)."""
        x, y = self.label_pos(r)
        return int(x), int(y)

    def border_point(self, b):
        """Screen point in the middle of border b = (a, b)."""
        (mx, my), _ = self.geom.mids[(min(b), max(b))]
        x, y = self.cam.to_screen(mx, my)
        return int(x), int(y)

    def region_at(self, pos):
        if not self.map_rect.collidepoint(pos):
            return None
        return self.geom.region_at(*self.cam.to_map(pos))

    def border_at(self, pos, keys=None, tol_px=12):
        if not self.map_rect.collidepoint(pos):
            return None
        return self.geom.border_at(*self.cam.to_map(pos), tol_px / self.cam.scale, keys)

    @property
    def zf(self):
        return self.cam.zooms[self.cam.level]

    # ---- seats and colours -----------------------------------------------------------------------------
    def me(self, obs, ctx):
        v = ctx.viewer
        return v if v is not None and 0 <= v < obs.players else 0

    def colour(self, f):
        return self.palette.player(f)

    def shape(self, f):
        return theme.SHAPES[f % len(theme.SHAPES)]

    def badge(self, f, size):
        return self.cache.get(("badge", f, size, self.colour(f)),
                              lambda: ART.faction_badge(f, self.colour(f), self.shape(f), size))

    def icon(self, kind, size):
        size = int(size)
        return self.cache.get(("icon", kind, size), lambda: ART.icon(kind, size))

    def pawn_icon(self, f, size):
        size = int(size)
        if f is None:
            return self.cache.get(("pawn", None, size), lambda: ART.pawn(ART.NEUTRAL, None, size))
        return self.cache.get(("pawn", f, size, self.colour(f)),
                              lambda: ART.pawn(self.colour(f), self.shape(f), size))

    def card_surface(self, cid, w, h, lang):
        card = self.d.cards[cid]
        f = ("kiwi", "possum", "settler", "maori").index(card.faction)
        colour, shape = self.colour(f), self.shape(f)

        def make():
            texts = {"name": card.name.get(lang),
                     "actions": [(x.needs, self.action_text(x, lang)) for x in card.actions],
                     "join": card.join, "join_word": self.tx(lang, card.join if card.join != "single" else "and"),
                     "needs": self.tx(lang, "needs")}
            return ART.render_card(self.fonts, card, colour, shape, w, h, texts, lang)
        return self.cache.get(("card", cid, w, h, lang, colour), make)

    def back_surface(self, f, w, h):
        colour = self.colour(f) if f is not None else None
        return self.cache.get(("back", colour, w, h), lambda: ART.render_back(colour, w, h))

    def blit_card(self, surf, cid, rect, lang, record=True):
        surf.blit(self.card_surface(cid, rect.w, rect.h, lang), rect.topleft)
        if record:
            self.drawn[cid] = pygame.Rect(rect)

    # ---- what is legal, by kind ---------------------------------------------------------------------------
    def legal(self, ctx):
        key = tuple(ctx.legal)
        if key != self._legal_key:
            L = {}
            for a in ctx.legal:
                L.setdefault(a[0], []).append(a)
            self._legal_key, self._L = key, L
        return self._L

    def slot_kind(self, step_kind):
        return SLOT_OF.get(step_kind, step_kind)

    def step_kinds(self, obs, slot_kind):
        """The step kinds a slot offers (the automated Settler's 'take' is fell or hunt)."""
        if slot_kind == "auto_take":
            return ("auto_hunt",) if KB.is_ranger(self.d, obs) else ("auto_fell",)
        return (slot_kind,)

    def live_slots(self, obs):
        if obs.phase in ("act", "auto", "tane"):
            return list(obs.slots)
        return []

    def current_kind(self, obs, ctx):
        """The step kind clicks on the map stand for now (None: nothing on the map)."""
        ph = obs.phase
        if ph == "setup":
            return obs.todo[0] if obs.todo else None
        if ph == "revive":
            return "revive"
        if ph not in ("act", "auto", "tane"):
            return None
        slots = self.live_slots(obs)
        L = self.legal(ctx)
        kinds = [sl[KIND] for sl in slots]
        if self.active in kinds:
            sl = slots[kinds.index(self.active)]
            if sl[REMAINING] > 0:
                return self.step_kinds(obs, self.active)[0]
        card = self.d.cards.get(obs.card) if ph == "act" else None
        n = len(card.actions) if card else 0
        ordered = slots[n:] + slots[:n]  # a follow-up (a rāhui's push, a legacy's effect) first
        for buttons in (False, True):    # the first sub-action with something to click,
            for sl in ordered:           # on the map first (buttons are always shown)
                kinds = self.step_kinds(obs, sl[KIND])
                if sl[REMAINING] > 0 and any(k in L for k in kinds) and (kinds[0] in BUTTON_KINDS) == buttons:
                    return kinds[0]
        for sl in slots:
            if sl[REMAINING] > 0:
                return self.step_kinds(obs, sl[KIND])[0]
        return None

    def button_kind(self, obs, ctx, kind_now):
        """The sub-action whose choices are buttons in the panel (conscience, activism,
        legacies, swap), shown even while another sub-action is worked on the map."""
        if kind_now in BUTTON_KINDS:
            return kind_now
        L = self.legal(ctx)
        for sl in self.live_slots(obs):
            if sl[KIND] in BUTTON_KINDS and sl[REMAINING] > 0 and sl[KIND] in L:
                return sl[KIND]
        return None

    def targets(self, obs, ctx, kind):
        """(regions to light, borders to light) for step kind `kind` (with the selection)."""
        L = self.legal(ctx).get(kind, [])
        regions, borders = set(), set()
        if kind in MOVE_KINDS:
            if kind == "auto_move":
                regions = {a[2] for a in L}
            elif self.sel_from is not None:
                regions = {a[2] for a in L if a[1] == self.sel_from}
            else:
                regions = {a[1] for a in L}
        elif kind in BORDER_KINDS:
            borders = {a[1] for a in L}
        elif kind in FLOOD_KINDS:
            if self.flood_src is not None:
                borders = {a[1] for a in L if a[2] == self.flood_src}
            else:
                borders = {a[1] for a in L}
        elif kind == "push":
            regions = {a[3] for a in L}
        elif kind in REGION_KINDS or kind == "feast":
            regions = {a[1] for a in L}
        return regions, borders

    # ---- selection bookkeeping ------------------------------------------------------------------------------
    def observe_change(self, obs, ctx):
        if obs is not self._seen:
            self._seen = obs
            self.sel_from = None
            self.flood_src = None
            self.popup = None
        key = (obs.phase, obs.period, obs.turn, obs.cursor, obs.card, obs.actor, ctx.viewer, obs.epoch)
        if key != self._turn_key:
            self._turn_key = key
            self.active = None
            self.pick = [None, None]
            self.sel_from = None
            self.flood_src = None
        me = self.me(obs, ctx)
        if obs.phase == "pick":
            hand = obs.hands[me]
            self.pick = [c if c in hand else None for c in self.pick]
        # a single possible mover is picked up already
        kind = self.current_kind(obs, ctx)
        if kind == "move" and self.sel_from is None and ctx.legal:
            srcs = {a[1] for a in self.legal(ctx).get("move", [])}
            if len(srcs) == 1:
                self.sel_from = next(iter(srcs))

    def reset(self):
        self.sel_from = None
        self.flood_src = None
        self.popup = None
        self.pick = [None, None]
        self.active = None

    # ==== drawing ===================================================================================
    def draw(self, surf, obs, ctx):
        self.hits.clear()
        self.drawn = {}
        self.observe_change(obs, ctx)
        lang = ctx.lang
        clip = surf.get_clip()
        surf.set_clip(self.map_rect.clip(clip) if clip else self.map_rect)
        self.draw_map(surf, obs, ctx)
        surf.set_clip(clip)
        self.draw_right(surf, obs, ctx)
        if self.popup is not None:
            self.draw_popup(surf, lang)
        if self.aid is not None:
            self.draw_aid(surf, obs, ctx, self.aid)
        elif self.legend:
            self.draw_legend(surf, lang)

    # ---- the map --------------------------------------------------------------------------------------
    def base_surface(self, obs):
        kauri = tuple(obs.kauri)
        key = ("base", self.cam.level, kauri, self.map_rect.size)

        def make():
            scale = self.cam.scale
            fills, patterns = {}, {}
            forest = [(58, 116, 62), (70, 128, 66), (52, 104, 60), (80, 124, 70), (64, 110, 56), (74, 134, 74)]
            bare = [(160, 150, 100), (170, 160, 108), (150, 142, 96), (176, 164, 116), (156, 148, 92), (166, 156, 104)]
            for r in self.land:
                tone = self.tones[r]
                if self.d.names[r].city:
                    fills[r] = (132, 136, 124) if kauri[r] else (156, 152, 136)
                    patterns[r] = ("blocks", (90, 94, 86, 150), max(6, int(9 * self.zf)))
                else:
                    fills[r] = forest[tone] if kauri[r] else bare[tone]
                    if not kauri[r]:
                        patterns[r] = ("hatch", (120, 104, 70, 70), max(6, int(10 * self.zf)))
            fills[0] = (86, 70, 62)
            patterns[0] = ("dots", (130, 110, 96, 200), max(5, int(7 * self.zf)))
            s = RM.render_regions(self.geom, scale, fills, patterns, border=(26, 40, 28), border_width=2,
                                  coast=(224, 212, 160), coast_width=3)
            # the volcano, cities' towers and the region names
            x0, y0 = self.geom.bounds()[:2]

            def local(p):
                return ((p[0] - x0) * scale + 4, (p[1] - y0) * scale + 4)
            vx, vy = local(self.geom.labels[0])
            vi = ART.icon("volcano", int(30 * self.zf ** 0.7))
            s.blit(vi, vi.get_rect(center=(vx, vy)))
            return ART.fast(s)
        return self.big.get(key, make)

    def sea_surface(self):
        key = ("sea", self.map_rect.size)

        def make():
            s = pygame.Surface(self.map_rect.size)
            s.fill((30, 66, 92))
            s.blit(RM.pattern_surface(self.map_rect.w, self.map_rect.h, "waves", (44, 86, 114), 22, 1), (0, 0))
            return s.convert() if pygame.display.get_surface() else s
        return self.cache.get(key, make)

    def layer(self, ids, colour, outline=None):
        ids = tuple(sorted(ids))
        key = ("layer", self.cam.level, ids, colour, outline)
        return self.big.get(key, lambda: ART.fast(RM.polygon_layer(self.geom, self.cam.scale, ids, colour,
                                                                   outline=outline)))

    def blit_layer(self, surf, layer):
        ox, oy = self.cam.origin()
        surf.blit(layer, (ox - 4, oy - 4))

    def board_key(self, obs):
        """Everything the static map art shows (when it changes, the art is redrawn)."""
        return (tuple(obs.kauri), tuple(obs.kiwi), tuple(obs.possum), tuple(obs.whare), tuple(obs.reserve),
                tuple(obs.poison), obs.epidemic, obs.tapu, tuple(obs.settlers), obs.maori, obs.players,
                tuple(obs.roads), tuple(obs.floods), obs.period, obs.turn, obs.conscience,
                KB.has(obs, SETTLER, "railway"), KB.kauri_pool(self.d, obs))

    def composed(self, obs, ctx, regions, borders):
        """The sea, the regions, the lit targets, roads, floods, names, pieces and the insets'
        fixed parts on one opaque surface in screen coordinates, redrawn only when one of them
        changes (a frame then costs one blit plus what blinks or follows the mouse)."""
        key = (self.cam.version, tuple(self.map_rect), ctx.lang, self.board_key(obs), tuple(sorted(regions)),
               tuple(sorted(borders)), tuple(self.colour(f) for f in range(4)))
        if self._composed[0] == key:
            return self._composed[1]
        m = self.map_rect
        s = pygame.Surface((m.right, m.bottom))
        try:
            s = s.convert()
        except pygame.error:
            pass
        s.blit(self.sea_surface(), m.topleft)
        s.set_clip(m)
        self.blit_layer(s, self.base_surface(obs))
        if obs.epidemic:
            self.blit_layer(s, self.big.get(("epi", self.cam.level, obs.epidemic), lambda: self._epi_layer(obs.epidemic)))
        if regions:
            others = [r for r in self.land if r not in regions]
            self.blit_layer(s, self.layer(others, (8, 14, 10, 90)))
            self.blit_layer(s, self.layer(regions, (255, 236, 140, 46)))
            polys = self.polys()
            for r in regions:
                pygame.draw.lines(s, TARGET, True, polys[r], 3)
        elif borders:
            self.blit_layer(s, self.layer(self.land, (8, 14, 10, 60)))
        self.draw_roads_floods(s, obs)
        if borders:
            self.draw_target_borders(s, obs, borders)
        self.draw_pieces(s, obs, ctx)
        self._inset_hits = []
        self.draw_insets(s, obs, ctx)
        s.set_clip(None)
        self._composed = (key, s)
        return s

    def draw_map(self, surf, obs, ctx):
        polys = self.polys()
        kind = self.current_kind(obs, ctx) if ctx.legal else None
        regions, borders = self.targets(obs, ctx, kind) if kind else (set(), set())
        surf.blit(self.composed(obs, ctx, regions, borders), self.map_rect.topleft, self.map_rect)
        for args in self._inset_hits:
            self.hits.add(*args)
        mouse = self.app.mouse
        if borders:
            hov = self.border_at(mouse, borders)
            if hov is not None:
                pygame.draw.lines(surf, (255, 255, 255), False, self.border_screen(hov), 5)
        if self.flood_src is not None:
            pygame.draw.lines(surf, SELECT, False, self.border_screen(self.flood_src), 4)
        # the selection, the hint and the last move
        if self.sel_from is not None and kind in MOVE_KINDS:
            pts = polys[self.sel_from]       # picked up: thick orange, dashed white inside
            pygame.draw.lines(surf, SELECT, True, pts, 6)
            for i in range(len(pts)):
                CT.dashed_line(surf, (255, 255, 255), pts[i], pts[(i + 1) % len(pts)], 5, 2)
            hov = self.region_at(mouse)
            if hov in regions and hov != self.sel_from:
                self.arrow(surf, self.label_pos(self.sel_from), self.label_pos(hov), SELECT, 4)
        if regions and kind in REGION_KINDS | MOVE_KINDS | {"feast", "push"}:
            hov = self.region_at(mouse)
            if hov in regions:
                pygame.draw.lines(surf, (255, 255, 255), True, polys[hov], 3)
        if ctx.last_action is not None and obs.phase != "pick":
            self.mark_action(surf, obs, ctx.last_action, LAST, dashed=True)
        if ctx.hint is not None:
            self.mark_action(surf, obs, ctx.hint, HINT)
        self.draw_map_buttons(surf, ctx)

    def _epi_layer(self, r):
        pts_layer = RM.polygon_layer(self.geom, self.cam.scale, [r], (200, 40, 40, 40), outline=(210, 60, 60, 200), width=3)
        x0, y0, x1, y1 = RM.bbox([((x - self.geom.bounds()[0]) * self.cam.scale + 4,
                                    (y - self.geom.bounds()[1]) * self.cam.scale + 4)
                                   for x, y in self.geom.outlines[r]])
        w, h = int(x1 - x0) + 2, int(y1 - y0) + 2
        pat = RM.pattern_surface(w, h, "hatch", (210, 50, 50, 120), 9, 2)
        pts = [((x - self.geom.bounds()[0]) * self.cam.scale + 4 - int(x0),
                (y - self.geom.bounds()[1]) * self.cam.scale + 4 - int(y0)) for x, y in self.geom.outlines[r]]
        pts_layer.blit(RM.clip_to_polygon(pat, pts), (int(x0), int(y0)))
        return ART.fast(pts_layer)

    def arrow(self, surf, a, b, colour, width=3):
        (x0, y0), (x1, y1) = a, b
        d = math.hypot(x1 - x0, y1 - y0)
        if d < 4:
            return
        ux, uy = (x1 - x0) / d, (y1 - y0) / d
        sx, sy = x0 + ux * 10, y0 + uy * 10
        ex, ey = x1 - ux * 12, y1 - uy * 12
        pygame.draw.line(surf, (20, 20, 20), (sx, sy), (ex, ey), width + 3)
        pygame.draw.line(surf, colour, (sx, sy), (ex, ey), width)
        hx, hy = ex + ux * 8, ey + uy * 8
        pts = [(hx, hy), (ex - uy * 8, ey + ux * 8), (ex + uy * 8, ey - ux * 8)]
        pygame.draw.polygon(surf, (20, 20, 20), pts)
        pygame.draw.polygon(surf, colour, [(hx - ux * 2, hy - uy * 2), (ex - uy * 6, ey + ux * 6), (ex + uy * 6, ey - ux * 6)])

    def border_screen(self, b):
        return self.cam.screen_points(self.geom.borders[(min(b), max(b))])

    def mark_action(self, surf, obs, a, colour, dashed=False):
        """Outline what action `a` touches (regions, borders, a move's arrow)."""
        if not a or not isinstance(a, tuple):
            return
        k = a[0]
        polys = self.polys()
        try:
            if k in MOVE_KINDS and len(a) == 3:
                self.arrow(surf, self.label_pos(a[1]), self.label_pos(a[2]), colour, 3)
            elif k == "push" and len(a) == 4:
                self.arrow(surf, self.label_pos(a[1]), self.label_pos(a[3]), colour, 3)
            elif k in BORDER_KINDS | FLOOD_KINDS and len(a) >= 2 and isinstance(a[1], tuple):
                pts = self.border_screen(a[1])
                pygame.draw.lines(surf, (20, 20, 20), False, pts, 9)
                pygame.draw.lines(surf, colour, False, pts, 5)
            elif len(a) >= 2 and type(a[1]) is int and 1 <= a[1] <= 25 and (k in REGION_KINDS or k == "feast"):
                pts = polys[a[1]]
                if dashed:
                    for i in range(len(pts)):
                        CT.dashed_line(surf, colour, pts[i], pts[(i + 1) % len(pts)], 6, 3)
                else:
                    pygame.draw.lines(surf, colour, True, pts, 4)
        except (KeyError, IndexError, TypeError):
            pass

    def draw_road(self, surf, bid, flooded, railway):
        a, b = self.d.borders[bid]
        zf = self.zf
        (mx, my), tan = self.geom.mids[(a, b)]
        mid = self.cam.to_screen(mx, my)
        half = 15 * zf ** 0.7
        p0, p1 = RM.cross_bar(mid, tan, half)
        pygame.draw.line(surf, ART.ROAD_EDGE, p0, p1, int(9 * zf ** 0.5) + 2)
        pygame.draw.line(surf, ART.ROAD, p0, p1, int(9 * zf ** 0.5) - 1)
        CT.dashed_line(surf, ART.CREAM, p0, p1, 3, 1)
        if flooded and not railway:         # the road is cut: a red bar across it
            q0, q1 = RM.cross_bar(mid, tan, 9 * zf ** 0.5)
            pygame.draw.line(surf, theme.BAD, (q0[0] + tan[0] * 6, q0[1] + tan[1] * 6),
                             (q1[0] - tan[0] * 6, q1[1] - tan[1] * 6), 3)

    def draw_roads_floods(self, surf, obs):
        """Roads across their borders, floods (waves) along theirs."""
        d = self.d
        zf = self.zf
        railway = KB.has(obs, SETTLER, "railway")
        for bid, (a, b) in enumerate(d.borders):
            road, flood = obs.roads[bid], obs.floods[bid]
            if flood:
                pts = self.border_screen((a, b))
                wav = RM.wavy_polyline(pts, 3 * zf ** 0.5, 14 * zf ** 0.5)
                pygame.draw.lines(surf, (14, 40, 80), False, wav, 7)
                pygame.draw.lines(surf, ART.WATER, False, wav, 4)
                pygame.draw.lines(surf, ART.WATER_LIGHT, False, wav, 1)
            if road:
                self.draw_road(surf, bid, flood, railway)
            if flood:
                (mx, my), _ = self.geom.mids[(a, b)]
                mid = self.cam.to_screen(mx, my)
                ic = self.icon("flood", 18 * zf ** 0.5)
                r = ic.get_rect(center=mid)
                if road:                        # the waves' badge beside the road, not on it
                    r.move_ip(0, -r.h // 2 - 6)
                pygame.draw.circle(surf, (14, 40, 80), r.center, r.w // 2 + 3)
                pygame.draw.circle(surf, ART.WATER_LIGHT, r.center, r.w // 2 + 3, 1)
                surf.blit(ic, r)
                if flood > obs.period:          # a storm's flood stays one more period
                    img = self.fonts.render("+1", 15, ART.WATER_LIGHT, True)
                    surf.blit(img, img.get_rect(midleft=(r.right + 3, r.centery)))

    def draw_target_borders(self, surf, obs, targets):
        """Legal borders: a thick light line along the border (roads drawn again on top)."""
        railway = KB.has(obs, SETTLER, "railway")
        for b in targets:
            pts = self.border_screen(b)
            pygame.draw.lines(surf, (20, 20, 20), False, pts, 8)
            pygame.draw.lines(surf, TARGET, False, pts, 4)
            bid = self.d.border_id[b]
            if obs.roads[bid]:
                self.draw_road(surf, bid, obs.floods[bid], railway)

    def region_content(self, obs, r):
        whare = ("suburb" if self.d.names[r].city else "temple") if obs.whare[r] else ""
        settlers = sum(1 for x in obs.settlers if x == r)
        return (obs.kauri[r], whare, obs.reserve[r], obs.poison[r], obs.epidemic == r, obs.tapu == r,
                obs.maori == r and obs.players >= 4, settlers, obs.kiwi[r], obs.possum[r])

    def name_surface(self, r, lang, size):
        """A region's name with a dark halo (cities in bold after their towers)."""
        def make():
            city = self.d.names[r].city
            name = short_name(self.d.names[r].name.get(lang))
            img = self.fonts.render(name, size + (1 if city else 0), (250, 246, 228), city)
            sh = self.fonts.render(name, size + (1 if city else 0), (16, 24, 16), city)
            tw = (size + 2) if city else 0
            out = pygame.Surface((img.get_width() + tw + 3, img.get_height() + 2), pygame.SRCALPHA)
            if city:
                out.blit(ART.icon("city", size + 1), (0, 0))
            for dx, dy in ((0, 1), (2, 1), (1, 0), (1, 2), (2, 2)):
                out.blit(sh, (tw + dx, dy))
            out.blit(img, (tw + 1, 1))
            return ART.fast(out)
        return self.cache.get(("name", r, lang, size), make)

    def room(self, r):
        """The region's widest stretch (map units) across the band where its pieces sit (a
        little above to well below its label point), around the label's x."""
        got = self._room.get(r)
        if got is None:
            lx, ly = self.geom.labels[r]
            pts = self.geom.outlines[r]
            got = 60.0
            for dy in (-10, 0, 10, 20, 30):
                y = ly + dy
                xs = []
                for i in range(len(pts)):
                    (x0, y0), (x1, y1) = pts[i], pts[(i + 1) % len(pts)]
                    if (y0 > y) != (y1 > y):
                        xs.append(x0 + (y - y0) * (x1 - x0) / (y1 - y0))
                xs.sort()
                for a, b in zip(xs[::2], xs[1::2]):
                    if a - 30 <= lx <= b + 30:
                        got = max(got, (b - a) if dy else (b - a) * 1.05)
            self._room[r] = got
        return got

    def vroom(self, r):
        """The region's extent (map units) along the vertical line through its label point."""
        key = ("v", r)
        got = self._room.get(key)
        if got is None:
            lx, ly = self.geom.labels[r]
            pts = self.geom.outlines[r]
            ys = []
            for i in range(len(pts)):
                (x0, y0), (x1, y1) = pts[i], pts[(i + 1) % len(pts)]
                if (x0 > lx) != (x1 > lx):
                    ys.append(y0 + (lx - x0) * (y1 - y0) / (x1 - x0))
            ys.sort()
            got = (ly - 40.0, ly + 40.0)
            for a, b in zip(ys[::2], ys[1::2]):
                if a <= ly <= b:
                    got = (a, b)
            self._room[key] = got
        return got

    def draw_pieces(self, surf, obs, ctx):
        """Each region's name and pieces, as one block centred on its label point."""
        size = max(16, int(20 * self.zf ** 0.6))
        nsize = max(13, int(14 * self.zf ** 0.55))
        auto = obs.players < 3
        for r in self.land:
            content = self.region_content(obs, r)
            name = self.name_surface(r, ctx.lang, nsize)
            img = None
            t, b = self.vroom(r)
            ty, by = self.cam.to_screen(0, t)[1] + 5, self.cam.to_screen(0, b)[1] - 3
            if any(content):
                room = max(size * 3, int(self.room(r) * self.cam.scale) - 6)
                for sz in (size, size - 3, size - 5):
                    key = ("cluster", content, sz, auto, room, self.colour(SETTLER), self.colour(MAORI))
                    img = self.cache.get(key, lambda: self.build_cluster(content, sz, auto, room))
                    if name.get_height() + img.get_height() + 1 <= by - ty:
                        break
            x, y = self.label_pos(r)
            h = name.get_height() + (img.get_height() + 1 if img is not None else 0)
            top = int(y - h / 2) + 2
            # keep the block inside the region when it fits (small regions crowd each other)
            if h <= by - ty:
                top = int(max(ty, min(top, by - h)))
            else:
                top = int((ty + by - h) / 2)
            surf.blit(name, name.get_rect(midtop=(x, top)))
            if img is not None:
                surf.blit(img, img.get_rect(midtop=(x, top + name.get_height() + 1)))

    def build_cluster(self, content, size, auto, room=999):
        """The pieces of one region: the kauri and the animal counts first, then the whare,
        the markers and the pawns; laid in rows no wider than `room` pixels."""
        kauri, whare, reserve, poison, epidemic, tapu, maori, settlers, kiwi, possum = content
        first, second = [], []
        if kauri:
            first.append(self.icon("kauri", size + 4))
        font_size = max(16, int(size * 1.0))
        for kind, n in (("kiwi", kiwi), ("possum", possum)):
            if n:
                first.append(self.cache.get(("pill", kind, n, size), lambda: self.pill(kind, n, size, font_size)))
        if whare:
            second.append(self.icon(whare, size + 2))
        for flag, kind in ((reserve, "reserve"), (poison, "poison"), (epidemic, "epidemic"), (tapu, "tapu")):
            if flag:
                second.append(self.icon(kind, size))
        if maori:
            second.append(self.pawn_icon(MAORI, size + 5))
        for _ in range(settlers):
            second.append(self.pawn_icon(None if auto else SETTLER, size + 5))
        rows, row, w = [], [], 0
        for i in first + second:
            iw = i.get_width() + (2 if row else 0)
            if row and w + iw > room:
                rows.append(row)
                row, w = [], 0
                iw = i.get_width()
            row.append(i)
            w += iw
        if row:
            rows.append(row)
        widths = [sum(i.get_width() for i in r) + 2 * (len(r) - 1) for r in rows]
        heights = [max(i.get_height() for i in r) for r in rows]
        W = max(widths + [1]) + 2
        H = sum(heights) + 2 * max(0, len(rows) - 1) + 1
        out = pygame.Surface((W, H), pygame.SRCALPHA)
        y = 0
        for r, w, h in zip(rows, widths, heights):
            x = (W - w) // 2
            for i in r:
                out.blit(i, (x, y + (h - i.get_height()) // 2))
                x += i.get_width() + 2
            y += h + 2
        return ART.fast(out)

    def pill(self, kind, n, size, font_size):
        """An animal icon and its count on a dark rounded pill (readable on any ground)."""
        ic = self.icon(kind, size)
        num = self.fonts.render(str(n), font_size, (255, 255, 255), True)
        w = ic.get_width() + num.get_width() + 9
        h = max(ic.get_height(), num.get_height()) + 2
        p = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(p, (16, 22, 18, 205), p.get_rect(), border_radius=h // 2)
        pygame.draw.rect(p, (230, 230, 210, 150), p.get_rect(), 1, border_radius=h // 2)
        p.blit(ic, (3, (h - ic.get_height()) // 2))
        p.blit(num, (ic.get_width() + 4, (h - num.get_height()) // 2 + 1))
        return ART.fast(p)

    # ---- insets over the sea: tracks, South Island, zoom ----------------------------------------------
    def inset_panel(self, surf, rect):
        key = ("inset", rect.size)

        def make():
            s = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(s, (16, 30, 40, 215), s.get_rect(), border_radius=10)
            pygame.draw.rect(s, (120, 160, 180, 200), s.get_rect(), 1, border_radius=10)
            return s
        surf.blit(self.cache.get(key, make), rect.topleft)

    def draw_insets(self, surf, obs, ctx):
        lang = ctx.lang
        d = self.d
        g = d.game
        # ---- the tracks
        R = self.track_rect
        self.inset_panel(surf, R)
        x, y = R.x + 10, R.y + 8
        blit_text(surf, self.fonts, self.tx(lang, "period").upper(), (x, y + 2), 16, theme.MUTED, bold=True)
        bw = 44
        px = R.right - 10 - 5 * bw - 4 * 3
        for p in range(1, g.periods + 1):
            rect = pygame.Rect(px + (p - 1) * (bw + 3), y - 2, bw, 30)
            cur = p == obs.period
            past = p < obs.period
            pygame.draw.rect(surf, (236, 196, 92) if cur else (48, 66, 76) if not past else (34, 46, 52), rect, border_radius=5)
            pygame.draw.rect(surf, (255, 240, 180) if cur else (90, 120, 136), rect, 2 if cur else 1, border_radius=5)
            col = ART.INK if cur else (200, 210, 214) if not past else (120, 130, 134)
            blit_text(surf, self.fonts, ROMAN[p - 1], (rect.centerx, rect.y + 10), 19, col, "center", True)
            year = str(YEARS[p - 1]) if p <= len(YEARS) else ""
            blit_text(surf, self.fonts, year, (rect.centerx, rect.y + 24), 13, col, "center")
        self._inset_hits.append(((R.x, R.y, R.w, 36), "period"))
        y += 36
        blit_text(surf, self.fonts, self.tx(lang, "turn").upper(), (x, y), 16, theme.MUTED, bold=True)
        for t in range(1, g.turns_per_period + 1):
            c = (px + 10 + (t - 1) * 22, y + 7)
            if t < obs.turn:
                pygame.draw.circle(surf, (150, 160, 160), c, 6)
            elif t == obs.turn:
                pygame.draw.circle(surf, (236, 196, 92), c, 8)
                pygame.draw.circle(surf, ART.INK, c, 8, 2)
            else:
                pygame.draw.circle(surf, (120, 150, 160), c, 6, 2)
        blit_text(surf, self.fonts, f"{obs.turn}/{g.turns_per_period}", (px + 10 + 4 * 22, y + 7), 17, theme.TEXT,
                  "midleft", True)
        self._inset_hits.append(((R.x, y - 4, R.w, 20), "period"))
        y += 22
        two = obs.players < 3
        ranger_from = g.two_players.ranger_from if two else g.conscience.ranger_from
        ranger = KB.is_ranger(d, obs)
        state = self.tx(lang, "ranger" if ranger else "lumberjack")
        blit_text(surf, self.fonts, self.tx(lang, "conscience").upper(), (x, y), 16, theme.MUTED, bold=True)
        st_img = self.icon("ranger" if ranger else "axe", 18)
        lab = blit_text(surf, self.fonts, state, (R.right - 10, y + 7), 18,
                        (140, 220, 150) if ranger else (236, 190, 130), "midright", True)
        surf.blit(st_img, st_img.get_rect(midright=(lab.x - 4, lab.centery)))
        y += 20
        n = g.conscience.max
        cw = (R.w - 20 - (n - 1) * 2) // n
        for k in range(1, n + 1):
            rect = pygame.Rect(x + (k - 1) * (cw + 2), y, cw, 26)
            is_r = k >= ranger_from
            fill = (40, 92, 58) if is_r else (100, 70, 42)
            pygame.draw.rect(surf, fill, rect, border_radius=4)
            if not is_r:       # the Lumberjack zone is hatched (a pattern, not only a colour)
                surf.blit(CT.hatch(self.cache, rect.w, rect.h, (150, 110, 70, 140), 6, 1), rect.topleft)
            cur = k == obs.conscience
            if cur:
                pygame.draw.rect(surf, (255, 240, 180), rect, border_radius=4)
            pygame.draw.rect(surf, ART.INK if cur else (20, 26, 24), rect, 2 if cur else 1, border_radius=4)
            blit_text(surf, self.fonts, str(k), rect.center, 17, ART.INK if cur else theme.TEXT, "center", True)
            self._inset_hits.append((pygame.Rect(rect), "cons", k))
        zy = y + 28
        lx = x
        rx = x + (ranger_from - 1) * (cw + 2)
        ax = self.icon("axe", 14)
        surf.blit(ax, (lx, zy))
        blit_text(surf, self.fonts, self.tx(lang, "lumberjack"), (lx + 16, zy), 14, (236, 190, 130))
        rb = self.icon("ranger", 14)
        surf.blit(rb, (rx, zy))
        blit_text(surf, self.fonts, self.tx(lang, "ranger"), (rx + 16, zy), 14, (140, 220, 150))
        pygame.draw.line(surf, (255, 240, 180), (rx - 1, y - 2), (rx - 1, y + 40), 2)
        # ---- the South Island (removed kauris) and the key button
        S = self.south_rect
        self.inset_panel(surf, S)
        pool = KB.kauri_pool(d, obs)
        blit_text(surf, self.fonts, self.tx(lang, "south"), (S.centerx, S.y + 14), 18, theme.TEXT, "center", True)
        ic = self.icon("kauri", 34)
        surf.blit(ic, ic.get_rect(center=(S.centerx - 18, S.y + 48)))
        blit_text(surf, self.fonts, f"× {pool}", (S.centerx + 2, S.y + 48), 24, theme.TEXT, "midleft", True)
        self._inset_hits.append(((S.x, S.y, S.w, 72), "south"))

    def draw_map_buttons(self, surf, ctx):
        """The key button and the zoom buttons (they light up under the mouse)."""
        lang = ctx.lang
        S = self.south_rect
        kb = pygame.Rect(S.x + 12, S.bottom - 40, S.w - 24, 30)
        self.button(surf, kb, self.tx(lang, "key"), ("legend",), small=True)
        Z = self.zoom_rect
        for k, (label, what) in enumerate((("+", "in"), ("−", "out"), ("⤢", "fit"))):
            rect = pygame.Rect(Z.x, Z.y + k * 38, Z.w, 34)
            hover = rect.collidepoint(self.app.mouse)
            pygame.draw.rect(surf, (40, 62, 76) if hover else (22, 38, 50), rect, border_radius=7)
            pygame.draw.rect(surf, (120, 160, 180), rect, 1, border_radius=7)
            if what == "fit":
                r2 = rect.inflate(-14, -14)
                pygame.draw.rect(surf, theme.TEXT, r2, 2)
                pygame.draw.line(surf, theme.TEXT, r2.topleft, (r2.x + 5, r2.y + 5), 2)
                pygame.draw.line(surf, theme.TEXT, r2.bottomright, (r2.right - 6, r2.bottom - 6), 2)
            else:
                cx, cy = rect.center
                pygame.draw.line(surf, theme.TEXT, (cx - 7, cy), (cx + 7, cy), 3)
                if what == "in":
                    pygame.draw.line(surf, theme.TEXT, (cx, cy - 7), (cx, cy + 7), 3)
            self.hits.add(rect, "zoom", what)

    # ---- the right column ------------------------------------------------------------------------------------
    def button(self, surf, rect, label, action, primary=False, lit=False, enabled=True, small=False, size=None):
        b = CT.BoardButton(rect, label, action, primary, enabled, size=size or (17 if small else 20))
        b.draw(surf, self.fonts, self.app.mouse, lit)
        if enabled:
            self.hits.add(rect, "btn", action)
        return b

    def draw_right(self, surf, obs, ctx):
        R = self.right
        pygame.draw.rect(surf, (26, 36, 31), R.inflate(4, 0))
        y = R.y + 4
        for f in range(obs.players):
            self.draw_faction_row(surf, obs, ctx, f, pygame.Rect(R.x, y, R.w, ROW_H))
            y += ROW_H + 4
        if obs.players < 3:
            self.draw_auto_row(surf, obs, ctx, pygame.Rect(R.x, y, R.w, AUTO_ROW_H))
            y += AUTO_ROW_H + 4
        panel = pygame.Rect(R.x, y + 2, R.w, R.bottom - y - 4)
        draw_panel(surf, panel, (32, 44, 38), theme.LINE, 8)
        ph = obs.phase
        if ph == "pick":
            self.draw_pick_panel(surf, obs, ctx, panel)
        elif ph in ("act", "auto", "tane"):
            self.draw_act_panel(surf, obs, ctx, panel)
        elif ph == "setup":
            self.draw_setup_panel(surf, obs, ctx, panel)
        elif ph == "revive":
            self.draw_text_panel(surf, ctx, panel, self.tx(ctx.lang, "revive_title"), self.tx(ctx.lang, "revive_text"))
        else:
            self.draw_over_panel(surf, obs, ctx, panel)

    def supplies(self, obs, f):
        d = self.d
        if f == KIWI:
            return [("kiwi", KB.kiwi_supply(d, obs), "sup_kiwi"), ("flood", KB.flood_supply(d, obs), "sup_flood"),
                    ("reserve", d.game.components.reserve - sum(obs.reserve), "sup_reserve")]
        if f == POSSUM:
            return [("possum", KB.possum_supply(d, obs), "sup_possum"),
                    ("epidemic", 0 if obs.epidemic else 1, "sup_epidemic")]
        if f == SETTLER:
            return [("kauri", obs.settler_kauri, "sup_kauri_board"), ("possum", obs.settler_possum, "sup_possum_board"),
                    ("road", KB.road_supply(d, obs), "sup_road"),
                    ("poison", d.game.components.poison - sum(obs.poison), "sup_poison")]
        return [("temple", KB.whare_supply(d, obs), "sup_whare"), ("kiwi", obs.maori_kiwi, "sup_kiwi_board"),
                ("possum", obs.maori_possum, "sup_possum_board_m")]

    def draw_faction_row(self, surf, obs, ctx, f, rect):
        lang = ctx.lang
        d = self.d
        me = self.me(obs, ctx)
        active = (obs.phase in ("act", "auto", "tane", "setup", "revive") and obs.actor == f) or \
                 (obs.phase == "pick" and ctx.to_move == f)
        bg = (46, 62, 54) if active else (34, 46, 40)
        pygame.draw.rect(surf, bg, rect, border_radius=8)
        pygame.draw.rect(surf, theme.ACCENT if active else theme.LINE, rect, 2 if active else 1, border_radius=8)
        pygame.draw.rect(surf, self.colour(f), (rect.x, rect.y + 6, 4, rect.h - 12), border_radius=2)
        surf.blit(self.badge(f, 42), (rect.x + 8, rect.y + 6))
        self.hits.add((rect.x + 8, rect.y + 6, 42, 42), "faction", f)
        x = rect.x + 58
        name = self.fname(f, lang)
        who = ctx.names[f] if f < len(ctx.names) else ""
        t = blit_text(surf, self.fonts, name, (x, rect.y + 5), 21, theme.TEXT, bold=True)
        if who and who != name:
            blit_text(surf, self.fonts, CT.fit_text(self.fonts, who, 17, 110), (t.right + 6, rect.y + 8), 17, theme.MUTED)
        # score and aid
        aid = pygame.Rect(rect.right - 50, rect.y + 5, 44, 24)
        self.button(surf, aid, self.tx(lang, "aid"), ("aid", f), small=True, size=16)
        totals = ctx.scores.totals if ctx.scores is not None else None
        if totals is not None and f < len(totals):
            vp = blit_text(surf, self.fonts, self.tx(lang, "vp"), (aid.x - 6, rect.y + 18), 15, theme.MUTED, "midright")
            sc = blit_text(surf, self.fonts, str(totals[f]), (vp.x - 4, rect.y + 17), 27, theme.ACCENT, "midright", True)
            self.hits.add(sc.union(vp), "score", f)
        # line 2: legacies, then supplies
        y2 = rect.y + 30
        keys = d.faction_legacies[f]
        slot_w, slot_h = 24, 20
        L = self.legal(ctx)
        claimable = {a[1] for a in L.get("claim", [])} | {a[1] for a in L.get("curse", [])}
        for i, k in enumerate(keys):
            r = pygame.Rect(x + i * (slot_w + 3), y2, slot_w, slot_h)
            state = "claimed" if k in obs.claimed[f] else "cursed" if obs.curse[f] == k else "free"
            surf.blit(self.legacy_tile(k, state, f, slot_w, slot_h, lang), r.topleft)
            if k in claimable:
                CT.glow(surf, r, TARGET, 5)
            if ctx.hint is not None and len(ctx.hint) == 2 and ctx.hint[0] in ("claim", "curse") and ctx.hint[1] == k:
                CT.outline(surf, r, HINT, 2, 5)
            self.hits.add(r, "legacy", f, k)
        tokens_left = d.game.factions[f].legacy_tokens - obs.tokens[f]
        tl = pygame.Rect(x + len(keys) * (slot_w + 3), y2, 26, slot_h)
        img = self.fonts.render(f"×{tokens_left}", 16, theme.MUTED, True)
        surf.blit(img, img.get_rect(midleft=(tl.x + 1, tl.centery)))
        self.hits.add(tl, "tokens", f)
        sx = x + 5 * (slot_w + 3) + 30
        for kind, n, key in self.supplies(obs, f):
            ic = self.icon(kind, 18)
            r = pygame.Rect(sx, y2, 44, slot_h)
            surf.blit(ic, (sx, y2 + 1))
            blit_text(surf, self.fonts, str(n), (sx + 20, y2 + slot_h // 2 + 1), 18, theme.TEXT, "midleft", True)
            self.hits.add(r, "supply", f, kind, n, key)
            sx += 46
        # line 3: the hand, this turn's pick, the resolution order
        y3 = rect.y + 54
        nh = len(obs.hands[f])
        for i in range(nh):
            back = self.back_surface(f, 13, 19)
            surf.blit(back, (x + i * 8, y3 - 2))
        hand_r = pygame.Rect(x, y3 - 2, 13 + 8 * max(0, nh - 1), 19)
        self.hits.add(hand_r.inflate(4, 4), "hand_count", f, nh)
        cx = x + 40
        pick = obs.picks[f] if f < len(obs.picks) else None
        if obs.phase == "pick":
            if pick is None:
                waiting = ctx.to_move != f
                blit_text(surf, self.fonts, self.tx(lang, "waiting_pick" if waiting else "choosing"),
                          (cx, y3 + 8), 17, theme.MUTED, "midleft")
            elif pick[0] == HIDDEN or f != me:
                for i in range(2):
                    surf.blit(self.back_surface(f, 14, 20), (cx + i * 11, y3 - 2))
                tick(surf, (cx + 34, y3 + 8), 12, theme.GOOD)
                blit_text(surf, self.fonts, self.tx(lang, "chosen"), (cx + 48, y3 + 8), 17, theme.GOOD, "midleft")
            else:
                self.pair_chips(surf, obs, ctx, f, pick, cx, y3, rect.right - 8)
        elif obs.phase == "act" and pick is not None and pick[0] != HIDDEN:
            self.pair_chips(surf, obs, ctx, f, pick, cx, y3, rect.right - 40)
            if f in obs.order:
                k = obs.order.index(f)
                c = (rect.right - 20, rect.y + rect.h - 18)
                done = k < obs.cursor
                cur = k == obs.cursor
                pygame.draw.circle(surf, theme.ACCENT if cur else (70, 80, 74) if done else (50, 62, 56), c, 13)
                pygame.draw.circle(surf, ART.INK, c, 13, 2)
                blit_text(surf, self.fonts, str(k + 1), c, 21, ART.INK if cur else theme.TEXT, "center", True)
                self.hits.add((c[0] - 14, c[1] - 14, 28, 28), "order", f)

    def pair_chips(self, surf, obs, ctx, f, pick, x, y, right):
        """The Action card as a name chip and the Initiative card's number in a flag."""
        lang = ctx.lang
        act, ini = pick
        card = self.d.cards.get(act)
        icard = self.d.cards.get(ini)
        if card is None or icard is None:
            return
        flag = pygame.Rect(right - 62, y - 3, 62, 22)
        chip = pygame.Rect(x, y - 3, flag.x - 6 - x, 22)
        pygame.draw.rect(surf, ART.PARCH, chip, border_radius=5)
        pygame.draw.rect(surf, self.colour(f), (chip.x, chip.y, 6, chip.h), border_top_left_radius=5, border_bottom_left_radius=5)
        pygame.draw.rect(surf, ART.INK, chip, 1, border_radius=5)
        label = CT.fit_text(self.fonts, card.name.get(lang), 17, chip.w - 14, True)
        blit_text(surf, self.fonts, label, (chip.x + 10, chip.centery + 1), 17, ART.INK, "midleft", True)
        self.hits.add(chip, "chip", act)
        self.drawn[act] = pygame.Rect(chip)
        pygame.draw.rect(surf, (48, 58, 70), flag, border_radius=5)
        pygame.draw.rect(surf, theme.LINE, flag, 1, border_radius=5)
        blit_text(surf, self.fonts, self.tx(lang, "init"), (flag.x + 5, flag.centery + 1), 15, theme.MUTED, "midleft")
        blit_text(surf, self.fonts, str(icard.initiative), (flag.right - 8, flag.centery + 1), 22, theme.TEXT, "midright", True)
        self.hits.add(flag, "chip", ini)
        self.drawn[ini] = pygame.Rect(flag)

    def legacy_tile(self, key, state, f, w, h, lang):
        leg = self.d.legacies[key]
        code = LEGACY_CODE.get(key, (key[:2], key[:2]))
        letters = code[1] if lang == "fr" else code[0]
        colour = self.colour(f)
        return self.cache.get(("leg", key, state, w, h, lang, colour),
                              lambda: ART.legacy_tile(self.fonts, w, h, state, colour, letters, leg.type == "permanent"))

    def draw_auto_row(self, surf, obs, ctx, rect):
        lang = ctx.lang
        active = obs.phase == "auto"
        pygame.draw.rect(surf, (46, 62, 54) if active else (34, 46, 40), rect, border_radius=8)
        pygame.draw.rect(surf, theme.ACCENT if active else theme.LINE, rect, 2 if active else 1, border_radius=8)
        surf.blit(self.pawn_icon(None, 36), (rect.x + 10, rect.y + 5))
        blit_text(surf, self.fonts, self.tx(lang, "auto_row"), (rect.x + 58, rect.y + 5), 20, theme.TEXT, bold=True)
        ranger = KB.is_ranger(self.d, obs)
        line = self.tx(lang, "auto_ranger" if ranger else "auto_lumber")
        ic = self.icon("ranger" if ranger else "axe", 16)
        surf.blit(ic, (rect.x + 58, rect.y + 26))
        blit_text(surf, self.fonts, line, (rect.x + 78, rect.y + 26), 17,
                  (140, 220, 150) if ranger else (236, 190, 130))
        steer = KIWI if ranger else POSSUM
        theme.draw_marker(surf, steer, (rect.right - 20, rect.centery), 9, self.palette)
        self.hits.add(rect, "auto_row")

    # ---- the pick panel ----------------------------------------------------------------------------------------
    def draw_pick_panel(self, surf, obs, ctx, P):
        lang = ctx.lang
        me = self.me(obs, ctx)
        L = self.legal(ctx)
        mine = bool(L.get("pick")) and ctx.to_move == me
        hand = obs.hands[me]
        x, y = P.x + 10, P.y + 8
        if mine:
            blit_text(surf, self.fonts, self.tx(lang, "pick_title"), (x, y), 21, theme.ACCENT, bold=True)
            blit_text(surf, self.fonts, self.tx(lang, "pick_help"), (x, y + 22), 16, theme.MUTED)
            top = y + 44
        else:
            pick = obs.picks[me]
            if pick is not None:
                title = self.tx(lang, "you_chose")
            else:
                title = self.tx(lang, "you_after", name=ctx.names[ctx.to_move] if ctx.to_move is not None else "?")
            blit_text(surf, self.fonts, title, (x, y), 19, theme.ACCENT, bold=True)
            if ctx.to_move is not None and ctx.to_move != me:
                blit_text(surf, self.fonts, self.tx(lang, "waiting_for", name=self.fname(ctx.to_move, lang)),
                          (x, y + 22), 16, theme.MUTED)
            top = y + 44
        cards = list(hand)
        pick = obs.picks[me]
        chosen = list(pick) if pick is not None else []
        shown = chosen + cards
        w, h = 122, 171
        room = P.bottom - top - 62
        if h > room:
            h = max(120, room)
            w = int(h / 1.4)
        rects = CT.fan(P.x + 8, P.right - 8, top, w, h, len(shown), 10)
        hint = ctx.hint if ctx.hint and ctx.hint[0] == "pick" else None
        for k, (cid, r) in enumerate(zip(shown, rects)):
            lift = 0
            role = None
            if k < len(chosen):
                role = "action" if k == 0 else "init"
            elif mine:
                role = "action" if cid == self.pick[0] else "init" if cid == self.pick[1] else None
            if mine and r.collidepoint(self.app.mouse) and role is None:
                lift = 4
            rr = r.move(0, -lift)
            if role == "init":
                # the Initiative card lies sideways on the Action card in the real game: a tilt
                img = self.card_surface(cid, rr.w, rr.h, lang)
                img = pygame.transform.rotozoom(img, -6, 1.0)
                surf.blit(img, img.get_rect(center=rr.center))
                self.drawn[cid] = pygame.Rect(rr)
            else:
                self.blit_card(surf, cid, rr, lang)
            if role is not None:
                col = theme.ACCENT if role == "action" else HINT
                CT.outline(surf, rr, col, 3, 9, 2)
                self.ribbon(surf, rr, self.tx(lang, "ribbon_action" if role == "action" else "ribbon_init"), col)
            elif mine and all(self.pick):
                self.ribbon(surf, rr, self.tx(lang, "ribbon_kept"), theme.MUTED)
            if hint is not None and cid in hint[1:]:
                which = "ribbon_action" if cid == hint[1] else "ribbon_init"
                CT.outline(surf, rr, HINT, 2, 9, 6)
                tag = f"{self.tx(lang, 'hint')}: {self.tx(lang, which).lower()}"
                blit_text(surf, self.fonts, tag, (rr.centerx, rr.bottom + 10), 15, HINT, "center", True)
            if mine:
                self.hits.add(rr, "hand", cid)
            else:
                self.hits.add(rr, "card", cid)
        # summary and buttons
        by = P.bottom - 42
        if mine:
            a, i = self.pick
            if a and i:
                text = self.tx(lang, "summary", a=self.card_name(a, lang), i=self.d.cards[i].initiative,
                               b=self.card_name(i, lang))
            elif a:
                text = self.tx(lang, "summary_a", a=self.card_name(a, lang))
            else:
                text = self.tx(lang, "summary_none")
            blit_text(surf, self.fonts, CT.fit_text(self.fonts, text, 17, P.w - 20), (x, by - 14), 17, theme.TEXT, "midleft")
            ok = bool(a and i)
            self.button(surf, pygame.Rect(P.right - 138, by, 128, 34), self.tx(lang, "confirm"),
                        ("pick", a, i) if ok else ("noop",), primary=True, enabled=ok, lit=ok)
            if "mulligan" in L:
                self.button(surf, pygame.Rect(P.x + 10, by, 140, 34), self.tx(lang, "mulligan"), ("mulligan",),
                            lit=ctx.hint == ("mulligan",))

    def ribbon(self, surf, rect, text, colour):
        img = self.fonts.render(text, 16, ART.INK, True)
        r = pygame.Rect(0, 0, img.get_width() + 14, 20)
        r.midtop = (rect.centerx, rect.y - 10)
        pygame.draw.rect(surf, colour, r, border_radius=6)
        pygame.draw.rect(surf, ART.INK, r, 1, border_radius=6)
        surf.blit(img, img.get_rect(center=r.center))

    # ---- the resolution panel -------------------------------------------------------------------------------------
    def draw_act_panel(self, surf, obs, ctx, P):
        lang = ctx.lang
        me = self.me(obs, ctx)
        mine = bool(ctx.legal) and ctx.to_move == me
        actor = obs.actor
        ph = obs.phase
        x, y = P.x + 10, P.y + 8
        cw, ch = 112, 157
        if ph == "act":
            who = self.fname(actor, lang)
            title = self.tx(lang, "your_card") if mine else self.tx(lang, "resolve_title", name=who)
            blit_text(surf, self.fonts, title, (x, y), 20, theme.ACCENT, bold=True)
            card_r = pygame.Rect(x, y + 26, cw, ch)
            if obs.card:
                self.blit_card(surf, obs.card, card_r, lang)
                self.hits.add(card_r, "card", obs.card)
        elif ph == "auto":
            blit_text(surf, self.fonts, self.tx(lang, "auto_title"), (x, y), 20, theme.ACCENT, bold=True)
            card_r = pygame.Rect(x, y + 26, cw, ch)
            self.auto_card(surf, obs, ctx, card_r)
        else:
            blit_text(surf, self.fonts, self.tx(lang, "tane_title"), (x, y), 20, theme.ACCENT, bold=True)
            card_r = pygame.Rect(x, y + 26, cw, ch)
            self.tane_card(surf, obs, ctx, card_r)
        # the sub-action rows
        rx = card_r.right + 10
        rw = P.right - 8 - rx
        ry = card_r.y
        slots = self.live_slots(obs)
        kind_now = self.current_kind(obs, ctx) if mine else None
        card = self.d.cards.get(obs.card) if ph == "act" else None
        n_card = len(card.actions) if card else 0
        for i, sl in enumerate(slots):
            if i > 0 and i < n_card:
                word = self.tx(lang, card.join) if card.join in ("and", "or") else ""
                if word:
                    pill = pygame.Rect(0, 0, 40, 16)
                    pill.midtop = (rx + rw // 2, ry - 1)
                    pygame.draw.rect(surf, (120, 48, 40) if card.join == "or" else (54, 82, 56), pill, border_radius=8)
                    blit_text(surf, self.fonts, word, pill.center, 15, ART.CREAM, "center", True)
                    ry += 16
            r = pygame.Rect(rx, ry, rw, 32)
            self.slot_row(surf, obs, ctx, sl, r, mine, kind_now)
            ry += 35
        # what to do, and the choices that are not on the map
        ry += 2
        if mine:
            text = self.instruction(obs, ctx, kind_now)
            for line in self.fonts.wrap(text, 16, rw)[:3]:
                blit_text(surf, self.fonts, line, (rx, ry), 16, theme.HILITE)
                ry += 17
            ry += 4
            bkind = self.button_kind(obs, ctx, kind_now)
            wide = bkind in ("curse", "swap")
            if wide:
                area = pygame.Rect(P.x + 8, max(ry, card_r.bottom + 8), P.w - 16, 0)
            else:
                area = pygame.Rect(rx, ry, rw, 0)
            area.h = P.bottom - 48 - area.y
            if bkind is not None:
                self.draw_choices(surf, obs, ctx, bkind, area)
        elif ctx.to_move is not None and ctx.to_move != me:
            pass
        # the resolution order, and what the viewer keeps in hand
        if ph == "act" and obs.order:
            self.order_strip(surf, obs, ctx, P.x + 10, P.bottom - 25)
        kept = [c for c in obs.hands[me] if c != HIDDEN]
        if kept and (not mine or self.button_kind(obs, ctx, kind_now) not in ("curse", "swap")):
            ky = card_r.bottom + 8
            blit_text(surf, self.fonts, self.tx(lang, "kept"), (x, ky), 15, theme.MUTED, bold=True)
            for i, cid in enumerate(kept[:2]):
                chip = pygame.Rect(x, ky + 17 + i * 25, cw, 22)
                self.card_chip(surf, cid, chip, lang)
        # done
        if mine:
            only_done = all(a[0] == "done" for a in ctx.legal)
            label = self.tx(lang, "done_card" if ph == "act" else "done")
            self.button(surf, pygame.Rect(P.right - 196, P.bottom - 42, 186, 34), label, ("done",),
                        primary=only_done, lit=only_done or ctx.hint == ("done",))

    def order_strip(self, surf, obs, ctx, x, cy):
        """Who resolves in which order this turn: small badges with arrows."""
        lang = ctx.lang
        img = blit_text(surf, self.fonts, self.tx(lang, "order"), (x, cy), 15, theme.MUTED, "midleft", True)
        x = img.right + 8
        for k, f in enumerate(obs.order):
            r = pygame.Rect(x, cy - 13, 26, 26)
            surf.blit(self.badge(f, 26), r.topleft)
            if k == obs.cursor:
                CT.outline(surf, r, theme.ACCENT, 2, 6, 2)
            elif k < obs.cursor:
                surf.blit(CT.shade(self.cache, 26, 26, (10, 14, 12, 140), 5), r.topleft)
            self.hits.add(r, "order", f)
            x += 26
            if k + 1 < len(obs.order):
                pygame.draw.polygon(surf, theme.MUTED, [(x + 3, cy - 4), (x + 9, cy), (x + 3, cy + 4)])
                x += 12

    def card_chip(self, surf, cid, rect, lang):
        """A card as one line: the seat colour, its initiative and its name."""
        card = self.d.cards[cid]
        f = ("kiwi", "possum", "settler", "maori").index(card.faction)
        pygame.draw.rect(surf, ART.PARCH, rect, border_radius=5)
        pygame.draw.rect(surf, self.colour(f), (rect.x, rect.y, 6, rect.h), border_top_left_radius=5,
                         border_bottom_left_radius=5)
        pygame.draw.rect(surf, ART.INK, rect, 1, border_radius=5)
        blit_text(surf, self.fonts, str(card.initiative), (rect.x + 15, rect.centery + 1), 18, ART.INK, "center", True)
        label = CT.fit_text(self.fonts, card.name.get(lang), 16, rect.w - 30, True)
        blit_text(surf, self.fonts, label, (rect.x + 25, rect.centery + 1), 16, ART.INK, "midleft", True)
        self.hits.add(rect, "card", cid)
        self.drawn[cid] = pygame.Rect(rect)

    def auto_card(self, surf, obs, ctx, rect):
        lang = ctx.lang
        pygame.draw.rect(surf, ART.PARCH, rect, border_radius=9)
        pygame.draw.rect(surf, ART.NEUTRAL, (rect.x, rect.y, rect.w, 30), border_top_left_radius=9, border_top_right_radius=9)
        pygame.draw.rect(surf, ART.INK, rect, 2, border_radius=9)
        surf.blit(self.pawn_icon(None, 26), (rect.x + 4, rect.y + 2))
        steer = obs.actor
        theme.draw_marker(surf, steer, (rect.right - 16, rect.y + 15), 9, self.palette)
        y = rect.y + 36
        for line in self.fonts.wrap(self.tx(lang, "auto_steer", name=self.fname(steer, lang)), 16, rect.w - 10):
            blit_text(surf, self.fonts, line, (rect.x + 6, y), 16, ART.INK, bold=True)
            y += 15
        y += 4
        for line in self.fonts.wrap(self.tx(lang, "auto_help"), 14, rect.w - 10):
            if y > rect.bottom - 14:
                break
            blit_text(surf, self.fonts, line, (rect.x + 6, y), 14, (60, 54, 46))
            y += 13

    def tane_card(self, surf, obs, ctx, rect):
        lang = ctx.lang
        pygame.draw.rect(surf, ART.PARCH, rect, border_radius=9)
        pygame.draw.rect(surf, self.colour(KIWI), (rect.x, rect.y, rect.w, 30), border_top_left_radius=9,
                         border_top_right_radius=9)
        pygame.draw.rect(surf, ART.INK, rect, 2, border_radius=9)
        ic = self.icon("kauri", 70)
        surf.blit(ic, ic.get_rect(center=(rect.centerx, rect.y + 72)))
        leg = self.d.legacies["tane_mahuta"]
        y = rect.y + 112
        blit_text(surf, self.fonts, leg.name.get(lang), (rect.centerx, y), 17, ART.INK, "midtop", True)

    def slot_row(self, surf, obs, ctx, sl, r, mine, kind_now):
        lang = ctx.lang
        kind, rem, needs = sl[KIND], sl[REMAINING], sl[NEEDS]
        steps = self.step_kinds(obs, kind)
        L = self.legal(ctx)
        has_targets = any(k in L for k in steps)
        ok_needs = KB.needs_met(self.d, obs, needs)
        is_now = mine and kind_now in steps
        bg = (66, 90, 72) if is_now else (40, 54, 47)
        pygame.draw.rect(surf, bg, r, border_radius=6)
        border = theme.ACCENT if is_now else TARGET if (mine and has_targets and rem > 0) else theme.LINE
        pygame.draw.rect(surf, border, r, 2 if is_now or (mine and has_targets and rem > 0) else 1, border_radius=6)
        icon_kind = KIND_ICON.get(steps[0], "kiwi")
        if steps[0] == "move" and obs.actor in (SETTLER, MAORI):
            ic = self.pawn_icon(obs.actor, 22)
        elif steps[0] == "auto_move":
            ic = self.pawn_icon(None, 22)
        else:
            if steps[0] == "move":
                icon_kind = MOVE_ICON.get(obs.actor, "kiwi")
            ic = self.icon(icon_kind, 22)
        surf.blit(ic, (r.x + 5, r.centery - 11))
        label = self.kind_label(steps[0], lang)
        muted = rem <= 0 or not ok_needs
        col = theme.MUTED if muted else theme.TEXT
        if rem < 0:
            status = self.tx(lang, "not_chosen")
        elif rem == 0:
            status = self.tx(lang, "used")
        elif not ok_needs:
            status = self.tx(lang, "needs_x", x=self.tx(lang, "needs")[needs])
        else:
            status = self.tx(lang, "left", n=rem)
        st_col = (theme.GOOD if rem == 0 else theme.MUTED if rem < 0 else theme.BAD if not ok_needs
                  else theme.ACCENT)
        st = self.fonts.render(status, 16, st_col, True)
        sr = surf.blit(st, st.get_rect(midright=(r.right - 8, r.centery)))
        if rem == 0:
            tick(surf, (sr.x - 9, r.centery), 12, theme.GOOD)
        lab = CT.fit_text(self.fonts, label, 18, r.w - 40 - st.get_width() - 12, not muted)
        img = blit_text(surf, self.fonts, lab, (r.x + 32, r.centery + 1), 18, col, "midleft", not muted)
        if rem < 0:
            pygame.draw.line(surf, theme.MUTED, (img.x, img.centery), (img.right, img.centery), 2)
        if is_now:
            pygame.draw.polygon(surf, theme.ACCENT, [(r.x - 7, r.centery - 6), (r.x - 1, r.centery), (r.x - 7, r.centery + 6)])
        if mine and rem > 0:
            self.hits.add(r, "slot", kind)

    def instruction(self, obs, ctx, kind):
        lang = ctx.lang
        L = self.legal(ctx)
        if kind is None or not any(a[0] != "done" for a in ctx.legal):
            if kind is not None and kind not in L:
                return self.tx(lang, "i_nothing") + " " + self.tx(lang, "i_all_done")
            return self.tx(lang, "i_all_done")
        if kind not in L:
            return self.tx(lang, "i_nothing")
        if kind == "move":
            return self.tx(lang, "i_move_to" if self.sel_from is not None else "i_move")
        if kind == "auto_move":
            return self.tx(lang, "i_auto_move")
        if kind in BORDER_KINDS:
            return self.tx(lang, "i_border")
        if kind in FLOOD_KINDS:
            return self.tx(lang, "i_flood_move" if self.flood_src is not None else "i_flood")
        if kind == "feast":
            return self.tx(lang, "i_feast")
        if kind == "push":
            return self.tx(lang, "i_push")
        if kind in BUTTON_KINDS:
            return self.tx(lang, "i_" + kind)
        return self.tx(lang, "i_region")

    def draw_choices(self, surf, obs, ctx, kind, area):
        """Buttons for the steps that are not clicked on the map."""
        lang = ctx.lang
        L = self.legal(ctx)
        me = self.me(obs, ctx)
        hint = ctx.hint
        if kind == "conscience":
            sl = [s for s in obs.slots if s[KIND] == "conscience"]
            n = sl[0][AMOUNT] if sl else 1
            a = ("conscience", n)
            self.button(surf, pygame.Rect(area.x, area.y, min(area.w, 200), 32),
                        f"{self.tx(lang, 'conscience')} {n:+d}", a, primary=a in L.get("conscience", []),
                        lit=a in L.get("conscience", []) or hint == a)
        elif kind == "activism":
            sl = [s for s in obs.slots if s[KIND] == "activism"]
            n = sl[0][AMOUNT] if sl else 2
            vals = [k for k in range(-n, n + 1) if k]
            bw = min(62, (area.w - 6 * (len(vals) - 1)) // max(1, len(vals)))
            for i, k in enumerate(vals):
                a = ("activism", k)
                ok = a in L.get("activism", [])
                self.button(surf, pygame.Rect(area.x + i * (bw + 6), area.y, bw, 32), f"{k:+d}", a,
                            lit=ok or hint == a, enabled=True)
        elif kind in ("claim", "curse"):
            if kind == "claim":
                keys = [(me, k) for k in self.d.faction_legacies[me]]
            else:
                keys = [(f, k) for f in range(1, obs.players) for k in self.d.faction_legacies[f]]
            cols = 1 if len(keys) <= 5 else 2
            rows = math.ceil(len(keys) / cols)
            rh = min(28, max(20, area.h // max(1, rows)))
            cwid = (area.w - 6 * (cols - 1)) // cols
            for i, (f, k) in enumerate(keys):
                c, rr = divmod(i, rows)
                r = pygame.Rect(area.x + c * (cwid + 6), area.y + rr * rh, cwid, rh - 3)
                a = (kind, k)
                ok = a in L.get(kind, [])
                state = "claimed" if k in obs.claimed[f] else "cursed" if obs.curse[f] == k else "free"
                hover = r.collidepoint(self.app.mouse)
                pygame.draw.rect(surf, theme.PANEL_HI if hover else theme.PANEL, r, border_radius=6)
                pygame.draw.rect(surf, TARGET if ok else theme.LINE, r, 2 if ok else 1, border_radius=6)
                if hint == a:
                    CT.outline(surf, r, HINT, 2, 6)
                tile = self.legacy_tile(k, state, f, 22, r.h - 6, lang)
                surf.blit(tile, (r.x + 4, r.y + 3))
                leg = self.d.legacies[k]
                typ = self.tx(lang, "l_perm" if leg.type == "permanent" else "l_eph") if cols == 1 else ""
                timg = self.fonts.render(typ, 14, theme.MUTED) if typ else None
                tw = timg.get_width() + 8 if timg else 0
                blit_text(surf, self.fonts, CT.fit_text(self.fonts, leg.name.get(lang), 16, r.w - 36 - tw),
                          (r.x + 30, r.centery + 1), 16, theme.TEXT if ok else theme.MUTED, "midleft")
                if timg:
                    surf.blit(timg, timg.get_rect(midright=(r.right - 6, r.centery + 1)))
                self.hits.add(r, "btn", a)
        elif kind == "swap":
            deck = sorted(set(c for c in obs.decks[me] if c != HIDDEN))
            cols = 2
            rows = max(1, math.ceil(len(deck) / cols))
            rh = min(28, max(20, area.h // rows))
            cwid = (area.w - 6) // cols
            for i, cid in enumerate(deck):
                c, rr = divmod(i, rows)
                r = pygame.Rect(area.x + c * (cwid + 6), area.y + rr * rh, cwid, rh - 3)
                a = ("swap", cid)
                ok = a in L.get("swap", [])
                hover = r.collidepoint(self.app.mouse)
                pygame.draw.rect(surf, theme.PANEL_HI if hover else theme.PANEL, r, border_radius=6)
                pygame.draw.rect(surf, TARGET if ok else theme.LINE, r, 2 if ok else 1, border_radius=6)
                card = self.d.cards[cid]
                blit_text(surf, self.fonts, str(card.initiative), (r.x + 12, r.centery + 1), 18, theme.ACCENT, "center", True)
                blit_text(surf, self.fonts, CT.fit_text(self.fonts, card.name.get(lang), 16, r.w - 30),
                          (r.x + 24, r.centery + 1), 16, theme.TEXT, "midleft")
                self.hits.add(r, "btn", a)

    def draw_setup_panel(self, surf, obs, ctx, P):
        lang = ctx.lang
        x, y = P.x + 12, P.y + 10
        blit_text(surf, self.fonts, self.tx(lang, "setup_title"), (x, y), 21, theme.ACCENT, bold=True)
        y += 30
        steps = (["place_maori"] if obs.players == 4 else []) + ["place_settler", "place_possum"]
        now = obs.todo[0] if obs.todo else None
        for k in steps:
            done = k not in obs.todo
            cur = k == now
            icon = {"place_maori": None, "place_settler": None, "place_possum": "possum"}[k]
            if k == "place_maori":
                surf.blit(self.pawn_icon(MAORI, 24), (x, y))
            elif k == "place_settler":
                surf.blit(self.pawn_icon(SETTLER if obs.players >= 3 else None, 24), (x, y))
            else:
                surf.blit(self.icon(icon, 24), (x, y))
            text = self.tx(lang, "setup_line_" + k.split("_")[1])
            if k == "place_possum" and obs.todo:
                text += f" ({obs.todo.count('place_possum')})"
            col = theme.HILITE if cur else theme.MUTED if done else theme.TEXT
            if done:
                tick(surf, (P.right - 22, y + 12), 14, theme.GOOD)
            for j, line in enumerate(self.fonts.wrap(text, 17, P.w - 70)):
                blit_text(surf, self.fonts, line, (x + 32, y + 4 + j * 17), 17, col, bold=cur)
            y += 44

    def draw_text_panel(self, surf, ctx, P, title, text):
        x, y = P.x + 12, P.y + 10
        blit_text(surf, self.fonts, title, (x, y), 21, theme.ACCENT, bold=True)
        y += 30
        for line in self.fonts.wrap(text, 18, P.w - 24):
            blit_text(surf, self.fonts, line, (x, y), 18, theme.TEXT)
            y += 20

    def draw_over_panel(self, surf, obs, ctx, P):
        lang = ctx.lang
        x, y = P.x + 12, P.y + 10
        blit_text(surf, self.fonts, self.tx(lang, "over_title"), (x, y), 22, theme.ACCENT, bold=True)
        y += 32
        if ctx.scores is not None:
            win = ctx.scores.winners()
            names = ", ".join(self.fname(f, lang) for f in win)
            line = self.tx(lang, "over_win" if len(win) == 1 else "over_tie", names=names)
            blit_text(surf, self.fonts, line, (x, y), 20, theme.TEXT, bold=True)
            y += 30
            order = sorted(range(obs.players), key=lambda f: ctx.scores.rank_key(f), reverse=True)
            for f in order:
                surf.blit(self.badge(f, 28), (x, y))
                blit_text(surf, self.fonts, self.fname(f, lang), (x + 36, y + 14), 19, theme.TEXT, "midleft")
                blit_text(surf, self.fonts, f"{ctx.scores.totals[f]} {self.tx(lang, 'vp')}", (P.right - 16, y + 14), 20,
                          theme.ACCENT, "midright", True)
                y += 34

    # ---- popups and overlays ---------------------------------------------------------------------------------
    def open_species_popup(self, pos, options):
        """Two buttons near `pos`: options are (species, action)."""
        w, h = 116, 34
        total = len(options) * (w + 6) - 6
        x = max(self.map_rect.x + 4, min(pos[0] - total // 2, self.map_rect.right - total - 4))
        y = pos[1] + 14 if pos[1] + 14 + h < self.map_rect.bottom else pos[1] - 14 - h
        items = [(pygame.Rect(x + k * (w + 6), y, w, h), sp, a) for k, (sp, a) in enumerate(options)]
        self.popup = items

    def draw_popup(self, surf, lang):
        for rect, sp, a in self.popup:
            hover = rect.collidepoint(self.app.mouse)
            pygame.draw.rect(surf, (20, 26, 23), rect.inflate(6, 6), border_radius=9)
            pygame.draw.rect(surf, theme.PANEL_HI if hover else theme.PANEL, rect, border_radius=8)
            pygame.draw.rect(surf, TARGET, rect, 2, border_radius=8)
            ic = self.icon(sp, 24)
            surf.blit(ic, (rect.x + 6, rect.centery - 12))
            blit_text(surf, self.fonts, self.tx(lang, "popup_" + sp), (rect.x + 36, rect.centery + 1), 19,
                      theme.TEXT, "midleft", True)

    def draw_aid(self, surf, obs, ctx, f):
        """A faction's aid over the board: its 9 cards, its legacies, how it scores."""
        lang = ctx.lang
        d = self.d
        me = self.me(obs, ctx)
        R = self.rect.inflate(-16, -16)
        shade = CT.shade(self.cache, self.rect.w, self.rect.h, (8, 12, 10, 200))
        surf.blit(shade, self.rect.topleft)
        draw_panel(surf, R, (30, 40, 35), theme.ACCENT, 12)
        fac = d.game.factions[f]
        surf.blit(self.badge(f, 48), (R.x + 14, R.y + 10))
        blit_text(surf, self.fonts, self.tx(lang, "aid_title", faction=fac.name.get(lang), epithet=fac.epithet.get(lang)),
                  (R.x + 72, R.y + 12), 26, theme.ACCENT, bold=True)
        who = ctx.names[f] if f < len(ctx.names) else ""
        if who:
            blit_text(surf, self.fonts, who, (R.x + 72, R.y + 38), 18, theme.MUTED)
        close = pygame.Rect(R.right - 120, R.y + 12, 106, 32)
        self.button(surf, close, self.tx(lang, "aid_close"), ("close_aid",))
        # the 9 cards (3 x 3)
        top = R.y + 84
        gap = 8
        chh = (R.bottom - 12 - top - 2 * gap) // 3
        cw = min(152, int(chh * 0.86))
        blit_text(surf, self.fonts, self.tx(lang, "aid_cards"), (R.x + 16, top - 20), 17, theme.MUTED, bold=True)
        played = set(obs.discards[f]) if f < len(obs.discards) else set()
        now = set()
        if f < len(obs.picks) and obs.picks[f] is not None and obs.picks[f][0] != HIDDEN:
            now = set(obs.picks[f])
        hand = set(obs.hands[me]) if f == me else set()
        for i, cid in enumerate(d.faction_cards[f]):
            c, r = i % 3, i // 3
            rect = pygame.Rect(R.x + 16 + c * (cw + gap), top + r * (chh + gap), cw, chh)
            surf.blit(self.card_surface(cid, cw, chh, lang), rect.topleft)
            self.hits.add(rect, "card_tip", cid)
            tag = None
            if cid in now:
                tag = self.tx(lang, "aid_now")
            elif cid in played:
                tag = self.tx(lang, "aid_played")
            elif cid in hand:
                tag = self.tx(lang, "aid_hand")
            if tag:
                if cid in played or cid in now:
                    surf.blit(CT.shade(self.cache, cw, chh, (10, 14, 12, 120), 9), rect.topleft)
                img = self.fonts.render(tag, 15, ART.INK, True)
                tr = pygame.Rect(0, 0, img.get_width() + 10, 18)
                tr.midbottom = (rect.centerx, rect.bottom - 4)
                pygame.draw.rect(surf, theme.ACCENT, tr, border_radius=6)
                surf.blit(img, img.get_rect(center=tr.center))
        # how it scores, its role, its legacies
        x = R.x + 16 + 3 * (cw + gap) + 14
        w = R.right - 16 - x
        y = top - 20
        blit_text(surf, self.fonts, self.tx(lang, "aid_scores"), (x, y), 17, theme.MUTED, bold=True)
        y += 20
        for line in self.fonts.wrap(self.score_text(obs, f, lang), 18, w, True):
            blit_text(surf, self.fonts, line, (x, y), 18, theme.TEXT, bold=True)
            y += 19
        y += 4
        for line in self.fonts.wrap(FACTION_TEXT.get(lang, FACTION_TEXT["en"])[f], 16, w):
            blit_text(surf, self.fonts, line, (x, y), 16, theme.MUTED)
            y += 17
        y += 8
        left = d.game.factions[f].legacy_tokens - obs.tokens[f]
        blit_text(surf, self.fonts, self.tx(lang, "aid_legacies") + "  ·  " +
                  self.tx(lang, "tokens", n=left, m=d.game.factions[f].legacy_tokens), (x, y), 17, theme.MUTED, bold=True)
        y += 22
        for k in d.faction_legacies[f]:
            leg = d.legacies[k]
            state = "claimed" if k in obs.claimed[f] else "cursed" if obs.curse[f] == k else "free"
            surf.blit(self.legacy_tile(k, state, f, 26, 22, lang), (x, y))
            kind = self.tx(lang, "l_perm" if leg.type == "permanent" else "l_eph")
            st = self.tx(lang, "l_" + state)
            head = f"{leg.name.get(lang)}  ({kind}; {st})"
            blit_text(surf, self.fonts, CT.fit_text(self.fonts, head, 17, w - 34, True), (x + 32, y + 2), 17,
                      theme.TEXT, bold=True)
            y += 20
            for line in self.fonts.wrap(leg.text.get(lang), 15, w - 32):
                if y > R.bottom - 18:
                    break
                blit_text(surf, self.fonts, line, (x + 32, y), 15, theme.MUTED)
                y += 15
            y += 5

    def score_text(self, obs, f, lang):
        d = self.d
        sc = d.game.scoring
        two = obs.players == 2
        fr = lang == "fr"
        if f == KIWI:
            v = d.game.two_players.kiwi_on_map if two else sc.kiwi_on_map
            return (f"{v} PV par kiwi sur la carte." if fr else f"{v} VP per kiwi on the map.")
        if f == POSSUM:
            v = d.game.two_players.possum_on_map if two else sc.possum_on_map
            n = d.game.three_players.possum_uncounted if obs.players == 3 else 0
            if n:
                return (f"{v} PV par possum sur la carte, sauf les {n} premiers (partie à 3 joueurs)." if fr else
                        f"{v} VP per possum on the map, except the first {n} (3-player game).")
            return (f"{v} PV par possum sur la carte." if fr else f"{v} VP per possum on the map.")
        if f == SETTLER:
            if two:
                return ("Automatisé à 2 joueurs : ni cartes ni score ; le Possum le dirige tant qu'il est Bûcheron, "
                        "le Kiwi dès qu'il est Ranger." if fr else
                        "Automated in the 2-player game: no cards and no score; the Possum steers him while he is a "
                        "Lumberjack, the Kiwi once he is a Ranger.")
            if fr:
                return f"{sc.settler_kauri} PV par kauri abattu sur son plateau, {sc.settler_possum} PV par possum capturé."
            return f"{sc.settler_kauri} VP per kauri felled onto his board, {sc.settler_possum} VP per possum caught."
        mana = d.legacies["mana"].amount
        return (f"{sc.maori_whare} PV par whare sur la carte (temple ou banlieue ; avec Mana, {mana} par temple), "
                f"{sc.maori_kiwi} PV par kiwi et {sc.maori_possum} PV par possum sur son plateau."
                if fr else
                f"{sc.maori_whare} VP per whare on the map (temple or suburb; with Mana, {mana} per temple), "
                f"{sc.maori_kiwi} VP per kiwi and {sc.maori_possum} VP per possum on her board.")

    def draw_legend(self, surf, lang):
        fr = lang == "fr"
        items = [
            ("kauri", "Kauri (one per region)", "Kauri (un par région)"),
            ("kiwi", "Kiwis (count)", "Kiwis (nombre)"),
            ("possum", "Possums (count)", "Possums (nombre)"),
            ("temple", "Whare: temple", "Whare : temple"),
            ("suburb", "Whare: suburb (city)", "Whare : banlieue (ville)"),
            ("reserve", "Reserve", "Réserve"),
            ("poison", "Poison", "Poison"),
            ("epidemic", "Epidemic (red hatching)", "Épidémie (hachures rouges)"),
            ("tapu", "Tapu", "Tapu"),
            ("flood", "Flood on a border", "Inondation sur une frontière"),
            ("road", "Road across a border", "Route à travers une frontière"),
            ("pawn_m", "Māori pawn", "Pion māori"),
            ("pawn_s", "Settler pawn", "Pion colon"),
            ("city", "City (towers, squares)", "Ville (tours, carrés)"),
            ("volcano", "Volcano: impassable", "Volcan : infranchissable"),
            ("feather", "Huia curse on a legacy", "Malédiction Huia sur un Héritage"),
        ]
        R = pygame.Rect(0, 0, 520, 40 + 26 * ((len(items) + 1) // 2) + 16)
        R.center = self.map_rect.center
        surf.blit(CT.shade(self.cache, self.rect.w, self.rect.h, (8, 12, 10, 150)), self.rect.topleft)
        draw_panel(surf, R, (30, 40, 35), theme.ACCENT, 12)
        blit_text(surf, self.fonts, self.tx(lang, "key_title"), (R.x + 16, R.y + 10), 22, theme.ACCENT, bold=True)
        half = (len(items) + 1) // 2
        for i, (k, en, frt) in enumerate(items):
            c, r = divmod(i, half)
            x, y = R.x + 16 + c * 250, R.y + 42 + r * 26
            if k == "pawn_m":
                ic = self.pawn_icon(MAORI, 22)
            elif k == "pawn_s":
                ic = self.pawn_icon(SETTLER, 22)
            else:
                ic = self.icon(k, 22)
            surf.blit(ic, (x, y))
            blit_text(surf, self.fonts, frt if fr else en, (x + 30, y + 11), 17, theme.TEXT, "midleft")

    # ==== clicks =====================================================================================
    def click(self, pos, button, obs, ctx):
        self.observe_change(obs, ctx)
        if self.aid is not None or self.legend:
            self.aid = None
            self.legend = False
            return None
        if self.popup is not None:
            items, self.popup = self.popup, None
            if button == 1:
                for rect, sp, a in items:
                    if rect.collidepoint(pos):
                        return a
            return None
        if button == 3:
            hit = self.hits.at(pos, ("hand",))
            if hit is not None and obs.phase == "pick":      # right click: the Initiative card
                cid = hit[1][0]
                if self.pick[0] == cid:
                    self.pick[0] = None
                self.pick[1] = cid
                return None
            self.sel_from = None
            self.flood_src = None
            return None
        if button != 1:
            return None
        hit = self.hits.at(pos)
        if hit is not None:
            kind, data, _ = hit
            if kind == "btn":
                return self.press(data[0], obs, ctx)
            if kind == "zoom":
                self.zoom_cmd(data[0], pos)
                return None
            if kind == "hand":
                self.pick_card(data[0])
                return None
            if kind == "slot":
                self.active = data[0]
                self.sel_from = None
                self.flood_src = None
                return None
            if kind == "legacy":
                f, k = data
                cur = self.current_kind(obs, ctx)
                L = self.legal(ctx)
                if ("claim", k) in L.get("claim", []) or (cur == "claim" and f == self.me(obs, ctx)):
                    return ("claim", k)
                if ("curse", k) in L.get("curse", []) or cur == "curse":
                    return ("curse", k)
                self.aid = f
                return None
            if kind in ("faction", "score", "tokens"):
                self.aid = data[0]
                return None
            if kind == "cons":
                return self.conscience_click(data[0], obs, ctx)
            if kind in ("period", "south", "supply", "chip", "order", "hand_count", "card", "auto_row",
                        "legacy_tip", "card_tip"):
                return None
        if self.map_rect.collidepoint(pos):
            return self.map_click(pos, obs, ctx)
        return None

    def press(self, action, obs, ctx):
        if action == ("legend",):
            self.legend = not self.legend
            return None
        if action == ("close_aid",):
            self.aid = None
            return None
        if action[0] == "aid":
            self.aid = action[1]
            return None
        if action == ("noop",):
            return None
        if action[0] == "pick":
            self.pick = [None, None]
        return action

    def pick_card(self, cid):
        a, i = self.pick
        if cid == a:
            self.pick[0] = None
        elif cid == i:
            self.pick[1] = None
        elif a is None:
            self.pick[0] = cid
        else:
            self.pick[1] = cid

    def zoom_cmd(self, what, pos=None):
        if what == "in":
            self.cam.zoom(1, self.map_rect.center)
        elif what == "out":
            self.cam.zoom(-1, self.map_rect.center)
        else:
            self.cam.reset()

    def conscience_click(self, space, obs, ctx):
        kind = self.current_kind(obs, ctx)
        delta = space - obs.conscience
        if kind == "activism" and delta:
            return ("activism", delta)
        if kind == "conscience":
            sl = [s for s in obs.slots if s[KIND] == "conscience"]
            return ("conscience", sl[0][AMOUNT] if sl else delta)
        return None

    def map_click(self, pos, obs, ctx):
        kind = self.current_kind(obs, ctx)
        if kind is None or not ctx.legal:
            return None
        L = self.legal(ctx)
        r = self.region_at(pos)
        # a click that only fits another sub-action of the card switches to it
        alt = self.other_kind_for(pos, r, obs, ctx, kind)
        if alt is not None:
            self.active = self.slot_kind(alt)
            self.sel_from = None
            self.flood_src = None
            kind = alt
        if kind in BORDER_KINDS:
            b = self.border_at(pos, tol_px=14)
            return (kind, b) if b is not None else None
        if kind in FLOOD_KINDS:
            b = self.border_at(pos, tol_px=14)
            if b is None:
                return None
            bid = self.d.border_id[b]
            if obs.floods[bid]:             # pick up a placed flood (to move it)
                self.flood_src = None if self.flood_src == b else b
                return None
            if self.flood_src is not None:
                return (kind, b, self.flood_src)
            srcs = [a[2] for a in L.get(kind, []) if a[1] == b]
            if None in srcs or not srcs:
                return (kind, b, None)
            return (kind, b, srcs[0]) if len(set(srcs)) == 1 else (kind, b, None)
        if r is None or r == 0:
            return None
        if kind == "move":
            legal = L.get("move", [])
            sources = {a[1] for a in legal}
            if self.sel_from is None:
                if r in sources or self.mine(obs, r):
                    self.sel_from = r
                    return None
                return ("move", r, r)       # the engine says there is no pawn of yours there
            if r == self.sel_from:
                self.sel_from = None
                return None
            dests = {a[2] for a in legal if a[1] == self.sel_from}
            if r not in dests and r in sources and len(sources) > 1:
                self.sel_from = r
                return None
            return ("move", self.sel_from, r)
        if kind == "auto_move":
            return ("auto_move", obs.settlers[0], r)
        if kind == "feast":
            opts = [(sp, ("feast", r, sp)) for sp in SPECIES if ("feast", r, sp) in L.get("feast", [])]
            if len(opts) == 1:
                return opts[0][1]
            if len(opts) > 1:
                self.open_species_popup(pos, opts)
                return None
            return ("feast", r, "kiwi" if obs.kiwi[r] else "possum")
        if kind == "push":
            sl = [s for s in obs.slots if s[KIND] == "push" and s[REMAINING] > 0]
            frm = sl[0][LOCK] if sl else 0
            opts = [(sp, ("push", frm, sp, r)) for sp in SPECIES if ("push", frm, sp, r) in L.get("push", [])]
            if len(opts) == 1:
                return opts[0][1]
            if len(opts) > 1:
                self.open_species_popup(pos, opts)
                return None
            sp = "kiwi" if frm and obs.kiwi[frm] and not obs.reserve[frm] else "possum"
            return ("push", frm, sp, r)
        if kind in REGION_KINDS:
            return (kind, r)
        return None

    def mine(self, obs, r):
        return KB.is_mine(obs, obs.actor, r) if 0 <= obs.actor < 4 else False

    def other_kind_for(self, pos, r, obs, ctx, kind):
        """When a map click is no target of the active sub-action but is one of exactly one
        other sub-action of the card, that other step kind (else None)."""
        if obs.phase not in ("act", "auto", "tane"):
            return None
        L = self.legal(ctx)
        if self.fits(kind, pos, r, obs, L):
            return None
        fits = []
        for sl in self.live_slots(obs):
            if sl[REMAINING] <= 0:
                continue
            for k in self.step_kinds(obs, sl[KIND]):
                if k != kind and k in L and self.fits(k, pos, r, obs, L):
                    fits.append(k)
        return fits[0] if len(fits) == 1 else None

    def fits(self, kind, pos, r, obs, L):
        acts = L.get(kind, [])
        if not acts:
            return False
        if kind in BORDER_KINDS | FLOOD_KINDS:
            b = self.border_at(pos, tol_px=14)
            if b is None:
                return False
            if kind in FLOOD_KINDS and obs.floods[self.d.border_id[b]]:
                return True
            return any(a[1] == b for a in acts)
        if r is None:
            return False
        if kind == "move":
            if self.sel_from is not None:
                return r != self.sel_from and (self.mine(obs, r) or any(a[1] == self.sel_from and a[2] == r
                                                                        for a in acts))
            return any(a[1] == r for a in acts)
        if kind == "push":
            return any(a[3] == r for a in acts)
        if kind in BUTTON_KINDS:
            return False
        return any(a[1] == r for a in acts)

    def key(self, event, obs, ctx):
        k = event.key
        if k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.zoom_cmd("in")
        elif k in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.zoom_cmd("out")
        elif k == pygame.K_f:
            self.zoom_cmd("fit")
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if obs.phase == "pick" and all(self.pick):
                a = ("pick", self.pick[0], self.pick[1])
                self.pick = [None, None]
                return a
            if ctx.legal and all(a[0] == "done" for a in ctx.legal):
                return ("done",)
        elif k == pygame.K_BACKSPACE:
            self.reset()
        arrows = {pygame.K_LEFT: (60, 0), pygame.K_RIGHT: (-60, 0), pygame.K_UP: (0, 60), pygame.K_DOWN: (0, -60)}
        if k in arrows:
            self.cam.pan(*arrows[k])
        return None

    def wheel(self, pos, dy, obs, ctx):
        if dy and self.map_rect.collidepoint(pos) and self.aid is None:
            self.cam.zoom(1 if dy > 0 else -1, pos)
        return None

    def drag(self, pos, rel, buttons, obs, ctx):
        if not (len(buttons) > 2 and (buttons[1] or buttons[2])):
            return
        if not self.map_rect.collidepoint(pos):
            return
        scale = self.app.view_transform()[0] or 1.0
        self.cam.pan(rel[0] / scale, rel[1] / scale)

    # ==== words =====================================================================================
    def prompt(self, obs, ctx):
        if not ctx.legal:
            return ""
        self.observe_change(obs, ctx)
        lang = ctx.lang
        ph = obs.phase
        if ph == "setup":
            k = obs.todo[0] if obs.todo else ""
            if k == "place_possum":
                return self.tx(lang, "p_setup_possum", n=obs.todo.count("place_possum"))
            if k == "place_settler":
                return self.tx(lang, "p_setup_settler_2p" if obs.players < 3 else "p_setup_settler")
            return self.tx(lang, "p_setup_maori")
        if ph == "revive":
            return self.tx(lang, "p_revive")
        if ph == "pick":
            if all(self.pick):
                return self.tx(lang, "p_pick_confirm")
            return self.tx(lang, "p_pick_init" if self.pick[0] else "p_pick_action")
        if ph == "auto":
            take = self.tx(lang, "take_hunt" if KB.is_ranger(self.d, obs) else "take_fell")
            return self.tx(lang, "p_auto", take=take)
        if ph == "tane":
            return self.tx(lang, "p_tane")
        if ph == "act":
            kind = self.current_kind(obs, ctx)
            name = self.card_name(obs.card, lang)
            what = self.instruction(obs, ctx, kind).rstrip(".")
            return f"{name}: {what}"
        return ""

    def tooltip(self, pos, obs, ctx):
        lang = ctx.lang
        if self.aid is not None or self.legend or self.popup:
            return None
        hit = self.hits.at(pos)
        if hit is not None:
            kind, data, _ = hit
            return self.hit_tip(kind, data, obs, ctx)
        if not self.map_rect.collidepoint(pos):
            return None
        b = self.border_at(pos, tol_px=8)
        if b is not None:
            bid = self.d.border_id[b]
            if obs.roads[bid] or obs.floods[bid]:
                return self.border_tip(b, obs, lang)
        r = self.region_at(pos)
        if r is None:
            return None
        if r == 0:
            return self.tx(lang, "volcano_tip")
        return self.region_tip(r, obs, lang)

    def border_tip(self, b, obs, lang):
        bid = self.d.border_id[b]
        lines = [self.tx(lang, "b_border", a=self.rname(b[0], lang), b=self.rname(b[1], lang))]
        if obs.roads[bid]:
            cut = obs.floods[bid] and not KB.has(obs, SETTLER, "railway")
            lines.append(self.tx(lang, "b_road_cut" if cut else "b_road"))
        if obs.floods[bid]:
            lines.append(self.tx(lang, "b_flood", p=ROMAN[obs.floods[bid] - 1]))
        return "\n".join(lines)

    def region_tip(self, r, obs, lang):
        d = self.d
        reg = d.names[r]
        head = reg.name.get(lang)
        tags = []
        if reg.city:
            tags.append(self.tx(lang, "r_city"))
        if r in d.ring:
            tags.append(self.tx(lang, "r_ring"))
        lines = [head + (f" — {', '.join(tags)}" if tags else "")]
        lines.append(self.tx(lang, "r_kauri") if obs.kauri[r] else self.tx(lang, "r_no_kauri"))
        if obs.kiwi[r]:
            lines.append(self.tx(lang, "r_kiwis", n=obs.kiwi[r]))
        if obs.possum[r]:
            lines.append(self.tx(lang, "r_possums", n=obs.possum[r]))
        if obs.whare[r]:
            lines.append(self.tx(lang, "r_suburb" if reg.city else "r_temple"))
        if obs.players >= 4 and obs.maori == r:
            lines.append(self.tx(lang, "r_maori"))
        n = sum(1 for x in obs.settlers if x == r)
        if n == 1:
            lines.append(self.tx(lang, "r_settler"))
        elif n > 1:
            lines.append(self.tx(lang, "r_settlers", n=n))
        if obs.reserve[r]:
            lines.append(self.tx(lang, "r_reserve"))
        if obs.poison[r]:
            lines.append(self.tx(lang, "r_poison"))
        if obs.epidemic == r:
            lines.append(self.tx(lang, "r_epidemic"))
        if obs.tapu == r:
            lines.append(self.tx(lang, "r_tapu"))
        elif KB.tapu_covers(d, obs, r):
            lines.append(self.tx(lang, "r_tapu_near"))
        if r in KB.network_regions(d, obs):
            lines.append(self.tx(lang, "r_network"))
        names = ", ".join(short_name(self.rname(n, lang)) for n in d.adj[r])
        lines.append(self.tx(lang, "r_neigh", names=names))
        return "\n".join(lines)

    def legacy_tip(self, f, k, obs, lang):
        leg = self.d.legacies[k]
        state = "claimed" if k in obs.claimed[f] else "cursed" if obs.curse[f] == k else "free"
        kind = self.tx(lang, "l_perm" if leg.type == "permanent" else "l_eph")
        return f"{leg.name.get(lang)} ({kind}) — {self.tx(lang, 'l_' + state)}\n{leg.text.get(lang)}"

    def card_tip(self, cid, lang):
        card = self.d.cards.get(cid)
        if card is None:
            return self.tx(lang, "hidden_card")
        lines = [f"{card.name.get(lang)} — {self.tx(lang, 'init')} {card.initiative}"]
        for i, x in enumerate(card.actions):
            if i:
                lines.append(f"[{self.tx(lang, card.join)}]")
            pre = "" if x.needs == "none" else f"({self.tx(lang, 'needs')[x.needs]}) "
            lines.append(pre + self.action_text(x, lang))
        return "\n".join(lines)

    def hit_tip(self, kind, data, obs, ctx):
        lang = ctx.lang
        d = self.d
        g = d.game
        if kind in ("legacy", "legacy_tip"):
            return self.legacy_tip(data[0], data[1], obs, lang)
        if kind in ("hand", "card", "chip", "card_tip"):
            return self.card_tip(data[0], lang)
        if kind == "supply":
            f, k, n, key = data
            if key == "sup_epidemic":
                return self.tx(lang, key, x=self.tx(lang, "epi_placed" if obs.epidemic else "epi_free"))
            return self.tx(lang, key, n=n)
        if kind == "tokens":
            f = data[0]
            return self.tx(lang, "tokens", n=g.factions[f].legacy_tokens - obs.tokens[f], m=g.factions[f].legacy_tokens)
        if kind == "score":
            f = data[0]
            sheet = ctx.scores
            if sheet is None:
                return None
            lines = [self.tx(lang, "score_tip", name=self.fname(f, lang), total=sheet.totals[f])]
            for cat in sheet.categories:
                v = sheet.table[f].get(cat, 0)
                if v:
                    lines.append(f"  {sheet.labels[cat].get(lang, cat)}: {v}")
            lines.append(self.score_text(obs, f, lang))
            return "\n".join(lines)
        if kind == "hand_count":
            f, n = data
            if f == self.me(obs, ctx):
                names = ", ".join(self.card_name(c, lang) for c in obs.hands[f] if c != HIDDEN)
                return self.tx(lang, "your_hand_tip", names=names) if names else self.tx(lang, "hand_tip", n=n)
            return self.tx(lang, "hand_tip", n=n)
        if kind == "order":
            f = data[0]
            k = obs.order.index(f)
            ini = d.cards[obs.picks[f][1]].initiative
            tied = sum(1 for q in obs.order if d.cards[obs.picks[q][1]].initiative == ini) > 1
            extra = self.tx(lang, "order_tie" if tied else "order_alone", i=ini)
            return self.tx(lang, "order_tip", k=k + 1, n=len(obs.order)) + "\n" + extra
        if kind == "faction":
            f = data[0]
            fac = g.factions[f]
            return f"{fac.name.get(lang)} — {fac.epithet.get(lang)}\n{self.score_text(obs, f, lang)}"
        if kind == "period":
            y = YEARS[obs.period - 1] if obs.period <= len(YEARS) else ""
            return self.tx(lang, "period_tip", p=ROMAN[obs.period - 1], y=y, t=obs.turn)
        if kind == "cons":
            two = obs.players < 3
            rf = g.two_players.ranger_from if two else g.conscience.ranger_from
            state = self.tx(lang, "ranger" if KB.is_ranger(d, obs) else "lumberjack")
            if two:
                return self.tx(lang, "conscience_tip_2p", c=obs.conscience, state=state, r=rf)
            return self.tx(lang, "conscience_tip", c=obs.conscience, state=state, l=rf - 1, r=rf)
        if kind == "south":
            return self.tx(lang, "south_tip", n=KB.kauri_pool(d, obs))
        if kind == "zoom":
            return self.tx(lang, "zoom_tip")
        if kind == "auto_row":
            return self.tx(lang, "auto_help")
        if kind == "slot":
            card = d.cards.get(obs.card)
            for x in (card.actions if card else ()):
                if x.kind == data[0]:
                    pre = "" if x.needs == "none" else f"({self.tx(lang, 'needs')[x.needs]}) "
                    return pre + self.action_text(x, lang)
            return self.kind_label(data[0], lang)
        if kind == "btn":
            a = data[0]
            if a[0] in ("claim", "curse") and len(a) == 2 and a[1] in d.legacies:
                owner = ("kiwi", "possum", "settler", "maori").index(d.legacies[a[1]].faction)
                return self.legacy_tip(owner, a[1], obs, lang)
            if a[0] == "swap" and len(a) == 2:
                return self.card_tip(a[1], lang)
            if a[0] == "pick" and len(a) == 3 and a[1]:
                return self.tx(lang, "summary", a=self.card_name(a[1], lang), i=d.cards[a[2]].initiative,
                               b=self.card_name(a[2], lang))
        return None
