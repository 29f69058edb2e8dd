#!/usr/bin/env bash
# Installs the Debian packages Motion Playground needs, only when some are missing.
# Used by `make run`, `make test` and CI, so a fresh machine needs nothing else.
#
#   scripts/install-deps.sh [all|build|rest]
#
# `build` installs what compiling needs (SDL's headers, pkg-config), `rest` the others (the
# tests' display, browser, compilers, encoder, packaging tools): `make test` compiles while the
# rest downloads. Default: all.
set -euo pipefail
which=${1:-all}
case $which in all|build|rest) ;; *) echo "usage: scripts/install-deps.sh [all|build|rest]" >&2; exit 2 ;; esac

build_packages=(
  libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev   # SDL2 + text + PNG
  pkg-config                                      # not pulled in by libsdl2-dev; SwiftPM needs it
)
rest_packages=(
  dpkg-dev desktop-file-utils man-db lintian      # make deb (dpkg-deb, dpkg-shlibdeps) and its test (desktop-file-validate, man -l, lintian)
  fontconfig fonts-wqy-microhei                   # fc-match + one face with Latin and Chinese
  xvfb xauth xdotool                              # the end-to-end test's virtual display and input
  ffmpeg                                          # playground export-video encodes with it (ffprobe for its tests)
  kotlin                                          # kotlinc compiles the Android exports in the injection tests
  openjdk-17-jdk-headless                         # javac: the Java interface the Android snap helper's checks run on
  chromium                                        # headless, it scrolls the CSS exports (Tests/EndToEndTests/Export/CSSInChromiumTests)
)

case $which in
  all) packages=("${build_packages[@]}" "${rest_packages[@]}") ;;
  build) packages=("${build_packages[@]}") ;;
  rest) packages=("${rest_packages[@]}") ;;
esac
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "installing: ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null; then sudo="sudo"; else
    echo "error: missing packages and not root; run: apt-get install ${missing[*]}" >&2; exit 3
  fi
fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
