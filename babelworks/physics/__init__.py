"""babelworks.physics."""
