// Shared harness of the end-to-end tests: serves the release bundle (dist/) on a free localhost
// port (scripts/serve.mjs) and drives Debian's headless Chromium with playwright-core (no browser download).
import { join, resolve } from 'node:path';
import { serve as serveStatic } from '../../scripts/serve.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { chromium } from 'playwright-core';

const ROOT = resolve(import.meta.dirname, '..', '..');
// The bundle under test: dist/, or $STERNHALMA_DIST (handy while others rebuild dist/).
export const DIST = process.env.STERNHALMA_DIST ?? join(ROOT, 'dist');

/**
 * Serves `dir` (default: the release bundle) under `prefix` on localhost `port` (default: a
 * free one). Returns { url, port, close, requests }; see scripts/serve.mjs.
 */
export function serve(dir = DIST, prefix = '/', port = 0) {
  return serveStatic(dir, { prefix, port });
}

/**
 * Launches headless Chromium with a fresh profile; returns { browser, close }. `options` are
 * added to playwright's context options (e.g. a phone: `viewport`, `hasTouch`, `isMobile`).
 */
export async function launch(options = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'sternhalma-e2e-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_BIN || '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1000, height: 900 },
    ...options,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  return {
    context: browser,
    close: async () => {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Opens `url` in a new page, failing the test on any page error or console error, and waits
 * until the board is rendered. Returns the page and the collected errors.
 */
export async function openGame(context, url) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  await page.goto(url);
  await page.waitForSelector('[data-cell]', { timeout: 20000 });
  return { page, errors };
}

/** Like `openGame`, but with a new game: the autosave of an earlier test is cleared first. */
export async function openNewGame(context, url) {
  const opened = await openGame(context, url);
  await opened.page.evaluate(() => localStorage.clear());
  await opened.page.goto(url);
  await opened.page.waitForSelector('g.peg[data-player]', { timeout: 20000 });
  return opened;
}
