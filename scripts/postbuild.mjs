// Turns trunk's release output (dist/) into the shipped game:
//   - the inline start-up script moves to its own file, so that the Content-Security-Policy can
//     forbid inline scripts; it also registers the service worker;
//   - a strict Content-Security-Policy, the web manifest, icons and theme colour go into
//     index.html, and so does the stylesheet (it blocks the first paint);
//   - sw.js: a service worker that precaches every file of the bundle (cache named after a hash
//     of their contents), so the game opens and plays offline after the first visit;
//   - sternhalma-offline.html: one self-contained file (CSS, JS and wasm inlined) that opens from
//     disk (file://) and plays;
//   - the page shows the empty board while the code loads (`cargo run --bin skeleton`, see
//     src/app/skeleton.rs), in index.html and in the single file;
//   - the JavaScript (wasm-bindgen's glue, the start-up script, the worker's script) is minified
//     with esbuild (Trunk's own minifier cannot parse the glue), and the page's integrity
//     attributes follow.
// Every URL stays relative, so the folder works from any subpath of any static host.
//
//   node scripts/postbuild.mjs [dist]
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { transformSync } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = resolve(process.argv[2] ?? join(ROOT, 'dist'));
const OFFLINE = 'sternhalma-offline.html';

const sha = (algo, data) => createHash(algo).update(data).digest('base64');
const short = (data) => createHash('sha256').update(data).digest('hex').slice(0, 16);
const fail = (msg) => {
  console.error(`postbuild: ${msg}`);
  process.exit(1);
};

let html = readFileSync(join(DIST, 'index.html'), 'utf8');
// Each step rewrites what trunk wrote (and the glue is minified in place): a second run on the
// same output would wrap it again.
if (html.includes('id="boot"')) fail(`${DIST}/index.html is already post-processed: run trunk build first`);

// 1. The start-up script trunk inlined: move it to a file of its own.
// (Trunk minifies release HTML: attribute values may come without quotes.)
const inline = /<script type="?module"?[^>]*>([\s\S]*?)<\/script>/.exec(html);
if (!inline) fail('no inline start-up script found in index.html');
// A game that cannot start (no WebAssembly, a damaged download) says so where it would be,
// instead of leaving the empty board of the page's skeleton. Once it runs, #boot is gone.
const NOT_STARTED = `const notStarted = (reason) => {
  const note = document.querySelector('#boot [role=status]');
  if (!note) return;
  const text = {
    da: 'Kinaskak kunne ikke starte i denne browser ({reason}). Prøv at genindlæse siden, eller brug en anden browser.',
    bg: 'Китайска дама не можа да се стартира в този браузър ({reason}). Презаредете страницата или опитайте с друг браузър.',
  }[navigator.language.slice(0, 2)] ?? 'Sternhalma could not start in this browser ({reason}). Reload the page, or try another browser.';
  note.className = 'message error';
  note.setAttribute('role', 'alert');
  note.textContent = text.replace('{reason}', String(reason?.message ?? reason));
  note.closest('#boot').removeAttribute('aria-busy');
};
addEventListener('error', (e) => notStarted(e.error ?? e.message));
addEventListener('unhandledrejection', (e) => notStarted(e.reason));
if (typeof WebAssembly !== 'object') notStarted('WebAssembly is not available');
`;
const boot = `${NOT_STARTED}
${inline[1].trim()}

// Offline play: the service worker caches the whole bundle (not from file://).
if ('serviceWorker' in navigator && location.protocol.startsWith('http')) {
  navigator.serviceWorker.register('./sw.js').catch((e) => console.warn('service worker:', e));
}
`;
const minify = (code) => transformSync(code, { minify: true, legalComments: 'none' }).code;
const bootCode = minify(boot);
const bootName = `boot-${short(bootCode)}.js`;
writeFileSync(join(DIST, bootName), bootCode);
html = html.replace(inline[0], `<script type="module" src="./${bootName}"></script>`);

