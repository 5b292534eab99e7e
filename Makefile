# Arbiter's commands. `make test` is what CI runs (through .ci/run); `make demo` serves the demo page.
#   make setup   install what is missing (scripts/setup.sh; safe to repeat)
#   make build   the wasm packages (pkg/, www/pkg/) and the site, dist/ (scripts/build-wasm.sh, scripts/build-site.mjs)
#   make demo    setup, build, then serve dist/ on http://127.0.0.1:$(PORT)/ (scripts/serve.mjs)
#   make test    setup, cargo fmt --check, clippy -D warnings (native and wasm32), cargo test --release (doctests
#                included), cargo doc with warnings denied, build, node --test tests/js/*.test.mjs
#   make bench   the native benchmark (src/bin/bench.rs) and the wasm ones (bench/wasm.mjs; bench/long.mjs: cost
#                per move at 1,000, 5,000 and 20,000 moves)
#   make size    the raw and gzipped size of each engine package (pkg/, dist/pkg/, dist/pkg/<game>/) and of the
#                single-file builds
SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := help
.PHONY: help setup build demo serve test fmt-check clippy rust-test js-test bench size clean

# cargo-installed tools (wasm-pack, wasm-bindgen) live here, also on a machine whose PATH lacks it.
export PATH := $(or $(CARGO_HOME),$(HOME)/.cargo)/bin:$(PATH)

PORT ?= 8080

# `cargo test --release`, with the release profile adjusted on the command line for tests only (Cargo.toml keeps
# the size-tuned profile the wasm is built with): no LTO and 16 codegen units build far faster than fat LTO, and
# optimised code runs the property tests several times faster than `cargo test`.
RELEASE_TEST_CONFIG := --config profile.release.lto=false --config profile.release.codegen-units=16 \
  --config profile.release.opt-level=3
CARGO_TEST := cargo test --release $(RELEASE_TEST_CONFIG)
# src/wasm.rs is compiled for wasm32 only, so the native clippy never sees it.
# The Node tests as a list of files (the shell expands the pattern): Node 20 searches a directory given to --test,
# but Node 21 and later take it as a file name and fail (MODULE_NOT_FOUND), so `node --test tests/js/` would break
# on a machine with a newer Node.
JS_TEST := node --test tests/js/*.test.mjs
CLIPPY := cargo clippy --all-targets -- -D warnings && cargo clippy --target wasm32-unknown-unknown --lib -- -D warnings

help:
	@awk 'NR > 1 && /^[^#]/ { exit } NR > 1 { sub(/^# ?/, ""); print }' Makefile

setup:
	bash scripts/setup.sh

build:
	bash scripts/build-wasm.sh

demo:
	bash scripts/setup.sh
	bash scripts/build-wasm.sh
	node scripts/serve.mjs --port $(PORT)

serve:
	node scripts/serve.mjs --port $(PORT)

# Each step runs only if the one before passed: the cheap checks first, so that a formatting slip fails in seconds.
test: setup
	@start=$$(date +%s); \
	step() { echo "== $$*"; "$$@"; }; \
	step cargo fmt --check; \
	step cargo clippy --all-targets -- -D warnings; \
	step cargo clippy --target wasm32-unknown-unknown --lib -- -D warnings; \
	step $(CARGO_TEST); \
	step env RUSTDOCFLAGS="-D warnings" cargo doc --no-deps; \
	step bash scripts/build-wasm.sh; \
	step $(JS_TEST); \
	echo "== make test: all steps passed in $$(( $$(date +%s) - start )) s"

fmt-check:
	cargo fmt --check

clippy:
	$(CLIPPY)

rust-test:
	$(CARGO_TEST)

js-test:
	$(JS_TEST)

bench: build
	cargo run --release --bin bench
	node bench/wasm.mjs
	node bench/long.mjs

size: build
	node scripts/size.mjs

clean:
	rm -rf pkg pkg-widget www/pkg dist
