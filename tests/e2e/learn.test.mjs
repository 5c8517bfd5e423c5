// The game review explains the result and learning gives the answer away one wrong try at a
// time: a short game from a crafted position with a clear blunder (seat 0 hops back with g8-k8
// where the hop chain k9-e9 was best); the review shows each seat's moves lost and its costliest
// moves, a click on one goes to the position before it; "Learn from your mistakes" marks the peg
// that erred, tells a first wrong try only how many moves it loses (no move named), marks the
// peg to move after the second and shows the move after the third. Screenshots at 390×844 and
// 1366×768 go to target/screenshots/ for a reviewer to look at.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve, launch, openGame, playOneMove, waitInPage, axeViolations } from './harness.mjs';

const SHOTS = resolve(import.meta.dirname, '..', '..', 'target', 'screenshots');
// Seat 0 (army 3, heading up) to move in a two-player middle game.
const POSITION = 't1.p2/0:b1-2.g3.i9.j3.j5.j8.k5.l10.m10/3:e7.f5.f7-8.g8.h8.i1.k9.p1-2/0';
// A hole's name (a letter a–q and a number), as a move names its holes.
const HOLE = /\b[a-q]\d+\b/;

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

/** Plays `from` → `to` by clicks. */
async function play(page, from, to) {
  await page.click(`.board-area g.peg[data-cell="${from}"]`);
  await page.waitForSelector(`.board-area g.hole.selected[data-cell="${from}"]`, { state: 'attached' });
  await page.click(`.board-area .move-dest[data-cell="${to}"]`);
  await page.waitForSelector(`.board-area g.peg[data-cell="${to}"]`, { state: 'attached' });
}

/** The learning box once a try is judged: its state and its text. */
async function judged(page) {
  await page.waitForSelector('#learn-box:is([data-attempt="good"], [data-attempt="not-good"])', { timeout: 60000 });
  return page.$eval('#learn-box', (b) => ({ state: b.dataset.attempt, text: b.querySelector('p').textContent }));
}

/** A wrong try from the mistake's position, then back to it. */
async function wrongTry(page, from, to) {
  await page.waitForSelector('#learn-box[data-attempt="find"]');
  await play(page, from, to);
  const box = await judged(page);
  assert.equal(box.state, 'not-good', `${from}-${to}: ${box.text}`);
  return box.text;
}

for (const [width, height] of [[1366, 768], [390, 844]]) {
  test(`at ${width}×${height} the review shows the moves lost and the costliest moves; learning gives the answer away step by step`, async () => {
    const { page, errors } = await openGame(browser.context, `${server.url}#${POSITION}`);
    await page.setViewportSize({ width, height });
    if (await page.$('#welcome')) {
      await page.keyboard.press('Escape');
      await page.waitForSelector('#welcome', { state: 'detached' });
    }
    // The blunder, and an answer of seat 1.
    await play(page, 'g8', 'k8');
    await playOneMove(page);
    await page.waitForSelector('html[data-sync="idle"]', { state: 'attached' });
    await page.click('#review-game');
    await waitInPage(page, () => document.querySelector('#review-game')?.textContent.includes('Review done'), null, { timeout: 60000 });
    // Each seat's moves lost; seat 0's costliest move is the blunder, a click away.
    const lost = await page.$$eval('.accuracy-list li[data-seat] [data-lost]', (els) =>
      els.map((e) => Number(e.dataset.lost)),
    );
    assert.equal(lost.length, 2);
    assert.ok(lost[0] >= 3, `seat 0 lost ${lost[0]} moves`);
    const costly = await page.$$eval('.accuracy-list li[data-seat="0"] .costly button[data-ply]', (els) =>
      els.map((b) => ({ ply: b.dataset.ply, judgement: b.dataset.judgement, text: b.textContent })),
    );
    assert.equal(costly.length, 1);
    assert.deepEqual([costly[0].ply, costly[0].judgement], ['0', 'blunder']);
    assert.match(costly[0].text, /g8-k8\s*\?\?/);
    assert.match(await page.textContent('.accuracy-explained'), /100 × 2\^/);
    await page.screenshot({ path: join(SHOTS, `review-costly-${width}x${height}.png`), fullPage: width < 600 });
    // From the end of the game, a click on the blunder goes to the position before it.
    assert.ok(await page.$('.board-area g.peg[data-cell="k8"]'));
    await page.click('.accuracy-list li[data-seat="0"] .costly button[data-ply="0"]');
    await page.waitForSelector('.board-area g.peg[data-cell="g8"]', { state: 'attached' });
    await page.waitForSelector('#replay-exit');
    assert.equal(await page.$('#move-list li.current'), null, 'at the start, before move 1');
    assert.ok(
      await page.evaluate(() => document.activeElement?.matches('.costly button[data-ply="0"]')),
      'the focus stays on the button',
    );
    assert.deepEqual(await axeViolations(page), []);
    // Learning: the peg that erred is marked; nothing of the answer.
    await page.click('#learn-mistakes');
    await page.waitForSelector('#learn-box[data-attempt="find"]');
    await page.waitForSelector('svg.board .erred[data-cell="g8"]', { state: 'attached' });
    assert.equal(await page.$('svg.board .hint-peg'), null);
    const find = await page.textContent('#learn-box p');
    assert.doesNotMatch(find, HOLE, find);
    await page.screenshot({ path: join(SHOTS, `learn-find-${width}x${height}.png`), fullPage: width < 600 });
    // The first wrong try: how much worse, no move named.
    const first = await wrongTry(page, 'k9', 'k10');
    assert.doesNotMatch(first, HOLE, first);
    assert.match(first, /\d\.\d moves/);
    assert.equal(await page.$('svg.board .hint-peg'), null);
    assert.equal(await page.$('svg.board line.best-arrow'), null, 'no arrow');
    // The second: the peg to move is marked, still no move named.
    await page.click('#learn-retry');
    const second = await wrongTry(page, 'e7', 'f6');
    assert.doesNotMatch(second, HOLE, second);
    await page.waitForSelector('svg.board .hint-peg[data-cell="k9"]', { state: 'attached' });
    assert.equal(await page.$('svg.board line.best-arrow'), null, 'no arrow yet');
    await page.screenshot({ path: join(SHOTS, `learn-piece-${width}x${height}.png`), fullPage: width < 600 });
    // The third: the move is shown.
    await page.click('#learn-retry');
    const third = await wrongTry(page, 'e7', 'g7');
    assert.match(third, /k9-e9/, third);
    await page.waitForSelector('svg.board line.best-arrow', { state: 'attached' });
    await page.click('#learn-retry');
    await page.waitForSelector('#learn-box[data-attempt="find"]');
    await page.waitForSelector('svg.board line.best-arrow', { state: 'attached' });
    await page.screenshot({ path: join(SHOTS, `learn-move-${width}x${height}.png`), fullPage: width < 600 });
    // The move shown is as good as the best.
    await play(page, 'k9', 'e9');
    assert.equal((await judged(page)).state, 'good');
    assert.equal(await page.$('svg.board .erred'), null, 'found: nothing marked');
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(errors, []);
    await page.close();
  });
}
