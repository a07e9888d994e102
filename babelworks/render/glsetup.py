"""OpenGL set-up that has to happen before the QApplication exists.

Qt fixes the surface format of every GL widget and the context sharing policy
when the application object is created; set later, they are silently ignored
(a second GLViewWidget then draws nothing, see FINDINGS "Headless Qt + OpenGL").
"""

from __future__ import annotations

import os

from PySide6 import QtCore, QtGui

DEPTH_BITS = 24
STENCIL_BITS = 8
# Multisampling is off by default: on Mesa llvmpipe (software GL, what CI and
# GPU-less machines run) 4x MSAA cut 1,500 instanced cubes at 1280x800 from
# 36 to 9 fps (python -m bench). A GPU pays almost nothing for it:
# set BABELWORKS_GL_SAMPLES=4 to smooth the edges there.
SAMPLES_VARIABLE = "BABELWORKS_GL_SAMPLES"
DEFAULT_SAMPLES = 0

_SHARE_CONTEXTS = QtCore.Qt.ApplicationAttribute.AA_ShareOpenGLContexts


def desired_format() -> QtGui.QSurfaceFormat:
    """Return the surface format every babelworks GL widget uses.

    The version is left at Qt's default so desktop drivers hand out their newest
    compatibility-profile context (Mesa: 4.5); asking for "3.3 compatibility"
    makes Mesa return a core profile, where pyqtgraph's own shaders don't compile.

    Returns:
        A QSurfaceFormat with depth and stencil buffers (and multisampling if asked).
    """
    fmt = QtGui.QSurfaceFormat()
    fmt.setDepthBufferSize(DEPTH_BITS)
    fmt.setStencilBufferSize(STENCIL_BITS)
    fmt.setSamples(multisamples())
    return fmt


def multisamples() -> int:
    """Samples per pixel: ``BABELWORKS_GL_SAMPLES`` when it is a whole number 0-16, else 0."""
    value = os.environ.get(SAMPLES_VARIABLE, "")
    if value.isdigit() and int(value) <= 16:
        return int(value)
    return DEFAULT_SAMPLES


def is_configured() -> bool:
    """Return True when `configure_gl` has taken effect in this process."""
    return QtCore.QCoreApplication.testAttribute(_SHARE_CONTEXTS)


def configure_gl() -> None:
    """Set the default surface format and shared GL contexts.

    Call once, before the QApplication is created. Calling again is harmless.

    Raises:
        RuntimeError: when a QApplication already exists and GL was not
            configured before it; the settings could no longer take effect.
    """
    if QtCore.QCoreApplication.instance() is not None:
        if is_configured():
            return
        raise RuntimeError(
            "configure_gl() must be called before the QApplication is created"  # not shown: a developer's mistake
        )
    QtGui.QSurfaceFormat.setDefaultFormat(desired_format())
    QtCore.QCoreApplication.setAttribute(_SHARE_CONTEXTS, True)
