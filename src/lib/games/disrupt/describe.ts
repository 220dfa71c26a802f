/**
 * Disrupt's words for the history and the list of games: one line per event, and how the game
 * stands. A role is named with its player where the game knows them ("Sam (Startupper)"); the
 * automated Startupper of solo, or a line described without the players, keeps the role's name.
 * Secret Parameters never appear before the final scoring. Reads, never changes a state. Pure: no
 * Svelte, Dexie or DOM.
 */
import type { GameEvent, Player } from '$lib/core/types';
import { COLOR_NAMES, PROJECT_NAMES, ROLE_NAMES, type Role } from './scoring';
import { aShare, countIn, emptyRow, MARKET_PRICES, type Cell } from './market';
import { keptInActionOf, operationsTurn, refillDue, turnTakers } from './queries';
import {
  PHASES,
  PHASE_NAMES,
  RESOURCE_NAMES,
  WORKERS,
  isColor,
  isProject,
  isResourceKind,
  isRole,
  type DisruptState,
  type Holder
} from './state';
import { holderName, signed } from './words';

const listRow = (row: readonly Cell[]) =>
  row
    .map((c, i) => (c ? `${PROJECT_NAMES[c]} ${MARKET_PRICES[i]}M` : null))
    .filter(Boolean)
    .join(', ') || 'nothing';

/** A number field of an accepted event (0 for a field an event of another version lacks). */
const num = (x: unknown): number => (typeof x === 'number' ? x : 0);
const cellsOf = (x: unknown): Cell[] => (Array.isArray(x) ? x.map((c) => (isProject(c) ? c : null)) : []);
const isHolder = (x: unknown): x is Holder => x === 'market' || x === 'outside' || isRole(x);

/**
 * A later entry of a gesture named in an Undo or Redo message after the gesture's first line: the
 * Worker turn a board entry ended ("…, and Ana's Worker 2 turn"), which Undo takes back with it.
 */
export function alsoChangedDisrupt(event: GameEvent, before: DisruptState, players: readonly Player[] = []): string | null {
  if (event.type !== 'disrupt.turn-ended' || !isRole(event.role)) return null;
  const name = players.find((p) => p.id === before.playerOf[event.role as Role])?.name ?? `the ${ROLE_NAMES[event.role]}`;
  const turn = operationsTurn(before);
  return `${name}'s Worker ${turn?.worker ?? '?'} turn`;
}

/** One history line. `before` is the state the event was applied to. */
export function describeDisrupt(event: GameEvent, before: DisruptState, players: readonly Player[] = []): string {
  // An entry kept in the last player's action says so: it ended no turn (see sheet-view.ts).
  const keptIn = keptInActionOf(before, event);
  const line = lineOf(event, before, players);
  return keptIn ? `${line} (part of ${whoIn(before, players, keptIn.role)}’s action)` : line;
}

/** A role named with its player where the game knows them ("Sam (Startupper)"), else the role's name. */
function whoIn(before: DisruptState, players: readonly Player[], x: Role): string {
  const name = players.find((p) => p.id === before.playerOf[x])?.name;
  return name ? `${name} (${ROLE_NAMES[x]})` : ROLE_NAMES[x];
}

