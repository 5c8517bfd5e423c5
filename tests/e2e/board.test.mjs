// The release bundle renders the star board: 121 holes carrying their coordinates and names,
// 20 pegs of a two-player start in the opposite triangles r <= -5 and r >= 5, and a click on a
// peg of the side to move selects it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, openGame, openNewGame, waitInPage, expectSoon, until } from './harness.mjs';

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
  const dests = () => page.$$eval('.move-dest', (els) => els.map((e) => e.dataset.cell));
  await until(dests, (d) => d.length >= 2, 'two steps or more for an inner front-row peg');
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
  await expectSoon(() => page.$$eval('g.peg.movable', (l) => l.map((e) => e.dataset.cell).sort()), expected, 'the pegs that can move marked');
  await page.focus('g.hole[tabindex="0"]');
  const focused = () => page.evaluate(() => document.activeElement.dataset.cell);
  const visit = async (press) => {
    const seen = [];
    for (let i = 0; i < expected.length; i++) {
      const was = await focused();
      await press();
      seen.push(await until(focused, (c) => c !== was, `the focus off ${was}`));
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
  await expectSoon(focused, byCode.at(-2), 'з on the P key going back');
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
  await expectSoon(() => page.$$eval('g.hole.cursor', (l) => l.length), 0, 'no cursor class');
  // Nothing rings the moved peg's hole: no selection, no cursor.
  const ring = () =>
    page.$$eval('g.hole circle.ring', (l) => l.filter((c) => getComputedStyle(c).stroke !== 'none').map((c) => c.parentElement.dataset.cell));
  await expectSoon(ring, [], 'no hole ringed');
  // The keyboard brings the cursor back where the focus is.
  await page.keyboard.press('ArrowLeft');
  await page.waitForSelector('g.hole.cursor');
  const cursor = await page.$eval('g.hole.cursor', (e) => e.dataset.cell);
  await expectSoon(() => page.evaluate(() => document.activeElement.dataset.cell), cursor, `the focus on the cursor ${cursor}`);
  await expectSoon(ring, [cursor], `the cursor ${cursor} ringed`);
  // A pointer press hides it again.
  const next = await page.$eval('g.peg.movable', (e) => e.dataset.cell);
  await page.click(`g.peg[data-cell="${next}"]`);
  await page.waitForSelector(`g.hole.selected[data-cell="${next}"]`);
  await expectSoon(() => page.$$eval('g.hole.cursor', (l) => l.length), 0, 'no cursor after a pointer press');
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
    // Selected (a state): its destinations are drawn with it.
    await page.waitForSelector(`.board-area g.hole.selected[data-cell="${cell}"]`);
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

// (Page functions below read the holes' centres in SVG units from their `transform` each: the
// page's CSP allows no eval, so they carry their own helpers.)

/** The holes `polyline.last-path` goes through, in order (null without one). */
async function lastPath(page) {
  return page.evaluate(() => {
    const holes = [...document.querySelectorAll('.board-area g.hole')].map((e) => [
      e.dataset.cell,
      /translate\(([-\d.]+) ([-\d.]+)\)/.exec(e.getAttribute('transform')).slice(1).map(Number),
    ]);
    const line = document.querySelector('.board-area polyline.last-path');
    if (!line) return null;
    return line
      .getAttribute('points')
      .trim()
      .split(/\s+/)
      .map((pair) => {
        const [x, y] = pair.split(',').map(Number);
        const hit = holes.find(([, [hx, hy]]) => Math.hypot(hx - x, hy - y) < 0.01);
        return hit ? hit[0] : `(${x},${y})`;
      });
  });
}

/** Whether the first element matching `a` comes before the first matching `b` in the board. */
const before_ = (page, a, b) =>
  page.evaluate(
    ([a, b]) => {
      const [x, y] = [document.querySelector(a), document.querySelector(b)];
      return !!(x && y && x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING);
    },
    [a, b],
  );

test('the last move stays drawn as a line under the pegs until the next move', async () => {
  const { page, errors } = await fresh();
  assert.equal(await lastPath(page), null, 'no move, no path');
  // o2 hops over the front row.
  await page.click('.board-area g.peg[data-cell="o2"]');
  await page.waitForSelector('.board-area g.hole.selected[data-cell="o2"]');
  const hop = await page.$eval('.board-area g.hole.move-dest.hop', (e) => e.dataset.cell);
  await page.click(`.board-area g.hole[data-cell="${hop}"]`);
  await page.waitForSelector('.board-area polyline.last-path');
  await expectSoon(() => lastPath(page), ['o2', hop], `the path o2 → ${hop}`);
  // Under the pegs, above the holes, and no hover path.
  assert.ok(await before_(page, '.board-area g.holes', '.board-area polyline.last-path'));
  assert.ok(await before_(page, '.board-area polyline.last-path', '.board-area g.pegs'));
  assert.equal(await page.$$eval('polyline.hop-path', (l) => l.length), 0);
  const look = await page.$eval('.board-area polyline.last-path', (e) => {
    const s = getComputedStyle(e);
    return { stroke: s.stroke, width: parseFloat(s.strokeWidth), opacity: +s.opacity, fill: s.fill };
  });
  assert.notEqual(look.stroke, 'none');
  assert.ok(look.width >= 0.08 && look.opacity >= 0.5, JSON.stringify(look));
  assert.equal(look.fill, 'none');
  // A selection of the next side leaves it; its move replaces it.
  await page.waitForSelector('svg.board[data-animating="false"]');
  await page.click('.board-area g.peg[data-cell="d2"]');
  await page.waitForSelector('.board-area g.hole.selected[data-cell="d2"]');
  await expectSoon(() => lastPath(page), ['o2', hop], `the path o2 → ${hop} still`);
  const step = await page.$eval('.board-area g.hole.move-dest.step', (e) => e.dataset.cell);
  await page.click(`.board-area g.hole[data-cell="${step}"]`);
  await page.waitForFunction((to) => {
    const line = document.querySelector('.board-area polyline.last-path');
    return line && document.querySelector(`.board-area g.peg[data-cell="${to}"]`) && line.getAttribute('points').split(' ').length === 2;
  }, step);
  await expectSoon(() => lastPath(page), ['d2', step], `the path d2 → ${step}`);
  assert.deepEqual(errors, []);
  await page.close();
});

test("a computer's multi-hop move is drawn hop by hop", { timeout: 180000 }, async () => {
  const { page, errors } = await fresh();
  await page.click('#new-game');
  await page.waitForSelector('#new-game-dialog');
  await page.selectOption('.seat[data-seat="0"] select.kind', '1');
  await page.selectOption('.seat[data-seat="1"] select.kind', '1');
  await page.click('#start-game');
  await page.waitForSelector('#new-game-dialog', { state: 'detached' });
  // Two computers play; the first move of two hops or more is read in one go (the page does
  // not change while the check runs).
  const v = await waitInPage(
    page,
    () => {
      const line = document.querySelector('.board-area polyline.last-path');
      const points = line?.getAttribute('points').trim().split(/\s+/) ?? [];
      if (points.length < 3) return null;
      const holes = [...document.querySelectorAll('.board-area g.hole')].map((e) => [
        e.dataset.cell,
        /translate\(([-\d.]+) ([-\d.]+)\)/.exec(e.getAttribute('transform')).slice(1).map(Number),
      ]);
      const cells = points.map((pair) => {
        const [x, y] = pair.split(',').map(Number);
        return holes.find(([, [hx, hy]]) => Math.hypot(hx - x, hy - y) < 0.01) ?? null;
      });
      const hops = cells.slice(1).map((c, i) => c && cells[i] && Math.hypot(c[1][0] - cells[i][1][0], c[1][1] - cells[i][1][1]));
      const [first, last] = [cells[0]?.[0], cells.at(-1)?.[0]];
      return {
        cells: cells.map((c) => c?.[0] ?? null),
        hops,
        landed: !!document.querySelector(`.board-area g.peg[data-player][data-cell="${last}"]`),
        left: !document.querySelector(`.board-area g.peg[data-cell="${first}"]`),
        rings: [...document.querySelectorAll('.board-area g.hole.last-move')].map((e) => e.dataset.cell).sort(),
        ends: [first, last].sort(),
      };
    },
    undefined,
    { timeout: 150000, polling: 50 },
  );
  console.log(`# a computer's hop chain: ${v.cells.join(' → ')}`);
  assert.ok(v.cells.every((c) => c !== null), 'every point is a hole');
  // Each hop jumps one hole: two spacings.
  for (const d of v.hops) assert.ok(Math.abs(d - 2) < 0.01, `a hop of ${d} spacings`);
  assert.ok(v.landed, 'the peg stands at the end of the path');
  assert.ok(v.left, 'the start is empty');
  assert.deepEqual(v.rings, v.ends, 'the last-move rings stay on the ends');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the arrow of a suggested move runs from the peg to its destination, above the pegs', async () => {
  const { page, errors } = await fresh();
  assert.equal(await page.$$eval('.board-area line.best-arrow', (l) => l.length), 0);
  await page.click('#hint');
  await page.waitForSelector('.board-area line.best-arrow', { timeout: 30000 });
  const read = () => page.evaluate(() => {
    const holes = Object.fromEntries(
      [...document.querySelectorAll('.board-area g.hole')].map((e) => [
        e.dataset.cell,
        /translate\(([-\d.]+) ([-\d.]+)\)/.exec(e.getAttribute('transform')).slice(1).map(Number),
      ]),
    );
    const line = document.querySelector('.board-area line.best-arrow');
    const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map((a) => +line.getAttribute(a));
    const hint = [...document.querySelectorAll('.board-area g.hole.hint')].map((e) => e.dataset.cell);
    const from = hint.find((c) => document.querySelector(`.board-area g.peg[data-player][data-cell="${c}"]`));
    const to = hint.find((c) => c !== from);
    const d = (c, x, y) => Math.hypot(holes[c][0] - x, holes[c][1] - y);
    const marker = document.querySelector(line.getAttribute('marker-end').replace(/^url\((.*)\)$/, '$1'));
    const b = line.getBoundingClientRect();
    const hit = document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2);
    return {
      from,
      to,
      startNearFrom: d(from, x1, y1),
      endNearTo: d(to, x2, y2),
      marker: marker?.tagName,
      pointerEvents: getComputedStyle(line).pointerEvents,
      stroke: getComputedStyle(line).stroke,
      hitIsArrow: hit === line,
    };
  });
  const drawn = (a) => a.from && a.to && a.startNearFrom < 0.5 && a.endNearTo < 0.5;
  const arrow = await until(read, drawn, 'an arrow from the hint\'s peg to its destination');
  assert.ok(arrow.from && arrow.to, JSON.stringify(arrow));
  assert.ok(arrow.startNearFrom < 0.5 && arrow.endNearTo < 0.5, JSON.stringify(arrow));
  assert.equal(arrow.marker, 'marker', 'an arrowhead');
  assert.equal(arrow.pointerEvents, 'none');
  assert.equal(arrow.hitIsArrow, false, 'clicks go through it');
  assert.notEqual(arrow.stroke, 'none');
  assert.ok(await before_(page, '.board-area g.pegs', '.board-area line.best-arrow'), 'drawn above the pegs');
  // Playing the move takes it away.
  await page.click(`.board-area g.peg[data-cell="${arrow.from}"]`);
  await page.click(`.board-area g.hole[data-cell="${arrow.to}"]`);
  await page.waitForSelector(`.board-area g.peg[data-cell="${arrow.to}"]`);
  await page.waitForSelector('.board-area line.best-arrow', { state: 'detached' });
  assert.deepEqual(errors, []);
  await page.close();
});

test('Escape cancels a selection made with the mouse, wherever the focus is, but not under a dialog', async () => {
  const { page, errors } = await fresh();
  await page.click('.board-area g.peg[data-cell="n2"]');
  await page.waitForSelector('.board-area g.hole.selected[data-cell="n2"]');
  // (Closing the welcome card gave the board the focus: it goes to a button of the panel.)
  await page.focus('#how-to');
  assert.equal(await page.evaluate(() => !!document.activeElement.closest('svg.board')), false, 'the board has no focus');
  await page.keyboard.press('Escape');
  await page.waitForSelector('.board-area g.hole.selected', { state: 'detached' });
  // With the how-to card open, Escape closes the card and the selection stays.
  await page.click('.board-area g.peg[data-cell="n3"]');
  await page.waitForSelector('.board-area g.hole.selected[data-cell="n3"]');
  await page.click('#how-to');
  await page.waitForSelector('#how-to-card');
  await page.keyboard.press('Escape');
  await page.waitForSelector('#how-to-card', { state: 'detached' });
  assert.ok(await page.$('.board-area g.hole.selected[data-cell="n3"]'), 'the selection stays');
  // Then (focus on the toolbar's button) Escape cancels it.
  await page.keyboard.press('Escape');
  await page.waitForSelector('.board-area g.hole.selected', { state: 'detached' });
  // A text field keeps its Escape: the selection stays while one has focus.
  await page.click('.board-area g.peg[data-cell="n4"]');
  await page.waitForSelector('.board-area g.hole.selected[data-cell="n4"]');
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.id = 'probe-input';
    document.body.append(input);
    input.focus();
  });
  await page.keyboard.press('Escape');
  await page.evaluate(() => document.getElementById('probe-input').remove());
  assert.ok(await page.$('.board-area g.hole.selected[data-cell="n4"]'), 'not while typing');
  assert.deepEqual(errors, []);
  await page.close();
});

