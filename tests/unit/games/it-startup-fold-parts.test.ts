// The loading contract of IT Startup's replay of older versions (src/lib/games/it-startup/fold-parts.ts):
// legacy.ts loads apart from the rules, through the rules' `prepare`. Without it, applying an older
// version throws (never a refusal or another answer), and a log written today never loads it; after
// it, the old log of it-startup-old-log.ts folds to the states the app made when it was written. This
// file imports the rules alone (never game.ts, which hands the replay over directly), so it starts unloaded.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMPTY_CURSOR, fold, initialSessionState } from '$lib/core/log';
import type { GameEvent, GameRules } from '$lib/core/types';
import { employeeHired, turnEnded, WRITTEN_TODAY } from '$lib/games/it-startup/events';
import { itStartupRules } from '$lib/games/it-startup/game-rules';
import { itSetup, type ItState } from '$lib/games/it-startup/state';
import { comparable, OLD_LOG, OLD_OPTIONS, OLD_PLAYERS, OLD_START as START, oldLogEntries } from './it-startup-old-log';

const def = itStartupRules as unknown as GameRules;
const config = { kind: 'it-startup' as const, players: OLD_PLAYERS, options: OLD_OPTIONS };
const oldHire = OLD_LOG.find((item): item is GameEvent => 'type' in item && item.type === 'its.employee-hired' && item.v === 1)!;
const today: GameEvent[] = [
  employeeHired({
    employeeId: 'e1',
    card: { name: 'Intern', kind: 'dev', efficiency: 1, resistance: 0, boost: 0, cost: 0, knowledgeDiscount: 0, transferDiscount: 0 }
  }),
  turnEnded()
];

describe('IT Startup’s replay of older versions', () => {
  it('is not loaded for today’s events, and an older version then throws', async () => {
    expect(today.map((e) => e.v)).toEqual([WRITTEN_TODAY['its.employee-hired'], WRITTEN_TODAY['its.turn-ended']]);
    await itStartupRules.prepare!(today);
    const state = itSetup(config);
    expect(() => itStartupRules.apply(state, oldHire, OLD_PLAYERS)).toThrow(/older versions were not loaded/);
  });

  it('prepare with an old log loads it: the log folds to the states recorded when it was written', async () => {
    const entries = oldLogEntries();
    await itStartupRules.prepare!(entries.map((e) => e.event));
    const states: unknown[] = [];
    const base = { state: initialSessionState(def, { ...config }, START), cursor: EMPTY_CURSOR };
    const result = fold(def, base, entries, OLD_PLAYERS, (_seq, s) => states.push(comparable(s.game as ItState)));
    expect(result.refused).toEqual([]);
    const recorded = JSON.parse(readFileSync('tests/unit/games/it-startup-old-log.json', 'utf8')) as { states: unknown[] };
    expect(states).toEqual(recorded.states);
  });
});
