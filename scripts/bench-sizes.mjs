// @ts-check
// What the benchmarks share to weigh a page's code: the JavaScript and CSS it receives, gzipped
// as a server would send them. No figures here; bench.mjs and bench-live.mjs report them.
import { gzipSync } from 'node:zlib';

/**
 * Records the JavaScript and CSS a page receives: each URL with its gzip size in bytes, to come.
 * @param {import('@playwright/test').Page} page
 */
export function recordScriptsAndStyles(page) {
  /** @type {Map<string, Promise<number>>} */
  const seen = new Map();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if ((type === 'script' || type === 'stylesheet') && !seen.has(response.url())) {
      const size = response.body().then((body) => gzipSync(body, { level: 9 }).length);
      // Handled here so that a body nobody asks for never ends the process; awaiting it still throws.
      size.catch(() => {});
      seen.set(response.url(), size);
    }
  });
  return seen;
}
