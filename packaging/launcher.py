"""Entry script of the frozen app: the same ``babelworks`` command as the installed one.

PyInstaller needs a script, not a ``module:function`` entry point, so this file stands
in for the console script that ``pyproject.toml`` declares.
"""

import multiprocessing

from babelworks.cli import main

if __name__ == "__main__":
    # A frozen child process started with "spawn" re-runs this script; freeze_support()
    # turns it into the worker instead of a second app window.
    multiprocessing.freeze_support()
    raise SystemExit(main())
