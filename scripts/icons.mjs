// Draws the PNG icons of the web manifest from assets/icon.svg with headless Chromium, then
// quantises them to a small palette with pngquant when it is installed. The PNGs are committed;
// run this again after changing the SVG.
//
//   node scripts/icons.mjs
//
// icon-192.png and icon-512.png are the SVG as it is (rounded square). icon-maskable-192.png is
// for launchers that cut icons to their own shape (a circle, a squircle): the background fills
// the whole square and the star is scaled into the safe zone, a centred circle of 40% of the
// size in radius, so that no mask trims its tips.
import { execFileSync } from 'node:child_process';
import { readFileSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const ASSETS = resolve(import.meta.dirname, '..', 'assets');
const svg = readFileSync(join(ASSETS, 'icon.svg'), 'utf8');

// Flat fills and their anti-aliased edges: 32 colours look the same as 256 at icon sizes, in
// half the bytes.
const COLOURS = 32;

// The star's tips lie 210.8 units from the centre of the 512-unit square; the safe zone's
// radius is 204.8. A little inside it.
const SCALE = 0.9;
const background = /<rect [^>]*\/>/.exec(svg)?.[0];
if (!background) throw new Error('icon.svg: no background <rect>');
// The background without its rounded corners, then the rest scaled about the centre.
const square = background.replace(/\s*rx="[^"]*"/, '');
const maskable = svg
  .replace(background, () => `${square}\n<g transform="translate(256 256) scale(${SCALE}) translate(-256 -256)">`)
  .replace('</svg>', '</g>\n</svg>');

const icons = [
  ['icon-192.png', svg, 192],
  ['icon-512.png', svg, 512],
  ['icon-maskable-192.png', maskable, 192],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_BIN || '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const [name, source, size] of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = source.replace(/width="512" height="512"/, `width="${size}" height="${size}"`);
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
    const out = join(ASSETS, name);
    await page.screenshot({ path: out, omitBackground: true });
    await page.close();
    try {
      execFileSync('pngquant', ['--force', '--strip', '--speed', '1', '--output', `${out}.q`, String(COLOURS), out]);
      renameSync(`${out}.q`, out);
    } catch {
      console.warn(`icons: ${name} left unquantised (pngquant is not installed)`);
    }
    console.log(`icons: ${name} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
