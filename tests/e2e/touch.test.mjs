// Touch play on a phone (390×844, touch screen): taps that land off the hole's centre, 12–14 px
// towards a neighbour, still pick the peg and the destination meant; between two candidates the
// nearer wins; a move is two taps, hops too, the path drawn as the peg slides; a selection zooms
// the board until its destinations are targets of 44 px or more; a peg dragged by a finger is
// drawn above it and drops on the destination nearest the finger.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve, launch, openNewGame, expectSoon } from './harness.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

let server;
let browser;
before(async () => {
  server = await serve();
  browser = await launch(PHONE);
});
after(async () => {
  await browser?.close();
  await server?.close();
});

const fresh = () => openNewGame(browser.context, server.url);

/** Every hole: name → { q, r, x, y } (centre in CSS pixels of the page). */
async function holes(page) {
  return page.$$eval('g.hole', (els) =>
    Object.fromEntries(
      els.map((e) => {
        const b = e.querySelector('circle.pit').getBoundingClientRect();
        const c = { q: +e.dataset.q, r: +e.dataset.r, x: b.x + b.width / 2, y: b.y + b.height / 2 };
        return [e.dataset.cell, c];
      }),
    ),
  );
}

/** The holes where a tap does something now: pegs that can move, destinations, the selection. */
const candidates = (page) =>
  page.evaluate(() => [
    ...new Set(
      [...document.querySelectorAll('g.peg.movable, g.hole.move-dest, g.hole.selected')].map((e) => e.dataset.cell),
    ),
  ]);

const NEIGHBOURS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, -1],
  [-1, 1],
];

/**
 * A point `px` pixels from the centre of `cell` towards a neighbouring hole where a tap does
 * nothing (so that only snapping can take the tap to `cell`). Returns { x, y, towards }, or
 * null when every neighbour is a candidate.
 */
async function offCentre(page, cell, px) {
  const all = await holes(page);
  const busy = new Set(await candidates(page));
  const at = all[cell];
  const byCoord = new Map(Object.entries(all).map(([name, h]) => [`${h.q},${h.r}`, name]));
  for (const [dq, dr] of NEIGHBOURS) {
    const n = byCoord.get(`${at.q + dq},${at.r + dr}`);
    if (!n || busy.has(n)) continue;
    const dx = all[n].x - at.x;
    const dy = all[n].y - at.y;
    const d = Math.hypot(dx, dy);
    return { x: at.x + (dx / d) * px, y: at.y + (dy / d) * px, towards: n, spacing: d };
  }
  return null;
}

const pegAt = (page, cell) => page.$(`g.peg[data-player][data-cell="${cell}"]`);

/** Waits until the board's view has followed the selection `cell` ('' for none). */
const settled = (page, cell) => page.waitForSelector(`svg.board[data-follows="${cell}"]`, { state: 'attached' });
const plies = (page) => page.$$eval('#move-list li[data-ply]', (l) => l.length);

