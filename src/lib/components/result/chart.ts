/**
 * The result chart's geometry, drawn by ResultChart.svelte (SVG) and by the shared picture
 * (canvas): tidy axis steps, positions, line paths, marker shapes, and each player's line colour
 * for the dark theme (lightened until it stands out from the night background). Plain numbers in,
 * plain numbers and strings out: no DOM, so it is unit-tested.
 */
import { figure } from '$lib/core/text';

/** Steps of 1, 2 or 5 × 10ⁿ, so that about `count` to `count` + 2 ticks cover min..max (0 always included). */
export function niceTicks(min: number, max: number, count = 4): number[] {
  const lo = Math.min(0, min);
  const hi = Math.max(0, max, lo + 1);
  const raw = (hi - lo) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  // A step a little under the even split is allowed: a few more ticks read better than too few.
  // Figures are whole numbers: a step is at least 1.
  const step = Math.max(1, [1, 2, 5, 10].map((f) => f * power).find((s) => s >= raw * 0.75) ?? 10 * power);
  const first = Math.floor(lo / step) * step;
  const ticks: number[] = [];
  for (let t = first; t < hi + step; t += step) {
    ticks.push(Math.round(t * 1e6) / 1e6);
    if (t >= hi) break;
  }
  return ticks;
}

export interface Layout {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
  ticks: number[];
  x: (index: number) => number;
  y: (value: number) => number;
  /** The point indexes that get a label under the axis (first, last and as many between as fit). */
  xLabels: number[];
}

/**
 * Lays out a chart of `points` points and values in `ticks`' range in `width` px, for text of
 * `font` px: the left margin fits the longest tick label, the height grows with the text.
 */
export function layout(width: number, font: number, points: number, values: readonly number[], shortLabels: readonly string[]): Layout {
  const ticks = niceTicks(values.length ? Math.min(...values) : 0, values.length ? Math.max(...values) : 1);
  const longest = Math.max(...ticks.map((t) => tickLabel(t).length));
  const left = Math.ceil(longest * font * 0.62 + font * 0.6);
  const right = Math.ceil(font * 1.2);
  const top = Math.ceil(font * 0.8);
  const bottom = Math.ceil(font * 1.8);
  const plot = Math.max(140, Math.round(font * 11));
  const height = top + plot + bottom;
  const span = Math.max(1, width - left - right);
  const lo = ticks[0];
  const hi = ticks[ticks.length - 1];
  const x = (i: number) => left + (points <= 1 ? span / 2 : (span * i) / (points - 1));
  const y = (v: number) => top + plot - ((v - lo) / (hi - lo || 1)) * plot;
  // As many labels as fit side by side with a gap of two characters, always the first and last.
  const widest = Math.max(1, ...shortLabels.map((l) => l.length)) + 2;
  const fit = Math.max(2, Math.floor(span / (widest * font * 0.62)));
  const stride = Math.max(1, Math.ceil((points - 1) / (fit - 1)));
  const xLabels: number[] = [];
  for (let i = 0; i < points; i += stride) xLabels.push(i);
  const lastIndex = points - 1;
  if (points > 1 && xLabels[xLabels.length - 1] !== lastIndex) {
    // The last label wins over one too close to it. It is drawn ending at its point while the
    // others are centred on theirs, so "End" after "10" needs its whole width clear, not half.
    const charWidth = font * 0.62;
    const prev = xLabels[xLabels.length - 1];
    const prevRight = x(prev) + ((shortLabels[prev]?.length ?? 1) * charWidth) / (prev === 0 ? 1 : 2);
    const lastLeft = x(lastIndex) - (shortLabels[lastIndex]?.length ?? 1) * charWidth;
    if (xLabels.length > 1 && (lastIndex - prev < stride / 2 || lastLeft - prevRight < charWidth)) xLabels.pop();
    xLabels.push(lastIndex);
  }
  return { width, height, left, right, top, bottom, ticks, x, y, xLabels };
}

/** "1,000", "−20": a tick's label (the unit is in the caption). */
export function tickLabel(value: number): string {
  return figure(value);
}

/** "0" for the start, "12" for round 12, "End" for the last point when it is not a round. */
export function shortLabel(label: string): string {
  if (label === 'Start') return '0';
  const round = /^Round (\d+)$/.exec(label);
  return round ? round[1] : 'End';
}

export function linePath(values: readonly number[], l: Pick<Layout, 'x' | 'y'>): string {
  return values.map((v, i) => `${i ? 'L' : 'M'}${l.x(i).toFixed(1)} ${l.y(v).toFixed(1)}`).join(' ');
}

/** A marker per player, so that lines are told apart by shape as well as colour. */
export const MARKERS = ['circle', 'square', 'triangle', 'diamond', 'triangle-down', 'cross'] as const;
export type Marker = (typeof MARKERS)[number];

/** The marker's outline as an SVG path centred on (cx, cy), `r` px from centre to edge. */
export function markerPath(marker: Marker, cx: number, cy: number, r: number): string {
  const p = (dx: number, dy: number) => `${(cx + dx).toFixed(1)} ${(cy + dy).toFixed(1)}`;
  switch (marker) {
    case 'circle':
      return `M${p(-r, 0)} A${r} ${r} 0 1 0 ${p(r, 0)} A${r} ${r} 0 1 0 ${p(-r, 0)} Z`;
    case 'square':
      return `M${p(-r, -r)} L${p(r, -r)} L${p(r, r)} L${p(-r, r)} Z`;
    case 'triangle':
      return `M${p(0, -r * 1.2)} L${p(r * 1.1, r * 0.8)} L${p(-r * 1.1, r * 0.8)} Z`;
    case 'diamond':
      return `M${p(0, -r * 1.3)} L${p(r * 1.3, 0)} L${p(0, r * 1.3)} L${p(-r * 1.3, 0)} Z`;
    case 'triangle-down':
      return `M${p(0, r * 1.2)} L${p(r * 1.1, -r * 0.8)} L${p(-r * 1.1, -r * 0.8)} Z`;
    case 'cross': {
      const a = r * 0.45;
      return `M${p(-a, -r)} L${p(a, -r)} L${p(a, -a)} L${p(r, -a)} L${p(r, a)} L${p(a, a)} L${p(a, r)} L${p(-a, r)} L${p(-a, a)} L${p(-r, a)} L${p(-r, -a)} L${p(-a, -a)} Z`;
    }
  }
}

// --- Colour: each player's line must stand out from the background (3:1, WCAG's figure for graphics). ---

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(rgb(a)), luminance(rgb(b))].sort((x, y) => y - x);
  return (la + 0.05) / (lb + 0.05);
}

const hex2 = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/** The colour mixed with white by `amount` (0 to 1). */
export function lighten(hex: string, amount: number): string {
  const [r, g, b] = rgb(hex);
  return `#${[r, g, b].map((c) => hex2(c + (255 - c) * amount)).join('')}`;
}

/** The night background of the app (app.css, --bg in the dark theme). */
export const NIGHT_BG = '#0b0f14';

/** A player's colour for the dark theme: lightened in steps until it has 4:1 against the night background. */
export function nightColor(hex: string, background = NIGHT_BG): string {
  for (let amount = 0; amount <= 1; amount += 0.05) {
    const c = lighten(hex, amount);
    if (contrast(c, background) >= 4) return c;
  }
  return '#ffffff';
}
