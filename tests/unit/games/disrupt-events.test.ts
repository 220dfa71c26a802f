// Disrupt's event versions, declared on its definition: every entry the app has written (the
// version-1 whole game, today's whole game, the constructors) is of a type and version declared,
// today's version is the last one of each type, and a version the game never wrote is refused.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { versionProblem } from '$lib/core/versions';
import * as events from '$lib/games/disrupt/events';
import { CURRENT_VERSIONS, LEGACY_VERSIONS } from '$lib/games/disrupt/versions';
import { disrupt } from '$lib/games/disrupt/game';
import { LEGACY_HANDLED } from '$lib/games/disrupt/legacy';
import { disruptGame } from '../../support/full-games';

interface StoredGame {
  session: { kind: string };
  events: { event: { type: string; v: number } }[];
}
const storedDisruptEvents = (file: string) =>
  (JSON.parse(readFileSync(file, 'utf8')) as { sessions: StoredGame[] }).sessions
    .filter((s) => s.session.kind === 'disrupt')
    .flatMap((s) => s.events.map((e) => e.event));

describe('Disrupt declares every version it replays', () => {
  it('the version-1 whole game and today’s whole game are readable, entry by entry', () => {
    const written = [...storedDisruptEvents('tests/fixtures/full-games-v1.json'), ...disruptGame().events];
    expect(written.length).toBeGreaterThan(100);
    for (const e of written) expect(versionProblem(disrupt, e), `${e.type} v${e.v}`).toBeNull();
  });

  it('each type lists its older versions first and today’s last, as its constructor writes it', () => {
    const versions = disrupt.versions ?? {};
    expect(Object.keys(versions).sort()).toEqual(Object.keys(CURRENT_VERSIONS).sort());
    // The older versions the rules declare (and load legacy.ts for) are those legacy.ts replays.
    expect(LEGACY_VERSIONS).toEqual(LEGACY_HANDLED);
    for (const [type, current] of Object.entries(CURRENT_VERSIONS)) {
      expect(versions[type]).toEqual([...(LEGACY_HANDLED[type] ?? []), current]);
      expect(versions[type].at(-1)).toBe(current);
    }
    const built = [
      events.moneyPaid({ from: 'leader', to: 'bank', amount: 2 }),
      events.projectPlaced({ project: 'boardtube', sealed: 'sp-x' }),
      events.phaseAdvanced({ round: 1, phase: 'project' }),
      events.auctionClosed({ winner: null, amount: null }),
      events.auctionCancelled(),
      events.workersPlaced({ round: 1, turnsEnded: 0 }),
      events.turnEnded({ role: 'startupper', round: 1, turnsEnded: 0 })
    ];
    for (const e of built) expect(e.v).toBe(CURRENT_VERSIONS[e.type]);
  });

  it('a version Disrupt never wrote, or a type it does not know, is refused with words', () => {
    expect(versionProblem(disrupt, { type: 'disrupt.money-paid', v: 2 })).toContain('version 2');
    expect(versionProblem(disrupt, { type: 'disrupt.phase-advanced', v: 3 })).toContain('versions 1 and 2');
    expect(versionProblem(disrupt, { type: 'disrupt.turn-ended', v: 3 })).toContain('versions 1 and 2');
    expect(versionProblem(disrupt, { type: 'disrupt.unknown', v: 1 })).toContain('“disrupt.unknown”');
  });
});
