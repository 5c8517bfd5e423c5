// Service worker of the Sternhalma game. A template: scripts/postbuild.mjs fills in the version
// (a hash of the whole bundle) and the files to precache (the page, './', and every other file of
// the bundle, whose names carry content hashes).
//
// What it answers:
// - The page (a navigation to the scope's own URL, or to index.html in it): the network's answer,
//   revalidated with the host (never a stale copy from the HTTP cache), when it is a page of the
//   game: status 200, HTML, not a redirect, carrying the `<meta name="sternhalma-version">` marker
//   (an update's page passes, and the next visit runs the new version). Anything else there (a
//   captive portal's page, an error, a redirect), or no network: the page cached at install. That
//   copy is the page of this very version, checked at install, and nothing else ever replaces it.
// - Any other navigation (someone opens an icon, say): the network, else the cached file of that
//   same URL; never the page.
// - Every other request: this copy's caches, else the network. File names carry content hashes,
//   so whatever is found under a name is the file the asking page was built with.
//
// Caches: one per copy of the game (its scope: copies at /a/ and /b/ on one origin never touch
// each other's caches) and version, named `sternhalma <scope> <version>`. Install fills it
// bypassing the HTTP cache and checks that the page it got is this version's; an install that
// fails deletes its cache (the running version stays in charge). On activation the newest older
// cache of this copy is kept, so a page of the previous version still open in a tab keeps getting
// its own files (the computer's worker, say) once the host no longer has them; older ones are
// deleted. Caches of earlier builds (named `sternhalma-<version>`, one per origin) count as this
// copy's only when they hold this scope's page and nothing outside the scope.
const VERSION = '__VERSION__';
const FILES = __FILES__;
const SCOPE = self.registration.scope;
const PREFIX = `sternhalma ${SCOPE} `;
const CACHE = PREFIX + VERSION;
const LEGACY = 'sternhalma-';
const MARKER = '<meta name="sternhalma-version" content="';

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
  if (response && (await pageVersion(response)) !== null) return response;
  return (await cachedPage()) ?? response ?? Response.error();
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
      await Promise.all(older.slice(0, -1).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
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
