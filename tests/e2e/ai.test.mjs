// The computer opponent in the browser: it thinks in a Web Worker (worker_loader.js → worker.js
// + worker_bg.wasm, allowed by the page's CSP), answers hints, plays computer seats, and the page
// stays responsive while it thinks.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openGame, withPage, watchErrors, expectSoon, until } from './harness.mjs';

let server;
let browser;
before(async () => {
  server = await serve(process.env.AI_E2E_DIST || undefined);
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

const pegCells = (page) =>
  page.evaluate(() => [...document.querySelectorAll('g.peg')].map((e) => `${e.dataset.player}:${e.dataset.cell}`).sort().join(' '));

/**
 * Whether the page answers a click while the computer thinks: with the computer to move, a
 * click on "How to play" opens its card before the computer's move arrives (a computer move is
 * shown no sooner than 400 ms after it was asked for; were the search on the main thread, the
 * click would wait for it). Tried a few times, as a move may land just as the click is sent.
 */
const answersWhileThinking = (page) =>
  page.evaluate(async () => {
    const plies = () => document.querySelectorAll('#move-list li[data-ply]').length;
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    for (let attempt = 0; attempt < 5; attempt++) {
      while (document.querySelector('main').dataset.thinking !== 'true') await frame();
      const before = plies();
      document.querySelector('#how-to').click();
      while (!document.querySelector('#how-to-card')) await frame();
      const answered = plies() === before;
      document.querySelector('#how-to-card .dialog-close').click();
      while (document.querySelector('#how-to-card')) await frame();
      if (answered) return true;
    }
    return false;
  });

test('hint: the strongest level suggests a move, shown on the board', () =>
  withPage(browser.context, server.url, async (page) => {
    await page.click('#hint');
    await page.waitForSelector('g.hole.hint', { timeout: 15000 });
    await expectSoon(() => page.$$eval('g.hole.hint', (l) => l.length), 2, 'the two ends of the hint');
  }));

test('two computer seats play on their own, off the main thread', async () => {
  const { page, errors } = await openGame(browser.context, server.url);
  await page.click('#new-game');
  await page.waitForSelector('dialog[open] #new-game-dialog');
  await page.selectOption('li.seat[data-seat="0"] select.kind', '6');
  await page.selectOption('li.seat[data-seat="1"] select.kind', '2');
  await page.click('#start-game');
  await page.waitForSelector('#new-game-dialog', { state: 'detached' });
  const start = await pegCells(page);
  // Level 6 searches its node budget, about a second per move in the browser: the page answers
  // clicks meanwhile (how long it stalls is measured by scripts/bench-browser.mjs, not asserted
  // here).
  assert.ok(await answersWhileThinking(page), 'the page answers while the computer thinks');
  // A few moves get played.
  await page.waitForFunction(() => document.querySelectorAll('#move-list li[data-ply]').length >= 4, null, {
    timeout: 60000,
  });
  await until(() => pegCells(page), (cells) => cells !== start, 'pegs moved from the start');
  assert.deepEqual(errors, []);
  await page.close();
});

test('within its node budget (the tests\' pace) the computer plays the same game twice', async () => {
  // Two games of level 1 against level 2, each in a fresh page: move for move the same. The
  // page's requests to the computer's worker are recorded: each move asks for the node budget.
  const game = async () => {
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    await page.addInitScript(() => {
      window.__asked = [];
      const post = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (message, ...rest) {
        if (typeof message === 'string') window.__asked.push(message.split('\n')[2]);
        return post.call(this, message, ...rest);
      };
    });
    await page.goto(server.url);
    await page.waitForSelector('main.app:not(#boot) [data-cell]');
    await page.click('#new-game');
    await page.waitForSelector('dialog[open] #new-game-dialog');
    await page.selectOption('li.seat[data-seat="0"] select.kind', '1');
    await page.selectOption('li.seat[data-seat="1"] select.kind', '2');
    await page.selectOption('#first', '0');
    await page.click('#start-game');
    await page.waitForSelector('#new-game-dialog', { state: 'detached' });
    const moves = () => page.$$eval('#move-list li[data-ply] .text', (l) => l.map((e) => e.textContent.trim()));
    const first = await until(moves, (l) => l.length >= 8, 'eight plies', { timeout: 60000 });
    const asked = (await page.evaluate(() => window.__asked)).filter((kind) => kind?.startsWith('move'));
    assert.ok(asked.length >= 8, `the move requests: ${asked}`);
    for (const kind of asked) assert.match(kind, /^move \d nodes$/);
    await page.close();
    assert.deepEqual(errors, []);
    return first.slice(0, 8);
  };
  assert.deepEqual(await game(), await game());
});

test('a computer that cannot start is reported at once and the game goes on', async () => {
  const page = await browser.context.newPage();
  const pageErrors = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  // The worker's script is missing (a broken deployment, say): the page is pointed at a script
  // that does not exist (the hook the single file uses for its blob: worker).
  await page.addInitScript(() => {
    window.sternhalmaWorkerUrl = './no-such-worker.js';
    // A new two-player game of people, whatever earlier tests saved.
    localStorage.clear();
  });
  await page.goto(server.url);
  await page.waitForSelector('[data-player]');
  await page.click('#hint');
  await page.waitForSelector('#messages .message.error');
  // Reported as a failed start, not as a late answer (which would come after 15 s).
  await expectSoon(() => page.textContent('#messages'), /failed to start/i);
  assert.equal(await page.$$eval('g.hole.hint', (l) => l.length), 0);
  // The board still plays.
  const peg = await page.$eval('g.peg.movable', (e) => e.dataset.cell);
  await page.click(`g.peg[data-cell="${peg}"]`);
  await page.waitForSelector('g.hole.move-dest');
  assert.deepEqual(pageErrors, []);
  await page.close();
});

/** An init script: the tests' pace and `workers` search workers; every Worker the page starts
 * counted (`__workers`) and every termination (`__terminated`); the kind line of every request
 * noted (`__asked`); the first request whose kind line ends with `drop` never delivered
 * (`__dropped`, `__askedAt`), as if its worker hung. */
function spyOnWorkers({ workers, drop }) {
  localStorage.clear();
  localStorage.setItem('sternhalma.test.pace', 'nodes');
  localStorage.setItem('sternhalma.workers', workers);
  window.__workers = 0;
  window.__terminated = 0;
  window.__asked = [];
  window.__dropped = 0;
  const Base = window.Worker;
  window.Worker = class extends Base {
    constructor(...args) {
      super(...args);
      window.__workers += 1;
    }
  };
  const terminate = Base.prototype.terminate;
  Base.prototype.terminate = function (...args) {
    window.__terminated += 1;
    return terminate.apply(this, args);
  };
  const post = Base.prototype.postMessage;
  Base.prototype.postMessage = function (message, ...rest) {
    const kind = typeof message === 'string' ? message.split('\n')[2] : undefined;
    if (drop && kind?.endsWith(drop) && window.__dropped === 0) {
      window.__dropped += 1;
      window.__askedAt = performance.now();
      return undefined;
    }
    if (kind !== undefined) window.__asked.push(kind);
    return post.call(this, message, ...rest);
  };
}

/** Starts a six-player game from the new-game form: level 6 in seat 0 (to move), people in
 * the others. */
async function startLevel6AmongSix(page) {
  await page.click('#new-game');
  await page.waitForSelector('dialog[open] #new-game-dialog');
  await page.check('#opt-players input[value="6"]');
  for (let seat = 0; seat < 6; seat++) {
    await page.selectOption(`li.seat[data-seat="${seat}"] select.kind`, seat === 0 ? '6' : '0');
  }
  await page.selectOption('#first', '0');
  await page.click('#start-game');
  await page.waitForSelector('#new-game-dialog', { state: 'detached' });
}

test('with two search workers a six-player level-6 move is searched by both, and a cancelled move leaves them working', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  await page.addInitScript(spyOnWorkers, { workers: '2' });
  await page.goto(server.url);
  await page.waitForSelector('main.app:not(#boot) [data-cell]');
  assert.equal(await page.$eval('#workers', (s) => s.value), '2', 'the setting is read');
  await startLevel6AmongSix(page);
  const plies = () => page.$$eval('#move-list li[data-ply]', (l) => l.length);
  // The computer thinks: the new-game form held open drops its request, both workers replaced.
  await page.waitForSelector('main[data-thinking="true"]');
  await until(
    () => page.evaluate(() => window.__asked.filter((k) => k?.startsWith('move')).length),
    (n) => n >= 2,
    'both shares asked'
  );
  assert.equal(await page.evaluate(() => window.__workers), 2, 'two computer workers');
  await page.click('#new-game');
  await page.waitForSelector('dialog[open] #new-game-dialog');
  await page.click('#cancel-new-game');
  await page.waitForSelector('#new-game-dialog', { state: 'detached' });
  // Both workers busy with the move asked again: the page answers a click.
  assert.ok(await answersWhileThinking(page), 'the page answers while both workers think');
  // Asked again, and answered.
  await until(plies, (n) => n >= 1, 'the computer\'s move', { timeout: 60000 });
  const asked = (await page.evaluate(() => window.__asked)).filter((k) => k?.startsWith('move'));
  assert.deepEqual(asked.slice(-2).sort(), ['move 6 nodes share 0 2', 'move 6 nodes share 1 2']);
  assert.equal(asked.length, 4, `the move asked twice of both workers: ${asked}`);
  // Both busy workers were replaced by fresh ones after the cancelled request.
  assert.equal(await page.evaluate(() => window.__workers), 4, 'two fresh workers');
  // The board answers: a person's peg selects.
  const peg = await page.$eval('g.peg.movable', (e) => e.dataset.cell);
  await page.click(`g.peg[data-cell="${peg}"]`);
  await page.waitForSelector('g.hole.move-dest');
  assert.deepEqual(errors, []);
  await page.close();
});

test('with two search workers a share that never answers holds the move only for a grace after the other (the time reported)', async () => {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  // Share 1's first request is never delivered: its worker sits idle as a hung one would.
  await page.addInitScript(spyOnWorkers, { workers: '2', drop: 'share 1 2' });
  await page.goto(server.url);
  await page.waitForSelector('main.app:not(#boot) [data-cell]');
  await startLevel6AmongSix(page);
  const plies = () => page.$$eval('#move-list li[data-ply]', (l) => l.length);
  await until(plies, (n) => n >= 1, 'the computer\'s move without share 1', { timeout: 60000 });
  const ms = await page.evaluate(() => performance.now() - window.__askedAt);
  console.log(`# a split move with one share hung: played ${Math.round(ms)} ms after it was asked (the request's timeout is 15 000 ms)`);
  assert.equal(await page.evaluate(() => window.__dropped), 1, 'share 1 was asked and never answered');
  // The hung share's worker is let go (a fresh one takes the next request), the other kept.
  assert.equal(await page.evaluate(() => window.__terminated), 1, 'the hung worker terminated');
  assert.equal(await page.$('#messages .message.error'), null, 'no error shown');
  assert.deepEqual(errors, []);
  await page.close();
});
