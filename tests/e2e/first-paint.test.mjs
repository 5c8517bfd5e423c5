// The board at first paint (src/app/skeleton.rs): a first visit shows the start position and
// the welcome card from the page's HTML alone, and the game takes over the same pegs in the same
// place, without a frame without them; a link or a saved game never shows a peg of the page's
// HTML (the empty board until the game draws its own position).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, watchErrors, playOneMove, holdGameModule, DIST } from './harness.mjs';

/**
 * Records from the first script on, once per animation frame (ms since navigation): how many
 * pegs show, of the page's HTML (`#boot .skeleton-peg`) and of the game (`svg.board g.peg`),
 * whether a welcome card shows (the page's, the game's), and the board's box; and the layout
 * shifts Chromium reports. Also, on every change of the DOM, whether a peg or a card of the
 * page's HTML is rendered at all (`__staticSeen`).
 */
const FRAMES = () => {
  window.__frames = [];
  window.__shifts = [];
  window.__staticSeen = false;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__shifts.push({ value: e.value, sources: (e.sources ?? []).map((s) => s.node?.nodeName ?? '?') });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // (Chromium's checkVisibility() misses a `display: none` on an SVG ancestor.)
  const shown = (e) => {
    if (getComputedStyle(e).visibility !== 'visible') return false;
    for (let n = e; n; n = n.parentElement) if (getComputedStyle(n).display === 'none') return false;
    return e.isConnected;
  };
  const count = (selector) => [...document.querySelectorAll(selector)].filter(shown).length;
  const look = () => {
    if (count('#boot .skeleton-peg') > 0 || count('#boot dialog') > 0) window.__staticSeen = true;
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true });
  const frame = () => {
    look();
    const board = document.querySelector('svg.board, svg.skeleton');
    const r = board?.getBoundingClientRect();
    window.__frames.push({
      t: Math.round(performance.now()),
      html: count('#boot .skeleton-peg'),
      game: count('svg.board g.peg'),
      card: count('#boot dialog') + count('#welcome'),
      box: r ? [r.x, r.y, r.width, r.height].map((v) => Math.round(v * 10) / 10).join() : null,
    });
    if (!document.querySelector('#welcome[data-ready="true"], svg.board g.peg.movable')) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
};

/** The pegs under `selector` (groups): centre of the body on screen, colour class, body fill. */
const pegsOf = (page, selector) =>
  page.$$eval(selector, (pegs) =>
    pegs
      .map((g) => {
        const body = g.querySelector('.body');
        const r = body.getBoundingClientRect();
        return [
          (r.x + r.width / 2).toFixed(1),
          (r.y + r.height / 2).toFixed(1),
          r.width.toFixed(1),
          [...g.classList].find((c) => c.startsWith('colour-')),
          getComputedStyle(body).fill,
          g.querySelector('.marker')?.getAttribute('d'),
        ].join(' ');
      })
      .sort(),
  );
/** The centre of every element under `selector` on screen, sorted. */
const centres = (page, selector) =>
  page.$$eval(selector, (els) =>
    els
      .map((e) => {
        const r = e.getBoundingClientRect();
        return `${(r.x + r.width / 2).toFixed(1)},${(r.y + r.height / 2).toFixed(1)}`;
      })
      .sort(),
  );
const boxOf = (page, selector) =>
  page.$eval(selector, (e) => {
    const r = e.getBoundingClientRect();
    return [r.x, r.y, r.width, r.height].map(Math.round);
  });