function lineOf(event: GameEvent, before: DisruptState, players: readonly Player[]): string {
  const who = (x: Role) => whoIn(before, players, x);
  const r = (x: unknown) => (isRole(x) ? who(x) : x === 'bank' ? 'the bank' : isHolder(x) ? holderName(x) : String(x));
  const proj = (x: unknown) => (isProject(x) ? PROJECT_NAMES[x] : String(x));
  const shareAt = (row: unknown, column: unknown) => Object.entries(before.board ?? {}).find(([name]) => name === row)?.[1]?.[num(column)];
  switch (event.type) {
    case 'disrupt.money-adjusted':
      return `${r(event.role)} ${num(event.amount) >= 0 ? 'took' : 'paid the bank'} ${Math.abs(num(event.amount))}M${event.debt ? ' (debt confirmed)' : ''}`;
    case 'disrupt.money-paid':
      return `${r(event.from)} paid ${r(event.to)} ${String(event.amount)}M`;
    case 'disrupt.shares-moved':
      return `${String(event.count)} ${proj(event.project)} ${event.count === 1 ? 'Share' : 'Shares'}: ${r(event.from)} → ${r(event.to)}${event.price ? ` for ${String(event.price)}M` : ''}`;
    case 'disrupt.resources-changed':
      return `${r(event.role)} ${num(event.delta) > 0 ? '+' : '−'}${Math.abs(num(event.delta))} ${isResourceKind(event.kind) ? RESOURCE_NAMES[event.kind] : String(event.kind)}`;
    case 'disrupt.resources-exchanged':
      return `${r(event.role)} spent 3 resources for 1 ${isResourceKind(event.gain) ? RESOURCE_NAMES[event.gain] : String(event.gain)}`;
    case 'disrupt.cubes-changed':
      return `${proj(event.project)} ${num(event.delta) > 0 ? '+1' : '−1'} ${isColor(event.color) ? COLOR_NAMES[event.color] : String(event.color)} cube`;
    case 'disrupt.project-placed':
      // The token itself stays secret: never in the history before the final scoring.
      return `${before.playerOf.startupper && players.some((p) => p.id === before.playerOf.startupper) ? who('startupper') : 'The Startupper'} placed ${proj(event.project)} with a Secret Parameters token`;
    case 'disrupt.project-committed':
      // A live table: only the commitment is in the log, the token stays on the phone that placed it.
      return `${before.playerOf.startupper && players.some((p) => p.id === before.playerOf.startupper) ? who('startupper') : 'The Startupper'} placed ${proj(event.project)} with a Secret Parameters token (kept on the phone that placed it)`;
    case 'disrupt.secret-revealed':
    case 'disrupt.secret-entered-by-hand':
      return `Secret Parameters of ${proj(event.project)} ${event.type === 'disrupt.secret-revealed' ? 'revealed' : 'entered by hand'}: +1 ${isColor(event.plus) ? COLOR_NAMES[event.plus] : String(event.plus)}, −1 ${isColor(event.minus) ? COLOR_NAMES[event.minus] : String(event.minus)}`;
    case 'disrupt.market-size-changed':
      return `Market Size of pipeline ${num(event.pipeline) + 1} ${num(event.delta) > 0 ? 'up' : 'down'} one step`;
    case 'disrupt.brand-equity-set':
      return `${r(event.role)} to Brand Equity ${event.v === 1 ? 'position' : 'step'} ${String(event.position)}`;
    case 'disrupt.hype-moved': {
      // The track stops a Project at its top and bottom: the line says the steps it really moved.
      const steps = num(event.steps);
      const from = isProject(event.project) ? before.socialHype.indexOf(event.project) : -1;
      const to = Math.max(0, Math.min(before.socialHype.length - 1, from - steps));
      const moved = from < 0 ? Math.abs(steps) : Math.abs(from - to);
      const end = steps > 0 ? 'top' : 'bottom';
      if (moved === 0) return `${proj(event.project)} stays at the ${end} of Social Hype`;
      return `${proj(event.project)} ${steps > 0 ? 'up' : 'down'} ${moved} on Social Hype${moved < Math.abs(steps) ? ` (${Math.abs(steps)} asked; it is at the ${end})` : ''}`;
    }
    case 'disrupt.phase-advanced': {
      const i = PHASES.indexOf(before.phase);
      // History lists a line under the round it was made in: the step out of a round ends it.
      return i < PHASES.length - 1 ? `${PHASE_NAMES[PHASES[i + 1]]} phase` : `Round ${before.round} ended; round ${before.round + 1} began`;
    }
    case 'disrupt.first-player-set':
      return event.v === 1 ? `${r(event.role)} will play first next round` : `${r(event.role)} claimed first player for the next round`;
    case 'disrupt.auction-opened':
      return `Auction of ${isProject(event.project) ? aShare(event.project) : 'a Share'} of ${r(event.owner)}${isRole(event.by) ? ` (${r(event.by)}’s card)` : ''}`;
    case 'disrupt.market-set-up': {
      const row = cellsOf(event.row);
      const was = (isRole(event.role) ? before.board?.[event.role] : undefined) ?? emptyRow();
      const added = Math.max(0, countIn(row) - countIn(was));
      return `${r(event.role)} set up for sale: ${listRow(row)}${event.atLocation && added ? ` (+${added} Experience)` : ''}`;
    }
    case 'disrupt.market-bought': {
      const project = shareAt(event.row, event.column);
      const from = event.row === 'public' ? 'from the Public row' : `from ${r(event.row)}`;
      return `${r(event.buyer)} bought ${project ? aShare(project) : 'a Share'} ${from} for ${MARKET_PRICES[num(event.column)]}M${event.atLocation ? ' (+1 Innovation)' : ''}`;
    }
    case 'disrupt.public-bought': {
      const project = shareAt(event.row, event.column);
      const terms = `${String(event.price)}M${isProject(event.project) ? `, ${PROJECT_NAMES[event.project]}` : ''}`;
      return `The public bought ${project ? aShare(project) : 'a Share'} of ${r(event.row)} for ${MARKET_PRICES[num(event.column)]}M (Event: ${terms}); it goes to the Public row at 8M`;
    }
    case 'disrupt.public-refilled':
      return `Public row refilled from beside the board: ${(Array.isArray(event.shares) ? event.shares : refillDue(before)).map((p) => proj(p)).join(', ')}`;
    case 'disrupt.turn-ended': {
      const turn = operationsTurn(before);
      const after = operationsTurn({ ...before, turnsEnded: (before.turnsEnded ?? 0) + 1 });
      return `${r(event.role)} placed Worker ${turn?.worker ?? '?'} of ${WORKERS}${after ? `; ${r(after.role)}’s turn` : '; every Worker is placed'}`;
    }
    case 'disrupt.workers-placed': {
      const left = turnTakers(before).length * WORKERS - (before.turnsEnded ?? 0);
      return `Every Worker placed (${left === 1 ? 'the last Worker turn' : `${left} Worker turns`} at once)`;
    }
    case 'disrupt.workflow-paid': {
      const given: object = typeof event.paid === 'object' && event.paid !== null ? event.paid : {};
      const paid = Object.entries(given).map(([role, n]) => `${r(role)} ${signed(num(n))}M`);
      const per = num(event.perShare);
      return `${proj(event.project)}’s Workflow: ${per < 0 ? `−${-per}M` : `+${per}M`} per Share: ${paid.join(', ')}${event.debt ? ' (debt confirmed)' : ''}`;
    }
    case 'disrupt.auction-bid':
      return `${r(event.role)} bid ${String(event.amount)}M`;
    case 'disrupt.auction-passed':
      return `${r(event.role)} passed`;
    case 'disrupt.auction-closed': {
      const a = before.auction;
      const last = a?.bids.at(-1);
      const share = a ? aShare(a.project) : 'the Share';
      if (!last) return `Auction of ${share} closed with no bid`;
      // "If the player who won the auction is the owner of the Share, they keep the Share and pay the million."
      if (a && last.role === a.owner)
        return `${r(last.role)} won the auction of their own ${PROJECT_NAMES[a.project]} Share for ${last.amount}M: kept it, paid the bank`;
      return `${r(last.role)} won the auction for ${last.amount}M: ${share}${a ? `, paid to ${r(a.owner)}` : ''}`;
    }
    case 'disrupt.auction-cancelled':
      return `Auction cancelled`;
    case 'disrupt.dial-turned':
      return `Solo dial: ${String(event.dial)} against your ${String(event.bid)}M → ${num(event.bid) >= num(event.dial) ? 'you win' : 'the opponent wins'}`;
    case 'disrupt.final-scored':
      return `Final scoring recorded (Bull & Bear ${(Array.isArray(event.bullBear) ? event.bullBear : []).map((b) => (num(b) > 0 ? `+${num(b)}` : String(b))).join(', ')})`;
    default:
      return event.type;
  }
}
