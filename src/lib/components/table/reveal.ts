/**
 * Bringing something into view inside a sheet: its scrolling body scrolls by the least that shows
 * the element whole (its top, if it is taller), and nothing else scrolls (the page behind the
 * sheet stays where it was). With large text a tall foot scrolls with the content (Sheet.svelte's
 * `flowing`): then the whole panel scrolls under its head, which stays at the top. UI glue only.
 */

/** What scrolls a sheet's content: its body, or the panel holding it while the foot flows with it. */
export function scrollerOf(body: HTMLElement): HTMLElement {
  const panel = body.parentElement;
  return panel?.classList.contains('flowing') ? panel : body;
}

/** Scrolls `body` (or its flowing panel) so that `el` shows whole within it (its top if it is taller than the view). */
export function revealIn(body: HTMLElement, el: Element): void {
  const view = scrollerOf(body);
  const box = view.getBoundingClientRect();
  // The panel's head stays at its top (sticky): what is under it is not in view.
  const head = view === body ? null : view.querySelector(':scope > .head');
  const top = Math.max(box.top, head?.getBoundingClientRect().bottom ?? box.top);
  const bottom = el.getBoundingClientRect().bottom;
  if (bottom > box.bottom) view.scrollTop += bottom - box.bottom + 8;
  const elTop = el.getBoundingClientRect().top;
  if (elTop < top) view.scrollTop -= top - elTop + 8;
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
