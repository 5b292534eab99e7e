#!/usr/bin/env bash
# Installs what building and testing Arbiter needs, skipping whatever is already present.
# Safe to run again. Used by `make demo`, `make test` and CI (through `make test`).
#
# Installs, each only when missing or at the wrong version:
#   - the Rust target wasm32-unknown-unknown, rustfmt and clippy (rustup)
#   - wasm-bindgen-cli at exactly Cargo.lock's wasm-bindgen version, and wasm-pack (cargo install, from
#     crates.io: several minutes each on a new machine). wasm-pack then never downloads anything itself:
#     scripts/build-wasm.sh runs it with --mode no-install --no-opt.
#   - Node.js and npm (Debian) if there is no node at all
#   - Debian's chromium and chromium-driver, for the browser tests (never a browser build of a test tool)
#   - the npm dev packages pinned in package-lock.json (binaryen's wasm-opt, playwright-core), with `npm ci`
set -euo pipefail
cd "$(dirname "$0")/.."

WASM_PACK_VERSION=0.15.1
WASM_BINDGEN_VERSION=$(grep -A1 '^name = "wasm-bindgen"$' Cargo.lock | sed -n 's/^version = "\(.*\)"/\1/p' | head -n1)
: "${WASM_BINDGEN_VERSION:?could not read the wasm-bindgen version from Cargo.lock}"

export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

log() { printf '[setup] %s\n' "$*"; }
die() { printf '[setup] error: %s\n' "$*" >&2; exit 1; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    die "need root (or sudo) to run: $*"
  fi
}
apt_updated=0
apt_install() {
  if [ "$apt_updated" = 0 ]; then
    as_root apt-get update -qq
    apt_updated=1
  fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@"
}

# Several minutes each: try the versions the tool's own lockfile names first, then let cargo resolve
# (a crate locked there may be missing from the index, as webpki-roots 1.0.11 was for wasm-bindgen-cli).
cargo_install() {
  local crate=$1 version=$2
  log "building $crate $version with cargo install (several minutes on a new machine)"
  cargo install --locked --force "$crate" --version "$version" ||
    cargo install --force "$crate" --version "$version"
}

command -v cargo >/dev/null || die "cargo is not on PATH: this machine needs its Rust toolchain"
command -v rustup >/dev/null ||
  die "rustup is not on PATH: it adds the wasm32-unknown-unknown target, rustfmt and clippy (https://rustup.rs)"

installed_targets=$(rustup target list --installed)
if ! grep -qx 'wasm32-unknown-unknown' <<<"$installed_targets"; then
  log "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi
for component in rustfmt clippy; do
  if ! cargo "${component/rustfmt/fmt}" --version >/dev/null 2>&1; then
    log "adding the $component component"
    rustup component add "$component"
  fi
done

have_bindgen=$(wasm-bindgen --version 2>/dev/null || true)
if [ "$have_bindgen" != "wasm-bindgen $WASM_BINDGEN_VERSION" ]; then
  cargo_install wasm-bindgen-cli "$WASM_BINDGEN_VERSION"
fi

have_pack=$(wasm-pack --version 2>/dev/null || true)
if [ "$have_pack" != "wasm-pack $WASM_PACK_VERSION" ]; then
  cargo_install wasm-pack "$WASM_PACK_VERSION"
fi

if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  log "installing Node.js and npm (Debian)"
  apt_install nodejs npm
fi
node_major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$node_major" -lt 20 ]; then
  log "warning: node $(node --version) is older than 20, which playwright-core 1.65 asks for"
fi

if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
  log "installing Debian's chromium and chromium-driver"
  apt_install chromium chromium-driver
fi

# npm packages used by the build (wasm-opt from binaryen) and the browser tests (playwright-core), exactly as
# package-lock.json pins them. Reinstalled whenever the lockfile changes.
lock_sum=$(sha256sum package-lock.json | cut -d' ' -f1)
stamp=node_modules/.arbiter-lock.sha256
if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -d node_modules/playwright-core ] ||
  [ "$(cat "$stamp" 2>/dev/null || true)" != "$lock_sum" ]; then
  log "installing the npm dev packages of package-lock.json (binaryen, playwright-core)"
  npm ci --no-audit --no-fund --no-update-notifier --loglevel=error
  echo "$lock_sum" >"$stamp"
fi

log "ready: $(rustc --version | cut -d' ' -f1-2), wasm-bindgen $WASM_BINDGEN_VERSION, wasm-pack $WASM_PACK_VERSION," \
  "node $(node --version), $(/usr/bin/chromium --version 2>/dev/null | head -n1 || echo 'chromium ?')"
