"""The seeded RNG: reproducible, serialisable, unbiased enough for games."""

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from babelworks.core.rng import Rng


def test_same_seed_same_sequence():
    a, b = Rng.from_seed(42), Rng.from_seed(42)
    assert [a.next64() for _ in range(50)] == [b.next64() for _ in range(50)]


def test_streams_differ():
    assert Rng.from_seed(42, "bots").next64() != Rng.from_seed(42, "outcomes").next64()


def test_round_trip_continues_sequence():
    rng = Rng.from_seed(7)
    rng.next64()
    copy = Rng.from_dict(rng.to_dict())
    assert [rng.below(1000) for _ in range(20)] == [copy.below(1000) for _ in range(20)]


@given(st.integers(min_value=1, max_value=10**6), st.integers(min_value=0, max_value=2**63))
def test_below_stays_in_range(n, seed):
    rng = Rng.from_seed(seed)
    assert all(0 <= rng.below(n) < n for _ in range(20))


def test_shuffle_is_a_permutation_and_roughly_uniform():
    rng = Rng.from_seed(1)
    firsts = Counter()
    for _ in range(6000):
        items = list(range(6))
        rng.shuffle(items)
        assert sorted(items) == list(range(6))
        firsts[items[0]] += 1
    assert all(800 < firsts[i] < 1200 for i in range(6)), firsts


def test_weighted_index_follows_weights():
    rng = Rng.from_seed(3)
    counts = Counter(rng.weighted_index([1, 0, 3]) for _ in range(4000))
    assert counts[1] == 0
    assert 2700 < counts[2] < 3300


def test_table_rng_is_one_stream_per_position_and_purpose():
    from babelworks.core.match import Setup
    from babelworks.core.rng import table_rng

    setup = Setup("any", 2, 42)
    assert table_rng(setup, 7, "outcome").next64() == table_rng(Setup("other", 3, 42), 7, "outcome").next64()
    draws = {table_rng(setup, step, purpose).next64() for step in (7, 8) for purpose in ("outcome", "bot")}
    assert len(draws) == 4
    # The computer players' decision seeds keep the stream they always had.
    assert table_rng(setup, 7, "bot").next64() == Rng.from_seed(42, "table/bot/7").next64()
    with pytest.raises(ValueError, match="unknown purpose"):
        table_rng(setup, 7, "outcomes")
