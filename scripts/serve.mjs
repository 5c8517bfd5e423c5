// A small static file server for the built game (dist/), used by scripts/play.sh and by the
// end-to-end tests. Serves folders under URL prefixes, so that subpath hosting is exercised too,
// and several copies of the game on one origin; the folder behind a prefix can be swapped while
// the server runs (a new deploy at the same address), and the Cache-Control header chosen (a host
// that lets browsers keep files for a while).
//
//   node scripts/serve.mjs [dir] [port] [prefix]
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves on 127.0.0.1:`port` (0 = any free port) `dir` under `prefix` (e.g. '/' or
 * '/games/sternhalma/'), or, when `dir` is an object such as `{ '/a/': 'dist', '/b/': 'v2' }`,
 * each folder under its prefix. Every answer carries `cacheControl` (default `no-cache`: browsers
 * revalidate, and get 304s for what they have).
 *
 * Resolves to { url, urls, port, requests, swap, close }: `url` is the first prefix's address,
 * `urls` maps each prefix to its address, `requests` logs every path asked for, and
 * `swap(dir, prefix)` serves another folder under a prefix (default: the first) from then on.
 */
export async function serve(dir, { port = 0, prefix = '/', cacheControl = 'no-cache' } = {}) {
  const copies = new Map(Object.entries(typeof dir === 'string' ? { [prefix]: dir } : dir).map(([p, d]) => [p, resolve(d)]));
  for (const p of copies.keys()) {
    if (!p.startsWith('/') || !p.endsWith('/')) throw new Error(`a prefix starts and ends with "/": ${p}`);
  }
  const requests = [];
  const server = createServer(async (req, res) => {
    let path;
    try {
      path = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end('bad request');
      return;
    }
    requests.push(path);
    if (copies.has(`${path}/`)) {
      res.writeHead(301, { location: `${path}/` }).end();
      return;
    }
    // The longest prefix the path is under.
    const under = [...copies.keys()].filter((p) => path.startsWith(p)).sort((a, b) => b.length - a.length)[0];
    if (under === undefined) {
      res.writeHead(404).end('not found');
      return;
    }
    const root = copies.get(under);
    let file = normalize(join(root, path.slice(under.length)));
    if (file !== root && !file.startsWith(root + '/')) {
      res.writeHead(403).end('forbidden');
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      // Revalidation as static hosts do it (an ETag from the content: two deploys never share
      // one): the service worker's precache then gets 304s for the files the page has just
      // loaded instead of downloading them again.
      const body = await readFile(file);
      const etag = `"${createHash('sha1').update(body).digest('hex').slice(0, 20)}"`;
      const headers = { 'cache-control': cacheControl, etag };
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, headers).end();
        return;
      }
      res.writeHead(200, { ...headers, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', ok);
  });
  const actual = server.address().port;
  const urls = Object.fromEntries([...copies.keys()].map((p) => [p, `http://127.0.0.1:${actual}${p}`]));
  const first = copies.keys().next().value;
  return {
    url: urls[first],
    urls,
    port: actual,
    requests,
    swap: (to, at = first) => {
      if (!copies.has(at)) throw new Error(`no copy is served under ${at}`);
      copies.set(at, resolve(to));
    },
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections?.();
        server.close(ok);
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir = 'dist', port = '8080', prefix = '/'] = process.argv.slice(2);
  const { url } = await serve(dir, { port: Number(port), prefix });
  console.log(`\nSternhalma is served at ${url}  (Ctrl-C to stop)\n`);
}
