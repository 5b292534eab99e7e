// The link-preview tags of every page of the site, as a crawler reads them: each page names itself (og:url), a
// title and a description that name its game, and a picture of its game that the site holds (og:image,
// twitter:image, with its size and description). Relative in the sources (and in a site built without an address);
// with the site's address given at build time (SITE_URL, scripts/site-pages.mjs previewTags) every address is
// absolute and points to the same files. The built site's pages (dist/, when built) are checked as served; the
// formats' pages (docs/*.md rendered) too. scripts/serve.mjs serves the unbuilt pages' links to the formats as
// text/markdown.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOC_PAGES, PREVIEWS, docLinks, previewTags, renderDocPage } from '../../scripts/site-pages.mjs';
import { staticSite } from '../../scripts/serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const www = path.join(root, 'www');
const dist = path.join(root, 'dist');
const SITE = 'https://rules.example.net/arbiter/';

/** Each page and the game(s) its preview must show: a picture of that game, a title and description naming it. */
const GAMES = {
  'index.html': ['Stratego', 'Xiangqi', 'Bogenschach'],
  'embed.html': ['Stratego', 'Xiangqi', 'Bogenschach'],
  'view.html': ['Stratego', 'Xiangqi', 'Bogenschach'],
  'frame.html': ['Stratego', 'Xiangqi', 'Bogenschach'],
  'rules/more-squares.html': ['Stratego'],
  'rules/two-squares.html': ['Stratego'],
  'rules/xiangqi.html': ['Xiangqi'],
  'rules/axf.html': ['Xiangqi'],
  'rules/bogenschach.html': ['Bogenschach'],
  'docs/xiangqi-notation.html': ['Xiangqi'],
  'docs/chess-notation.html': ['Bogenschach'],
  'docs/stratego-notation.html': ['Stratego'],
};
/** The pictures of each game (their og:image:alt names the game too). */
const PICTURES = {
  Stratego: ['preview.png', 'preview-two-squares.png'],
  Xiangqi: ['preview-xiangqi.png', 'preview-axf.png'],
  Bogenschach: ['preview-bogenschach.png'],
};

const wwwPages = fs.readdirSync(www, { recursive: true }).map((f) => f.split(path.sep).join('/'))
  .filter((f) => f.endsWith('.html') && !/^(pkg|examples)\//.test(f)).sort();

const decode = (s) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>')
  .replace(/&amp;/g, '&');
/** The page's meta tags: property or name -> content. */
function tags(html) {
  const out = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) out[m[1]] ??= decode(m[2]);
  out.title = decode((html.match(/<title>([^<]*)<\/title>/) ?? [])[1] ?? '');
  return out;
}

