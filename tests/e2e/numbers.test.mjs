// The analysis' numbers checked in the browser, ply by ply through a committed two-player game:
// a seat's moves to finish never rise by more than 3 after its own move, and the headline's
// lead (`#analysis[data-lead]`) is the best move's (the first `.best-moves li[data-lead]`).
// Reported, never asserted: the time from a position change to its first analysis result
// (median over the game's plies) and the time of a full review of a 100-move two-player game
// (docs/speed.md, "Analysis and review in the browser").
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve, launch, openGame, waitInPage, chooseLanguage } from './harness.mjs';

// A two-player game of 36 plies (the levels' play, committed in the brief of this test).
const GAME = 'g2.AAYAJCJC.QaSLBtwJA5QdYFOFqAlB5wDcBSBawPsBjhpUE6gM';
// The depth each ply waits for (or the search's end): deep enough for a best line of both
// sides' moves, shallow enough to keep the walk through the game short.
const DEPTH = 3;

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

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** The ply on screen: the current row of the move list (0 at the start). */
const plyShown = (page) =>
  page.evaluate(() => Number(document.querySelector('#move-list li.current')?.dataset.ply ?? 0));

/**
 * Waits for the analysis of the position after `ply` plies to reach `DEPTH` (or to end), and
 * reads its figures from one report: the side to move's lead, the best move's lead, every
 * seat's moves to finish.
 */
const analysisAt = (page, ply) =>
  waitInPage(
    page,
    ({ ply, depth }) => {
      const current = Number(document.querySelector('#move-list li.current')?.dataset.ply ?? 0);
      const a = document.querySelector('#analysis');
      if (current !== ply || !a || a.hasAttribute('aria-busy')) return false;
      if (!(Number(a.dataset.depth) >= depth || a.dataset.done === 'true')) return false;
      const best = a.querySelector('.best-moves li[data-lead]');
      const finish = {};
      for (const e of a.querySelectorAll('.finish [data-finish][data-seat]')) finish[e.dataset.seat] = Number(e.dataset.finish);
      return {
        depth: Number(a.dataset.depth),
        lead: a.dataset.lead === undefined ? null : Number(a.dataset.lead),
        leadText: a.dataset.lead ?? null,
        best: best ? { move: best.dataset.move, lead: Number(best.dataset.lead), text: best.dataset.lead } : null,
        finish,
      };
    },
    { ply, depth: DEPTH },
    { timeout: 60000, polling: 50 },
  );

