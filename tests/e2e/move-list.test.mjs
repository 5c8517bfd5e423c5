// The move list follows the position on screen: on a 1366×768 laptop and a 390×844 phone, in a
// 100-move game opened from a link with a variation played in its middle, the current row
// (`#move-list li.current`) is whole in the list's box after every step — the link loaded,
// Undo and Redo, ← → Home End, a click on a row, a move of the variation, a click into the
// variation and out of it, clicks on the race graph (side by side the graph, scrolled to, stays
// in sight: the list moves the row into the part of its box in sight before the side panel
// moves), "Learn from your mistakes" going from mistake to mistake — and in the window too
// wherever the player looks at the list (side by side always: the side panel scrolls on its
// own; on the phone while the list is in sight).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve, launch, openGame, playOneMove, until } from './harness.mjs';

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

let server;
before(async () => {
  server = await serve();
});
after(async () => {
  await server?.close();
});

const fixture = (name) => readFileSync(join(import.meta.dirname, '..', 'fixtures', name), 'utf8').trim();

/**
 * Where the current row is: its ply and whether it is in a variation, its top and bottom, the
 * list's box's, the window's, and the side panel's when it scrolls on its own.
 */
const sight = (page) =>
  page.evaluate(() => {
    const box = document.querySelector('.move-scroll');
    const row = document.querySelector('#move-list li.current');
    const side = box.closest('.side');
    const span = (r) => [r.top, r.bottom];
    const s = side.getBoundingClientRect();
    return {
      ply: row ? Number(row.dataset.ply) : null,
      variation: row?.dataset.variation !== undefined,
      row: row ? span(row.getBoundingClientRect()) : null,
      box: span(box.getBoundingClientRect()),
      window: [0, document.documentElement.clientHeight],
      side: side.scrollHeight > side.clientHeight ? [s.top + side.clientTop, s.top + side.clientTop + side.clientHeight] : null,
    };
  });

/** Whether `inner` lies within `outer` (to a pixel: boxes may sit at fractions of one). */
const within = (inner, outer) => inner[0] >= outer[0] - 1 && inner[1] <= outer[1] + 1;

/**
 * Waits until the current row is ply `ply` (in a variation or not; any row when `ply` is null),
 * then checks that it is whole in the list's box, in the side panel when that scrolls, and in
 * the window when the side panel scrolls or at least half of the list's box is in the window.
 */
async function expectInSight(page, where, step, ply, variation = false) {
  const selector =
    ply === null
      ? '#move-list li.current'
      : `#move-list li.current[data-ply="${ply}"]${variation ? '[data-variation]' : ':not([data-variation])'}`;
  await page.waitForSelector(selector, { state: 'attached' });
  // The list scrolls a frame or more after the cursor moves: read until the row is in sight.
  const inSight = (s) => {
    if (!within(s.row, s.box)) return false;
    if (s.side) return within(s.row, s.side) && within(s.row, s.window);
    const seen = Math.min(s.box[1], s.window[1]) - Math.max(s.box[0], s.window[0]);
    return seen * 2 < s.box[1] - s.box[0] || within(s.row, s.window);
  };
  const s = await until(() => sight(page), inSight, `${where}, ${step}: the current row in sight`);
  const what = `${where}, ${step}: row ${s.ply}${s.variation ? ' of the variation' : ''} at ${s.row.map(Math.round)}`;
  assert.ok(within(s.row, s.box), `${what}, the list's box ${s.box.map(Math.round)}`);
  if (s.side) {
    assert.ok(within(s.row, s.side), `${what}, the side panel ${s.side.map(Math.round)}`);
    assert.ok(within(s.row, s.window), `${what}, the window ${s.window}`);
  } else {
    const seen = Math.min(s.box[1], s.window[1]) - Math.max(s.box[0], s.window[0]);
    if (seen * 2 >= s.box[1] - s.box[0]) assert.ok(within(s.row, s.window), `${what}, the window ${s.window}`);
  }
  return s;
}

/** Waits until no row is current (the start), with the list at its top. */
async function expectStart(page, where) {
  await page.waitForFunction(() => !document.querySelector('#move-list li.current'));
  await page.waitForFunction(() => document.querySelector('.move-scroll').scrollTop === 0);
  assert.ok(await page.$('#move-list li[data-ply="1"]'), `${where}: the first row is there`);
}

/** Presses `key` with the focus on the page (not on the board, whose arrows move its cursor). */
async function press(page, key) {
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press(key);
}

