#!/usr/bin/env bash
# Set up everything babelworks needs on a Debian/Ubuntu machine, then run it or test it.
#
#   bash packaging/bootstrap.sh run  [ARGS]    install what is missing, launch the app
#   bash packaging/bootstrap.sh test [ARGS]    install what is missing, run every test headless,
#                                              in parallel on every core
#   bash packaging/bootstrap.sh build [ARGS]   install what is missing, build the desktop app
#
# System packages are installed only when missing (needs root or sudo); Python packages
# go into ./.venv, reinstalled only when pyproject.toml changes.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-run}
shift || true

RUN_PACKAGES="libgl1-mesa-dri libegl1 libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4
  libxcb-keysyms1 libxcb-image0 libxcb-randr0 libxcb-render-util0 libxcb-shape0 libxcb-xkb1
  libfontconfig1 libdbus-1-3"
TEST_PACKAGES="xvfb xauth libxtst6 desktop-file-utils appstream binutils shared-mime-info"

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

install_missing() {
  command -v apt-get >/dev/null || { echo "No apt-get here: install the equivalents of: $*" >&2; return 0; }
  local missing=()
  for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing system packages: ${missing[*]}"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

find_python() {
  for candidate in "${PYTHON:-}" python3.11 python3; do
    [ -n "$candidate" ] && command -v "$candidate" >/dev/null || continue
    "$candidate" -c 'import sys; sys.exit(sys.version_info[:2] != (3, 11))' && { echo "$candidate"; return; }
  done
  echo "babelworks needs Python 3.11 (pybullet has wheels only up to 3.11)." >&2
  exit 1
}

make_venv() {
  local python; python=$(find_python)
  [ -x .venv/bin/python ] && return 0
  "$python" -m venv .venv 2>/dev/null || { install_missing python3.11-venv; rm -rf .venv; "$python" -m venv .venv; }
}

# Installs the project with the given extras ("" = only what running needs).
install_python_packages() {
  local extras=$1 target="." stamp=".venv/.installed-${1//,/-}"
  [ -n "$extras" ] && target=".[$extras]"
  if [ -f "$stamp" ] && [ "$stamp" -nt pyproject.toml ]; then return 0; fi
  .venv/bin/python -m pip install -q --disable-pip-version-check -e "$target"
  touch "$stamp"
}

case "$mode" in
  run)
    install_missing $RUN_PACKAGES
    make_venv
    install_python_packages ""   # a player needs neither the test tools nor PyInstaller
    exec .venv/bin/babelworks "$@"
    ;;
  test)
    install_missing $RUN_PACKAGES $TEST_PACKAGES
    # Node may come from elsewhere than Debian (its own npm): install it only when absent.
    command -v npm >/dev/null || install_missing nodejs npm
    # Khronos' glTF validator for the export tests (tests find it under .cache/npm).
    [ -d .cache/npm/node_modules/gltf-validator ] ||
      npm install --silent --no-audit --no-fund --prefix .cache/npm gltf-validator@2.0.0-dev.3.10
    make_venv
    # cluster: the test of simulate --cluster starts a local Ray instance.
    install_python_packages test,packaging,cluster
    # Tests start their own Xvfb (pytest-xvfb, one per worker); a skipped test fails the run.
    unset QT_QPA_PLATFORM
    export BABELWORKS_NO_SKIPS=1
    set +e
    # On every core (pytest-xdist): the count of tests, progress in percent, the 15 slowest.
    # loadscope: a test module at a time to whichever worker is free, so that a module's costly
    # fixture (the PyInstaller build, a local Ray instance, played games) is made once; in the
    # collection's order (no reorder), which puts the modules of slow tests first (tests/conftest.py).
    .venv/bin/python -m pytest -n auto --dist loadscope --no-loadscope-reorder --durations=15 "$@"
    code=$?
    set -e
    if [ $code -eq 5 ]; then echo "No tests were collected: that is a failure." >&2; exit 1; fi
    exit $code
    ;;
  build)
    # The desktop build: PyInstaller into .venv, binutils for stripping, then build.sh.
    install_missing $RUN_PACKAGES binutils
    make_venv
    install_python_packages packaging
    exec bash packaging/build.sh "$@"
    ;;
  *)
    echo "usage: bash packaging/bootstrap.sh run|test|build [ARGS]" >&2
    exit 2
    ;;
esac
