#!/usr/bin/env bash
# Put babelworks into the desktop's menu and make double-clicking a .babelworks save
# open it: the .desktop file, AppStream metainfo, icons and the save-file MIME type.
#
#   install-desktop.sh [--prefix DIR] [--exec PATH]
#
# --prefix  where share/ goes (default: ${XDG_DATA_HOME:-~/.local/share}/..; use
#           /usr/local for every user, as root)
# --exec    the babelworks executable to link as PREFIX/bin/babelworks (default: the
#           one beside this script in an unpacked build; none when run from a
#           checkout, where `pip install .` provides the command)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
data_home=${XDG_DATA_HOME:-$HOME/.local/share}
prefix=$(dirname "$data_home")
exec_path=""
[ -x "$here/babelworks" ] && exec_path="$here/babelworks"
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) prefix=$2; shift 2 ;;
    --exec) exec_path=$2; shift 2 ;;
    *) echo "usage: install-desktop.sh [--prefix DIR] [--exec PATH]" >&2; exit 2 ;;
  esac
done

share="$prefix/share"
mkdir -p "$share"
cp -r "$here/share/." "$share/"
if [ -n "$exec_path" ]; then
  mkdir -p "$prefix/bin"
  ln -sf "$(cd "$(dirname "$exec_path")" && pwd)/$(basename "$exec_path")" "$prefix/bin/babelworks"
fi

# Refresh the caches the desktop reads; each tool is optional on a given distro.
command -v update-mime-database >/dev/null && update-mime-database "$share/mime"
command -v update-desktop-database >/dev/null && update-desktop-database -q "$share/applications"
# The icon cache only where one already exists (a system prefix): creating one in a user's
# folder would freeze that theme's icons until the next refresh (desktops watch the folder).
if [ -f "$share/icons/hicolor/index.theme" ] || [ -f "$share/icons/hicolor/icon-theme.cache" ]; then
  command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$share/icons/hicolor" || true
fi

case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "Note: $prefix/bin is not on PATH; the menu entry needs 'babelworks' there." ;;
esac
echo "Installed babelworks' desktop files under $share."
