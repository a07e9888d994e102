#!/usr/bin/env bash
# Build babelworks as a one-folder desktop app with PyInstaller.
#
#   packaging/build.sh [--dist DIR] [--work DIR]
#
# Result: DIR/babelworks/ (default dist/babelworks/) holding the executable
# `babelworks`, its libraries under _internal/, the Linux desktop files under share/
# and install-desktop.sh, which puts those into the user's menu. Needs PyInstaller
# (pip install pyinstaller) in the Python that has babelworks' dependencies:
# PYTHON, else .venv/bin/python, else python3.
set -euo pipefail
cd "$(dirname "$0")/.."

dist=dist
work=build/pyinstaller
while [ $# -gt 0 ]; do
  case "$1" in
    --dist) dist=$2; shift 2 ;;
    --work) work=$2; shift 2 ;;
    *) echo "usage: packaging/build.sh [--dist DIR] [--work DIR]" >&2; exit 2 ;;
  esac
done

# The project's virtual environment (packaging/bootstrap.sh makes one) when there is
# one, else python3; PYTHON overrides both.
python=python3
[ -x .venv/bin/python ] && python=.venv/bin/python
python=${PYTHON:-$python}
"$python" -c 'import PyInstaller' 2>/dev/null || {
  echo "PyInstaller is missing: $python -m pip install pyinstaller" >&2
  exit 1
}

"$python" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath "$dist" --workpath "$work" packaging/babelworks.spec

# Desktop integration travels beside the executable, so an unpacked build can
# install its own menu entry, icon and save-file type.
app="$dist/babelworks"
cp -r packaging/linux/share "$app/share"
cp packaging/linux/install-desktop.sh "$app/install-desktop.sh"

# The licences of babelworks and of everything the bundle redistributes, read from the
# installed distributions' metadata (Help > About shows them from this folder).
"$python" -m babelworks.licences "$app/licences" LICENSE

# Debug information is most of some libraries (pybullet's: 126 of 134 MB) and is never
# loaded: strip it from every shared library that carries it.
if command -v strip >/dev/null; then
  find "$app/_internal" -type f -name '*.so*' -print0 | while IFS= read -r -d '' lib; do
    # (read whole, not piped into grep -q: under pipefail readelf's SIGPIPE would fail the test)
    sections=$(readelf -S "$lib" 2>/dev/null || true)
    if [[ $sections == *.debug_info* ]]; then strip --strip-unneeded "$lib"; fi
  done
else
  echo "No strip here (binutils): the bundle keeps its debug information." >&2
fi

# awk reads every line (no head): under pipefail an early-closed pipe would fail the build.
echo "Size by part (largest first):"
du -sk "$app/_internal"/* "$app"/babelworks "$app"/licences "$app"/share 2>/dev/null | sort -rn |
  awk 'NR <= 12 { printf "  %7.1f MB  %s\n", $1 / 1024, $2 }'
echo "Built $app ($(du -sh "$app" | cut -f1)). Try: $app/babelworks --self-test"
