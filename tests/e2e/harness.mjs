// Shared harness of the end-to-end tests: serves the release bundle (dist/) on a free localhost
// port (scripts/serve.mjs) and drives Debian's headless Chromium with playwright-core (no browser download).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { serve as serveStatic } from '../../scripts/serve.mjs';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import { chromium } from 'playwright-core';

const ROOT = resolve(import.meta.dirname, '..', '..');
// The bundle under test: dist/, or $STERNHALMA_DIST (handy while others rebuild dist/).
export const DIST = process.env.STERNHALMA_DIST ?? join(ROOT, 'dist');

// The raw output of the last `trunk build --release`, kept by scripts/postbuild.mjs.
const RAW = process.env.STERNHALMA_RAW ?? join(ROOT, 'target', 'trunk-dist');

/**
 * Serves `dir` (default: the release bundle; or `{ prefix: dir, … }` for several copies) under
 * `prefix` on localhost `port` (default: a free one); `options.cacheControl` sets the
 * Cache-Control header. Returns { url, urls, port, requests, swap, close }; see
 * scripts/serve.mjs.
 */
export function serve(dir = DIST, prefix = '/', port = 0, options = {}) {
  return serveStatic(dir, { prefix, port, ...options });
}

/**
 * A build of the game marked `tag` (`window.sternhalmaBuild` in the page, `self.sternhalmaBuild`
 * in the computer's worker; `scripts/postbuild.mjs --tag`), made from the last trunk output into
 * a fresh temporary folder, whose path it returns: two tags make two deploys whose start-up and
 * worker files really differ.
 */
export function build(tag) {
  if (!existsSync(join(RAW, 'index.html'))) throw new Error(`no trunk output in ${RAW}: run scripts/build.sh first`);
  const out = mkdtempSync(join(tmpdir(), `sternhalma-${tag}-`));
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'postbuild.mjs'), '--from', RAW, '--tag', tag, out], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return out;
}

/**
 * The tests' setting that makes the computer search its level's node budget instead of its time
 * (`sternhalma.test.pace` in localStorage, read once as the page starts; docs/dom.md): its moves
 * are then the same on any machine.
 */
export const PACE_KEY = 'sternhalma.test.pace';

/**
 * Launches headless Chromium with a fresh profile; returns { context, close }. A fresh profile
 * is a first visit, which greets the player with the welcome card (`#welcome`); tests that are
 * about something else close it (Escape) whenever it is in the way of an action — unless
 * `welcome` is true. Every page's computer plays within its levels' node budgets (`PACE_KEY`,
 * set before the page's scripts, whatever a test clears), unless `pace` is `'clock'`.
 */
