// The puzzles: a puzzle's link opens it in a fresh browser; solving it (the engine's reply shown
// on the puzzle's board between the player's moves) raises the rating, a wrong move fails a
// puzzle and lowers it; a reviewed game's mistake shows under "From your games"; the puzzles
// open offline (service worker and the single file); at 390×844 and axe-core clean. The
// puzzles are taken from the build's set (dist/puzzles-*.txt), whatever it holds. Also reports
// the time from a click on #puzzles to the puzzle on its board.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve, launch, openGame, playOneMove, waitInPage, axeViolations, expectSoon, DIST } from './harness.mjs';

const SHOTS = resolve(import.meta.dirname, '..', '..', 'target', 'screenshots');

/** The build's set: id, position, solution (from and to of each move), themes. */
function theSet() {
  const name = readdirSync(DIST).find((f) => /^puzzles-[0-9a-f]+\.txt$/.test(f));
  assert.ok(name, 'the build has its puzzle set');
  return readFileSync(join(DIST, name), 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => {
      const [id, position, solution, themes] = l.split('\t');
      const names = solution.split(' ').filter(Boolean);
      const moves = names.map((n) => {
        const cells = n.split(/[-x]/);
        return { from: cells[0], to: cells.at(-1), swap: n.includes('x') };
      });
      return { id, position, moves, themes };
    });
}

const set = theSet();
/** A puzzle of two players with `n` moves and no swap. */
const puzzleOf = (n) => set.find((p) => p.position.startsWith('p2/') && p.moves.length === n && !p.moves.some((m) => m.swap));

