// The screens' module (src/bin/screens.rs: "Learn to play", the puzzles, the new-game form, the
// games list and the position editor), loaded after the board: the page does not fetch it before
// the board is up, says "Loading…" while it comes, says so with a way out when it cannot come (the
// game kept, and a later try works), and keeps the two Yew apps apart (the game's in #game, the
// module's in #screens).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, watchErrors, expectSoon, playOneMove, DIST } from './harness.mjs';

let server;
let browser;
before(async () => {
  server = await serve(DIST);
  // No service worker: it would serve the module from its cache, past the routes below.
  browser = await launch({ serviceWorkers: 'block' });
});
after(async () => {
  await browser?.close();
  await server?.close();
});

const BOARD = 'main.app:not(#boot) .board-area [data-cell]';
const isScreens = (url) => /\/screens-[0-9a-f]+(_bg\.wasm|\.js)$/.test(url);

test('the module comes after the board, says "Loading…" while it comes, and its dialog takes the page', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  const order = [];
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(isScreens, async (route) => {
    order.push('screens');
    await held;
    await route.continue();
  });
  page.on('request', (r) => {
    if (/\/sternhalma-[0-9a-f]+_bg\.wasm$/.test(r.url())) order.push('game');
  });
  await page.goto(server.url);
  await page.waitForSelector(BOARD);
  assert.equal(order[0], 'game', "the game's wasm is asked for before the module");
  assert.equal(await page.$eval('#game', (e) => e.parentElement.tagName), 'BODY');
  await page.click('#learn');
  await expectSoon(() => page.textContent('.screen-status[role="status"]'), 'Loading…');
  release();
  await page.locator('#lessons-dialog[data-ready="true"]').waitFor();
  assert.equal(await page.$('.screen-status'), null, 'the status goes once the screen is there');
  // The module's dialog is in its own root beside the game's, not inside it.
  assert.equal(await page.$eval('#lessons-dialog', (e) => e.closest('#screens') !== null && e.closest('#game') === null), true);
  // A click in the module's screen reaches the module only: it opens a lesson, the game's
  // own state stays as it was.
  await page.click('#lessons li[data-lesson="step"] button');
  await page.waitForSelector('#lesson[data-lesson="step"]');
  await page.keyboard.press('Escape');
  await expectSoon(() => page.$('#lessons-dialog').then((e) => e === null), true, 'the lessons closed');
  await expectSoon(() => page.evaluate(() => document.activeElement?.id), 'learn', 'the focus back on the button');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a module that cannot be loaded is said, with a way out; the game is kept, and a later try loads it', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page, { console: false });
  let fail = true;
  await page.route(isScreens, (route) => (fail ? route.abort() : route.continue()));
  await page.goto(server.url);
  await page.waitForSelector(BOARD);
  const pegs = await page.$$eval('[data-player]', (els) => els.map((e) => e.dataset.cell).sort().join());
  await page.click('#puzzles');
  await expectSoon(() => page.textContent('.screen-status[role="alert"] p'), /could not be loaded/);
  await page.click('#screen-close');
  await expectSoon(() => page.$('.screen-status').then((e) => e === null), true, 'the message closed');
  assert.equal(await page.$$eval('[data-player]', (els) => els.map((e) => e.dataset.cell).sort().join()), pegs);
  fail = false;
  await page.click('#puzzles');
  await page.locator('#puzzles-dialog[data-ready="true"]').waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test('time from a click to each screen of the module, once the module is loaded (reported, not asserted)', async () => {
  const samples = { lessons: [], 'new game': [] };
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  await page.goto(server.url);
  await page.waitForSelector(BOARD);
  await page.evaluate(() => window.sternhalmaScreens());
  const timed = (button, ready) =>
    page.evaluate(
      ([button, ready]) =>
        new Promise((done) => {
          const t0 = performance.now();
          new MutationObserver((_, o) => {
            if (document.querySelector(ready)) {
              o.disconnect();
              done(performance.now() - t0);
            }
          }).observe(document, { childList: true, subtree: true, attributes: true });
          document.querySelector(button).click();
        }),
      [button, ready],
    );
  for (let i = 0; i < 5; i++) {
    samples.lessons.push(await timed('#learn', '#lessons-dialog[data-ready]'));
    await page.keyboard.press('Escape');
    await page.waitForSelector('#lessons-dialog', { state: 'detached' });
    samples['new game'].push(await timed('#new-game', 'dialog[open] #new-game-dialog'));
    await page.keyboard.press('Escape');
    await page.waitForSelector('#new-game-dialog', { state: 'detached' });
  }
  for (const [name, list] of Object.entries(samples)) {
    list.sort((a, b) => a - b);
    console.log(`# click → ${name} open (module loaded): median ${list[2].toFixed(0)} ms, ${list.map((s) => s.toFixed(0)).join(' ')}`);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('the position editor is a screen of the module: it opens on the position on screen and plays what it drafts', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  // A two-player game after 14 moves.
  await page.goto(`${server.url}#g2.AAYAJCJC.QaSLBtwJA5QdYFOFqAlB5wDcBSBawPsBjhpUE6gM`);
  await page.waitForSelector(BOARD);
  const cells = (selector) => page.$$eval(selector, (els) => els.map((e) => `${e.dataset.player}:${e.dataset.cell}`).sort().join());
  const onBoard = () => cells('#game .board-area [data-player]');
  const game = await onBoard();
  await page.evaluate(() => window.sternhalmaScreens());
  const samples = [];
  for (let i = 0; i < 5; i++) {
    samples.push(
      await page.evaluate(
        () =>
          new Promise((done) => {
            const t0 = performance.now();
            new MutationObserver((_, o) => {
              if (document.querySelector('#position-editor-dialog[data-ready]')) {
                o.disconnect();
                done(performance.now() - t0);
              }
            }).observe(document, { childList: true, subtree: true, attributes: true });
            document.querySelector('#edit-position').click();
          }),
      ),
    );
    assert.equal(await page.$eval('#position-editor-dialog', (e) => e.closest('#screens') !== null), true, "in the module's root");
    assert.equal(await cells('#position-editor [data-player]'), game, 'the editor opens on the position on screen');
    await page.keyboard.press('Escape');
    await page.waitForSelector('#position-editor-dialog', { state: 'detached' });
  }
  samples.sort((a, b) => a - b);
  console.log(`# click → position editor open (module loaded): median ${samples[2].toFixed(0)} ms, ${samples.map((s) => s.toFixed(0)).join(' ')}`);
  assert.equal(await onBoard(), game, 'closing the editor leaves the game as it was');
  // Drafted and played: the game starts from the draft.
  await page.click('#edit-position');
  await page.click('#editor-clear');
  await expectSoon(() => page.$eval('#editor-play', (b) => b.disabled), true, 'an empty board does not play');
  await page.click('#editor-start');
  await expectSoon(() => page.$eval('#editor-play', (b) => b.disabled), false, 'the start position plays');
  const drafted = await cells('#position-editor [data-player]');
  assert.notEqual(drafted, game);
  await page.click('#editor-play');
  await page.waitForSelector('#position-editor-dialog', { state: 'detached' });
  await expectSoon(onBoard, drafted, 'the game is the drafted position');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the games list is a screen of the module: it marks the game on screen, and a game picked there opens in the page', async () => {
  // A storage of two games, each played on in its own tab: from a position link and from a
  // game link.
  const clear = await browser.context.newPage();
  await clear.goto(`${server.url}sw.js`);
  await clear.evaluate(() => localStorage.clear());
  await clear.close();
  const pegsOf = (page) => page.$$eval('#game .board-area [data-player]', (els) => els.map((e) => `${e.dataset.player}:${e.dataset.cell}`).sort().join());
  const other = await browser.context.newPage();
  await other.goto(`${server.url}#p2.AAH_gAAAAAAAAAAAAAAAA_8AP_`);
  await other.waitForSelector(BOARD);
  await other.waitForSelector('main[data-thinking="false"]');
  await playOneMove(other);
  await other.waitForSelector('html[data-sync="idle"]', { state: 'attached' });
  const position = await pegsOf(other);
  await other.close();
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  const synced = () => page.waitForSelector('html[data-sync="idle"]', { state: 'attached' });
  const onBoard = () => pegsOf(page);
  await page.goto(`${server.url}#g2.AAYAJCJC.QaSLBtwJA5QdYFOFqAlB5wDcBSBawPsBjhpUE6gM`);
  await page.waitForSelector('main[data-thinking="false"]');
  await playOneMove(page);
  await synced();
  await page.click('#your-games');
  await page.waitForSelector('#games-dialog[data-ready="true"]');
  assert.equal(await page.$eval('#games-dialog', (e) => e.closest('#screens') !== null && e.closest('#game') === null), true);
  assert.equal(await page.$$eval('#games-list li[data-game]', (l) => l.length), 2);
  // The link's game, one move on, is marked; the other tab's game (one move) is not.
  assert.equal(await page.$eval('#games-list li:not(.current)', (e) => e.dataset.moves), '1', 'the game on screen is marked');
  await page.click('#games-list li:not(.current) .open-game');
  await page.waitForSelector('#games-dialog', { state: 'detached' });
  await expectSoon(onBoard, position, 'the game picked is on the board');
  await synced();
  await page.click('#your-games');
  await page.waitForSelector('#games-dialog[data-ready="true"]');
  assert.equal(await page.$eval('#games-list li.current', (e) => e.dataset.moves), '1', 'now that game is marked');
  assert.equal(await page.$$eval('#games-list li[data-game]', (l) => l.length), 2, 'the game left is kept as it was');
  await page.keyboard.press('Escape');
  await page.waitForSelector('#games-dialog', { state: 'detached' });
  await expectSoon(() => page.evaluate(() => document.activeElement?.id), 'your-games', 'the focus back on the button');
  assert.deepEqual(errors, []);
  await page.close();
});

test("the games list, open while the computer answers, shows the page's save of that answer", async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  // The computer's worker is held back until the list is open.
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(/worker_loader-[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Player 1 against level 3, player 1 to move after 36 moves.
  await page.goto(`${server.url}#g2.AAYAJCJC.QaSLBtwJA5QdYFOFqAlB5wDcBSBawPsBjhpUE6gM`);
  await page.waitForSelector('main[data-thinking="false"]');
  await page.evaluate(() => window.sternhalmaScreens());
  await playOneMove(page);
  await page.waitForSelector('main[data-thinking="true"]');
  await page.waitForSelector('html[data-sync="idle"]', { state: 'attached' });
  await page.click('#your-games');
  await page.waitForSelector('#games-dialog[data-ready="true"]');
  const current = () => page.$eval('#games-list li.current', (e) => e.dataset.moves);
  assert.equal(await current(), '37', 'the move played is in the list');
  release();
  await expectSoon(current, '38', "the computer's answer, saved by the page, shows in the open list");
  assert.equal(await page.$eval('main', (e) => e.dataset.thinking), 'false');
  assert.deepEqual(errors, []);
  await page.close();
});
