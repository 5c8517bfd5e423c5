// "Your games": every game played on this copy is kept, two tabs never overwrite each other's
// games, a full storage says so truthfully and once, a game saved as a file opens again, and
// every save an earlier build wrote opens in the list (the fixtures of tests/fixtures/saves/).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve, launch, watchErrors, playOneMove } from './harness.mjs';

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

/** Clears the storage of the server's origin (a first visit from then on). */
async function clearStorage(context) {
  const page = await context.newPage();
  await page.goto(server.url);
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
