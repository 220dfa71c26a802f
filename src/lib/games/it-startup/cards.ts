/**
 * The cards the IT Startup rulebook names, with the figures it prints. `null` is a figure the
 * rulebook does not print: the app asks for it once and remembers the answer on this device.
 * A resistance the rulebook does not mention is 0 (it always says "burnout resistance N" when a
 * card has a shield); HR and Agile Coach cards have no efficiency ("HR has no efficiency").
 */
import type { Employee } from './rules';

export interface EmployeeCard {
  key: string;
  name: string;
  kind: Employee['kind'];
  efficiency: number | null;
  resistance: number;
  cost: number | null;
  boost?: number;
  /** Playing and transferring knowledge on this developer costs this much less (Full Stack Ninja). */
  knowledgeDiscount?: number;
  /** While in play, transferring knowledge between your developers costs this much less (Lead Developer). */
  transferDiscount?: number;
  note?: string;
}

export const EMPLOYEE_CARDS: readonly EmployeeCard[] = [
  { key: 'intern', name: 'Intern', kind: 'dev', efficiency: 1, resistance: 0, cost: 1 },
  { key: 'lead-developer', name: 'Lead Developer', kind: 'dev', efficiency: 5, resistance: 0, cost: 5, transferDiscount: 2, note: 'Transferring knowledge costs 2 less.' },
  { key: 'database-developer', name: 'Database Developer', kind: 'dev', efficiency: 2, resistance: 1, cost: 4 },
  { key: 'senior-backend-developer', name: 'Senior Backend Developer', kind: 'dev', efficiency: null, resistance: 0, cost: 4 },
  { key: 'full-stack-ninja', name: 'Full Stack Ninja', kind: 'dev', efficiency: 3, resistance: 0, cost: null, knowledgeDiscount: 2, note: 'Knowledge on this developer costs 2 less.' },
  { key: 'downer-dave', name: 'Downer Dave', kind: 'dev', efficiency: 1, resistance: 2, cost: null, note: "When played: 1 burnout to an opponent's employee." },
  { key: 'code-monkey-mike', name: 'Code Monkey "Mike"', kind: 'dev', efficiency: 2, resistance: 0, cost: null, note: 'When played: you may return one of your employees to your hand.' },
  { key: 'scrum-master', name: 'Scrum Master', kind: 'agile', efficiency: 0, resistance: 0, cost: 4, boost: 1, note: 'Your developers +1 efficiency.' },
  { key: 'nice-hr-lady', name: 'The Nice HR Lady', kind: 'hr', efficiency: 0, resistance: 1, cost: 2 },
  { key: 'rockstar-recruiter', name: 'Rockstar Recruiter', kind: 'hr', efficiency: 0, resistance: 0, cost: 3, note: 'When played: if an opponent has 4 or more employees, take over one.' },
  { key: 'undercover-hr-agent', name: 'Undercover HR Agent', kind: 'hr', efficiency: 0, resistance: 0, cost: 3, note: 'Once per turn: pay 1, flip a coin; win: take over an employee. Opponents may pay 3 to counter.' },
  { key: 'office-manager', name: 'Office Manager', kind: 'hr', efficiency: 0, resistance: 0, cost: null, note: 'When played: 1 burnout less on all your employees.' }
];

export interface ActionCard {
  key: string;
  name: string;
  cost: number | null;
  effect: string;
}

export const ACTION_CARDS: readonly ActionCard[] = [
  { key: 'crunch-time', name: 'Crunch Time', cost: null, effect: '+2 points per developer; at the end of the turn +1 burnout per developer' },
  { key: 'coffee-machine', name: 'Coffee machine', cost: null, effect: '+1 point per developer; all your employees −1 burnout' },
  { key: 'get-away', name: 'Get away from it all', cost: null, effect: 'All your employees −1 burnout; no burnout at the end of this turn' },
  { key: 'monster-bug', name: 'Monster Bug', cost: null, effect: "All of an opponent's employees +1 burnout" },
  { key: 'head-hunter', name: 'Head Hunter', cost: 5, effect: 'Take over an employee; the opponent can pay you 5 to counter' },
  { key: 'outsourcing', name: 'Outsourcing', cost: null, effect: 'Take over an employee until the start of your next turn; the opponent gets what you paid' },
  { key: 'investor', name: 'Investor', cost: null, effect: 'Gain resources (the amount on your card)' },
  { key: 'technical-debt', name: 'Technical debt', cost: 4, effect: 'Shuffle all employees and their knowledge into the deck' },
  { key: 'other', name: 'Another action card', cost: null, effect: 'Pay its cost; apply its effect with the other controls' }
];

export const TDD = { name: 'TDD', bonus: 5, cost: 4 };
