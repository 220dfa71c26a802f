/**
 * IT Startup's result: project points per player, the winner, rounds played, the score sheet
 * (each player's running total after each of their turns), the note under the winner line (several
 * players past the target in the last round, the highest total winning) and the highlights (the
 * most employees burnt out in one turn), read from the states before and after each entry. The game's state is read only through
 * the small functions at the top, so a change of its shape re-points them and nothing else.
 * Imports only the state's type (game-report.ts attaches this part to the game).
 * Pure: no Svelte, Dexie or DOM.
 */
import type { GameResults, ResultStep } from '$lib/core/results';
import { grouped } from '$lib/core/numbers';
import type { GameEvent, Player } from '$lib/core/types';
import type { ItState } from './state';
import { lentName } from './names';
import { andList, playerName } from '$lib/core/text';

// --- The state, read through these only. ---
const points = (s: ItState): Record<string, number> => s.points;
/** Seats in turn order, from the first player. */
const order = (s: ItState): string[] => s.order;
const currentPlayer = (s: ItState): string => s.order[s.current];
const turnsDone = (s: ItState, player: string): number => s.turnsDone[player] ?? 0;
const winner = (s: ItState): string | null => (s.outcome.state === 'won' ? s.outcome.winner : null);
const target = (s: ItState): number => s.target;
/** Running totals after each of a player's turns: the paper score sheet. */
const sheet = (s: ItState, player: string): number[] => s.sheet[player] ?? [];
const employees = (s: ItState): { id: string; name: string; owner: string; outsourcedFrom: string | null }[] => s.employees;
/**
 * Employees that leave the table otherwise than by burning out: returned to hand or removed,
 * the one a hire returns to hand (Code Monkey "Mike"), and everyone shuffled back into the deck
 * by Technical debt. Every other departure is a burnout ('all' when the entry took them all).
 */
function leftOtherwise(event: GameEvent): string[] | 'all' {
  if (event.type === 'its.employee-returned-to-hand' || event.type === 'its.employee-removed') return [String(event.employee)];
  if (event.type === 'its.action-played' && event.key === 'technical-debt') return 'all';
  if (typeof event.returnToHand === 'string') return [event.returnToHand];
  return [];
}

const roundsDone = (s: ItState) => Math.min(...order(s).map((id) => turnsDone(s, id)));

/** Per turn (a player's turn n), the employees burnt out during it, whoever they belonged to. */
function burnoutsByTurn(steps: readonly ResultStep<ItState>[]) {
  const turns = new Map<string, { player: string; turn: number; gone: { name: string; owner: string; lentBy: string | null }[] }>();
  for (const { before, after, event } of steps) {
    const other = leftOtherwise(event);
    if (other === 'all') continue;
    const still = new Set(employees(after).map((e) => e.id));
    const gone = employees(before).filter((e) => !still.has(e.id) && !other.includes(e.id));
    if (!gone.length) continue;
    const player = currentPlayer(before);
    const turn = turnsDone(before, player) + 1;
    const key = `${player}:${turn}`;
    const entry = turns.get(key) ?? { player, turn, gone: [] };
    entry.gone.push(...gone.map((e) => ({ name: e.name, owner: e.owner, lentBy: e.outsourcedFrom })));
    turns.set(key, entry);
  }
  return [...turns.values()];
}

/**
 * When more than one player passed the target in the last round, how the winner was decided: "Ann,
 * Ben and Cat passed 32 in the same round; the highest total won: Ann's 41." (victory is checked
 * when everyone has had the same number of turns, so whoever is past it at the end passed it then).
 */
function passedTogether(s: ItState, players: readonly Player[]): string | null {
  const won = winner(s);
  if (won === null) return null;
  const passed = order(s).filter((id) => points(s)[id] >= target(s));
  if (passed.length < 2) return null;
  return `${andList(passed.map((id) => playerName(players, id)))} passed ${grouped(target(s))} in the same round; the highest total won: ${playerName(players, won)}'s ${grouped(points(s)[won])}.`;
}

function itHighlights(steps: readonly ResultStep<ItState>[], players: readonly Player[]): string[] {
  return burnoutHighlights(steps, players);
}

function burnoutHighlights(steps: readonly ResultStep<ItState>[], players: readonly Player[]): string[] {
  const turns = burnoutsByTurn(steps);
  if (!turns.length) return ['No employee burnt out.'];
  const most = Math.max(...turns.map((t) => t.gone.length));
  const top = turns.filter((t) => t.gone.length === most);
  const whose = (gone: { name: string; owner: string; lentBy: string | null }[]) => {
    const owners = [...new Set(gone.map((g) => g.owner))];
    const counted = (names: string[]) =>
      [...new Set(names)].map((n) => {
        const times = names.filter((x) => x === n).length;
        return times > 1 ? `${n} ×${times}` : n;
      });
    return andList(
      owners.map(
        (o) =>
          `${playerName(players, o)}'s ${andList(counted(gone.filter((g) => g.owner === o).map((g) => lentName(g.name, g.lentBy, players))))}`
      )
    );
  };
  const first = top[0];
  const count = most === 1 ? 'one employee' : `${most} employees`;
  const also =
    top.length > 1
      ? ` The same number burnt out in ${andList(top.slice(1, 4).map((t) => `${playerName(players, t.player)}'s turn ${t.turn}`))}.`
      : '';
  return [
    `The most employees burnt out in one turn: ${count}, in ${playerName(players, first.player)}'s turn ${first.turn} (${whose(first.gone)}).${also}`
  ];
}

export const itResults: GameResults<ItState> = {
  unit: 'points',
  figures: (s) => Object.fromEntries(order(s).map((id) => [id, points(s)[id] ?? 0])),
  winners: (s) => {
    const w = winner(s);
    return w ? [w] : [];
  },
  roundsDone,
  played: (s) => ({ count: roundsDone(s), word: 'round' }),
  chartCaption: "Each player's project points at the start and after each round, a round being every player's turn once",
  endLabel: 'The end',
  startPlayer: (s) => order(s)[0],
  // Said under the winner line: the figures alone do not say that others passed the target too.
  note: passedTogether,
  breakdown: (s, players) => {
    const seats = order(s);
    const longest = Math.max(0, ...seats.map((id) => sheet(s, id).length));
    if (!longest) return null;
    return {
      title: 'The score sheet',
      table: {
        caption: "Each player's running total after each of their turns, as on the paper score sheet",
        rowHeader: 'Turn',
        players: seats.map((id) => playerName(players, id)),
        rows: Array.from({ length: longest }, (_, i) => ({
          label: String(i + 1),
          cells: seats.map((id) => {
            const total = sheet(s, id)[i];
            return total === undefined ? '—' : grouped(total);
          })
        }))
      }
    };
  },
  highlights: itHighlights
};
