// Start-up of two builds, loads alternating between them (reported, never asserted): the
// playable board (the early board's or the game's, as scripts/bench-start.mjs counts it) and
// the game's own board playable, first visits and a game link, at full speed and with the CPU
// slowed down 4×, medians of RUNS fresh profiles. OTHER is another build's dist/ (a worktree of
// an earlier commit built with scripts/bundle.sh), compared with this checkout's dist/.
//
//   node scripts/bench-start-ab.mjs OTHER [RUNS]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';
const LINK = '#g2.AAYAJCJC.QaSLBtwJA5QdYFOFqAlB5wDcBSBawPsBjhpUE6gM';
const WATCH = () => {
  const m = (window.__start = {});
  const look = () => {
    const now = performance.now();
    if (m.game === undefined && document.querySelector('svg.board .movable[data-player], #welcome[open]')) m.game = now;
    if (m.early === undefined && document.querySelector('#boot[data-early="on"] .early-peg.movable, #boot[data-early="on"] dialog[data-early], svg.board .movable[data-player], #welcome[open]')) m.early = now;
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'open', 'data-early'] });
};
async function load(url, slow) {
  const profile = mkdtempSync(join(tmpdir(), 'ab-'));
  const ctx = await chromium.launchPersistentContext(profile, { executablePath: '/usr/bin/chromium', headless: true, viewport: { width: 1366, height: 768 },
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'] });
  try {
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    await page.addInitScript(WATCH);
    if (slow) { const cdp = await ctx.newCDPSession(page); await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 }); }
    await page.goto(url);
    await page.waitForFunction(() => window.__start?.game !== undefined, null, { timeout: 60000, polling: 20 });
    return await page.evaluate(() => window.__start);
  } finally { await ctx.close(); rmSync(profile, { recursive: true, force: true }); }
}
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor((s.length - 1) / 2)]; };
if (!process.argv[2]) {
  console.error('usage: node scripts/bench-start-ab.mjs OTHER_DIST [RUNS]');
  process.exit(1);
}
const old = await serve(process.argv[2], { prefix: '/' });
const now = await serve(join(import.meta.dirname, '..', 'dist'), { prefix: '/' });
const runs = Number(process.argv[3] ?? 9);
for (const slow of [false, true]) {
  const r = { old: { first: [], link: [] }, now: { first: [], link: [] } };
  for (let i = 0; i < runs; i++) for (const [k, s] of [['old', old], ['now', now]]) {
    r[k].first.push(await load(s.url, slow));
    r[k].link.push(await load(s.url + LINK, slow));
  }
  for (const k of ['old', 'now']) for (const w of ['first', 'link']) {
    const ms = (key) => median(r[k][w].map((x) => x[key])).toFixed(0);
    console.log(`${slow ? 'CPU 4× slower' : 'full speed'}, ${k === 'old' ? 'other' : 'this'} build, ${w === 'first' ? 'first visit' : 'game link'}: playable ${ms('early')} ms, the game's board ${ms('game')} ms`);
  }
}
await old.close(); await now.close();
