/**
 * Keeps the screen awake while a session is open (Screen Wake Lock API). The browser drops the
 * lock when the page is hidden, so it is taken again on `visibilitychange`. Silent where the API
 * is missing or refuses (battery saver), and not tried where it would do nothing (see features).
 */
import { deviceFeatures } from './features';

interface WakeLockSentinelLike {
  released: boolean;
  release(): Promise<void>;
}

export function keepScreenAwake(): () => void {
  const api = (navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<WakeLockSentinelLike> } }).wakeLock;
  if (!api || !deviceFeatures().wakeLock) return () => {};
  let sentinel: WakeLockSentinelLike | null = null;
  let stopped = false;
  const acquire = async () => {
    if (stopped || document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
    try {
      sentinel = await api.request('screen');
      if (stopped) await sentinel.release();
    } catch {
      sentinel = null;
    }
  };
  const onVisibility = () => void acquire();
  document.addEventListener('visibilitychange', onVisibility);
  void acquire();
  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', onVisibility);
    if (sentinel && !sentinel.released) void sentinel.release().catch(() => {});
    sentinel = null;
  };
}
