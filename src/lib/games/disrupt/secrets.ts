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
