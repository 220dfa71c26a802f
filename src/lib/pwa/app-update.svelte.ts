/**
 * The service worker as the player sees it: "ready to work offline" once, after the first complete
 * install; "new version available" whenever a complete new version is waiting; and Reload, which
 * brings that version in or says that it did not start. Never reloads by itself: a reload could
 * drop a number being typed.
 *
 * It watches the registration itself instead of relying on workbox-window's events (or
 * vite-plugin-pwa's wrapper of them), which follow only the first two installs a page sees: on a
 * network that comes and goes, two failed attempts hid the third, complete one until the next
 * launch. workbox-window still registers the worker and sends it "skip waiting".
 */
import type { Workbox } from 'workbox-window';

/** How long Reload waits for the new version to take over before saying it did not. */
export const TAKE_OVER_MS = 8000;

/**
 * none: nothing to say. waiting: a new version is ready. applying: Reload was tapped and the new
 * version is taking over. stuck: it did not take over in time.
 */
export type UpdatePhase = 'none' | 'waiting' | 'applying' | 'stuck';

class AppUpdate {
  offlineReady = $state(false);
  phase = $state<UpdatePhase>('none');
  #started = false;
  #workbox: Workbox | undefined;
  #registration: ServiceWorkerRegistration | undefined;
  #watched = new WeakSet<ServiceWorker>();
  #timer: ReturnType<typeof setTimeout> | undefined;

  /** Registers the service worker once per page (production builds only: dev serves none). */
  async start(): Promise<void> {
    if (this.#started || import.meta.env.DEV || !('serviceWorker' in navigator)) return;
    this.#started = true;
    const wasControlled = navigator.serviceWorker.controller !== null;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (this.phase === 'applying') location.reload();
      // Another window took the new version: this page's code is the old one, so offer the reload.
      else if (wasControlled) this.phase = 'waiting';
    });
    try {
      // Loaded apart: the first paint does not wait for it.
      const { Workbox } = await import('workbox-window');
      this.#workbox = new Workbox('/sw.js', { scope: '/' });
      const registration = await this.#workbox.register();
      if (registration) this.#follow(registration, wasControlled);
    } catch (error) {
      console.warn('Service worker registration failed', error);
    }
  }

  #follow(registration: ServiceWorkerRegistration, wasControlled: boolean): void {
    this.#registration = registration;
    const watch = (worker: ServiceWorker | null) => {
      if (!worker || this.#watched.has(worker)) return;
      this.#watched.add(worker);
      worker.addEventListener('statechange', () => {
        if (worker.state === 'installed') this.#lookForWaiting();
        // The first install: everything is precached and the next launch works with no network.
        if (worker.state === 'activated' && !wasControlled) this.offlineReady = true;
      });
    };
    registration.addEventListener('updatefound', () => watch(registration.installing));
    watch(registration.installing);
    watch(registration.waiting);
    this.#lookForWaiting();
  }

  #lookForWaiting(): void {
    // With no controller this is the first install, which activates by itself.
    if (this.#registration?.waiting && navigator.serviceWorker.controller && this.phase === 'none') this.phase = 'waiting';
  }

  /** Reload: the waiting version takes over, then the page reloads under it (see controllerchange). */
  apply(): void {
    if (!this.#registration?.waiting) {
      // Already active (taken in another window): a plain reload brings it in.
      location.reload();
      return;
    }
    this.phase = 'applying';
    this.#workbox?.messageSkipWaiting();
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      if (this.phase === 'applying') this.phase = 'stuck';
    }, TAKE_OVER_MS);
  }

  /** Later, or OK on "did not start": the notice goes; a later new version shows it again. */
  dismiss(): void {
    clearTimeout(this.#timer);
    this.phase = 'none';
  }
}

export const appUpdate = new AppUpdate();

/** The attribute of the notices' dock (UpdatePrompt.svelte), where Reload is. */
export const NOTICES_ATTRIBUTE = 'data-app-notices';

/**
 * Whether a touch or key went to the service worker's notices (Reload, Later, OK). A game screen
 * fetches the code of its sheets and Menu at its first touch; that touch must not be Reload's. Reload's
 * "skip waiting" has Chromium stop the old worker, which still controls the page, as soon as it is
 * idle; a fetch of the page that arrives after that (a prefetch's later files) starts the old worker
 * again, and the new version then waits for that worker's ordinary idle end (30 s on a phone, never
 * while DevTools is attached): Reload would say that it did not start.
 */
export function touchesNotices(event: Event): boolean {
  return event.target instanceof Element && event.target.closest(`[${NOTICES_ATTRIBUTE}]`) !== null;
}
