// Writes the engine's JS snippets into its glue, so that a package stays two files (arbiter.js and
// arbiter_bg.wasm) wherever it is carried (www/pkg/, the bundles, the service worker's precache list, the
// widget's npm package):
//   node scripts/fold-snippets.mjs DIR...
// wasm-bindgen writes a Rust `#[wasm_bindgen(module = "/src/...js")]` import (src/wasm/rows.js, the reader of
// an explanation's rows) as a file DIR/snippets/<crate>-<hash>/src/...js and a line `import { name } from
// './snippets/...';` in DIR/arbiter.js. Each such line is replaced by the snippet's text with its `export`
// keywords dropped (a snippet declares its names with `export function` / `export const` only, named so that
// they cannot meet the glue's), and DIR/snippets/ is removed, with its entry in DIR/package.json's "files".
// Run by scripts/build-wasm.sh after wasm-pack and wasm-bindgen.
import fs from 'node:fs';
import path from 'node:path';

const IMPORT = /^import \{ ([\w, ]+) \} from '\.\/(snippets\/[^']+\.js)';\n/gm;

for (const dir of process.argv.slice(2)) {
  const glue = path.join(dir, 'arbiter.js');
  const src = fs.readFileSync(glue, 'utf8');
  let folded = 0;
  const out = src.replace(IMPORT, (line, names, file) => {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const exported = [...text.matchAll(/^export (?:function|const) (\w+)/gm)].map((m) => m[1]);
    for (const name of names.split(',').map((n) => n.trim())) {
      if (!exported.includes(name)) throw new Error(`${file} exports no ${name} (only ${exported.join(', ')})`);
    }
    if (/^export (?!function |const )/m.test(text) || /^import /m.test(text)) {
      throw new Error(`${file}: a snippet may only export functions and constants and import nothing`);
    }
    folded++;
    return `// ${file}, written in by scripts/fold-snippets.mjs\n${text.replace(/^export /gm, '')}\n`;
  });
  if (/from '\.\/snippets\//.test(out)) throw new Error(`${glue}: an import of a snippet in a form not folded`);
  fs.writeFileSync(glue, out);
  fs.rmSync(path.join(dir, 'snippets'), { recursive: true, force: true });
  const manifest = path.join(dir, 'package.json');
  if (fs.existsSync(manifest)) {
    const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    if (Array.isArray(pkg.files)) pkg.files = pkg.files.filter((f) => f !== 'snippets');
    fs.writeFileSync(manifest, `${JSON.stringify(pkg, null, 2)}\n`);
  }
  console.log(`[fold-snippets] ${glue}: ${folded} snippet(s) written in`);
}
