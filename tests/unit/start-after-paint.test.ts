// The build's change to SvelteKit's start-up script (src/hooks.server.ts): the app is loaded once
// the first frame is painted, and the Content-Security-Policy carries the changed script's hash.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startAfterFirstPaint } from '../../src/hooks.server';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const startScript = `
				{
					__sveltekit_abc123 = {
						base: ""
					};

					const element = document.currentScript.parentElement;

					Promise.all([
						import("/_app/immutable/entry/start.X.js"),
						import("/_app/immutable/entry/app.Y.js")
					]).then(([kit, app]) => {
						kit.start(app, element);
					});
				}
			`;
const page = (script: string, policyHash = hash(script)) =>
  `<html><head><meta http-equiv="content-security-policy" content="script-src 'self' 'sha256-theme=' ${policyHash}"><script>theme()</script></head><body><div><script>${script}</script></div></body></html>`;

describe('startAfterFirstPaint', () => {
  it('loads the app after a painted frame (or 100 ms), and swaps the script’s hash in the policy', () => {
    const out = startAfterFirstPaint(page(startScript));
    const script = /<div><script>([\s\S]*?)<\/script>/.exec(out)![1];
    expect(script).toContain('requestAnimationFrame(() => setTimeout(painted)); setTimeout(painted, 100); }).then(() => Promise.all([');
    expect(script).toContain('])).then(([kit, app]) => {');
    expect(script).toContain('import("/_app/immutable/entry/start.X.js")');
    expect(out).toContain(hash(script));
    expect(out).not.toContain(hash(startScript));
    // The theme script and its hash are left alone.
    expect(out).toContain('<script>theme()</script>');
    expect(out).toContain("'sha256-theme='");
  });

  it('runs the start-up as before once a frame has come: the same imports, then kit.start on the same element', async () => {
    const script = /<div><script>([\s\S]*?)<\/script>/.exec(startAfterFirstPaint(page(startScript)))![1];
    const calls: string[] = [];
    const frames: (() => void)[] = [];
    const timers: [() => void, number][] = [];
    let element: unknown;
    const run = new Function(
      'document',
      'requestAnimationFrame',
      'setTimeout',
      'importModule',
      script.replace(/import\(/g, 'importModule(')
    );
    run(
      { currentScript: { parentElement: 'the div' } },
      (frame: () => void) => frames.push(frame),
      (callback: () => void, ms = 0) => timers.push([callback, ms]),
      async (path: string) => (calls.push(path), path.includes('start') ? { start: (_app: unknown, at: unknown) => (element = at) } : {})
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Nothing is imported before the frame: a frame is asked for, and a 100 ms cap is set.
    expect(calls).toEqual([]);
    expect(frames).toHaveLength(1);
    expect(timers.map(([, ms]) => ms)).toEqual([100]);
    frames[0]();
    expect(timers.map(([, ms]) => ms)).toEqual([100, 0]);
    timers[1][0]();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual(['/_app/immutable/entry/start.X.js', '/_app/immutable/entry/app.Y.js']);
    expect(element).toBe('the div');
  });

  it('leaves a page alone when its start-up script is not the expected one', () => {
    const other = page('console.log("something else")');
    expect(startAfterFirstPaint(other)).toBe(other);
    // The script is there but the policy does not list its hash: nothing is changed either.
    const unlisted = page(startScript, "'sha256-other='");
    expect(startAfterFirstPaint(unlisted)).toBe(unlisted);
  });
});
