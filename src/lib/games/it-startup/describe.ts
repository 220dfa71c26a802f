/**
 * IT Startup's words for the history and the list of games: one line per event ("Ann hired Lead
 * Developer for 5: took over Ben's Intern"), the employees that left the table, and how the game
 * stands. Reads states (and applies an event to see what it did); decides no rule. Pure: no
 * Svelte, Dexie or DOM.
 */
import { isInvalid, type GameEvent, type Player } from '$lib/core/types';
import { applyIt } from './apply';
import { actionCard, HEAD_HUNTER_COUNTER, UNDERCOVER_COST } from './cards';
import { isStoredItEvent } from './events';
import { ownedName } from './names';
import { currentPlayer, findEmployee, isInt, tableOf, type ItState } from './state';
import {
  actionPrice,
  developersOf,
  goneBetween,
  goneNamed,
  headHunterCounterer,
  knowledgeIndex,
  knowledgeLabel,
  transferPrice
} from './table';
import { distinctNames } from './view';
import { goneParts, goneText, plusPoints } from './words';
import { andList, playerName, plural } from '$lib/core/text';

export function describeIt(event: GameEvent, before: ItState, players: readonly Player[]): string {
  const who = (id: string | null | undefined) => playerName(players, id);
  // A move says who made it (`by`); older ones were the turn's player's.
  const me = typeof event.by === 'string' && Object.hasOwn(before.resources, event.by) ? event.by : currentPlayer(before);
  if (!isStoredItEvent(event)) return event.type;
  // Two of one card on a table read as the screen tells them apart ("Intern 2"), in the line as on the tiles.
  const told = (id: unknown) => {
    const e = findEmployee(before, id);
    return e ? { e, name: distinctNames(before).get(e.id) ?? e.name } : null;
  };
  const emp = (id: unknown) => told(id)?.name ?? 'an employee';
  const ofOwner = (id: unknown) => {
    const t = told(id);
    return t ? ownedName(t.e, t.name, players) : 'an employee';
  };
  const res = (n: number) => plural(n, 'resource');
  const after = () => {
    const next = applyIt(before, event, players);
    return isInvalid(next) ? null : next;
  };
  const burnt = () => {
    const next = after();
    const gone = next ? goneBetween(before, next) : [];
    return gone.length ? `: ${goneText(gone, players)}` : '';
  };
  switch (event.type) {
    case 'its.resources-paid':
      return `${who(event.player)} paid ${res(event.amount)}`;
    case 'its.resources-gained':
      return `${who(event.player)} gained ${res(event.amount)}`;
    case 'its.resources-given':
      return `${who(event.from)} paid ${who(event.to)} ${res(event.amount)}`;
    case 'its.cards-sold':
      return `${who(me)} sold ${plural(event.count, 'card')} for ${event.count}`;
    case 'its.cards-bought':
      return `${who(me)} bought ${plural(event.count, 'card')} for ${2 * event.count}`;
    case 'its.employee-hired': {
      const c = event.card;
      if (event.v === 1) return `${who(me)} hired ${c.name} for ${c.cost}`;
      const next = after();
      // The number the hire was given ("Intern 2"), which later lines call it by.
      const hiredAs = next && (event.v === 3 || event.v === 4) ? distinctNames(next).get(event.employeeId) : undefined;
      const base = `${who(me)} hired ${hiredAs ?? c.name} for ${c.cost}`;
      const parts: string[] = [];
      if (c.key === 'rockstar-recruiter' && event.takeOver) parts.push(`took over ${ofOwner(event.takeOver)}`);
      if (c.key === 'downer-dave' && event.burnout) parts.push(`${ofOwner(event.burnout)} +1 burnout`);
      if (c.key === 'code-monkey-mike' && event.returnToHand) parts.push(`${emp(event.returnToHand)} returned to hand`);
      if (c.key === 'office-manager') parts.push(`all of ${who(me)}'s employees −1 burnout`);
      const gone = next ? goneBetween(before, next, c.key === 'code-monkey-mike' ? [event.returnToHand] : []) : [];
      if (gone.length) parts.push(goneText(gone, players));
      if (next && next.turn.notes.length > before.turn.notes.length)
        parts.push(next.turn.notes[next.turn.notes.length - 1].replace(/^[^:]+: /, ''));
      return parts.length ? `${base}: ${parts.join('; ')}` : base;
    }
    case 'its.burnout-changed':
      return `${ofOwner(event.employee)} ${event.delta > 0 ? '+1' : '−1'} burnout${burnt()}`;
    case 'its.burnout-all':
      return `All of ${who(event.owner)}'s employees ${event.delta > 0 ? '+1' : '−1'} burnout${burnt()}`;
    case 'its.planning-bonus-used':
      return `Planning bonus: ${ofOwner(event.employee)} −1 burnout`;
    case 'its.planning-bonus-skipped':
      return `Planning bonus not used`;
    case 'its.knowledge-attached': {
      // What was paid: the card's cost less the developer's discount (Full Stack Ninja).
      const e = findEmployee(before, event.employee);
      const paid = e && isInt(event.cost, 0, 1000) ? ` for ${Math.max(0, event.cost - e.knowledgeDiscount)}` : '';
      return `${typeof event.name === 'string' ? event.name : 'Knowledge'} +${event.bonus} on ${emp(event.employee)}${paid}`;
    }
    case 'its.knowledge-transferred': {
      const from = findEmployee(before, event.from);
      const to = findEmployee(before, event.to);
      const i = event.v === 2 ? (from ? knowledgeIndex(from, event.knowledge) : -1) : event.index;
      const found = from && isInt(i, 0, from.knowledge.length - 1);
      const price = from && to && found ? ` for ${transferPrice(before, from, i, to)}` : '';
      return `${from && found ? knowledgeLabel(from, i) : 'Knowledge'} moved from ${emp(event.from)} to ${emp(event.to)}${price}`;
    }
    case 'its.employee-taken-over': {
      const e = findEmployee(before, event.employee);
      // One on loan is named with its employer first, as the sheet named it.
      if (e?.outsourcedFrom) return `${who(me)} took over ${ofOwner(event.employee)}`;
      return `${who(me)} took over ${emp(event.employee)} from ${who(e?.owner)}`;
    }
    case 'its.takeover-countered':
      return `${who(event.opponent)} paid ${event.counter} to counter the takeover`;
    case 'its.undercover-declared':
      return `${who(me)}'s Undercover HR Agent: paid ${UNDERCOVER_COST}, called ${event.call} for ${ofOwner(event.employee)}`;
    case 'its.undercover-flipped': {
      if (event.v === 1) {
        return `${who(me)}'s Undercover HR Agent: paid ${UNDERCOVER_COST}, called ${event.call}, the coin shows ${event.side}${event.call === event.side ? `: took over ${ofOwner(event.employee)}` : ': no takeover'}`;
      }
      const declared = before.turn.undercover;
      const won = declared !== undefined && declared.call === event.side;
      return `${who(me)}'s Undercover HR Agent: the coin shows ${event.side}${won ? `: took over ${ofOwner(declared.employee)}` : ': no takeover'}`;
    }
    case 'its.undercover-countered':
      if (event.v === 1)
        return `${who(me)}'s Undercover HR Agent (paid ${event.paid}): ${who(event.opponent)} paid ${who(me)} ${event.counter} to counter it, no coin flip this turn`;
      return `${who(event.opponent)} paid ${who(me)} ${event.counter} to counter the Undercover HR Agent, no coin flip this turn`;
    case 'its.employee-outsourced':
      return `${who(me)} outsourced ${emp(event.employee)} for ${event.paid}`;
    case 'its.employee-returned-to-hand':
      return `${ofOwner(event.employee)} returned to hand`;
    case 'its.employee-removed': {
      const e = findEmployee(before, event.employee);
      return e ? `${goneText([goneNamed(e, emp(e.id))], players, 'removed from the table')}` : 'An employee removed from the table';
    }
    case 'its.action-played': {
      if (event.v === 1) return `${who(me)} played ${event.name}${event.planned ? ' (planned)' : ''}`;
      const card = actionCard(event.key);
      const name = card?.key === 'other' ? String(event.name) : (card?.name ?? 'an action card');
      const price = actionPrice(before, event);
      const base = `${who(me)} played ${name}${event.planned ? ' (planned)' : ''}${event.free ? ' for 0 (drawn with the Database Developer)' : price !== null ? ` for ${price}` : ''}`;
      const next = after();
      const gone = next ? goneBetween(before, next) : [];
      const devs = developersOf(before, me);
      switch (card?.key) {
        case 'monster-bug': {
          const hit = before.order.filter((id) => id !== me && tableOf(before, id).length > 0);
          const line = hit.length ? `every employee of ${andList(hit.map(who))} +1 burnout` : 'no opponent has employees';
          return `${base}: ${line}${gone.length ? `; ${goneText(gone, players)}` : ''}`;
        }
        case 'technical-debt': {
          if (!gone.length) return `${base}: there were no employees on the table`;
          const { names, knowledge } = goneParts(gone, players);
          return `${base}: every employee on the table went into the deck with its knowledge (${names}${knowledge ? `; ${knowledge}` : ''})`;
        }
        case 'head-hunter':
          if (event.countered === true) {
            const e = findEmployee(before, event.employee);
            const by = e ? headHunterCounterer(e, me, event.v >= 5) : undefined;
            return `${base} on ${ofOwner(event.employee)}: ${who(by)} paid ${who(me)} ${event.counter ?? HEAD_HUNTER_COUNTER} to counter it`;
          }
          return `${base}: took over ${ofOwner(event.employee)}`;
        case 'outsourcing': {
          const e = findEmployee(before, event.employee);
          return `${base}: ${ofOwner(event.employee)} works for ${who(me)} until the start of ${who(me)}'s next turn; ${who(e?.owner)} got ${res(price ?? 0)}`;
        }
        case 'investor':
          return `${base}: gained ${res(event.gain ?? 0)}`;
        case 'crunch-time':
          if (event.v === 2) return base;
          return `${base}: ${plusPoints(2 * devs)} (2 for each of ${who(me)}'s ${plural(devs, 'developer')}) at the end of the turn`;
        case 'coffee-machine':
          if (event.v !== 2)
            return `${base}: ${plusPoints(devs)} (1 for each of ${who(me)}'s ${plural(devs, 'developer')}) at the end of the turn; all of ${who(me)}'s employees −1 burnout`;
          return `${base}: all of ${who(me)}'s employees −1 burnout`;
        case 'get-away':
          return `${base}: all of ${who(me)}'s employees −1 burnout`;
        default:
          return base;
      }
    }
    case 'its.action-planned':
      return `${who(me)} planned an action card (face down)`;
    case 'its.turn-ended': {
      const next = after();
      if (!next || !next.lastTurn) return `Turn ended`;
      const { scored, total, gone, draws } = next.lastTurn;
      const parts = [`${who(me)} scored ${scored} (total ${total})`];
      if (gone.length) parts.push(goneText(gone, players));
      if (draws.length) parts.push(`draw ${plural(draws.length, 'card')} (${andList(draws)})`);
      // As the next turn's card says it: outsourced employees going back as that turn starts.
      for (const home of next.turn.cameHome) parts.push(`${home.name} went back to ${who(home.owner)} (outsourcing ended)`);
      return parts.join('; ');
    }
  }
}
