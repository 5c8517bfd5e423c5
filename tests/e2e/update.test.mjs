// The service worker across deploys and copies of the game: what it keeps as the page, which
// computer's worker each page gets, and whose caches it deletes. Deploys are real builds: trunk's
// last output through `scripts/postbuild.mjs --tag` (harness `build`), so two of them differ in
// their start-up script and in every file of the computer's worker. Each test has a browser
// profile of its own.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, cacheNames, launch, pegCells, playOneMove, serve, settled, versionOf, expectSoon, DIST } from './harness.mjs';

const builds = {};
const scratch = [];
before(() => {
  for (const tag of ['v1', 'v2']) builds[tag] = build(tag);
});
after(() => {
  for (const dir of [...Object.values(builds), ...scratch]) rmSync(dir, { recursive: true, force: true });
});

/** A temporary folder, removed after the tests. */
function tempDir(name) {
  const dir = mkdtempSync(join(tmpdir(), `sternhalma-${name}-`));
  scratch.push(dir);
  return dir;
}

/**
 * Runs `body({ context, newPage })` in a browser profile of its own, then checks that no page it
 * opened (with `newPage`) had an uncaught error, and closes the browser and the server that
 * `server()` gives by then.
 */
async function inBrowser(server, body) {
  const browser = await launch();
  const errors = [];
  const newPage = async () => {
    const page = await browser.context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    return page;
  };
  try {
    await body({ context: browser.context, newPage });
    assert.deepEqual(errors, []);
  } finally {
    await browser.context.setOffline(false);
    await server().close();
    await browser.close();
  }
}

/**
 * Has the browser check for a new service worker now (as it also does after navigations), and
 * waits for the outcome: 'activated', or 'redundant' when its install failed; null when the host
 * has no new one.
 */
const installNext = (page) =>
  page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    await reg.update();
    const next = reg.installing ?? reg.waiting;
    if (!next) return null;
    return new Promise((ok) => {
      const check = () => ['activated', 'redundant'].includes(next.state) && ok(next.state);
      next.addEventListener('statechange', check);
      check();
    });
  });

/** Opens the game at `url` in `page` and waits for its board. */
async function open(page, url) {
  await page.goto(url);
  await page.waitForSelector('[data-player]', { timeout: 20000 });
}

/** The build tag of the page's start-up script. */
const pageBuild = (page) => page.evaluate(() => window.sternhalmaBuild ?? null);

/** Asks the computer for a hint; returns the build tag of the worker that answered. */
async function computerBuild(page) {
  await page.click('#hint');
  const shown = await page.waitForSelector('g.hole.hint, #messages .message.error', { state: 'attached', timeout: 20000 });
  if (!(await shown.evaluate((e) => e.matches('g.hole.hint')))) {
    assert.fail(`the computer did not answer: ${await page.textContent('#messages')}`);
  }
  await expectSoon(() => page.$$eval('g.hole.hint', (l) => l.length), 2, 'the hint showing a move');
  const workers = page.workers();
  assert.equal(workers.length, 1, 'one worker');
  return workers[0].evaluate(() => self.sternhalmaBuild ?? null);
}

test('only the game itself is kept as the page: not an icon opened online, not a captive portal', async () => {
  const portal = tempDir('portal');
  writeFileSync(join(portal, 'index.html'), '<!doctype html><title>Sign in</title><h1 id="portal">Sign in to use this Wi-Fi</h1>');
  let server = await serve(DIST, '/app/');
  const { url, port } = server;
  await inBrowser(() => server, async ({ context, newPage }) => {
    const page = await newPage();
    await open(page, url);
    await settled(page);

    // Online, someone opens the address of the tab's icon: a navigation, answered by the PNG.
    const icon = /<link rel="icon" href="\.\/([^"]+)"/.exec(readFileSync(join(DIST, 'index.html'), 'utf8'))[1];
    const png = await page.goto(url + icon);
    assert.equal(png.headers()['content-type'], 'image/png');
    // Offline, the game's address opens the game, not the picture.
    await server.close();
    await context.setOffline(true);
    await open(page, url);

    // Online behind a captive portal, which answers every address with its own HTML page.
    await context.setOffline(false);
    server = await serve(portal, '/app/', port);
    await page.goto('about:blank');
    await open(page, url);
    assert.equal(await page.$$eval('#portal', (e) => e.length), 0, "the portal's page is not shown as the game");
    // Nor kept: offline, still the game.
    await server.close();
    await context.setOffline(true);
    await page.goto('about:blank');
    await open(page, url);
    assert.equal(await page.$$eval('#portal', (e) => e.length), 0);
  });
});

