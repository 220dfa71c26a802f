/**
 * A database query as a reactive value: `current` is the latest result, kept up to date (also
 * for changes made in other tabs) while some component reads it, and unsubscribed when none does.
 */
import { createSubscriber } from 'svelte/reactivity';
import { watch } from '$lib/db/watch';
import { errorMessage } from '$lib/core/text';

export class LiveQuery<T> {
  #current = $state.raw<T | undefined>(undefined);
  #error = $state<string | null>(null);
  #subscribe: () => void;

  constructor(query: () => Promise<T>) {
    this.#subscribe = createSubscriber((update) =>
      watch(
        query,
        (value) => {
          this.#current = value;
          this.#error = null;
          update();
        },
        (error) => {
          this.#error = errorMessage(error);
          update();
        }
      )
    );
  }

  get current(): T | undefined {
    this.#subscribe();
    return this.#current;
  }

  get error(): string | null {
    this.#subscribe();
    return this.#error;
  }
}
