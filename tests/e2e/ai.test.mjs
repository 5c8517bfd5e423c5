// The computer opponent in the browser: it thinks in a Web Worker (worker_loader.js → worker.js
// + worker_bg.wasm, allowed by the page's CSP), answers hints, plays computer seats, and the page
// stays responsive while it thinks.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openGame } from './harness.mjs';

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

/** Largest gap between 20 ms timer ticks on the main thread during `ms` milliseconds. */
const mainThreadStall = (page, ms) =>
  page.evaluate(
    (ms) =>
      new Promise((resolve) => {
        let last = performance.now();
        let worst = 0;
        const t = setInterval(() => {
          const now = performance.now();
          worst = Math.max(worst, now - last);
          last = now;
        }, 20);
        setTimeout(() => {
          clearInterval(t);
          resolve(worst);
        }, ms);
      }),
    ms,
  );

test('hint: the strongest level suggests a move, shown on the board', async () => {
  const { page, errors } = await openGame(browser.context, server.url);
  await page.click('#hint');
  await page.waitForSelector('g.hole.hint', { timeout: 15000 });
  assert.equal(await page.$$eval('g.hole.hint', (l) => l.length), 2);
  assert.deepEqual(errors, []);
  await page.close();
});

test('two computer seats play on their own, off the main thread', async () => {
  const { page, errors } = await openGame(browser.context, server.url);
  await page.click('#new-game');
  await page.waitForSelector('dialog[open] #new-game-dialog');
  await page.selectOption('li.seat[data-seat="0"] select.kind', '4');
  await page.selectOption('li.seat[data-seat="1"] select.kind', '2');
  await page.click('#start-game');
  await page.waitForSelector('#new-game-dialog', { state: 'detached' });
  const start = await pegCells(page);
  // Level 4 thinks for about a second per move: the page keeps ticking meanwhile.
  const stall = await mainThreadStall(page, 2500);
  assert.ok(stall < 400, `main thread stalled ${stall.toFixed(0)} ms while the computer thought`);
  // A few moves get played.
  let seen = new Set([start]);
  const deadline = Date.now() + 30000;
  while (seen.size < 5 && Date.now() < deadline) {
    await page.waitForTimeout(200);
    seen.add(await pegCells(page));
  }
  assert.ok(seen.size >= 5, `only ${seen.size - 1} moves played in 30 s`);
  assert.deepEqual(errors, []);
  await page.close();
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
  const t0 = Date.now();
  await page.click('#hint');
  await page.waitForSelector('#messages .message.error', { timeout: 10000 });
  assert.ok(Date.now() - t0 < 10000, 'reported well before the 15 s timeout');
  assert.match(await page.textContent('#messages'), /computer/i);
  assert.equal(await page.$$eval('g.hole.hint', (l) => l.length), 0);
  // The board still plays.
  const peg = await page.$eval('g.peg.movable', (e) => e.dataset.cell);
  await page.click(`g.peg[data-cell="${peg}"]`);
  await page.waitForSelector('g.hole.move-dest');
  assert.deepEqual(pageErrors, []);
  await page.close();
});
