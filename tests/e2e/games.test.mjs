// "Your games": every game played on this copy is kept, two tabs never overwrite each other's
// games, a full storage says so truthfully and once, a game saved as a file opens again, and
// every save an earlier build wrote opens in the list (the fixtures of tests/fixtures/saves/).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve, launch, watchErrors, playOneMove, expectSoon } from './harness.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');

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

/** A new page at `url` with the board up (and the address and list written). */
async function open(context, url) {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(url);
  await page.waitForSelector('.board-area g.peg[data-player]');
  await page.waitForSelector('html[data-sync="idle"]', { state: 'attached' });
  return { page, errors };
}

/** Plays a move and waits until the address and the list hold it. */
async function move(page) {
  await page.waitForSelector('main[data-thinking="false"]');
  await playOneMove(page);
  await page.waitForSelector('html[data-sync="idle"]', { state: 'attached' });
}

/** The games list's entries: `{ id, moves, finished }`, in list order. */
async function listed(page) {
  await page.click('#your-games');
  await page.waitForSelector('#games-dialog[data-ready="true"]');
  const rows = await page.$$eval('#games-list li[data-game]', (els) =>
    els.map((e) => ({ id: e.dataset.game, moves: Number(e.dataset.moves), finished: e.dataset.finished === 'true' })),
  );
  await page.keyboard.press('Escape');
  await page.waitForSelector('#games-dialog', { state: 'detached' });
  return rows;
}

/**
 * Clears the storage of the server's origin (a first visit from then on), from a file of the
 * origin that is not the game: a game page would open the last game played and keep it again.
 */
async function clearStorage(context) {
  const page = await context.newPage();
  await page.goto(`${server.url}sw.js`);
  await page.evaluate(() => localStorage.clear());
  await page.close();
}

test('two tabs, two games: both are kept, and a new tab opens the last one played', async () => {
  await clearStorage(browser.context);
  const a = await open(browser.context, `${server.url}#g2.AAAAAA.`);
  const b = await open(browser.context, `${server.url}#p2.AAH_gAAAAAAAAAAAAAAAA_8AP_`);
  await move(b.page);
  await move(b.page);
  await move(a.page);
  const aLink = a.page.url();
  await b.page.close();
  // The bare address in a new tab: the last game played (A's), and B's is in the list.
  const c = await open(browser.context, server.url);
  assert.equal(c.page.url(), aLink);
  const rows = await listed(c.page);
  assert.deepEqual(rows.map((r) => r.moves).sort(), [1, 2]);
  assert.deepEqual([...a.errors, ...b.errors, ...c.errors], []);
  await a.page.close();
  await c.page.close();
});

test('a full storage is said once, truthfully, with the games list as the way out', async () => {
  await clearStorage(browser.context);
  const { page, errors } = await open(browser.context, server.url);
  await page.keyboard.press('Escape'); // (the welcome of a first visit, if it is up)
  await move(page);
  // Fill the storage to the last byte: the next (longer) record cannot be written.
  await page.evaluate(() => {
    let lo = 0;
    let hi = 6_000_000;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      try {
        localStorage.setItem('filler', 'x'.repeat(mid));
        lo = mid;
      } catch {
        hi = mid - 1;
      }
    }
    localStorage.setItem('filler', 'x'.repeat(lo));
  });
  await move(page);
  await move(page);
  const full = await page.$$eval('#messages .message', (els) => els.filter((e) => /storage is full/.test(e.textContent)).length);
  assert.equal(full, 1, 'said once');
  // The way out: the message opens the games list.
  await page.click('#messages .open-games');
  await page.waitForSelector('#games-dialog[data-ready="true"]');
  await page.keyboard.press('Escape');
  // Room again: the next move is kept and the notice goes.
  await page.evaluate(() => localStorage.removeItem('filler'));
  await move(page);
  await page.waitForFunction(() => !/storage is full/.test(document.querySelector('#messages').textContent));
  const rows = await listed(page);
  assert.equal(rows.length, 1);
  assert.equal(rows[0].moves, 4);
  assert.deepEqual(errors, []);
  await page.close();
});

