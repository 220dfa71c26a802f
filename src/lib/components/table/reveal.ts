/**
 * Bringing something into view inside a sheet: its scrolling body scrolls by the least that shows
 * the element whole (its top, if it is taller), and nothing else scrolls (the page behind the
 * sheet stays where it was). UI glue only.
 */

/** Scrolls `body` so that `el` shows whole within it (its top if it is taller than the body). */
export function revealIn(body: HTMLElement, el: Element): void {
  const view = body.getBoundingClientRect();
  const bottom = el.getBoundingClientRect().bottom;
  if (bottom > view.bottom) body.scrollTop += bottom - view.bottom + 8;
  const top = el.getBoundingClientRect().top;
  if (top < view.top) body.scrollTop -= view.top - top + 8;
}

/**
 * An attachment for a part that a tap opens inside a sheet (the board's spinner's numbers): once
 * laid out, it is scrolled into the sheet's view, so the tap visibly did something there.
 */
export function revealWhenShown(el: HTMLElement): () => void {
  const frame = requestAnimationFrame(() => {
    const body = el.closest<HTMLElement>('.body');
    if (body) revealIn(body, el);
  });
  return () => cancelAnimationFrame(frame);
}
