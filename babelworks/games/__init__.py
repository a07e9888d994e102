"""The rules engines, one package per game (pure: no Qt, OpenGL or pybullet).

Each package exposes ``GAME``; :mod:`babelworks.registry` maps game ids to them.
"""
