"""babelworks.core."""
