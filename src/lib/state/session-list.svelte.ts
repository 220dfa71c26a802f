/**
 * The home screen's list of games as a reactive value. `current` is first what a plain IndexedDB
 * read finds (db/first-read: no Dexie, so the list paints with the first load's code alone): the
 * first page of the newest games and those in progress, with `total` counted apart; then, once
 * that paint and the next frame are drawn (or at once when a search or "Show more" wants it),
 * Dexie's live query of every game (other tabs' changes included), loaded apart, which search and
 * the filters need; `complete` says which one `current` is.
 * With no database at all it is an empty list, and Dexie is loaded only when another tab writes
 * (the first game created elsewhere). Must not import Dexie statically.
 */
import { createSubscriber } from 'svelte/reactivity';
import { errorMessage } from '$lib/core/text';
import { onOtherTabWrite, readSessionsAtStart } from '$lib/db/first-read';
import type { SessionRecord } from '$lib/db/schema';
import { afterPaint } from './after-paint';
import { loadPref, savePref } from './prefs';

/**
 * Once the frame after the first paint is drawn too, in a moment the browser has nothing else to
 * do (at most a second later): reading the whole list (500 games took 100 to 140 ms of the main
 * thread in Dexie) in the task just after the first paint held up the next frame, and any tap or
 * scroll on the list just painted, for as long.
 */
function whenSettled(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') return resolve();
    requestAnimationFrame(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
      else setTimeout(resolve, 100);
    });
  });
}

/** Cards the home screen draws at first, and adds with each "Show more". */
export const HOME_PAGE = 40;

/** The games in progress the list showed last: the first read fetches them with the first page. */
const IN_PROGRESS = 'home-in-progress';
const IN_PROGRESS_MAX = 20;
const isIdList = (v: unknown): v is string[] => Array.isArray(v) && v.length <= IN_PROGRESS_MAX && v.every((x) => typeof x === 'string');

export class SessionList {
  #current = $state.raw<SessionRecord[] | undefined>(undefined);
  #deleted = $state(0);
  #total = $state(0);
  #complete = $state(false);
  #error = $state<string | null>(null);
  #subscribe: () => void;
  #wantAll: () => void = () => {};

  constructor() {
    this.#subscribe = createSubscriber((update) => {
      let stopped = false;
      let unwatch: (() => void) | undefined;
      let stopWaking: (() => void) | undefined;

      const show = (rows: SessionRecord[], deleted = 0, total = rows.length) => {
        this.#current = rows;
        this.#deleted = deleted;
        this.#total = total;
        this.#complete = total === rows.length;
        this.#error = null;
        update();
      };
      const fail = (error: unknown) => {
        this.#error = errorMessage(error);
        update();
      };

      let started = false;
      const goLive = async () => {
        if (started || stopped) return;
        started = true;
        stopWaking?.();
        try {
          const [{ watch }, { homeList }] = await Promise.all([import('$lib/db/watch'), import('$lib/db/sessions')]);
          if (stopped) return;
          unwatch = watch(
            () => homeList(),
            (list) => {
              show(list.rows, list.deleted);
              const inProgress = list.rows.filter((s) => s.status === 'active').map((s) => s.id);
              savePref(IN_PROGRESS, inProgress.slice(0, IN_PROGRESS_MAX));
            },
            fail
          );
        } catch (error) {
          // The code could not be loaded (offline before the service worker had it): the first read stays.
          if (this.#current === undefined) fail(error);
        }
      };

      // A read that does not answer (storage stalled) is reported by the read itself; the list waits.
      const ask = { page: HOME_PAGE, inProgress: loadPref(IN_PROGRESS, isIdList, []) };
      void readSessionsAtStart(undefined, ask).then((first) => {
        if (stopped) return;
        if (first.kind === 'unknown') return void goLive();
        if (first.kind === 'absent') {
          show([]);
          // Nothing to follow until some tab writes: Dexie is not loaded for an empty screen.
          const stopChannel = onOtherTabWrite(() => void goLive());
          const fromCache = (event: PageTransitionEvent) => event.persisted && void goLive();
          addEventListener('pageshow', fromCache);
          stopWaking = () => {
            stopChannel();
            removeEventListener('pageshow', fromCache);
          };
          return;
        }
        show(first.rows, first.deleted, first.total);
        void afterPaint().then(whenSettled).then(goLive);
      });
      this.#wantAll = () => void goLive();

      return () => {
        this.#wantAll = () => {};
        stopped = true;
        stopWaking?.();
        unwatch?.();
      };
    });
  }

  /** The whole list is wanted now (a search, "Show more"): read it without waiting for a quiet moment. */
  wantAll(): void {
    this.#wantAll();
  }

  get current(): SessionRecord[] | undefined {
    this.#subscribe();
    return this.#current;
  }

  /** How many games there are (not deleted): more than `current` holds until it is `complete`. */
  get total(): number {
    this.#subscribe();
    return this.#total;
  }

  /** True once `current` holds every game (the live list), not the first page only. */
  get complete(): boolean {
    this.#subscribe();
    return this.#complete;
  }

  /** How many games wait in Recently deleted. */
  get deleted(): number {
    this.#subscribe();
    return this.#deleted;
  }

  get error(): string | null {
    this.#subscribe();
    return this.#error;
  }
}
