/**
 * What this phone can do, for the features iPhones lack or lacked: vibration (no iOS browser has
 * `navigator.vibrate`) and the screen wake lock (in Safari since iOS 16.4, but in an app added to
 * the Home Screen only since iOS 18.4: before, the API is there and does nothing). Also which
 * phones are iPhones in Safari, whose storage rules differ (see IosStorageNote). The decisions are
 * pure functions of what the browser says (tested in tests/unit); `deviceFeatures` asks it.
 * Nothing here uses a feature: callers skip theirs when it is not available.
 */
import { isStandalone } from './install.svelte';

export interface IosVersion {
  major: number;
  minor: number;
}

/**
 * The iOS (or iPadOS) version a user agent names, or null when it is not an iPhone, iPad or iPod.
 * An iPad asks for desktop pages as a Mac ("Macintosh … Version/17.5 Safari"): a "Mac" with a
 * touch screen is one.
 */
export function iosVersion(userAgent: string, maxTouchPoints = 0): IosVersion | null {
  const device = /\((?:iPhone|iPad|iPod)[^)]*? OS (\d+)(?:_(\d+))?/.exec(userAgent);
  if (device) return { major: Number(device[1]), minor: Number(device[2] ?? 0) };
  if (userAgent.includes('Macintosh') && maxTouchPoints > 1) {
    const version = /Version\/(\d+)(?:\.(\d+))?/.exec(userAgent);
    return version ? { major: Number(version[1]), minor: Number(version[2] ?? 0) } : { major: 0, minor: 0 };
  }
  return null;
}

/**
 * Safari itself on an iPhone or iPad (Chrome, Firefox, Edge and the Google app there name
 * themselves CriOS, FxiOS, EdgiOS, GSA).
 */
export function isIosSafari(userAgent: string, maxTouchPoints = 0): boolean {
  return iosVersion(userAgent, maxTouchPoints) !== null && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
}

/** Whether a wake lock would keep the screen on: the API exists, and it is not a Home Screen app before iOS 18.4. */
export function wakeLockWorks(hasApi: boolean, ios: IosVersion | null, standalone: boolean): boolean {
  if (!hasApi) return false;
  if (ios && standalone && (ios.major < 18 || (ios.major === 18 && ios.minor < 4))) return false;
  return true;
}

export interface DeviceFeatures {
  vibration: boolean;
  wakeLock: boolean;
}

/** Asks this browser (call it in the browser only). */
export function deviceFeatures(): DeviceFeatures {
  return {
    vibration: typeof navigator.vibrate === 'function',
    wakeLock: wakeLockWorks('wakeLock' in navigator, iosVersion(navigator.userAgent, navigator.maxTouchPoints), isStandalone())
  };
}
