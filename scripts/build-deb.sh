#!/usr/bin/env bash
# `make deb`: .build/deb/motion-playground_VERSION_ARCH.deb from the tree scripts/stage.sh lays
# out for /usr, with dpkg-deb alone (no debhelper, no network). Prints the .deb's path last.
#
# Depends comes from dpkg-shlibdeps, which maps each library the binary NEEDs to the Debian
# package that ships it (libsdl2-2.0-0, not libsdl2-dev), plus what the program runs or reads
# rather than links: fc-match (fontconfig) and a face with Chinese (fonts-wqy-microhei).
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in dpkg-deb dpkg-shlibdeps; do
  command -v "$tool" >/dev/null || { echo "error: $tool is missing: apt-get install dpkg-dev" >&2; exit 3; }
done
version=$(sed -E -n '1s/^[^(]*\(([^)]*)\).*/\1/p' packaging/changelog)
arch=$(dpkg --print-architecture)
work=.build/deb
root=$work/root
rm -rf "$root"
scripts/stage.sh /usr "$root/usr"
mkdir -p "$root/DEBIAN"

# dpkg-shlibdeps wants a debian/control naming the package; a throwaway one in the work dir.
mkdir -p "$work/shlibs/debian"
printf 'Source: motion-playground\n\nPackage: motion-playground\nArchitecture: any\n' >"$work/shlibs/debian/control"
binary=$(realpath "$root/usr/bin/playground")
shlibs=$(cd "$work/shlibs" && dpkg-shlibdeps -O "$binary" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$shlibs" ] || { echo "error: dpkg-shlibdeps found no libraries for $binary" >&2; exit 1; }
depends="$shlibs, fontconfig, fonts-wqy-microhei"

size=$(du -k -s --apparent-size "$root/usr" | cut -f1)
sed -e "s|@VERSION@|$version|" -e "s|@ARCH@|$arch|" -e "s|@SIZE@|$size|" -e "s|@DEPENDS@|$depends|" \
  packaging/control.in >"$root/DEBIAN/control"
(cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum) >"$root/DEBIAN/md5sums"
chmod 0644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"

deb=$work/motion-playground_${version}_${arch}.deb
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
echo "$deb"
