// The release bundle renders the star board: 121 holes carrying their coordinates and names,
// 20 pegs of a two-player start in the opposite triangles r <= -5 and r >= 5, and a click on a
// peg of the side to move selects it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openGame, openNewGame } from './harness.mjs';

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

test('121 holes with data-q, data-r and data-cell', async () => {
  const { page, errors } = await openGame(browser.context, server.url);
  const holes = await page.$$eval('[data-q][data-r]', (els) =>
    els.map((e) => ({ q: +e.dataset.q, r: +e.dataset.r, cell: e.dataset.cell })),
  );
  assert.equal(holes.length, 121);
  const seen = new Set();
  for (const { q, r, cell } of holes) {
    const s = -q - r;
    assert.ok(Math.max(q, r, s) <= 4 || Math.min(q, r, s) >= -4, `(${q},${r}) is on the board`);
    assert.match(cell, /^[a-q][0-9]{1,2}$/);
    seen.add(`${q},${r}`);
  }
  assert.equal(seen.size, 121, 'every hole appears once');
  assert.deepEqual(errors, []);
  await page.close();
});

test('20 pegs of a two-player start in the triangles r <= -5 and r >= 5', async () => {
  const { page, errors } = await openGame(browser.context, server.url);
  const pegs = await page.$$eval('[data-player]', (els) =>
    els.map((e) => {
      const hole = document.querySelector(`[data-q][data-cell="${e.dataset.cell}"]`);
      return { player: +e.dataset.player, r: +hole.dataset.r };
    }),
  );
  assert.equal(pegs.length, 20);
  const bySeat = [0, 1].map((p) => pegs.filter((x) => x.player === p));
  assert.equal(bySeat[0].length, 10);
  assert.equal(bySeat[1].length, 10);
  // Seat 0 starts at the bottom (r >= 5), seat 1 at the top (r <= -5).
  assert.ok(bySeat[0].every((x) => x.r >= 5));
  assert.ok(bySeat[1].every((x) => x.r <= -5));
  assert.deepEqual(errors, []);
  await page.close();
});

test('clicking a peg of the side to move selects it and shows its destinations', async () => {
  const { page, errors } = await openGame(browser.context, server.url);
  // The front-row peg e5 of seat 0 (bottom) … pick any seat-0 peg on the front row r = 5.
  const cell = await page.$eval('[data-player="0"]', (e) => e.dataset.cell);
  const frontRow = await page.$$eval('[data-player="0"]', (els) =>
    els
      .map((e) => e.dataset.cell)
      .filter((c) => +document.querySelector(`[data-q][data-cell="${c}"]`).dataset.r === 5),
  );
  assert.ok(frontRow.length === 4, `four pegs on the front row, got ${frontRow} (first ${cell})`);
  await page.click(`[data-player="0"][data-cell="${frontRow[1]}"]`);
  await page.waitForSelector(`.selected[data-cell="${frontRow[1]}"]`);
  const dests = await page.$$eval('.move-dest', (els) => els.map((e) => e.dataset.cell));
  assert.ok(dests.length >= 2, `an inner front-row peg has at least two steps, got ${dests}`);
  assert.deepEqual(errors, []);
  await page.close();
});

const fresh = () => openNewGame(browser.context, server.url);

/** The cells of the pegs of `player` that have at least one destination (found by clicking each). */
async function pegsWithMoves(page, player) {
  const cells = await page.$$eval(`g.peg[data-player="${player}"]`, (l) => l.map((e) => e.dataset.cell));
  const out = [];
  for (const cell of cells) {
    await page.click(`g.peg[data-cell="${cell}"]`);
    await page.waitForSelector(`g.hole.selected[data-cell="${cell}"]`);
    if ((await page.$$('g.hole.move-dest')).length > 0) out.push(cell);
  }
  await page.click(`g.peg[data-cell="${cells.at(-1)}"]`);
  await page.waitForSelector('g.hole.selected', { state: 'detached' });
  return out.sort();
}

