// Disrupt's last play-test leftovers: the board summary readable whole at 320 px with a full board,
// Social Hype's arrows beside the order they move, "spend 3 to gain 1" counted in taps, and the
// calculator's Share over-count marked on the fields concerned.
import { expect, test, type Page } from './fixtures';
import { savedAt, seedSession } from './helpers';
import { sheetAtRest } from './view';
import { closeSheets, placeStartuppersEturnium, sheet, startDisruptWith, tapCounter, type RoleId } from './disrupt-steps';

const NAMES = ['Samantha', 'Beatrice', 'Angelina', 'Leonardo'];
const COLORS = ['#b3261e', '#1d4ed8', '#15803d', '#7e22ce'];
const ROLES: Record<2 | 3 | 4, RoleId[]> = {
  2: ['startupper', 'leader'],
  3: ['startupper', 'bpo', 'leader'],
  4: ['startupper', 'bpo', 'angel', 'leader']
};

/**
 * A game in round 6 with the fullest board the summary can show: all six Projects placed (the
 * Startupper's three with their tokens), 12 to 15 cubes of each colour, every Market Size at −1/4
 * and the Public row full.
 */
async function fullBoard(page: Page, count: 2 | 3 | 4): Promise<string> {
  const id = `disrupt-full-board-${count}`;
  const placements: [string, string][] = [
    ['eturnium', 'sp-2l13'],
    ['boardtube', 'sp-2ex4'],
    ['miniatureprime', 'sp-2r52']
  ];
  const list: Record<string, unknown>[] = [{ type: 'disrupt.project-placed', v: 3, project: placements[0][0], sealed: placements[0][1] }];
  for (let round = 1; round <= 5; round++) {
    list.push({ type: 'disrupt.phase-advanced', v: 2, round, phase: 'project' });
    const placing = placements[round];
    if (placing) list.push({ type: 'disrupt.project-placed', v: 3, project: placing[0], sealed: placing[1] });
    list.push({ type: 'disrupt.phase-advanced', v: 2, round, phase: 'event' });
    list.push({ type: 'disrupt.phase-advanced', v: 2, round: round + 1, phase: 'operations' });
  }
  for (const project of ['meeplebook', 'miniatureprime', 'cardflix', 'boardtube', 'dicecoin', 'eturnium'])
    for (const color of ['design', 'development', 'marketing'])
      for (let i = 0; i < 14; i++) list.push({ type: 'disrupt.cubes-changed', v: 1, project, color, delta: 1 });
  for (const pipeline of [0, 1, 2]) list.push({ type: 'disrupt.market-size-changed', v: 1, pipeline, delta: -1 });
  const start = Date.now() - 2 * 3600_000;
  const events = list.map((event, i) => ({ seq: i + 1, at: start + (i + 1) * 1000, event }));
  const roles = ROLES[count];
  await seedSession(
    page,
    {
      id,
      kind: 'disrupt',
      players: roles.map((_, i) => ({ id: `p${i + 1}`, name: NAMES[i], color: COLORS[i] })),
      options: {
        roles,
        brandEquity: roles.map((role, i) => ({ role, step: i < 2 ? 8 : 9 })),
        publicRow: ['cardflix', 'dicecoin', 'meeplebook']
      },
      createdAt: start,
      updatedAt: start + events.length * 1000,
      lastSeq: events.length,
      status: 'active',
      summary: '',
      deletedAt: 0
    },
    events
  );
  await page.goto(`/session/${id}`);
  await savedAt(page, events.length);
  return id;
}

