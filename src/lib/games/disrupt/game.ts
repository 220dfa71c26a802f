/**
 * Disrupt as a whole Boardroom game: its rules (game-rules.ts) and its report (game-report.ts), for
 * what reads a game through synchronously (the tests), with the fold's parts that load apart in the
 * app (fold-parts.ts) imported here. Pure: no Svelte, Dexie or DOM.
 */
import type { GameDefinition } from '$lib/core/types';
import { scoreDisrupt } from './final-scoring';
import { installFoldParts } from './fold-parts';
import { secretHandlers } from './apply/secrets';
import { legacyHandler } from './legacy';
import { disruptReport } from './game-report';
import { disruptRules } from './game-rules';
import type { DisruptState } from './state';

// Whatever reads the game through this module folds synchronously, with no prepare first.
installFoldParts({ scoreDisrupt, secretHandlers, legacyHandler });

export const disrupt: GameDefinition<DisruptState> = { ...disruptRules, ...disruptReport };
