"""The card file: counts, and clear errors for broken files."""

import json

import pytest

from babelworks.core.errors import ContentError
from babelworks.games.skyscrapers.content import CARDS_FILE, load_content


def test_the_box_holds_36_blocks_3_foundations_8_supports_and_52_connectors():
    content = load_content()
    kinds = [card.kind for card in content.cards.values()]
    assert (kinds.count("block"), kinds.count("foundation"), kinds.count("support")) == (36, 3, 8)
    assert content.connectors == 52


def test_every_block_has_girders_to_link_with():
    for card in load_content().cards.values():
        assert sum(card.girders) >= 3, card.id


def _broken(tmp_path, change):
    data = json.loads(CARDS_FILE.read_text())
    change(data)
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(data))
    return path


@pytest.mark.parametrize(
    "change,words",
    [
        (lambda d: d["blocks"].pop(), "35 block cards"),
        (lambda d: d["blocks"][4].update(girders=[1, 1]), "B05 needs 6 girder flags"),
        (lambda d: d["blocks"][1].update(id="B01"), "not unique"),
        (
            lambda d: d["blocks"][0].update(worker={"view": "side", "up": "sideways"}),
            "B01 has an unknown worker",
        ),
        (lambda d: d["supports"][0].update(stands="lying"), "S-red-V must stand"),
        (lambda d: d.update(connectors=50), "50 connectors"),
        (lambda d: d.pop("card"), "malformed"),
    ],
)
def test_a_broken_card_file_names_the_entry_and_the_problem(tmp_path, change, words):
    with pytest.raises(ContentError, match=words) as error:
        load_content.__wrapped__(_broken(tmp_path, change))
    assert "cards.json" in str(error.value)


def test_an_unreadable_file_is_a_content_error(tmp_path):
    path = tmp_path / "cards.json"
    path.write_text("{not json")
    with pytest.raises(ContentError, match="not valid JSON"):
        load_content.__wrapped__(path)
