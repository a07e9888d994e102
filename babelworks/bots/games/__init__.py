"""Each game's search players, one module per game named after its package (see :mod:`babelworks.bots.tuning`)."""
