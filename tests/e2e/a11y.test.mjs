// Every screen of the game passes axe-core's accessibility rules (colour contrast, names and
// roles, landmarks, dialogs …) with no violation: the first visit, a game in progress, each
// card and dialog, the analysis, a review, the result, on the laptop and the phone, light and
// dark, in three languages. A violation is printed with the elements it is about.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, watchErrors, axeViolations, moreRules, chooseLanguage } from './harness.mjs';

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
// Seat 0 is one step (e8-d4) from filling its goal.
const ONE_MOVE_FROM_THE_END = 't1.p2/0:k1-10/3:a1.b1-2.c1-3.d1-3.e8/0';

let server;
before(async () => {
  server = await serve();
});
after(async () => {
  await server?.close();
});

/** Plays `n` moves by clicks (or taps): each time the first peg of the side to move with an empty destination. */
async function play(page, n, tap = false) {
  const press = (s) => (tap ? page.tap(s) : page.click(s));
  for (let i = 0; i < n; i++) {
    const before = await page.$$eval('#move-list li[data-ply]', (e) => e.length);
    for (const cell of await page.$$eval('.board-area .peg.movable', (els) => els.map((e) => e.dataset.cell))) {
      await press(`.board-area .peg[data-cell="${cell}"]`);
      const dest = await page.$$eval('.board-area .hole.move-dest.step', (els) =>
        els.map((e) => e.dataset.cell).find((c) => !document.querySelector(`.board-area .peg[data-cell="${c}"]`)),
      );
      if (!dest) continue;
      await press(`.board-area .hole[data-cell="${dest}"]`);
      await page.waitForFunction((b) => document.querySelectorAll('#move-list li[data-ply]').length > b, before);
      break;
    }
  }
}

/** Asserts that the page as it is now passes axe-core, naming the screen. */
async function passes(page, screen) {
  await page.waitForSelector('svg.board[data-animating="false"]');
  const violations = await axeViolations(page);
  assert.deepEqual(violations, [], `${screen}:\n  ${violations.join('\n  ')}`);
}

for (const scheme of ['light', 'dark']) {
  for (const [viewport, device] of [
    [LAPTOP, 'laptop'],
    [PHONE, 'phone'],
  ]) {
    test(`every screen passes axe-core: ${device}, ${scheme}`, async () => {
      const touch = device === 'phone';
      const browser = await launch({ welcome: true, viewport, colorScheme: scheme, hasTouch: touch, isMobile: touch });
      const page = await browser.context.newPage();
      const errors = watchErrors(page);
      const at = (name) => `${device} ${scheme}: ${name}`;
      try {
        await page.goto(server.url);
        await page.waitForSelector('#welcome[data-ready="true"]');
        await passes(page, at('first visit, the welcome card'));
        await page.click('#pass-and-play');
        await page.waitForSelector('#welcome', { state: 'detached' });
        await play(page, 6, touch);
        await passes(page, at('mid-game'));
        // A selection, with its destinations.
        await page.click('.board-area .peg.movable');
        await passes(page, at('a peg selected'));
        await page.keyboard.press('Escape');
        // The analysis (on the phone, its strip under the board too).
        await page.keyboard.press('a');
        await page.waitForSelector('#analysis:not([data-depth="0"]) [data-move]');
        await passes(page, at('the analysis'));
        await page.keyboard.press('a');
        await page.waitForSelector('#analysis', { state: 'detached' });
        // The cards and dialogs.
        await page.click('#how-to');
        await page.waitForSelector('#how-to-card[data-ready="true"]');
        await passes(page, at('how to play'));
        await page.keyboard.press('Escape');
        await page.waitForSelector('#how-to-card', { state: 'detached' });
        await page.click('#new-game');
        await page.waitForSelector('#new-game-box[data-ready="true"]');
        await passes(page, at('the new-game form'));
        await moreRules(page);
        await passes(page, at('the new-game form, more rules'));
        await page.keyboard.press('Escape');
        await page.waitForSelector('#new-game-box', { state: 'detached' });
        await page.click('#your-games');
        await page.waitForSelector('dialog[data-ready="true"]');
        await passes(page, at('your games'));
        await page.keyboard.press('Escape');
        await page.waitForSelector('dialog', { state: 'detached' });
        await page.click('#puzzles');
        await page.waitForSelector('#puzzles-dialog[data-ready="true"] #puzzle[data-state="solving"]');
        await passes(page, at('the puzzles'));
        await page.keyboard.press('Escape');
        await page.waitForSelector('dialog', { state: 'detached' });
        // A review: the later moves dimmed in the list.
        await page.click('#move-list li[data-ply="2"] button');
        await page.waitForSelector('#replay-position');
        await passes(page, at('a review'));
        await page.click('#replay-exit');
        // A restart, with its message; the result of a finished game.
        await page.click('#restart');
        await page.waitForSelector('#restore-game');
        await passes(page, at('a restart and its message'));
        for (const lang of ['da', 'bg']) {
          await chooseLanguage(page, lang);
          await page.waitForFunction((l) => document.documentElement.lang === l, lang);
          await passes(page, at(`in ${lang}`));
        }
        await chooseLanguage(page, 'en');
        await page.goto(`${server.url}#${ONE_MOVE_FROM_THE_END}`);
        await page.waitForSelector('.board-area [data-cell="e8"][data-player]');
        await page.click('.board-area [data-player="0"][data-cell="e8"]');
        await page.click('.board-area .hole.move-dest[data-cell="d4"]');
        await page.waitForSelector('#result[data-ready="true"]');
        await passes(page, at('the result'));
        await page.click('#result-close');
        await passes(page, at('the finished game'));
        assert.deepEqual(errors, []);
      } finally {
        await browser.close();
      }
    });
  }
}
