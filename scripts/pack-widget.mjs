// Writes pkg-widget/ (git-ignored): the npm package of the <arbiter-board> widget with its engine, for a site
// that bundles its scripts (Vite, webpack, esbuild, Rollup) and imports the board like any other library:
//
//   import 'arbiter-board/stratego';                    // registers <arbiter-board> (Stratego's engine only)
//   import { ArbiterBoard } from 'arbiter-board';       // every game
//   import init, { validateMove } from 'arbiter-board/engine';   // the engine alone (wasm next to it)
//
// Its entry points are the single-file ES module builds of scripts/bundle.mjs (the widget, its styles as a
// constructed stylesheet and the engine's wasm in one file, fetching nothing at run time), so a site's bundler
// has no file to find beside them. The classic builds (arbiter-board[.<game>].classic.js) are in the package
// too, for a site that copies one file to its server. Types: types/arbiter-board.d.ts (the element) and
// types/arbiter.d.ts (the engine). Run by scripts/build-wasm.sh after scripts/bundle.mjs; `npm pack` in
// pkg-widget/ makes the tarball (tests/js/widget-package.test.mjs installs it into a scratch project).
//
//   node scripts/pack-widget.mjs [--out pkg-widget]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { registry } from '../www/board/games.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const outArg = args.indexOf('--out');
const out = path.resolve(root, outArg >= 0 ? args[outArg + 1] : 'pkg-widget');
const GAMES = registry().map(([name]) => name); // the widget's games (www/board/games.js): an entry point each

function fail(msg) {
  console.error(`[pack-widget] ${msg}`);
  process.exit(1);
}

// package file -> source (relative to the repository)
const files = new Map([
  ['arbiter-board.js', 'www/arbiter-board.bundle.js'],
  ['arbiter-board.classic.js', 'www/arbiter-board.classic.js'],
  ...GAMES.flatMap((g) => [[`${g}.js`, `www/arbiter-board.${g}.bundle.js`],
    [`arbiter-board.${g}.classic.js`, `www/arbiter-board.${g}.classic.js`]]),
  ['arbiter-board.d.ts', 'types/arbiter-board.d.ts'],
  ['arbiter.js', 'pkg/arbiter.js'],
  ['arbiter_bg.wasm', 'pkg/arbiter_bg.wasm'],
  ['arbiter.d.ts', 'types/arbiter.d.ts'],
]);
for (const src of files.values()) {
  if (!fs.existsSync(path.join(root, src))) fail(`${src} is missing: run scripts/build-wasm.sh (or scripts/bundle.mjs)`);
}
const version = JSON.parse(fs.readFileSync(path.join(root, 'pkg', 'package.json'), 'utf8')).version;

const widget = (file) => ({ types: './arbiter-board.d.ts', default: `./${file}` });
const pkg = {
  name: 'arbiter-board',
  version,
  description: 'The <arbiter-board> web component: Stratego (ISF), Xiangqi (AXF) and Bogenschach boards that say '
    + 'whether a move is legal and why, citing the rule. The Arbiter rules engine (WebAssembly) is inside.',
  license: 'MIT OR Apache-2.0',
  type: 'module',
  main: './arbiter-board.js',
  module: './arbiter-board.js',
  types: './arbiter-board.d.ts',
  exports: {
    '.': widget('arbiter-board.js'),
    ...Object.fromEntries(GAMES.map((g) => [`./${g}`, widget(`${g}.js`)])),
    './engine': { types: './arbiter.d.ts', default: './arbiter.js' },
    './engine/arbiter_bg.wasm': './arbiter_bg.wasm',
    './classic': './arbiter-board.classic.js',
    ...Object.fromEntries(GAMES.map((g) => [`./classic/${g}`, `./arbiter-board.${g}.classic.js`])),
    './package.json': './package.json',
  },
  files: [...files.keys(), 'README.md'],
  // Importing a widget entry defines the custom element: a bundler must keep it.
  sideEffects: ['./arbiter-board.js', ...GAMES.map((g) => `./${g}.js`), './arbiter-board*.classic.js'],
  keywords: ['stratego', 'xiangqi', 'chess', 'web-component', 'custom-element', 'rules', 'webassembly'],
};

const readme = `# arbiter-board ${version}

The \`<arbiter-board>\` web component with the Arbiter rules engine (WebAssembly) inside: a Stratego (ISF),
Xiangqi (AXF) or Bogenschach board that steps through a game and says whether a move is legal and why, citing
the rule. Each entry point is one file that fetches nothing at run time.

\`\`\`js
import 'arbiter-board/stratego';      // or 'arbiter-board/xiangqi', 'arbiter-board/bogenschach', or every game:
import { ArbiterBoard } from 'arbiter-board';
\`\`\`

\`\`\`html
<arbiter-board game="stratego" rules="isf" position="10/10/10/10/10/1b8/bj2b5/10/1O8/10 r"
               moves="B2-B3 B4-C4 B3-C3"></arbiter-board>
\`\`\`

The engine alone: \`import init, { validateMove, explain } from 'arbiter-board/engine'\` (\`await init()\` loads
\`arbiter_bg.wasm\` next to it). A site without a bundler can copy \`arbiter-board.classic.js\` (or one game's
\`arbiter-board.<game>.classic.js\`) to its server and load it with a plain \`<script src>\`.
A Content-Security-Policy needs \`script-src 'self' 'wasm-unsafe-eval'\` and nothing for styles.
Every attribute and event: the embedding guide, \`embed.html\` of the Arbiter site. Licence: MIT OR Apache-2.0.
`;

fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
for (const [name, src] of files) fs.copyFileSync(path.join(root, src), path.join(out, name));
fs.writeFileSync(path.join(out, 'package.json'), JSON.stringify(pkg, null, 2) + '\n');
fs.writeFileSync(path.join(out, 'README.md'), readme);
console.log(`[pack-widget] ${path.relative(root, out)}/: arbiter-board ${version}, ${files.size + 2} files`);
