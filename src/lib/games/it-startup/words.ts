/**
 * IT Startup's own words (signed points, who burnt out) that the screen and the history share; the
 * shared ones are in $lib/core/text. Text only: applies no rule. No Svelte, Dexie or DOM.
 */
import { andList, plural } from '$lib/core/text';
import type { Player } from '$lib/core/types';
import { ownedName } from './names';
import type { Gone } from './state';

/** "+1 point", "+11 points". */
export function plusPoints(n: number): string {
  return `+${plural(n, 'point')}`;
}

/** "Ann's Lead Developer and Full Stack Ninja", "Ann's Intern (outsourced to Rob)", and "TDD +5". */
export function goneParts(gone: readonly Gone[], players: readonly Player[]): { names: string; knowledge: string } {
  // One group per owner, and one per employer and borrower for those on loan: named as the sheets name them.
  const whose = (g: Gone) => ({ owner: g.owner, outsourcedFrom: g.lentBy ?? null });
  const keyOf = (g: Gone) => `${g.owner}\n${g.lentBy ?? ''}`;
  const keys = [...new Set(gone.map(keyOf))];
  const groups = keys.map((key) => {
    const mine = gone.filter((g) => keyOf(g) === key);
    // Two Interns read "Intern ×2", not "Intern and Intern".
    const names = mine.map((g) => g.name.replace(/^The /, ''));
    const counted = [...new Set(names)].map((n) => {
      const times = names.filter((x) => x === n).length;
      return times > 1 ? `${n} ×${times}` : n;
    });
    return ownedName(whose(mine[0]), andList(counted), players);
  });
  // Owners are separated by "; " when one of them lists several employees ("Ann's A and B; Ben's C").
  const names = groups.length > 1 && groups.some((g) => g.includes(' and ') || g.includes(', ')) ? groups.join('; ') : andList(groups);
  return { names, knowledge: andList(gone.flatMap((g) => g.knowledge)) };
}

/** "Ann's Lead Developer and Full Stack Ninja burnt out, TDD +5 went with them". */
export function goneText(gone: readonly Gone[], players: readonly Player[], verb = 'burnt out'): string {
  if (!gone.length) return '';
  const { names, knowledge } = goneParts(gone, players);
  return `${names} ${verb}${knowledge ? `, ${knowledge} went with ${gone.length === 1 ? 'it' : 'them'}` : ''}`;
}

/**
 * One employee burning out at the end of the turn, with its own cause and what goes with it:
 * "Full Stack Ninja 2 (+1 makes 3 of 3; TDD +5 goes with it)". Each says its own, so that a list of
 * them does not read as if the last one's knowledge were everyone's.
 */
export function burnoutCause(name: string, added: number, reaches: number, limit: number, knowledge: readonly string[]): string {
  const goes = knowledge.length ? `; ${andList(knowledge)} ${knowledge.length === 1 ? 'goes' : 'go'} with it` : '';
  return `${name} (+${added} makes ${reaches} of ${limit}${goes})`;
}