test('through a game ply by ply: moves to finish never jump after a seat\'s own move, the headline\'s lead is the best move\'s', async () => {
  const { page, errors } = await openGame(browser.context, `${server.url}#${GAME}`);
  await page.waitForSelector('#move-list li[data-ply]');
  const plies = await page.$$eval('#move-list li[data-ply]', (els) => Math.max(...els.map((e) => Number(e.dataset.ply))));
  assert.ok(plies >= 30, `the game's plies: ${plies}`);
  await page.click('#analyse');
  await page.waitForSelector('#analysis');
  // The review keys act from anywhere but the board, a list, a field or a dialog.
  const key = async (k) => {
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press(k);
  };
  // The page's own clock: from the key that changes the position to the first report of the
  // new position (its first iteration).
  await page.evaluate(() => {
    window.__firsts = [];
    let pressed = null;
    addEventListener('keydown', () => (pressed = performance.now()), true);
    new MutationObserver(() => {
      const a = document.querySelector('#analysis');
      if (pressed !== null && a && !a.hasAttribute('aria-busy') && Number(a.dataset.depth) >= 1) {
        window.__firsts.push(performance.now() - pressed);
        pressed = null;
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await key('Home');
  await waitInPage(page, () => !document.querySelector('#move-list li.current'));
  const t0 = Date.now();
  let before = await analysisAt(page, 0);
  const rises = [];
  const gaps = [];
  let lastSeat = '1';
  let largest = -Infinity;
  let compared = 0;
  for (let ply = 0; ply <= plies; ply++) {
    if (ply > 0) {
      // Who plays ply `ply`: the seat of the peg on its first hole (none for a pass).
      const seen = await page.evaluate((ply) => {
        const row = document.querySelector(`#move-list li[data-ply="${ply}"]`);
        if (!row) return undefined;
        if (row.classList.contains('pass')) return null;
        const from = row.querySelector('.text').textContent.split('-')[0];
        return document.querySelector(`.board-area g.peg[data-cell="${from}"]`)?.dataset.player ?? null;
      }, ply);
      // (A row out of the list's view: two seats take turns.)
      const seat = seen === undefined ? (lastSeat === '0' ? '1' : '0') : seen;
      if (seat !== null) lastSeat = seat;
      await key('ArrowRight');
      const after = await analysisAt(page, ply);
      // Only the seat that moved: the other's figure may move either way (its race changed
      // under it).
      const rise = seat === null ? 0 : after.finish[seat] - before.finish[seat];
      largest = Math.max(largest, rise);
      if (rise > 3) rises.push(`ply ${ply}, seat ${seat}: ${before.finish[seat]} → ${after.finish[seat]}`);
      before = after;
    }
    const a = before;
    if (a.best && a.lead !== null) compared += 1;
    if (a.best && a.lead !== null && Math.abs(a.lead - a.best.lead) > 0.1 + 1e-9) {
      gaps.push(`ply ${ply} (depth ${a.depth}): headline ${a.leadText}, best move ${a.best.move} ${a.best.text}`);
    }
    assert.equal(Object.keys(a.finish).length, 2, `every seat's moves to finish at ply ${ply}`);
  }
  const firsts = await page.evaluate(() => window.__firsts);
  console.log(
    `# ${plies + 1} positions analysed to depth ${DEPTH} in ${((Date.now() - t0) / 1000).toFixed(1)} s; ` +
      `first analysis result after a position change, in the page: median ${median(firsts).toFixed(0)} ms ` +
      `(min ${Math.min(...firsts).toFixed(0)}, max ${Math.max(...firsts).toFixed(0)}, ${firsts.length} changes); ` +
      `largest rise of a seat's moves to finish after its own move: ${largest.toFixed(1)}`,
  );
  assert.ok(compared >= plies, `a headline lead and a best move at (nearly) every ply: ${compared}`);
  assert.deepEqual(rises, [], 'moves to finish rising by more than 3 after the seat\'s own move');
  assert.deepEqual(gaps, [], 'the headline\'s lead differs from the best move\'s');
  assert.deepEqual(errors, []);
  await page.close();
});

test('decimal numbers have a point in English and a comma in Danish and Bulgarian; data-* attributes keep the point', async () => {
  const { page, errors } = await openGame(browser.context, `${server.url}#${GAME}`);
  await page.click('#analyse');
  await page.waitForSelector('#analysis .best-moves li[data-lead] .lead');
  for (const [lang, separator] of [['en', '.'], ['da', ','], ['bg', ','], ['en', '.']]) {
    await chooseLanguage(page, lang);
    const shown = await waitInPage(
      page,
      (separator) => {
        const finish = [...document.querySelectorAll('#analysis .finish [data-finish]')].map((e) => ({
          data: e.dataset.finish,
          text: e.querySelector('.n').textContent,
        }));
        const leads = [...document.querySelectorAll('#analysis .best-moves li[data-lead]')].map((e) => ({
          data: e.dataset.lead,
          text: e.querySelector('.lead').textContent,
          title: e.querySelector('.lead').title,
        }));
        const all = [...finish, ...leads];
        return all.length > 0 && all.every((x) => x.text.includes(separator)) && { finish, leads, lead: document.querySelector('#analysis').dataset.lead };
      },
      separator,
    );
    for (const x of [...shown.finish, ...shown.leads]) {
      assert.match(x.data, /^[+-]?\d+\.\d$/, `${lang}: data-* with a point`);
      assert.equal(x.text, x.data.replace('.', separator), `${lang}: the text is the attribute with the language's separator`);
    }
    for (const x of shown.leads) assert.ok(x.title.includes(x.text), `${lang}: the lead's title says it: ${x.title}`);
    assert.match(shown.lead, /^[+-]?\d+\.\d$/);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('the analysis on a phone in Danish and Bulgarian: nothing wider than the window (screenshots saved)', async () => {
  const shots = join(import.meta.dirname, '..', '..', 'target', 'screenshots');
  mkdirSync(shots, { recursive: true });
  const phone = await launch({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    const { page, errors } = await openGame(phone.context, `${server.url}#${GAME}`);
    await page.tap('#analyse');
    await page.waitForSelector('#analysis .best-moves li[data-lead]');
    for (const lang of ['da', 'bg']) {
      await chooseLanguage(page, lang);
      await waitInPage(page, () => document.querySelector('#analysis .finish .n')?.textContent.includes(','));
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('#analysis-panel *, #analysis-strip *, #status, #move-number')]
          .filter((e) => e.getBoundingClientRect().right > innerWidth + 0.5)
          .map((e) => `${e.tagName.toLowerCase()}.${e.className?.baseVal ?? e.className}: ${e.textContent.slice(0, 40)}`),
      );
      assert.deepEqual(wide, [], `${lang}: nothing past the window's right edge`);
      await page.locator('#analysis').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(shots, `numbers-analysis-390-${lang}.png`) });
      await page.locator('#analysis-strip').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(shots, `numbers-strip-390-${lang}.png`) });
    }
    // The review's figures, and the games list's count of moves beside the panel's turns.
    await page.tap('#review-game');
    await waitInPage(
      page,
      () => {
        const p = document.querySelector('#review-progress');
        return p && p.getAttribute('aria-valuenow') === p.getAttribute('aria-valuemax');
      },
      null,
      { timeout: 120000, polling: 250 },
    );
    for (const [lang, moves, turn] of [['da', '36 træk', 'Tur 37'], ['bg', '36 хода', 'Ход 37']]) {
      await chooseLanguage(page, lang);
      assert.equal(await page.textContent('#move-number'), turn, `${lang}: the turn about to be played`);
      await page.locator('#review').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(shots, `numbers-review-390-${lang}.png`) });
      await page.tap('#your-games');
      await page.waitForSelector('#games-dialog[data-ready="true"]');
      const detail = await page.textContent('#games-list li[data-game] .detail');
      assert.ok(detail.includes(moves), `${lang}: the games list counts the game's moves: ${detail}`);
      await page.screenshot({ path: join(shots, `numbers-games-390-${lang}.png`) });
      await page.keyboard.press('Escape');
      await page.waitForSelector('#games-dialog', { state: 'detached' });
    }
    assert.deepEqual(errors, []);
  } finally {
    await phone.close();
  }
});

test('a full review of a 100-move two-player game (its duration reported)', async () => {
  const link = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'long-game-p2-100.txt'), 'utf8').trim();
  const { page, errors } = await openGame(browser.context, `${server.url}#${link}`);
  await page.waitForSelector('#move-list li[data-ply]');
  const t0 = Date.now();
  await page.click('#review-game');
  await page.waitForSelector('#review-progress[role="progressbar"]');
  const total = Number(await page.$eval('#review-progress', (e) => e.getAttribute('aria-valuemax')));
  await waitInPage(
    page,
    () => {
      const p = document.querySelector('#review-progress');
      return p.getAttribute('aria-valuenow') === p.getAttribute('aria-valuemax');
    },
    null,
    { timeout: 180000, polling: 100 },
  );
  console.log(`# full review of ${total} moves (two players) in Chromium: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  assert.ok(total >= 80 && total <= 100, `moves reviewed: ${total}`);
  assert.deepEqual(errors, []);
  await page.close();
});
