// Long games in the browser, measured (reported, never asserted), in headless Chromium against
// the release bundle. Two parts:
//
// 1. A move at any length, for every player count: games of 100 and 20,000 moves for 2, 3, 4
//    and 6 players on the standard board (the fixtures `tests/fixtures/long-game-p<N>-<moves>.txt`
//    of `benches/per_move.rs`). Each game opens from its link; then moves are played by clicks
//    and each one reports
//    - click → next turn shown: the click on the destination (the event the board acts on;
//      the test driver's own round trips are left out) to the status line naming the next
//      player, and to the next frame after it;
//    - CPU: the thread time of every task of the page's main thread from that click until the
//      address and the games list hold the move (`html[data-sync="idle"]`) and a frame was
//      drawn after it (Chromium's trace, `tdur`): what the move costs, whatever else the
//      machine is doing; and the same on the browser's own main thread, which takes in the
//      page's new address (Chromium's work for a long URL, outside the page);
//    - URL + storage: the time the page spends in `history.replaceState`/`pushState` and in
//      `localStorage` (`getItem`, `setItem`) for that move, and the length of the record
//      written (the games list keeps the whole record: header, link and tree).
// 2. Six players on the 253-hole board (the fixtures of tests/long_games.rs: 100, 2,000 and
//    20,000 plies): start-up to board, select → highlight (`watchSelects` of the test
//    harness), move → next turn, reopening from the autosave (the bare address).
//
// Medians over several fresh browser profiles. The per-move work of the page's own code is
// measured natively by benches/per_move.rs and in wasm by tests/wasm_bench.rs; the link decode by
// benches/long_game.rs and tests/wasm_bench.rs.
//
//   node scripts/bench-browser.mjs [dist] [--only moves|six] [--runs N]   (scripts/bench.sh builds dist/ first)
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve, launch, watchSelects } from '../tests/e2e/harness.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? args.splice(onlyAt, 2)[1] : undefined;
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 5;
const DIST = resolve(args[0] ?? join(ROOT, 'dist'));
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};
const ms = (x) => `${x.toFixed(1)} ms`;
const fixture = (name) => readFileSync(join(ROOT, 'tests', 'fixtures', name), 'utf8').trim();

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

/**
 * Installed before the page's scripts: the time spent in the address's writes and in the
 * storage's reads and writes, added up in `window.__io` (ms), and the longest value written.
 */
const WATCH_IO = () => {
  window.__io = { url: 0, storage: 0, longest: 0 };
  const timed = (proto, name, kind, long) => {
    const original = proto[name];
    proto[name] = function (...a) {
      const t = performance.now();
      try {
        return original.apply(this, a);
      } finally {
        window.__io[kind] += performance.now() - t;
        if (long !== undefined) window.__io.longest = Math.max(window.__io.longest, String(a[long] ?? '').length);
      }
    };
  };
  timed(History.prototype, 'replaceState', 'url');
  timed(History.prototype, 'pushState', 'url');
  timed(Storage.prototype, 'getItem', 'storage');
  timed(Storage.prototype, 'setItem', 'storage', 1);
};

/**
 * Plays one move of the side to move by clicks; returns { dom, frame, url, storage, record },
 * measured in the page: the click on the destination to the next turn on the status line, to
 * the next frame after it, the time in the address's and the storage's calls until the address
 * and the list follow, and the longest value stored meanwhile. Marks `sternhalma-move` and `sternhalma-moved` bound the move
 * in a trace.
 */
