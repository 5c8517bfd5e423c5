// The shipped bundle as players use it: served from a subpath with no request leaving its own
// files, playable again with the server gone (service worker), and as one file opened from disk.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { serve, launch, DIST } from './harness.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Records, from the first script on, when the first peg appears (ms since navigation). */
const TIME_TO_BOARD = () => {
  new MutationObserver((_, observer) => {
    if (document.querySelector('[data-player]')) {
      window.__boardShownAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
};

/** Plays one move by clicks: a front peg of the side to move to its first destination. */
async function playOneMove(page) {
  const before = await pegCells(page);
  const movable = await page.$$eval('[data-player]', (els) => els.map((e) => e.dataset.cell));
  for (const cell of movable) {
    await page.click(`[data-player][data-cell="${cell}"]`);
    const dest = await page
      .waitForSelector('.move-dest', { state: 'attached', timeout: 1000 })
      .catch(() => null);
    if (!dest) continue;
    const to = await dest.getAttribute('data-cell');
    await dest.click();
    await page.waitForSelector(`[data-player][data-cell="${to}"]`, { state: 'attached' });
    const after = await pegCells(page);
    assert.ok(after.includes(to) && !after.includes(cell), `the peg moved ${cell} → ${to}`);
    assert.notDeepEqual(after, before);
    return { from: cell, to };
  }
  assert.fail('no peg could be moved');
}

const pegCells = (page) =>
  page.$$eval('[data-player]', (els) => els.map((e) => e.dataset.cell).sort());

test('served from a subpath: only its own files are requested; offline after the first visit', async () => {
  const server = await serve(DIST, '/games/sternhalma/');
  const page = await browser.context.newPage();
  const errors = [];
  const foreign = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('request', (r) => {
    if (!r.url().startsWith(server.url) && !r.url().startsWith('data:')) foreign.push(r.url());
  });
  await page.addInitScript(TIME_TO_BOARD);
  await page.goto(server.url);
  await page.waitForSelector('[data-player]');
  const shownAt = await page.evaluate(() => window.__boardShownAt);
  console.log(`# navigation → board with pegs: ${shownAt?.toFixed(0)} ms`);
  assert.equal(await page.$$eval('[data-q][data-r]', (els) => els.length), 121);

  // The service worker takes control and has cached the bundle.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 10000 }).catch(async () => {
    await page.reload(); // first visits are controlled from the next load on
  });
  const cached = await page.evaluate(async () => {
    const keys = await caches.keys();
    const cache = await caches.open(keys.find((k) => k.startsWith('sternhalma-')));
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  });
  assert.ok(cached.some((p) => p.endsWith('.wasm')), `the wasm is cached: ${cached}`);
  assert.ok(cached.includes('/games/sternhalma/'), `the page is cached: ${cached}`);
  assert.deepEqual(foreign, [], 'no request outside the bundle');
  assert.deepEqual(errors, []);

  // Network gone: the server stops and the browser is offline.
  await server.close();
  await browser.context.setOffline(true);
  try {
    await page.reload();
    await page.waitForSelector('[data-player]');
    assert.equal(await page.$$eval('[data-q][data-r]', (els) => els.length), 121);
    await playOneMove(page);
  } finally {
    await browser.context.setOffline(false);
    await page.close();
  }
});

/** The service worker's cache names of the page's origin. */
const cacheNames = (page) => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('sternhalma-')));

test('an update arrives on the next visit and keeps the game in progress', async () => {
  // Version 2 of the bundle: a marked page and a service worker of another version.
  const v2 = mkdtempSync(join(tmpdir(), 'sternhalma-v2-'));
  cpSync(DIST, v2, { recursive: true });
  const index = readFileSync(join(v2, 'index.html'), 'utf8');
  writeFileSync(join(v2, 'index.html'), index.replace('<title>', '<meta name="sternhalma-build" content="v2"><title>'));
  const sw = readFileSync(join(v2, 'sw.js'), 'utf8');
  const v1Version = /const VERSION = '([^']+)'/.exec(sw)[1];
  writeFileSync(join(v2, 'sw.js'), sw.replace(`'${v1Version}'`, `'${v1Version}-v2'`));

  let server = await serve(DIST, '/app/');
  const { port } = server;
  const page = await browser.context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  let inProgress;
  try {
    await page.goto(server.url);
    await page.waitForSelector('[data-player]');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 10000 }).catch(() => page.reload());
    await page.waitForSelector('[data-player]');
    assert.deepEqual(await cacheNames(page), [`sternhalma-${v1Version}`]);

    // A game in progress: one move played, kept in the URL and in storage.
    await playOneMove(page);
    inProgress = await pegCells(page);
    await page.waitForFunction(() => location.hash.length > 1);
  } finally {
    await server.close();
  }
  // The host now serves version 2 at the same address.
  server = await serve(v2, '/app/', port);
  try {
    // Next visit: the new page, the same game.
    await page.reload();
    await page.waitForSelector('[data-player]');
    assert.equal(await page.$$eval('meta[name="sternhalma-build"]', (m) => m.length), 1, 'version 2 is served');
    assert.deepEqual(await pegCells(page), inProgress, 'the game in progress survives the update');
    // The new service worker takes over and drops the old cache.
    await page.waitForFunction(
      async (v) => {
        const keys = (await caches.keys()).filter((k) => k.startsWith('sternhalma-'));
        return keys.length === 1 && keys[0] === `sternhalma-${v}-v2`;
      },
      v1Version,
      { timeout: 10000, polling: 200 },
    );

    // Offline again: version 2 comes from the cache, with the game.
    await server.close();
    await browser.context.setOffline(true);
    await page.reload();
    await page.waitForSelector('[data-player]');
    assert.equal(await page.$$eval('meta[name="sternhalma-build"]', (m) => m.length), 1, 'version 2 is cached');
    assert.deepEqual(await pegCells(page), inProgress);
    assert.deepEqual(errors, []);
  } finally {
    await browser.context.setOffline(false);
    await server.close();
    await page.close();
    rmSync(v2, { recursive: true, force: true });
  }
});

