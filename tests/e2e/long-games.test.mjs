// Long games and saved games in a real browser: a game of 20,000 plies opens and plays without
// the page growing with it; the longest game can always be reopened; players' names come back
// with their game; a save that fails, cannot be set aside or was written by a newer version is
// never lost silently; the move list never leaves the cursor on a forced pass; a pasted link with
// a leading space opens. The long games are the fixtures of `tests/long_games.rs`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { serve, launch, openGame, statusText, boardPegs, openFresh as freshPage, watchSelects } from './harness.mjs';

const fixture = (name) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8').trim();
const SAVE_KEY = 'sternhalma.game@/';

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

/** A page opened at `target` with empty storage (or `storage`), the pegs up. */
async function openFresh(target = server.url, storage = {}) {
  const { page, errors } = await freshPage(browser.context, server.url, target, storage);
  await page.waitForSelector('.board-area [data-player]', { timeout: 60000 });
  return { page, errors };
}

const messages = (page) => page.$$eval('#messages .message', (els) => els.map((e) => e.textContent));

/**
 * Plays one move of the side to move by clicks (a peg with a destination, its first one);
 * returns the milliseconds, measured in the page, from the click on the destination (the event
 * the board acts on, not the test driver's round trips around it) to the next turn on the
 * screen (the status line changed).
 */
async function playOne(page) {
  const player = await page.$eval('.board-area .movable[data-player]', (e) => e.dataset.player);
  const cells = await page.$$eval(`.board-area [data-player="${player}"]`, (els) => els.map((e) => e.dataset.cell));
  for (const cell of cells) {
    await page.click(`.board-area [data-player="${player}"][data-cell="${cell}"]`);
    await page.waitForSelector(`.board-area .hole.selected[data-cell="${cell}"]`, { timeout: 5000 });
    const dest = await page.$$eval('.board-area .hole.move-dest', (els) => els.map((e) => e.dataset.cell));
    if (dest.length === 0) continue;
    await page.evaluate(() => {
      const status = document.querySelector('#status');
      const before = status.textContent;
      window.__turn = null;
      let clicked;
      addEventListener('click', () => (clicked = performance.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (status.textContent === before) return;
        observer.disconnect();
        window.__turn = performance.now() - clicked;
      });
      observer.observe(status, { childList: true, subtree: true, characterData: true });
    });
    await page.click(`.board-area .hole.move-dest[data-cell="${dest[0]}"]`);
    await page.waitForFunction(() => window.__turn !== null);
    return page.evaluate(() => window.__turn);
  }
  throw new Error(`player ${player} has no move`);
}

