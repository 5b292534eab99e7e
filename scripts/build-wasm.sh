#!/usr/bin/env bash
# Builds the WebAssembly packages: pkg/ (the npm package of the engine, git-ignored) and those the pages serve,
# www/pkg/ (every game) and www/pkg/<game>/.
#   1. wasm-pack build --target web --release  (never downloads: --mode no-install uses the wasm-bindgen
#      on PATH, which scripts/setup.sh pins to Cargo.lock's version; --no-opt and Cargo.toml's
#      wasm-opt = false keep it from fetching its own wasm-opt), with opt-level 3 (CARGO_PROFILE_RELEASE_OPT_LEVEL)
#      for pkg/ alone: the package servers, arbiters' tools and Node load, where speed matters and size little
#   2. wasm-opt in place, with binaryen's wasm-opt from node_modules (npm package binaryen), in the background
#      (the second core) while the next package compiles: -O3 for pkg/, -Oz --converge for the pages' packages.
#      The release profile (Cargo.toml: opt-level "z", fat LTO, one codegen unit) and these flags were chosen by
#      measurement: README, "Size" and "Session 10, the integrator", have the figures (pkg/ at opt 3: about 21% larger
#      gzipped, a first explain() of 1,000 Stratego plies about a third faster)
#   2b. scripts/fold-snippets.mjs: the engine's JS snippets (src/wire/rows.js) written into each package's
#      arbiter.js (pkg/, www/pkg/, www/pkg/<game>/), so that a package stays two files wherever it is carried
#   3. the pages' package with every game, www/pkg/ (the fallback of www/board/engine.js, the playground's
#      importer and the single-file bundles): the same crate built again with the release profile (opt-level
#      "z"), wasm-bindgen and wasm-opt -Oz as for each game below; the hand-written types (types/arbiter.d.ts,
#      after docs/api.md) over wasm-pack's pkg/arbiter.d.ts (pkg/package.json's "types")
#   4. one package per game, for the widget (www/board/engine.js loads the one of the board's game, so a page
#      of Stratego boards never downloads the Xiangqi code): for each game in GAMES, cargo build --lib with only
#      that game's Cargo feature (so without the full package's extras: the session class and describe(), the
#      perft export, the Gravon importer), wasm-bindgen --target web into www/pkg/<game>/ (arbiter.js,
#      arbiter_bg.wasm), wasm-opt as above (in the background, on the second core, while the next game compiles).
#   4b. scripts/minify.mjs --engine: the served engine JavaScript (www/pkg/arbiter.js, www/pkg/<game>/arbiter.js,
#      wasm-bindgen's glue) minified in place, each with a source map holding wasm-bindgen's text; pkg/ (npm)
#      keeps the readable glue. First the names shared by www/pkg's wasm and glue are shortened in both (the
#      imports, `__wbg_set_2793479888329cb6`, and the exports only the glue calls, `__wbindgen_malloc`): about
#      1 KB gzipped less per package
#      The games are those of the widget's registry (www/board/games.js), each a Cargo feature.
#   4c. the test package target/pkg-oracles/ (never shipped: not in pkg/ or www/): the full package with the Cargo
#      feature `oracles`, whose `*BySerde` exports write each answer again by serde-wasm-bindgen for
#      tests/js/rows.test.mjs to compare with the codec's. Built cheaply (its own target dir, no LTO, opt-level 1, no
#      wasm-opt): the tests compare its two writers with each other. ARBITER_ORACLES=0 leaves it out.
#   5. scripts/bundle.mjs: the minified modules www/min/ with source maps (scripts/minify.mjs, esbuild from
#      node_modules), the single-file widget www/arbiter-board.bundle.js (every game's engine inlined), the
#      one-game bundles, the classic-script builds www/arbiter-board[.<game>].classic.js, and the service worker's
#      precache list www/sw-precache.js (all git-ignored; nothing is downloaded)
#   6. scripts/pack-widget.mjs: pkg-widget/, the npm package of the widget with its engine (git-ignored)
# Prints the raw and gzipped size of each package (scripts/size.mjs).
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

log "wasm-pack build --target web --release, opt-level 3 (pkg/, the npm package)"
CARGO_PROFILE_RELEASE_OPT_LEVEL=3 wasm-pack --log-level warn build --target web --release --mode no-install \
  --no-opt --out-dir pkg

