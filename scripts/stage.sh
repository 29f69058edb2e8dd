#!/usr/bin/env bash
# Lays out every file an installed Motion Playground consists of, for one PREFIX, in OUTDIR
# (OUTDIR stands for PREFIX: OUTDIR/bin/playground is PREFIX/bin/playground). `make install`
# copies this tree and `make deb` packs it, so the two install the same files.
#
#   scripts/stage.sh PREFIX OUTDIR
#
# The binary is the release build with the Swift runtime and Foundation linked in
# (--static-swift-stdlib), built in a scratch directory of its own, .build/static: `swift test`
# holds .build's lock while its tests run, and the package test calls this script from there.
# Everything else is made by that binary: manual pages (ArgumentParser's generate-manual tool
# reads `--experimental-dump-help`), completions, and the icon (a headless frame of the salon).
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=${1:?usage: scripts/stage.sh PREFIX OUTDIR}
out=${2:?usage: scripts/stage.sh PREFIX OUTDIR}
case $prefix in /*) ;; *) echo "error: PREFIX must be an absolute path, not '$prefix'" >&2; exit 2 ;; esac
swift=${SWIFT:-swift}
scratch=.build/static

quiet() { # runs a command, showing its output only when it fails
  local log
  if ! log=$("$@" 2>&1); then echo "$log" >&2; echo "error: failed: $*" >&2; exit 1; fi
}
echo "building the static release binary in $scratch (about a minute the first time)"
quiet "$swift" build -c release --static-swift-stdlib --scratch-path "$scratch"
bin=$scratch/release/playground
# Building the plugin's tool is all `--help` does; the package itself is not rebuilt.
quiet "$swift" package --scratch-path "$scratch" plugin generate-manual --help
tool=$(find "$scratch" -path '*/debug/generate-manual-tool' -type f -perm -u+x | head -n 1)
[ -n "$tool" ] || { echo "error: ArgumentParser's generate-manual tool was not built" >&2; exit 1; }

# The package version is the changelog's; its upstream part must be what the binary reports.
changelog_head=$(head -n 1 packaging/changelog)
version=$(sed -E 's/^[^(]*\(([^)]*)\).*/\1/' <<<"$changelog_head")
upstream=${version%-*}
reported=$("$bin" --version)
if [ "$reported" != "$upstream" ]; then
  echo "error: packaging/changelog is at $version but playground --version says $reported; add a changelog entry" >&2
  exit 1
fi
# Dates in the pages come from the changelog, so two builds of one version are the same bytes.
release_date=$(date -u -d "$(sed -n 's/^ -- .*>  //p' packaging/changelog | head -n 1)" +%F)

rm -rf "$out"
mkdir -p "$out"/{bin,share/motion-playground/scenes,share/applications,share/man/man1,share/doc/motion-playground}
mkdir -p "$out"/share/{bash-completion/completions,zsh/vendor-completions,fish/vendor_completions.d}
mkdir -p "$out"/share/icons/hicolor/512x512/apps

install -m 0755 "$bin" "$out/bin/playground"
strip --strip-unneeded "$out/bin/playground"
# The binary finds these as ../share/motion-playground/scenes beside itself (SceneLibrary).
install -m 0644 Assets/scenes/*.json "$out/share/motion-playground/scenes/"

sed "s|@BINDIR@|$prefix/bin|g" packaging/motion-playground.desktop.in >"$out/share/applications/motion-playground.desktop"

# One page per command, named as `man playground-replay` looks it up (the tool writes
# playground.replay.1 and cross-references in that spelling). ArgumentParser's own `help`
# subcommand gets no page.
pages=$(mktemp -d)
trap 'rm -rf "$pages"' EXIT
quiet "$tool" "$out/bin/playground" --multi-page --date "$release_date" \
  --authors "Motion Playground maintainers" --output-directory "$pages"
for page in "$pages"/*.1; do
  name=$(basename "$page" .1)
  [ "$name" != playground.help ] || continue
  dashed=${name//./-}
  spaced=${name//./ }
  # whatis (and lintian) read NAME as the page's name: there it is playground-replay, as git's
  # pages say git-commit; every other .Nm shows the command as typed, "playground replay".
  sed -E -e '/^\.Xr playground\.help 1/d' \
    -e '/^\.Xr playground/{s/\./-/g; s/^-Xr/.Xr/}' \
    -e "s/^\\.Dt [^ ]+/.Dt $(tr '[:lower:]' '[:upper:]' <<<"$dashed")/" \
    -e "s/^\\.Nm\$/.Nm \"$spaced\"/" \
    -e "0,/^\\.Nm /s/^\\.Nm .*/.Nm $dashed/" "$page" |
    gzip -9n >"$out/share/man/man1/$dashed.1.gz"
done

# Completion files are sourced, not run, so bash's gets no #! line (Debian policy, lintian).
"$out/bin/playground" --generate-completion-script bash | sed '1{/^#!/d}' >"$out/share/bash-completion/completions/playground"
"$out/bin/playground" --generate-completion-script zsh >"$out/share/zsh/vendor-completions/_playground"
"$out/bin/playground" --generate-completion-script fish >"$out/share/fish/vendor_completions.d/playground.fish"

# The icon: the salon at rest, drawn headless by the program itself in a window whose demo area
# is 512 wide beside the 240-point panel, cut to the 512x512 square around the centred card.
replay=$pages/icon.jsonl
{
  printf '{"type":"header","format":"motion-playground-replay","version":1,"app_version":"%s",' "$upstream"
  printf '"demo":"salon","viewport":{"width":752,"height":600},"pixel_scale":1,"seed":1,"settings":{}}\n'
  for i in $(seq 0 30); do printf '{"type":"frame","index":%d,"time_us":%d,"inputs":[]}\n' "$i" $((i * 16667)); done
} >"$replay"
quiet "$out/bin/playground" replay "$replay" --headless --screenshot "30=$pages/frame.png"
python3 scripts/crop-png.py "$pages/frame.png" "$out/share/icons/hicolor/512x512/apps/motion-playground.png" 240 60 512 512

install -m 0644 packaging/copyright "$out/share/doc/motion-playground/copyright"
gzip -9n <packaging/changelog >"$out/share/doc/motion-playground/changelog.Debian.gz"
mkdir -p "$out/share/lintian/overrides"
install -m 0644 packaging/lintian-overrides "$out/share/lintian/overrides/motion-playground"
find "$out" -type d -exec chmod 0755 {} +
find "$out" -type f ! -path "$out/bin/*" -exec chmod 0644 {} +
echo "staged motion-playground $version for $prefix in $out"
