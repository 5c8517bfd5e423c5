// Playing in the browser: highlighted destinations compared with an independent move generator
// written here from docs/rules.md (default two-player rules), moves by click, drag and keyboard,
// undo/redo back to the start, language switch, new-game screen, and the select → render timing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { serve, launch, openGame, openNewGame, moreRules, chooseLanguage, expectSoon, until } from './harness.mjs';

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

// ---- an independent move generator (docs/rules.md, two players, default options) ----------

const DIRS = [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]];
const key = (q, r) => `${q},${r}`;

/** Reads the board from the DOM: holes by coordinates, pegs (seat) by coordinates. */
async function readBoard(page) {
  return page.evaluate(() => {
    const holes = [...document.querySelectorAll('g.hole[data-q][data-r]')].map((e) => ({
      q: +e.dataset.q,
      r: +e.dataset.r,
      cell: e.dataset.cell,
    }));
    const pegs = [...document.querySelectorAll('g.peg')].map((e) => ({
      cell: e.dataset.cell,
      player: e.dataset.player === undefined ? null : +e.dataset.player,
    }));
    return { holes, pegs };
  });
}

function model({ holes, pegs }) {
  const byKey = new Map();
  const byCell = new Map();
  for (const h of holes) {
    byKey.set(key(h.q, h.r), h);
    byCell.set(h.cell, h);
  }
  const occ = new Map(); // key -> player (or 'x' for inert)
  for (const p of pegs) {
    const h = byCell.get(p.cell);
    occ.set(key(h.q, h.r), p.player ?? 'x');
  }
  return { byKey, byCell, occ };
}

// Two players: seat 0 starts at the bottom (r >= 5) and goes to the top (r <= -5); seat 1 the
// other way round.
const inGoal = (seat, h) => (seat === 0 ? h.r <= -5 : h.r >= 5);

/** Destinations of the peg on `cell`: Map cell -> Set of kinds ('step' | 'hop'). */
function destinations(m, cell) {
  const from = m.byCell.get(cell);
  const seat = m.occ.get(key(from.q, from.r));
  const lockedIn = inGoal(seat, from);
  const out = new Map();
  const add = (h, kind) => {
    if (!out.has(h.cell)) out.set(h.cell, new Set());
    out.get(h.cell).add(kind);
  };
  const landOk = (h) => !lockedIn || inGoal(seat, h);
  const swapOk = (h) => {
    // Masters swap: a goal hole held by the other seat's peg.
    const o = m.occ.get(key(h.q, h.r));
    return o !== undefined && o !== 'x' && o !== seat && inGoal(seat, h);
  };
  for (const [dq, dr] of DIRS) {
    const h = m.byKey.get(key(from.q + dq, from.r + dr));
    if (!h || !landOk(h)) continue;
    if (!m.occ.has(key(h.q, h.r)) || swapOk(h)) add(h, 'step');
  }
  // Hop chains: breadth-first over empty landing holes (the moving peg has left `from`).
  const seen = new Set([key(from.q, from.r)]);
  const queue = [from];
  while (queue.length) {
    const c = queue.shift();
    for (const [dq, dr] of DIRS) {
      const over = key(c.q + dq, c.r + dr);
      const land = m.byKey.get(key(c.q + 2 * dq, c.r + 2 * dr));
      if (!land || !m.byKey.has(over) || over === key(from.q, from.r) || !m.occ.has(over)) continue;
      const lk = key(land.q, land.r);
      if (seen.has(lk) || !landOk(land)) continue;
      if (m.occ.has(lk) && lk !== key(from.q, from.r)) {
        if (swapOk(land)) add(land, 'hop'); // a swap ends the chain
        continue;
      }
      seen.add(lk);
      add(land, 'hop');
      queue.push(land);
    }
  }
  out.delete(cell);
  return out;
}

const sortCells = (xs) => [...xs].sort();

async function sideToMove(page) {
  // The seat whose pegs are clickable ("movable").
  return page.$eval('g.peg.movable', (e) => +e.dataset.player);
}

async function shownDestinations(page) {
  return page.$$eval('g.hole.move-dest', (els) =>
    els.map((e) => ({ cell: e.dataset.cell, kind: e.classList.contains('hop') ? 'hop' : 'step', step: e.classList.contains('step') })),
  );
}

