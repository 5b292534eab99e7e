#!/usr/bin/env python3
"""Writes the table of contents of each rule page (www/rules/*.html) from its sections: every <section id=...>
with an <h2> or <h3> per language becomes a link; h3 sections are listed under the h2 before them. One list per
language (data-lang="en" / "de"), after the page's nav.pages. Run again after adding or renaming a section;
tests/js/toc.test.mjs checks that each page's contents match its sections."""
import glob, html, re, sys

TITLE = {'en': 'On this page', 'de': 'Auf dieser Seite'}

def sections(page):
    out = []
    for m in re.finditer(r'<section\b[^>]*\bid="([^"]+)"[^>]*>(.*?)</section>', page, re.S):
        sid, body = m.group(1), m.group(2)
        h = re.search(r'<(h[23])\b[^>]*data-lang="en"[^>]*>(.*?)</\1>', body, re.S)
        d = re.search(r'<(h[23])\b[^>]*data-lang="de"[^>]*>(.*?)</\1>', body, re.S)
        if h and d:
            out.append((sid, h.group(1), {'en': h.group(2).strip(), 'de': d.group(2).strip()}))
    return out

def toc(secs, lang):
    attrs = f'data-lang="{lang}"' + (' lang="de" hidden' if lang == 'de' else '')
    lines = [f'  <nav class="toc" {attrs} aria-labelledby="toc-{lang}">',
             f'    <p class="toc-title" id="toc-{lang}">{TITLE[lang]}</p>', '    <ol>']
    open_sub = False
    for i, (sid, level, names) in enumerate(secs):
        item = f'<a href="#{sid}">{names[lang]}</a>'
        nxt = secs[i + 1][1] if i + 1 < len(secs) else None
        if level == 'h3' and open_sub:
            lines.append(f'        <li>{item}</li>')
            if nxt != 'h3':
                lines += ['      </ol></li>']
                open_sub = False
            continue
        if nxt == 'h3':
            lines += [f'      <li>{item}', '      <ol>']
            open_sub = True
        else:
            lines.append(f'      <li>{item}</li>')
    lines += ['    </ol>', '  </nav>']
    return '\n'.join(lines)

for path in sorted(glob.glob('www/rules/*.html')):
    page = open(path, encoding='utf-8').read()
    page = re.sub(r'\n  <nav class="toc"[\s\S]*?</nav>', '', page)
    secs = sections(page)
    if len(secs) < 2:
        continue
    block = toc(secs, 'en') + '\n' + toc(secs, 'de')
    page = re.sub(r'(<nav class="pages"[\s\S]*?</nav>)', lambda m: m.group(1) + '\n' + block, page, count=1)
    open(path, 'w', encoding='utf-8').write(page)
    print(path, len(secs))
