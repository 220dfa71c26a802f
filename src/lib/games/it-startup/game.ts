/**
 * IT Startup as a whole Boardroom game: its rules (game-rules.ts) and its report (game-report.ts),
 * for what reads a game through (History, the result, a backup, the tests), with the replay of older
 * versions that loads apart in the app (fold-parts.ts) imported here. Pure: no Svelte, Dexie or DOM.
 */
import type { GameDefinition } from '$lib/core/types';
import { itStartupReport } from './game-report';
import { itStartupRules } from './game-rules';
import { installLegacy } from './fold-parts';
import * as legacyReplay from './legacy';
import type { ItState } from './state';

export type { ItState } from './state';

// Whatever reads the game through this module folds synchronously, with no prepare first.
installLegacy(legacyReplay);

export const itStartup: GameDefinition<ItState> = { ...itStartupRules, ...itStartupReport };