for (const { viewport, scheme, locale } of [
  { viewport: { width: 1366, height: 768 }, scheme: 'light', locale: 'en-GB' },
  { viewport: { width: 390, height: 844 }, scheme: 'dark', locale: 'en-GB' },
  { viewport: { width: 1366, height: 768 }, scheme: 'dark', locale: 'da-DK' },
]) {
  const where = `${viewport.width}×${viewport.height}, ${scheme}, ${locale}`;
  test(`a first visit paints the start position and the welcome card from the HTML; the game takes them over in place (${where})`, async () => {
    const server = await serve(DIST);
    // A profile of its own without service workers: the route below holds the page's code.
    const own = await launch({ welcome: true, serviceWorkers: 'block', viewport, colorScheme: scheme, locale });
    const page = await own.context.newPage();
    const errors = watchErrors(page, { console: false });
    let release = () => {};
    try {
      await page.addInitScript(FRAMES);
      release = await holdGameModule(page);
      await page.goto(server.url, { waitUntil: 'domcontentloaded' });
      // The code is held back: the start position and the card come from the HTML alone.
      await page.waitForSelector('#boot .skeleton-peg', { state: 'visible' });
      const lang = locale.slice(0, 2);
      assert.equal(await page.evaluate(() => document.documentElement.dataset.boot), lang);
      assert.equal(await page.$$eval('svg.board, [data-cell], [data-player], #welcome', (e) => e.length), 0);
      const before = {
        pegs: await pegsOf(page, '#boot .skeleton-peg'),
        pits: await centres(page, '#boot circle.pit'),
        triangles: await page.$$eval('#boot polygon.triangle', (t) => t.map((e) => `${e.getAttribute('class')} ${e.getAttribute('points')}`).sort()),
        board: await boxOf(page, '#boot svg.skeleton'),
        card: await boxOf(page, `#boot dialog[lang="${lang}"]`),
        text: await page.$eval(`#boot dialog[lang="${lang}"]`, (d) => d.innerText),
      };
      assert.equal(before.pegs.length, 20);
      assert.equal(before.pits.length, 121);
      // One card shows, in the page's language; once the early module has started (it is not
      // held), its seven choices answer, its other buttons wait for the game
      // (tests/e2e/early.test.mjs).
      const cards = await page.$$eval('#boot dialog', (ds) => ds.filter((d) => d.checkVisibility()).map((d) => d.lang));
      assert.deepEqual(cards, [lang]);
      await page.waitForSelector('#boot[data-early="on"]');
      const card = await page.$eval(`#boot dialog[lang="${lang}"]`, (d) => ({
        busy: d.getAttribute('aria-busy'),
        buttons: d.querySelectorAll('button').length,
        enabled: d.querySelectorAll('button:not([disabled])').length,
      }));
      assert.deepEqual(card, { busy: null, buttons: 12, enabled: 7 });
      await page.screenshot({ path: `target/screenshots/first-paint-${viewport.width}-${scheme}-${lang}-html.png` });

      release();
      await page.waitForSelector('#welcome[data-ready="true"]');
      await page.screenshot({ path: `target/screenshots/first-paint-${viewport.width}-${scheme}-${lang}-game.png` });
      assert.equal(await page.$$eval('#boot', (e) => e.length), 0);
      // The same pegs (centre, size, colour, marker), holes, triangles and boxes.
      assert.deepEqual(await pegsOf(page, 'svg.board g.peg'), before.pegs);
      assert.deepEqual(await centres(page, 'svg.board g.hole circle.pit'), before.pits);
      assert.deepEqual(
        await page.$$eval('svg.board polygon.triangle', (t) => t.map((e) => `${e.getAttribute('class')} ${e.getAttribute('points')}`).sort()),
        before.triangles,
      );
      assert.deepEqual(await boxOf(page, 'svg.board'), before.board, 'the board does not move');
      assert.deepEqual(await boxOf(page, '#welcome'), before.card, 'the card does not move');
      assert.equal(await page.$eval('#welcome', (d) => d.innerText), before.text);

      // Frame by frame, from the first that shows the whole start (a slow machine may paint
      // the page while its HTML is still being parsed): always 20 pegs, one card, one box.
      const frames = await page.evaluate(() => window.__frames);
      const first = frames.findIndex((f) => f.html === 20 && f.card === 1);
      assert.ok(first >= 0, `a frame with the start position and the card: ${JSON.stringify(frames.slice(0, 5))}`);
      const after = frames.slice(first);
      const gaps = after.filter((f) => f.html + f.game !== 20 || f.card !== 1 || f.box !== after[0].box);
      assert.deepEqual(gaps, [], `every frame from ${after[0].t} ms shows the 20 pegs, the card and the board in place`);
      assert.ok(after.some((f) => f.game === 20), 'the game took over within the frames recorded');
      const shifts = await page.evaluate(() => window.__shifts);
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      console.log(
        `# ${where}: pegs from the HTML at ${after[0].t} ms, the game's from ${after.find((f) => f.game)?.t} ms; ` +
          `${after.length} frames, none without pegs; layout shift ${total.toFixed(4)} ${JSON.stringify(shifts)}`,
      );
      assert.ok(total < 0.001, `no layout shift: ${JSON.stringify(shifts)}`);
      assert.deepEqual(errors, []);
    } finally {
      release();
      await own.close();
      await server.close();
    }
  });
}

