/**
 * What only Disrupt's setup screen reads: the starting cards the rulebook suggests for first plays.
 * Apart from state.ts so that the rules (and the result screen, which folds with them) load without
 * it. Pure: no Svelte, Dexie or DOM.
 */
import type { Role } from './scoring';

export const STARTING_CARDS: Record<Role, string[]> = {
  startupper: ['Project Planning', 'Mentoring', 'UX Workshop', 'Exit Strategy'],
  bpo: ['Coding Collaboration', 'Outsource Design', 'Project Joint Venture', 'Ghost in the Shell'],
  leader: ['Hackers', 'Late Night Party', 'Foreclosure', 'Aggressive Acquisition'],
  angel: ['Leverage', 'Boot Strapping', 'VC: Vision', 'Initial Offering']
};
