// The browser tests measure layouts (a word on one line, a heading above the bar) in pixels, so they
// must lay out with the same font on every machine: DejaVu Sans, pinned by tests/support/fonts.conf.
// When this fails, the layout tests' failures are the machine's fonts, not the app.
import { expect, test } from './fixtures';

test('the tests lay out with DejaVu Sans and no other font, on every machine', async ({ page }) => {
  await page.goto('/tools');
  const widths = await page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!;
    const sample = 'Boardroom 1,210M Katharina · Hire Intern';
    const width = (font: string) => {
      context.font = font;
      return context.measureText(sample).width;
    };
    const app = getComputedStyle(document.body).fontFamily;
    return {
      app: width(`16px ${app}`),
      dejaVu: width('16px "DejaVu Sans"'),
      sansSerif: width('16px sans-serif'),
      // Names that other machines map to other fonts: here they fall back to DejaVu Sans too.
      liberation: width('16px "Liberation Sans", sans-serif'),
      noto: width('16px "Noto Sans", sans-serif'),
      monospace: width('16px monospace')
    };
  });
  expect(widths.app).toBe(widths.dejaVu);
  expect(widths.sansSerif).toBe(widths.dejaVu);
  expect(widths.liberation).toBe(widths.dejaVu);
  expect(widths.noto).toBe(widths.dejaVu);
  // The check can tell fonts apart: DejaVu Sans Mono is wider.
  expect(widths.monospace).toBeGreaterThan(widths.dejaVu);
});
