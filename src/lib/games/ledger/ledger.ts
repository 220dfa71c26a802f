/**
 * The basic table ledger that every game starts from: each player's balance, pay and adjust,
 * rounds, and ending the game. Pure rules over plain data (no Svelte, Dexie or DOM).
 * Balances are whole numbers and never go below zero.
 */
import { amountProblem, MAX_AMOUNT } from '$lib/core/numbers';
import { formatAmount, gameInfo } from '$lib/games/catalog';
import {
  invalid,
  type EventKind,
  type GameDefinition,
  type GameEvent,
  type GameKind,
  type Invalid,
  type Player,
  type SessionConfig
} from '$lib/core/types';

export interface LedgerState {
  balances: Record<string, number>;
  round: number;
  finished: boolean;
}

export type LedgerEvent =
  | { type: 'money.adjusted'; v: 1; player: string; amount: number }
  | { type: 'money.paid'; v: 1; from: string; to: string; amount: number }
  | { type: 'round.advanced'; v: 1 }
  | { type: 'session.finished'; v: 1 }
  | { type: 'session.reopened'; v: 1 };

function nameOf(players: readonly Player[], id: string): string {
  return players.find((p) => p.id === id)?.name ?? 'someone';
}

export function ledgerSetup(config: SessionConfig): LedgerState {
  const starting = (config.options.startingAmounts ?? {}) as Record<string, unknown>;
  const balances: Record<string, number> = {};
  for (const p of config.players) {
    const amount = starting[p.id] ?? gameInfo(config.kind).startingAmount;
    if (amountProblem(amount, { allowZero: true })) throw new RangeError(`Starting amount of ${p.name} is not a whole amount from 0.`);
    balances[p.id] = amount as number;
  }
  return { balances, round: 1, finished: false };
}

export function applyLedger(kind: GameKind, state: LedgerState, event: GameEvent, players: readonly Player[]): LedgerState | Invalid {
  const known = (id: unknown): id is string => typeof id === 'string' && Object.hasOwn(state.balances, id);
  const money = (n: number) => formatAmount(n, kind);
  if (state.finished && event.type !== 'session.reopened') return invalid('This game is finished. Reopen it to make changes.');
  switch (event.type) {
    case 'money.adjusted': {
      if (!known(event.player)) return invalid('Pick a player of this game.');
      const problem = amountProblem(event.amount, { allowNegative: true });
      if (problem) return invalid(problem);
      const amount = event.amount as number;
      const next = state.balances[event.player] + amount;
      if (next < 0) return invalid(`${nameOf(players, event.player)} has only ${money(state.balances[event.player])}; cannot take ${money(-amount)}.`);
      if (next > MAX_AMOUNT) return invalid('That balance would be beyond any game.');
      return { ...state, balances: { ...state.balances, [event.player]: next } };
    }
    case 'money.paid': {
      if (!known(event.from) || !known(event.to)) return invalid('Pick two players of this game.');
      if (event.from === event.to) return invalid('A player cannot pay themselves.');
      const problem = amountProblem(event.amount);
      if (problem) return invalid(problem);
      const amount = event.amount as number;
      const from = state.balances[event.from];
      if (amount > from) return invalid(`${nameOf(players, event.from)} has only ${money(from)}; cannot pay ${money(amount)}.`);
      if (state.balances[event.to] + amount > MAX_AMOUNT) return invalid('That balance would be beyond any game.');
      return {
        ...state,
        balances: { ...state.balances, [event.from]: from - amount, [event.to]: state.balances[event.to] + amount }
      };
    }
    case 'round.advanced':
      if (state.round >= 999) return invalid('That is a very long game already.');
      return { ...state, round: state.round + 1 };
    case 'session.finished':
      return { ...state, finished: true };
    case 'session.reopened':
      if (!state.finished) return invalid('This game is not finished.');
      return { ...state, finished: false };
    default:
      return invalid(`This game does not know “${event.type}”.`);
  }
}

export function describeLedger(kind: GameKind, event: GameEvent, before: LedgerState, players: readonly Player[]): string {
  const money = (n: number) => formatAmount(n, kind);
  const prefix = `Round ${before.round} · `;
  switch (event.type) {
    case 'money.adjusted': {
      const amount = event.amount as number;
      return `${prefix}${nameOf(players, event.player as string)} ${amount >= 0 ? 'got' : 'paid the bank'} ${money(Math.abs(amount))}`;
    }
    case 'money.paid':
      return `${prefix}${nameOf(players, event.from as string)} paid ${nameOf(players, event.to as string)} ${money(event.amount as number)}`;
    case 'round.advanced':
      return `Round ${before.round + 1} began`;
    case 'session.finished':
      return `${prefix}Game finished`;
    case 'session.reopened':
      return 'Game reopened';
    default:
      return event.type;
  }
}

/** The ledger as a game definition, for one of the three games. */
export function ledgerGame(kind: GameKind): GameDefinition<LedgerState> {
  const info = gameInfo(kind);
  return {
    id: kind,
    name: info.name,
    stateVersion: 1,
    minPlayers: info.minPlayers,
    maxPlayers: info.maxPlayers,
    setup: ledgerSetup,
    apply: (state, event, players) => applyLedger(kind, state, event, players),
    describe: (event, before, players) => describeLedger(kind, event, before, players),
    kindOf: (): EventKind => 'undoable',
    summary: (state) => (state.finished ? `Finished after round ${state.round}` : `Round ${state.round}`),
    isFinished: (state) => state.finished
  };
}
