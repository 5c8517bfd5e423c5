// Moves readable on the board: the coordinates (a setting, remembered), a move's path drawn
// while its name is pointed at or focused, and a best move that a first click shows and only a
// second click plays in live play. Screenshots with the coordinates on, at 1366×768 and 390×844,
// light and dark, go to target/screenshots/ (coordinates-*.png) for a reviewer to look at.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { serve, launch, openNewGame, playOneMove, waitInPage, axeViolations } from './harness.mjs';

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

const SHOTS = join(import.meta.dirname, '..', '..', 'target', 'screenshots');

/** The rows of the move list in the page. */
const plies = (page) => page.$$eval('#move-list li[data-ply]', (els) => els.length);

/**
 * Overlaps on the board as drawn: pairs of coordinate labels whose boxes meet, and labels whose
 * box meets a hole's pit.
 */
const collisions = (page) =>
  page.evaluate(() => {
    const labels = [...document.querySelectorAll('svg.board .coordinates text')].map((t) => ({
      text: t.textContent,
      box: t.getBoundingClientRect(),
    }));
    const pits = [...document.querySelectorAll('svg.board g.hole')].map((h) => ({
      cell: h.dataset.cell,
      box: (h.querySelector('circle.pit') ?? h).getBoundingClientRect(),
    }));
    const meet = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const found = [];
    labels.forEach((a, i) => {
      labels.slice(i + 1).forEach((b) => meet(a.box, b.box) && found.push(`${a.text}/${b.text}`));
      pits.forEach((p) => meet(a.box, p.box) && found.push(`${a.text} on ${p.cell}`));
    });
    const height = Math.min(...labels.map((l) => l.box.height));
    return { found, height };
  });