test('an unreadable save too big to copy stays where it is, said once, and not again on the next visit', async () => {
  await clearStorage(browser.context);
  const big = 'x'.repeat(3_000_000);
  const setup = await browser.context.newPage();
  await setup.goto(server.url);
  await setup.evaluate((v) => {
    localStorage.clear();
    localStorage.setItem('sternhalma.game@/', v);
  }, big);
  await setup.close();
  const first = await open(browser.context, server.url);
  const said = await first.page.$eval('#messages', (e) => e.textContent);
  assert.match(said, /kept where they are|kept in Your games/);
  assert.doesNotMatch(said, /set aside/);
  assert.equal(await first.page.evaluate(() => localStorage.getItem('sternhalma.game@/')?.length), big.length);
  await first.page.close();
  // The next visit does not say it again.
  const second = await open(browser.context, server.url);
  assert.doesNotMatch(await second.page.$eval('#messages', (e) => e.textContent), /kept where they are|kept in Your games/);
  assert.deepEqual([...first.errors, ...second.errors], []);
  await second.page.close();
});

test('a game saved as a file opens again in another browser, the same game', async () => {
  await clearStorage(browser.context);
  const { page, errors } = await open(browser.context, server.url);
  await page.keyboard.press('Escape');
  for (let i = 0; i < 5; i++) await move(page);
  const link = page.url().split('#')[1];
  await page.click('#your-games');
  await page.waitForSelector('#games-dialog[data-ready="true"]');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#games-list .export-game')]);
  const file = readFileSync(await download.path(), 'utf8');
  assert.match(file, /^Sternhalma game 1$/m);
  assert.ok(file.includes(link), 'the file holds the game link');
  assert.deepEqual(errors, []);
  await page.close();

  // Another profile: the file opens into its list, and from there onto the board.
  const other = await launch();
  try {
    const { page: p, errors: e } = await open(other.context, server.url);
    await p.keyboard.press('Escape');
    await p.click('#your-games');
    await p.waitForSelector('#games-dialog[data-ready="true"]');
    await p.setInputFiles('#import-game', { name: 'game.txt', mimeType: 'text/plain', buffer: Buffer.from(file) });
    await p.waitForSelector('#games-list li[data-game][data-moves="5"]');
    await p.click('#games-list li[data-moves="5"] .open-game');
    await p.waitForFunction((l) => location.hash === `#${l}`, link);
    assert.deepEqual(e, []);
  } finally {
    await other.close();
  }
});

/** The fixtures: what browsers' storage held, and what the list must show of it. */
function fixtures() {
  const dir = join(ROOT, 'tests', 'fixtures', 'saves');
  const unescape = (v) => v.replace(/\\u\{([0-9a-f]+)\}/gi, (_, h) => String.fromCodePoint(parseInt(h, 16))).replace(/\\n/g, '\n').replace(/\\\\/g, '\\');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.store'))
    .sort()
    .map((name) => {
      const f = { name, scope: '/', values: [], games: [] };
      for (const line of readFileSync(join(dir, name), 'utf8').split('\n')) {
        if (line.startsWith('//') || !line.trim()) continue;
        const [word, ...rest] = line.split(' ');
        const text = rest.join(' ');
        if (word === 'scope') f.scope = text;
        else if (word === 'key') f.values.push([text, '']);
        else if (word === 'value') f.values.at(-1)[1] = unescape(text);
        else if (word === 'expect' && rest[0] === 'game') {
          const fields = Object.fromEntries(rest.slice(1).map((x) => x.split('=')));
          f.games.push(Number(fields.moves));
        }
      }
      return f;
    });
}

test('every save an earlier build wrote opens in the games list', async () => {
  const all = fixtures();
  assert.ok(all.length >= 8, `${all.length} fixtures`);
  for (const f of all) {
    const copy = await serve(undefined, f.scope);
    const context = await launch();
    try {
      const setup = await context.context.newPage();
      await setup.goto(copy.url);
      await setup.evaluate((values) => {
        localStorage.clear();
        for (const [k, v] of values) localStorage.setItem(k, v);
      }, f.values);
      await setup.goto('about:blank');
      await setup.close();
      const { page, errors } = await open(context.context, copy.url);
      const rows = await listed(page);
      const moves = rows.map((r) => r.moves);
      for (const expected of f.games) {
        assert.ok(moves.includes(expected), `${f.name}: a game of ${expected} moves in ${JSON.stringify(moves)}`);
      }
      // Each of them opens.
      for (const expected of f.games) {
        await page.click('#your-games');
        await page.waitForSelector('#games-dialog[data-ready="true"]');
        const button = await page.$(`#games-list li[data-moves="${expected}"] .open-game`);
        if (button) {
          await button.click();
          await page.waitForSelector('#games-dialog', { state: 'detached' });
        } else {
          // The game on screen already.
          await page.keyboard.press('Escape');
          await page.waitForSelector('#games-dialog', { state: 'detached' });
        }
        await page.waitForSelector(`#move-list li[data-ply]`, { state: 'attached' });
      }
      assert.deepEqual(errors, [], f.name);
    } finally {
      await context.close();
      await copy.close();
    }
  }
});

