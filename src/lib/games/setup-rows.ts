/**
 * The player rows of the setup screens' drafts (a name and a colour per seat, keyed for Svelte's
 * keyed lists), as each game's Play again draft builds them from a game played. Pure.
 */
import type { Player } from '$lib/core/types';

export interface SetupRow {
  key: string;
  name: string;
  color: string;
  [field: string]: string;
}

export const setupRow = (p: Player, extra: Record<string, string> = {}): SetupRow => ({
  key: crypto.randomUUID(),
  name: p.name,
  color: p.color,
  ...extra
});

export const stringOr = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);