async function timedMove(page) {
  const player = await page.$eval('.board-area .movable[data-player]', (e) => e.dataset.player);
  const cells = await page.$$eval(`.board-area .movable[data-player="${player}"]`, (els) => els.map((e) => e.dataset.cell));
  for (const cell of cells) {
    await page.click(`.board-area [data-player="${player}"][data-cell="${cell}"]`);
    await page.waitForSelector(`.board-area .hole.selected[data-cell="${cell}"]`, { state: 'attached' });
    const dests = await page.$$eval('.board-area .hole.move-dest', (els) => els.map((e) => e.dataset.cell));
    if (dests.length === 0) continue;
    await page.evaluate(() => {
      window.__move = null;
      const status = document.querySelector('#status');
      const root = document.documentElement;
      const before = status.textContent;
      let start;
      let dom;
      let frame;
      addEventListener(
        'click',
        () => {
          start = performance.now();
          performance.mark('sternhalma-move');
          Object.assign(window.__io, { url: 0, storage: 0, longest: 0 });
        },
        { capture: true, once: true },
      );
      // Done when the status changed, a frame followed, and the address and the list hold the
      // move (the write runs in a task after the one that drew the move).
      const done = () => {
        if (frame === undefined || root.dataset.sync !== 'idle') return;
        sync.disconnect();
        // The frame after the write, so that the trace holds all the move's work.
        requestAnimationFrame(() =>
          setTimeout(() => {
            performance.mark('sternhalma-moved');
            window.__move = { dom, frame, url: window.__io.url, storage: window.__io.storage, record: window.__io.longest };
          }),
        );
      };
      const sync = new MutationObserver(done);
      sync.observe(root, { attributes: true, attributeFilter: ['data-sync'] });
      const shown = new MutationObserver(() => {
        if (status.textContent === before) return;
        shown.disconnect();
        dom = performance.now() - start;
        requestAnimationFrame(() =>
          setTimeout(() => {
            frame = performance.now() - start;
            done();
          }),
        );
      });
      shown.observe(status, { childList: true, subtree: true, characterData: true });
    });
    await page.click(`.board-area .hole.move-dest[data-cell="${dests[0]}"]`);
    await page.waitForFunction(() => window.__move);
    const result = await page.evaluate(() => window.__move);
    // The move's animation ends before the next one.
    await page.waitForSelector('svg.board[data-animating="false"]', { state: 'attached' });
    return result;
  }
  throw new Error(`player ${player} has no move`);
}

/** Collects a Chromium trace of the page while `body` runs; returns its events. */
async function traced(page, body) {
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  const complete = new Promise((ok) => cdp.once('Tracing.tracingComplete', ok));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['devtools.timeline', 'blink.user_timing', 'toplevel'] },
    transferMode: 'ReportEvents',
  });
  try {
    await body();
  } finally {
    await cdp.send('Tracing.end');
    await complete;
    await cdp.detach();
  }
  return events;
}

/**
 * The CPU (ms) of each move in `events` on two threads: the page's main thread, and the
 * browser's own main thread (where Chromium takes in the page's new address, among others): the
 * thread time of the outermost tasks of each thread that overlap a `sternhalma-move` …
 * `sternhalma-moved` span (a trace's clock is the same in every process).
 */
function moveCpu(events) {
  const marks = events.filter((e) => e.name === 'sternhalma-move' || e.name === 'sternhalma-moved').sort((a, b) => a.ts - b.ts);
  if (marks.length === 0) return { page: [], browser: [] };
  const threadName = new Map();
  const processName = new Map();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name') threadName.set(`${e.pid}:${e.tid}`, e.args.name);
    if (e.ph === 'M' && e.name === 'process_name') processName.set(e.pid, e.args.name);
  }
  const pageThread = `${marks[0].pid}:${marks[0].tid}`;
  const browserThread = [...threadName].find(([k, name]) => name === 'CrBrowserMain' && processName.get(Number(k.split(':')[0])) === 'Browser')?.[0];
  /** The outermost tasks of `thread`, in order. */
  const tasksOf = (thread) => {
    const tasks = events
      .filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'))
      .sort((a, b) => a.ts - b.ts);
    const top = [];
    for (const t of tasks) if (top.length === 0 || t.ts >= top.at(-1).ts + top.at(-1).dur) top.push(t);
    return top;
  };
  const spans = [];
  for (let i = 0; i + 1 < marks.length; i++) {
    if (marks[i].name === 'sternhalma-move' && marks[i + 1].name === 'sternhalma-moved') spans.push([marks[i].ts, marks[i + 1].ts]);
  }
  const cpu = (top) =>
    spans.map(([from, to]) => top.filter((t) => t.ts + t.dur >= from && t.ts <= to).reduce((sum, t) => sum + (t.tdur ?? t.dur), 0) / 1000);
  return { page: cpu(tasksOf(pageThread)), browser: browserThread === undefined ? [] : cpu(tasksOf(browserThread)) };
}

