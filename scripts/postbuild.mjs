// Turns trunk's release output (dist/) into the shipped game:
//   - the inline start-up script moves to its own file, so that the Content-Security-Policy can
//     forbid inline scripts; it also registers the service worker and names the computer's
//     worker of this build to the game (`window.sternhalmaWorkerUrl`, read by src/ui/workers.rs);
//   - every file a page loads has its content's hash in its name: trunk names the game's own
//     script and wasm; this script renames the computer's worker (its loader, script and wasm,
//     the loader rewritten to name the others), the icons and the manifest. A page therefore only
//     ever loads files of its own build, whichever build the host or a cache holds;
//   - a strict Content-Security-Policy, the web manifest, icons and theme colour go into
//     index.html, and so does the stylesheet (it blocks the first paint), and a marker naming the
//     build's version (`<meta name="sternhalma-version">`), by which the service worker tells our
//     page from anything else the host (or a captive portal) answers;
//   - sw.js: a service worker that precaches every file of the bundle in a cache named after this
//     copy of the game (its URL) and a hash of the files, so the game opens and plays offline after
//     the first visit, and keeps the files of every version an open page runs (the start-up script
//     tells it the page's version; scripts/sw.js describes what it serves and when it drops
//     caches);
//   - sternhalma-offline.html: one self-contained file (CSS, JS and wasm inlined) that opens from
//     disk (file://) and plays;
//   - the Danish and Bulgarian texts are files of their own (`cargo run --bin texts`), loaded
//     when the page needs them, and inline in the single file; so is the puzzle set
//     (assets/puzzles.txt), loaded when the puzzles open;
//   - the page shows the board while the code loads (`cargo run --bin skeleton`, see
//     src/app/skeleton.rs), in index.html and in the single file: on a first visit the start
//     position and the welcome card, else the empty board, as the skeleton's inline script
//     decides (allowed by its hash in the Content-Security-Policy);
//   - the early module (src/bin/early.rs, a few tens of KB: the rules and the skeleton's board
//     made playable) loads first, its script inline in the head, its wasm preloaded, beside the
//     game's own module, which takes over when it starts;
//   - the JavaScript (wasm-bindgen's glue, the start-up script, the worker's script) is minified
//     with esbuild (Trunk's own minifier cannot parse the glue), and the page's integrity
//     attributes follow.
// Every URL stays relative, so the folder works from any subpath of any static host.
//
//   node scripts/postbuild.mjs [dist]
//       processes trunk's output in place, after keeping a copy of it in target/trunk-dist/;
//   node scripts/postbuild.mjs --from target/trunk-dist [--tag TEXT] OUT
//       builds OUT (new, empty, or a build: it is emptied first) from such a copy. TEXT marks the build: the start-up script
//       sets `window.sternhalmaBuild`, the worker's script `self.sternhalmaBuild`, and the
//       worker's wasm carries it in a custom section, so that two builds of the same code differ
//       as two deploys do (the end-to-end tests of updates use it).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { transformSync } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..');
const OFFLINE = 'sternhalma-offline.html';
// Where the raw output of the last `trunk build` is kept.
const RAW = join(ROOT, 'target', 'trunk-dist');
const USAGE = 'usage: node scripts/postbuild.mjs [dist] | --from <trunk output> [--tag <text>] <out>';

const sha = (algo, data) => createHash(algo).update(data).digest('base64');
const short = (data) => createHash('sha256').update(data).digest('hex').slice(0, 16);
const fail = (msg) => {
  console.error(`postbuild: ${msg}`);
  process.exit(1);
};

const options = { from: undefined, tag: undefined, out: undefined };
for (const args = process.argv.slice(2); args.length > 0; ) {
  const arg = args.shift();
  if (arg === '--from' || arg === '--tag') {
    if (args.length === 0) fail(`${arg} needs a value\n${USAGE}`);
    options[arg.slice(2)] = args.shift();
  } else if (arg.startsWith('-') || options.out !== undefined) {
    fail(`unexpected argument ${arg}\n${USAGE}`);
  } else {
    options.out = arg;
  }
}
if (options.tag !== undefined && !/^[\w.-]{1,40}$/.test(options.tag)) {
  fail('the tag is 1 to 40 letters, digits, "_", "." or "-"');
}
if (options.from !== undefined && options.out === undefined) fail(`--from needs an output folder\n${USAGE}`);
const DIST = resolve(options.out ?? join(ROOT, 'dist'));

