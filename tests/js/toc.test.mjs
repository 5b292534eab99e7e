// Each rule page with several sections has a table of contents per language (nav.toc, written by
// scripts/rule-toc.py) that links every section with an id, in order, under the section's own heading.
// Fix a failure by running: python3 scripts/rule-toc.py
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const rules = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'www', 'rules');

test('every rule page lists its sections in a table of contents, in English and in German', () => {
  for (const f of fs.readdirSync(rules).filter((f) => f.endsWith('.html'))) {
    const page = fs.readFileSync(path.join(rules, f), 'utf8');
    const sections = [];
    for (const m of page.matchAll(/<section\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/section>/g)) {
      const heading = (lang) => m[2].match(new RegExp(`<(h[23])\\b[^>]*data-lang="${lang}"[^>]*>([\\s\\S]*?)</\\1>`))?.[2].trim();
      if (heading('en') && heading('de')) sections.push({ id: m[1], en: heading('en'), de: heading('de') });
    }
    if (sections.length < 2) continue;
    for (const lang of ['en', 'de']) {
      const nav = page.match(new RegExp(`<nav class="toc" data-lang="${lang}"[^>]*>([\\s\\S]*?)</nav>`));
      assert.ok(nav, `${f}: no table of contents in ${lang} (run python3 scripts/rule-toc.py)`);
      const links = [...nav[1].matchAll(/<a href="#([^"]+)">([\s\S]*?)<\/a>/g)].map((l) => ({ id: l[1], text: l[2] }));
      assert.deepEqual(links, sections.map((s) => ({ id: s.id, text: s[lang] })), `${f} (${lang}): run python3 scripts/rule-toc.py`);
      for (const l of links) assert.ok(page.includes(`id="${l.id}"`), `${f}: #${l.id} exists`);
    }
  }
});