test('N and P visit only the pegs that can move, also by key position on a Cyrillic layout', async () => {
  const { page, errors } = await fresh();
  const expected = await pegsWithMoves(page, 0);
  const all = await page.$$eval('g.peg[data-player="0"]', (l) => l.length);
  assert.ok(expected.length > 0 && expected.length < all, `${expected.length} of ${all} pegs can move at the start`);
  assert.deepEqual(await page.$$eval('g.peg.movable', (l) => l.map((e) => e.dataset.cell).sort()), expected);
  await page.focus('g.hole[tabindex="0"]');
  const focused = () => page.evaluate(() => document.activeElement.dataset.cell);
  const visit = async (press) => {
    const seen = [];
    for (let i = 0; i < expected.length; i++) {
      await press();
      seen.push(await focused());
    }
    return seen;
  };
  const byKey = await visit(() => page.keyboard.press('n'));
  assert.deepEqual([...byKey].sort(), expected, 'n visits each peg that can move once, and no other');
  // A Russian or Bulgarian layout types a Cyrillic letter on the N and P keys: a real key event
  // with that `key` and the `code` of the key.
  const cdp = await page.context().newCDPSession(page);
  const cyrillic = async (key, code, keyCode) => {
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key, code, text: key, windowsVirtualKeyCode: keyCode });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key, code, windowsVirtualKeyCode: keyCode });
  };
  const byCode = await visit(() => cyrillic('т', 'KeyN', 78));
  // (After one round of n the cursor is back where it started: т goes round the same way.)
  assert.deepEqual(byCode, byKey, 'т on the N key goes round as n does');
  const back = await focused();
  await cyrillic('з', 'KeyP', 80);
  assert.equal(await focused(), byCode.at(-2), 'з on the P key goes back');
  assert.notEqual(await focused(), back);
  // A Latin letter on the N key (e.g. Dvorak's b) is not N.
  const here = await focused();
  await cyrillic('b', 'KeyN', 66);
  assert.equal(await focused(), here);
  assert.deepEqual(errors, []);
  await page.close();
});

test('after a mouse move no keyboard cursor is left on the board; a key brings it back', async () => {
  const { page, errors } = await fresh();
  await page.click('g.peg[data-cell="n2"]');
  await page.waitForSelector('g.hole.selected[data-cell="n2"]');
  const dest = await page.$eval('g.hole.move-dest.step', (e) => e.dataset.cell);
  await page.click(`g.hole[data-cell="${dest}"]`);
  await page.waitForSelector(`g.peg[data-player="0"][data-cell="${dest}"]`);
  await page.waitForSelector('svg.board[data-animating="false"]');
  assert.equal(await page.$$eval('g.hole.cursor', (l) => l.length), 0, 'no cursor class');
  // Nothing rings the moved peg's hole: no selection, no cursor.
  const ring = () =>
    page.$$eval('g.hole circle.ring', (l) => l.filter((c) => getComputedStyle(c).stroke !== 'none').map((c) => c.parentElement.dataset.cell));
  assert.deepEqual(await ring(), []);
  // The keyboard brings the cursor back where the focus is.
  await page.keyboard.press('ArrowLeft');
  await page.waitForSelector('g.hole.cursor');
  const cursor = await page.$eval('g.hole.cursor', (e) => e.dataset.cell);
  assert.equal(await page.evaluate(() => document.activeElement.dataset.cell), cursor);
  assert.deepEqual(await ring(), [cursor]);
  // A pointer press hides it again.
  const next = await page.$eval('g.peg.movable', (e) => e.dataset.cell);
  await page.click(`g.peg[data-cell="${next}"]`);
  await page.waitForSelector(`g.hole.selected[data-cell="${next}"]`);
  assert.equal(await page.$$eval('g.hole.cursor', (l) => l.length), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a hop path shown and hidden, then the move: no hole or peg is drawn anew', async () => {
  const { page, errors } = await openGame(browser.context, server.url);
  // Every hole and peg element gets a mark that only the same element keeps.
  await page.evaluate(() => {
    for (const e of document.querySelectorAll('.board-area g.hole, .board-area g.peg')) e.__kept = true;
  });
  const drawnAnew = () =>
    page.$$eval('.board-area g.hole, .board-area g.peg', (els) => els.filter((e) => !e.__kept).length);
  let hop = null;
  for (const cell of await page.$$eval('.board-area g.peg.movable', (els) => els.map((e) => e.dataset.cell))) {
    await page.click(`.board-area g.peg[data-cell="${cell}"]`);
    hop = await page.$$eval('.board-area g.hole.move-dest.hop', (els) => els[0]?.dataset.cell ?? null);
    if (hop) break;
  }
  assert.ok(hop, 'a peg with a hop at the start');
  await page.hover(`.board-area g.hole[data-cell="${hop}"]`);
  await page.waitForSelector('polyline.hop-path');
  assert.equal(await drawnAnew(), 0, 'the path appears, the board stays');
  await page.mouse.move(1, 1);
  await page.waitForSelector('polyline.hop-path', { state: 'detached' });
  assert.equal(await drawnAnew(), 0, 'the path goes, the board stays');
  await page.click(`.board-area g.hole[data-cell="${hop}"]`);
  await page.waitForSelector(`.board-area g.peg[data-cell="${hop}"]`);
  assert.equal(await drawnAnew(), 0, 'the move moves its peg, the board stays');
  assert.deepEqual(errors, []);
  await page.close();
});
