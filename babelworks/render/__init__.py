"""babelworks.render."""
