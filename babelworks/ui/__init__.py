"""babelworks.ui."""
