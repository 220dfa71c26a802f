/**
 * The table tools' results as a session records them (dice, the spinner, a coin, a first player):
 * the randomness is drawn before the event is made, so these only check and describe it. Pure; no
 * Svelte, Dexie or DOM.
 */
import { invalid, type Invalid, type Player } from './types';

/** The dice the tools roll. A result without `sides` is of six-sided dice (as every result before dice had sides). */
export const DIE_SIDES = [4, 6, 8, 10, 12, 20] as const;
export const MAX_DICE = 6;

export type ToolResult =
  | { tool: 'dice'; values: number[]; sides?: number }
  | { tool: 'coin'; side: 'heads' | 'tails' }
  | { tool: 'spinner'; segments: number; value: number }
  | { tool: 'first-player'; playerId: string };

function isIntIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** Checks a recorded tool result (it may come from an imported file). */
export function checkToolResult(result: unknown, players: readonly Player[]): ToolResult | Invalid {
  if (typeof result !== 'object' || result === null) return invalid('The tool result is missing.');
  const r = result as Record<string, unknown>;
  switch (r.tool) {
    case 'dice': {
      if (r.sides !== undefined && !DIE_SIDES.includes(r.sides as never)) return invalid(`Dice have ${DIE_SIDES.join(', ')} sides.`);
      const sides = (r.sides as number | undefined) ?? 6;
      if (Array.isArray(r.values) && r.values.length >= 1 && r.values.length <= MAX_DICE && r.values.every((v) => isIntIn(v, 1, sides)))
        return r.sides === undefined
          ? { tool: 'dice', values: r.values as number[] }
          : { tool: 'dice', values: r.values as number[], sides };
      return invalid(`Dice values must be 1 to ${MAX_DICE} numbers from 1 to ${sides}.`);
    }
    case 'coin':
      if (r.side === 'heads' || r.side === 'tails') return { tool: 'coin', side: r.side };
      return invalid('A coin shows heads or tails.');
    case 'spinner':
      if (isIntIn(r.segments, 2, 12) && isIntIn(r.value, 1, r.segments as number))
        return { tool: 'spinner', segments: r.segments as number, value: r.value as number };
      return invalid('A spinner result must be within its 2 to 12 segments.');
    case 'first-player':
      if (typeof r.playerId === 'string' && players.some((p) => p.id === r.playerId)) return { tool: 'first-player', playerId: r.playerId };
      return invalid('The first player picked is not in this game.');
    default:
      return invalid('Unknown table tool.');
  }
}

export function describeToolResult(result: ToolResult, players: readonly Player[]): string {
  switch (result.tool) {
    case 'dice': {
      // Six-sided dice keep the words they always had; other dice say their size ("a d20").
      const sides = result.sides ?? 6;
      const what =
        sides === 6
          ? result.values.length === 1
            ? 'a die'
            : `${result.values.length} dice`
          : result.values.length === 1
            ? `a d${sides}`
            : `${result.values.length} d${sides}`;
      return result.values.length === 1
        ? `Rolled ${what}: ${result.values[0]}`
        : `Rolled ${what}: ${result.values.join(' + ')} = ${result.values.reduce((a, b) => a + b, 0)}`;
    }
    case 'coin':
      return `Flipped a coin: ${result.side}`;
    case 'spinner':
      return `Spun the spinner (${result.segments}): ${result.value}`;
    case 'first-player': {
      const seat = players.findIndex((p) => p.id === result.playerId);
      return seat < 0
        ? 'First player picked: unknown'
        : `First player picked: ${players[seat].name} (seat ${seat + 1} of ${players.length})`;
    }
  }
}
