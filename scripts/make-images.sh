#!/usr/bin/env bash
# Renders the public pages' illustrations (mfe-public/src/assets/*.svg, the sources) as WebP at 1x and 2x
# the width the pages show them at (the `width` of their <img>, below): an SVG <img> costs the browser a document of its own to draw (tens of milliseconds of
# main thread per image on a slow phone), a WebP only a decode off the main thread. Needs rsvg-convert and
# cwebp (Debian: apt-get install librsvg2-bin webp). Run after changing a drawing and commit the WebPs.
set -euo pipefail
cd "$(dirname "$0")/../mfe-public/src/assets"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for svg in *.svg; do
  name=${svg%.svg}
  case "$name" in
    event-*) width=320 ;;   # live events: slider and gallery
    trainer-*) width=120 ;; # home: trainers
    founder) width=160 ;;   # home: founder
    *) echo "no display width for $svg" >&2; exit 1 ;;
  esac
  for scale in 1 2; do
    suffix=$([ "$scale" = 1 ] && echo "" || echo "@${scale}x")
    rsvg-convert -w $((width * scale)) "$svg" -o "$tmp/$name.png"
    cwebp -quiet -q 82 -m 6 "$tmp/$name.png" -o "$name$suffix.webp"
  done
done
echo "WebP images written to $(pwd)"
