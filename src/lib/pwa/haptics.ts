/** A short buzz on a saved tap, where the Vibration API exists and the player wants it. */
import { settings } from '$lib/state/settings.svelte';

export function haptic(ms = 12): void {
  if (!settings.haptics) return;
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
    try {
      navigator.vibrate(ms);
    } catch {
      /* some browsers throw before a user gesture; a buzz is never worth an error */
    }
  }
}
