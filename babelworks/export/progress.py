"""Progress reports and cancelling for long exports.

A progress callback takes ``(done, total)`` and returns True to go on or False
to cancel. Exporters build everything in memory and write files only at the
end, so a cancelled export leaves nothing on disk.
"""

from __future__ import annotations

from collections.abc import Callable

from babelworks.i18n import translate

Progress = Callable[[int, int], bool] | None


class ExportCancelled(Exception):
    """The person cancelled the export; nothing was written."""


def report(progress: Progress, done: int, total: int) -> None:
    """Tell the callback how far the export is, and stop if it says so.

    Args:
        progress: the callback, or None for an export nobody watches.
        done: steps finished so far.
        total: steps in the whole export.

    Raises:
        ExportCancelled: when the callback returns False.
    """
    if progress is not None and progress(done, total) is False:
        raise ExportCancelled(translate("Export", "Export cancelled; no file was written."))