test('time from navigation to the board on first visits (reported, not asserted)', async () => {
  const server = await serve(DIST, '/games/sternhalma/');
  const times = [];
  try {
    for (let i = 0; i < 7; i++) {
      // A fresh profile each time: nothing cached, no service worker yet.
      const fresh = await launch();
      try {
        const page = await fresh.context.newPage();
        await page.addInitScript(TIME_TO_BOARD);
        await page.goto(server.url);
        await page.waitForSelector('[data-player]');
        times.push(await page.evaluate(() => window.__boardShownAt));
      } finally {
        await fresh.close();
      }
    }
  } finally {
    await server.close();
  }
  times.sort((a, b) => a - b);
  const ms = (t) => t.toFixed(0);
  console.log(`# first visit, navigation → board with pegs over ${times.length} fresh profiles: median ${ms(times[times.length >> 1])} ms, min ${ms(times[0])} ms, max ${ms(times.at(-1))} ms`);
  assert.ok(times.every((t) => t > 0));
});

test('the single file opens from disk and plays', async () => {
  const page = await browser.context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  const url = pathToFileURL(join(DIST, 'sternhalma-offline.html')).href;
  await page.goto(url);
  await page.waitForSelector('[data-player]');
  assert.equal(await page.$$eval('[data-q][data-r]', (els) => els.length), 121);
  assert.equal(await page.$$eval('[data-player]', (els) => els.length), 20);
  await playOneMove(page);
  assert.deepEqual(
    requests.filter((u) => u !== url && !u.startsWith('data:') && !u.startsWith('blob:')),
    [],
    'the single file loads nothing else',
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test('in the single file the computer thinks in a worker', async () => {
  const page = await browser.context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const workers = [];
  page.on('worker', (w) => workers.push(w.url()));
  await page.goto(pathToFileURL(join(DIST, 'sternhalma-offline.html')).href);
  await page.waitForSelector('[data-player]');
  await page.click('#hint');
  await page.waitForSelector('g.hole.hint', { state: 'attached', timeout: 15000 });
  assert.equal(await page.$$eval('g.hole.hint', (l) => l.length), 2);
  assert.equal(workers.length, 1, 'one worker started');
  assert.ok(workers[0].startsWith('blob:'), `the worker comes from the file itself: ${workers[0]}`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the single file opens position links too', async () => {
  const page = await browser.context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // A readable position link (docs/links.md): top army (seat 1) advanced to e6 and f10,
  // bottom army (seat 0) to l4 and m8; seat 1 to move.
  const link = 't1.p2/0:a1.b1-2.c1.c3.d1-3.e6.f10/3:l4.m8.n2-4.o1-2.p1-2.q1/1';
  await page.goto(`${pathToFileURL(join(DIST, 'sternhalma-offline.html')).href}#${link}`);
  await page.waitForSelector('[data-player]');
  const seat = (cell) => page.$eval(`[data-player][data-cell="${cell}"]`, (e) => e.dataset.player);
  assert.equal(await seat('e6'), '1');
  assert.equal(await seat('f10'), '1');
  assert.equal(await seat('l4'), '0');
  assert.equal(await seat('m8'), '0');
  assert.equal(await page.$$eval('[data-player][data-cell="d4"]', (els) => els.length), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('first-visit size is reported', () => {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const files = ['index.html', ...[...html.matchAll(/(?:href|src)="?\.\/([^"\s>]+\.(?:js|wasm|css))/g)].map((m) => m[1])];
  let raw = 0;
  let gz = 0;
  for (const f of new Set(files)) {
    const data = readFileSync(join(DIST, f));
    raw += data.length;
    gz += gzipSync(data, { level: 9 }).length;
  }
  console.log(`# first visit: ${(raw / 1024).toFixed(1)} KiB raw, ${(gz / 1024).toFixed(1)} KiB gzip`);
  assert.ok(files.some((f) => f.endsWith('.wasm')), 'the page loads a wasm module');
});
