// The lessons ("Learn to play", docs/lessons.md): a lesson played to three stars by its hints,
// a wrong move's reason shown and taken back, the stars kept over a reload, a lesson link in a
// fresh browser, a phone's screen with no accessibility violation, and all of it offline.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, watchErrors, axeViolations, expectSoon, activated, versionOf, chooseLanguage, DIST } from './harness.mjs';

let server;
let browser;
before(async () => {
  server = await serve(DIST);
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** The lesson on screen, as its attributes say. */
const lessonState = (page) =>
  page.$eval('#lesson', (e) => ({
    lesson: e.dataset.lesson,
    state: e.dataset.state,
    moves: Number(e.dataset.moves),
    stars: Number(e.dataset.stars),
  }));

/** The path's stars, by lesson id. */
const pathStars = (page) =>
  page.$$eval('#lessons li[data-lesson]', (els) => Object.fromEntries(els.map((e) => [e.dataset.lesson, Number(e.dataset.stars)])));

/** Opens the page at `url`, waits for its board, and opens the lessons from the toolbar. */
async function openLessons(context, url) {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(url);
  await page.waitForSelector('main.app:not(#boot) .board-area [data-cell]', { timeout: 60000 });
  await page.click('#learn');
  await page.locator('#lessons-dialog[data-ready="true"]').waitFor();
  return { page, errors };
}

/** Plays `from`→`to` on the lesson's board by two clicks. */
async function play(page, from, to) {
  const moves = (await lessonState(page)).moves;
  await page.click(`#lesson g.peg[data-cell="${from}"]`);
  await page.waitForSelector(`#lesson g.hole.selected[data-cell="${from}"]`, { state: 'attached' });
  await page.click(`#lesson g.hole.move-dest[data-cell="${to}"]`, { force: true });
  await expectSoon(async () => (await lessonState(page)).moves, moves + 1, `the move ${from}-${to} played`);
}

/** Asks for the hint and plays it; returns its name. */
async function playHint(page) {
  await page.click('#lesson-hint');
  const note = await expectSoon(
    () => page.$eval('#lesson-note', (e) => (e.dataset.kind === 'hint' ? e.textContent : '')),
    /[a-q]\d+(-[a-q]\d+)?[-x][a-q]\d+/,
    'the hint shown',
  );
  assert.ok(await page.$('#lesson line.best-arrow'), 'the hint drawn as an arrow');
  const name = /([a-q]\d+)(?:-[a-q]\d+)?[-x]([a-q]\d+)/.exec(note);
  await play(page, name[1], name[2]);
  return name[0];
}

test('a lesson played by its hints to three stars, and the next lesson', async () => {
  const { page, errors } = await openLessons(browser.context, server.url);
  try {
    assert.equal(await page.$$eval('#lessons li[data-lesson]', (els) => els.length) >= 15, true);
    await page.click('#lesson-mixed');
    await expectSoon(() => lessonState(page), { lesson: 'mixed', state: 'playing', moves: 0, stars: 0 });
    while ((await lessonState(page)).state !== 'done') await playHint(page);
    assert.deepEqual(await lessonState(page), { lesson: 'mixed', state: 'done', moves: 2, stars: 3 });
    assert.equal(await page.$eval('#lesson-note', (e) => e.dataset.kind), 'done');
    await page.click('#lesson-next');
    await expectSoon(() => lessonState(page), { lesson: 'goal', state: 'playing', moves: 0, stars: 0 });
    await page.click('#lesson-all');
    await expectSoon(async () => (await pathStars(page)).mixed, 3, 'three stars on the path');
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});

test("a wrong move's reason, taken back; a refused move's rule; the stars kept over a reload", async () => {
  const { page, errors } = await openLessons(browser.context, server.url);
  try {
    await page.click('#lesson-chain');
    // Stopping after the first hop: the peg could hop on.
    await play(page, 'j4', 'h5');
    await expectSoon(() => page.$eval('#lesson-note', (e) => [e.dataset.kind, e.dataset.reason]), ['wrong', 'hop-further']);
    assert.match(await page.$eval('#lesson-note', (e) => e.textContent), /hop further/);
    // From the keyboard: the buttons are drawn anew, the focus stays on the lesson's buttons.
    await page.focus('#lesson-take-back');
    await page.keyboard.press('Enter');
    await expectSoon(() => lessonState(page), { lesson: 'chain', state: 'playing', moves: 0, stars: 0 });
    assert.equal(await page.$eval('#lesson-note', (e) => e.dataset.kind), 'none');
    await expectSoon(
      () => page.evaluate(() => document.activeElement?.matches('#lesson button:not([disabled])') ?? false),
      true,
      'the focus kept on a button of the lesson',
    );
    await play(page, 'j4', 'd4');
    await expectSoon(() => lessonState(page), { lesson: 'chain', state: 'done', moves: 1, stars: 3 });

    // A peg in the goal stays in the goal.
    await page.click('#lesson-all');
    await page.click('#lesson-goal');
    await page.click('#lesson g.peg[data-cell="d1"]');
    await page.click('#lesson g.hole[data-cell="e5"]', { force: true });
    await expectSoon(() => page.$eval('#lesson-note', (e) => [e.dataset.kind, e.dataset.reason]), ['refused', 'goal-stays']);
    assert.equal((await lessonState(page)).moves, 0);

    await page.reload();
    await page.waitForSelector('main.app:not(#boot) .board-area [data-cell]');
    await page.click('#learn');
    await page.locator('#lessons-dialog[data-ready="true"]').waitFor();
    assert.equal((await pathStars(page)).chain, 3);
    assert.match(await page.evaluate(() => localStorage.getItem('sternhalma.lessons')), /chain:3/);
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});

test('a corrupt store is ignored; a lesson link opens that lesson in a fresh browser', async () => {
  const fresh = await launch();
  try {
    const page = await fresh.context.newPage();
    const errors = watchErrors(page);
    await page.goto(server.url);
    await page.waitForSelector('main.app:not(#boot) .board-area [data-cell]', { timeout: 60000 });
    await page.evaluate(() => localStorage.setItem('sternhalma.lessons', '{"not": "stars"}'));
    await page.goto('about:blank');
    await page.goto(`${server.url}#l1.straggler`);
    await expectSoon(() => lessonState(page), { lesson: 'straggler', state: 'playing', moves: 0, stars: 0 });
    await page.click('#lesson-all');
    await expectSoon(async () => Object.values(await pathStars(page)).every((s) => s === 0), true, 'no stars');
    // Another lesson's link, pasted into the open page: that lesson, the game's link back.
    await page.evaluate(() => { location.hash = 'l1.corners'; });
    await expectSoon(() => lessonState(page), { lesson: 'corners', state: 'playing', moves: 0, stars: 0 });
    await expectSoon(() => page.evaluate(() => location.hash.startsWith('#l1.')), false, "the game's link back");
    // Closed and opened from the toolbar: the path, not the linked lesson.
    await page.click('#lesson-close');
    await page.click('#learn');
    await page.waitForSelector('#lessons li[data-lesson]');
    assert.equal(await page.$('#lesson'), null);
    assert.deepEqual(errors, []);
  } finally {
    await fresh.close();
  }
});

test('the welcome card opens the lessons and gets them back; the lessons speak Danish', async () => {
  const first = await launch({ welcome: true });
  try {
    const page = await first.context.newPage();
    const errors = watchErrors(page);
    await page.goto(server.url);
    await page.locator('#welcome[data-ready="true"]').waitFor();
    await page.click('#welcome-learn');
    await page.locator('#lessons-dialog[data-ready="true"]').waitFor();
    assert.equal(await page.$$eval('#lessons li[data-lesson]', (els) => els.length), 15);
    await page.click('#lesson-close');
    await page.locator('#welcome[data-ready="true"]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('#welcome').waitFor({ state: 'detached' });
    await chooseLanguage(page, 'da');
    await page.click('#learn');
    await page.locator('#lessons-dialog[data-ready="true"]').waitFor();
    assert.equal(await page.$eval('#lessons-title', (e) => e.textContent), 'Lær at spille');
    await page.click('#lesson-step');
    assert.match(await page.$eval('#lesson-goal', (e) => e.textContent), /^Mål: fyld den øverste trekant på 1 træk\.$/);
    assert.deepEqual(errors, []);
  } finally {
    await first.close();
  }
});

test('on a phone (390×844): the lessons fit and axe-core finds no violation', async () => {
  const phone = await launch({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    const { page, errors } = await openLessons(phone.context, server.url);
    assert.deepEqual(await axeViolations(page), []);
    await page.click('#lesson-chain');
    await page.waitForSelector('#lesson svg.board');
    const box = await page.locator('#lessons-dialog').boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= 390, `the dialog fits the width: ${JSON.stringify(box)}`);
    const board = await page.locator('#lesson svg.board').boundingBox();
    assert.ok(board.width >= 200, `the board is large enough: ${board.width}`);
    await play(page, 'j4', 'h5');
    await page.waitForSelector('#lesson-note[data-kind="wrong"]');
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(errors, []);
  } finally {
    await phone.close();
  }
});

test('offline: the lessons open and play with the server gone', async () => {
  const local = await serve(DIST, '/learn/');
  const own = await launch();
  try {
    const page = await own.context.newPage();
    await page.goto(local.url);
    await page.waitForSelector('main.app:not(#boot) .board-area [data-cell]', { timeout: 60000 });
    await activated(page, versionOf(DIST));
    await local.close();
    await own.context.setOffline(true);
    await page.reload();
    await page.waitForSelector('main.app:not(#boot) .board-area [data-cell]', { timeout: 60000 });
    await page.click('#learn');
    await page.locator('#lessons-dialog[data-ready="true"]').waitFor();
    await page.click('#lesson-hop');
    await playHint(page);
    await expectSoon(() => lessonState(page), { lesson: 'hop', state: 'done', moves: 1, stars: 3 });
  } finally {
    await own.context.setOffline(false);
    await own.close();
  }
});
