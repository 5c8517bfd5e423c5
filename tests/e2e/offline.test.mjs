// The shipped bundle as players use it: served from a subpath with no request leaving its own
// files, playable again with the server gone (service worker), and as one file opened from disk.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { serve, launch, watchErrors, activated, build, cacheNames, pegCells, playOneMove, settled, versionOf, waitInPage, chooseLanguage, expectSoon, holdGameModule, DIST } from './harness.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/**
 * Records, from the first script on (ms since navigation): when the first peg appears
 * (`__boardShownAt`), when the first legal destination is highlighted (`__answeredAt`), the
 * page's long tasks (over 50 ms, `__longTasks`) and when the first input reached the page
 * (`__inputAt`).
 */
const TIME_TO_BOARD = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const t of list.getEntries()) window.__longTasks.push(t.startTime + t.duration);
  }).observe({ type: 'longtask', buffered: true });
  addEventListener('pointerdown', () => (window.__inputAt ??= performance.now()), { capture: true });
  new MutationObserver((_, observer) => {
    if (!window.__boardShownAt && document.querySelector('[data-player]')) {
      window.__boardShownAt = performance.now();
    }
    // A first visit answers its first click by closing the welcome card (a game starts), a
    // returning one by showing a peg's destinations.
    if (document.querySelector('#welcome')) window.__welcomed = true;
    if (document.querySelector('.move-dest') || (window.__welcomed && !document.querySelector('#welcome'))) {
      window.__answeredAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
};

// First in this file, while the machine is not yet busy with the other tests' browsers.
test('time from navigation to a page that answers, on first and repeat visits (reported, not asserted)', async () => {
  const server = await serve(DIST, '/games/sternhalma/');
  const samples = { painted: [], pegs: [], quiet: [], answered: [] };
  const repeat = { painted: [], pegs: [], quiet: [], answered: [] };
  try {
    // Where a first visit's first click goes (the welcome card's "Pass and play"), and where a
    // peg with legal moves stands on the board.
    let at;
    let atWelcome;
    const first = await launch({ welcome: true });
    try {
      const page = await first.context.newPage();
      await page.goto(server.url);
      const button = await page.locator('#pass-and-play').boundingBox();
      atWelcome = { x: button.x + button.width / 2, y: button.y + button.height / 2 };
      await page.click('#pass-and-play');
      for (const cell of await page.$$eval('g.peg.movable', (els) => els.map((e) => e.dataset.cell))) {
        await page.click(`[data-player][data-cell="${cell}"]`);
        await page.waitForSelector(`g.hole.selected[data-cell="${cell}"]`, { state: 'attached' });
        if (await page.$('.move-dest')) {
          const box = await page.locator(`[data-player][data-cell="${cell}"]`).boundingBox();
          at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
          break;
        }
      }
    } finally {
      await first.close();
    }
    assert.ok(at, 'a peg of the first visit can move');

    for (let i = 0; i < 7; i++) {
      // A fresh profile each time: nothing cached, no service worker yet.
      const fresh = await launch({ welcome: true });
      try {
        const page = await fresh.context.newPage();
        await page.addInitScript(TIME_TO_BOARD);
        const cdp = await fresh.context.newCDPSession(page);
        // As soon as the pegs are there and painted, real clicks on that peg, one after the other
        // through the browser's input queue: the first that gets an answer is the first the
        // board could take. (Plain CDP calls: the driver's own helpers inject scripts that would
        // keep the page busy.) The answer's time includes these round trips: in traces they
        // added 40-130 ms between the board being idle and the click reaching it.
        const ask = async (expression) =>
          (await cdp.send('Runtime.evaluate', { expression, returnByValue: true })).result.value;
        let target = atWelcome;
        const click = (type) =>
          cdp.send('Input.dispatchMouseEvent', { type, x: target.x, y: target.y, button: 'left', clickCount: 1 });
        const visit = async (navigate) => {
          await navigate();
          for (let n = 0; n < 2000 && !(await ask('window.__answeredAt !== undefined')); n++) {
            const painted = "performance.getEntriesByName('first-contentful-paint').length > 0";
            if (await ask(`window.__boardShownAt !== undefined && ${painted}`)) {
              await click('mousePressed');
              await click('mouseReleased');
            }
          }
          return page.evaluate(() => ({
            // The navigation went through the service worker.
            viaWorker: performance.getEntriesByType('navigation')[0].workerStart > 0,
            painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
            pegs: window.__boardShownAt,
            // Lighthouse's "time to interactive", before any input of ours: the pegs are
            // there and no long task is left to run (the last one has ended).
            quiet: Math.max(window.__boardShownAt, ...window.__longTasks.filter((end) => end <= window.__inputAt)),
            answered: window.__answeredAt,
          }));
        };
        const firstVisit = await visit(() => page.goto(server.url, { waitUntil: 'commit' }));
        assert.ok(!firstVisit.viaWorker, 'a first visit has no service worker yet');
        for (const k of Object.keys(samples)) samples[k].push(firstVisit[k]);

        // The next visit: the service worker serves the bundle from its cache, and the
        // browser may keep the compiled wasm.
        await settled(page);
        target = at;
        const repeatVisit = await visit(() => page.reload({ waitUntil: 'commit' }));
        assert.ok(repeatVisit.viaWorker, 'the repeat visit is served by the service worker');
        for (const k of Object.keys(repeat)) repeat[k].push(repeatVisit[k]);
      } finally {
        await fresh.close();
      }
    }
  } finally {
    await server.close();
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1].toFixed(0);
  const range = (xs) => `${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}`;
  console.log(
    `# first visits (${samples.pegs.length} fresh profiles), ms since navigation, median (range): ` +
      `board painted ${median(samples.painted)} (${range(samples.painted)}), ` +
      `pegs placed ${median(samples.pegs)} (${range(samples.pegs)}), ` +
      `no long task left ${median(samples.quiet)} (${range(samples.quiet)}), ` +
      `first click answered ${median(samples.answered)} (${range(samples.answered)})`,
  );
  console.log(
    `# repeat visits (same profiles, service worker in control), median (range): ` +
      `board painted ${median(repeat.painted)} (${range(repeat.painted)}), ` +
      `pegs placed ${median(repeat.pegs)} (${range(repeat.pegs)}), ` +
      `no long task left ${median(repeat.quiet)} (${range(repeat.quiet)}), ` +
      `first click answered ${median(repeat.answered)} (${range(repeat.answered)})`,
  );
  for (const xs of [...Object.values(samples), ...Object.values(repeat)]) assert.ok(xs.every((t) => t > 0));
  // The order of events, not their speed: pegs before the answer to a click on one.
  for (const xs of [samples, repeat]) assert.ok(xs.answered.every((t, i) => t >= xs.pegs[i]));
});

test('served from a subpath: only its own files are requested; offline after the first visit', async () => {
  const server = await serve(DIST, '/games/sternhalma/');
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  const foreign = [];
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
    const cache = await caches.open(keys.find((k) => k.startsWith('sternhalma ')));
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

test('installable: Chromium finds no installability error; every icon has its declared size', async () => {
  const server = await serve(DIST, '/apps/sternhalma/');
  const page = await browser.context.newPage();
  try {
    await page.goto(server.url);
    await page.waitForSelector('[data-player]');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await browser.context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, []);
    const { errors, data } = await cdp.send('Page.getAppManifest');
    assert.deepEqual(errors, []);
    const manifest = JSON.parse(data);
    for (const icon of manifest.icons) {
      // Width and height from the PNG's header.
      const png = readFileSync(join(DIST, icon.src));
      assert.equal(png.toString('latin1', 12, 16), 'IHDR', `${icon.src} is a PNG`);
      assert.equal(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.sizes, icon.src);
    }
    // Launchers that cut icons to their own shape get one drawn for it.
    assert.ok(manifest.icons.some((i) => i.purpose === 'maskable'), 'a maskable icon');
  } finally {
    await page.close();
    await server.close();
  }
});

test('an update arrives on the next visit and keeps the game in progress', async () => {
  // Version 2: another build of the bundle, as a new deploy would be.
  const v2 = build('v2');
  let server = await serve(DIST, '/app/');
  const { port } = server;
  const cacheOf = (dir) => `sternhalma ${server.url} ${versionOf(dir)}`;
  const page = await browser.context.newPage();
  const errors = watchErrors(page, { console: false });
  let inProgress;
  try {
    await page.goto(server.url);
    await page.waitForSelector('[data-player]');
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The worker controls pages loaded after it is active: this one, once reloaded if it came
    // first (a state read, not a wait).
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.waitForSelector('[data-player]');
    assert.deepEqual(await cacheNames(page), [cacheOf(DIST)]);

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
    assert.equal(await page.evaluate(() => window.sternhalmaBuild), 'v2', 'version 2 is served');
    assert.deepEqual(await pegCells(page), inProgress, 'the game in progress survives the update');
    // The new service worker takes over; the old cache stays for pages of version 1 still open.
    await activated(page, versionOf(v2));
    assert.deepEqual(await cacheNames(page), [cacheOf(DIST), cacheOf(v2)]);

    // Offline again: version 2 comes from the cache, with the game.
    await server.close();
    await browser.context.setOffline(true);
    await page.reload();
    await page.waitForSelector('[data-player]');
    assert.equal(await page.evaluate(() => window.sternhalmaBuild), 'v2', 'version 2 is cached');
    assert.deepEqual(await pegCells(page), inProgress);
    assert.deepEqual(errors, []);
  } finally {
    await browser.context.setOffline(false);
    await server.close();
    await page.close();
    rmSync(v2, { recursive: true, force: true });
  }
});

test("a first visit's welcome card comes with the board: open in the frame its pegs appear, and in the same box once modal", async () => {
  for (const viewport of [{ width: 1366, height: 768 }, { width: 390, height: 844 }]) {
    const fresh = await launch({ welcome: true, viewport });
    try {
      const server = await serve(DIST);
      const page = await fresh.context.newPage();
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.querySelector('.board-area [data-player]')) return;
          const card = document.querySelector('#welcome');
          const r = card?.getBoundingClientRect();
          window.__welcome = card ? { open: card.open, box: [r.x, r.y, r.width, r.height].map(Math.round) } : null;
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(server.url);
      await page.waitForSelector('#welcome[data-ready="true"]');
      const first = await page.evaluate(() => window.__welcome);
      assert.ok(first?.open, "the card is open with the board's first pegs");
      const modal = await page.$eval('#welcome', (d) => {
        const r = d.getBoundingClientRect();
        return { modal: d.matches(':modal'), box: [r.x, r.y, r.width, r.height].map(Math.round) };
      });
      assert.equal(modal.modal, true, 'then modal');
      assert.deepEqual(modal.box, first.box, `the same box at ${viewport.width}×${viewport.height}`);
      await server.close();
    } finally {
      await fresh.close();
    }
  }
});

test('the board is painted before the code has loaded, then the game takes its place', async () => {
  const server = await serve(DIST, '/games/sternhalma/');
  // A profile of its own without service workers: every request of the page goes through the
  // route below, none is answered from an earlier test's cache.
  const own = await launch({ serviceWorkers: 'block' });
  const page = await own.context.newPage();
  const errors = watchErrors(page, { console: false });
  let release;
  const held = new Promise((resolve) => (release = resolve));
  try {
    await page.route('**/*.wasm', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(server.url, { waitUntil: 'domcontentloaded' });
    // The code is held back: the page shows the board from its HTML alone.
    await page.waitForSelector('#boot svg.skeleton', { state: 'visible' });
    // Nothing there yet answers to the board's DOM contract.
    assert.equal(await page.$$eval('svg.board, [data-cell], [data-q]', (e) => e.length), 0);
    // Each pit's centre on screen, to a tenth of a pixel, sorted.
    const centres = (selector) =>
      page.$$eval(selector, (els) =>
        els
          .map((e) => {
            const r = e.getBoundingClientRect();
            return `${(r.x + r.width / 2).toFixed(1)},${(r.y + r.height / 2).toFixed(1)}`;
          })
          .sort(),
      );
    const skeleton = await page.$eval('#boot svg', (svg) => ({
      pits: svg.querySelectorAll('circle.pit').length,
      viewBox: svg.getAttribute('viewBox'),
      box: JSON.stringify(svg.getBoundingClientRect()),
    }));
    const skeletonPits = await centres('#boot svg circle.pit');
    assert.equal(skeleton.pits, 121);
    assert.equal(await page.$$eval('[data-player]', (p) => p.length), 0);
    release();
    await page.waitForSelector('[data-player]');
    // One board: the game's, in the same place and with the same viewBox.
    assert.equal(await page.$$eval('#boot', (e) => e.length), 0);
    assert.equal(await page.$$eval('svg.board', (e) => e.length), 1);
    const board = await page.$eval('svg.board', (svg) => ({
      viewBox: svg.getAttribute('viewBox'),
      box: JSON.stringify(svg.getBoundingClientRect()),
    }));
    assert.equal(board.viewBox, skeleton.viewBox);
    const [a, b] = [JSON.parse(skeleton.box), JSON.parse(board.box)];
    for (const side of ['x', 'y', 'width', 'height']) {
      assert.ok(
        Math.abs(a[side] - b[side]) < 0.5,
        `the board does not move when the game starts: ${skeleton.box} then ${board.box}`,
      );
    }
    assert.equal(await page.$$eval('g.hole', (h) => h.length), 121);
    // Every hole where its pit was drawn.
    assert.deepEqual(await centres('svg.board g.hole circle.pit'), skeletonPits);
    assert.deepEqual(errors, []);
  } finally {
    release();
    await own.close();
    await server.close();
  }
});

test("a link's position is never preceded by other pegs: the empty board, or the early board's drawing of that position, until the game draws it", async () => {
  const server = await serve(DIST);
  const own = await launch({ serviceWorkers: 'block' });
  const page = await own.context.newPage();
  const errors = watchErrors(page, { console: false });
  // Seat 1 advanced to e6 and f10, seat 0 to l4 and m8 (as the single file's link test).
  const link = 't1.p2/0:a1.b1-2.c1.c3.d1-3.e6.f10/3:l4.m8.n2-4.o1-2.p1-2.q1/1';
  try {
    // Every set of pegs the page ever shows, as it shows it: the game's, and the early
    // board's (its holes by index, `data-hole`).
    await page.addInitScript(() => {
      window.__pegs = [];
      window.__early = [];
      new MutationObserver(() => {
        const cells = [...document.querySelectorAll('[data-player]')].map((e) => `${e.dataset.player}:${e.dataset.cell}`).sort().join();
        if (cells && window.__pegs.at(-1) !== cells) window.__pegs.push(cells);
        const holes = [...document.querySelectorAll('#boot .early-peg')].map((e) => Number(e.dataset.hole)).sort((a, b) => a - b).join();
        if (holes && window.__early.at(-1) !== holes) window.__early.push(holes);
      }).observe(document, { childList: true, subtree: true });
    });
    // The game's module waits until the early board has drawn.
    const release = await holdGameModule(page);
    await page.goto(`${server.url}#${link}`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('#boot[data-early="on"] .early-peg');
    release();
    await page.waitForSelector('[data-player][data-cell="e6"]');
    const seen = await page.evaluate(() => window.__pegs);
    assert.equal(seen.length, 1, `one set of pegs, the link's: ${seen.join(' | ')}`);
    assert.ok(seen[0].includes('1:e6') && seen[0].includes('0:m8'), seen[0]);
    // The early board drew the same holes, once (the game's holes are in cell order).
    const early = await page.evaluate(() => window.__early);
    assert.equal(early.length, 1, `the early board drew once: ${early.join(' | ')}`);
    const names = await page.$$eval('svg.board g.hole', (hs) => hs.map((h) => h.dataset.cell));
    const drawn = early[0].split(',').map((i) => names[Number(i)]).sort().join();
    const game = seen[0].split(',').map((c) => c.split(':')[1]).sort().join();
    assert.equal(drawn, game);
    assert.deepEqual(errors, []);
  } finally {
    await own.close();
    await server.close();
  }
});

test('a game that cannot start says so instead of showing an empty board', async () => {
  // A damaged download: the page's wasm is not WebAssembly.
  const broken = mkdtempSync(join(tmpdir(), 'sternhalma-broken-'));
  cpSync(DIST, broken, { recursive: true });
  const wasm = readdirSync(broken).find((f) => f.startsWith('sternhalma-') && f.endsWith('_bg.wasm'));
  writeFileSync(join(broken, wasm), 'not WebAssembly');
  const server = await serve(broken, '/');
  const page = await browser.context.newPage();
  try {
    await page.goto(server.url);
    const note = await page.waitForSelector('#boot [role=alert].message.error', { timeout: 10000 });
    assert.match(await note.textContent(), /could not start in this browser \(.+\)/);
    assert.equal(await page.$$eval('[data-player]', (p) => p.length), 0);
    // The start position and the welcome card of a first visit give way to the message.
    assert.equal(await page.$$eval('#boot .first-visit', (els) => els.filter((e) => getComputedStyle(e).display !== 'none').length), 0);
    assert.ok(await note.isVisible(), 'the message shows');
  } finally {
    await page.close();
    await server.close();
    rmSync(broken, { recursive: true, force: true });
  }
});

test('the single file opens from disk and plays', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
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
  const errors = watchErrors(page);
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

test('the single file speaks Danish and Bulgarian from its own texts', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page, { console: false });
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  const url = pathToFileURL(join(DIST, 'sternhalma-offline.html')).href;
  await page.goto(url);
  await page.waitForSelector('main.app:not(#boot) [data-player]');
  // Chosen as a player chooses it, then read back at the next start from the file's own texts.
  await chooseLanguage(page, 'bg');
  await page.reload();
  await page.waitForSelector('[data-player]');
  await expectSoon(() => page.getAttribute('html', 'lang'), 'bg');
  await expectSoon(() => page.textContent('#new-game'), 'Нова игра');
  await chooseLanguage(page, 'da');
  await expectSoon(() => page.textContent('#undo'), 'Fortryd');
  await chooseLanguage(page, 'en');
  assert.deepEqual(requests.filter((r) => /texts-/.test(r)), [], 'no texts file is fetched');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the single file opens position links too', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page, { console: false });
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

// What a first visit downloads: what the early board needs to be playable (the page and the
// early module's wasm), the files the game's board needs (the page and what it loads before the
// game starts), and everything the server sent once the service worker has its copy of the
// rest. The budgets sit a few percent above the current build and catch growth; the targets the
// game aims for are in docs/speed.md.
// The lessons and puzzles are in the screens' module, loaded after the board (docs/speed.md).
const BUDGET = { playable: 60_000, board: 375_000, all: 765_000 };

test('first-visit download size, gzip (reported; checked against a budget)', async () => {
  const server = await serve(DIST, '/s/');
  const fresh = await launch();
  let board;
  let all;
  try {
    const page = await fresh.context.newPage();
    await page.goto(server.url);
    await page.waitForSelector('[data-player]');
    // The page and the scripts and wasm it names.
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const named = [...html.matchAll(/(?:href|src)="?\.\/([^"\s>]+\.(?:js|wasm|css))/g)].map((m) => m[1]);
    board = new Set(['/s/', ...named.map((f) => `/s/${f}`)]);
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The precache has finished once the cache holds every file the worker lists.
    const listed = /const FILES = (\[[^\]]*\])/.exec(readFileSync(join(DIST, 'sw.js'), 'utf8'));
    assert.ok(listed, 'sw.js lists its files');
    const count = JSON.parse(listed[1]).length;
    await waitInPage(
      page,
      async (n) => {
        const keys = (await caches.keys()).filter((k) => k.startsWith('sternhalma '));
        return keys.length === 1 && (await (await caches.open(keys[0])).keys()).length === n;
      },
      count,
    );
    all = new Set(server.requests);
    for (const p of board) assert.ok(all.has(p), `${p} was downloaded`);
  } finally {
    await fresh.close();
    await server.close();
  }
  const gzip = (paths) => {
    let raw = 0;
    let gz = 0;
    for (const p of paths) {
      const file = p.slice('/s/'.length) || 'index.html';
      const data = readFileSync(join(DIST, file));
      raw += data.length;
      gz += gzipSync(data, { level: 9 }).length;
    }
    return { raw, gz, n: paths.size };
  };
  const early = new Set([...board].filter((p) => p === '/s/' || /\/early-[^/]*\.wasm$/.test(p)));
  const p = gzip(early);
  const b = gzip(board);
  const a = gzip(all);
  const kb = (n) => (n / 1000).toFixed(1);
  console.log(
    `# first visit: up to a playable board (the early module) ${p.n} files, ${kb(p.raw)} KB raw, ${kb(p.gz)} KB gzip; ` +
      `up to the game's board ${b.n} files, ${kb(b.raw)} KB raw, ${kb(b.gz)} KB gzip; ` +
      `with the service worker's precache ${a.n} files, ${kb(a.raw)} KB raw, ${kb(a.gz)} KB gzip`,
  );
  assert.equal(early.size, 2, 'the page names the early module\'s wasm');
  assert.ok([...board].some((p) => p.endsWith('.wasm')), 'the board needs the wasm');
  assert.ok(p.gz <= BUDGET.playable, `up to a playable board: ${p.gz} B gzip, budget ${BUDGET.playable}`);
  assert.ok(b.gz <= BUDGET.board, `up to the board: ${b.gz} B gzip, budget ${BUDGET.board}`);
  assert.ok(a.gz <= BUDGET.all, `whole first visit: ${a.gz} B gzip, budget ${BUDGET.all}`);
});
