// Service worker of the Sternhalma game. A template: scripts/postbuild.mjs fills in the version
// (a hash of the whole bundle) and the files to precache (the page, './', and every other file of
// the bundle, whose names carry content hashes). The line that sets VERSION, the first one after
// these comments, keeps its form: other versions of this worker read it (and so do the tests).
//
// What it answers:
// - The page (a navigation to the scope's own URL, or to index.html in it): the network's answer,
//   revalidated with the host (never a stale copy from the HTTP cache), when it is the page of the
//   deploy the host serves now: status 200, HTML, not a redirect, carrying the
//   `<meta name="sternhalma-version">` marker of a version that the host's `sw.js` names too (an
//   update's page passes, and the next visit runs the new version). For this worker's own
//   version that is the page cached at install (the same bytes). Anything else there (a captive
//   portal's page, an error, a redirect, a page whose marker the host's service worker does not
//   name), or no network: the page cached at install. That copy is the page of this very version,
//   checked at install, and nothing else ever replaces it.
// - Any other navigation (someone opens an icon, say): the network, else the cached file of that
//   same URL; never the page.
// - Every other request: this copy's caches, else the network. File names carry content hashes,
//   so whatever is found under a name is the file the asking page was built with.
//
// Open pages: each page of the game tells the service worker in charge which version it runs
// when it starts, and again when another one takes over (a message `{ sternhalmaPage: version }`
// from its start-up script); the worker notes it against the page's client id in a small
// database of this copy (IndexedDB `sternhalma <scope>`) and answers `{ sternhalmaKept: version }`
// (the page then marks its root `data-offline="<version>"`).
//
// Caches: one per copy of the game (its scope: copies at /a/ and /b/ on one origin never touch
// each other's caches) and version, named `sternhalma <scope> <version>`. Install fills it
// bypassing the HTTP cache and checks that the page it got is this version's; an install that
// fails deletes its cache (the running version stays in charge). On activation the older caches
// of this copy that are kept are the previous version's (the newest older one: a margin for a
// page that has not said its version yet, or one of a build from before pages said it) and those
// of every version an open page of this copy runs (`clients.matchAll()`, and the versions they
// said), so a page left open through any number of deploys keeps getting its own files (the
// computer's worker, say) once the host no longer has them; every other older one is deleted,
// and so are the notes of pages no longer open. So at most the versions open pages run, plus
// this one and the previous one, are kept. Caches of earlier builds (named
// `sternhalma-<version>`, one per origin) count as this copy's only when they hold this scope's
// page and nothing outside the scope.
const VERSION = '__VERSION__';
const FILES = __FILES__;
const SCOPE = self.registration.scope;
const PREFIX = `sternhalma ${SCOPE} `;
const CACHE = PREFIX + VERSION;
const LEGACY = 'sternhalma-';
const MARKER = '<meta name="sternhalma-version" content="';
// The open pages' versions: one object store, client id → version.
const PAGES = `sternhalma ${SCOPE}`;

