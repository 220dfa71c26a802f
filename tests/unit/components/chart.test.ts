// The result chart's geometry and colours: tidy ticks, labels that fit, markers, night colours that
// stand out from the dark background (3:1 is WCAG's least for graphics; 4:1 is kept).
import { describe, expect, it } from 'vitest';
import {
  contrast,
  layout,
  lighten,
  linePath,
  markerPath,
  MARKERS,
  NIGHT_BG,
  nightColor,
  niceTicks,
  shortLabel
} from '$lib/components/result/chart';
import { PLAYER_COLORS } from '$lib/core/players';

describe('chart geometry', () => {
  it('ticks step by 1, 2 or 5 × 10ⁿ from 0 past the highest figure', () => {
    expect(niceTicks(50, 1180)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(0, 129)).toEqual([0, 50, 100, 150]);
    expect(niceTicks(10, 87)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(-7, 12)).toEqual([-10, -5, 0, 5, 10, 15]);
    expect(niceTicks(0, 0)).toEqual([0, 1]);
  });

  it('lays out inside the width, the left margin fitting the tick labels, taller with larger text', () => {
    const labels = ['Start', ...Array.from({ length: 30 }, (_, i) => `Round ${i + 1}`), 'A billion'].map(shortLabel);
    const small = layout(288, 13, labels.length, [0, 1180], labels);
    const large = layout(288, 26, labels.length, [0, 1180], labels);
    expect(small.x(0)).toBe(small.left);
    expect(small.x(labels.length - 1)).toBe(288 - small.right);
    expect(large.left).toBeGreaterThan(small.left);
    expect(large.height).toBeGreaterThan(small.height);
    // The first and last labels always; labels at larger text are fewer.
    for (const l of [small, large]) {
      expect(l.xLabels[0]).toBe(0);
      expect(l.xLabels.at(-1)).toBe(labels.length - 1);
    }
    expect(large.xLabels.length).toBeLessThan(small.xLabels.length);
    expect(small.y(0)).toBeGreaterThan(small.y(1000));
  });

  it('labels under the axis never overlap, whatever the width, text size and number of rounds', () => {
    // Drawn as the chart draws them: the first starting at its point, the last ending at it, the
    // others centred; a character is taken as 0.62 of the font (the layout's own measure).
    const overlaps: string[] = [];
    for (let rounds = 1; rounds <= 40; rounds++) {
      for (const end of ['Round', 'A billion']) {
        const labels = ['Start', ...Array.from({ length: rounds }, (_, i) => `Round ${i + 1}`), ...(end === 'Round' ? [] : [end])].map(
          shortLabel
        );
        for (let width = 260; width <= 720; width += 20) {
          for (const font of [12, 14, 16, 24, 32]) {
            const l = layout(width, font, labels.length, [0, 1000], labels);
            const box = (i: number) => {
              const w = labels[i].length * font * 0.62;
              const at = l.x(i);
              return i === 0 ? [at, at + w] : i === labels.length - 1 ? [at - w, at] : [at - w / 2, at + w / 2];
            };
            for (let k = 1; k < l.xLabels.length; k++) {
              const [, right] = box(l.xLabels[k - 1]);
              const [left] = box(l.xLabels[k]);
              if (left < right)
                overlaps.push(
                  `${labels.length} points, ${width} px, ${font} px: “${labels[l.xLabels[k - 1]]}” and “${labels[l.xLabels[k]]}”`
                );
            }
          }
        }
      }
    }
    expect(overlaps.slice(0, 5)).toEqual([]);
  });

  it('short labels: 0 for the start, the round number, End otherwise', () => {
    expect(['Start', 'Round 7', 'Final scoring', 'A billion'].map(shortLabel)).toEqual(['0', '7', 'End', 'End']);
  });

  it('paths: a line through every point, a closed marker of each shape', () => {
    const l = layout(300, 14, 3, [0, 10], ['0', '1', '2']);
    expect(linePath([0, 5, 10], l)).toMatch(/^M[\d.]+ [\d.]+ L[\d.]+ [\d.]+ L[\d.]+ [\d.]+$/);
    for (const m of MARKERS) expect(markerPath(m, 10, 10, 5)).toMatch(/^M.*Z$/);
  });
});

describe('line colours', () => {
  it('every player colour stands out from the light background as it is', () => {
    for (const c of PLAYER_COLORS) expect(contrast(c.hex, '#ffffff'), c.label).toBeGreaterThanOrEqual(3);
  });

  it('at night each is lightened until it stands out from the dark background, keeping its hue', () => {
    for (const c of PLAYER_COLORS) {
      const night = nightColor(c.hex);
      expect(contrast(night, NIGHT_BG), c.label).toBeGreaterThanOrEqual(4);
      expect(night).not.toBe('#ffffff');
    }
    expect(lighten('#000000', 0.5)).toBe('#808080');
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
  });
});
