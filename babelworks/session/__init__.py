"""babelworks.session."""
