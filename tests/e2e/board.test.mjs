// The release bundle renders the star board: 121 holes carrying their coordinates and names,
// 20 pegs of a two-player start in the opposite triangles r <= -5 and r >= 5, and a click on a
// peg of the side to move selects it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openGame } from './harness.mjs';

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
