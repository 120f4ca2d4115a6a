#!/usr/bin/env bash
# Builds, on a machine that reaches no container registry, the base images the Dockerfile and
# deploy/compose.yaml name, from Debian's packages and the npm registry, and tags them with the names
# a registry would serve:
#   debian:bookworm-slim    debootstrap (minbase) of Debian 12 into a folder, then `docker import`
#   node:20-bookworm-slim   that image plus Node 20 (the npm registry's `node-linux-<arch>` package:
#                           the official Node.js binary release, npm included)
# Where a registry is reachable this script is not needed: the same files pull these names.
# An image already present is kept (FORCE=1 rebuilds). Needs root, debootstrap and a Docker engine.
set -euo pipefail

NODE_VERSION="${NODE_VERSION:-20}"          # a major (newest 20.x) or an exact version
DEBIAN_MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
DEBIAN_IMAGE="${DEBIAN_IMAGE:-debian:bookworm-slim}"
NODE_IMAGE="${NODE_IMAGE:-node:20-bookworm-slim}"
FORCE="${FORCE:-0}"
LOCAL_CA_DIR="${LOCAL_CA_DIR-/usr/local/share/ca-certificates}"

have() { [ "$FORCE" != 1 ] && docker image inspect "$1" >/dev/null 2>&1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
started=$(date +%s)
say() { printf '[base-images %ss] %s\n' "$(( $(date +%s) - started ))" "$*"; }

if have "$DEBIAN_IMAGE"; then
  say "$DEBIAN_IMAGE present"
else
  command -v debootstrap >/dev/null || { echo "debootstrap is missing: apt-get install -y debootstrap" >&2; exit 1; }
  say "debootstrap bookworm (minbase) from $DEBIAN_MIRROR"
  rootfs="$work/rootfs"
  debootstrap --variant=minbase --include=ca-certificates bookworm "$rootfs" "$DEBIAN_MIRROR" >"$work/debootstrap.log" 2>&1 \
    || { tail -30 "$work/debootstrap.log" >&2; exit 1; }
  # What the official slim image trims: package lists, caches, docs, man pages, logs.
  cat >"$rootfs/etc/apt/sources.list" <<SOURCES
deb $DEBIAN_MIRROR bookworm main
deb $DEBIAN_MIRROR bookworm-updates main
deb http://deb.debian.org/debian-security bookworm-security main
SOURCES
  printf 'APT::Install-Recommends "false";\nAPT::Install-Suggests "false";\n' >"$rootfs/etc/apt/apt.conf.d/90slim"
  printf 'path-exclude /usr/share/doc/*\npath-include /usr/share/doc/*/copyright\npath-exclude /usr/share/man/*\npath-exclude /usr/share/info/*\npath-exclude /usr/share/locale/*\n' \
    >"$rootfs/etc/dpkg/dpkg.cfg.d/90slim"
  rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/*.bin "$rootfs"/var/cache/apt/archives/*.deb \
    "$rootfs"/usr/share/doc/* "$rootfs"/usr/share/man/* "$rootfs"/usr/share/info/* "$rootfs"/var/log/*.log \
    "$rootfs"/var/log/apt/* "$rootfs"/tmp/* "$rootfs"/root/.cache
  : >"$rootfs/etc/machine-id"
  # This machine's own trust roots (e.g. the CA of a TLS-inspecting egress proxy in front of the npm
  # registry): without them `npm install` in the build stage fails with SELF_SIGNED_CERT_IN_CHAIN.
  # Certificates only (public), never a key. LOCAL_CA_DIR= (empty) leaves them out.
  if [ -n "$LOCAL_CA_DIR" ] && compgen -G "$LOCAL_CA_DIR/*.crt" >/dev/null; then
    say "adding this machine's CA certificates from $LOCAL_CA_DIR"
    cp "$LOCAL_CA_DIR"/*.crt "$rootfs/usr/local/share/ca-certificates/"
    chroot "$rootfs" update-ca-certificates >/dev/null
  fi
  say "docker import as $DEBIAN_IMAGE"
  tar --numeric-owner --exclude='./proc/*' --exclude='./sys/*' -C "$rootfs" -c . | docker import \
    -c 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    -c 'CMD ["bash"]' - "$DEBIAN_IMAGE" >/dev/null
fi

if have "$NODE_IMAGE"; then
  say "$NODE_IMAGE present"
else
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64) arch=arm64 ;;
    *) echo "unsupported machine $(uname -m)" >&2; exit 1 ;;
  esac
  say "npm pack node-linux-$arch@$NODE_VERSION"
  mkdir -p "$work/node"
  (cd "$work/node" && npm pack --silent "node-linux-$arch@$NODE_VERSION" >/dev/null)
  tar -xzf "$work"/node/node-linux-*.tgz -C "$work/node"
  pkg="$work/node/package"
  [ -x "$pkg/bin/node" ] || { echo "node-linux-$arch@$NODE_VERSION holds no bin/node" >&2; exit 1; }
  version="$("$pkg/bin/node" --version)"
  # The official image's layout: node, its headers, npm and npx in /usr/local, a `node` user with uid 1000.
  mkdir -p "$work/ctx/usr/local/bin" "$work/ctx/usr/local/lib"
  cp "$pkg/bin/node" "$work/ctx/usr/local/bin/node"
  # The headers, as in the official image: native addons compile against them (npm_config_nodedir).
  [ ! -d "$pkg/include" ] || cp -a "$pkg/include" "$work/ctx/usr/local/"
  if [ -d "$pkg/lib/node_modules/npm" ]; then
    cp -a "$pkg/lib/node_modules" "$work/ctx/usr/local/lib/"
  else
    say "the package holds no npm: taking npm@10 from the registry"
    (cd "$work/node" && npm pack --silent npm@10 >/dev/null && mkdir -p npm && tar -xzf npm-10*.tgz -C npm)
    mkdir -p "$work/ctx/usr/local/lib/node_modules"
    cp -a "$work/node/npm/package" "$work/ctx/usr/local/lib/node_modules/npm"
  fi
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$work/ctx/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$work/ctx/usr/local/bin/npx"
  # Node and npm trust the system's store (with this machine's CAs) only when told to.
  extra_ca=""
  if docker run --rm "$DEBIAN_IMAGE" sh -c 'ls /usr/local/share/ca-certificates/*.crt' >/dev/null 2>&1; then
    extra_ca="ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt npm_config_cafile=/etc/ssl/certs/ca-certificates.crt"
  fi
  cat >"$work/Dockerfile" <<DOCKERFILE
FROM $DEBIAN_IMAGE
RUN groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
COPY ctx/ /
ENV NODE_VERSION=${version#v}
$extra_ca
CMD ["node"]
DOCKERFILE
  say "docker build $NODE_IMAGE (Node $version)"
  docker build -q -t "$NODE_IMAGE" "$work" >/dev/null
  docker run --rm "$NODE_IMAGE" sh -c 'node --version && npm --version' >/dev/null
fi
say "done: $(docker image ls --format '{{.Repository}}:{{.Tag}} {{.Size}}' | grep -E "^(${DEBIAN_IMAGE}|${NODE_IMAGE}) " | tr '\n' ' ')"
