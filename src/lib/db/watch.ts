/**
 * Dexie's liveQuery behind a plain callback, so that reactive code outside $lib/db can follow a
 * query (other tabs' writes included) without importing Dexie.
 */
import { liveQuery } from 'dexie';

export function watch<T>(query: () => Promise<T>, next: (value: T) => void, fail?: (error: unknown) => void): () => void {
  const subscription = liveQuery(query).subscribe({ next, error: (e) => fail?.(e) });
  return () => subscription.unsubscribe();
}