/** The contrast ratio of two CSS colours (`rgb(…)` or `#rrggbb`), as WCAG defines it. */
function contrast(a, b) {
  const rgb = (c) =>
    c.startsWith('#') ? [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) : c.match(/[\d.]+/g).slice(0, 3).map(Number);
  const lum = (c) => {
    const [r, g, b] = rgb(c).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

for (const scheme of ['light', 'dark']) {
  test(`${scheme} theme: the keyboard cursor and the selected peg look apart, each 3:1 against the wood`, async () => {
    const { page, errors } = await fresh();
    await page.emulateMedia({ colorScheme: scheme });
    await page.click('.board-area g.peg[data-cell="n2"]');
    await page.waitForSelector('.board-area g.hole.selected[data-cell="n2"]');
    // The keyboard takes the cursor elsewhere: it shows, the selection stays.
    await page.focus('.board-area g.hole[tabindex="0"]');
    await page.keyboard.press('ArrowRight');
    await page.waitForSelector('.board-area g.hole.cursor:not(.selected)');
    const look = await page.evaluate(() => {
      const ring = (sel) => {
        const s = getComputedStyle(document.querySelector(`.board-area ${sel} circle.ring`));
        return { stroke: s.stroke, width: s.strokeWidth, dash: s.strokeDasharray };
      };
      const root = getComputedStyle(document.documentElement);
      return {
        selected: ring('g.hole.selected'),
        cursor: ring('g.hole.cursor'),
        wood: ['--board-wood', '--board-wood-light'].map((v) => root.getPropertyValue(v).trim()),
      };
    });
    assert.notEqual(look.selected.stroke, look.cursor.stroke, 'different colours');
    assert.ok(
      look.selected.dash !== look.cursor.dash || look.selected.width !== look.cursor.width,
      `different shapes: ${JSON.stringify(look)}`,
    );
    for (const ring of [look.selected, look.cursor]) {
      for (const wood of look.wood) {
        const c = contrast(ring.stroke, wood);
        assert.ok(c >= 3, `${ring.stroke} on ${wood}: ${c.toFixed(2)}`);
      }
    }
    assert.deepEqual(errors, []);
    await page.close();
  });
}
