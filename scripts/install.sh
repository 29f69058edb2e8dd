#!/usr/bin/env bash
# `make install` and `make uninstall`.
#
#   scripts/install.sh install PREFIX [DESTDIR]
#   scripts/install.sh uninstall PREFIX [DESTDIR]
#
# install copies the tree scripts/stage.sh lays out (the same files as the .deb) into
# DESTDIR/PREFIX and writes PREFIX/share/motion-playground/install-manifest: every file it wrote,
# then every directory it had to create. uninstall removes exactly those files, then those
# directories where they are empty, so it never takes a directory that was there before
# (PREFIX/bin, share/man/man1) or something another program put beside ours.
set -euo pipefail
cd "$(dirname "$0")/.."
usage="usage: scripts/install.sh install|uninstall PREFIX [DESTDIR]"
action=${1:?$usage}
prefix=${2:?$usage}
destdir=${3:-}
case $prefix in /*) ;; *) echo "error: PREFIX must be an absolute path, not '$prefix'" >&2; exit 2 ;; esac
prefix=${prefix%/}
root=$destdir$prefix
manifest_rel=share/motion-playground/install-manifest
manifest=$root/$manifest_rel

case $action in
install)
  stage=.build/stage/install
  scripts/stage.sh "$prefix" "$stage"
  if [ -e "$manifest" ]; then
    echo "note: replacing the installation listed in $manifest"
  fi
  files=()
  created=()
  while IFS= read -r rel; do
    dir=$root/$rel
    if [ ! -d "$dir" ]; then
      mkdir -p "$dir"
      created+=("$rel")
    fi
  done < <(cd "$stage" && find . -mindepth 1 -type d | sed 's|^\./||' | sort)
  # manifest_rel's own directory is in the tree, so it exists by now.
  while IFS= read -r rel; do
    mode=0644
    [ ! -x "$stage/$rel" ] || mode=0755
    install -m "$mode" "$stage/$rel" "$root/$rel"
    files+=("$rel")
  done < <(cd "$stage" && find . -type f | sed 's|^\./||' | sort)
  # Directories this or an earlier install created stay listed, so uninstall can remove them.
  if [ -e "$manifest" ]; then
    while IFS= read -r line; do
      [[ $line == "dir "* ]] && created+=("${line#dir }")
    done <"$manifest"
  fi
  {
    echo "# motion-playground install manifest: PREFIX=$prefix; 'make uninstall PREFIX=$prefix' removes these"
    for f in "${files[@]}"; do echo "file $f"; done
    echo "file $manifest_rel"
    printf '%s\n' "${created[@]}" | sort -u | sed '/^$/d; s/^/dir /'
  } >"$manifest.tmp"
  mv "$manifest.tmp" "$manifest"
  echo "installed ${#files[@]} files under $root (list: $manifest)"
  [[ :$PATH: == *":$prefix/bin:"* ]] || echo "note: $prefix/bin is not on PATH"
  ;;
uninstall)
  if [ ! -f "$manifest" ]; then
    echo "error: nothing to uninstall: $manifest is missing (was it installed with this PREFIX?)" >&2
    exit 2
  fi
  dirs=()
  removed=0
  while IFS= read -r line; do
    case $line in
    "file "*)
      rel=${line#file }
      if [ -e "$root/$rel" ] || [ -L "$root/$rel" ]; then rm -f "$root/$rel" && removed=$((removed + 1)); fi
      ;;
    "dir "*) dirs+=("${line#dir }") ;;
    esac
  done <"$manifest"
  # Deepest first, so a directory's created subdirectories are gone before it is tried.
  if [ ${#dirs[@]} -gt 0 ]; then
    while IFS= read -r rel; do
      rmdir "$root/$rel" 2>/dev/null || true
    done < <(printf '%s\n' "${dirs[@]}" | awk '{ print gsub("/", "/"), $0 }' | sort -rn | cut -d' ' -f2-)
  fi
  echo "removed $removed files from $root"
  ;;
*)
  echo "error: $usage" >&2
  exit 2
  ;;
esac
