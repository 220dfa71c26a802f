/**
 * The "Start game" step the setup screens share: problems are shown once the player has tried, a
 * second tap while the game is being created does nothing, a failure is kept to be shown, and a
 * created game is opened. A refused start moves focus to the first field that needs fixing (its
 * message is beside it), opening the folded section it sits in: a message far above the button,
 * off screen, looked like a button that did nothing. A started game takes the keyboard to its
 * moment's heading (after a navigation SvelteKit leaves the focus on <body>). What to create is
 * the screen's own (a call to startSession).
 */
import { tick } from 'svelte';
import { goto } from '$app/navigation';

type Created = { ok: true; id: string } | { ok: false; reason: string };

/**
 * Focuses the first field marked invalid (aria-invalid) or the first problem not tied to a field
 * (an element with data-problem and tabindex="-1"), in the order of the page.
 */
export function focusFirstProblem(form: HTMLElement): boolean {
  const target = form.querySelector<HTMLElement>('[aria-invalid="true"], [data-problem]');
  if (!target) return false;
  for (let d = target.closest('details'); d; d = d.parentElement?.closest('details') ?? null) d.open = true;
  target.focus();
  // The field and the message under it, in the middle of the screen rather than at its edge.
  (target.closest('.field, fieldset') ?? target).scrollIntoView({ block: 'center' });
  return true;
}

/**
 * Once the game screen shows its moment (the board is loaded, then built in two tasks, after the
 * navigation ends), puts the focus on its heading, unless the player already moved it elsewhere.
 * Gives up after `timeoutMs`: a game that could not open says so on its own.
 */
export function focusOnArrival(timeoutMs = 5000): Promise<boolean> {
  const selector = '[data-arrival-focus]';
  return new Promise((resolve) => {
    const land = (target: HTMLElement) => {
      const free = document.activeElement === null || document.activeElement === document.body;
      // Where it is: scrolling to it would hide the scoreboard above it.
      if (free) target.focus({ preventScroll: true });
      resolve(free);
    };
    const now = document.querySelector<HTMLElement>(selector);
    if (now) return land(now);
    const observer = new MutationObserver(() => {
      const found = document.querySelector<HTMLElement>(selector);
      if (!found) return;
      observer.disconnect();
      clearTimeout(timer);
      land(found);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => {
      observer.disconnect();
      resolve(false);
    }, timeoutMs);
  });
}

export function setupSubmission() {
  const s = $state({ submitted: false, saving: false, error: null as string | null });
  return {
    /** True once "Start game" was tapped: from then on every problem is shown. */
    get submitted() {
      return s.submitted;
    },
    get saving() {
      return s.saving;
    },
    get error() {
      return s.error;
    },
    /** `ready` is what the form holds when it is valid, null while something in it is wrong. */
    async submit<T>(event: SubmitEvent, ready: T | null, create: (ready: T) => Promise<Created>): Promise<void> {
      event.preventDefault();
      const form = event.currentTarget as HTMLFormElement;
      s.submitted = true;
      if (s.saving) return;
      if (ready === null) {
        // The problems appear with this update: wait for them, then go to the first.
        await tick();
        focusFirstProblem(form);
        return;
      }
      s.saving = true;
      s.error = null;
      const result = await create(ready);
      if (result.ok) {
        await goto(`/session/${result.id}`);
        void focusOnArrival();
      } else s.error = result.reason;
      s.saving = false;
    }
  };
}
