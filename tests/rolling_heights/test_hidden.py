"""sample_for: a full state consistent with what one seat knows (targets, pile order re-dealt)."""

from babelworks.core.rng import Rng
from babelworks.games.rolling_heights import GAME
from babelworks.games.rolling_heights.content import content
from tests.rolling_heights.helpers import play_random

PUBLIC = ("tiles", "markets", "supply", "built", "meeple_supply", "wild_supply", "ads", "step", "current")


def _mid_game(players=3, seed=21):
    state = GAME.new_game(players, seed)
    rng = Rng.from_seed(seed, "bot")
    for _ in range(150):
        if state.current_player is None:
            break
        state.apply(
            GAME.sample_outcome(state, rng) if state.current_player < 0 else rng.choice(state.legal_actions())
        )
    return state


def _hidden_swapped(state, seat):
    """The same state but another seat's targets and both piles' order are different."""
    other = state.copy()
    unseen = sorted(set(content().targets) - {t for s in other.seats for t in s["targets"]})
    other.seats[seat]["targets"] = unseen[:2]
    for pile in other.piles:
        pile.reverse()
    other.changed()
    return other


def test_a_sample_keeps_everything_the_seat_can_see():
    state = _mid_game()
    sample = state.sample_for(0, Rng.from_seed(3))
    for name in PUBLIC:
        assert sample.data[name] == state.data[name], name
    assert sample.seats[0] == state.seats[0]
    assert [sorted(p) for p in sample.piles] == [sorted(p) for p in state.piles]
    assert sample.check_invariants() == []
    everyone = [t for s in sample.seats for t in s["targets"]]
    assert len(everyone) == len(set(everyone)) == 2 * state.players
    assert sample.legal_actions() == state.legal_actions()


def test_a_sample_re_deals_what_the_seat_cannot_see():
    state = _mid_game()
    samples = [state.sample_for(0, Rng.from_seed(k)) for k in range(6)]
    assert any(s.seats[1]["targets"] != state.seats[1]["targets"] for s in samples)
    assert any(s.piles != state.piles for s in samples)
    assert state.to_dict() == _mid_game().to_dict(), "sampling leaves the state alone"


def test_hidden_information_of_other_seats_does_not_change_the_sample():
    state = _mid_game()
    swapped = _hidden_swapped(state, 2)
    assert swapped.to_dict() != state.to_dict()
    for k in range(4):
        assert (
            state.sample_for(0, Rng.from_seed(k)).to_dict()
            == swapped.sample_for(0, Rng.from_seed(k)).to_dict()
        )


def test_a_revealed_target_stays_in_the_sample():
    state, _ = play_random(2, 5)
    sample = state.sample_for(1, Rng.from_seed(2))
    chosen = state.seats[0]["target"]
    assert chosen in sample.seats[0]["targets"] and sample.seats[0]["target"] == chosen
    assert sample.scores() == state.scores()
