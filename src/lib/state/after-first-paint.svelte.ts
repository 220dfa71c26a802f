/**
 * A flag that turns true one frame after the component mounts: a long screen draws its top part at
 * once and the rest just after the first paint, so opening it is two short tasks instead of one
 * long freeze on a slow phone. Call during component initialisation (it uses onMount).
 */
import { onMount } from 'svelte';

export function afterFirstPaint(): { readonly shown: boolean } {
  let shown = $state(false);
  onMount(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => (shown = true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  });
  return {
    get shown() {
      return shown;
    }
  };
}
