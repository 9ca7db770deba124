"""Every wildlife card at every threshold, and every ruling of rules sect. 6."""
import pytest

from tests.cascadia.helpers import apart, line, score


def test_table_entries_match_the_rules_page():
    from tests.cascadia.helpers import DATA
    expected = {
        "bear_a": [0, 4, 11, 19, 27], "bear_b": [0, 0, 0, 10, 0], "bear_c": [0, 2, 5, 8, 0],
        "bear_d": [0, 0, 5, 8, 13, 0], "elk_a": [0, 2, 5, 9, 13], "elk_b": [0, 2, 5, 9, 13],
        "elk_c": [0, 2, 4, 7, 10, 14, 18, 23, 28], "elk_d": [0, 2, 5, 8, 12, 16, 21],
        "salmon_a": [0, 2, 5, 8, 12, 16, 20, 25], "salmon_b": [0, 2, 4, 9, 11, 17],
        "salmon_c": [0, 0, 0, 10, 12, 15], "hawk_a": [0, 2, 5, 8, 11, 14, 18, 22, 26],
        "hawk_b": [0, 0, 5, 9, 12, 16, 20, 24, 28], "hawk_d": [0, 4, 7, 9],
        "fox_a": [0, 1, 2, 3, 4, 5], "fox_b": [0, 3, 5, 7], "fox_c": [0, 1, 2, 3, 4, 5, 6],
        "fox_d": [0, 5, 7, 9, 11], "family": [0, 2, 5, 9], "intermediate": [0, 0, 5, 8, 12]}
    for cid, table in expected.items():
        assert list(DATA.cards[cid].points) == table, cid


# ---- bears -------------------------------------------------------------------------------
@pytest.mark.parametrize("pairs,points", [(0, 0), (1, 4), (2, 11), (3, 19), (4, 27), (5, 27)])
def test_bear_a_counts_pairs(pairs, points):
    assert score("bear_a", apart([2] * pairs, "bear")) == points


def test_bear_a_ignores_singles_and_larger_groups():
    assert score("bear_a", apart([1, 3, 4, 2], "bear")) == 4


@pytest.mark.parametrize("sizes,points", [([3], 10), ([3, 3], 20), ([3, 3, 3], 30), ([1, 2, 4, 5], 0),
                                          ([3, 4], 10)])
def test_bear_b_scores_groups_of_three(sizes, points):
    assert score("bear_b", apart(sizes, "bear")) == points


@pytest.mark.parametrize("sizes,points", [([1], 2), ([2], 5), ([3], 8), ([4], 0), ([5], 0),
                                          ([1, 2], 7), ([1, 3], 10), ([2, 3], 13), ([1, 2, 3], 18),
                                          ([1, 1, 2, 3], 20)])
def test_bear_c_sizes_and_bonus(sizes, points):
    assert score("bear_c", apart(sizes, "bear")) == points


def test_bear_c_rules_page_example():
    # groups of 1, 2, 3 and 4: 2 + 5 + 8 + 0 + 3 bonus = 18 (rules sect. 6.8.6)
    assert score("bear_c", apart([1, 2, 3, 4], "bear")) == 18


@pytest.mark.parametrize("size,points", [(1, 0), (2, 5), (3, 8), (4, 13), (5, 0), (6, 0)])
def test_bear_d_group_sizes(size, points):
    assert score("bear_d", apart([size], "bear")) == points


def test_bear_groups_follow_any_shape():
    triangle = [(0, 0, "bear"), (1, 0, "bear"), (0, 1, "bear")]
    assert score("bear_b", triangle) == 10
    assert score("bear_a", triangle) == 0


# ---- elk -----------------------------------------------------------------------------------
@pytest.mark.parametrize("d", [0, 1, 2, 3, 4, 5])
@pytest.mark.parametrize("n,points", [(1, 2), (2, 5), (3, 9), (4, 13), (5, 15), (6, 18), (8, 26)])
def test_elk_a_lines_on_every_axis(d, n, points):
    assert score("elk_a", line(0, 0, d, n, "elk")) == points


def test_elk_a_bent_groups_split_into_lines():
    triangle = [(0, 0, "elk"), (1, 0, "elk"), (0, 1, "elk")]
    assert score("elk_a", triangle) == 7          # a line of 2 and a single
    rhombus = [(0, 0, "elk"), (1, 0, "elk"), (0, 1, "elk"), (1, 1, "elk")]
    assert score("elk_a", rhombus) == 10          # two lines of 2


