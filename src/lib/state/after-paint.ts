/**
 * A promise that resolves once the browser has painted the current frame: work that the first
 * screen does not need (loading Dexie, registering the service worker) starts after it, so that it
 * neither delays the paint nor competes with it. Must not import anything.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') return resolve();
    // The frame callback runs before the paint; the task queued from it runs after.
    requestAnimationFrame(() => setTimeout(resolve));
  });
}
