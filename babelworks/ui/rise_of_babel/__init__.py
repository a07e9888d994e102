"""Rise of Babel at the table: the 3D table is the window.

``install(context)`` lays the table out through the table context
(:mod:`babelworks.ui.table_api`): the viewing seat's cards as a hand strip along
the view's bottom edge (click a banner to play a card, drag a card to trash it);
compact overlays for the prompt and choices, the counts, the turn buttons and
the discard-pile and trash drop spots; side-bar tabs for the market (card faces
to drag) and your board (your tiles as a list, your discard pile as card
faces, every board in words); and the 3D gestures (press one of your tiles, a supply tile a step asks
for or a market card to pick it up; drop tiles on the table). The returned
table's ``remove()`` takes them away again. Everything is played through
``context.session.dispatch``; nothing here holds a rule.
"""

from babelworks.ui.rise_of_babel.table import SIDE_PANEL_PX, TABLE_VIEW, RiseOfBabelTable, install

__all__ = ["SIDE_PANEL_PX", "TABLE_VIEW", "RiseOfBabelTable", "install"]