def test_elk_a_exact_split_beats_longest_line_first():
    # a row of 4 with a second row of 3 below its first 3 hexes: the best split takes
    # two lines of 4/3 (13 + 9 = 22); anything else scores less
    items = line(0, 0, 0, 4, "elk") + line(0, 1, 0, 3, "elk")
    assert score("elk_a", items) == 22
    # a "T": three in a row and two going down from the middle
    t = line(0, 0, 0, 3, "elk") + [(1, 1, "elk"), (1, 2, "elk")]
    # three across + the pair below = 9 + 5 beats three down + two singles = 9 + 2 + 2
    assert score("elk_a", t) == 14


@pytest.mark.parametrize("items,points", [
    ([(0, 0)], 2),
    ([(0, 0), (1, 0)], 5),
    ([(0, 0), (1, 0), (0, 1)], 9),                       # triangle
    ([(0, 0), (1, 0), (0, 1), (1, 1)], 13),              # rhombus
    ([(0, 0), (1, 0), (2, 0)], 7),                       # straight 3: pair + single
    ([(0, 0), (1, 0), (2, 0), (3, 0)], 10),              # straight 4: two pairs
    ([(0, 0), (1, 0), (0, 1), (-1, 0)], 11),             # triangle + elk touching only one
    ([(0, 0), (1, 0), (0, 1), (1, 1), (2, 0), (2, 1)], 18),  # 2x3 block: 13 + 5 or 9 + 9
])
def test_elk_b_shapes(items, points):
    assert score("elk_b", [(q, r, "elk") for q, r in items]) == points


@pytest.mark.parametrize("n,points", [(1, 2), (2, 4), (3, 7), (4, 10), (5, 14), (6, 18), (7, 23),
                                      (8, 28), (9, 28), (12, 28)])
def test_elk_c_group_sizes(n, points):
    assert score("elk_c", line(0, 0, 0, n, "elk")) == points


def test_elk_c_scores_each_group():
    assert score("elk_c", apart([2, 3], "elk")) == 4 + 7


RING = [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)]


@pytest.mark.parametrize("n,points", [(1, 2), (2, 5), (3, 8), (4, 12), (5, 16), (6, 21)])
def test_elk_d_rings(n, points):
    assert score("elk_d", [(q, r, "elk") for q, r in RING[:n]]) == points


def test_elk_d_ring_members_need_not_touch_and_centre_may_hold_anything():
    opposite = [(1, 0, "elk"), (-1, 0, "elk")]
    assert score("elk_d", opposite) == 5
    assert score("elk_d", opposite + [(0, 0, "bear")]) == 5
    full = [(q, r, "elk") for q, r in RING] + [(0, 0, "elk")]
    assert score("elk_d", full) == 21 + 2        # the centre elk is a ring of its own


# ---- salmon ----------------------------------------------------------------------------------
@pytest.mark.parametrize("card,table", [
    ("salmon_a", [2, 5, 8, 12, 16, 20, 25, 25]),
    ("salmon_b", [2, 4, 9, 11, 17, 17, 17, 17]),
    ("salmon_c", [0, 0, 10, 12, 15, 15, 15, 15])])
def test_salmon_runs_every_size(card, table):
    for n, points in enumerate(table, start=1):
        assert score(card, line(0, 0, 0, n, "salmon")) == points, (card, n)


def test_salmon_y_scores_zero_and_straight_run_of_four_twelve():
    y = [(0, 0, "salmon"), (1, 0, "salmon"), (-1, 1, "salmon"), (1, -1, "salmon")]  # centre touches 3
    assert score("salmon_a", y) == 0
    assert score("salmon_a", line(0, 0, 0, 4, "salmon")) == 12


@pytest.mark.parametrize("card", ["salmon_a", "salmon_b", "salmon_c", "salmon_d"])
def test_a_branched_group_scores_zero_on_every_salmon_card(card):
    long_branch = line(0, 0, 0, 6, "salmon") + [(2, 1, "salmon")]   # (2,0) touches 3 salmon
    assert score(card, long_branch) == 0
    assert score(card, long_branch + line(0, 5, 0, 3, "salmon")) == score(card, line(0, 5, 0, 3, "salmon"))


def test_closed_ring_of_salmon_is_a_run():
    ring = [(q, r, "salmon") for q, r in RING]
    assert score("salmon_a", ring) == 20


def test_salmon_d_counts_salmon_and_neighbouring_tokens():
    run = line(0, 0, 0, 3, "salmon")
    assert score("salmon_d", run) == 3
    near = [(0, -1, "bear"), (1, -1, "elk"), (3, 0, "fox")]
    assert score("salmon_d", run + near[:3]) == 3 + 3
    assert score("salmon_d", line(0, 0, 0, 2, "salmon") + near[:2]) == 0     # runs of 1-2 score 0


