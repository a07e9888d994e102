"""babelworks.export."""