if (options.from !== undefined) {
  const from = resolve(options.from);
  if (!existsSync(join(from, 'index.html'))) fail(`${from} holds no trunk output: run scripts/build.sh first`);
  if (from === DIST) fail('--from and the output folder must differ');
  // The output folder is emptied: it has to be new, empty or a build already.
  if (existsSync(DIST) && readdirSync(DIST).length > 0 && !existsSync(join(DIST, 'index.html'))) {
    fail(`${DIST} is neither empty nor a build: choose another output folder`);
  }
  rmSync(DIST, { recursive: true, force: true });
  cpSync(from, DIST, { recursive: true });
}

let html = readFileSync(join(DIST, 'index.html'), 'utf8');
// Each step rewrites what trunk wrote (and the glue is minified in place): a second run on the
// same output would wrap it again.
if (html.includes('id="boot"')) fail(`${DIST}/index.html is already post-processed: run trunk build first`);
if (options.from === undefined) {
  rmSync(RAW, { recursive: true, force: true });
  cpSync(DIST, RAW, { recursive: true });
}
const minify = (code) => transformSync(code, { minify: true, legalComments: 'none' }).code;
/** `data` (a wasm module) with a custom section `name` holding `text` appended. */
const withCustomSection = (data, name, text) => {
  const leb = (n) => {
    const bytes = [];
    do {
      bytes.push((n & 0x7f) | (n >= 0x80 ? 0x80 : 0));
      n >>>= 7;
    } while (n > 0);
    return Buffer.from(bytes);
  };
  const label = Buffer.from(name);
  const body = Buffer.concat([leb(label.length), label, Buffer.from(text)]);
  return Buffer.concat([data, Buffer.from([0]), leb(body.length), body]);
};