export async function launch({ welcome = false, pace = 'nodes', ...options } = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'sternhalma-e2e-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_BIN || '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1000, height: 900 },
    ...options,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  if (pace === 'nodes') {
    await browser.addInitScript((key) => {
      try {
        localStorage.setItem(key, 'nodes');
      } catch {
        // A page without storage (about:blank): no game there.
      }
    }, PACE_KEY);
  }
  if (!welcome) {
    // Escape, once the card is modal and listening (`data-ready`: Yew may run the dialog's
    // effect a turn after drawing it, and a key pressed before that would be lost).
    const skipWelcome = (page) => {
      const welcome = page.locator('#welcome');
      return page.addLocatorHandler(welcome, async () => {
        await page.locator('#welcome[data-ready="true"]').waitFor();
        await page.keyboard.press('Escape');
        await welcome.waitFor({ state: 'detached' });
      });
    };
    browser.on('page', skipWelcome);
    for (const page of browser.pages()) await skipWelcome(page);
  }
  return {
    context: browser,
    close: async () => {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Opens `url` in a new page, failing the test on any page error or console error, and waits
 * until the board is rendered. Returns the page and the collected errors.
 */
export async function openGame(context, url) {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(url);
  await page.waitForSelector('main.app:not(#boot) [data-cell]', { timeout: 20000 });
  return { page, errors };
}

/**
 * Runs `body(page, errors)` on a page opened at `url` (a new game when `fresh`: the autosave of
 * an earlier test is cleared first), then checks that the page logged no error, and closes it
 * whatever happened.
 */
export async function withPage(context, url, body, { fresh = false } = {}) {
  const { page, errors } = fresh ? await openNewGame(context, url) : await openGame(context, url);
  try {
    await body(page, errors);
    if (errors.length > 0) throw new Error(`the page logged errors:\n${errors.join('\n')}`);
  } finally {
    await page.close();
  }
}

/**
 * Installed before a page's scripts (`page.addInitScript(watchSelects)`): every click on a peg
 * that can move, to its hole drawn selected, in ms measured in the page; read back with
 * `page.evaluate(() => window.__selects)`. (A measure for reports and benchmarks: tests never
 * assert times.)
 */
export const watchSelects = () => {
  window.__selects = [];
  let clicked = null;
  addEventListener('click', (e) => {
    if (e.target instanceof Element && e.target.closest('g.peg.movable')) clicked = performance.now();
  }, true);
  new MutationObserver(() => {
    if (clicked !== null && document.querySelector('g.hole.selected')) {
      window.__selects.push(performance.now() - clicked);
      clicked = null;
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
};

/** The uncaught errors of `page` from now on, and its console errors unless `console` is false. */
export function watchErrors(page, { console: withConsole = true } = {}) {
  const errors = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  if (withConsole) page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
  return errors;
}

/** The status line's text. */
export const statusText = (page) => page.$eval('#status', (e) => e.textContent.trim());

/** The pegs on the game's board, as sorted `cell:player` strings. */
export const boardPegs = (page) =>
  page.$$eval('.board-area [data-player]', (els) => els.map((e) => `${e.dataset.cell}:${e.dataset.player}`).sort());

/**
 * Opens `target` (on the server at `origin`) in a fresh page load, not a hash navigation, with
 * localStorage holding only `storage`, and waits until the board is rendered.
 */
export async function openFresh(context, origin, target = origin, storage = {}) {
  const { page, errors } = await openGame(context, origin);
  await page.evaluate((items) => {
    localStorage.clear();
    for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
  }, storage);
  await page.goto('about:blank');
  await page.goto(target);
  await page.waitForSelector('main.app:not(#boot) .board-area [data-cell]', { timeout: 60000 });
  return { page, errors };
}

/** The version a build's service worker caches under (`sw.js` of the build in `dir`). */
export const versionOf = (dir) => /const VERSION = '([^']+)'/.exec(readFileSync(join(dir, 'sw.js'), 'utf8'))[1];

/** The game's cache names on the page's origin, in the order they were created. */
export const cacheNames = (page) => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('sternhalma')));

/** The cells of the seats' pegs, sorted. */
export const pegCells = (page) => page.$$eval('[data-player]', (els) => els.map((e) => e.dataset.cell).sort());

/** Plays one move by clicks: a peg of the side to move to its first destination. */
export async function playOneMove(page) {
  const before = await pegCells(page);
  const movable = await page.$$eval('[data-player].movable', (els) => els.map((e) => e.dataset.cell));
  for (const cell of movable) {
    await page.click(`[data-player][data-cell="${cell}"]`);
    // Selected (a state, not a wait): its destinations are drawn with it.
    await page.waitForSelector(`g.hole.selected[data-cell="${cell}"]`, { state: 'attached' });
    const dest = await page.$('.move-dest');
    if (!dest) continue;
    const to = await dest.getAttribute('data-cell');
    // By selector: the board may have drawn that hole anew since.
    await page.click(`.move-dest[data-cell="${to}"]`);
    await page.waitForSelector(`[data-player][data-cell="${to}"]`, { state: 'attached' });
    const after = await pegCells(page);
    if (!after.includes(to) || after.includes(cell)) throw new Error(`the peg did not move ${cell} → ${to}`);
    if (JSON.stringify(after) === JSON.stringify(before)) throw new Error('the board did not change');
    return { from: cell, to };
  }
  throw new Error('no peg could be moved');
}

/** How long `until` and `expectSoon` keep reading by default (ms): generous, for a loaded machine. */
/**
 * Holds back the download of the game's own module (its wasm: the page's skeleton and the
 * early board still load) until the returned function is called; calling it again does nothing.
 */
export async function holdGameModule(page) {
  let release;
  const gate = new Promise((resolve) => (release = resolve));
  await page.route('**/sternhalma-*_bg.wasm', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

export const SOON_MS = 20000;

/**
 * Reads `read()` (sync or async) until `holds(value)` is true, and returns that value: the way
 * to check what a page shows after an action (a click, a key, a tap), which it may draw a few
 * frames later. A read that throws (say, cut short by a navigation) is tried again. Past
 * `timeout` ms it fails with `message` and the last value seen (or the last error).
 */
export async function until(read, holds = Boolean, message = 'the condition', { timeout = SOON_MS, polling = 50 } = {}) {
  const end = Date.now() + timeout;
  for (;;) {
    let value;
    let failure;
    try {
      value = await read();
      if (holds(value)) return value;
    } catch (e) {
      failure = e;
    }
    if (Date.now() > end) {
      const last = failure ? `the read failed: ${failure.message}` : `the last value read: ${show(value)}`;
      throw new Error(`timed out after ${timeout} ms waiting for ${message}; ${last}`);
    }
    // The pace of the reads, not a wait for the state: the next read decides.
    await new Promise((ok) => setTimeout(ok, polling));
  }
}

/**
 * Reads `read()` until it is deep-equal to `expected`, or, when `expected` is a RegExp, until it
 * is a text that matches it; returns the value read. Fails like `until`, with `message`.
 */
export function expectSoon(read, expected, message = `${show(expected)}`, options = {}) {
  const holds =
    expected instanceof RegExp
      ? (v) => typeof v === 'string' && expected.test(v)
      : (v) => isDeepStrictEqual(v, expected);
  return until(read, holds, message, options);
}

const show = (value) => {
  if (value instanceof RegExp) return String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
};

/**
 * Evaluates `fn(arg)` in the page until it gives a truthy value, and returns that value
 * (`until`). Unlike Playwright's `waitForFunction`, `fn` may be async (waitForFunction takes the
 * promise itself for a truthy answer).
 */
export function waitInPage(page, fn, arg, { timeout = SOON_MS, polling = 100 } = {}) {
  return until(() => page.evaluate(fn, arg), Boolean, `${fn}`, { timeout, polling });
}

/** Waits until nothing is installing or waiting, and the active service worker controls the page. */
export const settled = (page) =>
  waitInPage(
    page,
    async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return (
        reg !== undefined &&
        !reg.installing &&
        !reg.waiting &&
        reg.active?.state === 'activated' &&
        navigator.serviceWorker.controller === reg.active
      );
    },
  );

/**
 * Waits until the page's origin has a filled game cache whose name holds `version` (a version,
 * or a whole cache name; a precache writes all its files at once, when it has them all), then
 * until the service worker has settled.
 */
export async function activated(page, version) {
  await waitInPage(
    page,
    async (v) => {
      const name = (await caches.keys()).find((k) => k.startsWith('sternhalma') && k.includes(v));
      return name !== undefined && (await (await caches.open(name)).keys()).length > 0;
    },
    version,
  );
  await settled(page);
}

/**
 * Like `openGame`, but with a new game: the autosave of an earlier test is cleared first. With
 * nothing saved the page comes up as a first visit, its welcome card over a board whose pegs
 * cannot move yet; the wait is for pegs that can (the card closed by `launch`'s handler).
 */
export async function openNewGame(context, url) {
  const opened = await openGame(context, url);
  await opened.page.evaluate(() => localStorage.clear());
  await opened.page.goto(url);
  await opened.page.waitForSelector('g.peg.movable[data-player]', { timeout: 20000 });
  return opened;
}

/** Opens "More rules" in the new-game form (the rule options past the players and the board). */
export async function moreRules(page) {
  if (!(await page.$eval('#more-rules', (d) => d.open))) await page.click('#more-rules > summary');
}

// axe-core (a devDependency) checks a page against the accessibility rules it knows.
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core on `page` as it is now (its source evaluated in the page, which the page's
 * Content-Security-Policy does not govern) and returns the violations, each as
 * `rule (impact): what is wrong — the elements` — none when the page passes.
 */
export async function axeViolations(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE);
  return page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 6)
          .map((n) => `${n.target.join(' ')}${n.any[0]?.message ? ` [${n.any[0].message}]` : ''}`)
          .join('; ')}${v.nodes.length > 6 ? ` … ${v.nodes.length} in all` : ''}`,
    );
  });
}

/**
 * Chooses `lang` in the language switch and waits until the page is in it: Danish and
 * Bulgarian load their texts first (src/ui/texts.rs), and the page's `lang` follows the render.
 */
export async function chooseLanguage(page, lang) {
  await page.selectOption('#lang', lang);
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
}