/** The version of the game's page in `response`, or null when it is not such a page. */
async function pageVersion(response) {
  if (response.status !== 200 || response.redirected || response.type !== 'basic') return null;
  if (!(response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html')) return null;
  const text = await response.clone().text();
  const at = text.indexOf(MARKER);
  if (at < 0) return null;
  const start = at + MARKER.length;
  return text.slice(start, text.indexOf('"', start));
}

/** The version a service worker's script (`sw.js` of some build) names, or null. */
function scriptVersion(text) {
  return /\bVERSION\s*=\s*(['"])([\w.-]*)\1/.exec(text)?.[2] ?? null;
}

/** The version of the service worker the host serves now, or null when that cannot be told. */
async function hostVersion() {
  try {
    const response = await fetch(self.location.href, { cache: 'no-cache' });
    if (response.status !== 200 || response.redirected) return null;
    return scriptVersion(await response.text());
  } catch {
    return null;
  }
}

/** Whether `url` is the page itself: the scope, or index.html in it (any query). */
function isPage(url) {
  const u = new URL(url);
  u.search = '';
  u.hash = '';
  return u.href === SCOPE || u.href === `${SCOPE}index.html`;
}

/** Whether the cache `name` belongs to this copy of the game. */
async function ours(name) {
  if (name.startsWith(PREFIX)) return true;
  if (!name.startsWith(LEGACY)) return false;
  const urls = (await (await caches.open(name)).keys()).map((r) => r.url);
  return urls.includes(SCOPE) && urls.every((u) => u.startsWith(SCOPE));
}

/** `request`'s file from this version's cache, else from the other caches of the game. */
async function cached(request) {
  const names = await caches.keys();
  // Other copies' caches hold only URLs under their own scopes: an exact match is never theirs.
  const others = names.filter((n) => n !== CACHE && (n.startsWith(PREFIX) || n.startsWith(LEGACY))).reverse();
  for (const name of names.includes(CACHE) ? [CACHE, ...others] : others) {
    const hit = await (await caches.open(name)).match(request);
    if (hit) return hit;
  }
  return undefined;
}

/** The page this version cached at install, if it is still there. */
async function cachedPage() {
  return (await caches.has(CACHE)) ? (await caches.open(CACHE)).match(SCOPE) : undefined;
}

async function page(request) {
  let response = null;
  try {
    response = await fetch(request, { cache: 'no-cache' });
  } catch {
    // Offline: the cached page below.
  }
  const version = response && (await pageVersion(response));
  const own = await cachedPage();
  // This version's page: the copy checked at install.
  if (version === VERSION) return own ?? response;
  // Another version's: only as the page of the deploy whose service worker the host serves.
  if (version !== null && (await hostVersion()) === version) return response;
  return own ?? response ?? Response.error();
}

async function otherNavigation(request) {
  try {
    return await fetch(request);
  } catch (e) {
    const hit = await cached(request);
    if (hit) return hit;
    throw e;
  }
}

/** The database of the open pages' versions. */
function pages() {
  return new Promise((ok, fail) => {
    const open = indexedDB.open(PAGES, 1);
    open.onupgradeneeded = () => open.result.createObjectStore('pages');
    open.onsuccess = () => ok(open.result);
    open.onerror = () => fail(open.error);
  });
}

/** Runs `use(store)` (which makes requests on it) in one transaction; resolves when it commits. */
async function inPages(mode, use) {
  const db = await pages();
  try {
    await new Promise((ok, fail) => {
      const tx = db.transaction('pages', mode);
      use(tx.objectStore('pages'));
      tx.oncomplete = ok;
      tx.onerror = tx.onabort = () => fail(tx.error);
    });
  } finally {
    db.close();
  }
}

/** The versions the pages `open` (client ids) said they run; the notes of other pages go. */
async function runBy(open) {
  const versions = new Set();
  await inPages('readwrite', (store) => {
    store.openCursor().onsuccess = (event) => {
      const cursor = event.target.result;
      if (!cursor) return;
      if (open.has(cursor.key)) versions.add(cursor.value);
      else cursor.delete();
      cursor.continue();
    };
  });
  return versions;
}

/** The version whose files the cache `name` holds. */
const cacheVersion = (name) => (name.startsWith(PREFIX) ? name.slice(PREFIX.length) : name.slice(LEGACY.length));

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      try {
        // `no-cache`: each file is revalidated with the host, so no stale copy from the HTTP cache
        // (a host's max-age) gets in, and what the page has just loaded is not downloaded again.
        await cache.addAll(FILES.map((f) => new Request(f, { cache: 'no-cache' })));
        const page = await cache.match(SCOPE);
        if (!page || (await pageVersion(page)) !== VERSION) {
          throw new Error(`the host's page is not the game's version ${VERSION}`);
        }
      } catch (e) {
        await caches.delete(CACHE);
        throw e;
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // In the order they were created: the last older one is the previous version's.
      const names = await caches.keys();
      const end = names.indexOf(CACHE);
      const older = [];
      for (const name of names.slice(0, end < 0 ? names.length : end)) {
        if (await ours(name)) older.push(name);
      }
      // The versions open pages of this copy run (the pages not open any more are forgotten).
      // Should that not be known (no database), only the previous version's cache stays.
      let running = new Set();
      try {
        const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        running = await runBy(new Set(open.filter((c) => isPage(c.url)).map((c) => c.id)));
      } catch (e) {
        console.warn('service worker: the open pages are not known:', e);
      }
      const drop = older.filter((name, i) => i < older.length - 1 && !running.has(cacheVersion(name)));
      await Promise.all(drop.map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

// A page of the game says which version it runs.
self.addEventListener('message', (event) => {
  const version = event.data?.sternhalmaPage;
  const page = event.source;
  if (typeof version !== 'string' || !/^[\w.-]{1,64}$/.test(version) || !page?.id || !isPage(page.url)) return;
  event.waitUntil(
    inPages('readwrite', (store) => store.put(version, page.id)).then(
      () => page.postMessage({ sternhalmaKept: version }),
      (e) => console.warn('service worker: an open page not noted:', e),
    ),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(isPage(request.url) ? page(request) : otherNavigation(request));
    return;
  }
  event.respondWith(cached(request).then((hit) => hit ?? fetch(request)));
});
