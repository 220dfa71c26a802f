/**
 * The turn's own events, each checked and applied in one place: the planning bonus used on one of
 * the player's employees or let go, and the end of the turn (points scored, end-of-turn burnout and
 * removals, the score sheet, the draws, victory at the end of a round, then the next player's
 * start). Pure.
 */
import { invalid, type Invalid, type Player } from '$lib/core/types';
import { changeBurnout, NOT_ON_TABLE } from '../effects';
import type { PlanningBonusSkipped, PlanningBonusSkippedV1, PlanningBonusUsed, TurnEnded, TurnEndedV1 } from '../events';
import { endOfTurnBurnout, turnPoints, victory } from '../rules';
import { currentPlayer, findEmployee, freshTurn, startTurn, tableOf, type ItState } from '../state';
import { drawsAtEnd, goneOf } from '../table';
import { playerName, plural } from '$lib/core/text';

const notAvailable = (state: ItState, players: readonly Player[]) => {
  const me = currentPlayer(state);
  return invalid(`The planning bonus is not available now (${playerName(players, me)} has ${plural(state.points[me], 'point')}).`);
};

/**
 * The planning bonus: −1 burnout on one of the player's employees. `atStartOnly` (v2): "at the start
 * of your turn", so not once the player has made another move this turn (nor, therefore, on an
 * employee taken over this turn).
 */
export function planningBonusUsed(
  state: ItState,
  event: Pick<PlanningBonusUsed, 'employee'>,
  atStartOnly: boolean,
  players: readonly Player[]
): ItState | Invalid {
  const me = currentPlayer(state);
  const who = (id: string) => playerName(players, id);
  if (!state.turn.planningPrompt) return notAvailable(state, players);
  if (atStartOnly && state.turn.planningLapsed) {
    return invalid(
      `The planning bonus comes at the start of the turn: ${who(me)} has made another move since, so it is gone for this turn.`
    );
  }
  const e = findEmployee(state, event.employee);
  if (!e) return invalid(NOT_ON_TABLE);
  if (e.owner !== me) return invalid(`${who(e.owner)}'s ${e.name} is not ${who(me)}'s: the bonus is for one of ${who(me)}'s employees.`);
  if (e.burnout === 0) return invalid(`${who(me)}'s ${e.name} has no burnout point to remove.`);
  return { ...changeBurnout(state, [e.id], -1), turn: { ...state.turn, planningPrompt: false } };
}

export function planningBonusSkipped(
  state: ItState,
  _event: PlanningBonusSkipped | PlanningBonusSkippedV1,
  players: readonly Player[]
): ItState | Invalid {
  if (!state.turn.planningPrompt) return notAvailable(state, players);
  return { ...state, turn: { ...state.turn, planningPrompt: false } };
}

export function turnEnded(state: ItState, _event: TurnEnded | TurnEndedV1): ItState | Invalid {
  const me = currentPlayer(state);
  // The screen's End turn records the bonus as not used in the same gesture (it is optional).
  if (state.turn.planningPrompt) return invalid('Use or skip the planning bonus first.');
  if (state.turn.undercover) return invalid("Flip the coin or record the counter first: the Undercover HR Agent's flip is declared.");
  const table = tableOf(state, me);
  const scored = turnPoints(table, { perDeveloper: state.turn.perDeveloper, flat: state.turn.banked ?? 0 });
  const { table: kept } = endOfTurnBurnout(table, { skip: state.turn.skipBurnout, extraForDevelopers: state.turn.crunch });
  const keptById = new Map(kept.map((e) => [e.id, e]));
  const employees = state.employees.flatMap((e) => (e.owner !== me ? [e] : (keptById.get(e.id) ?? [])));
  const total = state.points[me] + scored;
  const gone = table.filter((e) => !keptById.has(e.id)).map(goneOf);
  let next: ItState = {
    ...state,
    employees,
    points: { ...state.points, [me]: total },
    sheet: { ...state.sheet, [me]: [...state.sheet[me], total] },
    turnsDone: { ...state.turnsDone, [me]: state.turnsDone[me] + 1 },
    // The cards that give a draw are those on the table as the turn ends (before burnout).
    lastTurn: { player: me, scored, total, gone, draws: drawsAtEnd(state, me) }
  };
  const result = victory(
    next.order.map((id) => ({ name: id, points: next.points[id], turns: next.turnsDone[id] })),
    next.target
  );
  if (result.state === 'won') return { ...next, outcome: result, turn: freshTurn() };
  next = {
    ...next,
    outcome:
      result.state === 'extra-turn' ? result : next.outcome.state === 'extra-turn' && result.state === 'playing' ? next.outcome : result
  };
  const current = (state.current + 1) % state.order.length;
  return startTurn({ ...next, current }, next.order[current]);
}
