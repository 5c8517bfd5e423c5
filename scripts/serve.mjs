// A small static file server for the built game (dist/), used by scripts/play.sh and by the
// end-to-end tests. Serves `dir` under a URL prefix so that subpath hosting is exercised too.
//
//   node scripts/serve.mjs [dir] [port] [prefix]
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
 * Serves `dir` under `prefix` (e.g. '/' or '/games/sternhalma/') on 127.0.0.1:`port` (0 = any
 * free port). Resolves to { url, port, requests, close } where `requests` logs every path.
 */
export async function serve(dir, { port = 0, prefix = '/' } = {}) {
  const root = resolve(dir);
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
    if (path === prefix.slice(0, -1)) {
      res.writeHead(301, { location: prefix }).end();
      return;
    }
    if (!path.startsWith(prefix)) {
      res.writeHead(404).end('not found');
      return;
    }
    let file = normalize(join(root, path.slice(prefix.length)));
    if (file !== root && !file.startsWith(root + '/')) {
      res.writeHead(403).end('forbidden');
      return;
    }
    try {
      let info = await stat(file);
      if (info.isDirectory()) {
        file = join(file, 'index.html');
        info = await stat(file);
      }
      // Revalidation as static hosts do it: the service worker's precache then gets 304s for the
      // files the page has just loaded instead of downloading them again.
      const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      const headers = { 'cache-control': 'no-cache', etag };
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, headers).end();
        return;
      }
      const body = await readFile(file);
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
  return {
    url: `http://127.0.0.1:${actual}${prefix}`,
    port: actual,
    requests,
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
