# Arbiter's commands. `make test` is what CI runs (through .ci/run); `make demo` serves the demo page.
#   make setup   install what is missing (scripts/setup.sh; safe to repeat)
#   make build   the wasm package: pkg/ and www/pkg/ (scripts/build-wasm.sh)
#   make demo    setup, build, then serve www/ on http://127.0.0.1:$(PORT)/
#   make test    setup, cargo fmt --check, clippy -D warnings, cargo test --release, build, node --test tests/js/
#   make bench   the native benchmark (src/bin/bench.rs) and the wasm one (bench/wasm.mjs)
#   make size    the raw and gzipped size of pkg/arbiter_bg.wasm
SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := help
.PHONY: help setup build demo serve test fmt-check clippy rust-test js-test bench size clean

# cargo-installed tools (wasm-pack, wasm-bindgen) live here, also on a machine whose PATH lacks it.
export PATH := $(or $(CARGO_HOME),$(HOME)/.cargo)/bin:$(PATH)

PORT ?= 8080

help:
	@sed -n 's/^#   //p' Makefile

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

# Each step runs only if the one before passed; the steps are in the order the README gives.
test: setup
	@start=$$(date +%s); \
	step() { echo "== $$*"; "$$@"; }; \
	step cargo fmt --check; \
	step cargo clippy --all-targets -- -D warnings; \
	step cargo test --release; \
	step bash scripts/build-wasm.sh; \
	step node --test tests/js/; \
	echo "== make test: all steps passed in $$(( $$(date +%s) - start )) s"

fmt-check:
	cargo fmt --check

clippy:
	cargo clippy --all-targets -- -D warnings

rust-test:
	cargo test --release

js-test:
	node --test tests/js/

bench: build
	cargo run --release --bin bench
	node bench/wasm.mjs

size: build
	node scripts/size.mjs

clean:
	rm -rf pkg www/pkg
