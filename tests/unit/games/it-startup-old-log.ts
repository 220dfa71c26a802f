// A log of IT Startup as the app wrote it before hire v3 and the `by` field: every event type in
// every version it was stored with (v1 and v2), on a three-player table with the planning bonus,
// and a few take-backs. tests/unit/games/it-startup-old-logs.test.ts replays it and compares
// each state with the one the app of that time made (it-startup-old-log.json).
import type { GameEvent, LogEntry, Player } from '$lib/core/types';
import type { ItState } from '$lib/games/it-startup/state';

export const OLD_PLAYERS: Player[] = [
  { id: 'p1', name: 'Ann', color: '#b3261e' },
  { id: 'p2', name: 'Ben', color: '#1d4ed8' },
  { id: 'p3', name: 'Cat', color: '#15803d' }
];
export const OLD_OPTIONS = { target: 60, startingResources: 30, planningBonus: true };

const hire1 = (name: string, kind: string, efficiency: number, cost: number, extra: Record<string, unknown> = {}) => ({
  type: 'its.employee-hired',
  v: 1,
  card: { name, kind, efficiency, resistance: 0, boost: 0, cost, knowledgeDiscount: 0, transferDiscount: 0, ...extra }
});
const hire2 = (
  key: string,
  name: string,
  kind: string,
  efficiency: number,
  cost: number,
  card: Record<string, unknown> = {},
  extra: Record<string, unknown> = {}
) => ({
  type: 'its.employee-hired',
  v: 2,
  card: { key, name, kind, efficiency, resistance: 0, boost: 0, cost, knowledgeDiscount: 0, transferDiscount: 0, ...card },
  ...extra
});
const end = { type: 'its.turn-ended', v: 1 };
const play2 = (key: string, extra: Record<string, unknown> = {}) => ({ type: 'its.action-played', v: 2, key, ...extra });

