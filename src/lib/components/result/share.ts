/**
 * "Share the result": the phone's share sheet (Web Share API) with a short text and, where the
 * browser can share files, the picture of the standings and the chart; where there is no share
 * sheet, the text is copied to the clipboard; where that is refused too, the screen shows the
 * text to copy by hand. The outcome is returned so the screen can say what happened. Browser only.
 */

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
