import { expect, type Page, test } from '@playwright/test';
import { DEMO_PAGES, EMBEDDABLE_PAGES } from './support';

/**
 * One grid (issue 24, point 4): on every page, every section heading starts at the same x at each
 * breakpoint — ui's content container's inner left edge.
 *
 * A section heading is an `h2` in `<main>`:
 * - ui's `SectionHeading` (`[data-section-heading]`): its own box is measured. A heading centred on
 *   purpose (the partners' carousel) still spans the container, so its box starts at the edge;
 * - an `h2` inside a `[data-section-box]` (a phone box, a claims box, a grid of cards whose cards
 *   carry the `h2` when the block has no heading of its own): the box is measured, since the box is
 *   what lines up with the other headings and its heading sits inside it at the box's padding.
 * Any other `h2` in `<main>` fails the test: a block that draws its own heading has left the grid.
 *
 * Framed pages (`embeddable`) are left out: they are laid out for another site's frame.
 */
const WIDTHS = [390, 768, 1366] as const;
const PAGES = DEMO_PAGES.filter((path) => !EMBEDDABLE_PAGES.includes(path));

interface HeadingPosition {
  x: number;
  text: string;
  shared: boolean;
}

function headingPositions(page: Page): Promise<HeadingPosition[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main h2')].flatMap((heading) => {
      const own = heading.getBoundingClientRect();
      // Hidden (a closed dialog, a collapsed panel) or visually hidden: not where a visitor sees it.
      if (own.width <= 1 || own.height <= 1) return [];
      const box = heading.closest('[data-section-box]');
      const measured = box ? box.getBoundingClientRect() : own;
      return [
        {
          x: Math.round(measured.left),
          text: (heading.textContent ?? '').trim().slice(0, 40),
          shared: box !== null || heading.hasAttribute('data-section-heading'),
        },
      ];
    }),
  );
}

/** What breaks the grid on the loaded page, at each width: the page is resized, not reloaded. */
async function gridProblems(page: Page, path: string): Promise<{ problems: string[]; measured: number }> {
  const problems: string[] = [];
  let measured = 0;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const positions = await headingPositions(page);
    measured += positions.length;
    for (const { text } of positions.filter((position) => !position.shared)) {
      problems.push(
        `${path} at ${width} px: "${text}" is an h2 outside ui's SectionHeading and outside a [data-section-box]`,
      );
    }
    const byX = new Map<number, string[]>();
    for (const { x, text } of positions) byX.set(x, [...(byX.get(x) ?? []), text]);
    if (byX.size > 1) {
      const where = [...byX]
        .sort(([a], [b]) => a - b)
        .map(([x, texts]) => `${x} px (${texts.map((text) => `"${text}"`).join(', ')})`);
      problems.push(`${path} at ${width} px: section headings start at ${where.join(' and ')}`);
    }
  }
  return { problems, measured };
}

for (const path of PAGES) {
  test(`${path}: every section heading starts at the container's left edge at ${WIDTHS.join(', ')} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    // The server's HTML is the layout: islands hydrate into the same boxes, so one load serves all widths.
    const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(200);
    const { problems, measured } = await gridProblems(page, path);
    expect(problems).toEqual([]);
    test.info().annotations.push({ type: 'section headings measured', description: String(measured) });
  });
}

test('the measure finds a heading moved off the grid and an h2 drawn outside the shared heading', async ({
  page,
}) => {
  const response = await page.goto('/servis', { waitUntil: 'domcontentloaded' });
  expect(response?.status()).toBe(200);
  expect((await gridProblems(page, '/servis')).problems).toEqual([]);
  await page.evaluate(() => {
    const headings = document.querySelectorAll<HTMLElement>('main [data-section-heading]');
    const last = headings[headings.length - 1];
    if (!last || headings.length < 2) throw new Error('/servis has fewer than two section headings');
    last.style.marginInlineStart = '2rem';
    const own = document.createElement('h2');
    own.textContent = 'Vlastní nadpis bloku';
    document.querySelector('main')?.append(own);
  });
  const { problems } = await gridProblems(page, '/servis');
  expect(problems).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/servis at 1366 px: section headings start at \d+ px \(.*\) and \d+ px/),
      '/servis at 390 px: "Vlastní nadpis bloku" is an h2 outside ui\'s SectionHeading and outside a [data-section-box]',
    ]),
  );
});