// 1. The computer's worker: trunk's loader shim (`importScripts("./worker.js");
// wasm_bindgen("./worker_bg.wasm");`), the worker's script and its wasm get names with their
// content's hash, and the loader names the renamed files. The loader hands the wasm to the
// init function in an object (`{ module_or_path }`): wasm-bindgen warns on a bare argument.
const loaderSource = readFileSync(join(DIST, 'worker_loader.js'), 'utf8');
const LOADS_SCRIPT = /(importScripts\(\s*["'])\.\/worker\.js(["'])/;
const LOADS_WASM = /(wasm_bindgen\(\s*["'])\.\/worker_bg\.wasm(["'])/;
if (!LOADS_SCRIPT.test(loaderSource) || !LOADS_WASM.test(loaderSource)) {
  fail('worker_loader.js does not load ./worker.js and ./worker_bg.wasm as expected');
}
let workerJs = minify(readFileSync(join(DIST, 'worker.js'), 'utf8'));
let workerWasm = readFileSync(join(DIST, 'worker_bg.wasm'));
if (options.tag !== undefined) {
  workerJs = `self.sternhalmaBuild=${JSON.stringify(options.tag)};${workerJs}`;
  workerWasm = withCustomSection(workerWasm, 'sternhalma-build', options.tag);
}
const workerJsName = `worker-${short(workerJs)}.js`;
const workerWasmName = `worker-${short(workerWasm)}_bg.wasm`;
const loader = loaderSource
  .replace(LOADS_SCRIPT, (_, open, close) => `${open}./${workerJsName}${close}`)
  .replace(LOADS_WASM, () => `wasm_bindgen({ module_or_path: "./${workerWasmName}" }`);
const loaderName = `worker_loader-${short(loader)}.js`;
writeFileSync(join(DIST, workerJsName), workerJs);
writeFileSync(join(DIST, workerWasmName), workerWasm);
writeFileSync(join(DIST, loaderName), loader);
for (const f of ['worker_loader.js', 'worker.js', 'worker_bg.wasm']) unlinkSync(join(DIST, f));

// 1a. The screens' module (src/bin/screens.rs: "Learn to play" and the puzzles), loaded after
// the board: its glue (wasm-bindgen's `no-modules` script, which would declare a global
// `wasm_bindgen`) is wrapped to hand its init function to `window.sternhalmaScreensGlue`
// instead, and both files get names with their content's hash. The start-up script loads it
// (`window.sternhalmaScreens()`, see src/ui/screens/host.rs).
const screensGlueJs = `self.sternhalmaScreensGlue=(()=>{${minify(readFileSync(join(DIST, 'screens.js'), 'utf8'))};return wasm_bindgen})();`;
if (!/^let wasm_bindgen\s*=/.test(readFileSync(join(DIST, 'screens.js'), 'utf8').trimStart())) {
  fail('screens.js does not declare wasm_bindgen as expected');
}
const screensWasm = readFileSync(join(DIST, 'screens_bg.wasm'));
const screensJsName = `screens-${short(screensGlueJs)}.js`;
const screensWasmName = `screens-${short(screensWasm)}_bg.wasm`;
writeFileSync(join(DIST, screensJsName), screensGlueJs);
writeFileSync(join(DIST, screensWasmName), screensWasm);
for (const f of ['screens.js', 'screens_bg.wasm']) unlinkSync(join(DIST, f));

// 1a'. The early module (src/bin/early.rs: the board's first moves while the game's module
// loads): its glue, wrapped as the screens' is, then the call that starts it, inline in the
// page's head, first of all (step 5; allowed by its hash in the Content-Security-Policy): a
// script file of its own came in after the page's other files, tens of milliseconds later.
// Its wasm is preloaded. Not in the single file, which holds every module already.
if (!/^let wasm_bindgen\s*=/.test(readFileSync(join(DIST, 'early.js'), 'utf8').trimStart())) {
  fail('early.js does not declare wasm_bindgen as expected');
}
const earlyWasm = readFileSync(join(DIST, 'early_bg.wasm'));
const earlyWasmName = `early-${short(earlyWasm)}_bg.wasm`;
const earlyJs = `(()=>{${minify(readFileSync(join(DIST, 'early.js'), 'utf8'))};wasm_bindgen({module_or_path:'./${earlyWasmName}'}).catch(()=>{})})();`;
if (earlyJs.includes('</')) fail('the early module\'s glue contains "</", which would end an inline <script>');
writeFileSync(join(DIST, earlyWasmName), earlyWasm);
for (const f of ['early.js', 'early_bg.wasm']) unlinkSync(join(DIST, f));

// 1b. The Danish and Bulgarian texts: files of their own, named with their content's hash
// (`cargo run --bin texts`, see src/app/i18n/files.rs); the page loads one when it needs it.
const TEXTS = ['da', 'bg'];
const texts = {};
for (const tag of TEXTS) {
  const text = execFileSync('cargo', ['run', '--quiet', '--locked', '--bin', 'texts', '--', tag], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (!text.startsWith(`sternhalma-texts 1 ${tag} `)) fail(`cargo run --bin texts -- ${tag} printed no texts`);
  const name = `texts-${tag}-${short(text)}.txt`;
  writeFileSync(join(DIST, name), text);
  texts[tag] = { name, text };
}
// 1c. The puzzle set (assets/puzzles.txt): a file of its own, named with its content's hash; the
// page loads it when the puzzles open (src/ui/train/set.rs), and it is inline in the single file.
const puzzlesText = readFileSync(join(ROOT, 'assets', 'puzzles.txt'), 'utf8');
const puzzlesName = `puzzles-${short(puzzlesText)}.txt`;
writeFileSync(join(DIST, puzzlesName), puzzlesText);
const textsUrls = JSON.stringify(Object.fromEntries(TEXTS.map((t) => [t, `./${texts[t].name}`])));

// 2. The start-up script trunk inlined: move it to a file of its own.
// (Trunk minifies release HTML: attribute values may come without quotes.)
const inline = /<script type="?module"?[^>]*>([\s\S]*?)<\/script>/.exec(html);
if (!inline) fail('no inline start-up script found in index.html');
// A game that cannot start (no WebAssembly, a damaged download) says so where it would be,
// instead of leaving the page's skeleton (the board, and on a first visit the welcome card). Once it runs, #boot is gone.
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
  // The start position and the welcome card of a first visit give way to the message.
  document.documentElement.removeAttribute('data-boot');
};
addEventListener('error', (e) => notStarted(e.error ?? e.message));
addEventListener('unhandledrejection', (e) => notStarted(e.reason));
if (typeof WebAssembly !== 'object') notStarted('WebAssembly is not available');
`;
const boot = `${NOT_STARTED}
// The computer's worker of this very build (a value set earlier, as tests do, is kept).
window.sternhalmaWorkerUrl ??= './${loaderName}';
// The other languages' texts of this build; the game (src/ui/texts.rs) loads the one it needs.
// The fetch of the language it will most likely start in begins here, beside the wasm's: the
// same rule as src/ui/hooks/language.rs (a saved choice, else the browser's language), which
// decides; a guess that turns out wrong costs nothing but the fetch.
window.sternhalmaTexts ??= ${textsUrls};
// The puzzle set of this build (src/ui/train/set.rs loads it when the puzzles open).
window.sternhalmaPuzzles ??= './${puzzlesName}';
// The screens' module of this build, loaded once, when first asked for (src/ui/screens/host.rs):
// a promise of its exports. A failed load is tried again at the next ask.
{
  let loading;
  window.sternhalmaScreens ??= () =>
    (loading ??= new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = './${screensJsName}';
      script.onload = resolve;
      script.onerror = () => reject(new Error('the screens module could not be loaded'));
      document.head.append(script);
    })
      .then(() => self.sternhalmaScreensGlue({ module_or_path: './${screensWasmName}' }))
      .then(() => self.sternhalmaScreensGlue)
      .catch((e) => {
        loading = undefined;
        throw e;
      }));
}
{
  let tag = null;
  try {
    tag = localStorage.getItem('sternhalma.lang');
  } catch {}
  tag ??= navigator.language ?? '';
  const lang = /^(da|nb|no|nn)([-_]|$)/i.test(tag) ? 'da' : /^bg([-_]|$)/i.test(tag) ? 'bg' : null;
  if (lang) {
    const text = fetch(window.sternhalmaTexts[lang]).then((r) => (r.ok ? r.text() : null)).catch(() => null);
    window.sternhalmaTextsFetch = { [lang]: text };
  }
}
${options.tag === undefined ? '' : `window.sternhalmaBuild = ${JSON.stringify(options.tag)};`}
${inline[1].trim()}

// Offline play: the service worker caches the whole bundle (not from file://). The page tells
// the worker in charge, and any that takes over later, which version it runs, so that this
// version's files (the computer's worker, fetched when first needed) are kept while the page is
// open, through later deploys; the worker's answer marks the root (\`data-offline\`).
if ('serviceWorker' in navigator && location.protocol.startsWith('http')) {
  const sw = navigator.serviceWorker;
  const version = document.querySelector('meta[name="sternhalma-version"]')?.content;
  const tell = () => sw.ready.then((reg) => reg.active?.postMessage({ sternhalmaPage: version }));
  sw.addEventListener('message', (e) => {
    if (e.data?.sternhalmaKept === version) document.documentElement.dataset.offline = version;
  });
  sw.addEventListener('controllerchange', tell);
  sw.startMessages();
  sw.register('./sw.js').then(tell).catch((e) => console.warn('service worker:', e));
}
`;
const bootCode = minify(boot);
const bootName = `boot-${short(bootCode)}.js`;
writeFileSync(join(DIST, bootName), bootCode);
html = html.replace(inline[0], `<script type="module" src="./${bootName}"></script>`);

// 3. Icons and manifest, named with their content's hash. PNG icons only: an SVG icon is a whole
// document (the board's 121 holes) that the page would parse and lay out on its main thread,
// once for the tab and again for the manifest, just when the board starts taking clicks.
// assets/icon.svg is their source (scripts/icons.mjs draws them).
const icon = {};
for (const f of ['icon-192.png', 'icon-512.png', 'icon-maskable-192.png']) {
  const data = readFileSync(join(ROOT, 'assets', f));
  icon[f] = f.replace(/\.png$/, `-${short(data)}.png`);
  writeFileSync(join(DIST, icon[f]), data);
}
const manifest =
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
        { src: icon['icon-192.png'], sizes: '192x192', type: 'image/png' },
        { src: icon['icon-512.png'], sizes: '512x512', type: 'image/png' },
        { src: icon['icon-maskable-192.png'], sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      ],
    },
    null,
    2,
  ) + '\n';
const manifestName = `manifest-${short(manifest)}.webmanifest`;
writeFileSync(join(DIST, manifestName), manifest);

// 4. The page's skeleton (its inline script first), then the Content-Security-Policy (which
// allows that script by its hash), manifest, icons, the version marker (filled in at the end).
const skeleton = execFileSync('cargo', ['run', '--quiet', '--locked', '--bin', 'skeleton'], {
  cwd: ROOT,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
const skeletonScript = /^<script>([\s\S]*?)<\/script><main id="boot"/.exec(skeleton)?.[1];
if (skeletonScript === undefined) fail('cargo run --bin skeleton printed no skeleton');
const skeletonHash = `'sha256-${sha('sha256', skeletonScript)}'`;
const CSP = [
  "default-src 'self'",
  `script-src 'self' ${skeletonHash} 'sha256-${sha('sha256', earlyJs)}' 'wasm-unsafe-eval'`,
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
const VERSION_SLOT = '__STERNHALMA_VERSION__';
const head = `
    <meta http-equiv="Content-Security-Policy" content="${CSP}" />
    <meta name="sternhalma-version" content="${VERSION_SLOT}" />
    <meta name="theme-color" content="#2b2118" />
    <link rel="manifest" href="./${manifestName}" />
    <link rel="icon" href="./${icon['icon-192.png']}" sizes="192x192" type="image/png" />
    <link rel="apple-touch-icon" href="./${icon['icon-192.png']}" />
  `;
html = html
  .replace(/<link [^>]*href="?data:[^>]*>/, '')
  .replace(/<meta charset="?utf-8"?\s*\/?>/, (m) => `${m}${head}`);

// 5. The board, painted before the code has loaded; the game replaces it when it starts.
const withSkeleton = (page) => {
  const body = /<body[^>]*>/.exec(page);
  if (!body) fail('no <body> in the page');
  return page.replace(body[0], `${body[0]}${skeleton}`);
};
// The early module first of all the page's files, right after the Content-Security-Policy: its
// wasm preloaded, its script inline (it waits for the skeleton, which comes after it).
html = withSkeleton(html).replace(
  /<meta http-equiv="Content-Security-Policy"[^>]*>/,
  (m) =>
    `${m}<link rel="preload" href="./${earlyWasmName}" as="fetch" type="application/wasm" crossorigin fetchpriority="high" />` +
    `<script>${earlyJs}</script>`,
);

// 6. The stylesheet goes into the page: it blocks the first paint, and a request of its own
// delayed that paint (the board of the skeleton) by tens of milliseconds on a first visit.
const styleLink = /<link\s[^>]*rel="?stylesheet"?[^>]*>/.exec(html);
const cssFile = styleLink && /href="?\.?\/?([^"\s>]+\.css)/.exec(styleLink[0])?.[1];
if (!cssFile) fail('no stylesheet found in index.html');
const css = readFileSync(join(DIST, cssFile), 'utf8');
if (css.includes('</')) fail(`${cssFile} contains "</", which would end an inline <style>`);
html = html.replace(styleLink[0], () => `<style>${css}</style>`);
unlinkSync(join(DIST, cssFile));

// 7. The single self-contained file.
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
const wasmFile = asset((l) => l.rel === 'preload' && l.href.endsWith('.wasm') && !l.href.endsWith(earlyWasmName), 'wasm preload');
// The single file keeps the glue as wasm-bindgen wrote it: its start-up code calls `initSync`
// by name, which minification renames inside the module.
const js = readFileSync(join(DIST, jsFile), 'utf8');
writeFileSync(join(DIST, jsFile), minify(js));
// The module preload names the glue with its digest: the minified file needs a new one. The
// wasm's preload (`as=fetch`) keeps none: browsers ignore integrity there (and say so in the
// console), and the init function's fetch of it carries none either.
html = html.replace(/<link\s[^>]*>/g, (tag) => {
  if (tag.includes(jsFile)) {
    return tag.replace(/integrity="?sha384-[^"\s>]+"?/, `integrity="sha384-${sha('sha384', readFileSync(join(DIST, jsFile)))}"`);
  }
  return tag.includes(wasmFile) ? tag.replace(/\s+integrity="?sha384-[^"\s>]+"?/, '') : tag;
});
const wasm = readFileSync(join(DIST, wasmFile));
// The computer thinks in a worker started from a blob: URL (a page opened from file:// cannot
// start one from a file); the page names it to the bridge through a global.
const workerSrc = `${workerJs}
wasm_bindgen({ module_or_path: Uint8Array.from(atob(${JSON.stringify(workerWasm.toString('base64'))}), (c) => c.charCodeAt(0)) });
`;
const script = `${NOT_STARTED}
${js}
{
  const worker = new Blob([${JSON.stringify(workerSrc)}], { type: 'text/javascript' });
  window.sternhalmaWorkerUrl = URL.createObjectURL(worker);
  window.sternhalmaTextsInline = ${JSON.stringify(Object.fromEntries(TEXTS.map((t) => [t, texts[t].text])))};
  window.sternhalmaPuzzlesInline = ${JSON.stringify(puzzlesText)};
  let screens;
  window.sternhalmaScreens = () =>
    (screens ??= Promise.resolve().then(() => {
      ${screensGlueJs}
      const bytes = Uint8Array.from(atob(${JSON.stringify(screensWasm.toString('base64'))}), (c) => c.charCodeAt(0));
      return self.sternhalmaScreensGlue({ module_or_path: bytes }).then(() => self.sternhalmaScreensGlue);
    }));
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

// 8. The version (a hash of every file of the bundle and of the service worker's template) goes
// into the page's marker and the service worker, which precaches everything but the single file
// (a download, not the app).
const template = readFileSync(join(ROOT, 'scripts', 'sw.js'), 'utf8');
const files = readdirSync(DIST)
  .filter((f) => f !== OFFLINE && f !== 'index.html' && f !== 'sw.js' && statSync(join(DIST, f)).isFile())
  .sort();
const version = short([template, html, ...files.map((f) => f + short(readFileSync(join(DIST, f))))].join());
html = html.replace(VERSION_SLOT, version);
writeFileSync(join(DIST, 'index.html'), html);
const sw = template
  .replace('__VERSION__', version)
  .replace('__FILES__', JSON.stringify(['./', ...files.map((f) => `./${f}`)]));
if (sw.includes('__VERSION__') || sw.includes('__FILES__')) fail('scripts/sw.js names its version or files more than once');
writeFileSync(join(DIST, 'sw.js'), sw);

// 9. Sizes of a first visit: what the board needs, then what follows in the background (the
// service worker's copy of the rest of the bundle: the computer's worker, icons, manifest).
const sizes = (f) => {
  const data = readFileSync(join(DIST, f));
  return [data.length, gzipSync(data, { level: 9 }).length];
};
const row = (name, [raw, gz]) =>
  console.log(`  ${name.padEnd(44)} ${String(raw).padStart(8)} B  ${String(gz).padStart(7)} B gzip`);
const sum = (list) => list.reduce(([r, g], [a, b]) => [r + a, g + b], [0, 0]);
const total = (list) => sum(list.map(sizes));
const earlyLoad = ['index.html', earlyWasmName];
const firstLoad = [...earlyLoad, bootName, jsFile, wasmFile];
const firstSizes = firstLoad.map(sizes);
firstLoad.forEach((f, i) => row(f, firstSizes[i]));
row('first visit, up to a playable board (early)', total(earlyLoad));
row("first visit, up to the game's board", sum(firstSizes));
const background = files.filter((f) => !firstLoad.includes(f)).concat('sw.js');
row(`then in the background (${background.length} files)`, total(background));
row(OFFLINE, sizes(OFFLINE));
