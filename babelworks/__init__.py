"""babelworks: three physical board games at one computer, with their physical parts simulated."""

__version__ = "0.1.0"
