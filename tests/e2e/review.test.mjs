// The review board: nothing is lost by playing at an earlier position (the game is a tree),
// ← → Home End step through the line on screen, a replay starts at the first move and plays by
// itself, and the position on screen survives a reload.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openGame, openNewGame, playOneMove, expectSoon, until } from './harness.mjs';

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

/** The rows of the move list: `{ ply, text, variation, current, undone }`. */
const rows = (page) =>
  page.$$eval('#move-list li[data-ply]', (els) =>
    els.map((e) => ({
      ply: Number(e.dataset.ply),
      text: e.querySelector('.text').textContent,
      variation: e.dataset.variation !== undefined,
      current: e.classList.contains('current'),
      undone: e.classList.contains('undone'),
    })),
  );

/** A two-player game of people with `n` moves played by clicks. */
async function gameOf(n) {
  const { page, errors } = await openNewGame(browser.context, server.url);
  const moves = [];
  for (let i = 0; i < n; i++) moves.push(await playOneMove(page));
  await page.waitForSelector('html[data-sync="idle"]', { state: 'attached' });
  return { page, errors, moves };
}

/** Plays `from` → `to` by clicks. */
async function play(page, from, to) {
  await page.click(`.board-area g.peg[data-cell="${from}"]`);
  await page.click(`.board-area .move-dest[data-cell="${to}"]`);
  await page.waitForSelector(`.board-area g.peg[data-cell="${to}"]`);
}

test('continuing from move 6 and playing the recorded move keeps all ten; another move starts a variation', async () => {
  const { page, errors, moves } = await gameOf(10);
  const before = await rows(page);
  assert.equal(before.length, 10);
  await page.click('#move-list li[data-ply="6"] button');
  await page.waitForSelector('#replay-continue');
  await page.click('#replay-continue');
  await page.waitForSelector('#replay-continue', { state: 'detached' });
  // The move recorded there: it just steps forward.
  await play(page, moves[6].from, moves[6].to);
  const kinds = async () => {
    const now = await rows(page);
    return { game: now.filter((r) => !r.variation).length, variation: now.filter((r) => r.variation).length };
  };
  await expectSoon(kinds, { game: 10, variation: 0 }, 'all ten moves kept, no variation');
  await expectSoon(() => page.$eval('#redo', (b) => !b.disabled), true, 'Redo going on along the game');
  // Back one, another move: a variation; the ten moves stay.
  await page.click('#undo');
  await page.waitForFunction(() => document.querySelector('#move-list li.current')?.dataset.ply === '6');
  const other = await page.$$eval('.board-area g.peg.movable', (els) => els.map((e) => e.dataset.cell));
  let played = false;
  for (const cell of other) {
    await page.click(`.board-area g.peg[data-cell="${cell}"]`);
    // Selected (a state): its destinations are drawn with it.
    await page.waitForSelector(`.board-area g.hole.selected[data-cell="${cell}"]`, { state: 'attached' });
    const dests = await page.$$eval('.board-area .move-dest', (els) => els.map((e) => e.dataset.cell));
    const to = dests.find((d) => !(cell === moves[6].from && d === moves[6].to));
    if (to) {
      await page.click(`.board-area .move-dest[data-cell="${to}"]`);
      played = true;
      break;
    }
  }
  assert.ok(played);
  await page.waitForSelector('#move-list li[data-variation]');
  await expectSoon(kinds, { game: 10, variation: 1 }, 'the ten moves of the game, and a variation of one');
  await until(() => rows(page), (now) => now.find((r) => r.variation)?.current, 'the variation on screen');
  // A click goes to any move of any line: move 9 of the game (a review), then back to the
  // variation, where the game is (the review gives it back).
  await page.click('#move-list li[data-ply="9"]:not([data-variation]) button');
  await page.waitForFunction(() => document.querySelector('#move-list li.current')?.dataset.ply === '9');
  await page.click('#move-list li[data-variation] button');
  await page.waitForFunction(() => document.querySelector('#move-list li.current')?.dataset.variation !== undefined);
  await page.waitForSelector('#replay-exit', { state: 'detached' });
  // Make main line (from the game, which plays on in the variation), taken back.
  await page.click('#make-main-line');
  await page.waitForFunction(() => document.querySelectorAll('#move-list li[data-variation]').length === 4);
  await page.click('#undo-edit');
  await page.waitForFunction(() => document.querySelectorAll('#move-list li[data-variation]').length === 1);
  // Delete from here in a review of move 9 of the main line, taken back.
  await page.click('#move-list li[data-ply="9"]:not([data-variation]) button');
  await page.waitForSelector('#delete-from-here');
  await page.click('#delete-from-here');
  await page.waitForFunction(() => document.querySelectorAll('#move-list li[data-ply]:not([data-variation])').length === 8);
  await page.click('#undo-edit');
  await page.waitForFunction(() => document.querySelectorAll('#move-list li[data-ply]:not([data-variation])').length === 10);
  assert.deepEqual(errors, []);
  await page.close();
});