test('a deploy whose install fails: its page gets its own worker, no cache of it stays', async () => {
  // Version 2 with a file of its precache list missing on the host (an incomplete upload).
  const broken = tempDir('broken');
  cpSync(builds.v2, broken, { recursive: true });
  rmSync(join(broken, readdirSync(broken).find((f) => f.startsWith('icon-512'))));
  const server = await serve(builds.v1, '/app/');
  await inBrowser(() => server, async ({ context, newPage }) => {
    const page = await newPage();
    await open(page, server.url);
    await settled(page);
    assert.equal(await pageBuild(page), 'v1');

    server.swap(broken);
    await page.reload();
    await page.waitForSelector('[data-player]');
    assert.equal(await pageBuild(page), 'v2', 'the next visit gets the new page');
    assert.equal(await installNext(page), 'redundant', "the new version's install fails");
    await settled(page);
    assert.ok(
      !(await cacheNames(page)).some((k) => k.includes(versionOf(broken))),
      `no cache of the failed install stays: ${await cacheNames(page)}`,
    );
    assert.equal(await computerBuild(page), 'v2', "the new page's computer is the new build's");
    for (let i = 0; i < 2; i++) {
      await page.reload();
      await page.waitForSelector('[data-player]');
      assert.equal(await pageBuild(page), 'v2');
      assert.equal(await computerBuild(page), 'v2', 'and stays so on reloads');
    }

    // Offline, the version that stayed in charge opens whole: its page and its computer.
    await server.close();
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('[data-player]');
    assert.equal(await pageBuild(page), 'v1');
    assert.equal(await computerBuild(page), 'v1');
  });
});

