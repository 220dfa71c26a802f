// The production server (scripts/serve.mjs, used by `npm start` and the browser tests): files as
// they are, / as index.html, 200.html for app paths, 404 for missing files, and text compressed when the
// browser accepts it (brotli, else gzip), since the bytes on a phone's network decide first load.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const script = `console.log(${JSON.stringify('Boardroom '.repeat(400))});\n`;
let dir: string;
let server: ChildProcess;
let port: number;

function request(path: string, acceptEncoding?: string): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'boardroom-serve-'));
  mkdirSync(join(dir, '_app/immutable'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>Boardroom</title>${'<p>home</p>'.repeat(100)}`);
  writeFileSync(join(dir, '200.html'), `<!doctype html><title>Boardroom</title>${'<p>shell</p>'.repeat(100)}`);
  writeFileSync(join(dir, '_app/immutable/app.js'), script);
  writeFileSync(join(dir, 'icon.png'), Buffer.alloc(2000, 7));
  port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
  server = spawn(process.execPath, ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(port), BOARDROOM_BUILD_DIR: dir }, stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    if (await request('/index.html').then(() => true, () => false)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
});

afterAll(() => {
  server?.kill();
  rmSync(dir, { recursive: true, force: true });
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
});
