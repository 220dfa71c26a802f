/**
 * Disrupt's final scoring, in the rulebook's order: Secret Parameters, failed Projects, Market
 * Share per colour, the top-up to 10, the Market Size change, Share values, each player's Shares,
 * the resource bonus, totals and winners (and the solo grade). The arithmetic only (the game's
 * names and shapes are scoring.ts): a file of its own, loaded by the calculators and, through
 * fold-parts.ts, before a fold meets the final scoring. Pure: no Svelte, Dexie or DOM.
 */
import {
  afterBullBear,
  COLORS,
  COLOR_NAMES,
  MARKET_SIZE_LABELS,
  PIPELINES,
  PROJECTS,
  PROJECT_NAMES,
  ROLES,
  ROLE_NAMES,
  SHARES_PER_PROJECT,
  signedSteps,
  SOLO_GRADE_NAMES,
  STARTUPPER_PROJECTS,
  type Color,
  type FinalScoringInput,
  type FinalScoringResult,
  type ProjectId,
  type Role
} from './scoring';

function whole(field: string, value: unknown, min = 0): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min)
    throw new RangeError(`${field} must be a whole number${min === 0 ? ' from 0' : ` from ${min}`}, got ${String(value)}`);
  return value;
}

/** The Market Size change applied to n Market Share cubes at a track position. */
export function applyMarketSize(n: number, position: number): number {
  switch (position) {
    case 2:
      return n + Math.floor(n / 3);
    case 1:
      return n + Math.floor(n / 4);
    case 0:
      return n;
    case -1:
      return n - Math.floor(n / 4);
    case -2:
      return n - Math.floor(n / 3);
    default:
      throw new RangeError(`marketSize must be from -2 to 2, got ${position}`);
  }
}

/** The end-game bonus of Brand Equity positions 1–4: 1 million per 2, 3, 4, 5 resources. */
export function resourceBonus(resources: number, brandEquity: number): number {
  return brandEquity >= 1 && brandEquity <= 4 ? Math.floor(resources / (brandEquity + 1)) : 0;
}

function checkInput(input: FinalScoringInput): void {
  if (!input || typeof input !== 'object') throw new RangeError('input is missing');
  for (const id of PROJECTS) {
    const p = input.projects?.[id];
    if (!p) throw new RangeError(`projects.${id} is missing`);
    for (const c of COLORS) whole(`projects.${id}.${c}`, p[c]);
    if (p.secret !== undefined) {
      if (!STARTUPPER_PROJECTS.includes(id))
        throw new RangeError(`projects.${id}.secret: Secret Parameters exist only on the Startupper's Projects`);
      if (!COLORS.includes(p.secret.plus) || !COLORS.includes(p.secret.minus))
        throw new RangeError(`projects.${id}.secret: plus and minus must be colours`);
      if (p.secret.plus === p.secret.minus) throw new RangeError(`projects.${id}.secret: plus and minus must differ`);
    }
  }
  if (!Array.isArray(input.marketSize) || input.marketSize.length !== 3) throw new RangeError('marketSize must list the 3 pipelines');
  input.marketSize.forEach((m, i) => {
    if (!Number.isInteger(m) || m < -2 || m > 2) throw new RangeError(`marketSize[${i}] must be from -2 to 2, got ${String(m)}`);
  });
  if (input.bullBear !== undefined) {
    const { before, moves } = input.bullBear;
    if (!Array.isArray(before) || !Array.isArray(moves) || before.length !== 3 || moves.length !== 3)
      throw new RangeError('bullBear must give the 3 pipelines');
    input.marketSize.forEach((m, i) => {
      if (!Number.isInteger(before[i]) || !Number.isInteger(moves[i]) || afterBullBear(before[i], moves[i]).position !== m)
        throw new RangeError(`marketSize[${i}] is not where Bull & Bear ${String(moves[i])} from ${String(before[i])} ends`);
    });
  }
  if (!Array.isArray(input.players) || input.players.length === 0) throw new RangeError('players: at least one');
  const seen = new Set<Role>();
  const held: Record<string, number> = {};
  input.players.forEach((p, i) => {
    if (!ROLES.includes(p.role)) throw new RangeError(`players[${i}].role is unknown: ${String(p.role)}`);
    if (seen.has(p.role)) throw new RangeError(`players[${i}].role ${p.role} is repeated`);
    seen.add(p.role);
    // Millions may be below zero: a debt the players agreed to.
    if (typeof p.millions !== 'number' || !Number.isInteger(p.millions))
      throw new RangeError(`players[${i}].millions must be a whole number, got ${String(p.millions)}`);
    whole(`players[${i}].resources`, p.resources);
    whole(`players[${i}].brandEquity`, p.brandEquity, 1);
    for (const [project, count] of Object.entries(p.shares ?? {})) {
      if (!PROJECTS.includes(project as ProjectId)) throw new RangeError(`players[${i}].shares.${project} is not a Project`);
      held[project] = (held[project] ?? 0) + whole(`players[${i}].shares.${project}`, count);
    }
  });
  for (const [project, count] of Object.entries(held)) {
    if (count > SHARES_PER_PROJECT)
      throw new RangeError(`shares.${project}: players hold ${count}, but each Project has ${SHARES_PER_PROJECT} Shares`);
  }
}

