import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { describeBlockContract, renderBlockToHtml } from '../../test/blockContract';
import { demoSite } from '../../test/site';
import { contentSectionIslands } from '../islands';
import { contentProps } from '../registry/registry';
import { faqRadioCardsBlock } from './faqRadioCardsBlock';
import type { FaqRadioCardsProps } from './faqRadioCardsContent';
import { faqRadioCardsFixtures, faqRadioCardsInvalidFixtures } from './fixtures';

const props = (data: object) => contentProps<FaqRadioCardsProps>(faqRadioCardsBlock, data);
const html = (data: object, search = '') =>
  renderBlockToHtml(faqRadioCardsBlock, props(data), {
    ...demoSite,
    url: `http://localhost:6006/caste-dotazy${search}`,
  });

let consoleError: MockInstance;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describeBlockContract(faqRadioCardsBlock, {
  valid: faqRadioCardsFixtures,
  invalid: {
    typeWithSpace: { data: faqRadioCardsInvalidFixtures.typeWithSpace, path: 'cards.0.type' },
    duplicateType: { data: faqRadioCardsInvalidFixtures.duplicateType, path: 'cards.1.type' },
    noHeading: { data: faqRadioCardsInvalidFixtures.noHeading, path: 'cards.0.heading' },
  },
});

describe('FaqRadioCards', () => {
  it('is one radio group named by the heading, no card checked without faq', () => {
    const page = html(faqRadioCardsFixtures.full);
    expect(page).toContain('<legend class="sr-only">S čím potřebujete poradit?</legend>');
    expect(page.match(/type="radio"/g)).toHaveLength(3);
    expect(page).not.toContain('checked');
    expect(page).toContain('Vyberte téma a zobrazí se odpovědi na nejčastější dotazy.');
    expect(page).not.toContain('Do kdy musím škodu nahlásit?');
  });

  it('checks the card whose type equals faq, with a check mark, and shows its questions', () => {
    const page = html(faqRadioCardsFixtures.full, '?faq=skoda');
    expect(page.match(/checked=""/g)).toHaveLength(1);
    expect(page).toMatch(/checked="" value="skoda"/);
    expect(page.match(/<svg aria-hidden="true" viewBox="0 0 20 20" class="size-6/g)).toHaveLength(1);
    expect(page).toContain('>Časté dotazy: Stala se mi škoda</h3>');
    expect(page).toContain('Do kdy musím škodu nahlásit?');
    expect(page).not.toContain('Jak dlouho trvá sjednání online?');
  });

  it.each(['?faq=1', '?faq=SKODA', '?faq=skoda%20', '?faq='])(
    'checks nothing for %s (types match exactly)',
    (search) => {
      expect(html(faqRadioCardsFixtures.full, search)).not.toContain('checked');
    },
  );

  it('names each radio by the card’s title and describes it by its text', () => {
    const page = html(faqRadioCardsFixtures.full);
    const radio = page.match(/<input type="radio"[^>]*aria-labelledby="([^"]+)" aria-describedby="([^"]+)"/);
    expect(page).toContain(
      `id="${radio?.[1]}" class="text-lg font-semibold text-ink [overflow-wrap:anywhere]">Chci se pojistit</span>`,
    );
    expect(page).toContain(`id="${radio?.[2]}"`);
  });

  it('shows a chosen card without questions and an empty block honestly', () => {
    expect(html(faqRadioCardsFixtures.strapiNulls, '?faq=auto')).toContain('Zatím tu nejsou žádné dotazy.');
    expect(html(faqRadioCardsFixtures.empty)).toContain('Zatím tu nejsou žádné dotazy.');
  });

  it('hydrates when it has a card, and has an island loader', async () => {
    expect(faqRadioCardsBlock.island?.(props(faqRadioCardsFixtures.full))).toBe(true);
    expect(faqRadioCardsBlock.island?.(props(faqRadioCardsFixtures.empty))).toBe(false);
    const loader = contentSectionIslands['blocks.faq-radio-cards'];
    expect(loader).toBeDefined();
    expect(await loader?.()).toBe(faqRadioCardsBlock.component);
  });
});
