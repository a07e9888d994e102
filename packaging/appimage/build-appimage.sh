#!/usr/bin/env bash
# Wrap the one-folder build in an AppImage (documented recipe; CI does not run it).
#
#   packaging/build.sh                      # first: dist/babelworks/
#   packaging/appimage/build-appimage.sh    # then: dist/babelworks-VERSION-x86_64.AppImage
#
# Needs appimagetool (https://github.com/AppImage/appimagetool/releases) on PATH.
# Build on the oldest distribution you want to support: the bundle carries the build
# machine's libraries but uses the user's glibc, so a newer build glibc locks out
# older systems.
set -euo pipefail
cd "$(dirname "$0")/../.."
app=dist/babelworks
[ -x "$app/babelworks" ] || { echo "Run packaging/build.sh first." >&2; exit 1; }
command -v appimagetool >/dev/null || { echo "appimagetool is not on PATH." >&2; exit 1; }

id=org.babelworks.Babelworks
version=$(python3 -c 'import babelworks; print(babelworks.__version__)')
appdir=build/babelworks.AppDir
rm -rf "$appdir"
mkdir -p "$appdir/usr/lib" "$appdir/usr/bin"
cp -a "$app" "$appdir/usr/lib/babelworks"
rm "$appdir/usr/lib/babelworks/install-desktop.sh"  # the AppImage integrates itself
mv "$appdir/usr/lib/babelworks/share" "$appdir/usr/share"
ln -s ../lib/babelworks/babelworks "$appdir/usr/bin/babelworks"
install -m 755 packaging/appimage/AppRun "$appdir/AppRun"
# appimagetool wants the desktop file and the icon at the AppDir's root too.
cp "$appdir/usr/share/applications/$id.desktop" "$appdir/"
cp "$appdir/usr/share/icons/hicolor/256x256/apps/$id.png" "$appdir/$id.png"
ln -s "$id.png" "$appdir/.DirIcon"
ARCH=x86_64 appimagetool "$appdir" "dist/babelworks-$version-x86_64.AppImage"
