// The site's pages made at build time (scripts/build-site.mjs), and the link-preview tags of every page.
//
// - The formats a site editor needs, docs/<name>.md, become dist/docs/<name>.html (DOC_PAGES): the Markdown
//   rendered by `marked`, in the site's frame (navigation to every page, <main>, preview tags). Code boxes and wide
//   tables are focusable regions (a keyboard scrolls them). Links between these documents point to their pages;
//   a link to any other file of the repository keeps its text and loses its link (the site does not hold it).
//   The unbuilt site (www/) links the Markdown itself, docs/<name>.md, which scripts/serve.mjs serves as
//   text/markdown; the build rewrites those links to the pages (docLinks).
// - Preview tags: each page names its own address (og:url) and a picture of its game (og:image, twitter:image),
//   relative to the page. Given the site's address (SITE_URL at build time), previewTags writes them in full, as
//   crawlers need them; without it they stay relative.
//
//   import { DOC_PAGES, renderDocPage, docLinks, previewTags } from './site-pages.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { Marked } from 'marked';

/** The documents published as pages: name -> its preview picture (of the game it describes, else the site's). */
export const DOC_PAGES = {
  documents: 'preview.png',
  'stratego-notation': 'preview.png',
  'xiangqi-notation': 'preview-xiangqi.png',
  'chess-notation': 'preview-bogenschach.png',
  api: 'preview.png',
};
/** What a document's title adds to its heading, so that a preview names the game it is about. */
const TITLE_ADDS = { 'chess-notation': ' for Bogenschach' };

/** The preview pictures' descriptions (og:image:alt), by file. */
export const PREVIEW_ALT = {
  'preview.png': 'A Stratego board (More-Squares Rule, example 1) beside its move table, the refused move C3-B3 marked and ISF 11 cited.',
  'preview-two-squares.png': 'A Stratego board (Two-Squares Rule, frontal start) with the refused move B3-A3 marked and ISF 10 cited.',
  'preview-xiangqi.png': 'A Xiangqi board: a Cannon chasing a Chariot, the refused chase marked and the AXF rule cited.',
  'preview-axf.png': 'A Xiangqi board (AXF rule 6, diagram 1): a Chariot checking again and again, the refused check marked.',
  'preview-bogenschach.png': 'A Bogenschach board after a shot that exposes the enemy King, the refused King capture marked.',
};

/** The preview pictures (www/<file>, drawn by scripts/render-preview.mjs): file -> the game, the page whose example it
 * shows, and the board's attributes (that example, where it opens, the move its rule refuses, tried). */
export const PREVIEWS = {
  'preview.png': { game: 'Stratego', page: 'rules/more-squares.html', board: 'rules="isf" '
    + 'position="10/10/10/10/10/1b8/bj2b5/10/1O8/10 r" moves="B2-B3 B4-C4 B3-C3 C4-D4 C3-D3 D4-C4 D3-C3 C4-B4" '
    + 'step="end" try="C3-B3"', example: 'examples/stratego/more-squares-1.txt' },
  'preview-two-squares.png': { game: 'Stratego', page: 'rules/two-squares.html',
    example: 'examples/stratego/two-squares-frontal.txt', board: 'step="end" try="B3-A3"' },
  'preview-xiangqi.png': { game: 'Xiangqi', page: 'rules/xiangqi.html',
    example: 'examples/xiangqi/ruling-1-cannon-chases-chariot.txt', board: 'step="end" try="C9=8"' },
  'preview-axf.png': { game: 'Xiangqi', page: 'rules/axf.html', example: 'examples/xiangqi/axf/axf-6-d1.txt',
    board: 'step="end" try="R2+1"' },
  'preview-bogenschach.png': { game: 'Bogenschach', page: 'rules/bogenschach.html',
    example: 'examples/bogenschach/shot-exposes-enemy-king.txt', board: 'step="0" try="@e4 Rxe8"' },
};

