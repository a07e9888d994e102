"""Allow ``python -m babelworks``."""

from babelworks.cli import main

raise SystemExit(main())
