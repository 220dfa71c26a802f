// The production server (scripts/serve.mjs, used by `npm start` and the browser tests): files as
// they are, / as index.html, 200.html for app paths, 404 for missing files, and text compressed when the
// browser accepts it (brotli, else gzip), since the bytes on a phone's network decide first load.
// Every answer carries the security headers (each page's own <meta> policy as a header, framed by
// nobody, able to reach /sync), nothing outside the build folder is ever served, and only GET and
// HEAD of short URLs without a body are answered.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { get, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const script = `console.log(${JSON.stringify('Boardroom '.repeat(400))});\n`;
let dir: string;
let server: ChildProcess;
let port: number;

type Answer = { status: number; headers: Record<string, unknown>; body: Buffer };

function request(path: string, acceptEncoding?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

/** A request as a client may write it: any method, headers and body, the path sent as it is. */
function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const PAGE_POLICY = "default-src 'self'; connect-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self'; object-src 'none'";

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'boardroom-serve-'));
  // A secret next to the build folder: no path may reach it.
  writeFileSync(join(dir, '..', `${dir.split('/').pop()}-secret.txt`), 'secret');
  mkdirSync(join(dir, 'build'));
  dir = join(dir, 'build');
  mkdirSync(join(dir, '_app/immutable'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>Boardroom</title>${'<p>home</p>'.repeat(100)}`);
  writeFileSync(
    join(dir, '200.html'),
    `<!doctype html><meta http-equiv="content-security-policy" content="${PAGE_POLICY}"><title>Boardroom</title>${'<p>shell</p>'.repeat(100)}`
  );
  writeFileSync(join(dir, '_app/immutable/app.js'), script);
  writeFileSync(join(dir, 'icon.png'), Buffer.alloc(2000, 7));
  port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
  server = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(port), BOARDROOM_BUILD_DIR: dir },
    stdio: 'ignore'
  });
  for (let i = 0; i < 100; i++) {
    if (
      await request('/index.html').then(
        () => true,
        () => false
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 50));
  }
});

afterAll(() => {
  server?.kill();
  rmSync(join(dir, '..'), { recursive: true, force: true });
  rmSync(`${join(dir, '..')}-secret.txt`, { force: true });
});

describe('the production server', () => {
  it('sends JavaScript brotli-compressed when the browser accepts it, gzip otherwise, plain to those that accept neither', async () => {
    const br = await request('/_app/immutable/app.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    const gz = await request('/_app/immutable/app.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await request('/_app/immutable/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toContain('immutable');
  });

  it('answers / with the prerendered index.html, app paths with 200.html (compressed too), never compresses images, and 404s a missing file', async () => {
    const home = await request('/', 'br');
    expect(brotliDecompressSync(home.body).toString()).toContain('<p>home</p>');
    const page = await request('/session/abc', 'br');
    expect(page.status).toBe(200);
    expect(brotliDecompressSync(page.body).toString()).toContain('<p>shell</p>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const image = await request('/icon.png', 'br');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.length).toBe(2000);
    expect((await request('/missing.js', 'br')).status).toBe(404);
  });

  it('sends each page’s <meta> policy as a header, with frame-ancestors and the same origin’s sync endpoint, and the other security headers', async () => {
    const page = await raw('GET', '/session/abc', { host: `localhost:${port}` });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self' 'sha256-abc='");
    expect(policy).toContain(`connect-src 'self' ws://localhost:${port} wss://localhost:${port}`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    // Other files and refusals carry them too; a Host that is not a plain host name stays out of the policy.
    for (const answer of [
      await request('/_app/immutable/app.js'),
      await request('/missing.js'),
      await raw('GET', '/', { host: 'evil; script-src *' })
    ]) {
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(answer.headers['content-security-policy']).not.toContain('evil');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('never serves a path outside the build folder', async () => {
    const name = `${dir.split('/').slice(-2, -1)[0]}-secret.txt`;
    for (const path of [
      `/../../${name}`,
      `/..%2f..%2f${name}`,
      `/%2e%2e/%2e%2e/${name}`,
      `/..%5c..%5c${name}`,
      '/%00.js',
      '/%E0%A4%A.js'
    ]) {
      const answer = await raw('GET', path);
      expect(answer.body.toString()).not.toContain('secret');
      expect([200, 404]).toContain(answer.status);
      if (answer.status === 200) expect(answer.body.toString()).toContain('<p>shell</p>');
    }
  });

  it('answers only GET and HEAD, refuses a request body and a long URL', async () => {
    expect((await raw('POST', '/', { 'content-type': 'text/plain' }, 'hello')).status).toBe(405);
    expect((await raw('PUT', '/index.html', {}, 'x')).status).toBe(405);
    expect((await raw('GET', '/', { 'content-length': '5' }, 'hello')).status).toBe(413);
    expect((await raw('GET', `/${'a'.repeat(3000)}`)).status).toBe(414);
    const head = await raw('HEAD', '/');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });
});
