// Serves the production build (build/) like a static host: files as they are (/ is the prerendered
// index.html), and 200.html for every other path (the app is a single-page app). Used by the live
// table's server (server/main.mjs, `npm start`) and the browser tests; the engine suites
// (tests/engines) import its request handler to run it in their own process, where they can stop it
// and close its open connections to take the app offline.
// Every response carries the security headers a public server sends (securityHeaders below); only
// GET and HEAD of short URLs without a body are answered. It must never serve a path outside the
// build folder, and it never reads a request body.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8'
};

// Text files go out compressed, as any real host sends them: a phone on a slow network gets
// about a third of the bytes. Each compressed body is made once and kept (keyed by the file's
// modification time, so a changed build is compressed again). Compression runs off the event loop
// (zlib's thread pool) at brotli's quality 5: at quality 11, compressed in line, a fresh server's
// first install (the service worker fetches the whole build) held the event loop, and with it every
// table's sync, for 9 s on a busy 2-core machine; quality 5 takes 0.3 s for 8 % more bytes.
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt']);
const compressed = new Map();

function encode(file, mtimeMs, body, acceptEncoding) {
  if (!COMPRESSIBLE.has(extname(file)) || body.length < 512) return null;
  const encoding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null;
  if (!encoding) return null;
  const key = `${encoding}:${file}:${mtimeMs}`;
  if (!compressed.has(key)) {
    const packing =
      encoding === 'br' ? brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipAsync(body, { level: 9 });
    // A failed compression is not kept: the next request tries again.
    compressed.set(
      key,
      packing.catch((error) => (compressed.delete(key), Promise.reject(error)))
    );
  }
  return compressed.get(key).then((packed) => ({ encoding, body: packed }));
}

/** Longer URLs are refused (414): the app's own URLs are a few dozen characters. */
export const MAX_URL_LENGTH = 2048;

// The policy SvelteKit writes into each page as a <meta> tag (svelte.config.js `csp`: this origin,
// the page's own inline scripts and styles by their hashes, no eval) is sent as a header too, with
// what a <meta> policy cannot say: frame-ancestors (no page may frame the app) and the sync endpoint
// of this same origin (ws:/wss:) in connect-src. Each page's policy is read from the page itself, so
// a rebuilt page's hashes are never stale. Other files (the service worker's script among them: a
// worker runs under its own script's header policy) get the fallback page's policy, or, when a build
// has none, the strict policy below.
const FALLBACK_POLICY = "default-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'";
const META_POLICY = /<meta http-equiv="content-security-policy" content="([^"]*)"/i;
const pagePolicies = new Map();

/** The <meta> policy of an HTML file (cached per modification time), or null. */
function metaPolicyOf(path, mtimeMs, html) {
  const key = `${path}:${mtimeMs}`;
  if (!pagePolicies.has(key)) pagePolicies.set(key, META_POLICY.exec(html ?? readFileSync(path, 'utf8'))?.[1] ?? null);
  return pagePolicies.get(key);
}

/** The fallback page's policy, for the responses that are not pages. */
function basePolicy(root) {
  const path = join(root, '200.html');
  try {
    return metaPolicyOf(path, statSync(path).mtimeMs) ?? FALLBACK_POLICY;
  } catch {
    return FALLBACK_POLICY;
  }
}

// A Host header goes into connect-src only when it is a plain host[:port]; anything else would let a
// request write into the policy.
const PLAIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The Content-Security-Policy header for a response: the page's policy, framed by nobody, able to reach /sync. */
export function policyHeader(policy, host) {
  const sync = typeof host === 'string' && PLAIN_HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  const directives = policy
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !/^frame-ancestors\b/i.test(d))
    // The page's bare ws:/wss: (svelte.config.js) become this host's own endpoint: any other is refused.
    .map((d) => (/^connect-src\b/i.test(d) ? `${d.replace(/\s+wss?:(?=\s|$)/gi, '')}${sync}` : d));
  if (!directives.some((d) => /^connect-src\b/i.test(d))) directives.push(`connect-src 'self'${sync}`);
  directives.push("frame-ancestors 'none'");
  return directives.join('; ');
}

/** The security headers every response carries (the policy of the page it sends, or the base one). */
export function securityHeaders(policy, host) {
  return {
    'content-security-policy': policyHeader(policy, host),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin'
  };
}

/** The build file a path names, with its modification time; null when there is none. */
async function fileFor(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const safe = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  const candidate = join(root, safe);
  if (candidate !== root && !candidate.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  try {
    const info = await stat(candidate);
    if (info.isFile()) return { path: candidate, mtimeMs: info.mtimeMs };
  } catch {
    /* not a file: fall back below */
  }
  return null;
}

/** The request handler for a build folder (an `http.createServer` listener). */
export function boardroomHandler(root = resolve(process.env.BOARDROOM_BUILD_DIR ?? 'build')) {
  root = resolve(root);
  return async (req, res) => {
    const host = req.headers.host;
    /** A short plain-text answer with the base policy's headers. */
    const refuse = (status, text, extra = {}) => {
      res.writeHead(status, { ...securityHeaders(basePolicy(root), host), 'content-type': 'text/plain; charset=utf-8', ...extra });
      res.end(text);
    };
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(405, 'Method not allowed', { allow: 'GET, HEAD' });
      if ((req.url ?? '/').length > MAX_URL_LENGTH) return refuse(414, 'URL too long');
      // A static host reads no body: one that is announced is refused, and the connection closed,
      // so a client cannot keep bytes flowing into it.
      if (Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding']) {
        res.shouldKeepAlive = false;
        return refuse(413, 'No request body is accepted', { connection: 'close' });
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      // A folder (/) is its index.html: the prerendered home screen.
      let file = await fileFor(root, url.pathname.endsWith('/') ? `${url.pathname}index.html` : url.pathname);
      const isAsset = /\.[a-z0-9]+$/i.test(url.pathname);
      if (!file && isAsset) return refuse(404, 'Not found');
      // An app path (/session/…): the single-page app's fallback page, as a static host serves it.
      file ??= await fileFor(root, '/200.html');
      if (!file) throw new Error('the build has no 200.html');
      let body = await readFile(file.path);
      const isPage = extname(file.path) === '.html';
      const policy = (isPage && metaPolicyOf(file.path, file.mtimeMs, body.toString('utf8'))) || basePolicy(root);
      const headers = {
        ...securityHeaders(policy, host),
        'content-type': TYPES[extname(file.path)] ?? 'application/octet-stream',
        vary: 'Accept-Encoding'
      };
      const packed = await encode(file.path, file.mtimeMs, body, String(req.headers['accept-encoding'] ?? ''));
      if (packed) {
        headers['content-encoding'] = packed.encoding;
        body = packed.body;
      }
      // Hashed build files never change; everything else must be revalidated so updates are seen.
      headers['cache-control'] = url.pathname.startsWith('/_app/immutable/') ? 'public, max-age=31536000, immutable' : 'no-cache';
      res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      console.error(error);
      refuse(500, 'Internal server error');
    }
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? '127.0.0.1';
  const server = createServer(boardroomHandler());
  server.listen(port, host, () => console.log(`Boardroom is served on http://localhost:${port}`));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
}