/** The events in log order; `{ undo: n }` / `{ redo: n }` mark a take-back or put-back of entry n. */
export const OLD_LOG: (GameEvent | { undo: number } | { redo: number })[] = [
  // Ann's turn 1
  hire1('Lead Developer', 'dev', 5, 5, { transferDiscount: 2, resistance: 4 }), // e1
  hire2('full-stack-ninja', 'Full Stack Ninja', 'dev', 3, 3, { knowledgeDiscount: 2, resistance: 4 }), // e2
  { type: 'its.knowledge-attached', v: 1, employee: 'e1', bonus: 5, cost: 4, name: 'TDD' },
  { type: 'its.knowledge-attached', v: 1, employee: 'e1', bonus: 2, cost: 1 },
  { type: 'its.knowledge-transferred', v: 1, from: 'e1', to: 'e2', index: 1 },
  { type: 'its.cards-sold', v: 1, count: 2 },
  { type: 'its.cards-bought', v: 1, count: 1 },
  { type: 'its.resources-paid', v: 1, player: 'p2', amount: 3 },
  { type: 'its.resources-gained', v: 1, player: 'p3', amount: 4 },
  { type: 'its.resources-given', v: 1, from: 'p1', to: 'p2', amount: 2 },
  { type: 'its.action-planned', v: 1, name: 'Head Hunter', cost: 5 },
  end,
  // Ben's turn 1
  hire2('intern', 'Intern', 'dev', 1, 1, { resistance: 4 }), // e3
  hire2('undercover-hr-agent', 'Undercover HR Agent', 'hr', 0, 3, { resistance: 5 }), // e4
  { type: 'its.undercover-flipped', v: 1, employee: 'e2', call: 'heads', side: 'tails' },
  hire2('downer-dave', 'Downer Dave', 'dev', 1, 2, { resistance: 2 }, { burnout: 'e1' }), // e5
  { type: 'its.action-played', v: 1, name: 'Get away from it all', cost: 2, effect: 'get-away' },
  end,
  // Cat's turn 1
  hire2('intern', 'Intern', 'dev', 1, 1), // e6
  hire2('database-developer', 'Database Developer', 'dev', 2, 4, { resistance: 1 }), // e7
  play2('monster-bug', { free: true }),
  play2('investor', { cost: 1, gain: 3 }),
  { type: 'its.action-planned', v: 2, key: 'outsourcing', cost: 3 },
  { type: 'its.burnout-changed', v: 1, employee: 'e6', delta: 1 },
  { type: 'its.action-played', v: 1, name: 'Coffee machine', cost: 1, effect: 'coffee-machine' },
  end,
  // Ann's turn 2
  { type: 'its.action-played', v: 1, name: 'Head Hunter', cost: 5, planned: true, effect: 'none' },
  { type: 'its.employee-taken-over', v: 1, employee: 'e3', paid: 0, method: 'head-hunter' },
  { type: 'its.employee-outsourced', v: 1, employee: 'e6', paid: 2 },
  { type: 'its.burnout-changed', v: 2, employee: 'e1', delta: -1 },
  { type: 'its.burnout-all', v: 1, owner: 'p1', delta: 1 },
  hire2('code-monkey-mike', 'Code Monkey "Mike"', 'dev', 2, 2, {}, { returnToHand: 'e2' }), // e8
  hire2('office-manager', 'Office Manager', 'hr', 0, 3), // e9
  play2('coffee-machine', { cost: 2 }),
  play2('get-away', { cost: 2 }),
  { type: 'its.action-played', v: 1, name: 'Crunch Time', cost: 0, effect: 'crunch-time' },
  { type: 'its.action-played', v: 1, name: 'Monster Bug', cost: 2, effect: 'monster-bug', target: 'p3' },
  end,
  // Ben's turn 2: 2 points, the planning bonus not used
  { type: 'its.planning-bonus-skipped', v: 1 },
  { type: 'its.undercover-countered', v: 1, opponent: 'p3', paid: 1, counter: 3 },
  hire2('rockstar-recruiter', 'Rockstar Recruiter', 'hr', 0, 3, {}, { takeOver: 'e8' }), // e10
  { type: 'its.takeover-countered', v: 1, opponent: 'p3', paid: 5, counter: 5 },
  play2('head-hunter', { cost: 5, employee: 'e7', countered: true, counter: 5 }),
  { type: 'its.employee-returned-to-hand', v: 1, employee: 'e5' },
  hire1('Intern', 'dev', 1, 1), // e11
  { type: 'its.employee-removed', v: 1, employee: 'e11' },
  end,
  // Cat's turn 2
  play2('outsourcing', { planned: true, employee: 'e1' }),
  play2('crunch-time', { cost: 2 }),
  play2('other', { name: 'Pivot', cost: 1 }),
  hire2('senior-backend-developer', 'Senior Backend Developer', 'dev', 4, 4), // e12
  hire2('scrum-master', 'Scrum Master', 'agile', 0, 4, { boost: 1 }), // e13
  { type: 'its.knowledge-attached', v: 1, employee: 'e12', bonus: 5, cost: 4, name: 'TDD' },
  hire2('nice-hr-lady', 'The Nice HR Lady', 'hr', 0, 2, { resistance: 1 }), // e14
  end,
  // Ann's turn 3 (Lead Developer still outsourced to Cat)
  { undo: 8 },
  { undo: 49 },
  { redo: 49 },
  hire2('intern', 'Intern', 'dev', 1, 1), // e15
  { type: 'its.knowledge-attached', v: 1, employee: 'e15', bonus: 1, cost: 1, name: 'Pairing' },
  { type: 'its.knowledge-transferred', v: 1, from: 'e15', to: 'e3', index: 0 },
  end,
  // Ben's turn 3: 8 points, the planning bonus
  { type: 'its.planning-bonus-used', v: 1, employee: 'e4' },
  end,
  // Cat's turn 3: the Lead Developer goes home
  play2('technical-debt', { cost: 4 }),
  end,
  // Ann's turn 4
  end
];

/** When the old log's game started: its entries come 5 s apart from then. */
export const OLD_START = Date.UTC(2026, 0, 10, 18);

/** The old log as stored entries (its take-backs as the control entries they were). */
export function oldLogEntries(): LogEntry[] {
  return OLD_LOG.map((item, i) => {
    const event: GameEvent =
      'undo' in item
        ? { type: 'history.undone', v: 1, targets: [item.undo] }
        : 'redo' in item
          ? { type: 'history.redone', v: 1, targets: [item.redo] }
          : item;
    return { sessionId: 'old-log', seq: i + 1, at: OLD_START + (i + 1) * 5000, event };
  });
}

/** A state without the fields later versions added (absent before), to compare with the recorded ones. */
export function comparable(state: ItState): unknown {
  // The cards' numbers (stateVersion 4) name employees on the screen; no rule reads them.
  const { cardNumbers: _numbers, cardsHad: _had, lastTurnNames: _told, ...rest } = state;
  return JSON.parse(JSON.stringify(rest));
}
