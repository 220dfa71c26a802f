/**
 * How a game stands, in one line for the list of games: who leads and by how much while it is
 * played, who won and the final figures once it is over. Pure text from plain figures; each game
 * says which figure counts (money, points, the final total). No Svelte, Dexie or DOM.
 */
import { andList } from './text';

export interface Figure {
  name: string;
  value: number;
}

/**
 * "Ann leads with 450M (120M ahead)"; "Ana and Ben lead with 80M"; "all on 50M" when nobody is ahead;
 * "Leo has 12M" for a single player. `format` writes a figure with its unit.
 */
export function leadLine(figures: readonly Figure[], format: (value: number) => string): string {
  if (figures.length === 0) return '';
  if (figures.length === 1) return `${figures[0].name} has ${format(figures[0].value)}`;
  const best = Math.max(...figures.map((f) => f.value));
  const top = figures.filter((f) => f.value === best);
  if (top.length === figures.length) return `all on ${format(best)}`;
  if (top.length > 1) return `${andList(top.map((f) => f.name))} lead with ${format(best)}`;
  const second = Math.max(...figures.filter((f) => f.value !== best).map((f) => f.value));
  return `${top[0].name} leads with ${format(best)} (${format(best - second)} ahead)`;
}

/**
 * "Ann won with 1,020M · Ben 450M · Cy 300M": the winners first, then everyone else, highest first.
 * Several winners (a shared victory) are named together.
 */
export function finalLine(winners: readonly string[], figures: readonly Figure[], format: (value: number) => string): string {
  const byValue = [...figures].sort((a, b) => b.value - a.value);
  const won = byValue.filter((f) => winners.includes(f.name));
  const rest = byValue.filter((f) => !winners.includes(f.name));
  const head = won.length ? `${andList(won.map((f) => f.name))} won with ${format(won[0].value)}` : `${andList(winners)} won`;
  return [head, ...rest.map((f) => `${f.name} ${format(f.value)}`)].join(' · ');
}

/** "Cy's turn". */
export function turnOf(name: string): string {
  return `${name}'s turn`;
}
