"""Skyscrapers table tests reuse the UI tests' isolated settings, places and dialog stand-ins."""

from tests.ui.conftest import dialogs, isolated_places, settings  # noqa: F401 (fixtures)
