"""babelworks.bots."""
