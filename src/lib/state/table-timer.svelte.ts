/**
 * The table tools' timer as one rune object for the whole app: it keeps running while the player
 * goes to a game and back, and buzzes and chimes when time is up wherever they are. The arithmetic is in
 * $lib/core/countdown (pure, driven by the time it is given); this only ticks and tells.
 */
import { formatCountdown, isDone, isRunning, leftMs, newCountdown, pause, reset, start, type Countdown } from '$lib/core/countdown';
import { chime, prepareChime } from '$lib/pwa/chime';
import { haptic } from '$lib/pwa/haptics';

class TableTimer {
  countdown = $state<Countdown>(newCountdown(60_000));
  now = $state(Date.now());
  /** Set when the time ran out while running; cleared by the next start, reset or new length. */
  timeUp = $state(false);
  #ticker: ReturnType<typeof setInterval> | undefined;

  get left(): number {
    return leftMs(this.countdown, this.now);
  }

  get running(): boolean {
    return isRunning(this.countdown, this.now);
  }

  get shown(): string {
    return formatCountdown(this.left);
  }

  /** A new length; a running timer stops. */
  set(durationMs: number): void {
    this.stopTicking();
    this.countdown = newCountdown(durationMs);
    this.timeUp = false;
    this.now = Date.now();
  }

  /** Called from the tap on Start: the chime's audio may only be set up in a gesture (iOS). */
  start(): void {
    prepareChime();
    this.now = Date.now();
    this.countdown = start(this.countdown, this.now);
    this.timeUp = false;
    this.stopTicking();
    // A quarter second: the display never lags a full second behind, and it costs nothing.
    this.#ticker = setInterval(() => this.tick(), 250);
  }

  pause(): void {
    this.now = Date.now();
    this.countdown = pause(this.countdown, this.now);
    this.stopTicking();
  }

  reset(): void {
    this.stopTicking();
    this.countdown = reset(this.countdown);
    this.timeUp = false;
    this.now = Date.now();
  }

  private tick(): void {
    this.now = Date.now();
    if (isDone(this.countdown, this.now)) {
      this.stopTicking();
      this.countdown = pause(this.countdown, this.now);
      this.timeUp = true;
      haptic(400);
      chime();
    }
  }

  private stopTicking(): void {
    clearInterval(this.#ticker);
    this.#ticker = undefined;
  }
}

export const tableTimer = new TableTimer();
