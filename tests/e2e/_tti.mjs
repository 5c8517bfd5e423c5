import { serve, launch, DIST } from '/work/main/tests/e2e/harness.mjs';
const server = await serve(DIST, '/g/');
const browser = await launch();
for (let i = 0; i < 8; i++) {
  const browser = await launch();
  const ctx = browser.context;
  const page = await ctx.newPage();
  await page.addInitScript(() => {
    new MutationObserver((_, o) => { if (document.querySelector('[data-player]')) { window.__shown = performance.now(); o.disconnect(); } }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(server.url);
  await page.waitForSelector('[data-player]');
  const r = await page.evaluate(() => {
    const res = performance.getEntriesByType('resource').filter(e=>e.name.endsWith('.wasm')).map(e => [Math.round(e.startTime), Math.round(e.responseEnd)]);
    const nav = performance.getEntriesByType('navigation')[0];
    return { shown: Math.round(window.__shown), dcl: Math.round(nav.domContentLoadedEventEnd), res };
  });
  console.log(JSON.stringify(r));
  await browser.close();
}
await server.close();
