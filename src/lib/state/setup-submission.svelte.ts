/**
 * The "Start game" step the setup screens share: problems are shown once the player has tried, a
 * second tap while the game is being created does nothing, a failure is kept to be shown, and a
 * created game is opened. What to create is the screen's own (a call to startSession).
 */
import { goto } from '$app/navigation';

type Created = { ok: true; id: string } | { ok: false; reason: string };

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
      s.submitted = true;
      if (ready === null || s.saving) return;
      s.saving = true;
      s.error = null;
      const result = await create(ready);
      if (result.ok) await goto(`/session/${result.id}`);
      else s.error = result.reason;
      s.saving = false;
    }
  };
}
