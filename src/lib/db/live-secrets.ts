/**
 * The tokens this phone committed to at a live table (Disrupt's Secret Parameters): the token and
 * its salt, kept in a database of this phone's own (`boardroom-live-secrets`) and never in the
 * game's log, its session row, a backup or the shared document, so that nothing another phone or the
 * server holds carries them before the reveal. Keyed by the commitment, which the shared log carries.
 * Dexie only; the commitment itself is made in $lib/live/secrets.
 */
import Dexie, { type Table } from 'dexie';

export interface HeldSecret {
  /** SHA-256 hex of salt + token (see $lib/games/disrupt/secrets). */
  commitment: string;
  /** This phone's game it was placed in. */
  sessionId: string;
  project: string;
  salt: string;
  plus: string;
  minus: string;
  at: number;
}

class LiveSecretsDb extends Dexie {
  held!: Table<HeldSecret, string>;
  constructor() {
    super('boardroom-live-secrets');
    this.version(1).stores({ held: 'commitment, sessionId' });
  }
}

let db: LiveSecretsDb | null = null;
const secretsDb = (): LiveSecretsDb => (db ??= new LiveSecretsDb());

/** Keeps a token before its commitment is dispatched (a refused placement leaves a harmless row). */
export async function keepSecret(secret: HeldSecret): Promise<void> {
  await secretsDb().held.put(secret);
}

/** The tokens this phone holds for these commitments. */
export async function heldSecrets(commitments: readonly string[]): Promise<HeldSecret[]> {
  if (!commitments.length) return [];
  return (await secretsDb().held.bulkGet([...commitments])).filter((s): s is HeldSecret => Boolean(s));
}

/** The tokens this phone holds for one of its games (greyed in its token picker). */
export async function secretsOfSession(sessionId: string): Promise<HeldSecret[]> {
  return secretsDb().held.where('sessionId').equals(sessionId).toArray();
}
