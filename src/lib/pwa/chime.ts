/**
 * The timer's chime, made with Web Audio (no sound file to load or cache): three short tones.
 * Browsers, iOS Safari above all, let a page sound only through an AudioContext created or resumed
 * during a user gesture, so `prepareChime()` is called from the tap that starts the timer and
 * `chime()` may then sound later, when the time is up. Off when the player turned the sound off.
 * Never throws: a missing sound must not break the timer.
 */
import { settings } from '$lib/state/settings.svelte';

type AudioContextClass = new () => AudioContext;

let context: AudioContext | null = null;

function audioContextClass(): AudioContextClass | undefined {
  const scope = globalThis as unknown as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

/** Creates (or wakes) the audio context; call it inside the tap that starts the timer. */
export function prepareChime(): void {
  if (!settings.timerSound) return;
  try {
    const Context = audioContextClass();
    if (!Context) return;
    context ??= new Context();
    if (context.state === 'suspended') void context.resume().catch(() => {});
  } catch {
    context = null;
  }
}

/** The tones: A5, E5, A5, a third of a second apart. */
const TONES = [880, 659.25, 880];

/** Sounds the chime, if the sound is on and a context was prepared in a gesture; says whether it did. */
export function chime(): boolean {
  if (!settings.timerSound || !context) return false;
  try {
    if (context.state === 'suspended') void context.resume().catch(() => {});
    const start = context.currentTime + 0.02;
    for (const [i, frequency] of TONES.entries()) {
      const at = start + i * 0.33;
      const tone = context.createOscillator();
      const volume = context.createGain();
      tone.type = 'sine';
      tone.frequency.value = frequency;
      // A quick rise and fall: no click at either end.
      volume.gain.setValueAtTime(0.0001, at);
      volume.gain.exponentialRampToValueAtTime(0.6, at + 0.02);
      volume.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
      tone.connect(volume).connect(context.destination);
      tone.start(at);
      tone.stop(at + 0.32);
    }
    return true;
  } catch {
    return false;
  }
}

/** For tests: forget the context, as a new page would. */
export function resetChime(): void {
  context = null;
}