test('a host that lets browsers keep files for 10 minutes: the new version caches only its own files', async () => {
  const v3 = build('v3');
  scratch.push(v3);
  const server = await serve(builds.v1, '/app/', 0, { cacheControl: 'max-age=600' });
  await inBrowser(() => server, async ({ newPage }) => {
    const page = await newPage();
    await open(page, server.url);
    await settled(page);
    // The computer once: its files are in the browser's HTTP cache too.
    assert.equal(await computerBuild(page), 'v1');

    server.swap(builds.v2);
    await page.reload();
    await page.waitForSelector('[data-player]');
    assert.equal(await pageBuild(page), 'v2');
    assert.equal(await installNext(page), 'activated');
    await settled(page);
    // The new version's cache holds the new deploy's files, byte for byte.
    const cached = await page.evaluate(async (version) => {
      const name = (await caches.keys()).find((k) => k.startsWith('sternhalma') && k.includes(version));
      const cache = await caches.open(name);
      const hex = (buffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');
      return Promise.all(
        (await cache.keys()).map(async (r) => [
          new URL(r.url).pathname,
          hex(await crypto.subtle.digest('SHA-256', await (await cache.match(r)).arrayBuffer())),
        ]),
      );
    }, versionOf(builds.v2));
    assert.ok(cached.length >= 5, `the cache holds the bundle: ${cached.map(([p]) => p)}`);
    for (const [path, digest] of cached) {
      const file = path.slice('/app/'.length) || 'index.html';
      const expected = createHash('sha256').update(readFileSync(join(builds.v2, file))).digest('hex');
      assert.equal(digest, expected, `${path} in the new cache is the new deploy's`);
    }
    assert.equal(await computerBuild(page), 'v2', "the new page's computer is the new build's");

    // Another deploy: a plain visit (not a reload, which revalidates the page anyway) gets it.
    server.swap(v3);
    await page.goto('about:blank');
    await open(page, server.url);
    assert.equal(await pageBuild(page), 'v3', 'the next visit gets the new page');
  });
});

test('an update: an open old page keeps its own worker, new visits run the new version with theirs', async () => {
  const server = await serve(builds.v1, '/app/');
  await inBrowser(() => server, async ({ newPage }) => {
    const old = await newPage();
    await open(old, server.url);
    await settled(old);
    assert.equal(await pageBuild(old), 'v1');

    // A new deploy replaces every file on the host; another tab opens the game.
    server.swap(builds.v2);
    const fresh = await newPage();
    await open(fresh, server.url);
    assert.equal(await pageBuild(fresh), 'v2', 'the next visit runs the new version');
    assert.equal(await installNext(fresh), 'activated');
    await settled(fresh);
    await settled(old);

    // The old tab, now under the new service worker, starts its computer: the old build's worker
    // (from the old version's cache: the host no longer has it). The new tab gets the new one.
    assert.equal(await pageBuild(old), 'v1');
    assert.equal(await computerBuild(old), 'v1', "the old page's computer is the old build's");
    assert.equal(await computerBuild(fresh), 'v2', "the new page's computer is the new build's");
    const names = await cacheNames(fresh);
    assert.equal(names.length, 2, `this version's cache and the previous one's: ${names}`);

    // Reloaded, the old tab runs the new version too.
    await old.reload();
    await old.waitForSelector('[data-player]');
    assert.equal(await pageBuild(old), 'v2');
    assert.equal(await computerBuild(old), 'v2');
  });
});

test('a page left open through two deploys starts its computer from its own version; caches stay bounded', async () => {
  const v3 = build('v3');
  const v4 = build('v4');
  scratch.push(v3, v4);
  const server = await serve(builds.v1, '/app/');
  const cacheOf = (dir) => `sternhalma ${server.url} ${versionOf(dir)}`;
  await inBrowser(() => server, async ({ newPage }) => {
    const old = await newPage();
    await open(old, server.url);
    await settled(old);
    // The service worker knows which version this page runs.
    await old.waitForSelector(`html[data-offline="${versionOf(builds.v1)}"]`, { state: 'attached' });

    // Two deploys while the page stays open; each time the browser checks for a new service
    // worker (as it does after navigations, and now and then), which takes over the page.
    for (const dir of [builds.v2, v3]) {
      server.swap(dir);
      assert.equal(await installNext(old), 'activated');
      await settled(old);
    }
    // Its computer, needed for the first time: version 1's worker, which only the cache still has.
    assert.equal(await pageBuild(old), 'v1');
    assert.equal(await computerBuild(old), 'v1', "the old page's computer is its own build's");
    assert.deepEqual(await cacheNames(old), [cacheOf(builds.v1), cacheOf(builds.v2), cacheOf(v3)]);

    // Reloaded, the page runs version 3; after the next deploy no open page runs version 1 and
    // its cache goes: the new version's, and the previous one's, stay.
    await old.reload();
    await old.waitForSelector(`html[data-offline="${versionOf(v3)}"]`, { state: 'attached' });
    assert.equal(await pageBuild(old), 'v3');
    server.swap(v4);
    assert.equal(await installNext(old), 'activated');
    await settled(old);
    assert.deepEqual(await cacheNames(old), [cacheOf(v3), cacheOf(v4)]);
    assert.equal(await computerBuild(old), 'v3');
  });
});

test("a page at the game's address is the game only when the host's service worker is of its version", async () => {
  // Same-origin pages carrying the marker, with version 1's service worker still on the host:
  // one of the running version, one of a version no service worker names.
  const forged = (version) => {
    const dir = tempDir('forged');
    cpSync(builds.v1, dir, { recursive: true });
    writeFileSync(
      join(dir, 'index.html'),
      `<!doctype html><meta name="sternhalma-version" content="${version}"><title>Sternhalma</title><h1 id="forged">Not the game</h1>`,
    );
    return dir;
  };
  const server = await serve(builds.v1, '/app/');
  await inBrowser(() => server, async ({ newPage }) => {
    const page = await newPage();
    await open(page, server.url);
    await settled(page);
    for (const dir of [forged(versionOf(builds.v1)), forged('0123456789abcdef')]) {
      server.swap(dir);
      await page.goto('about:blank');
      await open(page, server.url);
      assert.equal(await page.$$eval('#forged', (e) => e.length), 0, 'the forged page is not shown as the game');
      assert.equal(await pageBuild(page), 'v1', "the cached page of the service worker's version");
    }
    // A real deploy (its page and its service worker) is taken at once.
    server.swap(builds.v2);
    await page.goto('about:blank');
    await open(page, server.url);
    assert.equal(await pageBuild(page), 'v2', 'the next visit gets the new page');
  });
});

test('two copies on one origin keep their own caches and their own saved games', async () => {
  // /a/ and /b/ run different versions; legacy caches (as earlier builds named them) of each.
  const server = await serve({ '/a/': builds.v1, '/b/': builds.v2 });
  const [a, b] = [server.urls['/a/'], server.urls['/b/']];
  const cacheOf = (scope, dir) => `sternhalma ${scope} ${versionOf(dir)}`;
  const legacy = { a: 'sternhalma-00000000000000a1', b: 'sternhalma-00000000000000b1' };
  await inBrowser(() => server, async ({ context, newPage }) => {
    const pa = await newPage();
    // The origin's root (not found, but a page of the origin) writes the legacy caches.
    await pa.goto(new URL('/', a).href);
    await pa.evaluate(
      async ({ legacy, a, b }) => {
        for (const [name, scope] of [
          [legacy.a, a],
          [legacy.b, b],
        ]) {
          const cache = await caches.open(name);
          const page = new Response('<!doctype html><title>an earlier build</title>', { headers: { 'content-type': 'text/html' } });
          await cache.put(scope, page);
          await cache.put(`${scope}worker_loader.js`, new Response('importScripts("./worker.js");'));
        }
      },
      { legacy, a, b },
    );

    await open(pa, a);
    await settled(pa);
    await playOneMove(pa);
    const gameA = await pegCells(pa);
    const pb = await newPage();
    await open(pb, b);
    await settled(pb);
    await playOneMove(pb);
    await playOneMove(pb);
    const gameB = await pegCells(pb);
    assert.notDeepEqual(gameA, gameB);

    const names = await cacheNames(pb);
    assert.ok(names.some((k) => k.includes(versionOf(builds.v1))), `/b/ left /a/'s cache alone: ${names}`);
    assert.ok(names.includes(legacy.b), `/a/ left /b/'s legacy cache alone: ${names}`);
    // /a/ keeps its legacy cache as its previous version's (a page of it may be open).
    assert.deepEqual(names, [legacy.a, legacy.b, cacheOf(a, builds.v1), cacheOf(b, builds.v2)]);

    // /a/ updates to the version /b/ runs: its own legacy cache goes, its previous one stays.
    server.swap(builds.v2, '/a/');
    await pa.reload();
    await pa.waitForSelector('[data-player]');
    assert.equal(await installNext(pa), 'activated');
    await settled(pa);
    assert.deepEqual(await cacheNames(pa), [legacy.b, cacheOf(a, builds.v1), cacheOf(b, builds.v2), cacheOf(a, builds.v2)]);

    // Offline, each copy opens with its own game, from its link and from its saved game.
    await server.close();
    await context.setOffline(true);
    for (const [page, url, game] of [
      [pa, a, gameA],
      [pb, b, gameB],
    ]) {
      await page.reload();
      await page.waitForSelector('[data-player]');
      assert.deepEqual(await pegCells(page), game, `${url} from its link`);
      await open(page, url); // the bare address
      assert.deepEqual(await pegCells(page), game, `${url} from its saved game`);
    }
  });
});
