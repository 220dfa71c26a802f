/**
 * Logo Billionaire as a whole Boardroom game: its rules (./game-rules) and its report
 * (./game-report), for what reads a game through (History, the result, a backup, the tests).
 * Pure: no Svelte, Dexie or DOM.
 */
import type { GameDefinition } from '$lib/core/types';
import { logoBillionaireReport } from './game-report';
import { logoBillionaireRules } from './game-rules';
import type { LbState } from './state';

export const logoBillionaire: GameDefinition<LbState> = { ...logoBillionaireRules, ...logoBillionaireReport };