# wasm-opt -Oz in place. The features are those Rust's wasm32 target emits (also listed in the module's
# target_features section). --converge repeats the passes while the module shrinks; --zero-filled-memory (the
# module's own memory starts zeroed: it is not imported) and --low-memory-unused (Rust's wasm32 layout puts
# the stack's top at 1 MiB and the data above it: nothing lives in the first 1 KiB) let it fold more constants
# and offsets. Measured on the Xiangqi package: -0.5% gzipped, answers unchanged (tests/js/equivalence.test.mjs).
# --generate-global-effects (computed first: what each function may touch, so -Oz can move and drop more around its
# calls) and --strip-target-features (the custom section listing the features the module uses, 148 bytes that only
# tools read): gzip -9, Stratego 53,157 -> 52,986 B, Xiangqi 65,194 -> 65,038, Bogenschach 56,766 -> 56,616
# (2026-11-24). Not used: -Os (within 40 B of -Oz), --reorder-functions/--reorder-locals (+0.7 KB gzipped).
# $2: the level, -Oz (with --converge) by default.
optimise() {
  local level=(-Oz --converge)
  if [ -n "${2:-}" ]; then level=("$2"); fi
  "$WASM_OPT" --generate-global-effects "${level[@]}" --zero-filled-memory --low-memory-unused \
    --strip-debug --strip-producers --strip-target-features \
    --enable-bulk-memory --enable-sign-ext --enable-nontrapping-float-to-int --enable-mutable-globals \
    --enable-reference-types --enable-multivalue \
    "$1" -o "$1.opt"
  mv "$1.opt" "$1"
}

wasm=pkg/arbiter_bg.wasm
raw_before=$(wc -c <"$wasm")
log "wasm-opt -O3 (in the background)"
optimise "$wasm" -O3 &
pids=($!)

log "every game for the pages: cargo build, wasm-bindgen, wasm-opt -Oz (www/pkg/)"
cargo build --quiet --lib --release --target wasm32-unknown-unknown
mkdir -p www/pkg
rm -f www/pkg/arbiter.js www/pkg/arbiter_bg.wasm www/pkg/arbiter.js.map
rm -rf www/pkg/snippets
wasm-bindgen --target web --no-typescript --out-name arbiter --out-dir www/pkg \
  target/wasm32-unknown-unknown/release/arbiter.wasm
optimise www/pkg/arbiter_bg.wasm &
pids+=($!)

# The games: the widget's registry (www/board/games.js), each also a Cargo feature.
read -r -a GAMES < <(node --input-type=module -e "import { registry } from './www/board/games.js'; console.log(registry().map(([n]) => n).join(' '))")
for game in "${GAMES[@]}"; do
  log "$game alone: cargo build --no-default-features --features $game, wasm-bindgen, wasm-opt -Oz"
  cargo build --quiet --lib --release --target wasm32-unknown-unknown --no-default-features --features "$game"
  rm -rf "www/pkg/$game"
  wasm-bindgen --target web --no-typescript --out-name arbiter --out-dir "www/pkg/$game" \
    target/wasm32-unknown-unknown/release/arbiter.wasm
  optimise "www/pkg/$game/arbiter_bg.wasm" &
  pids+=($!)
done
oracles=()
if [ "${ARBITER_ORACLES:-1}" != 0 ]; then
  log "the test package with the serde-wasm-bindgen oracles (target/pkg-oracles/, never shipped)"
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_OPT_LEVEL=1 \
    cargo build --quiet --lib --release --target wasm32-unknown-unknown --features oracles --target-dir target/oracles
  rm -rf target/pkg-oracles
  wasm-bindgen --target web --no-typescript --out-name arbiter --out-dir target/pkg-oracles \
    target/oracles/wasm32-unknown-unknown/release/arbiter.wasm
  oracles=(target/pkg-oracles)
fi
for pid in "${pids[@]}"; do wait "$pid"; done
node scripts/fold-snippets.mjs pkg www/pkg "${GAMES[@]/#/www/pkg/}" "${oracles[@]}"
cp types/arbiter.d.ts pkg/arbiter.d.ts

log "the engine JavaScript served to the widget, minified (scripts/minify.mjs --engine)"
node scripts/minify.mjs --engine

log "bundle and precache list (scripts/bundle.mjs)"
node scripts/bundle.mjs
node scripts/pack-widget.mjs

log "before wasm-opt: $raw_before bytes raw"
node scripts/size.mjs