/** The site's pages, for the navigation of the document pages (paths from the site's root). */
const NAV = [
  ['index.html', 'Playground'],
  ['rules/more-squares.html', 'The More-Squares Rule (ISF 11)'],
  ['rules/two-squares.html', 'The Two-Squares Rule (ISF 10)'],
  ['rules/xiangqi.html', 'Xiangqi: perpetual check and chase (AXF)'],
  ['rules/axf.html', 'The AXF rulebook, diagram by diagram'],
  ['rules/bogenschach.html', 'Bogenschach (archery chess)'],
  ['embed.html', 'Embedding the board'],
];

const decodeHtml = (s) => s.replace(/&(#39|quot|lt|gt|amp);/g, (_, e) => ({ '#39': "'", quot: '"', lt: '<', gt: '>', amp: '&' })[e]);
const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
const slug = (text) => text.toLowerCase().trim().replace(/<[^>]*>/g, '').replace(/[^\p{L}\p{N}\s_-]/gu, '')
  .replace(/\s/g, '-');

/** Where a link of a document goes on the site: another published document's page, an anchor, an absolute
 * address; null for a file of the repository the site does not hold. */
function siteHref(href) {
  if (/^([a-z][a-z0-9+.-]*:|#)/i.test(href)) return href;
  const m = href.match(/^(?:\.\/)?([\w-]+)\.md(#.*)?$/);
  if (m && m[1] in DOC_PAGES) return `${m[1]}.html${m[2] ?? ''}`;
  return null;
}

function markdown() {
  const seen = new Map();
  // The regions' labels: unique on the page (numbered), with the section they are in.
  let section = '';
  const count = { Example: 0, Table: 0 };
  const label = (kind) => `${kind} ${++count[kind]}${section ? `, ${section}` : ''}`;
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      heading({ tokens, depth, text }) {
        const base = slug(text) || 'section';
        const n = seen.get(base) ?? 0;
        seen.set(base, n + 1);
        const id = n ? `${base}-${n}` : base;
        section = decodeHtml(text.replace(/<[^>]*>/g, '').replace(/[`*_]/g, ''));
        return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      code({ text }) {
        return `<pre tabindex="0" role="region" aria-label="${escapeHtml(label('Example'))}"><code>${escapeHtml(text)}</code></pre>\n`;
      },
      table(token) {
        // An empty header cell is no header (a table whose first column has no name).
        const head = token.header.map((c) => (c.text.trim() ? `<th scope="col">${this.parser.parseInline(c.tokens)}</th>`
          : '<td></td>')).join('');
        const rows = token.rows.map((r) => `<tr>${r.map((c) => `<td>${this.parser.parseInline(c.tokens)}</td>`).join('')}</tr>`);
        return `<div class="table-wrap" tabindex="0" role="region" aria-label="${escapeHtml(label('Table'))}">\n<table>\n<thead><tr>${head}</tr></thead>\n`
          + `<tbody>\n${rows.join('\n')}\n</tbody></table></div>\n`;
      },
      link({ href, title, tokens }) {
        const inner = this.parser.parseInline(tokens);
        const to = siteHref(href);
        if (to === null) return inner;
        return `<a href="${escapeHtml(to)}"${title ? ` title="${escapeHtml(title)}"` : ''}>${inner}</a>`;
      },
    },
  });
  return marked;
}

/** The first paragraph of a document as plain text, for its description (at most about 200 characters). */
function description(md) {
  const para = md.split(/\n\s*\n/).map((p) => p.trim()).find((p) => p && !/^[#`|>-]/.test(p)) ?? '';
  const text = para.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*_]/g, '').replace(/\s+/g, ' ');
  if (text.length <= 200) return text;
  const cut = text.slice(0, 200);
  return `${cut.slice(0, cut.lastIndexOf(' '))} …`;
}

/** The page dist/docs/<name>.html for docs/<name>.md (`root`: the repository). */
export function renderDocPage(root, name) {
  const md = fs.readFileSync(path.join(root, 'docs', `${name}.md`), 'utf8');
  const body = markdown().parse(md);
  const h1 = decodeHtml((body.match(/<h1[^>]*>([\s\S]*?)<\/h1>/) ?? [, name])[1].replace(/<[^>]*>/g, ''));
  const title = `${h1}${TITLE_ADDS[name] ?? ''} – Arbiter`;
  const desc = description(md);
  const image = DOC_PAGES[name];
  const nav = NAV.map(([href, text]) => `    <a href="../${href}">${text}</a>`).join('\n');
  const docs = Object.keys(DOC_PAGES).map((n) => `    <a href="${n}.html"${n === name ? ' aria-current="page"' : ''}>${
    escapeHtml(n === name ? h1 : titleOf(root, n))}</a>`).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)}</title>
  <meta name="description" content="${escapeHtml(desc)}">
  <meta property="og:type" content="article">
  <meta property="og:site_name" content="Arbiter">
  <meta property="og:url" content="${name}.html">
  <meta property="og:title" content="${escapeHtml(title)}">
  <meta property="og:description" content="${escapeHtml(desc)}">
  <meta property="og:image" content="../${image}">
  <meta property="og:image:width" content="1200">
  <meta property="og:image:height" content="630">
  <meta property="og:image:alt" content="${escapeHtml(PREVIEW_ALT[image])}">
  <meta name="twitter:card" content="summary_large_image">
  <meta name="twitter:title" content="${escapeHtml(title)}">
  <meta name="twitter:description" content="${escapeHtml(desc)}">
  <meta name="twitter:image" content="../${image}">
  <link rel="icon" href="data:,">
  <style>
    :root { color-scheme: light dark; }
    body { font: 16px/1.55 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0 auto; padding: 1rem; max-width: 56rem; background: Canvas; color: CanvasText; }
    h1 { font-size: 1.6rem; margin: 0.25rem 0 0.5rem; }
    h2 { font-size: 1.3rem; margin-top: 2rem; }
    h3 { font-size: 1.1rem; margin-top: 1.5rem; }
    nav { margin: 0.4rem 0; font-size: 0.95rem; }
    nav a { margin-right: 0.8rem; display: inline-block; min-height: 24px; padding: 0.1rem 0; }
    nav a[aria-current="page"] { font-weight: 650; text-decoration: none; color: inherit; }
    pre { background: rgba(127, 127, 127, 0.12); padding: 0.6rem 0.8rem; border-radius: 6px; overflow-x: auto; font-size: 0.9rem; }
    code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.92em; overflow-wrap: anywhere; }
    pre code { overflow-wrap: normal; }
    .table-wrap { overflow-x: auto; }
    table { border-collapse: collapse; font-size: 0.93rem; }
    th, td { border: 1px solid rgba(127, 127, 127, 0.45); padding: 0.3rem 0.5rem; text-align: left; vertical-align: top; }
    a:focus-visible, pre:focus-visible, .table-wrap:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
  </style>
  <script type="module" src="../register-sw.js"></script>
</head>
<body>
  <header>
  <nav aria-label="Pages">
${nav}
  </nav>
  <nav aria-label="Formats">
${docs}
  </nav>
  </header>
  <main>
${body}
  </main>
</body>
</html>
`;
}

/** A document's first heading, as plain text. */
function titleOf(root, name) {
  const md = fs.readFileSync(path.join(root, 'docs', `${name}.md`), 'utf8');
  return (md.match(/^#\s+(.+)$/m) ?? [, name])[1].replace(/[`*_]/g, '').trim();
}

/** A page of the site with its links to docs/<name>.md (the unbuilt site's) pointing to the built pages. */
export function docLinks(html) {
  return html.replace(/(href="(?:\.\.\/)*docs\/)([\w-]+)\.md(#[^"]*)?"/g,
    (all, pre, name, hash) => (name in DOC_PAGES ? `${pre}${name}.html${hash ?? ''}"` : all));
}

/** `html`, the page at `page` (its path from the site's root), with its og:url, og:image and twitter:image written
 * in full under `siteUrl` (an http(s) address of the site's root); unchanged without one. */
export function previewTags(html, page, siteUrl) {
  if (!siteUrl) return html;
  const root = new URL(siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`);
  if (!/^https?:$/.test(root.protocol)) throw new Error(`SITE_URL must be an http(s) address: ${siteUrl}`);
  const here = new URL(page, root);
  return html.replace(/(<meta (?:property|name)="(?:og:url|og:image|twitter:image)" content=")([^"]*)(")/g,
    (all, pre, value, post) => `${pre}${escapeHtml(new URL(value.replace(/&amp;/g, '&'), here).href)}${post}`);
}
