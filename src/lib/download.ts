/**
 * Hands a file to the player: through the phone's share sheet where the browser can share files
 * (`navigator.share`), so a backup goes straight to a chat, a mail or the cloud; else as a
 * download. Works offline: no server involved.
 */

export type Handed = 'shared' | 'downloaded' | 'cancelled';

/** Saves a text as a file through the browser's download. */
export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  downloadBlob(fileName, new Blob([text], { type }));
}

/** Saves a file (a picture, a backup) through the browser's download. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The share sheet when the browser can share this file, else a download. 'cancelled' when the
 * player closed the share sheet (nothing was sent anywhere, so nothing counts as backed up).
 */
export async function shareOrDownload(fileName: string, text: string, title: string, type = 'application/json'): Promise<Handed> {
  const file = new File([text], fileName, { type });
  if (typeof navigator.share === 'function' && typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return 'shared';
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') return 'cancelled';
      // Refused for another reason (no user gesture left, a policy): the download still works.
    }
  }
  downloadText(fileName, text, type);
  return 'downloaded';
}
