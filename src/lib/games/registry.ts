/**
 * Loads a game's parts on demand, through the game's manifest: its rules when a game of the kind
 * opens, its report (the history's words, the result) when first needed. Each is a chunk of its
 * own, kept out of the home screen's bundle, and the report out of the game screen's.
 */
import type { GameDefinition, GameKind, GameReport, GameRules, GameWithResults } from '$lib/core/types';
import { manifestOf } from './index';

/** What a game's screen needs to open and play. */
export function loadRules(kind: GameKind): Promise<GameRules> {
  return manifestOf(kind).loadRules();
}

/** The history's words and the result of a game of the kind. */
export function loadReport(kind: GameKind): Promise<GameReport> {
  return manifestOf(kind).loadReport();
}

/** The rules and the result part: what a result screen reads. */
export async function loadWithResults(kind: GameKind): Promise<GameWithResults> {
  const [rules, results] = await Promise.all([loadRules(kind), manifestOf(kind).loadResults()]);
  return results ? { ...rules, results } : rules;
}

/** The whole game: for what reads a game through (History, the result, a backup, the records). */
export async function loadGame(kind: GameKind): Promise<GameDefinition> {
  const [rules, report] = await Promise.all([loadRules(kind), loadReport(kind)]);
  // What reads a game through folds whatever its log holds: every part the rules load apart, too.
  await rules.prepare?.();
  return { ...rules, ...report };
}
