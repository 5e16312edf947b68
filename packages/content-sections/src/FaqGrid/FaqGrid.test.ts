import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../test/blockContract';
import { contentSectionIslands } from '../islands';
import { contentProps } from '../registry/registry';
import { faqGridBlock } from './faqGridBlock';
import type { FaqGridProps } from './faqGridContent';
import { faqGridFixtures, faqGridInvalidFixtures } from './fixtures';

const props = (data: object) => contentProps<FaqGridProps>(faqGridBlock, data);
const html = (data: object) => renderBlockToHtml(faqGridBlock, props(data));

let consoleError: MockInstance;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describeBlockContract(faqGridBlock, {
  valid: faqGridFixtures,
  invalid: {
    fourColumns: { data: faqGridInvalidFixtures.fourColumns, path: 'columns' },
    columnsNotWhole: { data: faqGridInvalidFixtures.columnsNotWhole, path: 'columns' },
    questionMissing: { data: faqGridInvalidFixtures.questionMissing, path: 'items.0.question' },
  },
});

describe('FaqGrid', () => {
  it('lays the cards out in 1, 2 or 3 columns, 3 by default', () => {
    expect(props(faqGridFixtures.minimal)).toMatchObject({ columns: 3, variant: 'modal' });
    expect(html(faqGridFixtures.full)).toContain('min-[40rem]:grid-cols-2 desktop:grid-cols-3');
    const two = html(faqGridFixtures.twoColumns);
    expect(two).toContain('min-[40rem]:grid-cols-2');
    expect(two).not.toContain('desktop:grid-cols-3');
    const one = html(faqGridFixtures.oneColumnInline);
    expect(one).toContain('grid-cols-1');
    expect(one).not.toContain('grid-cols-2');
  });

  it('shows each question as a card with a three-line preview of its answer', () => {
    const page = html(faqGridFixtures.full);
    expect(page.match(/<li class="flex flex-col rounded-card/g)).toHaveLength(6);
    expect(page).toMatch(/<h3 class="m-0"><button[^>]*aria-haspopup="dialog"[^>]*>/);
    expect(page).toContain('Hned po zaplacení pojistného vám ji pošleme e\u2011mailem.');
    expect(page).toMatch(/line-clamp-3[^>]*>Odpověď není k dispozici\.<\/p>/);
  });

  it('expands in place in the inline variant: a disclosure button', () => {
    expect(html(faqGridFixtures.oneColumnInline)).toMatch(
      /<button[^>]*aria-expanded="false"[^>]*aria-controls=/,
    );
  });

  it('writes no structured data (one FAQPage a page: the FAQ section’s)', () => {
    expect(html(faqGridFixtures.full)).not.toContain('application/ld+json');
  });

  it('headings: cards are h3 under the block heading, h2 without one; empty grid says so', () => {
    expect(html(faqGridFixtures.strapiNulls).match(/<h2 class="m-0">/g)).toHaveLength(2);
    expect(html(faqGridFixtures.empty)).toContain('Zatím tu nejsou žádné dotazy.');
  });

  it('hydrates when it has a card, and has an island loader', async () => {
    expect(faqGridBlock.island?.(props(faqGridFixtures.full))).toBe(true);
    expect(faqGridBlock.island?.(props(faqGridFixtures.empty))).toBe(false);
    const loader = contentSectionIslands['blocks.faq-grid'];
    expect(loader).toBeDefined();
    expect(await loader?.()).toBe(faqGridBlock.component);
  });
});
