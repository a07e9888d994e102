"""The Rolling Heights table's 3D gestures, installed together in the order their event
filters must see the view's events: drops on the map (:mod:`.map_drop`), clicks on meeples
(:mod:`.meeple_menu`) and on lit places (:mod:`.place_clicks`), then picking pieces up
(:mod:`.pickup`). Moves that bring choices (paying) are played with them
(:mod:`.follow_through`)."""

from __future__ import annotations

from typing import NamedTuple

from babelworks.cards import CardPainter
from babelworks.ui.rolling_heights.follow_through import FollowThrough
from babelworks.ui.rolling_heights.map_drop import MapDropTarget
from babelworks.ui.rolling_heights.meeple_menu import MeepleClicks
from babelworks.ui.rolling_heights.pickup import TablePickup
from babelworks.ui.rolling_heights.place_clicks import PlaceClicks
from babelworks.ui.table_api import TableContext


class TableGestures(NamedTuple):
    """The gesture handlers of one installed table."""

    drops: MapDropTarget
    meeples: MeepleClicks
    places: PlaceClicks
    pickup: TablePickup
    follow: FollowThrough


def table_gestures(context: TableContext, faces: CardPainter) -> TableGestures:
    """Install the table's gestures on ``context``'s view (taken away at its release)."""
    follow = FollowThrough(context)
    drops = MapDropTarget(context, follow)
    meeples = MeepleClicks(context)
    places = PlaceClicks(context, follow)
    return TableGestures(drops, meeples, places, TablePickup(context, faces), follow)