test('a link, a saved game and a reload never show a peg or a card of the HTML, and nothing moves as the game opens', async () => {
  const server = await serve(DIST);
  const own = await launch({ serviceWorkers: 'block' });
  try {
    await own.context.addInitScript(FRAMES);
    const visit = async (page, url) => {
      await page.goto(url);
      await page.waitForSelector('svg.board g.peg');
      assert.equal(await page.evaluate(() => document.documentElement.dataset.boot), undefined, url);
      assert.equal(await page.evaluate(() => window.__staticSeen), false, `no peg of the HTML at ${url}`);
      const frames = await page.evaluate(() => window.__frames);
      assert.deepEqual(frames.filter((f) => f.html > 0), [], url);
      // Nothing moves as the game opens, its side panel (the move list, measured once
      // drawn) included.
      await page.waitForFunction(() => document.documentElement.dataset.sync === 'idle');
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const shifts = await page.evaluate(() => window.__shifts);
      assert.ok(shifts.reduce((sum, s) => sum + s.value, 0) < 0.001, `no layout shift at ${url}: ${JSON.stringify(shifts)}`);
    };
    // A link to the start position (it opens as a link: the page cannot know before the game
    // reads it), and one to another position.
    const start = await own.context.newPage();
    await visit(start, `${server.url}#g2.AAAAAA.`);
    await start.close();
    const link = 't1.p2/0:a1.b1-2.c1.c3.d1-3.e6.f10/3:l4.m8.n2-4.o1-2.p1-2.q1/1';
    const linked = await own.context.newPage();
    await visit(linked, `${server.url}#${link}`);
    await linked.close();
    // A game of 14 moves (docs/links.md's example): the move list has rows from the start.
    const played = await own.context.newPage();
    await visit(played, `${server.url}#g2.AAYAJCJC.QaSLBtwJA5QdYFOFqAlB5wDcBSBawPsBjhpUE6gM`);
    await played.close();
    // A game played, then the bare address in a new tab (the games list has it) and reloaded.
    const clean = await own.context.newPage();
    await clean.goto(server.url);
    await clean.evaluate(() => localStorage.clear());
    await clean.evaluate(() => sessionStorage.clear());
    await clean.reload();
    // (The welcome card is closed by the harness when it is in the way.)
    await clean.waitForSelector('svg.board g.peg.movable');
    await playOneMove(clean);
    await clean.waitForFunction(() => document.documentElement.dataset.sync === 'idle' && location.hash.length > 1);
    await clean.close();
    const saved = await own.context.newPage();
    await visit(saved, server.url);
    assert.ok(await saved.evaluate(() => location.hash.length > 1), 'the saved game opened');
    await saved.evaluate(() => history.replaceState(null, '', location.pathname));
    await saved.reload();
    await saved.waitForSelector('svg.board g.peg');
    assert.equal(await saved.evaluate(() => window.__staticSeen), false, 'no peg of the HTML on a reload');
    await saved.close();
  } finally {
    await own.close();
    await server.close();
  }
});

test('without JavaScript the page shows the empty board and says what it needs', async () => {
  const server = await serve(DIST);
  const own = await launch({ welcome: true, javaScriptEnabled: false });
  try {
    const page = await own.context.newPage();
    await page.goto(server.url);
    await page.waitForSelector('#boot svg.skeleton', { state: 'visible' });
    assert.equal(await page.evaluate(() => document.documentElement.dataset.boot), undefined);
    assert.equal(await page.$$eval('#boot .first-visit', (els) => els.filter((e) => getComputedStyle(e).display !== 'none').length), 0);
    assert.match(await page.textContent('body'), /needs JavaScript/);
  } finally {
    await own.close();
    await server.close();
  }
});
