// Start-up, measured (reported, never asserted): the game against the smallest Yew app that
// draws the same board (bench/minimal: 121 holes as SVG), in headless Chromium, fresh profiles
// (first visits), loads alternating between the two, medians. For each load, ms after
// navigation:
//   - board in the DOM: the first hole of a board (the game: its page's static board, else its
//     own; the minimal app: its first circle);
//   - board painted: the first frame after that;
//   - playable: the first screen takes a click: a peg of the side to move can be selected (a
//     `.movable` peg, opening a link), or on a first visit without a link the welcome card's
//     choices answer — on the early board (src/ui/early.rs: `#boot[data-early="on"]` and its
//     movable peg, or its card's choices) or the game's (`svg.board .movable`,
//     `#welcome[open]`), whichever comes first; the minimal app has no pegs: its board in the
//     DOM;
//   - the game's: the same on the game's own board (its module started);
// for a first visit without a link and with a game's link (LINK), and the same with the CPU
// slowed down 4× (Chromium's throttling, as a phone). The ratio column
// divides by the minimal app's board in the DOM. The download sizes are printed by
// scripts/postbuild.mjs at every build.
//
//   node scripts/bench-start.mjs [--runs N] [--slow]   (scripts/bench-start.sh builds both first)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';

const ROOT = resolve(import.meta.dirname, '..');
// A two-player game after 14 moves (the link of docs/links.md's example game).
const LINK = '#g2.AAYAJCJC.QaSLBtwJA5QdYFOFqAlB5wDcBSBawPsBjhpUE6gM';
const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(args[runsAt + 1]) : 7;
const SLOW_ONLY = args.includes('--slow');

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
};

/** Installed before the page's scripts: when a hole, then a movable peg, is first in the DOM. */
const WATCH = () => {
  const marks = (window.__start = {});
  const look = () => {
    const now = performance.now();
    if (marks.board === undefined && document.querySelector('svg circle.pit, svg.board [data-cell], svg.board circle.hole')) {
      marks.board = now;
      requestAnimationFrame(() => setTimeout(() => (marks.painted = performance.now())));
    }
    const game = 'svg.board .movable[data-player], #welcome[open]';
    if (marks.playable === undefined && document.querySelector(`${game}, #boot[data-early="on"] .early-peg.movable, #boot[data-early="on"] dialog[data-early]`)) {
      marks.playable = now;
    }
    if (marks.game === undefined && document.querySelector(game)) marks.game = now;
    if (marks.board !== undefined && marks.game !== undefined) observer.disconnect();
  };
  const observer = new MutationObserver(look);
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'open', 'data-early'] });
  document.addEventListener('DOMContentLoaded', look);
};

async function load(url, { slow, minimal }) {
  const profile = mkdtempSync(join(tmpdir(), 'sternhalma-start-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_BIN || '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1366, height: 768 },
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(WATCH);
    if (slow) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    await page.goto(url);
    await page.waitForFunction(
      (minimal) => window.__start?.painted !== undefined && (minimal || window.__start?.game !== undefined),
      minimal,
      { timeout: 60000, polling: 20 },
    );
    const m = await page.evaluate(() => window.__start);
    return { board: m.board, painted: m.painted, playable: minimal ? m.board : m.playable, game: minimal ? m.board : m.game };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const game = await serve(join(ROOT, 'dist'), { prefix: '/' });
const minimal = await serve(join(ROOT, 'bench', 'minimal', 'dist'), { prefix: '/' });
try {
  for (const slow of SLOW_ONLY ? [true] : [false, true]) {
    const samples = { minimal: [], game: [], link: [] };
    for (let i = 0; i < RUNS; i++) {
      samples.minimal.push(await load(minimal.url, { slow, minimal: true }));
      samples.game.push(await load(game.url, { slow, minimal: false }));
      samples.link.push(await load(`${game.url}${LINK}`, { slow, minimal: false }));
    }
    const base = median(samples.minimal.map((s) => s.board));
    console.log(`\n${slow ? 'CPU slowed down 4×' : 'full speed'}, ${RUNS} loads each, median ms after navigation (ratio to the minimal app's board in the DOM)`);
    console.log("| | board in the DOM | board painted | playable | the game's board playable |");
    console.log('|---|---|---|---|---|');
    const rows = [['minimal Yew app', samples.minimal], ['the game, first visit', samples.game], ['the game, a game link', samples.link]];
    for (const [name, list] of rows) {
      const cell = (key) => {
        const v = median(list.map((s) => s[key]));
        return `${v.toFixed(0)} (${(v / base).toFixed(2)}×)`;
      };
      console.log(`| ${name} | ${cell('board')} | ${cell('painted')} | ${cell('playable')} | ${cell('game')} |`);
    }
  }
} finally {
  await game.close();
  await minimal.close();
}