/** Part 1: a move in games of 100 and 20,000 moves, for 2, 3, 4 and 6 players. */
async function moves(server) {
  const MOVES = 4;
  const rows = [];
  for (const players of [2, 3, 4, 6]) {
    for (const length of [100, 20000]) {
      const link = fixture(`long-game-p${players}-${length}.txt`);
      const m = { dom: [], frame: [], cpu: [], browserCpu: [], url: [], storage: [], record: [] };
      for (let run = 0; run < RUNS; run++) {
        const browser = await launch();
        try {
          const page = await browser.context.newPage();
          await page.addInitScript(WATCH_IO);
          await page.goto(server.url);
          await page.waitForSelector('.board-area [data-player]');
          await page.evaluate(() => localStorage.clear());
          await page.goto('about:blank');
          await page.goto(`${server.url}#${link}`);
          await page.waitForSelector('html[data-sync="idle"]', { state: 'attached' });
          // One move to warm up (the first write of the record starts it in the list).
          await timedMove(page);
          const events = await traced(page, async () => {
            for (let i = 0; i < MOVES; i++) {
              const r = await timedMove(page);
              m.dom.push(r.dom);
              m.frame.push(r.frame);
              m.url.push(r.url);
              m.storage.push(r.storage);
              m.record.push(r.record);
            }
          });
          const cpu = moveCpu(events);
          m.cpu.push(...cpu.page);
          m.browserCpu.push(...cpu.browser);
        } finally {
          await browser.close();
        }
      }
      rows.push({ players, length, ...Object.fromEntries(Object.entries(m).map(([k, v]) => [k, median(v)])) });
    }
  }
  console.log(`\nA move by clicks in headless Chromium (standard board; medians of ${MOVES} moves in each of ${RUNS} fresh profiles)\n`);
  console.log('| players | moves | click → next turn shown (next frame) | page main thread, CPU | of it: address, storage (wall) | browser main thread, CPU | record |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.players} | ${r.length.toLocaleString('en')} | ${ms(r.dom)} (${ms(r.frame)}) | ${ms(r.cpu)} | ${ms(r.url)}, ${ms(r.storage)} | ${ms(r.browserCpu)} | ${r.record.toLocaleString('en')} chars |`,
    );
  }
}

/** Plays one move of the side to move; returns [to DOM, to next frame] in ms, measured in the page. */
async function legacyMove(page) {
  const r = await timedMove(page);
  return [r.dom, r.frame];
}

/** Part 2: six players on the 253-hole board, start-up and moves. */
async function six(server) {
  const rows = [];
  for (const plies of [100, 2000, 20000]) {
    const link = fixture(`long-game-${plies}.txt`);
    const open = { board: [], painted: [], reopen: [] };
    const selects = [];
    const moves = { dom: [], frame: [] };
    for (let run = 0; run < RUNS; run++) {
      const browser = await launch();
      try {
        const page = await browser.context.newPage();
        await page.addInitScript(WATCH_BOARD);
        await page.addInitScript(WATCH_IO);
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
          const [dom, frame] = await legacyMove(page);
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
  console.log(`\nLong games in headless Chromium (six players, 253 holes; medians of ${RUNS} fresh profiles)\n`);
  console.log('| plies | link | start-up to board (painted) | autosave reopen (painted) | select → highlight | move → next turn (next frame) |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.plies} | ${r.chars} chars | ${ms(r.board)} (${ms(r.painted)}) | ${ms(r.reopen)} | ${ms(r.select)} | ${ms(r.moveDom)} (${ms(r.moveFrame)}) |`,
    );
  }
}

const server = await serve(DIST);
try {
  if (only === undefined || only === 'moves') await moves(server);
  if (only === undefined || only === 'six') await six(server);
} finally {
  await server.close();
}