test('a game of 20,000 plies opens and plays without the page growing with it (times reported)', async (t) => {
  const link = fixture('long-game-20000.txt');
  const started = Date.now();
  const { page, errors } = await openFresh(`${server.url}#${link}`);
  const opened = Date.now() - started;
  // The whole game is there: its last ply is the current one in the move list.
  await page.waitForSelector('#move-list li[data-ply="20000"].current');
  const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  const rows = await page.$$eval('#move-list li[data-ply]', (els) => els.length);
  assert.ok(rows <= 200, `only the rows in view are rendered (${rows})`);
  assert.ok(nodes < 5000, `the page stays small (${nodes} elements)`);
  // Select → highlight, measured in the page (reported, not asserted).
  await page.evaluate(watchSelects);
  const move = await playOne(page);
  const selects = await page.evaluate(() => window.__selects);
  assert.match(await page.evaluate(() => location.hash), /^#g2\./);
  // The bare address reopens the autosaved long game.
  const again = Date.now();
  await page.goto('about:blank');
  await page.goto(server.url);
  await page.waitForSelector('#move-list li[data-ply="20001"].current', { timeout: 60000 });
  const reopened = Date.now() - again;
  t.diagnostic(
    `20,000 plies: link open ${opened} ms, autosave open ${reopened} ms, select→highlight ` +
      `${selects.map((x) => x.toFixed(1)).join('/')} ms, move→next turn ${move.toFixed(1)} ms, ` +
      `${nodes} elements, ${rows} move rows rendered`,
  );
  assert.deepEqual(errors, []);
  await page.close();
});

test('the longest game a link holds reopens; a move past it is refused with a message', async () => {
  const { page, errors } = await openFresh(`${server.url}#${fixture('longest-game-but-one.txt')}`);
  await playOne(page); // the 30,000th move
  const board = await boardPegs(page);
  // One more: refused, said, and the board stays.
  const player = await page.$eval('.board-area .movable[data-player]', (e) => e.dataset.player);
  const cells = await page.$$eval(`.board-area [data-player="${player}"]`, (els) => els.map((e) => e.dataset.cell));
  let refused = false;
  for (const cell of cells) {
    await page.click(`.board-area [data-player="${player}"][data-cell="${cell}"]`);
    // Selected (a state): its destinations are drawn with it.
    await page.waitForSelector(`.board-area .hole.selected[data-cell="${cell}"]`, { state: 'attached' });
    const dest = await page.$$eval('.board-area .hole.move-dest', (els) => els.map((e) => e.dataset.cell));
    if (dest.length === 0) continue;
    await page.click(`.board-area .hole.move-dest[data-cell="${dest[0]}"]`);
    await page.waitForFunction(() => /30[,.\s]?000/.test(document.querySelector('#messages')?.textContent ?? ''));
    refused = true;
    break;
  }
  assert.ok(refused, 'a move was tried');
  assert.deepEqual(await boardPegs(page), board);
  // Reopened from its link and from the autosave: the same board, no message.
  const url = page.url();
  for (const target of [url, server.url]) {
    await page.goto('about:blank');
    await page.goto(target);
    await page.waitForSelector('.board-area [data-player]');
    await page.waitForFunction((u) => location.href === u, url);
    assert.deepEqual(await boardPegs(page), board);
    assert.deepEqual(await messages(page), []);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('players keep their names across reloads; a link in a fresh browser has default names', async () => {
  const { page, errors } = await openFresh();
  await page.click('#new-game');
  const names = await page.$$('#new-game-dialog input.name');
  await names[0].fill('Astrid');
  await names[1].fill('Boris');
  await page.click('#start-game');
  await page.waitForSelector('#new-game-dialog', { state: 'detached' });
  await playOne(page);
  await playOne(page);
  const progress = () => page.$eval('#progress', (e) => e.textContent);
  assert.match(await progress(), /Astrid[\s\S]*Boris/);
  // The address holds the last move once the write after its render is done.
  await page.waitForSelector('html[data-sync="idle"]', { state: 'attached' });
  const url = page.url();
  await page.reload();
  await page.waitForSelector('.board-area [data-player]');
  assert.match(await progress(), /Astrid[\s\S]*Boris/, 'names survive a reload with a fragment');
  await page.goto('about:blank');
  await page.goto(server.url);
  await page.waitForSelector('.board-area [data-player]');
  assert.match(await progress(), /Astrid[\s\S]*Boris/, 'and the bare address');
  assert.equal(page.url(), url);
  // Another browser (empty storage) opening the same link.
  const other = await launch();
  try {
    const fresh = await openGame(other.context, url);
    const text = await fresh.page.$eval('#progress', (e) => e.textContent);
    assert.doesNotMatch(text, /Astrid|Boris/);
    assert.match(text, /Player 1/);
    assert.deepEqual(fresh.errors, []);
  } finally {
    await other.close();
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('a save written by a newer version is kept as it is, reported, and the game played is kept beside it', async () => {
  for (const newer of ['s2\u001eg2.AAAAAAAA.\u001eAnn', 's1\u001eg7.AAAAAAAA\u001eAnn']) {
    const { page, errors } = await openFresh(server.url, { [SAVE_KEY]: newer });
    await page.waitForFunction(() => /newer version/.test(document.querySelector('#messages').textContent));
    await playOne(page);
    await playOne(page);
    await page.waitForSelector('html[data-sync="idle"]', { state: 'attached' });
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY), newer);
    const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('sternhalma.games.')).length);
    assert.equal(kept, 1, 'the game played is kept as a game of its own');
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test('a move-list click never leaves the cursor before a forced pass; a leading space is ignored', async () => {
  // Seat 1's last peg (a1) is boxed in and its goal is full: after each move of seat 0, seat 1
  // must pass.
  const position = 't1.p2.spoil-none/0:a1.n1-4.o1-3.p1-2/3:b1-2.c1.c3.i1-5.q1/0';
  const { page, errors } = await openFresh(`${server.url}#${position}`);
  for (const [from, to] of [
    ['i5', 'i6'],
    ['i6', 'i7'],
  ]) {
    await page.click(`.board-area [data-player="0"][data-cell="${from}"]`);
    await page.click(`.board-area .hole.move-dest[data-cell="${to}"]`);
    await page.waitForSelector(`.board-area [data-player="0"][data-cell="${to}"]`);
  }
  await page.waitForSelector('#move-list li[data-ply="4"].pass');
  // A click on move 1 reviews the game there: its forced pass is part of it (the current ply is
  // the pass, seat 0 to move); continuing from there keeps that.
  await page.click('#move-list li[data-ply="1"] button');
  await page.waitForSelector('#move-list li[data-ply="2"].current');
  await page.click('#replay-continue');
  await page.waitForSelector('#replay-continue', { state: 'detached' });
  await page.waitForSelector('#move-list li[data-ply="2"].current');
  assert.match(await statusText(page), /Player 1/);
  // The link of that state reopens it exactly.
  const url = page.url();
  await page.goto('about:blank');
  await page.goto(url);
  await page.waitForSelector('#move-list li[data-ply="2"].current');
  assert.match(await statusText(page), /Player 1/);
  assert.deepEqual(errors, []);
  await page.close();

  // A pasted link with a leading space (the browser escapes it).
  const link = fixture('long-game-100.txt');
  const spaced = await openFresh(`${server.url}#%20${link}`);
  await spaced.page.waitForSelector('#move-list li[data-ply="100"].current');
  assert.deepEqual(await messages(spaced.page), []);
  assert.equal(await spaced.page.evaluate(() => location.hash), `#${link}`);
  assert.deepEqual(spaced.errors, []);
  await spaced.page.close();
});
