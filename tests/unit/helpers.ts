// Shared fixtures for unit tests: a fresh in-memory database and a small game of each kind.
import { BoardroomDb } from '$lib/db/schema';
import { useDatabase } from '$lib/db/database';
import { createSession } from '$lib/db/sessions';
import { SessionStore } from '$lib/db/session-store';
import { logoBillionaire } from '$lib/games/logo-billionaire/game';
import type { GameDefinition, GameKind, Player } from '$lib/core/types';

let counter = 0;
export function freshDb(): BoardroomDb {
  const db = new BoardroomDb(`test-${Date.now()}-${counter++}`);
  useDatabase(db);
  return db;
}

export const ANA: Player = { id: 'p1', name: 'Ana', color: '#b3261e' };
export const BEN: Player = { id: 'p2', name: 'Ben', color: '#1d4ed8' };
export const CAI: Player = { id: 'p3', name: 'Cai', color: '#15803d' };

export async function newStore(db: BoardroomDb, kind: GameKind = 'logo-billionaire', players = [ANA, BEN]) {
  if (kind !== 'logo-billionaire') throw new Error('the unit-test sessions are Logo Billionaire games');
  const def = logoBillionaire as unknown as GameDefinition;
  const record = await createSession(def, { kind, players, options: {} }, db);
  const store = await SessionStore.open(record.id, def, db);
  if (!store) throw new Error('session did not open');
  return { def, record, store };
}

export const pay = (from: string, to: string, amount: number) => ({ type: 'money.paid', v: 1, from, to, amount });
export const adjust = (player: string, amount: number) => ({ type: 'money.adjusted', v: 1, player, amount });
export const nextTurn = { type: 'lb.turn-ended', v: 1 };
export const dieRoll = (value: number) => ({ type: 'tool.used', v: 1, result: { tool: 'dice', values: [value] } });
