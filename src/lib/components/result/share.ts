/**
 * "Share the result": the phone's share sheet (Web Share API) with a short text and, where the
 * browser can share files, the picture of the standings and the chart; where there is no share
 * sheet, the text is copied to the clipboard; where that is refused too, the screen shows the
 * text to copy by hand. "Share as a picture": the PNG alone, through the share sheet where files
 * can be shared, else downloaded. The outcome is returned so the screen can say what happened.
 * Browser only.
 */
import { downloadBlob } from '$lib/download';

export type Shared = 'shared-with-picture' | 'shared' | 'cancelled' | 'copied' | 'manual';

export async function shareResult(title: string, text: string, picture: () => Promise<File | null>): Promise<Shared> {
  if (typeof navigator.share === 'function') {
    let file: File | null;
    try {
      file = await picture();
    } catch {
      file = null;
    }
    const withFile = file && typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });
    try {
      await navigator.share(withFile ? { title, text, files: [file!] } : { title, text });
      return withFile ? 'shared-with-picture' : 'shared';
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') return 'cancelled';
      // Refused for another reason (no user gesture left, a policy): copying still works.
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'manual';
  }
}

/** What the screen says after sharing. */
export function sharedMessage(outcome: Shared): string {
  switch (outcome) {
    case 'shared-with-picture':
      return 'Shared, with a picture of the standings and the chart.';
    case 'shared':
      return 'Shared as text (this phone cannot share a picture from here).';
    case 'cancelled':
      return 'Not shared.';
    case 'copied':
      return 'This browser cannot share, so the result was copied as text: paste it where you like.';
    case 'manual':
      return 'This browser can neither share nor copy from here: select the text below and copy it.';
  }
}

export type PictureHanded = 'shared' | 'downloaded' | 'cancelled' | 'failed';

/**
 * "Share as a picture": the PNG alone through the share sheet where the browser can share files,
 * else downloaded (a chat or a gallery takes it from there). 'failed' when no picture could be
 * drawn (no canvas); 'cancelled' when the share sheet was closed.
 */
export async function sharePicture(title: string, picture: () => Promise<File | null>): Promise<PictureHanded> {
  let file: File | null;
  try {
    file = await picture();
  } catch {
    file = null;
  }
  if (!file) return 'failed';
  if (typeof navigator.share === 'function' && typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ title, files: [file] });
      return 'shared';
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') return 'cancelled';
      // Refused for another reason (no user gesture left after drawing, a policy): the download still works.
    }
  }
  downloadBlob(file.name, file);
  return 'downloaded';
}

/** What the screen says after "Share as a picture". */
export function pictureMessage(outcome: PictureHanded, fileName: string): string {
  switch (outcome) {
    case 'shared':
      return 'Shared the picture of the result.';
    case 'downloaded':
      return `Saved the picture as ${fileName} in your downloads.`;
    case 'cancelled':
      return 'Not shared.';
    case 'failed':
      return 'This browser could not draw the picture: share the result as text instead.';
  }
}
