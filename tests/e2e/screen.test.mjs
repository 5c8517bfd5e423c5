// What a player sees, on a 1366×768 laptop and a 390×844 phone, in three languages: the result
// card beside the finished board, messages that go once they no longer apply, buttons that
// never break inside a word, the move list in view in a review, a compact new-game form that
// shows what it kept from the last game, one way of counting turns and moves, the how-to
// card's marks as the board draws them, focus on the board after the welcome, the phone's
// welcome card whole in the window, the phone's analysis strip under the board, lines that do
// not wrap, the keyboard help only where there is a keyboard, "Send your move" only between
// people, the translations, a console without warnings, links damaged in their moves, and
// sound. Screenshots of the result, the new-game form, the phone's welcome card, analysis strip
// and hop path (light and dark) go to target/screenshots/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve, launch, watchErrors, moreRules, chooseLanguage, waitInPage, axeViolations, expectSoon, until } from './harness.mjs';

const SHOTS = resolve(import.meta.dirname, '..', '..', 'target', 'screenshots');
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
// Seat 0 is one step (e8-d4) from filling its goal (the top triangle).
const ONE_MOVE_FROM_THE_END = 't1.p2/0:k1-10/3:a1.b1-2.c1-3.d1-3.e8/0';
// The same position as a game: Player 1 (blue, to move) against the computer at level 3.
const ONE_MOVE_FROM_BEATING_LEVEL_3 = 'g2.AAYIA_4BAAAAAAAAAH_gAAAAAf-AAAA.';

let server;
before(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await serve();
});
after(async () => {
  await server?.close();
});

/**
 * A fresh browser at `viewport` and a page on `target` (default: the game), its language set
 * first when `lang` is given, `setup(context)` run before the page opens; `all` collects every
 * console message (warnings too).
 */
async function visit(viewport, { scheme = 'light', touch = false, target = server.url, lang, welcome = false, setup } = {}) {
  const browser = await launch({ welcome, viewport, colorScheme: scheme, hasTouch: touch, isMobile: touch });
  if (setup) await setup(browser.context);
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  const all = [];
  page.on('console', (m) => all.push(`${m.type()}: ${m.text()}`));
  if (lang) {
    await page.goto(server.url);
    await page.waitForSelector('main.app:not(#boot) .board-area [data-cell]');
    await page.evaluate((l) => localStorage.setItem('sternhalma.lang', l), lang);
    if (target === server.url) await page.reload();
    else await page.goto('about:blank');
  }
  if (page.url() !== target) await page.goto(target);
  // The game's own board with its pegs (not the page's skeleton, whose pegs are no `.peg`), and
  // no welcome card over it: \`launch\` closes it when an action sees it, and the pegs can only
  // be moved once it has gone (a \`$$eval\` is no such action).
  await page.waitForSelector('main.app:not(#boot) .board-area .peg[data-player]');
  if (!welcome) await page.locator('#welcome').waitFor({ state: 'detached' });
  return { browser, page, errors, all };
}

const shot = (page, name) => page.screenshot({ path: join(SHOTS, `${name}.png`) });
const plies = (page) => page.$$eval('#move-list li[data-ply]', (els) => Math.max(0, ...els.map((e) => +e.dataset.ply)));

/**
 * How many lines the text of the element at `selector` takes on screen (what its `::after`
 * adds counted too: a box taller than its text's lines is a line more).
 */
const lines = (page, selector) =>
  page.$eval(selector, (e) => {
    const range = document.createRange();
    range.selectNodeContents(e);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0);
    const tops = new Set(rects.map((r) => Math.round(r.top)));
    const style = getComputedStyle(e);
    const content = e.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    const line = Math.max(...rects.map((r) => r.height));
    const boxed = getComputedStyle(e, '::after').content === 'none' ? 0 : Math.round(content / line);
    return Math.max(tops.size, boxed);
  });

/** Plays one move of the side to move by clicks (or taps): its first peg with a destination. */
async function playOne(page, { tap = false, hop = false } = {}) {
  const press = (selector) => (tap ? page.tap(selector) : page.click(selector));
  const before = await plies(page);
  const cells = await page.$$eval('.board-area .peg.movable[data-player]', (els) => els.map((e) => e.dataset.cell));
  for (const cell of cells) {
    await press(`.board-area .peg[data-cell="${cell}"]`);
    await page.waitForSelector(`.board-area .hole.selected[data-cell="${cell}"]`, { timeout: 5000 });
    // (A finger's selection may zoom the board: the next tap waits for the view.)
    await page.waitForSelector(`svg.board[data-follows="${cell}"]`, { state: 'attached' });
    const dests = await page.$$eval(`.board-area .hole.move-dest${hop ? '.hop' : ''}`, (els) =>
      els.map((e) => e.dataset.cell).filter((c) => !document.querySelector(`.board-area .peg[data-cell="${c}"]`)),
    );
    if (dests.length === 0) continue;
    const dest = `.board-area .hole.move-dest[data-cell="${dests[0]}"]`;
    await press(dest);
    await page.waitForFunction(
      (n) => Math.max(0, ...[...document.querySelectorAll('#move-list li[data-ply]')].map((e) => +e.dataset.ply)) > n,
      before,
    );
    return;
  }
  throw new Error('no move found');
}

