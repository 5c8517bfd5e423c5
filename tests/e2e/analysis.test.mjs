// The analysis board: the engine ranks the best moves of the position on screen with the lead
// each leaves and draws the best as an arrow; the race graph has a line per seat and a click
// on it goes to a move; a review of a committed 100-move game finishes with its progress shown,
// marks the moves and gives each seat an accuracy; "Learn from your mistakes" judges a try.
// First results and the review's duration are reported, never asserted.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve, launch, openNewGame, openGame, playOneMove, waitInPage, axeViolations, expectSoon } from './harness.mjs';

let server;
let browser;
before(async () => {
  server = await serve();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

const fixture = (name) => readFileSync(join(import.meta.dirname, '..', 'fixtures', name), 'utf8').trim();

/** Waits until the review has judged every move of the game (within `timeout` ms). */
const reviewed = (page, timeout) =>
  waitInPage(
    page,
    () => {
      const p = document.querySelector('#review-progress');
      return p.getAttribute('aria-valuenow') === p.getAttribute('aria-valuemax');
    },
    null,
    { timeout, polling: 250 },
  );

/** The analysis rows: `{ move, lead }`, best first. */
const analysisRows = (page) =>
  page.$$eval('#analysis [data-move]', (els) => els.map((e) => ({ move: e.dataset.move, lead: Number(e.dataset.lead) })));

test('Analyse ranks the best moves with the lead each leaves, draws the best as an arrow, and A turns it off', async () => {
  const { page, errors } = await openNewGame(browser.context, server.url);
  for (let i = 0; i < 4; i++) await playOneMove(page);
  const t0 = Date.now();
  await page.click('#analyse');
  await page.waitForSelector('#analysis [data-move]');
  console.log(`# first analysis result after turning it on: ${Date.now() - t0} ms (driver round trips included)`);
  await waitInPage(page, () => document.querySelectorAll('#analysis [data-move]').length === 3);
  const rows = await analysisRows(page);
  assert.equal(rows.length, 3);
  for (const r of rows) {
    assert.match(r.move, /^[a-q]\d+(-[a-q]\d+)+$/, 'a move name as the move list writes it');
    assert.ok(Number.isFinite(r.lead));
  }
  for (let i = 1; i < rows.length; i++) assert.ok(rows[i - 1].lead >= rows[i].lead, `best first: ${JSON.stringify(rows)}`);
  // The best move's arrow starts at a peg of the side to move.
  await page.waitForSelector('.board-area .best-arrow');
  const from = rows[0].move.split('-')[0];
  assert.ok(await page.$(`.board-area g.peg[data-cell="${from}"]`), `a peg on ${from}`);
  // Every seat's moves to finish, and the race graph's lines.
  const finish = await page.$$eval('#analysis .finish [data-finish]', (els) => els.map((e) => Number(e.dataset.finish)));
  assert.equal(finish.length, 2);
  // Calibrated on games of strong players: about 47 moves each at the two-player start (the
  // solo crossing's optimum, 27, is a bound, never reached with an opponent in the way).
  for (const n of finish) assert.ok(n >= 38 && n <= 56, `moves to finish near the start: ${finish}`);
  const seats = await page.$$eval('#analysis .finish [data-finish]', (els) => els.map((e) => e.dataset.seat));
  assert.deepEqual(seats, ['0', '1']);
  await waitInPage(page, () => Number(document.querySelector('#race-graph')?.dataset.known) === 5);
  await expectSoon(() => page.$$eval('#race-graph polyline[data-seat]', (els) => els.length), 2, 'a line per seat');
  // A position change restarts it: the rows follow the new position. The page's own clock
  // times it: from the move in the list to the new position's first ranked move.
  await page.evaluate((old) => {
    const plies = () => document.querySelectorAll('#move-list li[data-ply]').length;
    const n = plies();
    window.__analysis = {};
    new MutationObserver(() => {
      const a = window.__analysis;
      if (a.moved === undefined && plies() > n) a.moved = performance.now();
      const first = document.querySelector('#analysis [data-move]');
      if (a.moved !== undefined && a.first === undefined && first && first.dataset.move !== old) a.first = performance.now();
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  }, rows[0].move);
  await playOneMove(page);
  const first = await waitInPage(page, () => window.__analysis.first !== undefined && { ms: window.__analysis.first - window.__analysis.moved });
  console.log(`# first analysis result after a move, in the page: ${first.ms.toFixed(0)} ms`);
  assert.deepEqual(await axeViolations(page), []);
  // A click on the graph's left edge goes to the start.
  await page.click('#race-graph', { position: { x: 1, y: 20 } });
  await page.waitForSelector('#replay-continue');
  await expectSoon(() => page.$$eval('#move-list li.current', (els) => els.length), 0, 'the start: no move current');
  await page.click('#replay-exit');
  await page.waitForSelector('#replay-continue', { state: 'detached' });
  // The key A turns it off, also with the focus on the board.
  await page.focus('.board-area g.hole[tabindex="0"]');
  await page.keyboard.press('a');
  await page.waitForSelector('#analysis', { state: 'detached' });
  await expectSoon(async () => (await page.$('.board-area .best-arrow')) === null, true, 'no arrow');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the best moves are buttons: the focus stays on one while the analysis deepens, Enter shows it and a second Enter plays it', async () => {
  const { page, errors } = await openNewGame(browser.context, server.url);
  for (let i = 0; i < 2; i++) await playOneMove(page);
  await page.click('#analyse');
  await page.waitForSelector('#analysis .best-moves button.move');
  const depth = Number(await page.$eval('#analysis', (e) => e.dataset.depth));
  await page.focus('#analysis .best-moves button.move');
  // A deeper iteration redraws the report (or the search has ended): the button keeps the focus.
  await waitInPage(
    page,
    (d) => {
      const a = document.querySelector('#analysis');
      return Number(a?.dataset.depth) > d || a?.dataset.done === 'true';
    },
    depth,
  );
  const focused = await page.evaluate(() => {
    const e = document.activeElement;
    return e?.matches('#analysis .best-moves button.move') ? e.dataset.play : null;
  });
  assert.ok(focused, 'the focus is still on a best move');
  // In live play Enter shows the move first; a second Enter plays it.
  assert.match(await page.$eval('#analysis .best-moves button.move', (e) => e.getAttribute('aria-label')), /^Show [a-q]\d+-/);
  await page.keyboard.press('Enter');
  const picked = await (await page.waitForSelector('#analysis li.picked')).getAttribute('data-move');
  assert.equal(await page.$$eval('#move-list li[data-ply]', (els) => els.length), 2, 'not played yet');
  await page.focus('#analysis li.picked button.move');
  assert.match(await page.$eval('#analysis li.picked button.move', (e) => e.getAttribute('aria-label')), /^Play [a-q]\d+-/);
  await page.keyboard.press('Enter');
  await page.waitForSelector('#move-list li[data-ply="3"]');
  await expectSoon(() => page.textContent('#move-list li[data-ply="3"]'), new RegExp(picked));
  assert.deepEqual(await axeViolations(page), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a review of a 100-move game finishes with its progress shown, marks the moves and gives each seat an accuracy', async () => {
  const link = fixture('long-game-p2-100.txt');
  const { page, errors } = await openGame(browser.context, `${server.url}#${link}`);
  await page.waitForSelector('#move-list li[data-ply]');
  const t0 = Date.now();
  await page.click('#review-game');
  await page.waitForSelector('#review-progress[role="progressbar"]');
  const total = Number(await page.$eval('#review-progress', (e) => e.getAttribute('aria-valuemax')));
  assert.ok(total >= 90 && total <= 100, `moves to review: ${total}`);
  // Progress moves on.
  await waitInPage(page, () => Number(document.querySelector('#review-progress').getAttribute('aria-valuenow')) > 0, null, { timeout: 30000 });
  await reviewed(page, 180000);
  console.log(`# review of ${total} moves (two players) in Chromium: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  await expectSoon(() => page.$eval('#review-game', (b) => b.textContent), /Review done/);
  const marks = await page.$$eval('#move-list li[data-judgement]', (els) => els.map((e) => e.dataset.judgement));
  assert.ok(marks.length > 0, 'the rows in view are marked');
  for (const m of marks) assert.ok(['best', 'good', 'inaccuracy', 'mistake', 'blunder'].includes(m), m);
  const acc = await page.$$eval('.accuracy-list li[data-accuracy]', (els) => els.map((e) => Number(e.dataset.accuracy)));
  assert.equal(acc.length, 2);
  for (const a of acc) assert.ok(a >= 0 && a <= 100);
  // The reviewed screen, light and dark: nothing for axe-core.
  assert.deepEqual(await axeViolations(page), []);
  await page.emulateMedia({ colorScheme: 'dark' });
  assert.deepEqual(await axeViolations(page), []);
  await page.emulateMedia({ colorScheme: 'light' });
  // Learning from the mistakes: the board goes to the position before the first, and a try is
  // judged.
  const learn = await page.$('#learn-mistakes');
  if (learn) {
    await learn.click();
    await page.waitForSelector('#learn-box[data-attempt="find"]');
    await playOneMove(page);
    await page.waitForSelector('#learn-box:is([data-attempt="good"], [data-attempt="not-good"], [data-attempt="same"])', { timeout: 30000 });
    await page.click('#learn-stop');
    await page.waitForSelector('#learn-box', { state: 'detached' });
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('a review of a six-player game of 100 moves finishes and marks every seat (its duration reported)', async () => {
  const link = fixture('long-game-p6-100.txt');
  const { page, errors } = await openGame(browser.context, `${server.url}#${link}`);
  await page.waitForSelector('#move-list li[data-ply]');
  const t0 = Date.now();
  await page.click('#review-game');
  await page.waitForSelector('#review-progress[role="progressbar"]');
  const total = Number(await page.$eval('#review-progress', (e) => e.getAttribute('aria-valuemax')));
  await reviewed(page, 240000);
  console.log(`# review of ${total} moves (six players) in Chromium: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const acc = await page.$$eval('.accuracy-list li[data-accuracy]', (els) => els.length);
  assert.equal(acc, 6, 'an accuracy for every seat');
  await expectSoon(() => page.$$eval('#race-graph polyline[data-seat]', (els) => els.length), 6, 'a line per seat');
  assert.deepEqual(errors, []);
  await page.close();
});

test('with two search workers the review judges two moves at once, on two workers, and finds what one finds (durations reported)', async () => {
  const link = fixture('long-game-p2-100.txt');
  /** Reviews the game with `workers` search workers: the review's summary, the workers asked
   * for judgements, the most judgements waiting at once, the seconds it took. */
  const review = async (workers) => {
    const page = await browser.context.newPage();
    await page.addInitScript((n) => {
      localStorage.clear();
      localStorage.setItem('sternhalma.workers', n);
      window.__judges = new Set();
      window.__waiting = 0;
      window.__most = 0;
      let next = 0;
      const Base = window.Worker;
      window.Worker = class extends Base {
        constructor(...args) {
          super(...args);
          const me = next++;
          this.__n = me;
          this.addEventListener('message', (e) => {
            if (typeof e.data === 'string' && /^judgement|\njudgement/.test(e.data)) window.__waiting -= 1;
          });
        }
      };
      const post = Base.prototype.postMessage;
      Base.prototype.postMessage = function (message, ...rest) {
        if (typeof message === 'string' && message.split('\n')[2]?.startsWith('review')) {
          window.__judges.add(this.__n);
          window.__waiting += 1;
          window.__most = Math.max(window.__most, window.__waiting);
        }
        return post.call(this, message, ...rest);
      };
    }, String(workers));
    await page.goto(`${server.url}#${link}`);
    await page.waitForSelector('#move-list li[data-ply]');
    assert.equal(await page.$eval('#workers', (s) => s.value), String(workers), 'the setting is read');
    const t0 = Date.now();
    await page.click('#review-game');
    await page.waitForSelector('#review-progress[role="progressbar"]');
    await reviewed(page, 180000);
    const seconds = (Date.now() - t0) / 1000;
    await page.waitForSelector('.accuracy-list li[data-accuracy]');
    const summary = await page.$eval('.accuracy-list', (e) => e.textContent);
    const judges = await page.evaluate(() => window.__judges.size);
    const most = await page.evaluate(() => window.__most);
    await page.close();
    return { summary, judges, most, seconds };
  };
  const one = await review(1);
  const two = await review(2);
  console.log(`# review of the 100-move two-player game in Chromium: ${one.seconds.toFixed(1)} s with one worker, ${two.seconds.toFixed(1)} s with two`);
  assert.equal(one.judges, 1, 'one worker judges');
  assert.equal(one.most, 1, 'one judgement at a time');
  assert.equal(two.judges, 2, 'two workers judge');
  assert.ok(two.most >= 2, `two judgements asked at once (at most ${two.most} waiting)`);
  assert.equal(two.summary, one.summary, 'the same accuracy and moves lost');
});