// 2. Content-Security-Policy, manifest, icons.
const CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  // The page's own <style>, and the style attributes Yew writes (peg positions).
  "style-src 'unsafe-inline'",
  "img-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
].join('; ');
const head = `
    <meta http-equiv="Content-Security-Policy" content="${CSP}" />
    <meta name="theme-color" content="#2b2118" />
    <link rel="manifest" href="./manifest.webmanifest" />
    <link rel="icon" href="./icon-192.png" sizes="192x192" type="image/png" />
    <link rel="apple-touch-icon" href="./icon-192.png" />
  `;
html = html
  .replace(/<link [^>]*href="?data:[^>]*>/, '')
  .replace(/<meta charset="?utf-8"?\s*\/?>/, (m) => `${m}${head}`);

// 3. The empty board, painted before the code has loaded; the game replaces it when it starts.
const skeleton = execFileSync('cargo', ['run', '--quiet', '--locked', '--bin', 'skeleton'], {
  cwd: ROOT,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
if (!skeleton.startsWith('<main id="boot"')) fail('cargo run --bin skeleton printed no skeleton');
const withSkeleton = (page) => {
  const body = /<body[^>]*>/.exec(page);
  if (!body) fail('no <body> in the page');
  return page.replace(body[0], `${body[0]}${skeleton}`);
};
html = withSkeleton(html);

// 4. The stylesheet goes into the page: it blocks the first paint, and a request of its own
// delayed that paint (the empty board) by tens of milliseconds on a first visit.
const styleLink = /<link\s[^>]*rel="?stylesheet"?[^>]*>/.exec(html);
const cssFile = styleLink && /href="?\.?\/?([^"\s>]+\.css)/.exec(styleLink[0])?.[1];
if (!cssFile) fail('no stylesheet found in index.html');
const css = readFileSync(join(DIST, cssFile), 'utf8');
if (css.includes('</')) fail(`${cssFile} contains "</", which would end an inline <style>`);
html = html.replace(styleLink[0], () => `<style>${css}</style>`);
unlinkSync(join(DIST, cssFile));

// PNG icons only: an SVG icon is a whole document (the board's 121 holes) that the page would
// parse and lay out on its main thread, once for the tab and again for the manifest, just
// when the board starts taking clicks. assets/icon.svg is their source (scripts/icons.mjs draws
// them).
for (const f of ['icon-192.png', 'icon-512.png', 'icon-maskable-192.png']) copyFileSync(join(ROOT, 'assets', f), join(DIST, f));
writeFileSync(
  join(DIST, 'manifest.webmanifest'),
  JSON.stringify(
    {
      name: 'Sternhalma — Chinese Checkers',
      short_name: 'Sternhalma',
      description: 'Chinese Checkers for 2 to 6 players, against friends or the computer, online or off.',
      start_url: './',
      scope: './',
      display: 'standalone',
      background_color: '#2b2118',
      theme_color: '#2b2118',
      icons: [
        { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: 'icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      ],
    },
    null,
    2,
  ) + '\n',
);

// 5. The single self-contained file.
/** The attributes of every `<link>` of the page (quoted or not). */
const links = [...html.matchAll(/<link\s([^>]*)>/g)].map((m) =>
  Object.fromEntries(
    [...m[1].matchAll(/([\w-]+)(?:=("[^"]*"|'[^']*'|[^\s>]+))?/g)].map(([, k, v = '']) => [k, v.replace(/^["']|["']$/g, '')]),
  ),
);
const asset = (test, what) => {
  const link = links.find(test);
  if (!link) fail(`no ${what} found in index.html`);
  return link.href.replace(/^\.?\//, '');
};
const jsFile = asset((l) => l.rel === 'modulepreload', 'module preload');
const wasmFile = asset((l) => l.rel === 'preload' && l.href.endsWith('.wasm'), 'wasm preload');
// The single file keeps the glue as wasm-bindgen wrote it: its start-up code calls `initSync`
// by name, which minification renames inside the module.
const js = readFileSync(join(DIST, jsFile), 'utf8');
for (const f of [jsFile, 'worker.js']) writeFileSync(join(DIST, f), minify(readFileSync(join(DIST, f), 'utf8')));
// The module preload names the glue with its digest: the minified file needs a new one.
html = html.replace(/<link\s[^>]*>/g, (tag) =>
  tag.includes(jsFile) ? tag.replace(/integrity="?sha384-[^"\s>]+"?/, `integrity="sha384-${sha('sha384', readFileSync(join(DIST, jsFile)))}"`) : tag,
);
writeFileSync(join(DIST, 'index.html'), html);
const wasm = readFileSync(join(DIST, wasmFile));
// The computer thinks in a worker started from a blob: URL (a page opened from file:// cannot
// start one from a file); the page names it to the bridge through a global.
const workerJs = readFileSync(join(DIST, 'worker.js'), 'utf8');
const workerWasm = readFileSync(join(DIST, 'worker_bg.wasm'));
const workerSrc = `${workerJs}
wasm_bindgen(Uint8Array.from(atob(${JSON.stringify(workerWasm.toString('base64'))}), (c) => c.charCodeAt(0)));
`;
const script = `${NOT_STARTED}
${js}
{
  const worker = new Blob([${JSON.stringify(workerSrc)}], { type: 'text/javascript' });
  window.sternhalmaWorkerUrl = URL.createObjectURL(worker);
  const bytes = Uint8Array.from(atob(${JSON.stringify(wasm.toString('base64'))}), (c) => c.charCodeAt(0));
  initSync({ module: bytes });
}
`;
if (!/export \{[^}]*\binitSync\b/.test(js)) fail('the wasm-bindgen module does not export initSync');
// The single file keeps the page's own tab icon, a data: URL.
const singleCsp = CSP.replace("script-src 'self'", `script-src 'sha256-${sha('sha256', script)}'`)
  .replace("worker-src 'self'", 'worker-src blob:')
  .replace("img-src 'self'", "img-src 'self' data:");
const source = readFileSync(join(ROOT, 'index.html'), 'utf8');
const single = withSkeleton(source)
  .replace(/\s*<link data-trunk[^>]*>/g, '')
  .replace(
    /<meta charset="utf-8"\s*\/?>/,
    (m) => `${m}
    <meta http-equiv="Content-Security-Policy" content="${singleCsp}" />
    <meta name="theme-color" content="#2b2118" />
    <style>${css}</style>`,
  )
  .replace('</body>', () => `<script type="module">${script}</script>\n  </body>`);
writeFileSync(join(DIST, OFFLINE), single);

// 6. The service worker: precache everything but the single file (a download, not the app).
const files = readdirSync(DIST)
  .filter((f) => f !== OFFLINE && f !== 'sw.js' && statSync(join(DIST, f)).isFile())
  .sort();
const version = short(files.map((f) => f + short(readFileSync(join(DIST, f)))).join());
const sw = readFileSync(join(ROOT, 'scripts', 'sw.js'), 'utf8')
  .replace('__VERSION__', version)
  .replace('__FILES__', JSON.stringify(['./', ...files.filter((f) => f !== 'index.html').map((f) => `./${f}`)]));
writeFileSync(join(DIST, 'sw.js'), sw);

// 7. Sizes of a first visit: what the board needs, then what follows in the background (the
// service worker's copy of the rest of the bundle: the computer's worker, icons, manifest).
const sizes = (f) => {
  const data = readFileSync(join(DIST, f));
  return [data.length, gzipSync(data, { level: 9 }).length];
};
const row = (name, [raw, gz]) =>
  console.log(`  ${name.padEnd(44)} ${String(raw).padStart(8)} B  ${String(gz).padStart(7)} B gzip`);
const total = (list) => list.map(sizes).reduce(([r, g], [a, b]) => [r + a, g + b], [0, 0]);
const firstLoad = ['index.html', bootName, jsFile, wasmFile];
for (const f of firstLoad) row(f, sizes(f));
row('first visit, up to the board', total(firstLoad));
const background = files.filter((f) => !firstLoad.includes(f)).concat('sw.js');
row(`then in the background (${background.length} files)`, total(background));
row(OFFLINE, sizes(OFFLINE));
