#!/usr/bin/env bash
# Builds the WebAssembly packages, then the site:
#   1. pkg/, the npm package of the engine with every game (git-ignored): wasm-pack build --target web --release
#      at opt-level 3 (the package servers, tools and Node load, where speed matters more than size). wasm-pack
#      never downloads: --mode no-install uses the wasm-bindgen on PATH (scripts/setup.sh pins it to Cargo.lock's
#      version); --no-opt and Cargo.toml's wasm-opt = false keep it from fetching its own wasm-opt.
#   2. www/pkg/, every game for the pages (the fallback of www/board/engine.js and the playground's importer),
#      and www/pkg/<game>/, one package per game of the widget's registry (www/board/games.js), built with only
#      that game's Cargo feature, so a page of Stratego boards never downloads the Xiangqi code, and www/pkg/<game>/lite/,
#      the same without the document reader (Cargo feature `documents`): the release
#      profile (opt-level "z"), wasm-bindgen --target web, then wasm-opt -Oz. Each wasm-opt (binaryen's, from
#      node_modules) runs in the background, on the second core, while the next package compiles.
#   2b. target/pkg-oracles/, a test package never shipped: every game with the Cargo feature `oracles`, whose
#      `*BySerde` exports write each answer again by serde-wasm-bindgen for tests/js/rows.test.mjs to compare with
#      the codec's; built cheaply (its own target dir, no LTO, opt-level 1, no wasm-opt). ARBITER_ORACLES=0 skips it.
#   2c. pkg/arbiter.d.ts: scripts/types.mjs writes the shared types of types/arbiter.d.ts with those of each game,
#      made from describe() of pkg/ and the game's www/board/games/<game>/details.d.ts.
#   3. scripts/build-site.mjs: the site, dist/, and the widget's npm package, pkg-widget/ (both git-ignored).
# A new game: its Cargo feature named as the game, and its lines in the registries (docs/adding-a-game.md).
# Prints the raw and gzipped size of each package (scripts/size.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."

log() { printf '[build-wasm] %s\n' "$*"; }

# The `Game` class of a package with sessions (Cargo feature `session`), src/wasm/session.js, appended to the glue
# whose functions it calls: a Game holds a handle into the engine's table of sessions, never a pointer. Those
# functions (arbiterSession*) are the class's alone: no longer exported.
sessions() {
  sed -i 's/^export function arbiterSession/function arbiterSession/' "$1/arbiter.js"
  cat src/wasm/session.js >>"$1/arbiter.js"
}

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
sessions pkg

# wasm-opt -Oz in place. The features are those Rust's wasm32 target emits (also listed in the module's
# target_features section). --converge repeats the passes while the module shrinks; --zero-filled-memory (the
# module's own memory starts zeroed: it is not imported) and --low-memory-unused (Rust's wasm32 layout puts
# the stack's top at 1 MiB and the data above it: nothing lives in the first 1 KiB) let it fold more constants
# and offsets; --generate-global-effects (what each function may touch, so -Oz can move and drop more around its
# calls); --strip-target-features (a custom section that only tools read).
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
rm -rf www/pkg
mkdir -p www/pkg
wasm-bindgen --target web --no-typescript --out-name arbiter --out-dir www/pkg \
  target/wasm32-unknown-unknown/release/arbiter.wasm
sessions www/pkg
optimise www/pkg/arbiter_bg.wasm &
pids+=($!)

read -r -a GAMES < <(node --input-type=module -e \
  "const { registry } = await import('./www/board/games.js'); console.log(registry().map(([g]) => g).join(' '))")
for game in "${GAMES[@]}"; do
  rm -rf "www/pkg/$game"
  # www/pkg/<game>/: the game with the document reader; www/pkg/<game>/lite/: without it (Cargo feature
  # `documents`), for boards whose documents the site's build has read ahead (scripts/build-site.mjs) or that have
  # none.
  for variant in documents lite; do
    features="$game" out="www/pkg/$game/lite"
    if [ "$variant" = documents ]; then features="$game,documents" out="www/pkg/$game"; fi
    log "$game alone ($variant): cargo build --no-default-features --features $features, wasm-bindgen, wasm-opt -Oz"
    cargo build --quiet --lib --release --target wasm32-unknown-unknown --no-default-features --features "$features"
    wasm-bindgen --target web --no-typescript --out-name arbiter --out-dir "$out" \
      target/wasm32-unknown-unknown/release/arbiter.wasm
    optimise "$out/arbiter_bg.wasm" &
    pids+=($!)
  done
done
oracles=()
if [ "${ARBITER_ORACLES:-1}" != 0 ]; then
  log "the test package with the serde-wasm-bindgen oracles (target/pkg-oracles/, never shipped)"
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_OPT_LEVEL=1 \
    cargo build --quiet --lib --release --target wasm32-unknown-unknown --features oracles --target-dir target/oracles
  rm -rf target/pkg-oracles
  wasm-bindgen --target web --no-typescript --out-name arbiter --out-dir target/pkg-oracles \
    target/oracles/wasm32-unknown-unknown/release/arbiter.wasm
  sessions target/pkg-oracles
  cat src/wasm/session-oracles.js >>target/pkg-oracles/arbiter.js
  oracles=(target/pkg-oracles)
fi
for pid in "${pids[@]}"; do wait "$pid"; done
node scripts/types.mjs pkg  # pkg/arbiter.d.ts: the shared types and the games' (made from describe())

log "the site: dist/ and pkg-widget/ (scripts/build-site.mjs)"
node scripts/build-site.mjs

log "before wasm-opt: $raw_before bytes raw"
node scripts/size.mjs
