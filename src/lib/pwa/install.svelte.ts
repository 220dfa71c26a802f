/**
 * The "Install" button: Chromium browsers fire `beforeinstallprompt`, which we keep and replay on
 * tap. iOS Safari never fires it, so the screen shows the Share → Add to Home Screen hint there.
 */

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
export const install = $state({ available: false, installed: false });

export function listenForInstall(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    install.available = true;
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    install.available = false;
    install.installed = true;
  });
}

export async function promptInstall(): Promise<void> {
  if (!deferred) return;
  const event = deferred;
  deferred = null;
  install.available = false;
  await event.prompt();
  const choice = await event.userChoice;
  if (choice.outcome === 'accepted') install.installed = true;
}

export function isStandalone(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

export function isIos(): boolean {
  const ua = navigator.userAgent;
  return /iPad|iPhone|iPod/.test(ua) || (ua.includes('Macintosh') && navigator.maxTouchPoints > 1);
}
