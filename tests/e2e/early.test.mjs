// The early board (src/app/early.rs, src/ui/early.rs): while the game's own module is held back,
// the skeleton's board takes the first moves, of a link's game or of the game a welcome choice
// starts; the game's module, when it comes, goes on from there, its pegs where the early
// board's were, the board in the same place.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, watchErrors, axeViolations, holdGameModule, DIST } from './harness.mjs';

/** The pegs under `selector` (groups): centre of the body on screen, colour class, marker. */
const pegsOf = (page, selector) =>
  page.$$eval(selector, (pegs) =>
    pegs
      .map((g) => {
        const r = g.querySelector('.body').getBoundingClientRect();
        return [
          (r.x + r.width / 2).toFixed(1),
          (r.y + r.height / 2).toFixed(1),
          r.width.toFixed(1),
          [...g.classList].find((c) => c.startsWith('colour-')),
          g.querySelector('.marker')?.getAttribute('d'),
        ].join(' ');
      })
      .sort(),
  );
const boxOf = (page, selector) =>
  page.$eval(selector, (e) => {
    const r = e.getBoundingClientRect();
    return [r.x, r.y, r.width, r.height].map(Math.round);
  });

/** A fresh profile whose game's module (not the early one) waits for `release()`. */
async function held(options = {}) {
  const own = await launch({ serviceWorkers: 'block', ...options });
  const page = await own.context.newPage();
  const errors = watchErrors(page, { console: false });
  // The layout shifts Chromium reports, summed, with what moved.
  await page.addInitScript(() => {
    window.__shift = 0;
    window.__sources = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        window.__shift += e.value;
        const nodes = (e.sources ?? []).map((x) => (x.node instanceof Element ? x.node : x.node?.parentElement));
        window.__sources.push(...nodes.map((n) => `${n?.nodeName}.${n?.getAttribute('class')}`));
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const release = await holdGameModule(page);
  return { own, page, errors, release };
}

/** Picks up the early board's first movable peg and plays it to its first destination. */
async function playEarly(page) {
  const before = await page.evaluate(() => location.hash);
  await page.click('#boot .early-peg.movable');
  await page.waitForSelector('#boot .early-hole.selected');
  assert.equal(await page.$$eval('#boot .early-peg.selected', (p) => p.length), 1);
  const dests = await page.$$eval('#boot .early-hole.move-dest', (d) => d.length);
  assert.ok(dests > 0, 'the peg picked up shows where it may go');
  await page.click('#boot .early-hole.move-dest');
  await page.waitForFunction((b) => location.hash !== b, before);
  assert.equal(await page.$$eval('#boot .early-hole', (h) => h.length), 0, 'the move put the peg down');
}

test("a link's game takes moves on the early board before the game's module, which goes on from them", async () => {
  const server = await serve(DIST);
  const { own, page, errors, release } = await held();
  try {
    // The start position, two people at the board.
    await page.goto(`${server.url}#g2.AAAAAA.`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('#boot svg.skeleton[data-early] .early-peg.movable');
    assert.equal(await page.$$eval('svg.board, [data-cell], #welcome', (e) => e.length), 0, "the game's module is held");
    assert.equal((await pegsOf(page, '#boot .early-peg')).length, 20);
    await playEarly(page);
    // The other side moves next: its pegs are the movable ones now.
    await playEarly(page);
    assert.deepEqual(await axeViolations(page), [], 'the early board passes axe-core');
    const hash = await page.evaluate(() => location.hash);
    const pegs = await pegsOf(page, '#boot .early-peg');
    const movable = await pegsOf(page, '#boot .early-peg.movable');
    const board = await boxOf(page, '#boot svg.skeleton');
    // A peg picked up when the game comes stays in hand.
    await page.click('#boot .early-peg.movable');
    const picked = Number(await page.$eval('#boot .early-peg.selected', (p) => p.dataset.hole));
    await page.screenshot({ path: 'target/screenshots/early-link.png' });

    release();
    await page.waitForSelector('svg.board g.peg.movable');
    assert.equal(await page.$$eval('#boot', (e) => e.length), 0);
    assert.deepEqual(await pegsOf(page, 'svg.board g.peg'), pegs, 'the game shows the early board\'s pegs');
    assert.deepEqual(await pegsOf(page, 'svg.board g.peg.movable'), movable, 'and the same side to move');
    assert.deepEqual(await boxOf(page, 'svg.board'), board, 'the board does not move');
    assert.equal(
      await page.$$eval('svg.board g.hole', (hs) => hs.findIndex((h) => h.classList.contains('selected'))),
      picked,
      'the peg picked up is still in hand',
    );
    assert.equal(await page.$$eval('#move-list li[data-ply]', (li) => li.length), 2, 'both moves are in the game');
    await page.waitForFunction(() => document.documentElement.dataset.sync === 'idle');
    assert.equal(await page.evaluate(() => location.hash), hash, 'the address keeps the game');
    // Nothing moved, the side panel included, two frames after the game has settled.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const shifts = await page.evaluate(() => window.__shift);
    assert.ok(shifts < 0.001, `no layout shift: ${shifts} ${await page.evaluate(() => JSON.stringify(window.__sources))}`);
    assert.deepEqual(errors, []);
  } finally {
    release();
    await own.close();
    await server.close();
  }
});

test('a first visit: a choice of the welcome card starts its game on the early board, the computer answers once the game has come', async () => {
  const server = await serve(DIST);
  const { own, page, errors, release } = await held({ welcome: true, locale: 'en-GB' });
  try {
    await page.goto(server.url, { waitUntil: 'domcontentloaded' });
    // The card's choices answer (its other buttons wait for the game).
    await page.waitForSelector('#boot dialog[lang="en"][data-early]');
    const card = await page.$eval('#boot dialog[lang="en"]', (d) => ({
      busy: d.getAttribute('aria-busy'),
      enabled: d.querySelectorAll('button:not([disabled])').length,
      choices: d.querySelectorAll('button.choice-button:not([disabled])').length,
    }));
    assert.deepEqual(card, { busy: null, enabled: 7, choices: 7 });
    assert.deepEqual(await axeViolations(page), [], 'the early card passes axe-core');
    assert.equal(await page.$$eval('#boot .early-peg', (p) => p.length), 0, 'no game before a choice');
    const start = await pegsOf(page, '#boot .skeleton-peg');
    // The computer at level 1.
    await page.click('#boot dialog[lang="en"] button.choice-button');
    await page.waitForSelector('#boot .early-peg.movable');
    assert.equal(await page.$$eval('#boot dialog', (ds) => ds.filter((d) => d.checkVisibility()).length), 0, 'the card closed');
    assert.deepEqual(await pegsOf(page, '#boot .early-peg'), start, "the early board's pegs are the HTML's start position");
    await playEarly(page);
    // The computer's turn waits for the game, and the page says it is loading.
    assert.equal(await page.$$eval('#boot .early-peg.movable', (p) => p.length), 0);
    await page.waitForSelector('#boot[data-early-wait] .early-wait[lang="en"]', { state: 'visible' });
    assert.equal(await page.$$eval('#boot .early-wait', (ps) => ps.filter((p) => p.checkVisibility()).length), 1);
    const pegs = await pegsOf(page, '#boot .early-peg');
    await page.screenshot({ path: 'target/screenshots/early-first-visit.png' });

    release();
    await page.waitForSelector('svg.board g.peg');
    assert.equal(await page.$$eval('#welcome', (w) => w.length), 0, 'no welcome card: the game was chosen');
    // The computer answers, and the person's pegs are movable again.
    await page.waitForSelector('svg.board g.peg.movable');
    await page.waitForFunction(() => document.querySelectorAll('#move-list li[data-ply]').length === 2);
    const after = await pegsOf(page, 'svg.board g.peg');
    assert.equal(after.length, 20);
    assert.notDeepEqual(after, pegs, 'the computer moved');
    assert.deepEqual(errors, []);
  } finally {
    release();
    await own.close();
    await server.close();
  }
});

test('a welcome choice taken on the early board: the game says who starts, as its own card does', async () => {
  const server = await serve(DIST);
  const { own, page, errors, release } = await held({ welcome: true, locale: 'en-GB' });
  try {
    await page.goto(server.url, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('#boot dialog[lang="en"][data-early]');
    // Playing with friends (the last choice), no move yet.
    await page.click('#boot dialog[lang="en"] button.choice-button >> nth=-1');
    await page.waitForSelector('#boot .early-peg.movable');
    release();
    await page.waitForSelector('svg.board g.peg.movable');
    await page.waitForFunction(() => /starts/.test(document.querySelector('#messages')?.textContent ?? ''));
    assert.equal(await page.$$eval('#welcome', (w) => w.length), 0);
    assert.equal(await page.$$eval('#move-list li[data-ply]', (li) => li.length), 0);
    // Both seats are people's: the other side's pegs are movable after a move.
    assert.equal(await page.evaluate(() => document.querySelector('main.app').dataset.thinking), 'false');
    assert.deepEqual(errors, []);
  } finally {
    release();
    await own.close();
    await server.close();
  }
});

test('started before the page is parsed, the early module waits for it, takes the board once and raises no error', async () => {
  const server = await serve(DIST);
  const { own, page, errors, release } = await held();
  // A script at the end of the page, held back: the parser waits for it, the early module's
  // wasm does not.
  let releaseLate;
  const late = new Promise((resolve) => (releaseLate = resolve));
  try {
    await page.route('**/late.js', async (route) => {
      await late;
      await route.fulfill({ contentType: 'text/javascript', body: 'void 0;' });
    });
    await page.route(/\/$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('</body>', '<script src="./late.js"></script></body>');
      await route.fulfill({ response, body });
    });
    await page.goto(`${server.url}#g2.AAAAAA.`, { waitUntil: 'commit' });
    await page.waitForSelector('html[data-early="parsing"]', { state: 'attached' });
    assert.equal(await page.evaluate(() => document.readyState), 'loading');
    releaseLate();
    await page.waitForSelector('#boot[data-early="on"] .early-peg.movable');
    // The page's state changes once more (`complete`), and nothing is taken twice.
    await page.waitForFunction(() => document.readyState === 'complete');
    assert.equal(await page.evaluate(() => document.documentElement.dataset.early), undefined);
    assert.equal(await page.$$eval('#boot .early-peg', (p) => p.length), 20);
    release();
    await page.waitForSelector('svg.board g.peg.movable');
    assert.deepEqual(errors, []);
  } finally {
    releaseLate();
    release();
    await own.close();
    await server.close();
  }
});

test('a browser that keeps a game, and a link the early board does not draw, leave the board to the game', async () => {
  const server = await serve(DIST);
  const { own, page, errors, release } = await held();
  try {
    // A lesson link names no game.
    await page.goto(`${server.url}#l1.chain`, { waitUntil: 'domcontentloaded' });
    // The early module has looked and declined.
    await page.waitForSelector('#boot[data-early="idle"]');
    assert.equal(await page.$$eval('#boot svg[data-early], #boot dialog[data-early], #boot .early-peg', (e) => e.length), 0);
    // A kept game: the page is not fresh.
    await page.evaluate(() => localStorage.setItem('sternhalma.games.x', '{}'));
    // (A page of its own: only the fragment differs, which would not load the page again.)
    await page.goto('about:blank');
    await page.goto(`${server.url}#g2.AAAAAA.`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('#boot[data-early="idle"]');
    assert.equal(await page.evaluate(() => document.documentElement.dataset.fresh), undefined);
    assert.equal(await page.$$eval('#boot svg[data-early], #boot .early-peg', (e) => e.length), 0);
    release();
    await page.waitForSelector('svg.board g.peg');
    assert.deepEqual(errors, []);
  } finally {
    release();
    await own.close();
    await server.close();
  }
});
