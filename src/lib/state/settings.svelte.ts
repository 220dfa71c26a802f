/**
 * The player's settings, kept in localStorage (read synchronously, so the theme is right before
 * the first paint; see the inline script in src/app.html, which reads the same key) and shared as
 * one rune object.
 */

export type Theme = 'system' | 'light' | 'dark';

export interface Settings {
  theme: Theme;
  keepAwake: boolean;
  haptics: boolean;
  /** A chime when the Tools timer runs out (the red line and the buzz are silent on an iPhone). */
  timerSound: boolean;
}

export const SETTINGS_KEY = 'boardroom.settings';
const DEFAULTS: Settings = { theme: 'system', keepAwake: true, haptics: true, timerSound: true };

function load(): Settings {
  try {
    const raw = JSON.parse(globalThis.localStorage?.getItem(SETTINGS_KEY) ?? '{}') as Partial<Settings>;
    return {
      theme: raw.theme === 'light' || raw.theme === 'dark' ? raw.theme : 'system',
      keepAwake: typeof raw.keepAwake === 'boolean' ? raw.keepAwake : DEFAULTS.keepAwake,
      haptics: typeof raw.haptics === 'boolean' ? raw.haptics : DEFAULTS.haptics,
      timerSound: typeof raw.timerSound === 'boolean' ? raw.timerSound : DEFAULTS.timerSound
    };
  } catch {
    return { ...DEFAULTS };
  }
}

export const settings = $state<Settings>(load());

export function saveSettings(): void {
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Private mode or full storage: the setting still applies for this visit.
  }
  applyTheme();
}

export function applyTheme(): void {
  const root = document.documentElement;
  if (settings.theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = settings.theme;
}

/** A one-time flag in localStorage ("Ready to work offline" shown once). */
export function onceFlag(key: string): { seen: boolean; mark: () => void } {
  const full = `boardroom.once.${key}`;
  let seen: boolean;
  try {
    seen = localStorage.getItem(full) === '1';
  } catch {
    seen = false;
  }
  return {
    seen,
    mark: () => {
      try {
        localStorage.setItem(full, '1');
      } catch {
        /* nothing to keep it in */
      }
    }
  };
}