/** Clicks every peg of the side to move and compares the highlights with the generator. */
async function checkAllPegs(page) {
  const board = await readBoard(page);
  const m = model(board);
  const seat = await sideToMove(page);
  const mine = board.pegs.filter((p) => p.player === seat).map((p) => p.cell);
  const legal = new Map();
  for (const cell of mine) {
    await page.click(`g.peg[data-cell="${cell}"]`);
    await page.waitForSelector(`g.hole.selected[data-cell="${cell}"]`);
    const expected = destinations(m, cell);
    const shown = await until(
      () => shownDestinations(page),
      (ds) => isDeepStrictEqual(sortCells(ds.map((d) => d.cell)), sortCells(expected.keys())),
      `the destinations of ${cell}: ${sortCells(expected.keys())}`,
    );
    for (const d of shown) {
      assert.ok(expected.get(d.cell).has(d.kind), `${cell}→${d.cell} shown as ${d.kind}`);
    }
    legal.set(cell, [...expected.keys()]);
  }
  // Deselect by clicking the last selected peg again.
  const last = mine[mine.length - 1];
  await page.click(`g.peg[data-cell="${last}"]`);
  await page.waitForSelector('g.hole.selected', { state: 'detached' });
  return { seat, legal };
}

/** A small deterministic random number generator (the test must be reproducible). */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function pegCells(page) {
  return page.$$eval('g.peg[data-player]', (els) => els.map((e) => `${e.dataset.player}:${e.dataset.cell}`).sort());
}

async function playByClicks(page, from, to) {
  const status = await page.textContent('#status');
  await page.click(`g.peg[data-cell="${from}"]`);
  await page.waitForSelector(`g.hole.selected[data-cell="${from}"]`);
  await page.click(`g.hole[data-cell="${to}"]`);
  // The DOM holds the final state at once (only the drawing animates).
  await page.waitForSelector(`g.peg[data-cell="${to}"]`, { timeout: 1000 });
  await page.waitForFunction((s) => document.querySelector('#status').textContent !== s, status, { timeout: 1000 });
}

/** The hole up-left (north-west) of `cell`. */
async function above(page, cell) {
  return page.evaluate((c) => {
    const h = document.querySelector(`g.hole[data-cell="${c}"]`);
    const q = +h.dataset.q;
    const r = +h.dataset.r - 1;
    return document.querySelector(`g.hole[data-q="${q}"][data-r="${r}"]`).dataset.cell;
  }, cell);
}

/** Opens the page on a new default game: no saved game, no link. */
const fresh = () => openNewGame(browser.context, server.url);

// ---- tests ------------------------------------------------------------------------------

test('highlighted destinations equal the independent generator over a random game', async () => {
  const { page, errors } = await fresh();
  const random = rng(42);
  const start = await pegCells(page);
  const history = [start];
  for (let ply = 0; ply < 12; ply++) {
    const { seat, legal } = await checkAllPegs(page);
    const froms = [...legal.keys()].filter((c) => legal.get(c).length > 0);
    const from = froms[Math.floor(random() * froms.length)];
    const tos = legal.get(from);
    const to = tos[Math.floor(random() * tos.length)];
    await playByClicks(page, from, to);
    const lastMove = () => page.$$eval('g.hole.last-move', (els) => els.map((e) => e.dataset.cell).sort());
    await expectSoon(lastMove, [from, to].sort(), 'last move highlighted');
    await expectSoon(() => page.$eval(`g.peg[data-cell="${to}"]`, (e) => +e.dataset.player), seat);
    history.push(await pegCells(page));
    await expectSoon(() => page.$$eval('#move-list li', (els) => els.length), ply + 1, 'one move-list row per ply');
  }
  // Undo back to the start, checking every position on the way; then redo to the end.
  for (let i = history.length - 2; i >= 0; i--) {
    await page.click('#undo');
    await page.waitForFunction((n) => document.querySelectorAll('#move-list li.undone').length === n, history.length - 1 - i);
    await expectSoon(() => pegCells(page), history[i], `after undo to ply ${i}`);
  }
  await expectSoon(() => page.$eval('#undo', (b) => b.disabled), true, 'nothing left to undo at the start');
  for (let i = 1; i < history.length; i++) {
    await page.click('#redo');
    await page.waitForFunction((n) => document.querySelectorAll('#move-list li.undone').length === n, history.length - 1 - i);
    await expectSoon(() => pegCells(page), history[i], `after redo to ply ${i}`);
  }
  await expectSoon(() => page.$eval('#redo', (b) => b.disabled), true, 'nothing left to redo at the end');
  // Restart goes back to the start position.
  await page.click('#restart');
  await page.waitForFunction(() => !document.querySelector('#move-list'));
  await expectSoon(() => pegCells(page), start, 'the start position');
  assert.deepEqual(errors, []);
  await page.close();
});

