/**
 * The shared picture of a result: the standings and the chart drawn on a canvas as a PNG (always
 * in the light theme, so it looks the same in every chat). Drawn from the same figures and the
 * same geometry as the chart on screen. Browser only: it needs a canvas.
 */
import type { ResultView } from '$lib/state/result-view';
import { durationWords, placeWords, playedOn, playedWords } from '$lib/state/result-view';
import { layout, MARKERS, markerPath, shortLabel, tickLabel } from './chart';

const WIDTH = 1080;
const PAD = 56;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif';

/** Draws the picture and returns it as a PNG, or null when the browser cannot make one. */
export async function resultPicture(view: ResultView): Promise<Blob | null> {
  const font = 30;
  const chartWidth = WIDTH - 2 * PAD;
  const shortLabels = view.chart.labels.map(shortLabel);
  // A game logged after it was played has its final figures only: no chart to draw.
  const geometry =
    view.chart.labels.length > 1
      ? layout(
          chartWidth,
          font,
          view.chart.labels.length,
          view.chart.series.flatMap((s) => s.values),
          shortLabels
        )
      : null;
  const rowHeight = 58;
  const height = PAD + 60 + 48 + 24 + view.standings.length * rowHeight + 40 + (geometry ? geometry.height + 40 : 0) + 3 * 34 + PAD;
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, WIDTH, height);
  ctx.textBaseline = 'alphabetic';
  let y = PAD + 44;
  ctx.fillStyle = '#0b0f14';
  ctx.font = `800 48px ${FONT}`;
  ctx.fillText(`${view.gameName}: ${view.headline}`, PAD, y, WIDTH - 2 * PAD);
  y += 48;
  ctx.font = `400 28px ${FONT}`;
  ctx.fillStyle = '#4a5360';
  // A logged game's rounds were not counted, and its duration may not be known.
  const facts = [
    playedOn(view.startedAt),
    view.durationMs > 0 ? durationWords(view.durationMs) : '',
    view.played.count > 0 ? playedWords(view.played) : ''
  ];
  ctx.fillText(facts.filter(Boolean).join(' · '), PAD, y, WIDTH - 2 * PAD);
  y += 24;
  for (const s of view.standings) {
    y += rowHeight;
    const index = view.chart.series.findIndex((c) => c.player === s.player);
    ctx.fillStyle = s.color;
    ctx.fill(new Path2D(markerPath(MARKERS[Math.max(0, index) % MARKERS.length], PAD + 14, y - 12, 13)));
    ctx.fillStyle = '#0b0f14';
    ctx.font = `${s.winner ? 800 : 600} 36px ${FONT}`;
    ctx.fillText(
      `${placeWords(s.rank, s.tied, s.winner) || '–'}  ${s.name}${s.role ? ` (${s.role})` : ''}${s.winner ? ' — winner' : ''}`,
      PAD + 44,
      y,
      WIDTH - 2 * PAD - 300
    );
    ctx.textAlign = 'right';
    ctx.fillText(s.shown, WIDTH - PAD, y);
    ctx.textAlign = 'left';
  }
  y += 40;
  if (geometry) drawChart(ctx, view, geometry, shortLabels, font, y);
  y += geometry ? geometry.height + 40 : 0;
  ctx.textAlign = 'left';
  ctx.fillStyle = '#4a5360';
  ctx.font = `400 26px ${FONT}`;
  const unit = view.unit === 'millions' ? 'millions' : 'project points';
  const caption = geometry ? `${view.chart.caption} (${unit}). Kept with Boardroom.` : `Final figures in ${unit}. Logged with Boardroom.`;
  for (const line of wrap(ctx, caption, WIDTH - 2 * PAD).slice(0, 3)) {
    ctx.fillText(line, PAD, y);
    y += 34;
  }
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/png'));
}

/** The chart of the game, its top at `top`. */
function drawChart(
  ctx: CanvasRenderingContext2D,
  view: ResultView,
  geometry: ReturnType<typeof layout>,
  shortLabels: string[],
  font: number,
  top: number
): void {
  ctx.save();
  ctx.translate(PAD, top);
  ctx.font = `400 ${font}px ${FONT}`;
  ctx.strokeStyle = '#dde3ea';
  ctx.lineWidth = 2;
  ctx.fillStyle = '#4a5360';
  for (const t of geometry.ticks) {
    ctx.beginPath();
    ctx.moveTo(geometry.left, geometry.y(t));
    ctx.lineTo(geometry.width - geometry.right, geometry.y(t));
    ctx.stroke();
    ctx.textAlign = 'right';
    ctx.fillText(tickLabel(t), geometry.left - font * 0.4, geometry.y(t) + font * 0.35);
  }
  for (const i of geometry.xLabels) {
    ctx.textAlign = i === 0 ? 'left' : i === view.chart.labels.length - 1 ? 'right' : 'center';
    ctx.fillText(shortLabels[i], geometry.x(i), geometry.height - font * 0.45);
  }
  view.chart.series.forEach((series, k) => {
    const color = view.players.find((p) => p.id === series.player)?.color ?? '#4b5563';
    ctx.strokeStyle = color;
    ctx.lineWidth = 6;
    ctx.lineJoin = 'round';
    ctx.beginPath();
    series.values.forEach((v, i) => (i ? ctx.lineTo(geometry.x(i), geometry.y(v)) : ctx.moveTo(geometry.x(i), geometry.y(v))));
    ctx.stroke();
    const lastIndex = series.values.length - 1;
    ctx.fillStyle = color;
    ctx.fill(new Path2D(markerPath(MARKERS[k % MARKERS.length], geometry.x(lastIndex), geometry.y(series.values[lastIndex] ?? 0), 10)));
  });
  ctx.restore();
}

/** Splits a text into lines no wider than `width` in the canvas's current font. */
function wrap(ctx: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(next).width > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** "logo-billionaire-2026-01-10.png". */
export function pictureName(view: ResultView): string {
  const d = new Date(view.startedAt);
  const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return `${view.kind}-${day}.png`;
}
