// Long games in the browser, measured (reported, never asserted): for games of 100, 2,000 and
// 20,000 plies (six players on the 253-hole board, the fixtures of tests/long_games.rs) it opens
// the game's link in a fresh browser profile and reports
//   - start-up to board: navigation to the pegs on the page, then to the first frame after it;
//   - select → highlight: a click on a peg to its hole drawn selected (measured in the page by
//     `watchSelects` of the test harness);
//   - move → next turn: the click on a destination (the event the board acts on; the test
//     driver's own round trip between pressing and releasing is left out) to the status line
//     naming the next player, and to the next frame after it;
//   - reopening from the autosave (the bare address).
// Medians of several runs. The link decode itself is measured in wasm by tests/wasm_bench.rs
// and natively by benches/long_game.rs.
//
//   node scripts/bench-browser.mjs [dist]     (scripts/bench.sh builds dist/ first)
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve, launch, watchSelects } from '../tests/e2e/harness.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = resolve(process.argv[2] ?? join(ROOT, 'dist'));
const RUNS = 5;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};
const ms = (x) => `${x.toFixed(1)} ms`;

/** Installed before the page's scripts: when the first peg appears, and the frame after it. */
const WATCH_BOARD = () => {
  new MutationObserver((_, observer) => {
    if (document.querySelector('.board-area [data-player]')) {
      window.__boardAt = performance.now();
      requestAnimationFrame(() => setTimeout(() => (window.__boardPaintedAt = performance.now())));
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
};

/** Plays one move of the side to move; returns [to DOM, to next frame] in ms, measured in the page. */
async function timedMove(page) {
  const player = await page.$eval('.board-area .movable[data-player]', (e) => e.dataset.player);
  const cells = await page.$$eval(`.board-area [data-player="${player}"]`, (els) => els.map((e) => e.dataset.cell));
  for (const cell of cells) {
    await page.click(`.board-area [data-player="${player}"][data-cell="${cell}"]`);
    const dests = await page.$$eval('.board-area .hole.move-dest', (els) => els.map((e) => e.dataset.cell));
    if (dests.length === 0) continue;
    await page.evaluate(() => {
      window.__move = null;
      const status = document.querySelector('#status');
      const before = status.textContent;
      addEventListener('click', () => (window.__moveStart = performance.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (status.textContent === before) return;
        observer.disconnect();
        const dom = performance.now() - window.__moveStart;
        requestAnimationFrame(() =>
          setTimeout(() => (window.__move = [dom, performance.now() - window.__moveStart])),
        );
      });
      observer.observe(status, { childList: true, subtree: true, characterData: true });
    });
    await page.click(`.board-area .hole.move-dest[data-cell="${dests[0]}"]`);
    await page.waitForFunction(() => window.__move);
    const result = await page.evaluate(() => window.__move);
    // Let the address and the autosave follow before the next move.
    await page.waitForTimeout(150);
    return result;
  }
  throw new Error(`player ${player} has no move`);
}

const server = await serve(DIST);
const rows = [];
try {
  for (const plies of [100, 2000, 20000]) {
    const link = readFileSync(join(ROOT, 'tests', 'fixtures', `long-game-${plies}.txt`), 'utf8').trim();
    const open = { board: [], painted: [], reopen: [] };
    const selects = [];
    const moves = { dom: [], frame: [] };
    for (let run = 0; run < RUNS; run++) {
      const browser = await launch();
      try {
        const page = await browser.context.newPage();
        await page.addInitScript(WATCH_BOARD);
        // Warm the HTTP cache and the compiled wasm once, as a returning player has them.
        await page.goto(server.url);
        await page.waitForSelector('.board-area [data-player]');
        await page.evaluate(() => localStorage.clear());
        await page.goto('about:blank');
        await page.goto(`${server.url}#${link}`);
        await page.waitForFunction(() => window.__boardPaintedAt);
        open.board.push(await page.evaluate(() => window.__boardAt));
        open.painted.push(await page.evaluate(() => window.__boardPaintedAt));
        await page.waitForSelector('html[data-sync="idle"]', { state: 'attached' });
        await page.evaluate(watchSelects);
        for (let i = 0; i < 3; i++) {
          const [dom, frame] = await timedMove(page);
          moves.dom.push(dom);
          moves.frame.push(frame);
        }
        selects.push(...(await page.evaluate(() => window.__selects)));
        await page.goto('about:blank');
        await page.goto(server.url);
        await page.waitForFunction(() => window.__boardPaintedAt);
        open.reopen.push(await page.evaluate(() => window.__boardPaintedAt));
      } finally {
        await browser.close();
      }
    }
    rows.push({
      plies,
      chars: link.length,
      board: median(open.board),
      painted: median(open.painted),
      reopen: median(open.reopen),
      select: median(selects),
      moveDom: median(moves.dom),
      moveFrame: median(moves.frame),
    });
  }
} finally {
  await server.close();
}

console.log(`\nLong games in headless Chromium (six players, 253 holes; medians of ${RUNS} fresh profiles)\n`);
console.log('| plies | link | start-up to board (painted) | autosave reopen (painted) | select → highlight | move → next turn (next frame) |');
console.log('|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.plies} | ${r.chars} chars | ${ms(r.board)} (${ms(r.painted)}) | ${ms(r.reopen)} | ${ms(r.select)} | ${ms(r.moveDom)} (${ms(r.moveFrame)}) |`,
  );
}
