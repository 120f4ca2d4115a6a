#!/usr/bin/env bash
# Renders the web app icons from the brand mark (shell/public/favicon.svg, which a shell unit test keeps
# equal to brandMarkSvg() in libs/site-settings). Needs rsvg-convert (Debian: apt-get install librsvg2-bin).
# Run after changing the mark and commit the PNGs: builds only copy them.
set -euo pipefail
cd "$(dirname "$0")/.."
src=shell/public/favicon.svg
out=shell/public/icons
mkdir -p "$out"
inner=$(sed -e '1d' -e '$d' "$src")
background='#7a3306'

# "any" icons: the round mark on a transparent background.
# The favicon the pages link is a PNG: Chrome renders an SVG favicon in the page's own renderer (a page of
# its own, ~60 ms of main thread on a slow phone right after load); favicon.svg stays for the mark's tests.
rsvg-convert -w 48 -h 48 "$src" -o "$out/favicon-48.png"
rsvg-convert -w 192 -h 192 "$src" -o "$out/icon-192.png"
rsvg-convert -w 512 -h 512 "$src" -o "$out/icon-512.png"

# Maskable and Apple icons: full-bleed background, the mark inside the central 80 % safe zone.
padded() {
  printf '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="%s"/><g transform="translate(4 4)">%s</g></svg>' "$background" "$inner"
}
padded | rsvg-convert -w 512 -h 512 -o "$out/icon-maskable-512.png"
padded | rsvg-convert -w 180 -h 180 -o "$out/apple-touch-icon.png"
echo "icons written to $out"
