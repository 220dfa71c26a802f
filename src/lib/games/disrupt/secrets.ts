/**
 * Secret Parameters are kept sealed in events, state and exports: a short code that no screen,
 * history line or backup shows as colours, so a glance at the phone or a backup file gives
 * nothing away. It hides, it does not encrypt: it is the table's honour, as the face-down token is.
 * Pure: no Svelte, Dexie or DOM.
 */
import { COLORS } from './scoring';
import type { Secret } from './state';

export function sealSecret(secret: Secret): string {
  const code = COLORS.indexOf(secret.plus) * 3 + COLORS.indexOf(secret.minus);
  return `sp-${((code * 7919 + 104729) % 1000003).toString(36)}`;
}

export function unsealSecret(sealed: unknown): Secret | null {
  for (const plus of COLORS)
    for (const minus of COLORS) if (plus !== minus && sealSecret({ plus, minus }) === sealed) return { plus, minus };
  return null;
}

/** The six Secret Parameters tokens. */
export const SECRET_TOKENS: readonly Secret[] = COLORS.flatMap((plus) =>
  COLORS.filter((m) => m !== plus).map((minus) => ({ plus, minus }))
);

/**
 * A live table's Secret Parameters (docs/live-table.md): the owner's phone keeps the token and a
 * random salt, the shared log carries only their commitment, SHA-256 of `salt + token` in hex, and
 * the reveal at final scoring is checked against it on every phone. The commitment is made with Web
 * Crypto before dispatching (src/lib/live/secrets.ts); the fold, which is synchronous, checks a
 * reveal with the small SHA-256 of reveal-check.ts, loaded apart (the two agree:
 * tests/unit/games/live-disrupt-secrets.test.ts).
 */
export const tokenText = (secret: Secret): string => `${secret.plus}/${secret.minus}`;

/** What the commitment hashes: the salt (hex) then the token as text. */
export const committedText = (salt: string, secret: Secret): string => `${salt}${tokenText(secret)}`;

export const isCommitment = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);
export const isSalt = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{32,128}$/.test(value);
