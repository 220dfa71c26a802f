// The timer's chime: an AudioContext made in the tap that starts the timer (as iOS requires),
// tones started through it when the time is up, and nothing at all with the sound turned off.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chime, prepareChime, resetChime } from '$lib/pwa/chime';
import { settings } from '$lib/state/settings.svelte';

class FakeParam {
  value = 0;
  setValueAtTime() {}
  exponentialRampToValueAtTime() {}
}

const started: number[] = [];
let made = 0;
let resumed = 0;

class FakeAudioContext {
  state = 'suspended';
  currentTime = 5;
  destination = {};
  constructor() {
    made++;
  }
  async resume() {
    resumed++;
    this.state = 'running';
  }
  createGain() {
    return { gain: new FakeParam(), connect: (next: unknown) => next };
  }
  createOscillator() {
    return { type: '', frequency: new FakeParam(), connect: (next: unknown) => next, start: (at: number) => started.push(at), stop() {} };
  }
}

beforeEach(() => {
  started.length = 0;
  made = 0;
  resumed = 0;
  resetChime();
  settings.timerSound = true;
  (globalThis as unknown as { AudioContext: unknown }).AudioContext = FakeAudioContext;
});

afterEach(() => {
  delete (globalThis as unknown as { AudioContext?: unknown }).AudioContext;
});

describe('chime', () => {
  it('is silent unless a context was prepared in a gesture first', () => {
    expect(chime()).toBe(false);
    expect(made).toBe(0);
  });

  it('prepared at Start (created and resumed once), it later starts three tones one after another', () => {
    prepareChime();
    prepareChime();
    expect(made).toBe(1);
    expect(resumed).toBe(1);
    expect(chime()).toBe(true);
    expect(started).toHaveLength(3);
    expect(started[0]).toBeGreaterThanOrEqual(5);
    expect(started[1]).toBeGreaterThan(started[0]);
    expect(started[2]).toBeGreaterThan(started[1]);
  });

  it('with the sound turned off: no context, no tone', () => {
    settings.timerSound = false;
    prepareChime();
    expect(made).toBe(0);
    expect(chime()).toBe(false);
    expect(started).toHaveLength(0);
  });

  it('a browser without Web Audio: nothing, and no error', () => {
    delete (globalThis as unknown as { AudioContext?: unknown }).AudioContext;
    expect(() => prepareChime()).not.toThrow();
    expect(chime()).toBe(false);
  });
});
