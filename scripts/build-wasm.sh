#!/usr/bin/env bash
# Builds the WebAssembly package: pkg/ (git-ignored) and the copy the demo page serves, www/pkg/.
#   1. wasm-pack build --target web --release  (never downloads: --mode no-install uses the wasm-bindgen
#      on PATH, which scripts/setup.sh pins to Cargo.lock's version; --no-opt and Cargo.toml's
#      wasm-opt = false keep it from fetching its own wasm-opt)
#   2. wasm-opt -Oz in place, with binaryen's wasm-opt from node_modules (npm package binaryen)
#   3. copies pkg/arbiter.js and pkg/arbiter_bg.wasm into www/pkg/, and the hand-written types
#      (types/arbiter.d.ts, after docs/api.md) over wasm-pack's pkg/arbiter.d.ts (pkg/package.json's "types")
#   4. scripts/bundle.mjs: the single-file widget www/arbiter-board.bundle.js (wasm inlined) and the service
#      worker's precache list www/sw-precache.js (both git-ignored; nothing is downloaded)
# Prints the raw and gzipped size of the .wasm.
set -euo pipefail
cd "$(dirname "$0")/.."

log() { printf '[build-wasm] %s\n' "$*"; }

WASM_OPT=node_modules/.bin/wasm-opt
if [ ! -x "$WASM_OPT" ]; then
  echo "[build-wasm] $WASM_OPT is missing: run scripts/setup.sh (or npm ci) first" >&2
  exit 1
fi
for tool in wasm-pack wasm-bindgen; do
  if ! command -v "$tool" >/dev/null; then
    echo "[build-wasm] $tool is not on PATH: run scripts/setup.sh first" >&2
    exit 1
  fi
done

log "wasm-pack build --target web --release"
wasm-pack --log-level warn build --target web --release --mode no-install --no-opt --out-dir pkg

wasm=pkg/arbiter_bg.wasm
raw_before=$(wc -c <"$wasm")
# The features Rust's wasm32 target emits (also listed in the module's target_features section).
log "wasm-opt -Oz"
"$WASM_OPT" -Oz --strip-debug --strip-producers \
  --enable-bulk-memory --enable-sign-ext --enable-nontrapping-float-to-int --enable-mutable-globals \
  --enable-reference-types --enable-multivalue \
  "$wasm" -o "$wasm.opt"
mv "$wasm.opt" "$wasm"

mkdir -p www/pkg
cp pkg/arbiter.js pkg/arbiter_bg.wasm www/pkg/
cp types/arbiter.d.ts pkg/arbiter.d.ts

log "bundle and precache list (scripts/bundle.mjs)"
node scripts/bundle.mjs

log "before wasm-opt: $raw_before bytes raw"
node scripts/size.mjs pkg/arbiter_bg.wasm