test('coordinates: off by default, on with #coordinates and remembered; every row at both ends, off the holes, legible', async () => {
  const { page, errors } = await openNewGame(browser.context, server.url);
  assert.equal(await page.$('svg.board .coordinates'), null, 'off by default');
  assert.equal(await page.getAttribute('#coordinates', 'aria-pressed'), 'false');
  await page.click('#coordinates');
  await page.waitForSelector('svg.board .coordinates');
  assert.equal(await page.getAttribute('#coordinates', 'aria-pressed'), 'true');
  const labels = await page.$eval('svg.board .coordinates', (g) => ({
    hidden: g.getAttribute('aria-hidden'),
    events: getComputedStyle(g).pointerEvents,
    rows: [...g.querySelectorAll('text.row')].map((t) => t.textContent),
    columns: [...g.querySelectorAll('text.column')].map((t) => t.textContent),
  }));
  assert.equal(labels.hidden, 'true');
  assert.equal(labels.events, 'none');
  // 17 rows, a letter at each end; the columns over the widest rows, left and right of the
  // triangles, above row e and below row m.
  assert.equal(labels.rows.length, 34);
  const letters = [...'abcdefghijklmnopq'];
  assert.deepEqual([...new Set(labels.rows)], letters);
  for (const l of letters) assert.equal(labels.rows.filter((r) => r === l).length, 2, `row ${l}`);
  const outer = ['1', '2', '3', '4', '10', '11', '12', '13'];
  assert.deepEqual(labels.columns, [...outer, ...outer]);
  // Remembered like the sound.
  await page.reload();
  await page.waitForSelector('svg.board .coordinates');
  // The labels let clicks through: a hole next to one still takes a click.
  await playOneMove(page);
  mkdirSync(SHOTS, { recursive: true });
  for (const [name, width, height] of [
    ['laptop', 1366, 768],
    ['phone', 390, 844],
  ]) {
    for (const scheme of ['light', 'dark']) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      await page.evaluate(() => window.scrollTo(0, 0));
      const { found, height: px } = await collisions(page);
      assert.deepEqual(found, [], `${name} ${scheme}: labels meet`);
      console.log(`# ${name} ${scheme}: coordinate labels ${px.toFixed(1)} px high`);
      assert.ok(px >= 9, `${name}: labels at least 9 px high (${px})`);
      await page.screenshot({ path: join(SHOTS, `coordinates-${name}-${scheme}.png`) });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  assert.deepEqual(await axeViolations(page), []);
  // Off again.
  await page.click('#coordinates');
  await page.waitForSelector('svg.board .coordinates', { state: 'detached' });
  assert.deepEqual(errors, []);
  await page.close();
});

test('pointing at or focusing a move in the move list draws its path; leaving takes it away', async () => {
  const { page, errors } = await openNewGame(browser.context, server.url);
  const first = await playOneMove(page);
  await playOneMove(page);
  assert.equal(await page.$('svg.board polyline.preview-path'), null);
  const row = '#move-list li[data-ply="1"] button';
  await page.hover(row);
  await page.waitForSelector('svg.board polyline.preview-path');
  // From the move's start to its end (the first move, not the one on the board).
  const ends = await page.$eval('svg.board polyline.preview-path', (p) => {
    const pts = p.getAttribute('points').trim().split(/\s+/);
    return [pts[0], pts[pts.length - 1]];
  });
  const centre = (cell) =>
    page.$eval(`svg.board g.hole[data-cell="${cell}"]`, (h) => {
      const m = /translate\(([-\d.]+)[ ,]([-\d.]+)\)/.exec(h.getAttribute('transform') ?? '');
      return m ? `${Number(m[1])},${Number(m[2])}` : null;
    });
  const [from, to] = [await centre(first.from), await centre(first.to)];
  if (from && to) {
    const norm = (p) => p.split(',').map(Number).join(',');
    assert.deepEqual(ends.map(norm), [from, to]);
  }
  await page.mouse.move(2, 2);
  await page.waitForSelector('svg.board polyline.preview-path', { state: 'detached' });
  // The keyboard: focus draws it, moving on takes it away.
  await page.focus(row);
  await page.waitForSelector('svg.board polyline.preview-path');
  await page.focus('#undo');
  await page.waitForSelector('svg.board polyline.preview-path', { state: 'detached' });
  assert.deepEqual(errors, []);
  await page.close();
});

test('in live play a click on a best move shows it and a second click plays it', async () => {
  const { page, errors } = await openNewGame(browser.context, server.url);
  await playOneMove(page);
  await playOneMove(page);
  await page.click('#analyse');
  const button = await page.waitForSelector('#analysis .best-moves button.move');
  const name = await button.getAttribute('data-play');
  assert.match(await button.getAttribute('aria-label'), /^Show /);
  const before = await plies(page);
  await page.click(`#analysis button.move[data-play="${name}"]`);
  await page.waitForSelector(`#analysis li.picked[data-move="${name}"]`);
  await page.waitForSelector('svg.board polyline.preview-path');
  assert.equal(await plies(page), before, 'the first click does not play');
  assert.equal(await page.getAttribute('main', 'data-thinking'), 'false');
  const picked = `#analysis li.picked button.move[data-play="${name}"]`;
  assert.match(await page.textContent(picked), new RegExp(`^Play ${name}$`));
  assert.deepEqual(await axeViolations(page), []);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, 'coordinates-picked-best-move.png') });
  // The pointer leaving does not take the picked move away.
  await page.mouse.move(2, 2);
  await page.waitForSelector('svg.board polyline.preview-path');
  await page.click(picked);
  await page.waitForSelector(`#move-list li[data-ply="${before + 1}"]`);
  assert.match(await page.textContent(`#move-list li[data-ply="${before + 1}"]`), new RegExp(name));
  // The best line's names draw their moves too.
  await waitInPage(page, (n) => {
    const s = document.querySelector('#analysis .best-line [data-preview]');
    return s && Number(document.querySelector('#analysis').dataset.depth) > 0 && n;
  }, 1);
  await page.hover('#analysis .best-line [data-preview="1"]');
  await page.waitForSelector('svg.board polyline.preview-path');
  await page.mouse.move(2, 2);
  await page.waitForSelector('svg.board polyline.preview-path', { state: 'detached' });
  // Focused from the keyboard too (each name is a tab stop).
  await page.focus('#analysis .best-line [data-preview="1"]');
  await page.waitForSelector('svg.board polyline.preview-path');
  await page.focus('#analyse');
  await page.waitForSelector('svg.board polyline.preview-path', { state: 'detached' });
  // And so do the names of each best move's line.
  await page.waitForSelector('#analysis .best-moves .line .move-name');
  await page.hover('#analysis .best-moves .line .move-name');
  await page.waitForSelector('svg.board polyline.preview-path');
  await page.mouse.move(2, 2);
  await page.waitForSelector('svg.board polyline.preview-path', { state: 'detached' });
  assert.deepEqual(errors, []);
  await page.close();
});

test('the how-to card explains the move names: holes, "-", "x" and the review\'s marks', async () => {
  const { page, errors } = await openNewGame(browser.context, server.url);
  await page.click('#how-to');
  await page.waitForSelector('#how-to-card[data-ready="true"] #how-to-names');
  const text = await page.textContent('#how-to-names');
  for (const part of ['a1', '-', 'x', '?!', '??']) assert.ok(text.includes(part), `names ${part}`);
  assert.deepEqual(errors, []);
  await page.close();
});