for (const [where, viewport] of [
  ['1366×768', LAPTOP],
  ['390×844', PHONE],
]) {
  test(`the current row stays in sight in a 100-move game with a variation in its middle (${where})`, async () => {
    const browser = await launch({ viewport });
    try {
      const { page, errors } = await openGame(browser.context, `${server.url}#${fixture('long-game-p2-100.txt')}`);
      const check = (step, ply, variation) => expectInSight(page, where, step, ply, variation);
      // Opened from the link at its end.
      await check('the link loaded', 100);
      // Undo and Redo.
      for (let i = 0; i < 3; i++) {
        await page.click('#undo');
        await check(`undo ${i + 1}`, 99 - i);
      }
      await page.click('#redo');
      await check('redo', 98);
      // ← → Home End: the review.
      await press(page, 'Home');
      await expectStart(page, `${where}, Home`);
      for (let ply = 1; ply <= 24; ply++) {
        await press(page, 'ArrowRight');
        await check(`→ to ${ply}`, ply);
      }
      await press(page, 'End');
      await check('End', 100);
      for (let ply = 99; ply >= 90; ply--) {
        await press(page, 'ArrowLeft');
        await check(`← to ${ply}`, ply);
      }
      // A click on a row in view, then on one at the list's edge.
      await page.click('#move-list li[data-ply="93"] button');
      await check('a click on 93', 93);
      await press(page, 'Home');
      await expectStart(page, `${where}, Home again`);
      for (let ply = 1; ply <= 16; ply++) await press(page, 'ArrowRight');
      await check('→ to 16', 16);
      await page.click('#move-list li[data-ply="14"] button');
      await check('a click on 14', 14);
      // A variation of eight moves from there: the list turns to one column.
      await page.click('#replay-continue');
      await page.waitForSelector('#replay-continue', { state: 'detached' });
      for (let ply = 15; ply <= 22; ply++) {
        await playOneMove(page);
        await check(`the variation's move ${ply}`, ply, true);
      }
      // Out of the variation into the main line before it, and back in.
      for (let ply = 21; ply >= 10; ply--) {
        await press(page, 'ArrowLeft');
        await check(`← to ${ply}`, ply, ply >= 15);
      }
      for (let ply = 11; ply <= 22; ply++) {
        await press(page, 'ArrowRight');
        await check(`→ to ${ply}`, ply, ply >= 15);
      }
      // A click on the main line after the variation, then along it, then back into the
      // variation by a click.
      await page.click('#move-list li[data-ply="15"]:not([data-variation]) button');
      await check('a click on the main line after the variation', 15);
      for (let ply = 16; ply <= 30; ply++) {
        await press(page, 'ArrowRight');
        await check(`→ along the main line to ${ply}`, ply);
      }
      await press(page, 'End');
      await check('End of the main line', 100);
      await press(page, 'Home');
      await expectStart(page, `${where}, Home a third time`);
      for (let ply = 1; ply <= 13; ply++) await press(page, 'ArrowRight');
      await check('→ to 13', 13);
      await page.click('#move-list li[data-ply="16"][data-variation] button');
      await check('a click into the variation', 16, true);
      await press(page, 'End');
      await check('End of the variation', 22, true);
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });
}

for (const [where, viewport] of [
  ['1366×768', LAPTOP],
  ['390×844', PHONE],
]) {
  test(`learning from the mistakes of a 100-move game keeps the current row in sight (${where})`, async () => {
    const browser = await launch({ viewport });
    try {
      const { page, errors } = await openGame(browser.context, `${server.url}#${fixture('long-game-p2-100.txt')}`);
      await expectInSight(page, where, 'the link loaded', 100);
      await page.click('#review-game');
      await page.waitForFunction(
        () => {
          const bar = document.querySelector('#review-progress');
          return bar && bar.getAttribute('aria-valuenow') === bar.getAttribute('aria-valuemax');
        },
        null,
        { timeout: 180000, polling: 250 },
      );
      // Random moves: mistakes to learn from.
      await page.click('#learn-mistakes');
      await page.waitForSelector('#learn-box');
      const first = await expectInSight(page, where, 'the first mistake', null);
      assert.ok(first.ply < 100, `${where}: learning goes back into the game (ply ${first.ply})`);
      for (let n = 2; n <= 4; n++) {
        await page.click('#learn-next');
        await page.waitForFunction((k) => document.querySelector('#learn-box p')?.textContent.includes(`(${k} of`), n);
        await expectInSight(page, where, `mistake ${n}`, null);
      }
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });
}

for (const [where, viewport] of [
  ['1366×768', LAPTOP],
  ['390×844', PHONE],
]) {
  test(`clicks on the race graph bring the row into sight; side by side the graph stays in sight (${where})`, async () => {
    const browser = await launch({ viewport });
    try {
      const { page, errors } = await openGame(browser.context, `${server.url}#${fixture('long-game-p2-100.txt')}`);
      await expectInSight(page, where, 'the link loaded', 100);
      await page.click('#analyse');
      // Its first iteration, brought into view once: the panel holds still from then on.
      await page.waitForSelector('#analysis:not([data-depth="0"]) [data-move]');
      // Every position's figures in (the 100-ply game's 101): a click then lands on the round
      // under it, not on the latest round known while the figures still come in.
      await page.waitForFunction(() => Number(document.querySelector('#race-graph')?.dataset.known) === 101, null, { timeout: 60000 });
      // Scrolled down to the graph, as a player does to read it.
      await page.$eval('#race-graph', (e) => e.scrollIntoView({ block: 'end' }));
      let last = 100;
      for (const x of [0.3, 0.6, 0.9]) {
        // The panel above the graph grows as the analysis deepens: the graph is brought back
        // into view before each click, as a player who reads it keeps it in view.
        await page.$eval('#race-graph', (e) => e.scrollIntoView({ block: 'end' }));
        // Where the graph is, once it is drawn and holds still (a review's panel may push it as
        // it comes): two reads in a row the same.
        const measure = () =>
          page.$eval('#race-graph', (e) => {
            const r = e.getBoundingClientRect();
            return { left: r.left, width: r.width, top: r.top, bottom: r.bottom };
          });
        let previous = null;
        const still = (r) => {
          const same = JSON.stringify(r) === JSON.stringify(previous);
          previous = r;
          return r.width > 0 && same;
        };
        const at = await until(measure, still, `${where}: the race graph drawn and still`);
        if (viewport === LAPTOP) assert.ok(within([at.top, at.bottom], [0, viewport.height]), `${where}: the race graph in sight at ${Math.round(at.top)}`);
        // A click where the graph is when the click comes (the element's own position).
        await page.click('#race-graph', { position: { x: at.width * x, y: (at.bottom - at.top) / 2 } });
        await page.waitForSelector(`#move-list li.current:not([data-ply="${last}"])`, { state: 'attached' });
        last = (await expectInSight(page, where, `a click on the race graph at ${x}`, null)).ply;
      }
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });
}
