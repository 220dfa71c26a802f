/**
 * The words every screen writes one way: a player's name (and the word for one not found), lists
 * ("Ann, Ben and Cy"), counts with their noun in the right number, millions, and signed figures
 * with one minus sign, U+2212, everywhere, and what a failure says. Pure text: no Svelte, Dexie or DOM; no game's words.
 */
import { grouped } from './numbers';
import type { Player } from './types';

/** The one minus sign shown on screen (a hyphen reads as a dash beside a figure). */
export const MINUS = '−';

/** The name of the player `id`, or "someone" for an id the list does not hold (a damaged entry). */
export function playerName(players: readonly Pick<Player, 'id' | 'name'>[], id: string | null | undefined): string {
  return players.find((p) => p.id === id)?.name ?? 'someone';
}

/** "Ana", "Ana and Ben", "Ana, Ben and Cai". */
export function andList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** A count with its noun in the right number: plural(1, 'card') → "1 card", plural(1200, 'card') → "1,200 cards". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${grouped(count)} ${count === 1 ? one : many}`;
}

/** "1,000", "−20", "1.5": grouped digits, a negative one with the true minus sign. */
export function figure(value: number, fractionDigits = 0): string {
  const digits = grouped(Math.abs(value), fractionDigits);
  return value < 0 && /[1-9]/.test(digits) ? `${MINUS}${digits}` : digits;
}

/** "+5", "−5", "0": a change, always with its sign. */
export function signed(value: number, fractionDigits = 0): string {
  return value > 0 ? `+${figure(value, fractionDigits)}` : figure(value, fractionDigits);
}

/** 1100 → "1,100M"; −20 → "−20M". */
export function millions(value: number): string {
  return `${figure(value)}M`;
}

/** What a failure says: an Error's message, or whatever was thrown, as text. */
export function errorMessage(error: unknown): string {
  return (error as Error | undefined)?.message ?? String(error);
}
