"""The Linux desktop files: valid to the freedesktop tools and consistent with each other."""

from __future__ import annotations

import configparser
import os
import subprocess
import xml.etree.ElementTree as ET

from babelworks import __version__
from tests.packaging.support import APP_ID, SAVE_MIME_TYPE, SHARE, require_tool

DESKTOP_FILE = SHARE / "applications" / f"{APP_ID}.desktop"
METAINFO = SHARE / "metainfo" / f"{APP_ID}.metainfo.xml"
MIME_XML = SHARE / "mime" / "packages" / f"{APP_ID}.xml"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive in desktop files
    parser.read(DESKTOP_FILE, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_file_passes_desktop_file_validate():
    tool = require_tool("desktop-file-validate", "desktop-file-utils")
    result = subprocess.run([tool, str(DESKTOP_FILE)], capture_output=True, text=True)
    # The tool exits 0 on hints and warnings too: any output at all is a finding.
    assert result.returncode == 0 and not (result.stdout + result.stderr).strip(), result.stdout


def test_desktop_file_declares_game_mime_type_and_window_class():
    entry = _desktop_entry()
    assert entry["Categories"].split(";")[:2] == ["Game", "BoardGame"]
    assert SAVE_MIME_TYPE in entry["MimeType"].split(";")
    assert entry["Exec"] == "babelworks %f"
    assert entry["StartupWMClass"]
    assert entry["Icon"] == APP_ID


def test_metainfo_passes_appstreamcli_validate():
    tool = require_tool("appstreamcli", "appstream")
    result = subprocess.run([tool, "validate", "--no-net", str(METAINFO)], capture_output=True, text=True)
    findings = [line for line in result.stdout.splitlines() if line[:2] in ("E:", "W:")]
    assert result.returncode == 0 and not findings, result.stdout


def test_metainfo_names_the_desktop_file_the_save_type_and_this_release():
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP_FILE.name
    assert root.findtext("provides/mediatype") == SAVE_MIME_TYPE
    assert root.find("content_rating").get("type") == "oars-1.1"
    newest = root.find("releases/release")
    assert newest.get("version") == __version__, "add a <release> for the new version"


def test_mime_database_maps_babelworks_files_to_the_save_type(tmp_path):
    tool = require_tool("update-mime-database", "shared-mime-info")
    mime = tmp_path / "mime"
    (mime / "packages").mkdir(parents=True)
    (mime / "packages" / MIME_XML.name).write_bytes(MIME_XML.read_bytes())
    # A database outside XDG_DATA_HOME earns a note on stderr; point it here.
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path)}
    result = subprocess.run([tool, str(mime)], capture_output=True, text=True, env=env)
    assert result.returncode == 0 and not result.stderr.strip(), result.stderr
    globs = (mime / "globs2").read_text(encoding="utf-8").splitlines()
    assert f"60:{SAVE_MIME_TYPE}:*.babelworks" in globs


def test_mime_xml_declares_the_type_the_desktop_file_opens():
    declared = [t.get("type") for t in ET.parse(MIME_XML).getroot().iter(f"{MIME_NS}mime-type")]
    assert declared == [SAVE_MIME_TYPE]


def test_install_desktop_script_installs_menu_entry_icons_and_save_type(tmp_path):
    fake_app = tmp_path / "app" / "babelworks"
    fake_app.parent.mkdir()
    fake_app.write_text("#!/bin/sh\n")
    fake_app.chmod(0o755)
    script = SHARE.parent / "install-desktop.sh"
    prefix = tmp_path / "prefix"
    result = subprocess.run(
        [str(script), "--prefix", str(prefix), "--exec", str(fake_app)],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr
    share = prefix / "share"
    for installed in (DESKTOP_FILE, METAINFO, MIME_XML):
        assert (share / installed.relative_to(SHARE)).is_file()
    assert (prefix / "bin" / "babelworks").resolve() == fake_app.resolve()
    assert SAVE_MIME_TYPE in (share / "mime" / "globs2").read_text(encoding="utf-8")
    # Every icon size, and no icon cache of its own in a user's folder.
    icons = share / "icons" / "hicolor"
    assert {p.parent.parent.name for p in icons.glob("*/apps/*.png")} >= {"16x16", "48x48", "256x256"}
    assert not (icons / "icon-theme.cache").exists()
