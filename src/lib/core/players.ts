/**
 * Player names and colours: the checks a setup form and an imported file both go through.
 * Pure; the remembered-names list lives in storage, not here.
 */
import type { Player } from './types';

/** The one limit on a name: the field stops there and the check refuses more (an imported file). */
export const NAME_MAX = 24;

/** The name a seat left empty plays under, so a game starts with no typing: "Player n". */
export const defaultName = (n: number): string => `Player ${n}`;

/** Whether a name is one the app gave ("Player 3"): such a name is nobody's, not offered as a regular player. */
export const isDefaultName = (name: string): boolean => /^Player \d+$/.test(name.trim());

/**
 * The names with each empty one replaced by "Player n", n its seat (1-based), or the next number
 * that no typed name and no earlier seat already has, so the line-up's names stay distinct.
 */
export function withDefaultNames(names: readonly string[]): string[] {
  const taken = new Set(names.map((n) => n.trim().toLocaleLowerCase()).filter(Boolean));
  return names.map((raw, i) => {
    if (raw.trim()) return raw;
    let n = i + 1;
    while (taken.has(defaultName(n).toLocaleLowerCase())) n++;
    taken.add(defaultName(n).toLocaleLowerCase());
    return defaultName(n);
  });
}

/** Colours picked to stay apart from each other and readable with white text, in light and dark themes. */
export const PLAYER_COLORS = [
  { id: 'red', label: 'Red', hex: '#b3261e' },
  { id: 'blue', label: 'Blue', hex: '#1d4ed8' },
  { id: 'green', label: 'Green', hex: '#15803d' },
  { id: 'purple', label: 'Purple', hex: '#7e22ce' },
  { id: 'orange', label: 'Orange', hex: '#b45309' },
  { id: 'teal', label: 'Teal', hex: '#0f766e' },
  { id: 'pink', label: 'Pink', hex: '#be185d' },
  { id: 'grey', label: 'Grey', hex: '#4b5563' }
] as const;

export function isPlayerColor(value: unknown): boolean {
  return PLAYER_COLORS.some((c) => c.hex === value);
}

/** The first colour of the list that nobody in `taken` plays; `preferred` when it is free. */
export function freeColor(taken: readonly string[], preferred?: string): string {
  if (preferred && isPlayerColor(preferred) && !taken.includes(preferred)) return preferred;
  return (PLAYER_COLORS.find((c) => !taken.includes(c.hex)) ?? PLAYER_COLORS[0]).hex;
}

/** Per player, the problem with their colour (unknown, or already someone else's), or null. */
export function colorProblems(colors: readonly string[]): (string | null)[] {
  return colors.map((color, i) => {
    if (!isPlayerColor(color)) return 'Pick a colour.';
    const first = colors.indexOf(color);
    if (first < i)
      return `Someone else already plays ${PLAYER_COLORS.find((c) => c.hex === color)!.label.toLocaleLowerCase()}: pick another colour.`;
    return null;
  });
}

/** Returns the problem with one name, or null when it is fine. `others` are the other names of the session. */
export function nameProblem(raw: string, others: readonly string[]): string | null {
  const name = raw.trim();
  if (name.length === 0) return 'Enter a name.';
  if (name.length > NAME_MAX) return `A name has at most ${NAME_MAX} characters (this one has ${name.length}).`;
  const lower = name.toLocaleLowerCase();
  if (others.some((o) => o.trim().toLocaleLowerCase() === lower)) return `“${name}” is already playing; names must differ.`;
  return null;
}

/** Checks a whole line-up: the count, and per player (by index) the name and, when given, the colour. */
export function playersProblems(
  names: readonly string[],
  min: number,
  max: number,
  colors?: readonly string[]
): { count: string | null; names: (string | null)[]; colors: (string | null)[] } {
  const count =
    names.length < min || names.length > max
      ? min === max
        ? `This game needs ${min} players.`
        : `This game takes ${min} to ${max} players.`
      : null;
  return {
    count,
    names: names.map((n, i) =>
      nameProblem(
        n,
        names.filter((_, j) => j !== i && j < i)
      )
    ),
    colors: colors ? colorProblems(colors) : names.map(() => null)
  };
}

/** Validates a stored or imported player list; returns a message (a clause, with no full stop) or null. */
export function playerListProblem(players: unknown): string | null {
  if (!Array.isArray(players) || players.length < 1 || players.length > 6) return 'a session has 1 to 6 players';
  const seenIds = new Set<string>();
  const names: string[] = [];
  for (const [i, p] of players.entries()) {
    if (typeof p !== 'object' || p === null) return `player ${i + 1} is not an object`;
    const { id, name, color } = p as Partial<Player>;
    if (typeof id !== 'string' || id.length < 1 || id.length > 64) return `player ${i + 1} has no valid id`;
    if (seenIds.has(id)) return `player id “${id}” appears twice`;
    seenIds.add(id);
    if (typeof name !== 'string') return `player ${i + 1} has no name`;
    const problem = nameProblem(name, names);
    // A clause for the caller's sentence, which ends it: the name's own full stop would double it.
    if (problem) return `player ${i + 1}: ${problem.replace(/\.$/, '')}`;
    if (name !== name.trim()) return `player ${i + 1}: the name has spaces around it`;
    names.push(name);
    if (typeof color !== 'string' || !isPlayerColor(color)) return `player ${i + 1} has an unknown colour`;
  }
  return null;
}