/** Checks one page's tags; `base`: the page's own address (a file: URL of the site's root, or the site's). */
function check(page, html, base, { absolute }) {
  const t = tags(html);
  const here = new URL(page, base);
  for (const k of ['og:title', 'og:description', 'og:url', 'og:image', 'og:image:alt', 'twitter:card', 'twitter:image',
    'twitter:title', 'twitter:description', 'description']) {
    assert.ok(t[k], `${page}: ${k}`);
  }
  for (const k of ['og:url', 'og:image', 'twitter:image']) {
    assert.equal(/^https?:\/\//.test(t[k]), absolute, `${page}: ${k} ${absolute ? 'absolute' : 'relative'}: ${t[k]}`);
  }
  assert.equal(new URL(t['og:url'], here).href, here.href, `${page}: og:url names the page itself`);
  const image = new URL(t['og:image'], here);
  assert.equal(new URL(t['twitter:image'], here).href, image.href);
  const file = path.relative(new URL('.', base).pathname, image.pathname);
  assert.ok(!file.includes('/'), `${page}: the picture is at the site's root: ${file}`);
  assert.ok(fs.existsSync(path.join(www, file)), `${page}: the site holds ${file}`);
  assert.equal(t['og:image:width'], '1200');
  assert.equal(t['og:image:height'], '630');
  const games = GAMES[page];
  if (games) {
    for (const g of games) {
      assert.ok(t['og:title'].includes(g) || games.length > 1 && t['og:description'].includes(g),
        `${page}: og:title names ${g}: ${t['og:title']}`);
      assert.ok(t['og:description'].includes(g) || t['og:title'].includes(g), `${page}: its preview names ${g}`);
    }
    if (games.length === 1) {
      assert.ok(PICTURES[games[0]].includes(file), `${page}: a picture of ${games[0]}, not ${file}`);
      assert.ok(t['og:image:alt'].includes(games[0]), `${page}: the picture's description names ${games[0]}`);
    }
  }
  return t;
}

const siteRoot = new URL(`file://${www}/`);

test('every page of www/ has relative preview tags naming itself and a picture of its game', () => {
  assert.ok(wwwPages.length >= 9, wwwPages.join(' '));
  for (const page of wwwPages) check(page, fs.readFileSync(path.join(www, page), 'utf8'), siteRoot, { absolute: false });
  // Each rule page's picture is its own (one of its examples, with the verdict): no two rule pages share one.
  const pictures = wwwPages.filter((p) => p.startsWith('rules/'))
    .map((p) => tags(fs.readFileSync(path.join(www, p), 'utf8'))['og:image']);
  assert.equal(new Set(pictures).size, pictures.length, pictures.join(' '));
  // The playground's title names the three games.
  assert.equal(tags(fs.readFileSync(path.join(www, 'index.html'), 'utf8'))['og:title'],
    'Arbiter playground: Stratego, Xiangqi and Bogenschach rules');
});

test('each rule page\'s picture shows one of its own examples, at the move its rule refuses', () => {
  for (const [file, { game, page, example, board }] of Object.entries(PREVIEWS)) {
    const html = fs.readFileSync(path.join(www, page), 'utf8');
    assert.equal(tags(html)['og:image'], `../${file}`, `${page} shows ${file}`);
    // (the page shows the example as its document, the .pgn converted from the .txt file the picture was drawn from)
    assert.ok(html.includes(`example="../${example}"`) || html.includes(`example="../${example.replace(/\.txt$/, '.pgn')}"`),
      `${page} has the example ${example}`);
    assert.ok(PICTURES[game].includes(file));
    const tried = board.match(/try="([^"]+)"/)[1];
    const text = fs.readFileSync(path.join(www, example), 'utf8');
    const forbidden = [...text.matchAll(/^forbidden:\s*(?:after \d+:\s*)?(.+?)(?:\s*=>.*)?$/gm)].map((m) => m[1].trim());
    assert.ok(forbidden.includes(tried), `${file}: ${tried} is a move ${example} forbids (${forbidden.join(', ')})`);
    if (board.includes('position=')) {
      for (const key of ['position', 'moves']) {
        const value = board.match(new RegExp(`${key}="([^"]+)"`))[1];
        assert.equal(text.match(new RegExp(`^${key}:\\s*(.+)$`, 'm'))[1].trim(), value, `${file}: the example's ${key}`);
      }
    }
    assert.ok(fs.statSync(path.join(www, file)).size > 10_000, `${file} is a picture`);
  }
});

test('with a site address (SITE_URL) every preview address is absolute and points to the same files', () => {
  for (const page of wwwPages) {
    const html = fs.readFileSync(path.join(www, page), 'utf8');
    const built = previewTags(html, page, SITE);
    const t = check(page, built, SITE, { absolute: true });
    assert.equal(t['og:url'], `${SITE}${page}`);
    // The same without the trailing slash.
    assert.equal(previewTags(html, page, SITE.slice(0, -1)), built);
  }
  assert.throws(() => previewTags('<meta property="og:url" content="a.html">', 'a.html', 'javascript:alert(1)'), /http/);
  assert.equal(previewTags('<meta property="og:url" content="a.html">', 'a.html', undefined), '<meta property="og:url" content="a.html">');
});

