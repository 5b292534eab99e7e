#!/usr/bin/env bash
# Installs what building and testing Arbiter needs, skipping whatever is already present.
# Safe to run again. Used by `make demo`, `make test` and CI.
set -euo pipefail
WASM_BINDGEN_VERSION=$(grep -A1 '^name = "wasm-bindgen"$' "$(dirname "$0")/../Cargo.lock" | sed -n 's/^version = "\(.*\)"/\1/p')
: "${WASM_BINDGEN_VERSION:?could not read the wasm-bindgen version from Cargo.lock}"
need_browser=${ARBITER_NEED_BROWSER:-1}

log() { printf '[setup] %s\n' "$*"; }

if ! rustup target list --installed | grep -q '^wasm32-unknown-unknown$'; then
  log "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if ! command -v wasm-bindgen >/dev/null || ! wasm-bindgen --version | grep -q " $WASM_BINDGEN_VERSION\$"; then
  log "building wasm-bindgen-cli $WASM_BINDGEN_VERSION (several minutes on a new machine)"
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
fi

if ! command -v wasm-pack >/dev/null; then
  log "building wasm-pack (several minutes on a new machine)"
  cargo install wasm-pack
fi

if ! command -v node >/dev/null; then
  log "installing node"
  apt-get update -qq && apt-get install -y -qq nodejs npm
fi

if [ "$need_browser" = 1 ] && [ ! -x /usr/bin/chromium ]; then
  log "installing Debian's chromium"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver
fi

# npm packages used by the build (wasm-opt from binaryen) and the browser tests (playwright-core).
cd "$(dirname "$0")/.."
if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -d node_modules/playwright-core ]; then
  log "installing npm dev packages (binaryen, playwright-core)"
  npm install --no-audit --no-fund --silent
fi
log "ready"
