// Server hooks, which run only while building: the app is static, and these shape the HTML that
// is prerendered for `/` and written as the fallback page (200.html). Nothing here runs on a phone.
import type { Handle } from '@sveltejs/kit';
import { createHash } from 'node:crypto';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * SvelteKit's inline start-up script loads the app at once; this makes it wait for the first
 * frame to be painted from the HTML (capped at 100 ms: a page opened in the background gets no
 * frame until it is shown). Started at once, the app's modules came in and hydrated before
 * Chrome's first paint, so the first visit's paint waited on them. The script's hash in the
 * Content-Security-Policy is replaced with the new one's; a page whose script is not found as
 * expected is left as SvelteKit wrote it, and home.spec's first-frame test then fails.
 */
export function startAfterFirstPaint(html: string): string {
  const start = /<script>(\s*\{\s*__sveltekit_\w+ = [\s\S]*?)<\/script>/.exec(html);
  if (!start || !start[1].includes('Promise.all([')) return html;
  const original = start[1];
  const deferred = original
    .replace(
      'Promise.all([',
      'new Promise((painted) => { requestAnimationFrame(() => setTimeout(painted)); setTimeout(painted, 100); }).then(() => Promise.all(['
    )
    .replace(/\]\)\.then\(\(\[kit, app\]\)/, '])).then(([kit, app])');
  if (deferred === original || !html.includes(sha256(original))) return html;
  return html.replace(original, deferred).replace(sha256(original), sha256(deferred));
}

/**
 * The pages carry no <link rel="modulepreload"> for the app's JavaScript (its CSS still comes in):
 * Chrome spent about 50 ms of the parse of `/`'s HTML on 24 such links, before the first paint (a
 * trace at 4× CPU slowdown: the parse went from about 200 to 30–60 ms without them). The modules
 * are fetched once the page is painted, from the service worker's cache on every visit after the
 * first.
 */
export const handle: Handle = ({ event, resolve }) =>
  resolve(event, {
    preload: ({ type }) => type !== 'js',
    transformPageChunk: ({ html, done }) => (done ? startAfterFirstPaint(html) : html)
  });
