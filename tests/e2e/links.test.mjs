// Links and autosave in a real browser: the URL fragment follows the game, reloading the page
// from its URL restores the same board, hand-made links open exactly, broken links and corrupted
// storage show a message and keep a playable board, Share copies the link, and the position
// editor plays a position it built. Serves dist/ (or the bundle in $STERNHALMA_DIST, handy while
// others rebuild dist/).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, statusText, boardPegs, openFresh as freshPage, expectSoon } from './harness.mjs';

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

/** Opens `target` with an empty localStorage (a fresh page load, not a hash navigation). */
const openFresh = (target = server.url, storage = {}) =>
  freshPage(browser.context, server.url, target, storage);


const fragment = (page) => page.evaluate(() => location.hash);

/** Plays one move of `player` by clicking: the first peg with a destination, its first one. */
async function playOne(page, player) {
  const before = await fragment(page);
  const cells = await page.$$eval(`.board-area [data-player="${player}"]`, (els) =>
    els.map((e) => e.dataset.cell),
  );
  for (const cell of cells) {
    await page.click(`.board-area [data-player="${player}"][data-cell="${cell}"]`);
    await page.waitForSelector(`.board-area .hole.selected[data-cell="${cell}"]`, { timeout: 3000 });
    const dests = await page.$$eval('.board-area .hole.move-dest', (els) =>
      els.map((e) => e.dataset.cell),
    );
    if (dests.length > 0) {
      await page.click(`.board-area .hole.move-dest[data-cell="${dests[dests.length - 1]}"]`);
      await page.waitForFunction((h) => location.hash !== h, before);
      return;
    }
  }
  throw new Error(`player ${player} has no move`);
}

// ---- an independent writer of position links, from docs/links.md ----------------------------

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
function bitsToLink(prefix, bits) {
  bits = bits.replace(/[^01]/g, '');
  while (bits.length % 6) bits += '0';
  let out = prefix;
  for (let i = 0; i < bits.length; i += 6) out += B64[parseInt(bits.slice(i, i + 6), 2)];
  return out;
}
/** Hole names of the 121-hole board in index order (rows a–q, columns from 1). */
const ROW_LENGTHS = [1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1];
const NAMES = ROW_LENGTHS.flatMap((n, row) =>
  Array.from({ length: n }, (_, c) => `${String.fromCharCode(97 + row)}${c + 1}`),
);
/**
 * A 2-player position link (default rules): `top` = army 0 (seat 1), `bottom` = army 3 (seat 0).
 * Version 2 writes the default options as the empty list (`000000`), version 1 as 14 zero bits.
 */
function positionLink(top, bottom, toMove, version = 2) {
  const occupied = NAMES.map((n) => (top.includes(n) || bottom.includes(n) ? '1' : '0')).join('');
  const owners = NAMES.filter((n) => top.includes(n) || bottom.includes(n))
    .map((n) => (top.includes(n) ? '0' : '1'))
    .join('');
  const seat = toMove.toString(2).padStart(3, '0');
  const options = version === 1 ? '0'.repeat(14) : '000000';
  return bitsToLink(`p${version}.`, `${options} ${seat} 000 000 ${occupied} ${owners}`);
}

// ----------------------------------------------------------------------------------------------

