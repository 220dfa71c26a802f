// IT Startup's events as the screen builds them (events.ts): each constructor stamps the version
// the definition declares as today's, every declared type and version is one the fold replays,
// and an entry of a version it does not declare is refused with words, not applied as another.
import { describe, expect, it } from 'vitest';
import { versionProblem } from '$lib/core/versions';
import * as events from '$lib/games/it-startup/events';
import { itStartup } from '$lib/games/it-startup/game';
import { itSetup } from '$lib/games/it-startup/state';
import { nearBurnout } from '$lib/games/it-startup/view';
import { burnsOutWith } from '$lib/games/it-startup/sheet-view';

const players = [
  { id: 'p1', name: 'Ann', color: '#b3261e' },
  { id: 'p2', name: 'Ben', color: '#1d4ed8' }
];

describe('IT Startup events', () => {
  const built: events.ItEvent[] = [
    events.resourcesPaid({ player: 'p1', amount: 1 }),
    events.resourcesGained({ player: 'p1', amount: 1 }),
    events.resourcesGiven({ from: 'p1', to: 'p2', amount: 1 }),
    events.cardsSold({ count: 1 }),
    events.cardsBought({ count: 1 }),
    events.employeeHired({ employeeId: 'e1', card: { name: 'Intern', kind: 'dev', efficiency: 1, resistance: 0, cost: 1 } }),
    events.burnoutChanged({ employee: 'e1', delta: 1 }),
    events.planningBonusUsed({ employee: 'e1' }),
    events.planningBonusSkipped(),
    events.knowledgeAttached({ employee: 'e1', bonus: 5, cost: 4 }),
    events.knowledgeTransferred({ from: 'e1', to: 'e2', knowledge: { name: 'TDD', bonus: 5, cost: 4 } }),
    events.undercoverDeclared({ employee: 'e1', call: 'heads' }),
    events.undercoverFlipped({ side: 'tails' }),
    events.undercoverCountered({ opponent: 'p2', counter: 3 }),
    events.employeeReturnedToHand({ employee: 'e1' }),
    events.employeeRemoved({ employee: 'e1' }),
    events.actionPlayed({ key: 'investor', cost: 0, gain: 2 }),
    events.actionPlanned({ key: 'head-hunter' }),
    events.turnEnded()
  ];

  it('each constructor writes the version declared last for its type', () => {
    const versions: Record<string, readonly number[]> = itStartup.versions ?? {};
    for (const e of built) expect(e.v, e.type).toBe(versions[e.type].at(-1));
  });

  it('the definition declares every type the game writes, and the core reads each declared version', () => {
    for (const e of built) expect(versionProblem(itStartup, e)).toBeNull();
    expect(Object.keys(itStartup.versions ?? {}).sort()).toEqual(Object.keys(events.IT_STARTUP_VERSIONS).sort());
  });

  it('an entry of a version it does not know is refused, not applied as an older one', () => {
    const s = itSetup({ kind: 'it-startup', players, options: { startingResources: 5 } });
    expect(itStartup.apply(s, { type: 'its.turn-ended', v: 3, by: 'p1', turn: 1 }, players)).toEqual({
      invalid: 'This “its.turn-ended” entry (version 3) comes from a newer version of Boardroom.'
    });
    expect(itStartup.apply(s, { type: 'its.employee-hired', v: 5, card: {} }, players)).toEqual({
      invalid: 'This hire comes from a newer version of Boardroom.'
    });
    expect(itStartup.apply(s, { type: 'its.nothing', v: 1 }, players)).toEqual({ invalid: 'IT Startup does not know “its.nothing”.' });
  });

  it('madeBy signs a move of the turn with its player, stamps one that acts on the turn, and leaves a correction unsigned', () => {
    const s = itSetup({ kind: 'it-startup', players, options: { startingResources: 5, firstPlayer: 'p2' } });
    expect(events.madeBy(s, events.turnEnded())).toEqual({ type: 'its.turn-ended', v: 2, by: 'p2', turn: 1 });
    // Ben's second turn: the number is his own turns'; a card sold counts alike in any of them and is not stamped.
    const later = { ...s, turnsDone: { p1: 1, p2: 1 } };
    expect(events.madeBy(later, events.planningBonusSkipped())).toEqual({ type: 'its.planning-bonus-skipped', v: 2, by: 'p2', turn: 2 });
    expect(events.madeBy(later, events.cardsSold({ count: 1 }))).toEqual({ type: 'its.cards-sold', v: 1, count: 1, by: 'p2' });
    expect(events.madeBy(s, events.resourcesPaid({ player: 'p1', amount: 1 }))).toEqual({
      type: 'its.resources-paid',
      v: 1,
      player: 'p1',
      amount: 1
    });
  });
});

describe('the burnout rule, worked out once for the screen', () => {
  const e = {
    id: 'e1',
    owner: 'p1',
    name: 'Intern',
    kind: 'dev' as const,
    efficiency: 1,
    knowledge: [],
    resistance: 1,
    burnout: 2,
    cost: 1,
    knowledgeCosts: [],
    knowledgeNames: [],
    knowledgeDiscount: 0,
    transferDiscount: 0,
    outsourcedFrom: null
  };
  it('a shield of 1 raises the limit to 4: at 2 one more is not yet burnout, two more are', () => {
    expect(nearBurnout(e)).toBe(false);
    expect(burnsOutWith(e, 1)).toBe(false);
    expect(burnsOutWith(e, 2)).toBe(true);
    expect(nearBurnout({ ...e, burnout: 3 })).toBe(true);
  });
});
