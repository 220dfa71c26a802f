/**
 * The table parts' large-text layout: a phone's text size at about 150 % and up on a phone-wide
 * screen (em in a media query is the browser's own text size, which that setting sets). The CSS
 * of the table parts says `@media (max-width: 18em)` for the same thing; scripts ask this.
 */
export const LARGE_TEXT = '(max-width: 18em)';

/** Whether the large-text layout applies now (false where there is no window, as in unit tests). */
export function largeText(): boolean {
  return typeof matchMedia === 'function' && matchMedia(LARGE_TEXT).matches;
}
