/**
 * Disrupt as a whole Boardroom game: its rules (game-rules.ts) and its report (game-report.ts), for
 * what reads a game through (History, the result, a backup, the tests). Pure: no Svelte, Dexie or DOM.
 */
import type { GameDefinition } from '$lib/core/types';
import { disruptReport } from './game-report';
import { disruptRules } from './game-rules';
import type { DisruptState } from './state';

export const disrupt: GameDefinition<DisruptState> = { ...disruptRules, ...disruptReport };