test('the formats are pages of the site: tags, links between them, every link of the site to them', () => {
  for (const name of Object.keys(DOC_PAGES)) {
    const page = `docs/${name}.html`;
    const html = renderDocPage(root, name);
    check(page, html, siteRoot, { absolute: false });
    check(page, previewTags(html, page, SITE), SITE, { absolute: true });
    assert.match(html, /<main>[\s\S]*<h1 id="[^"]+">[\s\S]*<\/main>/);
    // Links go to the other documents' pages or stay on the page; none to a file the site does not hold.
    for (const [, href] of html.matchAll(/<a href="([^"]+)"/g)) {
      if (/^(https?:|#)/.test(href)) continue;
      const target = path.join(dist, 'docs', href.split('#')[0]);
      const known = [...Object.keys(DOC_PAGES).map((n) => `${n}.html`)];
      assert.ok(known.includes(href.split('#')[0]) || /^\.\.\/[\w/-]+\.html$/.test(href), `${page}: link ${href} (${target})`);
    }
  }
  // The unbuilt pages link the Markdown; the built ones the pages.
  const guide = fs.readFileSync(path.join(www, 'embed.html'), 'utf8');
  for (const name of Object.keys(DOC_PAGES)) {
    assert.ok(guide.includes(`href="docs/${name}.md"`), `embed.html links docs/${name}.md`);
    assert.ok(docLinks(guide).includes(`href="docs/${name}.html"`));
  }
  assert.ok(fs.readFileSync(path.join(www, 'index.html'), 'utf8').includes('href="docs/documents.md"'),
    'the playground links the document format');
  assert.equal(docLinks('<a href="../docs/api.md#errors">'), '<a href="../docs/api.html#errors">');
  assert.equal(docLinks('<a href="docs/architecture.md">'), '<a href="docs/architecture.md">');
});

test('the built site (dist/): its pages\' tags, the formats\' pages, the precache list', { skip: !fs.existsSync(path.join(dist, 'docs')) && 'dist/ is not built' }, () => {
  const precache = fs.readFileSync(path.join(dist, 'sw-precache.js'), 'utf8');
  for (const page of [...wwwPages, ...Object.keys(DOC_PAGES).map((n) => `docs/${n}.html`)]) {
    const html = fs.readFileSync(path.join(dist, page), 'utf8');
    const t = tags(html);
    const absolute = /^https?:/.test(t['og:url']);
    check(page, html, absolute ? new URL(t['og:url'].slice(0, -page.length)) : siteRoot, { absolute });
    assert.ok(precache.includes(`"${page}"`), `${page} is precached (offline)`);
    assert.doesNotMatch(html, /href="(\.\.\/)*docs\/[\w-]+\.md/, `${page}: links the formats' pages, not the Markdown`);
  }
  for (const picture of Object.values(PICTURES).flat()) assert.ok(precache.includes(`"${picture}"`), `${picture} precached`);
});

test('scripts/serve.mjs --root www: the formats the pages link are shown as text (text/markdown)', async () => {
  const server = http.createServer(staticSite(www));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  try {
    for (const name of Object.keys(DOC_PAGES)) {
      const res = await fetch(`${base}/docs/${name}.md`);
      assert.equal(res.status, 200, name);
      assert.equal(res.headers.get('content-type'), 'text/markdown; charset=utf-8');
      assert.equal(await res.text(), fs.readFileSync(path.join(root, 'docs', `${name}.md`), 'utf8'));
    }
    assert.equal((await fetch(`${base}/docs/no-such-file.md`)).status, 404);
    assert.equal((await fetch(`${base}/docs/%2e%2e/Cargo.toml`)).status, 404);
  } finally {
    server.close();
  }
});