test('status, move number and live region follow the game; clicks elsewhere deselect', async () => {
  const { page, errors } = await fresh();
  await chooseLanguage(page, 'en');
  await expectSoon(() => page.textContent('#status'), /Player 1 \(blue\) to move/);
  await expectSoon(() => page.textContent('#move-number'), /Turn 1/);
  // An opponent's peg does not select.
  const theirs = await page.$eval('g.peg[data-player="1"]', (e) => e.dataset.cell);
  await page.click(`g.peg[data-cell="${theirs}"]`);
  assert.equal(await page.$$eval('g.hole.selected', (e) => e.length), 0);
  // Select, then click an empty hole that is no destination: deselects.
  await page.click('g.peg[data-cell="n2"]');
  await page.waitForSelector('g.hole.selected[data-cell="n2"]');
  await page.click('g.hole[data-cell="i5"]');
  await page.waitForSelector('g.hole.selected', { state: 'detached' });
  const m2 = await above(page, 'n2');
  await playByClicks(page, 'n2', m2);
  await expectSoon(() => page.textContent('#status'), /Player 2 \(orange\) to move/);
  await expectSoon(() => page.textContent('#move-number'), /Turn 2/);
  await until(() => page.textContent('#announce'), (t) => t.includes(`Last move: Player 1 (blue) n2-${m2}`), 'the last move announced');
  const label = () => page.getAttribute(`g.hole[data-cell="${m2}"]`, 'aria-label');
  await expectSoon(label, `${m2}, blue peg of Player 1 (blue), last move`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('hovering a hop destination draws its path', async () => {
  const { page, errors } = await fresh();
  await page.click('g.peg[data-cell="o2"]');
  await page.waitForSelector('g.hole.selected[data-cell="o2"]');
  const hop = await page.$eval('g.hole.move-dest.hop', (e) => e.dataset.cell);
  await page.hover(`g.hole[data-cell="${hop}"]`);
  const points = () => page.$eval('polyline.hop-path', (e) => e.getAttribute('points').trim().split(/\s+/).length);
  await until(points, (n) => n >= 2, 'a hop path of two points or more');
  assert.deepEqual(errors, []);
  await page.close();
});

test('drag and drop plays a move', async () => {
  const { page, errors } = await fresh();
  const from = await page.$('g.peg[data-cell="n3"] circle.body');
  const dest = await above(page, 'n3');
  const to = await page.$(`g.hole[data-cell="${dest}"] circle.pit`);
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) {
    const t = i / 8;
    await page.mouse.move(a.x + a.width / 2 + (b.x - a.x) * t, a.y + a.height / 2 + (b.y - a.y) * t);
  }
  await page.mouse.up();
  await page.waitForSelector(`g.peg[data-player="0"][data-cell="${dest}"]`, { timeout: 1000 });
  await expectSoon(() => page.$$eval('#move-list li', (e) => e.length), 1, 'one row in the move list');
  // The peg can still be clicked normally afterwards (no stale click suppression).
  await page.click('g.peg[data-cell="a1"]');
  await page.waitForSelector('g.hole.selected[data-cell="a1"]');
  assert.deepEqual(errors, []);
  await page.close();
});

test('keyboard: arrows move the cursor, N/P jump between own pegs, Enter selects and plays, Escape cancels', async () => {
  const { page, errors } = await fresh();
  // Tab into the board: the roving tab stop is a hole.
  await page.focus('g.hole[tabindex="0"]');
  const start = await page.evaluate(() => document.activeElement.dataset.cell);
  assert.ok(start, 'a hole has focus');
  // The cursor starts on a peg of the side to move; Enter selects it.
  await page.keyboard.press('Enter');
  await page.waitForSelector(`g.hole.selected[data-cell="${start}"]`);
  await page.keyboard.press('Escape');
  await page.waitForSelector('g.hole.selected', { state: 'detached' });
  await page.keyboard.press('Enter');
  await page.waitForSelector(`g.hole.selected[data-cell="${start}"]`);
  // Arrow up: the hole above; it is a legal destination (a step) of the front-row peg.
  await page.keyboard.press('ArrowUp');
  const focused = () => page.evaluate(() => document.activeElement.dataset.cell);
  const up = await until(focused, (c) => c !== start, `the focus off ${start}`);
  const upIsDest = await page.$eval(`g.hole[data-cell="${up}"]`, (e) => e.classList.contains('move-dest'));
  assert.ok(upIsDest, `${up} above ${start} is a destination`);
  await expectSoon(() => page.getAttribute(`g.hole[data-cell="${up}"]`, 'aria-label'), /legal destination/);
  await page.keyboard.press('Enter');
  await page.waitForSelector(`g.peg[data-player="0"][data-cell="${up}"]`, { timeout: 1000 });
  // Left then Right comes back.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await expectSoon(focused, up, `the focus back on ${up}`);
  // N visits every peg of the side to move (now the top army) that can move once, then wraps;
  // P goes back. (At the start the back rows are blocked: 7 of the 10 pegs can move.)
  const movable = () => page.$$eval('g.peg.movable', (l) => l.map((e) => e.dataset.cell).sort());
  const own = await until(movable, (l) => l.length === 7, 'seven pegs that can move');
  const visited = [];
  for (let i = 0; i < own.length; i++) {
    const was = await focused();
    await page.keyboard.press('n');
    visited.push(await until(focused, (c) => c !== was, `the focus off ${was}`));
  }
  assert.deepEqual([...visited].sort(), own, 'n visits each own peg once');
  await page.keyboard.press('n');
  await expectSoon(focused, visited[0], 'n wraps around');
  await page.keyboard.press('p');
  await expectSoon(focused, visited.at(-1), 'p goes back');
  await page.keyboard.press('Enter');
  await page.waitForSelector(`g.hole.selected[data-cell="${visited.at(-1)}"]`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('keyboard: the board focused while the computer thinks, Enter then takes a peg that can move', async () => {
  const { page, errors } = await fresh();
  await page.click('#new-game');
  await page.waitForSelector('dialog[open] #new-game-dialog');
  await page.selectOption('li.seat[data-seat="0"] select.kind', '6');
  await page.selectOption('#first', '0');
  await page.click('#start-game');
  await page.waitForSelector('#new-game-dialog', { state: 'detached' });
  // While the computer thinks no peg can move, and the board's tab stop is the centre; it
  // takes the focus (in one task of the page: the computer's move cannot come in between).
  const during = await page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    const plies = () => document.querySelectorAll('#move-list li[data-ply]').length;
    while (document.querySelector('main').dataset.thinking !== 'true' && plies() === 0) await frame();
    document.querySelector('g.hole[data-cell="i5"]').focus();
    return {
      tabStop: document.querySelector('g.hole[tabindex="0"]').dataset.cell,
      focused: document.activeElement.dataset.cell,
      movable: document.querySelectorAll('g.peg.movable').length,
      plies: plies(),
    };
  });
  assert.deepEqual(during, { tabStop: 'i5', focused: 'i5', movable: 0, plies: 0 });
  // Once the computer has moved, Enter selects a peg that can move (not the centre the focus
  // came to), and the focus goes with it.
  await page.waitForSelector('g.peg.movable[data-player="1"]', { timeout: 30000 });
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => {
    const selected = document.querySelector('g.hole.selected');
    return selected !== null && document.activeElement === selected;
  });
  const cell = await page.evaluate(() => document.activeElement.dataset.cell);
  await until(() => page.$(`g.peg.movable[data-cell="${cell}"]`), Boolean, `${cell} holding a peg that can move`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('language switch translates the page', async () => {
  const { page, errors } = await fresh();
  await chooseLanguage(page, 'da');
  await page.waitForFunction(() => /i trækket/.test(document.querySelector('#status').textContent));
  await expectSoon(() => page.getAttribute('html', 'lang'), 'da');
  await expectSoon(() => page.textContent('#undo'), 'Fortryd');
  await chooseLanguage(page, 'bg');
  await page.waitForFunction(() => /на ход/.test(document.querySelector('#status').textContent));
  await expectSoon(() => page.textContent('#new-game'), 'Нова игра');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a language whose texts cannot be loaded: the page stays in its language and says so', async () => {
  const { page } = await fresh();
  // The Danish texts file is missing (as offline before the service worker kept it). The page
  // learns the file's name from the start-up script (the service worker would answer a
  // request for the real one from its cache).
  await page.evaluate(() => {
    window.sternhalmaTexts.da = './texts-da-missing.txt';
  });
  await page.selectOption('#lang', 'da');
  await page.waitForFunction(() => /texts in Dansk could not be loaded/.test(document.querySelector('#messages').textContent));
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.equal(await page.$eval('#lang', (e) => e.value), 'en');
  assert.equal(await page.textContent('#undo'), 'Undo');
  assert.equal(await page.evaluate(() => localStorage.getItem('sternhalma.lang')), null, 'not remembered');
  // Bulgarian still loads, and the page then speaks it.
  await chooseLanguage(page, 'bg');
  await expectSoon(() => page.textContent('#new-game'), 'Нова игра');
  await chooseLanguage(page, 'en');
  await page.close();
});

test('a Danish visitor: the game starts in Danish, from the texts file', async () => {
  const { page, errors } = await fresh();
  await page.evaluate(() => localStorage.setItem('sternhalma.lang', 'da'));
  const fetched = [];
  page.on('request', (r) => /texts-(da|bg)-/.test(r.url()) && fetched.push(r.url().replace(/.*\//, '')));
  await page.reload();
  await page.waitForSelector('g.peg.movable[data-player="0"]');
  await expectSoon(() => page.getAttribute('html', 'lang'), 'da');
  await expectSoon(() => page.textContent('#undo'), 'Fortryd');
  // Fetched once, by the start-up script, and only the Danish file.
  assert.equal(fetched.length, 1, fetched.join());
  assert.match(fetched[0], /^texts-da-[0-9a-f]{16}\.txt$/);
  await chooseLanguage(page, 'en');
  assert.deepEqual(errors, []);
  await page.close();
});

test('new-game screen: three players with a chosen start, six with teams and a coin toss', async () => {
  const { page, errors } = await fresh();
  await chooseLanguage(page, 'en');
  await page.click('#new-game');
  await page.waitForSelector('dialog[open] #new-game-dialog');
  // Every rule option is there with its default checked.
  for (const id of ['size', 'unused', 'resting', 'anti-spoiling', 'end', 'scoring']) {
    const checked = await page.$$eval(`#opt-${id} input:checked`, (e) => e.length);
    assert.equal(checked, 1, `${id} has one choice`);
    assert.ok(await page.$(`#opt-${id} input:checked ~ .label .default`), `${id}: the default is checked`);
  }
  await page.check('#opt-players input[value="3"]');
  await page.selectOption('#first', '2');
  await page.click('#start-game');
  await page.waitForSelector('#new-game-dialog', { state: 'detached' });
  await expectSoon(() => page.$$eval('g.peg[data-player]', (e) => e.length), 30, 'thirty pegs');
  await expectSoon(() => page.textContent('#messages'), /Player 3 \(.+\) starts/);
  await expectSoon(() => sideToMove(page), 2, 'seat 2 to move');
  // Six players in teams, coin toss.
  await page.click('#new-game');
  await page.check('#opt-players input[value="6"]');
  await moreRules(page);
  await page.check('#opt-teams input');
  await page.selectOption('#first', 'toss');
  await page.click('#start-game');
  await page.waitForSelector('#new-game-dialog', { state: 'detached' });
  await expectSoon(() => page.$$eval('g.peg[data-player]', (e) => e.length), 60, 'sixty pegs');
  await expectSoon(() => page.textContent('#messages'), /Coin toss: Player \d \(.+\) starts/);
  await expectSoon(() => page.textContent('#progress'), /Team 3/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('multiple sets: every army wears its own marker and its goal shows it', async () => {
  const { page, errors } = await fresh();
  const armies = () =>
    page.$$eval('g.peg[data-player]', (l) => l.map((e) => [e.dataset.player, e.dataset.colour, e.dataset.marker]));
  // One set each: the marker is the colour's; no goal marks.
  for (const [, colour, marker] of await armies()) assert.equal(marker, colour);
  assert.equal(await page.$$eval('.goal-mark', (l) => l.length), 0);
  await page.click('#new-game');
  await page.waitForSelector('dialog[open] #new-game-dialog');
  await moreRules(page);
  await page.click('#opt-multiple-sets input[type=checkbox]');
  await page.click('#start-game');
  await page.waitForSelector('#new-game-dialog', { state: 'detached' });
  const pegs = await until(armies, (l) => l.length === 60, 'sixty pegs');
  const shapes = new Map();
  for (const [player, colour, marker] of pegs) {
    shapes.set(marker, player);
    assert.ok(pegs.some(([p, , m]) => p === player && m === colour), `player ${player} has an army marked as its colour`);
  }
  assert.equal(shapes.size, 6, 'six armies, six markers');
  assert.deepEqual([...shapes.values()].sort(), ['0', '0', '0', '1', '1', '1']);
  await expectSoon(() => page.$$eval('.goal-mark', (l) => l.length), 6, 'six goal marks');
  assert.deepEqual(errors, []);
  await page.close();
});

/** Opens the new-game screen and sets the kind of each seat ('0' = human, '1'..'4' = level). */
async function newGameWithKinds(page, kinds) {
  await page.click('#new-game');
  await page.waitForSelector('#new-game-dialog');
  for (const [seat, kind] of kinds.entries()) {
    await page.selectOption(`.seat[data-seat="${seat}"] select.kind`, kind);
  }
  await page.selectOption('#first', '0');
  await page.click('#start-game');
  await page.waitForSelector('#new-game-dialog', { state: 'detached' });
}

test('a computer opponent answers a human move; undo takes back both', async () => {
  const { page, errors } = await fresh();
  await chooseLanguage(page, 'en');
  await newGameWithKinds(page, ['0', '1']);
  const m2 = await above(page, 'n2');
  await playByClicks(page, 'n2', m2);
  await page.waitForFunction(() => document.querySelectorAll('#move-list li').length === 2, null, { timeout: 20000 });
  await page.waitForSelector('g.peg.movable[data-player="0"]');
  await expectSoon(() => page.textContent('#status'), /Player 1 \(blue\) to move/);
  await page.click('#undo');
  await page.waitForFunction(() => document.querySelectorAll('#move-list li.undone').length === 2);
  await expectSoon(() => page.$$eval(`g.peg[data-cell="n2"]`, (e) => e.length), 1, 'the peg back on n2');
  assert.deepEqual(errors, []);
  await page.close();
});

test('two computers play a full game to a winner; the replay steps through it', { timeout: 400000 }, async () => {
  const { page, errors } = await fresh();
  await chooseLanguage(page, 'en');
  const start = await pegCells(page);
  const t0 = Date.now();
  await newGameWithKinds(page, ['2', '2']);
  await page.waitForSelector('#status[data-finished="true"]', { timeout: 360000 });
  // The result card says who won; closed, the board and the panel are there to look at.
  await page.click('#result-close');
  // The list shows the rows in view, the current (last) one among them.
  const plies = await page.$$eval('#move-list li[data-ply]', (e) => Math.max(...e.map((li) => +li.dataset.ply)));
  console.log(`# computer vs computer (level 2): ${plies} plies in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  await expectSoon(() => page.textContent('#status'), /wins!$/);
  await expectSoon(() => page.textContent('#progress'), /Place 1/);
  const final = await pegCells(page);
  // One seat has all ten pegs in its goal.
  const board = model(await readBoard(page));
  const homes = [0, 1].map(
    (seat) => [...board.occ.entries()].filter(([k, p]) => p === seat && inGoal(seat, { r: +k.split(',')[1] })).length,
  );
  assert.ok(homes.includes(10), `pegs home: ${homes}`);
  // The final board stays; no peg of either side can be picked up.
  assert.equal(await page.$$eval('g.peg.movable', (e) => e.length), 0);
  // Replay: it starts at the first move, playing by itself; paused, then next, last, back.
  await page.click('#replay');
  await page.waitForSelector('.replay[data-autoplay="true"]');
  await page.click('#replay-play');
  await page.waitForSelector('.replay[data-autoplay="false"]');
  await page.focus('#replay-play');
  await page.keyboard.press('Home');
  await page.waitForFunction(() => /Start position/.test(document.querySelector('#replay-position').textContent));
  await expectSoon(() => pegCells(page), start, 'the start position');
  await page.click('#replay-next');
  await page.waitForFunction(() => /After turn 1 of/.test(document.querySelector('#replay-position').textContent));
  await expectSoon(() => page.$$eval('g.hole.last-move', (e) => e.length), 2, 'the last move marked');
  await page.click('#replay-last');
  await page.waitForFunction((n) => document.querySelector('#replay-position').textContent.includes(`After turn ${n} of`), plies);
  await expectSoon(() => pegCells(page), final, 'the final position');
  await page.click('#replay-exit');
  await page.waitForSelector('#replay');
  await expectSoon(() => pegCells(page), final, 'the final position');
  assert.deepEqual(errors, []);
  await page.close();
});

test('Hint shows the computer’s suggestion on the board', async () => {
  const { page, errors } = await fresh();
  await page.click('#hint');
  await page.waitForFunction(() => document.querySelectorAll('g.hole.hint').length === 2, null, { timeout: 20000 });
  const [a, b] = await page.$$eval('g.hole.hint', (els) => els.map((e) => e.dataset.cell));
  // One end is a peg of the side to move, the other a legal destination of it.
  const from = (await page.$(`g.peg.movable[data-cell="${a}"]`)) ? a : b;
  const to = from === a ? b : a;
  const m = model(await readBoard(page));
  assert.ok(destinations(m, from).has(to), `hint ${from}-${to} is legal`);
  await page.keyboard.press('Escape');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a four-player game with filled unused triangles and points scoring ends with a ranking', { timeout: 400000 }, async () => {
  const { page, errors } = await fresh();
  await chooseLanguage(page, 'en');
  await page.click('#new-game');
  await page.waitForSelector('#new-game-dialog');
  await page.check('#opt-players input[value="4"]');
  await moreRules(page);
  await page.check('#opt-unused label:nth-of-type(2) input');
  await page.check('#opt-scoring label:nth-of-type(2) input');
  for (const seat of [0, 1, 2, 3]) await page.selectOption(`.seat[data-seat="${seat}"] select.kind`, '2');
  await page.click('#start-game');
  await page.waitForSelector('#new-game-dialog', { state: 'detached' });
  await expectSoon(() => page.$$eval('g.peg.inert', (e) => e.length), 20, 'two filled triangles');
  await expectSoon(() => page.textContent('#progress'), /Score 0\/120/);
  const t0 = Date.now();
  await page.waitForSelector('#status[data-finished="true"]', { timeout: 360000 });
  // The result card says who won; closed, the board and the panel are there to look at.
  await page.click('#result-close');
  // The list shows the rows in view, the current (last) one among them.
  const plies = await page.$$eval('#move-list li[data-ply]', (e) => Math.max(...e.map((li) => +li.dataset.ply)));
  console.log(`# four computers, points scoring: ${plies} plies in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  await expectSoon(() => page.textContent('#status'), /wins!$|Shared win/);
  await expectSoon(() => page.textContent('#progress'), /Score 120\/120/);
  await expectSoon(() => page.$$eval('#progress .place', (e) => e.length), 4, 'every seat has a place');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a seat without a legal move passes: the pass is announced, listed and the turn moves on', async () => {
  // Six players; the top army (seat 3) is walled in at home: the bottom army fills the five
  // holes in front of it and every landing hole but f9, which a peg of triangle 1 fills.
  const position =
    'p6/0:a1.b1-2.c1-3.d1-4/1:e10-13.f9-12.g10-11/2:j10.k10-11.l10-12.m10-13/3:e5-9.f4-8/4:j1.k1-2.l1-3.m1-4/5:e1-4.f1-3.g1-2.h1/3';
  const { page, errors } = await openGame(browser.context, `${server.url}#t1.${position}`);
  await page.waitForSelector('#move-list li.ply.pass');
  assert.equal(await page.$$eval('#move-list li.ply', (l) => l.length), 1, 'the pass is the only ply');
  assert.match(await page.textContent('#announce'), /cannot move and passes/);
  assert.equal(await page.$$eval('.pass-note', (l) => l.length), 1);
  assert.equal(await page.$$eval('#progress li.to-move', (l) => l.map((e) => e.dataset.seat)).then((s) => s.join()), '4');
  // The next seat plays on as usual.
  const movable = await page.$$eval('g.peg.movable', (l) => l.map((e) => e.dataset.player));
  assert.ok(movable.length > 0 && movable.every((p) => p === '4'), `movable pegs: ${movable}`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the 15-peg game: chosen and explained on the new-game screen, played against the computer, reopened from its link', async () => {
  const { page, errors } = await fresh();
  await chooseLanguage(page, 'en');
  await page.click('#new-game');
  await page.waitForSelector('dialog[open] #new-game-dialog');
  await moreRules(page);
  const box = '#opt-pegs15 input[type=checkbox]';
  assert.equal(await page.isChecked(box), false, 'off by default');
  assert.equal(await page.isEnabled(box), true, 'possible with two players');
  assert.match(await page.textContent('#opt-pegs15'), /15 pegs each.*row of five/s);
  // Only with two players: three players make it impossible, and picking three unchecks it.
  await page.check('#opt-players input[value="3"]');
  await expectSoon(() => page.isEnabled(box), false, 'no 15 pegs with three players');
  await page.check('#opt-players input[value="2"]');
  await page.check(box);
  await expectSoon(() => page.isEnabled('#opt-multiple-sets input'), false, 'not with multiple sets');
  await page.check('#opt-players input[value="3"]');
  await expectSoon(() => page.isChecked(box), false, 'unchecked by three players');
  await page.check('#opt-players input[value="2"]');
  await page.check(box);
  // The other languages explain it too.
  await chooseLanguage(page, 'da');
  await expectSoon(() => page.textContent('#opt-pegs15'), /15 brikker hver.*rækken af fem/s);
  await chooseLanguage(page, 'bg');
  await expectSoon(() => page.textContent('#opt-pegs15'), /По 15 пула.*реда от пет/s);
  await chooseLanguage(page, 'en');
  // Against the computer (seat 2, level 1), the human starts.
  await page.selectOption('.seat[data-seat="1"] select.kind', '1');
  await page.selectOption('#first', '0');
  await page.click('#start-game');
  await page.waitForSelector('#new-game-dialog', { state: 'detached' });
  const cells = await pegCells(page);
  assert.equal(cells.length, 30);
  for (const c of ['m5', 'm6', 'm7', 'm8', 'm9', 'n1', 'q1']) assert.ok(cells.includes(`0:${c}`), `bottom peg on ${c}`);
  for (const c of ['e5', 'e6', 'e7', 'e8', 'e9', 'a1', 'd4']) assert.ok(cells.includes(`1:${c}`), `top peg on ${c}`);
  assert.match(await page.textContent('#progress'), /0 of 15 home/);
  // 22 moves at the start: the front row's pegs show their destinations.
  await page.click('g.peg[data-cell="m7"]');
  await page.waitForSelector('g.hole.selected[data-cell="m7"]');
  await expectSoon(() => page.$$eval('g.hole.move-dest', (l) => l.map((e) => e.dataset.cell).sort()), ['l6', 'l7']);
  await page.click('g.hole[data-cell="l7"]');
  await page.waitForFunction(() => document.querySelectorAll('#move-list li').length === 2, null, { timeout: 30000 });
  await page.waitForSelector('g.peg.movable[data-player="0"]');
  // The link holds the 15-peg game: a fresh page from it shows the same board.
  await page.waitForFunction(() => /^#g2\./.test(location.hash));
  const url = page.url();
  const board = await pegCells(page);
  const again = await openGame(browser.context, url);
  await again.page.waitForSelector('g.peg.movable[data-player="0"]');
  await expectSoon(() => pegCells(again.page), board, 'the same board');
  await expectSoon(() => again.page.$$eval('#move-list li', (l) => l.length), 2, 'two rows in the move list');
  assert.deepEqual(again.errors, []);
  await again.page.close();
  // The readable form of the start opens as well.
  const text = 'p2.pegs15/0:a1.b1-2.c1-3.d1-4.e5-9/3:m5-9.n1-4.o1-3.p1-2.q1/0';
  const readable = await openGame(browser.context, `${server.url}#t1.${text}`);
  assert.equal((await pegCells(readable.page)).length, 30);
  assert.deepEqual(readable.errors, []);
  await readable.page.close();
  assert.deepEqual(errors, []);
  await page.close();
});