test('an import that would remove finished games names them and asks first; cancel keeps them', async () => {
  await clearStorage(browser.context);
  // One finished game (one move from the end, then the winning move) ...
  const { page, errors } = await open(browser.context, `${server.url}#t1.p2/0:k1-10/3:a1.b1-2.c1-3.d1-3.e8/0`);
  await page.click('.board-area [data-player="0"][data-cell="e8"]');
  await page.click('.board-area .hole.move-dest[data-cell="d4"]');
  await page.waitForSelector('#result[data-ready="true"]');
  await page.waitForSelector('html[data-sync="idle"]', { state: 'attached' });
  await page.click('#result-close');
  // ... copied until the list holds the 100 finished games it keeps at most, each a day older.
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sternhalma.games.'));
    const record = localStorage.getItem(key);
    const id = /^Id: (\S+)$/m.exec(record)[1];
    for (let i = 1; i < 100; i++) {
      const copy = `c${String(i).padStart(3, '0')}${id}`.slice(0, 16);
      const day = new Date(Date.UTC(2024, 0, 1) + (100 - i) * 86400000).toISOString();
      const text = record
        .replace(/^Id: .*$/m, `Id: ${copy}`)
        .replace(/^Created: .*$/m, `Created: ${day}`)
        .replace(/^Updated: .*$/m, `Updated: ${day}`);
      localStorage.setItem(key.replace(id, copy), text);
    }
  });
  await page.click('#your-games');
  await page.waitForSelector('#games-dialog[data-ready="true"]');
  const count = () => page.$$eval('#games-list li[data-game][data-finished="true"]', (l) => l.length);
  await page.waitForFunction(() => document.querySelectorAll('#games-list li[data-game][data-finished="true"]').length === 100);
  // Another finished game, from another browser, as a file: a 101st would push the oldest out.
  const elsewhere = await launch();
  let imported;
  try {
    const { page: p } = await open(elsewhere.context, `${server.url}#t1.p2/0:k1-9.l5/3:a1.b1-2.c1-3.d1-3.e8/0`);
    await p.click('.board-area [data-player="0"][data-cell="e8"]');
    await p.click('.board-area .hole.move-dest[data-cell="d4"]');
    await p.waitForSelector('#result[data-ready="true"]');
    await p.waitForSelector('html[data-sync="idle"]', { state: 'attached' });
    imported = await p.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('sternhalma.games.'));
      return localStorage.getItem(key);
    });
  } finally {
    await elsewhere.close();
  }
  imported = imported.replace(/^Title: .*$/m, 'Title: From a file').replace(/^Id: .*\n/m, '');
  if (!/^Title: /m.test(imported)) imported = imported.replace(/^(Sternhalma game 1\n)/, '$1Title: From a file\n');
  // The player is asked, with the game that would go named; nothing is removed yet.
  await page.setInputFiles('#import-game', { name: 'game.txt', mimeType: 'text/plain', buffer: Buffer.from(imported) });
  await page.waitForSelector('#import-evicts li');
  const named = await page.$$eval('#import-evicts li', (l) => l.map((e) => e.textContent));
  assert.equal(named.length, 1);
  assert.match(named[0], /2024-01-02/, `the oldest game is named: ${named[0]}`);
  assert.equal(await count(), 100);
  await page.click('#import-cancel');
  await page.waitForSelector('#import-evicts', { state: 'detached' });
  assert.equal(await count(), 100, 'cancel keeps every game');
  // Again, and yes: the named game goes, the file's comes in.
  await page.setInputFiles('#import-game', { name: 'game.txt', mimeType: 'text/plain', buffer: Buffer.from(imported) });
  await page.waitForSelector('#import-confirm');
  await page.click('#import-confirm');
  await page.waitForSelector('#import-evicts', { state: 'detached' });
  await page.waitForFunction(() => [...document.querySelectorAll('#games-list li[data-game]')].some((e) => /From a file/.test(e.textContent)));
  await expectSoon(count, 100, 'a hundred games');
  const dated = () => page.$$eval('#games-list li[data-game]', (l) => l.filter((e) => /2024-01-02/.test(e.textContent)).length);
  await expectSoon(dated, 0, 'the named game gone');
  assert.deepEqual(errors, []);
  await page.close();
});
