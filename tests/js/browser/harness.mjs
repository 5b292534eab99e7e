// Helpers for the browser tests: the built site (dist/) on a free localhost port (scripts/serve.mjs) and
// Debian's Chromium through playwright-core.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { before, after } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const CHROMIUM = process.env.ARBITER_CHROMIUM || '/usr/bin/chromium';
export const chromiumMissing = !fs.existsSync(CHROMIUM);

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Starts scripts/serve.mjs on port 0 (a free port); resolves to { base, stop }. */
export async function startServer() {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs'), '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`serve.mjs did not start within 60 s: ${out}`)), 60_000);
    child.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/http:\/\/[^\s/]+:\d+\//);
      if (m) {
        clearTimeout(timer);
        resolve(m[0]);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve.mjs exited with ${code}: ${out}`));
    });
  });
  return { base, stop: () => child.kill() };
}

/** How long any Playwright call of a browser from launch() waits by default (actions, waitFor*, goto,
 * screenshots): Playwright's own default, 30 s, is short for a page that compiles wasm on a busy 2-core machine.
 * Calls that pass their own timeout keep it. */
export const DEFAULT_TIMEOUT = 90_000;

/** Chromium; each context it makes (browser.newPage makes one too) gets DEFAULT_TIMEOUT. */
export async function launch() {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true, timeout: 90_000 });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(DEFAULT_TIMEOUT);
    context.setDefaultNavigationTimeout(DEFAULT_TIMEOUT);
    return context;
  };
  return browser;
}

/** Collects page errors and console errors, to assert none happened. */
export function watch(page) {
  const errors = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return errors;
}

/** Opens `file` of the built site, served with `pages` in place of its files (tests/js/dist/server.mjs), in a new
 * context of `browser` (1000x900 unless `options` say otherwise): the page, its errors (watch), every path it
 * asked for, and close(). */
export async function openBuilt(browser, file, pages = {}, options = {}) {
  const { startStatic } = await import('../dist/server.mjs');
  const server = await startStatic({ pages });
  const context = await browser.newContext({ viewport: { width: 1000, height: 900 }, ...options });
  const p = await context.newPage();
  const errors = watch(p);
  const asked = [];
  p.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await p.goto(server.base + file);
  return { p, errors, asked, close: async () => { await context.close(); await server.stop(); } };
}

/** For a suite of tests on the built site whose pages each need their own server (openBuilt): one Chromium,
 * launched before the suite's tests and closed after them; open(file, pages, options) is openBuilt's. */
export function builtSite() {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
  });
  return { open: (file, pages, options) => openBuilt(browser, file, pages, options) };
}

export const artifacts = path.join(root, 'tests', 'artifacts');

/** The engine package (pkg/, every game) loaded in Node: what the widget should show is computed with it. */
export async function nodeEngine() {
  const wasm = path.join(root, 'pkg', 'arbiter_bg.wasm');
  if (!fs.existsSync(wasm)) throw new Error(`${wasm} is missing: run make build first`);
  const engine = await import(pathToFileURL(path.join(root, 'pkg', 'arbiter.js')).href);
  engine.initSync({ module: fs.readFileSync(wasm) });
  return engine;
}

/** Call inside a describe(): before its tests, loads the engine in Node, starts the www/ server and Chromium;
 * after them, stops both. Returns an object whose `engine`, `server` and `browser` are set once `before` ran. */
export function browserSuite() {
  const suite = { engine: null, server: null, browser: null };
  before(async () => {
    suite.engine = await nodeEngine();
    fs.mkdirSync(artifacts, { recursive: true });
    suite.server = await startServer();
    suite.browser = await launch();
  });
  after(async () => {
    await suite.browser?.close();
    suite.server?.stop();
  });
  return suite;
}

/** A desktop page (1280x900, no service worker) and the errors it logs. */
export async function desktopPage(browser, options = {}) {
  const page = await browser.newPage({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 }, ...options });
  return { page, errors: watch(page) };
}

/** A phone (390x844, touch, 2x) in its own context, and the errors its page logs. */
export async function phonePage(browser) {
  const context = await browser.newContext({
    serviceWorkers: 'block', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  return { context, page, errors: watch(page) };
}

/** An example file of www/examples/GAME/ as its `key: value` pairs (the first of a repeated key). */
export function readExampleFile(game, file) {
  const out = {};
  for (const line of fs.readFileSync(path.join(root, 'www', 'examples', game, file), 'utf8').split('\n')) {
    const m = line.match(/^([a-z][a-z0-9.]*):\s*(.*)$/i);
    if (m && !(m[1] in out)) out[m[1]] = m[2].trim();
  }
  return out;
}

/** The reader comes to each quiz of `page`: a board in quiz mode starts only when it comes near the view
 * (www/board/schedule.js), so a test that waits for every board of a page first scrolls each quiz into view, a
 * frame apart. */
export function scrollToQuizzes(page) {
  return page.evaluate(async () => {
    for (const b of document.querySelectorAll('arbiter-board[quiz]')) {
      b.scrollIntoView({ block: 'center' });
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    }
  });
}
