// The engine package's types, pkg/arbiter.d.ts: the shared ones written by hand (types/arbiter.d.ts) with, in place
// of its `// @games` line, the types of each game of the registry (www/board/games.js) made from describe() of the
// built package: GameName, RulesetId, <Game>Side and Side, <Game>Piece and Rank, a <Game><Option> union per choice
// option, GameOptions; and each game's own verdict fields, <Game>Details (and the types it names), from
// www/board/games/<game>/details.d.ts (a game without that file has none: Record<string, never>), joined in
// AnyDetails; RuleId joins the <Game>Rule unions those files declare.
//   node scripts/types.mjs [PKG_DIR]   writes PKG_DIR/arbiter.d.ts (default pkg/); scripts/build-wasm.sh runs it
// tests/js/types.test.mjs checks the result against the engine.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MARKER = /^\/\/ @games\b.*$/m;

/** `stratego` -> `Stratego`, `notation` -> `Notation`: a game's or an option's name in a type name. */
export const typeName = (name) => name[0].toUpperCase() + name.slice(1);

const quote = (s) => `'${String(s).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const union = (xs) => [...new Set(xs)].map(quote).join(' | ') || 'never';
/** A doc comment, wrapped at 118 characters; `indent` spaces before each line. */
function doc(text, indent = 0) {
  const pad = ' '.repeat(indent);
  const lines = [];
  let line = `${pad}/**`;
  for (const word of String(text).replace(/\*\//g, '* /').split(/\s+/)) {
    if (line.length + word.length + 1 > 115) {
      lines.push(line);
      line = `${pad} *`;
    }
    line += ` ${word}`;
  }
  return [...lines, `${line} */`].join('\n');
}

/** The own types of `game`: its details.d.ts, or an empty <Game>Details. */
function detailsOf(game) {
  const file = path.join(root, 'www', 'board', 'games', game, 'details.d.ts');
  const T = typeName(game);
  if (!fs.existsSync(file)) {
    return { text: `${doc(`${T} writes no fields of its own under \`details\` (its folder has no details.d.ts).`)}
export type ${T}Details = Record<string, never>;\n`, rule: false, from: null };
  }
  const text = fs.readFileSync(file, 'utf8').replace(/^import\s[^;]*;\s*$/gm, '').trim();
  if (!new RegExp(`^export (?:interface|type) ${T}Details\\b`, 'm').test(text)) {
    throw new Error(`www/board/games/${game}/details.d.ts declares no ${T}Details`);
  }
  return { text: `${text}\n`, rule: new RegExp(`^export type ${T}Rule\\b`, 'm').test(text),
    from: `www/board/games/${game}/details.d.ts` };
}

/** The games' types for the descriptions `described` (describe() of each game, in the registry's order). */
export function gameTypes(described) {
  const out = ['// --- the games\' types, made by scripts/types.mjs from describe() of this package and each game\'s',
    '// www/board/games/<game>/details.d.ts --------------------------------------------------------------------', ''];
  const T = described.map((d) => typeName(d.name));
  out.push(doc('A game\'s name (describe(game).name).'),
    `export type GameName = ${union(described.map((d) => d.name))} | (string & {});`, '');
  out.push(doc('The rulesets of the games (describe(game).rulesets[].id).'),
    `export type RulesetId = ${union(described.flatMap((d) => d.rulesets.map((r) => r.id)))};`, '');
  out.push(doc('Each game\'s sides, the first moving first (describe(game).sides).'));
  described.forEach((d, i) => out.push(`export type ${T[i]}Side = ${union(d.sides)};`));
  out.push(`export type Side = ${T.map((t) => `${t}Side`).join(' | ')};`, '');
  out.push(doc('Each game\'s pieces (describe(game).pieces[].id).'));
  described.forEach((d, i) => out.push(`export type ${T[i]}Piece = ${union(d.pieces.map((p) => p.id))};`));
  out.push(doc('A piece of any game.'), `export type Rank = ${T.map((t) => `${t}Piece`).join(' | ')};`, '');
  // Options: one field per name; a choice option's choices are a union of their own.
  const fields = new Map(); // name -> { types: [], about: [] }
  described.forEach((d, i) => {
    for (const o of d.options) {
      let type = o.kind === 'whole' ? 'number' : o.kind === 'bool' ? 'boolean' : `${T[i]}${typeName(o.name)}`;
      if (o.kind === 'choice') {
        out.push(doc(`${typeName(d.name)}'s option \`${o.name}\`: ${o.about}.`), `export type ${type} = ${union(o.choices)};`);
      } else if (!['whole', 'bool'].includes(o.kind)) type = 'string';
      const range = o.kind === 'whole' && o.min !== null ? ` (${o.min} to ${o.max})` : '';
      const f = fields.get(o.name) || { types: [], about: [] };
      f.types.push(type);
      f.about.push(`${typeName(d.name)}: ${o.about}${range}; default ${o.default}.`);
      fields.set(o.name, f);
    }
  });
  out.push('', doc('Every game\'s options (describe(game).options): each game reads its own and ignores the others.'),
    'export interface GameOptions {');
  for (const [name, f] of fields) out.push(doc(f.about.join(' '), 2), `  ${name}?: ${[...new Set(f.types)].join(' | ')};`);
  out.push('}', '');
  // Each game's own fields.
  const declared = new Map(); // exported name -> game
  const own = described.map((d) => {
    const x = detailsOf(d.name);
    for (const m of x.text.matchAll(/^export (?:interface|type|declare \w+) (\w+)/gm)) {
      if (declared.has(m[1])) throw new Error(`${m[1]} is declared by both ${declared.get(m[1])} and ${d.name}`);
      declared.set(m[1], d.name);
    }
    return x;
  });
  own.forEach((x, i) => out.push(`// ${described[i].name}${x.from ? `: ${x.from}` : ''}`, x.text));
  out.push(doc('The own fields (`details`) of any game: the default of the answers\' type parameter `D`.'),
    `export type AnyDetails = ${T.map((t) => `${t}Details`).join(' | ')};`, '');
  const rules = T.filter((t, i) => own[i].rule).map((t) => `${t}Rule`);
  out.push(doc('The rule ids of the refusals the games\' types name (`Judgement.rule` may be any other too).'),
    `export type RuleId = ${rules.join(' | ') || 'never'};`);
  return out.join('\n');
}

/** The whole pkg/arbiter.d.ts for the descriptions `described`. */
export function packageTypes(described) {
  const shared = fs.readFileSync(path.join(root, 'types', 'arbiter.d.ts'), 'utf8');
  if (!MARKER.test(shared)) throw new Error('types/arbiter.d.ts has no `// @games` line');
  return shared.replace(MARKER, () => gameTypes(described));
}

/** describe() of every game of the widget's registry, asked of the package in `dir`. */
export async function describeAll(dir) {
  const A = await import(pathToFileURL(path.join(dir, 'arbiter.js')).href);
  A.initSync({ module: fs.readFileSync(path.join(dir, 'arbiter_bg.wasm')) });
  const { registry } = await import('../www/board/games.js');
  return registry().map(([name]) => A.describe(name));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] || path.join(root, 'pkg'));
  fs.writeFileSync(path.join(dir, 'arbiter.d.ts'), packageTypes(await describeAll(dir)));
  console.log(`[types] ${path.relative(root, path.join(dir, 'arbiter.d.ts'))}`);
}
