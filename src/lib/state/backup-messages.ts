/**
 * What an import says, as sentences that name the games ("2 games imported: Logo Billionaire with
 * Ana and Ben (12 Mar 2025), …"), and the question about games already here, with which copy of
 * each is newer. Pure text from the outcome; no storage.
 */
import type { Conflict, GameRef, ImportOutcome } from '$lib/db/backup';
import { gameTitle } from '$lib/games/catalog';
import { clockTime, shortDate } from '$lib/time';

/** Past this many, a sentence names the first ones and counts the rest. */
const NAMED = 5;

/** "Logo Billionaire with Ana and Ben (12 Mar 2025), IT Startup with Pat and Mat (3 Jan 2025) and 4 more" */
export function nameGames(games: readonly GameRef[]): string {
  const named = games.slice(0, NAMED).map((g) => `${gameTitle(g)} (${shortDate(g.updatedAt)})`);
  const more = games.length - named.length;
  if (more > 0) return `${named.join(', ')} and ${more} more`;
  if (named.length <= 1) return named[0] ?? '';
  return `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
}

const count = (n: number) => (n === 1 ? '1 game' : `${n} games`);

export function importSentences(outcome: ImportOutcome): string {
  const { imported, copied, skipped } = outcome.games;
  const sentences: string[] = [];
  if (imported.length) sentences.push(`${count(imported.length)} imported: ${nameGames(imported)}.`);
  if (copied.length)
    sentences.push(`${count(copied.length)} imported as ${copied.length === 1 ? 'a copy' : 'copies'}: ${nameGames(copied)}.`);
  if (skipped.length) sentences.push(`${count(skipped.length)} already on this phone, skipped: ${nameGames(skipped)}.`);
  if (!sentences.length) sentences.push('The file holds no games: nothing was imported.');
  return sentences.join(' ');
}

export function conflictQuestion(conflicts: readonly GameRef[]): string {
  const games = nameGames(conflicts);
  return conflicts.length === 1
    ? `1 game in this file is already on this phone: ${games}. Skip it, or import it as a copy beside the one here?`
    : `${conflicts.length} games in this file are already on this phone: ${games}. Skip them, or import them as copies beside the ones here?`;
}

const entriesWord = (n: number) => (n === 1 ? '1 entry' : `${n} entries`);
const lastChange = (at: number) => `last change ${shortDate(at)} ${clockTime(at)}`;

/**
 * One game already here, told apart: "Logo Billionaire with Ana and Ben: the file's copy is newer
 * (15 entries, last change 5 Mar 2025 18:00); here: 12 entries, last change 3 Mar 2025 18:00."
 */
export function conflictLine(c: Conflict): string {
  const file = `${entriesWord(c.entries)}, ${lastChange(c.updatedAt)}`;
  const here = `${entriesWord(c.here.entries)}, ${lastChange(c.here.updatedAt)}${c.here.deleted ? ', in Recently deleted' : ''}`;
  const which =
    c.updatedAt > c.here.updatedAt
      ? 'the file’s copy is newer'
      : c.updatedAt < c.here.updatedAt
        ? 'the copy here is newer'
        : 'the two copies differ';
  return `${gameTitle(c)}: ${which}. In the file: ${file}. Here: ${here}.`;
}