test('the board fits the phone and its holes are 26 px apart; taps get 48 px targets', async () => {
  const { page, errors } = await fresh();
  const all = await holes(page);
  const a = all.e5;
  const b = all.e6;
  const spacing = Math.hypot(b.x - a.x, b.y - a.y);
  console.log(`# hole spacing on a 390 px phone: ${spacing.toFixed(1)} px`);
  assert.ok(spacing > 20 && spacing < 40, `spacing ${spacing}`);
  for (const [name, h] of Object.entries(all)) {
    assert.ok(h.x >= 0 && h.x <= 390, `${name} is inside the width (${h.x})`);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('a game played by sloppy taps only: pegs and destinations snap, every move is two taps', async () => {
  const { page, errors } = await fresh();
  let hopsPlayed = 0;
  let stepsPlayed = 0;
  for (let ply = 0; ply < 6; ply++) {
    const player = await page.$eval('g.peg.movable', (e) => e.dataset.player);
    const movable = await page.$$eval('g.peg.movable', (l) => l.map((e) => e.dataset.cell));
    // Pick a peg with a hop on even plies where there is one, else one with a step.
    let chosen = null;
    let tap = null;
    for (const from of movable) {
      const select = await offCentre(page, from, 12 + (ply % 3));
      if (!select) continue;
      await page.touchscreen.tap(select.x, select.y);
      await page.waitForSelector(`g.hole.selected[data-cell="${from}"]`, { timeout: 3000 });
      await settled(page, from);
      const dests = await page.$$eval('g.hole.move-dest', (l) =>
        l.map((e) => ({ cell: e.dataset.cell, hop: e.classList.contains('hop') })),
      );
      const wantHop = ply % 2 === 0;
      const kind = dests.filter((d) => d.hop === wantHop);
      for (const dest of [...kind, ...(ply >= 4 ? dests : [])]) {
        tap = await offCentre(page, dest.cell, 14 - (ply % 3));
        if (tap) {
          chosen = { from, ...dest };
          break;
        }
      }
      if (chosen) break;
    }
    assert.ok(chosen, `ply ${ply}: a peg of player ${player} with a move`);
    const before = await plies(page);
    await page.touchscreen.tap(tap.x, tap.y);
    if (chosen.hop) hopsPlayed++;
    else stepsPlayed++;
    await page.waitForSelector(`g.peg[data-player="${player}"][data-cell="${chosen.cell}"]`, { timeout: 3000 });
    await page.waitForFunction((n) => document.querySelectorAll('#move-list li[data-ply]').length === n, before + 1);
    // The move's whole path is drawn, and the view is back to the whole board.
    const path = await page.$eval('polyline.last-path', (e) => e.getAttribute('points').trim().split(/\s+/).length);
    assert.ok(path >= 2, 'the path of the move is drawn');
    await settled(page, '');
    assert.equal(await zoomOf(page), 1);
  }
  assert.ok(hopsPlayed >= 2 && stepsPlayed >= 2, `hops ${hopsPlayed}, steps ${stepsPlayed}`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('between two candidates the nearer wins; a tap on a hole centre means that hole', async () => {
  const { page, errors } = await fresh();
  const all = await holes(page);
  // n2 and n3 are neighbouring front-row pegs that can both move. A tap 12 px along the line
  // from one towards the other and 5 px aside lands on neither (13 px from the nearer centre,
  // 15 px from the other): it goes to the nearer.
  const [a, b] = [all.n2, all.n3];
  const d = Math.hypot(b.x - a.x, b.y - a.y);
  const between = (p, q) => ({
    x: p.x + ((q.x - p.x) / d) * 12 - ((q.y - p.y) / d) * 5,
    y: p.y + ((q.y - p.y) / d) * 12 + ((q.x - p.x) / d) * 5,
  });
  const onNothing = (pt) =>
    page.evaluate(({ x, y }) => !document.elementFromPoint(x, y).closest('[data-cell]'), pt);
  assert.ok(await onNothing(between(a, b)), 'the tap lands on no hole and no peg');
  await page.touchscreen.tap(between(a, b).x, between(a, b).y);
  await page.waitForSelector('g.hole.selected[data-cell="n2"]');
  // (The selection zooms the board: a tap on the peg puts it down and the board is whole.)
  await settled(page, 'n2');
  const zoomedIn = await holes(page);
  await page.touchscreen.tap(zoomedIn.n2.x, zoomedIn.n2.y);
  await page.waitForSelector('g.hole.selected', { state: 'detached' });
  await settled(page, '');
  assert.ok(await onNothing(between(b, a)));
  await page.touchscreen.tap(between(b, a).x, between(b, a).y);
  await page.waitForSelector('g.hole.selected[data-cell="n3"]');
  await settled(page, 'n3');
  Object.assign(all, await holes(page));
  // The centre of an empty hole that is no destination clears the selection, even though a
  // destination is a neighbour.
  const dests = await page.$$eval('g.hole.move-dest', (l) => l.map((e) => e.dataset.cell));
  const byCoord = new Map(Object.entries(all).map(([name, h]) => [`${h.q},${h.r}`, name]));
  let empty = null;
  for (const d of dests) {
    for (const [dq, dr] of NEIGHBOURS) {
      const n = byCoord.get(`${all[d].q + dq},${all[d].r + dr}`);
      if (n && !dests.includes(n) && !(await pegAt(page, n))) empty ??= n;
    }
  }
  assert.ok(empty, 'an empty hole next to a destination');
  await page.touchscreen.tap(all[empty].x, all[empty].y);
  await page.waitForSelector('g.hole.selected', { state: 'detached' });
  assert.equal(await plies(page), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a peg dragged by a finger is drawn above it and drops on the nearest destination', async () => {
  const { page, errors } = await fresh();
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
  const all = await holes(page);
  // n2 steps to m6? Find a step destination of n2 first (by a tap), then clear the selection.
  await page.touchscreen.tap(all.n2.x, all.n2.y);
  await page.waitForSelector('g.hole.selected[data-cell="n2"]');
  const dest = await page.$eval('g.hole.move-dest.step', (e) => e.dataset.cell);
  await settled(page, 'n2');
  const zoomedIn = await holes(page);
  await page.touchscreen.tap(zoomedIn.n2.x, zoomedIn.n2.y);
  await page.waitForSelector('g.hole.selected', { state: 'detached' });
  await settled(page, '');
  // Drag from n2 towards the destination, in small moves, and stop 13 px short of its centre
  // (towards n2).
  const from = all.n2;
  const to = all[dest];
  const d = Math.hypot(to.x - from.x, to.y - from.y);
  const end = { x: to.x + ((from.x - to.x) / d) * 13, y: to.y + ((from.y - to.y) / d) * 13 };
  await touch('touchStart', [{ x: from.x, y: from.y }]);
  for (let i = 1; i <= 8; i++) {
    const t = i / 8;
    await touch('touchMove', [{ x: from.x + (end.x - from.x) * t, y: from.y + (end.y - from.y) * t }]);
  }
  await page.waitForSelector('g.peg.dragging.lifted');
  assert.equal(await zoomOf(page), 1, 'a drag never moves the board under the finger');
  // The ghost is above the finger, and the destination is marked.
  const ghost = await page.$eval('g.peg.dragging.lifted', (e) => {
    const b = e.querySelector('circle.body').getBoundingClientRect();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2, w: b.width };
  });
  assert.ok(ghost.y < end.y - 30, `the peg is drawn above the finger (${ghost.y} vs ${end.y})`);
  const mark = await page.$eval('circle.drop-target', (e) => {
    const b = e.getBoundingClientRect();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  });
  assert.ok(Math.hypot(mark.x - to.x, mark.y - to.y) < 2, 'the drop target marks the destination');
  await touch('touchEnd', []);
  await page.waitForSelector(`g.peg[data-player="0"][data-cell="${dest}"]`, { timeout: 3000 });
  await expectSoon(() => page.$$eval('circle.drop-target, g.peg.dragging', (l) => l.length), 0, 'no drop target, no dragged peg');
  await expectSoon(() => plies(page), 1, 'one ply');
  assert.deepEqual(errors, []);
  await page.close();
});

const SHOTS = resolve(import.meta.dirname, '..', '..', 'target', 'screenshots');

/** The board's zoom factor, once it is drawn (`data-zoom`). */
const zoomOf = (page) => page.$eval('svg.board', (e) => +e.dataset.zoom);

test('a selected peg zooms the board until its destinations are 44 px targets; a hop is then one tap', async () => {
  const { page, errors } = await fresh();
  const whole = await holes(page);
  await page.touchscreen.tap(whole.o2.x, whole.o2.y);
  await page.waitForSelector('g.hole.selected[data-cell="o2"]');
  await settled(page, 'o2');
  const zoom = await zoomOf(page);
  const all = await holes(page);
  const spacing = Math.hypot(all.e6.x - all.e5.x, all.e6.y - all.e5.y);
  // The effective target of a destination reaches halfway to the nearest other hole where a
  // tap does something: measured on the screen.
  const busy = new Set(await candidates(page));
  const dests = await page.$$eval('g.hole.move-dest', (l) => l.map((e) => ({ cell: e.dataset.cell, hop: e.classList.contains('hop') })));
  let smallest = Infinity;
  for (const d of dests) {
    for (const other of busy) {
      if (other === d.cell) continue;
      const gap = Math.hypot(all[other].x - all[d.cell].x, all[other].y - all[d.cell].y);
      smallest = Math.min(smallest, gap);
    }
  }
  const wholeSpacing = Math.hypot(whole.e6.x - whole.e5.x, whole.e6.y - whole.e5.y);
  console.log(
    `# a selection on a 390 px phone: zoom ${zoom.toFixed(2)}×, holes ${wholeSpacing.toFixed(1)} → ${spacing.toFixed(1)} px apart, ` +
      `smallest destination target ${smallest.toFixed(1)} px (${wholeSpacing.toFixed(1)} px unzoomed)`,
  );
  assert.ok(smallest >= 44, `every destination is a target of 44 px or more (${smallest})`);
  for (const d of dests) {
    const h = all[d.cell];
    assert.ok(h.x > 0 && h.x < 390 && h.y > 0 && h.y < 844, `${d.cell} stays on the screen`);
  }
  // A tap 18 px off the hop destination's centre plays it at once.
  const hop = dests.find((d) => d.hop).cell;
  const tap = await offCentre(page, hop, 18);
  await page.touchscreen.tap(tap.x, tap.y);
  await page.waitForSelector(`g.peg[data-player="0"][data-cell="${hop}"]`);
  assert.equal(await plies(page), 1);
  await page.waitForSelector('polyline.last-path');
  await settled(page, '');
  assert.equal(await zoomOf(page), 1, 'the whole board again');
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, 'phone-hop-path.png') });
  assert.deepEqual(errors, []);
  await page.close();
});

test('two fingers zoom the board about their centre; taps then land on the hole aimed at', async () => {
  const { page, errors } = await fresh();
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
  const before = await holes(page);
  const spacing = (h) => Math.hypot(h.n3.x - h.n2.x, h.n3.y - h.n2.y);
  assert.equal(await zoomOf(page), 1);
  // Two fingers 30 px apart about n3, spreading to 90 px.
  const c = before.n3;
  const fingers = (d) => [
    { x: c.x - d / 2, y: c.y, id: 0 },
    { x: c.x + d / 2, y: c.y, id: 1 },
  ];
  await touch('touchStart', fingers(30));
  for (let i = 1; i <= 6; i++) await touch('touchMove', fingers(30 + i * 10));
  await touch('touchEnd', []);
  await page.waitForFunction(() => +document.querySelector('svg.board').dataset.zoom > 2);
  const zoom = await zoomOf(page);
  const after = await holes(page);
  const ratio = spacing(after) / spacing(before);
  console.log(`# zoomed ${zoom.toFixed(2)}×: holes ${spacing(after).toFixed(1)} px apart`);
  assert.ok(Math.abs(ratio - zoom) < 0.05, `the holes spread by the zoom (${ratio} vs ${zoom})`);
  assert.ok(Math.abs(ratio - 3) < 0.1, `fingers three times as far apart, holes too (${ratio})`);
  assert.ok(Math.hypot(after.n3.x - c.x, after.n3.y - c.y) < 2, 'n3 stays under the fingers');
  // Nothing was selected or played by the pinch.
  assert.equal(await page.$$eval('g.hole.selected', (l) => l.length), 0);
  assert.equal(await plies(page), 0);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, 'phone-zoomed.png') });
  // A tap 10 px off n2 towards a hole where a tap does nothing: n2 (snapping); then a tap on
  // its destination's centre plays there.
  const select = await offCentre(page, 'n2', 10);
  assert.ok(select, 'an idle neighbour of n2');
  await page.touchscreen.tap(select.x, select.y);
  await page.waitForSelector('g.hole.selected[data-cell="n2"]');
  const dest = await page.$eval('g.hole.move-dest.step', (e) => e.dataset.cell);
  const zoomed = await holes(page);
  await page.touchscreen.tap(zoomed[dest].x, zoomed[dest].y);
  await page.waitForSelector(`g.peg[data-player="0"][data-cell="${dest}"]`);
  await expectSoon(() => plies(page), 1, 'one ply');
  assert.equal(await zoomOf(page), zoom, 'the zoom stays while playing');
  // The reset button shows the whole board again.
  const reset = await page.$eval('g.zoom-reset', (e) => {
    const b = e.getBoundingClientRect();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2, label: e.getAttribute('aria-label') };
  });
  assert.ok(reset.label, 'the button has a name');
  await page.touchscreen.tap(reset.x, reset.y);
  await page.waitForFunction(() => document.querySelector('svg.board').dataset.zoom === '1');
  await expectSoon(() => page.$$eval('g.zoom-reset', (l) => l.length), 0, 'no reset button');
  const whole = await holes(page);
  assert.ok(Math.abs(spacing(whole) - spacing(before)) < 0.5);
  assert.equal(await plies(page), 1, 'the reset played nothing');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a pinch cannot take the board off the screen', async () => {
  const { page, errors } = await fresh();
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
  const viewBox = () => page.$eval('svg.board', (e) => e.getAttribute('viewBox').split(' ').map(Number));
  const whole = await viewBox();
  const box = await page.$eval('svg.board', (e) => {
    const b = e.getBoundingClientRect();
    return { x: b.x, y: b.y, w: b.width, h: b.height };
  });
  const mid = { x: box.x + box.w / 2, y: box.y + box.h / 2 };
  // Twice the size, then both fingers dragged 280 px right and down: more than the room the
  // zoomed board has (half the board's width or height, about 180 and 210 px).
  const start = { x: box.x + 60, y: box.y + 60 };
  const at = (dx, dy, d) => [
    { x: start.x + dx - d / 2, y: start.y + dy, id: 0 },
    { x: start.x + dx + d / 2, y: start.y + dy, id: 1 },
  ];
  await touch('touchStart', at(0, 0, 40));
  for (let i = 1; i <= 4; i++) await touch('touchMove', at(0, 0, 40 + i * 10));
  for (let i = 1; i <= 7; i++) await touch('touchMove', at(i * 40, i * 40, 80));
  await touch('touchEnd', []);
  await page.waitForFunction(() => +document.querySelector('svg.board').dataset.zoom > 1.9);
  const zoom = await zoomOf(page);
  const view = await viewBox();
  // The view stops at the whole board's top left corner, zoomed: it never leaves the board.
  assert.ok(Math.abs(view[0] - whole[0]) < 0.01 && Math.abs(view[1] - whole[1]) < 0.01, `${view} in ${whole}`);
  assert.ok(Math.abs(view[2] - whole[2] / zoom) < 0.01 && Math.abs(view[3] - whole[3] / zoom) < 0.01);
  // And the middle of the screen's board still shows the wood.
  const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y).closest('svg.board') !== null, mid);
  assert.ok(hit);
  assert.deepEqual(errors, []);
  await page.close();
});
