/**
 * Disrupt's Secret Parameters at a live table, on the owner's phone: the token is kept here with a
 * random salt (src/lib/db/live-secrets.ts) and only the commitment, SHA-256 of salt + token made with
 * Web Crypto, goes into the placement that the table shares; at final scoring this phone's tokens
 * are revealed for the table to check. A game shared after its tokens were placed has them turned
 * into commitments the same way as it is shared. Loaded with the live code only, never by a game
 * never shared.
 */
import { committedText, isCommitment, SECRET_TOKENS } from '$lib/games/disrupt/secrets';
import { projectCommitted, secretRevealed, type ProjectCommitted, type SecretRevealed } from '$lib/games/disrupt/events';
import type { ProjectId } from '$lib/games/disrupt/scoring';
import type { Secret } from '$lib/games/disrupt/state';
import { heldSecrets, keepSecret, secretsOfSession, type HeldSecret } from '$lib/db/live-secrets';
import { foldChange, planSealed, withCommitments } from '$lib/core/live-secrets';
import type { GameEvent, GameRules } from '$lib/core/types';
import type { BoardroomDb, SessionRecord } from '$lib/db/schema';
import { wholeLog, type SharedRewrite } from '$lib/db/live-sessions';

const hex = (bytes: ArrayBuffer | Uint8Array): string => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** SHA-256 of salt + token, hex, by Web Crypto. */
export async function commitmentOf(salt: string, secret: Secret): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(committedText(salt, secret))));
}

const newSalt = (): string => hex(crypto.getRandomValues(new Uint8Array(16)));

/**
 * A Disrupt game about to be shared: each token placed before, sealed in its log, is kept on this
 * phone with a fresh salt, as a live placement keeps it, and the placement is to become its
 * commitment (the rewrite that markShared applies in the step that shares the log). Null when there
 * is none. Refuses (throws) when the rewritten log would fold to another game.
 */
export async function commitSealedPlacements(db: BoardroomDb, def: GameRules, record: SessionRecord): Promise<SharedRewrite | null> {
  // The rewritten log holds commitments, whose handlers the rules load only on demand.
  await def.prepare?.();
  const entries = await wholeLog(db, record.id);
  const plan = planSealed(def, record, record.createdAt, entries);
  if (!plan.commit.length && !plan.blank.length) return null;
  const commitments = new Map<number, string>();
  const kept: HeldSecret[] = [];
  for (const { seq, project, secret } of plan.commit) {
    const salt = newSalt();
    const commitment = await commitmentOf(salt, secret);
    commitments.set(seq, commitment);
    kept.push({ commitment, sessionId: record.id, project, salt, plus: secret.plus, minus: secret.minus, at: Date.now() });
  }
  const rewritten = withCommitments(entries, plan, commitments);
  const problem = foldChange(def, record, record.createdAt, entries, rewritten);
  if (problem) throw new Error(`This game's Secret Parameters could not be kept on this phone: ${problem}.`);
  // Kept before the log names their commitments (a share that then fails leaves harmless rows).
  for (const secret of kept) await keepSecret(secret);
  const events = new Map<number, GameEvent>();
  rewritten.forEach((entry, i) => {
    if (entry !== entries[i]) events.set(entry.seq, entry.event);
  });
  return { lastSeq: entries.length ? entries[entries.length - 1].seq : 0, events };
}

/** Keeps the token and a fresh salt on this phone and returns the placement to dispatch, which carries only the commitment. */
export async function commitToken(sessionId: string, project: ProjectId, secret: Secret): Promise<ProjectCommitted> {
  const salt = newSalt();
  const commitment = await commitmentOf(salt, secret);
  await keepSecret({ commitment, sessionId, project, salt, plus: secret.plus, minus: secret.minus, at: Date.now() });
  return projectCommitted({ project, commitment });
}

/** The reveals this phone can make: its tokens for the committed Projects not yet revealed. */
export async function revealsHeld(commitments: Partial<Record<ProjectId, string>>, revealed: (p: ProjectId) => boolean) {
  const wanted = (Object.entries(commitments) as [ProjectId, string][]).filter(([p, c]) => !revealed(p) && isCommitment(c));
  const held = new Map((await heldSecrets(wanted.map(([, c]) => c))).map((s) => [s.commitment, s]));
  const reveals: SecretRevealed[] = [];
  for (const [project, commitment] of wanted) {
    const s = held.get(commitment);
    if (s) reveals.push(secretRevealed({ project, salt: s.salt, plus: s.plus as Secret['plus'], minus: s.minus as Secret['minus'] }));
  }
  return reveals;
}

/** The tokens (by index in SECRET_TOKENS) this phone committed to on the game's Projects: greyed in its picker. */
export async function tokensUsedHere(sessionId: string, commitments: Partial<Record<ProjectId, string>>): Promise<Set<number>> {
  const placed = new Set(Object.values(commitments));
  const held: HeldSecret[] = (await secretsOfSession(sessionId)).filter((s) => placed.has(s.commitment));
  return new Set(held.map((s) => SECRET_TOKENS.findIndex((t) => t.plus === s.plus && t.minus === s.minus)).filter((i) => i >= 0));
}
