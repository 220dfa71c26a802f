/**
 * IT Startup's own words (signed points); the shared ones are in $lib/core/text.
 * Text only: reads no state, applies no rule. No Svelte, Dexie or DOM.
 */
import { plural } from '$lib/core/text';

/** "+1 point", "+11 points". */
export function plusPoints(n: number): string {
  return `+${plural(n, 'point')}`;
}
