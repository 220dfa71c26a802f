/**
 * Players' names inside a line of text ("Round 2 · Turn 5: Ana"), cut out so that each can be shown
 * in a <bdi> of its own: a name written right to left, or one holding a direction mark (U+202E),
 * then cannot reverse the words around it. Pure text: no DOM, no rules.
 */

export interface Piece {
  text: string;
  /** Whether this piece is one of the names. */
  name: boolean;
}

/** `text` cut into pieces, the players' names (the longest first, so "Ann Lee" wins over "Ann") apart from the rest. */
export function namePieces(text: string, names: readonly string[]): Piece[] {
  const wanted = [...new Set(names.filter((n) => n.trim().length > 0))].sort((a, b) => b.length - a.length);
  const pieces: Piece[] = [];
  let rest = '';
  for (let i = 0; i < text.length;) {
    const name = wanted.find((n) => text.startsWith(n, i));
    if (name) {
      if (rest) pieces.push({ text: rest, name: false });
      rest = '';
      pieces.push({ text: name, name: true });
      i += name.length;
    } else {
      rest += text[i];
      i++;
    }
  }
  if (rest) pieces.push({ text: rest, name: false });
  return pieces;
}