test('← → Home End step through the line on screen; a reload keeps the position shown', async () => {
  const { page, errors } = await gameOf(6);
  await page.focus('#undo');
  const current = () => page.$eval('#move-list li.current', (e) => Number(e.dataset.ply));
  await page.keyboard.press('ArrowLeft');
  await page.waitForSelector('#replay-position');
  await expectSoon(current, 5, 'move 5 on screen');
  await page.keyboard.press('Home');
  await page.waitForFunction(() => !document.querySelector('#move-list li.current'));
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.querySelector('#move-list li.current')?.dataset.ply === '1');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.querySelector('#move-list li.current')?.dataset.ply === '2');
  await page.keyboard.press('End');
  await page.waitForFunction(() => document.querySelector('#move-list li.current')?.dataset.ply === '6');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => document.querySelector('#move-list li.current')?.dataset.ply === '4');
  await page.waitForSelector('html[data-sync="idle"]', { state: 'attached' });
  // Reload: still reviewing move 4, and the game still has its six moves.
  await page.reload();
  await page.waitForSelector('#replay-position');
  await page.waitForFunction(() => document.querySelector('#move-list li.current')?.dataset.ply === '4');
  await expectSoon(async () => (await rows(page)).length, 6, 'six moves');
  await page.click('#replay-exit');
  await page.waitForFunction(() => document.querySelector('#move-list li.current')?.dataset.ply === '6');
  assert.deepEqual(errors, []);
  await page.close();
});

test('Replay starts at the first move and plays by itself, gives the game back at its position; pause stops it', async () => {
  const { page, errors } = await gameOf(4);
  const current = () => page.$eval('#move-list li.current', (e) => e.dataset.ply);
  // The replay of the panel: "Replay" in a review, from the start.
  await page.click('#move-list li[data-ply="2"] button');
  await page.waitForSelector('#replay-exit');
  await page.click('#replay-first');
  await page.waitForFunction(() => !document.querySelector('#move-list li.current'));
  await page.click('#replay-play');
  await page.waitForSelector('.replay[data-autoplay="true"]');
  await page.waitForFunction(() => document.querySelector('#move-list li.current')?.dataset.ply === '2');
  await page.selectOption('#replay-speed', 'fast');
  // At the game's own position it stops by itself and the game goes on: no review left.
  await page.waitForSelector('#replay-exit', { state: 'detached' });
  await expectSoon(current, '4', 'move 4 on screen');
  // Again from move 1; pause holds it where it is.
  await page.click('#move-list li[data-ply="1"] button');
  await page.waitForSelector('.replay[data-autoplay="false"]');
  await page.click('#replay-play');
  await page.waitForSelector('.replay[data-autoplay="true"]');
  await page.click('#replay-play');
  await page.waitForSelector('.replay[data-autoplay="false"]');
  const held = await page.$$eval('#move-list li.current', (l) => l[0]?.dataset.ply ?? '0');
  assert.ok(Number(held) < 4);
  assert.deepEqual(errors, []);
  await page.close();
});

test('against the computer, ← then → is the game again: a move there is the game\'s and the computer answers', async () => {
  // Player 1 (blue) against the computer at level 2, 36 turns played, blue to move.
  const link = 'g2.AAYAJCJC.QaSLBtwJA5QdYFOFqAlB5wDcBSBawPsBjhpUE6gM';
  const { page, errors } = await openGame(browser.context, `${server.url}#${link}`);
  const plies = () => page.$$eval('#move-list li[data-ply]', (e) => Math.max(...e.map((li) => +li.dataset.ply)));
  await page.waitForSelector('#move-list li[data-ply]');
  const recorded = await plies();
  await page.focus('#undo');
  await page.keyboard.press('ArrowLeft');
  await page.waitForSelector('#replay-exit');
  await page.keyboard.press('ArrowRight');
  // Back at the game's own position: the review gives the game back.
  await page.waitForSelector('#replay-exit', { state: 'detached' });
  await play(page, 'j2', 'f3');
  // The move is the game's next one, and the computer answers it.
  await page.waitForFunction((n) => {
    const shown = [...document.querySelectorAll('#move-list li[data-ply]')].map((li) => +li.dataset.ply);
    return Math.max(...shown) >= n + 2 && document.querySelector('main').dataset.thinking === 'false';
  }, recorded, { timeout: 30000 });
  await expectSoon(plies, recorded + 2, 'two more plies');
  await expectSoon(() => page.$eval('#redo', (b) => b.disabled), true, 'nothing behind Redo');
  await expectSoon(() => page.$$eval('#move-list li.undone', (e) => e.length), 0, 'no row after the one on screen');
  await expectSoon(() => page.textContent('#status'), /Player 1/);
  // A reload opens the game with both moves.
  await page.waitForSelector('html[data-sync="idle"]', { state: 'attached' });
  await page.reload();
  await page.waitForSelector('#move-list li[data-ply]');
  await expectSoon(plies, recorded + 2, 'both moves after the reload');
  assert.deepEqual(errors, []);
  await page.close();
});
