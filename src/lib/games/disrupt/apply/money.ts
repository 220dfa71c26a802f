/**
 * Money and resources: a role takes from or pays the bank, one role pays another, a Workflow pays
 * (or takes from) every holder of its Project's Shares, a resource is gained or spent, three are
 * exchanged for one. Each event's checks and effect side by side. Pure: no Svelte, Dexie or DOM.
 */
import { invalid, isInvalid } from '$lib/core/types';
import { PROJECT_NAMES, type Role } from '../scoring';
import type { Logged, MoneyAdjusted, MoneyPaid, ResourcesChanged, ResourcesExchanged, WorkflowPaid } from '../events';
import { workflowPayout } from '../queries';
import { RESOURCE_KINDS, RESOURCE_NAMES, isInt, isProject, isResourceKind, type DisruptState } from '../state';
import { signed } from '../words';
import { checkedAmount, payProblem, withMillions, type Applied, type Context, type Handlers } from './common';

function moneyAdjusted(state: DisruptState, event: Logged<MoneyAdjusted>, { inGame, names }: Context): Applied {
  if (!inGame(event.role)) return invalid('Pick a role in this game.');
  const amount = checkedAmount(event.amount, { allowNegative: true });
  if (isInvalid(amount)) return amount;
  if (amount < 0) {
    const refused = payProblem(state, event.role, -amount, event.debt, names);
    if (refused) return refused;
  }
  return withMillions(state, event.role, amount);
}

function moneyPaid(state: DisruptState, event: Logged<MoneyPaid>, { inGame, names }: Context): Applied {
  const { from, to } = event;
  if (!inGame(from) || !(inGame(to) || to === 'bank') || from === to) return invalid('Pick who pays and who receives.');
  const amount = checkedAmount(event.amount);
  if (isInvalid(amount)) return amount;
  const refused = payProblem(state, from, amount, event.debt, names);
  if (refused) return refused;
  const paid = withMillions(state, from, -amount);
  return to === 'bank' ? paid : withMillions(paid, to, amount);
}

function workflowPaid(state: DisruptState, event: Logged<WorkflowPaid>, { names }: Context): Applied {
  // "Each player gains 1 million / 2 million for each Share they own of the triggering
  // Project" and "Each player loses 1 million for each Share they own": one entry for every
  // holder. The entry lists what each is paid, and is refused when the Shares held now give
  // other amounts (taking back an earlier Share move must not change a later payout silently).
  const { project, perShare } = event;
  if (!isProject(project)) return invalid('Pick the Project whose Workflow pays.');
  if (perShare !== 1 && perShare !== 2 && perShare !== -1) return invalid('A Workflow pays 1M or 2M per Share, or takes 1M per Share.');
  if (!state.placed[project]) return invalid(`${PROJECT_NAMES[project]} is not on a Pipeline yet: its Workflow does not trigger.`);
  const due = workflowPayout(state, project, perShare);
  const dueRoles = state.roles.filter((r) => due[r] !== undefined);
  if (!dueRoles.length) return invalid(`Nobody owns a ${PROJECT_NAMES[project]} Share: the Workflow pays nobody.`);
  const given: object = typeof event.paid === 'object' && event.paid !== null ? event.paid : {};
  const givenTo = (r: Role): unknown => Object.entries(given).find(([k]) => k === r)?.[1];
  if (Object.keys(given).length !== dueRoles.length || dueRoles.some((r) => givenTo(r) !== due[r])) {
    return invalid(
      `The ${PROJECT_NAMES[project]} Shares have changed hands: the payout now is ${dueRoles.map((r) => `${names.the(r)} ${signed(due[r] ?? 0)}M`).join(', ')}.`
    );
  }
  let next = state;
  for (const r of dueRoles) {
    const amount = due[r] ?? 0;
    if (amount < 0) {
      const refused = payProblem(next, r, -amount, event.debt, names, `losing ${-amount}M`);
      if (refused) return refused;
    }
    next = withMillions(next, r, amount);
  }
  return next;
}

function resourcesChanged(state: DisruptState, event: Logged<ResourcesChanged>, { inGame, names }: Context): Applied {
  const { role, kind, delta } = event;
  if (!inGame(role) || !isResourceKind(kind)) return invalid('Pick a role and a resource.');
  if (!isInt(delta, -99, 99) || delta === 0) return invalid('Change by a whole number.');
  const have = state.resources[role] ?? { like: 0, experience: 0, innovation: 0 };
  if (have[kind] + delta < 0) return invalid(`${names.The(role)} has only ${have[kind]} ${RESOURCE_NAMES[kind]}.`);
  return { ...state, resources: { ...state.resources, [role]: { ...have, [kind]: have[kind] + delta } } };
}

function resourcesExchanged(state: DisruptState, event: Logged<ResourcesExchanged>, { inGame, names }: Context): Applied {
  // "At any time, a player can spend any 3 resources to gain 1 Resource of any kind."
  const { role, gain, spend } = event;
  if (!inGame(role) || !isResourceKind(gain)) return invalid('Pick a role and the resource to gain.');
  const spent = (k: string): unknown =>
    typeof spend === 'object' && spend !== null ? (Object.entries(spend).find(([key]) => key === k)?.[1] ?? 0) : undefined;
  const amounts = RESOURCE_KINDS.map((k) => spent(k));
  if (!amounts.every((n): n is number => isInt(n, 0, 3)) || amounts.reduce((s, n) => s + n, 0) !== 3)
    return invalid('Spend exactly 3 resources.');
  const have = state.resources[role] ?? { like: 0, experience: 0, innovation: 0 };
  const next = { ...have };
  for (const [i, k] of RESOURCE_KINDS.entries()) {
    if (amounts[i] > have[k]) return invalid(`${names.The(role)} has only ${have[k]} ${RESOURCE_NAMES[k]}.`);
    next[k] -= amounts[i];
  }
  next[gain] += 1;
  return { ...state, resources: { ...state.resources, [role]: next } };
}

export const moneyHandlers: Handlers<
  'disrupt.money-adjusted' | 'disrupt.money-paid' | 'disrupt.workflow-paid' | 'disrupt.resources-changed' | 'disrupt.resources-exchanged'
> = {
  'disrupt.money-adjusted': moneyAdjusted,
  'disrupt.money-paid': moneyPaid,
  'disrupt.workflow-paid': workflowPaid,
  'disrupt.resources-changed': resourcesChanged,
  'disrupt.resources-exchanged': resourcesExchanged
};
