/**
 * IT Startup's knowledge events, each checked and applied in one place: a knowledge card attached
 * to a developer (less the Full Stack Ninja's discount) and one moved between two of the player's
 * developers (its cost again, less the Lead Developer's and the target's discounts). The move of
 * version 1 (by the card's place) is in ../legacy.ts and uses `moveKnowledge`. Pure.
 */
import { invalid, isInvalid, type Invalid, type Player } from '$lib/core/types';
import { NOT_ON_TABLE, pay } from '../effects';
import type { KnowledgeAttached, KnowledgeTransferred } from '../events';
import { currentPlayer, findEmployee, isInt, type ItState, type TableEmployee } from '../state';
import { knowledgeIndex, knowledgeLabel, knowledgeText, transferPrice } from '../table';
import { playerName } from '$lib/core/text';

export function knowledgeAttached(state: ItState, event: KnowledgeAttached, players: readonly Player[]): ItState | Invalid {
  const me = currentPlayer(state);
  const who = (id: string) => playerName(players, id);
  const e = findEmployee(state, event.employee);
  if (!e) return invalid(NOT_ON_TABLE);
  if (e.owner !== me) return invalid(`${who(e.owner)}'s ${e.name} is not ${who(me)}'s: knowledge goes on ${who(me)}'s own developers.`);
  if (e.kind !== 'dev') return invalid('Knowledge goes on developers only.');
  if (e.outsourcedFrom !== null) return invalid('Knowledge cannot go on an outsourced employee.');
  if (!isInt(event.bonus, 1, 100)) return invalid('A knowledge card adds a whole number of efficiency from 1.');
  if (!isInt(event.cost, 0, 1000)) return invalid('A cost is a whole number from 0.');
  if (event.name !== undefined && (typeof event.name !== 'string' || event.name.trim().length < 1 || event.name.length > 40))
    return invalid('Name the knowledge card (1 to 40 characters).');
  const name = typeof event.name === 'string' ? event.name.trim() : 'Knowledge';
  const { bonus, cost } = event;
  const price = Math.max(0, cost - e.knowledgeDiscount);
  const paid = pay(state, me, price, players, `${name} on ${e.name} costs ${price}`);
  if (isInvalid(paid)) return paid;
  return {
    ...paid,
    employees: paid.employees.map((x) =>
      x.id === e.id
        ? {
            ...x,
            knowledge: [...x.knowledge, bonus],
            knowledgeCosts: [...x.knowledgeCosts, cost],
            knowledgeNames: [...x.knowledgeNames, name]
          }
        : x
    )
  };
}

/** The two developers of a move, checked; or the refusal. */
export function transferEnds(
  state: ItState,
  fromId: unknown,
  toId: unknown,
  players: readonly Player[]
): { from: TableEmployee; to: TableEmployee } | Invalid {
  const me = currentPlayer(state);
  const from = findEmployee(state, fromId);
  const to = findEmployee(state, toId);
  if (!from || !to) return invalid(NOT_ON_TABLE);
  if (from.id === to.id || from.owner !== me || to.owner !== me)
    return invalid(`Knowledge moves between two of ${playerName(players, me)}'s own developers.`);
  if (from.kind !== 'dev' || to.kind !== 'dev') return invalid('Knowledge goes on developers only.');
  if (from.outsourcedFrom !== null || to.outsourcedFrom !== null)
    return invalid('Knowledge cannot move to or from an outsourced employee.');
  return { from, to };
}

/** Moves knowledge card `i` of `from` onto `to`, paying its price. */
export function moveKnowledge(
  state: ItState,
  from: TableEmployee,
  i: number,
  to: TableEmployee,
  players: readonly Player[]
): ItState | Invalid {
  const price = transferPrice(state, from, i, to);
  const paid = pay(state, currentPlayer(state), price, players, `moving ${knowledgeLabel(from, i)} to ${to.name} costs ${price}`);
  if (isInvalid(paid)) return paid;
  const label = from.knowledgeNames[i] ?? 'Knowledge';
  return {
    ...paid,
    employees: paid.employees.map((x) =>
      x.id === from.id
        ? {
            ...x,
            knowledge: x.knowledge.filter((_, k) => k !== i),
            knowledgeCosts: x.knowledgeCosts.filter((_, k) => k !== i),
            knowledgeNames: x.knowledgeNames.filter((_, k) => k !== i)
          }
        : x.id === to.id
          ? {
              ...x,
              knowledge: [...x.knowledge, from.knowledge[i]],
              knowledgeCosts: [...x.knowledgeCosts, from.knowledgeCosts[i]],
              knowledgeNames: [...x.knowledgeNames, label]
            }
          : x
    )
  };
}

/** `its.knowledge-transferred` v2: the card is named by what it is, so a take-back cannot shift it. */
export function knowledgeTransferred(state: ItState, event: KnowledgeTransferred, players: readonly Player[]): ItState | Invalid {
  const ends = transferEnds(state, event.from, event.to, players);
  if (isInvalid(ends)) return ends;
  const i = knowledgeIndex(ends.from, event.knowledge);
  if (i < 0)
    return invalid(`${playerName(players, currentPlayer(state))}'s ${ends.from.name} has no ${knowledgeText(event.knowledge)} to move.`);
  return moveKnowledge(state, ends.from, i, ends.to, players);
}
