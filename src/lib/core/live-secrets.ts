/**
 * Disrupt's Secret Parameters placed before a game went live: a game never shared keeps each token
 * in its log sealed (`disrupt.project-placed`, a reversible code), which the shared log must never
 * carry. When such a game is shared, each sealed placement becomes the committed form that a live
 * placement has (`disrupt.project-committed`, salt and token kept on the sharing phone), at the same
 * seq, in the same step that shares the log. This module plans that rewrite and checks that the
 * fold is unchanged by it, but for where the tokens are: in `secrets` before, in `commitments`
 * (until the reveal) after. Pure: no Svelte, Dexie, DOM or Web Crypto (the commitments are made
 * in $lib/live/secrets); loaded with the live code only.
 */
import { EMPTY_CURSOR, fold, initialSessionState } from './log';
import type { GameEvent, GameRules, LogEntry, SessionConfig } from './types';
import { projectCommitted, type ProjectPlaced } from '$lib/games/disrupt/events';
import type { ProjectId } from '$lib/games/disrupt/scoring';
import { unsealSecret } from '$lib/games/disrupt/secrets';
import type { DisruptState, Secret } from '$lib/games/disrupt/state';

/** A sealed placement to commit: its seq, Project and token. */
export interface SealedPlacement {
  seq: number;
  project: ProjectId;
  secret: Secret;
}

/** What sharing a Disrupt game does to its sealed placements. */
export interface SealedPlan {
  /** Placements the fold applies, or that were taken back (a put-back applies them): each gets a commitment. */
  commit: SealedPlacement[];
  /**
   * Placements the fold refuses: their token must not reach the table either (a refused token is
   * often the token of another Project), so each becomes a committed placement without a
   * commitment, which the fold refuses too.
   */
  blank: number[];
}

const isSealedPlacement = (event: GameEvent): event is ProjectPlaced =>
  event.type === 'disrupt.project-placed' && !(event as ProjectPlaced).random;

/**
 * The sealed placements of a Disrupt game's log (`entries`: the whole log, in seq order) to turn
 * into commitments. None in a solo game (its tokens are drawn at random and stay sealed, as live
 * play keeps them) or a finished one (the final scoring has shown every token).
 */
export function planSealed(def: GameRules, config: SessionConfig, createdAt: number, entries: readonly LogEntry[]): SealedPlan {
  const plan: SealedPlan = { commit: [], blank: [] };
  if (def.id !== 'disrupt') return plan;
  const folded = fold(def, { state: initialSessionState(def, config, createdAt), cursor: EMPTY_CURSOR }, entries, config.players);
  const game = folded.state.game as DisruptState;
  if (game.solo || def.isFinished(game)) return plan;
  const refused = new Set(folded.refused);
  for (const entry of entries) {
    if (!isSealedPlacement(entry.event)) continue;
    const secret = unsealSecret(entry.event.sealed);
    // A code that is no token carries nothing to hide: the fold refuses it as it is.
    if (!secret) continue;
    if (refused.has(entry.seq)) plan.blank.push(entry.seq);
    else plan.commit.push({ seq: entry.seq, project: entry.event.project, secret });
  }
  return plan;
}

/** The log with the plan's placements replaced (`commitments`: seq → commitment, one per `plan.commit`). */
export function withCommitments(entries: readonly LogEntry[], plan: SealedPlan, commitments: ReadonlyMap<number, string>): LogEntry[] {
  const blank = new Set(plan.blank);
  return entries.map((entry) => {
    const commitment = commitments.get(entry.seq) ?? (blank.has(entry.seq) ? '' : null);
    if (commitment === null || !isSealedPlacement(entry.event)) return entry;
    return { ...entry, event: projectCommitted({ project: entry.event.project, commitment }) };
  });
}

/**
 * Why the rewritten log would fold differently from the original, or null when the two folds agree
 * on everything but where the tokens are (the same Projects placed, the same entries refused).
 */
export function foldChange(
  def: GameRules,
  config: SessionConfig,
  createdAt: number,
  before: readonly LogEntry[],
  after: readonly LogEntry[]
): string | null {
  const base = () => ({ state: initialSessionState(def, config, createdAt), cursor: EMPTY_CURSOR });
  const was = fold(def, base(), before, config.players);
  const is = fold(def, base(), after, config.players);
  if (JSON.stringify(was.refused) !== JSON.stringify(is.refused)) return 'the entries the game refuses would change';
  const wasGame = was.state.game as DisruptState;
  const isGame = is.state.game as DisruptState;
  const { secrets: wasSecrets, commitments: wasCommitments = {}, ...wasRest } = wasGame;
  const { secrets: isSecrets, commitments: isCommitments = {}, ...isRest } = isGame;
  // A token sealed before is committed after (or, a game shared before, the same as it was).
  for (const project of Object.keys({ ...wasSecrets, ...isSecrets }) as ProjectId[]) {
    const same = isSecrets[project] === wasSecrets[project];
    const committed =
      wasSecrets[project] !== undefined && isSecrets[project] === undefined && isCommitments[project] && !wasCommitments[project];
    if (!same && !committed) return 'the Projects with a token would change';
  }
  for (const project of Object.keys(wasCommitments) as ProjectId[])
    if (isCommitments[project] !== wasCommitments[project]) return 'the commitments already made would change';
  for (const project of Object.keys(isCommitments) as ProjectId[])
    if (!wasCommitments[project] && !wasSecrets[project]) return 'a Project would have a token it did not have';
  if (JSON.stringify({ ...was.state, game: wasRest }) !== JSON.stringify({ ...is.state, game: isRest }))
    return 'the game would fold to another state';
  return null;
}