def test_salmon_d_token_next_to_two_runs_counts_for_each():
    runs = line(0, 0, 0, 3, "salmon") + line(0, 2, 0, 3, "salmon")
    fox_between = [(0, 1, "fox")]
    assert score("salmon_d", runs + fox_between) == (3 + 1) * 2


def test_salmon_d_token_touching_a_run_twice_counts_once():
    assert score("salmon_d", line(0, 0, 0, 3, "salmon") + [(0, 1, "bear")]) == 4   # touches (0,0),(1,0)


# ---- hawks -------------------------------------------------------------------------------------
def spaced_hawks(n, gap=2):
    return [(gap * i, 0, "hawk") for i in range(n)]


@pytest.mark.parametrize("n,points", [(0, 0), (1, 2), (2, 5), (3, 8), (4, 11), (5, 14), (6, 18),
                                      (7, 22), (8, 26), (9, 26)])
def test_hawk_a_lonely_hawks(n, points):
    assert score("hawk_a", spaced_hawks(n, gap=3)) == points


def test_hawk_a_adjacent_hawks_do_not_count():
    assert score("hawk_a", [(0, 0, "hawk"), (1, 0, "hawk"), (5, 5, "hawk")]) == 2


@pytest.mark.parametrize("n,points", [(1, 0), (2, 5), (3, 9), (4, 12), (5, 16), (6, 20), (7, 24),
                                      (8, 28), (9, 28)])
def test_hawk_b_lonely_hawks_with_sight(n, points):
    assert score("hawk_b", spaced_hawks(n)) == points


def test_hawk_b_needs_sight_and_no_neighbour():
    off_line = [(0, 0, "hawk"), (2, 1, "hawk")]          # not on one hex line
    assert score("hawk_b", off_line) == 0
    # X at (0,0) sees Y at (3,0); Y has a hawk Z next to it: only X counts... one hawk: 0
    xyz = [(0, 0, "hawk"), (3, 0, "hawk"), (4, 0, "hawk")]
    assert score("hawk_b", xyz) == 0
    # a second lonely hawk W sees Y too (straight down-left line): X and W count -> 5
    assert score("hawk_b", xyz + [(3, 3, "hawk")]) == 5


def test_hawk_sight_is_blocked_only_by_a_hawk():
    # other animals between the hawks do not block
    between = [(0, 0, "hawk"), (1, 0, "bear"), (2, 0, "elk"), (3, 0, "hawk")]
    assert score("hawk_c", between) == 3
    # a hawk between blocks the two ends from each other
    three = [(0, 0, "hawk"), (2, 0, "hawk"), (4, 0, "hawk")]
    assert score("hawk_c", three) == 6


def test_hawk_sight_over_hexes_without_tiles_and_along_every_axis():
    for dq, dr in [(1, 0), (0, 1), (-1, 1)]:
        assert score("hawk_c", [(0, 0, "hawk"), (5 * dq, 5 * dr, "hawk")]) == 3


def test_adjacent_hawks_have_no_line_of_sight():
    assert score("hawk_c", [(0, 0, "hawk"), (1, 0, "hawk")]) == 0
    assert score("hawk_d", [(0, 0, "hawk"), (1, 0, "hawk")]) == 0


def test_hawk_c_counts_every_pair_whatever_the_neighbours():
    # a hawk with a neighbouring hawk still forms sight pairs
    items = [(0, 0, "hawk"), (1, 0, "hawk"), (0, 3, "hawk"), (3, 0, "hawk")]
    # pairs: (0,0)-(0,3), (1,0)-(3,0), (0,3)-(3,0) on the third axis; (0,0)-(3,0) is
    # blocked by (1,0); (0,0)-(1,0) are adjacent
    assert score("hawk_c", items) == 9


@pytest.mark.parametrize("between,points", [([], 0), (["bear"], 4), (["bear", "elk"], 7),
                                            (["bear", "elk", "fox"], 9),
                                            (["bear", "elk", "fox", "salmon"], 9),
                                            (["bear", "bear"], 4)])
def test_hawk_d_pair_value_by_distinct_types(between, points):
    items = [(0, 0, "hawk")] + [(i + 1, 0, a) for i, a in enumerate(between)] + \
        [(len(between) + 1 if between else 2, 0, "hawk")]
    assert score("hawk_d", items) == points


def test_hawk_d_rules_page_example():
    # H1 (0,0), bear, elk, H2 (3,0), fox, H3 (5,0): H1-H2 = 7, H2-H3 = 4, H1 cannot see H3 -> 7
    items = [(0, 0, "hawk"), (1, 0, "bear"), (2, 0, "elk"), (3, 0, "hawk"), (4, 0, "fox"), (5, 0, "hawk")]
    assert score("hawk_d", items) == 7