test('the board summary with a full board is readable whole at 320, 390 and 430 px, 2 to 4 players: each Pipeline on one line, nothing outside its box or under the bar', async ({
  page
}) => {
  test.setTimeout(120_000);
  for (const count of [2, 3, 4] as const) {
    await page.setViewportSize({ width: 320, height: 844 });
    await fullBoard(page, count);
    // The bar's spacer takes the bar's height a frame after the screen opens: read before it, the page
    // ended 73 px short and the summary's last line lay under the bar (a CI run at 320 px).
    await expect
      .poll(() =>
        page.evaluate(
          () => document.querySelector<HTMLElement>('.spacer')!.offsetHeight > document.querySelector<HTMLElement>('.bar')!.offsetHeight
        )
      )
      .toBe(true);
    const summary = page.getByTestId('board-summary');
    await expect(summary.getByTestId('summary-cubes-boardtube-marketing')).toHaveText('14');
    await expect(summary.getByTestId('summary-cubes-eturnium-design')).toHaveText(/^1[45]$/);
    await expect(summary.getByRole('listitem', { name: 'Pipeline 3' })).toHaveText(/Market Size −1 per 4/);
    for (const width of [320, 390, 430]) {
      const at = `${count} players at ${width} px`;
      await page.setViewportSize({ width, height: 844 });
      await summary.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const seen = await summary.evaluate((box) => {
        const frame = box.getBoundingClientRect();
        // Every piece of text a player reads (screen-reader-only text aside).
        const pieces = [...box.querySelectorAll('*')].filter(
          (el) =>
            !el.closest('.visually-hidden') &&
            [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()) &&
            el.getBoundingClientRect().width > 0
        );
        const outside = pieces.filter((el) => {
          const r = el.getBoundingClientRect();
          return r.left < frame.left || r.right > frame.right;
        });
        // Covered: the point at a piece's centre shows something else (the bar, the saved tab).
        const covered = pieces.filter((el) => {
          const r = el.getBoundingClientRect();
          const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return !top || !(el === top || el.contains(top));
        });
        // A Pipeline is one line when its pieces share one line box (baselines within a few px).
        const wrapped = [...box.querySelectorAll('.pipeline')].filter((li) => {
          const tops = [...li.querySelectorAll('[data-testid^="summary-cubes-"], .name, .size > [aria-hidden]')].map(
            (el) => el.getBoundingClientRect().top
          );
          return Math.max(...tops) - Math.min(...tops) > 4;
        });
        const text = (els: Element[]) => els.map((el) => el.textContent?.trim());
        return {
          outside: text(outside),
          covered: text(covered),
          wrapped: wrapped.map((li) => li.getAttribute('aria-label')),
          sideways: document.documentElement.scrollWidth - window.innerWidth
        };
      });
      expect(seen.sideways, `${at}: no sideways scrolling`).toBeLessThanOrEqual(0);
      expect(seen.outside, `${at}: text outside the summary's box`).toEqual([]);
      expect(seen.covered, `${at}: text covered`).toEqual([]);
      expect(seen.wrapped, `${at}: Pipelines broken over two lines`).toEqual([]);
    }
  }
});

test('Social Hype’s arrows are in view with the order they move as the Tracks sheet opens, 390×844 and 320×640, 4 players: steps and a move in 3 taps', async ({
  page
}) => {
  for (const [width, height] of [
    [390, 844],
    [320, 640]
  ]) {
    await page.setViewportSize({ width, height });
    await startDisruptWith(page, {
      count: 4,
      names: NAMES,
      places: [
        ['startupper', 8],
        ['bpo', 8],
        ['angel', 9],
        ['leader', 9]
      ],
      socialHype: ['dicecoin', 'eturnium', 'meeplebook', 'boardtube', 'cardflix', 'miniatureprime']
    });
    await placeStartuppersEturnium(page);
    await closeSheets(page);
    const taps = tapCounter(page);
    await taps.tap(page.getByRole('group', { name: 'More actions' }).getByRole('button', { name: 'Tracks', exact: true }));
    const tracks = sheet(page);
    await sheetAtRest(tracks);
    const hype = tracks.locator('section', { hasText: 'Social Hype' });
    await expect(hype.getByRole('listitem')).toHaveText(
      ['Dicecoin', 'Eturnium', 'Meeplebook', 'BoardTube', 'Cardflix', 'MiniaturePrime'].map((p) => new RegExp(`^\\s*${p}\\s`))
    );
    // Every row's name and both arrows on screen and not under the sheet's foot, before any scrolling.
    for (const row of await hype.getByRole('listitem').all()) {
      for (const part of [row.locator('.grow'), ...(await row.getByRole('button').all())]) {
        await expect(part, `${width}×${height}: ${await row.textContent()}`).toBeInViewport({ ratio: 1 });
        const onTop = await part.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return !!top && (el === top || el.contains(top));
        });
        expect(onTop, `${width}×${height}: ${await part.textContent()} not covered`).toBe(true);
      }
    }
    await taps.tap(tracks.getByTestId('hype-steps').getByRole('button', { name: '2' }));
    await taps.tap(tracks.getByRole('button', { name: '↓ Dicecoin on Social Hype' }), { saves: 2 });
    await expect(hype.getByRole('listitem').first()).toHaveText(/^\s*Eturnium\s/);
    await expect(hype.getByRole('listitem').nth(2)).toHaveText(/^\s*Dicecoin\s/);
    expect(taps.taps).toBe(3);
  }
});

