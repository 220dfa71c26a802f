/**
 * IT Startup as a whole Boardroom game: its rules (game-rules.ts) and its report (game-report.ts),
 * for what reads a game through (History, the result, a backup, the tests). Pure: no Svelte, Dexie or DOM.
 */
import type { GameDefinition } from '$lib/core/types';
import { itStartupReport } from './game-report';
import { itStartupRules } from './game-rules';
import type { ItState } from './state';

export type { ItState } from './state';

export const itStartup: GameDefinition<ItState> = { ...itStartupRules, ...itStartupReport };