def test_hawk_d_uses_the_best_pairing():
    # H1-H2 = 4, H2-H3 = 9, H3-H4 = 4: H2-H3 alone (9) beats H1-H2 + H3-H4 (8)
    items = [(0, 0, "hawk"), (1, 0, "bear"), (2, 0, "hawk"), (3, 0, "bear"), (4, 0, "elk"),
             (5, 0, "fox"), (6, 0, "hawk"), (7, 0, "bear"), (8, 0, "hawk")]
    assert score("hawk_d", items) == 9
    # with only a bear and an elk between H2 and H3 (7), the two outer pairs win: 4 + 4
    items[5] = (5, 0, "bear")
    assert score("hawk_d", items) == 8


# ---- foxes -------------------------------------------------------------------------------------
AROUND = [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)]


def fox_with(*animals):
    return [(0, 0, "fox")] + [(q, r, a) for (q, r), a in zip(AROUND, animals)]


@pytest.mark.parametrize("animals,points", [
    ([], 0), (["bear"], 1), (["bear", "elk"], 2), (["bear", "elk", "salmon"], 3),
    (["bear", "elk", "salmon", "hawk"], 4), (["bear", "bear", "bear"], 1),
    # the second fox, at (0, -1), sees the fox and the hawk at (-1, 0): 5 + 2
    (["bear", "elk", "salmon", "hawk", "fox"], 5 + 2)])
def test_fox_a_distinct_types_foxes_included(animals, points):
    assert score("fox_a", fox_with(*animals)) == points


@pytest.mark.parametrize("animals,points", [
    (["bear"], 0), (["bear", "bear"], 3), (["bear", "bear", "bear"], 3),
    (["bear", "bear", "elk", "elk"], 5), (["bear", "bear", "elk", "elk", "hawk", "hawk"], 7),
    (["fox", "fox", "bear"], 0)])
def test_fox_b_types_present_twice(animals, points):
    # neighbouring foxes score 0 here (each sees only one fox or one pair of other types)
    got = score("fox_b", fox_with(*animals))
    assert got == points


@pytest.mark.parametrize("animals,points", [
    ([], 0), (["bear"], 1), (["bear", "bear"], 2), (["bear", "bear", "bear", "elk"], 3),
    (["elk"] * 4, 4), (["elk"] * 5, 5), (["elk"] * 6, 6)])
def test_fox_c_most_common_type(animals, points):
    assert score("fox_c", fox_with(*animals)) == points


def test_fox_c_ignores_foxes():
    items = [(0, 0, "fox"), (5, 5, "fox"), (1, 0, "fox"), (2, 0, "fox")]
    assert score("fox_c", items) == 0


# The 8 hexes around the pair (0,0)-(1,0):
PAIR_RING = [(-1, 0), (0, -1), (1, -1), (2, -1), (2, 0), (1, 1), (0, 1), (-1, 1)]


@pytest.mark.parametrize("animals,points", [
    ([], 0), (["bear", "bear"], 5), (["bear", "bear", "elk", "elk"], 7),
    (["bear", "bear", "elk", "elk", "hawk", "hawk"], 9),
    (["bear", "bear", "elk", "elk", "hawk", "hawk", "salmon", "salmon"], 11),
    (["bear", "bear", "bear", "elk"], 5)])
def test_fox_d_pairs(animals, points):
    items = [(0, 0, "fox"), (1, 0, "fox")] + [(q, r, a) for (q, r), a in zip(PAIR_RING, animals)]
    assert score("fox_d", items) == points


def test_fox_d_each_fox_in_one_pair():
    # three foxes in a row: only one pair scores
    items = [(0, 0, "fox"), (1, 0, "fox"), (2, 0, "fox"), (0, -1, "bear"), (1, -1, "bear")]
    assert score("fox_d", items) == 5
    assert score("fox_d", [(0, 0, "fox"), (2, 0, "fox"), (1, -1, "bear"), (1, 1, "bear")]) == 0


# ---- family and intermediate ---------------------------------------------------------------------
@pytest.mark.parametrize("card,table", [("family", [2, 5, 9, 9, 9]), ("intermediate", [0, 5, 8, 12, 12])])
@pytest.mark.parametrize("animal", ["bear", "elk", "salmon", "hawk", "fox"])
def test_variant_groups_by_size(card, table, animal):
    for n, points in enumerate(table, start=1):
        assert score(card, line(0, 0, 0, n, animal), animal) == points
