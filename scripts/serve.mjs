// Serves the production build (build/) like a static host: files as they are (/ is the prerendered
// index.html), and 200.html for every other path (the app is a single-page app). Used by `npm start`
// and the browser tests; the engine suites (tests/engines) import its request handler to run it in
// their own process, where they can stop it and close its open connections to take the app offline.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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
// modification time, so a changed build is compressed again).
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt']);
const compressed = new Map();

function encode(file, mtimeMs, body, acceptEncoding) {
  if (!COMPRESSIBLE.has(extname(file)) || body.length < 512) return null;
  const encoding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null;
  if (!encoding) return null;
  const key = `${encoding}:${file}:${mtimeMs}`;
  if (!compressed.has(key)) {
    compressed.set(key, encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(body, { level: 9 }));
  }
  return { encoding, body: compressed.get(key) };
}

/** The build file a path names, with its modification time; null when there is none. */
async function fileFor(root, pathname) {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const candidate = join(root, safe);
  if (!candidate.startsWith(root)) return null;
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
  return async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    // A folder (/) is its index.html: the prerendered home screen.
    let file = await fileFor(root, url.pathname.endsWith('/') ? `${url.pathname}index.html` : url.pathname);
    const isAsset = /\.[a-z0-9]+$/i.test(url.pathname);
    if (!file && isAsset) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    // An app path (/session/…): the single-page app's fallback page, as a static host serves it.
    file ??= await fileFor(root, '/200.html');
    if (!file) throw new Error('the build has no 200.html');
    let body = await readFile(file.path);
    const headers = { 'content-type': TYPES[extname(file.path)] ?? 'application/octet-stream', vary: 'Accept-Encoding' };
    const packed = encode(file.path, file.mtimeMs, body, String(req.headers['accept-encoding'] ?? ''));
    if (packed) {
      headers['content-encoding'] = packed.encoding;
      body = packed.body;
    }
    // Hashed build files never change; everything else must be revalidated so updates are seen.
    headers['cache-control'] = url.pathname.startsWith('/_app/immutable/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
  } catch (error) {
    res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
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
