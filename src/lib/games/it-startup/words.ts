/**
 * IT Startup's own words (signed points, who burnt out) that the screen and the history share; the
 * shared ones are in $lib/core/text. Text only: applies no rule. No Svelte, Dexie or DOM.
 */
import { andList, playerName, plural } from '$lib/core/text';
import type { Player } from '$lib/core/types';
import { lentName } from './names';
import type { Gone } from './state';

/** "+1 point", "+11 points". */
export function plusPoints(n: number): string {
  return `+${plural(n, 'point')}`;
}

/** "Ann's Lead Developer and Full Stack Ninja" and "TDD +5". */
export function goneParts(gone: readonly Gone[], players: readonly Player[]): { names: string; knowledge: string } {
  const owners = [...new Set(gone.map((g) => g.owner))];
  const groups = owners.map((o) => {
    // Two Interns read "Intern ×2", not "Intern and Intern".
    const names = gone.filter((g) => g.owner === o).map((g) => lentName(g.name, g.lentBy, players));
    const counted = [...new Set(names)].map((n) => {
      const times = names.filter((x) => x === n).length;
      return times > 1 ? `${n} ×${times}` : n;
    });
    return `${playerName(players, o)}'s ${andList(counted)}`;
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
