/**
 * A refused tap's reason placed right under the control that was tapped (a last cube's "−" near
 * the top of a sheet had its reason at the sheet's foot, 550 px away): a notice inserted after the
 * row that holds the control, tied to it with `aria-describedby`, with an OK that closes it and
 * gives the focus back to the control. Plain DOM glue for the table parts (Sheet, TableScreen): it
 * decides nothing about what is refused and never touches the game's own elements beyond the one
 * attribute it sets and takes back.
 */
import { namePieces } from './names';

/**
 * Whether `el` lays its children side by side (a row of buttons, a grid of cards, a label): a
 * notice inside it would sit beside the control.
 */
function sideBySide(el: Element): boolean {
  const style = getComputedStyle(el);
  const display = style.display;
  if (display.includes('grid')) return style.gridTemplateColumns.trim().split(/\s+/).length > 1;
  if (display.includes('flex')) return !style.flexDirection.startsWith('column');
  return (
    display.startsWith('inline') ||
    display.startsWith('table') ||
    display === 'contents' ||
    ['LABEL', 'P', 'LEGEND', 'SUMMARY'].includes(el.tagName)
  );
}

/** The element after which the notice goes: the control's outermost side-by-side row inside `root`. */
function rowOf(control: Element, root: Element): Element {
  let row = control;
  while (row.parentElement && row.parentElement !== root && root.contains(row.parentElement) && sideBySide(row.parentElement))
    row = row.parentElement;
  return row;
}

/** The element a screen reader describes: a label's own input rather than the label. */
function describedOf(control: Element): Element {
  return control instanceof HTMLLabelElement && control.control ? control.control : control;
}

let serial = 0;

/** Farther than this below the control, the notice goes straight after the control instead (a tall grid of cards). */
const NEAR = 110;

/**
 * Puts `message` under `control` (inside `root`), `names` isolated in it, returns the notice
 * element and a function that takes it away again. `dismiss` is called by its OK.
 */
export function placeRefusal(
  root: Element,
  control: Element,
  message: string,
  dismiss: () => void,
  names: readonly string[] = []
): { notice: HTMLElement; remove: () => void } {
  const notice = document.createElement('div');
  notice.id = `refusal-here-${++serial}`;
  notice.className = 'notice error refusal-here';
  notice.setAttribute('role', 'alert');
  notice.dataset.testid = 'refusal';
  const text = document.createElement('span');
  text.className = 'grow';
  // Each player's name in a <bdi> of its own (names.ts): one written right to left keeps its place.
  for (const piece of namePieces(message, names)) {
    if (!piece.name) text.append(piece.text);
    else {
      const name = document.createElement('bdi');
      name.textContent = piece.text;
      text.append(name);
    }
  }
  const ok = document.createElement('button');
  ok.type = 'button';
  ok.textContent = 'OK';
  const okHint = document.createElement('span');
  okHint.className = 'visually-hidden';
  okHint.textContent = ', close the message';
  ok.append(okHint);
  notice.append(text, ok);

  const row = rowOf(control, root);
  // A list holds only its items: inside the item, at its end.
  if (row.tagName === 'LI') row.append(notice);
  else row.after(notice);
  if (notice.getBoundingClientRect().top - control.getBoundingClientRect().bottom > NEAR && control.parentElement?.tagName !== 'UL') {
    control.after(notice);
    notice.classList.add('whole-row');
  }

  const described = describedOf(control);
  const before = described.getAttribute('aria-describedby');
  described.setAttribute('aria-describedby', before ? `${before} ${notice.id}` : notice.id);

  ok.addEventListener('click', () => {
    // The notice goes with the message; the focus goes back where the player was, not to the page.
    if (described instanceof HTMLElement && described.isConnected) described.focus({ preventScroll: true });
    dismiss();
  });

  return {
    notice,
    remove() {
      notice.remove();
      const now = described.getAttribute('aria-describedby');
      const rest = (now ?? '').split(/\s+/).filter((id) => id && id !== notice.id);
      if (rest.length) described.setAttribute('aria-describedby', rest.join(' '));
      else described.removeAttribute('aria-describedby');
    }
  };
}
