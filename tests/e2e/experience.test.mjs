// The player's experience in a real browser: a first visit starts a game against the computer in
// one tap; a click in the move list reviews the game without losing a move; the board holds
// still over a 30-ply game (layout shift reported) and fits the laptop's and the phone's screen;
// a finished game shows its result card; a move sent by link comes back with the answer; the
// dialogs keep the keyboard inside them. Screenshots of the laptop and phone views at the start,
// in the middle and at the end of a game are saved to target/screenshots/ for a reviewer.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve, launch, watchErrors, boardPegs, chooseLanguage, expectSoon, until } from './harness.mjs';

const SHOTS = resolve(import.meta.dirname, '..', '..', 'target', 'screenshots');
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
// Seat 0 is one step (e8-d4) from filling its goal.
const ONE_MOVE_FROM_THE_END = 't1.p2/0:k1-10/3:a1.b1-2.c1-3.d1-3.e8/0';

let server;
before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await serve();
});
after(async () => {
  await server?.close();
});

/** A fresh browser (a first visit, with its welcome) at `viewport`, and a page on the game. */
async function visit(viewport, { welcome = true, scheme = 'light', touch = false, target = server.url } = {}) {
  const browser = await launch({
    welcome,
    viewport,
    colorScheme: scheme,
    hasTouch: touch,
    isMobile: touch,
  });
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  await page.goto(target);
  await page.waitForSelector('main.app:not(#boot) .board-area [data-cell]');
  return { browser, page, errors };
}

const plies = (page) =>
  page.$$eval('#move-list li[data-ply]', (els) => Math.max(0, ...els.map((e) => +e.dataset.ply)));
const shot = (page, name) => page.screenshot({ path: join(SHOTS, `${name}.png`) });

/** Plays one move of the side to move by clicks or taps: a peg with a destination, its last one. */
async function playOne(page, { tap = false } = {}) {
  const press = (selector) => (tap ? page.tap(selector) : page.click(selector));
  const player = await page.$eval('.board-area .movable[data-player]', (e) => e.dataset.player);
  const cells = await page.$$eval(`.board-area [data-player="${player}"]`, (els) => els.map((e) => e.dataset.cell));
  const before = await plies(page);
  for (const cell of cells) {
    await press(`.board-area [data-player="${player}"][data-cell="${cell}"]`);
    // (A finger's selection may zoom the board: the next tap waits for the view.)
    await page.waitForFunction(() => {
      const selected = document.querySelector('.board-area .hole.selected')?.dataset.cell ?? '';
      return document.querySelector('svg.board').dataset.follows === selected;
    });
    // (An empty destination: a swap's hole holds a peg, which takes the press instead.)
    const dests = await page.$$eval('.board-area .hole.move-dest', (els) =>
      els
        .map((e) => e.dataset.cell)
        .filter((c) => !document.querySelector(`.board-area .peg[data-cell="${c}"]`)),
    );
    if (dests.length === 0) continue;
    const dest = `.board-area .hole.move-dest[data-cell="${dests[dests.length - 1]}"]`;
    await press(dest);
    await page.waitForFunction(
      (n) => Math.max(0, ...[...document.querySelectorAll('#move-list li[data-ply]')].map((e) => +e.dataset.ply)) > n,
      before,
    );
    return;
  }
  throw new Error(`player ${player} has no move`);
}

/** Every hole's box, and whether it lies inside the viewport. */
const holesInView = (page) =>
  page.$$eval('.board-area [data-cell].hole', (els) => {
    const w = innerWidth;
    const h = innerHeight;
    return els.map((e) => {
      const r = e.getBoundingClientRect();
      return { cell: e.dataset.cell, inside: r.left >= 0 && r.top >= 0 && r.right <= w && r.bottom <= h };
    });
  });

