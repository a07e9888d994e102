"""babelworks.scene."""
