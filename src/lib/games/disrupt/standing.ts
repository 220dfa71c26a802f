/**
 * How a Disrupt game stands, for the list of games (stored on the session row at each tap). Reads,
 * never changes a state. Pure: no Svelte, Dexie or DOM.
 */
import { finalLine, leadLine } from '$lib/core/standing';
import { millions } from '$lib/core/text';
import type { Player } from '$lib/core/types';
import { ROLE_NAMES, SOLO_GRADE_NAMES, type Role } from './scoring';
import { PHASE_NAMES, type DisruptState } from './state';

/**
 * "Round 3, Operations phase, Leo leads with 14M (2M ahead)" (money on hand: the final scoring
 * decides the winner); once scored, "Leo won with 84M · Sam 70M" from the final totals.
 * Solo: only the Market Leader is a player ("Leo has 12M"; "Leo scored 84M: Financial Titan", or
 * "Leo scored 40M: no grade, the automated Startupper won").
 */
export function disruptStanding(state: DisruptState, players: readonly Player[]): string {
  const name = (r: Role) => players.find((p) => p.id === state.playerOf[r])?.name ?? ROLE_NAMES[r];
  const played = state.roles.filter((r) => state.playerOf[r] !== undefined);
  if (state.final) {
    const result = state.final.result;
    const totals = result.players.filter((p) => played.includes(p.role)).map((p) => ({ name: name(p.role), value: p.total }));
    if (state.solo) {
      // Solo has no win without a grade: with none, the automated Startupper won.
      const grade = result.soloGrade ? SOLO_GRADE_NAMES[result.soloGrade] : 'no grade, the automated Startupper won';
      return `${totals[0]?.name ?? ROLE_NAMES.leader} scored ${millions(totals[0]?.value ?? 0)}: ${grade}`;
    }
    return finalLine(result.winners.map(name), totals, millions);
  }
  const money = played.map((r) => ({ name: name(r), value: state.millions[r] ?? 0 }));
  return `Round ${state.round}, ${PHASE_NAMES[state.phase]} phase, ${leadLine(money, millions)}`;
}