/** Finishes the game of ONE_MOVE_FROM_THE_END: seat 0's step home. */
async function finish(page) {
  await page.click('.board-area [data-player="0"][data-cell="e8"]');
  await page.click('.board-area .hole.move-dest[data-cell="d4"]');
  await page.waitForSelector('#result[data-ready="true"]');
}

test('the result card covers none of the board, on the laptop and the phone, light and dark', async () => {
  for (const [viewport, name] of [
    [LAPTOP, 'laptop'],
    [PHONE, 'phone'],
  ]) {
    for (const scheme of ['light', 'dark']) {
      const { browser, page, errors } = await visit(viewport, { scheme, touch: name === 'phone', target: `${server.url}#${ONE_MOVE_FROM_THE_END}` });
      try {
        await finish(page);
        const covered = () => page.evaluate(() => {
          const card = document.querySelector('#result').getBoundingClientRect();
          return [...document.querySelectorAll('.board-area .hole')]
            .filter((h) => {
              const r = h.getBoundingClientRect();
              return r.right > card.left && r.left < card.right && r.bottom > card.top && r.top < card.bottom;
            })
            .map((h) => h.dataset.cell);
        });
        await expectSoon(covered, [], `${name} ${scheme}: a card that covers no hole`);
        // The goal just filled is in view, pegs and all.
        const goal = () => page.$$eval('.board-area [data-player="0"]', (els) =>
          els.every((e) => {
            const r = e.getBoundingClientRect();
            return r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
          }),
        );
        await expectSoon(goal, true, `${name} ${scheme}: the winner's pegs on screen`);
        await shot(page, `${name}-result-${scheme}`);
        assert.deepEqual(errors, []);
      } finally {
        await browser.close();
      }
    }
  }
});