test('moves update the fragment without flooding history; a reload from the URL finds the same board', async () => {
  const { page, errors } = await openFresh();
  await page.waitForFunction(() => location.hash.startsWith('#g2.'));
  const historyBefore = await page.evaluate(() => history.length);
  for (let i = 0; i < 4; i++) await playOne(page, i % 2);
  const url = page.url();
  assert.match(url, /#g2\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/);
  assert.equal(await page.evaluate(() => history.length), historyBefore, 'moves replace the entry');
  const pegs = await boardPegs(page);
  const status = await statusText(page);
  assert.equal(pegs.length, 20);

  // Undo: the fragment keeps the undone move (redo survives a reload).
  await page.click('#undo');
  await page.waitForFunction((u) => location.href !== u, url);
  const undoneUrl = page.url();
  const undonePegs = await boardPegs(page);

  // A fresh page (empty storage) from each URL.
  for (const [target, expected] of [
    [url, pegs],
    [undoneUrl, undonePegs],
  ]) {
    const fresh = await openFresh(target);
    assert.deepEqual(await boardPegs(fresh.page), expected);
    assert.equal(fresh.page.url(), target, 'the canonical link stays as it is');
    if (target === url) assert.equal(await statusText(fresh.page), status);
    assert.deepEqual(fresh.errors, []);
    await fresh.page.close();
  }
  const redo = await openFresh(undoneUrl);
  await redo.page.click('#redo');
  await redo.page.waitForFunction((u) => location.href === u, url);
  assert.deepEqual(await boardPegs(redo.page), pegs);
  await redo.page.close();

  // Autosave: the same page without a fragment reopens the last game (the redone one).
  // (A plain page load: the harness's openGame may start from empty storage.)
  const saved = await browser.context.newPage();
  await saved.goto(server.url);
  await saved.waitForFunction((u) => location.href === u, url);
  assert.deepEqual(await boardPegs(saved), pegs);
  assert.deepEqual(errors, []);
  await saved.close();
  await page.close();
});

test('a hand-made position link opens exactly, in both forms', async () => {
  const top = ['a1', 'b1', 'b2', 'c1', 'c2', 'c3', 'd1', 'd2', 'e5', 'i5'];
  const bottom = ['q1', 'p1', 'p2', 'o1', 'o2', 'o3', 'n1', 'n2', 'm6', 'h4'];
  const expected = [...top.map((c) => `${c}:1`), ...bottom.map((c) => `${c}:0`)].sort();
  // The current version, and version 1 as older builds wrote it.
  for (const version of [2, 1]) {
    const link = positionLink(top, bottom, 1, version);
    assert.ok(link.length < 100, `${link} is short`);
    const { page, errors } = await openFresh(`${server.url}#${link}`);
    assert.deepEqual(await boardPegs(page), expected, link);
    assert.match(await statusText(page), /2/, 'player 2 (seat 1) to move');
    assert.match(await fragment(page), /^#g2\./, 'the fragment now holds the game');
    assert.deepEqual(errors, []);
    await page.close();
  }

  const text = 't1.p2/0:a1.b1-2.c1-3.d1-2.e5.i5/3:q1.p1-2.o1-3.n1-2.m6.h4/1';
  const readable = await openFresh(`${server.url}#${text}`);
  assert.deepEqual(await boardPegs(readable.page), expected);
  assert.deepEqual(readable.errors, []);
  await readable.page.close();
});

test('a link and the autosave are on the board from the first render, never the start position first', async () => {
  const top = ['a1', 'b1', 'b2', 'c1', 'c2', 'c3', 'd1', 'd2', 'e5', 'i5'];
  const bottom = ['q1', 'p1', 'p2', 'o1', 'o2', 'o3', 'n1', 'n2', 'm6', 'h4'];
  const expected = [...top.map((c) => `${c}:1`), ...bottom.map((c) => `${c}:0`)].sort().join(' ');
  const { page, errors } = await openFresh();
  // Every set of pegs the page ever shows, from the first script on.
  await page.addInitScript(() => {
    window.__boards = [];
    const pegs = () =>
      [...document.querySelectorAll('.board-area [data-player]')]
        .map((e) => `${e.dataset.cell}:${e.dataset.player}`)
        .sort()
        .join(' ');
    new MutationObserver(() => {
      const now = pegs();
      if (now && window.__boards.at(-1) !== now) window.__boards.push(now);
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-cell'] });
  });
  const shown = async () => {
    await page.waitForSelector('main.app:not(#boot) .board-area [data-cell]');
    await page.waitForSelector('html[data-sync="idle"]', { state: 'attached' });
    return page.evaluate(() => window.__boards);
  };
  // A link (with another game autosaved: the one of openFresh).
  await page.goto('about:blank');
  await page.goto(`${server.url}#${positionLink(top, bottom, 1)}`);
  assert.deepEqual(await shown(), [expected]);
  // The autosave, which is now that position.
  await page.goto('about:blank');
  await page.goto(server.url);
  assert.deepEqual(await shown(), [expected]);
  assert.deepEqual(errors, []);
  await page.close();
});

test('broken links show what is wrong and keep a playable board', async () => {
  const { page } = await openFresh();
  await page.waitForFunction(() => location.hash.startsWith('#g2.'));
  await playOne(page, 0);
  await playOne(page, 1);
  const good = (await fragment(page)).slice(1);
  await page.close();
  // (A link cut short in its moves opens what it holds: tests/e2e/screen.test.mjs.)
  const cases = [
    [good.slice(0, good.indexOf('.', 3) - 2), /cut short|unexpected/],
    ['hello-world', /not a sternhalma link/],
    ['g9.AAAAAAAA', /newer version/],
    [`${good}AAAA`, /unexpected data/],
    [positionLink(['a1'], ['q1'], 0), /wrong number of pegs/],
    ['g1.%%%', /bad character/],
  ];
  for (const [link, reason] of cases) {
    const { page, errors } = await openFresh(`${server.url}#${link}`);
    const message = await page.waitForSelector('#messages .message', { timeout: 5000 });
    const text = await message.textContent();
    assert.match(text, /broken/i, `${link}: ${text}`);
    assert.match(text, reason, `${link}: ${text}`);
    assert.equal((await boardPegs(page)).length, 20, 'the default game is on the board');
    await playOne(page, 0);
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test('a pasted link loads; a bad one keeps the current game; Back returns to the previous game', async () => {
  const { page, errors } = await openFresh();
  await page.waitForFunction(() => location.hash.startsWith('#g2.'));
  await playOne(page, 0);
  const played = page.url();
  const pegs = await boardPegs(page);

  // Paste garbage: message, same game, fragment put back.
  await page.evaluate(() => (location.hash = '#g1.garbage!'));
  await page.waitForSelector('#messages .message');
  await page.waitForFunction((u) => location.href === u, played);
  assert.deepEqual(await boardPegs(page), pegs);

  // Paste a position link: it loads (a new history entry, made by the browser).
  const top = ['a1', 'b1', 'b2', 'c1', 'c2', 'c3', 'd1', 'd2', 'd3', 'd4'];
  const bottom = ['q1', 'p1', 'p2', 'o1', 'o2', 'o3', 'n1', 'n2', 'n3', 'i5'];
  await page.evaluate((h) => (location.hash = h), `#${positionLink(top, bottom, 0)}`);
  await page.waitForFunction(() => document.querySelector('.board-area [data-cell="i5"][data-player]'));
  // Back: the previous game again.
  await page.goBack();
  await page.waitForFunction((u) => location.href === u, played);
  await page.waitForFunction(() => !document.querySelector('.board-area [data-cell="i5"][data-player]'));
  assert.deepEqual(await boardPegs(page), pegs);
  assert.deepEqual(errors, []);
  await page.close();
});

test('corrupted storage is kept and said; a link never replaces a saved game, both are in the list', async () => {
  // (A value left by a build before keys were scoped to the copy's path.)
  const corrupt = await openFresh(server.url, { 'sternhalma.game': 'g1.@@not-a-game' });
  const message = await corrupt.page.waitForSelector('#messages .message');
  assert.match(await message.textContent(), /cannot be read is kept in Your games/);
  assert.equal((await boardPegs(corrupt.page)).length, 20);
  await playOne(corrupt.page, 0);
  assert.deepEqual(corrupt.errors, []);
  const savedPegs = await boardPegs(corrupt.page);
  const store = await corrupt.page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
  await corrupt.page.close();

  for (const junk of ['', '{"json": true}', 'p1.AAAA', 'g2.AAAA', 'g3.AAAA', '\u0000\uffff']) {
    const { page, errors } = await openFresh(server.url, { 'sternhalma.game@/': junk });
    assert.equal((await boardPegs(page)).length, 20, `storage ${JSON.stringify(junk)}`);
    assert.deepEqual(errors, []);
    await page.close();
  }

  // A kept game and another game's link: the link opens as a game of its own; the kept game is
  // in the list, and opens from there.
  const { page, errors } = await openFresh(`${server.url}#g1.AAAAAAAA`, store);
  assert.equal((await boardPegs(page)).length, 20);
  assert.notDeepEqual(await boardPegs(page), savedPegs);
  await page.click('#your-games');
  await page.waitForSelector('#games-dialog[data-ready="true"]');
  await page.click('#games-list li[data-moves="1"] .open-game');
  await page.waitForSelector('#games-dialog', { state: 'detached' });
  await page.waitForFunction((p) => {
    const now = [...document.querySelectorAll('.board-area [data-player]')].map((e) => `${e.dataset.cell}:${e.dataset.player}`).sort();
    return JSON.stringify(now) === JSON.stringify(p);
  }, savedPegs);
  assert.deepEqual(errors, []);
  await page.close();
});

test('Share copies the game link and the position link', async () => {
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(server.url).origin,
  });
  const { page, errors } = await openFresh();
  await playOne(page, 0);
  await page.click('#share-game');
  await page.waitForSelector('#share-feedback');
  const feedback = await page.$eval('#share-feedback', (e) => e.textContent);
  assert.match(feedback, /Link (copied|shared)|Copy the link/);
  const url = await page.$eval('#share-url', (e) => e.value);
  assert.equal(url, page.url());
  if (/copied/.test(feedback)) {
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), url);
  }
  await page.click('#share-position');
  await page.waitForFunction(() => document.querySelector('#share-url').value.includes('#p2.'));
  const positionUrl = await page.$eval('#share-url', (e) => e.value);
  const pegs = await boardPegs(page);
  const opened = await openFresh(positionUrl);
  assert.deepEqual(await boardPegs(opened.page), pegs);
  assert.deepEqual(errors, []);
  assert.deepEqual(opened.errors, []);
  await opened.page.close();
  await page.close();
});

test('the position editor validates with the engine, plays a position and shares it', async () => {
  const { page, errors } = await openFresh();
  const startUrl = page.url();
  await page.click('#edit-position');
  await page.waitForSelector('#position-editor');
  const status = () => page.$eval('#editor-status', (e) => e.textContent);
  await expectSoon(status, /Valid position/);
  // Army 3 (bottom, player 1): one more peg is one too many.
  await page.click('#brush-3');
  await page.click('#position-editor .hole[data-cell="i5"]');
  await expectSoon(status, /wrong number of pegs/);
  await expectSoon(() => page.$eval('#editor-play', (e) => e.disabled), true, 'Play disabled');
  // Take one away from the start triangle: valid again.
  await page.click('#position-editor [data-player][data-cell="q1"]');
  await expectSoon(status, /Valid position/);
  await page.selectOption('#editor-to-move', '1');
  await page.click('#editor-play');
  await page.waitForSelector('#position-editor', { state: 'detached' });
  const pegs = await boardPegs(page);
  assert.ok(pegs.includes('i5:0') && !pegs.includes('q1:0'), pegs.join(' '));
  assert.match(await statusText(page), /2/);
  await page.waitForFunction((u) => location.href !== u, startUrl);
  // The new game has its own history entry: Back returns to the start.
  await page.goBack();
  await page.waitForFunction((u) => location.href === u, startUrl);
  assert.ok((await boardPegs(page)).includes('q1:0'));
  // Another number of players: the editor starts from that start position.
  await page.click('#edit-position');
  await page.selectOption('#editor-players', '3');
  await page.waitForFunction(() => document.querySelectorAll('#position-editor [data-player]').length === 30);
  assert.match(await page.$eval('#editor-status', (e) => e.textContent), /Valid position/);
  await page.click('#editor-play');
  await page.waitForSelector('#position-editor', { state: 'detached' });
  assert.equal((await boardPegs(page)).length, 30);
  assert.deepEqual(errors, []);
  await page.close();
});

test('hundreds of mutated links pasted in a row: no crash, the page stays playable', async () => {
  const { page, errors } = await openFresh();
  await page.waitForFunction(() => location.hash.startsWith('#g2.'));
  for (let i = 0; i < 6; i++) await playOne(page, i % 2);
  const good = (await fragment(page)).slice(1);
  const position = positionLink(
    ['a1', 'b1', 'b2', 'c1', 'c2', 'c3', 'd1', 'd2', 'd3', 'd4'],
    ['q1', 'p1', 'p2', 'o1', 'o2', 'o3', 'n1', 'n2', 'n3', 'i5'],
    1,
  );
  const outcome = await page.evaluate(
    async ({ seeds, count }) => {
      let x = 12345;
      const rnd = (n) => {
        x = (x * 1103515245 + 12345) % 2147483648;
        return x % n;
      };
      const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~/:%';
      let links = 0;
      for (let i = 0; i < count; i++) {
        let s = seeds[i % seeds.length].split('');
        for (let k = 0; k <= rnd(3); k++) {
          const at = rnd(s.length + 1);
          const op = rnd(3);
          if (op === 0 && at < s.length) s[at] = chars[rnd(chars.length)];
          else if (op === 1) s.splice(at, 0, chars[rnd(chars.length)]);
          else s.splice(at, 1);
        }
        const hash = `#${s.join('')}`;
        const changed = new Promise((r) => addEventListener('hashchange', r, { once: true }));
        const before = location.hash;
        location.hash = hash;
        links++;
        // The page handles each link before the next one comes.
        if (location.hash !== before) await changed;
      }
      return links;
    },
    { seeds: [good, position, 't1.p2/0:a1.b1-2.c1-3.d1-4/3:n1-4.o1-3.p1-2.q1/0'], count: 400 },
  );
  assert.equal(outcome, 400);
  await page.waitForSelector('html[data-sync="idle"]', { state: 'attached' });
  // Still alive: a board with pegs and a game in the fragment; the first link opens again and
  // its game goes on (seat 0 to move after six moves).
  assert.ok((await boardPegs(page)).length >= 20);
  await page.waitForFunction(() => location.hash.startsWith('#g2.'));
  await page.evaluate((h) => (location.hash = h), `#${good}`);
  await page.waitForFunction((h) => location.hash === h, `#${good}`);
  await playOne(page, 0);
  assert.deepEqual(errors, []);
  await page.close();
});