test('a first visit starts against the computer in one tap, and the computer answers', async () => {
  const { browser, page, errors } = await visit(LAPTOP);
  try {
    await page.waitForSelector('#welcome');
    // Each level is described in one line.
    const levels = await page.$$eval('#welcome [id^="play-level-"]', (els) => els.map((e) => e.textContent));
    assert.equal(levels.length, 6);
    for (const text of levels) assert.match(text, /Level \d/);
    await shot(page, 'laptop-start-light');
    await page.click('#play-level-1');
    await page.waitForSelector('#welcome', { state: 'detached' });
    await playOne(page);
    // The computer (seat 1) answers on its own.
    await page.waitForFunction(() => /Player 1/.test(document.querySelector('#status').textContent), null, {
      timeout: 20000,
    });
    await expectSoon(() => plies(page), 2, 'two plies');
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test('a click in the move list reviews the game: nothing is played over the later moves', async () => {
  const { browser, page, errors } = await visit(LAPTOP);
  try {
    await page.click('#play-level-1');
    for (let i = 0; i < 3; i++) {
      await playOne(page);
      await page.waitForFunction((n) => document.querySelectorAll('#move-list li[data-ply]').length >= n, 2 * (i + 1), {
        timeout: 20000,
      });
      await page.waitForFunction(() => /Player 1/.test(document.querySelector('#status').textContent));
    }
    const recorded = await plies(page);
    const url = page.url();
    assert.equal(recorded, 6);
    await page.click('#move-list li[data-ply="1"] button');
    await page.waitForSelector('#replay-position');
    await expectSoon(() => page.textContent('#replay-position'), /After turn 1 of 6/);
    // The computer would be to move here: it does not think (so cannot play), and every move
    // stays.
    await page.waitForSelector('main[data-thinking="false"]');
    assert.equal(await plies(page), 6);
    await expectSoon(() => page.$$eval('#move-list li.undone', (e) => e.length), 5, 'five rows after the one on screen');
    assert.equal(page.url(), url, 'the link keeps the game as it stands');
    // Back to the game: exactly where it was.
    await page.click('#replay-exit');
    await page.waitForSelector('#move-list li[data-ply="6"].current');
    await expectSoon(() => page.$$eval('#move-list li.undone', (e) => e.length), 0, 'no row after the one on screen');
    // Restart, then Undo: the game comes back.
    await page.click('#restart');
    await page.waitForSelector('#restore-game');
    await page.click('#undo');
    await page.waitForSelector('#move-list li[data-ply="6"].current');
    // The address follows the render a task later (ui::hooks::link_sync).
    await page.waitForFunction((u) => location.href === u, url);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test('the board holds still over a 30-ply game and every hole is on screen (layout shift reported)', async (t) => {
  const { browser, page, errors } = await visit(LAPTOP);
  try {
    await page.click('#pass-and-play');
    await page.waitForSelector('#welcome', { state: 'detached' });
    const outside = async () => (await holesInView(page)).filter((h) => !h.inside);
    await expectSoon(async () => (await holesInView(page)).length, 121, '121 holes');
    await expectSoon(outside, [], 'every hole inside the laptop window');
    await page.evaluate(() => {
      window.__shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shift += e.value;
      }).observe({ type: 'layout-shift', buffered: false });
    });
    const box = () => page.$eval('svg.board', (e) => JSON.stringify(e.getBoundingClientRect()));
    const first = await box();
    let allShift = 0;
    for (let i = 0; i < 30; i++) {
      await playOne(page);
      assert.equal(await box(), first, `the board has not moved after ply ${i + 1}`);
      if (i === 14) await shot(page, 'laptop-mid-light');
    }
    allShift = await page.evaluate(() => window.__shift);
    t.diagnostic(`cumulative layout shift over 30 plies at 1366x768: ${allShift.toFixed(4)}`);
    assert.ok(allShift < 0.05, `layout shift ${allShift}`);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
  // Dark, mid-game.
  const dark = await visit(LAPTOP, { scheme: 'dark' });
  try {
    await dark.page.click('#pass-and-play');
    for (let i = 0; i < 6; i++) await playOne(dark.page);
    await shot(dark.page, 'laptop-mid-dark');
  } finally {
    await dark.browser.close();
  }
});

test('on a phone every hole is on screen, with six players too', async () => {
  const { browser, page, errors } = await visit(PHONE, { touch: true });
  try {
    await shot(page, 'phone-start-light');
    await page.tap('#pass-and-play');
    await page.waitForSelector('#welcome', { state: 'detached' });
    const outside = async () => (await holesInView(page)).filter((h) => !h.inside);
    await expectSoon(outside, [], 'every hole inside the phone window');
    for (let i = 0; i < 8; i++) await playOne(page, { tap: true });
    await shot(page, 'phone-mid-light');
    // Six players (the new-game screen).
    await page.tap('#new-game');
    await page.check('#opt-players input[value="6"]');
    await page.tap('#start-game');
    await page.waitForSelector('#new-game-dialog', { state: 'detached' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectSoon(async () => (await holesInView(page)).length, 121, '121 holes');
    await expectSoon(outside, [], 'every hole of six players inside the phone window');
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
  const dark = await visit(PHONE, { touch: true, scheme: 'dark', welcome: false });
  try {
    await shot(dark.page, 'phone-start-dark');
  } finally {
    await dark.browser.close();
  }
});

test('a finished game shows its result card: places, moves; Play again, Replay, Share', async () => {
  for (const [viewport, name] of [
    [LAPTOP, 'laptop'],
    [PHONE, 'phone'],
  ]) {
    const { browser, page, errors } = await visit(viewport, {
      welcome: false,
      target: `${server.url}#${ONE_MOVE_FROM_THE_END}`,
    });
    try {
      await page.click('.board-area [data-player="0"][data-cell="e8"]');
      await page.click('.board-area .hole.move-dest[data-cell="d4"]');
      await page.waitForSelector('#result');
      const readPlaces = () => page.$$eval('#result .places li', (els) => els.map((e) => [e.dataset.place, e.textContent]));
      const places = await until(readPlaces, (l) => l.length === 2, 'two places on the card');
      assert.equal(places[0][0], '1');
      assert.match(places[0][1], /Player 1/);
      assert.match(places[0][1], /10 of 10 home/);
      assert.match(places[0][1], /1 move\b/);
      await shot(page, `${name}-end-light`);
      // Replay from the card, then back, then Play again: a new game of the same kind.
      await page.click('#result-replay');
      await page.waitForSelector('#replay-position');
      await page.click('#replay-exit');
      await page.waitForSelector('#result');
      await page.click('#play-again');
      await page.waitForSelector('#result', { state: 'detached' });
      await page.waitForFunction(() => document.querySelector('#status').dataset.finished === 'false');
      await expectSoon(() => page.$$eval('.board-area [data-player]', (e) => e.length), 20, 'twenty pegs');
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  }
});

test('a move sent by link comes back with the answer, names and all', async () => {
  const a = await visit(LAPTOP);
  const b = await visit(LAPTOP, { welcome: false });
  try {
    // A sets up a game for two humans and names the players.
    await a.page.click('#welcome-options');
    const names = await a.page.$$('#new-game-dialog input.name');
    await names[0].fill('Astrid');
    await names[1].fill('Boris');
    await a.page.click('#start-game');
    await a.page.waitForSelector('#new-game-dialog', { state: 'detached' });
    await playOne(a.page);
    await a.page.click('#send-move');
    await a.page.waitForSelector('#share-url');
    const sent = await expectSoon(() => a.page.$eval('#share-url', (e) => e.value), a.page.url(), 'the page address to send');
    // B opens it: A's move is on the board, B answers and sends it back.
    await b.page.goto(sent);
    await b.page.waitForSelector('.board-area [data-player]');
    await expectSoon(() => boardPegs(b.page), await boardPegs(a.page), "A's board");
    await playOne(b.page);
    await b.page.click('#send-move');
    await b.page.waitForSelector('#share-url');
    const answer = await b.page.$eval('#share-url', (e) => e.value);
    // A opens the answer (a fresh load of the page): both moves, and A's names.
    await a.page.goto('about:blank');
    await a.page.goto(answer);
    await a.page.waitForSelector('#move-list li[data-ply="2"].current');
    await expectSoon(() => boardPegs(a.page), await boardPegs(b.page), "B's board");
    await expectSoon(() => a.page.$eval('#progress', (e) => e.textContent), /Astrid[\s\S]*Boris/);
    // The answer continues the kept game: still one game in A's list.
    await a.page.waitForSelector('html[data-sync="idle"]', { state: 'attached' });
    const kept = await a.page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('sternhalma.games.')).length);
    assert.equal(kept, 1, 'the answer continues the saved game');
    assert.deepEqual(a.errors, []);
    assert.deepEqual(b.errors, []);
  } finally {
    await a.browser.close();
    await b.browser.close();
  }
});

test('focus returns to New game when its form comes from a module that arrives late', async () => {
  const browser = await launch({ welcome: false, viewport: LAPTOP });
  try {
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    // The screens' module held back until New game has been pressed: the form is drawn after.
    let release;
    const pressed = new Promise((r) => (release = r));
    await page.route(/screens-[^/]*\.(wasm|js)$/, async (route) => {
      await pressed;
      await route.continue();
    });
    // A game link, not a first visit: no welcome card to take the key first.
    await page.goto(`${server.url}#g2.AAAAAA.`);
    await page.waitForSelector('main.app:not(#boot) .board-area [data-cell]');
    await page.focus('#new-game');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.screen-status[role="status"]');
    release();
    await page.waitForSelector('dialog[data-ready="true"] #new-game-dialog');
    await page.keyboard.press('Escape');
    await page.waitForSelector('#new-game-dialog', { state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.id === 'new-game');
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test('dialogs keep the keyboard inside; Escape closes them and focus returns', async () => {
  const { browser, page, errors } = await visit(LAPTOP, { welcome: false });
  try {
    await page.focus('#new-game');
    await page.keyboard.press('Enter');
    await page.waitForSelector('dialog[data-ready="true"] #new-game-dialog');
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const inside = () => page.evaluate(() => !!document.activeElement?.closest('#new-game-dialog'));
      await expectSoon(inside, true, `Tab ${i + 1} staying in the dialog`);
    }
    await page.keyboard.press('Escape');
    await page.waitForSelector('#new-game-dialog', { state: 'detached' });
    // (New game stays enabled and focused while its form loads, so the form knows its opener.)
    await page.waitForFunction(() => document.activeElement?.id === 'new-game');
    // How to play, from anywhere.
    await page.click('#how-to');
    await page.waitForSelector('#how-to-card[data-ready="true"]');
    await expectSoon(() => page.$$eval('#how-to-card .rules li', (e) => e.length), 5, 'five rules');
    await page.keyboard.press('Escape');
    await page.waitForSelector('#how-to-card', { state: 'detached' });
    await expectSoon(() => page.evaluate(() => document.activeElement?.id), 'how-to', 'the focus back on How to play');
    // The tab title follows the language.
    await chooseLanguage(page, 'da');
    await page.waitForFunction(() => document.title.startsWith('Kinaskak'));
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