test('messages about the game before go with the next move; a restart says only what it kept', async () => {
  const { browser, page, errors } = await visit(LAPTOP, { welcome: true });
  try {
    await page.click('#pass-and-play');
    await page.waitForSelector('#welcome', { state: 'detached' });
    await expectSoon(() => page.textContent('#messages'), /Player 1 \(blue\) starts/);
    await playOne(page);
    await page.waitForFunction(() => document.querySelectorAll('#messages .message').length === 0);
    await playOne(page);
    await page.click('#restart');
    await page.waitForSelector('#restore-game');
    const messages = () => page.$$eval('#messages .message', (els) => els.map((e) => e.textContent));
    await until(messages, (texts) => texts.length === 1 && /A new game has started/.test(texts[0]), 'one message: a new game has started');
    // Once this game is under way the message goes, and Undo still brings the game back.
    await playOne(page);
    await page.waitForFunction(() => document.querySelectorAll('#messages .message').length === 0);
    await page.click('#undo');
    await page.click('#undo');
    await page.waitForSelector('#move-list li[data-ply="2"]');
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test('"Bring it back" and the other message buttons keep their words whole, in three languages, on both screens', async () => {
  for (const viewport of [LAPTOP, PHONE]) {
    for (const lang of ['en', 'da', 'bg']) {
      const { browser, page, errors } = await visit(viewport, { lang, touch: viewport === PHONE });
      try {
        await playOne(page);
        await page.click('#restart');
        await page.waitForSelector('#restore-game');
        await expectSoon(() => lines(page, '#restore-game'), 1, `${lang} ${viewport.width}: "Bring it back" on one line`);
        const dismiss = await page.$eval('#messages .dismiss', (e) => e.getBoundingClientRect().width);
        assert.ok(dismiss >= 24, 'the × keeps its size');
        assert.deepEqual(errors, []);
      } finally {
        await browser.close();
      }
    }
  }
});

test('a click in the move list keeps the list in view at 1366×768, the review panel above it', async () => {
  const { browser, page, errors } = await visit(LAPTOP);
  try {
    for (let i = 0; i < 14; i++) await playOne(page);
    await page.click('#move-list li[data-ply="5"] button');
    await page.waitForSelector('#replay-position');
    const seen = () => page.evaluate(() => {
      const side = document.querySelector('.side').getBoundingClientRect();
      const inside = (e) => {
        const r = e.getBoundingClientRect();
        return r.top >= Math.max(0, side.top) && r.bottom <= Math.min(innerHeight, side.bottom);
      };
      return {
        current: inside(document.querySelector('#move-list li.current')),
        rows: [...document.querySelectorAll('#move-list li[data-ply]')].filter(inside).length,
        exit: inside(document.querySelector('#replay-exit')),
        playButtons: ['#replay-first', '#replay-next', '#replay-play', '#make-main-line'].every((s) => inside(document.querySelector(s))),
      };
    });
    const view = await until(seen, (v) => v.current && v.rows >= 9 && v.exit && v.playButtons, 'the row clicked, nine rows and the review buttons in view');
    assert.ok(view.current, 'the row clicked is in view');
    assert.ok(view.rows >= 9, `${view.rows} rows of the list in view`);
    assert.ok(view.exit && view.playButtons, 'the review buttons are in view');
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test('the new-game form: compact, the boards told apart, what it kept from the last game shown and reset', async () => {
  for (const [viewport, name] of [
    [LAPTOP, 'laptop'],
    [PHONE, 'phone'],
  ]) {
    for (const scheme of ['light', 'dark']) {
      const { browser, page, errors } = await visit(viewport, { scheme, touch: name === 'phone' });
      try {
        await page.click('#new-game');
        await page.waitForSelector('#new-game-box[data-ready="true"]');
        // It fits the screen without scrolling, the start button in view.
        const fits = () => page.$eval('#new-game-box', (e) => [e.scrollHeight, e.clientHeight, e.getBoundingClientRect().bottom, innerHeight]);
        await until(fits, (fit) => fit[0] <= fit[1] && fit[2] <= fit[3], `${name}: the form in the window, unscrolled`);
        // The defaults are marked once; the larger board and the 15-peg game say which is which.
        const board = await page.textContent('#opt-size');
        assert.doesNotMatch(board, /standard\)?\s*\(default/i);
        assert.match(board, /Larger board: 181 holes, 15 pegs each/);
        assert.match(await page.textContent('#opt-pegs15'), /15 pegs each on the 121-hole board \(two players\)/);
        assert.equal(await page.$$eval('#config-changes', (e) => e.length), 0, 'nothing differs yet');
        assert.equal(await page.isVisible('#opt-resting'), false, 'the other rules wait under More rules');
        await shot(page, `${name}-new-game-${scheme}`);
        if (name === 'laptop' && scheme === 'light') {
          // A game of 15 pegs with filled triangles against the computer, level 4.
          await moreRules(page);
          await page.check('#opt-pegs15 input');
          await page.check('#opt-unused label:nth-of-type(2) input');
          await page.selectOption('.seat[data-seat="1"] select.kind', '4');
          await page.click('#start-game');
          await page.waitForSelector('#new-game-dialog', { state: 'detached' });
          // The next new game starts from it, and says so; More rules opens on what differs.
          await page.click('#new-game');
          await page.waitForSelector('#new-game-box[data-ready="true"]');
          const parts = [/15 pegs each/, /Unused triangles: Filled/, /Seat 2: Computer · Level 4/];
          await until(() => page.textContent('#config-changes'), (changes) => parts.every((part) => part.test(changes)), `the changes: ${parts}`);
          await expectSoon(() => page.$eval('#more-rules', (d) => d.open), true, 'More rules open');
          await expectSoon(() => page.textContent('#more-rules summary'), /2 changed/);
          await expectSoon(() => page.$$eval('.option.changed', (e) => e.map((x) => x.id).sort().join()), 'opt-pegs15,opt-unused');
          await page.click('#reset-defaults');
          await page.waitForSelector('#config-changes', { state: 'detached' });
          await expectSoon(() => page.$eval('.seat[data-seat="1"] select.kind', (e) => e.value), '0', 'seat 2 a person again');
          await expectSoon(() => page.isChecked('#opt-pegs15 input'), false, '10 pegs again');
          await page.click('#cancel-new-game');
        }
        // Danish and Bulgarian say "default" once too.
        if (name === 'laptop' && scheme === 'dark') {
          for (const lang of ['da', 'bg']) {
            await page.keyboard.press('Escape');
            await page.waitForSelector('#new-game-dialog', { state: 'detached' });
            await chooseLanguage(page, lang);
            await page.click('#new-game');
            await page.waitForSelector('#new-game-box[data-ready="true"]');
            const once = (text) => /121/.test(text) && text.match(/standard|стандарт|подразбиране/gi)?.length === 1;
            await until(() => page.textContent('#opt-size'), once, `${lang}: the boards, "default" once`);
          }
        }
        assert.deepEqual(errors, []);
      } finally {
        await browser.close();
      }
    }
  }
});

test('turns and moves are counted the same way in the panel, the review and the result card', async () => {
  const { browser, page, errors } = await visit(LAPTOP, { target: `${server.url}#${ONE_MOVE_FROM_THE_END}` });
  try {
    assert.equal(await page.textContent('#move-number'), 'Turn 1');
    // Away and back for both, then home: five turns, three of them Player 1's.
    for (const [from, to] of [
      ['e8', 'e9'],
      ['k1', 'j1'],
      ['e9', 'e8'],
      ['j1', 'k1'],
    ]) {
      await page.click(`.board-area .peg[data-cell="${from}"]`);
      await page.click(`.board-area .hole.move-dest[data-cell="${to}"]`);
      await page.waitForSelector(`.board-area .peg[data-cell="${to}"]`);
    }
    await expectSoon(() => page.textContent('#move-number'), 'Turn 5');
    await finish(page);
    await expectSoon(() => page.textContent('#move-number'), '5 turns');
    await expectSoon(() => page.textContent('#result .status-line'), /5 turns/);
    const moves = () => page.$$eval('#result .places li .detail', (els) => els.map((e) => /(\d+) moves?/.exec(e.textContent)[1]));
    await expectSoon(moves, ['3', '2'], 'three moves and two');
    await page.click('#result-replay');
    await page.waitForSelector('#replay-position');
    await page.waitForFunction(() => /After turn [1-5] of 5/.test(document.querySelector('#replay-position').textContent));
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test('analysis and review: what was asked for comes into view, nothing is wider than the phone, move names stay whole, learning only with a mistake', async () => {
  const inView = (page, selector) =>
    waitInPage(page, (sel) => {
      const r = document.querySelector(sel)?.getBoundingClientRect();
      return r !== undefined && r.height > 0 && r.top >= 0 && r.bottom <= innerHeight;
    }, selector);
  for (const viewport of [LAPTOP, PHONE]) {
    const touch = viewport === PHONE;
    const { browser, page, errors } = await visit(viewport, { touch, scheme: touch ? 'dark' : 'light' });
    const press = (selector) => (touch ? page.tap(selector) : page.click(selector));
    const where = `${viewport.width}×${viewport.height}`;
    try {
      // Sixteen moves: on the laptop the analysis panel is then below the side panel's fold,
      // and a review takes a few seconds.
      for (let i = 0; i < 16; i++) await playOne(page, { tap: touch });
      await press('#analyse');
      await page.waitForSelector('#analysis:not([data-depth="0"]) [data-move] button.move');
      await inView(page, '#analysis [data-move]');
      await press('#review-game');
      await inView(page, '#review-progress');
      if (touch) {
        // Back up to the board while the review runs: its end does not take the board away.
        const running = await page.evaluate(() => {
          scrollTo(0, 0);
          const bar = document.querySelector('#review-progress');
          return bar.getAttribute('aria-valuenow') !== bar.getAttribute('aria-valuemax');
        });
        assert.ok(running, 'the review still runs');
      }
      await page.waitForFunction(() => {
        const bar = document.querySelector('#review-progress');
        return bar && bar.getAttribute('aria-valuenow') === bar.getAttribute('aria-valuemax');
      }, null, { timeout: 60000 });
      if (touch) {
        assert.equal(await page.evaluate(() => scrollY), 0, 'the board is where the player left it');
        await page.evaluate(() => document.querySelector('#review-game').scrollIntoView({ block: 'center' }));
      }
      await page.waitForSelector('#analysis:not([data-depth="0"]) [data-move] button.move');
      const names = await page.$$eval('#analysis button.move', (els) => els.length);
      for (let i = 1; i <= names; i++) {
        await expectSoon(() => lines(page, `#analysis li:nth-child(${i}) button.move`), 1, `${where}: a best move's name on one line`);
      }
      const width = () => page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      await until(width, ([page, window]) => page <= window, `${where}: the page no wider than the window`);
      await shot(page, `analysis-review-${viewport.width}`);
      // "Learn from your mistakes" is offered only when it has a mistake to go to, and goes
      // there; else the review says there is none.
      if (await page.$('#learn-mistakes')) {
        await press('#learn-mistakes');
        await inView(page, '#learn-box');
      } else {
        await inView(page, '#review-game + #no-mistakes');
      }
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  }
});

test('the position editor is a modal card that fits the laptop and the phone, and Escape closes it', async () => {
  for (const viewport of [LAPTOP, PHONE]) {
    const touch = viewport === PHONE;
    const { browser, page, errors } = await visit(viewport, { touch });
    const where = `${viewport.width}×${viewport.height}`;
    try {
      await playOne(page, { tap: touch });
      await page.click('#edit-position');
      await page.waitForSelector('#position-editor-dialog[data-ready="true"]');
      await expectSoon(() => page.$eval('#position-editor-dialog', (d) => d.matches(':modal')), true, `${where}: modal`);
      const box = () =>
        page.$eval('#position-editor-dialog', (d) => {
          const r = d.getBoundingClientRect();
          return [r.left, r.top, r.right, r.bottom, innerWidth, innerHeight];
        });
      await until(box, (b) => b[0] >= 0 && b[1] >= 0 && b[2] <= b[4] && b[3] <= b[5], `${where}: the card in the window`);
      if (!touch) {
        // On the laptop the board and every control fit without scrolling the card.
        const bottoms = () =>
          page.$eval('#editor-close', (b) => [b.getBoundingClientRect().bottom, b.closest('dialog').getBoundingClientRect().bottom]);
        await until(bottoms, ([bottom, dialogBottom]) => bottom <= dialogBottom, `${where}: Cancel inside the card`);
      }
      assert.deepEqual(await axeViolations(page), [], `${where}: axe-core`);
      await page.keyboard.press('Escape');
      await page.waitForSelector('#position-editor-dialog', { state: 'detached' });
      await expectSoon(() => page.evaluate(() => document.activeElement?.id), 'edit-position', `${where}: focus back`);
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  }
});

test('how to play draws the last move as the board does: yellow rings joined by a line', async () => {
  const { browser, page, errors } = await visit(LAPTOP);
  try {
    await playOne(page);
    await page.click('#how-to');
    await page.waitForSelector('#how-to-card[data-ready="true"]');
    const text = await expectSoon(() => page.textContent('#how-to-card .legend'), /yellow rings joined by a line: the last move/);
    assert.doesNotMatch(text, /pale/);
    const colours = () => page.evaluate(() => {
      const style = (e, p) => getComputedStyle(e)[p];
      const mark = document.querySelector('#how-to-card .legend-mark.last-move');
      return [
        [style(mark.querySelector('.ring'), 'stroke'), style(mark.querySelector('.path'), 'stroke')],
        [style(document.querySelector('.board .hole.last-move circle.mark'), 'stroke'), style(document.querySelector('.board .last-path'), 'stroke')],
      ];
    });
    await until(colours, ([legend, board]) => isDeepStrictEqual(legend, board), "the legend in the board's colours");
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test('Escape on the welcome card puts the focus on the board', async () => {
  const { browser, page, errors } = await visit(LAPTOP, { welcome: true });
  try {
    await page.waitForSelector('#welcome[data-ready="true"]');
    await page.keyboard.press('Escape');
    await page.waitForSelector('#welcome', { state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.closest('svg.board') !== null);
    // The keyboard plays from there.
    await page.keyboard.press('n');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.board-area .hole.selected');
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test('the phone\'s welcome card shows every button without a scroll, in three languages, light and dark', async () => {
  for (const lang of ['en', 'da', 'bg']) {
    for (const scheme of ['light', 'dark']) {
      const { browser, page, errors } = await visit(PHONE, { welcome: true, lang, scheme, touch: true });
      try {
        await page.waitForSelector('#welcome[data-ready="true"]');
        const read = () => page.evaluate(() => {
          const d = document.querySelector('#welcome');
          const outside = [...d.querySelectorAll('button')]
            .map((b) => [b.id || b.textContent.trim(), b.getBoundingClientRect()])
            .filter(([, r]) => r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth)
            .map(([name, r]) => `${name} at ${Math.round(r.top)}–${Math.round(r.bottom)}`);
          return { buttons: d.querySelectorAll('button').length, outside, scroll: d.scrollHeight, client: d.clientHeight };
        });
        const where = `390×844, ${lang}, ${scheme}`;
        const fits = (c) => c.buttons >= 10 && c.outside.length === 0 && c.scroll <= c.client;
        const card = await until(read, fits, `${where}: every button of the card in the window, no scroll`);
        assert.ok(card.buttons >= 10, `${where}: six levels, pass and play, how to play, more, close`);
        assert.deepEqual(card.outside, [], `${where}: every button in the window`);
        assert.ok(card.scroll <= card.client, `${where}: the card needs no scroll (${card.scroll} px in ${card.client})`);
        await shot(page, `welcome-390-${lang}-${scheme}`);
        assert.deepEqual(errors, []);
      } finally {
        await browser.close();
      }
    }
  }
});

test('with the analysis on, a phone shows its best move and headline in a strip under the board; a laptop shows none', async () => {
  for (const viewport of [PHONE, LAPTOP]) {
    const phone = viewport === PHONE;
    const where = `${viewport.width}×${viewport.height}`;
    const { browser, page, errors } = await visit(viewport, { scheme: phone ? 'dark' : 'light' });
    try {
      for (let i = 0; i < 4; i++) await playOne(page);
      await page.evaluate(() => scrollTo(0, 0));
      await page.keyboard.press('a');
      await page.waitForSelector('#analysis:not([data-depth="0"]) [data-move]');
      if (!phone) {
        await expectSoon(() => page.locator('#analysis-strip').isVisible(), false, `${where}: no strip beside the board`);
        assert.deepEqual(errors, []);
        continue;
      }
      await page.waitForSelector('#analysis-strip[data-move]:not([data-move=""])');
      // The search has ended: the best move tapped below stays the best move between two taps.
      await page.waitForSelector('#analysis[data-done]', { state: 'attached' });
      // Read in one go: the strip and the panel draw the same report in the same render.
      const read = () => page.evaluate(() => {
        const box = (s) => {
          const r = document.querySelector(s).getBoundingClientRect();
          return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
        };
        return {
          board: box('.board-area svg.board'),
          strip: box('#analysis-strip'),
          window: { width: innerWidth, height: innerHeight },
          best: document.querySelector('#analysis-strip').dataset.move,
          shown: document.querySelector('#analysis-strip .move').textContent,
          panelBest: document.querySelector('#analysis [data-move]').dataset.move,
          headline: document.querySelector('#analysis-strip .headline').textContent,
          panelHeadline: document.querySelector('#analysis .lead-text strong').textContent,
        };
      });
      const inWindow = (r, w) => r.bottom > r.top && r.top >= 0 && r.left >= 0 && r.bottom <= w.height && r.right <= w.width;
      const seen = await until(
        read,
        (v) => inWindow(v.board, v.window) && inWindow(v.strip, v.window) && v.strip.top >= v.board.bottom && v.best === v.panelBest,
        `${where}: the board, and the strip under it with the panel's best move, in the window`,
      );
      for (const name of ['board', 'strip']) {
        const r = seen[name];
        assert.ok(r.bottom > r.top && r.top >= 0 && r.left >= 0 && r.bottom <= seen.window.height && r.right <= seen.window.width,
          `${where}: the ${name} in the window: ${JSON.stringify(r)}`);
      }
      assert.ok(seen.strip.top >= seen.board.bottom, `${where}: the strip under the board`);
      assert.equal(seen.best, seen.panelBest, `${where}: the panel's best move`);
      assert.equal(seen.shown, seen.best);
      assert.equal(seen.headline, seen.panelHeadline, `${where}: the panel's headline`);
      await shot(page, 'analysis-strip-390');
      // The best move, tapped under the board: shown first (on the board, nothing played), then
      // played by a second tap.
      const before = await plies(page);
      await page.click('#analysis-strip button.move');
      await page.waitForSelector('#analysis-strip button.move.picked');
      await page.waitForSelector('svg.board polyline.preview-path');
      assert.equal(await plies(page), before, `${where}: the first tap does not play`);
      await page.click('#analysis-strip button.move.picked');
      await until(() => plies(page), (n) => n > before, `${where}: the second tap plays the best move`);
      // The way to the full panel, far below.
      await page.click('#analysis-strip .to-panel');
      await page.waitForFunction(() => {
        const r = document.querySelector('#analysis-heading').getBoundingClientRect();
        return r.top >= 0 && r.bottom <= innerHeight;
      });
      // Off: the strip goes with the panel's report.
      await page.keyboard.press('a');
      await page.waitForSelector('#analysis-strip', { state: 'detached' });
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  }
});

test('names, turns and titles stay on one line (Progress, the status, the Bulgarian form and title)', async () => {
  // The computer thinks forever: its loader never answers.
  const setup = (context) =>
    context.route(/worker_loader-[0-9a-f]+\.js$/, (r) => r.fulfill({ contentType: 'text/javascript', body: '// thinks forever' }));
  const { browser, page, errors } = await visit(LAPTOP, { welcome: true, setup });
  try {
    await page.click('#play-level-1');
    await playOne(page);
    await page.waitForFunction(() => /Computer 2 \(orange\) is thinking…/.test(document.querySelector('#status').textContent));
    await expectSoon(() => lines(page, '#status span'), 1, 'the status on one line');
    // A finished seat's row: its place, name and tick.
    await page.goto(`${server.url}#${ONE_MOVE_FROM_THE_END}`);
    await page.waitForSelector('main.app:not(#boot) .board-area [data-cell]');
    await finish(page);
    await page.click('#result-close');
    await page.$eval('#progress li[data-seat="0"] .who', (who) => {
      who.lastChild.textContent = 'Computer 2 · level 6 (orange)';
    });
    await expectSoon(() => page.textContent('#progress li[data-seat="0"] .who'), /^Place 1 · Computer 2 · level 6 \(orange\)$/);
    await expectSoon(() => lines(page, '#progress li[data-seat="0"] .who'), 1, 'the progress row on one line');
    // Bulgarian: the title, and each seat of the form on one line.
    await chooseLanguage(page, 'bg');
    await page.waitForFunction(() => document.documentElement.lang === 'bg');
    await expectSoon(() => lines(page, '.title-row h1'), 2, 'the title and its subtitle, one line each');
    await page.click('#new-game');
    await page.waitForSelector('#new-game-box[data-ready="true"]');
    const rows = () =>
      page.$$eval('#new-game-dialog li.seat', (seats) =>
        seats.map((li) => new Set([...li.children].map((c) => Math.round(c.getBoundingClientRect().top + c.getBoundingClientRect().height / 2))).size),
      );
    await until(rows, (r) => r.length > 0 && r.every((n) => n === 1), 'every seat row on one line');
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test('the keyboard help shows where there is a keyboard, not on a touch screen', async () => {
  const laptop = await visit(LAPTOP);
  try {
    assert.equal(await laptop.page.isVisible('.help.keys'), true);
  } finally {
    await laptop.browser.close();
  }
  const phone = await visit(PHONE, { touch: true });
  try {
    assert.equal(await phone.page.isVisible('.help.keys'), false);
    await phone.page.tap('#how-to');
    await phone.page.waitForSelector('#how-to-card[data-ready="true"]');
    await expectSoon(() => phone.page.isVisible('#how-to-card .keys'), false, 'no keyboard help in the card');
  } finally {
    await phone.browser.close();
  }
});

test('the phone plays a hop in two taps and draws its path (light and dark screenshots)', async () => {
  for (const scheme of ['light', 'dark']) {
    const { browser, page, errors } = await visit(PHONE, { touch: true, scheme });
    try {
      let shown = false;
      for (let i = 0; i < 12 && !shown; i++) {
        for (const cell of await page.$$eval('.board-area .peg.movable', (els) => els.map((e) => e.dataset.cell))) {
          await page.tap(`.board-area .peg[data-cell="${cell}"]`);
          await page.waitForSelector(`svg.board[data-follows="${cell}"]`, { state: 'attached' });
          const hop = await page.$$eval('.board-area .hole.move-dest.hop', (els) =>
            els.map((e) => e.dataset.cell).find((c) => !document.querySelector(`.board-area .peg[data-cell="${c}"]`)),
          );
          if (hop) {
            await page.tap(`.board-area .hole[data-cell="${hop}"]`);
            // One tap plays it; the peg slides along the path, which stays drawn.
            await page.waitForSelector(`.board-area g.peg[data-cell="${hop}"]`);
            await page.waitForSelector('polyline.last-path');
            await page.waitForSelector('svg.board[data-animating="false"][data-follows=""]');
            await shot(page, `phone-hop-path-${scheme}`);
            shown = true;
            break;
          }
        }
        if (!shown) {
          await page.keyboard.press('Escape');
          await playOne(page, { tap: true });
        }
      }
      assert.ok(shown, 'a hop path was shown');
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  }
});

test('"Send your move" is offered between people only; the screen reader and the texts speak each language', async () => {
  const { browser, page, errors } = await visit(LAPTOP, { welcome: true });
  try {
    await page.click('#play-level-1');
    await playOne(page);
    await page.waitForSelector('main[data-thinking="false"]');
    assert.equal(await page.$$eval('#send-move', (e) => e.length), 0, 'not against the computer');
    await chooseLanguage(page, 'bg');
    await page.click('#how-to');
    await page.waitForSelector('#how-to-card[data-ready="true"]');
    const rules = await expectSoon(() => page.textContent('#how-to-card .rules'), /във вашата цел/);
    assert.doesNotMatch(rules, /\sв вашата/);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
  const people = await visit(LAPTOP, { welcome: true, lang: 'da' });
  try {
    await people.page.click('#pass-and-play');
    // Danish: a hop destination is "spring" to a screen reader, as everywhere on the Danish
    // screen.
    const labels = [];
    for (const cell of await people.page.$$eval('.board-area .peg.movable', (els) => els.map((e) => e.dataset.cell))) {
      await people.page.click(`.board-area .peg[data-cell="${cell}"]`);
      // Selected (a state): its destinations are drawn with it.
      await people.page.waitForSelector(`.board-area .hole.selected[data-cell="${cell}"]`, { state: 'attached' });
      labels.push(...(await people.page.$$eval('.board-area .hole.move-dest.hop', (els) => els.map((e) => e.getAttribute('aria-label')))));
    }
    assert.ok(labels.length > 0);
    for (const label of labels) assert.match(label, /lovligt felt, spring/);
    await people.page.keyboard.press('Escape');
    await playOne(people.page);
    await people.page.waitForSelector('#send-move');
  } finally {
    await people.browser.close();
  }
});

test('a load and a game against the computer log no warning', async () => {
  const { browser, page, all } = await visit(LAPTOP, { welcome: true });
  try {
    await page.click('#play-level-1');
    await playOne(page);
    await page.waitForFunction(() => document.querySelectorAll('#move-list li[data-ply]').length >= 2, null, { timeout: 20000 });
    await page.click('#hint');
    await page.waitForSelector('g.hole.hint', { timeout: 15000 });
    const noisy = all.filter((m) => /^(warning|error)/.test(m));
    assert.deepEqual(noisy, []);
  } finally {
    await browser.close();
  }
});

test('a link damaged in its moves opens the moves before the damage and says what was dropped', async () => {
  const maker = await visit(LAPTOP);
  let link;
  try {
    for (let i = 0; i < 8; i++) await playOne(maker.page);
    await maker.page.waitForSelector('html[data-sync="idle"]', { state: 'attached' });
    link = (await maker.page.evaluate(() => location.hash)).slice(1);
  } finally {
    await maker.browser.close();
  }
  const moves = link.lastIndexOf('.') + 1;
  const at = moves + Math.floor((link.length - moves) * 0.6);
  // Someone else opens it, damaged on the way.
  for (const [damaged, reason] of [
    [`${link.slice(0, at)}~${link.slice(at + 1)}`, /bad character at position/],
    [link.slice(0, at), /cut short/],
  ]) {
    const { browser, page, errors } = await visit(LAPTOP, { target: `${server.url}#${damaged}` });
    try {
      const message = await page.waitForSelector('#messages .message.error');
      const text = await message.textContent();
      assert.match(text, reason, text);
      const [, kept, recorded] = /opens with (\d+) of its (\d+) moves/.exec(text);
      assert.equal(+recorded, 8);
      assert.ok(+kept > 0 && +kept < 8, text);
      await expectSoon(() => plies(page), +kept, 'the moves before the damage on the board');
      // It is a game like any other: it goes on, and the message stays until dismissed.
      await playOne(page);
      await page.click('#messages .message.error .dismiss');
      await page.waitForSelector('#messages .message.error', { state: 'detached' });
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  }
  // What is wrong before the moves stays an error.
  const { browser, page } = await visit(LAPTOP, { target: `${server.url}#g2.~${link.slice(4)}` });
  try {
    await page.waitForSelector('#messages .message.error');
    await expectSoon(() => page.textContent('#messages .message.error'), /This link is broken/);
    await expectSoon(() => plies(page), 0, 'no move on the board');
  } finally {
    await browser.close();
  }
});

test('sound: off until turned on, then moves and hops sound, and the choice is remembered', async () => {
  // Counts the notes the page starts (Web Audio's oscillators), made in the page itself.
  const count = () => {
    window.__notes = 0;
    window.__contexts = 0;
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      constructor(...a) {
        super(...a);
        window.__contexts++;
      }
      createOscillator() {
        const o = super.createOscillator();
        const start = o.start.bind(o);
        o.start = (...a) => {
          window.__notes++;
          return start(...a);
        };
        return o;
      }
    };
  };
  const { browser, page, errors } = await visit(LAPTOP, { setup: (c) => c.addInitScript(count) });
  try {
    assert.equal(await page.getAttribute('#sound', 'aria-pressed'), 'false');
    await playOne(page);
    assert.deepEqual(await page.evaluate(() => [window.__contexts, window.__notes]), [0, 0], 'silent by default');
    await page.click('#sound');
    await page.waitForSelector('#sound[aria-pressed="true"]');
    const after = await until(() => page.evaluate(() => window.__notes), (n) => n >= 1, 'a note saying the sound is on');
    await playOne(page);
    await page.waitForFunction((n) => window.__notes > n, after);
    await page.reload();
    await page.waitForSelector('#sound[aria-pressed="true"]');
    await playOne(page);
    await page.waitForFunction(() => window.__notes > 0);
    await page.click('#sound');
    await page.waitForSelector('#sound[aria-pressed="false"]');
    const off = await page.evaluate(() => window.__notes);
    await playOne(page);
    await page.waitForSelector('svg.board[data-animating="false"]');
    assert.equal(await page.evaluate(() => window.__notes), off, 'silent once off');
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("a phone's new-game form shows every computer seat's level whole, in three languages", async () => {
  for (const lang of ['en', 'da', 'bg']) {
    const { browser, page, errors } = await visit(PHONE, { touch: true, lang });
    try {
      await page.tap('#new-game');
      await page.waitForSelector('#new-game-box[data-ready="true"]');
      await page.check('#opt-players input[value="6"]');
      await page.waitForFunction(() => document.querySelectorAll('#new-game-dialog li.seat').length === 6);
      for (let seat = 1; seat < 6; seat++) {
        await page.selectOption(`li.seat[data-seat="${seat}"] select.kind`, '6');
      }
      // Each choice's text, measured in the select's own font, fits inside it beside the arrow.
      const cut = await page.$$eval('#new-game-dialog select.kind, #new-game-dialog select.colour', (selects) => {
        const ctx = document.createElement('canvas').getContext('2d');
        return selects
          .map((s) => {
            const style = getComputedStyle(s);
            ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            const text = s.options[s.selectedIndex].text;
            const room = s.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 16;
            const box = s.getBoundingClientRect();
            return { text, width: ctx.measureText(text).width, room, inside: box.left >= 0 && box.right <= innerWidth };
          })
          .filter((m) => m.width > m.room || !m.inside);
      });
      assert.deepEqual(cut, [], `${lang}: every seat's choice shows whole`);
      await shot(page, `phone-new-game-six-${lang}`);
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  }
});

test('the level shows on the seat and on the result card, which offers the next level; the games list names it', async () => {
  const { browser, page, errors } = await visit(LAPTOP, { target: `${server.url}#${ONE_MOVE_FROM_BEATING_LEVEL_3}` });
  try {
    await expectSoon(() => page.textContent('#progress li[data-seat="1"] .who'), /Computer 2 · level 3 \(orange\)/);
    await finish(page);
    await expectSoon(() => page.textContent('#result li[data-seat="1"] .who'), /Computer 2 · level 3/);
    await expectSoon(() => page.textContent('#next-level'), /^Play level 4$/);
    await shot(page, 'laptop-result-next-level');
    await page.click('#next-level');
    await page.waitForSelector('#result', { state: 'detached' });
    await page.waitForFunction(() => /level 4/.test(document.querySelector('#progress li[data-seat="1"] .who')?.textContent ?? ''));
    await expectSoon(() => page.textContent('#status'), /Player 1/, 'the winner to start');
    await page.click('#your-games');
    await page.waitForSelector('dialog[data-ready="true"]');
    await expectSoon(() => page.textContent('#games-list'), /Player 1 v Computer 2 · level 3/);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

// Six seats, Player 1 against five computers at level 2, two rounds played: Player 1 to move.
const SIX_AFTER_TWO_ROUNDS = 'g2.CGAAWLFixYBhg.ZB64vl8mTIk';

test('six players: the round since your last move stays drawn, and R replays it (laptop and phone, light and dark)', async () => {
  for (const [viewport, name] of [
    [LAPTOP, 'laptop'],
    [PHONE, 'phone'],
  ]) {
    for (const scheme of ['light', 'dark']) {
      const { browser, page, errors } = await visit(viewport, { scheme, touch: name === 'phone', target: `${server.url}#${SIX_AFTER_TWO_ROUNDS}` });
      try {
        await page.waitForSelector('#move-list li[data-ply="12"]', { state: 'attached' });
        // The four moves before the last, oldest first (the newest on top), each in its seat's
        // colour and fainter with age; then the last move's own path.
        const round = await page.$$eval('.board-area g.round polyline.round-path', (l) =>
          l.map((e) => ({ age: +e.dataset.age, colour: [...e.classList].find((c) => c.startsWith('colour-')), opacity: +e.getAttribute('opacity') })),
        );
        assert.deepEqual(round.map((r) => r.age), [4, 3, 2, 1]);
        assert.equal(new Set(round.map((r) => r.colour)).size, 4, 'four seats, four colours');
        assert.ok(round.every((r, i) => i === 0 || r.opacity > round[i - 1].opacity), 'older is fainter');
        assert.equal(await page.$$eval('.board-area polyline.last-path', (l) => l.length), 1);
        // Each seat's row names it whole on one line; its colour, which the marker shows, is
        // still read out.
        const rows = await page.$$eval('#progress .who', (l) => l.map((e) => ({ text: e.textContent, cut: e.scrollWidth > e.clientWidth })));
        assert.equal(rows.length, 6);
        assert.deepEqual(rows.filter((r) => r.cut), [], 'no seat name cut');
        assert.ok(rows.every((r) => / \(.+\)$/.test(r.text)), 'every row names its colour');
        if (name === 'laptop') {
          // The move list starts in view.
          const top = await page.$eval('#move-list', (e) => e.getBoundingClientRect().top);
          assert.ok(top < viewport.height - 40, `the move list starts at ${top} px`);
        }
        await shot(page, `${name}-six-round-${scheme}`);
        // R replays the round from before its first move, then the game is back.
        if (name === 'laptop' && scheme === 'light') {
          await page.keyboard.press('r');
          await page.waitForSelector('#replay-exit');
          await page.waitForFunction(() => document.querySelector('#move-list li.current')?.dataset.ply === '7');
          await page.selectOption('#replay-speed', 'fast');
          await page.waitForSelector('#replay-exit', { state: 'detached', timeout: 20000 });
          await expectSoon(() => page.$eval('#move-list li.current', (e) => e.dataset.ply), '12', 'the game back at ply 12');
          await page.waitForSelector('#replay-round');
          await page.click('#replay-round');
          await page.waitForSelector('#replay-exit');
        }
        assert.deepEqual(errors, []);
      } finally {
        await browser.close();
      }
    }
  }
});
