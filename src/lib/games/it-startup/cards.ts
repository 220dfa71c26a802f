/**
 * The cards the IT Startup rulebook names, with the figures and texts it prints. `null` is a figure
 * the rulebook does not print: the app asks for it once and remembers the answer on this device.
 * The cards' rule texts, which only the sheets show, are in card-texts.ts (loaded with them).
 * A resistance the rulebook does not mention is 0 (it always says "burnout resistance N" when a
 * card has a shield); HR and Agile Coach cards have no efficiency ("HR has no efficiency").
 * Data only: no rules are applied here (apply/ does that).
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
  /** "At the end of your turn: draw a card." */
  drawsAtEnd?: boolean;
}

export const EMPLOYEE_CARDS: readonly EmployeeCard[] = [
  { key: 'intern', name: 'Intern', kind: 'dev', efficiency: 1, resistance: 0, cost: 1 },
  {
    key: 'lead-developer',
    name: 'Lead Developer',
    kind: 'dev',
    efficiency: 5,
    resistance: 0,
    cost: 5,
    transferDiscount: 2
  },
  {
    key: 'database-developer',
    name: 'Database Developer',
    kind: 'dev',
    efficiency: 2,
    resistance: 1,
    cost: 4
  },
  {
    key: 'senior-backend-developer',
    name: 'Senior Backend Developer',
    kind: 'dev',
    efficiency: null,
    resistance: 0,
    cost: 4
  },
  {
    key: 'full-stack-ninja',
    name: 'Full Stack Ninja',
    kind: 'dev',
    efficiency: 3,
    resistance: 0,
    cost: null,
    knowledgeDiscount: 2
  },
  {
    key: 'downer-dave',
    name: 'Downer Dave',
    kind: 'dev',
    efficiency: 1,
    resistance: 2,
    cost: null
  },
  {
    key: 'code-monkey-mike',
    name: 'Code Monkey "Mike"',
    kind: 'dev',
    efficiency: 2,
    resistance: 0,
    cost: null
  },
  {
    key: 'scrum-master',
    name: 'Scrum Master',
    kind: 'agile',
    efficiency: 0,
    resistance: 0,
    cost: 4,
    boost: 1
  },
  {
    key: 'nice-hr-lady',
    name: 'The Nice HR Lady',
    kind: 'hr',
    efficiency: 0,
    resistance: 1,
    cost: 2,
    drawsAtEnd: true
  },
  {
    key: 'rockstar-recruiter',
    name: 'Rockstar Recruiter',
    kind: 'hr',
    efficiency: 0,
    resistance: 0,
    cost: 3,
    drawsAtEnd: true
  },
  {
    key: 'undercover-hr-agent',
    name: 'Undercover HR Agent',
    kind: 'hr',
    efficiency: 0,
    resistance: 0,
    cost: 3
  },
  {
    key: 'office-manager',
    name: 'Office Manager',
    kind: 'hr',
    efficiency: 0,
    resistance: 0,
    cost: null,
    drawsAtEnd: true
  }
];

export function employeeCard(key: unknown): EmployeeCard | undefined {
  return EMPLOYEE_CARDS.find((c) => c.key === key);
}

/** The named cards that give a draw at the end of their owner's turn. */
export const DRAWS_AT_END: readonly string[] = EMPLOYEE_CARDS.filter((c) => c.drawsAtEnd).map((c) => c.name);

export interface ActionCard {
  key: string;
  name: string;
  cost: number | null;
}

export const ACTION_CARDS: readonly ActionCard[] = [
  {
    key: 'crunch-time',
    name: 'Crunch Time',
    cost: null
  },
  {
    key: 'coffee-machine',
    name: 'Coffee machine',
    cost: null
  },
  {
    key: 'get-away',
    name: 'Get away from it all',
    cost: null
  },
  { key: 'monster-bug', name: 'Monster Bug', cost: null },
  {
    key: 'head-hunter',
    name: 'Head Hunter',
    cost: 5
  },
  {
    key: 'outsourcing',
    name: 'Outsourcing',
    cost: null
  },
  { key: 'investor', name: 'Investor', cost: null },
  { key: 'technical-debt', name: 'Technical debt', cost: 4 },
  { key: 'other', name: 'Another action card', cost: null }
];

export function actionCard(key: unknown): ActionCard | undefined {
  return ACTION_CARDS.find((c) => c.key === key);
}

export const TDD = { name: 'TDD', bonus: 5, cost: 4 };

/** Head Hunter: "The opponent can pay you (5) to counter this card." */
export const HEAD_HUNTER_COUNTER = 5;
/** Undercover HR Agent: "you may pay (1): declare a coin flip … any opponent may pay you (3) to counter". */
export const UNDERCOVER_COST = 1;
export const UNDERCOVER_COUNTER = 3;
/** Rockstar Recruiter takes over only "if an opponent has (4) or more employees". */
export const ROCKSTAR_MIN_EMPLOYEES = 4;
