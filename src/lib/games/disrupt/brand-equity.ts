/**
 * Disrupt's Brand Equity track as the board has it: 9 steps, 1 at the top. The top 4 steps hold
 * one Player Role token each; the 5 steps below hold two side by side, the left one higher ("The
 * first 5 steps of the track can be shared by two Player Role tokens and the last 4 can hold only
 * one"). A token moves only onto an empty space, so one arriving on a shared step takes the right
 * place, and when the left one leaves, the right one takes its place. Pure: no Svelte, Dexie or DOM.
 */
import { ROLE_NAMES, type Role } from './scoring';

export const BRAND_EQUITY_STEPS = 9;
/** The top steps that hold one token each (and give the end-game resource bonus). */
export const SINGLE_STEPS = 4;

export const stepCapacity = (step: number): number => (step <= SINGLE_STEPS ? 1 : 2);

export const isStep = (step: unknown): step is number =>
  typeof step === 'number' && Number.isInteger(step) && step >= 1 && step <= BRAND_EQUITY_STEPS;

/** How a sentence names a role: "the Startupper", or with its player, "Ann (Startupper)". */
export type RoleNamer = (role: Role) => string;
const theRole: RoleNamer = (role) => `the ${ROLE_NAMES[role]}`;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "A", "A and B", "A, B and C". */
const listed = (items: readonly string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? ''));

/** Whether `step` has a free place for `role` (the others where they are). */
export function stepHasRoom(steps: Partial<Record<Role, number>>, role: Role, step: number): boolean {
  return (Object.keys(steps) as Role[]).filter((r) => r !== role && steps[r] === step).length < stepCapacity(step);
}

/** Why `role` cannot be put on `step` (the others where they are; `order` highest first, to name them left to right), or null. */
export function brandEquityProblem(
  steps: Partial<Record<Role, number>>,
  role: Role,
  step: unknown,
  order: readonly Role[] = [],
  name: RoleNamer = theRole
): string | null {
  if (!isStep(step)) return `The Brand Equity track has ${BRAND_EQUITY_STEPS} steps: 1 (top) to ${BRAND_EQUITY_STEPS}.`;
  if (steps[role] === step) return `${capital(name(role))} is already on step ${step} of Brand Equity.`;
  const rank = (r: Role) => (order.includes(r) ? order.indexOf(r) : order.length);
  const there = (Object.keys(steps) as Role[]).filter((r) => r !== role && steps[r] === step).sort((a, b) => rank(a) - rank(b));
  if (there.length >= stepCapacity(step)) {
    const who = there.map(name).join(' and ');
    return stepCapacity(step) === 1
      ? `Step ${step} of Brand Equity holds one token and ${who} is on it: a token moves only onto an empty space.`
      : `Step ${step} of Brand Equity already holds two tokens (${who}): a token moves only onto an empty space.`;
  }
  return null;
}

/**
 * The order on the track, highest first, after `role` moves to `step`: it goes below every token
 * already on that step or above it (it takes the free, right-hand place of a shared step).
 */
export function orderAfterMove(order: readonly Role[], steps: Partial<Record<Role, number>>, role: Role, step: number): Role[] {
  const rest = order.filter((r) => r !== role);
  const at = rest.findIndex((r) => (steps[r] ?? Infinity) > step);
  return at === -1 ? [...rest, role] : [...rest.slice(0, at), role, ...rest.slice(at)];
}

/**
 * Checks starting places given highest first (a shared step's left token before its right one):
 * every role once, steps 1–9 in order, no step over its capacity. Returns the reason or null.
 */
export function startingPlacesProblem(
  places: readonly { role: Role; step: number }[],
  roles: readonly Role[],
  name: RoleNamer = theRole
): string | null {
  if (places.length !== roles.length || !roles.every((r) => places.filter((p) => p.role === r).length === 1))
    return 'Give each role one starting place on Brand Equity.';
  for (let i = 0; i < places.length; i++) {
    if (!isStep(places[i].step)) return `The Brand Equity track has ${BRAND_EQUITY_STEPS} steps: 1 (top) to ${BRAND_EQUITY_STEPS}.`;
    if (i > 0 && places[i].step < places[i - 1].step) return 'List the starting places highest first.';
  }
  for (let step = 1; step <= BRAND_EQUITY_STEPS; step++) {
    const on = places.filter((p) => p.step === step);
    if (on.length > stepCapacity(step)) {
      const who = listed(on.map((p) => name(p.role)));
      return `Step ${step} of Brand Equity holds ${stepCapacity(step) === 1 ? 'one token' : 'two tokens'}, but ${who} ${on.length === 2 ? 'both' : 'all'} start there: move ${on.length - stepCapacity(step) === 1 ? 'one of them' : 'some of them'} to another step.`;
    }
  }
  return null;
}
