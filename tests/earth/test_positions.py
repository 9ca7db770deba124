"""Cards with no place in a tableau (events, islands, climates, Gaia cards) cannot read a row,
a column or neighbours of their own: Lightning Strike lets its player choose a row, and the
loader refuses a positional scope on such a card, naming the file and the key."""
from __future__ import annotations

import os
import shutil

import pytest
import yaml

from engine.core.data import DataError
from engine.earth.data import load
from tests.earth.helpers import GAME, D, cid, fresh, give, place, play, top


def lightning_position():
    """Seat 0: two rows of flora with free sprout spaces, Lightning Strike in hand."""
    s = fresh(2)
    ids = [place(s, 0, n, 0, c) for c, n in enumerate(("Lion's Mane", "Slime Mold"))]
    ids += [place(s, 0, n, 1, c) for c, n in enumerate(("Chicken of the Woods", "Grey Reindeer Lichen"))]
    give(s, 0, "Lightning Strike")
    return s, ids


def test_lightning_strike_asks_for_a_row_and_sprouts_only_that_row():
    s, (a, b, c, e) = lightning_position()
    play(s, ("event", cid("Lightning Strike")))
    assert top(s)[0] == "pickline"
    assert GAME.legal_actions(s) == [("row", 0), ("row", 1)]
    play(s, ("row", 1))
    assert s.sprouts == {c: min(2, D.cards[c].sprouts), e: min(2, D.cards[e].sprouts)}
    assert top(s) == ("choose", 0)


def test_lightning_strike_log_names_the_row_by_its_cards():
    s, _ = lightning_position()
    play(s, ("event", cid("Lightning Strike")))
    assert GAME.describe(s, ("row", 0), "en") == "chooses the row of Lion's Mane, Slime Mold"
    assert GAME.describe(s, ("row", 1), "fr") == "choisit la rangée de Polypore soufré, Lichen des rennes"


def test_a_row_with_no_room_is_not_offered_and_a_single_row_is_taken_at_once():
    s, (a, b, c, e) = lightning_position()
    s.sprouts = {k: D.cards[k].sprouts for k in (a, b)}           # the top row is full
    before = dict(s.sprouts)
    play(s, ("event", cid("Lightning Strike")))
    assert top(s) == ("choose", 0)
    assert s.sprouts == {**before, c: 2, e: 2}


def test_the_card_text_says_the_player_chooses_the_row():
    face = GAME.data.abilities[cid("Lightning Strike")][0]
    from engine.earth.cardtext import ability_text
    assert ability_text(face, "en") == "Event: place 2 sprouts on each flora in a row of your choice"
    assert ability_text(face, "fr") == ("Événement\u00a0: placez 2 germes sur chaque flore dans une rangée "
                                        "de votre choix")


def test_the_ai_answers_a_row_question():
    s, (a, b, c, e) = lightning_position()
    play(s, ("event", cid("Lightning Strike")))
    bot = GAME.ai_levels()["normal"]
    pick = bot["bot"](**{k: v for k, v in bot.items() if k != "bot"}).decide(GAME, s, 0, __import__("random").Random(1))
    assert pick in (("row", 0), ("row", 1))


def _broken(tmp_path, file, edit):
    folder = tmp_path / "earth"
    shutil.copytree(os.path.join(os.path.dirname(__file__), "../../gamedata/earth"), folder)
    path = folder / file
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    edit(data)
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    return str(folder)


def _event_index(data, name):
    return next(i for i, c in enumerate(data["cards"]) if c["name"]["en"] == name)


@pytest.mark.parametrize("scope", ["in_row", "in_column", "adjacent", "orthogonal", "diagonal"])
def test_an_event_with_a_positional_scope_is_refused_naming_file_and_key(tmp_path, scope):
    def edit(data):
        i = _event_index(data, "Lightning Strike")
        data["cards"][i]["abilities"] = [f"event: sprout 2 on each flora {scope}"]
    folder = _broken(tmp_path, "cards.yaml", edit)
    with pytest.raises(DataError) as err:
        load(folder)
    i = _event_index(yaml.safe_load(open(os.path.join(folder, "cards.yaml"), encoding="utf-8")), "Lightning Strike")
    assert (err.value.file, err.value.path) == ("cards.yaml", f"cards[{i}].abilities[0]")
    assert "no position" in err.value.problem and scope in err.value.problem


@pytest.mark.parametrize("file,key,edit", [
    ("islands.yaml", "islands[2].faces[1].ability",
     lambda d: d["islands"][2]["faces"][1].__setitem__("ability", "green: sprout 1 on each flora adjacent")),
    ("climates.yaml", "climates[0].faces[0].ability",
     lambda d: d["climates"][0]["faces"][0].__setitem__("ability", "blue: growth 1 on any tree in_column")),
    ("climates.yaml", "climates[1].faces[0].ability",
     lambda d: d["climates"][1]["faces"][0].__setitem__("ability", "blue: sprout 1 on self")),
])
def test_an_island_or_climate_with_a_positional_scope_is_refused(tmp_path, file, key, edit):
    with pytest.raises(DataError) as err:
        load(_broken(tmp_path, file, edit))
    assert (err.value.file, err.value.path) == (file, key)
    assert "no position" in err.value.problem


def test_a_chosen_row_is_allowed_on_an_island(tmp_path):
    folder = _broken(tmp_path, "islands.yaml", lambda d: d["islands"][0]["faces"][0].__setitem__(
        "ability", "blue: sprout 1 on each flora in_chosen_row"))
    assert load(folder).island_ab[(load(folder).islands[0].id, 0)].gains[0].where.scope == "in_chosen_row"


def test_the_rules_page_says_a_card_with_no_place_reads_no_row_of_its_own():
    assert '"In a row of your choice" (the event Lightning Strike)' in dict(GAME.rules("en"))["Activating abilities"]
    assert "« Dans une rangée de votre choix » (l'événement Coup de foudre)" in \
        dict(GAME.rules("fr"))["Activer les capacités"]


def test_the_log_says_which_row_was_taken_when_only_one_fits():
    s, (a, b, c, e) = lightning_position()
    s.sprouts = {k: D.cards[k].sprouts for k in (a, b)}           # the top row is full
    line = GAME.describe_with_names(s, ("event", cid("Lightning Strike")), "en", ["Ann", "Bob"])
    assert line.endswith("then chooses the row of Chicken of the Woods, Grey Reindeer Lichen "
                         "(the only one where the pieces fit)"), line
