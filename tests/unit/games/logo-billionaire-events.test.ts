// Logo Billionaire's events in one shape: each constructor stamps the version written today, the
// game declares every version it replays (today's last), every older declared version has its
// replay in legacy.ts, versions it does not declare are refused, and the screens build events
// only through the constructors.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { versionProblem } from '$lib/core/versions';
import * as events from '$lib/games/logo-billionaire/events';
import { LB_VERSIONS, type LbEvent } from '$lib/games/logo-billionaire/events';
import { logoBillionaire } from '$lib/games/logo-billionaire/game';
import { LEGACY_HANDLERS } from '$lib/games/logo-billionaire/legacy';
import { applyLb } from '$lib/games/logo-billionaire/reducer';
import { emptyBrands, lbSetup } from '$lib/games/logo-billionaire/state';

const players = [
  { id: 'p1', name: 'Ana', color: '#b3261e' },
  { id: 'p2', name: 'Ben', color: '#1d4ed8' }
];

/** One event of every type, built by its constructor. */
const built: LbEvent[] = [
  events.moneyAdjusted({ player: 'p1', amount: 10 }),
  events.moneyPaid({ from: 'p1', to: 'p2', amount: 10 }),
  events.dealt({ hands: { p1: emptyBrands(), p2: emptyBrands() } }),
  events.cardsPicked({ player: 'p1', category: 'snacks', count: 2, turn: 1 }),
  events.cardsAdjusted({ player: 'p1', category: 'snacks', delta: -1 }),
  events.cardBought({ buyer: 'p1', seller: 'p2', category: 'cars', turn: 1 }),
  events.cardsSwapped({ a: 'p1', aGives: 'cars', b: 'p2', bGives: 'home', turn: 1 }),
  events.newsflashSettled({ drawnBy: 'p1', payments: [{ player: 'p1', amount: 20 }], turn: 1 }),
  events.auctionOpened({ lot: '', cards: { ...emptyBrands(), cars: 1 }, turn: 1 }),
  events.auctionBid({ player: 'p1', amount: 20 }),
  events.auctionClosed({ winner: null, amount: null }),
  events.auctionCancelled(),
  events.diskTaken({ player: 'p1' }),
  events.diskReturned({ player: 'p1' }),
  events.spun({ player: 'p1', value: 3, turn: 1 }),
  events.turnEnded({ player: 'p1', turn: 1 }),
  events.launchAnnounced({ player: 'p1', category: 'snacks', brandCards: 3, onTheUp: 0, turn: 1 }),
  events.takeoverSpun({ challenger: 'p2', onTheUp: 0, challengerSpin: 1, launcherSpin: 2, after: [], turn: 1 }),
  events.cardDrawn({ card: 10, after: [], turn: 1 }),
  events.launchStopped({ draws: [10], turn: 1 }),
  events.launchCancelled()
];

describe('Logo Billionaire events and their versions', () => {
  it('there is a constructor for every declared type, and each stamps the version written today (the last declared)', () => {
    expect(built.map((e) => e.type).sort()).toEqual(Object.keys(LB_VERSIONS).sort());
    for (const event of built) expect(event.v, event.type).toBe(LB_VERSIONS[event.type].at(-1));
  });

  it('the definition declares these versions, and every older one has its replay in legacy.ts', () => {
    expect(logoBillionaire.versions).toBe(LB_VERSIONS);
    for (const [type, versions] of Object.entries(LB_VERSIONS)) {
      const older: Record<number, unknown> = (LEGACY_HANDLERS as Record<string, Record<number, unknown>>)[type] ?? {};
      expect(Object.keys(older).map(Number).sort(), type).toEqual(versions.slice(0, -1));
    }
  });

  it('a version or a type the game never wrote is refused, by the core and by the rules', () => {
    expect(versionProblem(logoBillionaire, { type: 'lb.turn-ended', v: 4 })).toMatch(/version 4.*reads versions 1, 2 and 3/);
    expect(versionProblem(logoBillionaire, { type: 'lb.spun', v: 4 })).toMatch(/reads versions 1, 2 and 3/);
    expect(versionProblem(logoBillionaire, { type: 'lb.card-drawn', v: 3 })).toMatch(/reads versions 1 and 2\b/);
    expect(versionProblem(logoBillionaire, { type: 'lb.jumped', v: 1 })).toMatch(/“lb.jumped”/);
    expect(versionProblem(logoBillionaire, events.turnEnded({ player: 'p1', turn: 1 }))).toBeNull();
    const state = lbSetup({ kind: 'logo-billionaire', players, options: {} });
    expect(applyLb(state, { type: 'lb.turn-ended', v: 4, player: 'p1', turn: 1 }, players)).toEqual({
      invalid: 'This app does not know version 4 of “lb.turn-ended”.'
    });
    expect(applyLb(state, { type: 'lb.jumped', v: 1 }, players)).toEqual({ invalid: 'Logo Billionaire does not know “lb.jumped”.' });
  });

  it('the game’s screens build no event by hand: only through the constructors of events.ts', () => {
    const dir = 'src/lib/components/games/logo-billionaire';
    // The board and the setup form live in this folder too (Board.svelte, Setup.svelte).
    const files = readdirSync(dir).map((f) => `${dir}/${f}`);
    expect(files).toContain(`${dir}/Board.svelte`);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/type: '(lb|money)\./);
      expect(text, file).not.toMatch(/as never|v: \d, \.\.\./);
    }
  });
});