test('spend 3 to gain 1 in 3 taps from the table screen (the tile, what to spend, what to gain): 1 of each, then 3 Like', async ({
  page
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startDisruptWith(page, {
    count: 2,
    names: ['Sam', 'Leo'],
    places: [
      ['startupper', 8],
      ['leader', 8]
    ]
  });
  await placeStartuppersEturnium(page);
  await closeSheets(page);
  const resources = async () => {
    const s = sheet(page);
    return Promise.all(['like', 'experience', 'innovation'].map((k) => s.getByTestId(`res-startupper-${k}`).textContent()));
  };
  // Each role starts with one of each resource (the tile reads L1 E1 I1).
  let taps = tapCounter(page);
  await taps.tap(page.getByTestId('player-p1').getByRole('button'));
  await sheetAtRest(sheet(page));
  expect(await resources()).toEqual(['1', '1', '1']);
  await taps.tap(sheet(page).getByRole('button', { name: 'Spend 1 of each', exact: true }));
  await expect(sheet(page).getByRole('button', { name: 'Spend 1 of each', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await taps.tap(sheet(page).getByRole('button', { name: '+1 Innovation for 1 of each, for the Startupper' }), { saves: 2 });
  expect(await resources()).toEqual(['0', '0', '1']);
  expect(taps.taps).toBe(3);
  // The spend is asked again for the next exchange.
  await expect(sheet(page).getByRole('button', { name: /^\+1 / })).toHaveCount(0);

  // Three Like (added one at a time, not counted), then the exchange counted from a closed sheet.
  for (let i = 0; i < 3; i++) await sheet(page).getByRole('button', { name: '+ Like for the Startupper' }).click();
  await savedAt(page, 5);
  await closeSheets(page);
  taps = tapCounter(page);
  await taps.tap(page.getByTestId('player-p1').getByRole('button'));
  await sheetAtRest(sheet(page));
  await taps.tap(sheet(page).getByRole('button', { name: 'Spend 3 Like', exact: true }));
  // Gaining what is spent would be no exchange: only the two others are offered.
  await expect(sheet(page).getByTestId('quick-gain-startupper').getByRole('button')).toHaveText(
    ['+1 Experience', '+1 Innovation'].map((t) => new RegExp(`^\\s*\\${t}`))
  );
  await taps.tap(sheet(page).getByRole('button', { name: '+1 Experience for 3 Like, for the Startupper' }), { saves: 6 });
  expect(await resources()).toEqual(['0', '1', '1']);
  expect(taps.taps).toBe(3);
  await expect(page.getByTestId('saved-line')).toContainText('spent 3 resources for 1 Experience');
});

test('the calculator’s Share over-count draws a thick dashed border on each field concerned (not colour alone), its reason under each', async ({
  page
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/disrupt/score');
  await page.locator('#startupper-dicecoin').fill('3');
  await page.locator('#leader-dicecoin').fill('4');
  const border = (id: string) =>
    page.locator(`#${id}`).evaluate((el) => {
      const style = getComputedStyle(el);
      return { style: style.borderTopStyle, width: parseFloat(style.borderTopWidth) };
    });
  for (const id of ['startupper-dicecoin', 'leader-dicecoin']) {
    const field = page.locator(`#${id}`);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Dicecoin: the players hold 7 Shares, but there are 5.');
    await expect(page.locator(`#${id}-problem`)).toBeVisible();
    expect(await border(id), `${id}: marked by its border's shape`).toEqual({ style: 'dashed', width: 3 });
  }
  // The fields not concerned keep their plain border.
  for (const id of ['bpo-dicecoin', 'leader-meeplebook']) expect((await border(id)).style).toBe('solid');
  // Corrected: the mark goes.
  await page.locator('#leader-dicecoin').fill('2');
  await expect(page.locator('#startupper-dicecoin')).not.toHaveAttribute('aria-invalid', 'true');
  expect((await border('leader-dicecoin')).style).toBe('solid');
  expect((await border('startupper-dicecoin')).style).toBe('solid');
});
