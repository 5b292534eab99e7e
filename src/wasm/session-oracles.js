// The test build's `Game` methods (Cargo feature `oracles`): a session's answers written again by serde-wasm-bindgen,
// one call per field, for tests/js/rows.test.mjs to compare with the codec's. scripts/build-wasm.sh appends this file
// after src/wasm/session.js to the test package's glue only.
Object.assign(Game.prototype, {
  explainBySerde() { return arbiterSessionExplainBySerde(arbiterSessionHandle(this)); },
  validateBySerde(move) { return arbiterSessionValidateBySerde(arbiterSessionHandle(this), move); },
  playBySerde(move) { return arbiterSessionPlayBySerde(arbiterSessionHandle(this), move); },
});
