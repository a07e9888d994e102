"""The supply and the three ads, as one thin list model over the session."""

from __future__ import annotations

from babelworks.games.rolling_heights.content import CUBES, MEEPLES, content
from babelworks.games.rolling_heights.describe import MEEPLE_NAMES
from babelworks.ui.panels import wrapping_list
from babelworks.ui.rolling_heights.choices import SessionList


class SupplyModel(SessionList):
    """Cubes per colour (misc once it has entered), Wild Tokens, meeples, the ads in words."""

    def build(self, match) -> list[tuple[str, object]]:
        """One row per supply pile, then one per ad."""
        state = match.state
        cubes = ", ".join(f"{cube} {state.supply[cube]}" for cube in CUBES)
        misc = (
            f"miscellaneous {state.supply['misc']}"
            if state.misc_in
            else f"{state.misc_aside} misc cubes wait until a colour runs out"
        )
        rows: list[tuple[str, object]] = [
            (f"Cubes: {cubes}; {misc}", None),
            (f"Wild Tokens: {state.wild_supply}", None),
            ("Meeples: " + ", ".join(f"{MEEPLE_NAMES[c]} {state.meeple_supply[c]}" for c in MEEPLES), None),
        ]
        for ad in state.ads:
            entry = content().ads[ad]
            rows.append((f"Ad: {entry.get('name', ad)}: {entry.get('text', '')}", ad))
        return rows


def supply_view(context):
    """The supply and ads list."""
    view = wrapping_list()
    view.setObjectName("rhSupplyView")
    view.setModel(SupplyModel(context))
    return view
