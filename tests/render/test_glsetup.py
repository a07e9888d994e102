"""configure_gl: the surface format and shared contexts, set before the QApplication."""

import subprocess
import sys
from pathlib import Path

from PySide6 import QtGui

from babelworks.render import glsetup


def test_suite_configured_gl_before_the_application(qapp):
    assert glsetup.is_configured()
    assert QtGui.QSurfaceFormat.defaultFormat().depthBufferSize() == glsetup.DEPTH_BITS


def test_configuring_again_is_harmless(qapp):
    glsetup.configure_gl()
    assert glsetup.is_configured()


def test_too_late_configuration_is_refused_not_ignored():
    code = (
        "from PySide6 import QtWidgets\n"
        "app = QtWidgets.QApplication([])\n"
        "from babelworks.render.glsetup import configure_gl\n"
        "try:\n    configure_gl()\nexcept RuntimeError as e:\n    print('refused:', e)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env={"QT_QPA_PLATFORM": "offscreen", "PATH": ""},
        timeout=60,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert "refused: configure_gl() must be called before" in done.stdout, done.stderr


def test_multisampling_is_off_unless_asked(monkeypatch):
    monkeypatch.delenv(glsetup.SAMPLES_VARIABLE, raising=False)
    assert glsetup.desired_format().samples() in (-1, 0)
    monkeypatch.setenv(glsetup.SAMPLES_VARIABLE, "4")
    assert glsetup.desired_format().samples() == 4


def test_nonsense_sample_counts_fall_back_to_none(monkeypatch):
    for value in ("four", "-2", "64", ""):
        monkeypatch.setenv(glsetup.SAMPLES_VARIABLE, value)
        assert glsetup.multisamples() == glsetup.DEFAULT_SAMPLES
