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
 * Launches headless Chromium with a fresh profile; returns { context, close }. A fresh profile
 * is a first visit, which greets the player with the welcome card (`#welcome`); tests that are
 * about something else close it (Escape) whenever it is in the way of an action — unless
 * `welcome` is true.
 */
export async function launch({ welcome = false, ...options } = {}) {
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
  if (!welcome) {
    const skipWelcome = (page) =>
      page.addLocatorHandler(page.locator('#welcome'), async () => {
        await page.keyboard.press('Escape');
      });
    browser.on('page', skipWelcome);
    for (const page of browser.pages()) await skipWelcome(page);
  }
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