let server;
let browser;
before(async () => {
  server = await serve();
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** Plays `from` → `to` on the puzzle's board by clicks. */
async function play(page, { from, to }) {
  await page.click(`#puzzle g.peg[data-cell="${from}"]`);
  await page.waitForSelector(`#puzzle g.hole.selected[data-cell="${from}"]`, { state: 'attached' });
  await page.click(`#puzzle .move-dest[data-cell="${to}"]`);
}

const rating = (page) => page.textContent('#puzzle-rating');
const ratingNumber = async (page) => Number(/(\d+)/.exec(await rating(page))[1]);

/** Solves the puzzle on screen, `puzzle` its line in the set (the player's moves at even places). */
async function solve(page, puzzle) {
  for (let i = 0; i < puzzle.moves.length; i += 2) {
    await page.waitForSelector('#puzzle[data-state="solving"] #puzzle-hint:not([disabled])');
    await play(page, puzzle.moves[i]);
    const reply = puzzle.moves[i + 1];
    if (reply) {
      // The engine's reply comes on the puzzle's board as its last move.
      await page.waitForSelector(`#puzzle g.hole.last-move[data-cell="${reply.to}"]`, { state: 'attached' });
    }
  }
  await page.waitForSelector('#puzzle[data-state="solved"]');
}

for (const [width, height] of [[1366, 768], [390, 844]]) {
  test(`at ${width}×${height} a puzzle link opens its puzzle in a fresh browser; solving it raises the rating`, async () => {
    const puzzle = puzzleOf(3) ?? puzzleOf(1);
    assert.ok(puzzle, 'a two-player puzzle without swaps');
    const fresh = await launch();
    try {
      const page = await fresh.context.newPage();
      await page.setViewportSize({ width, height });
      await page.goto(`${server.url}#q1.${puzzle.id}`);
      await page.waitForSelector(`#puzzle[data-puzzle="${puzzle.id}"][data-state="solving"]`);
      assert.equal(await page.getAttribute('#puzzle', 'data-theme'), puzzle.themes.replaceAll(',', ' '));
      assert.match(await rating(page), /^Your puzzle rating: 1500$/);
      await page.waitForSelector('#puzzles-dialog[data-ready="true"]');
      assert.deepEqual(await axeViolations(page), []);
      await page.screenshot({ path: join(SHOTS, `puzzle-${width}x${height}.png`) });
      await solve(page, puzzle);
      assert.match(await rating(page), /\(\+\d+\)$/);
      assert.ok((await ratingNumber(page)) > 1500);
      assert.deepEqual(await axeViolations(page), []);
      // The progress is kept: a reload shows the rating, and Next leads to another puzzle.
      const after = await ratingNumber(page);
      await page.click('#puzzle-next');
      await page.waitForSelector(`#puzzle:not([data-puzzle="${puzzle.id}"])`);
      await page.reload();
      await page.waitForSelector('main.app:not(#boot) [data-cell]');
      await page.click('#puzzles');
      await page.waitForSelector('#puzzle');
      assert.equal(await ratingNumber(page), after);
    } finally {
      await fresh.close();
    }
  });
}

test('a link to a puzzle no longer in the set opens another and says so', async () => {
  const page = await browser.context.newPage();
  const gone = 'zz9zz9zz';
  assert.ok(!set.some((p) => p.id === gone), 'an id the set does not hold');
  await page.goto(`${server.url}#q1.${gone}`);
  await page.waitForSelector('#puzzle[data-state="solving"]');
  assert.notEqual(await page.getAttribute('#puzzle', 'data-puzzle'), gone);
  await expectSoon(() => page.textContent('#puzzles-dialog .note'), /Puzzle zz9zz9zz is no longer in the set/);
  assert.deepEqual(await axeViolations(page), []);
  // The next puzzle: the note goes.
  await page.click('#puzzle-next');
  await page.waitForSelector('#puzzles-dialog .note', { state: 'detached' });
  await page.close();
});

test('a wrong move fails the puzzle and lowers the rating; a retry starts it again; a hint shows the move', async () => {
  const { page, errors } = await openGame(browser.context, server.url);
  await page.click('#puzzles');
  await page.waitForSelector('#puzzle[data-state="solving"]');
  const id = await page.getAttribute('#puzzle', 'data-puzzle');
  const puzzle = set.find((p) => p.id === id);
  const before = await ratingNumber(page);
  // A peg that can move, not the solution's, to one of its destinations.
  const from = await page.$eval(
    '#puzzle svg.board',
    (svg, right) => [...svg.querySelectorAll('g.peg.movable')].map((p) => p.dataset.cell).find((c) => c !== right),
    puzzle.moves[0].from,
  );
  await page.click(`#puzzle g.peg[data-cell="${from}"]`);
  await page.waitForSelector(`#puzzle g.hole.selected[data-cell="${from}"]`, { state: 'attached' });
  await page.click('#puzzle .move-dest');
  await page.waitForSelector('#puzzle[data-state="failed"]');
  assert.match(await page.textContent('#puzzle .puzzle-status'), /not the best move/);
  assert.match(await rating(page), /\(−\d+\)$/);
  assert.ok((await ratingNumber(page)) < before);
  // The wrong move was not played.
  assert.ok(await page.$(`#puzzle g.peg[data-cell="${from}"]`));
  // "Retry" from the keyboard: its button goes with the failure, the focus stays in the dialog.
  await page.focus('#puzzle-retry');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#puzzle[data-state="solving"]');
  await waitInPage(page, () => document.activeElement?.matches('#puzzles-dialog button:not([disabled])') ?? false);
  await page.click('#puzzle-hint');
  const { from: hf, to: ht } = puzzle.moves[0];
  await page.waitForSelector(`#puzzle g.hole.hint[data-cell="${hf}"]`, { state: 'attached' });
  await page.waitForSelector(`#puzzle g.hole.hint[data-cell="${ht}"]`, { state: 'attached' });
  // The theme filter leads to a puzzle of that theme.
  const theme = set.find((p) => p.id !== id)?.themes.split(',')[0];
  await page.selectOption('#puzzle-theme', theme);
  await waitInPage(page, (t) => document.querySelector('#puzzle')?.dataset.theme.split(' ').includes(t), theme);
  // Escape closes the dialog: the game is there as it was.
  await page.keyboard.press('Escape');
  await page.waitForSelector('#puzzles-dialog', { state: 'detached' });
  assert.deepEqual(errors, []);
  await page.close();
});

test('time from a click on #puzzles to the puzzle on its board (reported, not asserted)', async () => {
  // As soon as the board is up (the screens' module may still be on its way); once the module
  // is loaded (the page loads it when idle); and after the pointer went over the button (which
  // reads the set before the click): each time a first open in a fresh browser.
  const samples = { early: [], loaded: [], pointed: [] };
  for (let i = 0; i < 5; i++) {
    for (const when of Object.keys(samples)) {
      const fresh = await launch();
      try {
        const page = await fresh.context.newPage();
        await page.goto(server.url);
        await page.waitForSelector('main.app:not(#boot) [data-cell]');
        if (when === 'loaded') await page.evaluate(() => window.sternhalmaScreens());
        if (when === 'pointed') {
          const set = page.waitForResponse((r) => /\/puzzles-[0-9a-f]+\.txt$/.test(r.url()));
          await page.hover('#puzzles');
          await (await set).finished();
        }
        const ms = await page.evaluate(
          () =>
            new Promise((done) => {
              const t0 = performance.now();
              new MutationObserver((_, o) => {
                if (document.querySelector('#puzzle svg.board [data-player]')) {
                  o.disconnect();
                  done(performance.now() - t0);
                }
              }).observe(document, { childList: true, subtree: true });
              document.querySelector('#puzzles').click();
            }),
        );
        samples[when].push(ms);
      } finally {
        await fresh.close();
      }
    }
  }
  for (const [when, list] of Object.entries(samples)) {
    list.sort((a, b) => a - b);
    const what = {
      early: 'as soon as the board is up',
      loaded: 'the screens module loaded',
      pointed: 'after the pointer went over the button',
    }[when];
    console.log(`# click on #puzzles → puzzle on its board (first open, the set fetched, ${what}): median ${list[2].toFixed(0)} ms, ${list.map((s) => s.toFixed(0)).join(' ')}`);
  }
});

test("a reviewed game's mistake shows under \"From your games\" once learning starts", async () => {
  // Seat 0 blunders with g8-k8 where k9-e9 was best (as tests/e2e/learn.test.mjs).
  const POSITION = 't1.p2/0:b1-2.g3.i9.j3.j5.j8.k5.l10.m10/3:e7.f5.f7-8.g8.h8.i1.k9.p1-2/0';
  const { page, errors } = await openGame(browser.context, `${server.url}#${POSITION}`);
  await page.click('.board-area g.peg[data-cell="g8"]');
  await page.click('.board-area .move-dest[data-cell="k8"]');
  await page.waitForSelector('.board-area g.peg[data-cell="k8"]', { state: 'attached' });
  await playOneMove(page);
  await page.waitForSelector('html[data-sync="idle"]', { state: 'attached' });
  await page.click('#review-game');
  await waitInPage(page, () => document.querySelector('#review-game')?.textContent.includes('Review done'), null, { timeout: 60000 });
  await page.click('#learn-mistakes');
  await page.waitForSelector('#learn-box[data-attempt="find"]');
  await page.click('#puzzles');
  // The list is newest first: the game's first mistake, the blunder, is the last.
  await page.waitForSelector('.own-puzzles li[data-puzzle] button');
  await page.click('.own-puzzles li[data-puzzle]:last-child button');
  const id = await page.getAttribute('.own-puzzles li[data-puzzle]:last-child', 'data-puzzle');
  await page.waitForSelector(`#puzzle[data-puzzle="${id}"][data-state="solving"]`);
  // The position before the blunder, the best move its solution.
  await play(page, { from: 'k9', to: 'e9' });
  await page.waitForSelector('#puzzle[data-state="solved"]');
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('offline: the puzzles open with the server gone (service worker) and from the single file', async () => {
  const puzzle = set[0];
  const own = await serve(DIST, '/p/');
  const fresh = await launch();
  try {
    const page = await fresh.context.newPage();
    await page.goto(own.url);
    await page.waitForSelector('[data-player]');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 10000 }).catch(async () => {
      await page.reload();
    });
    // Every file of the bundle is in the cache, the set among them.
    await waitInPage(page, async () => {
      const keys = (await caches.keys()).filter((k) => k.startsWith('sternhalma '));
      if (keys.length !== 1) return false;
      const cached = (await (await caches.open(keys[0])).keys()).map((r) => r.url);
      return cached.some((u) => /puzzles-[0-9a-f]+\.txt$/.test(u));
    });
    await own.close();
    await fresh.context.setOffline(true);
    // A link opened afresh, and one pasted into the address bar of the open page.
    await page.goto('about:blank');
    await page.goto(`${own.url}#q1.${puzzle.id}`);
    await page.waitForSelector(`#puzzle[data-puzzle="${puzzle.id}"]`);
    const other = set.find((p) => p.id !== puzzle.id) ?? puzzle;
    await page.keyboard.press('Escape');
    await page.waitForSelector('#puzzles-dialog', { state: 'detached' });
    await page.evaluate((id) => (location.hash = `#q1.${id}`), other.id);
    await page.waitForSelector(`#puzzle[data-puzzle="${other.id}"]`);
  } finally {
    await fresh.context.setOffline(false);
    await fresh.close();
  }
  const single = await browser.context.newPage();
  try {
    await single.goto(`${pathToFileURL(join(DIST, 'sternhalma-offline.html')).href}#q1.${puzzle.id}`);
    await single.waitForSelector(`#puzzle[data-puzzle="${puzzle.id}"]`);
  } finally {
    await single.close();
  }
});
