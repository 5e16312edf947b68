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

/**
 * What leaves part of a row empty, at tablet and desktop widths (on a phone every block is one column):
 * - a box (`[data-section-box]`) narrower than its content container with no other box beside it;
 * - a grid of two or more columns whose last row holds a single item (a lone card in a row of three),
 *   or that holds one item only;
 * - two pictures alike in one grid: one icon, one meaning;
 * - more than one plate box on a page.
 */
function rowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1;
    };
    // A card or a box is drawn: a border, a shadow or a background of its own. A reading column of
    // text or a hero's words draw none, and may leave the rest of their row to the white space.
    const drawn = (element: Element) => {
      const style = getComputedStyle(element);
      const parent = element.parentElement ? getComputedStyle(element.parentElement).backgroundColor : '';
      return (
        parseFloat(style.borderTopWidth) > 0 ||
        parseFloat(style.borderLeftWidth) > 0 ||
        style.boxShadow !== 'none' ||
        (style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== parent)
      );
    };
    const name = (element: Element) =>
      (element.querySelector('h2, h3, h4')?.textContent ?? element.textContent ?? '').trim().slice(0, 40);
    const boxes = [...document.querySelectorAll('main [data-section-box]')].filter(
      (box) => visible(box) && drawn(box),
    );
    for (const box of boxes) {
      const own = box.getBoundingClientRect();
      const container = box.closest('.max-w-content');
      if (!container) continue;
      const style = getComputedStyle(container);
      const inner = container.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (own.width >= inner * 0.9) continue;
      const beside = boxes.some((other) => {
        if (other === box || other.contains(box) || box.contains(other)) return false;
        const rect = other.getBoundingClientRect();
        return rect.top < own.bottom && rect.bottom > own.top;
      });
      if (!beside) {
        problems.push(
          `"${name(box)}" fills ${Math.round(own.width)} of ${Math.round(inner)} px with nothing beside it`,
        );
      }
    }
    for (const grid of document.querySelectorAll('main *')) {
      const style = getComputedStyle(grid);
      if (style.display !== 'grid' || !visible(grid)) continue;
      const columns = style.gridTemplateColumns.split(' ').filter(Boolean).length;
      const items = [...grid.children].filter(visible);
      if (columns < 2 || items.length === 0) continue;
      // A list item often draws nothing itself and wraps the card that does.
      const cards = items.filter(
        (item) => drawn(item) || (item.children.length === 1 && drawn(item.children[0] as Element)),
      );
      const rows = new Map<number, number>();
      for (const item of cards) {
        const top = Math.round(item.getBoundingClientRect().top);
        rows.set(top, (rows.get(top) ?? 0) + 1);
      }
      const lastRow = [...rows].sort(([a], [b]) => a - b).at(-1)?.[1] ?? 0;
      // A card with empty cells beside it; a card beside words (a form beside its intro) is at home.
      if ((items.length === 1 && cards.length === 1) || (cards.length > 1 && lastRow === 1 && columns >= 3)) {
        problems.push(
          `"${name(cards[cards.length - 1] as Element)}" stands alone in a row of ${columns} columns`,
        );
      }
      const pictures = items.flatMap((item) => {
        const image = item.querySelector('img');
        return image?.getAttribute('src') ? [image.getAttribute('src') as string] : [];
      });
      const twice = pictures.filter((src, index) => pictures.indexOf(src) !== index);
      for (const src of new Set(twice)) problems.push(`one picture for two things in one grid: ${src}`);
    }
    const plates = document.querySelectorAll('main input[name="spz"]').length;
    if (plates > 1) problems.push(`${plates} plate boxes`);
    return problems;
  });
}

/** What breaks the grid on the loaded page, at each width: the page is resized, not reloaded. */
async function gridProblems(page: Page, path: string): Promise<{ problems: string[]; measured: number }> {
  const problems: string[] = [];
  let measured = 0;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const positions = await headingPositions(page);
    measured += positions.length;
    if (width >= 768)
      for (const problem of await rowProblems(page)) problems.push(`${path} at ${width} px: ${problem}`);
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
  test(`${path}: every section heading starts at the container's left edge, and every row is filled, at ${WIDTHS.join(', ')} px`, async ({
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

test('the measure finds a lone card in a row, a half-empty box, one picture for two things and a second plate box', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const response = await page.goto('/pojisteni-vozidel', { waitUntil: 'domcontentloaded' });
  expect(response?.status()).toBe(200);
  expect(await rowProblems(page)).toEqual([]);
  await page.evaluate(() => {
    const why = [...document.querySelectorAll('main h2')].find(
      (heading) => heading.textContent === 'Proč pojištění u nás',
    );
    const list = why?.closest('section')?.querySelector('ul');
    if (list?.children.length !== 3) throw new Error('no list of three cards');
    const [first, second] = [...list.querySelectorAll('img')];
    second?.setAttribute('src', first?.getAttribute('src') ?? '');
    // A fourth card, so that the last row holds one.
    list.append(list.children[0]?.cloneNode(true) as Node);
    const phone = [...document.querySelectorAll('main [data-section-box]')].find((box) =>
      box.textContent?.includes('Raději po telefonu?'),
    ) as HTMLElement;
    phone.style.width = '50%';
    const plate = document.querySelector('main form:has(input[name="spz"])');
    plate?.parentElement?.append(plate.cloneNode(true));
  });
  expect(await rowProblems(page)).toEqual(
    expect.arrayContaining([
      '"Pět poboček" stands alone in a row of 3 columns',
      expect.stringMatching(/^"Raději po telefonu\?" fills \d+ of 1152 px with nothing beside it$/),
      'one picture for two things in one grid: /images/card-list-stit.svg',
      '2 plate boxes',
    ]),
  );
});