export function scoreDisrupt(input: FinalScoringInput): FinalScoringResult {
  checkInput(input);
  const steps: string[] = [];
  const name = (id: ProjectId) => PROJECT_NAMES[id];
  // The records below start empty and a loop over PROJECTS fills every key: `{} as Record<…>` is
  // the one way to say so (TypeScript cannot see a loop fill each key).
  const cubes = {} as Record<ProjectId, Record<Color, number>>;

  // 1. Secret Parameters.
  for (const id of PROJECTS) {
    const p = input.projects[id];
    const c = { design: p.design, development: p.development, marketing: p.marketing };
    if (p.secret) {
      c[p.secret.plus] += 1;
      const canRemove = input.solo ? c[p.secret.minus] > 1 : c[p.secret.minus] > 0;
      if (canRemove) c[p.secret.minus] -= 1;
      steps.push(
        `Secret Parameters of ${name(id)}: +1 ${COLOR_NAMES[p.secret.plus]}, −1 ${COLOR_NAMES[p.secret.minus]}` +
          (canRemove ? '' : input.solo ? ' (solo: the last cube stays)' : ' (no cube to remove)') +
          ` → ${c.design} Design, ${c.development} Development, ${c.marketing} Marketing.`
      );
    }
    cubes[id] = c;
  }

  // 2. Failed Projects: missing a colour after the Secret Parameters.
  const failed = {} as Record<ProjectId, boolean>;
  for (const id of PROJECTS) {
    failed[id] = COLORS.some((c) => cubes[id][c] === 0);
    if (failed[id])
      steps.push(
        `${name(id)} has failed (no ${COLORS.filter((c) => cubes[id][c] === 0)
          .map((c) => COLOR_NAMES[c])
          .join(', ')} cube): it still takes part in Market Share, but its Shares are worth 0.`
      );
  }

  // 3–5. Market Share per pipeline.
  const before = {} as Record<ProjectId, number>;
  const after = {} as Record<ProjectId, number>;
  PIPELINES.forEach(([left, right], i) => {
    let l = 0;
    let r = 0;
    for (const c of COLORS) {
      const a = cubes[left][c];
      const b = cubes[right][c];
      l += a > b ? 2 : 1;
      r += b > a ? 2 : 1;
      steps.push(
        `${COLOR_NAMES[c]}: ${name(left)} ${a} vs ${name(right)} ${b} → ${a > b ? `${name(left)} 2, ${name(right)} 1` : b > a ? `${name(left)} 1, ${name(right)} 2` : '1 each'}.`
      );
    }
    const rest = 10 - l - r;
    const totalLeft = COLORS.reduce((s, c) => s + cubes[left][c], 0);
    const totalRight = COLORS.reduce((s, c) => s + cubes[right][c], 0);
    const toLeft = totalLeft > totalRight;
    if (toLeft) l += rest;
    else r += rest;
    steps.push(
      `Top-up to 10: ${rest} to ${name(toLeft ? left : right)} (${totalLeft} Project cubes vs ${totalRight}${totalLeft === totalRight ? '; a tie goes to the rightmost, the Startupper’s' : ''}) → ${name(left)} ${l}, ${name(right)} ${r}.`
    );
    before[left] = l;
    before[right] = r;
    const m = input.marketSize[i];
    after[left] = applyMarketSize(l, m);
    after[right] = applyMarketSize(r, m);
    let how = '';
    if (input.bullBear && input.bullBear.moves[i] !== 0) {
      const { before: from, moves } = input.bullBear;
      const end = afterBullBear(from[i], moves[i]).stopped;
      how = ` (${MARKET_SIZE_LABELS[from[i]]}, Bull & Bear ${signedSteps(moves[i])}${end ? `: the cube stopped at the ${end} of the track` : ''})`;
    }
    steps.push(
      `Market Size of ${name(left)} vs ${name(right)}: ${MARKET_SIZE_LABELS[m]}${how} → ${name(left)} ${after[left]}, ${name(right)} ${after[right]}.`
    );
  });

  const projects = {} as FinalScoringResult['projects'];
  for (const id of PROJECTS) {
    const shareValue = failed[id] ? 0 : after[id];
    projects[id] = { ...cubes[id], failed: failed[id], marketShareBeforeMarketSize: before[id], marketShare: after[id], shareValue };
    steps.push(`Each ${name(id)} Share is worth ${shareValue} million${failed[id] ? ' (failed)' : ''}.`);
  }

  // 6–8. Players.
  const players = input.players.map((p) => {
    const shareValue = PROJECTS.reduce((s, id) => s + (p.shares[id] ?? 0) * projects[id].shareValue, 0);
    const bonus = resourceBonus(p.resources, p.brandEquity);
    const total = p.millions + shareValue + bonus;
    const held = PROJECTS.filter((id) => p.shares[id]).map((id) => `${p.shares[id]}×${projects[id].shareValue} ${name(id)}`);
    steps.push(
      held.length
        ? `${ROLE_NAMES[p.role]}: Shares ${held.join(' + ')} = ${shareValue} million.`
        : `${ROLE_NAMES[p.role]}: no Shares, 0 million.`
    );
    steps.push(
      p.brandEquity <= 4
        ? `${ROLE_NAMES[p.role]}: resource bonus ${p.resources} resources ÷ ${p.brandEquity + 1} (Brand Equity ${p.brandEquity}) = ${bonus} million.`
        : `${ROLE_NAMES[p.role]}: no resource bonus, as Brand Equity ${p.brandEquity} is below the top 4.`
    );
    steps.push(`${ROLE_NAMES[p.role]}: total ${p.millions} + ${shareValue} + ${bonus} = ${total} million.`);
    return { role: p.role, millions: p.millions, shareValue, resourceBonus: bonus, total };
  });
  const best = Math.max(...players.map((p) => p.total));
  const winners = players.filter((p) => p.total === best).map((p) => p.role);
  // Solo has no win by the total alone: the grade says who won (below), so no "Winner" line contradicts it.
  if (!input.solo)
    steps.push(`Winner${winners.length > 1 ? 's' : ''}: ${winners.map((r) => ROLE_NAMES[r]).join(', ')} with ${best} million.`);

  let soloGrade: FinalScoringResult['soloGrade'] = null;
  if (input.solo) {
    const leader = players.find((p) => p.role === 'leader');
    if (!leader) throw new RangeError('players: solo mode scores the Market Leader, who is missing');
    const ahead = PIPELINES.filter(([l, r]) => projects[l].marketShare > projects[r].marketShare).length;
    soloGrade =
      ahead === 3 && leader.total >= 100
        ? 'market-leader'
        : ahead >= 2 && leader.total >= 80
          ? 'financial-titan'
          : ahead >= 1 && leader.total >= 60
            ? 'successful-entrepreneur'
            : null;
    const outcome = soloGrade ? `${SOLO_GRADE_NAMES[soloGrade]}: the Market Leader wins` : 'no grade: the automated Startupper won';
    steps.push(`Solo: ${ahead} of your Projects ahead of the Startupper’s, ${leader.total} million → ${outcome}.`);
  }
  return { projects, players, winners, soloGrade, steps };
}
